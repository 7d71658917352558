#include "pipelinecommand.h"

#include "metricsendpoint.h"
#include "pipelineanswercommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "kubecommand.h"

#include "core/quitonsignals.h"
#include "terminalpassphrase.h"

#include "clustermodel/clusterwatch.h"
#include "formats/traininglogprofile.h"
#include "kube/inclusterconnection.h"
#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/leaselock.h"
#include "pipeline/clusterpipeline.h"
#include "journal/journal.h"
#include "pipeline/pipelinemetrics.h"
#include "pipeline/pipelinenotifier.h"
#include "pipeline/pipelinerequestinbox.h"
#include "pipeline/recoverypipeline.h"
#include "ssh/sshconfig.h"
#include "ssh/sshpool.h"
#include "telemetry/nodecollector.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QHostInfo>
#include <QSocketNotifier>
#include <QTimer>

#include <array>
#include <cstdio>
#include <deque>
#include <memory>
#include <string>
#include <type_traits>

#include <unistd.h>

namespace ascendops::cli {
namespace {

using pipeline::PipelineMode;


// One line of the running log, out at once: whoever reads the pipe (a
// person, a log shipper, a test) sees each change when it happens.
void say(const QString &line)
{
    printOut(line);
    std::fflush(stdout);
}

QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

struct Options
{
    QString sshConfig;                      // node telemetry over SSH: the ssh_config to resolve nodes with
    QStringList sshNodes;                   // the nodes to probe; {"all"}: every node of the cluster
    int sshIntervalMs = 5000;
    kube::ClusterConnection connection;
    pipeline::PipelineSettings settings;
    QString journalDir;
    int durationS = 0;
    QString leaseNamespace;
    QString leaseName = QLatin1String(pipeline::kClusterPipelineLease);
    QString metricsListen;                  // HOST:PORT of /metrics, /healthz, /readyz; "" none
    pipeline::NotifierSettings notify;      // webhooks told of what waits for a person
    // run: approve mode asks on the terminal (no terminal: declined). serve
    // has none: its questions wait for a person's request (pipeline approve,
    // a console), on the Lease and the webhooks.
    bool askOnTerminal = false;
    // serve: people's one-click actions sent as requests are run (with this pipeline's rights).
    bool acceptActions = false;
};

// Where `pipeline serve` answers Prometheus and the kubelet unless told otherwise.
const QString kServeMetricsListen = QStringLiteral("0.0.0.0:9464");

// The pipeline with its client, watch and journal, printing what happens.
class PipelineHost : public QObject
{
public:
    explicit PipelineHost(Options options)
        : m_options(std::move(options)), m_client(m_options.connection), m_watch(&m_client)
    {
    }

    bool open()
    {
        QString error;
        if (!m_journal.open(m_options.journalDir, &error)) {
            printErr(QStringLiteral("ascend-ops-cli pipeline: %1\n").arg(error));
            return false;
        }
        m_pipeline = std::make_unique<pipeline::RecoveryPipeline>(m_client, m_watch, &m_journal, m_options.settings);
        if (!m_options.notify.webhooks.isEmpty())
            m_notifier = std::make_unique<pipeline::PipelineNotifier>(*m_pipeline, m_options.notify);
        if (!openMetrics())
            return false;
        connect(m_pipeline.get(), &pipeline::RecoveryPipeline::incidentChanged, this, &PipelineHost::print);
        if (m_options.askOnTerminal)
            connect(m_pipeline.get(), &pipeline::RecoveryPipeline::approvalNeeded, this, &PipelineHost::ask);
        connect(m_pipeline.get(), &pipeline::RecoveryPipeline::breakerChanged, this, [](bool tripped, const QString &why) {
            if (tripped)
                say(QStringLiteral("%1 breaker tripped: %2\n").arg(nowText(), why));
        });
        connect(m_pipeline.get(), &pipeline::RecoveryPipeline::journalFailed, this, [this](const QString &why) {
            m_journalProblem = why;
            printErr(QStringLiteral("ascend-ops-cli pipeline: journal: %1; no further actions\n").arg(why));
        });
        connect(&m_watch, &clustermodel::ClusterWatch::synced, this, [this] {
            say(QStringLiteral("%1 watching %2 nodes, %3 pods; mode %4\n")
                         .arg(nowText()).arg(m_watch.nodes()->size()).arg(m_watch.pods()->size())
                         .arg(QLatin1String(pipeline::pipelineModeName(m_pipeline->mode()))));
            m_pipeline->start();
            m_synced = true;
            startNodeTelemetry();
        });
        if (m_options.askOnTerminal && m_options.settings.mode == PipelineMode::Approve)
            readAnswers();
        return true;
    }

    void startWatching() { m_watch.start(); }
    const pipeline::RecoveryPipeline &pipeline() const { return *m_pipeline; }
    pipeline::RecoveryPipeline &pipeline() { return *m_pipeline; }

    // Serve's leader election said which this replica is (run leads alone).
    void setLeader(bool leader)
    {
        m_leaderSaid = true;
        m_leading = leader;
        if (m_metrics)
            m_metrics->setLeader(leader);
    }

    // /metrics, /healthz and /readyz, when asked for (--metrics-listen).
    bool openMetrics()
    {
        if (m_options.metricsListen.isEmpty() || m_options.metricsListen == QLatin1String("off"))
            return true;
        m_metrics = std::make_unique<pipeline::PipelineMetrics>(*m_pipeline);
        m_metrics->setWatch(&m_watch);
        m_endpoint = std::make_unique<MetricsEndpoint>([this] { return m_metrics->exposition(); },
                                                                 [this] { return readiness(); });
        QString error;
        if (!m_endpoint->listen(m_options.metricsListen, &error)) {
            printErr(QStringLiteral("ascend-ops-cli pipeline: --metrics-listen: %1\n").arg(error));
            return false;
        }
        say(QStringLiteral("%1 metrics on %2/metrics\n").arg(nowText(), m_endpoint->url()));
        return true;
    }

    // Ready: the caches synced, the journal writable, leader or standby said.
    QString readiness() const
    {
        if (!m_journalProblem.isEmpty())
            return QStringLiteral("the journal failed: %1").arg(m_journalProblem);
        if (!m_leaderSaid)
            return QStringLiteral("the leader Lease is not decided yet");
        if (!m_synced && m_leading)   // a standby watches nothing
            return QStringLiteral("the caches are not synced yet");
        return {};
    }

    // hccn_tool over SSH on the chosen nodes: lasting link faults (flaps past
    // the debounce limit, failing optics) become incidents too.
    void startNodeTelemetry()
    {
        if (m_options.sshConfig.isEmpty())
            return;
        Problems problems;
        const ssh::SshConfig config = ssh::SshConfig::load(m_options.sshConfig, &problems);
        for (const Problem &problem : problems)
            printErr(problem.toString() + QLatin1Char('\n'));
        QStringList nodes = m_options.sshNodes;
        if (nodes == QStringList{QStringLiteral("all")}) {
            nodes.clear();
            for (const auto &node : m_watch.nodes()->cache())
                nodes << QString::fromStdString(node["metadata"].value("name", ""));
        }
        QHash<QString, ssh::SshTarget> targets;
        for (const QString &node : nodes)
            targets.insert(node, config.resolve(node));
        m_collector = std::make_unique<telemetry::NodeCollector>();
        // When the terminal answers approvals (run in approve mode), it is
        // not asked for key passphrases too: keys come from ssh-agent or
        // stay locked (the nodes say so). serve has no terminal to ask on.
        if (m_options.askOnTerminal && m_options.settings.mode != PipelineMode::Approve)
            m_collector->pool().setPassphraseCallback(askPassphraseOnTerminal);
        m_collector->setTargets(targets);
        m_collector->setInterval(m_options.sshIntervalMs);
        connect(m_collector.get(), &telemetry::NodeCollector::nodeFailed, this, [](const QString &node, const QString &error) {
            printErr(QStringLiteral("ascend-ops-cli pipeline: %1: %2\n").arg(node, error));
        });
        m_pipeline->watchLinks(*m_collector);
        m_collector->start();
        say(QStringLiteral("%1 probing %2 nodes over SSH every %3 ms\n").arg(nowText()).arg(targets.size()).arg(m_options.sshIntervalMs));
    }
    kube::KubeClient &client() { return m_client; }

private:
    void print(const QString &id)
    {
        const pipeline::Incident *incident = m_pipeline->incident(id);
        if (!incident)
            return;
        say(QStringLiteral("%1 %2 %3 %4 job=%5 node=%6: %7\n")
                     .arg(nowText(), id, QLatin1String(pipeline::incidentStateName(incident->state)),
                          QLatin1String(pipeline::recoveryActionName(incident->decision.action)),
                          incident->job.isEmpty() ? QStringLiteral("-") : incident->job,
                          incident->first.node.isEmpty() ? QStringLiteral("-") : incident->first.node, incident->outcome));
    }

    void ask(const QString &id)
    {
        const pipeline::Incident *incident = m_pipeline->incident(id);
        m_questions.push_back(id);
        // ClusterD's question takes any strategy the job allows as the answer.
        const QStringList choices = incident->decision.strategyChoices;
        const QString answers = choices.size() > 1 ? QStringLiteral("y/N, or %1").arg(choices.join(QLatin1Char('/'))) : QStringLiteral("y/N");
        say(QStringLiteral("%1 approve %2 %3? %4 [%5]\n")
                     .arg(nowText(), id, QLatin1String(pipeline::recoveryActionName(incident->decision.action)),
                          incident->decision.reason, answers));
        if (m_stdinClosed)
            answer(QString());
    }

    // Answers come line by line from the terminal, oldest question first.
    void readAnswers()
    {
        auto *notifier = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
        connect(notifier, &QSocketNotifier::activated, this, [this, notifier] {
            char buffer[256];
            const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (got <= 0) {
                notifier->setEnabled(false);
                m_stdinClosed = true;
                while (!m_questions.empty())
                    answer(QString());
                return;
            }
            m_pending += QString::fromUtf8(buffer, int(got));
            qsizetype end;
            while ((end = m_pending.indexOf(QLatin1Char('\n'))) >= 0) {
                const QString line = m_pending.left(end).trimmed();
                m_pending.remove(0, end + 1);
                answer(line);
            }
        });
    }

    void answer(const QString &line)
    {
        if (m_questions.empty())
            return;
        const QString id = m_questions.front();
        m_questions.pop_front();
        const QString who = QStringLiteral("%1 at the terminal").arg(qEnvironmentVariable("USER", QStringLiteral("operator")));
        const pipeline::Incident *incident = m_pipeline->incident(id);
        const bool strategy = incident && incident->decision.strategyChoices.size() > 1
            && incident->decision.strategyChoices.contains(line.toLower());
        if (strategy) {
            if (const QString refused = m_pipeline->chooseStrategy(id, who, line.toLower()); !refused.isEmpty())
                return say(QStringLiteral("%1 %2: %3\n").arg(nowText(), id, refused));
        }
        if (strategy || line.compare(QLatin1String("y"), Qt::CaseInsensitive) == 0 || line.compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0)
            m_pipeline->approve(id, who);
        else
            m_pipeline->decline(id, who);
    }

    Options m_options;
    kube::KubeClient m_client;
    clustermodel::ClusterWatch m_watch;
    journal::Journal m_journal;
    std::unique_ptr<pipeline::RecoveryPipeline> m_pipeline;
    std::unique_ptr<telemetry::NodeCollector> m_collector;
    std::unique_ptr<pipeline::PipelineMetrics> m_metrics;
    std::unique_ptr<pipeline::PipelineNotifier> m_notifier;
    std::unique_ptr<MetricsEndpoint> m_endpoint;
    QString m_journalProblem;
    bool m_synced = false;
    bool m_leaderSaid = false;
    bool m_leading = false;
    std::deque<QString> m_questions;
    QString m_pending;
    bool m_stdinClosed = false;
};

// An operator's table file of one of MindCluster's shapes, when the option
// is given: `parse(text)` reads it; each problem names the file and its place.
template <typename Table>
bool readTableFile(const QCommandLineParser &parser, const char *option, Parsed<Table> (*parse)(std::string_view),
                   Table *out)
{
    if (!parser.isSet(QLatin1String(option)))
        return true;
    const QString path = parser.value(QLatin1String(option));
    std::string text;
    if (!readFile(path, &text))
        return false;
    Parsed<Table> table = parse(text);
    for (const Problem &problem : table.problems())
        printErr(formatProblem(path, problem));
    if (!table)
        return false;
    *out = table.take();
    return true;
}

bool readRulesFiles(const QCommandLineParser &parser, pipeline::PipelineSettings &settings)
{
    return readTableFile(parser, "fault-codes", &FaultCodeTable::parse, &settings.codes)
        && readTableFile(parser, "fault-customization", &FrequencyRules::parse, &settings.rules)
        && readTableFile(parser, "switch-fault-codes", &SwitchFaultTable::parse, &settings.switchCodes)
        && readTableFile(parser, "log-profiles", &readTrainingLogProfiles, &settings.progress.addedProfiles);
}

// --restart-budget L,C,K: three positive numbers of seconds.
bool restartBudget(const QCommandLineParser &parser, pipeline::RestartBudget *out)
{
    if (!parser.isSet(QStringLiteral("restart-budget")))
        return true;
    const QString text = parser.value(QStringLiteral("restart-budget"));
    const QStringList parts = text.split(QLatin1Char(','));
    std::array<qint64, 3> ms{};
    bool ok = parts.size() == 3;
    for (qsizetype i = 0; ok && i < parts.size(); ++i) {
        const double seconds = parts[i].trimmed().toDouble(&ok);
        ok = ok && seconds > 0;
        ms[std::size_t(i)] = qint64(seconds * 1000);
    }
    if (!ok) {
        usageError(QStringLiteral("ascend-ops-cli pipeline: --restart-budget: expected three positive numbers of seconds "
                                "(link setup, checkpoint load, compile) such as 240,260,240, got \"%1\"\n").arg(text));
        return false;
    }
    *out = {ms[0], ms[1], ms[2]};
    return true;
}

bool positive(const QCommandLineParser &parser, const char *option, double *out)
{
    if (!parser.isSet(QLatin1String(option)))
        return true;
    bool ok = false;
    const double value = parser.value(QLatin1String(option)).toDouble(&ok);
    if (!ok || value <= 0) {
        usageError(QStringLiteral("ascend-ops-cli pipeline: --%1: expected a positive number, got \"%2\"\n")
                     .arg(QLatin1String(option), parser.value(QLatin1String(option))));
        return false;
    }
    *out = value;
    return true;
}

// --notify-webhook URL (repeatable, http or https; @FILE: a URL per line,
// so that a webhook's token stays out of the command line and the pod's
// spec, in a Secret mounted as a file) and --notify-template FILE (the body,
// with ${text} and its kin).
bool readNotify(const QCommandLineParser &parser, pipeline::NotifierSettings *notify)
{
    QStringList urls;
    for (const QString &value : parser.values(QStringLiteral("notify-webhook"))) {
        if (!value.startsWith(QLatin1Char('@'))) {
            urls << value;
            continue;
        }
        QFile list(value.mid(1));
        if (!list.open(QIODevice::ReadOnly)) {
            printErr(QStringLiteral("%1: cannot read: %2\n").arg(list.fileName(), list.errorString()));
            return false;
        }
        for (const QByteArray &line : list.readAll().split('\n'))
            if (!line.trimmed().isEmpty() && !line.trimmed().startsWith('#'))
                urls << QString::fromUtf8(line.trimmed());
    }
    for (const QString &value : urls) {
        const QUrl url(value, QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) || url.host().isEmpty()) {
            usageError(QStringLiteral("ascend-ops-cli pipeline: --notify-webhook: expected an http or https URL\n"));
            return false;
        }
        notify->webhooks << url;
    }
    const QString file = parser.value(QStringLiteral("notify-template"));
    if (file.isEmpty())
        return true;
    QFile text(file);
    if (!text.open(QIODevice::ReadOnly)) {
        printErr(QStringLiteral("%1: cannot read: %2\n").arg(file, text.errorString()));
        return false;
    }
    notify->bodyTemplate = QString::fromUtf8(text.readAll());
    QString unknown;
    if (!pipeline::validNotifyTemplate(notify->bodyTemplate, &unknown)) {
        printErr(QStringLiteral("%1: %2 is not a placeholder (${event}, ${incident}, ${job}, ${state}, ${message}, ${text}, "
                                "${time})\n").arg(file, unknown));
        return false;
    }
    return true;
}

std::optional<Options> parseOptions(const QStringList &args, bool serve)
{
    QCommandLineParser parser;
    for (const char *option : {"kubeconfig", "context", "mode", "journal", "duration", "identity", "hang-seconds",
                               "verify-timeout", "fault-codes", "fault-customization", "switch-fault-codes", "breaker-nodes",
                               "breaker-percent", "breaker-window", "lease-namespace", "lease-name", "settle-ms", "ssh-config",
                               "ssh-nodes", "ssh-interval", "restart-budget", "log-profiles", "metrics-listen",
                               "notify-webhook", "notify-template"})
        parser.addOption({QLatin1String(option), QString(), QStringLiteral("VALUE")});
    parser.addOption({QStringLiteral("accept-actions"), QString()});
    if (!parseOrComplain(parser, args))
        return std::nullopt;
    Options options;
    const std::optional<PipelineMode> mode = pipeline::pipelineModeFromName(parser.value(QStringLiteral("mode")));
    if (!mode) {
        printErr(QStringLiteral("ascend-ops-cli pipeline: --mode: expected observe, approve or auto\n"));
        return std::nullopt;
    }
    options.settings.mode = *mode;
    options.journalDir = parser.value(QStringLiteral("journal"));
    if (options.journalDir.isEmpty()) {
        printErr(QStringLiteral("ascend-ops-cli pipeline: --journal DIR is required\n"));
        return std::nullopt;
    }
    if (!restartBudget(parser, &options.settings.detector.restart))
        return std::nullopt;
    if (serve && !parser.isSet(QStringLiteral("kubeconfig"))) {
        QString error;
        std::optional<kube::ClusterConnection> connection = kube::inClusterConnection(&error);
        if (!connection) {
            printErr(QStringLiteral("ascend-ops-cli pipeline serve: %1 (give --kubeconfig outside a cluster)\n").arg(error));
            return std::nullopt;
        }
        options.connection = *connection;
    } else {
        const std::optional<kube::ClusterConnection> connection = connectionFromOptions(parser);
        if (!connection)
            return std::nullopt;
        options.connection = *connection;
    }
    double duration = 0, hang = 120, verify = 900, nodes = 2, percent = 10, window = 600, settle = 300, sshInterval = 5;
    if (!positive(parser, "duration", &duration) || !positive(parser, "hang-seconds", &hang)
        || !positive(parser, "verify-timeout", &verify) || !positive(parser, "breaker-nodes", &nodes)
        || !positive(parser, "breaker-percent", &percent) || !positive(parser, "breaker-window", &window)
        || !positive(parser, "settle-ms", &settle) || !positive(parser, "ssh-interval", &sshInterval)
        || !readRulesFiles(parser, options.settings))
        return std::nullopt;
    options.durationS = int(duration);
    options.settings.detector.hangMs = qint64(hang * 1000);
    options.settings.verifyTimeoutMs = qint64(verify * 1000);
    options.settings.settleMs = qint64(settle);
    options.sshConfig = parser.value(QStringLiteral("ssh-config"));
    options.sshNodes = parser.value(QStringLiteral("ssh-nodes")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    options.sshIntervalMs = int(sshInterval * 1000);
    if (!options.sshConfig.isEmpty() && options.sshNodes.isEmpty()) {
        printErr(QStringLiteral("ascend-ops-cli pipeline: --ssh-config needs --ssh-nodes NODE,... or --ssh-nodes all\n"));
        return std::nullopt;
    }
    options.settings.breaker = {int(nodes), percent / 100.0, qint64(window * 1000)};
    options.settings.identity = parser.isSet(QStringLiteral("identity"))
        ? parser.value(QStringLiteral("identity"))
        : QStringLiteral("%1-%2").arg(QHostInfo::localHostName()).arg(QCoreApplication::applicationPid());
    // Where consoles look for it (pipeline/clusterpipeline.h): elsewhere,
    // they do not see this pipeline, and may decide beside it.
    options.leaseNamespace = parser.isSet(QStringLiteral("lease-namespace")) ? parser.value(QStringLiteral("lease-namespace"))
                                                                             : QLatin1String(pipeline::kClusterPipelineNamespace);
    if (parser.isSet(QStringLiteral("lease-name")))
        options.leaseName = parser.value(QStringLiteral("lease-name"));
    options.metricsListen = parser.isSet(QStringLiteral("metrics-listen")) ? parser.value(QStringLiteral("metrics-listen"))
                          : serve                                          ? kServeMetricsListen
                                                                           : QString();
    if (!readNotify(parser, &options.notify))
        return std::nullopt;
    options.askOnTerminal = !serve;
    options.acceptActions = parser.isSet(QStringLiteral("accept-actions"));
    return options;
}

int run(const QStringList &args)
{
    std::optional<Options> options = parseOptions(args, false);
    if (!options)
        return ExitUsage;
    const int duration = options->durationS;
    PipelineHost host(std::move(*options));
    if (!host.open())
        return ExitUsage;
    installQuitOnSignals(&host);
    if (duration > 0)
        QTimer::singleShot(duration * 1000, &host, [] { QCoreApplication::quit(); });
    host.setLeader(true);   // alone: no election
    host.startWatching();
    return QCoreApplication::exec();
}

// Leader election: only the replica holding the Lease watches and acts; the
// others try again every few seconds. Losing the Lease ends the process so
// that it starts over clean, as Kubernetes controllers do.
int serve(const QStringList &args)
{
    std::optional<Options> options = parseOptions(args, true);
    if (!options)
        return ExitUsage;
    const QString ns = options->leaseNamespace, name = options->leaseName, identity = options->settings.identity;
    const bool acceptActions = options->acceptActions;
    PipelineHost host(std::move(*options));
    if (!host.open())
        return ExitUsage;
    installQuitOnSignals(&host);
    kube::LeaseLock leader(host.client(), ns, name, identity, 15);
    std::unique_ptr<pipeline::PipelineRequestInbox> requests;
    QTimer retry;
    retry.setSingleShot(true);
    retry.setInterval(5000);
    QObject::connect(&retry, &QTimer::timeout, &leader, &kube::LeaseLock::acquire);
    QObject::connect(&leader, &kube::LeaseLock::acquired, &host, [&] {
        say(QStringLiteral("%1 leader as %2 (Lease %3/%4)\n").arg(nowText(), identity, ns, name));
        host.setLeader(true);
        host.startWatching();
        // A person's answers from a console or `pipeline approve`, sent where its Lease is.
        requests = std::make_unique<pipeline::PipelineRequestInbox>(host.client(), host.pipeline(), ns);
        requests->setAcceptsActions(acceptActions);
        QObject::connect(requests.get(), &pipeline::PipelineRequestInbox::answered, &host, [](const QString &name, const QString &outcome) {
            say(QStringLiteral("%1 request %2: %3\n").arg(nowText(), name, outcome));
        });
        QObject::connect(requests.get(), &pipeline::PipelineRequestInbox::failed, &host, [](const QString &name, const QString &why) {
            printErr(QStringLiteral("ascend-ops-cli pipeline serve: the outcome of request %1 could not be written: %2\n").arg(name, why));
        });
        requests->start();
    });
    QObject::connect(&leader, &kube::LeaseLock::refused, &host, [&](const QString &holder) {
        say(QStringLiteral("%1 standing by: %2 leads\n").arg(nowText(), holder));
        host.setLeader(false);
        retry.start();
    });
    // Its status on its Lease, where consoles on the cluster read it and do
    // not decide beside it (pipeline/clusterpipeline.h); written with each renewal.
    const auto tellLease = [&] { leader.setAnnotations(pipeline::leaseStatusOf(host.pipeline())); };
    tellLease();
    QObject::connect(&host.pipeline(), &pipeline::RecoveryPipeline::incidentChanged, &leader, tellLease);
    QObject::connect(&host.pipeline(), &pipeline::RecoveryPipeline::modeChanged, &leader, tellLease);
    QObject::connect(&leader, &kube::LeaseLock::lost, &host, [](const QString &why) {
        printErr(QStringLiteral("ascend-ops-cli pipeline serve: lost the leader Lease: %1\n").arg(why));
        QCoreApplication::exit(ExitInvalid);
    });
    leader.acquire();
    // On SIGTERM the Lease is left to expire (15 s): the event loop that
    // would send a release is already over.
    return QCoreApplication::exec();
}

} // namespace

int runPipelineCommand(const QStringList &args)
{
    if (args.value(1) == QLatin1String("run"))
        return run(args.mid(1));
    if (args.value(1) == QLatin1String("serve"))
        return serve(args.mid(1));
    if (args.value(1) == QLatin1String("status"))
        return runPipelineStatus(args.mid(1));
    if (args.value(1) == QLatin1String("approve") || args.value(1) == QLatin1String("decline"))
        return runPipelineAnswer(args.mid(1));
    return subcommandError(QStringLiteral("pipeline"), args.value(1));
}

} // namespace ascendops::cli
