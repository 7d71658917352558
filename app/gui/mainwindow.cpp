#include "mainwindow.h"

#include "fabricfile.h"
#include "faultinjection.h"
#include "goodputviews.h"
#include "gotopalette.h"

#include "clustersession.h"
#include "clusterviews.h"
#include "hostkeyprompter.h"
#include "passphraseprompter.h"
#include "logprofilescontrol.h"
#include "nodesshcontrol.h"
#include "overviewviews.h"
#include "cluster/linkspanel.h"
#include "prompter.h"
#include "ranktablesession.h"
#include "recentfiles.h"
#include "jobrecoveryviews.h"
#include "isolationrelease.h"
#include "noderepair.h"
#include "objectinspection.h"
#include "recoveryviews.h"
#include "statussummary.h"
#include "welcomepane.h"

#include "dialogs/helpdialogs.h"
#include "incidents/incidentspanel.h"
#include "cluster/jobspanel.h"
#include "cluster/topologypanel.h"
#include "cluster/topologyview.h"
#include "manualactions.h"
#include "pipelinesession.h"
#include "clustermodel/clusterwatch.h"
#include "telemetry/nodecollector.h"
#include "overview/overviewpanel.h"
#include "formats/ranktablevalidator.h"
#include "kube/kubeconfig.h"
#include "sim/seed/simpreset.h"
#include "ranktable/problemspanel.h"
#include "ranktable/ranktabledocument.h"
#include "ranktable/ranktableeditor.h"
#include "retry/retryeditor.h"
#include "look/colors.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QCloseEvent>
#include <QDir>
#include <QDialog>
#include <QDockWidget>
#include <QScrollArea>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTabWidget>
#include <QUndoStack>
#include <QTabBar>
#include <QUrl>

#include <functional>

namespace ascendops {

const QString MainWindow::kDemoTablePath = QStringLiteral(":/demo/a3-demo-hccl.json");

namespace {

const char kGeometryKey[] = "window/geometry";
const char kStateKey[] = "window/state";

// The one local .json file being dragged, or empty.
QString droppedRankTable(const QMimeData *mime)
{
    if (!mime->hasUrls() || mime->urls().size() != 1)
        return {};
    const QUrl url = mime->urls().first();
    if (!url.isLocalFile())
        return {};
    const QString path = url.toLocalFile();
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? path : QString();
}

} // namespace

MainWindow::MainWindow(std::unique_ptr<Prompter> prompter, QWidget *parent)
    : QMainWindow(parent),
      m_prompter(prompter ? std::move(prompter) : std::make_unique<DialogPrompter>(this)),
      m_recent(new RecentFiles(this)),
      m_summary(new StatusSummary(statusBar())),
      m_cluster(new ClusterSession(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    m_editor = new RankTableEditor(this);
    m_session = new RankTableSession(m_editor->document(), m_prompter.get(), this);
    m_session->setSaveSuggestion([this] { return suggestedSavePath(); });
    createActions();
    m_welcome = new WelcomePane(m_openAction, m_demoAction, this);
    m_center = new QStackedWidget(this);
    m_center->addWidget(m_welcome);
    m_center->addWidget(m_editor);
    m_clusterViews = new ClusterViews(m_cluster, statusBar(), this);
    m_nodeSsh = new NodeSshControl(m_cluster, this);
    m_logProfiles = new LogProfilesControl(m_cluster, this);
    connect(m_logProfiles, &LogProfilesControl::message, statusBar(), &QStatusBar::showMessage);
    m_logProfiles->reportSavedProblems();
    m_faultInjection = new FaultInjection(m_cluster, this);
    connect(m_faultInjection, &FaultInjection::message, statusBar(), &QStatusBar::showMessage);
    m_hostKeys = new HostKeyPrompter(m_cluster, this);
    m_passphrases = new PassphrasePrompter(m_cluster, this);
    m_recoveryViews = new RecoveryViews(m_cluster, m_clusterViews->jobs(), statusBar(), this);
    m_jobRecovery = new JobRecoveryViews(m_cluster, m_clusterViews->jobs(), m_recoveryViews->incidents(), statusBar(), this);
    m_overview = new OverviewViews(m_cluster, m_clusterViews, m_recoveryViews, this);
    m_goodput = new GoodputViews(m_cluster, m_clusterViews->jobs(), this);
    m_overview->setGoodput(m_goodput);
    m_goTo = new GoToPalette(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_views = {{QStringLiteral("overview"), m_overview->panel(), tr("Overview")},
               {QStringLiteral("topology"), m_clusterViews->topology(), tr("Topology")},
               {QStringLiteral("jobs"), m_clusterViews->jobs(), tr("Jobs")},
               {QStringLiteral("incidents"), m_recoveryViews->incidents(), tr("Incidents")},
               {QStringLiteral("links"), m_clusterViews->links(), tr("Links")},
               {QStringLiteral("ranktable"), m_center, tr("Rank table")}};
    for (const View &view : m_views)
        m_tabs->addTab(view.page, view.title);
    setCentralWidget(m_tabs);
    connect(m_clusterViews, &ClusterViews::nodeRequested, this, [this] { showView(QStringLiteral("topology")); });
    connect(m_overview, &OverviewViews::viewRequested, this, &MainWindow::showView);
    connect(m_overview, &OverviewViews::message, statusBar(), &QStatusBar::showMessage);
    connect(m_recoveryViews, &RecoveryViews::attentionChanged, this, &MainWindow::showAttention);
    connect(m_clusterViews->topology()->view(), &TopologyView::placeMenuRequested, this,
            [this](const TopologyPlace &place, const QPoint &at) {
                QMenu menu(this);
                fillTopologyMenu(&menu, place);
                menu.exec(at);
            });
    createDocks();
    createMenus();
    connectDocument();
    connect(m_session, &RankTableSession::shown, this, &MainWindow::showDocument);
    connect(m_session, &RankTableSession::closed, this, &MainWindow::showClosed);
    connect(m_session, &RankTableSession::changed, this, &MainWindow::refreshChrome);
    connect(m_session, &RankTableSession::fileUsed, m_recent, &RecentFiles::add);
    connect(m_session, &RankTableSession::fileMissing, m_recent, &RecentFiles::remove);
    connect(m_session, &RankTableSession::message, statusBar(), &QStatusBar::showMessage);
    connect(m_editor, &RankTableEditor::topologyRequested, this, [this] {
        if (const QString path = m_prompter->askFabricPath(false); !path.isEmpty())
            renumberByTopology(path);
    });
    connect(m_recent, &RecentFiles::fileChosen, this, &MainWindow::openFile);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::onViewChanged);
    connect(m_cluster, &ClusterSession::stateChanged, this, &MainWindow::refreshChrome);
    // Until a cluster is connected the rank table is what there is to do.
    m_tabs->setCurrentWidget(m_center);
    refreshChrome();
}

MainWindow::~MainWindow()
{
    // The children outlive this body; their last signals (an undo stack
    // going clean as it dies) must not reach a window that is half gone.
    disconnect(document()->undoStack(), nullptr, this, nullptr);
    disconnect(document(), nullptr, this, nullptr);
    disconnect(m_session, nullptr, this, nullptr);
}

RankTableDocument *MainWindow::document() const
{
    return m_editor->document();
}

bool MainWindow::hasDocument() const
{
    return m_session->isOpen();
}

QString MainWindow::filePath() const
{
    return m_session->path();
}

void MainWindow::createActions()
{
    m_openAction = new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, [this] {
        const QString start = filePath().isEmpty() ? QDir::homePath() : QFileInfo(filePath()).absolutePath();
        const QString path = m_prompter->askOpenPath(start);
        if (!path.isEmpty())
            openFile(path);
    });
    m_newWindowAction = new QAction(tr("New &Window"), this);
    m_newWindowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_newWindowAction->setToolTip(tr("Another window with a connection of its own, to watch another cluster beside this one"));
    connect(m_newWindowAction, &QAction::triggered, this, [this] { openNewWindow(); });
    m_connectAction = new QAction(tr("&Connect to Cluster…"), this);
    m_connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::chooseCluster);
    m_kubeconfigAction = new QAction(tr("Open &Kubeconfig…"), this);
    m_kubeconfigAction->setToolTip(tr("Use a kubeconfig file for this session, as kubectl's --kubeconfig does"));
    connect(m_kubeconfigAction, &QAction::triggered, this, [this] {
        if (const QString path = m_prompter->askKubeconfigPath(); !path.isEmpty())
            useKubeconfig(path);
    });
    m_demoAction = new QAction(tr("Open &Demo Table"), this);
    m_demoAction->setEnabled(QFile::exists(kDemoTablePath));
    connect(m_demoAction, &QAction::triggered, this, &MainWindow::openDemo);

    m_saveAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(tr("Save &As…"), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_reloadAction = new QAction(tr("Re&load"), this);
    m_reloadAction->setShortcut(QKeySequence::Refresh);
    connect(m_reloadAction, &QAction::triggered, this, &MainWindow::reload);
    m_closeAction = new QAction(tr("&Close"), this);
    m_closeAction->setShortcut(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeDocument);
    m_loadFabricAction = new QAction(tr("Load &Fabric…"), this);
    m_loadFabricAction->setToolTip(tr("Read a fabric topology file: leaf and spine switches, uplinks, and the links LLDP on the nodes cannot see"));
    connect(m_loadFabricAction, &QAction::triggered, this, [this] {
        if (const QString path = m_prompter->askFabricPath(false); !path.isEmpty())
            loadFabric(path);
    });
    m_exportFabricAction = new QAction(tr("E&xport Fabric…"), this);
    m_exportFabricAction->setToolTip(tr("Write the fabric the nodes' LLDP answers show (with a loaded file's switches and uplinks) as a topology file"));
    connect(m_exportFabricAction, &QAction::triggered, this, [this] {
        if (const QString path = m_prompter->askFabricPath(true); !path.isEmpty())
            exportFabric(path);
    });
    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    // Through close(), so that the unsaved-changes question is asked.
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = document()->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = document()->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newWindowAction);
    file->addAction(m_connectAction);
    file->addAction(m_kubeconfigAction);
    file->addSeparator();
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { m_recent->fillMenu(m_recentMenu); });
    m_recent->fillMenu(m_recentMenu);   // also keyboard navigation before the first show
    file->addAction(m_demoAction);
    file->addSeparator();
    file->addActions({m_saveAction, m_saveAsAction, m_reloadAction});
    file->addSeparator();
    file->addActions({m_loadFabricAction, m_exportFabricAction});
    file->addSeparator();
    file->addAction(m_closeAction);
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({m_undoAction, m_redoAction});
    edit->addSeparator();
    edit->addActions({m_editor->addServerAction(), m_editor->addDeviceAction(),
                      m_editor->removeAction(), m_editor->renumberRanksAction(), m_editor->renumberByTopologyAction(),
                      m_editor->convertToVersion10Action()});

    QMenu *cluster = menuBar()->addMenu(tr("&Cluster"));
    cluster->addAction(m_nodeSsh->settingsAction());
    cluster->addAction(m_logProfiles->action());
    cluster->addAction(m_faultInjection->action());
    cluster->addSeparator();
    QAction *nextFault = m_clusterViews->topology()->nextFaultAction();
    QAction *previousFault = m_clusterViews->topology()->previousFaultAction();
    nextFault->setShortcut(QKeySequence(Qt::Key_F8));
    previousFault->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    for (QAction *action : {nextFault, previousFault}) {
        connect(action, &QAction::triggered, this, [this] { showView(QStringLiteral("topology")); });
        cluster->addAction(action);
    }

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *goTo = view->addAction(tr("&Go To…"), this, [this] { m_goTo->open(); });
    goTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    goTo->setToolTip(tr("Go to a node, pod, job, incident, context or view by name"));
    view->addSeparator();
    // Ctrl+1 to Ctrl+6 in tab order, as browsers number their tabs.
    for (std::size_t i = 0; i < m_views.size(); ++i) {
        const QString name = m_views[i].name;
        QAction *go = view->addAction(m_views[i].title, this, [this, name] { showView(name); });
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + int(i))));
    }
    view->addSeparator();
    view->addAction(m_problemsDock->toggleViewAction());
    view->addAction(m_retryDock->toggleViewAction());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Getting Started"), this, &MainWindow::showGettingStarted)->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    help->addSeparator();
    help->addAction(tr("&About Ascend Ops Console"), this, &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createDocks()
{
    m_problems = new ProblemsPanel(this);
    m_problemsDock = new QDockWidget(tr("Problems"), this);
    m_problemsDock->setObjectName(QStringLiteral("problemsDock"));   // named for saveState()
    m_problemsDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    connect(m_problems, &ProblemsPanel::problemActivated, this,
            [this](const std::string &pointer) { m_editor->selectPointer(pointer); });

    m_retry = new RetryEditor(this);
    m_retryDock = new QDockWidget(tr("Retry parameters"), this);
    m_retryDock->setObjectName(QStringLiteral("retryDock"));
    // Scrolled: the cost table and the eligibility reasons open under the
    // levels, and a short window must not squeeze them over each other.
    auto *retryScroll = new QScrollArea(m_retryDock);
    retryScroll->setWidgetResizable(true);
    retryScroll->setFrameShape(QFrame::NoFrame);
    retryScroll->setWidget(m_retry);
    m_retryDock->setWidget(retryScroll);
    addDockWidget(Qt::RightDockWidgetArea, m_retryDock);
    // The problems list belongs under the editor only, not under the retry pane.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks({m_retryDock}, {390}, Qt::Horizontal);
    resizeDocks({m_problemsDock}, {180}, Qt::Vertical);
}

void MainWindow::connectDocument()
{
    RankTableDocument *doc = document();
    connect(doc, &RankTableDocument::problemsChanged, this, &MainWindow::onDocumentEdited);
    connect(doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::refreshChrome);
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    restoreGeometry(settings.value(QLatin1String(kGeometryKey)).toByteArray());
    restoreState(settings.value(QLatin1String(kStateKey)).toByteArray());
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QLatin1String(kGeometryKey), saveGeometry());
    settings.setValue(QLatin1String(kStateKey), saveState());
}

// ---- the rank table: the session decides, the window shows -------------

bool MainWindow::openFile(const QString &path)
{
    return m_session->open(path);
}

bool MainWindow::openDemo()
{
    if (!m_session->openCopyOf(kDemoTablePath))
        return false;
    // The demo job runs with operator retry between servers and super-pods
    // and the default parameters, as A3 jobs that borrow NICs must.
    m_retry->setEnvironmentStrings(QStringLiteral("L1:1, L2:1"), QString());
    statusBar()->showMessage(tr("Demo rank table: two Atlas A3 super-pods. Save As keeps a copy."), kMessageMs);
    return true;
}

bool MainWindow::reload()
{
    return m_session->reload();
}

bool MainWindow::closeDocument()
{
    return m_session->close();
}

bool MainWindow::save()
{
    return m_session->save();
}

bool MainWindow::saveAs()
{
    return m_session->saveAs();
}

void MainWindow::showDocument()
{
    m_center->setCurrentWidget(m_editor);
    m_tabs->setCurrentWidget(m_center);
    onDocumentEdited();
}

void MainWindow::showClosed()
{
    m_problems->setProblems({});
    m_retry->setRankTable(nullptr);
    m_center->setCurrentWidget(m_welcome);
    refreshChrome();
}

QString MainWindow::suggestedSavePath() const
{
    if (!filePath().isEmpty())
        return filePath();
    const QStringList recent = m_recent->files();
    const QString dir = recent.isEmpty() ? QDir::homePath() : QFileInfo(recent.first()).absolutePath();
    return QDir(dir).filePath(QStringLiteral("hccl.json"));
}

// ---- window chrome -------------------------------------------------------

void MainWindow::onDocumentEdited()
{
    if (!hasDocument())
        return;
    m_problems->setProblems(document()->problems());
    m_retry->setRankTable(&document()->json());
    refreshChrome();
}

void MainWindow::refreshChrome()
{
    const bool open = hasDocument();
    const bool modified = open && document()->isModified();
    // Which cluster a window shows is in its title, so that two windows
    // (or two task bar entries) are told apart before anything is clicked.
    QStringList title;
    if (open)
        title << tr("%1[*]").arg(m_session->displayName());
    if (m_cluster->state() != ClusterSession::State::Disconnected)
        title << m_cluster->clusterLabel();
    title << tr("Ascend Ops Console");
    setWindowTitle(title.join(QStringLiteral(" — ")));
    setWindowModified(modified);
    if (open) {
        m_summary->setFile(filePath(), m_session->displayName());
        m_summary->setVersion(QString::fromLatin1(rankTableVersionName(document()->version())));
        m_summary->setProblems(document()->problems());
        m_summary->setModified(modified);
    } else {
        m_summary->clear();
    }
    refreshActions();
}

void MainWindow::refreshActions()
{
    const bool open = hasDocument();
    for (QAction *action : {m_saveAction, m_saveAsAction, m_closeAction})
        action->setEnabled(open);
    m_reloadAction->setEnabled(open && !m_session->isUntitled());
    m_editor->setEnabled(open);
}

bool MainWindow::showView(const QString &name)
{
    for (const View &view : m_views) {
        if (view.name == name) {
            m_tabs->setCurrentWidget(view.page);
            return true;
        }
    }
    return false;
}

void MainWindow::selectFirstLink()
{
    m_clusterViews->links()->selectFirst();
}

void MainWindow::selectWorstLink()
{
    m_clusterViews->topology()->selectWorstTelemetry();
}

QString MainWindow::currentView() const
{
    for (const View &view : m_views) {
        if (view.page == m_tabs->currentWidget())
            return view.name;
    }
    return QStringLiteral("ranktable");
}

// The problems and retry docks belong to the rank table: they step aside
// for the cluster views and come back as they were left.
void MainWindow::onViewChanged()
{
    if (m_tabs->currentWidget() == m_recoveryViews->incidents())
        m_recoveryViews->selectWaiting();
    else if (QString node; m_tabs->currentWidget() == m_clusterViews->links() && !m_clusterViews->links()->selected(&node, nullptr))
        m_clusterViews->links()->selectWorst();   // opens on the worst port of the cluster
    const bool rankTable = m_tabs->currentWidget() == m_center;
    if (rankTable == m_onRankTable)
        return;
    m_onRankTable = rankTable;
    QDockWidget *docks[2] = {m_problemsDock, m_retryDock};
    for (int i = 0; i < 2; ++i) {
        if (!rankTable)
            m_docksShown[i] = !docks[i]->isHidden();
        docks[i]->setVisible(rankTable && m_docksShown[i]);
    }
}

bool MainWindow::loadFabric(const QString &path)
{
    const Parsed<FabricTopology> fabric = readFabricFile(path);
    if (!fabric) {
        m_prompter->showError(tr("Fabric not loaded"), tr("%1:%2").arg(path, fabric.error()));
        return false;
    }
    m_clusterViews->setFabricFile(fabric.value());
    statusBar()->showMessage(tr("Fabric loaded from %1: %2 switches, %3 links").arg(path).arg(fabric->switches.size()).arg(fabric->links.size()), 8000);
    return true;
}

bool MainWindow::exportFabric(const QString &path)
{
    QString message;
    const bool written = m_clusterViews->exportFabric(path, &message);
    if (written)
        statusBar()->showMessage(message, 8000);
    else
        m_prompter->showError(tr("Fabric not exported"), message);
    return written;
}

QString MainWindow::renumberByTopology(const QString &path)
{
    const Parsed<FabricTopology> fabric = readFabricFile(path);
    if (!fabric) {
        m_prompter->showError(tr("Not renumbered"), tr("%1:%2").arg(path, fabric.error()));
        return {};
    }
    const QString said = m_editor->renumberByTopology(fabric.value());
    statusBar()->showMessage(said, 10000);
    return said;
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Ascend Ops Console"),
        tr("<h3>Ascend Ops Console %1</h3>"
           "<p>Edits and checks HCCL rank tables and operator-retry settings "
           "for Huawei Ascend NPU training clusters.</p>"
           "<p>Built with Qt %2.</p>").arg(QStringLiteral(ASCENDOPS_VERSION), QString::fromLatin1(qVersion())));
}

void MainWindow::fillTopologyMenu(QMenu *menu, const TopologyPlace &place)
{
    const ClusterTopology &topology = m_clusterViews->topology()->view()->topology();
    if (!place.isValid() || place.server >= int(topology.servers.size()))
        return;
    const TopologyServer &server = topology.servers[std::size_t(place.server)];
    const TopologyDie *die = dieAt(topology, place);
    menu->addSection(die ? tr("%1, device %2").arg(server.nodeName).arg(die->deviceId) : server.nodeName);
    if (die && m_cluster->nodes() && m_cluster->nodes()->probes(server.nodeName)) {
        const QString node = server.nodeName;
        const int device = die->deviceId;
        menu->addAction(tr("Show Link Health"), this, [this, node, device] {
            showView(QStringLiteral("links"));
            m_clusterViews->links()->select(node, device);
        });
    }
    const QString name = die && !die->deviceIp.isEmpty() ? die->deviceIp : server.nodeName;
    menu->addAction(tr("Copy \"%1\"").arg(name), this, [name] { QGuiApplication::clipboard()->setText(name); });
    // The recovery actions of the job whose pod runs there (isolation alone
    // when none does), the die preselected.
    const QString job = m_cluster->watch() ? podOnNode(m_cluster->watch()->jobs(), server.nodeName).jobKey : QString();
    if (m_cluster->pipeline()) {
        menu->addSeparator();
        m_recoveryViews->actions()->fillMenu(menu, job, server.nodeName, die ? die->deviceId : -1);
    }
    // A chip isolated by hand, in the device plugin's store or ClusterD's.
    if (die && !m_recoveryViews->isolation()->heldBy(server.nodeName, die->deviceId).empty()) {
        const QString node = server.nodeName;
        const int device = die->deviceId;
        menu->addSeparator();
        menu->addAction(tr("Release Isolation..."), this, [this, node, device] { m_recoveryViews->isolation()->open(node, device); });
    }
    // The repair cycle: cordon or uncordon, pause or resume recovery.
    if (m_cluster->client()) {
        menu->addSeparator();
        m_recoveryViews->repair()->fillMenu(menu, server);
    }
    menu->addSeparator();
    m_recoveryViews->inspection()->fillServerMenu(menu, server.nodeName);
}

void MainWindow::showGettingStarted()
{
    makeGettingStartedDialog(this)->show();
}

QList<QAction *> MainWindow::shortcutActions() const
{
    QList<QAction *> found;
    std::function<void(const QList<QAction *> &)> collect = [&](const QList<QAction *> &actions) {
        for (QAction *action : actions) {
            if (action->menu())
                collect(action->menu()->actions());
            else if (!action->shortcut().isEmpty() && !found.contains(action))
                found << action;
        }
    };
    collect(menuBar()->actions());
    return found;
}

void MainWindow::showShortcuts()
{
    makeShortcutsDialog(shortcutActions(), this)->show();
}

void MainWindow::showAttention(int open, int waiting, const QString &newlyWaiting)
{
    const int index = m_tabs->indexOf(m_recoveryViews->incidents());
    m_tabs->setTabText(index, open > 0 ? tr("Incidents (%1)").arg(open) : tr("Incidents"));
    m_tabs->tabBar()->setTabTextColor(index, waiting > 0 ? look::failed() : QColor());
    m_tabs->setTabToolTip(index, tr("Open incidents: %1; waiting for a person: %2").arg(open).arg(waiting));
    if (!m_attention) {
        m_attention = new QLabel(statusBar());
        m_attention->setObjectName(QStringLiteral("attentionStatus"));
        m_attention->setTextFormat(Qt::RichText);
        connect(m_attention, &QLabel::linkActivated, this, [this] { showView(QStringLiteral("incidents")); });
        statusBar()->addPermanentWidget(m_attention);
    }
    m_attention->setText(QStringLiteral("<a href=\"incidents\" style=\"color:%1; font-weight:bold\">%2</a>")
                             .arg(look::failed().name(), tr("Waiting for you: %1").arg(waiting).toHtmlEscaped()));
    m_attention->setVisible(waiting > 0);
    if (!newlyWaiting.isEmpty() && !isActiveWindow())
        notify(tr("Ascend Ops Console: %1").arg(m_cluster->clusterLabel()), newlyWaiting);
}

// Outside the window: the task bar entry asks for attention, and where the
// desktop has a notification area, a message says what waits.
void MainWindow::notify(const QString &title, const QString &text)
{
    m_lastNotification = text;
    QApplication::alert(this);
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return;
    if (!m_tray) {
        m_tray = new QSystemTrayIcon(windowIcon(), this);
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
            showView(QStringLiteral("incidents"));
            raise();
            activateWindow();
        });
        m_tray->show();
    }
    m_tray->showMessage(title, text, QSystemTrayIcon::Warning);
}

// ---- leaving and dropping ------------------------------------------------

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_recoveryViews->mayStopRecovery(m_prompter.get()) || !m_session->maybeKeepChanges()) {
        event->ignore();
        return;
    }
    saveLayout();
    event->accept();
    // With other windows open the application goes on: this window's
    // connection, pipeline and (on the demo) embedded cluster stop with it,
    // which takes seconds on the demo: said, and the window painted first.
    if (m_cluster->state() == ClusterSession::State::Disconnected)
        return;
    statusBar()->showMessage(tr("Closing: stopping the pipeline and the connection to %1…").arg(m_cluster->clusterLabel()));
    statusBar()->repaint();
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    m_cluster->disconnectFromCluster();
    QGuiApplication::restoreOverrideCursor();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedRankTable(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = droppedRankTable(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    // Opening may ask questions: not from inside the drag and drop loop.
    QMetaObject::invokeMethod(this, [this, path] { openFile(path); }, Qt::QueuedConnection);
}

} // namespace ascendops
