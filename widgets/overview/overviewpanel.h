#pragma once
// The home view of a cluster: how many servers, dies and links are ok,
// warning, faulty, unknown or isolated; the ports node telemetry finds
// flapping or dim; the jobs by what their training does, with the slowest
// to recover; the incidents open and those waiting for a person; and the
// last two weeks as plots (faults per day, time to recover per incident).
// Every count that is not zero is a link: linkActivated() names the view
// and what to show there ("topology:fault", "jobs:Degraded",
// "incidents:approval", "links:worst"), and the app goes there. No I/O.
#include "pipeline/fleetoverview.h"

#include <QWidget>

class QCustomPlot;
class QGridLayout;
class QLabel;
class QStackedWidget;

namespace ascendops {

class OverviewPanel : public QWidget
{
    Q_OBJECT

public:
    explicit OverviewPanel(QWidget *parent = nullptr);

    void setOverview(const pipeline::FleetOverview &overview);
    // Nothing to show yet (not connected, syncing): HINT says why.
    void clear(const QString &hint);

    // For tests and the README's screenshots: the text of each card.
    QLabel *hintLabel() const { return m_hint; }
    QLabel *serversLabel() const { return m_servers; }
    QLabel *devicesLabel() const { return m_devices; }
    QLabel *linksLabel() const { return m_links; }
    QLabel *jobsLabel() const { return m_jobs; }
    QLabel *incidentsLabel() const { return m_incidents; }
    QCustomPlot *faultsPlot() const { return m_faultsPlot; }
    QCustomPlot *recoveryPlot() const { return m_recoveryPlot; }

signals:
    void linkActivated(const QString &target);

protected:
    void showEvent(QShowEvent *event) override;

private:
    static void replotIfShown(QCustomPlot *plot);
    QLabel *card(const QString &title, const char *objectName, QWidget *parent, QGridLayout *grid, int row, int column);
    void plotFaults(const pipeline::FleetOverview &overview);
    void plotRecoveries(const pipeline::FleetOverview &overview);

    QStackedWidget *m_pages;
    QLabel *m_hint;
    QLabel *m_servers = nullptr;
    QLabel *m_devices = nullptr;
    QLabel *m_links = nullptr;
    QLabel *m_jobs = nullptr;
    QLabel *m_incidents = nullptr;
    QCustomPlot *m_faultsPlot;
    QCustomPlot *m_recoveryPlot;
};

} // namespace ascendops
