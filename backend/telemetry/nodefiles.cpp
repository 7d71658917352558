#include "telemetry/nodefiles.h"

#include "ssh/sshpool.h"

#include <QRandomGenerator>

namespace ascendops::telemetry {
namespace {

QByteArray shellQuoted(const QString &text)
{
    return "'" + text.toUtf8().replace("'", "'\\''") + "'";
}

QByteArray newMarker()
{
    return "==ascendops-" + QByteArray::number(QRandomGenerator::global()->generate64(), 16) + "==";
}

NodeFile failed(const QString &why)
{
    NodeFile file;
    file.error = why;
    return file;
}

} // namespace

// For each path: "MARKER INDEX dir MODE UID:GID", or "MARKER INDEX file
// SIZE MODE UID:GID" then the bytes, or "MARKER INDEX missing" / "unreadable".
QByteArray nodeFilesCommand(const QStringList &paths, const QByteArray &marker)
{
    QByteArray script = "i=0; for p in";
    for (const QString &path : paths)
        script += ' ' + shellQuoted(path);
    script += "; do "
              "if [ -d \"$p\" ]; then printf '%s %s dir %s\\n' " + marker + " $i \"$(stat -c '%a %u:%g' -- \"$p\")\"; "
              "elif [ ! -e \"$p\" ]; then printf '%s %s missing\\n' " + marker + " $i; "
              "elif [ ! -r \"$p\" ]; then printf '%s %s unreadable\\n' " + marker + " $i; "
              "else printf '%s %s file %s\\n' " + marker + " $i \"$(stat -c '%s %a %u:%g' -- \"$p\")\"; "
              "head -c " + QByteArray::number(NodeFile::kMaxBytes) + " -- \"$p\"; printf '\\n'; fi; "
              "i=$((i+1)); done";
    return script;
}

QHash<QString, NodeFile> parseNodeFiles(QByteArrayView output, const QStringList &paths, const QByteArray &marker)
{
    QHash<QString, NodeFile> files;
    for (const QString &path : paths)
        files.insert(path, failed(QStringLiteral("the node's answer says nothing of it")));
    const QByteArray header = marker + ' ';
    qsizetype at = 0;
    while (at < output.size()) {
        const qsizetype start = output.indexOf(header, at);
        if (start < 0)
            break;
        const qsizetype lineEnd = output.indexOf('\n', start);
        if (lineEnd < 0)
            break;
        const QList<QByteArray> fields = output.sliced(start + header.size(), lineEnd - start - header.size()).toByteArray().split(' ');
        at = lineEnd + 1;
        bool ok = false;
        const int index = fields.value(0).toInt(&ok);
        if (!ok || index < 0 || index >= paths.size())
            continue;
        NodeFile file;
        const QByteArray kind = fields.value(1);
        if (kind == "missing") {
            file.error = QStringLiteral("no such file on the node");
        } else if (kind == "unreadable") {
            file.exists = true;
            file.error = QStringLiteral("not readable by the SSH user");
        } else if (kind == "dir" && fields.size() >= 4) {
            file = {true, true, {}, false, QString::fromLatin1(fields[2]), QString::fromLatin1(fields[3]), {}};
        } else if (kind == "file" && fields.size() >= 5) {
            const qint64 size = fields[2].toLongLong(&ok);
            if (!ok || size < 0) {
                file.error = QStringLiteral("the node printed no size for it");
            } else {
                const qsizetype length = qsizetype(std::min<qint64>(size, NodeFile::kMaxBytes));
                file.exists = true;
                file.mode = QString::fromLatin1(fields[3]);
                file.owner = QString::fromLatin1(fields[4]);
                if (at + length > output.size()) {
                    file.error = QStringLiteral("the answer was cut short");
                } else {
                    file.text = output.sliced(at, length).toByteArray();
                    file.cut = size > NodeFile::kMaxBytes;
                    at += length;
                }
            }
        } else {
            file.error = QStringLiteral("the node's answer could not be read");
        }
        files.insert(paths[index], file);
    }
    return files;
}

NodeFileReader::NodeFileReader(ssh::SshPool &pool, QObject *parent)
    : QObject(parent), m_pool(pool)
{
    connect(&m_pool, &ssh::SshPool::finished, this,
            [this](quint64 id, const QString &, const ssh::CommandResult &result) { onFinished(id, result); });
}

void NodeFileReader::read(const ssh::SshTarget &target, const QString &node, const QStringList &paths, int timeoutMs)
{
    Request request{node, paths, newMarker()};
    const quint64 id = m_pool.submit(target, nodeFilesCommand(paths, request.marker), timeoutMs);
    m_requests.insert(id, request);
}

void NodeFileReader::onFinished(quint64 id, const ssh::CommandResult &result)
{
    const auto it = m_requests.constFind(id);
    if (it == m_requests.cend())
        return;
    const Request request = *it;
    m_requests.erase(it);
    QHash<QString, NodeFile> files;
    if (!result.error.isEmpty()) {
        for (const QString &path : request.paths)
            files.insert(path, failed(QStringLiteral("over SSH to %1: %2").arg(request.node, result.error)));
    } else {
        files = parseNodeFiles(result.stdOut, request.paths, request.marker);
    }
    emit finished(request.node, files);
}

} // namespace ascendops::telemetry
