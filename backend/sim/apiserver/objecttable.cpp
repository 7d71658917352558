#include "sim/apiserver/objecttable.h"

#include "sim/store/objectmeta.h"

#include <QDateTime>

#include <functional>

namespace ascendops::sim {
namespace {

using nlohmann::json;

struct Column
{
    const char *name;
    const char *type;       // "string" or "integer"
    int priority;           // 1: only with -o wide
    std::function<json(const json &)> cell;
};

// The value at a path of keys, or `fallback` when any step is missing.
json at(const json &object, std::initializer_list<const char *> path, json fallback = "")
{
    const json *node = &object;
    for (const char *key : path) {
        if (!node->is_object() || !node->contains(key))
            return fallback;
        node = &(*node)[key];
    }
    return node->is_null() ? fallback : *node;
}

json age(const json &object)
{
    const QDateTime created = QDateTime::fromString(QString::fromStdString(metaString(object, "creationTimestamp")), Qt::ISODate);
    if (!created.isValid())
        return "<unknown>";
    return humanDuration(created.secsTo(QDateTime::currentDateTimeUtc()));
}

json podReady(const json &pod)
{
    const json statuses = at(pod, {"status", "containerStatuses"}, json::array());
    const json containers = at(pod, {"spec", "containers"}, json::array());
    int ready = 0;
    for (const json &s : statuses)
        ready += s.value("ready", false) ? 1 : 0;
    const std::size_t total = std::max(statuses.size(), containers.size());
    return std::to_string(ready) + '/' + std::to_string(total);
}

json podStatus(const json &pod)
{
    if (!metaString(pod, "deletionTimestamp").empty())
        return "Terminating";
    const json reason = at(pod, {"status", "reason"});
    return reason != "" ? reason : at(pod, {"status", "phase"}, "Unknown");
}

json podRestarts(const json &pod)
{
    std::int64_t restarts = 0;
    for (const json &s : at(pod, {"status", "containerStatuses"}, json::array()))
        restarts += s.value("restartCount", std::int64_t(0));
    return restarts;
}

json nodeStatus(const json &node)
{
    std::string status = "Unknown";
    for (const json &c : at(node, {"status", "conditions"}, json::array())) {
        if (c.value("type", "") == "Ready")
            status = c.value("status", "") == "True" ? "Ready" : "NotReady";
    }
    if (at(node, {"spec", "unschedulable"}, false) == true)
        status += ",SchedulingDisabled";
    return status;
}

json nodeRoles(const json &node)
{
    std::string roles;
    const json labels = at(node, {"metadata", "labels"}, json::object());
    for (const auto &[key, value] : labels.items()) {
        const std::string prefix = "node-role.kubernetes.io/";
        if (key.rfind(prefix, 0) == 0)
            roles += (roles.empty() ? "" : ",") + key.substr(prefix.size());
    }
    return roles.empty() ? "<none>" : roles;
}

json nodeAddress(const json &node, const char *type)
{
    for (const json &a : at(node, {"status", "addresses"}, json::array())) {
        if (a.value("type", "") == type)
            return a.value("address", "<none>");
    }
    return "<none>";
}

json orNone(json value)
{
    return value == "" ? json("<none>") : value;
}

std::vector<Column> columnsFor(const ApiResource &r)
{
    const Column name{"Name", "string", 0, [](const json &o) { return json(metaString(o, "name")); }};
    const Column ageColumn{"Age", "string", 0, age};
    if (r.kind == "Pod")
        return {name,
                {"Ready", "string", 0, podReady},
                {"Status", "string", 0, podStatus},
                {"Restarts", "integer", 0, podRestarts},
                ageColumn,
                {"IP", "string", 1, [](const json &o) { return orNone(at(o, {"status", "podIP"})); }},
                {"Node", "string", 1, [](const json &o) { return orNone(at(o, {"spec", "nodeName"})); }}};
    if (r.kind == "Node")
        return {name,
                {"Status", "string", 0, nodeStatus},
                {"Roles", "string", 0, nodeRoles},
                ageColumn,
                {"Version", "string", 0, [](const json &o) { return at(o, {"status", "nodeInfo", "kubeletVersion"}); }},
                {"Internal-IP", "string", 1, [](const json &o) { return nodeAddress(o, "InternalIP"); }}};
    if (r.kind == "ConfigMap")
        return {name,
                {"Data", "integer", 0, [](const json &o) { return json(at(o, {"data"}, json::object()).size()); }},
                ageColumn};
    if (r.kind == "Namespace")
        return {name, {"Status", "string", 0, [](const json &o) { return at(o, {"status", "phase"}, "Active"); }}, ageColumn};
    if (r.kind == "Job")   // the Volcano CRD's printer columns
        return {name,
                {"Status", "string", 0, [](const json &o) { return at(o, {"status", "state", "phase"}); }},
                {"MinAvailable", "integer", 0, [](const json &o) { return at(o, {"status", "minAvailable"}, 0); }},
                {"Runnings", "integer", 0, [](const json &o) { return at(o, {"status", "running"}, 0); }},
                ageColumn,
                {"Queue", "string", 1, [](const json &o) { return at(o, {"spec", "queue"}, "default"); }}};
    if (r.kind == "AscendJob")   // the Ascend Operator CRD's printer column: the last condition
        return {name,
                {"State", "string", 0, [](const json &o) {
                     const json conditions = at(o, {"status", "conditions"}, json::array());
                     return conditions.is_array() && !conditions.empty() && conditions.back().is_object()
                         ? conditions.back().value("type", json("")) : json("");
                 }},
                ageColumn};
    if (r.kind == "PodGroup")
        return {name,
                {"Status", "string", 0, [](const json &o) { return at(o, {"status", "phase"}); }},
                {"MinMember", "integer", 0, [](const json &o) { return at(o, {"spec", "minMember"}, 0); }},
                {"Runnings", "integer", 0, [](const json &o) { return at(o, {"status", "running"}, 0); }},
                ageColumn};
    if (r.kind == "Fault")
        return {name,
                {"Kind", "string", 0, [](const json &o) { return at(o, {"spec", "kind"}); }},
                {"Node", "string", 0, [](const json &o) { return at(o, {"spec", "node"}); }},
                {"Device", "string", 0, [](const json &o) { return orNone(at(o, {"spec", "device"})); }},
                {"Phase", "string", 0, [](const json &o) { return at(o, {"status", "phase"}, "Pending"); }},
                ageColumn,
                {"Message", "string", 1, [](const json &o) { return at(o, {"status", "message"}); }}};
    if (r.kind == "Command")
        return {name, {"Action", "string", 0, [](const json &o) { return at(o, {"action"}); }}, ageColumn};
    if (r.kind == "Event")
        return {name,
                {"Type", "string", 0, [](const json &o) { return at(o, {"type"}); }},
                {"Reason", "string", 0, [](const json &o) { return at(o, {"reason"}); }},
                {"Object", "string", 0, [](const json &o) {
                     return json(at(o, {"involvedObject", "kind"}).get<std::string>() + "/"
                                 + at(o, {"involvedObject", "name"}).get<std::string>());
                 }},
                {"Message", "string", 0, [](const json &o) { return at(o, {"message"}); }}};
    if (r.kind == "Lease")
        return {name, {"Holder", "string", 0, [](const json &o) { return at(o, {"spec", "holderIdentity"}); }}, ageColumn};
    return {name, ageColumn};
}

json rowObject(const json &object, RowObject mode)
{
    if (mode == RowObject::Object)
        return object;
    return {{"kind", "PartialObjectMetadata"}, {"apiVersion", "meta.k8s.io/v1"}, {"metadata", object["metadata"]}};
}

} // namespace

std::string humanDuration(std::int64_t seconds)
{
    if (seconds < 0)
        seconds = 0;
    const auto s = [](std::int64_t v, const char *unit) { return std::to_string(v) + unit; };
    if (seconds < 120)
        return s(seconds, "s");
    const std::int64_t minutes = seconds / 60, hours = seconds / 3600, days = seconds / 86400;
    if (minutes < 10)
        return seconds % 60 ? s(minutes, "m") + s(seconds % 60, "s") : s(minutes, "m");
    if (hours < 3)
        return s(minutes, "m");
    if (hours < 8)
        return minutes % 60 ? s(hours, "h") + s(minutes % 60, "m") : s(hours, "h");
    if (hours < 48)
        return s(hours, "h");
    if (days < 8)
        return hours % 24 ? s(days, "d") + s(hours % 24, "h") : s(days, "d");
    if (days < 730)
        return s(days, "d");
    return s(days / 365, "y");
}

json objectTable(const ApiResource &resource, const std::vector<ObjectPtr> &objects, std::uint64_t resourceVersion,
                 RowObject rowObjectMode, bool withColumns)
{
    const std::vector<Column> columns = columnsFor(resource);
    json definitions = json::array();
    if (withColumns) {
        for (const Column &c : columns)
            definitions.push_back({{"name", c.name}, {"type", c.type}, {"format", std::string(c.name) == "Name" ? "name" : ""},
                                   {"description", ""}, {"priority", c.priority}});
    }
    json rows = json::array();
    for (const ObjectPtr &object : objects) {
        json cells = json::array();
        for (const Column &c : columns)
            cells.push_back(c.cell(object->value));
        json row{{"cells", std::move(cells)}};
        if (rowObjectMode != RowObject::None)
            row["object"] = rowObject(object->value, rowObjectMode);
        rows.push_back(std::move(row));
    }
    return {{"kind", "Table"},
            {"apiVersion", "meta.k8s.io/v1"},
            {"metadata", {{"resourceVersion", std::to_string(resourceVersion)}}},
            {"columnDefinitions", std::move(definitions)},
            {"rows", std::move(rows)}};
}

} // namespace ascendops::sim
