#pragma once
// A person's answers to the cluster's pipeline from this console: while
// another pipeline recovers the cluster, the Incidents tab lists its
// incidents (ClusterPipelinePanel) and Approve or Decline there is asked
// once more, then sent to it as a request (pipeline/pipelinerequest.h).
// That pipeline acts; this console writes nothing but the request, and
// withdraws it when no answer comes within kAnswerWaitMs.
#include "pipeline/clusterpipeline.h"
#include "pipeline/pipelinerequest.h"

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

namespace ascendops {

class ClusterPipelinePanel;
class ClusterSession;

class ClusterPipelineAnswers : public QObject
{
    Q_OBJECT
public:
    static constexpr int kAnswerWaitMs = 30000;

    ClusterPipelineAnswers(ClusterSession *session, ClusterPipelinePanel *panel, QWidget *window);
    ~ClusterPipelineAnswers() override;

    // The pipeline that recovers the cluster, as last read (null: none, or
    // this console's own: the panel hides). `readAt` is when it was read.
    void show(const pipeline::ClusterPipeline *pipeline, const QString &readAt);
    // The question before an answer is sent (open, not modal; tests press its buttons).
    QMessageBox *question() const { return m_question; }
    // Sends REQUEST (signed with this console's person) to that pipeline;
    // TOLD gets, in words, that it is on its way, then what came of it (its
    // outcome, why it was not sent, or that no answer came and it was
    // withdrawn), FINAL set the last time. False, and nothing sent, while
    // another answer is on its way.
    bool send(pipeline::PipelineRequest request, std::function<void(const QString &words, bool final)> told);

private:
    void ask(const QString &incident, bool approve, const QString &reason);

    ClusterSession *m_session;
    ClusterPipelinePanel *m_panel;
    QWidget *m_window;
    QString m_holder;                     // whose pipeline is shown
    QPointer<QMessageBox> m_question;
    QPointer<pipeline::PipelineRequestSender> m_sending;
    std::function<void(const QString &, bool)> m_told;   // who waits for m_sending's end
};

} // namespace ascendops
