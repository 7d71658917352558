#pragma once
// The answer to one KubeClient request. It emits finished() once and deletes
// itself after the slots connected to finished() have run; a streamed reply
// (a watch) also emits dataReceived() for each chunk of the body.
#include "kubeerror.h"
#include "kuberequest.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QSslError>

#include <nlohmann/json.hpp>

#include <functional>

class QNetworkReply;

namespace ascendops::kube {

class KubeReply : public QObject
{
    Q_OBJECT
public:
    explicit KubeReply(KubeRequest request, QObject *parent = nullptr);
    ~KubeReply() override;

    const KubeRequest &request() const { return m_request; }
    bool isFinished() const { return m_finished; }
    bool isOk() const { return m_finished && !m_error.isError(); }
    int httpStatus() const { return m_httpStatus; }
    const KubeError &error() const { return m_error; }
    // The body parsed as JSON (the object, list or Status); null for streams.
    const nlohmann::json &object() const { return m_object; }
    // The same, for a reader that moves its parts out (a list's items) rather
    // than copy them; what it leaves is the reply's.
    nlohmann::json &object() { return m_object; }
    QByteArray body() const { return m_body; }
    // From sending to the complete answer (to the headers for a stream), in ms.
    qint64 latencyMs() const { return m_latencyMs; }

    // Calls `callback(reply)` when finished, in `context`'s thread.
    void then(QObject *context, std::function<void(KubeReply &)> callback);
    // Stops the request, or drops the parse of its answer; finished() follows
    // with Kind::Cancelled.
    void abort();

signals:
    void headersReceived(int httpStatus);
    void dataReceived(const QByteArray &chunk);
    void finished();

private:
    friend class KubeClient;
    friend class ApiClient;
    void attach(QNetworkReply *reply);
    // Sets the outcome; a large body is parsed on the thread pool first.
    void complete(int httpStatus, const QByteArray &body, const KubeError &error);
    void takeObject(nlohmann::json object);   // a body that is not JSON leaves null
    void finish();

    KubeRequest m_request;
    QPointer<QNetworkReply> m_network;
    QElapsedTimer m_clock;
    nlohmann::json m_object;
    QByteArray m_body;
    KubeError m_error;
    int m_httpStatus = 0;
    qint64 m_latencyMs = -1;
    QList<QSslError> m_sslErrors;
    int m_attempts = 0;
    bool m_answered = false;   // complete() was called (the body may still be parsing)
    bool m_finished = false;   // finished() was emitted
    bool m_aborted = false;
    QFutureWatcher<void> *m_parsing = nullptr;   // a large body's parse, while it runs
    bool m_streaming = false;    // headers with 2xx seen on a stream: bytes go out as they come
};

} // namespace ascendops::kube
