// The embedded cluster's API over HTTPS, driven with Qt's own HTTP client:
// discovery, authentication (401/403), the verbs and their Status errors
// (404, 405, 409, 410, 422), dry runs, delete preconditions, patches,
// selectors, and watch streams with bookmarks, timeouts and 410 Expired.
// The server runs in this process on a free loopback port.
#include "sim/apiserver/apiresource.h"
#include "sim/apiserver/apiserver.h"
#include "sim/store/objectstore.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QTest>

using namespace ascendops::sim;
using nlohmann::json;

#define QCOMPARE_JSON(actual, expected) \
    QVERIFY2(json(actual) == json(expected), (json(actual).dump() + " != " + json(expected).dump()).c_str())

namespace {

struct Reply
{
    int status = 0;
    QByteArray body;
    json object;
};

json pod(const std::string &name, json labels = json::object(), const std::string &node = "node-0")
{
    return {{"apiVersion", "v1"}, {"kind", "Pod"}, {"metadata", {{"name", name}, {"labels", labels}}},
            {"spec", {{"nodeName", node}}}, {"status", {{"phase", "Running"}}}};
}

} // namespace

class TestSimApi : public QObject
{
    Q_OBJECT

    ObjectStore m_store{50};
    ApiServer *m_server = nullptr;
    QNetworkAccessManager m_nam;
    QSslConfiguration m_tls;

    QNetworkRequest makeRequest(const QString &path, const QByteArray &token, const QByteArray &contentType) const
    {
        QNetworkRequest request(QUrl(m_server->serverUrl() + path));
        request.setSslConfiguration(m_tls);
        if (!token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + token);
        request.setHeader(QNetworkRequest::ContentTypeHeader, contentType);
        return request;
    }

    Reply call(const QByteArray &method, const QString &path, const QByteArray &body = {},
               const QByteArray &contentType = "application/json", QByteArray token = {})
    {
        if (token.isNull())
            token = m_server->credentials().adminToken;
        QNetworkReply *reply = m_nam.sendCustomRequest(makeRequest(path, token, contentType), method, body);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        Reply out;
        if (!finished.wait(15000))
            return out;
        out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        out.body = reply->readAll();
        out.object = json::parse(out.body.constData(), out.body.constData() + out.body.size(), nullptr, false);
        reply->deleteLater();
        return out;
    }

    Reply call(const QByteArray &method, const QString &path, const json &body,
               const QByteArray &contentType = "application/json")
    {
        return call(method, path, QByteArray::fromStdString(body.dump()), contentType);
    }

    // Reads watch lines until `count` have arrived (or 10 s pass).
    std::vector<json> watchLines(QNetworkReply *reply, std::size_t count, QByteArray *buffer)
    {
        std::vector<json> lines;
        QElapsedTimer timer;
        timer.start();
        while (lines.size() < count && timer.elapsed() < 10000) {
            *buffer += reply->readAll();
            qsizetype newline;
            while ((newline = buffer->indexOf('\n')) >= 0) {
                const QByteArray line = buffer->left(newline);
                buffer->remove(0, newline + 1);
                lines.push_back(json::parse(line.constData(), line.constData() + line.size(), nullptr, false));
            }
            if (lines.size() < count)
                QTest::qWait(20);
        }
        return lines;
    }

    QNetworkReply *startWatch(const QString &path)
    {
        return m_nam.get(makeRequest(path, m_server->credentials().adminToken, "application/json"));
    }

private slots:
    void initTestCase()
    {
        m_server = new ApiServer(m_store, this);
        m_server->setBookmarkInterval(200);
        QString error;
        QVERIFY2(m_server->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        QVERIFY(m_server->port() != 0);
        m_tls = QSslConfiguration::defaultConfiguration();
        m_tls.setCaCertificates(QSslCertificate::fromData(m_server->caCertificatePem()));
        QCOMPARE(m_store.seed({{{"apiVersion", "v1"}, {"kind", "Namespace"}, {"metadata", {{"name", "default"}}}},
                               {{"apiVersion", "v1"}, {"kind", "Node"}, {"metadata", {{"name", "node-0"}}}}}),
                 2);
    }

    // The server listens to m_store: it must go before the store does, not
    // later with the test object's children.
    void cleanupTestCase()
    {
        delete m_server;
        m_server = nullptr;
    }

    void versionNeedsNoToken()
    {
        const Reply r = call("GET", QStringLiteral("/version"), QByteArray(), "application/json", QByteArray(""));
        QCOMPARE(r.status, 200);
        QCOMPARE_JSON(r.object["major"], json("1"));
    }

    void discoveryNamesResourcesAndShortNames()
    {
        const Reply core = call("GET", QStringLiteral("/api/v1"));
        QCOMPARE(core.status, 200);
        QCOMPARE_JSON(core.object["kind"], json("APIResourceList"));
        bool sawPods = false;
        for (const json &r : core.object["resources"]) {
            if (r["name"] == "pods") {
                sawPods = true;
                QCOMPARE_JSON(r["shortNames"], json({"po"}));
                QCOMPARE_JSON(r["namespaced"], json(true));
                QVERIFY(std::find(r["verbs"].begin(), r["verbs"].end(), json("watch")) != r["verbs"].end());
            }
        }
        QVERIFY(sawPods);
        const Reply volcano = call("GET", QStringLiteral("/apis/batch.volcano.sh/v1alpha1"));
        QCOMPARE(volcano.status, 200);
        QCOMPARE_JSON(volcano.object["resources"][0]["shortNames"], json({"vcjob", "vj"}));
        const Reply groups = call("GET", QStringLiteral("/apis"));
        QCOMPARE_JSON(groups.object["kind"], json("APIGroupList"));
        std::vector<std::string> names;
        for (const json &g : groups.object["groups"])
            names.push_back(g["name"]);
        QVERIFY(std::find(names.begin(), names.end(), "sim.ascendops.io") != names.end());
        QVERIFY(std::find(names.begin(), names.end(), "scheduling.volcano.sh") != names.end());
        QCOMPARE(call("GET", QStringLiteral("/apis/nothing.example.com/v1")).status, 404);
    }

    void unauthenticatedAndReadOnly()
    {
        const Reply none = call("GET", QStringLiteral("/api/v1/pods"), QByteArray(), "application/json", QByteArray(""));
        QCOMPARE(none.status, 401);
        QCOMPARE_JSON(none.object["kind"], json("Status"));
        QCOMPARE_JSON(none.object["reason"], json("Unauthorized"));
        QCOMPARE(call("GET", QStringLiteral("/api/v1/pods"), QByteArray(), "application/json", QByteArray("wrong")).status, 401);
        const QByteArray readOnly = m_server->credentials().readOnlyToken;
        QCOMPARE(call("GET", QStringLiteral("/api/v1/nodes"), QByteArray(), "application/json", readOnly).status, 200);
        const Reply write = call("POST", QStringLiteral("/api/v1/namespaces/default/pods"),
                                 QByteArray::fromStdString(pod("ro").dump()), "application/json", readOnly);
        QCOMPARE(write.status, 403);
        QCOMPARE_JSON(write.object["reason"], json("Forbidden"));
        QCOMPARE_JSON(write.object["code"], json(403));
    }

    // Both users may ask; the answer is what the handler enforces.
    void selfSubjectAccessReviewsAnswerPerUser()
    {
        const auto review = [](const char *verb, const char *resource, const char *group, const char *ns) {
            return json{{"apiVersion", "authorization.k8s.io/v1"}, {"kind", "SelfSubjectAccessReview"},
                        {"spec", {{"resourceAttributes", {{"verb", verb}, {"group", group}, {"resource", resource},
                                                          {"namespace", ns}}}}}};
        };
        const QString path = QStringLiteral("/apis/authorization.k8s.io/v1/selfsubjectaccessreviews");
        const QByteArray readOnly = m_server->credentials().readOnlyToken;
        const auto ask = [&](const json &body, const QByteArray &token) {
            return call("POST", path, QByteArray::fromStdString(body.dump()), "application/json", token);
        };
        const Reply adminDelete = ask(review("delete", "pods", "", "default"), QByteArray());
        QCOMPARE(adminDelete.status, 201);
        QCOMPARE_JSON(adminDelete.object["status"]["allowed"], json(true));
        QCOMPARE_JSON(adminDelete.object["spec"]["resourceAttributes"]["verb"], json("delete"));
        const Reply roDelete = ask(review("delete", "pods", "", "default"), readOnly);
        QCOMPARE(roDelete.status, 201);
        QCOMPARE_JSON(roDelete.object["status"]["allowed"], json(false));
        QVERIFY(!roDelete.object["status"].value("reason", std::string()).empty());
        const Reply roCommand = ask(review("create", "commands", "bus.volcano.sh", "default"), readOnly);
        QCOMPARE_JSON(roCommand.object["status"]["allowed"], json(false));
        for (const char *verb : {"get", "list", "watch"}) {
            const Reply roRead = ask(review(verb, "nodes", "", ""), readOnly);
            QCOMPARE(roRead.status, 201);
            QCOMPARE_JSON(roRead.object["status"]["allowed"], json(true));
        }
        // Malformed reviews are refused as the real server refuses them.
        json neither = review("get", "pods", "", "");
        neither["spec"] = json::object();
        QCOMPARE(ask(neither, QByteArray()).status, 422);
        QCOMPARE(call("POST", path, QByteArray("{"), "application/json").status, 400);
        QCOMPARE(call("GET", path).status, 405);
        QCOMPARE(ask(review("get", "pods", "", ""), QByteArray("wrong")).status, 401);
        QCOMPARE(call("POST", path, QByteArray("\x6b\x38\x73\x00", 4), "application/vnd.kubernetes.protobuf").status, 415);
        // Discovery names it with its one verb.
        const Reply resources = call("GET", QStringLiteral("/apis/authorization.k8s.io/v1"));
        QCOMPARE(resources.status, 200);
        QCOMPARE_JSON(resources.object["resources"][0]["name"], json("selfsubjectaccessreviews"));
        QCOMPARE_JSON(resources.object["resources"][0]["verbs"], json({"create"}));
        // Nothing is stored: the reviews are not a collection to list.
        QCOMPARE(call("GET", QStringLiteral("/apis/authorization.k8s.io/v1/selfsubjectaccessreviews/x")).status, 404);
    }

    void createGetUpdateConflict()
    {
        const Reply created = call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), pod("web-0"));
        QCOMPARE(created.status, 201);
        const std::string rv = created.object["metadata"]["resourceVersion"];
        QCOMPARE(call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), pod("web-0")).status, 409);
        const Reply got = call("GET", QStringLiteral("/api/v1/namespaces/default/pods/web-0"));
        QCOMPARE(got.status, 200);
        QCOMPARE_JSON(got.object["metadata"]["uid"], created.object["metadata"]["uid"]);
        json changed = got.object;
        changed["status"]["phase"] = "Failed";
        const Reply updated = call("PUT", QStringLiteral("/api/v1/namespaces/default/pods/web-0"), changed);
        QCOMPARE(updated.status, 200);
        QVERIFY(updated.object["metadata"]["resourceVersion"] != rv);
        const Reply stale = call("PUT", QStringLiteral("/api/v1/namespaces/default/pods/web-0"), changed);   // old version again
        QCOMPARE(stale.status, 409);
        QCOMPARE_JSON(stale.object["reason"], json("Conflict"));
        QCOMPARE_JSON(stale.object["details"]["name"], json("web-0"));
    }

    void errorsCarryStatus()
    {
        const Reply missing = call("GET", QStringLiteral("/api/v1/namespaces/default/pods/nope"));
        QCOMPARE(missing.status, 404);
        QCOMPARE_JSON(missing.object["reason"], json("NotFound"));
        QCOMPARE_JSON(missing.object["details"]["kind"], json("pods"));
        QCOMPARE(call("GET", QStringLiteral("/api/v1/widgets")).status, 404);
        QCOMPARE(call("POST", QStringLiteral("/api/v1/namespaces/default/pods/web-0"), pod("web-0")).status, 405);
        const Reply badName = call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), pod("Not_A_Name"));
        QCOMPARE(badName.status, 422);
        QCOMPARE_JSON(badName.object["reason"], json("Invalid"));
        QCOMPARE(call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), QByteArray("{not json")).status, 400);
        // A field of another type than the kind's: refused over HTTP, the
        // field named, before any controller sees it; a dry run too.
        json mistyped = pod("typed-0");
        mistyped["spec"]["nodeName"] = 5;
        const QByteArray body = QByteArray::fromStdString(mistyped.dump());
        const Reply typed = call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), body);
        QCOMPARE(typed.status, 400);
        QCOMPARE_JSON(typed.object["reason"], json("BadRequest"));
        QVERIFY(typed.object["message"].get<std::string>().find("spec.nodeName: expected string, found number") != std::string::npos);
        QCOMPARE(call("POST", QStringLiteral("/api/v1/namespaces/default/pods?dryRun=All"), body).status, 400);
        // A custom resource's schema refuses with 422 Invalid.
        const Reply job = call("POST", QStringLiteral("/apis/batch.volcano.sh/v1alpha1/namespaces/default/jobs"),
                               json{{"metadata", {{"name", "j"}}}, {"spec", {{"maxRetry", "3"}}}});
        QCOMPARE(job.status, 422);
        QCOMPARE_JSON(job.object["reason"], json("Invalid"));
        QCOMPARE(call("GET", QStringLiteral("/apis/batch.volcano.sh/v1alpha1/namespaces/default/jobs/j")).status, 404);
        QCOMPARE(call("PATCH", QStringLiteral("/api/v1/nodes/node-0"), json::object(), "application/apply-patch+yaml").status, 415);
    }

    void dryRunStoresNothing()
    {
        const Reply dry = call("POST", QStringLiteral("/api/v1/namespaces/default/pods?dryRun=All"), pod("dry-0"));
        QCOMPARE(dry.status, 201);
        QCOMPARE_JSON(dry.object["metadata"]["name"], json("dry-0"));
        QCOMPARE(call("GET", QStringLiteral("/api/v1/namespaces/default/pods/dry-0")).status, 404);
        QCOMPARE(call("POST", QStringLiteral("/api/v1/namespaces/default/pods?dryRun=Some"), pod("dry-1")).status, 400);
        const Reply dryPatch = call("PATCH", QStringLiteral("/api/v1/nodes/node-0?dryRun=All"),
                                    json{{"metadata", {{"labels", {{"dry", "yes"}}}}}}, "application/merge-patch+json");
        QCOMPARE(dryPatch.status, 200);
        QCOMPARE_JSON(dryPatch.object["metadata"]["labels"]["dry"], json("yes"));
        QVERIFY(!call("GET", QStringLiteral("/api/v1/nodes/node-0")).object["metadata"].contains("labels"));
    }

    void deletePreconditions()
    {
        const Reply created = call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), pod("victim"));
        const json wrong = {{"kind", "DeleteOptions"}, {"apiVersion", "v1"}, {"preconditions", {{"uid", "other"}}}};
        const Reply refused = call("DELETE", QStringLiteral("/api/v1/namespaces/default/pods/victim"), wrong);
        QCOMPARE(refused.status, 409);
        QVERIFY(refused.object["message"].get<std::string>().find("Precondition failed") != std::string::npos);
        const json staleRv = {{"preconditions", {{"resourceVersion", "1"}}}};
        QCOMPARE(call("DELETE", QStringLiteral("/api/v1/namespaces/default/pods/victim"), staleRv).status, 409);
        const json dry = {{"dryRun", {"All"}}};
        QCOMPARE(call("DELETE", QStringLiteral("/api/v1/namespaces/default/pods/victim"), dry).status, 200);
        QCOMPARE(call("GET", QStringLiteral("/api/v1/namespaces/default/pods/victim")).status, 200);
        const json right = {{"preconditions", {{"uid", created.object["metadata"]["uid"]},
                                               {"resourceVersion", created.object["metadata"]["resourceVersion"]}}}};
        QCOMPARE(call("DELETE", QStringLiteral("/api/v1/namespaces/default/pods/victim"), right).status, 200);
        QCOMPARE(call("GET", QStringLiteral("/api/v1/namespaces/default/pods/victim")).status, 404);
    }

    void patchKinds()
    {
        const QString node = QStringLiteral("/api/v1/nodes/node-0");
        const Reply strategic = call("PATCH", node, json{{"metadata", {{"labels", {{"a", "b"}, {"c", "d"}}}}}},
                                     "application/strategic-merge-patch+json");
        QCOMPARE(strategic.status, 200);
        const Reply merge = call("PATCH", node, json{{"metadata", {{"labels", {{"c", nullptr}}}, {"annotations", {{"x", "y"}}}}}},
                                 "application/merge-patch+json");
        QCOMPARE_JSON(merge.object["metadata"]["labels"], json({{"a", "b"}}));
        QCOMPARE_JSON(merge.object["metadata"]["annotations"]["x"], json("y"));
        const Reply jsonPatch = call("PATCH", node, json::array({{{"op", "add"}, {"path", "/spec"}, {"value", {{"unschedulable", true}}}}}),
                                     "application/json-patch+json");
        QCOMPARE(jsonPatch.status, 200);
        QCOMPARE_JSON(jsonPatch.object["spec"]["unschedulable"], json(true));
        QCOMPARE(call("PATCH", QStringLiteral("/api/v1/nodes/none"), json::object(), "application/merge-patch+json").status, 404);
    }

    void listsWithSelectors()
    {
        call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), pod("sel-a", {{"app", "train"}}, "node-1"));
        call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), pod("sel-b", {{"app", "infer"}}, "node-2"));
        const Reply labelled = call("GET", QStringLiteral("/api/v1/pods?labelSelector=app%20in%20(train)"));
        QCOMPARE(labelled.status, 200);
        QCOMPARE_JSON(labelled.object["kind"], json("PodList"));
        QCOMPARE(labelled.object["items"].size(), std::size_t(1));
        QCOMPARE_JSON(labelled.object["items"][0]["metadata"]["name"], json("sel-a"));
        QCOMPARE(std::stoull(labelled.object["metadata"]["resourceVersion"].get<std::string>()), m_store.resourceVersion());
        const Reply byNode = call("GET", QStringLiteral("/api/v1/namespaces/default/pods?fieldSelector=spec.nodeName%3Dnode-2"));
        QCOMPARE(byNode.object["items"].size(), std::size_t(1));
        QCOMPARE_JSON(byNode.object["items"][0]["metadata"]["name"], json("sel-b"));
        QCOMPARE(call("GET", QStringLiteral("/api/v1/pods?labelSelector=a%20in%20x")).status, 400);
        const Reply table = [&] {
            QNetworkRequest request = makeRequest(QStringLiteral("/api/v1/pods"), m_server->credentials().adminToken, "application/json");
            request.setRawHeader("Accept", "application/json;as=Table;v=v1;g=meta.k8s.io,application/json");
            QNetworkReply *reply = m_nam.get(request);
            QSignalSpy(reply, &QNetworkReply::finished).wait(10000);
            Reply out;
            out.body = reply->readAll();
            out.object = json::parse(out.body.toStdString(), nullptr, false);
            reply->deleteLater();
            return out;
        }();
        QCOMPARE_JSON(table.object["kind"], json("Table"));
        QCOMPARE_JSON(table.object["columnDefinitions"][0]["name"], json("Name"));
        QVERIFY(table.object["rows"].size() >= 2);
    }

    void watchStreamsEventsAndBookmarks()
    {
        const Reply list = call("GET", QStringLiteral("/api/v1/namespaces/default/pods"));
        const QString rv = QString::fromStdString(list.object["metadata"]["resourceVersion"]);
        QNetworkReply *watch = startWatch(QStringLiteral("/api/v1/namespaces/default/pods?watch=1&allowWatchBookmarks=true"
                                                         "&labelSelector=team%3Dblue&resourceVersion=") + rv);
        QByteArray buffer;
        call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), pod("w-blue", {{"team", "blue"}}));
        call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), pod("w-red", {{"team", "red"}}));
        call("PATCH", QStringLiteral("/api/v1/namespaces/default/pods/w-blue"), json{{"metadata", {{"labels", {{"team", "green"}}}}}},
             "application/merge-patch+json");
        std::vector<json> lines = watchLines(watch, 2, &buffer);
        QCOMPARE(lines.size(), std::size_t(2));
        QCOMPARE_JSON(lines[0]["type"], json("ADDED"));
        QCOMPARE_JSON(lines[0]["object"]["metadata"]["name"], json("w-blue"));
        // Leaving the selector is a DELETED for this watch; w-red never matched.
        QCOMPARE_JSON(lines[1]["type"], json("DELETED"));
        QCOMPARE_JSON(lines[1]["object"]["metadata"]["name"], json("w-blue"));
        lines = watchLines(watch, 1, &buffer);
        QCOMPARE(lines.size(), std::size_t(1));
        QCOMPARE_JSON(lines[0]["type"], json("BOOKMARK"));
        QCOMPARE(std::stoull(lines[0]["object"]["metadata"]["resourceVersion"].get<std::string>()), m_store.resourceVersion());
        watch->abort();
        watch->deleteLater();
    }

    void watchWithoutVersionStartsWithCurrentObjectsAndTimesOut()
    {
        QNetworkReply *watch = startWatch(QStringLiteral("/api/v1/nodes?watch=true&timeoutSeconds=1"));
        QSignalSpy finished(watch, &QNetworkReply::finished);
        QByteArray buffer;
        const std::vector<json> lines = watchLines(watch, 1, &buffer);
        QCOMPARE(lines.size(), std::size_t(1));
        QCOMPARE_JSON(lines[0]["type"], json("ADDED"));
        QCOMPARE_JSON(lines[0]["object"]["metadata"]["name"], json("node-0"));
        // The server ends the stream after timeoutSeconds (counted, not
        // waited for: it may have ended while the lines were read).
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 5000);
        QCOMPARE(watch->error(), QNetworkReply::NoError);
        watch->deleteLater();
    }

    void watchFromExpiredVersionIsGone()
    {
        // The store keeps 50 events per resource; make more than that.
        for (int i = 0; i < 60; ++i)
            m_store.create(*findResource("", "v1", "configmaps"), "default",
                           {{"metadata", {{"name", "cm-" + std::to_string(i)}}}}, false);
        QNetworkReply *watch = startWatch(QStringLiteral("/api/v1/configmaps?watch=1&resourceVersion=3"));
        QSignalSpy finished(watch, &QNetworkReply::finished);
        QByteArray buffer;
        const std::vector<json> lines = watchLines(watch, 1, &buffer);
        QCOMPARE(lines.size(), std::size_t(1));
        QCOMPARE_JSON(lines[0]["type"], json("ERROR"));
        QCOMPARE_JSON(lines[0]["object"]["kind"], json("Status"));
        QCOMPARE_JSON(lines[0]["object"]["code"], json(410));
        QCOMPARE_JSON(lines[0]["object"]["reason"], json("Expired"));
        // Ended by the server, often while the line was read (seen under ASan):
        // a wait() would want a second finished().
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 5000);
        watch->deleteLater();
    }

    // Lists come in pages when asked (limit, continue); a token that is not
    // one is 400, and every page says the first page's version.
    void listsComeInPages()
    {
        for (int i = 0; i < 5; ++i)
            m_store.create(*findResource("", "v1", "configmaps"), "paged", {{"metadata", {{"name", "page-" + std::to_string(i)}}}}, false);
        const Reply first = call("GET", QStringLiteral("/api/v1/namespaces/paged/configmaps?limit=2"));
        QCOMPARE(first.status, 200);
        QCOMPARE(first.object["items"].size(), std::size_t(2));
        const std::string token = first.object["metadata"]["continue"].get<std::string>();
        QVERIFY(!token.empty());
        std::vector<std::string> names{first.object["items"][0]["metadata"]["name"].get<std::string>(),
                                       first.object["items"][1]["metadata"]["name"].get<std::string>()};
        std::string next = token;
        while (!next.empty()) {
            const Reply page = call("GET", QStringLiteral("/api/v1/namespaces/paged/configmaps?limit=2&continue=")
                                               + QString::fromStdString(next));
            QCOMPARE(page.status, 200);
            QCOMPARE_JSON(page.object["metadata"]["resourceVersion"], first.object["metadata"]["resourceVersion"]);
            for (const json &item : page.object["items"])
                names.push_back(item["metadata"]["name"].get<std::string>());
            next = page.object["metadata"].value("continue", std::string());
        }
        QCOMPARE(names, (std::vector<std::string>{"page-0", "page-1", "page-2", "page-3", "page-4"}));
        QCOMPARE(call("GET", QStringLiteral("/api/v1/namespaces/paged/configmaps?limit=2&continue=bogus")).status, 400);
    }

    // A restart resets open watches; while down nothing answers; back on
    // the same URL and certificate, a watch from before it is 410 Expired
    // (its client lists again) and one from the version then goes on.
    void restartResetsWatchesAndExpiresTheirVersions()
    {
        const Reply list = call("GET", QStringLiteral("/api/v1/namespaces/default/pods"));
        QCOMPARE(list.status, 200);
        const std::string before = list.object["metadata"]["resourceVersion"];
        QNetworkReply *open = startWatch(QStringLiteral("/api/v1/namespaces/default/pods?watch=1&resourceVersion=")
                                         + QString::fromStdString(before));
        QSignalSpy cut(open, &QNetworkReply::finished);
        const QString url = m_server->serverUrl();
        m_server->restart(1500);
        QVERIFY(cut.wait(5000));
        QVERIFY(open->error() != QNetworkReply::NoError);
        open->deleteLater();
        QVERIFY(!m_server->isListening());
        QCOMPARE(m_server->serverUrl(), url);
        // A write while it is down reaches the store (etcd and the controllers go on).
        m_store.create(*findResource("", "v1", "pods"), "default", pod("while-down"), false);
        QCOMPARE(call("GET", QStringLiteral("/api/v1/namespaces/default/pods")).status, 0);   // refused
        QTRY_VERIFY_WITH_TIMEOUT(m_server->isListening(), 5000);
        QNetworkReply *stale = startWatch(QStringLiteral("/api/v1/namespaces/default/pods?watch=1&resourceVersion=")
                                          + QString::fromStdString(before));
        QByteArray buffer;
        std::vector<json> lines = watchLines(stale, 1, &buffer);
        QCOMPARE(lines.size(), std::size_t(1));
        QCOMPARE_JSON(lines[0]["object"]["code"], json(410));
        stale->deleteLater();
        // Listing again finds what was written while down, and watching from there works.
        const Reply again = call("GET", QStringLiteral("/api/v1/namespaces/default/pods"));
        QCOMPARE(again.status, 200);
        QVERIFY(again.body.contains("while-down"));
        QNetworkReply *fresh = startWatch(QStringLiteral("/api/v1/namespaces/default/pods?watch=1&resourceVersion=")
                                          + QString::fromStdString(again.object["metadata"]["resourceVersion"]));
        call("POST", QStringLiteral("/api/v1/namespaces/default/pods"), pod("after-restart"));
        buffer.clear();
        lines = watchLines(fresh, 1, &buffer);
        QCOMPARE(lines.size(), std::size_t(1));
        QCOMPARE_JSON(lines[0]["type"], json("ADDED"));
        QCOMPARE_JSON(lines[0]["object"]["metadata"]["name"], json("after-restart"));
        fresh->abort();
        fresh->deleteLater();
    }

    void serveRejectsBadFlags_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString out = QDir::temp().filePath(QStringLiteral("never-written.yaml"));
        QTest::newRow("no listen") << QStringList{QStringLiteral("--preset"), QStringLiteral("a3-demo"), QStringLiteral("--kubeconfig-out"), out}
                                   << QStringLiteral("--listen is required");
        QTest::newRow("bad listen") << QStringList{QStringLiteral("--listen"), QStringLiteral("localhost"), QStringLiteral("--preset"),
                                                   QStringLiteral("a3-demo"), QStringLiteral("--kubeconfig-out"), out}
                                    << QStringLiteral("--listen: expected HOST:PORT");
        QTest::newRow("bad preset") << QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--preset"),
                                                   QStringLiteral("a9"), QStringLiteral("--kubeconfig-out"), out}
                                    << QStringLiteral("unknown preset \"a9\"");
        QTest::newRow("bad speed") << QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--preset"),
                                                  QStringLiteral("a3-demo"), QStringLiteral("--kubeconfig-out"), out,
                                                  QStringLiteral("--speed"), QStringLiteral("-2")}
                                   << QStringLiteral("--speed: expected a positive number");
        QTest::newRow("no super-pods") << QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--preset"),
                                                      QStringLiteral("a3-demo"), QStringLiteral("--kubeconfig-out"), out,
                                                      QStringLiteral("--super-pods"), QStringLiteral("0")}
                                       << QStringLiteral("super-pods is 0; expected 1 to 100");
        QTest::newRow("odd A3 devices") << QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--preset"),
                                                       QStringLiteral("a3-demo"), QStringLiteral("--kubeconfig-out"), out,
                                                       QStringLiteral("--devices-per-server"), QStringLiteral("7")}
                                        << QStringLiteral("A3 servers need an even number");
        QTest::newRow("spares not a number") << QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--preset"),
                                                            QStringLiteral("a2-small"), QStringLiteral("--kubeconfig-out"), out,
                                                            QStringLiteral("--spares-per-super-pod"), QStringLiteral("two")}
                                             << QStringLiteral("--spares-per-super-pod: expected a whole number, got \"two\"");
        QTest::newRow("restart down not a number")
            << QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--preset"),
                           QStringLiteral("a2-small"), QStringLiteral("--kubeconfig-out"), out,
                           QStringLiteral("--api-restart-down"), QStringLiteral("soon")}
            << QStringLiteral("--api-restart-down: expected milliseconds from 0 to 600000, got \"soon\"");
        QTest::newRow("unknown flag") << QStringList{QStringLiteral("--bogus")} << QStringLiteral("Unknown option 'bogus'");
    }
    void serveRejectsBadFlags()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QProcess cli;
        cli.start(QStringLiteral(CLI_PATH), QStringList{QStringLiteral("sim"), QStringLiteral("serve")} + args);
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 2);
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(!QFile::exists(QDir::temp().filePath(QStringLiteral("never-written.yaml"))));
    }
};

QTEST_GUILESS_MAIN(TestSimApi)
#include "tst_sim_api.moc"
