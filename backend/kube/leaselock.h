#pragma once
// A coordination.k8s.io/v1 Lease held as a lock, the way Kubernetes
// controllers elect a leader: whoever writes its name into holderIdentity
// first (create, or an update conditional on resourceVersion) holds it until
// renewTime + leaseDurationSeconds passes without a renewal. The pipeline
// uses one per job, so that two consoles or controllers never act on the
// same job at once, and one for leader election of `pipeline serve`.
#include <QDateTime>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace ascendops::kube {

class ApiClient;
class KubeReply;

class LeaseLock : public QObject
{
    Q_OBJECT
public:
    LeaseLock(ApiClient &client, QString nameSpace, QString name, QString identity, int durationSeconds = 15,
              QObject *parent = nullptr);
    ~LeaseLock() override;

    // Tries once; ends in acquired() or refused(). While held, renews every
    // third of the duration and signals lost() when a renewal fails.
    void acquire();
    // Gives the lease up at once (holderIdentity cleared) so that another
    // holder need not wait out the duration.
    void release();
    bool isHeld() const { return m_held; }
    // Holders that were earlier runs of this one (a pipeline restarted on the
    // same journal): their Lease is taken over at once instead of waited out.
    void setPredecessors(QStringList holders) { m_predecessors = std::move(holders); }
    const QString &identity() const { return m_identity; }
    // What the holder says of itself on the Lease (its annotations): written
    // with the next renewal, and when it is taken. Others read it there.
    void setAnnotations(std::map<std::string, std::string> annotations) { m_annotations = std::move(annotations); }
    QString name() const { return m_name; }
    // The HTTP status of the API's last refusal (403, 404, 5xx; 0 when no answer came).
    int refusedStatus() const { return m_refusedStatus; }

signals:
    void acquired();
    // `holder`: who holds it ("another holder" when a race was lost to one
    // not yet known by name); empty when the API itself refused or failed.
    void refused(const QString &holder, const QDateTime &expires, const QString &reason);
    void lost(const QString &reason);
    // The release was answered (taken or not: a Lease not released runs out).
    void released();

private:
    void onGet(KubeReply &reply);
    void create();
    void takeOver(nlohmann::json lease);
    void renew();
    void sendRelease();
    void onWritten(KubeReply &reply, bool renewal);
    nlohmann::json leaseObject() const;
    void annotate(nlohmann::json &lease) const;

    ApiClient &m_client;
    QString m_namespace;
    QString m_name;
    QString m_identity;
    QStringList m_predecessors;
    int m_durationSeconds;
    bool m_held = false;
    bool m_busy = false;
    bool m_releaseWanted = false;   // release() during a renewal: sent once it is answered
    int m_refusedStatus = 0;
    nlohmann::json m_lease;     // as last written or read
    std::map<std::string, std::string> m_annotations;
    QTimer m_renewTimer;
};

// "2026-11-22T10:00:00.123456Z": the MicroTime format of Lease times.
QString microTime(const QDateTime &time);
// When the Lease runs out unless renewed (renewTime + leaseDurationSeconds,
// by its holder's clock); invalid when it does not say.
QDateTime expiryOf(const nlohmann::json &lease);

} // namespace ascendops::kube
