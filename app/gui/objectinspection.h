#pragma once
// Opens an object's inspector (widgets' ObjectInspector) from the topology's
// menu, the Jobs view's menu and Go To: reads the object and the Events about
// it through the window's connection (as `kubectl describe` and `kubectl get
// -o yaml` do), and follows a pod's log (kube's PodLogFollower, as `kubectl
// logs -f`) while the Log tab has been shown. Every open inspector closes
// when its connection does.
#include "kube/resourcetype.h"

#include <QList>
#include <QObject>
#include <QPointer>

class QMenu;
class QWidget;

namespace ascendops {

class ClusterSession;
class ObjectInspector;

class ObjectInspection : public QObject
{
    Q_OBJECT

public:
    ObjectInspection(ClusterSession *session, QWidget *window, QObject *parent = nullptr);

    // Null without a connection. NS is ignored for a Node.
    ObjectInspector *inspect(const kube::ResourceType &type, const QString &ns, const QString &name);
    // The training job "ns/name" of whichever kind the caches hold (a Volcano Job first).
    ObjectInspector *inspectJob(const QString &jobKey);
    // Its PodGroup, as the caches name it; null when none is cached.
    ObjectInspector *inspectPodGroup(const QString &jobKey);
    ObjectInspector *inspectPod(const QString &podKey);

    // "Inspect" entries for a server: its Node, the training pod on it, the
    // device plugin's and NodeD's maps of it.
    void fillServerMenu(QMenu *menu, const QString &node);
    // ... for a job: the job, its PodGroup, its pod on NODE (if any).
    void fillJobMenu(QMenu *menu, const QString &jobKey, const QString &node);

    QList<ObjectInspector *> openInspectors() const;

private:
    // "ns/pod" of a training job's pod on NODE (of JOBKEY, when given); "" none.
    QString podOn(const QString &node, const QString &jobKey = {}) const;

    ClusterSession *m_session;
    QWidget *m_window;
    QList<QPointer<ObjectInspector>> m_open;
};

} // namespace ascendops
