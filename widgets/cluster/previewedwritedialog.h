#pragma once
// A person's write on the cluster, before it is written: what it is about,
// then what a server-side dry run says each write would change (the app
// sends it). The action is offered only after the dry run succeeded, and
// only a person presses it. Release Isolation, Cordon, Uncordon, Pause and
// Resume Recovery open it.
#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace ascendops {

// The words of one kind of write.
struct PreviewedWrite
{
    QString title;      // the window's title, naming what and where
    QString summary;    // what it is about, in words
    QString action;     // the button: "Release", "Cordon"
    QString sending;    // while it is written: "Releasing..."
    QString ready;      // once the dry run succeeded: what pressing it writes, and on what
    QString done;       // once written
    QString notDone;    // "%1": why it was not written
};

class PreviewedWriteDialog : public QDialog
{
    Q_OBJECT

public:
    PreviewedWriteDialog(const PreviewedWrite &words, QWidget *parent = nullptr);

    void showPreview(const QStringList &changes, const QString &error);
    void showWritten(const QStringList &changes, const QString &error);

    QPushButton *confirmButton() const { return m_confirm; }
    QString previewText() const;
    QString statusText() const;

signals:
    void confirmed();

private:
    PreviewedWrite m_words;
    QLabel *m_status;
    QPlainTextEdit *m_preview;
    QPushButton *m_confirm;
};

} // namespace ascendops
