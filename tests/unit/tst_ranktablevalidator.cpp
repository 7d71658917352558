// Every rank table rule: one table that keeps it and one that breaks it,
// with the exact JSON pointer and the fact the message must name.
#include "formats/ipaddresstext.h"
#include "formats/jsonpointer.h"
#include "formats/jsonreader.h"
#include "formats/ranktabletemplate2.h"
#include "formats/ranktablevalidator.h"

#include <QTest>

using namespace ascendops;

namespace {

// 2 servers x 4 devices, every optional 1.0 field present.
const char *const kBase10 = R"({
  "status": "completed", "version": "1.0", "server_count": "2",
  "server_list": [
    {"server_id": "node_0", "host_ip": "172.16.0.10", "device": [
      {"device_id": "0", "device_ip": "192.168.1.8", "device_port": "16666", "host_port": "60001", "rank_id": "0"},
      {"device_id": "1", "device_ip": "192.168.1.9", "device_port": "16666", "host_port": "60002", "rank_id": "1"},
      {"device_id": "2", "device_ip": "192.168.1.10", "device_port": "16666", "host_port": "60003", "rank_id": "2"},
      {"device_id": "3", "device_ip": "192.168.1.11", "device_port": "16666", "host_port": "60004", "rank_id": "3"}]},
    {"server_id": "node_1", "host_ip": "172.16.0.11", "device": [
      {"device_id": "0", "device_ip": "192.168.2.8", "device_port": "16666", "host_port": "60001", "rank_id": "4"},
      {"device_id": "1", "device_ip": "192.168.2.9", "device_port": "16666", "host_port": "60002", "rank_id": "5"},
      {"device_id": "2", "device_ip": "192.168.2.10", "device_port": "16666", "host_port": "60003", "rank_id": "6"},
      {"device_id": "3", "device_ip": "192.168.2.11", "device_port": "16666", "host_port": "60004", "rank_id": "7"}]}
  ]})";

// 4 servers x 2 dies (one NPU each), two super-pods of two servers.
// Super device ids are unique in the whole table, so the table stays valid
// without its super_pod_list too.
const char *const kBase12 = R"({
  "status": "completed", "version": "1.2", "server_count": "4",
  "server_list": [
    {"server_id": "node_0", "host_ip": "172.16.0.100", "device": [
      {"device_id": "0", "super_device_id": "0", "device_ip": "192.168.1.6", "device_port": "16666", "backup_device_ip": "192.168.1.7", "backup_device_port": "16667", "host_port": "16665", "rank_id": "0"},
      {"device_id": "1", "super_device_id": "1", "device_ip": "192.168.1.7", "device_port": "16666", "backup_device_ip": "192.168.1.6", "backup_device_port": "16667", "host_port": "16666", "rank_id": "1"}]},
    {"server_id": "node_1", "host_ip": "172.16.0.101", "device": [
      {"device_id": "0", "super_device_id": "2", "device_ip": "192.168.2.6", "device_port": "16666", "backup_device_ip": "192.168.2.7", "backup_device_port": "16667", "host_port": "16665", "rank_id": "2"},
      {"device_id": "1", "super_device_id": "3", "device_ip": "192.168.2.7", "device_port": "16666", "backup_device_ip": "192.168.2.6", "backup_device_port": "16667", "host_port": "16666", "rank_id": "3"}]},
    {"server_id": "node_2", "host_ip": "172.16.0.102", "device": [
      {"device_id": "0", "super_device_id": "4", "device_ip": "192.168.3.6", "device_port": "16666", "backup_device_ip": "192.168.3.7", "backup_device_port": "16667", "host_port": "16665", "rank_id": "4"},
      {"device_id": "1", "super_device_id": "5", "device_ip": "192.168.3.7", "device_port": "16666", "backup_device_ip": "192.168.3.6", "backup_device_port": "16667", "host_port": "16666", "rank_id": "5"}]},
    {"server_id": "node_3", "host_ip": "172.16.0.103", "device": [
      {"device_id": "0", "super_device_id": "6", "device_ip": "192.168.4.6", "device_port": "16666", "backup_device_ip": "192.168.4.7", "backup_device_port": "16667", "host_port": "16665", "rank_id": "6"},
      {"device_id": "1", "super_device_id": "7", "device_ip": "192.168.4.7", "device_port": "16666", "backup_device_ip": "192.168.4.6", "backup_device_port": "16667", "host_port": "16666", "rank_id": "7"}]}
  ],
  "super_pod_list": [
    {"super_pod_id": "0", "server_list": [{"server_id": "node_0"}, {"server_id": "node_1"}]},
    {"super_pod_id": "1", "server_list": [{"server_id": "node_2"}, {"server_id": "node_3"}]}
  ]})";

// 2 ranks, each with a server layer and a CLOS layer.
const char *const kBase20 = R"({
  "status": "completed", "version": "2.0", "rank_count": 2,
  "rank_list": [
    {"rank_id": 0, "local_id": 0, "device_id": 0, "device_port": 16666, "host_port": 60001, "level_list": [
      {"net_layer": 0, "net_instance_id": "az0-rack0-pod0", "net_type": "TOPO_FILE_DESC", "net_attr": "",
       "rank_addr_list": [{"addr_type": "IPV4", "addr": "172.16.0.10", "ports": ["1/0"]}]},
      {"net_layer": 1, "net_instance_id": "az0", "net_type": "CLOS", "net_attr": "",
       "rank_addr_list": [{"addr_type": "IPV4", "addr": "172.16.0.15", "ports": ["0/4", "0/5", "0/6", "0/7"], "plane_id": "plane0"}]}]},
    {"rank_id": 1, "local_id": 1, "device_id": 1, "device_port": 16666, "host_port": 60002, "level_list": [
      {"net_layer": 0, "net_instance_id": "az0-rack0-pod0", "net_type": "TOPO_FILE_DESC", "net_attr": "",
       "rank_addr_list": [{"addr_type": "IPV4", "addr": "172.16.0.11", "ports": ["1/1"]}]},
      {"net_layer": 1, "net_instance_id": "az0", "net_type": "CLOS", "net_attr": "",
       "rank_addr_list": [{"addr_type": "IPV4", "addr": "172.16.0.16", "ports": ["0/4", "0/5", "0/6", "0/7"], "plane_id": "plane0"}]}]}
  ]})";

// The legacy template 2: two servers, the first holding two pods of two
// devices each, the second one pod; ranks follow the list.
const char *const kBaseT2 = R"({
  "status": "completed", "group_count": "1",
  "group_list": [{"group_name": "hccl_world_group", "instance_count": "3", "device_count": "6",
    "instance_list": [
      {"pod_name": "tf-bae41", "server_id": "10.0.0.10", "devices": [
        {"device_id": "0", "device_ip": "192.168.1.8"}, {"device_id": "1", "device_ip": "192.168.1.9"}]},
      {"pod_name": "tf-c2d10", "server_id": "10.0.0.10", "devices": [
        {"device_id": "2", "device_ip": "192.168.1.10"}, {"device_id": "3", "device_ip": "192.168.1.11"}]},
      {"pod_name": "tf-tbdc3", "server_id": "10.0.0.11", "devices": [
        {"device_id": "0", "device_ip": "192.168.2.8"}, {"device_id": "1", "device_ip": "192.168.2.9"}]}]}]})";

const char *baseText(const QString &version)
{
    if (version == QLatin1String("t2"))
        return kBaseT2;
    if (version == QLatin1String("1.2"))
        return kBase12;
    if (version == QLatin1String("2.0"))
        return kBase20;
    return kBase10;
}

JsonValue parseText(std::string_view text)
{
    Parsed<JsonValue> parsed = parseJson(text);
    if (!parsed.ok())
        qFatal("test JSON does not parse: %s", qPrintable(parsed.error()));
    return parsed.take();
}

// "/a/b/3" -> parent "/a/b" and token "3".
void splitLast(const std::string &pointer, std::string *parent, std::string *token)
{
    const std::size_t slash = pointer.rfind('/');
    *parent = pointer.substr(0, slash);
    *token = pointer.substr(slash + 1);
}

JsonValue &resolveOrDie(JsonValue &document, const std::string &pointer)
{
    JsonValue *value = JsonPointer::resolve(document, pointer);
    if (!value)
        qFatal("mutation names a missing place: %s", pointer.c_str());
    return *value;
}

void setValue(JsonValue &document, const std::string &pointer, JsonValue value)
{
    if (pointer.empty()) {
        document = std::move(value);
        return;
    }
    std::string parentPointer, token;
    splitLast(pointer, &parentPointer, &token);
    JsonValue &parent = resolveOrDie(document, parentPointer);
    if (parent.isObject()) {
        parent.setMember(token, std::move(value));
        return;
    }
    const std::size_t index = std::stoul(token);
    if (index == parent.size())
        parent.append(std::move(value));
    else
        parent.at(index) = std::move(value);
}

void removeValue(JsonValue &document, const std::string &pointer)
{
    std::string parentPointer, token;
    splitLast(pointer, &parentPointer, &token);
    JsonValue &parent = resolveOrDie(document, parentPointer);
    if (parent.isObject()) {
        const long index = parent.indexOf(token);
        if (index < 0)
            qFatal("no member to delete: %s", pointer.c_str());
        parent.takeKeyAt(std::size_t(index));
        parent.takeAt(std::size_t(index));
    } else {
        parent.takeAt(std::stoul(token));
    }
}

// Mutations, one per string:
//   "set POINTER JSON"  (POINTER "#" is the root)
//   "del POINTER"
//   "swap POINTER POINTER"
void applyMutation(JsonValue &document, const QString &mutation)
{
    const std::string text = mutation.toStdString();
    const std::size_t first = text.find(' ');
    const std::string op = text.substr(0, first);
    const std::size_t second = text.find(' ', first + 1);
    std::string pointer = text.substr(first + 1, second == std::string::npos ? std::string::npos : second - first - 1);
    if (pointer == "#")
        pointer.clear();
    const std::string rest = second == std::string::npos ? std::string() : text.substr(second + 1);
    if (op == "set") {
        setValue(document, pointer, parseText(rest));
    } else if (op == "del") {
        removeValue(document, pointer);
    } else if (op == "swap") {
        std::swap(resolveOrDie(document, pointer), resolveOrDie(document, rest));
    } else {
        qFatal("unknown mutation: %s", text.c_str());
    }
}

JsonValue mutated(const QString &version, const QStringList &mutations)
{
    JsonValue document = parseText(baseText(version));
    for (const QString &mutation : mutations)
        applyMutation(document, mutation);
    return document;
}

QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines.append(severityName(problem.severity) + QStringLiteral(" ") + problem.toString());
    return lines.join(QLatin1Char('\n'));
}

const Problem *findAt(const Problems &problems, const QString &pointer, const QString &fact,
                      Problem::Severity severity)
{
    for (const Problem &problem : problems) {
        if (QString::fromStdString(problem.pointer) == pointer && problem.severity == severity
            && problem.message.contains(fact)) {
            return &problem;
        }
    }
    return nullptr;
}

// JSON text helpers for mutations that need long values.
QString repeated(const QString &item, int count)
{
    QStringList items;
    for (int i = 0; i < count; ++i)
        items.append(QString(item).replace(QStringLiteral("%i"), QString::number(i)));
    return QLatin1Char('[') + items.join(QLatin1Char(',')) + QLatin1Char(']');
}

QString level(int layer, const QString &type)
{
    return QStringLiteral(R"({"net_layer": %1, "net_instance_id": "l%1", "net_type": "%2", "net_attr": "", "rank_addr_list": []})")
        .arg(layer).arg(type);
}

enum Expect { Valid = -1, Error = int(Problem::Severity::Error), Warning = int(Problem::Severity::Warning) };

} // namespace

class TestRankTableValidator : public QObject
{
    Q_OBJECT

private slots:
    void rules_data();
    void rules();
    void reportsEveryProblemInOnePass();
    void placeholderReportsOnlyItsStatus();
    void nonObjectRoot();
    void missingRankIdsAreRanges();
    void brokenDeviceListDoesNotCascade();
    void interleavedSuperPodsWithContiguousRanks();
    void reportsVersion();
    void notARankTableIsOneLine();
    void convertsTemplate2To10();
    void refusesToConvertWhatItCannot();
    void ipAddresses_data();
    void ipAddresses();

private:
    void addRules10();
    void addRules12();
    void addRules20();
    void addRulesTemplate2();
    void addCommon();
};

namespace {

void row(const char *name, const char *version, const QStringList &mutations, Expect expect,
         const char *pointer = "", const QString &fact = QString())
{
    QTest::newRow(name) << QString::fromLatin1(version) << mutations << int(expect)
                        << QString::fromLatin1(pointer) << fact;
}

QString s(const char *text) { return QString::fromUtf8(text); }

} // namespace

void TestRankTableValidator::rules_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QStringList>("mutations");
    QTest::addColumn<int>("expect");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("fact");
    addCommon();
    addRules10();
    addRules12();
    addRules20();
    addRulesTemplate2();
}

void TestRankTableValidator::addRulesTemplate2()
{
    row("base template 2", "t2", {}, Valid);
    row("t2 initializing", "t2", {s("set /status \"initializing\"")}, Error, "/status", s("not usable yet"));
    row("t2 group_count wrong", "t2", {s("set /group_count \"2\"")}, Error, "/group_count", s("group_count is 2 but there are 1"));
    row("t2 group_count number", "t2", {s("set /group_count 1")}, Error, "/group_count", s("\"1\""));
    row("t2 group_list empty", "t2", {s("set /group_list []")}, Error, "/group_list", s("empty"));
    row("t2 group_name missing", "t2", {s("del /group_list/0/group_name")}, Error, "/group_list/0/group_name", s("missing"));
    row("t2 instance_count wrong", "t2", {s("set /group_list/0/instance_count \"2\"")}, Error, "/group_list/0/instance_count", s("there are 3 pods"));
    row("t2 device_count wrong", "t2", {s("set /group_list/0/device_count \"8\"")}, Error, "/group_list/0/device_count", s("there are 6 devices"));
    row("t2 instance_list missing", "t2", {s("del /group_list/0/instance_list")}, Error, "/group_list/0/instance_list", s("missing"));
    row("t2 pod_name twice", "t2", {s("set /group_list/0/instance_list/1/pod_name \"tf-bae41\"")}, Error,
        "/group_list/0/instance_list/1/pod_name", s("appears twice"));
    row("t2 server_id missing", "t2", {s("del /group_list/0/instance_list/2/server_id")}, Error, "/group_list/0/instance_list/2/server_id", s("missing"));
    row("t2 server split", "t2", {s("swap /group_list/0/instance_list/1 /group_list/0/instance_list/2")}, Error,
        "/group_list/0/instance_list/2/server_id", s("\"10.0.0.10\" are not listed together"));
    row("t2 devices empty", "t2", {s("set /group_list/0/instance_list/2/devices []"), s("set /group_list/0/device_count \"4\"")}, Error,
        "/group_list/0/instance_list/2/devices", s("empty"));
    row("t2 device_id twice on a server", "t2", {s("set /group_list/0/instance_list/1/devices/0/device_id \"1\"")}, Error,
        "/group_list/0/instance_list/1/devices/0/device_id", s("device_id 1 is listed twice on server \"10.0.0.10\""));
    row("t2 device_id same on two servers", "t2", {s("set /group_list/0/instance_list/2/devices/0/device_id \"3\"")}, Valid);
    row("t2 device_id 64", "t2", {s("set /group_list/0/instance_list/0/devices/0/device_id \"64\"")}, Error,
        "/group_list/0/instance_list/0/devices/0/device_id", s("from 0 to 63"));
    row("t2 device_ip bad", "t2", {s("set /group_list/0/instance_list/0/devices/1/device_ip \"192.168.1\"")}, Error,
        "/group_list/0/instance_list/0/devices/1/device_ip", s("not an IPv4 or IPv6"));
    row("t2 device_ip twice", "t2", {s("set /group_list/0/instance_list/2/devices/1/device_ip \"192.168.1.8\"")}, Error,
        "/group_list/0/instance_list/2/devices/1/device_ip", s("used by another device"));
}

void TestRankTableValidator::addCommon()
{
    row("base 1.0", "1.0", {}, Valid);
    row("base 1.2", "1.2", {}, Valid);
    row("base 2.0", "2.0", {}, Valid);
    row("root array", "1.0", {s("set # []")}, Error, "", s("must be a JSON object"));
    row("version missing", "1.0", {s("del /version")}, Error, "/version", s("missing"));
    row("version number", "1.0", {s("set /version 1.0")}, Error, "/version", s("must be a string"));
    row("version unknown", "1.0", {s("set /version \"1.1\"")}, Error, "/version", s("\"1.1\" is unknown"));
    row("status missing 1.0", "1.0", {s("del /status")}, Error, "/status", s("missing"));
    row("status missing 1.2", "1.2", {s("del /status")}, Error, "/status", s("missing"));
    row("status optional 2.0", "2.0", {s("del /status")}, Valid);
    row("status initializing", "1.0", {s("set /status \"initializing\"")}, Error, "/status", s("not usable yet"));
    row("status initializing names operator", "1.2", {s("set /status \"initializing\"")}, Error, "/status", s("Ascend Operator"));
    row("status other", "1.0", {s("set /status \"done\"")}, Error, "/status", s("\"done\"; expected \"completed\""));
    row("status number", "2.0", {s("set /status 1")}, Error, "/status", s("must be a string"));
    row("status wrong 2.0", "2.0", {s("set /status \"ready\"")}, Error, "/status", s("expected \"completed\""));
}

void TestRankTableValidator::addRules10()
{
    // server_count
    row("server_count as number", "1.0", {s("set /server_count 2")}, Error, "/server_count", s("write \"2\""));
    row("server_count missing in 1.0", "1.0", {s("del /server_count")}, Error, "/server_count", s("version 1.0 requires it"));
    row("server_count optional in 1.2", "1.2", {s("del /server_count")}, Valid);
    row("server_count mismatch", "1.0", {s("set /server_count \"3\"")}, Error, "/server_count", s("server_list has 2 servers"));
    row("server_count mismatch 1.2", "1.2", {s("set /server_count \"2\"")}, Error, "/server_count", s("server_list has 4 servers"));
    row("server_count not a number", "1.0", {s("set /server_count \"two\"")}, Error, "/server_count", s("not a whole number"));
    // server_list
    row("server_list missing", "1.0", {s("del /server_list")}, Error, "/server_list", s("missing"));
    row("server_list object", "1.0", {s("set /server_list {}")}, Error, "/server_list", s("must be an array; found an object"));
    row("server_list empty", "1.0", {s("set /server_list []"), s("set /server_count \"0\"")}, Error, "/server_list", s("empty"));
    row("server not an object", "1.0", {s("set /server_list/1 \"node_1\"")}, Error, "/server_list/1", s("must be an object; found the string \"node_1\""));
    // server_id
    row("server_id missing", "1.0", {s("del /server_list/1/server_id")}, Error, "/server_list/1/server_id", s("no server_id"));
    row("server_id number", "1.0", {s("set /server_list/1/server_id 1")}, Error, "/server_list/1/server_id", s("must be a string; found the number 1"));
    row("server_id empty", "1.0", {s("set /server_list/1/server_id \"\"")}, Error, "/server_list/1/server_id", s("empty"));
    row("server_id 64 bytes", "1.0", {QStringLiteral("set /server_list/1/server_id \"%1\"").arg(QString(64, QLatin1Char('n')))}, Valid);
    row("server_id 65 bytes", "1.0", {QStringLiteral("set /server_list/1/server_id \"%1\"").arg(QString(65, QLatin1Char('n')))},
        Error, "/server_list/1/server_id", s("65 bytes long; HCCL accepts at most 64"));
    row("server_id duplicate", "1.0", {s("set /server_list/1/server_id \"node_0\"")}, Error, "/server_list/1/server_id", s("already used by /server_list/0"));
    row("server_id IP-like", "1.0", {s("set /server_list/1/server_id \"10.80.1.12\"")}, Valid);
    // host_ip
    row("host_ip optional", "1.0", {s("del /server_list/0/host_ip")}, Valid);
    row("host_ip bad octet", "1.0", {s("set /server_list/0/host_ip \"172.16.0.300\"")}, Error, "/server_list/0/host_ip", s("\"172.16.0.300\" is not a valid IPv4"));
    row("host_ip IPv6 refused", "1.0", {s("set /server_list/0/host_ip \"fd00::10\"")}, Error, "/server_list/0/host_ip", s("not a valid IPv4"));
    row("host_ip number", "1.0", {s("set /server_list/0/host_ip 17216010")}, Error, "/server_list/0/host_ip", s("must be a string"));
    // device list
    row("device missing", "1.0", {s("del /server_list/0/device")}, Error, "/server_list/0/device", s("no device list"));
    row("device object", "1.0", {s("set /server_list/0/device {}")}, Error, "/server_list/0/device", s("must be an array"));
    row("device empty", "1.0", {s("set /server_list/0/device []")}, Error, "/server_list/0/device", s("empty device list"));
    row("device not an object", "1.0", {s("set /server_list/0/device/2 [2]")}, Error, "/server_list/0/device/2", s("device[2] must be an object; found an array"));
    // device_id
    row("device_id missing", "1.0", {s("del /server_list/0/device/1/device_id")}, Error, "/server_list/0/device/1/device_id", s("missing"));
    row("device_id as number", "1.0", {s("set /server_list/0/device/1/device_id 1")}, Error, "/server_list/0/device/1/device_id", s("write \"1\""));
    row("device_id 63", "1.0", {s("set /server_list/0/device/1/device_id \"63\"")}, Valid);
    row("device_id 64", "1.0", {s("set /server_list/0/device/1/device_id \"64\"")}, Error, "/server_list/0/device/1/device_id", s("from 0 to 63"));
    row("device_id negative", "1.0", {s("set /server_list/0/device/1/device_id \"-1\"")}, Error, "/server_list/0/device/1/device_id", s("is -1; expected a whole number from 0 to 63"));
    row("device_id not a number", "1.0", {s("set /server_list/0/device/1/device_id \"davinci1\"")}, Error, "/server_list/0/device/1/device_id", s("not a whole number"));
    row("device_id bool", "1.0", {s("set /server_list/0/device/1/device_id true")}, Error, "/server_list/0/device/1/device_id", s("found the boolean true"));
    row("device_id unordered", "1.0", {s("set /server_list/0/device/0/device_id \"1\""), s("set /server_list/0/device/1/device_id \"0\"")}, Valid);
    row("device_id duplicate", "1.0", {s("set /server_list/0/device/2/device_id \"0\"")}, Error, "/server_list/0/device/2/device_id", s("device_id 0 appears twice in server \"node_0\" (first at device 0)"));
    row("device_id same in two servers", "1.0", {}, Valid);
    // device_ip
    row("device_ip optional", "1.0", {s("del /server_list/0/device/1/device_ip")}, Valid);
    row("device_ip IPv6", "1.0", {s("set /server_list/0/device/1/device_ip \"fd00:a5::1:9\"")}, Valid);
    row("device_ip placeholder -1", "1.0", {s("set /server_list/0/device/1/device_ip \"-1\"")}, Error, "/server_list/0/device/1/device_ip", s("did not report this NPU's NIC IP"));
    row("device_ip short", "1.0", {s("set /server_list/0/device/1/device_ip \"192.168.1\"")}, Error, "/server_list/0/device/1/device_ip", s("\"192.168.1\" is not a valid IPv4 or IPv6 address"));
    row("device_ip leading zero", "1.0", {s("set /server_list/0/device/1/device_ip \"192.168.01.9\"")}, Error, "/server_list/0/device/1/device_ip", s("not a valid IPv4 or IPv6"));
    row("device_ip bad IPv6", "1.0", {s("set /server_list/0/device/1/device_ip \"fd00::a5::9\"")}, Error, "/server_list/0/device/1/device_ip", s("not a valid IPv4 or IPv6"));
    row("device_ip number", "1.0", {s("set /server_list/0/device/1/device_ip 19216819")}, Error, "/server_list/0/device/1/device_ip", s("must be a string"));
    row("device_ip empty", "1.0", {s("set /server_list/0/device/1/device_ip \"\"")}, Warning, "/server_list/0/device/1/device_ip", s("empty"));
    row("device_ip duplicate", "1.0", {s("set /server_list/1/device/2/device_ip \"192.168.1.9\"")}, Error, "/server_list/1/device/2/device_ip", s("already used by /server_list/0/device/1"));
    row("device_ip duplicate mapped", "1.0", {s("set /server_list/1/device/2/device_ip \"::ffff:192.168.1.9\"")}, Error, "/server_list/1/device/2/device_ip", s("/server_list/0/device/1"));
    row("device_ip duplicate IPv6 spelling", "1.0", {s("set /server_list/0/device/0/device_ip \"fd00:0:0::8\""), s("set /server_list/1/device/0/device_ip \"FD00::8\"")},
        Error, "/server_list/1/device/0/device_ip", s("already used by /server_list/0/device/0"));
    // ports
    row("device_port optional", "1.0", {s("del /server_list/0/device/1/device_port")}, Valid);
    row("device_port as number", "1.0", {s("set /server_list/0/device/1/device_port 16666")}, Error, "/server_list/0/device/1/device_port", s("write \"16666\""));
    row("device_port zero", "1.0", {s("set /server_list/0/device/1/device_port \"0\"")}, Error, "/server_list/0/device/1/device_port", s("from 1 to 65535"));
    row("device_port too big", "1.0", {s("set /server_list/0/device/1/device_port \"65536\"")}, Error, "/server_list/0/device/1/device_port", s("65536"));
    row("device_port 65535", "1.0", {s("set /server_list/0/device/1/device_port \"65535\"")}, Valid);
    row("host_port as number", "1.0", {s("set /server_list/0/device/1/host_port 60002")}, Error, "/server_list/0/device/1/host_port", s("write \"60002\""));
    row("host_port too big", "1.0", {s("set /server_list/0/device/1/host_port \"70000\"")}, Error, "/server_list/0/device/1/host_port", s("from 1 to 65535"));
    row("host_port duplicate", "1.0", {s("set /server_list/0/device/3/host_port \"60002\"")}, Error, "/server_list/0/device/3/host_port", s("host_port 60002 is already used by device 1"));
    row("host_port optional", "1.0", {s("del /server_list/0/device/3/host_port")}, Valid);
    // rank_id
    row("rank_id missing", "1.0", {s("del /server_list/1/device/3/rank_id")}, Error, "/server_list/1/device/3/rank_id", s("missing"));
    row("rank_id missing leaves a gap", "1.0", {s("del /server_list/1/device/3/rank_id")}, Error, "/server_list", s("rank id 7 is missing"));
    row("rank_id as number", "1.0", {s("set /server_list/1/device/3/rank_id 7")}, Error, "/server_list/1/device/3/rank_id", s("write \"7\""));
    row("rank_id out of range", "1.0", {s("set /server_list/1/device/3/rank_id \"8\"")}, Error, "/server_list/1/device/3/rank_id", s("rank_id 8 is out of range: the table has 8 devices, so rank ids must be 0 to 7"));
    row("rank_id negative", "1.0", {s("set /server_list/1/device/3/rank_id \"-1\"")}, Error, "/server_list/1/device/3/rank_id", s("out of range"));
    row("rank_id not a number", "1.0", {s("set /server_list/1/device/3/rank_id \"r7\"")}, Error, "/server_list/1/device/3/rank_id", s("not a whole number"));
    row("rank_id duplicate", "1.0", {s("set /server_list/1/device/0/rank_id \"3\"")}, Error, "/server_list/1/device/0/rank_id", s("rank_id 3 is already used by /server_list/0/device/3"));
    row("rank_id duplicate leaves a gap", "1.0", {s("set /server_list/1/device/0/rank_id \"3\"")}, Error, "/server_list", s("rank id 4 is missing"));
    row("rank_id gap as range", "1.0", {s("set /server_list/1/device/2/rank_id \"4\""), s("set /server_list/1/device/3/rank_id \"5\"")}, Error, "/server_list", s("rank ids 6-7 are missing"));
    row("rank blocks in other server order", "1.0",
        {s("set /server_list/0/device/0/rank_id \"4\""), s("set /server_list/0/device/1/rank_id \"5\""), s("set /server_list/0/device/2/rank_id \"6\""), s("set /server_list/0/device/3/rank_id \"7\""),
         s("set /server_list/1/device/0/rank_id \"0\""), s("set /server_list/1/device/1/rank_id \"1\""), s("set /server_list/1/device/2/rank_id \"2\""), s("set /server_list/1/device/3/rank_id \"3\"")}, Valid);
    row("rank blocks interleaved", "1.0",
        {s("set /server_list/0/device/3/rank_id \"7\""), s("set /server_list/1/device/0/rank_id \"3\""), s("set /server_list/1/device/1/rank_id \"4\""),
         s("set /server_list/1/device/2/rank_id \"5\""), s("set /server_list/1/device/3/rank_id \"6\"")},
        Error, "/server_list/0", s("server \"node_0\" holds rank ids 0-2, 7, which are not one contiguous block"));
    row("rank order descending in server", "1.0", {s("set /server_list/0/device/0/rank_id \"1\""), s("set /server_list/0/device/1/rank_id \"0\"")},
        Warning, "/server_list/0/device/1/rank_id", s("rank_id 0 comes after rank_id 1"));
}

void TestRankTableValidator::addRules12()
{
    const char *d0 = "/server_list/0/device/0";
    auto at = [](const char *base, const char *rest) { return QString::fromLatin1(base) + QString::fromLatin1(rest); };
    // super_device_id
    row("super_device_id missing", "1.2", {s("del /server_list/0/device/0/super_device_id")}, Error, "/server_list/0/device/0/super_device_id", s("version 1.2 needs"));
    row("super_device_id empty", "1.2", {s("set /server_list/0/device/0/super_device_id \"\"")}, Error, "/server_list/0/device/0/super_device_id", s("super_device_id[] is invalid"));
    row("super_device_id as number", "1.2", {s("set /server_list/0/device/0/super_device_id 0")}, Error, "/server_list/0/device/0/super_device_id", s("write \"0\""));
    row("super_device_id not a number", "1.2", {s("set /server_list/0/device/0/super_device_id \"sdid0\"")}, Error, "/server_list/0/device/0/super_device_id", s("not a whole number"));
    row("super_device_id large", "1.2", {s("set /server_list/0/device/0/super_device_id \"37748736\"")}, Valid);
    row("super_device_id not needed in 1.0", "1.0", {}, Valid);
    row("super_device_id duplicate in super-pod", "1.2", {s("set /server_list/1/device/1/super_device_id \"0\"")},
        Error, "/server_list/1/device/1/super_device_id", s("super_device_id 0 is already used by /server_list/0/device/0 in the same super-pod"));
    row("super_device_id repeated in other super-pod", "1.2", {s("set /server_list/2/device/0/super_device_id \"0\"")}, Valid);
    row("super_device_id repeated without super_pod_list", "1.2", {s("set /server_list/2/device/0/super_device_id \"0\""), s("del /super_pod_list")},
        Error, "/server_list/2/device/0/super_device_id", s("same super-pod"));
    // backup_device_ip
    row("backup_device_ip optional", "1.2", {s("del /server_list/0/device/0/backup_device_ip"), s("del /server_list/0/device/0/backup_device_port")}, Valid);
    row("backup_device_ip invalid", "1.2", {s("set /server_list/0/device/0/backup_device_ip \"192.168.1.x\"")}, Error, at(d0, "/backup_device_ip").toLatin1().constData(), s("\"192.168.1.x\" is not a valid IPv4 or IPv6"));
    row("backup_device_ip own", "1.2", {s("set /server_list/0/device/0/backup_device_ip \"192.168.1.6\"")}, Error, "/server_list/0/device/0/backup_device_ip", s("own device_ip"));
    row("backup_device_ip own other spelling", "1.2", {s("set /server_list/0/device/0/backup_device_ip \"::ffff:192.168.1.6\"")}, Error, "/server_list/0/device/0/backup_device_ip", s("own device_ip"));
    row("backup_device_ip other server", "1.2", {s("set /server_list/0/device/0/backup_device_ip \"192.168.2.7\"")}, Warning, "/server_list/0/device/0/backup_device_ip", s("other die of the same NPU"));
    row("backup_device_ip unknown NIC", "1.2", {s("set /server_list/0/device/0/backup_device_ip \"192.168.9.9\"")}, Warning, "/server_list/0/device/0/backup_device_ip", s("not the device_ip of any other device in this server"));
    row("backup_device_ip number", "1.2", {s("set /server_list/0/device/0/backup_device_ip 7")}, Error, "/server_list/0/device/0/backup_device_ip", s("must be a string"));
    // backup_device_port
    row("backup_device_port same as NIC's primary port", "1.2", {s("set /server_list/0/device/0/backup_device_port \"16666\"")},
        Error, "/server_list/0/device/0/backup_device_port", s("equals the device_port of device 1"));
    row("backup_device_port checked through the NIC's own port", "1.2",
        {s("set /server_list/0/device/1/device_port \"16667\""), s("set /server_list/0/device/1/backup_device_port \"16668\"")},
        Error, "/server_list/0/device/0/backup_device_port", s("different ports in its primary and backup roles"));
    row("backup_device_port equal to own device_port", "1.2", {s("set /server_list/0/device/0/backup_device_port \"16666\""), s("set /server_list/0/device/1/device_port \"16668\"")}, Valid);
    row("backup_device_port out of range", "1.2", {s("set /server_list/0/device/0/backup_device_port \"0\"")}, Error, "/server_list/0/device/0/backup_device_port", s("from 1 to 65535"));
    row("backup_device_port as number", "1.2", {s("set /server_list/0/device/0/backup_device_port 16667")}, Error, "/server_list/0/device/0/backup_device_port", s("write \"16667\""));
    // super_pod_list
    row("super_pod_list optional", "1.2", {s("del /super_pod_list")}, Valid);
    row("super_pod_list object", "1.2", {s("set /super_pod_list {}")}, Error, "/super_pod_list", s("must be an array"));
    row("super-pod not an object", "1.2", {s("set /super_pod_list/1 \"1\"")}, Error, "/super_pod_list/1", s("must be an object"));
    row("super_pod_id missing", "1.2", {s("del /super_pod_list/1/super_pod_id")}, Error, "/super_pod_list/1/super_pod_id", s("no super_pod_id"));
    row("super_pod_id number", "1.2", {s("set /super_pod_list/1/super_pod_id 1")}, Error, "/super_pod_list/1/super_pod_id", s("must be a string; found the number 1"));
    row("super_pod_id any string", "1.2", {s("set /super_pod_list/1/super_pod_id \"logical-b\"")}, Valid);
    row("super_pod_id duplicate", "1.2", {s("set /super_pod_list/1/super_pod_id \"0\"")}, Error, "/super_pod_list/1/super_pod_id", s("\"0\" is already used by /super_pod_list/0"));
    row("super-pod server_list missing", "1.2", {s("del /super_pod_list/1/server_list")}, Error, "/super_pod_list/1/server_list", s("no server_list"));
    row("super-pod server_list object", "1.2", {s("set /super_pod_list/1/server_list {}")}, Error, "/super_pod_list/1/server_list", s("must be an array"));
    row("super-pod member server_id missing", "1.2", {s("set /super_pod_list/1/server_list/1 {}")}, Error, "/super_pod_list/1/server_list/1/server_id", s("no server_id"));
    row("super-pod member unknown", "1.2", {s("set /super_pod_list/1/server_list/1/server_id \"node_9\"")}, Error, "/super_pod_list/1/server_list/1/server_id", s("\"node_9\" is not in server_list"));
    row("super-pod member twice in one pod", "1.2", {s("set /super_pod_list/1/server_list/2 {\"server_id\": \"node_2\"}")},
        Error, "/super_pod_list/1/server_list/2/server_id", s("already listed at /super_pod_list/1/server_list/0"));
    row("super-pod member in two pods", "1.2", {s("set /super_pod_list/1/server_list/2 {\"server_id\": \"node_0\"}")},
        Error, "/super_pod_list/1/server_list/2/server_id", s("already listed at /super_pod_list/0/server_list/0"));
    row("server in no super-pod", "1.2", {s("del /super_pod_list/1/server_list/1")}, Warning, "/server_list/3", s("\"node_3\" is not in any super-pod"));
    row("super-pods interleaved", "1.2",
        {s("swap /server_list/1 /server_list/2")},
        Error, "/server_list/2", s("server \"node_1\" of super-pod \"0\" is listed apart"));
}

void TestRankTableValidator::addRules20()
{
    const QString r0 = s("/rank_list/0");
    const QString l1 = s("/rank_list/0/level_list/1");
    const QString a0 = s("/rank_list/0/level_list/1/rank_addr_list/0");
    // rank_count
    row("rank_count missing", "2.0", {s("del /rank_count")}, Error, "/rank_count", s("version 2.0 requires it"));
    row("rank_count as string", "2.0", {s("set /rank_count \"2\"")}, Error, "/rank_count", s("write 2 without quotes"));
    row("rank_count zero", "2.0", {s("set /rank_count 0")}, Error, "/rank_count", s("from 1 to 65536"));
    row("rank_count too big", "2.0", {s("set /rank_count 65537")}, Error, "/rank_count", s("65537"));
    row("rank_count fraction", "2.0", {s("set /rank_count 2.0")}, Error, "/rank_count", s("not a whole number"));
    row("rank_count mismatch", "2.0", {s("set /rank_count 3")}, Error, "/rank_count", s("rank_list has 2 ranks"));
    // rank_list
    row("rank_list missing", "2.0", {s("del /rank_list")}, Error, "/rank_list", s("missing"));
    row("rank_list object", "2.0", {s("set /rank_list {}")}, Error, "/rank_list", s("must be an array"));
    row("rank_list empty", "2.0", {s("set /rank_list []")}, Error, "/rank_list", s("empty"));
    row("rank not an object", "2.0", {s("set /rank_list/1 1")}, Error, "/rank_list/1", s("rank_list[1] must be an object; found the number 1"));
    // rank_id
    row("rank_id missing 2.0", "2.0", {s("del /rank_list/1/rank_id")}, Error, "/rank_list/1/rank_id", s("missing"));
    row("rank_id as string 2.0", "2.0", {s("set /rank_list/1/rank_id \"1\"")}, Error, "/rank_list/1/rank_id", s("write 1 without quotes"));
    row("rank_id out of range 2.0", "2.0", {s("set /rank_list/1/rank_id 2")}, Error, "/rank_list/1/rank_id", s("rank ids must be 0 to 1"));
    row("rank_id duplicate 2.0", "2.0", {s("set /rank_list/1/rank_id 0")}, Error, "/rank_list/1/rank_id", s("already used by /rank_list/0"));
    row("rank_id gap 2.0", "2.0", {s("set /rank_list/1/rank_id 0")}, Error, "/rank_list", s("rank id 1 is missing"));
    row("rank_id unordered 2.0", "2.0", {s("set /rank_list/0/rank_id 1"), s("set /rank_list/1/rank_id 0")}, Valid);
    // local_id, device_id
    row("local_id missing", "2.0", {s("del /rank_list/0/local_id")}, Error, "/rank_list/0/local_id", s("missing"));
    row("local_id 64", "2.0", {s("set /rank_list/0/local_id 64")}, Valid);
    row("local_id 65", "2.0", {s("set /rank_list/0/local_id 65")}, Error, "/rank_list/0/local_id", s("from 0 to 64"));
    row("device_id 2.0 missing", "2.0", {s("del /rank_list/0/device_id")}, Error, "/rank_list/0/device_id", s("missing"));
    row("device_id 2.0 as string", "2.0", {s("set /rank_list/0/device_id \"0\"")}, Error, "/rank_list/0/device_id", s("without quotes"));
    row("device_id 2.0 65", "2.0", {s("set /rank_list/0/device_id 65")}, Error, "/rank_list/0/device_id", s("from 0 to 64"));
    // ports
    row("device_port 2.0 optional", "2.0", {s("del /rank_list/0/device_port"), s("del /rank_list/0/host_port")}, Valid);
    row("device_port 2.0 as string", "2.0", {s("set /rank_list/0/device_port \"16666\"")}, Error, "/rank_list/0/device_port", s("write 16666 without quotes"));
    row("device_port 2.0 zero", "2.0", {s("set /rank_list/0/device_port 0")}, Error, "/rank_list/0/device_port", s("from 1 to 65535"));
    row("host_port 2.0 too big", "2.0", {s("set /rank_list/0/host_port 65536")}, Error, "/rank_list/0/host_port", s("from 1 to 65535"));
    // level_list
    row("level_list missing", "2.0", {s("del /rank_list/0/level_list")}, Error, "/rank_list/0/level_list", s("missing"));
    row("level_list object", "2.0", {s("set /rank_list/0/level_list {}")}, Error, "/rank_list/0/level_list", s("must be an array"));
    {
        QStringList levels;
        for (int i = 0; i < 8; ++i)
            levels.append(level(i, i == 0 ? s("TOPO_FILE_DESC") : s("CLOS")));
        row("level_list 8 entries", "2.0", {s("set /rank_list/0/level_list [") + levels.join(QLatin1Char(',')) + QLatin1Char(']')}, Valid);
        levels.append(level(8, s("CLOS")));
        row("level_list 9 entries", "2.0", {s("set /rank_list/0/level_list [") + levels.join(QLatin1Char(',')) + QLatin1Char(']')},
            Error, "/rank_list/0/level_list", s("level_list has 9 entries; at most 8"));
    }
    row("level not an object", "2.0", {s("set /rank_list/0/level_list/1 \"CLOS\"")}, Error, "/rank_list/0/level_list/1", s("must be an object"));
    // net_layer
    row("net_layer missing", "2.0", {s("del /rank_list/0/level_list/1/net_layer")}, Error, "/rank_list/0/level_list/1/net_layer", s("missing"));
    row("net_layer as string", "2.0", {s("set /rank_list/0/level_list/1/net_layer \"1\"")}, Error, "/rank_list/0/level_list/1/net_layer", s("without quotes"));
    row("net_layer 8", "2.0", {s("set /rank_list/0/level_list/1/net_layer 8")}, Error, "/rank_list/0/level_list/1/net_layer", s("from 0 to 7"));
    row("net_layer gap", "2.0", {s("set /rank_list/0/level_list/1/net_layer 7")}, Valid);
    row("net_layer not from 0", "2.0", {s("set /rank_list/0/level_list/0/net_layer 1"), s("set /rank_list/0/level_list/1/net_layer 2")},
        Error, "/rank_list/0/level_list/0/net_layer", s("must start at net_layer 0"));
    row("net_layer repeated", "2.0", {s("set /rank_list/0/level_list/1/net_layer 0")}, Error, "/rank_list/0/level_list/1/net_layer", s("net_layer 0 follows net_layer 0; net layers must be strictly ascending"));
    row("net_layer descending", "2.0", {s("set /rank_list/0/level_list/2 ") + level(1, s("CLOS")), s("set /rank_list/0/level_list/1/net_layer 2")},
        Error, "/rank_list/0/level_list/2/net_layer", s("net_layer 1 follows net_layer 2"));
    // net_type, net_instance_id, net_attr
    row("net_type layer 0", "2.0", {s("set /rank_list/0/level_list/0/net_type \"CLOS\"")}, Error, "/rank_list/0/level_list/0/net_type", s("layer 0 must be \"TOPO_FILE_DESC\""));
    row("net_type missing", "2.0", {s("del /rank_list/0/level_list/1/net_type")}, Error, "/rank_list/0/level_list/1/net_type", s("missing"));
    row("net_type other layers free", "2.0", {s("set /rank_list/0/level_list/1/net_type \"1DMESH\"")}, Valid);
    row("net_instance_id missing", "2.0", {s("del /rank_list/0/level_list/1/net_instance_id")}, Error, "/rank_list/0/level_list/1/net_instance_id", s("missing"));
    row("net_instance_id number", "2.0", {s("set /rank_list/0/level_list/1/net_instance_id 0")}, Error, "/rank_list/0/level_list/1/net_instance_id", s("must be a string"));
    row("net_attr number", "2.0", {s("set /rank_list/0/level_list/1/net_attr 0")}, Error, "/rank_list/0/level_list/1/net_attr", s("must be a string"));
    row("net_attr optional", "2.0", {s("del /rank_list/0/level_list/1/net_attr")}, Valid);
    // rank_addr_list
    row("rank_addr_list missing", "2.0", {s("del /rank_list/0/level_list/1/rank_addr_list")}, Error, "/rank_list/0/level_list/1/rank_addr_list", s("missing"));
    row("rank_addr_list 24 entries", "2.0",
        {s("set /rank_list/0/level_list/1/rank_addr_list ") + repeated(s(R"({"addr_type": "IPV4", "addr": "172.18.0.%i"})"), 24)}, Valid);
    row("rank_addr_list 25 entries", "2.0",
        {s("set /rank_list/0/level_list/1/rank_addr_list ") + repeated(s(R"({"addr_type": "IPV4", "addr": "172.18.0.%i"})"), 25)},
        Error, "/rank_list/0/level_list/1/rank_addr_list", s("25 entries; at most 24"));
    row("address not an object", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0 \"172.16.0.15\"")}, Error, a0.toLatin1().constData(), s("must be an object"));
    // addr_type, addr
    row("addr_type missing", "2.0", {s("del /rank_list/0/level_list/1/rank_addr_list/0/addr_type")}, Error, (a0 + s("/addr_type")).toLatin1().constData(), s("missing"));
    row("addr_type unknown", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/addr_type \"IPV5\"")}, Error, (a0 + s("/addr_type")).toLatin1().constData(), s("\"IPV5\" is unknown; expected \"EID\", \"IPV4\" or \"IPV6\""));
    row("addr_type as the doc spells it", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/addr_type \"IPv4\"")}, Valid);
    row("addr_type IPv6", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/addr_type \"ipv6\""), s("set /rank_list/0/level_list/1/rank_addr_list/0/addr \"fd00:a5::15\"")}, Valid);
    row("addr_type EID", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/addr_type \"EID\""), s("set /rank_list/0/level_list/1/rank_addr_list/0/addr \"000000000000002000100000df001001\"")}, Valid);
    row("addr missing", "2.0", {s("del /rank_list/0/level_list/1/rank_addr_list/0/addr")}, Error, (a0 + s("/addr")).toLatin1().constData(), s("missing"));
    row("addr bad IPv4", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/addr \"172.16.0.256\"")}, Error, (a0 + s("/addr")).toLatin1().constData(), s("\"172.16.0.256\" is not a valid IPV4 address"));
    row("addr IPv6 under IPV4", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/addr \"fd00::15\"")}, Error, (a0 + s("/addr")).toLatin1().constData(), s("not a valid IPV4"));
    row("addr bad IPv6", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/addr_type \"IPV6\""), s("set /rank_list/0/level_list/1/rank_addr_list/0/addr \"1::2::3\"")},
        Error, (a0 + s("/addr")).toLatin1().constData(), s("not a valid IPV6"));
    row("addr empty EID", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/addr_type \"EID\""), s("set /rank_list/0/level_list/1/rank_addr_list/0/addr \"\"")},
        Error, (a0 + s("/addr")).toLatin1().constData(), s("not a valid EID"));
    // ports, plane_id
    row("ports optional", "2.0", {s("del /rank_list/0/level_list/1/rank_addr_list/0/ports")}, Valid);
    row("ports 16", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/ports ") + repeated(s("\"0/%i\""), 16)}, Valid);
    row("ports 17", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/ports ") + repeated(s("\"0/%i\""), 17)},
        Error, (a0 + s("/ports")).toLatin1().constData(), s("17 entries; at most 16"));
    row("port d2h (host NIC)", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/ports [\"d2h\"]")}, Valid);
    row("port d2x", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/ports/1 \"d2x\"")}, Error, (a0 + s("/ports/1")).toLatin1().constData(), s("\"d2h\""));
    row("port dash", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/ports/1 \"0-5\"")}, Error, (a0 + s("/ports/1")).toLatin1().constData(), s("\"0-5\" is not of the form \"Die/Port\""));
    row("port letters", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/ports/1 \"die0/5\"")}, Error, (a0 + s("/ports/1")).toLatin1().constData(), s("Die/Port"));
    row("port half", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/ports/1 \"0/\"")}, Error, (a0 + s("/ports/1")).toLatin1().constData(), s("Die/Port"));
    row("port number", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/ports/1 5")}, Error, (a0 + s("/ports/1")).toLatin1().constData(), s("ports[1] must be a string"));
    row("port two digits", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/ports/1 \"12/15\"")}, Valid);
    row("plane_id number", "2.0", {s("set /rank_list/0/level_list/1/rank_addr_list/0/plane_id 0")}, Error, (a0 + s("/plane_id")).toLatin1().constData(), s("must be a string"));
    Q_UNUSED(r0);
    Q_UNUSED(l1);
}

void TestRankTableValidator::rules()
{
    QFETCH(QString, version);
    QFETCH(QStringList, mutations);
    QFETCH(int, expect);
    QFETCH(QString, pointer);
    QFETCH(QString, fact);

    const Problems problems = validateRankTable(mutated(version, mutations));
    if (expect == Valid) {
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        return;
    }
    const Problem *found = findAt(problems, pointer, fact, Problem::Severity(expect));
    QVERIFY2(found, qPrintable(QStringLiteral("no %1 at \"%2\" mentioning \"%3\"; got:\n%4")
                                   .arg(severityName(Problem::Severity(expect)), pointer, fact, describe(problems))));
    // A warning alone must not make the table unusable.
    if (expect == Warning)
        QVERIFY2(!hasErrors(problems), qPrintable(describe(problems)));
}

void TestRankTableValidator::reportsEveryProblemInOnePass()
{
    const JsonValue document = mutated(QStringLiteral("1.2"), {
        QStringLiteral("set /server_count 4"),
        QStringLiteral("set /server_list/0/device/1/device_ip \"-1\""),
        QStringLiteral("set /server_list/1/device/0/device_id \"99\""),
        QStringLiteral("set /server_list/2/device/1/rank_id \"4\""),
        QStringLiteral("set /server_list/3/host_ip \"300.1.1.1\""),
        QStringLiteral("set /super_pod_list/1/server_list/0/server_id \"node_7\""),
    });
    const Problems problems = validateRankTable(document);
    const QList<QPair<QString, QString>> expected = {
        {QStringLiteral("/server_count"), QStringLiteral("write \"4\"")},
        {QStringLiteral("/server_list/0/device/1/device_ip"), QStringLiteral("did not report")},
        {QStringLiteral("/server_list/1/device/0/device_id"), QStringLiteral("from 0 to 63")},
        {QStringLiteral("/server_list/2/device/1/rank_id"), QStringLiteral("already used by /server_list/2/device/0")},
        {QStringLiteral("/server_list"), QStringLiteral("rank id 5 is missing")},
        {QStringLiteral("/server_list/3/host_ip"), QStringLiteral("not a valid IPv4")},
        {QStringLiteral("/super_pod_list/1/server_list/0/server_id"), QStringLiteral("\"node_7\" is not in server_list")},
        {QStringLiteral("/server_list/2"), QStringLiteral("not in any super-pod")},
    };
    for (const auto &[pointer, fact] : expected) {
        const bool found = findAt(problems, pointer, fact, Problem::Severity::Error)
            || findAt(problems, pointer, fact, Problem::Severity::Warning);
        QVERIFY2(found, qPrintable(pointer + QStringLiteral(": ") + fact + QStringLiteral("\n") + describe(problems)));
    }
    QVERIFY2(problems.size() == expected.size(), qPrintable(describe(problems)));
}

void TestRankTableValidator::placeholderReportsOnlyItsStatus()
{
    const Problems problems = validateRankTable(parseText(R"({"status": "initializing"})"));
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().pointer, std::string("/status"));
    QVERIFY(problems.first().message.contains(QStringLiteral("not usable yet")));
}

void TestRankTableValidator::nonObjectRoot()
{
    for (const char *text : {"[]", "\"hccl\"", "3", "null"}) {
        const Problems problems = validateRankTable(parseText(text));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().pointer, std::string());
    }
}

void TestRankTableValidator::missingRankIdsAreRanges()
{
    // 8 devices holding 0, 2, 3 and 4 more ids out of range: 1 and 5-7 missing.
    const JsonValue document = mutated(QStringLiteral("1.0"), {
        QStringLiteral("set /server_list/0/device/1/rank_id \"0\""),
        QStringLiteral("set /server_list/1/device/1/rank_id \"4\""),
        QStringLiteral("set /server_list/1/device/2/rank_id \"4\""),
        QStringLiteral("set /server_list/1/device/3/rank_id \"4\""),
    });
    const Problems problems = validateRankTable(document);
    QVERIFY2(findAt(problems, QStringLiteral("/server_list"), QStringLiteral("rank ids 1, 5-7 are missing"), Problem::Severity::Error),
             qPrintable(describe(problems)));
}

void TestRankTableValidator::brokenDeviceListDoesNotCascade()
{
    // Without server 0's devices the rank count is unknown: server 1's ids
    // 4-7 are not "out of range" and 0-3 are not reported missing.
    for (const char *mutation : {"del /server_list/0/device", "set /server_list/0/device {}", "set /server_list/0/device []"}) {
        const Problems problems = validateRankTable(mutated(QStringLiteral("1.0"), {QString::fromLatin1(mutation)}));
        QVERIFY2(problems.size() == 1, qPrintable(describe(problems)));
        QCOMPARE(problems.first().pointer, std::string("/server_list/0/device"));
    }
}

void TestRankTableValidator::interleavedSuperPodsWithContiguousRanks()
{
    // Server order may differ from rank order, but a super-pod stays together.
    const JsonValue document = mutated(QStringLiteral("1.2"), {QStringLiteral("swap /server_list/0 /server_list/3")});
    const Problems problems = validateRankTable(document);
    QVERIFY2(findAt(problems, QStringLiteral("/server_list/3"), QStringLiteral("listed apart"), Problem::Severity::Error),
             qPrintable(describe(problems)));
    for (const Problem &problem : problems)
        QVERIFY2(!problem.message.contains(QStringLiteral("contiguous")), qPrintable(describe(problems)));
}

void TestRankTableValidator::reportsVersion()
{
    QCOMPARE(rankTableVersion(parseText(kBase10)), RankTableVersion::V1_0);
    QCOMPARE(rankTableVersion(parseText(kBase12)), RankTableVersion::V1_2);
    QCOMPARE(rankTableVersion(parseText(kBase20)), RankTableVersion::V2_0);
    QCOMPARE(rankTableVersion(parseText(R"({"version": 1.0})")), RankTableVersion::Unknown);
    QCOMPARE(rankTableVersion(parseText("[]")), RankTableVersion::Unknown);
    QCOMPARE(rankTableVersion(parseText(kBaseT2)), RankTableVersion::Template2);
    QCOMPARE(QByteArray(rankTableVersionName(RankTableVersion::Template2)), QByteArray("template 2"));
    QCOMPARE(QByteArray(rankTableVersionName(RankTableVersion::V1_2)), QByteArray("1.2"));
    QCOMPARE(QByteArray(rankTableVersionName(RankTableVersion::Unknown)), QByteArray("unknown"));
}

void TestRankTableValidator::notARankTableIsOneLine()
{
    const Problems problems = validateRankTable(parseText(R"({"apiVersion": "v1", "kind": "Config", "clusters": []})"));
    QVERIFY2(problems.size() == 1, qPrintable(describe(problems)));
    QCOMPARE(problems.first().pointer, std::string());
    QVERIFY(problems.first().message.contains(QStringLiteral("not a rank table")));
    QVERIFY(problems.first().message.contains(QStringLiteral("apiVersion, kind, clusters")));
    // One rank-table key is enough to be checked as one, with every problem.
    QVERIFY(validateRankTable(parseText(R"({"server_list": []})")).size() > 1);
}

void TestRankTableValidator::convertsTemplate2To10()
{
    const Parsed<JsonValue> converted = convertTemplate2To10(parseText(kBaseT2));
    QVERIFY2(converted.ok(), qPrintable(describe(converted.problems())));
    const JsonValue &table = converted.value();
    QVERIFY2(validateRankTable(table).isEmpty(), qPrintable(describe(validateRankTable(table))));
    QCOMPARE(rankTableVersion(table), RankTableVersion::V1_0);
    QCOMPARE(table.find("server_count")->text(), std::string("2"));
    // The first server's two pods are one server of four ranks, in list order.
    const JsonValue &first = table.find("server_list")->at(0);
    QCOMPARE(first.find("server_id")->text(), std::string("10.0.0.10"));
    QCOMPARE(first.find("device")->size(), std::size_t(4));
    QCOMPARE(first.find("device")->at(2).find("device_ip")->text(), std::string("192.168.1.10"));
    QCOMPARE(first.find("device")->at(2).find("rank_id")->text(), std::string("2"));
    const JsonValue &second = table.find("server_list")->at(1);
    QCOMPARE(second.find("device")->at(1).find("rank_id")->text(), std::string("5"));
    QCOMPARE(second.find("device")->at(1).find("device_id")->text(), std::string("1"));
}

void TestRankTableValidator::refusesToConvertWhatItCannot()
{
    // A server split by another's pods cannot be one 1.0 server.
    const Parsed<JsonValue> split = convertTemplate2To10(
        mutated(QStringLiteral("t2"), {QStringLiteral("swap /group_list/0/instance_list/1 /group_list/0/instance_list/2")}));
    QVERIFY(!split.ok());
    QVERIFY2(findAt(split.problems(), QStringLiteral("/group_list/0/instance_list/2/server_id"), QStringLiteral("not listed together"),
                    Problem::Severity::Error), qPrintable(describe(split.problems())));
    // Two groups: 1.0 has one.
    JsonValue twoGroups = parseText(kBaseT2);
    JsonValue group = twoGroups.find("group_list")->at(0);
    // The second group's devices need addresses of their own.
    JsonValue &instances = *group.find("instance_list");
    for (std::size_t i = 0; i < instances.size(); ++i) {
        JsonValue &devices = *instances.at(i).find("devices");
        for (std::size_t d = 0; d < devices.size(); ++d) {
            JsonValue &device = devices.at(d);
            device.setMember("device_ip", JsonValue::string("10.9." + device.find("device_ip")->text().substr(8)));
        }
    }
    twoGroups.find("group_list")->append(std::move(group));
    twoGroups.setMember("group_count", JsonValue::string("2"));
    QVERIFY2(validateRankTable(twoGroups).isEmpty(), qPrintable(describe(validateRankTable(twoGroups))));
    const Parsed<JsonValue> two = convertTemplate2To10(twoGroups);
    QVERIFY(!two.ok());
    QVERIFY(two.error().contains(QStringLiteral("2 groups")));
    // A 1.0 table is not template 2.
    QVERIFY(!convertTemplate2To10(parseText(kBase10)).ok());
}

void TestRankTableValidator::ipAddresses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<bool>("ipv4");
    const QList<std::tuple<const char *, bool, bool>> cases = {
        {"0.0.0.0", true, true}, {"255.255.255.255", true, true}, {"192.168.1.8", true, true},
        {"256.1.1.1", false, false}, {"1.2.3", false, false}, {"1.2.3.4.5", false, false},
        {"01.2.3.4", false, false}, {"1.2.3.4 ", false, false}, {" 1.2.3.4", false, false},
        {"1..3.4", false, false}, {"1.2.3.", false, false}, {"1.2.3.1000", false, false},
        {"-1", false, false}, {"", false, false}, {"a.b.c.d", false, false},
        {"::", true, false}, {"::1", true, false}, {"fe80::1", true, false},
        {"2001:db8:0:0:0:0:2:1", true, false}, {"2001:DB8::2:1", true, false},
        {"1:2:3:4:5:6:7::", true, false}, {"::ffff:10.0.0.1", true, true}, {"64:ff9b::10.0.0.1", true, false},
        {"1:2:3:4:5:6:7:8:9", false, false}, {"1:2:3:4:5:6:7", false, false}, {":1::2", false, false},
        {"1:::2", false, false}, {"1::2::3", false, false}, {"12345::1", false, false},
        {"g::1", false, false}, {"fe80::1%eth0", false, false}, {"fd00::/64", false, false},
        {"1:2:3:4:5:6:7:8::", false, false}, {"1:2:3:4:5:6:1.2.3.4", true, false}, {"1:2:3:4:5:6:7:1.2.3.4", false, false},
        {"::1.2.3", false, false}, {"1:", false, false},
    };
    for (const auto &[text, valid, ipv4] : cases)
        QTest::newRow(text) << QString::fromLatin1(text) << valid << ipv4;
}

void TestRankTableValidator::ipAddresses()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(bool, ipv4);
    const std::string bytes = text.toStdString();
    IpAddress address;
    QCOMPARE(parseIpAddress(bytes, &address), valid);
    if (valid)
        QCOMPARE(address.family == IpAddress::Family::V4, ipv4);
}

QTEST_APPLESS_MAIN(TestRankTableValidator)
#include "tst_ranktablevalidator.moc"
