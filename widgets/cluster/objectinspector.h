#pragma once
// One Kubernetes object looked at as Lens and k9s users expect: its
// description (as `kubectl describe` words it), its YAML, its Events, and for
// a pod its log, followed, one container at a time. A window of its own;
// the app fetches what it shows (no I/O here) and follows the log while the
// window is open.
#include "clustermodel/jobevents.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTreeWidget;

namespace ascendops {

class ObjectInspector : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kLogLinesKept = 10000;

    // TITLE names the object and the cluster; LOGS: a pod, whose log can be followed.
    ObjectInspector(const QString &title, bool logs, QWidget *parent = nullptr);

    void showObject(const QString &description, const QByteArray &yaml);
    // EVENTS null: not read, NOTREAD says why (never shown as none).
    void showEvents(const std::vector<clustermodel::JobEvent> *events, qint64 nowMs, const QString &notRead = {});
    // What could not be read, with its place; "" clears it.
    void showProblem(const QString &problem);
    void setContainers(const QStringList &containers, const QString &chosen);
    void appendLog(const QString &lines);
    void clearLog();
    void setLogStatus(const QString &status);

    QTabWidget *tabs() const { return m_tabs; }
    QString descriptionText() const;
    QString yamlText() const;
    QString logText() const;
    QString logStatus() const;
    QString problemText() const;
    int eventRows() const;
    QString eventRowText(int row) const;
    QComboBox *containers() const { return m_containers; }
    QString chosenContainer() const;

signals:
    void refreshRequested();
    void containerChosen(const QString &container);
    // The Logs tab was shown: follow the log from now on.
    void logWanted();

private:
    QWidget *logPage();

    QTabWidget *m_tabs;
    QLabel *m_problem;
    QPlainTextEdit *m_description;
    QPlainTextEdit *m_yaml;
    QTreeWidget *m_events;
    QComboBox *m_containers = nullptr;
    QLabel *m_logStatus = nullptr;
    QPlainTextEdit *m_log = nullptr;
};

} // namespace ascendops
