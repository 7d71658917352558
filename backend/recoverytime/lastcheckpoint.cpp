#include "lastcheckpoint.h"

#include "formats/checkpointtracker.h"

#include <QCoreApplication>
#include <QDir>

namespace ascendops::recoverytime {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops::recoverytime", text);
}

// Where the container's directory is on the pod's node; "" with *why when
// the console cannot read it there.
QString nodeDirOf(JobFacts &facts, const QString &dir, const QString &podUid, QString *why)
{
    if (!QDir::isAbsolutePath(dir)) {
        *why = tr("a relative --save path: the directory the processes run in is not known");
        return {};
    }
    const MountedVolume *volume = facts.volumeHolding(dir);
    if (!volume) {
        *why = tr("inside the container, on no volume: the checkpoints go with the pod");
        return {};
    }
    if (!volume->shared()) {
        *why = tr("on a %1 volume, which exists only while the pod runs").arg(volume->kind);
        return {};
    }
    if (!facts.live) {
        *why = tr("on %1 %2: read live, on the pod's node").arg(volume->kind, volume->source);
        return {};
    }
    if (facts.podNode.isEmpty()) {
        *why = tr("no pod of the job runs on a node to read it from");
        return {};
    }
    const QString relative = QDir::cleanPath(dir).mid(volume->mountPath.size()).remove(0, 1);
    const QString nodeDir = facts.nodePathOf(*volume, relative, podUid);
    if (nodeDir.isEmpty())
        *why = tr("on %1 %2 (volume %3): reading it on a node is not built for this kind of volume")
                   .arg(volume->kind, volume->source, volume->name);
    return nodeDir;
}

} // namespace

void readLastCheckpoint(JobFacts &facts, const QString &podUid)
{
    const ReadScript *from = nullptr;
    for (const ReadScript &script : facts.scripts)
        if (script.facts.checkpointSaveDir)
            from = &script;
    if (!from)
        return;
    LastCheckpoint last;
    last.saveDir = {from->facts.checkpointSaveDir->value, from->facts.place(from->facts.checkpointSaveDir->line)};
    const QString nodeDir = nodeDirOf(facts, last.saveDir.value, podUid, &last.why);
    if (!nodeDir.isEmpty()) {
        const QString path = nodeDir + QLatin1Char('/') + QLatin1String(kCheckpointTrackerFile);
        last.tracker = facts.podNode + QLatin1Char(':') + path;
        if (const NodeFile *file = facts.nodeFile(path)) {
            if (!file->error.isEmpty())
                last.why = file->error;   // "no such file on the node": nothing was saved there yet
            else if (file->directory)
                last.why = tr("a directory");
            else
                last.step = readCheckpointTracker(file->text, &last.why);
        } else {
            last.why = facts.nodeReadNote.isEmpty() ? tr("not read yet") : facts.nodeReadNote;
        }
    }
    facts.lastCheckpoint = std::move(last);
}

} // namespace ascendops::recoverytime
