#pragma once
// The cluster's pipeline, as this console attaches to it: shown above the
// Incidents table while another pipeline (an in-cluster `pipeline serve`)
// recovers the cluster. Who it is and its mode, its incidents as it lists
// them on its Lease (those waiting for a person first), and Approve or
// Decline for the selected one that waits for approval: the answer goes to
// that pipeline (the app sends it as a request), which acts, never this one.
#include "pipeline/clusterpipeline.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace ascendops {

class ClusterPipelinePanel : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterPipelinePanel(QWidget *parent = nullptr);

    // `readAt`: when the Lease was read, as the console's clock says it.
    void showPipeline(const pipeline::ClusterPipeline &pipeline, const QString &readAt);
    // What came of the last answer sent ("sent…", "inc-…: approved", why it failed).
    void setRequestStatus(const QString &status);
    QString requestStatus() const;
    // While an answer is on its way, no other is sent.
    void setSending(bool sending);

    QTableWidget *table() const { return m_table; }
    QPushButton *approveButton() const { return m_approve; }
    QPushButton *declineButton() const { return m_decline; }
    QString selectedId() const;
    QString headline() const;

signals:
    void approveRequested(const QString &incidentId, const QString &reason);
    void declineRequested(const QString &incidentId);

private:
    void refreshButtons();

    QLabel *m_headline;
    QTableWidget *m_table;
    QPushButton *m_approve;
    QPushButton *m_decline;
    QLabel *m_status;
    bool m_sending = false;
};

} // namespace ascendops
