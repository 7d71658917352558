#pragma once
// The recovery of one incident as horizontal bars on a time axis, one row per
// phase the seeds name (detection, decision, rescheduling, link setup,
// checkpoint and compile), each bar from where the phase began to where it
// ended, seconds after the fault, with its length beside it; above them the
// total and the training steps lost. Phases not reached yet stay empty rows,
// so the chart keeps its shape while an incident is under way.
#include "pipeline/incident.h"
#include "recoverytime/jobprofile.h"

#include <QWidget>

#include <vector>

class QCPBars;
class QCustomPlot;
class QLabel;
class QStackedWidget;

namespace ascendops {

class IncidentTimelineView : public QWidget
{
    Q_OBJECT

public:
    explicit IncidentTimelineView(QWidget *parent = nullptr);

    // stepsLost < 0: not known (yet); finished: the incident is resolved.
    void setTimeline(const std::vector<pipeline::TimelinePhase> &phases, qint64 stepsLost, bool finished);
    // The job's estimated phases (its recovery-time profile) as thin outlined
    // bars under the measured ones, so the two can be compared; call after
    // setTimeline. The summary adds the estimate's total.
    void addEstimate(const std::vector<recoverytime::Phase> &phases);
    // The estimate alone, for a job no incident has measured.
    void setEstimate(const std::vector<recoverytime::Phase> &phases, std::optional<double> stepsLost);
    // What the job's recoveries measured, phase by phase (their means over
    // RECOVERIES), filled, with the estimate outlined beside each phase.
    void setMeasuredAgainstEstimate(const std::vector<std::pair<QString, double>> &measured, int recoveries,
                                    const std::vector<recoverytime::Phase> &estimate);
    // No incident, or one without a timeline: a hint instead of the chart.
    void clear(const QString &message);

    // Bars drawn (phases with a length or an instant), for tests.
    int barCount() const { return m_bars; }
    int estimateBarCount() const { return m_estimateBars; }
    QString summaryText() const;
    QCustomPlot *plot() const { return m_plot; }

    QSize sizeHint() const override { return {520, 220}; }

private:
    void buildAxes();
    void addPhaseBar(int row, double startS, double endS);
    // Bars of the estimate laid end to end; returns their total.
    double addEstimateBars(const std::vector<recoverytime::Phase> &phases, double offset, double width, bool filled);

    QLabel *m_summary;
    QStackedWidget *m_pages;
    QLabel *m_hint;
    QCustomPlot *m_plot;
    int m_bars = 0;
    int m_estimateBars = 0;
};

} // namespace ascendops
