#include "pipelinenotifier.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>

namespace ascendops::pipeline {
namespace {

Q_LOGGING_CATEGORY(lcNotify, "ascendops.pipeline.notify")

const QStringList kPlaceholders{QStringLiteral("event"), QStringLiteral("incident"), QStringLiteral("job"), QStringLiteral("state"),
                                QStringLiteral("message"), QStringLiteral("text"), QStringLiteral("time")};

const QRegularExpression &placeholder()
{
    static const QRegularExpression pattern(QStringLiteral(R"(\$\{([A-Za-z_]+)\})"));
    return pattern;
}

// VALUE as it goes inside a JSON string, without the quotes.
QString jsonEscaped(const QString &value)
{
    const QByteArray quoted = QJsonDocument(QJsonObject{{QStringLiteral("v"), value}}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(quoted.mid(6, quoted.size() - 8));   // {"v":"...."}
}

// A webhook named for a log line: its scheme and host, never its path or
// query (where chat tools keep the token).
QString shown(const QUrl &webhook)
{
    return webhook.scheme() + QStringLiteral("://") + webhook.host() + QStringLiteral("/...");
}

bool asksPerson(IncidentState state)
{
    return state == IncidentState::AwaitingApproval || state == IncidentState::NeedsPerson;
}

} // namespace

bool validNotifyTemplate(const QString &text, QString *unknown)
{
    for (const QRegularExpressionMatch &m : placeholder().globalMatch(text))
        if (!kPlaceholders.contains(m.captured(1))) {
            *unknown = m.captured();
            return false;
        }
    return true;
}

PipelineNotifier::PipelineNotifier(const RecoveryPipeline &pipeline, NotifierSettings settings, QObject *parent)
    : QObject(parent), m_pipeline(pipeline), m_settings(std::move(settings)), m_network(new QNetworkAccessManager(this))
{
    if (!m_settings.clock)
        m_settings.clock = &Clock::system();
    connect(&pipeline, &RecoveryPipeline::incidentChanged, this, &PipelineNotifier::incidentChanged);
    // The pipeline says the breaker is tripped for each incident it holds
    // back: said once, when it trips.
    connect(&pipeline, &RecoveryPipeline::breakerChanged, this, [this](bool tripped, const QString &reason) {
        if (tripped && !m_breakerTripped)
            notify(QStringLiteral("breaker-tripped"), {}, {}, {}, reason);
        m_breakerTripped = tripped;
    });
}

PipelineNotifier::~PipelineNotifier() = default;

// Said once as an incident comes to ask for a person: a recovery that did
// not work when it had been under way, a person's call otherwise.
void PipelineNotifier::incidentChanged(const QString &id)
{
    const Incident *incident = m_pipeline.incident(id);
    if (!incident)
        return;
    const auto seen = m_states.find(id);
    const IncidentState before = seen == m_states.end() ? IncidentState::Settling : seen->second;
    m_states[id] = incident->state;
    if (incident->state == IncidentState::Resolved) {
        m_states.erase(id);
        return;
    }
    if (!asksPerson(incident->state) || asksPerson(before))
        return;
    const bool failed = recoveryInFlight(before);
    notify(failed ? QStringLiteral("recovery-failed") : QStringLiteral("person-needed"), id, incident->job,
           QLatin1String(incidentStateName(incident->state)), incident->outcome);
}

void PipelineNotifier::notify(const QString &event, const QString &incident, const QString &job, const QString &state,
                              const QString &message)
{
    const QString time = QDateTime::fromMSecsSinceEpoch(m_settings.clock->nowMs(), Qt::UTC).toString(Qt::ISODate);
    const QString text = incident.isEmpty()
        ? QStringLiteral("Ascend Ops: %1: %2").arg(event, message)
        : QStringLiteral("Ascend Ops: %1 %2 (%3, %4): %5").arg(event, incident, job.isEmpty() ? QStringLiteral("no job") : job, state, message);
    const std::map<QString, QString> values{{QStringLiteral("event"), event},     {QStringLiteral("incident"), incident},
                                            {QStringLiteral("job"), job},         {QStringLiteral("state"), state},
                                            {QStringLiteral("message"), message}, {QStringLiteral("text"), text},
                                            {QStringLiteral("time"), time}};
    QByteArray body;
    if (m_settings.bodyTemplate.isEmpty()) {
        QJsonObject object{{QStringLiteral("source"), QStringLiteral("ascend-ops-pipeline")}};
        for (const auto &[key, value] : values)
            object.insert(key, value);
        body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    } else {
        // One pass: a value that holds "${text}" itself is not filled in again.
        QString filled;
        qsizetype from = 0;
        for (const QRegularExpressionMatch &m : placeholder().globalMatch(m_settings.bodyTemplate)) {
            filled += m_settings.bodyTemplate.mid(from, m.capturedStart() - from);
            const auto value = values.find(m.captured(1));
            filled += value == values.end() ? m.captured() : jsonEscaped(value->second);
            from = m.capturedEnd();
        }
        body = (filled + m_settings.bodyTemplate.mid(from)).toUtf8();
    }
    for (const QUrl &webhook : m_settings.webhooks)
        attempt(webhook, body, m_settings.attempts, std::make_shared<Backoff>(1000, 60000));
}

void PipelineNotifier::attempt(const QUrl &webhook, const QByteArray &body, int attemptsLeft, std::shared_ptr<Backoff> backoff)
{
    QNetworkRequest request(webhook);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setTransferTimeout(10000);
    QNetworkReply *reply = m_network->post(request, body);
    connect(reply, &QNetworkReply::finished, this, [=, this] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (reply->error() == QNetworkReply::NoError && status >= 200 && status < 300) {
            ++m_delivered;
            emit posted(webhook, true);
            return;
        }
        const QString why = status ? QStringLiteral("HTTP %1").arg(status) : reply->errorString();
        // A refusal of the message itself (a 4xx other than a timeout or a
        // rate limit) would be refused again: given up at once.
        const bool refused = status >= 400 && status < 500 && status != 408 && status != 429;
        if (attemptsLeft <= 1 || refused) {
            ++m_givenUp;
            qCWarning(lcNotify).noquote() << "webhook" << shown(webhook) << "given up:" << why;
            emit posted(webhook, false);
            return;
        }
        const int waitMs = backoff->next();
        qCInfo(lcNotify).noquote() << "webhook" << shown(webhook) << why << "; again in" << waitMs << "ms";
        ++m_waiting;
        m_settings.clock->callAfter(waitMs, this, [=, this] {
            --m_waiting;
            attempt(webhook, body, attemptsLeft - 1, backoff);
        });
    });
}

} // namespace ascendops::pipeline
