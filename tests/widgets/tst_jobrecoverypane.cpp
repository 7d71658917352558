// The Recovery pane, the jobs list sorted by estimated time to recover, the
// change dialog, and the estimate beside an incident's measured timeline.
#include "cluster/jobchangedialog.h"
#include "cluster/jobrecoverypane.h"
#include "cluster/jobsmodel.h"
#include "cluster/jobspanel.h"
#include "incidents/incidenttimelineview.h"
#include "kube/yamljson.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace ascendops;
using namespace ascendops::recoverytime;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/jobprofile/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

// The bare PyTorch job of the fixtures, with its scripts.
JobProfile bareProfile()
{
    JobInputs inputs;
    inputs.job = kube::yamlDocumentsToJson(fixture(QStringLiteral("bare/job.yaml"))).value().front();
    for (const char *name : {"train_start.sh", "train.py"})
        inputs.scripts.insert(QString::fromLatin1(name), fixture(QStringLiteral("bare/") + QLatin1String(name)));
    return profileJob(inputs);
}

QTreeWidgetItem *rowOf(QTreeWidget *tree, int column, const QString &text)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(column) == text)
            return tree->topLevelItem(i);
    return nullptr;
}

JobSummary job(const char *name, std::optional<double> seconds)
{
    JobSummary summary;
    summary.nameSpace = QStringLiteral("default");
    summary.name = QString::fromLatin1(name);
    summary.recoverySeconds = seconds;
    return summary;
}

} // namespace

class TestJobRecoveryPane : public QObject
{
    Q_OBJECT

private slots:
    void showsSettingsEstimateAndRecommendations()
    {
        const JobProfile profile = bareProfile();
        JobRecoveryPane pane;
        pane.resize(1000, 700);
        pane.show();
        pane.setProfile(profile);
        QVERIFY(pane.summaryText().contains(QLatin1String("team-a/llama-bare")));
        QVERIFY(pane.summaryText().contains(QLatin1String("37 min")));   // 2,200 s
        QCOMPARE(pane.estimateView()->estimateBarCount(), 5);
        QVERIFY(pane.estimateView()->summaryText().contains(QLatin1String("2200 s")));

        QTreeWidgetItem *watchdog = rowOf(pane.settingsTree(), 0, QStringLiteral("watchdog"));
        QVERIFY(watchdog);
        QCOMPARE(watchdog->text(1), QStringLiteral("off"));
        QCOMPARE(watchdog->text(2), QStringLiteral("/job/code/scripts/train_start.sh:3"));
        // Then MindCluster's rungs, then the problems.
        QCOMPARE(pane.settingsTree()->topLevelItemCount(),
                 int(profile.settings.size() + profile.ladder.rungs.size() + std::size_t(profile.problems.size())));
        QTreeWidgetItem *jobLevel = rowOf(pane.settingsTree(), 0, QStringLiteral("rung job-reschedule"));
        QVERIFY(jobLevel);
        QCOMPARE(jobLevel->text(1), QStringLiteral("eligible"));
        QVERIFY(pane.summaryText().contains(QLatin1String("Recovered by <b>MindCluster</b>")));

        // Largest saving first; a script change has no patch to preview.
        QTreeWidget *changes = pane.recommendationsTree();
        QCOMPARE(changes->topLevelItemCount(), int(profile.recommendations.size()));
        QCOMPARE(changes->topLevelItem(0)->text(1), QStringLiteral("watchdog"));
        changes->setCurrentItem(changes->topLevelItem(0));
        QVERIFY(!pane.previewButton()->isEnabled());
        QVERIFY(pane.detailsText().contains(QLatin1String("train_start.sh:3")));

        QTreeWidgetItem *rankTable = rowOf(changes, 1, QStringLiteral("ranktable-mode"));
        changes->setCurrentItem(rankTable);
        QVERIFY(pane.previewButton()->isEnabled());
        QVERIFY(pane.detailsText().contains(QLatin1String("JSON patch")));
        QVERIFY(pane.detailsText().contains(QLatin1String("RANK_TABLE_FILE")));
        QSignalSpy preview(&pane, &JobRecoveryPane::previewRequested);
        pane.previewButton()->click();
        QCOMPARE(preview.size(), 1);
        QCOMPARE(preview.front().at(0).toString(), QStringLiteral("team-a/llama-bare"));
        QCOMPARE(preview.front().at(1).toString(), QStringLiteral("ranktable-mode"));

        // The same profile again keeps the reader's selection.
        pane.setProfile(profile);
        QCOMPARE(changes->currentItem()->text(1), QStringLiteral("ranktable-mode"));
        pane.clear(QStringLiteral("gone"));
        QCOMPARE(changes->topLevelItemCount(), 0);
        QVERIFY(!pane.previewButton()->isEnabled());
    }

    // Where the job's recoveries were measured, the chart sets their mean
    // phases against the estimate, phase by phase; another job's report is
    // not drawn for this one.
    void setsTheMeasuredPhasesAgainstTheEstimate()
    {
        const JobProfile profile = bareProfile();
        JobRecoveryPane pane;
        pane.resize(1000, 700);
        pane.setProfile(profile);
        pipeline::GoodputReport report;
        report.job = QStringLiteral("team-a/llama-bare");
        report.fromMs = 0;
        report.toMs = 24 * 3'600'000;
        report.recoveriesMeasured = 2;
        report.meanPhaseSeconds = {{QStringLiteral("detection"), 4}, {QStringLiteral("rescheduling"), 40},
                                   {QStringLiteral("link setup"), 20}, {QStringLiteral("checkpoint and compile"), 90}};
        pane.setGoodput(&report);
        QCOMPARE(pane.estimateView()->barCount(), 4);
        QCOMPARE(pane.estimateView()->estimateBarCount(), 5);
        QVERIFY2(pane.estimateView()->summaryText().startsWith(QLatin1String("Measured: 154 s on average over 2 recover")),
                 qPrintable(pane.estimateView()->summaryText()));
        QVERIFY(pane.estimateView()->summaryText().contains(QLatin1String("estimate (model): 2200 s (hatched)")));
        report.job = QStringLiteral("team-a/other");
        pane.setGoodput(&report);
        QVERIFY(pane.estimateView()->summaryText().startsWith(QLatin1String("Estimated recovery:")));
    }

    // The step a restart resumes from, as the job's tracker on its node
    // says it, or why it is not known.
    void showsTheStepARestartResumesFrom()
    {
        JobProfile profile = bareProfile();
        LastCheckpoint last;
        last.saveDir = {QStringLiteral("/job/shared/ckpt"), QStringLiteral("/job/code/scripts/train_start.sh:4")};
        last.tracker = QStringLiteral("node-3:/data/ckpt/latest_checkpointed_iteration.txt");
        last.step = 2300;
        profile.lastCheckpoint = last;
        JobRecoveryPane pane;
        pane.setProfile(profile);
        QVERIFY2(pane.summaryText().contains(QLatin1String("its last complete checkpoint is step <b>2300</b> "
                                                           "(node-3:/data/ckpt/latest_checkpointed_iteration.txt)")),
                 qPrintable(pane.summaryText()));
        last.step.reset();
        last.why = QStringLiteral("no such file on the node");
        profile.lastCheckpoint = last;
        pane.setProfile(profile);
        QVERIFY(pane.summaryText().contains(QLatin1String("the step a restart resumes from is not known (no such file on the node)")));
    }

    // A ModelArts job says so, with what says so, and shows its platform's
    // settings and the retry error the profile found.
    void showsAModelArtsJob()
    {
        JobInputs inputs;
        const auto documents = kube::yamlDocumentsToJson(fixture(QStringLiteral("modelarts/job.yaml")));
        QVERIFY(documents);
        for (const nlohmann::json &document : documents.value()) {
            if (document.value("kind", "") == "ConfigMap")
                inputs.configMaps[QStringLiteral("llama-ma-code")] = document;
            else
                inputs.job = document;
        }
        const JobProfile profile = profileJob(inputs);
        JobRecoveryPane pane;
        pane.resize(1000, 700);
        pane.show();
        pane.setProfile(profile);
        QVERIFY2(pane.summaryText().contains(QLatin1String("a ModelArts training job (label ring-controller.cce")), qPrintable(pane.summaryText()));
        // What the pipeline will wait, from the same reading: the job asks by
        // the variable, which ModelArts does not see, so retry is off.
        QVERIFY2(pane.summaryText().contains(QLatin1String("The pipeline takes operator retry as off for this job.")),
                 qPrintable(pane.summaryText()));
        QTreeWidgetItem *restart = rowOf(pane.settingsTree(), 0, QStringLiteral("platform-restart"));
        QVERIFY(restart);
        QCOMPARE(restart->text(1), QStringLiteral("on"));
        QVERIFY(rowOf(pane.recommendationsTree(), 1, QStringLiteral("operator-retry")));
        if (qEnvironmentVariableIsSet("ASCENDOPS_SHOTS"))
            QCoreApplication::processEvents(), pane.grab().save(qEnvironmentVariable("ASCENDOPS_SHOTS") + QStringLiteral("/recovery-modelarts.png"));
    }

    void jobsSortByEstimatedRecovery()
    {
        JobsPanel panel;
        panel.setJobs({job("a", 2200), job("b", std::nullopt), job("c", 54)});
        JobsModel *model = panel.model();
        QCOMPARE(model->index(0, JobsModel::RecoveryColumn).data().toString(), QStringLiteral("37 min"));
        QCOMPARE(model->index(1, JobsModel::RecoveryColumn).data().toString(), QStringLiteral("unknown"));
        panel.tree()->setCurrentIndex(model->index(0, 0));   // "a"
        panel.tree()->sortByColumn(JobsModel::RecoveryColumn, Qt::AscendingOrder);
        QCOMPARE(model->jobs()[0].name, QStringLiteral("c"));
        QCOMPARE(model->jobs()[1].name, QStringLiteral("a"));
        QCOMPARE(model->jobs()[2].name, QStringLiteral("b"));   // no estimate: last
        QCOMPARE(panel.currentJob(), QStringLiteral("default/a"));   // the selection followed its job
        panel.tree()->sortByColumn(JobsModel::RecoveryColumn, Qt::DescendingOrder);
        QCOMPARE(model->jobs()[0].name, QStringLiteral("a"));
        QCOMPARE(model->jobs()[2].name, QStringLiteral("b"));
        // An update keeps the order the person chose.
        panel.setJobs({job("a", 2200), job("b", std::nullopt), job("c", 54)});
        QCOMPARE(model->jobs()[0].name, QStringLiteral("a"));
        QCOMPARE(model->jobs()[1].name, QStringLiteral("c"));
    }

    void changeDialogAppliesOnlyAfterADryRun()
    {
        const JobProfile profile = bareProfile();
        const Recommendation *rankTable = nullptr;
        for (const Recommendation &r : profile.recommendations)
            if (r.id == QLatin1String("ranktable-mode"))
                rankTable = &r;
        QVERIFY(rankTable);
        JobChangeDialog dialog(profile.job, *rankTable, QStringLiteral("prod-a3"));
        QVERIFY(dialog.windowTitle().contains(QLatin1String("on prod-a3")));
        QVERIFY(!dialog.applyButton()->isEnabled());
        dialog.showPreview({}, QStringLiteral("forbidden"));
        QVERIFY(!dialog.applyButton()->isEnabled());
        QVERIFY(dialog.previewText().contains(QLatin1String("refused: forbidden")));
        dialog.showPreview({QStringLiteral("+ /spec/x: 1")}, {});
        QVERIFY(dialog.applyButton()->isEnabled());
        QVERIFY(dialog.statusText().contains(QLatin1String("on prod-a3")));
        QSignalSpy apply(&dialog, &JobChangeDialog::applyRequested);
        dialog.applyButton()->click();
        QCOMPARE(apply.size(), 1);
        QVERIFY(!dialog.applyButton()->isEnabled());
        // Apply found the change would now differ: shown again, to be confirmed again.
        dialog.showPreview({QStringLiteral("+ /spec/x: 2")}, {}, true);
        QVERIFY(dialog.applyButton()->isEnabled());
        QVERIFY2(dialog.statusText().startsWith(QLatin1String("Not applied: the job changed")), qPrintable(dialog.statusText()));
        QVERIFY(dialog.previewText().endsWith(QLatin1String("as it is now:\n+ /spec/x: 2")));
        const QString png = QDir::temp().filePath(QStringLiteral("ascend-ops-job-change-again.png"));
        QVERIFY(dialog.grab().save(png));
        qInfo("saved %s", qPrintable(png));
        dialog.applyButton()->click();
        QCOMPARE(apply.size(), 2);
        dialog.showApplied({});
        QCOMPARE(dialog.statusText(), QStringLiteral("Applied."));
    }

    void incidentShowsItsJobsEstimate()
    {
        IncidentTimelineView view;
        view.setTimeline({{QStringLiteral("detection"), 0, 30'000}, {QStringLiteral("rescheduling"), 30'000, 60'000}}, 5, true);
        QCOMPARE(view.barCount(), 2);
        view.addEstimate(bareProfile().phases);
        QCOMPARE(view.barCount(), 2);
        QCOMPARE(view.estimateBarCount(), 5);
        QVERIFY(view.summaryText().contains(QLatin1String("estimate (model): 2200 s")));
    }
};

QTEST_MAIN(TestJobRecoveryPane)
#include "tst_jobrecoverypane.moc"
