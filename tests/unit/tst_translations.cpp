// Messages made outside any class (the recovery ladder's reasons, link
// health verdicts) are found in the Chinese translation: their context
// must be the one lupdate files them under.
#include "language.h"
#include "formats/jsonreader.h"
#include "formats/ranktablevalidator.h"
#include "pipeline/faultclass.h"
#include "pipeline/fleetoverview.h"
#include "formats/frequencyrules.h"
#include "pipeline/recoveryladder.h"
#include "recoverytime/jobprofile.h"
#include "telemetry/linkhealth.h"

#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <QTest>

using namespace ascendops;

namespace {

bool hasChinese(const QString &text)
{
    static const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    return text.contains(han);
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(installTranslations(QStringLiteral("zh_CN")), QStringLiteral("zh_CN")); }

    void ladderReasonsAreTranslated()
    {
        pipeline::JobRecoveryProfile job;
        job.nameSpace = QStringLiteral("default");
        job.name = QStringLiteral("train");
        pipeline::FaultSignal signal;
        signal.kind = pipeline::SignalKind::DeviceFault;
        signal.node = QStringLiteral("node-1");
        signal.die = 2;
        signal.codes << QStringLiteral("80E18402");
        FrequencyRules rules = FrequencyRules::builtIn();
        const pipeline::FaultClass fault = pipeline::classifySignal(signal, FaultCodeTable::builtIn(), rules, {});
        const pipeline::Decision decision = pipeline::decideRecovery({signal, fault, &job, 1, pipeline::RecoveryAction::None});
        QCOMPARE(decision.action, pipeline::RecoveryAction::JobReschedule);
        QVERIFY2(hasChinese(decision.reason), qPrintable(decision.reason));
        QVERIFY(decision.reason.contains(QLatin1String("default/train")));
    }

    void linkHealthReasonsAreTranslated()
    {
        telemetry::LinkSeries series;
        telemetry::LinkSample sample;
        sample.timeMs = 1000;
        sample.up = false;
        series.append(sample);
        const telemetry::LinkHealth health = telemetry::assessLink(series, 1000);
        QVERIFY(!health.reasons.isEmpty());
        QVERIFY2(hasChinese(health.reasons.first()), qPrintable(health.reasons.first()));
    }

    // The job profile's notes and the Jobs view's reasons for a state.
    void jobProfileAndStateAreTranslated()
    {
        recoverytime::JobInputs inputs;
        inputs.job = nlohmann::json{{"apiVersion", "batch.volcano.sh/v1alpha1"}, {"kind", "Job"},
                                    {"metadata", {{"name", "train"}, {"namespace", "default"}}}, {"spec", nlohmann::json::object()}};
        const recoverytime::JobProfile profile = recoverytime::profileJob(inputs);
        QStringList texts;
        for (const Problem &problem : profile.problems)
            texts << problem.message;
        for (const recoverytime::Setting &setting : profile.settings)
            texts << setting.note;
        QVERIFY(!texts.isEmpty());
        QVERIFY2(std::any_of(texts.begin(), texts.end(), hasChinese), qPrintable(texts.join(QLatin1Char('|'))));

        JobSummary job;
        job.phase = QStringLiteral("Running");
        job.pods.push_back({QStringLiteral("train-0"), QStringLiteral("Failed"), QStringLiteral("n0"), 0, 0});
        const pipeline::JobState state = pipeline::jobStateOf(job);
        QCOMPARE(state.state, QStringLiteral("Degraded"));   // the key stays; its words are translated
        QVERIFY2(hasChinese(state.why), qPrintable(state.why));

        // The MindCluster ladder's reasons: said by a class of its own,
        // whose context is the class's (LadderReader).
        QStringList reasons;
        for (const LadderRung &rung : profile.ladder.rungs)
            reasons << rung.reasons;
        QVERIFY(!reasons.isEmpty());
        QVERIFY2(std::all_of(reasons.begin(), reasons.end(), hasChinese), qPrintable(reasons.join(QLatin1Char('|'))));
    }

    // A legacy template-2 rank table's problems: free functions of the
    // file and its GroupChecker class each under their own context.
    void templateTwoProblemsAreTranslated()
    {
        const Parsed<JsonValue> table = parseJson(
            R"({"status": "completed", "group_count": "1", "group_list": [{"group_name": "g", "device_count": "8", "instance_count": "1"}]})");
        QVERIFY(table);
        const Problems missingList = validateRankTable(table.value());
        QVERIFY(!missingList.isEmpty());
        for (const Problem &problem : missingList)
            QVERIFY2(hasChinese(problem.message), qPrintable(problem.message));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
