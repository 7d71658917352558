// ClusterD's process-recovery hook read from a PodGroup's annotations
// (reference mindcluster-recovery.md §2.3): platform mode by the key's
// presence, the question ProcessConfirmFault asks ("rankId:type"), the
// answers a job allows, and what cannot be read.
#include "formats/processrecoverhook.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace ascendops;
using Json = nlohmann::json;

class TestProcessRecoverHook : public QObject
{
    Q_OBJECT

private slots:
    void platformModeIsThePresenceOfTheKey()
    {
        QVERIFY(!readProcessHook(Json::object())->platformMode);
        QVERIFY(!readProcessHook(Json())->platformMode);
        const Parsed<ProcessHook> hook = readProcessHook(Json{{"ProcessRecoverStrategy", ""}});
        QVERIFY(hook->platformMode);
        QVERIFY(!hook->waiting());   // nothing asked yet
    }

    void aQuestionWaitsForAnAnswer()
    {
        Parsed<ProcessHook> hook = readProcessHook(Json{{"ProcessRecoverStrategy", ""}, {"ProcessConfirmFault", "3:1,5:0"}});
        QVERIFY(hook->waiting());
        QCOMPARE(int(hook->confirmFault.size()), 2);
        QCOMPARE(hook->confirmFault[1].rank, 5);
        QCOMPARE(hook->confirmFault[1].type, 0);
        QVERIFY(readProcessHook(Json{{"ProcessRecoverStrategy", "none"}, {"ProcessConfirmFault", "3:1"}})->waiting());
        // Answered, or not in platform mode: no question.
        QVERIFY(!readProcessHook(Json{{"ProcessRecoverStrategy", "recover"}, {"ProcessConfirmFault", "3:1"}})->waiting());
        QVERIFY(!readProcessHook(Json{{"ProcessConfirmFault", "3:1"}})->waiting());
        hook = readProcessHook(Json{{"ProcessRecoverStrategy", ""}, {"ProcessRecoverStatus", "recover-success"}});
        QCOMPARE(hook->status, QStringLiteral("recover-success"));
    }

    void aQuestionThatCannotBeReadIsNamed()
    {
        for (const char *bad : {"3", "3:2", "a:1", "3:1,:0", "-1:1"}) {
            const Parsed<ProcessHook> hook = readProcessHook(Json{{"ProcessRecoverStrategy", ""}, {"ProcessConfirmFault", bad}});
            QVERIFY2(!hook.ok(), bad);
            QCOMPARE(hook.problems().front().pointer, std::string("/metadata/annotations/ProcessConfirmFault"));
        }
        QVERIFY(parseFaultRanks(QString()).ok());
    }

    void theAnswersAJobAllows()
    {
        QCOMPARE(hookAnswersFor({QStringLiteral("recover-in-place")}), QStringList{QStringLiteral("recover")});
        QCOMPARE(hookAnswersFor({QStringLiteral("dump"), QStringLiteral("retry"), QStringLiteral("recover")}),
                 (QStringList{QStringLiteral("retry"), QStringLiteral("recover"), QStringLiteral("dump")}));
        QVERIFY(hookAnswersFor({QStringLiteral("elastic-training"), QStringLiteral("exit")}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProcessRecoverHook)
#include "tst_processrecoverhook.moc"
