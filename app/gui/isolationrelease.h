#pragma once
// Release Isolation in the console: the chips isolated by hand, read from
// the caches (device-info in kube-system, ClusterD's
// clusterd-manual-info-cm), and a person's release of one in every store
// that holds it, previewed as a server-side dry run and written on the maps
// as read (pipeline/isolatedchips).
#include "pipeline/actionrunner.h"
#include "pipeline/isolatedchips.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace ascendops {

class ClusterSession;
class PreviewedWriteDialog;

class IsolationRelease : public QObject
{
    Q_OBJECT

public:
    IsolationRelease(ClusterSession *session, QWidget *window, QObject *parent = nullptr);

    // The stores that isolate NODE's chip DIE, as cached; empty when none does.
    std::vector<pipeline::IsolatedChip> heldBy(const QString &node, int die) const;
    // Opens the dialog for it (nothing when no store holds it).
    PreviewedWriteDialog *open(const QString &node, int die);

private:
    pipeline::IsolationList list() const;

    ClusterSession *m_session;
    QWidget *m_window;
    pipeline::ActionRunner m_runner;
    QPointer<PreviewedWriteDialog> m_dialog;
};

} // namespace ascendops
