#include "objectinspection.h"

#include "clustersession.h"

#include "cluster/objectinspector.h"
#include "clustermodel/clusterwatch.h"
#include "clustermodel/objectdescription.h"
#include "formats/deviceinfocfg.h"
#include "formats/nodeinfocfg.h"
#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "kube/podlogfollower.h"
#include "kube/yamljson.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"

#include <QDateTime>
#include <QLocale>
#include <QMenu>
#include <QTimer>

namespace ascendops {
namespace {

using Json = nlohmann::json;

constexpr int kLogStatusMs = 1000;

QString keyOf(const QString &ns, const QString &name)
{
    return ns.isEmpty() ? name : ns + QLatin1Char('/') + name;
}

// What one inspector shows, read through the client it was opened on; it
// lives as the inspector's child, so closing the window stops its reads and
// its log.
class InspectorFeed : public QObject
{
public:
    InspectorFeed(kube::KubeClient *client, kube::ResourceType type, QString ns, QString name, ObjectInspector *view)
        : QObject(view), m_client(client), m_type(std::move(type)), m_ns(m_type.namespaced ? std::move(ns) : QString()),
          m_name(std::move(name)), m_view(view)
    {
        connect(view, &ObjectInspector::refreshRequested, this, &InspectorFeed::read);
        connect(view, &ObjectInspector::logWanted, this, [this] {
            if (!m_follower)
                follow(m_view->chosenContainer());
        });
        connect(view, &ObjectInspector::containerChosen, this, &InspectorFeed::follow);
        m_status.setInterval(kLogStatusMs);
        connect(&m_status, &QTimer::timeout, this, &InspectorFeed::showLogStatus);
    }

    void read()
    {
        if (!m_client)
            return;
        m_view->showProblem({});
        m_client->get(m_type, m_ns, m_name)->then(this, [this](kube::KubeReply &reply) {
            if (!reply.isOk()) {
                m_view->showProblem(ObjectInspection::tr("%1 %2 was not read: %3").arg(m_type.kind, keyOf(m_ns, m_name), reply.error().toString()));
                return;
            }
            m_object = clustermodel::shownObject(reply.object());
            if (m_type.plural == QLatin1String("pods"))
                offerContainers();
            show(nullptr, ObjectInspection::tr("reading…"));
            readEvents();
        });
    }

private:
    void readEvents()
    {
        // All of them: the selector leaves one object's, and the API server
        // keeps an hour of them by default (a page would be the oldest).
        kube::ListOptions options;
        options.fieldSelector = QStringLiteral("involvedObject.kind=%1,involvedObject.name=%2").arg(m_type.kind, m_name);
        // A Node's Events are written in any namespace (the kubelet's in default).
        m_client->list(kube::ResourceType::events(), m_ns, options)->then(this, [this](kube::KubeReply &reply) {
            if (!reply.isOk()) {
                const QString why = ObjectInspection::tr("The Events about %1 were not read: %2").arg(keyOf(m_ns, m_name), reply.error().toString());
                m_view->showProblem(why);
                show(nullptr, why);
                return;
            }
            const Json *items = fields::find(reply.object(), {"items"});
            const std::vector<clustermodel::JobEvent> events =
                clustermodel::eventsAbout(items ? *items : Json::array(), m_type.kind, m_ns, m_name, 0);
            show(&events, {});
        });
    }

    // EVENTS null: not read (yet), NOTREAD says why.
    void show(const std::vector<clustermodel::JobEvent> *events, const QString &notRead)
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        m_view->showObject(clustermodel::describeObject(m_object, events, now), kube::jsonToYaml(m_object));
        m_view->showEvents(events, now, notRead);
    }

    // The pod's containers; the training one first (as the console reads
    // training logs), the one chosen before kept across a refresh.
    void offerContainers()
    {
        QStringList names;
        const Json *containers = fields::find(m_object, {"spec", "containers"});
        for (const Json &container : containers && containers->is_array() ? *containers : Json::array())
            names << fields::text(container, {"name"});
        QString chosen = m_view->chosenContainer();
        if (!names.contains(chosen))
            chosen = trainingContainerOf(m_object);
        if (!names.contains(chosen))
            chosen = names.value(0);
        m_view->setContainers(names, chosen);
    }

    void follow(const QString &container)
    {
        if (!m_client)
            return;
        delete m_follower;
        m_view->clearLog();
        m_follower = new kube::PodLogFollower(*m_client, m_ns, m_name, container, {}, Clock::system(), this);
        connect(m_follower, &kube::PodLogFollower::linesReceived, this,
                [this](const QByteArray &lines) {
                    m_view->appendLog(QString::fromUtf8(lines));
                    showLogStatus();
                });
        connect(m_follower, &kube::PodLogFollower::ended, this, &InspectorFeed::showLogStatus);
        connect(m_follower, &kube::PodLogFollower::caughtUp, this, &InspectorFeed::showLogStatus);
        m_follower->start();
        m_status.start();
        showLogStatus();
    }

    void showLogStatus()
    {
        if (!m_follower)
            return;
        const QString container = m_view->chosenContainer();
        QString status;
        if (m_follower->hasEnded())
            status = ObjectInspection::tr("%1: the pod is gone; nothing more will come").arg(container);
        else if (m_follower->isStreaming() || (m_follower->hasCaughtUp() && m_follower->lastProblem().isEmpty()))
            status = ObjectInspection::tr("%1: following (%2 read)").arg(container, QLocale().formattedDataSize(m_follower->bytesRead()));
        else if (!m_follower->lastProblem().isEmpty())
            status = ObjectInspection::tr("%1: not following: %2; trying again").arg(container, m_follower->lastProblem());
        else
            status = ObjectInspection::tr("%1: asking for the log…").arg(container);
        if (m_follower->minutesCut() > 0)
            status += ObjectInspection::tr(" (lines of %n minute(s) skipped: over the budget of a log shown)", nullptr, int(m_follower->minutesCut()));
        m_view->setLogStatus(status);
    }

    QPointer<kube::KubeClient> m_client;
    kube::ResourceType m_type;
    QString m_ns, m_name;
    ObjectInspector *m_view;
    Json m_object;
    QPointer<kube::PodLogFollower> m_follower;
    QTimer m_status;
};

} // namespace

ObjectInspection::ObjectInspection(ClusterSession *session, QWidget *window, QObject *parent)
    : QObject(parent), m_session(session), m_window(window)
{
    // A follower holds its client: every inspector goes before it does.
    connect(session, &ClusterSession::clientClosing, this, [this] {
        for (const QPointer<ObjectInspector> &open : std::exchange(m_open, {}))
            delete open.data();
    });
}

ObjectInspector *ObjectInspection::inspect(const kube::ResourceType &type, const QString &ns, const QString &name)
{
    kube::KubeClient *client = m_session->client();
    if (!client || name.isEmpty())
        return nullptr;
    const QString title = tr("%1 %2 on %3").arg(type.kind, keyOf(type.namespaced ? ns : QString(), name), m_session->clusterLabel());
    auto *view = new ObjectInspector(title, type.plural == QLatin1String("pods"), m_window);
    auto *feed = new InspectorFeed(client, type, ns, name, view);
    m_open.removeAll(nullptr);
    m_open << view;
    view->show();
    feed->read();
    return view;
}

ObjectInspector *ObjectInspection::inspectJob(const QString &jobKey)
{
    const clustermodel::ClusterWatch *watch = m_session->watch();
    const bool volcano = !watch || !watch->ascendJobs()->cache().contains(jobKey) || watch->volcanoJobs()->cache().contains(jobKey);
    return inspect(volcano ? kube::ResourceType::volcanoJobs() : kube::ResourceType::ascendJobs(), jobKey.section(QLatin1Char('/'), 0, 0),
                   jobKey.section(QLatin1Char('/'), 1));
}

ObjectInspector *ObjectInspection::inspectPodGroup(const QString &jobKey)
{
    const clustermodel::ClusterWatch *watch = m_session->watch();
    const Json *group = watch ? watch->podGroupOf(jobKey) : nullptr;
    if (!group)
        return nullptr;
    return inspect(kube::ResourceType::podGroups(), fields::text(*group, {"metadata", "namespace"}),
                   fields::text(*group, {"metadata", "name"}));
}

ObjectInspector *ObjectInspection::inspectPod(const QString &podKey)
{
    return inspect(kube::ResourceType::pods(), podKey.section(QLatin1Char('/'), 0, 0), podKey.section(QLatin1Char('/'), 1));
}

QString ObjectInspection::podOn(const QString &node, const QString &jobKey) const
{
    const clustermodel::ClusterWatch *watch = m_session->watch();
    return watch ? podOnNode(watch->jobs(), node, jobKey).podKey : QString();
}

void ObjectInspection::fillServerMenu(QMenu *menu, const QString &node)
{
    if (!m_session->client())
        return;
    const QString podKey = podOn(node);
    QMenu *inspect = menu->addMenu(tr("Inspect"));
    inspect->addAction(tr("Node %1").arg(node), this, [this, node] { this->inspect(kube::ResourceType::nodes(), {}, node); });
    if (!podKey.isEmpty())
        inspect->addAction(tr("Pod %1").arg(podKey), this, [this, podKey] { inspectPod(podKey); });
    const QString deviceInfo = QString::fromLatin1(kDeviceInfoPrefix) + node;
    inspect->addAction(tr("Device plugin's map %1").arg(deviceInfo), this, [this, deviceInfo] {
        this->inspect(kube::ResourceType::configMaps(), QString::fromLatin1(kDeviceInfoNamespace), deviceInfo);
    });
    const QString nodeInfo = QString::fromLatin1(kNodeInfoPrefix) + node;
    inspect->addAction(tr("NodeD's map %1").arg(nodeInfo), this, [this, nodeInfo] {
        this->inspect(kube::ResourceType::configMaps(), QString::fromLatin1(kNodeInfoNamespace), nodeInfo);
    });
}

void ObjectInspection::fillJobMenu(QMenu *menu, const QString &jobKey, const QString &node)
{
    if (!m_session->client() || jobKey.isEmpty())
        return;
    const QString podKey = podOn(node, jobKey);
    QMenu *inspect = menu->addMenu(tr("Inspect"));
    inspect->addAction(tr("Job %1").arg(jobKey), this, [this, jobKey] { inspectJob(jobKey); });
    const clustermodel::ClusterWatch *watch = m_session->watch();
    if (const Json *group = watch ? watch->podGroupOf(jobKey) : nullptr)
        inspect->addAction(tr("PodGroup %1").arg(fields::text(*group, {"metadata", "name"})), this,
                           [this, jobKey] { inspectPodGroup(jobKey); });
    if (!podKey.isEmpty())
        inspect->addAction(tr("Pod %1").arg(podKey), this, [this, podKey] { inspectPod(podKey); });
}

QList<ObjectInspector *> ObjectInspection::openInspectors() const
{
    QList<ObjectInspector *> open;
    for (const QPointer<ObjectInspector> &view : m_open)
        if (view)
            open << view.data();
    return open;
}

} // namespace ascendops
