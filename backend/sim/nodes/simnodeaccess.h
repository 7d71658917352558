#pragma once
// SSH access to the embedded cluster's nodes, set up the way an operator's
// own machine would have it: a real sshd on loopback serving each simulated
// node on its own port (node tools on its PATH), a key pair for the console,
// and an ssh_config with a Host entry per node plus a known_hosts holding the
// server's key. The console created that server itself, so recording its
// key here is knowledge, not trust on first use.
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace ascendops::sim {

class NodeSshServer;
class NodeToolDir;

class SimNodeAccess
{
public:
    // Files go to DIR: id_ed25519(.pub), ssh_config, known_hosts.
    explicit SimNodeAccess(QString dir);
    ~SimNodeAccess();

    // Serves NODES (their tools in TOOLS) and writes the files; false with
    // *error when sshd cannot start (e.g. "sshd not found at /usr/sbin/sshd").
    bool start(const NodeToolDir &tools, const QStringList &nodes, QString *error);
    void stop();

    QString sshConfigPath() const;
    QString knownHostsPath() const;
    QString identityPath() const;
    QStringList nodes() const { return m_nodes; }

private:
    QString m_dir;
    QStringList m_nodes;
    std::vector<std::unique_ptr<NodeSshServer>> m_servers;   // sshd listens on at most 16 ports
};

} // namespace ascendops::sim
