#pragma once
// A recommended change to a training job, before it is applied: the change
// in words and as a JSON patch, then what a server-side dry run says it
// would change (the app sends it). Apply is offered only after a dry run
// succeeded, and only a person presses it.
#include "recoverytime/jobprofile.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace ascendops {

class JobChangeDialog : public QDialog
{
    Q_OBJECT

public:
    // CLUSTER names where it would be written ("demo cluster (a3-demo)", a context).
    JobChangeDialog(const QString &job, const recoverytime::Recommendation &recommendation, const QString &cluster,
                    QWidget *parent = nullptr);

    // The dry run's result: the lines it would change, or why it was refused.
    // CHANGED: Apply found the job changed so that the write would differ from
    // the preview shown; nothing was written and these lines are to be confirmed.
    void showPreview(const QStringList &changes, const QString &error, bool changed = false);
    // The change was applied, or not and why.
    void showApplied(const QString &error);

    QPushButton *applyButton() const { return m_apply; }
    QString previewText() const;
    QString statusText() const;

signals:
    void applyRequested();

private:
    QLabel *m_status;
    QPlainTextEdit *m_preview;
    QPushButton *m_apply;
    QString m_cluster;
};

} // namespace ascendops
