// The event-loop probe behind --stall-report: a loop held up 80 ms shows as
// one stall of about that much, and the report file says so.
#include "stallprobe.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

using namespace ascendops;

class TestStallProbe : public QObject
{
    Q_OBJECT

private slots:
    void aHeldLoopIsOneStall()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stalls.json"));
        {
            StallProbe probe(path);
            QTest::qWait(200);
            QTimer::singleShot(0, [] { QThread::msleep(80); });
            QTest::qWait(300);
            QVERIFY(probe.ticks() >= 20);
            QVERIFY2(probe.worstMs() >= 65, qPrintable(QString::number(probe.worstMs())));
            QVERIFY(probe.worstMs() < 1000);
            QVERIFY(probe.percentileMs(50) < 65);   // one stall among many prompt ticks
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(report.value(QStringLiteral("worst_ms")).toInt() >= 65);
        QVERIFY(report.value(QStringLiteral("over_50ms")).toInt() >= 1);
        QVERIFY(report.value(QStringLiteral("ticks")).toInt() >= 20);
    }

    // Once the console is asked to quit, closing its windows and the
    // embedded cluster is not a stall anyone feels: measuring ends there,
    // and the report is written. Last: the Quit event ends the application.
    void measuringEndsWhenAskedToQuit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stalls.json"));
        StallProbe probe(path);
        QTest::qWait(100);
        QEvent quit(QEvent::Quit);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &quit);
        QVERIFY(QFile::exists(path));
        const qint64 ticks = probe.ticks();
        QThread::msleep(80);   // a held loop after the quit
        QTest::qWait(100);
        QCOMPARE(probe.ticks(), ticks);
        QVERIFY2(probe.worstMs() < 65, qPrintable(QString::number(probe.worstMs())));
    }
};

QTEST_MAIN(TestStallProbe)
#include "tst_stallprobe.moc"
