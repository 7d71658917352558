// One reading of a job for the pipeline and its profile: operator retry set
// where the pod template's literal values do not show it (here through
// valueFrom a ConfigMap, as many jobs keep their HCCL environment) is what
// the pipeline waits its window on, once the watch has profiled the job.
#include "../support/memorycluster.h"

#include "pipeline/clusterfacts.h"
#include "pipeline/signaldetector.h"
#include "sim/seed/simpreset.h"

#include <QTest>

using namespace ascendops;
using json = nlohmann::json;

class TestRetryReading : public QObject
{
    Q_OBJECT

private slots:
    void thePipelineReadsRetryAsTheProfileDoes()
    {
        testing::MemoryCluster cluster(*sim::findPreset("a2-small"));
        const sim::ApiResource &jobs = *sim::findResource("batch.volcano.sh", "v1alpha1", "jobs");
        const sim::ApiResource &maps = *sim::findResource("", "v1", "configmaps");
        const std::string name = "mindx-a2";
        const QString key = QStringLiteral("default/mindx-a2");
        // The job takes HCCL_OP_RETRY_ENABLE from a ConfigMap.
        QVERIFY(cluster.store.create(maps, "default",
                                     {{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                                      {"metadata", {{"name", "hccl-env"}, {"namespace", "default"}}},
                                      {"data", {{"retry", "L0:0, L1:1, L2:1"}}}}, false));
        json job = cluster.store.get(jobs, "default", name).object->value;
        json &env = job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"];
        for (auto it = env.begin(); it != env.end();)
            it = it->value("name", "").rfind("HCCL_OP_RETRY", 0) == 0 ? env.erase(it) : std::next(it);
        env.push_back({{"name", "HCCL_OP_RETRY_ENABLE"},
                       {"valueFrom", {{"configMapKeyRef", {{"name", "hccl-env"}, {"key", "retry"}}}}}});
        QVERIFY(cluster.store.update(jobs, "default", name, job, false));
        QVERIFY(cluster.waitForSync());

        pipeline::SignalDetector detector(cluster.watch, nullptr, pipeline::DetectorSettings{});
        const pipeline::ClusterFacts facts(cluster.watch, detector);
        // The pod template's literal values alone say nothing of retry.
        QVERIFY(!pipeline::readRecoveryProfile(job, {}).operatorRetry.anyLevelEnabled());
        QVERIFY(QTest::qWaitFor([&] { return cluster.watch.retryReadingOf(key) != nullptr; }, 20000));
        const recoverytime::RetryReading *reading = cluster.watch.retryReadingOf(key);
        QVERIFY(reading->settings.isEnabled(RetryLevel::L1) && reading->settings.isEnabled(RetryLevel::L2));
        QVERIFY2(reading->where.endsWith(QLatin1String("/valueFrom/configMapKeyRef")), qPrintable(reading->where));
        const std::optional<pipeline::JobRecoveryProfile> profile = facts.profileOf(key);
        QVERIFY(profile);
        QVERIFY(profile->operatorRetry.isEnabled(RetryLevel::L1));
        QVERIFY(profile->operatorRetry.isEnabled(RetryLevel::L2));
        QCOMPARE(profile->operatorRetryWhere, reading->where);
        // What the profile finds stops retry there (an A2 job) stops the
        // pipeline's retry window too.
        QVERIFY(!reading->blockers.isEmpty());
        for (const QString &blocker : reading->blockers)
            QVERIFY2(profile->retryBlockers.contains(blocker), qPrintable(blocker));
    }
};

QTEST_GUILESS_MAIN(TestRetryReading)
#include "tst_retryreading.moc"
