// Words the views make outside any class, found in the Chinese translation:
// the job phases the Jobs view and the topology say, and what the fault
// list says is wrong. And the whole console in Chinese on the demo cluster
// with an incident open: no English word is left in what any view shows,
// but the names the cluster gives and the terms the guide keeps in English.
#include "cluster/faultlist.h"
#include "cluster/jobstate.h"
#include "language.h"

#include "../support/consoledemo.h"
#include "clustermodel/eventstore.h"
#include "kube/informer.h"
#include "model/objectfields.h"

#include <QAbstractItemView>
#include <QGroupBox>
#include <QRegularExpression>
#include <QTabBar>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocumentFragment>

#include <set>

using namespace ascendops;

namespace {

bool hasChinese(const QString &text)
{
    return text.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]")));
}

// Terms the Chinese guide and the console keep in English (product and
// component names, Kubernetes kinds, file and field names, units).
const std::set<QString> &keptInEnglish()
{
    static const std::set<QString> terms{
        QStringLiteral("ascend"), QStringLiteral("ops"), QStringLiteral("console"), QStringLiteral("hccl"), QStringLiteral("hccs"),
        QStringLiteral("roce"), QStringLiteral("npu"), QStringLiteral("npus"), QStringLiteral("pod"), QStringLiteral("pods"),
        QStringLiteral("volcano"), QStringLiteral("mindcluster"), QStringLiteral("clusterd"), QStringLiteral("noded"),
        QStringLiteral("kubeconfig"), QStringLiteral("ssh"), QStringLiteral("api"), QStringLiteral("rank"), QStringLiteral("lease"), QStringLiteral("job"), QStringLiteral("lldp"), QStringLiteral("die"), QStringLiteral("dies"),
        QStringLiteral("small"), QStringLiteral("sim"),
        QStringLiteral("admin"), QStringLiteral("mindx"), QStringLiteral("default"), QStringLiteral("node"), QStringLiteral("ascendjob"),
        QStringLiteral("podgroup"), QStringLiteral("configmap"), QStringLiteral("yaml"), QStringLiteral("json"), QStringLiteral("mindio"), QStringLiteral("acp"),
        QStringLiteral("torch"), QStringLiteral("npu"), QStringLiteral("cann"), QStringLiteral("mindspeed"), QStringLiteral("mindspore"),
        QStringLiteral("modelarts"), QStringLiteral("checkpoint"), QStringLiteral("watchdog"), QStringLiteral("tls"), QStringLiteral("https"),
        QStringLiteral("hccn"), QStringLiteral("tool"), QStringLiteral("smi"), QStringLiteral("optics"), QStringLiteral("min"),
        QStringLiteral("seed"), QStringLiteral("nfs"), QStringLiteral("ctrl"),
        // values of fields and labels, as written (recover-strategy, fault-scheduling, a rank table's status)
        QStringLiteral("retry"), QStringLiteral("grace"), QStringLiteral("recover"), QStringLiteral("elastic"), QStringLiteral("completed"),

        // units, and the device plugin's assertion
        QStringLiteral("ms"), QStringLiteral("occur")};
    return terms;
}

// The English words in TEXT: whole runs of letters of two or more, not a
// kept term, not part of a name (names carry digits, dashes, dots, slashes
// or underscores: node-2, default/mindx-a2, Ascend910-3, 80E18402).
QStringList englishWordsIn(const QString &text)
{
    static const QRegularExpression token(QStringLiteral("[^\\s\\x{3000}-\\x{303f}\\x{ff00}-\\x{ffef}·,;:()\\[\\]{}\"'“”‘’<>|=+*!?]+"));
    static const QRegularExpression word(QStringLiteral("^[A-Za-z]{2,}$"));
    QStringList found;
    for (auto it = token.globalMatch(text); it.hasNext();) {
        const QString t = it.next().captured();
        // CamelCase and capitals are identifiers and acronyms as the cluster
        // writes them (SeparateNPU, RestartJob, HoldTime, TTP).
        const bool identifier = t.size() > 1 && (t.mid(1).contains(QRegularExpression(QStringLiteral("[A-Z]"))) || t == t.toUpper());
        if (word.match(t).hasMatch() && !identifier && !keptInEnglish().count(t.toLower()))
            found << t;
    }
    return found;
}

// What a person sees of WIDGET and its visible children: labels, buttons,
// tabs, group titles, text views, and the headers and cells of item views.
QStringList visibleText(QWidget *widget)
{
    QStringList texts;
    const auto visible = [](const QWidget *w) { return w->isVisibleTo(w->window()); };
    for (QLabel *label : widget->findChildren<QLabel *>())
        if (visible(label))
            texts << QTextDocumentFragment::fromHtml(label->text()).toPlainText();
    for (QAbstractButton *button : widget->findChildren<QAbstractButton *>())
        if (visible(button))
            texts << button->text().remove(QLatin1Char('&'));
    for (QTabBar *bar : widget->findChildren<QTabBar *>())
        for (int i = 0; i < bar->count(); ++i)
            texts << bar->tabText(i).remove(QLatin1Char('&'));
    for (QGroupBox *box : widget->findChildren<QGroupBox *>())
        if (visible(box))
            texts << box->title();
    for (QTextBrowser *browser : widget->findChildren<QTextBrowser *>())
        if (visible(browser))
            texts << browser->toPlainText();
    for (QAbstractItemView *view : widget->findChildren<QAbstractItemView *>()) {
        if (!visible(view) || !view->model())
            continue;
        const QAbstractItemModel *model = view->model();
        for (int c = 0; c < model->columnCount(); ++c)
            texts << model->headerData(c, Qt::Horizontal).toString();
        for (int r = 0; r < std::min(model->rowCount(), 20); ++r)
            for (int c = 0; c < model->columnCount(); ++c)
                texts << model->index(r, c).data().toString();
    }
    return texts;
}

} // namespace

class TestViewTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(installTranslations(QStringLiteral("zh_CN")), QStringLiteral("zh_CN")); }

    // The phases Volcano Jobs, AscendJobs and pods report are said in
    // Chinese; one the console does not know stays as the cluster said it.
    void jobPhasesAreTranslated()
    {
        for (const char *phase : {"Running", "Pending", "Created", "Failed", "Terminating", "Degraded", "Completed"})
            QVERIFY2(hasChinese(jobStateText(QLatin1String(phase))), phase);
        QCOMPARE(jobStateText(QStringLiteral("Reticulating")), QStringLiteral("Reticulating"));
    }

    void whatIsWrongIsTranslated()
    {
        ClusterTopology topology;
        TopologyServer server;
        server.nodeName = QStringLiteral("node-0");
        server.ready = false;
        server.cordoned = true;
        server.nodeStatus = QStringLiteral("UnHealthy");
        server.nodeHealth = Health::Fault;
        topology.servers.push_back(server);
        server.nodeStatus = QStringLiteral("PreSeparate");
        server.nodeHealth = Health::Warning;
        topology.servers.push_back(server);
        topology.reindex();
        const QStringList what = faultsAt(topology, {0, -1, -1});
        QCOMPARE(what.size(), 3);
        QVERIFY2(hasChinese(what.at(1)), qPrintable(what.at(1)));
        QVERIFY2(hasChinese(what.at(2)), qPrintable(what.at(2)));
        QCOMPARE(faultsAt(topology, {1, -1, -1}).at(2), QStringLiteral("NodeD 状态：PreSeparate"));   // NodeD's word as written
    }

    // Every view of the window in Chinese, on the demo with an incident open.
    void noEnglishIsLeftInTheChineseConsole()
    {
        QTemporaryDir data;
        QVERIFY(testing::useDataDirsOf(data));
        MainWindow window(std::make_unique<QuietPrompter>());
        window.resize(1280, 800);
        window.show();
        QVERIFY(testing::connectDemo(window, 1.0, "external-force"));
        QVERIFY(testing::injectNpuFault(window.cluster()->client(), QStringLiteral("node-2"), 3));
        const pipeline::RecoveryPipeline &recovery = window.cluster()->pipeline()->pipeline();
        QTRY_VERIFY_WITH_TIMEOUT(!recovery.incidents().empty()
                                     && recovery.incidents().begin()->second.state == pipeline::IncidentState::Observed, 20000);
        // What the cluster itself says is shown as it is: the pods' own status messages.
        QStringList clusterWords;
        const kube::Informer &pods = *window.cluster()->watch()->pods();
        for (const QString &key : pods.keys())
            if (const QString message = fields::text(pods.object(key).value(), {"status", "message"}); !message.isEmpty())
                clusterWords << message;
        // And its Events' (an incident's details list them).
        for (const nlohmann::json &event : window.cluster()->events()->informer()->cache())
            for (const char *field : {"message", "note", "reason"})
                if (const QString said = fields::text(event, {field}); !said.isEmpty())
                    clusterWords << said;
        QStringList left;
        for (const QString &view : {QStringLiteral("overview"), QStringLiteral("topology"), QStringLiteral("jobs"),
                                    QStringLiteral("incidents"), QStringLiteral("links"), QStringLiteral("ranktable")}) {
            QVERIFY(window.showView(view));
            if (view == QLatin1String("incidents"))
                window.recoveryViews()->incidents()->selectIncident(recovery.incidents().begin()->first);
            QTest::qWait(200);
            for (QString text : visibleText(&window)) {
                for (const QString &said : clusterWords)
                    text.remove(said);
                text.remove(QRegularExpression(QStringLiteral("\"[^\"\\n]*\"")));   // a quoted value, as written
                // Terms kept whole in the Chinese guide (not their words apart).
                for (const char *term : {"Rank table", "rank table", "link up", "Success", "Device Plugin", "device plugin",
                                         "Volcano Job", "Ascend Operator", "Ascend Ops Console", "demo cluster",
                                         "Events", "Operator"})   // Kubernetes' kind, the Ascend Operator
                    text.remove(QLatin1String(term));
                for (const QString &word : englishWordsIn(text))
                    left << QStringLiteral("%1: \"%2\" in \"%3\"").arg(view, word, text.left(400));
            }
        }
        left.removeDuplicates();
        for (const QString &line : left)
            qWarning("%s", qPrintable(line));
        QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("%1 English word(s) left (listed above)").arg(left.size())));
    }
};

QTEST_MAIN(TestViewTranslations)
#include "tst_viewtranslations.moc"
