#pragma once
// Releasing a chip isolated by hand, before it is written: which chip, the
// stores that hold it and why, then what a server-side dry run says each
// write would change (the app sends it). Release is offered only after the
// dry run succeeded, and only a person presses it.
#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace ascendops {

class ReleaseIsolationDialog : public QDialog
{
    Q_OBJECT

public:
    // SUMMARY: the chip, its stores and reasons, in words; CLUSTER: where it is written.
    ReleaseIsolationDialog(const QString &chip, const QString &summary, const QString &cluster, QWidget *parent = nullptr);

    void showPreview(const QStringList &changes, const QString &error);
    void showReleased(const QStringList &changes, const QString &error);

    QPushButton *releaseButton() const { return m_release; }
    QString previewText() const;
    QString statusText() const;

signals:
    void releaseRequested();

private:
    QLabel *m_status;
    QPlainTextEdit *m_preview;
    QPushButton *m_release;
    QString m_cluster;
};

} // namespace ascendops
