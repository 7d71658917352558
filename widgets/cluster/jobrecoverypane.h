#pragma once
// The Recovery pane of the selected job: what a fault would cost it and how
// to shorten that. Its recovery settings (on, off, unknown, conflict) with
// their evidence; the estimated phases as bars on the same axis as an
// incident's measured timeline; the recommended changes, largest saving
// first, each previewed (a server-side dry run, run by the app) before a
// person applies it; and the problems met reading the job and its scripts.
#include "pipeline/jobgoodput.h"
#include "recoverytime/jobprofile.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

namespace ascendops {

class IncidentTimelineView;

class JobRecoveryPane : public QWidget
{
    Q_OBJECT

public:
    explicit JobRecoveryPane(QWidget *parent = nullptr);

    // Shows the profile; an unchanged profile keeps the reader's place.
    void setProfile(const recoverytime::JobProfile &profile);
    void clear(const QString &message);
    // What the job lost over the last hours, as measured (null: not measured).
    void setGoodput(const pipeline::GoodputReport *report);
    QString goodputText() const;

    QString summaryText() const;
    QTreeWidget *settingsTree() const { return m_settings; }
    QTreeWidget *recommendationsTree() const { return m_recommendations; }
    QPushButton *previewButton() const { return m_preview; }
    IncidentTimelineView *estimateView() const { return m_estimate; }
    QString detailsText() const;

signals:
    // A person asked to preview the selected recommendation's patch of the job.
    void previewRequested(const QString &job, const QString &recommendationId);

private:
    void showSelectedRecommendation();
    // The estimate, against what the job's recoveries measured where some were.
    void showEstimate();
    static QString pipelineRetryText(const std::optional<recoverytime::RetryReading> &reading);

    QLabel *m_summary;
    QLabel *m_goodput;
    IncidentTimelineView *m_estimate;
    QTreeWidget *m_settings;
    QTreeWidget *m_recommendations;
    QPlainTextEdit *m_details;
    QPushButton *m_preview;
    recoverytime::JobProfile m_profile;
    QByteArray m_shown;     // the profile's JSON, to skip unchanged updates
    std::optional<pipeline::GoodputReport> m_measured;
};

// "54 s", "35 min", "1 h 5 min": a recovery's length for people.
QString recoveryDurationText(double seconds);

} // namespace ascendops
