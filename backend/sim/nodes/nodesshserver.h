#pragma once
// A real OpenSSH server on loopback standing in for the simulated nodes: one
// sshd with one port per node, each port giving its sessions
// ASCEND_SIM_NODE=<node> and a PATH that starts with the simulated tools
// (npu-smi, hccn_tool, ...). Tests and the embedded cluster log in to it with
// the console's own SSH layer. Needs /usr/sbin/sshd (package openssh-server).
//
// Per-node environment comes from `Match LocalPort N` + `SetEnv` in the
// generated sshd_config. sshd applies SetEnv after its default PATH, so the
// tools directory wins over /usr/bin; a login user's shell start-up files
// (bash reads ~/.bashrc for commands run by sshd) may still put their own
// directories in front.
#include <QMap>
#include <QProcess>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace ascendops::sim {

class NodeSshServer
{
public:
    static QString sshdPath() { return QStringLiteral("/usr/sbin/sshd"); }

    // TOOLSBINDIR goes in front of /usr/bin:/bin in every session's PATH.
    explicit NodeSshServer(const QString &toolsBinDir = QString());
    ~NodeSshServer();  // stop()
    NodeSshServer(const NodeSshServer &) = delete;
    NodeSshServer &operator=(const NodeSshServer &) = delete;

    // A TCP port on 127.0.0.1 that nothing listens on right now.
    static int pickFreePort();

    // Adds a simulated node on PORT (0: a free one) and returns the port, or
    // 0 when the port is taken by another node. Takes effect at the next start.
    int addNode(const QString &node, int port = 0);
    // More variables ("NAME=value") the node's sessions get, e.g.
    // ASCEND_HCCN_CONF pointing at the node's simulated /etc/hccn.conf.
    void setNodeEnvironment(const QString &node, const QStringList &variables) { m_environment[node] = variables; }
    int port(const QString &node) const;  // 0 for an unknown node
    QStringList nodes() const { return m_ports.keys(); }

    // An OpenSSH public key line ("ssh-ed25519 AAAA... comment") allowed to
    // log in; applies at once, also while running.
    void addAuthorizedKey(const QString &publicKeyText);

    // Writes the host key (once) and sshd_config, starts sshd and waits until
    // it listens on every port; a port it picked that another process took
    // meanwhile is replaced by a free one. False with *error, for example
    // "sshd not found at /usr/sbin/sshd", when that fails.
    bool start(QString *error);
    // Ends sshd and every session it started (SIGTERM, then SIGKILL).
    void stop();
    // SIGKILL to sshd and every session process at once: a node that died.
    void kill();
    // stop() then start(), keeping ports and host key.
    bool restart(QString *error);
    bool isRunning() const;

    QString hostKeyFingerprint() const { return m_hostKeyFingerprint; }  // "SHA256:..."
    QString hostPublicKey() const { return m_hostPublicKey; }            // "ssh-ed25519 AAAA..."
    QString directory() const { return m_dir.path(); }
    QString configPath() const;
    // What sshd wrote to its log (stderr, -e), from byte FROM on.
    QString logText(qint64 from = 0) const;

private:
    bool writeHostKey(QString *error);
    bool writeConfig(QString *error) const;
    bool writeAuthorizedKeys(QString *error) const;
    bool launch(QList<int> *taken, QString *error);
    bool waitUntilListening(qint64 logStart, QList<int> *taken, QString *error);
    int pickUnusedPort(const QList<int> &avoid) const;
    bool moveTakenPorts(const QList<int> &taken);
    void signalAll(int signal);

    QString m_toolsBinDir;
    QTemporaryDir m_dir;
    QMap<QString, int> m_ports;
    // Nodes whose port this server picked and has not served yet: a start may
    // still give them another one (start()).
    QSet<QString> m_movablePorts;
    QMap<QString, QStringList> m_environment;
    QStringList m_authorizedKeys;
    QString m_hostKeyFingerprint;
    QString m_hostPublicKey;
    std::unique_ptr<QProcess> m_process;
};

} // namespace ascendops::sim
