// The jobs view: jobs with their pods, the selected job's rank table.
#include "cluster/jobsmodel.h"
#include "cluster/jobspanel.h"

#include <QSignalSpy>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QLineEdit>
#include <QTest>
#include <QTreeView>

using namespace ascendops;

namespace {

std::vector<JobSummary> twoJobs(const QString &llmPhase)
{
    JobSummary llm;
    llm.nameSpace = QStringLiteral("default");
    llm.name = QStringLiteral("llm");
    llm.phase = llmPhase;
    llm.retryCount = 1;
    llm.maxRetry = 3;
    llm.runningPods = 2;
    llm.rankTableStatus = QStringLiteral("completed");
    llm.rankTableText = QStringLiteral(R"({"status":"completed","version":"1.0","server_count":"2"})");
    llm.pods = {{QStringLiteral("llm-0"), QStringLiteral("Running"), QStringLiteral("node-0"), 0, 0},
                {QStringLiteral("llm-1"), QStringLiteral("Running"), QStringLiteral("node-1"), 1, 2}};
    JobSummary eval;
    eval.nameSpace = QStringLiteral("default");
    eval.name = QStringLiteral("zeval");
    eval.phase = QStringLiteral("Pending");
    return {llm, eval};
}

} // namespace

class TestJobsPanel : public QObject
{
    Q_OBJECT

private slots:
    void showsJobsPodsAndTheRankTableInItsOrder()
    {
        JobsPanel panel;
        panel.setJobs(twoJobs(QStringLiteral("Running")));
        JobsModel *model = panel.model();
        QCOMPARE(model->rowCount(), 2);
        const QModelIndex llm = model->index(0, 0);
        QCOMPARE(llm.data().toString(), QStringLiteral("default/llm"));
        QCOMPARE(model->index(0, JobsModel::RetriesColumn).data().toString(), QStringLiteral("1 of 3"));
        QCOMPARE(model->index(0, JobsModel::PodsColumn).data().toString(), QStringLiteral("2 running of 2"));
        QCOMPARE(model->rowCount(llm), 2);
        QCOMPARE(model->index(1, JobsModel::NodeColumn, llm).data().toString(), QStringLiteral("node-1"));
        QCOMPARE(model->index(1, JobsModel::RetriesColumn, llm).data().toString(), QStringLiteral("restarts: 2"));
        QCOMPARE(model->parent(model->index(1, 0, llm)), llm);
        // The first job is selected; its table is indented, keys in written order.
        const QString table = panel.rankTableText();
        QVERIFY(table.contains(QLatin1String("\n  \"status\": \"completed\"")));
        QVERIFY(table.indexOf(QLatin1String("status")) < table.indexOf(QLatin1String("server_count")));
        // A job without a rings-config shows none.
        panel.tree()->setCurrentIndex(model->index(1, 0));
        QVERIFY(panel.rankTableText().isEmpty());
        QCOMPARE(model->index(1, JobsModel::RankTableColumn).data().toString(), QStringLiteral("none"));
    }

    // The Training column: what the job's log says, what is not known left
    // out, and why a log cannot be read said in its tooltip.
    void theTrainingColumnSaysWhatTheLogSays()
    {
        JobsPanel panel;
        panel.setJobs(twoJobs(QStringLiteral("Running")));
        JobsModel *model = panel.model();
        QCOMPARE(model->index(0, JobsModel::TrainingColumn).data().toString(), QStringLiteral("not read"));
        clustermodel::JobProgress read;
        read.framework = QStringLiteral("megatron");
        read.lastStep = 1200;
        read.totalSteps = 100000;
        read.stepSeconds = 1.25;
        read.checkpointsSaved = {1000, 1100};
        read.phase = QStringLiteral("training");
        read.pods = QStringList{QStringLiteral("default/llm-0"), QStringLiteral("default/llm-1")};
        model->setTraining(QStringLiteral("default/llm"), read);
        QCOMPARE(model->index(0, JobsModel::TrainingColumn).data().toString(),
                 QStringLiteral("step 1,200 / 100,000 · 1.3 s a step · checkpoint 1,100"));
        QVERIFY(model->index(0, JobsModel::TrainingColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("megatron")));
        clustermodel::JobProgress unknown;
        unknown.unknownReason = QStringLiteral("default/zeval-0: none of its 3 lines matched the step pattern");
        unknown.pods = QStringList{QStringLiteral("default/zeval-0")};
        model->setTraining(QStringLiteral("default/zeval"), unknown);
        QCOMPARE(model->index(1, JobsModel::TrainingColumn).data().toString(), QStringLiteral("log layout unknown"));
        QVERIFY(model->index(1, JobsModel::TrainingColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("step pattern")));
    }

    // The rank table's text is laid out when its tab is seen, not with every
    // change of the jobs while it is hidden (megabytes at 16k ranks).
    void theRankTableIsLaidOutWhenSeen()
    {
        JobsPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.details()->setCurrentIndex(0);   // the Recovery tab
        panel.setJobs(twoJobs(QStringLiteral("Running")));
        auto *view = qobject_cast<QPlainTextEdit *>(panel.details()->widget(1));
        QVERIFY(view);
        QVERIFY(view->toPlainText().isEmpty());
        QVERIFY(panel.rankTableText().contains(QLatin1String("\"status\": \"completed\"")));
        panel.details()->setCurrentIndex(1);
        QCOMPARE(view->toPlainText(), panel.rankTableText());
    }

    void updatesKeepTheSelectionAndActivatingAPodNamesItsNode()
    {
        JobsPanel panel;
        panel.setJobs(twoJobs(QStringLiteral("Running")));
        const QModelIndex pod = panel.model()->index(1, 0, panel.model()->index(0, 0));
        panel.tree()->setCurrentIndex(pod);
        QSignalSpy reset(panel.model(), &QAbstractItemModel::modelReset);
        panel.setJobs(twoJobs(QStringLiteral("Restarting")));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(panel.tree()->currentIndex(), pod);
        QCOMPARE(panel.model()->index(0, JobsModel::PhaseColumn).data().toString(), QStringLiteral("Restarting"));
        QSignalSpy nodes(&panel, &JobsPanel::nodeActivated);
        emit panel.tree()->activated(pod);
        QCOMPARE(nodes.count(), 1);
        QCOMPARE(nodes.first().first().toString(), QStringLiteral("node-1"));
    }

    // Hundreds of jobs: the filter lists those with every word typed, in
    // their namespace, name or state, and keeps doing so as they change.
    void theFilterListsTheJobsWithEveryWordTyped()
    {
        JobsPanel panel;
        std::vector<JobSummary> many;
        for (int i = 0; i < 300; ++i) {
            JobSummary job;
            job.nameSpace = i % 2 ? QStringLiteral("llm-sft") : QStringLiteral("speech");
            job.name = QStringLiteral("run-%1").arg(i);
            job.phase = i % 3 ? QStringLiteral("Running") : QStringLiteral("Pending");
            many.push_back(job);
        }
        panel.setJobs(many);
        auto *filter = panel.findChild<QLineEdit *>(QStringLiteral("jobsFilter"));
        QVERIFY(filter);
        const auto *model = panel.findChild<QTreeView *>()->model();
        QCOMPARE(model->rowCount(), 300);
        filter->setText(QStringLiteral("SFT pend"));
        QCOMPARE(model->rowCount(), 50);   // odd and a multiple of 3
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY(model->index(row, 0).data().toString().contains(QLatin1String("run-")));
        many.pop_back();   // run-299: llm-sft, Running
        many.erase(many.begin() + 3);   // run-3: llm-sft, Pending
        panel.setJobs(many);
        QCOMPARE(model->rowCount(), 49);
        filter->clear();
        QCOMPARE(model->rowCount(), 298);
    }

    void theContextMenuNamesTheJobAndThePodsServer()
    {
        JobsPanel panel;
        panel.resize(800, 600);
        panel.show();
        panel.setJobs(twoJobs(QStringLiteral("Running")));
        panel.tree()->expandAll();
        QSignalSpy menu(&panel, &JobsPanel::actionMenuRequested);
        const QModelIndex llm = panel.model()->index(0, 0);
        const QModelIndex pod = panel.model()->index(1, 0, llm);
        emit panel.tree()->customContextMenuRequested(panel.tree()->visualRect(pod).center());
        QCOMPARE(menu.size(), 1);
        QCOMPARE(menu[0][0].toString(), QStringLiteral("default/llm"));
        QCOMPARE(menu[0][1].toString(), QStringLiteral("node-1"));
        emit panel.tree()->customContextMenuRequested(panel.tree()->visualRect(llm).center());
        QCOMPARE(menu.size(), 2);
        QCOMPARE(menu[1][0].toString(), QStringLiteral("default/llm"));
        QVERIFY(menu[1][1].toString().isEmpty());
        // Below the rows there is nothing to act on.
        emit panel.tree()->customContextMenuRequested(QPoint(5, panel.tree()->viewport()->height() - 3));
        QCOMPARE(menu.size(), 2);
    }
};

QTEST_MAIN(TestJobsPanel)
#include "tst_jobspanel.moc"
