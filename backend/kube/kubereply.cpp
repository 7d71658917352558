#include "kubereply.h"
#include "formats/jsondocument.h"

#include <QNetworkReply>
#include <QTimer>

namespace ascendops::kube {

KubeReply::KubeReply(KubeRequest request, QObject *parent) : QObject(parent), m_request(std::move(request))
{
    m_clock.start();
}

KubeReply::~KubeReply()
{
    if (m_network) {
        m_network->disconnect(this);
        m_network->abort();
        m_network->deleteLater();
    }
}

void KubeReply::then(QObject *context, std::function<void(KubeReply &)> callback)
{
    connect(this, &KubeReply::finished, context, [this, callback = std::move(callback)] { callback(*this); });
}

void KubeReply::abort()
{
    if (m_finished)
        return;
    m_aborted = true;
    if (m_network) {
        m_network->abort();    // the client sees OperationCanceledError and completes us
        return;
    }
    // Not on the wire yet (waiting for credentials): finish from the event loop.
    QTimer::singleShot(0, this, [this] {
        if (!m_finished)
            complete(0, {}, KubeError::make(KubeError::Kind::Cancelled, QStringLiteral("cancelled")));
    });
}

void KubeReply::attach(QNetworkReply *reply)
{
    m_network = reply;
}

void KubeReply::complete(int httpStatus, const QByteArray &body, const KubeError &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_httpStatus = httpStatus;
    m_error = error;
    if (m_latencyMs < 0)
        m_latencyMs = m_clock.elapsed();
    if (!m_request.stream || error.isError()) {
        m_body = body;
        m_object = parseJsonOrDiscarded(std::string_view(body.constData(), std::size_t(body.size())));
        if (m_object.is_discarded())
            m_object = nullptr;
    }
    if (m_network) {
        m_network->disconnect(this);
        m_network->deleteLater();
        m_network = nullptr;
    }
    emit finished();
    deleteLater();
}

} // namespace ascendops::kube
