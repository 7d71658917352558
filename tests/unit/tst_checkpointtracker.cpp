// Megatron's latest_checkpointed_iteration.txt as its checkpointing code
// writes and reads it (megatron/training/checkpointing.py, read_metadata:
// the text stripped, an int, or "release"), and what is not that said with
// the text quoted, never thrown.
#include "formats/checkpointtracker.h"

#include <QTest>

using namespace ascendops;

class TestCheckpointTracker : public QObject
{
    Q_OBJECT

private slots:
    void iterationsAsMegatronWritesThem()
    {
        QString why;
        QCOMPARE(readCheckpointTracker("300", &why), std::optional<qint64>(300));
        QCOMPARE(readCheckpointTracker("300\n", &why), std::optional<qint64>(300));
        QCOMPARE(readCheckpointTracker("  42 \r\n", &why), std::optional<qint64>(42));
        QCOMPARE(readCheckpointTracker("0", &why), std::optional<qint64>(0));
        QVERIFY(why.isEmpty());
    }

    void whatIsNoIterationSaysWhy()
    {
        QString why;
        QVERIFY(!readCheckpointTracker("release\n", &why));
        QVERIFY2(why.startsWith(QLatin1String("\"release\": a checkpoint made from released weights")), qPrintable(why));
        QVERIFY(!readCheckpointTracker("", &why));
        QVERIFY(why.startsWith(QLatin1String("empty")));
        for (const char *text : {"abc", "-5", "+5", "3.0", "12 13", "123456789012345678901234"}) {
            why.clear();
            QVERIFY2(!readCheckpointTracker(text, &why), text);
            QVERIFY2(why.startsWith(QLatin1String("not an iteration: ")), qPrintable(why));
        }
        why.clear();
        QVERIFY(!readCheckpointTracker(QByteArrayView("\x00\xff\xfe", 3), &why));
        QVERIFY(!why.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCheckpointTracker)
#include "tst_checkpointtracker.moc"
