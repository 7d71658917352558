// The inputs of the recovery decision that come from policy rather than
// faults: what a job allows (read from its Volcano Job) and the circuit
// breaker that stops automatic actions touching too much of the cluster.
#include "pipeline/circuitbreaker.h"
#include "pipeline/jobrecoveryprofile.h"

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ascendops;
using namespace ascendops::pipeline;

namespace {

nlohmann::json readJob()
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/pipeline/vcjob-a3-demo.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
}

constexpr std::int64_t kMinute = 60 * 1000;

} // namespace

class TestRecoveryPolicy : public QObject
{
    Q_OBJECT

private slots:
    void profileOfTheDemoJob()
    {
        const nlohmann::json job = readJob();
        QVERIFY(job.is_object());
        const JobRecoveryProfile profile = readRecoveryProfile(job);
        QCOMPARE(profile.key(), QStringLiteral("default/mindx-a3"));
        QCOMPARE(profile.phase, QStringLiteral("Running"));
        QCOMPARE(profile.faultScheduling, FaultScheduling::Force);
        QVERIFY(profile.podRescheduling);
        QCOMPARE(profile.faultRetryTimes, 3);
        QCOMPARE(profile.maxRetry, 3);
        QCOMPARE(profile.retriesLeft(), 3);
        QVERIFY(!profile.allowsProcessRecovery());
        QVERIFY(!profile.operatorRetry.levels[int(RetryLevel::L0)]);
        QVERIFY(profile.operatorRetry.levels[int(RetryLevel::L1)]);
        QVERIFY(profile.operatorRetry.levels[int(RetryLevel::L2)]);
        QCOMPARE(profile.operatorRetry.maxCnt, 3u);
        QCOMPARE(profile.operatorRetry.holdTimeMs, 5000u);
        QVERIFY(profile.problems.isEmpty());
    }

    void profileLabelsAndBadEnvironment()
    {
        nlohmann::json job = readJob();
        job["metadata"]["labels"]["fault-scheduling"] = "grace";
        job["metadata"]["labels"]["pod-rescheduling"] = "off";
        job["metadata"]["annotations"]["recover-strategy"] = "dump, recover-in-place";
        job["status"]["retryCount"] = 2;
        for (auto &env : job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"])
            if (env["name"] == "HCCL_OP_RETRY_ENABLE")
                env["value"] = "L1:yes";
        const JobRecoveryProfile profile = readRecoveryProfile(job);
        QCOMPARE(profile.faultScheduling, FaultScheduling::Grace);
        QVERIFY(!profile.podRescheduling);
        QCOMPARE(profile.recoverStrategies, (QStringList{QStringLiteral("dump"), QStringLiteral("recover-in-place")}));
        QVERIFY(profile.allowsProcessRecovery());
        QCOMPARE(profile.retriesLeft(), 1);
        QVERIFY(!profile.problems.isEmpty());
        QCOMPARE(profile.problems.first().pointer, std::string("/spec/tasks/template/env/HCCL_OP_RETRY_ENABLE"));
        // An unreadable setting is treated as off, never guessed on.
        QVERIFY(!profile.operatorRetry.levels[int(RetryLevel::L1)]);

        job["metadata"]["labels"]["process-recover-enable"] = "off";
        QVERIFY(!readRecoveryProfile(job).allowsProcessRecovery());
        QCOMPARE(readRecoveryProfile(nlohmann::json::object()).faultScheduling, FaultScheduling::Off);
    }

    void breakerNeedsBothLimits()
    {
        CircuitBreaker breaker;
        // 3 nodes of 1,000 is more than 2 nodes but only 0.3%: allowed.
        breaker.record({QStringLiteral("node-1"), QStringLiteral("node-2")}, 0);
        QVERIFY(breaker.check({QStringLiteral("node-3")}, 1000, kMinute).allowed);
        // 3 nodes of 20 is 15%: stopped, with the numbers.
        const BreakerVerdict verdict = breaker.check({QStringLiteral("node-3")}, 20, kMinute);
        QVERIFY(!verdict.allowed);
        QCOMPARE(verdict.nodesInWindow, 3);
        QCOMPARE(verdict.reason, QStringLiteral("acting would touch 3 nodes (15.0% of 20) within 10 min, more than "
                                                "2 nodes and 10%: node-1, node-2, node-3"));
        // A node acted on twice counts once.
        QVERIFY(breaker.check({QStringLiteral("node-2")}, 20, kMinute).allowed);
    }

    void breakerWindowSlides()
    {
        CircuitBreaker breaker;
        breaker.record({QStringLiteral("node-1")}, 0);
        breaker.record({QStringLiteral("node-2")}, 5 * kMinute);
        QVERIFY(!breaker.check({QStringLiteral("node-3")}, 20, 9 * kMinute).allowed);
        // node-1 left the window at minute 10.
        QVERIFY(breaker.check({QStringLiteral("node-3")}, 20, 11 * kMinute).allowed);
        CircuitBreaker strict(BreakerLimits{0, 0.0, kMinute});
        QVERIFY(!strict.check({QStringLiteral("node-1")}, 20, 0).allowed);
    }
};

QTEST_GUILESS_MAIN(TestRecoveryPolicy)
#include "tst_recoverypolicy.moc"
