#include "leaselock.h"

#include "apiclient.h"
#include "kubereply.h"
#include "kubelog.h"
#include "kubereply.h"
#include "model/objectfields.h"

#include <QCoreApplication>

namespace ascendops::kube {
namespace {

using Json = nlohmann::json;

QString tr(const char *text)
{
    return QCoreApplication::translate("LeaseLock", text);
}

} // namespace

QDateTime expiryOf(const Json &lease)
{
    const QString renewed = fields::text(lease, {"spec", "renewTime"});
    const int duration = fields::number(lease, {"spec", "leaseDurationSeconds"}, 0);
    const QDateTime at = QDateTime::fromString(renewed, Qt::ISODateWithMs);
    return at.isValid() ? at.addSecs(duration) : QDateTime();
}

QString microTime(const QDateTime &time)
{
    return time.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000Z"));
}

LeaseLock::LeaseLock(ApiClient &client, QString nameSpace, QString name, QString identity, int durationSeconds,
                     QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_namespace(std::move(nameSpace))
    , m_name(std::move(name))
    , m_identity(std::move(identity))
    , m_durationSeconds(durationSeconds)
{
    m_renewTimer.setInterval(std::max(1, durationSeconds) * 1000 / 3);
    connect(&m_renewTimer, &QTimer::timeout, this, &LeaseLock::renew);
}

LeaseLock::~LeaseLock() = default;

void LeaseLock::acquire()
{
    if (m_held) {
        emit acquired();
        return;
    }
    if (m_busy)
        return;
    m_busy = true;
    m_client.get(ResourceType::leases(), m_namespace, m_name)->then(this, [this](KubeReply &reply) { onGet(reply); });
}

void LeaseLock::onGet(KubeReply &reply)
{
    if (reply.error().kind == KubeError::Kind::NotFound) {
        create();
        return;
    }
    if (!reply.isOk()) {
        m_busy = false;
        m_refusedStatus = reply.httpStatus();
        emit refused({}, {}, reply.error().summary);
        return;
    }
    const Json &lease = reply.object();
    const QString holder = fields::text(lease, {"spec", "holderIdentity"});
    const QDateTime expires = expiryOf(lease);
    const bool free = holder.isEmpty() || holder == m_identity || m_predecessors.contains(holder) || !expires.isValid()
        || expires < QDateTime::currentDateTimeUtc();
    if (!free) {
        m_busy = false;
        emit refused(holder, expires, tr("lease %1/%2 is held by %3 until %4")
                                          .arg(m_namespace, m_name, holder, expires.toString(Qt::ISODate)));
        return;
    }
    takeOver(lease);
}

Json LeaseLock::leaseObject() const
{
    const QString now = microTime(QDateTime::currentDateTimeUtc());
    return Json{{"apiVersion", "coordination.k8s.io/v1"},
                {"kind", "Lease"},
                {"metadata", {{"name", m_name.toStdString()}, {"namespace", m_namespace.toStdString()}}},
                {"spec",
                 {{"holderIdentity", m_identity.toStdString()},
                  {"leaseDurationSeconds", m_durationSeconds},
                  {"acquireTime", now.toStdString()},
                  {"renewTime", now.toStdString()},
                  {"leaseTransitions", 0}}}};
}

void LeaseLock::annotate(Json &lease) const
{
    for (const auto &[key, value] : m_annotations)
        lease["metadata"]["annotations"][key] = value;
}

void LeaseLock::create()
{
    Json lease = leaseObject();
    annotate(lease);
    m_client.create(ResourceType::leases(), m_namespace, lease)->then(this, [this](KubeReply &reply) {
        onWritten(reply, false);
    });
}

// An update conditional on the resourceVersion read: if anyone wrote the
// lease in between, the API answers 409 and the lock is not taken.
void LeaseLock::takeOver(Json lease)
{
    const bool sameHolder = fields::text(lease, {"spec", "holderIdentity"}) == m_identity;
    const int transitions = fields::number(lease, {"spec", "leaseTransitions"}, 0);
    const Json fresh = leaseObject();
    lease["spec"] = fresh["spec"];
    if (sameHolder)
        lease["spec"]["acquireTime"] = lease["spec"]["renewTime"];
    lease["spec"]["leaseTransitions"] = sameHolder ? transitions : transitions + 1;
    annotate(lease);
    m_client.replace(ResourceType::leases(), m_namespace, m_name, lease)->then(this, [this](KubeReply &reply) {
        onWritten(reply, false);
    });
}

void LeaseLock::onWritten(KubeReply &reply, bool renewal)
{
    m_busy = false;
    if (m_releaseWanted) {
        m_releaseWanted = false;
        if (!reply.isOk())
            return emit released();   // not renewed: it runs out by itself
        m_lease = reply.object();
        return sendRelease();
    }
    if (reply.isOk()) {
        m_lease = reply.object();
        if (!renewal) {
            m_held = true;
            m_renewTimer.start();
            qCInfo(lcKube) << "lease" << m_name << "acquired by" << m_identity;
            emit acquired();
        }
        return;
    }
    const bool raced = reply.error().kind == KubeError::Kind::Conflict;
    const QString reason = raced ? tr("lease %1/%2 was written by someone else at the same time").arg(m_namespace, m_name)
                                 : reply.error().summary;
    if (renewal) {
        m_held = false;
        m_renewTimer.stop();
        emit lost(reason);
    } else {
        // A race lost is a holder we do not know by name; any other refusal
        // is the API's, and names no holder.
        m_refusedStatus = reply.httpStatus();
        emit refused(raced ? tr("another holder") : QString(), {}, reason);
    }
}

void LeaseLock::renew()
{
    if (!m_held || m_busy)
        return;
    m_busy = true;
    Json lease = m_lease;
    lease["spec"]["renewTime"] = microTime(QDateTime::currentDateTimeUtc()).toStdString();
    annotate(lease);
    m_client.replace(ResourceType::leases(), m_namespace, m_name, lease)->then(this, [this](KubeReply &reply) {
        onWritten(reply, true);
    });
}

void LeaseLock::release()
{
    if (!m_held)
        return;
    m_held = false;
    m_renewTimer.stop();
    if (m_busy) {   // a renewal under way: the release goes on the version it writes
        m_releaseWanted = true;
        return;
    }
    sendRelease();
}

void LeaseLock::sendRelease()
{
    Json lease = m_lease;
    lease["spec"]["holderIdentity"] = "";
    lease["spec"]["leaseDurationSeconds"] = 1;
    m_client.replace(ResourceType::leases(), m_namespace, m_name, lease)->then(this, [this](KubeReply &) { emit released(); });
}

} // namespace ascendops::kube
