// A person's change to a training job, written as it was previewed, on the
// embedded cluster's API in memory: a job that others keep touching (the
// training loop's progress annotations) still takes the change; a job whose
// change would now differ is shown again and not written; a write that loses
// a race is tried again, and only so often.
#include "pipeline/jobchangewrite.h"

#include "../support/memorycluster.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"

#include <QSignalSpy>
#include <QTest>

#include <functional>

using namespace ascendops;
using ascendops::testing::MemoryApi;
using nlohmann::json;
using pipeline::JobChangeWrite;

namespace {

constexpr const char *kEnv = "/spec/tasks/0/template/spec/containers/0/env";

// Runs HOOK on every request before it is answered, as another writer racing the console would.
class RacingApi : public MemoryApi
{
public:
    using MemoryApi::MemoryApi;
    std::function<void(const kube::KubeRequest &)> beforeSend;

    kube::KubeReply *send(const kube::KubeRequest &request) override
    {
        if (beforeSend)
            beforeSend(request);
        return MemoryApi::send(request);
    }
};

struct Previewed
{
    QStringList changes;
    QString error;
    bool changed = false;
};

class Bench
{
public:
    sim::ObjectStore store;
    RacingApi api{store};

    Bench() { sim::seedCluster(store, sim::buildClusterObjects(*sim::findPreset("a2-small"))); }

    json job() { return store.get(sim::objects::jobs(), "default", "mindx-a2").object->value; }

    // What the training loop does every simulated second.
    void touch(int step)
    {
        const json patch = {{"metadata", {{"annotations", {{"sim.ascendops.io/step", std::to_string(step)}}}}}};
        QVERIFY(store.patch(sim::objects::jobs(), "default", "mindx-a2", sim::PatchType::Merge, patch, false));
    }

    static json addVariable(const char *name)
    {
        return json::array({{{"op", "add"}, {"path", std::string(kEnv) + "/-"}, {"value", {{"name", name}, {"value", "1"}}}}});
    }

    bool hasVariable(const char *name)
    {
        const json stored = job();
        const json &env = stored.at(json::json_pointer(kEnv));
        return std::any_of(env.begin(), env.end(), [name](const json &entry) { return entry.value("name", "") == name; });
    }

    static std::optional<Previewed> previewOf(JobChangeWrite &change, const std::function<void()> &start)
    {
        QSignalSpy spy(&change, &JobChangeWrite::previewed);
        start();
        if (spy.isEmpty() && !spy.wait(5000))
            return std::nullopt;
        return Previewed{spy[0][0].toStringList(), spy[0][1].toString(), spy[0][2].toBool()};
    }

    static std::optional<QString> applyOf(JobChangeWrite &change)
    {
        QSignalSpy spy(&change, &JobChangeWrite::applied);
        change.apply();
        if (spy.isEmpty() && !spy.wait(5000))
            return std::nullopt;
        return spy[0][0].toString();
    }
};

} // namespace

class TestJobChangeWrite : public QObject
{
    Q_OBJECT

private slots:
    // The preview is read from the server, not the cache the change was
    // opened from: a cached job a few versions old still previews.
    void thePreviewIsOfTheJobAsTheServerHoldsIt()
    {
        Bench bench;
        const json cached = bench.job();
        bench.touch(1);
        bench.touch(2);
        JobChangeWrite change(bench.api, cached, Bench::addVariable("MS_COMPILER_CACHE_ENABLE"));
        const std::optional<Previewed> shown = Bench::previewOf(change, [&] { change.preview(); });
        QVERIFY(shown);
        QVERIFY2(shown->error.isEmpty(), qPrintable(shown->error));
        // "+ .../env/N/name: ..." and ".../env/N/value: ...", nothing of the annotations written since.
        QVERIFY2(shown->changes.size() == 2 && shown->changes[0].contains(QLatin1String("MS_COMPILER_CACHE_ENABLE")),
                 qPrintable(shown->changes.join(QLatin1Char('\n'))));
        QVERIFY(!shown->changed);
        QVERIFY(bench.api.realWrites().isEmpty());
        QVERIFY(!bench.hasVariable("MS_COMPILER_CACHE_ENABLE"));
        QVERIFY(!change.busy());
    }

    // The job moved on between the preview and Apply in ways that leave the
    // change as it was shown: it is written, once, and the other writes stay.
    void aBusyJobIsWrittenAsPreviewed()
    {
        Bench bench;
        JobChangeWrite change(bench.api, bench.job(), Bench::addVariable("MS_COMPILER_CACHE_ENABLE"));
        QVERIFY(Bench::previewOf(change, [&] { change.preview(); }));
        bench.touch(1);
        bench.touch(2);
        const std::optional<QString> error = Bench::applyOf(change);
        QVERIFY(error);
        QVERIFY2(error->isEmpty(), qPrintable(*error));
        QCOMPARE(bench.api.realWrites().size(), 1);
        QVERIFY(bench.hasVariable("MS_COMPILER_CACHE_ENABLE"));
        QCOMPARE(bench.job()["metadata"]["annotations"].value("sim.ascendops.io/step", ""), "2");
    }

    // Another writer changed what Apply would write (the new variable would
    // land at another index): nothing is written, the new change is shown,
    // and only a second Apply writes it.
    void aChangeThatAltersTheWriteIsShownAgain()
    {
        Bench bench;
        JobChangeWrite change(bench.api, bench.job(), Bench::addVariable("MS_COMPILER_CACHE_ENABLE"));
        const std::optional<Previewed> first = Bench::previewOf(change, [&] { change.preview(); });
        QVERIFY(first);
        const json other = Bench::addVariable("SOMEONE_ELSE");
        QVERIFY(bench.store.patch(sim::objects::jobs(), "default", "mindx-a2", sim::PatchType::Json, other, false));
        QSignalSpy applied(&change, &JobChangeWrite::applied);
        const std::optional<Previewed> again = Bench::previewOf(change, [&] { change.apply(); });
        QVERIFY(again);
        QVERIFY(again->changed);
        QVERIFY2(again->error.isEmpty(), qPrintable(again->error));
        QVERIFY2(again->changes != first->changes, qPrintable(again->changes.join(QLatin1Char('\n'))));
        QCOMPARE(applied.count(), 0);
        QVERIFY(bench.api.realWrites().isEmpty());
        QVERIFY(!bench.hasVariable("MS_COMPILER_CACHE_ENABLE"));

        const std::optional<QString> error = Bench::applyOf(change);
        QVERIFY(error);
        QVERIFY2(error->isEmpty(), qPrintable(*error));
        QVERIFY(bench.hasVariable("MS_COMPILER_CACHE_ENABLE"));
        QVERIFY(bench.hasVariable("SOMEONE_ELSE"));
    }

    // The training loop writes between Apply's dry run and its write: the
    // write, pinned to the version the dry run saw, is refused and tried again.
    void aWriteThatLosesARaceIsTriedAgain()
    {
        Bench bench;
        JobChangeWrite change(bench.api, bench.job(), Bench::addVariable("MS_COMPILER_CACHE_ENABLE"));
        QVERIFY(Bench::previewOf(change, [&] { change.preview(); }));
        int races = 0;
        bench.api.beforeSend = [&](const kube::KubeRequest &request) {
            if (request.verb == "PATCH" && !request.query.hasQueryItem(QStringLiteral("dryRun")) && races < 1)
                bench.touch(++races);
        };
        const std::optional<QString> error = Bench::applyOf(change);
        QVERIFY(error);
        QVERIFY2(error->isEmpty(), qPrintable(*error));
        QCOMPARE(bench.api.realWrites().size(), 2);   // refused on the old version, then written
        QVERIFY(bench.hasVariable("MS_COMPILER_CACHE_ENABLE"));
    }

    // A job that moves on before every write is not written: after the
    // attempts, the refusal is reported and the job is as it was.
    void aJobThatNeverHoldsStillIsNotWritten()
    {
        Bench bench;
        JobChangeWrite change(bench.api, bench.job(), Bench::addVariable("MS_COMPILER_CACHE_ENABLE"));
        QVERIFY(Bench::previewOf(change, [&] { change.preview(); }));
        int races = 0;
        bench.api.beforeSend = [&](const kube::KubeRequest &request) {
            if (request.verb == "PATCH" && !request.query.hasQueryItem(QStringLiteral("dryRun")))
                bench.touch(++races);
        };
        const std::optional<QString> error = Bench::applyOf(change);
        QVERIFY(error);
        QVERIFY(!error->isEmpty());
        QCOMPARE(bench.api.realWrites().size(), JobChangeWrite::kAttempts);
        QVERIFY(!bench.hasVariable("MS_COMPILER_CACHE_ENABLE"));
        QVERIFY(!change.busy());
    }

    // The console disconnected after the preview: Apply sends nothing and says why.
    void nothingIsSentOnceTheClientIsGone()
    {
        Bench bench;
        auto api = std::make_unique<MemoryApi>(bench.store);
        JobChangeWrite change(*api, bench.job(), Bench::addVariable("MS_COMPILER_CACHE_ENABLE"));
        QVERIFY(Bench::previewOf(change, [&] { change.preview(); }));
        api.reset();
        const std::optional<QString> error = Bench::applyOf(change);
        QVERIFY(error);
        QVERIFY2(error->contains(QLatin1String("not connected")), qPrintable(*error));
        QVERIFY(!bench.hasVariable("MS_COMPILER_CACHE_ENABLE"));
    }

    // A patch the server refuses for what it is (its own test fails) is
    // refused at once, not tried again: the job did not move on.
    void aRefusedPatchIsReportedAtOnce()
    {
        Bench bench;
        const json wrong = json::array({{{"op", "test"}, {"path", "/metadata/name"}, {"value", "another-job"}}});
        JobChangeWrite change(bench.api, bench.job(), wrong);
        const std::optional<Previewed> shown = Bench::previewOf(change, [&] { change.preview(); });
        QVERIFY(shown);
        QVERIFY(!shown->error.isEmpty());
        QVERIFY(shown->changes.isEmpty());
        QCOMPARE(bench.api.allWrites().size(), 1);   // one dry run
    }
};

QTEST_MAIN(TestJobChangeWrite)
#include "tst_jobchangewrite.moc"
