#include "goodputviews.h"

#include "clustersession.h"
#include "pipelinesession.h"

#include "cluster/jobrecoverypane.h"
#include "cluster/jobsmodel.h"
#include "cluster/jobspanel.h"
#include "clustermodel/clusterwatch.h"
#include "clustermodel/jobprogresswatch.h"
#include "pipeline/recoverypipeline.h"

#include <QDateTime>

namespace ascendops {

GoodputViews::GoodputViews(ClusterSession *session, JobsPanel *jobs, QObject *parent)
    : QObject(parent), m_session(session), m_jobs(jobs)
{
    m_timer.setInterval(kRefreshMs);
    connect(&m_timer, &QTimer::timeout, this, &GoodputViews::refresh);
    m_timer.start();
    connect(session, &ClusterSession::pipelineChanged, this, [this] {
        if (PipelineSession *pipeline = m_session->pipeline())
            connect(pipeline, &PipelineSession::historyRead, this, &GoodputViews::refresh, Qt::UniqueConnection);
        refresh();
    });
    connect(jobs, &JobsPanel::currentJobChanged, this, &GoodputViews::showSelected);
}

// The jobs are few (hundreds) and so are their incidents: measuring them all
// takes a few milliseconds (300 jobs, a day of 2,880 recoveries: 4.7 ms,
// docs/PERFORMANCE.md), so it is done whole each time, on the timer rather
// than on every pod change (a large cluster has many).
void GoodputViews::refresh()
{
    const PipelineSession *session = m_session->pipeline();
    m_reports.clear();
    if (session && session->historyLoaded() && m_session->watch()) {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const pipeline::RecoveryPipeline &pipeline = session->pipeline();
        for (const JobSummary &job : m_session->watch()->jobs()) {
            if (job.pods.empty())
                continue;   // queued: it has not trained, nor lost anything
            const QString key = job.key();
            const clustermodel::JobProgress *progress = pipeline.progress().progressOf(key);
            m_reports.insert(key, pipeline::jobGoodput(session->history(), pipeline.incidents(), key, now - kWindowMs, now,
                                                       progress ? progress->stepSeconds : -1));
        }
    }
    m_jobs->model()->setGoodput(m_reports);
    showSelected();
    emit changed();
}

void GoodputViews::showSelected()
{
    const auto it = m_reports.constFind(m_jobs->currentJob());
    m_jobs->recoveryPane()->setGoodput(it == m_reports.constEnd() ? nullptr : &*it);
}

} // namespace ascendops
