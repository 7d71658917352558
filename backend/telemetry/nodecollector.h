#pragma once
// Probes every node at an interval over pooled SSH sessions, one round trip
// per node (nodeprobe.h), and keeps per-device link series. Runs on the
// thread that owns it without ever waiting: the pool's workers do the SSH
// work and hand results back through queued signals.
#include "linkhealth.h"
#include "linkseries.h"
#include "nodeprobe.h"
#include "core/clock.h"
#include "ssh/hostkeyrefusal.h"
#include "ssh/sshtarget.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <map>
#include <memory>
#include <optional>

namespace ascendops::ssh {
class SshPool;
struct CommandResult;
}

namespace ascendops::telemetry {

class NodeCollector : public QObject
{
    Q_OBJECT
public:
    explicit NodeCollector(QObject *parent = nullptr);
    ~NodeCollector() override;

    // Nodes keyed by the name the cluster knows them by.
    void setTargets(const QHash<QString, ssh::SshTarget> &targets);
    void setInterval(int milliseconds) { m_timer.setInterval(milliseconds); }
    void setTools(const ProbeTools &tools);
    // The clock that dates samples and judges link health; the system's by
    // default. The probe interval stays a real timer: nodes answer in real time.
    void setClock(const Clock &clock) { m_clock = &clock; }
    ssh::SshPool &pool() { return *m_pool; }
    void start();
    void stop();
    // Probes every node now, even those waiting out a reconnect backoff.
    void retryNow();
    int intervalMs() const { return m_timer.interval(); }

    QStringList nodes() const { return m_targets.keys(); }
    bool probes(const QString &node) const { return m_targets.contains(node); }
    // How the node is reached, for other reads over the same pool.
    std::optional<ssh::SshTarget> target(const QString &node) const
    {
        const auto it = m_targets.constFind(node);
        return it == m_targets.cend() ? std::nullopt : std::optional<ssh::SshTarget>(*it);
    }
    std::vector<int> devices(const QString &node) const;
    const LinkSeries *series(const QString &node, int device) const;
    LinkHealth health(const QString &node, int device) const;
    const NodeProbe *lastProbe(const QString &node) const;
    QString lastError(const QString &node) const { return m_errors.value(node); }
    // What the node's next probe asks beyond the standard queries.
    ProbePlan plan(const QString &node) const { return m_plans.value(node); }
    // A probe's whole output, read and kept as if it came back over SSH: what
    // an answer from elsewhere (a node agent, a test's cluster in memory)
    // goes through. Emits nodeUpdated(); probes again at once when the
    // answer asks for more and the node is a target.
    void receive(const QString &node, const QByteArray &output);

signals:
    void nodeUpdated(const QString &node);
    void nodeFailed(const QString &node, const QString &error);
    // The node (or a bastion on its path) offered a host key that is not
    // known, or that changed; nodeFailed() follows with the words.
    void hostKeyRefused(const QString &node, const ascendops::ssh::HostKeyRefusal &refusal);
    // An identity file is encrypted and not unlocked yet: the workers do not
    // wait for anyone, they skip it (nodeFailed() says so) until
    // ssh::KeyRing holds it; retryNow() then probes again at once. A caller
    // that may block (a terminal) sets its own callback on pool() instead.
    void passphraseNeeded(const QString &keyPath);

private:
    void probeAll();
    void probe(const QString &node);
    void onFinished(quint64 id, const ssh::CommandResult &result);
    void apply(const QString &node, const NodeProbe &probe);

    std::unique_ptr<ssh::SshPool> m_pool;
    QHash<QString, ssh::SshTarget> m_targets;
    ProbeTools m_tools;
    const Clock *m_clock = &Clock::system();
    QHash<QString, ProbePlan> m_plans;   // what each node's last probe asked the next to add
    QTimer m_timer;
    QHash<quint64, QString> m_inFlight;
    QHash<QString, NodeProbe> m_probes;
    QHash<QString, QString> m_errors;
    std::map<std::pair<QString, int>, LinkSeries> m_series;
};

} // namespace ascendops::telemetry
