// ascend-ops: the desktop console. --help and --version are answered
// without a display (only Qt Core is started for them), so they work over
// SSH and in scripts; everything else opens the main window.
#include "clustersession.h"
#include "mainwindow.h"
#include "overviewviews.h"
#include "prompter.h"
#include "screenshot.h"
#include "stallprobe.h"
#include "telemetry/nodecollector.h"

#include "core/quitonsignals.h"
#include "kube/kubeconfig.h"
#include "sim/seed/simpreset.h"

#include "language.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>

using namespace ascendops;

namespace {

// The exit codes of both programs (DESIGN.md): 2 is a usage or I/O error.
enum ExitCode { ExitOk = 0, ExitUsage = 2 };

void identify()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AscendOps"));
    QCoreApplication::setApplicationName(QStringLiteral("ascend-ops"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ASCENDOPS_VERSION));
}

bool isArg(const char *arg, const char *name)
{
    return std::strcmp(arg, name) == 0;
}

// The language has to be known before the options are described, since
// their descriptions are translated; so it is read ahead of the parser.
QString languageArgument(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (isArg(argv[i], "--lang") && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (std::strncmp(argv[i], "--lang=", 7) == 0)
            return QString::fromLocal8Bit(argv[i] + 7);
    }
    return {};
}

bool wantsTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *name : {"--help", "-h", "--help-all", "-?", "--version", "-v"}) {
            if (isArg(argv[i], name))
                return true;
        }
    }
    return false;
}

// A screenshot needs no display: it renders offscreen unless the caller
// chose a platform, so --screenshot works the same over SSH and in CI.
void renderOffscreenForScreenshot(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return;
    for (int i = 1; i < argc; ++i) {
        if (isArg(argv[i], "--screenshot") || std::strncmp(argv[i], "--screenshot=", 13) == 0) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            return;
        }
    }
}

struct Options
{
    QCommandLineOption lang{QStringLiteral("lang"),
        QCoreApplication::translate("main", "Language of the console (en, zh_CN); default: the system locale."),
        QStringLiteral("LANG")};
    QCommandLineOption open{QStringLiteral("open"),
        QCoreApplication::translate("main", "Open the rank table FILE."), QStringLiteral("FILE")};
    QCommandLineOption demo{QStringLiteral("demo"),
        QCoreApplication::translate("main", "Start on the embedded demo cluster: a simulated Ascend cluster behind a "
                                            "Kubernetes API on this computer (offered when there is no kubeconfig).")};
    QCommandLineOption preset{QStringLiteral("preset"),
        QCoreApplication::translate("main", "The demo cluster's shape: a2-small, a3-demo (default), a3-scale or a3-fleet."),
        QStringLiteral("NAME"), QStringLiteral("a3-demo")};
    QCommandLineOption jobSettings{QStringLiteral("job-settings"),
        QCoreApplication::translate("main", "What the demo job's start scripts switch on: default, bare (the watchdog "
                                            "off, no caches) or tuned (every recovery-time setting on)."),
        QStringLiteral("S"), QStringLiteral("default")};
    QCommandLineOption speed{QStringLiteral("speed"),
        QCoreApplication::translate("main", "How much faster than real time the demo cluster runs (default 1)."),
        QStringLiteral("X"), QStringLiteral("1")};
    QCommandLineOption context{QStringLiteral("context"),
        QCoreApplication::translate("main", "Connect to this context of the kubeconfig (KUBECONFIG or ~/.kube/config). "
                                            "Given again, each further context opens in a window of its own."),
        QStringLiteral("NAME")};
    QCommandLineOption view{QStringLiteral("view"),
        QCoreApplication::translate("main", "The view to show first: overview, topology, jobs, incidents, links or ranktable."), QStringLiteral("VIEW")};
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Write a %1x%2 screenshot of the window to PNG and exit.")
            .arg(kScreenshotSize.width()).arg(kScreenshotSize.height()),
        QStringLiteral("PNG")};
    QCommandLineOption stallReport{QStringLiteral("stall-report"),
        QCoreApplication::translate("main", "Measure how late the console's event loop runs and write it to FILE as JSON, "
                                            "every second and at exit."),
        QStringLiteral("FILE")};
};

void describe(QCommandLineParser &parser, const Options &options)
{
    parser.setApplicationDescription(QCoreApplication::translate("main",
        "Ascend Ops Console, for Huawei Ascend NPU training clusters: the super-pod topology with the health of "
        "every link, the jobs and what a fault costs them, incidents and their recovery, HCCL rank tables and "
        "operator retry."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({options.lang, options.open, options.demo, options.preset, options.jobSettings, options.speed, options.context,
                       options.view, options.screenshot, options.stallReport});
    parser.addPositionalArgument(QStringLiteral("FILE"),
        QCoreApplication::translate("main", "A rank table to open (the same as --open)."),
        QStringLiteral("[FILE]"));
}

void complain(const QString &message)
{
    std::fprintf(stderr, "ascend-ops: %s\n", message.toUtf8().constData());
}

// --open or the first positional argument; empty when neither is given.
QString fileToOpen(const QCommandLineParser &parser, const Options &options)
{
    if (parser.isSet(options.open))
        return parser.value(options.open);
    const QStringList files = parser.positionalArguments();
    return files.isEmpty() ? QString() : files.first();
}

bool kubeconfigExists()
{
    for (const QString &path : kube::Kubeconfig::defaultPaths()) {
        if (QFileInfo::exists(path))
            return true;
    }
    return false;
}

// What to connect to: the demo cluster when asked; a context when named or,
// with no file to open, the kubeconfig's current one, as kubectl does; with
// neither a file to open nor a kubeconfig (a first start), the user chooses.
enum class Cluster { None, Demo, Context, FirstStart };

Cluster clusterToOpen(const QCommandLineParser &parser, const Options &options)
{
    if (parser.isSet(options.demo))
        return Cluster::Demo;
    if (parser.isSet(options.context))
        return Cluster::Context;
    if (!fileToOpen(parser, options).isEmpty())
        return Cluster::None;
    return kubeconfigExists() ? Cluster::Context : Cluster::FirstStart;
}

// Checks the cluster options before any window opens; false after saying why.
bool checkClusterOptions(const QCommandLineParser &parser, const Options &options, sim::SimPreset *preset, double *speed)
{
    const auto found = sim::findPreset(parser.value(options.preset).toStdString());
    if (!found) {
        QStringList names;
        for (const std::string &name : sim::presetNames())
            names << QString::fromStdString(name);
        complain(QCoreApplication::translate("main", "--preset: unknown preset \"%1\" (%2)")
                     .arg(parser.value(options.preset), names.join(QStringLiteral(", "))));
        return false;
    }
    *preset = *found;
    if (!sim::applyJobSettings(parser.value(options.jobSettings).toStdString(), preset)) {
        complain(QCoreApplication::translate("main", "--job-settings: expected default, bare or tuned, got \"%1\"")
                     .arg(parser.value(options.jobSettings)));
        return false;
    }
    bool ok = false;
    *speed = parser.value(options.speed).toDouble(&ok);
    if (!ok || !(*speed > 0)) {
        complain(QCoreApplication::translate("main", "--speed: expected a positive number, got \"%1\"").arg(parser.value(options.speed)));
        return false;
    }
    if (parser.isSet(options.view) && !QStringList{QStringLiteral("overview"), QStringLiteral("topology"), QStringLiteral("jobs"), QStringLiteral("incidents"),
                                                      QStringLiteral("links"), QStringLiteral("ranktable")}
                                          .contains(parser.value(options.view))) {
        complain(QCoreApplication::translate("main", "--view: expected overview, topology, jobs, incidents, links or ranktable, got \"%1\"").arg(parser.value(options.view)));
        return false;
    }
    return true;
}

// Opens what the command line asks for. False when a file could not be
// opened (the prompter has said why). A cluster that cannot be connected
// to is not a failure here: the window shows why, and a screenshot shows
// what a person would see.
bool openRequested(MainWindow &window, const QCommandLineParser &parser, const Options &options,
                   const sim::SimPreset &preset, double speed)
{
    const QString file = fileToOpen(parser, options);
    if (!file.isEmpty() && !window.openFile(file))
        return false;
    switch (clusterToOpen(parser, options)) {
    case Cluster::Demo: window.connectToDemo(preset, speed); break;
    case Cluster::Context: {
        const QStringList contexts = parser.isSet(options.context) ? parser.values(options.context) : QStringList{QString()};
        window.connectToContext(contexts.first());
        for (const QString &context : contexts.mid(1)) {
            std::unique_ptr<Prompter> prompter;
            if (parser.isSet(options.screenshot))
                prompter = std::make_unique<UnattendedPrompter>();
            window.openNewWindow(std::move(prompter))->connectToContext(context);
        }
        break;
    }
    case Cluster::FirstStart: window.firstStart(preset, speed); break;
    case Cluster::None: break;
    }
    if (parser.isSet(options.view))
        window.showView(parser.value(options.view));
    return true;
}

// Calls DONE once every node the collector probes answered or failed once
// (the collector may come up later than this is called).
void whenProbedOnce(ClusterSession *cluster, QObject *context, const std::function<void()> &done)
{
    auto watch = [cluster, context, done] {
        telemetry::NodeCollector *nodes = cluster->nodes();
        if (!nodes || context->property("watching").toBool())
            return;
        context->setProperty("watching", true);
        auto seen = [cluster, context, done](const QString &node) {
            QStringList answered = context->property("answered").toStringList();
            if (!answered.contains(node))
                answered << node;
            context->setProperty("answered", answered);
            if (cluster->nodes() && answered.size() == cluster->nodes()->nodes().size())
                done();
        };
        QObject::connect(nodes, &telemetry::NodeCollector::nodeUpdated, context, seen);
        QObject::connect(nodes, &telemetry::NodeCollector::nodeFailed, context, seen);
    };
    watch();
    QObject::connect(cluster, &ClusterSession::nodesChanged, context, watch);
}

// A screenshot of a cluster waits until its caches are complete (or it has
// failed, which is worth a picture too), but never more than 30 s.
void screenshotWhenSettled(MainWindow *window, const QString &png)
{
    ClusterSession *cluster = window->cluster();
    if (cluster->state() == ClusterSession::State::Disconnected) {
        scheduleScreenshot(window, png);
        return;
    }
    auto *once = new QObject(window);
    auto shoot = [window, png, once] {
        if (once->property("done").toBool())
            return;
        once->setProperty("done", true);
        scheduleScreenshot(window, png);
    };
    // The Links view waits for every node's first probe over SSH too.
    if (window->currentView() == QLatin1String("links")) {
        QObject::connect(cluster, &ClusterSession::nodesChanged, once, [cluster, once, shoot, window] {
            if (!cluster->nodes()) {
                shoot();
                return;
            }
            QObject::connect(cluster->nodes(), &telemetry::NodeCollector::nodeUpdated, once,
                             [cluster, once, shoot, window](const QString &node) {
                QStringList seen = once->property("seen").toStringList();
                if (!seen.contains(node))
                    seen << node;
                once->setProperty("seen", seen);
                if (seen.size() == cluster->nodes()->nodes().size()) {
                    window->selectFirstLink();
                    QTimer::singleShot(300, once, shoot);   // one replot frame
                }
            });
        });
    } else if (window->currentView() == QLatin1String("topology") || window->currentView() == QLatin1String("overview")) {
        // Link colours come from node telemetry too: after the sync, wait up
        // to 10 s for every probed node's first answer.
        QObject::connect(cluster, &ClusterSession::synced, once, [cluster, once, shoot, window] {
            auto finish = [once, shoot, window] {
                window->selectWorstLink();
                window->overview()->refresh();
                QTimer::singleShot(200, once, shoot);
            };
            QTimer::singleShot(10000, once, finish);
            whenProbedOnce(cluster, once, finish);
        });
    } else {
        QObject::connect(cluster, &ClusterSession::synced, once, shoot);
    }
    QObject::connect(cluster, &ClusterSession::stateChanged, once, [cluster, shoot] {
        if (cluster->state() == ClusterSession::State::Failing)
            shoot();
    });
    QTimer::singleShot(30000, once, shoot);
}

// Windows opened with New Window (or a further --context) are deleted when
// closed; when the application stops otherwise (a signal, Quit), those
// still open are deleted here, so that their embedded clusters stop their
// sshd and remove their folders too.
void deleteOtherWindows(const MainWindow &first)
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *window = qobject_cast<MainWindow *>(widget); window && window != &first)
            delete window;
    }
}

int runWindow(QApplication &app, const QCommandLineParser &parser, const Options &options)
{
    if (parser.isSet(options.demo) && !fileToOpen(parser, options).isEmpty()) {
        complain(QCoreApplication::translate("main", "--demo and a file to open exclude each other"));
        return ExitUsage;
    }
    sim::SimPreset preset;
    double speed = 1;
    if (!checkClusterOptions(parser, options, &preset, &speed))
        return ExitUsage;
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ascend-ops.svg")));
    const bool screenshot = parser.isSet(options.screenshot);
    std::unique_ptr<Prompter> prompter;
    if (screenshot)
        prompter = std::make_unique<UnattendedPrompter>();
    MainWindow window(std::move(prompter));
    // Stopped by a signal, the console closes as if quit: the embedded
    // cluster stops its sshd and removes its folders on the way out.
    if (!installQuitOnSignals(&app))
        complain(QCoreApplication::translate("main", "SIGTERM and SIGINT could not be hooked: stopping the console "
                                                     "by a signal may leave the demo cluster's sshd running"));
    if (screenshot) {
        // A screenshot shows the default layout, not this user's.
        if (!openRequested(window, parser, options, preset, speed))
            return ExitUsage;
        screenshotWhenSettled(&window, parser.value(options.screenshot));
        const int exitCode = stopRequestedBySignal() ? ExitOk : app.exec();
        deleteOtherWindows(window);
        return exitCode;
    }
    window.restoreLayout();
    window.show();
    std::unique_ptr<StallProbe> stalls;
    if (parser.isSet(options.stallReport)) {
        stalls = std::make_unique<StallProbe>(parser.value(options.stallReport));
        // Drawn once the views have taken the picture: the next turn. The
        // servers come first (first_view_s), everything listed later (synced_s).
        const auto markNextTurn = [probe = stalls.get()](const QString &moment) {
            QTimer::singleShot(0, probe, [probe, moment] { probe->mark(moment); });
        };
        QObject::connect(window.cluster(), &ClusterSession::topologyChanged, stalls.get(),
                         [markNextTurn] { markNextTurn(QStringLiteral("first_view_s")); });
        QObject::connect(window.cluster(), &ClusterSession::synced, stalls.get(),
                         [markNextTurn] { markNextTurn(QStringLiteral("synced_s")); });
    }
    openRequested(window, parser, options, preset, speed);
    // A signal during a start-up dialog ended that dialog; the loop is not
    // started after it.
    const int exitCode = stopRequestedBySignal() ? ExitOk : app.exec();
    stalls.reset();
    deleteOtherWindows(window);
    return exitCode;
}

// Unknown options are usage errors (exit 2), as in ascend-ops-cli; help and
// version print and exit 0.
bool parseOrExit(QCommandLineParser &parser, const QCoreApplication &app, int *exitCode)
{
    if (!parser.parse(app.arguments())) {
        complain(parser.errorText());
        *exitCode = ExitUsage;
        return false;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")))
        parser.showHelp(ExitOk);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    int exitCode = ExitOk;
    if (wantsTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        identify();
        installTranslations(languageArgument(argc, argv));
        const Options options;
        QCommandLineParser parser;
        describe(parser, options);
        parseOrExit(parser, app, &exitCode);
        return exitCode;
    }
    renderOffscreenForScreenshot(argc, argv);
    QApplication app(argc, argv);
    identify();
    installTranslations(languageArgument(argc, argv));
    const Options options;
    QCommandLineParser parser;
    describe(parser, options);
    if (!parseOrExit(parser, app, &exitCode))
        return exitCode;
    return runWindow(app, parser, options);
}
