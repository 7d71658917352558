// What the console's inspector shows of an object, in memory: the YAML it
// writes reads back as the same object (the strings a reader would take
// for another type quoted, a ConfigMap's file a literal block), the Events
// about one object picked from a namespace's list, and its description in
// kubectl describe's words, with nothing guessed where a field is missing.
#include "clustermodel/jobevents.h"
#include "clustermodel/objectdescription.h"
#include "kube/yamljson.h"

#include <QDateTime>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <functional>

#include <nlohmann/json.hpp>

using namespace ascendops;
using namespace ascendops::clustermodel;
using Json = nlohmann::json;

namespace {

constexpr qint64 kNow = 1'780'000'000'000;   // 2026-05-28T20:26:40Z

Json readBack(const QByteArray &yaml)
{
    const auto documents = kube::yamlDocumentsToJson(yaml);
    if (!documents.ok() || documents.value().size() != 1)
        return nullptr;
    return documents.value().front();
}

QString iso(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

Json eventOf(const char *kind, const char *name, const char *ns, const char *reason, qint64 ms, int count = 1)
{
    Json involved{{"kind", kind}, {"name", name}};
    if (*ns)
        involved["namespace"] = ns;
    return {{"involvedObject", involved}, {"type", "Warning"}, {"reason", reason}, {"message", std::string(reason) + " happened"},
            {"source", {{"component", "ascend-device-plugin"}}}, {"lastTimestamp", iso(ms).toStdString()}, {"count", count}};
}

Json podFixture()
{
    return Json::parse(R"({"apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": "job-worker-0", "namespace": "default", "ownerReferences": [{"kind": "Job", "name": "job"}]},
        "spec": {"containers": [{"name": "ascend", "image": "mindspeed:2.1",
                                 "resources": {"limits": {"huawei.com/Ascend910": "16"}}}],
                 "volumes": [{"name": "ranktable", "configMap": {"name": "rings-config-job"}},
                             {"name": "ckpt", "nfs": {"server": "10.0.0.9", "path": "/ckpt"}}]},
        "status": {"phase": "Running",
                   "containerStatuses": [{"name": "ascend", "ready": false, "restartCount": 2,
                                          "state": {"waiting": {"reason": "CrashLoopBackOff"}},
                                          "lastState": {"terminated": {"reason": "Error", "exitCode": 137}}}]}})");
}

Json nodeFixture()
{
    Json node = Json::parse(R"({"apiVersion": "v1", "kind": "Node",
        "metadata": {"name": "node-2", "labels": {"accelerator": "huawei-Ascend910"}},
        "spec": {"unschedulable": true, "taints": [{"key": "node.kubernetes.io/unschedulable", "effect": "NoSchedule"}]},
        "status": {"capacity": {"huawei.com/Ascend910": "16"},
                   "conditions": [{"type": "Ready", "status": "False", "reason": "KubeletNotReady"}]}})");
    node["metadata"]["creationTimestamp"] = iso(kNow - 3 * 3'600'000).toStdString();
    node["metadata"]["annotations"]["ascendops.io/recovery-paused"] = std::string(400, 'x');
    node["status"]["conditions"][0]["lastTransitionTime"] = iso(kNow - 90'000).toStdString();
    return node;
}

} // namespace

class TestObjectInspection : public QObject
{
    Q_OBJECT

private slots:
    void everyValueReadsBackAsItWas()
    {
        const Json strings = Json::array({"true", "on", "Off", "y", "NO", "123", "-5", "1.5", "1e3", "0x1F", "012", ".inf", "",
                                          "null", "~", "- x", "a: b", "#c", " lead", "trail ", "2026-11-30", "2026-10-31T01:54:26Z", "1_000", "1:20", ".NaN", "10.0.0.3", "line1\nline2",
                                          "file\nwith lines\n", "two\n\n", "\ttab\n", "crlf\r\n", "日本語", "\"quoted\""});
        const Json object{{"strings", strings},
                          {"numbers", {0, -7, 4294967296LL, 2.5, 1e20}},
                          {"flags", {true, false, nullptr}},
                          {"empty", {{"list", Json::array()}, {"map", Json::object()}}},
                          {"on", "key read as a boolean if plain"},
                          {"nested", {{"a", {{"b", {{"c", Json::array({Json{{"d", 1}}})}}}}}}}};
        const QByteArray yaml = kube::jsonToYaml(object);
        QCOMPARE(QString::fromStdString(readBack(yaml).dump()), QString::fromStdString(object.dump()));
        // Types a reader would change are quoted; a file is a literal block.
        QVERIFY2(yaml.contains("- \"on\"\n") && yaml.contains("- \"123\"\n") && yaml.contains("\"on\": key read")
                     && yaml.contains("- \"0x1F\"\n") && yaml.contains("- \"1:20\"\n") && yaml.contains("- \"2026-10-31T01:54:26Z\"\n") && yaml.contains("- \"a: b\"\n"),
                 yaml.constData());
        QVERIFY2(yaml.contains("- |\n    file\n    with lines\n"), yaml.constData());
        QCOMPARE(kube::jsonToYaml(Json::object()), QByteArray("{}\n"));
    }

    // Random values over an alphabet of what trips YAML (indicators, blanks,
    // control characters, line breaks, digits, non-ASCII), seeded, so that a
    // failure repeats: each reads back as it was.
    void randomValuesReadBackAsTheyWere()
    {
        QRandomGenerator random(20261130);
        const std::vector<std::string> pieces{"a", "Z", "0", "7", ".", "-", "+", ":", " ", "\t", "\n", "\r", "#", "'", "\"", "\\",
                                              "{", "}", "[", "]", ",", "&", "*", "!", "|", ">", "%", "@", "`", "?", "~", "\x01",
                                              "\x7f", "é", "日", "true", "null", "0x", "1e5", "---", "...", "<<", "="};
        const auto text = [&] {
            std::string out;
            for (int n = int(random.bounded(8)); n > 0; --n)
                out += pieces[random.bounded(int(pieces.size()))];
            return out;
        };
        std::function<Json(int)> value = [&](int depth) -> Json {
            switch (random.bounded(depth > 3 ? 4 : 6)) {
            case 0: return text();
            case 1: return qint64(random.generate64()) >> random.bounded(64);
            case 2: return random.bounded(2) == 1;
            case 3: return random.bounded(2) ? Json(nullptr) : Json(random.generateDouble() * 1e6);
            case 4: {
                Json map = Json::object();
                for (int n = int(random.bounded(4)); n > 0; --n)
                    map[text()] = value(depth + 1);
                return map;
            }
            default: {
                Json list = Json::array();
                for (int n = int(random.bounded(4)); n > 0; --n)
                    list.push_back(value(depth + 1));
                return list;
            }
            }
        };
        for (int round = 0; round < 3000; ++round) {
            const Json object{{"v", value(0)}};
            const QByteArray yaml = kube::jsonToYaml(object);
            QVERIFY2(readBack(yaml) == object, qPrintable(QStringLiteral("%1\n---\n%2").arg(QString::fromStdString(object.dump()),
                                                                                            QString::fromUtf8(yaml))));
        }
    }

    // A real manifest (the tuned job of tests/data/jobprofile) and a
    // device-info map as the device plugin writes it (its documented value).
    void realObjectsReadBackAsTheyWere()
    {
        for (const char *name : {"/jobprofile/tuned/job.yaml"}) {
            QFile file(QStringLiteral(TEST_DATA_DIR) + QLatin1String(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const auto documents = kube::yamlDocumentsToJson(file.readAll());
            QVERIFY(documents.ok() && !documents.value().empty());
            for (const Json &document : documents.value())
                QCOMPARE(QString::fromStdString(readBack(kube::jsonToYaml(document)).dump()), QString::fromStdString(document.dump()));
        }
        QFile deviceInfo(QStringLiteral(TEST_DATA_DIR "/deviceinfo/documented-a3.json"));
        QVERIFY(deviceInfo.open(QIODevice::ReadOnly));
        const Json map{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                       {"metadata", {{"name", "mindx-dl-deviceinfo-node-1"}, {"namespace", "kube-system"}}},
                       {"data", {{"DeviceInfoCfg", deviceInfo.readAll().toStdString()}, {"checkCode", "4d3c"}}}};
        QCOMPARE(QString::fromStdString(readBack(kube::jsonToYaml(map)).dump()), QString::fromStdString(map.dump()));
    }

    void theEventsAboutOneObjectAreItsOwn()
    {
        const Json items = Json::array({eventOf("Node", "node-2", "", "Occur", kNow - 60'000),
                                        eventOf("Node", "node-2", "", "Recovery", kNow - 5'000, 3),
                                        eventOf("Node", "node-20", "", "Occur", kNow - 1'000),          // another node
                                        eventOf("Pod", "node-2", "default", "Killing", kNow - 1'000),   // another kind
                                        eventOf("Pod", "job-worker-0", "default", "Started", kNow - 2'000),
                                        eventOf("Pod", "job-worker-0", "other", "Started", kNow - 2'000)});
        const auto node = eventsAbout(items, QStringLiteral("Node"), {}, QStringLiteral("node-2"));
        QCOMPARE(int(node.size()), 2);
        QCOMPARE(node[0].reason, QStringLiteral("Occur"));   // oldest first
        QCOMPARE(node[1].count, 3);
        const auto pod = eventsAbout(items, QStringLiteral("Pod"), QStringLiteral("default"), QStringLiteral("job-worker-0"));
        QCOMPARE(int(pod.size()), 1);
        QCOMPARE(int(eventsAbout(items, QStringLiteral("Node"), {}, QStringLiteral("node-2"), 1).size()), 1);   // newest kept
        QVERIFY(eventsAbout(Json::object(), QStringLiteral("Node"), {}, QStringLiteral("node-2")).empty());
    }

    void aNodeIsDescribedWithItsTaintsConditionsAndEvents()
    {
        const Json node = nodeFixture();
        const std::vector<JobEvent> events = eventsAbout(Json::array({eventOf("Node", "node-2", "", "Occur", kNow - 60'000, 4)}),
                                                         QStringLiteral("Node"), {}, QStringLiteral("node-2"));
        const QString text = describeObject(node, &events, kNow);
        QVERIFY2(describeObject(node, nullptr, kNow).contains(QLatin1String("Events:          not read\n")),   // unknown, never none
                 qPrintable(describeObject(node, nullptr, kNow)));
        for (const char *expected : {"Name:            node-2\n", "Labels:          accelerator=huawei-Ascend910\n",
                                     "Unschedulable:   true (cordoned)\n", "Taints:          node.kubernetes.io/unschedulable:NoSchedule\n",
                                     "Capacity:        huawei.com/Ascend910: 16\n", "Created:         ", "(3h ago)",
                                     "  Ready  False   90s    KubeletNotReady", "(400 characters; the YAML tab has all)",
                                     "  Warning  Occur   60s (x4)  ascend-device-plugin  Occur happened\n"})
            QVERIFY2(text.contains(QLatin1String(expected)), qPrintable(QStringLiteral("%1 not in:\n%2").arg(QLatin1String(expected), text)));
    }

    void aPodIsDescribedWithItsContainersAndVolumes()
    {
        const Json pod = podFixture();
        const std::vector<JobEvent> none;
        const QString text = describeObject(pod, &none, kNow);
        for (const char *expected : {"Namespace:       default\n", "Controlled By:   Job/job\n", "Node:            <none> (not scheduled)\n",
                                     "    State:           Waiting: CrashLoopBackOff\n", "    Last State:      Terminated: Error, exit code 137\n",
                                     "    Restart Count:   2\n", "    Limits:          huawei.com/Ascend910: 16\n",
                                     "Volumes:         ranktable: ConfigMap rings-config-job\n", "ckpt: NFS 10.0.0.9:/ckpt\n",
                                     "Events:          <none>\n"})
            QVERIFY2(text.contains(QLatin1String(expected)), qPrintable(QStringLiteral("%1 not in:\n%2").arg(QLatin1String(expected), text)));
    }

    void aConfigMapShowsEachKeyCut()
    {
        QString lines;
        for (int i = 0; i < 100; ++i)
            lines += QStringLiteral("line %1\n").arg(i);
        const Json map{{"kind", "ConfigMap"}, {"apiVersion", "v1"}, {"metadata", {{"name", "reset-config-job"}}},
                       {"data", {{"reset.json", lines.toStdString()}}}};
        const QString text = describeObject(map, nullptr, kNow);
        QVERIFY2(text.contains(QLatin1String("  reset.json (790 bytes):\n    line 0\n")), qPrintable(text));
        QVERIFY(text.contains(QString::fromUtf8("    line 39\n    … 60 more lines (the YAML tab has all)\n")));
        QVERIFY(!text.contains(QLatin1String("line 40\n")));
    }

    // Whatever shape comes, a description and no exception.
    void anythingIsDescribedWithoutGuessing()
    {
        for (const Json &odd : {Json(), Json::array(), Json("text"), Json::object(),
                                Json{{"kind", "Pod"}, {"spec", "not an object"}, {"status", {{"containerStatuses", 3}}}},
                                Json{{"kind", "Node"}, {"metadata", {{"labels", Json::array()}}}, {"status", {{"conditions", {1, "x"}}}}},
                                Json{{"kind", "Job"}, {"apiVersion", "batch.volcano.sh/v1alpha1"}, {"spec", {{"tasks", {{{"replicas", "x"}}}}}}},
                                Json{{"kind", "AscendJob"}, {"spec", {{"replicaSpecs", {{"Master", 1}}}}}},
                                Json::parse(R"({"kind": "Pod", "spec": {"volumes": [1, [2], {"name": "x"}], "containers": [[1], 2]},
                                                "status": {"containerStatuses": [[], {"name": 3, "state": [1]}]}})"),
                                Json::parse(R"({"kind": "Job", "apiVersion": "batch.volcano.sh/v1alpha1", "metadata": {"ownerReferences": [{"uid": 5}, 7]},
                                                "spec": {"policies": [{"events": ["PodEvicted", 3], "exitCode": 137, "action": "RestartJob"}, 1]}})")}) {
            const QString text = describeObject(odd, nullptr, kNow);
            QVERIFY(odd.is_object() ? text.contains(QLatin1String("Events:          not read")) : text.contains(QLatin1String("not an object")));
        }
        const Json policy = Json::parse(R"({"kind": "Job", "apiVersion": "batch.volcano.sh/v1alpha1",
            "spec": {"policies": [{"events": ["PodEvicted", "PodFailed"], "action": "RestartJob"}, {"exitCode": 137, "action": "AbortJob"}]}})");
        const QString policies = describeObject(policy, nullptr, kNow);
        QVERIFY2(policies.contains(QStringLiteral("Policies:        PodEvicted, PodFailed → RestartJob\n")) && policies.contains(QStringLiteral("exit code 137 → AbortJob\n")),
                 qPrintable(policies));
        QCOMPARE(ageText(45'000), QStringLiteral("45s"));
        QCOMPARE(ageText(310'000), QStringLiteral("5m10s"));
        QCOMPARE(ageText((3 * 60 + 2) * 60'000LL), QStringLiteral("3h2m"));
        QCOMPARE(ageText(4 * 86'400'000LL), QStringLiteral("4d"));
        QCOMPARE(ageText(-5), QStringLiteral("0s"));   // a clock ahead of ours: never a negative age
    }
};

QTEST_GUILESS_MAIN(TestObjectInspection)
#include "tst_objectinspection.moc"
