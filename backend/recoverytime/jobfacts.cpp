#include "recoverytime/jobfacts.h"
#include "recoverytime/lastcheckpoint.h"
#include "recoverytime/routingplanning.h"
#include "recoverytime/softwareversions.h"

#include "formats/jsonpointer.h"
#include "formats/operatorranktable.h"
#include "formats/remainretrytimes.h"
#include "formats/versionorder.h"
#include "model/objectfields.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace ascendops::recoverytime {
namespace {

using Json = nlohmann::json;

constexpr int kMaxScripts = 16;   // a start script that starts itself stops here

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

QString pointer(const QString &base, const std::string &token)
{
    return qs(JsonPointer::append(base.toStdString(), token));
}

QString textOf(const Json &value)
{
    return value.is_string() ? qs(value.get<std::string>()) : QString();
}

// The container's NPU count with its place: limits first, as the device
// plugin allocates by them.
std::optional<Evidenced> npuRequestOf(const Json &container, const QString &place)
{
    for (const char *section : {"limits", "requests"}) {
        const Json *resources = fields::find(container, {"resources", section});
        if (!resources || !resources->is_object())
            continue;
        for (const auto &[name, value] : resources->items())
            if (name.rfind("huawei.com/Ascend", 0) == 0 || name.rfind("huawei.com/ascend", 0) == 0)
                return Evidenced{value.is_number_integer() ? QString::number(value.get<long long>()) : textOf(value),
                                 pointer(pointer(place + QStringLiteral("/resources"), section), name)};
    }
    return std::nullopt;
}

bool requestsNpus(const Json &container)
{
    for (const char *section : {"limits", "requests"}) {
        const Json *resources = fields::find(container, {"resources", section});
        if (resources && resources->is_object())
            for (const auto &[name, _] : resources->items())
                if (name.rfind("huawei.com/Ascend", 0) == 0 || name.rfind("huawei.com/ascend", 0) == 0)
                    return true;
    }
    return false;
}

// The job's pod templates with their places.
std::vector<std::pair<const Json *, QString>> templatesWithPlaces(const Json &job)
{
    std::vector<std::pair<const Json *, QString>> out;
    if (jobKindOf(job) == JobKind::AscendJob) {
        const Json *specs = fields::find(job, {"spec", "replicaSpecs"});
        if (specs && specs->is_object())
            for (const auto &[type, spec] : specs->items())
                if (spec.is_object() && spec.contains("template") && spec["template"].is_object())
                    out.emplace_back(&spec["template"], pointer(QStringLiteral("/spec/replicaSpecs"), type) + QStringLiteral("/template"));
        return out;
    }
    const Json *tasks = fields::find(job, {"spec", "tasks"});
    if (tasks && tasks->is_array())
        for (std::size_t i = 0; i < tasks->size(); ++i)
            if ((*tasks)[i].is_object() && (*tasks)[i].contains("template") && (*tasks)[i]["template"].is_object())
                out.emplace_back(&(*tasks)[i]["template"], QStringLiteral("/spec/tasks/%1/template").arg(i));
    return out;
}

void readImage(JobFacts &facts, const QString &image, const QString &where)
{
    facts.image = Evidenced{image, where};
    const QString lower = image.toLower();
    const QString repository = lower.section(QLatin1Char(':'), 0, 0).section(QLatin1Char('/'), -1);
    const QString tag = lower.section(QLatin1Char(':'), 1);
    for (const char *framework : {"mindspore", "pytorch", "torch", "tensorflow"}) {
        if (!repository.contains(QLatin1String(framework)) && !tag.contains(QLatin1String(framework)))
            continue;
        const QString name = qstrcmp(framework, "torch") == 0 ? QStringLiteral("pytorch") : QString::fromLatin1(framework);
        facts.imageFramework = Evidenced{name, where};
        if (!facts.framework)
            facts.framework = Evidenced{name, where};
        // The version follows the framework's name in the tag, or starts a
        // tag of a repository named after the framework.
        const QRegularExpression named(QStringLiteral(R"(%1[_-]?v?(\d+\.\d+(?:\.\d+)?))").arg(QLatin1String(framework)));
        const QRegularExpressionMatch inTag = named.match(tag);
        // "2.1.0-cann8.0.RC1", "24.0.RC1-A2-2.1.0-ubuntu20.04": the first
        // whole x.y.z between separators (24.0.RC1 is the image's own version).
        const QRegularExpressionMatch leading =
            QRegularExpression(QStringLiteral(R"((?:^|[-_])v?(\d+\.\d+\.\d+)(?=$|[-_]))")).match(tag);
        if (inTag.hasMatch())
            facts.frameworkVersion = Evidenced{inTag.captured(1), where};
        else if (repository.contains(QLatin1String(framework)) && leading.hasMatch())
            facts.frameworkVersion = Evidenced{leading.captured(1), where};
        break;
    }
    const QRegularExpressionMatch cann =
        QRegularExpression(QStringLiteral(R"(cann[_-]?v?(\d+\.\d+\.(?:rc\d+|\d+)(?:\.\w+)?))")).match(lower);
    if (cann.hasMatch())
        facts.cannVersion = Evidenced{cann.captured(1).toUpper(), where};
}

QString configMapValue(const JobInputs &inputs, const QString &map, const QString &key, QString *why)
{
    if (const auto failed = inputs.configMapErrors.find(map); failed != inputs.configMapErrors.end()) {
        *why = QCoreApplication::translate("ascendops::recoverytime", "ConfigMap %1 could not be read: %2").arg(map, failed->second);
        return {};
    }
    const auto it = inputs.configMaps.find(map);
    if (it == inputs.configMaps.end()) {
        *why = inputs.live ? QCoreApplication::translate("ascendops::recoverytime", "ConfigMap %1 was not found").arg(map)
                           : QCoreApplication::translate("ascendops::recoverytime", "from ConfigMap %1, key %2, which is not in the file").arg(map, key);
        return {};
    }
    const Json *data = fields::find(it->second, {"data"});
    if (!data || !data->is_object() || !data->contains(key.toStdString()) || !(*data)[key.toStdString()].is_string()) {
        *why = QCoreApplication::translate("ascendops::recoverytime", "ConfigMap %1 has no key %2").arg(map, key);
        return {};
    }
    why->clear();
    return textOf((*data)[key.toStdString()]);
}

void readEnv(JobFacts &facts, const JobInputs &inputs, const Json &container, const QString &place)
{
    const Json *env = fields::find(container, {"env"});
    if (env && env->is_array()) {
        for (std::size_t i = 0; i < env->size(); ++i) {
            const Json &entry = (*env)[i];
            const QString name = fields::text(entry, {"name"});
            if (name.isEmpty())
                continue;
            const QString where = place + QStringLiteral("/env/%1").arg(i);
            if (entry.contains("value")) {
                if (!entry["value"].is_string()) {
                    // `value: 0` unquoted: the API server refuses the pod.
                    facts.problems.append(Problem::error((where + QStringLiteral("/value")).toStdString(),
                        QCoreApplication::translate("ascendops::recoverytime", "%1 is not a string: Kubernetes refuses the pod; quote the value").arg(name)));
                    facts.env.insert(name, {QString(), where + QStringLiteral("/value")});
                    facts.unknownEnv.insert(name, QCoreApplication::translate("ascendops::recoverytime", "its value is not a string"));
                    continue;
                }
                facts.env.insert(name, {fields::text(entry, {"value"}), where + QStringLiteral("/value")});
                continue;
            }
            QString why = QCoreApplication::translate("ascendops::recoverytime", "set from the pod's own fields at run time");
            if (const Json *ref = fields::find(entry, {"valueFrom", "configMapKeyRef"})) {
                const QString value = configMapValue(inputs, fields::text(*ref, {"name"}), fields::text(*ref, {"key"}), &why);
                if (why.isEmpty()) {
                    facts.env.insert(name, {value, where + QStringLiteral("/valueFrom/configMapKeyRef")});
                    continue;
                }
            } else if (fields::find(entry, {"valueFrom", "secretKeyRef"})) {
                why = QCoreApplication::translate("ascendops::recoverytime", "from a Secret: the console does not read Secrets");
            }
            facts.env.insert(name, {QString(), where});
            facts.unknownEnv.insert(name, why);
        }
    }
    const Json *envFrom = fields::find(container, {"envFrom"});
    if (envFrom && envFrom->is_array()) {
        for (std::size_t i = 0; i < envFrom->size(); ++i) {
            const QString map = fields::text((*envFrom)[i], {"configMapRef", "name"});
            const QString where = place + QStringLiteral("/envFrom/%1").arg(i);
            const auto it = inputs.configMaps.find(map);
            const Json *data = it == inputs.configMaps.end() ? nullptr : fields::find(it->second, {"data"});
            if (map.isEmpty() || !data || !data->is_object()) {
                QString why = QCoreApplication::translate("ascendops::recoverytime", "not read offline");
                if (map.isEmpty())
                    why = QCoreApplication::translate("ascendops::recoverytime", "a Secret or an unnamed source, which the console does not read");
                else if (const auto failed = inputs.configMapErrors.find(map); failed != inputs.configMapErrors.end())
                    why = QCoreApplication::translate("ascendops::recoverytime", "ConfigMap %1 could not be read: %2").arg(map, failed->second);
                else if (inputs.live)
                    why = QCoreApplication::translate("ascendops::recoverytime", "ConfigMap %1 was not found").arg(map);
                facts.envFromUnread = QStringLiteral("%1 (%2)").arg(where, why);
                facts.problems.append(Problem::note(where.toStdString(),
                    QCoreApplication::translate("ascendops::recoverytime", "variables from it were not read: %1; a variable not found may be set there").arg(why)));
                continue;
            }
            // `env` wins over `envFrom` where both set a variable.
            const QString prefix = fields::text((*envFrom)[i], {"prefix"});
            for (const auto &[key, value] : data->items())
                if (!facts.env.contains(prefix + qs(key)))
                    facts.env.insert(prefix + qs(key), {textOf(value), where});
        }
    }
}

void readMounts(JobFacts &facts, const Json &podSpec, const Json &container, const QString &templatePlace)
{
    const Json *volumes = fields::find(podSpec, {"volumes"});
    const Json *mounts = fields::find(container, {"volumeMounts"});
    if (!volumes || !volumes->is_array() || !mounts || !mounts->is_array())
        return;
    for (const Json &mount : *mounts) {
        MountedVolume mounted;
        mounted.name = fields::text(mount, {"name"});
        mounted.mountPath = QDir::cleanPath(fields::text(mount, {"mountPath"}));
        const QString subPath = fields::text(mount, {"subPath"});
        mounted.subPath = subPath;
        mounted.readOnly = fields::find(mount, {"readOnly"}) && *fields::find(mount, {"readOnly"}) == true;
        for (std::size_t i = 0; i < volumes->size(); ++i) {
            const Json &volume = (*volumes)[i];
            if (fields::text(volume, {"name"}) != mounted.name)
                continue;
            mounted.where = templatePlace + QStringLiteral("/spec/volumes/%1").arg(i);
            if (const Json *map = fields::find(volume, {"configMap"})) {
                mounted.kind = QStringLiteral("configMap");
                mounted.source = fields::text(*map, {"name"});
                if (const Json *items = fields::find(*map, {"items"}); items && items->is_array())
                    for (const Json &item : *items)
                        mounted.items[fields::text(item, {"key"})] = fields::text(item, {"path"});
            } else if (fields::find(volume, {"hostPath"})) {
                mounted.kind = QStringLiteral("hostPath");
                mounted.source = fields::text(volume, {"hostPath", "path"});
            } else if (fields::find(volume, {"nfs"})) {
                mounted.kind = QStringLiteral("nfs");
                mounted.source = fields::text(volume, {"nfs", "server"}) + QLatin1Char(':') + fields::text(volume, {"nfs", "path"});
            } else if (fields::find(volume, {"persistentVolumeClaim"})) {
                mounted.kind = QStringLiteral("persistentVolumeClaim");
                mounted.source = fields::text(volume, {"persistentVolumeClaim", "claimName"});
            } else if (fields::find(volume, {"emptyDir"})) {
                mounted.kind = QStringLiteral("emptyDir");
            } else {
                mounted.kind = QStringLiteral("other");
            }
            if (!subPath.isEmpty() && mounted.kind == QLatin1String("hostPath"))
                mounted.source = QDir::cleanPath(mounted.source + QLatin1Char('/') + subPath);
            break;
        }
        if (!mounted.kind.isEmpty())
            facts.mounts.push_back(std::move(mounted));
    }
}

// The container's command and args as one shell text: the string of
// `sh -c STRING`, or the words quoted.
QString commandText(const Json &container, bool *any)
{
    QStringList words;
    for (const char *part : {"command", "args"}) {
        const Json *list = fields::find(container, {part});
        if (list && list->is_array())
            for (const Json &word : *list)
                words << textOf(word);
    }
    *any = !words.isEmpty();
    const int dashC = int(words.indexOf(QStringLiteral("-c")));
    if (dashC >= 1 && dashC + 1 < words.size() && QFileInfo(words[dashC - 1]).fileName().endsWith(QLatin1String("sh")))
        return words[dashC + 1];
    for (QString &word : words)
        word = QLatin1Char('\'') + QString(word).replace(QLatin1Char('\''), QLatin1String("'\\''")) + QLatin1Char('\'');
    return words.join(QLatin1Char(' '));
}

// A script read: its problems, and its exports as the environment the
// processes it launches see (later exports win).
void mergeScript(JobFacts &facts, const StartScriptFacts &script)
{
    facts.problems.append(script.problems);
    for (const ScriptExport &exported : script.exports) {
        if (!exported.exported)
            continue;
        facts.env.insert(exported.name, {exported.value, script.place(exported.line)});
        facts.unknownEnv.remove(exported.name);
    }
}

class ScriptWalk
{
public:
    ScriptWalk(JobFacts &facts, const JobInputs &inputs, QString workingDir)
        : m_facts(facts), m_inputs(inputs), m_workingDir(std::move(workingDir))
    {
    }

    void follow(const StartScriptFacts &from, const QString &ownDir)
    {
        for (const auto &named : from.scriptsRun) {
            // The directory the script was in when it named this one: its
            // last `cd` before that line, else its own directory.
            QString dir = ownDir;
            for (const auto &cd : from.directories) {
                if (cd.line > named.line)
                    break;
                // A `cd` the console cannot expand leaves the directory unknown.
                if (cd.value.contains(QLatin1Char('$')) || dir.isEmpty())
                    dir = QDir::isAbsolutePath(cd.value) && !cd.value.contains(QLatin1Char('$')) ? cd.value : QString();
                else
                    dir = QDir::isAbsolutePath(cd.value) ? cd.value : QDir::cleanPath(dir + QLatin1Char('/') + cd.value);
            }
            visit(named.value, dir, from.place(named.line), named.arguments);
        }
    }

    // A script given by name (--script) is read even when no script the
    // console could follow names it: a launcher given its entry point through
    // variables it cannot expand still runs it.
    void readTheRestGiven()
    {
        QStringList given = m_inputs.scripts.keys();
        given.sort();   // in one order every run: later exports win
        for (const QString &base : given)
            if (!m_readBases.contains(base))
                visit(base, {}, QStringLiteral("--script"), {});
    }

private:
    void visit(const QString &named, const QString &dir, const QString &namedAt, const QStringList &arguments)
    {
        QString path = named;
        if (!QDir::isAbsolutePath(path) && !dir.isEmpty() && !path.contains(QLatin1Char('$')))
            path = QDir::cleanPath(dir + QLatin1Char('/') + path);
        if (!m_seen.insert(path).second)
            return;
        if (int(m_facts.scripts.size()) >= kMaxScripts) {
            m_facts.unread.push_back({path, namedAt, QCoreApplication::translate("ascendops::recoverytime", "more than %1 start scripts: not followed").arg(kMaxScripts)});
            return;
        }
        QString origin, why;
        const QByteArray text = locate(path, &origin, &why);
        if (!why.isEmpty()) {
            m_facts.unread.push_back({path, namedAt, why});
            return;
        }
        QHash<QString, QString> environment;
        for (auto it = m_facts.env.cbegin(); it != m_facts.env.cend(); ++it)
            environment.insert(it.key(), it->value);
        // `bash train_start.sh /job/code /job/output train.py`: $1, $2, $3.
        for (qsizetype i = 0; i < arguments.size() && i < 9; ++i)
            environment.insert(QString::number(i + 1), arguments[i]);
        m_readBases.insert(QFileInfo(path).fileName());
        ReadScript script{path, origin, readStartScript(path, text, environment)};
        m_facts.scripts.push_back(script);
        mergeScript(m_facts, script.facts);
        follow(script.facts, QDir::isAbsolutePath(path) ? QFileInfo(path).path() : dir);
    }

    QByteArray locate(const QString &path, QString *origin, QString *why)
    {
        const QString base = QFileInfo(path).fileName();
        if (m_inputs.scripts.contains(base)) {
            *origin = m_inputs.scriptOrigins.value(base, base);
            return m_inputs.scripts.value(base);
        }
        if (path.contains(QLatin1Char('$'))) {
            *why = QCoreApplication::translate("ascendops::recoverytime", "its path depends on a variable the console could not expand");
            return {};
        }
        if (!QDir::isAbsolutePath(path)) {
            *why = m_inputs.live ? QCoreApplication::translate("ascendops::recoverytime", "a relative path in a directory the console could not resolve")
                                 : QCoreApplication::translate("ascendops::recoverytime", "a relative path in a directory the console could not resolve: give it with --script");
            return {};
        }
        const MountedVolume *volume = m_facts.volumeHolding(path);
        if (!volume) {
            *why = m_inputs.live ? QCoreApplication::translate("ascendops::recoverytime", "inside the container image, which the console cannot read")
                                 : QCoreApplication::translate("ascendops::recoverytime", "inside the container image: give it with --script");
            return {};
        }
        const QString relative = path.mid(volume->mountPath.size()).remove(0, 1);
        if (volume->kind == QLatin1String("configMap"))
            return fromConfigMap(*volume, relative, origin, why);
        if (!volume->shared()) {
            *why = QCoreApplication::translate("ascendops::recoverytime", "on a %1 volume, which exists only while the pod runs").arg(volume->kind);
            return {};
        }
        const QString where = QCoreApplication::translate("ascendops::recoverytime", "on %1 %2 (volume %3)").arg(volume->kind, volume->source, volume->name);
        if (!m_inputs.live) {
            *why = where + QCoreApplication::translate("ascendops::recoverytime", ": give it with --script");
            return {};
        }
        if (m_inputs.podNode.isEmpty()) {
            *why = where + QCoreApplication::translate("ascendops::recoverytime", ": no pod of the job runs on a node to read it from");
            return {};
        }
        const QString nodePath = m_facts.nodePathOf(*volume, relative, m_inputs.podUid);
        if (nodePath.isEmpty()) {
            *why = where + QCoreApplication::translate("ascendops::recoverytime", ": reading a claim's files on a node is not built yet");
            return {};
        }
        const NodeFile *file = m_facts.nodeFile(nodePath);
        if (!file) {
            *why = QCoreApplication::translate("ascendops::recoverytime", "%1, at %2 on node %3: %4").arg(where, nodePath, m_inputs.podNode,
                       m_inputs.nodeReadNote.isEmpty() ? QCoreApplication::translate("ascendops::recoverytime", "not read yet") : m_inputs.nodeReadNote);
            return {};
        }
        if (!file->error.isEmpty() || file->directory) {
            *why = QCoreApplication::translate("ascendops::recoverytime", "%1 on node %2: %3").arg(nodePath, m_inputs.podNode,
                                                           file->directory ? QCoreApplication::translate("ascendops::recoverytime", "a directory") : file->error);
            return {};
        }
        *origin = QStringLiteral("node %1:%2").arg(m_inputs.podNode, nodePath);
        return file->text;
    }

    QByteArray fromConfigMap(const MountedVolume &volume, const QString &relative, QString *origin, QString *why) const
    {
        // A subPath mount shows one key (or a folder of them) at mountPath.
        QString key = volume.subPath.isEmpty() ? relative
                      : relative.isEmpty()      ? volume.subPath
                                                : volume.subPath + QLatin1Char('/') + relative;
        for (const auto &[itemKey, itemPath] : volume.items)
            if (QDir::cleanPath(itemPath) == relative)
                key = itemKey;
        const QString text = configMapValue(m_inputs, volume.source, key, why);
        if (!why->isEmpty()) {
            if (!m_inputs.live)
                *why += QCoreApplication::translate("ascendops::recoverytime", "; give the script with --script");
            return {};
        }
        *origin = QStringLiteral("ConfigMap %1, key %2").arg(volume.source, key);
        return text.toUtf8();
    }

    JobFacts &m_facts;
    const JobInputs &m_inputs;
    QString m_workingDir;
    std::set<QString> m_seen;
    QSet<QString> m_readBases;   // the base names read, to match --script
};

// Every NPU container of the job's templates, the one read first: a change
// goes to all of them, or the templates would differ.
std::vector<PatchTarget> patchTargetsOf(const std::vector<std::pair<const Json *, QString>> &templates,
                                        const QString &chosenContainer)
{
    std::vector<PatchTarget> targets;
    for (const auto &[podTemplate, place] : templates) {
        const Json *containers = fields::find(*podTemplate, {"spec", "containers"});
        if (!containers || !containers->is_array())
            continue;
        for (std::size_t i = 0; i < containers->size(); ++i) {
            const Json &container = (*containers)[i];
            const QString containerPlace = place + QStringLiteral("/spec/containers/%1").arg(i);
            if (requestsNpus(container) || containerPlace == chosenContainer)
                targets.push_back({place, containerPlace, container.contains("env"), container.contains("volumeMounts"),
                                   fields::find(*podTemplate, {"spec", "volumes"}) != nullptr});
        }
    }
    std::stable_partition(targets.begin(), targets.end(),
                          [&](const PatchTarget &t) { return t.containerPlace == chosenContainer; });
    return targets;
}

// What a recovery reads from a container: its image, command and env.
Json recoverySettingsOf(const Json &container)
{
    Json out = Json::object();
    for (const char *field : {"image", "command", "args", "env"})
        if (container.contains(field))
            out[field] = container[field];
    return out;
}

// The profile reads one template; the others' NPU containers should say the
// same, or a restarted Worker comes back with other settings than its Master.
void compareTemplates(JobFacts &facts, const std::vector<std::pair<const Json *, QString>> &templates,
                      const QString &chosenPlace, const Json &chosen)
{
    const Json reference = recoverySettingsOf(chosen);
    for (const auto &[podTemplate, place] : templates) {
        if (place == chosenPlace)
            continue;
        const Json *containers = fields::find(*podTemplate, {"spec", "containers"});
        if (!containers || !containers->is_array())
            continue;
        for (std::size_t i = 0; i < containers->size(); ++i) {
            if (!requestsNpus((*containers)[i]))
                continue;
            QStringList differing;
            const Json other = recoverySettingsOf((*containers)[i]);
            for (const char *field : {"image", "command", "args", "env"})
                if (reference.value(field, Json()) != other.value(field, Json()))
                    differing << QString::fromLatin1(field);
            if (!differing.isEmpty())
                facts.problems.append(Problem::warning(QStringLiteral("%1/spec/containers/%2").arg(place).arg(i).toStdString(),
                    QCoreApplication::translate("ascendops::recoverytime", "its %1 differ from %2's NPU container, which the profile reads: pods of this "
                                   "template recover with other settings").arg(differing.join(QStringLiteral(", ")), chosenPlace)));
        }
    }
}

// The rank table the operator writes on a hostPath: its directory's mode
// and owner and the table on disk are read on the pod's node, and compared
// with the rings-config.
void wantRankTableDirectory(JobFacts &facts, const JobInputs &inputs)
{
    const auto map = inputs.configMaps.find(QString::fromLatin1(kRingsConfigPrefix) + facts.name);
    if (map != inputs.configMaps.end())
        facts.ringsConfigTable = fields::text(map->second, {"data", "hccl.json"}).toUtf8();
    const auto file = facts.env.constFind(QStringLiteral("RANK_TABLE_FILE"));
    if (!inputs.live || inputs.podNode.isEmpty() || file == facts.env.cend())
        return;
    const MountedVolume *volume = facts.volumeHolding(file->value);
    if (!volume || volume->kind != QLatin1String("hostPath"))
        return;
    facts.nodeFile(volume->source);
    facts.nodeFile(QDir::cleanPath(volume->source + QLatin1Char('/') + QFileInfo(file->value).fileName()));
}

} // namespace

QStringList configMapsNamedBy(const Json &job)
{
    QStringList names;
    const auto add = [&names](const QString &name) {
        if (!name.isEmpty() && !names.contains(name))
            names << name;
    };
    for (const Json *podTemplate : podTemplatesOf(job)) {
        if (const Json *volumes = fields::find(*podTemplate, {"spec", "volumes"}); volumes && volumes->is_array())
            for (const Json &volume : *volumes)
                add(fields::text(volume, {"configMap", "name"}));
        const Json *containers = fields::find(*podTemplate, {"spec", "containers"});
        if (!containers || !containers->is_array())
            continue;
        for (const Json &container : *containers) {
            if (const Json *env = fields::find(container, {"env"}); env && env->is_array())
                for (const Json &entry : *env)
                    add(fields::text(entry, {"valueFrom", "configMapKeyRef", "name"}));
            if (const Json *envFrom = fields::find(container, {"envFrom"}); envFrom && envFrom->is_array())
                for (const Json &entry : *envFrom)
                    add(fields::text(entry, {"configMapRef", "name"}));
        }
    }
    return names;
}

QString MountedVolume::sharedNote() const
{
    if (kind == QLatin1String("hostPath"))
        return QCoreApplication::translate("ascendops::recoverytime", "a host directory is shared only when it is on shared storage on every node: not checked");
    if (kind == QLatin1String("persistentVolumeClaim"))
        return QCoreApplication::translate("ascendops::recoverytime", "the claim must be ReadWriteMany for other pods to see it: not checked");
    return {};
}

QString JobFacts::nodePathOf(const MountedVolume &volume, const QString &relative, const QString &podUid) const
{
    const QString tail = relative.isEmpty() ? QString() : QLatin1Char('/') + relative;
    if (volume.kind == QLatin1String("hostPath"))
        return QDir::cleanPath(volume.source + tail);
    // Where the kubelet mounts a pod's NFS volume.
    if (volume.kind == QLatin1String("nfs") && !podUid.isEmpty())
        return QStringLiteral("/var/lib/kubelet/pods/%1/volumes/kubernetes.io~nfs/%2%3").arg(podUid, volume.name, tail);
    return {};
}

const NodeFile *JobFacts::nodeFile(const QString &path)
{
    const auto it = nodeFiles.constFind(path);
    if (it != nodeFiles.cend())
        return &*it;
    if (!nodeFilesWanted.contains(path))
        nodeFilesWanted << path;
    return nullptr;
}

bool JobFacts::isScriptPlace(const QString &where) const
{
    for (const ReadScript &script : scripts)
        if (where.startsWith(script.facts.file + QLatin1Char(':')))
            return true;
    return false;
}

const MountedVolume *JobFacts::volumeHolding(const QString &path) const
{
    const MountedVolume *best = nullptr;
    const QString clean = QDir::cleanPath(path);
    for (const MountedVolume &volume : mounts)
        if ((clean == volume.mountPath || clean.startsWith(volume.mountPath + QLatin1Char('/')))
            && (!best || volume.mountPath.size() > best->mountPath.size()))
            best = &volume;
    return best;
}

namespace {

// Volcano counts a job's unconditional retries (fault-retry-times) down in
// its fault ConfigMap; a value that cannot be read, or a map that could not
// be, is said at its place.
void readUnconditionalRetries(JobFacts &facts, const Json &job, const JobInputs &inputs)
{
    if (fields::text(job, {"metadata", "labels", "fault-retry-times"}).isEmpty())
        return;
    if (!inputs.remainRetryTimesError.isEmpty())
        facts.problems.append(Problem::note(std::string(kVolcanoFaultNamespace) + '/' + kVolcanoFaultMap,
            QCoreApplication::translate("ascendops::recoverytime", "Volcano's count of unconditional retries left was not read: %1")
                .arg(inputs.remainRetryTimesError)));
    const std::optional<std::string> &text = inputs.remainRetryTimes;
    if (!text)
        return;
    const std::string place = std::string(kVolcanoFaultNamespace) + '/' + kVolcanoFaultMap + ':' + kRemainRetryTimesKey;
    const Parsed<std::map<QString, int>> left = readRemainRetryTimes(*text);
    for (Problem problem : left.problems()) {
        problem.pointer = place + problem.pointer;
        facts.problems.append(problem.isError() ? Problem::warning(problem.pointer, problem.message) : problem);
    }
    if (left)
        facts.unconditionalRetriesLeft = remainRetriesOf(*left, facts.nameSpace, facts.name, fields::text(job, {"metadata", "uid"}));
}

// The oldest MindCluster version its components' images carry: a feature
// that needs a version needs it of every component.
void readMindClusterVersion(JobFacts &facts, const JobInputs &inputs)
{
    if (!inputs.componentsError.isEmpty())
        facts.problems.append(Problem::note("kube-system,mindx-dl",
            QCoreApplication::translate("ascendops::recoverytime", "the pods of MindCluster's components were not listed, so its "
                                        "version is not known: %1").arg(inputs.componentsError)));
    for (const ComponentContainer &container : inputs.components) {
        const std::optional<QString> version = mindClusterVersionOfImage(container.image);
        if (version && (!facts.mindClusterVersion || compareVersions(*version, facts.mindClusterVersion->value) < 0))
            facts.mindClusterVersion = Evidenced{*version, QStringLiteral("%1 (%2)").arg(container.where, container.image)};
    }
}

// The device plugin's -hotReset: on the job's node when its pod there is
// listed (a DaemonSet's pods share their args, unless edited one by one).
void readHotReset(JobFacts &facts, const JobInputs &inputs)
{
    static const QRegularExpression option(QStringLiteral(R"((?:^|\s)--?hotReset[= ](-?\d+)(?=\s|$))"));
    for (const ComponentContainer &container : inputs.components) {
        if (!container.image.section(QLatin1Char('/'), -1).startsWith(QLatin1String("ascend-k8sdeviceplugin:"))
            || (facts.hotReset && container.node != facts.podNode))
            continue;
        const QRegularExpressionMatch m = option.match(container.command);
        facts.hotReset = Evidenced{m.hasMatch() ? m.captured(1) : QString(), container.where};
        if (container.node == facts.podNode)
            break;
    }
}

// torch_npu's package: the image's name says it, else a pip install in the
// scripts (the last one run is what the processes import).
void readTorchNpuPackage(JobFacts &facts)
{
    if (facts.image)
        if (const std::optional<QString> inImage = torchNpuInImage(facts.image->value))
            facts.torchNpuPackage = Evidenced{*inImage, facts.image->where};
    for (const ReadScript &script : facts.scripts)
        if (const auto &pip = script.facts.torchNpuPackage)
            facts.torchNpuPackage = Evidenced{pip->value, script.facts.place(pip->line)};
}

} // namespace

JobFacts gatherJobFacts(const JobInputs &inputs)
{
    JobFacts facts;
    const Json &job = inputs.job;
    facts.nameSpace = fields::text(job, {"metadata", "namespace"});
    if (facts.nameSpace.isEmpty())
        facts.nameSpace = QStringLiteral("default");
    facts.name = fields::text(job, {"metadata", "name"});
    facts.kind = jobKindOf(job);
    facts.podNode = inputs.podNode;
    const ModelArtsMarks marks = modelArtsMarksOf(job);
    facts.modelArts = marks.kind;
    if (inputs.platform) {
        facts.platform = *inputs.platform;
        facts.platformWhere = QStringLiteral("--platform");
    } else if (marks.kind == ModelArtsJob::Training) {
        facts.platform = RetryPlatform::ModelArts;
        facts.platformWhere = QCoreApplication::translate("ascendops::recoverytime", "a ModelArts training job (%1)").arg(marks.marker);
    } else if (marks.kind == ModelArtsJob::Lite) {
        facts.platformWhere = QCoreApplication::translate("ascendops::recoverytime", "a job submitted to a ModelArts Lite pool (%1, no "
                                                          "fault-tolerance annotation): retry by its variables (seeds 002, 003)").arg(marks.marker);
    }
    facts.nodeFiles = inputs.nodeFiles;
    facts.nodeReadNote = inputs.nodeReadNote;
    facts.live = inputs.live;
    facts.spares = inputs.spares;
    facts.sparesPlace = inputs.sparesPlace;
    if (const int limit = jobRetryLimitOf(job); inputs.live && facts.kind == JobKind::VolcanoJob && limit >= 0)
        facts.retriesLeft = limit - jobRetriesOf(job, {});
    readUnconditionalRetries(facts, job, inputs);
    readMindClusterVersion(facts, inputs);
    readHotReset(facts, inputs);
    facts.jobNodeRankTables = inputs.jobNodeRankTables;
    facts.jobNodeErrors = inputs.jobNodeErrors;
    for (const char *section : {"labels", "annotations"}) {
        const Json *map = fields::find(job, {"metadata", section});
        if (!map || !map->is_object())
            continue;
        auto &into = qstrcmp(section, "labels") == 0 ? facts.labels : facts.annotations;
        for (const auto &[key, value] : map->items()) {
            const QString where = pointer(QStringLiteral("/metadata/") + QLatin1String(section), key);
            if (!value.is_string())
                facts.problems.append(Problem::error(where.toStdString(),
                    QCoreApplication::translate("ascendops::recoverytime", "%1 is not a string (an unquoted on, true or number): Kubernetes refuses the job; quote it")
                        .arg(qs(key))));
            into.insert(qs(key), {textOf(value), where});
        }
    }
    // The Ascend Operator's framework label names one of these; another value says nothing.
    if (const auto label = facts.labels.constFind(QStringLiteral("framework"));
        label != facts.labels.cend()
        && QStringList{QStringLiteral("pytorch"), QStringLiteral("mindspore"), QStringLiteral("tensorflow")}.contains(label->value))
        facts.framework = *label;

    const auto templates = templatesWithPlaces(job);
    if (templates.empty()) {
        facts.problems.append(Problem::error("/spec", QCoreApplication::translate("ascendops::recoverytime", "the job has no pod template")));
        return facts;
    }
    // The template of the NPU workers; the others (a launcher, a parameter
    // server) do not train on NPUs.
    auto chosen = templates.front();
    const Json *container = nullptr;
    int containerIndex = 0;
    for (const auto &candidate : templates) {
        const Json *containers = fields::find(*candidate.first, {"spec", "containers"});
        if (!containers || !containers->is_array())
            continue;
        for (std::size_t i = 0; i < containers->size(); ++i)
            if (requestsNpus((*containers)[i]) || !container) {
                const bool better = requestsNpus((*containers)[i]) && !(container && requestsNpus(*container));
                if (!container || better) {
                    container = &(*containers)[i];
                    containerIndex = int(i);
                    chosen = candidate;
                }
            }
    }
    facts.templatePlace = chosen.second;
    if (!container) {
        facts.problems.append(Problem::error(chosen.second.toStdString() + "/spec/containers",
                                             QCoreApplication::translate("ascendops::recoverytime", "the pod template has no container")));
        return facts;
    }
    facts.containerPlace = chosen.second + QStringLiteral("/spec/containers/%1").arg(containerIndex);
    compareTemplates(facts, templates, chosen.second, *container);
    facts.patchTargets = patchTargetsOf(templates, facts.containerPlace);
    facts.routing = gatherRoutingFacts(job, *chosen.first, chosen.second);
    readImage(facts, fields::text(*container, {"image"}), facts.containerPlace + QStringLiteral("/image"));
    readTorchNpuPackage(facts);
    facts.npuRequest = npuRequestOf(*container, facts.containerPlace);
    if (const QString type = fields::text(*chosen.first, {"spec", "nodeSelector", "accelerator-type"}); !type.isEmpty())
        facts.acceleratorType = Evidenced{type, chosen.second + QStringLiteral("/spec/nodeSelector/accelerator-type")};
    readEnv(facts, inputs, *container, facts.containerPlace);
    readMounts(facts, *chosen.first->find("spec"), *container, facts.templatePlace);

    bool anyCommand = false;
    const QString command = commandText(*container, &anyCommand);
    if (!anyCommand) {
        facts.unread.push_back({QCoreApplication::translate("ascendops::recoverytime", "(the image's entrypoint)"), facts.containerPlace,
                                QCoreApplication::translate("ascendops::recoverytime", "the container sets no command: the image's own entrypoint runs")});
        return facts;
    }
    const QString workingDir = fields::text(*container, {"workingDir"});
    QHash<QString, QString> environment;
    for (auto it = facts.env.cbegin(); it != facts.env.cend(); ++it)
        environment.insert(it.key(), it->value);
    const StartScriptFacts commandFacts = readShellScript(facts.containerPlace + QStringLiteral("/command"), command.toUtf8(), environment);
    facts.scripts.push_back({facts.containerPlace + QStringLiteral("/command"), QCoreApplication::translate("ascendops::recoverytime", "the job's spec"), commandFacts});
    mergeScript(facts, commandFacts);
    ScriptWalk walk(facts, inputs, workingDir);
    walk.follow(commandFacts, workingDir);
    walk.readTheRestGiven();
    readTorchNpuPackage(facts);
    wantRankTableDirectory(facts, inputs);
    readLastCheckpoint(facts, inputs.podUid);
    // Operator retry needs HDK 24.1.RC3.5: the driver's version, on the
    // node, for a job that asks for retry.
    const bool asksForRetry = facts.env.contains(QStringLiteral("HCCL_OP_RETRY_ENABLE"))
                           || facts.annotations.contains(QLatin1String(kModelArtsRetryAnnotation));
    if (inputs.live && !inputs.podNode.isEmpty() && asksForRetry)
        facts.nodeFile(QLatin1String(kDriverVersionFile));
    return facts;
}

} // namespace ascendops::recoverytime
