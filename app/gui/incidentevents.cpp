#include "incidentevents.h"

#include "clustersession.h"
#include "pipelinesession.h"

#include "clustermodel/jobevents.h"
#include "incidents/incidentdetails.h"
#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"

namespace ascendops {
namespace {

// Enough for a recovery's Events; a namespace's busy hour is cut, newest kept.
constexpr int kEventsListed = 500;
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
    kube::ListOptions options;
    options.limit = kEventsListed;
    const QString id = incident->id;
    const QString job = incident->job.section(QLatin1Char('/'), 1);
    const qint64 since = incident->timeline.detectedMs - kBeforeFaultMs;
    m_reading = client->list(kube::ResourceType::events(), incident->job.section(QLatin1Char('/'), 0, 0), options);
    m_reading->then(this, [this, id, job, since](kube::KubeReply &reply) {
        if (reply.isOk())
            m_details->setClusterEvents(id, clustermodel::eventsOfJob(reply.object().value("items", nlohmann::json::array()), job, since));
        else
            m_details->setClusterEvents(id, {}, reply.error().toString());
        reply.deleteLater();
    });
}

} // namespace ascendops
