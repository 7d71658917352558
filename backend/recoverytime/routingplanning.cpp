#include "recoverytime/routingplanning.h"

#include "formats/jsonpointer.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ascendops::recoverytime {
namespace {

using Json = nlohmann::json;

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

QString at(const QString &base, const std::string &token)
{
    return qs(JsonPointer::append(base.toStdString(), token));
}

// The plugin's arguments; `wanted` found among them, with its place.
void readPlugin(const Json &job, const char *name, const char *wanted, std::optional<Evidenced> *plugin,
                std::optional<Evidenced> *found)
{
    const Json *args = fields::find(job, {"spec", "plugins", name});
    if (!args)
        return;
    const QString place = at(QStringLiteral("/spec/plugins"), name);
    QStringList texts;
    for (std::size_t i = 0; args->is_array() && i < args->size(); ++i) {
        if (!(*args)[i].is_string())
            continue;
        const QString text = qs((*args)[i].get<std::string>()).trimmed();
        texts << text;
        if (text == QLatin1String(wanted) && !*found)
            *found = Evidenced{text, place + QStringLiteral("/%1").arg(i)};
    }
    *plugin = Evidenced{texts.join(QLatin1Char(' ')), place};
}

// A required anti-affinity term that keeps two pods of this job off one host.
void readAntiAffinity(const Json &chosenTemplate, const QString &templatePlace, const QString &jobName, RoutingFacts &facts)
{
    const Json *terms = fields::find(chosenTemplate, {"spec", "affinity", "podAntiAffinity", "requiredDuringSchedulingIgnoredDuringExecution"});
    const QString place = templatePlace + QStringLiteral("/spec/affinity/podAntiAffinity/requiredDuringSchedulingIgnoredDuringExecution");
    for (std::size_t i = 0; terms && terms->is_array() && i < terms->size(); ++i) {
        const Json &term = (*terms)[i];
        if (fields::text(term, {"topologyKey"}) != QLatin1String("kubernetes.io/hostname"))
            continue;
        QStringList names;
        if (const Json *labels = fields::find(term, {"labelSelector", "matchLabels"}); labels && labels->is_object())
            names << fields::text(*labels, {"volcano.sh/job-name"});
        const Json *expressions = fields::find(term, {"labelSelector", "matchExpressions"});
        for (std::size_t e = 0; expressions && expressions->is_array() && e < expressions->size(); ++e) {
            const Json &expression = (*expressions)[e];
            const Json *values = fields::find(expression, {"values"});
            if (fields::text(expression, {"key"}) != QLatin1String("volcano.sh/job-name")
                || fields::text(expression, {"operator"}) != QLatin1String("In") || !values || !values->is_array())
                continue;
            for (const Json &value : *values)
                if (value.is_string())
                    names << qs(value.get<std::string>());
        }
        if (names.contains(jobName)) {
            facts.antiAffinity = Evidenced{jobName, place + QStringLiteral("/%1").arg(i)};
            return;
        }
        names.removeAll(QString());
        if (!names.isEmpty())
            facts.antiAffinityNote = QCoreApplication::translate("ascendops::recoverytime", "the anti-affinity at %1/%2 names job %3, not %4")
                                         .arg(place).arg(i).arg(names.join(QStringLiteral(", ")), jobName);
    }
}

// The last assignment of a shell variable in the scripts, exported or not.
struct Assignment
{
    QString value;
    QString where;
    QStringList references;   // the variables it names as written
};

std::optional<Assignment> lastAssignment(const JobFacts &facts, const QString &name)
{
    std::optional<Assignment> last;
    for (const ReadScript &script : facts.scripts)
        for (const ScriptExport &assignment : script.facts.exports)
            if (assignment.name == name)
                last = Assignment{assignment.value, script.facts.place(assignment.line), assignment.references};
    return last;
}

// What the checks found: failures (with their places), what could not be
// read, and remarks.
struct Verdicts
{
    std::vector<std::pair<QString, QString>> failures;   // words, place
    QStringList unknown;
    QStringList notes;

    void fail(QString words, QString where) { failures.emplace_back(std::move(words), std::move(where)); }
};

void checkSize(const JobFacts &facts, Verdicts &v)
{
    const RoutingFacts &r = facts.routing;
    if (!r.replicas) {
        v.unknown << QCoreApplication::translate("ascendops::recoverytime", "the job's replicas were not found");
        return;
    }
    const int nodes = r.replicas->value.toInt();
    const int cards = facts.npuRequest ? nodes * facts.npuRequest->value.toInt() : 0;
    if (cards > 0 && cards < kRoutingAdvisedCards)
        v.notes << QCoreApplication::translate("ascendops::recoverytime", "%1 cards: advised for %2 or more").arg(cards).arg(kRoutingAdvisedCards);
    const Evidenced *hosts = nullptr;
    if (const auto it = facts.env.constFind(QStringLiteral("MA_NUM_HOSTS")); it != facts.env.cend())
        hosts = &*it;
    if (!hosts)
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "MA_NUM_HOSTS is not set"), facts.containerPlace + QStringLiteral("/env"));
    else if (hosts->value.toInt() != nodes)
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "MA_NUM_HOSTS=%1 but the tasks have %2 replicas").arg(hosts->value).arg(nodes), hosts->where);
    if (r.minAvailable && r.minAvailable->value.toInt() != nodes)
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "minAvailable %1 but the tasks have %2 replicas").arg(r.minAvailable->value).arg(nodes),
               r.minAvailable->where);
}

void checkCards(const JobFacts &facts, Verdicts &v)
{
    const auto gpus = facts.env.constFind(QStringLiteral("MA_NUM_GPUS"));
    if (!facts.npuRequest) {
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "the container requests no NPU"), facts.containerPlace + QStringLiteral("/resources"));
        return;
    }
    if (!facts.npuRequest->where.endsWith(QLatin1String("ascend-1980")))
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "the NPUs are not requested as huawei.com/ascend-1980"), facts.npuRequest->where);
    if (gpus == facts.env.cend())
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "MA_NUM_GPUS is not set"), facts.containerPlace + QStringLiteral("/env"));
    else if (gpus->value != facts.npuRequest->value)
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "the container requests %1 NPUs but MA_NUM_GPUS=%2").arg(facts.npuRequest->value, gpus->value),
               facts.npuRequest->where);
}

void checkSpec(const JobFacts &facts, Verdicts &v)
{
    const RoutingFacts &r = facts.routing;
    if (!r.cabinet)
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "the pod template has no cabinet annotation (it switches on the switch topology delivery)"),
               facts.templatePlace + QStringLiteral("/metadata/annotations"));
    if (!r.rankTableV2)
        v.fail(r.configMap1980 ? QCoreApplication::translate("ascendops::recoverytime", "plugin configmap1980 has \"%1\", not --rank-table-version=v2").arg(r.configMap1980->value)
                               : QCoreApplication::translate("ascendops::recoverytime", "plugin configmap1980 with --rank-table-version=v2 is missing"),
               r.configMap1980 ? r.configMap1980->where : QStringLiteral("/spec/plugins"));
    if (!r.publishNotReady)
        v.fail(r.svc ? QCoreApplication::translate("ascendops::recoverytime", "plugin svc has \"%1\", not --publish-not-ready-addresses=true").arg(r.svc->value)
                     : QCoreApplication::translate("ascendops::recoverytime", "plugin svc with --publish-not-ready-addresses=true is missing"),
               r.svc ? r.svc->where : QStringLiteral("/spec/plugins"));
    if (!r.antiAffinity)
        v.fail(r.antiAffinityNote.isEmpty()
                   ? QCoreApplication::translate("ascendops::recoverytime", "no required pod anti-affinity on volcano.sh/job-name=%1 per kubernetes.io/hostname").arg(facts.name)
                   : r.antiAffinityNote,
               facts.templatePlace + QStringLiteral("/spec/affinity"));
}

// Whether the value names RANK_AFTER_ACC as written: after expansion it
// holds whatever the command last exported into it.
bool takesRankAfterAcc(const std::optional<Assignment> &nodeRank)
{
    return nodeRank && nodeRank->references.contains(QLatin1String("RANK_AFTER_ACC"));
}

void checkLauncher(const JobFacts &facts, Verdicts &v)
{
    const ScriptLaunch *launch = nullptr;
    QString launchWhere;
    for (const ReadScript &script : facts.scripts)
        for (const ScriptLaunch &candidate : script.facts.launches)
            if (!launch || candidate.launcher == QLatin1String("mp.spawn")) {
                launch = &candidate;
                launchWhere = script.facts.place(candidate.line);
            }
    const QStringList distributed{QStringLiteral("torch.distributed.launch"), QStringLiteral("torch.distributed.run"),
                                  QStringLiteral("torchrun")};
    if (launch && launch->launcher == QLatin1String("mp.spawn"))
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "training starts with mp.spawn; routing planning needs torch.distributed.launch or run"), launchWhere);
    else if (launch && !distributed.contains(launch->launcher))
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "training starts with %1; routing planning needs torch.distributed.launch or run").arg(launch->launcher),
               launchWhere);
    else if (!launch && facts.scriptsComplete())
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "no torch.distributed.launch or run found in the start scripts"), {});
    else if (!launch)
        v.unknown << QCoreApplication::translate("ascendops::recoverytime", "the launcher was not found in the scripts read");
}

// The seed's command: bootstrap.sh (fetched at start from
// OPEN_SCRIPT_ADDRESS) writes the planned index to /tmp/RANK_AFTER_ACC, and
// the command exports it as RANK_AFTER_ACC.
void checkBootstrap(const JobFacts &facts, Verdicts &v)
{
    bool runsBootstrap = false, readsPlan = false;
    QString where;
    for (const ReadScript &script : facts.scripts) {
        for (const ScriptRun &run : script.facts.scriptsRun)
            if (run.value.endsWith(QLatin1String("bootstrap.sh")) && !runsBootstrap) {
                runsBootstrap = true;
                where = script.facts.place(run.line);
            }
        for (const ScriptExport &assignment : script.facts.exports)
            readsPlan = readsPlan || assignment.value.contains(QLatin1String("/tmp/RANK_AFTER_ACC"));
    }
    if (!runsBootstrap)
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "the command does not run bootstrap.sh, which plans the ranks"), facts.containerPlace + QStringLiteral("/command"));
    else if (!readsPlan)
        v.fail(QCoreApplication::translate("ascendops::recoverytime", "nothing reads /tmp/RANK_AFTER_ACC, where bootstrap.sh leaves the planned index"), where);
}

void checkScripts(const JobFacts &facts, Verdicts &v)
{
    checkLauncher(facts, v);
    checkBootstrap(facts, v);
    const std::optional<Assignment> nodeRank = lastAssignment(facts, QStringLiteral("NODE_RANK"));
    if (!nodeRank && !facts.scriptsComplete())
        v.unknown << QCoreApplication::translate("ascendops::recoverytime", "NODE_RANK was not found in the scripts read");
    else if (!takesRankAfterAcc(nodeRank))
        v.fail(nodeRank ? QCoreApplication::translate("ascendops::recoverytime", "NODE_RANK=%1: it must take $RANK_AFTER_ACC").arg(nodeRank->value)
                        : QCoreApplication::translate("ascendops::recoverytime", "NODE_RANK is not assigned $RANK_AFTER_ACC"),
               nodeRank ? nodeRank->where : QString());
    const std::optional<Assignment> master = lastAssignment(facts, QStringLiteral("MASTER_ADDR"));
    if (!master && !facts.scriptsComplete())
        v.unknown << QCoreApplication::translate("ascendops::recoverytime", "MASTER_ADDR was not found in the scripts read");
    else if (!master || !master->references.contains(QLatin1String("MA_MASTER_INDEX")))
        v.fail(master ? QCoreApplication::translate("ascendops::recoverytime", "MASTER_ADDR=%1: it must keep its assignment from MA_MASTER_INDEX").arg(master->value)
                      : QCoreApplication::translate("ascendops::recoverytime", "MASTER_ADDR is not assigned from MA_MASTER_INDEX"),
               master ? master->where : QString());
}

void checkNodes(const JobFacts &facts, Verdicts &v)
{
    if (!facts.live) {
        v.unknown << QCoreApplication::translate("ascendops::recoverytime", "the nodes' %1 annotation is checked live only").arg(QLatin1String(kNodeRankTableAnnotation));
        return;
    }
    if (facts.jobNodeRankTables.empty() && facts.jobNodeErrors.empty())
        v.unknown << QCoreApplication::translate("ascendops::recoverytime", "no pod of the job is bound to a node yet: the nodes' annotation is not checked");
    for (const auto &[node, value] : facts.jobNodeRankTables)
        if (value.trimmed().isEmpty())
            v.fail(QCoreApplication::translate("ascendops::recoverytime", "node %1 has no %2 annotation: its topology and rank table were not delivered")
                       .arg(node, QLatin1String(kNodeRankTableAnnotation)),
                   QStringLiteral("node %1:/metadata/annotations").arg(node));
    for (const auto &[node, why] : facts.jobNodeErrors)
        v.unknown << QCoreApplication::translate("ascendops::recoverytime", "node %1 not read: %2").arg(node, why);
}

} // namespace

RoutingFacts gatherRoutingFacts(const Json &job, const Json &chosenTemplate, const QString &templatePlace)
{
    RoutingFacts facts;
    if (const Json *tasks = fields::find(job, {"spec", "tasks"}); tasks && tasks->is_array())
        facts.replicas = Evidenced{QString::number(jobExpectedPodsOf(job)), QStringLiteral("/spec/tasks")};
    if (const Json *min = fields::find(job, {"spec", "minAvailable"}); min && min->is_number_integer())
        facts.minAvailable = Evidenced{QString::number(min->get<long long>()), QStringLiteral("/spec/minAvailable")};
    readPlugin(job, "configmap1980", "--rank-table-version=v2", &facts.configMap1980, &facts.rankTableV2);
    readPlugin(job, "svc", "--publish-not-ready-addresses=true", &facts.svc, &facts.publishNotReady);
    if (const Json *cabinet = fields::find(chosenTemplate, {"metadata", "annotations", kCabinetAnnotation}); cabinet && cabinet->is_string())
        facts.cabinet = Evidenced{qs(cabinet->get<std::string>()), templatePlace + QStringLiteral("/metadata/annotations/cabinet")};
    readAntiAffinity(chosenTemplate, templatePlace, fields::text(job, {"metadata", "name"}), facts);
    return facts;
}

Setting routingPlanning(const JobFacts &facts, Problems *problems)
{
    const char *id = "routing-planning";
    // A v2 rank table alone asks for nothing: ModelArts Lite jobs use it anyway.
    const std::optional<Assignment> nodeRank = lastAssignment(facts, QStringLiteral("NODE_RANK"));
    const bool asked = facts.routing.cabinet || takesRankAfterAcc(nodeRank);
    if (!asked)
        return {QString::fromLatin1(id), SettingState::Off, QString(),
                QCoreApplication::translate("ascendops::recoverytime", "not asked for: no cabinet annotation, no NODE_RANK=$RANK_AFTER_ACC")};
    // Seed 002: under 3 nodes the plugin skips planning; the job is not wrong.
    if (facts.routing.replicas && facts.routing.replicas->value.toInt() < kRoutingMinNodes)
        return {QString::fromLatin1(id), SettingState::Off, facts.routing.replicas->where,
                QCoreApplication::translate("ascendops::recoverytime", "asked for, but skipped: %1 node(s), and routing "
                                            "planning plans jobs of %2 or more (seed 002)")
                    .arg(facts.routing.replicas->value).arg(kRoutingMinNodes)};
    Verdicts v;
    checkSize(facts, v);
    checkCards(facts, v);
    checkSpec(facts, v);
    checkScripts(facts, v);
    checkNodes(facts, v);
    QStringList said;
    for (const auto &[words, where] : v.failures)
        said << words + (where.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(where));
    said << v.unknown << v.notes;
    const QString evidence = !v.failures.empty() ? v.failures.front().second
                           : facts.routing.cabinet ? facts.routing.cabinet->where : nodeRank->where;
    // The first failure is the setting's own problem; the others get theirs.
    for (std::size_t i = 1; i < v.failures.size(); ++i)
        problems->append(Problem::warning(v.failures[i].second.toStdString(),
                                          QStringLiteral("routing-planning: %1").arg(v.failures[i].first)));
    const SettingState state = !v.failures.empty() ? SettingState::Conflict
                             : !v.unknown.isEmpty() ? SettingState::Unknown : SettingState::On;
    return {QString::fromLatin1(id), state, evidence, said.join(QStringLiteral("; "))};
}

} // namespace ascendops::recoverytime
