// kubeconfig reading as kubectl does it: merging, relative paths, credentials
// from files, data fields and exec plugins, and errors that name file and key.
#include "kube/execcredential.h"
#include "kube/kubeconfig.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops::kube;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/kubeconfig/") + QLatin1String(name);
}

QByteArray readData(const char *name)
{
    QFile file(dataFile(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read test data %s", name);
    return file.readAll();
}

bool writeFile(const QString &path, const QByteArray &bytes, QFile::Permissions permissions = {})
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    file.write(bytes);
    file.close();
    return permissions ? file.setPermissions(permissions) : true;
}

// Waits for one ExecCredentialProvider answer.
struct CredentialResult
{
    ExecCredential credential;
    KubeError error;
    bool done = false;
};

CredentialResult fetch(ExecCredentialProvider &provider, QObject *context)
{
    CredentialResult result;
    provider.credential(context, [&result](const ExecCredential &credential, const KubeError &error) {
        result.credential = credential;
        result.error = error;
        result.done = true;
    });
    QTest::qWaitFor([&result] { return result.done; }, 10000);
    return result;
}

} // namespace

class TestKubeconfig : public QObject
{
    Q_OBJECT

private slots:
    void mergesLikeKubectl();
    void kubeconfigVariableListsFiles();
    void resolvesPathsRelativeToTheFile();
    void tokenFileWinsOverToken();
    void readsDataFields();
    void insecureSkipVerifyIsAWarning();
    void insecureWithCaIsAnError();
    void errorsNameFileAndKey();
    void errorsNameFileAndKey_data();
    void yamlSyntaxErrorHasLineAndColumn();
    void deepFlowNestingIsAnErrorNotACrash();
    void halfWrittenEntriesAreNamedAndTheRestWorks();
    void unknownContextIsAnError();
    void execPluginGivesCachedToken();
    void execPluginRunsAgainWhenExpired();
    void execPluginFailureIsReported();
    void execCredentialParsing();
    void execCredentialParsing_data();
    void execV1NeedsInteractiveMode();

private:
    QString writeExecConfig(const QTemporaryDir &dir, const QString &expiry, const QString &apiVersion);
};

void TestKubeconfig::mergesLikeKubectl()
{
    const Kubeconfig config = Kubeconfig::load({dataFile("merge-first.yaml"), dataFile("merge-second.yaml")});
    QVERIFY2(config.isValid(), qPrintable(joinErrors(config.errors())));
    QCOMPARE(config.currentContext(), QStringLiteral("prod"));    // the first file that sets it
    QCOMPARE(config.contextNames(), (QStringList{QStringLiteral("prod"), QStringLiteral("lab"), QStringLiteral("prod-as-bob")}));

    const auto prod = config.resolve();
    QVERIFY2(prod.connection, qPrintable(joinErrors(prod.errors)));
    QCOMPARE(prod.connection->server, QUrl(QStringLiteral("https://first.example:6443")));
    QCOMPARE(prod.connection->token, QByteArray("first-token"));
    QCOMPARE(prod.connection->defaultNamespace, QStringLiteral("training"));
    QCOMPARE(prod.connection->userSource, QFileInfo(dataFile("merge-first.yaml")).absoluteFilePath());

    // A context from the second file still gets "shared" as the first file defines it.
    const auto prodAsBob = config.resolve(QStringLiteral("prod-as-bob"));
    QVERIFY2(prodAsBob.connection, qPrintable(joinErrors(prodAsBob.errors)));
    QCOMPARE(prodAsBob.connection->server.host(), QStringLiteral("first.example"));
    QCOMPARE(prodAsBob.connection->username, QStringLiteral("bob"));
    QCOMPARE(prodAsBob.connection->defaultNamespace, QStringLiteral("default"));

    const auto lab = config.resolve(QStringLiteral("lab"));
    QVERIFY(lab.connection);
    QCOMPARE(lab.connection->tlsServerName, QStringLiteral("api.lab.internal"));
    QCOMPARE(lab.connection->proxyUrl, QUrl(QStringLiteral("socks5://127.0.0.1:1080")));

    // The other order: the second file's definitions now win.
    const Kubeconfig reversed = Kubeconfig::load({dataFile("merge-second.yaml"), dataFile("merge-first.yaml")});
    QCOMPARE(reversed.currentContext(), QStringLiteral("lab"));
    QCOMPARE(reversed.resolve(QStringLiteral("prod")).connection->token, QByteArray("second-token"));
}

void TestKubeconfig::kubeconfigVariableListsFiles()
{
    const QByteArray saved = qgetenv("KUBECONFIG");
    const QString list = dataFile("merge-second.yaml") + QStringLiteral(":/nonexistent/config:") + dataFile("merge-first.yaml");
    qputenv("KUBECONFIG", list.toLocal8Bit());
    const QStringList paths = Kubeconfig::defaultPaths();
    const Kubeconfig config = Kubeconfig::loadDefault();
    if (saved.isNull())
        qunsetenv("KUBECONFIG");
    else
        qputenv("KUBECONFIG", saved);

    QCOMPARE(paths.size(), 3);
    QVERIFY2(config.isValid(), qPrintable(joinErrors(config.errors())));    // a missing file is skipped
    QCOMPARE(config.currentContext(), QStringLiteral("lab"));

    qunsetenv("KUBECONFIG");
    QCOMPARE(Kubeconfig::defaultPaths(), QStringList{QDir::homePath() + QStringLiteral("/.kube/config")});
    if (!saved.isNull())
        qputenv("KUBECONFIG", saved);
}

void TestKubeconfig::resolvesPathsRelativeToTheFile()
{
    const Kubeconfig config = Kubeconfig::load({dataFile("relative.yaml")});
    const auto resolved = config.resolve();
    QVERIFY2(resolved.connection, qPrintable(joinErrors(resolved.errors)));
    const ClusterConnection &connection = *resolved.connection;
    QCOMPARE(connection.caPem, readData("other-ca.crt"));
    QCOMPARE(connection.caSource, QFileInfo(dataFile("other-ca.crt")).absoluteFilePath());
    QCOMPARE(connection.clientCertificatePem, readData("client.crt"));
    QCOMPARE(connection.clientKeyPem, readData("client.key"));
    QVERIFY(connection.hasClientCertificate());
    QVERIFY(connection.token.isEmpty());
    QVERIFY(connection.warnings.isEmpty());
}

void TestKubeconfig::tokenFileWinsOverToken()
{
    const auto resolved = Kubeconfig::load({dataFile("relative.yaml")}).resolve(QStringLiteral("token"));
    QVERIFY2(resolved.connection, qPrintable(joinErrors(resolved.errors)));
    QCOMPARE(resolved.connection->token, QByteArray("token-from-file-0123"));
    QCOMPARE(resolved.connection->tokenFile, QFileInfo(dataFile("token")).absoluteFilePath());
}

void TestKubeconfig::readsDataFields()
{
    const QByteArray yaml = "current-context: c\n"
                            "clusters:\n- name: k\n  cluster:\n    server: https://10.0.0.1:6443\n"
                            "    certificate-authority-data: " + readData("other-ca.crt").toBase64() + "\n"
                            "users:\n- name: u\n  user:\n"
                            "    client-certificate-data: " + readData("client.crt").toBase64() + "\n"
                            "    client-key-data: " + readData("client.key").toBase64() + "\n"
                            "contexts:\n- name: c\n  context: {cluster: k, user: u, namespace: kube-system}\n";
    const QString file = QDir::tempPath() + QStringLiteral("/inline-config");
    const auto resolved = Kubeconfig::fromYaml(yaml, file).resolve();
    QVERIFY2(resolved.connection, qPrintable(joinErrors(resolved.errors)));
    QCOMPARE(resolved.connection->caPem, readData("other-ca.crt"));
    QCOMPARE(resolved.connection->caSource, file + QStringLiteral(" (clusters[0].cluster.certificate-authority-data)"));
    QCOMPARE(resolved.connection->clientCertificatePem, readData("client.crt"));
    QCOMPARE(resolved.connection->clientKeyPem, readData("client.key"));
    QCOMPARE(resolved.connection->defaultNamespace, QStringLiteral("kube-system"));

    const QByteArray bad = QByteArray(yaml).replace("client-key-data: ", "client-key-data: '!!notbase64'\n    x: ");
    const auto broken = Kubeconfig::fromYaml(bad, file).resolve();
    QVERIFY(!broken.connection);
    QCOMPARE(broken.errors.first().toString(), file + QStringLiteral(": users[0].user.client-key-data: not valid base64"));
}

void TestKubeconfig::insecureSkipVerifyIsAWarning()
{
    const auto resolved = Kubeconfig::load({dataFile("merge-first.yaml")}).resolve();
    QVERIFY(resolved.connection);
    QVERIFY(resolved.connection->insecureSkipTlsVerify);
    QCOMPARE(resolved.connection->warnings.size(), 1);
    QVERIFY(resolved.connection->warnings.first().contains(QStringLiteral("TLS verification is off")));
    QVERIFY(resolved.connection->warnings.first().contains(QFileInfo(dataFile("merge-first.yaml")).absoluteFilePath()));
}

void TestKubeconfig::insecureWithCaIsAnError()
{
    const QByteArray yaml = "current-context: c\n"
                            "clusters:\n- name: k\n  cluster:\n    server: https://10.0.0.1:6443\n"
                            "    insecure-skip-tls-verify: true\n"
                            "    certificate-authority: " + dataFile("other-ca.crt").toUtf8() + "\n"
                            "contexts:\n- name: c\n  context: {cluster: k}\n";
    const auto resolved = Kubeconfig::fromYaml(yaml, QStringLiteral("/x/config")).resolve();
    QVERIFY(!resolved.connection);
    QVERIFY(resolved.errors.first().toString().startsWith(QStringLiteral("/x/config: clusters[0].cluster.certificate-authority: ")));
}

void TestKubeconfig::errorsNameFileAndKey_data()
{
    QTest::addColumn<QByteArray>("user");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing token file") << QByteArray("tokenFile: /nonexistent/token")
                                        << QStringLiteral("users[0].user.tokenFile: file not found: /nonexistent/token");
    QTest::newRow("cert without key") << QByteArray("client-certificate: /nonexistent/c.crt")
                                      << QStringLiteral("users[0].user.client-certificate: file not found: /nonexistent/c.crt");
    QTest::newRow("key is not a key") << QByteArray("client-certificate-data: ") + readData("client.crt").toBase64()
                                             + "\n    client-key-data: " + QByteArray("not a key").toBase64()
                                      << QStringLiteral("users[0].user.client-key-data: holds no unencrypted PEM private key (RSA, EC or DSA)");
    QTest::newRow("exec without command") << QByteArray("exec: {apiVersion: client.authentication.k8s.io/v1beta1}")
                                          << QStringLiteral("users[0].user.exec.command: missing");
    QTest::newRow("exec wrong version") << QByteArray("exec: {apiVersion: client.authentication.k8s.io/v1alpha1, command: x}")
                                        << QStringLiteral("users[0].user.exec.apiVersion: must be client.authentication.k8s.io/v1 or v1beta1, not \"client.authentication.k8s.io/v1alpha1\"");
    QTest::newRow("token is a map") << QByteArray("token: {a: b}") << QStringLiteral("users[0].user.token: expected a string");
}

void TestKubeconfig::errorsNameFileAndKey()
{
    QFETCH(QByteArray, user);
    QFETCH(QString, expected);
    const QByteArray yaml = "current-context: c\n"
                            "clusters:\n- name: k\n  cluster:\n    server: https://10.0.0.1:6443\n"
                            "users:\n- name: u\n  user:\n    " + user + "\n"
                            "contexts:\n- name: c\n  context: {cluster: k, user: u}\n";
    const auto resolved = Kubeconfig::fromYaml(yaml, QStringLiteral("/path/config")).resolve();
    QVERIFY(!resolved.connection);
    QCOMPARE(resolved.errors.first().toString(), QStringLiteral("/path/config: ") + expected);

    // The brief's own example, from a file on disk.
    const auto fromFile = Kubeconfig::load({dataFile("missing-key.yaml")}).resolve();
    QVERIFY(!fromFile.connection);
    const QString text = fromFile.errors.first().toString();
    QVERIFY2(text.startsWith(QFileInfo(dataFile("missing-key.yaml")).absoluteFilePath()
                             + QStringLiteral(": users[0].user.client-key: file not found")),
             qPrintable(text));
}

// A contexts: entry without its context: key, as a half-finished edit leaves
// it, once made every later read of the file throw YAML::InvalidNode.
void TestKubeconfig::halfWrittenEntriesAreNamedAndTheRestWorks()
{
    const QByteArray yaml = "current-context: good\n"
                            "clusters:\n- name: k\n  cluster:\n    server: https://10.0.0.1:6443\n- name: half\n"
                            "users:\n- name: u\n  user:\n    token: t\n- name: nobody\n  user:\n"
                            "contexts:\n- name: broken\n- name: good\n  context: {cluster: k, user: u}\n"
                            "- name: empty\n  context:\n";
    const Kubeconfig config = Kubeconfig::fromYaml(yaml, QStringLiteral("/path/config"));
    QStringList errors;
    for (const KubeconfigError &error : config.errors())
        errors << error.toString();
    QVERIFY2(errors.contains(QStringLiteral("/path/config: clusters[1].cluster: missing")), qPrintable(errors.join(QLatin1Char('\n'))));
    QVERIFY2(errors.contains(QStringLiteral("/path/config: users[1].user: missing")), qPrintable(errors.join(QLatin1Char('\n'))));
    QVERIFY2(errors.contains(QStringLiteral("/path/config: contexts[0].context: missing")), qPrintable(errors.join(QLatin1Char('\n'))));
    QVERIFY2(errors.contains(QStringLiteral("/path/config: contexts[2].context: missing")), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(config.contextNames(), QStringList{QStringLiteral("good")});
    const auto good = config.resolve();
    QVERIFY2(good.connection, qPrintable(joinErrors(good.errors)));
    QCOMPARE(good.connection->token, QByteArray("t"));
    const auto broken = config.resolve(QStringLiteral("broken"));
    QVERIFY(!broken.connection);
}

void TestKubeconfig::yamlSyntaxErrorHasLineAndColumn()
{
    const Kubeconfig config = Kubeconfig::load({dataFile("syntax-error.yaml")});
    QVERIFY(!config.isValid());
    const KubeconfigError error = config.errors().first();
    QCOMPARE(error.file, QFileInfo(dataFile("syntax-error.yaml")).absoluteFilePath());
    QVERIFY2(error.line >= 6 && error.line <= 7, qPrintable(error.toString()));    // the unclosed '[' on line 6
    QVERIFY(error.column > 0);
    QVERIFY2(error.toString().contains(QStringLiteral(":%1:%2: YAML syntax error").arg(error.line).arg(error.column)),
             qPrintable(error.toString()));
}

void TestKubeconfig::deepFlowNestingIsAnErrorNotACrash()
{
    // yaml-cpp reads flow collections recursively: bounded before it reads.
    const QByteArray deep = "apiVersion: v1\nclusters: " + QByteArray(200000, '[') + QByteArray(200000, ']') + "\n";
    const Kubeconfig config = Kubeconfig::fromYaml(deep, QStringLiteral("/tmp/deep.yaml"));
    QVERIFY(!config.isValid());
    QCOMPARE(config.errors().size(), 1);
    QCOMPARE(config.errors().first().line, 2);
    QVERIFY2(config.errors().first().toString().contains(QLatin1String("/tmp/deep.yaml:2:")), qPrintable(config.errors().first().toString()));
    QVERIFY(config.errors().first().message.contains(QLatin1String("nested more than 512")));
}

void TestKubeconfig::unknownContextIsAnError()
{
    const auto resolved = Kubeconfig::load({dataFile("merge-first.yaml")}).resolve(QStringLiteral("nope"));
    QVERIFY(!resolved.connection);
    QVERIFY(resolved.errors.first().toString().contains(QStringLiteral("no context named \"nope\"")));
}

QString TestKubeconfig::writeExecConfig(const QTemporaryDir &dir, const QString &expiry, const QString &apiVersion)
{
    // The plugin counts its runs, records its arguments and KUBERNETES_EXEC_INFO,
    // and prints an ExecCredential whose token names the run.
    const QByteArray script = "#!/bin/sh\n"
                              "count=$(cat \"$STATE_DIR/count\" 2>/dev/null || echo 0)\n"
                              "count=$((count + 1))\n"
                              "echo $count > \"$STATE_DIR/count\"\n"
                              "printf '%s' \"$KUBERNETES_EXEC_INFO\" > \"$STATE_DIR/exec-info\"\n"
                              "echo \"$@\" > \"$STATE_DIR/args\"\n"
                              "if [ -e \"$STATE_DIR/fail\" ]; then echo 'login required: run sso-login' >&2; exit 3; fi\n"
                              "printf '{\"apiVersion\":\"%s\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"exec-token-%s\",\"expirationTimestamp\":\"%s\"}}\\n' \"$API_VERSION\" \"$count\" \"$EXPIRY\"\n";
    writeFile(dir.filePath(QStringLiteral("bin/plugin.sh")), script,
              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QString yaml = QStringLiteral(
        "current-context: c\n"
        "clusters:\n- name: k\n  cluster:\n    server: https://10.0.0.1:6443\n    insecure-skip-tls-verify: true\n"
        "users:\n- name: u\n  user:\n    exec:\n      apiVersion: %1\n      command: ./bin/plugin.sh\n"
        "      args: [--cluster, demo]\n      interactiveMode: Never\n      provideClusterInfo: true\n"
        "      env:\n      - {name: STATE_DIR, value: '%2'}\n      - {name: EXPIRY, value: '%3'}\n      - {name: API_VERSION, value: '%1'}\n"
        "contexts:\n- name: c\n  context: {cluster: k, user: u}\n").arg(apiVersion, dir.path(), expiry);
    const QString path = dir.filePath(QStringLiteral("config"));
    writeFile(path, yaml.toUtf8());
    return path;
}

void TestKubeconfig::execPluginGivesCachedToken()
{
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath(QStringLiteral("bin")));
    const QString path = writeExecConfig(dir, QStringLiteral("2099-01-01T00:00:00Z"), QStringLiteral("client.authentication.k8s.io/v1"));
    const auto resolved = Kubeconfig::load({path}).resolve();
    QVERIFY2(resolved.connection, qPrintable(joinErrors(resolved.errors)));
    QVERIFY(resolved.connection->exec);
    QCOMPARE(resolved.connection->exec->command, dir.filePath(QStringLiteral("bin/plugin.sh")));

    ExecCredentialProvider provider(*resolved.connection->exec, *resolved.connection);
    const CredentialResult first = fetch(provider, this);
    QVERIFY2(!first.error.isError(), qPrintable(first.error.summary));
    QCOMPARE(first.credential.token, QByteArray("exec-token-1"));
    QCOMPARE(first.credential.expiration, QDateTime(QDate(2099, 1, 1), QTime(0, 0), Qt::UTC));

    const CredentialResult second = fetch(provider, this);
    QCOMPARE(second.credential.token, QByteArray("exec-token-1"));    // cached, not run again
    QCOMPARE(provider.runCount(), 1);

    provider.invalidate();    // what a 401 does
    QCOMPARE(fetch(provider, this).credential.token, QByteArray("exec-token-2"));

    QFile args(dir.filePath(QStringLiteral("args")));
    QVERIFY(args.open(QIODevice::ReadOnly));
    QCOMPARE(args.readAll().trimmed(), QByteArray("--cluster demo"));
    QFile info(dir.filePath(QStringLiteral("exec-info")));
    QVERIFY(info.open(QIODevice::ReadOnly));
    const nlohmann::json execInfo = nlohmann::json::parse(info.readAll().toStdString());
    QVERIFY(execInfo["kind"] == "ExecCredential");
    QVERIFY(execInfo["apiVersion"] == "client.authentication.k8s.io/v1");
    QVERIFY(execInfo["spec"]["interactive"] == false);
    QVERIFY(execInfo["spec"]["cluster"]["server"] == "https://10.0.0.1:6443");
}

void TestKubeconfig::execPluginRunsAgainWhenExpired()
{
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath(QStringLiteral("bin")));
    const QString path = writeExecConfig(dir, QStringLiteral("2001-01-01T00:00:00Z"), QStringLiteral("client.authentication.k8s.io/v1beta1"));
    const auto resolved = Kubeconfig::load({path}).resolve();
    QVERIFY2(resolved.connection, qPrintable(joinErrors(resolved.errors)));
    ExecCredentialProvider provider(*resolved.connection->exec, *resolved.connection);
    QCOMPARE(fetch(provider, this).credential.token, QByteArray("exec-token-1"));
    QCOMPARE(fetch(provider, this).credential.token, QByteArray("exec-token-2"));
    QVERIFY(!provider.hasValidCredential());

    // Callers that ask while the plugin runs share one run.
    int answers = 0;
    provider.credential(this, [&answers](const ExecCredential &, const KubeError &) { ++answers; });
    provider.credential(this, [&answers](const ExecCredential &, const KubeError &) { ++answers; });
    QTRY_COMPARE(answers, 2);
    QCOMPARE(provider.runCount(), 3);
}

void TestKubeconfig::execPluginFailureIsReported()
{
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath(QStringLiteral("bin")));
    const QString path = writeExecConfig(dir, QStringLiteral("2099-01-01T00:00:00Z"), QStringLiteral("client.authentication.k8s.io/v1"));
    writeFile(dir.filePath(QStringLiteral("fail")), "1");
    const auto resolved = Kubeconfig::load({path}).resolve();
    QVERIFY(resolved.connection);
    ExecCredentialProvider provider(*resolved.connection->exec, *resolved.connection);
    const CredentialResult result = fetch(provider, this);
    QCOMPARE(result.error.kind, KubeError::Kind::Credentials);
    QVERIFY2(result.error.summary.contains(QStringLiteral("exit code 3")), qPrintable(result.error.summary));
    QVERIFY2(result.error.summary.contains(QStringLiteral("login required: run sso-login")), qPrintable(result.error.summary));

    ExecConfig missing = *resolved.connection->exec;
    missing.command = dir.filePath(QStringLiteral("bin/not-there"));
    missing.installHint = QStringLiteral("install it from the portal");
    ExecCredentialProvider absent(missing, *resolved.connection);
    const CredentialResult none = fetch(absent, this);
    QCOMPARE(none.error.kind, KubeError::Kind::Credentials);
    QVERIFY2(none.error.summary.contains(QStringLiteral("install it from the portal")), qPrintable(none.error.summary));
}

void TestKubeconfig::execCredentialParsing_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("v1beta1 token") << QByteArray(R"({"apiVersion":"client.authentication.k8s.io/v1beta1","kind":"ExecCredential","status":{"token":"t"}})")
                                   << QString();
    QTest::newRow("certificate") << QByteArray(R"({"apiVersion":"client.authentication.k8s.io/v1beta1","kind":"ExecCredential","status":{"clientCertificateData":"C","clientKeyData":"K","expirationTimestamp":"2030-05-01T10:00:00.5Z"}})")
                                 << QString();
    QTest::newRow("other version") << QByteArray(R"({"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"t"}})")
                                   << QStringLiteral("the plugin answered with apiVersion \"client.authentication.k8s.io/v1\", the kubeconfig asked for \"client.authentication.k8s.io/v1beta1\"");
    QTest::newRow("no status") << QByteArray(R"({"apiVersion":"client.authentication.k8s.io/v1beta1","kind":"ExecCredential"})")
                               << QStringLiteral("the ExecCredential has no status");
    QTest::newRow("cert without key") << QByteArray(R"({"apiVersion":"client.authentication.k8s.io/v1beta1","kind":"ExecCredential","status":{"clientCertificateData":"C"}})")
                                      << QStringLiteral("the ExecCredential has clientCertificateData without clientKeyData or the other way round");
    QTest::newRow("not json") << QByteArray("Please log in") << QStringLiteral("the plugin's output is not a JSON object");
    // Found by fuzz_execcredential: a number where text belongs threw out of the parser.
    QTest::newRow("kind a number") << QByteArray(R"({"kind":1})") << QStringLiteral("the plugin's kind is not text");
    QTest::newRow("token an object") << QByteArray(R"({"apiVersion":"client.authentication.k8s.io/v1beta1","kind":"ExecCredential","status":{"token":{}}})")
                                     << QStringLiteral("status.token is not text");
    QTest::newRow("bad expiry") << QByteArray(R"({"apiVersion":"client.authentication.k8s.io/v1beta1","kind":"ExecCredential","status":{"token":"t","expirationTimestamp":"tomorrow"}})")
                                << QStringLiteral("status.expirationTimestamp is not an RFC 3339 time");
}

void TestKubeconfig::execCredentialParsing()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString actual;
    const ExecCredential credential = ExecCredential::parse(json, QStringLiteral("client.authentication.k8s.io/v1beta1"), &actual);
    QCOMPARE(actual, error);
    if (error.isEmpty() && !credential.clientCertificatePem.isEmpty()) {
        QCOMPARE(credential.clientKeyPem, QByteArray("K"));
        QCOMPARE(credential.expiration, QDateTime(QDate(2030, 5, 1), QTime(10, 0, 0, 500), Qt::UTC));
    }
}

void TestKubeconfig::execV1NeedsInteractiveMode()
{
    const QByteArray yaml = "current-context: c\n"
                            "clusters:\n- name: k\n  cluster: {server: 'https://10.0.0.1:6443'}\n"
                            "users:\n- name: u\n  user:\n    exec: {apiVersion: client.authentication.k8s.io/v1, command: aws}\n"
                            "contexts:\n- name: c\n  context: {cluster: k, user: u}\n";
    const auto resolved = Kubeconfig::fromYaml(yaml, QStringLiteral("/p/config")).resolve();
    QVERIFY(!resolved.connection);
    QCOMPARE(resolved.errors.first().toString(),
             QStringLiteral("/p/config: users[0].user.exec.interactiveMode: missing (required by client.authentication.k8s.io/v1)"));
}

QTEST_GUILESS_MAIN(TestKubeconfig)
#include "tst_kubeconfig.moc"
