#pragma once
// Word to people outside the console, posted to webhooks (the chat tools
// these teams use take one): an incident waiting for a person, a recovery
// that failed, the circuit breaker tripped. Posted in the background and
// retried with backoff on the pipeline's clock, never holding the pipeline
// up; a message the webhook refuses (a 4xx but 408 and 429) is not sent
// again. A message carries the incident, its job, state and reason as the
// journal says them, and nothing else: no credential, no kubeconfig; a
// webhook's own URL (which often holds a token) is never logged whole.
#include "core/backoff.h"
#include "core/clock.h"
#include "recoverypipeline.h"

#include <QList>
#include <QObject>
#include <QUrl>

#include <map>

class QNetworkAccessManager;

namespace ascendops::pipeline {

struct NotifierSettings
{
    QList<QUrl> webhooks;
    // The body, with ${event}, ${incident}, ${job}, ${state}, ${message},
    // ${text} and ${time} replaced by their values escaped for a JSON string;
    // empty: a JSON object of them all.
    QString bodyTemplate;
    int attempts = 5;            // per message and webhook
    const Clock *clock = nullptr;   // the pipeline's
};

// Whether TEXT is a template every placeholder of which is known; the
// first unknown one in *unknown otherwise.
bool validNotifyTemplate(const QString &text, QString *unknown);

class PipelineNotifier : public QObject
{
    Q_OBJECT

public:
    PipelineNotifier(const RecoveryPipeline &pipeline, NotifierSettings settings, QObject *parent = nullptr);
    ~PipelineNotifier() override;

    int delivered() const { return m_delivered; }
    int givenUp() const { return m_givenUp; }
    // Messages waiting out their backoff before the next attempt.
    int waiting() const { return m_waiting; }

signals:
    // A message reached WEBHOOK (2xx), or was given up after its attempts.
    void posted(const QUrl &webhook, bool delivered);

private:
    void incidentChanged(const QString &id);
    void notify(const QString &event, const QString &incident, const QString &job, const QString &state, const QString &message);
    void attempt(const QUrl &webhook, const QByteArray &body, int attemptsLeft, std::shared_ptr<Backoff> backoff);

    const RecoveryPipeline &m_pipeline;
    NotifierSettings m_settings;
    QNetworkAccessManager *m_network;
    std::map<QString, IncidentState> m_states;   // the last state seen of each incident
    int m_delivered = 0;
    int m_givenUp = 0;
    int m_waiting = 0;
    bool m_breakerTripped = false;
};

} // namespace ascendops::pipeline
