#include "clusterconnection.h"

#include <QFileInfo>

namespace ascendops::kube {

QStringList ClusterConnection::sourcePaths() const
{
    QStringList paths;
    for (const SourceFile &file : sourceFiles)
        paths << file.path;
    return paths;
}

bool ClusterConnection::sourcesChanged() const
{
    for (const SourceFile &file : sourceFiles) {
        const QFileInfo info(file.path);
        if (!info.exists())
            continue;    // a file being rewritten may vanish for a moment; not a change yet
        if (info.lastModified() != file.modified || info.size() != file.size)
            return true;
    }
    return false;
}

} // namespace ascendops::kube
