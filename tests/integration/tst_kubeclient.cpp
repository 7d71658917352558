// The Kubernetes client against the embedded cluster's real HTTPS API server
// (`ascend-ops-cli sim serve`), plus the parts that need no server: watch
// stream parsing, request building, backoff.
#include "core/backoff.h"
#include "kube/clusterwrites.h"
#include "kube/informer.h"
#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/watchevent.h"

#include "../support/simserver.h"

#include <QFile>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ascendops::kube;

namespace {

// Runs the event loop until the reply finishes.
bool waitFor(KubeReply *reply, int timeoutMs = 15000)
{
    QPointer<KubeReply> guard(reply);
    QSignalSpy spy(reply, &KubeReply::finished);
    return spy.wait(timeoutMs);
}

struct Result
{
    bool finished = false;
    int status = 0;
    KubeError error;
    nlohmann::json object;
    qint64 latencyMs = -1;
};

Result run(KubeReply *reply, int timeoutMs = 15000)
{
    auto result = std::make_shared<Result>();
    QObject context;
    reply->then(&context, [result](KubeReply &done) {
        result->finished = true;
        result->status = done.httpStatus();
        result->error = done.error();
        result->object = done.object();
        result->latencyMs = done.latencyMs();
    });
    QTest::qWaitFor([result] { return result->finished; }, timeoutMs);
    return *result;
}

std::string str(const nlohmann::json &object, const char *pointer)
{
    return object.value(nlohmann::json::json_pointer(pointer), std::string());
}

QString qstr(const nlohmann::json &object, const char *pointer)
{
    return QString::fromStdString(str(object, pointer));
}

} // namespace

class TestKubeClient : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // No server needed.
    void watchParserToleratesAnyChunking();
    void requestsCarryVerbsAndOptions();
    void restartJobCommandTargetsTheJob();
    void backoffGrowsWithJitterToACap();
    void unreachableServerIsSaidPlainly();

    // Against `sim serve`.
    void listsNodes();
    void informerSyncsAndSeesDelete();
    void optionalResourceNotServedIsAnEmptyCache();
    void dryRunDeleteLeavesThePod();
    void writesTypedHelpers();
    void readOnlyContextIsForbidden();
    void wrongCaIsATlsError();
    void insecureSkipVerifyConnects();
    void execPluginIsAskedAgainAfter401();
    void tokenFileIsReadAgainAfter401();
    void watchFromUnknownVersionIsGone();
    void informerRelistsAfterGone();
    void watchResumesAfterServerRestart();

private:
    ClusterConnection connectionFor(const QString &context);
    bool requireServer();

    QTemporaryDir m_dir;
    std::unique_ptr<SimServer> m_server;
    QString m_serverProblem;
};

void TestKubeClient::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (!QFile::exists(QStringLiteral(CLI_PATH))) {
        m_serverProblem = QStringLiteral("ascend-ops-cli is not built at " CLI_PATH);
        return;
    }
    m_server = std::make_unique<SimServer>(m_dir.filePath(QStringLiteral("kubeconfig")));
    if (!m_server->start(0, &m_serverProblem))
        m_server.reset();
}

void TestKubeClient::cleanupTestCase()
{
    m_server.reset();
}

bool TestKubeClient::requireServer()
{
    return m_server != nullptr;
}

ClusterConnection TestKubeClient::connectionFor(const QString &context)
{
    const Kubeconfig config = Kubeconfig::load({m_server->kubeconfig()});
    const auto resolved = config.resolve(context);
    if (!resolved.connection)
        qFatal("the simulator's kubeconfig does not resolve: %s", qPrintable(joinErrors(config.errors() + resolved.errors)));
    return *resolved.connection;
}

#define REQUIRE_SERVER()                                                                                   \
    do {                                                                                                   \
        if (!requireServer())                                                                              \
            QSKIP(qPrintable(QStringLiteral("the embedded cluster is not usable: ") + m_serverProblem));   \
    } while (false)

void TestKubeClient::watchParserToleratesAnyChunking()
{
    const QByteArray stream =
        "{\"type\":\"ADDED\",\"object\":{\"metadata\":{\"name\":\"a\",\"resourceVersion\":\"5\"},\"data\":{\"t\":\"\xe5\x8d\x8e\"}}}\n"
        "\r\n"
        "{\"type\":\"BOOKMARK\",\"object\":{\"metadata\":{\"resourceVersion\":\"9\"}}}\n"
        "not json\n"
        "{\"type\":\"ERROR\",\"object\":{\"kind\":\"Status\",\"code\":410,\"reason\":\"Expired\",\"message\":\"too old\"}}";
    QLoggingCategory::setFilterRules(QStringLiteral("ascendops.kube.warning=false"));    // the "not json" line, 10,000 times
    const auto restoreLogging = qScopeGuard([] { QLoggingCategory::setFilterRules({}); });
    for (int cut = 0; cut <= stream.size(); ++cut) {
        for (int second = cut; second <= stream.size(); second += 7) {
            WatchEventParser parser;
            QList<WatchEvent> events = parser.feed(stream.left(cut));
            events += parser.feed(stream.mid(cut, second - cut));
            events += parser.feed(stream.mid(second));
            events += parser.finish();
            QCOMPARE(events.size(), 3);
            QCOMPARE(events[0].type, WatchEvent::Type::Added);
            QCOMPARE(str(events[0].object, "/data/t"), std::string("\xe5\x8d\x8e"));
            QCOMPARE(events[1].type, WatchEvent::Type::Bookmark);
            QCOMPARE(str(events[1].object, "/metadata/resourceVersion"), std::string("9"));
            QCOMPARE(events[2].type, WatchEvent::Type::Error);
            QCOMPARE(KubeError::fromStatus(events[2].object).kind, KubeError::Kind::Gone);
            QCOMPARE(parser.malformedLines(), 1);
        }
    }
}

void TestKubeClient::requestsCarryVerbsAndOptions()
{
    DeleteOptions deletion;
    deletion.dryRun = true;
    deletion.gracePeriodSeconds = 0;
    deletion.propagationPolicy = QStringLiteral("Foreground");
    deletion.preconditionUid = QStringLiteral("u-1");
    deletion.preconditionResourceVersion = QStringLiteral("42");
    const KubeRequest remove = requests::remove(ResourceType::pods(), QStringLiteral("default"), QStringLiteral("p-0"), deletion);
    QCOMPARE(remove.verb, QByteArray("DELETE"));
    QCOMPARE(remove.path, QStringLiteral("/api/v1/namespaces/default/pods/p-0"));
    QCOMPARE(remove.query.queryItemValue(QStringLiteral("dryRun")), QStringLiteral("All"));
    const nlohmann::json body = nlohmann::json::parse(remove.body.toStdString());
    QVERIFY(body["kind"] == "DeleteOptions");
    QVERIFY(body["gracePeriodSeconds"] == 0);
    QVERIFY(body["propagationPolicy"] == "Foreground");
    QVERIFY(body["dryRun"] == nlohmann::json::array({"All"}));
    QVERIFY(body["preconditions"]["uid"] == "u-1");
    QVERIFY(body["preconditions"]["resourceVersion"] == "42");

    WriteOptions dry;
    dry.dryRun = true;
    const KubeRequest patch = requests::patch(ResourceType::volcanoJobs(), QStringLiteral("ai"), QStringLiteral("job"),
                                              PatchType::StrategicMerge, {{"metadata", {{"labels", {{"a", "b"}}}}}}, dry);
    QCOMPARE(patch.verb, QByteArray("PATCH"));
    QCOMPARE(patch.path, QStringLiteral("/apis/batch.volcano.sh/v1alpha1/namespaces/ai/jobs/job"));
    QCOMPARE(patch.contentType, QByteArray("application/strategic-merge-patch+json"));
    QCOMPARE(patch.query.queryItemValue(QStringLiteral("dryRun")), QStringLiteral("All"));
    QCOMPARE(contentTypeOf(PatchType::Merge), QByteArray("application/merge-patch+json"));

    QCOMPARE(ResourceType::nodes().path(QStringLiteral("ignored"), QStringLiteral("n-1")), QStringLiteral("/api/v1/nodes/n-1"));
    QCOMPARE(ResourceType::pods().path(), QStringLiteral("/api/v1/pods"));

    ListOptions options;
    options.resourceVersion = QStringLiteral("17");
    options.fieldSelector = QStringLiteral("spec.nodeName=node-1");
    const KubeRequest watch = requests::watch(ResourceType::pods(), {}, options);
    QVERIFY(watch.stream);
    QCOMPARE(watch.query.queryItemValue(QStringLiteral("watch")), QStringLiteral("true"));
    QCOMPARE(watch.query.queryItemValue(QStringLiteral("allowWatchBookmarks")), QStringLiteral("true"));
    QCOMPARE(watch.query.queryItemValue(QStringLiteral("resourceVersion")), QStringLiteral("17"));
    QCOMPARE(watch.query.queryItemValue(QStringLiteral("fieldSelector"), QUrl::FullyDecoded), QStringLiteral("spec.nodeName=node-1"));

    const nlohmann::json labels = metadataPatch("labels", {{QStringLiteral("keep"), QStringLiteral("1")}, {QStringLiteral("drop"), std::nullopt}},
                                                QStringLiteral("7"));
    QVERIFY(labels == nlohmann::json::parse(R"({"metadata":{"labels":{"keep":"1","drop":null},"resourceVersion":"7"}})"));
}

void TestKubeClient::restartJobCommandTargetsTheJob()
{
    const nlohmann::json command = restartJobCommand(QStringLiteral("default"), QStringLiteral("mindx-a3"), QStringLiteral("uid-9"));
    QVERIFY(command["apiVersion"] == "bus.volcano.sh/v1alpha1");
    QVERIFY(command["kind"] == "Command");
    QVERIFY(command["action"] == "RestartJob");
    QVERIFY(command["target"]["kind"] == "Job");
    QVERIFY(command["target"]["name"] == "mindx-a3");
    QVERIFY(command["target"]["apiVersion"] == "batch.volcano.sh/v1alpha1");
    QVERIFY(command["metadata"]["ownerReferences"][0]["uid"] == "uid-9");
    QVERIFY(command["metadata"]["ownerReferences"][0]["controller"] == true);
    QVERIFY(qstr(command, "/metadata/name").startsWith(QStringLiteral("mindx-a3-restartjob-")));
}

void TestKubeClient::backoffGrowsWithJitterToACap()
{
    ascendops::Backoff backoff(100, 1000);
    const int first = backoff.next();
    QVERIFY(first >= 100 && first < 200);
    const int second = backoff.next();
    QVERIFY(second >= 200 && second < 400);
    for (int i = 0; i < 10; ++i)
        QVERIFY(backoff.next() <= 1000);
    backoff.reset();
    QVERIFY(backoff.next() < 200);
}

void TestKubeClient::unreachableServerIsSaidPlainly()
{
    QTcpServer probe;    // a port that was free a moment ago and is closed now
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close();
    ClusterConnection connection;
    connection.contextName = QStringLiteral("nowhere");
    connection.server = QUrl(QStringLiteral("https://127.0.0.1:%1").arg(port));
    connection.clusterSource = QStringLiteral("/x/config");
    KubeClient client(connection);
    QSignalSpy failures(&client, &KubeClient::connectionFailed);
    const Result result = run(client.list(ResourceType::nodes()));
    QVERIFY(result.finished);
    QCOMPARE(result.error.kind, KubeError::Kind::Unreachable);
    QVERIFY2(result.error.summary.startsWith(QStringLiteral("nothing is listening at 127.0.0.1:%1").arg(port)),
             qPrintable(result.error.summary));
    QCOMPARE(failures.size(), 1);
}

void TestKubeClient::listsNodes()
{
    REQUIRE_SERVER();
    KubeClient client(connectionFor({}));
    QSignalSpy latency(&client, &KubeClient::latencyMeasured);
    const Result result = run(client.list(ResourceType::nodes()));
    QVERIFY(result.finished);
    QVERIFY2(!result.error.isError(), qPrintable(result.error.toString()));
    QCOMPARE(result.status, 200);
    QVERIFY(result.object["kind"] == "NodeList");
    QVERIFY(!result.object["items"].empty());
    QVERIFY(!str(result.object, "/metadata/resourceVersion").empty());
    QVERIFY(result.latencyMs >= 0);
    QCOMPARE(latency.size(), 1);
    QCOMPARE(client.lastLatencyMs(), result.latencyMs);

    const Result version = run(client.serverVersion());
    QVERIFY2(!version.error.isError(), qPrintable(version.error.toString()));
    QVERIFY(!str(version.object, "/gitVersion").empty());

    const QString name = qstr(result.object["items"][0], "/metadata/name");
    const Result one = run(client.get(ResourceType::nodes(), {}, name));
    QCOMPARE(one.status, 200);
    QCOMPARE(qstr(one.object, "/metadata/name"), name);
    const Result missing = run(client.get(ResourceType::nodes(), {}, QStringLiteral("no-such-node")));
    QCOMPARE(missing.error.kind, KubeError::Kind::NotFound);
    QCOMPARE(missing.error.reason, QStringLiteral("NotFound"));
}

// A CRD the cluster does not have (as an AscendJob on a cluster without the
// Ascend Operator): synced and empty, said once, not a failure that stops
// the console from ever syncing.
void TestKubeClient::optionalResourceNotServedIsAnEmptyCache()
{
    REQUIRE_SERVER();
    KubeClient client(connectionFor({}));
    InformerOptions options;
    options.optional = true;
    options.notServedRetryMs = 200;
    Informer widgets(&client, ResourceType{QStringLiteral("example.com"), QStringLiteral("v1"), QStringLiteral("widgets"),
                                           QStringLiteral("Widget"), true},
                     options);
    QSignalSpy synced(&widgets, &Informer::synced);
    QSignalSpy failed(&widgets, &Informer::failed);
    widgets.start();
    QVERIFY(synced.wait(15000));
    QVERIFY(widgets.hasSynced());
    QVERIFY(widgets.notServed());
    QCOMPARE(widgets.size(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(synced.size() >= 2, 5000);   // asked again
    QVERIFY(failed.isEmpty());
    widgets.stop();
    // Without the option the same answer is a failure, retried.
    Informer strict(&client, ResourceType{QStringLiteral("example.com"), QStringLiteral("v1"), QStringLiteral("widgets"),
                                          QStringLiteral("Widget"), true});
    QSignalSpy strictFailed(&strict, &Informer::failed);
    strict.start();
    QVERIFY(strictFailed.wait(15000));
    QVERIFY(!strict.hasSynced());
    strict.stop();
}

void TestKubeClient::informerSyncsAndSeesDelete()
{
    REQUIRE_SERVER();
    KubeClient client(connectionFor({}));
    InformerOptions options;
    options.ns = QStringLiteral("default");
    Informer pods(&client, ResourceType::pods(), options);
    QSignalSpy synced(&pods, &Informer::synced);
    QSignalSpy deleted(&pods, &Informer::deleted);
    QSignalSpy watching(&pods, &Informer::watching);
    pods.start();
    QVERIFY(synced.wait(15000));
    QVERIFY(pods.hasSynced());
    QVERIFY(pods.size() > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!watching.isEmpty(), 10000);

    const QString key = pods.cache().keys().first();
    const nlohmann::json pod = *pods.object(key);
    QVERIFY(pod["kind"] == "Pod");
    PodDeletion deletion;
    deletion.force = true;
    deletion.uid = qstr(pod, "/metadata/uid");
    const Result result = run(deletePod(client, qstr(pod, "/metadata/namespace"), qstr(pod, "/metadata/name"), deletion));
    QVERIFY2(!result.error.isError(), qPrintable(result.error.toString()));
    QTRY_VERIFY_WITH_TIMEOUT(!deleted.isEmpty(), 10000);
    QCOMPARE(deleted.first().at(0).toString(), key);
    QCOMPARE(pods.listCount(), 1);    // seen through the watch, not a relist
    pods.stop();
}

void TestKubeClient::dryRunDeleteLeavesThePod()
{
    REQUIRE_SERVER();
    KubeClient client(connectionFor({}));
    const Result list = run(client.list(ResourceType::pods(), QStringLiteral("default")));
    QVERIFY(!list.object["items"].empty());
    const nlohmann::json pod = list.object["items"][0];
    const QString name = qstr(pod, "/metadata/name");
    PodDeletion deletion;
    deletion.dryRun = true;
    deletion.uid = qstr(pod, "/metadata/uid");
    const Result dry = run(deletePod(client, QStringLiteral("default"), name, deletion));
    QVERIFY2(!dry.error.isError(), qPrintable(dry.error.toString()));
    const Result after = run(client.get(ResourceType::pods(), QStringLiteral("default"), name));
    QCOMPARE(after.status, 200);
    QCOMPARE(qstr(after.object, "/metadata/uid"), qstr(pod, "/metadata/uid"));
    QVERIFY(!after.object["metadata"].contains("deletionTimestamp"));

    // A precondition on another uid refuses the delete.
    deletion.dryRun = false;
    deletion.uid = QStringLiteral("not-this-pod");
    const Result refused = run(deletePod(client, QStringLiteral("default"), name, deletion));
    QCOMPARE(refused.error.kind, KubeError::Kind::Conflict);
}

void TestKubeClient::writesTypedHelpers()
{
    REQUIRE_SERVER();
    KubeClient client(connectionFor({}));
    const Result nodes = run(client.list(ResourceType::nodes()));
    const QString node = qstr(nodes.object["items"][0], "/metadata/name");

    const Result labelled = run(patchLabels(client, ResourceType::nodes(), {}, node,
                                            {{QStringLiteral("ascendops.io/checked"), QStringLiteral("yes")}}, false));
    QVERIFY2(!labelled.error.isError(), qPrintable(labelled.error.toString()));
    QVERIFY(labelled.object["metadata"]["labels"]["ascendops.io/checked"] == "yes");

    const Result dryCordon = run(setNodeUnschedulable(client, node, true, true));
    QVERIFY2(!dryCordon.error.isError(), qPrintable(dryCordon.error.toString()));
    QVERIFY(dryCordon.object["spec"].value("unschedulable", false));
    const Result still = run(client.get(ResourceType::nodes(), {}, node));
    QVERIFY(!still.object["spec"].value("unschedulable", false));    // the dry run stored nothing

    const Result annotated = run(patchAnnotations(client, ResourceType::nodes(), {}, node,
                                                  {{QStringLiteral("ascendops.io/note"), QStringLiteral("x")}}, true));
    QVERIFY2(!annotated.error.isError(), qPrintable(annotated.error.toString()));

    const Result maps = run(client.list(ResourceType::configMaps(), QStringLiteral("kube-system")));
    if (!maps.object["items"].empty()) {
        nlohmann::json map = maps.object["items"][0];
        map["data"]["ascendops-test"] = "1";
        const Result updated = run(updateConfigMap(client, map, true));
        QVERIFY2(!updated.error.isError(), qPrintable(updated.error.toString()));
        map["metadata"]["resourceVersion"] = "1";    // stale: the update must be refused
        const Result stale = run(updateConfigMap(client, map, false));
        QCOMPARE(stale.error.kind, KubeError::Kind::Conflict);
    }

    const Result jobs = run(client.list(ResourceType::volcanoJobs(), QStringLiteral("default")));
    if (!jobs.object.value("items", nlohmann::json::array()).empty()) {
        const nlohmann::json job = jobs.object["items"][0];
        const Result command = run(createRestartJobCommand(client, QStringLiteral("default"), qstr(job, "/metadata/name"),
                                                           qstr(job, "/metadata/uid"), true));
        QVERIFY2(!command.error.isError(), qPrintable(command.error.toString()));
        QVERIFY(command.object["action"] == "RestartJob");
    }
}

void TestKubeClient::readOnlyContextIsForbidden()
{
    REQUIRE_SERVER();
    KubeClient client(connectionFor(QStringLiteral("sim-readonly")));
    const Result list = run(client.list(ResourceType::pods(), QStringLiteral("default")));
    QVERIFY2(!list.error.isError(), qPrintable(list.error.toString()));    // reading is allowed
    const QString name = qstr(list.object["items"][0], "/metadata/name");
    const Result result = run(deletePod(client, QStringLiteral("default"), name));
    QCOMPARE(result.status, 403);
    QCOMPARE(result.error.kind, KubeError::Kind::Forbidden);
    QCOMPARE(result.error.reason, QStringLiteral("Forbidden"));
    QVERIFY(!result.error.message.isEmpty());
    QVERIFY2(result.error.summary.contains(result.error.message), qPrintable(result.error.summary));
    QVERIFY2(result.error.summary.startsWith(QStringLiteral("not allowed to delete pods default/") + name),
             qPrintable(result.error.summary));
}

void TestKubeClient::wrongCaIsATlsError()
{
    REQUIRE_SERVER();
    ClusterConnection connection = connectionFor({});
    const QString otherCa = QStringLiteral(TEST_DATA_DIR "/kubeconfig/other-ca.crt");
    QFile ca(otherCa);
    QVERIFY(ca.open(QIODevice::ReadOnly));
    connection.caPem = ca.readAll();
    connection.caSource = otherCa;
    KubeClient client(connection);
    client.setReloadWhenSourcesChange(false);
    const Result result = run(client.list(ResourceType::nodes()));
    QCOMPARE(result.error.kind, KubeError::Kind::Tls);
    QVERIFY2(result.error.summary.startsWith(QStringLiteral("the server's certificate is not signed by the CA in ") + otherCa),
             qPrintable(result.error.summary));

    // And a token the server does not know.
    ClusterConnection stranger = connectionFor({});
    stranger.token = "0123456789abcdef";
    KubeClient refused(stranger);
    const Result unauthorized = run(refused.list(ResourceType::nodes()));
    QCOMPARE(unauthorized.error.kind, KubeError::Kind::Unauthorized);
    QVERIFY2(unauthorized.error.summary.startsWith(QStringLiteral("the token was refused")), qPrintable(unauthorized.error.summary));
}

void TestKubeClient::insecureSkipVerifyConnects()
{
    REQUIRE_SERVER();
    ClusterConnection connection = connectionFor({});
    connection.caPem.clear();
    connection.insecureSkipTlsVerify = true;
    KubeClient client(connection);
    const Result result = run(client.list(ResourceType::nodes()));
    QVERIFY2(!result.error.isError(), qPrintable(result.error.toString()));
}

void TestKubeClient::execPluginIsAskedAgainAfter401()
{
    REQUIRE_SERVER();
    // The plugin's first token is stale (revoked before its expiry); after
    // the server's 401 the client must run it again and retry.
    const ClusterConnection admin = connectionFor({});
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("plugin.sh"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#!/bin/sh\n"
               "count=$(cat \"$STATE_DIR/count\" 2>/dev/null || echo 0); count=$((count + 1)); echo $count > \"$STATE_DIR/count\"\n"
               "token=$GOOD_TOKEN; [ $count -eq 1 ] && token=stale-token\n"
               "printf '{\"apiVersion\":\"client.authentication.k8s.io/v1beta1\",\"kind\":\"ExecCredential\",'\n"
               "printf '\"status\":{\"token\":\"%s\",\"expirationTimestamp\":\"2099-01-01T00:00:00Z\"}}\\n' \"$token\"\n");
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    ExecConfig exec;
    exec.apiVersion = QStringLiteral("client.authentication.k8s.io/v1beta1");
    exec.command = script;
    exec.env = {{QStringLiteral("STATE_DIR"), dir.path()}, {QStringLiteral("GOOD_TOKEN"), QString::fromLatin1(admin.token)}};
    exec.workingDirectory = dir.path();
    ClusterConnection connection = admin;
    connection.token.clear();
    connection.exec = exec;
    KubeClient client(connection);
    const Result result = run(client.list(ResourceType::nodes()));
    QVERIFY2(!result.error.isError(), qPrintable(result.error.toString()));
    QFile count(dir.filePath(QStringLiteral("count")));
    QVERIFY(count.open(QIODevice::ReadOnly));
    QCOMPARE(count.readAll().trimmed(), QByteArray("2"));
    // Cached now: a second request does not run the plugin.
    QVERIFY(!run(client.list(ResourceType::nodes())).error.isError());
    count.seek(0);
    QCOMPARE(count.readAll().trimmed(), QByteArray("2"));
}

void TestKubeClient::tokenFileIsReadAgainAfter401()
{
    REQUIRE_SERVER();
    // A rotated token (projected service-account tokens are rotated on disk):
    // the client loaded the old one, the file now holds the new one.
    const ClusterConnection admin = connectionFor({});
    QTemporaryDir dir;
    const QString tokenFile = dir.filePath(QStringLiteral("token"));
    ClusterConnection connection = admin;
    connection.token = "rotated-away";
    connection.tokenFile = tokenFile;
    QFile file(tokenFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(admin.token + '\n');
    file.close();
    KubeClient client(connection);
    QSignalSpy working(&client, &KubeClient::connectionWorking);
    const Result result = run(client.list(ResourceType::nodes()));
    QVERIFY2(!result.error.isError(), qPrintable(result.error.toString()));
    QCOMPARE(client.connection().token, admin.token);
    QCOMPARE(working.size(), 1);
}

void TestKubeClient::watchFromUnknownVersionIsGone()
{
    REQUIRE_SERVER();
    KubeClient client(connectionFor({}));
    ListOptions options;
    options.resourceVersion = QStringLiteral("999999999");
    KubeReply *reply = client.watch(ResourceType::pods(), QStringLiteral("default"), options);
    auto parser = std::make_shared<WatchEventParser>();
    auto events = std::make_shared<QList<WatchEvent>>();
    connect(reply, &KubeReply::dataReceived, this, [parser, events](const QByteArray &chunk) { *events += parser->feed(chunk); });
    const Result result = run(reply);
    QVERIFY(result.finished);
    // A server may answer 410 itself or send an ERROR event with code 410.
    const bool goneStatus = result.error.kind == KubeError::Kind::Gone;
    const bool goneEvent = !events->isEmpty() && events->last().type == WatchEvent::Type::Error
        && KubeError::fromStatus(events->last().object).kind == KubeError::Kind::Gone;
    QVERIFY2(goneStatus || goneEvent, qPrintable(result.error.toString()));
}

void TestKubeClient::informerRelistsAfterGone()
{
    REQUIRE_SERVER();
    KubeClient client(connectionFor({}));
    InformerOptions options;
    options.ns = QStringLiteral("default");
    Informer pods(&client, ResourceType::pods(), options);
    QSignalSpy synced(&pods, &Informer::synced);
    pods.start();
    QVERIFY(synced.wait(15000));
    QCOMPARE(pods.listCount(), 1);
    pods.resumeFrom(QStringLiteral("999999999"));    // a version the server never had
    QVERIFY(synced.wait(15000));
    QCOMPARE(pods.listCount(), 2);
    QVERIFY(pods.size() > 0);
    pods.stop();
}

void TestKubeClient::watchResumesAfterServerRestart()
{
    REQUIRE_SERVER();
    KubeClient client(connectionFor({}));
    QSignalSpy reloaded(&client, &KubeClient::connectionReloaded);
    InformerOptions options;
    options.ns = QStringLiteral("default");
    options.initialBackoffMs = 100;
    options.maxBackoffMs = 1000;
    Informer pods(&client, ResourceType::pods(), options);
    QSignalSpy synced(&pods, &Informer::synced);
    QSignalSpy watching(&pods, &Informer::watching);
    QSignalSpy failed(&pods, &Informer::failed);
    pods.start();
    QVERIFY(synced.wait(15000));
    QTRY_VERIFY_WITH_TIMEOUT(!watching.isEmpty(), 10000);
    const int watchesBefore = pods.watchCount();

    const quint16 port = m_server->port();
    m_server->stop();
    QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 10000);    // the stream dropped and the retries fail
    watching.clear();
    QString problem;
    QVERIFY2(m_server->start(port, &problem), qPrintable(problem));

    // The new server has a new CA and new tokens in the same kubeconfig file:
    // the client loads it again and the informer watches again, from its last
    // resourceVersion. (If the new server's history does not reach that
    // version it answers 410 and the informer lists again; the simulator
    // restarts its versions, so which one happens depends on the writes
    // made before the restart.)
    QTRY_VERIFY_WITH_TIMEOUT(reloaded.size() >= 1, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!watching.isEmpty() && pods.watchCount() > watchesBefore, 20000);
    QVERIFY(pods.size() > 0);
    QVERIFY(synced.size() >= 1);

    // And the resumed watch delivers events.
    QSignalSpy deleted(&pods, &Informer::deleted);
    const QString key = pods.cache().keys().first();
    const nlohmann::json pod = *pods.object(key);
    PodDeletion deletion;
    deletion.force = true;
    const Result result = run(deletePod(client, qstr(pod, "/metadata/namespace"), qstr(pod, "/metadata/name"), deletion));
    QVERIFY2(!result.error.isError(), qPrintable(result.error.toString()));
    QTRY_VERIFY_WITH_TIMEOUT(!deleted.isEmpty(), 10000);
    pods.stop();
}

QTEST_GUILESS_MAIN(TestKubeClient)
#include "tst_kubeclient.moc"
