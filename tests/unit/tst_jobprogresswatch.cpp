// Reading running jobs' logs through the Kubernetes log API, in memory: the
// embedded cluster's handler serves pods/<pod>/log (follow, timestamps,
// sinceTime, tailLines) from what its pods printed, and JobProgressWatch
// follows the rank-0 and last-rank pod of each job with PodLogFollower, on a
// manual clock. Covers which pods are read, a stream cut and resumed without
// a line lost or read twice, a pod made again under its name, the stream
// limit, and a log in no known layout.
#include "../support/memorycluster.h"

#include "clustermodel/jobprogresswatch.h"
#include "model/trainingjob.h"
#include "pipeline/signaldetector.h"
#include "core/clock.h"
#include "kube/podlogfollower.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"
#include "sim/controllers/traininglines.h"
#include "sim/store/jobobjects.h"

#include <QSignalSpy>
#include <QTest>

using namespace ascendops;
using namespace ascendops::testing;
using Json = nlohmann::json;

namespace {

const QString kJob = QStringLiteral("default/mindx-a2");

struct Bench
{
    MemoryCluster cluster{*sim::findPreset("a2-small")};
    ManualClock clock;
    std::unique_ptr<clustermodel::JobProgressWatch> progress;

    explicit Bench(int maxStreams = 256)
    {
        if (!cluster.waitForSync())
            qFatal("the memory cluster did not sync");
        clustermodel::JobProgressSettings settings;
        settings.clock = &clock;
        settings.maxStreams = maxStreams;
        progress = std::make_unique<clustermodel::JobProgressWatch>(cluster.watch, &cluster.api, settings);
        progress->start();
    }
    // The job's pod of RANK, by name.
    std::string podOfRank(int rank)
    {
        for (const sim::ObjectPtr &pod : sim::objects::podsOfJob(cluster.store, "default", "mindx-a2"))
            if (rankIndexOfPod(pod->value) == rank)
                return pod->value["metadata"].value("name", std::string());
        return {};
    }
    int lastRank() { return int(sim::objects::podsOfJob(cluster.store, "default", "mindx-a2").size()) - 1; }
    void prints(int rank, const std::string &line) { cluster.store.podLogs().append("default", podOfRank(rank), clock.nowMs(), line); }
    void steps(int rank, qint64 step) { prints(rank, sim::TrainingLines{}.step(step)); }
    const clustermodel::JobProgress *job() const { return progress->progressOf(kJob); }
    qint64 lastStep() const { return job() ? job()->lastStep : -1; }
};

} // namespace

class TestJobProgressWatch : public QObject
{
    Q_OBJECT

private slots:
    // A pod with a sidecar is read from its training container: the one
    // kubectl would pick (its default-container annotation), else the one
    // that asks for NPUs; a pod of one container leaves it to the server.
    void theTrainingContainerIsRead()
    {
        Json pod = Json::parse(R"({"spec": {"containers": [
            {"name": "log-shipper", "resources": {"limits": {"cpu": "1"}}},
            {"name": "ascend", "resources": {"requests": {"huawei.com/Ascend910": "16"}}}]}})");
        QCOMPARE(trainingContainerOf(pod), QStringLiteral("ascend"));
        pod["metadata"]["annotations"]["kubectl.kubernetes.io/default-container"] = "log-shipper";
        QCOMPARE(trainingContainerOf(pod), QStringLiteral("log-shipper"));
        pod["metadata"]["annotations"]["kubectl.kubernetes.io/default-container"] = "no-such";
        QCOMPARE(trainingContainerOf(pod), QStringLiteral("ascend"));
        pod["spec"]["containers"][1]["resources"] = Json::object();
        QCOMPARE(trainingContainerOf(pod), QStringLiteral("log-shipper"));   // none asks for NPUs: the first
        QCOMPARE(trainingContainerOf(Json::parse(R"({"spec": {"containers": [{"name": "only"}]}})")), QString());
        QCOMPARE(trainingContainerOf(Json::parse(R"({"spec": {"containers": "odd"}})")), QString());
    }

    // What a pod printed before it was followed (its history, read once a
    // console starts or with new profiles) is where the job stands, not
    // progress made since: only steps printed while followed count as new.
    // Profiles an operator adds read every log again, from its history.
    void historyIsNoProgressAndAddedProfilesReadTheLogsAgain()
    {
        Bench b;
        for (int rank : {0, b.lastRank()}) {   // every rank prints it, a second apart
            b.prints(rank, "trainer: step 40 of 500 done");
            b.clock.advance(1000);
        }
        QTRY_VERIFY(b.job() && !b.job()->pods.isEmpty());
        QTRY_COMPARE(b.progress->streams(), 2);
        QCOMPARE(b.lastStep(), -1LL);   // no built-in profile reads this layout
        const Parsed<std::vector<TrainingLogProfile>> added = readTrainingLogProfiles(
            R"({"profiles": [{"name": "trainer", "step": "step (?<step>\\d+) of (?<total>\\d+) done"}]})");
        QVERIFY2(added.ok(), qPrintable(added.error()));
        b.progress->setAddedProfiles(added.value());
        QTRY_COMPARE(b.lastStep(), 40LL);
        QCOMPARE(b.job()->framework, QStringLiteral("trainer"));
        QCOMPARE(b.job()->totalSteps, 500LL);
        QCOMPARE(b.job()->stepChanges, 0LL);   // read from the history: no new step
        b.clock.advance(1000);
        b.prints(0, "trainer: step 41 of 500 done");
        QTRY_COMPARE(b.lastStep(), 41LL);
        QCOMPARE(b.job()->stepChanges, 1LL);
    }

    // A stream whose path died without a word gives nothing, and its
    // silence is no hang: the streams are asked for again once the silence
    // lasts, and a step printed meanwhile comes on the fresh ones. Silence
    // on fresh streams is a hang.
    void aDeadStreamIsNoHang()
    {
        Bench b;
        pipeline::DetectorSettings settings;
        settings.clock = &b.clock;
        settings.hangMs = 60000;
        pipeline::SignalDetector detector(b.cluster.watch, b.progress.get(), settings);
        QSignalSpy raised(&detector, &pipeline::SignalDetector::raised);
        const auto hangs = [&raised] {
            return std::count_if(raised.begin(), raised.end(), [](const QList<QVariant> &args) {
                return args[0].value<pipeline::FaultSignal>().kind == pipeline::SignalKind::Hang;
            });
        };
        detector.start();
        b.steps(b.lastRank(), 10);
        QTRY_COMPARE(b.lastStep(), 10LL);
        QTRY_VERIFY(b.progress->reading(kJob));
        const int asked = int(b.cluster.api.allReads().filter(QStringLiteral("/log")).size());
        b.cluster.api.deafenLogStreams();
        b.clock.advance(1000);
        b.steps(b.lastRank(), 11);   // printed; the dead path does not carry it
        QTest::qWait(20);
        QCOMPARE(b.lastStep(), 10LL);
        b.clock.advance(61'000);     // silent past the hang time: the streams are asked for again
        QTRY_COMPARE(b.lastStep(), 11LL);
        QCOMPARE(hangs(), 0);
        QVERIFY(b.cluster.api.allReads().filter(QStringLiteral("/log")).size() > asked);
        // Silent on fresh streams too: a hang.
        QTRY_VERIFY_WITH_TIMEOUT((b.clock.advance(2000), hangs() == 1), 10000);
    }

    void readsRankZeroAndTheLastRank()
    {
        Bench b;
        const sim::TrainingLines lines;
        b.prints(0, lines.checkpointSaved(100).back());
        b.steps(b.lastRank(), 120);
        b.steps(1, 999);   // a middle rank is not read
        QTRY_COMPARE(b.lastStep(), 120LL);
        QCOMPARE(b.job()->framework, QStringLiteral("megatron"));
        QCOMPARE(b.job()->lastCheckpoint(), 100LL);
        QCOMPARE(b.job()->totalSteps, 100000LL);
        QCOMPARE(b.job()->phase, QStringLiteral("training"));
        QCOMPARE(b.job()->stepSeenMs, b.clock.nowMs());
        QCOMPARE(b.job()->pods.size(), 2);
        QCOMPARE(b.progress->streams(), 2);
        // Lines that come later arrive on the same streams.
        b.clock.advance(1000);
        b.steps(b.lastRank(), 121);
        QTRY_COMPARE(b.lastStep(), 121LL);
        QCOMPARE(b.job()->stepSeenMs, b.clock.nowMs());
        QCOMPARE(b.progress->streams(), 2);
    }

    // A stream that ends is opened again from the time of its last line:
    // nothing printed meanwhile is lost, nothing is given twice, though
    // sinceTime gives the lines of that time again.
    void aCutStreamResumesWhereItStopped()
    {
        Bench b;
        const std::string pod = b.podOfRank(b.lastRank());
        kube::PodLogFollower follower(b.cluster.api, QStringLiteral("default"), QString::fromStdString(pod), {}, {}, b.clock);
        QByteArray given;
        connect(&follower, &kube::PodLogFollower::linesReceived, this, [&given](const QByteArray &lines) { given += lines; });
        b.steps(b.lastRank(), 10);
        follower.start();
        QTRY_COMPARE(given.count('\n'), 1);
        // The history was read (one request), and the stream follows from its last line.
        QTRY_VERIFY(follower.hasCaughtUp() && follower.isStreaming());
        QCOMPARE(follower.connections(), 2);
        b.cluster.api.endLogStreams();
        QTest::qWait(20);
        b.steps(b.lastRank(), 11);   // printed while no stream is open, at the same time as 10
        b.clock.advance(1000);       // the follower's wait before it opens again
        QTRY_COMPARE(given.count('\n'), 2);
        QCOMPARE(follower.connections(), 3);
        const QStringList reads = b.cluster.api.allReads().filter(QStringLiteral("/log"));
        QVERIFY2(reads.last().contains(QLatin1String("sinceTime=")), qPrintable(reads.last()));
        b.clock.advance(1000);
        b.steps(b.lastRank(), 12);
        QTRY_COMPARE(given.count('\n'), 3);
        QTest::qWait(20);
        const QList<QByteArray> lines = given.split('\n');
        QVERIFY(lines[0].contains("iteration       10/") && lines[1].contains("iteration       11/")
                && lines[2].contains("iteration       12/"));
        QCOMPARE(given.count('\n'), 3);
        // The pod is gone: the follower ends.
        QVERIFY(b.cluster.store.remove(sim::objects::pods(), "default", pod, {}, false));
        b.cluster.api.endLogStreams();
        b.clock.advance(1000);
        QTRY_VERIFY(follower.hasEnded());
    }

    // A pod deleted and made again under its name has a new log; what the
    // job saved before is kept.
    void aReplacedPodIsReadAfresh()
    {
        Bench b;
        b.prints(0, sim::TrainingLines{}.checkpointSaved(200).back());
        b.steps(b.lastRank(), 250);
        QTRY_COMPARE(b.lastStep(), 250LL);
        const std::string last = b.podOfRank(b.lastRank());
        const sim::StoreResult pod = b.cluster.store.get(sim::objects::pods(), "default", last);
        Json again = pod.object->value;
        QVERIFY(b.cluster.store.remove(sim::objects::pods(), "default", last, {}, false));
        again["metadata"].erase("uid");
        again["metadata"].erase("resourceVersion");
        QVERIFY(b.cluster.store.create(sim::objects::pods(), "default", again, false));
        QTRY_VERIFY(b.job()->pods.size() == 2 && b.progress->streams() == 2);
        b.clock.advance(2000);
        // The new run prints from its checkpoint on.
        b.prints(b.lastRank(), "> initializing torch distributed ...");
        QTRY_COMPARE(b.job()->phase, QStringLiteral("link-setup"));
        QCOMPARE(b.lastStep(), 250LL);   // the job's last step until a new one is printed
        b.steps(b.lastRank(), 201);
        QTRY_COMPARE(b.lastStep(), 201LL);
        QCOMPARE(b.job()->lastCheckpoint(), 200LL);
    }

    // MindSpore prints the same step at every epoch's end (sink mode): each
    // line read is progress; an error rank 0 printed is over once the last
    // rank steps again; after a rollback the newest save is the one saved last.
    void progressErrorsAndSavesAsAnOperatorReadsThem()
    {
        Bench b;
        const int last = b.lastRank();
        b.prints(last, "epoch: 1 step: 1875, loss is 2.30");
        QTRY_COMPARE(b.lastStep(), 1875LL);
        const qint64 changes = b.job()->stepChanges;
        b.prints(last, "epoch: 2 step: 1875, loss is 2.10");
        QTRY_COMPARE(b.job()->stepChanges, changes + 1);
        QCOMPARE(b.lastStep(), 1875LL);

        b.prints(0, "RuntimeError: HCCL function error: HcclAllReduce, error code is 7");
        QTRY_VERIFY(!b.job()->error.isEmpty());
        QVERIFY(b.job()->errorPod.endsWith(QString::fromStdString(b.podOfRank(0))));
        b.prints(last, "epoch: 3 step: 1875, loss is 2.00");
        QTRY_VERIFY(b.job()->error.isEmpty());   // the run went on

        const sim::TrainingLines megatron;
        for (const qint64 step : {100, 200, 300, 200})   // rolled back to 100, saved 200 again
            b.prints(0, megatron.checkpointSaved(step).back());
        QTRY_COMPARE(b.job()->checkpointsSaved, (QList<qint64>{100, 300, 200}));
        QCOMPARE(b.job()->lastCheckpoint(), 200LL);
    }

    // A stream that is down is not silence: the job's logs are not being read.
    void aStreamThatIsDownIsNotReading()
    {
        Bench b;
        b.steps(b.lastRank(), 1);
        QTRY_VERIFY(b.progress->reading(kJob));
        b.cluster.api.endLogStreams();
        QTRY_VERIFY(!b.progress->reading(kJob));
        b.clock.advance(2000);   // rank 0 printed nothing on its stream: it waits twice as long
        QTRY_VERIFY(b.progress->reading(kJob));
    }

    void theStreamLimitIsKeptAndSaid()
    {
        Bench b(1);
        b.steps(b.lastRank(), 5);
        b.prints(0, "x");
        QTRY_VERIFY(b.job() && !b.job()->pods.isEmpty());
        QCOMPARE(b.progress->streams(), 1);
        QVERIFY2(b.job()->notRead.contains(QLatin1String("(the limit)")), qPrintable(b.job()->notRead));
        QCOMPARE(b.job()->pods, QStringList{QStringLiteral("default/") + QString::fromStdString(b.podOfRank(0))});
    }

    void aLogInNoKnownLayoutIsUnknownWithTheReason()
    {
        Bench b;
        b.prints(b.lastRank(), "epoch 3/10 batch 7: training...");
        b.prints(0, "starting");
        QTRY_VERIFY(b.job() && b.job()->unknownReason.contains(QLatin1String("matched the step pattern")));
        QVERIFY(!b.job()->known());
        QCOMPARE(b.lastStep(), -1LL);
    }

    // The embedded cluster's log API answers as a real one: 404 for a pod
    // that is not there, 400 for a bad sinceTime, tailLines and limitBytes kept.
    void theLogApiAnswersAsKubernetesDoes()
    {
        Bench b;
        b.steps(b.lastRank(), 1);
        b.steps(b.lastRank(), 2);
        b.steps(b.lastRank(), 3);
        const QString path = QStringLiteral("/api/v1/namespaces/default/pods/%1/log").arg(QString::fromStdString(b.podOfRank(b.lastRank())));
        const auto get = [&](const QString &query) -> std::pair<int, QByteArray> {
            kube::KubeRequest request;
            request.path = path;
            request.query = QUrlQuery(query);
            kube::KubeReply *reply = b.cluster.api.send(request);
            std::pair<int, QByteArray> answer{0, {}};
            reply->then(&b.cluster.api, [&answer](kube::KubeReply &r) { answer = {r.httpStatus(), r.body()}; });
            if (!QTest::qWaitFor([&answer] { return answer.first != 0; }, 5000))
                qWarning("no answer to %s", qPrintable(query));
            return answer;
        };
        QCOMPARE(get(QStringLiteral("tailLines=1")).second.count('\n'), 1);
        QVERIFY(get(QStringLiteral("tailLines=1")).second.contains("iteration        3/"));
        QCOMPARE(get(QStringLiteral("limitBytes=10")).second.size(), 10);
        QVERIFY(get(QStringLiteral("timestamps=true")).second.startsWith("20"));
        QCOMPARE(get(QStringLiteral("sinceTime=yesterday")).first, 400);
        kube::KubeRequest missing;
        missing.path = QStringLiteral("/api/v1/namespaces/default/pods/nope/log");
        int status = 0;
        b.cluster.api.send(missing)->then(&b.cluster.api, [&status](kube::KubeReply &r) { status = r.httpStatus(); });
        QTRY_COMPARE(status, 404);
    }
};

QTEST_GUILESS_MAIN(TestJobProgressWatch)
#include "tst_jobprogresswatch.moc"
