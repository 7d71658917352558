#pragma once
// Files of a node read over SSH, in one command per node: a start script on
// a hostPath or NFS volume (NFS where the kubelet mounted it for the pod),
// the rank-table directory's mode and owner. Each path's answer starts with
// a line holding a marker made for the request, so a file's own lines can
// never be taken for the next header; a file is read up to its size as stat
// gave it, at most NodeFile::kMaxBytes.
#include "model/nodefile.h"
#include "ssh/commandresult.h"
#include "ssh/sshtarget.h"

#include <QByteArrayView>
#include <QHash>
#include <QObject>
#include <QStringList>

namespace ascendops::ssh {
class SshPool;
}

namespace ascendops::telemetry {

QByteArray nodeFilesCommand(const QStringList &paths, const QByteArray &marker);
// Every path gets an entry: what the output says of it, or an error.
QHash<QString, NodeFile> parseNodeFiles(QByteArrayView output, const QStringList &paths, const QByteArray &marker);

class NodeFileReader : public QObject
{
    Q_OBJECT

public:
    explicit NodeFileReader(ssh::SshPool &pool, QObject *parent = nullptr);

    // The answer comes as finished(); a request that fails as a whole
    // (no connection, a refused host key) gives each path that error.
    void read(const ssh::SshTarget &target, const QString &node, const QStringList &paths, int timeoutMs = 20000);
    bool busy() const { return !m_requests.isEmpty(); }

signals:
    void finished(const QString &node, const QHash<QString, ascendops::NodeFile> &files);

private:
    struct Request
    {
        QString node;
        QStringList paths;
        QByteArray marker;
    };
    void onFinished(quint64 id, const ssh::CommandResult &result);

    ssh::SshPool &m_pool;
    QHash<quint64, Request> m_requests;
};

} // namespace ascendops::telemetry
