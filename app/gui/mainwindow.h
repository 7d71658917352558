#pragma once

#include "prompter.h"

#include "model/jsonvalue.h"
#include "model/topologysearch.h"

#include <QMainWindow>

#include <memory>
#include <vector>

class QAction;
class QLabel;
class QSystemTrayIcon;
class QDockWidget;
class QMenu;
class QStackedWidget;
class QTabWidget;

namespace ascendops::sim {
struct SimPreset;
}

namespace ascendops {

class ClusterSession;
class ClusterViews;
class HostKeyPrompter;
class PassphrasePrompter;
class FaultInjection;
class GoodputViews;
class LogProfilesControl;
class NodeSshControl;
class OverviewViews;
class GoToPalette;
class ProblemsPanel;
class RankTableDocument;
class RankTableEditor;
class RankTableSession;
class RecentFiles;
class RecoveryViews;
class JobRecoveryViews;
class RetryEditor;
class StatusSummary;
class WelcomePane;

// The console's window: the cluster views and the rank table editor in tabs,
// problems and retry parameters in docks, the menus and the status bar. It
// wires widgets to the backend; the rules that keep the user's work on a
// rank table safe are the RankTableSession's.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // The resource the demo table is read from (embedded in ascend-ops).
    static const QString kDemoTablePath;

    // `prompter` answers the window's questions; null: dialogs.
    explicit MainWindow(std::unique_ptr<Prompter> prompter = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Each asks about unsaved changes first and returns false when the user
    // cancels or the operation fails (having said why).
    bool openFile(const QString &path);
    bool openDemo();
    bool save();
    bool saveAs();
    bool reload();
    bool closeDocument();

    bool hasDocument() const;
    // Empty while untitled or nothing is open.
    QString filePath() const;
    RankTableEditor *editor() const { return m_editor; }
    RankTableDocument *document() const;
    RecentFiles *recentFiles() const { return m_recent; }

    // Geometry and dock layout from the last session.
    void restoreLayout();

    // The cluster side: the embedded demo cluster or a kubeconfig context.
    void connectToDemo(const sim::SimPreset &preset, double speed);
    // Connects to a context of the user's kubeconfig ("" = current); false
    // (having said why) when the kubeconfig or the context cannot be used.
    bool connectToContext(const QString &context);
    // Another window of its own (its own connection, caches and pipeline),
    // shown and deleted when closed. PROMPTER asks its questions; null: dialogs.
    MainWindow *openNewWindow(std::unique_ptr<Prompter> prompter = {});
    // A start with no kubeconfig where kubectl would look: says where it
    // looked and offers to open a kubeconfig file (used as KUBECONFIG from
    // then on) or the demo cluster (PRESET at SPEED).
    void firstStart(const sim::SimPreset &preset, double speed);
    // Uses PATH as the session's kubeconfig (KUBECONFIG, so for every window
    // of the process) and offers its contexts; false, said in the status
    // bar, when it names no context.
    bool useKubeconfig(const QString &path);
    // Asks which context to use (the demo cluster among them) and connects.
    void chooseCluster();
    // Connects to CONTEXT ("": the demo cluster) after asking, when a
    // pipeline runs on the current connection, whether to drop it.
    bool switchCluster(const QString &context);
    GoToPalette *goTo() const { return m_goTo; }
    // A fabric topology file for the topology view (its uplinks, spines and
    // the links LLDP cannot see); false, having said why, when it does not read.
    bool loadFabric(const QString &path);
    // The fabric shown, written to PATH (hand edits in it kept).
    bool exportFabric(const QString &path);
    // The open rank table renumbered by the fabric in PATH (routing
    // planning), one undoable step; the words shown in the status bar.
    QString renumberByTopology(const QString &path);
    ClusterSession *cluster() const { return m_cluster; }
    ClusterViews *clusterViews() const { return m_clusterViews; }
    JobRecoveryViews *jobRecovery() const { return m_jobRecovery; }
    NodeSshControl *nodeSsh() const { return m_nodeSsh; }
    LogProfilesControl *logProfiles() const { return m_logProfiles; }
    FaultInjection *faultInjection() const { return m_faultInjection; }
    GoodputViews *goodput() const { return m_goodput; }
    HostKeyPrompter *hostKeys() const { return m_hostKeys; }
    PassphrasePrompter *passphrases() const { return m_passphrases; }
    RecoveryViews *recoveryViews() const { return m_recoveryViews; }
    OverviewViews *overview() const { return m_overview; }
    // The last desktop notification (incidents waiting for a person while
    // the window was not active); empty when none was sent.
    QString lastNotification() const { return m_lastNotification; }
    // The right-click menu of a server or die in the topology: its link's
    // plots, copying its name, and the recovery actions of the job on it.
    void fillTopologyMenu(QMenu *menu, const TopologyPlace &place);
    // Every action with a shortcut, as the Keyboard Shortcuts page lists them.
    QList<QAction *> shortcutActions() const;

    // The views in the middle, by name: "overview", "topology", "jobs", "incidents", "links", "ranktable".
    bool showView(const QString &name);
    // Links view: selects the first device of the first node (screenshots).
    void selectFirstLink();
    // Selects, in the topology, the die whose link telemetry is worst (for screenshots).
    void selectWorstLink();
    QString currentView() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    static constexpr int kMessageMs = 6000;   // a status bar message stays this long

    void createActions();
    void createMenus();
    void createDocks();
    void connectDocument();
    void saveLayout() const;

    QString suggestedSavePath() const;
    void showDocument();
    void showClosed();
    void onDocumentEdited();
    void refreshChrome();
    void refreshActions();
    void showAbout();
    void showGettingStarted();
    void showShortcuts();
    void onViewChanged();
    // Open incidents and those waiting for a person, outside their tab: a
    // count on the tab, a status-bar label, a notification when the window
    // is not active and a new one waits.
    void showAttention(int open, int waiting, const QString &newlyWaiting);
    void notify(const QString &title, const QString &text);

    std::unique_ptr<Prompter> m_prompter;
    RankTableSession *m_session = nullptr;
    RecentFiles *m_recent = nullptr;
    StatusSummary *m_summary = nullptr;

    ClusterSession *m_cluster = nullptr;
    ClusterViews *m_clusterViews = nullptr;
    NodeSshControl *m_nodeSsh = nullptr;
    LogProfilesControl *m_logProfiles = nullptr;
    FaultInjection *m_faultInjection = nullptr;
    GoodputViews *m_goodput = nullptr;
    HostKeyPrompter *m_hostKeys = nullptr;
    PassphrasePrompter *m_passphrases = nullptr;
    RecoveryViews *m_recoveryViews = nullptr;
    JobRecoveryViews *m_jobRecovery = nullptr;
    OverviewViews *m_overview = nullptr;
    GoToPalette *m_goTo = nullptr;
    struct View
    {
        QString name;     // as --view and showView() take it
        QWidget *page;
        QString title;
    };
    std::vector<View> m_views;
    QLabel *m_attention = nullptr;
    QSystemTrayIcon *m_tray = nullptr;
    QString m_lastNotification;
    QTabWidget *m_tabs = nullptr;
    QStackedWidget *m_center = nullptr;
    WelcomePane *m_welcome = nullptr;
    RankTableEditor *m_editor = nullptr;
    ProblemsPanel *m_problems = nullptr;
    RetryEditor *m_retry = nullptr;
    QDockWidget *m_problemsDock = nullptr;
    QDockWidget *m_retryDock = nullptr;

    QAction *m_openAction = nullptr;
    QAction *m_demoAction = nullptr;
    QAction *m_loadFabricAction = nullptr;
    QAction *m_exportFabricAction = nullptr;
    QAction *m_kubeconfigAction = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_newWindowAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_reloadAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QMenu *m_recentMenu = nullptr;

    bool m_onRankTable = true;
    bool m_docksShown[2] = {true, true};   // problems, retry: as left on the rank table view
};

} // namespace ascendops
