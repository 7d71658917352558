#pragma once
// Each job's goodput over the last 24 h in the console: measured from the
// pipeline's journal (earlier runs) and this run's incidents, at the step
// time the job's log prints, every 5 s and when the pipeline starts or has
// read its journal. Shown in the Jobs view's column, the Recovery pane of the
// selected job and the Overview's fleet figure.
#include "pipeline/jobgoodput.h"

#include <QHash>
#include <QObject>
#include <QTimer>

namespace ascendops {

class ClusterSession;
class JobsPanel;

class GoodputViews : public QObject
{
    Q_OBJECT

public:
    static constexpr qint64 kWindowMs = 24 * 3'600'000LL;
    static constexpr int kRefreshMs = 5000;

    GoodputViews(ClusterSession *session, JobsPanel *jobs, QObject *parent);

    // By "namespace/name", for the jobs that have pods; empty while the
    // pipeline has not read its journal.
    const QHash<QString, pipeline::GoodputReport> &reports() const { return m_reports; }
    // Measures again now (a test, an incident that changed).
    void refresh();

signals:
    void changed();

private:
    void showSelected();

    ClusterSession *m_session;
    JobsPanel *m_jobs;
    QTimer m_timer;
    QHash<QString, pipeline::GoodputReport> m_reports;
};

} // namespace ascendops
