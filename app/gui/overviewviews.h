#pragma once
// The home view's wiring: the fleet overview (pipeline/fleetoverview.h)
// summarized from what the window already holds (the topology as drawn,
// with node telemetry merged; the jobs; the pipeline's incidents and the
// journal's history; each probed port's verdict), refreshed at most twice
// a second while it is shown, and its links followed into the view that
// explains each number.
#include <QObject>
#include <QTimer>

class QWidget;

namespace ascendops {

class ClusterSession;
class ClusterViews;
class GoodputViews;
class OverviewPanel;
class RecoveryViews;

class OverviewViews : public QObject
{
    Q_OBJECT

public:
    OverviewViews(ClusterSession *session, ClusterViews *views, RecoveryViews *recovery, QWidget *window);

    OverviewPanel *panel() const { return m_panel; }
    // Summarizes again now (the tab was opened, a test wants it).
    void refresh();
    // Goes where an overview link points ("topology:dies:fault",
    // "links:flapping", "jobs:state:Degraded", "incidents:approval", ...);
    // false when nothing there matches any more (the status bar says so).
    bool follow(const QString &target);
    // Why the last connection could not be made ("" once one is): said on
    // the page while nothing is connected.
    void setConnectProblem(const QString &problem);
    // Where the jobs' goodput comes from, for the fleet figure.
    void setGoodput(const GoodputViews *goodput);

signals:
    // The window shows this view ("topology", "jobs", "incidents", "links").
    void viewRequested(const QString &view);
    void message(const QString &text, int timeoutMs);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void schedule();
    void attachPipeline();
    void attachNodes();
    bool followTopology(const QStringList &parts);
    bool followLinks(const QString &what);
    bool followJobs(const QStringList &parts);
    bool followIncidents(const QString &what);

    ClusterSession *m_session;
    ClusterViews *m_views;
    RecoveryViews *m_recovery;
    OverviewPanel *m_panel;
    QTimer m_delay;
    QString m_connectProblem;
    const GoodputViews *m_goodput = nullptr;
    bool m_dirty = true;
};

} // namespace ascendops
