// Release Isolation in the console, on the embedded demo cluster over
// HTTPS: a chip a person isolated in the device plugin's store is listed
// for its server and die, the dialog previews the release as a server-side
// dry run (nothing written), and Release writes it. The repair cycle's
// writes on a server (Cordon, Pause Recovery, and back) go the same way.
#include "cluster/previewedwritedialog.h"
#include "clustersession.h"
#include "isolationrelease.h"
#include "mainwindow.h"
#include "noderepair.h"
#include "recoveryviews.h"

#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"
#include "model/maintenancepause.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"

#include "../support/consoledemo.h"
#include "../support/quietprompter.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops;
using namespace ascendops::testing;

class TestIsolationRelease : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

private slots:
    void initTestCase() { QVERIFY(useDataDirsOf(m_data)); }

    void aChipIsolatedByHandIsReleasedAfterItsPreview()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        QVERIFY(connectDemo(window, 1.0));
        ClusterSession *session = window.cluster();
        const QString map = QStringLiteral("mindx-dl-deviceinfo-node-1");
        const auto separated = [&] {
            const auto cached = session->watch()->configMaps()->object(QStringLiteral("kube-system/") + map);
            return cached ? fields::text(*cached, {"data", "ManuallySeparateNPU"}) : QStringLiteral("<none>");
        };
        QTRY_VERIFY_WITH_TIMEOUT(separated() != QLatin1String("<none>"), 20000);
        IsolationRelease *release = window.recoveryViews()->isolation();
        QVERIFY(release->heldBy(QStringLiteral("node-1"), 3).empty());
        QVERIFY(!release->open(QStringLiteral("node-1"), 3));   // nothing to release

        kube::KubeReply *patched = session->client()->patch(kube::ResourceType::configMaps(), QStringLiteral("kube-system"), map,
                                                            kube::PatchType::Merge,
                                                            nlohmann::json{{"data", {{"ManuallySeparateNPU", "Ascend910-3"}}}});
        QSignalSpy done(patched, &kube::KubeReply::finished);
        QVERIFY(patched->isFinished() || done.wait(10000));
        QTRY_COMPARE_WITH_TIMEOUT(separated(), QStringLiteral("Ascend910-3"), 10000);
        QCOMPARE(int(release->heldBy(QStringLiteral("node-1"), 3).size()), 1);

        PreviewedWriteDialog *dialog = release->open(QStringLiteral("node-1"), 3);
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->confirmButton()->isEnabled(), 10000);
        QVERIFY2(dialog->previewText().contains(QLatin1String("\"Ascend910-3\" -> \"\"")), qPrintable(dialog->previewText()));
        QCOMPARE(separated(), QStringLiteral("Ascend910-3"));   // a dry run writes nothing
        dialog->confirmButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->statusText().startsWith(QLatin1String("Released.")), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(separated(), QString(), 10000);
        QVERIFY(release->heldBy(QStringLiteral("node-1"), 3).empty());
        dialog->close();
    }

    void aServerIsCordonedAndPausedAfterTheirPreviews()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        QVERIFY(connectDemo(window, 1.0));
        ClusterSession *session = window.cluster();
        const QString node = QStringLiteral("node-2");
        const auto cached = [&] { return session->watch()->nodes()->object(node).value_or(nlohmann::json::object()); };
        QTRY_VERIFY_WITH_TIMEOUT(session->watch()->isReady(), 20000);
        NodeRepair *repair = window.recoveryViews()->repair();

        PreviewedWriteDialog *dialog = repair->cordon(node, true);
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->confirmButton()->isEnabled(), 10000);
        QVERIFY2(dialog->previewText().contains(QLatin1String("+ /spec/unschedulable: true")), qPrintable(dialog->previewText()));
        QVERIFY(!fields::find(cached(), {"spec", "unschedulable"}));   // a dry run writes nothing
        dialog->confirmButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->statusText() == QLatin1String("Cordoned."), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(fields::find(cached(), {"spec", "unschedulable"}), 10000);
        dialog->close();

        dialog = repair->pause(node, QStringLiteral("replacing optics"));
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->confirmButton()->isEnabled(), 10000);
        dialog->confirmButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(pauseOf(cached()).has_value(), 10000);
        QCOMPARE(pauseOf(cached())->reason, QStringLiteral("replacing optics"));
        // The topology says it, by whom and why.
        const int index = session->watch()->topology().serverIndex(node);
        QTRY_VERIFY_WITH_TIMEOUT(session->watch()->topology().servers[std::size_t(index)].recoveryPaused.contains(
                                     QLatin1String("replacing optics")), 10000);
        dialog->close();

        // Mark Repaired: the pause taken away, then the server uncordoned, previewed in one dialog.
        dialog = repair->markRepaired(node);
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->confirmButton()->isEnabled(), 10000);
        QVERIFY2(dialog->previewText().contains(QLatin1String("resume automatic recovery on node node-2"))
                     && dialog->previewText().contains(QLatin1String("uncordon node node-2")),
                 qPrintable(dialog->previewText()));
        dialog->confirmButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->statusText() == QLatin1String("Back in service."), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!pauseOf(cached()).has_value() && !fields::find(cached(), {"spec", "unschedulable"}), 10000);
        dialog->close();
        QVERIFY(!repair->markRepaired(node));   // nothing left to undo

        // Drain a server running a training pod: cordoned, its pod evicted (and not placed there again).
        QTRY_VERIFY(!session->watch()->jobs().empty() && !session->watch()->jobs().at(0).pods.empty());
        const JobPodSummary running = session->watch()->jobs().at(0).pods.front();
        const QString busy = running.nodeName;
        PreviewedWriteDialog *drained = nullptr;
        QString why = QStringLiteral("not answered");
        repair->drain(busy, [&](PreviewedWriteDialog *opened, const QString &problem) {
            drained = opened;
            why = problem;
        });
        QTRY_VERIFY2_WITH_TIMEOUT(drained, qPrintable(why), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(drained->confirmButton()->isEnabled(), 10000);
        QVERIFY2(drained->previewText().contains(QStringLiteral("evict pod default/%1").arg(running.name)), qPrintable(drained->previewText()));
        drained->confirmButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(drained->statusText() == QLatin1String("Drained."), 10000);
        const auto podsOnBusy = [&] {
            return session->watch()->podsWhere(clustermodel::kPodsByNode, busy).size();
        };
        QTRY_COMPARE_WITH_TIMEOUT(podsOnBusy(), std::size_t(0), 20000);
        drained->close();
        QVERIFY(repair->markRepaired(busy));   // cordoned by the drain
        // Closing says what it waits for (the demo cluster takes seconds to stop).
        window.close();
        QVERIFY2(window.statusBar()->currentMessage().startsWith(QLatin1String("Closing: stopping the pipeline")),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(session->state(), ClusterSession::State::Disconnected);
        QVERIFY(!repair->cordon(QStringLiteral("node-99"), true));   // not in the cache: nothing opened
    }
};

QTEST_MAIN(TestIsolationRelease)
#include "tst_isolationrelease.moc"
