#include "clustermodel/objectdescription.h"

#include "model/objectfields.h"

#include <QDateTime>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace ascendops::clustermodel {
namespace {

using Json = nlohmann::json;

constexpr int kLabelWidth = 16;
constexpr qsizetype kValueCut = 160;       // an annotation's value (a JSON blob) beyond this is cut
constexpr int kDataLinesShown = 40;        // lines of each ConfigMap key

// Text the way describe prints it, line by line.
class Lines
{
public:
    void field(const QString &label, const QString &value, int indent = 0)
    {
        const QString head = QString(indent, QLatin1Char(' ')) + label + QLatin1Char(':');
        m_lines << head.leftJustified(kLabelWidth + indent) + QLatin1Char(' ') + value;
    }
    void heading(const QString &label, int indent = 0) { m_lines << QString(indent, QLatin1Char(' ')) + label + QLatin1Char(':'); }
    void line(const QString &text, int indent) { m_lines << QString(indent, QLatin1Char(' ')) + text; }
    // LABEL: first value, the rest under it; "<none>" when there are none.
    void list(const QString &label, const QStringList &values, int indent = 0)
    {
        if (values.isEmpty()) {
            field(label, QStringLiteral("<none>"), indent);
            return;
        }
        field(label, values.first(), indent);
        for (qsizetype i = 1; i < values.size(); ++i)
            m_lines << QString(kLabelWidth + indent + 1, QLatin1Char(' ')) + values[i];
    }
    // Rows of cells in columns as wide as their widest cell.
    void table(const std::vector<QStringList> &rows, int indent)
    {
        std::vector<qsizetype> widths;
        for (const QStringList &row : rows)
            for (qsizetype i = 0; i < row.size(); ++i) {
                if (std::size_t(i) >= widths.size())
                    widths.push_back(0);
                widths[std::size_t(i)] = std::max(widths[std::size_t(i)], row[i].size());
            }
        for (const QStringList &row : rows) {
            QString text;
            for (qsizetype i = 0; i < row.size(); ++i)
                text += i + 1 < row.size() ? row[i].leftJustified(widths[std::size_t(i)] + 2) : row[i];
            line(text, indent);
        }
    }
    QString text() const { return m_lines.join(QLatin1Char('\n')) + QLatin1Char('\n'); }

private:
    QStringList m_lines;
};

QString text(const Json &object, std::initializer_list<const char *> path)
{
    return fields::text(object, path);
}

// A scalar as it reads; an object or list as compact JSON; "" when absent.
QString valueText(const Json *value)
{
    if (!value || value->is_null())
        return {};
    if (value->is_string())
        return QString::fromStdString(value->get<std::string>());
    return QString::fromStdString(value->dump());
}

QString cut(const QString &value)
{
    if (value.size() <= kValueCut)
        return value;
    return value.left(kValueCut) + QStringLiteral("… (%1 characters; the YAML tab has all)").arg(value.size());
}

QStringList pairs(const Json *map, const QString &separator, bool shorten)
{
    QStringList out;
    if (!map || !map->is_object())
        return out;
    for (auto it = map->begin(); it != map->end(); ++it) {
        const QString value = valueText(&it.value());
        out << QString::fromStdString(it.key()) + separator + (shorten ? cut(value) : value);
    }
    return out;
}

QString timeWithAge(const QString &stamp, qint64 nowMs)
{
    const QDateTime time = QDateTime::fromString(stamp, Qt::ISODateWithMs);
    if (!time.isValid())
        return stamp;
    return QStringLiteral("%1 (%2 ago)").arg(stamp, ageText(nowMs - time.toMSecsSinceEpoch()));
}

const Json &arrayAt(const Json &object, std::initializer_list<const char *> path)
{
    static const Json empty = Json::array();
    const Json *found = fields::find(object, path);
    return found && found->is_array() ? *found : empty;
}

void describeMetadata(const Json &object, qint64 nowMs, Lines &out)
{
    out.field(QStringLiteral("Name"), text(object, {"metadata", "name"}));
    if (const QString ns = text(object, {"metadata", "namespace"}); !ns.isEmpty())
        out.field(QStringLiteral("Namespace"), ns);
    out.field(QStringLiteral("Kind"), text(object, {"kind"}) + QStringLiteral(" (") + text(object, {"apiVersion"}) + QLatin1Char(')'));
    out.list(QStringLiteral("Labels"), pairs(fields::find(object, {"metadata", "labels"}), QStringLiteral("="), false));
    out.list(QStringLiteral("Annotations"), pairs(fields::find(object, {"metadata", "annotations"}), QStringLiteral(": "), true));
    if (const QString created = text(object, {"metadata", "creationTimestamp"}); !created.isEmpty())
        out.field(QStringLiteral("Created"), timeWithAge(created, nowMs));
    if (const QString deleting = text(object, {"metadata", "deletionTimestamp"}); !deleting.isEmpty())
        out.field(QStringLiteral("Deleting since"), timeWithAge(deleting, nowMs));
    QStringList owners;
    for (const Json &owner : arrayAt(object, {"metadata", "ownerReferences"}))
        owners << text(owner, {"kind"}) + QLatin1Char('/') + text(owner, {"name"});
    if (!owners.isEmpty())
        out.list(QStringLiteral("Controlled By"), owners);
}

void describeConditions(const Json &object, qint64 nowMs, Lines &out)
{
    const Json &conditions = arrayAt(object, {"status", "conditions"});
    if (conditions.empty())
        return;
    out.heading(QStringLiteral("Conditions"));
    std::vector<QStringList> rows{{QStringLiteral("Type"), QStringLiteral("Status"), QStringLiteral("Since"),
                                   QStringLiteral("Reason"), QStringLiteral("Message")}};
    for (const Json &condition : conditions) {
        QString since = text(condition, {"lastTransitionTime"});
        if (const QDateTime time = QDateTime::fromString(since, Qt::ISODateWithMs); time.isValid())
            since = ageText(nowMs - time.toMSecsSinceEpoch());
        rows.push_back({text(condition, {"type"}), text(condition, {"status"}), since, text(condition, {"reason"}),
                        text(condition, {"message"})});
    }
    out.table(rows, 2);
}

void describeNode(const Json &node, Lines &out)
{
    const Json *unschedulable = fields::find(node, {"spec", "unschedulable"});
    out.field(QStringLiteral("Unschedulable"),
              unschedulable && unschedulable->is_boolean() && unschedulable->get<bool>() ? QStringLiteral("true (cordoned)")
                                                                                      : QStringLiteral("false"));
    QStringList taints;
    for (const Json &taint : arrayAt(node, {"spec", "taints"})) {
        const QString value = text(taint, {"value"});
        taints << text(taint, {"key"}) + (value.isEmpty() ? QString() : QLatin1Char('=') + value) + QLatin1Char(':')
                + text(taint, {"effect"});
    }
    out.list(QStringLiteral("Taints"), taints);
    QStringList addresses;
    for (const Json &address : arrayAt(node, {"status", "addresses"}))
        addresses << text(address, {"type"}) + QStringLiteral(": ") + text(address, {"address"});
    out.list(QStringLiteral("Addresses"), addresses);
    out.list(QStringLiteral("Capacity"), pairs(fields::find(node, {"status", "capacity"}), QStringLiteral(": "), false));
    out.list(QStringLiteral("Allocatable"), pairs(fields::find(node, {"status", "allocatable"}), QStringLiteral(": "), false));
}

QString containerState(const Json &status, qint64 nowMs)
{
    const Json *state = fields::find(status, {"state"});
    if (!state || !state->is_object() || state->empty())
        return QStringLiteral("not said");
    if (const Json *running = fields::find(*state, {"running"}))
        return QStringLiteral("Running, started ") + timeWithAge(text(*running, {"startedAt"}), nowMs);
    if (const Json *waiting = fields::find(*state, {"waiting"}))
        return QStringLiteral("Waiting: ") + text(*waiting, {"reason"});
    if (const Json *done = fields::find(*state, {"terminated"}))
        return QStringLiteral("Terminated: %1, exit code %2").arg(text(*done, {"reason"})).arg(fields::number(*done, {"exitCode"}, -1));
    return QString::fromStdString(state->begin().key());
}

void describeContainers(const Json &pod, qint64 nowMs, Lines &out)
{
    out.heading(QStringLiteral("Containers"));
    for (const Json &container : arrayAt(pod, {"spec", "containers"})) {
        const QString name = text(container, {"name"});
        out.heading(name, 2);
        out.field(QStringLiteral("Image"), text(container, {"image"}), 4);
        for (const Json &status : arrayAt(pod, {"status", "containerStatuses"})) {
            if (text(status, {"name"}) != name)
                continue;
            out.field(QStringLiteral("State"), containerState(status, nowMs), 4);
            if (const Json *last = fields::find(status, {"lastState", "terminated"}))
                out.field(QStringLiteral("Last State"), QStringLiteral("Terminated: %1, exit code %2")
                                                            .arg(text(*last, {"reason"}))
                                                            .arg(fields::number(*last, {"exitCode"}, -1)), 4);
            out.field(QStringLiteral("Ready"), valueText(fields::find(status, {"ready"})), 4);
            out.field(QStringLiteral("Restart Count"), valueText(fields::find(status, {"restartCount"})), 4);
        }
        out.list(QStringLiteral("Limits"), pairs(fields::find(container, {"resources", "limits"}), QStringLiteral(": "), false), 4);
    }
}

QString volumeSource(const Json &volume)
{
    if (!volume.is_object())
        return {};
    if (const Json *map = fields::find(volume, {"configMap"}))
        return QStringLiteral("ConfigMap ") + text(*map, {"name"});
    if (const Json *nfs = fields::find(volume, {"nfs"}))
        return QStringLiteral("NFS ") + text(*nfs, {"server"}) + QLatin1Char(':') + text(*nfs, {"path"});
    if (const Json *host = fields::find(volume, {"hostPath"}))
        return QStringLiteral("HostPath ") + text(*host, {"path"});
    if (const Json *claim = fields::find(volume, {"persistentVolumeClaim"}))
        return QStringLiteral("PersistentVolumeClaim ") + text(*claim, {"claimName"});
    for (auto it = volume.begin(); it != volume.end(); ++it)
        if (it.key() != "name")
            return QString::fromStdString(it.key());
    return {};
}

void describePod(const Json &pod, qint64 nowMs, Lines &out)
{
    out.field(QStringLiteral("Node"), text(pod, {"spec", "nodeName"}).isEmpty() ? QStringLiteral("<none> (not scheduled)")
                                                                               : text(pod, {"spec", "nodeName"}));
    out.field(QStringLiteral("Phase"), text(pod, {"status", "phase"}));
    if (const QString reason = text(pod, {"status", "reason"}); !reason.isEmpty())
        out.field(QStringLiteral("Reason"), reason + QStringLiteral(": ") + text(pod, {"status", "message"}));
    out.field(QStringLiteral("IP"), text(pod, {"status", "podIP"}));
    if (const QString scheduler = text(pod, {"spec", "schedulerName"}); !scheduler.isEmpty())
        out.field(QStringLiteral("Scheduler"), scheduler);
    describeContainers(pod, nowMs, out);
    QStringList volumes;
    for (const Json &volume : arrayAt(pod, {"spec", "volumes"}))
        volumes << text(volume, {"name"}) + QStringLiteral(": ") + volumeSource(volume);
    out.list(QStringLiteral("Volumes"), volumes);
}

void describeVolcanoJob(const Json &job, Lines &out)
{
    out.field(QStringLiteral("Phase"), text(job, {"status", "state", "phase"}));
    out.field(QStringLiteral("Min Available"), valueText(fields::find(job, {"spec", "minAvailable"})));
    out.field(QStringLiteral("Max Retry"), valueText(fields::find(job, {"spec", "maxRetry"})));
    out.field(QStringLiteral("Queue"), text(job, {"spec", "queue"}));
    QStringList tasks;
    for (const Json &task : arrayAt(job, {"spec", "tasks"}))
        tasks << QStringLiteral("%1: %2 replicas").arg(text(task, {"name"}), valueText(fields::find(task, {"replicas"})));
    out.list(QStringLiteral("Tasks"), tasks);
    QStringList policies;
    for (const Json &policy : arrayAt(job, {"spec", "policies"})) {
        // Its condition: an event, the events, or an exit code.
        QStringList when;
        if (const QString event = text(policy, {"event"}); !event.isEmpty())
            when << event;
        for (const Json &event : arrayAt(policy, {"events"}))
            when << valueText(&event);
        if (const Json *code = fields::find(policy, {"exitCode"}))
            when << QStringLiteral("exit code ") + valueText(code);
        policies << when.join(QStringLiteral(", ")) + QStringLiteral(" → ") + text(policy, {"action"});
    }
    out.list(QStringLiteral("Policies"), policies);
    QStringList counts;
    for (const char *key : {"pending", "running", "succeeded", "failed", "terminating", "retryCount"})
        if (const Json *count = fields::find(job, {"status", key}))
            counts << QString::fromLatin1(key) + QStringLiteral(": ") + valueText(count);
    out.list(QStringLiteral("Pods"), counts);
}

void describeAscendJob(const Json &job, Lines &out)
{
    QStringList replicas;
    if (const Json *specs = fields::find(job, {"spec", "replicaSpecs"}); specs && specs->is_object())
        for (auto it = specs->begin(); it != specs->end(); ++it)
            replicas << QStringLiteral("%1: %2 replicas").arg(QString::fromStdString(it.key()), valueText(fields::find(*it, {"replicas"})));
    out.list(QStringLiteral("Replicas"), replicas);
    out.field(QStringLiteral("Backoff Limit"), valueText(fields::find(job, {"spec", "runPolicy", "backoffLimit"})));
    out.field(QStringLiteral("Min Available"), valueText(fields::find(job, {"spec", "runPolicy", "schedulingPolicy", "minAvailable"})));
}

void describePodGroup(const Json &group, Lines &out)
{
    out.field(QStringLiteral("Phase"), text(group, {"status", "phase"}));
    out.field(QStringLiteral("Min Member"), valueText(fields::find(group, {"spec", "minMember"})));
    out.field(QStringLiteral("Queue"), text(group, {"spec", "queue"}));
    QStringList counts;
    for (const char *key : {"running", "succeeded", "failed"})
        if (const Json *count = fields::find(group, {"status", key}))
            counts << QString::fromLatin1(key) + QStringLiteral(": ") + valueText(count);
    out.list(QStringLiteral("Members"), counts);
}

void describeConfigMap(const Json &map, Lines &out)
{
    const Json *data = fields::find(map, {"data"});
    if (!data || !data->is_object() || data->empty()) {
        out.field(QStringLiteral("Data"), QStringLiteral("<none>"));
        return;
    }
    out.heading(QStringLiteral("Data"));
    for (auto it = data->begin(); it != data->end(); ++it) {
        const QString value = valueText(&it.value());
        QStringList lines = value.split(QLatin1Char('\n'));
        if (value.endsWith(QLatin1Char('\n')))
            lines.removeLast();
        out.line(QStringLiteral("%1 (%2 bytes):").arg(QString::fromStdString(it.key())).arg(value.toUtf8().size()), 2);
        for (qsizetype i = 0; i < std::min<qsizetype>(lines.size(), kDataLinesShown); ++i)
            out.line(lines[i], 4);
        if (lines.size() > kDataLinesShown)
            out.line(QStringLiteral("… %1 more lines (the YAML tab has all)").arg(lines.size() - kDataLinesShown), 4);
    }
}

void describeEvents(const std::vector<JobEvent> *read, qint64 nowMs, Lines &out)
{
    if (!read) {
        out.field(QStringLiteral("Events"), QStringLiteral("not read"));
        return;
    }
    const std::vector<JobEvent> &events = *read;
    if (events.empty()) {
        out.field(QStringLiteral("Events"), QStringLiteral("<none>"));
        return;
    }
    out.heading(QStringLiteral("Events"));
    std::vector<QStringList> rows{{QStringLiteral("Type"), QStringLiteral("Reason"), QStringLiteral("Age"), QStringLiteral("From"),
                                   QStringLiteral("Message")}};
    for (const JobEvent &event : events) {
        QString age = event.timeMs ? ageText(nowMs - event.timeMs) : QStringLiteral("?");
        if (event.count > 1)
            age += QStringLiteral(" (x%1)").arg(event.count);
        rows.push_back({event.type, event.reason, age, event.reporter, event.message});
    }
    out.table(rows, 2);
}

} // namespace

QString ageText(qint64 ms)
{
    const qint64 seconds = std::max<qint64>(0, ms / 1000);
    if (seconds < 120)
        return QStringLiteral("%1s").arg(seconds);
    const qint64 minutes = seconds / 60;
    if (minutes < 10)
        return QStringLiteral("%1m%2s").arg(minutes).arg(seconds % 60);
    if (minutes < 180)
        return QStringLiteral("%1m").arg(minutes);
    const qint64 hours = minutes / 60;
    if (hours < 48)
        return minutes % 60 ? QStringLiteral("%1h%2m").arg(hours).arg(minutes % 60) : QStringLiteral("%1h").arg(hours);
    return QStringLiteral("%1d").arg(hours / 24);
}

QString describeObject(const Json &object, const std::vector<JobEvent> *events, qint64 nowMs)
{
    Lines out;
    if (!object.is_object()) {
        out.field(QStringLiteral("Object"), QStringLiteral("not an object"));
        return out.text();
    }
    describeMetadata(object, nowMs, out);
    const QString kind = text(object, {"kind"});
    const QString group = text(object, {"apiVersion"}).section(QLatin1Char('/'), 0, 0);
    if (kind == QLatin1String("Node"))
        describeNode(object, out);
    else if (kind == QLatin1String("Pod"))
        describePod(object, nowMs, out);
    else if (kind == QLatin1String("Job") && group == QLatin1String("batch.volcano.sh"))
        describeVolcanoJob(object, out);
    else if (kind == QLatin1String("AscendJob"))
        describeAscendJob(object, out);
    else if (kind == QLatin1String("PodGroup"))
        describePodGroup(object, out);
    else if (kind == QLatin1String("ConfigMap"))
        describeConfigMap(object, out);
    describeConditions(object, nowMs, out);
    describeEvents(events, nowMs, out);
    return out.text();
}

Json shownObject(const Json &object)
{
    Json shown = object;
    if (shown.is_object() && shown.contains("metadata") && shown["metadata"].is_object())
        shown["metadata"].erase("managedFields");
    return shown;
}

} // namespace ascendops::clustermodel
