#pragma once
// The repair cycle in the console: a server's menu offers Cordon or
// Uncordon, Drain, Pause or Resume Recovery (a maintenance pause the
// pipeline honours, model/maintenancepause.h), and Mark Repaired (back in
// service: the pause taken away and the server uncordoned); each opens the
// dialog of a person's write with its server-side dry run
// (pipeline/repairwrites).
#include "pipeline/actionrunner.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>
#include <vector>

class QMenu;
class QWidget;

namespace ascendops {

class ClusterSession;
class PreviewedWriteDialog;
struct TopologyServer;

class NodeRepair : public QObject
{
    Q_OBJECT

public:
    NodeRepair(ClusterSession *session, QWidget *window, QObject *parent = nullptr);

    void fillMenu(QMenu *menu, const TopologyServer &server);
    // Null when the node is not in the cache.
    PreviewedWriteDialog *cordon(const QString &node, bool cordon);
    // REASON: pause with it; nothing: resume.
    PreviewedWriteDialog *pause(const QString &node, const std::optional<QString> &reason);
    // The pods bound to NODE are listed first (as kubectl drain does); the
    // dialog opens once they are, and DONE is called with it (null: not
    // opened, WHY says why).
    void drain(const QString &node, std::function<void(PreviewedWriteDialog *, const QString &why)> done = {});
    // Null when there is nothing to undo (neither cordoned nor paused).
    PreviewedWriteDialog *markRepaired(const QString &node);

private:
    PreviewedWriteDialog *open(const QString &node, std::vector<pipeline::WriteStep> steps, const QString &action,
                               const QString &summary, const QString &done);
    QString actor() const;

    ClusterSession *m_session;
    QWidget *m_window;
    pipeline::ActionRunner m_runner;
    QPointer<PreviewedWriteDialog> m_dialog;
};

} // namespace ascendops
