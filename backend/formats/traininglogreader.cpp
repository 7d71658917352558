#include "formats/traininglogreader.h"

#include <QDate>
#include <QDateTime>
#include <QStringList>
#include <QTime>

namespace ascendops {

namespace {

constexpr qsizetype kMaxErrorChars = 400;

qint64 capturedNumber(const QRegularExpressionMatch &match, const QString &group, bool *ok = nullptr)
{
    const QString text = match.captured(group);
    bool parsed = false;
    const qint64 value = text.isEmpty() ? -1 : text.toLongLong(&parsed);
    if (ok)
        *ok = parsed;
    return parsed ? value : -1;
}

bool hasGroup(const QRegularExpression &expression, const QString &group)
{
    return expression.namedCaptureGroups().contains(group);
}

int digits(QByteArrayView text, qsizetype at, qsizetype count)
{
    if (at + count > text.size())
        return -1;
    int value = 0;
    for (qsizetype i = at; i < at + count; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

} // namespace

qint64 parseRfc3339Ms(QByteArrayView text)
{
    // yyyy-MM-ddTHH:mm:ss[.fraction](Z|±hh:mm)
    if (text.size() < 20 || text[4] != '-' || text[7] != '-' || (text[10] != 'T' && text[10] != 't') || text[13] != ':'
        || text[16] != ':')
        return -1;
    const QDate date(digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2));
    const QTime time(digits(text, 11, 2), digits(text, 14, 2), digits(text, 17, 2));
    if (!date.isValid() || !time.isValid())
        return -1;
    qsizetype at = 19;
    int ms = 0, fractionDigits = 0;
    if (at < text.size() && text[at] == '.') {
        for (++at; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at, ++fractionDigits)
            if (fractionDigits < 3)
                ms = ms * 10 + (text[at] - '0');
        if (fractionDigits == 0)
            return -1;
        for (int i = fractionDigits; i < 3; ++i)
            ms *= 10;
    }
    if (at >= text.size())
        return -1;
    qint64 offsetSeconds = 0;
    if (text[at] == '+' || text[at] == '-') {
        const int hours = digits(text, at + 1, 2), minutes = digits(text, at + 4, 2);
        if (hours < 0 || minutes < 0 || text.size() < at + 6 || text[at + 3] != ':')
            return -1;
        offsetSeconds = (hours * 3600 + minutes * 60) * (text[at] == '+' ? 1 : -1);
    } else if (text[at] != 'Z' && text[at] != 'z') {
        return -1;
    }
    const qint64 seconds = QDateTime(date, time, Qt::UTC).toSecsSinceEpoch() - offsetSeconds;
    return seconds * 1000 + ms;
}

TrainingLogReader::TrainingLogReader(std::vector<TrainingLogProfile> profiles) : m_profiles(std::move(profiles))
{
    sayWhyUnknown();
}

void TrainingLogReader::feed(const QByteArray &bytes)
{
    m_lines.feed(bytes, [this](QByteArrayView line, bool cut) { readLine(line, cut); });
    sayWhyUnknown();
}

void TrainingLogReader::finish()
{
    m_lines.finish([this](QByteArrayView line, bool cut) { readLine(line, cut); });
    sayWhyUnknown();
}

void TrainingLogReader::readLine(QByteArrayView bytes, bool cut)
{
    if (bytes.isEmpty())
        return;
    ++m_summary.lines;
    if (cut)
        ++m_summary.longLines;
    qint64 atMs = -1;
    if (m_timestamped) {
        const qsizetype space = bytes.indexOf(' ');
        atMs = parseRfc3339Ms(space < 0 ? bytes : bytes.first(space));
        if (atMs >= 0)
            bytes = space < 0 ? QByteArrayView() : bytes.sliced(space + 1);
    }
    match(QString::fromUtf8(bytes), atMs);
}

void TrainingLogReader::match(const QString &line, qint64 atMs)
{
    // Steps: the chosen profile, or each until one reads a step.
    bool stepped = false;
    if (m_profile) {
        stepped = matchStep(*m_profile, line, atMs);
    } else {
        for (const TrainingLogProfile &profile : m_profiles)
            if (matchStep(profile, line, atMs)) {
                m_profile = &profile;
                m_summary.framework = profile.name;
                stepped = true;
                break;
            }
    }
    if (stepped)
        return;
    // The rest: of the chosen profile, or of the first that matches.
    for (const TrainingLogProfile &profile : m_profiles) {
        if (m_profile && &profile != m_profile)
            continue;
        if (readStepTime(profile, line))
            return;
        if (!profile.checkpointSaved.pattern().isEmpty())
            if (const QRegularExpressionMatch saved = profile.checkpointSaved.match(line); saved.hasMatch()) {
                // Each shard's rank says it saved: one checkpoint.
                const qint64 step = capturedNumber(saved, QStringLiteral("step"));
                if (step >= 0 && (m_summary.checkpointsSaved.isEmpty() || m_summary.checkpointsSaved.last() != step)) {
                    ++m_summary.checkpointsRead;
                    m_summary.checkpointsSaved.append(step);
                    if (m_summary.checkpointsSaved.size() > kMaxCheckpoints)
                        m_summary.checkpointsSaved.removeFirst();
                }
                return;
            }
        if (!profile.checkpointLoaded.pattern().isEmpty())
            if (const QRegularExpressionMatch loaded = profile.checkpointLoaded.match(line); loaded.hasMatch()) {
                m_summary.checkpointLoaded = capturedNumber(loaded, QStringLiteral("step"));
                enterPhase(QStringLiteral("checkpoint-load"), atMs);
                return;
            }
        for (const TrainingPhaseMarker &marker : profile.phases)
            if (marker.pattern.match(line).hasMatch()) {
                enterPhase(marker.phase, atMs);
                return;
            }
        for (const QRegularExpression &error : profile.errors)
            if (error.match(line).hasMatch()) {
                m_summary.error = line.trimmed().left(kMaxErrorChars);
                m_summary.errorLine = m_summary.lines;
                return;
            }
    }
}

bool TrainingLogReader::matchStep(const TrainingLogProfile &profile, const QString &line, qint64 atMs)
{
    const QRegularExpressionMatch found = profile.step.match(line);
    if (!found.hasMatch())
        return false;
    bool ok = false;
    const qint64 step = capturedNumber(found, QStringLiteral("step"), &ok);
    if (!ok)
        return false;
    // Steps counted within an epoch: global when the epoch's length is
    // printed with it (MindFormers); otherwise the step within the epoch
    // (MindSpore's monitor prints only some steps, so the epochs' lengths
    // cannot be added up without guessing).
    qint64 global = step;
    if (hasGroup(profile.step, QStringLiteral("epoch"))) {
        const qint64 epoch = capturedNumber(found, QStringLiteral("epoch"));
        const qint64 perEpoch = capturedNumber(found, QStringLiteral("epochSteps"));
        m_summary.epoch = epoch;
        if (perEpoch > 0 && epoch >= 1) {
            global = (epoch - 1) * perEpoch + step;
            if (const qint64 epochs = capturedNumber(found, QStringLiteral("epochs")); epochs > 0)
                m_summary.totalSteps = epochs * perEpoch;
        }
    }
    if (const qint64 total = capturedNumber(found, QStringLiteral("total")); total > 0 && !hasGroup(profile.step, QStringLiteral("epoch")))
        m_summary.totalSteps = total;
    // A step time on the line itself; otherwise measured between dated steps.
    readStepTime(profile, line);
    if (atMs >= 0 && m_previousStepAtMs >= 0 && global > m_previousStep && !m_stepTimePrinted)
        m_summary.stepSeconds = double(atMs - m_previousStepAtMs) / 1000.0 / double(global - m_previousStep);
    m_previousStep = global;
    m_previousStepAtMs = atMs;
    m_summary.lastStep = global;
    ++m_summary.stepLines;
    m_summary.lastStepAtMs = atMs;
    m_summary.error.clear();     // it advanced after the error: the log does not end in it
    m_summary.errorLine = 0;
    enterPhase(QStringLiteral("training"), atMs);
    return true;
}

bool TrainingLogReader::readStepTime(const TrainingLogProfile &profile, const QString &line)
{
    if (profile.stepTime.pattern().isEmpty())
        return false;
    const QRegularExpressionMatch time = profile.stepTime.match(line);
    if (!time.hasMatch())
        return false;
    const double ms = time.captured(QStringLiteral("ms")).toDouble();
    const double s = time.captured(QStringLiteral("s")).toDouble();
    if (ms > 0 || s > 0) {
        m_summary.stepSeconds = ms > 0 ? ms / 1000.0 : s;
        m_stepTimePrinted = true;
    }
    return true;
}

void TrainingLogReader::enterPhase(const QString &phase, qint64 atMs)
{
    if (m_summary.phase == phase)
        return;
    m_summary.phase = phase;
    m_summary.phaseSinceMs = atMs;
}

void TrainingLogReader::sayWhyUnknown()
{
    if (m_summary.known()) {
        m_summary.unknownReason.clear();
        return;
    }
    QStringList names;
    for (const TrainingLogProfile &profile : m_profiles)
        names << profile.name;
    m_summary.unknownReason = m_summary.lines == 0
        ? QStringLiteral("the log has no lines yet")
        : QStringLiteral("none of its %1 lines matched the step pattern of %2")
              .arg(m_summary.lines)
              .arg(names.size() == 1 ? QStringLiteral("profile ") + names.first()
                                     : QStringLiteral("any profile (%1)").arg(names.join(QStringLiteral(", "))));
}

} // namespace ascendops
