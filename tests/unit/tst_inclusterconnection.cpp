// The service-account connection `pipeline serve` uses inside a pod.
#include "kube/inclusterconnection.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops::kube;

class TestInClusterConnection : public QObject
{
    Q_OBJECT

    static void write(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

private slots:
    void readsTheServiceAccount()
    {
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("token")), "eyJ.token\n");
        write(dir.filePath(QStringLiteral("ca.crt")), "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
        write(dir.filePath(QStringLiteral("namespace")), "ascend-ops");
        qputenv("KUBERNETES_SERVICE_HOST", "fd00::1");
        qputenv("KUBERNETES_SERVICE_PORT", "443");
        QString error;
        const auto connection = inClusterConnection(&error, dir.path());
        QVERIFY2(connection, qPrintable(error));
        QCOMPARE(connection->server.toString(), QStringLiteral("https://[fd00::1]:443"));
        QCOMPARE(connection->token, QByteArray("eyJ.token"));
        QCOMPARE(connection->tokenFile, dir.filePath(QStringLiteral("token")));
        QVERIFY(connection->caPem.startsWith("-----BEGIN CERTIFICATE-----"));
        QCOMPARE(connection->defaultNamespace, QStringLiteral("ascend-ops"));
        QVERIFY(!connection->insecureSkipTlsVerify);
    }

    void saysWhatIsMissing()
    {
        QTemporaryDir dir;
        qputenv("KUBERNETES_SERVICE_HOST", "10.96.0.1");
        qputenv("KUBERNETES_SERVICE_PORT", "443");
        QString error;
        QVERIFY(!inClusterConnection(&error, dir.path()));
        QVERIFY2(error.contains(dir.filePath(QStringLiteral("token"))), qPrintable(error));
        qunsetenv("KUBERNETES_SERVICE_HOST");
        QVERIFY(!inClusterConnection(&error, dir.path()));
        QVERIFY2(error.contains(QLatin1String("KUBERNETES_SERVICE_HOST")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestInClusterConnection)
#include "tst_inclusterconnection.moc"
