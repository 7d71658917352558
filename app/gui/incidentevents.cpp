#include "incidentevents.h"

#include "clustersession.h"
#include "pipelinesession.h"

#include "clustermodel/eventstore.h"
#include "clustermodel/jobevents.h"
#include "incidents/incidentdetails.h"
#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"

namespace ascendops {
namespace {

// A namespace's Events are read in pages of this many, every page: the API
// server lists them by name, not by time, so a job's newest may be on the
// last page of a busy team's namespace (a fleet's: thousands). At most
// kMostPages, said when cut; of what was read, the job's newest are shown.
constexpr int kEventsListed = 500;
constexpr int kMostPages = 40;
constexpr int kEventsShown = 50;
constexpr qint64 kReadAgainMs = 3000;
// Events just before the fault belong to it (the device plugin's, the pod's exit).
constexpr qint64 kBeforeFaultMs = 60000;

} // namespace

IncidentEvents::IncidentEvents(ClusterSession *session, IncidentDetails *details, QObject *parent)
    : QObject(parent), m_session(session), m_details(details)
{
}

void IncidentEvents::show(const QString &incidentId)
{
    m_shown = incidentId;
    m_lastRead.invalidate();
    read();
}

void IncidentEvents::changed(const QString &incidentId)
{
    if (incidentId == m_shown && (!m_lastRead.isValid() || m_lastRead.elapsed() >= kReadAgainMs))
        read();
}

void IncidentEvents::read()
{
    const PipelineSession *pipeline = m_session->pipeline();
    const pipeline::Incident *incident = pipeline ? pipeline->pipeline().incident(m_shown) : nullptr;
    kube::KubeClient *client = m_session->client();
    if (!incident || incident->job.isEmpty() || !client || m_reading)
        return;
    m_lastRead.start();
    const QString ns = incident->job.section(QLatin1Char('/'), 0, 0), job = incident->job.section(QLatin1Char('/'), 1);
    const qint64 since = incident->timeline.detectedMs - kBeforeFaultMs;
    // From the store where it still holds everything since the fault.
    if (const clustermodel::EventStore *store = m_session->events();
        store && store->holdsSince(since)) {
        m_details->setClusterEvents(incident->id, store->ofJob(ns, job, since, kEventsShown));
        return;
    }
    m_found.clear();
    m_pages = 0;
    readPage(incident->id, ns, job, since, {});
}

void IncidentEvents::readPage(const QString &id, const QString &ns, const QString &job, qint64 since, const QString &token)
{
    kube::KubeClient *client = m_session->client();
    if (!client)
        return;
    kube::ListOptions options;
    options.limit = kEventsListed;
    options.continueToken = token;
    m_reading = client->list(kube::ResourceType::events(), ns, options);
    m_reading->then(this, [this, id, ns, job, since](kube::KubeReply &reply) {
        reply.deleteLater();
        if (!reply.isOk()) {
            m_details->setClusterEvents(id, {}, reply.error().toString());
            return;
        }
        const std::vector<clustermodel::JobEvent> found =
            clustermodel::eventsOfJob(reply.object().value("items", nlohmann::json::array()), job, since, 0);
        m_found.insert(m_found.end(), found.begin(), found.end());
        const QString next = QString::fromStdString(
            reply.object().value("metadata", nlohmann::json::object()).value("continue", std::string()));
        if (!next.isEmpty() && ++m_pages < kMostPages) {
            readPage(id, ns, job, since, next);
            return;
        }
        clustermodel::keepNewestEvents(m_found, kEventsShown);
        m_details->setClusterEvents(id, std::exchange(m_found, {}),
                                    next.isEmpty() ? QString()
                                                   : tr("only the first %1 Events of namespace %2 were read")
                                                         .arg(kEventsListed * kMostPages).arg(ns));
    });
}

} // namespace ascendops
