#include "journal/recorddetails.h"

#include <QJsonArray>

namespace ascendops::journal {
namespace {

// The keys, each spelled once.
namespace key {
constexpr QLatin1StringView state{"state"}, holder{"holder"}, coveredBy{"coveredBy"}, awaitReturn{"awaitReturn"},
    checkpointStep{"checkpointStep"};
constexpr QLatin1StringView signal{"signal"}, node{"node"}, die{"die"}, codes{"codes"}, handling{"handling"},
    pod{"pod"}, detectionMs{"detectionMs"}, stepAtFault{"stepAtFault"};
constexpr QLatin1StringView component{"component"}, plane{"plane"}, hcclLevels{"hcclLevels"},
    mayBeTransient{"mayBeTransient"}, servers{"servers"};
constexpr QLatin1StringView decision{"decision"}, mode{"mode"}, isolateDevice{"isolateDevice"},
    isolateNode{"isolateNode"}, needsPerson{"needsPerson"}, waitMs{"waitMs"}, platformOwned{"platformOwned"},
    manual{"manual"}, borrowedLane{"borrowedLane"}, awaitImpact{"awaitImpact"}, owner{"owner"},
    personOnly{"personOnly"}, processStrategy{"processStrategy"}, confirmedRanks{"confirmedRanks"},
    strategyChoices{"strategyChoices"}, ownerWaitMs{"ownerWaitMs"};
constexpr QLatin1StringView writes{"writes"}, write{"write"};
constexpr QLatin1StringView phasesMs{"phasesMs"}, stepsLost{"stepsLost"}, totalMs{"totalMs"},
    recoveredBy{"recoveredBy"}, closedBy{"closedBy"};
constexpr QLatin1StringView act{"act"}, person{"person"}, assignee{"assignee"}, snoozedUntilMs{"snoozedUntilMs"},
    note{"note"};
} // namespace key

// Numbers are doubles in JSON: whole milliseconds and steps fit exactly.
std::optional<qint64> number(const QJsonObject &details, QLatin1StringView name)
{
    const QJsonValue value = details.value(name);
    return value.isDouble() ? std::optional<qint64>(qint64(value.toDouble())) : std::nullopt;
}

void putNumber(QJsonObject &details, QLatin1StringView name, const std::optional<qint64> &value)
{
    if (value)
        details.insert(name, double(*value));
}

void putText(QJsonObject &details, QLatin1StringView name, const QString &value)
{
    if (!value.isEmpty())
        details.insert(name, value);
}

void putList(QJsonObject &details, QLatin1StringView name, const QStringList &value)
{
    if (!value.isEmpty())
        details.insert(name, QJsonArray::fromStringList(value));
}

// A flag is written only when set: most records leave most flags off.
void putFlag(QJsonObject &details, QLatin1StringView name, bool value)
{
    if (value)
        details.insert(name, true);
}

QString text(const QJsonObject &details, QLatin1StringView name) { return details.value(name).toString(); }
bool flag(const QJsonObject &details, QLatin1StringView name) { return details.value(name).toBool(); }

QStringList list(const QJsonObject &details, QLatin1StringView name)
{
    QStringList values;
    for (const QJsonValue &value : details.value(name).toArray())
        values << value.toString();
    return values;
}

} // namespace

void CommonDetails::writeTo(QJsonObject &details) const
{
    putText(details, key::state, state);
    putText(details, key::holder, holder);
    putText(details, key::coveredBy, coveredBy);
    if (awaitReturn)
        details.insert(key::awaitReturn, true);
    putNumber(details, key::checkpointStep, checkpointStep);
}

CommonDetails CommonDetails::readFrom(const QJsonObject &details)
{
    return {text(details, key::state), text(details, key::holder), text(details, key::coveredBy),
            details.value(key::awaitReturn).toBool(), number(details, key::checkpointStep)};
}

QJsonObject DetectedDetails::toJson() const
{
    QJsonObject details{{key::signal, signal}};
    if (node)
        details.insert(key::node, *node);
    if (die)
        details.insert(key::die, *die);
    putList(details, key::codes, codes);
    putText(details, key::handling, handling);
    putText(details, key::pod, pod);
    putNumber(details, key::detectionMs, detectionMs);
    putNumber(details, key::stepAtFault, stepAtFault);
    return details;
}

DetectedDetails DetectedDetails::fromJson(const QJsonObject &details)
{
    DetectedDetails read;
    read.signal = text(details, key::signal);
    if (details.value(key::node).isString())
        read.node = text(details, key::node);
    if (const std::optional<qint64> die = number(details, key::die))
        read.die = int(*die);
    read.codes = list(details, key::codes);
    read.handling = text(details, key::handling);
    read.pod = text(details, key::pod);
    read.detectionMs = number(details, key::detectionMs);
    read.stepAtFault = number(details, key::stepAtFault);
    return read;
}

QJsonObject ClassifiedDetails::toJson() const
{
    return {{key::component, component},
            {key::plane, plane},
            {key::hcclLevels, QJsonArray::fromStringList(hcclLevels)},
            {key::mayBeTransient, mayBeTransient},
            {key::servers, QJsonArray::fromStringList(servers)}};
}

ClassifiedDetails ClassifiedDetails::fromJson(const QJsonObject &details)
{
    return {text(details, key::component), text(details, key::plane), list(details, key::hcclLevels),
            flag(details, key::mayBeTransient), list(details, key::servers)};
}

QJsonObject DecidedDetails::toJson() const
{
    QJsonObject details;
    if (decision)
        details.insert(key::decision, *decision);
    if (!decision.value_or(false))
        return details;   // words on the decision in force carry none of its fields
    details.insert(key::mode, mode);
    details.insert(key::isolateDevice, isolateDevice);
    details.insert(key::isolateNode, isolateNode);
    details.insert(key::needsPerson, needsPerson);
    details.insert(key::waitMs, double(waitMs));
    putFlag(details, key::platformOwned, platformOwned);
    putFlag(details, key::manual, manual);
    putFlag(details, key::borrowedLane, borrowedLane);
    putFlag(details, key::awaitImpact, awaitImpact);
    putText(details, key::owner, owner);
    putFlag(details, key::personOnly, personOnly);
    putText(details, key::processStrategy, processStrategy);
    putText(details, key::confirmedRanks, confirmedRanks);
    if (!strategyChoices.isEmpty())
        details.insert(key::strategyChoices, QJsonArray::fromStringList(strategyChoices));
    if (ownerWaitMs > 0)
        details.insert(key::ownerWaitMs, double(ownerWaitMs));
    return details;
}

DecidedDetails DecidedDetails::fromJson(const QJsonObject &details)
{
    DecidedDetails read;
    if (details.value(key::decision).isBool())
        read.decision = details.value(key::decision).toBool();
    read.mode = text(details, key::mode);
    read.isolateDevice = flag(details, key::isolateDevice);
    read.isolateNode = flag(details, key::isolateNode);
    read.needsPerson = flag(details, key::needsPerson);
    read.waitMs = number(details, key::waitMs).value_or(0);
    read.platformOwned = flag(details, key::platformOwned);
    read.manual = flag(details, key::manual);
    read.borrowedLane = flag(details, key::borrowedLane);
    read.awaitImpact = flag(details, key::awaitImpact);
    read.owner = text(details, key::owner);
    read.personOnly = flag(details, key::personOnly);
    read.processStrategy = text(details, key::processStrategy);
    read.confirmedRanks = text(details, key::confirmedRanks);
    read.strategyChoices = list(details, key::strategyChoices);
    read.ownerWaitMs = std::max<qint64>(0, number(details, key::ownerWaitMs).value_or(0));
    return read;
}

void PersonActDetails::writeTo(QJsonObject &details) const
{
    putText(details, key::act, act);
    putText(details, key::person, person);
    putText(details, key::assignee, assignee);
    putNumber(details, key::snoozedUntilMs, snoozedUntilMs);
    putText(details, key::note, note);
}

std::optional<PersonActDetails> PersonActDetails::readFrom(const QJsonObject &details)
{
    if (text(details, key::act).isEmpty())
        return std::nullopt;
    return PersonActDetails{text(details, key::act), text(details, key::person), text(details, key::assignee),
                            number(details, key::snoozedUntilMs), text(details, key::note)};
}

QJsonObject ActionDetails::toJson() const
{
    QJsonObject details;
    putNumber(details, key::waitMs, waitMs);
    if (!writes.isEmpty())
        details.insert(key::writes, QJsonArray::fromStringList(writes));
    putText(details, key::write, write);
    return details;
}

ActionDetails ActionDetails::fromJson(const QJsonObject &details)
{
    return {number(details, key::waitMs), list(details, key::writes), text(details, key::write)};
}

QJsonObject ResolvedDetails::toJson() const
{
    QJsonObject phases;
    for (const auto &[name, ms] : phasesMs)
        phases.insert(name, double(ms));
    QJsonObject details{{key::phasesMs, phases}};
    putNumber(details, key::stepsLost, stepsLost);
    putNumber(details, key::totalMs, totalMs);
    putText(details, key::recoveredBy, recoveredBy);
    putText(details, key::closedBy, closedBy);
    return details;
}

ResolvedDetails ResolvedDetails::fromJson(const QJsonObject &details)
{
    ResolvedDetails read;
    const QJsonObject phases = details.value(key::phasesMs).toObject();
    for (auto it = phases.begin(); it != phases.end(); ++it)
        if (it.value().isDouble())
            read.phasesMs[it.key()] = qint64(it.value().toDouble());
    read.stepsLost = number(details, key::stepsLost);
    read.totalMs = number(details, key::totalMs);
    read.recoveredBy = text(details, key::recoveredBy);
    read.closedBy = text(details, key::closedBy);
    return read;
}

} // namespace ascendops::journal
