// The main window's promises about the user's work, offscreen: saves keep a
// backup and refuse to clobber other people's changes, unsaved edits are
// never dropped without asking, and changes on disk are noticed. A scripted
// Prompter answers the questions a user would.
#include "clustersession.h"
#include "dialogs/connectdialog.h"
#include "mainwindow.h"
#include "prompter.h"
#include "ranktable/ranktabledocument.h"
#include "ranktable/ranktableeditor.h"
#include "recentfiles.h"

#include "../support/quietprompter.h"

#include "core/problem.h"
#include "formats/jsonreader.h"
#include "sim/seed/simpreset.h"

#include <QAction>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QTemporaryDir>
#include <QDialog>
#include <QPointer>
#include <QStatusBar>
#include <QTimer>
#include <QTableWidget>
#include <QTest>
#include <QUrl>

#include <memory>

using namespace ascendops;

namespace {

// Answers with whatever the test put in, and counts the questions.
struct ScriptedPrompter : Prompter
{
    UnsavedChoice unsavedAnswer = UnsavedChoice::Cancel;
    ConflictChoice conflictAnswer = ConflictChoice::Cancel;
    bool reloadAnswer = false;
    QString savePath;
    int unsavedAsked = 0;
    int conflictAsked = 0;
    int reloadAsked = 0;
    QStringList errors;

    UnsavedChoice askUnsaved(const QString &) override { ++unsavedAsked; return unsavedAnswer; }
    ConflictChoice askSaveConflict(const QString &) override { ++conflictAsked; return conflictAnswer; }
    bool confirmReload(const QString &, bool) override { ++reloadAsked; return reloadAnswer; }
    QString askOpenPath(const QString &) override { return {}; }
    QString askSavePath(const QString &) override { return savePath; }
    void showError(const QString &, const QString &text) override { errors.append(text); }
    bool saveWithErrorsAnswer = false;
    int saveWithErrorsAsked = 0;
    int lastErrorCount = 0;
    QString lastFirstError;
    bool confirmSaveWithErrors(const QString &, int count, const QString &first) override
    {
        ++saveWithErrorsAsked;
        lastErrorCount = count;
        lastFirstError = first;
        return saveWithErrorsAnswer;
    }
    bool confirmQuitWhileRecovering(const QString &) override { return true; }
    bool confirmSwitchCluster(const QString &, const QString &) override { return true; }
    FirstStartScript firstStart;
    FirstStartChoice askFirstStart(const QStringList &looked, const QString &why, QString *kubeconfig) override
    {
        return firstStart.ask(looked, why, kubeconfig);
    }
};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write a test file");
}

// One user edit, made the way a user makes it: through the editor's action.
void editTable(MainWindow *window)
{
    QAction *addServer = window->editor()->addServerAction();
    QVERIFY(addServer->isEnabled());
    addServer->trigger();
    QVERIFY(window->document()->isModified());
}

std::string statusOf(RankTableDocument *document)
{
    const JsonValue *status = document->json().find("status");
    return status ? status->text() : std::string();
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_original;
    int m_serial = 0;
    ScriptedPrompter *m_prompter = nullptr;   // owned by m_window
    std::unique_ptr<MainWindow> m_window;

    QString fixture()
    {
        const QString path = m_dir.filePath(QStringLiteral("hccl-%1.json").arg(++m_serial));
        writeAll(path, m_original);
        return path;
    }

    QString openFixture()
    {
        const QString path = fixture();
        if (!m_window->openFile(path))
            qFatal("cannot open the fixture");
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Recent files and window layout go to a scratch place that is
        // removed with the test, not to the user's settings. (Qt's test
        // mode would leave them behind in ~/.qttest.)
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("AscendOpsTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        m_original = readAll(QStringLiteral(TEST_DATA_DIR "/ranktable/superpod-a3-1.2.json"));
        QVERIFY(!m_original.isEmpty());
    }

    void init()
    {
        auto prompter = std::make_unique<ScriptedPrompter>();
        m_prompter = prompter.get();
        m_window = std::make_unique<MainWindow>(std::move(prompter));
        m_window->show();
    }

    void cleanup()
    {
        m_prompter->unsavedAnswer = Prompter::UnsavedChoice::Discard;
        m_window.reset();
    }

    void startsWithNothingOpen()
    {
        QVERIFY(!m_window->hasDocument());
        QCOMPARE(m_window->windowTitle(), QStringLiteral("Ascend Ops Console"));
    }

    void editMenuOffersTheEditorsActions()
    {
        QMenu *edit = nullptr;
        for (QAction *action : m_window->menuBar()->actions()) {
            if (action->text() == QLatin1String("&Edit"))
                edit = action->menu();
        }
        QVERIFY(edit);
        const QList<QAction *> actions = edit->actions();
        RankTableEditor *editor = m_window->editor();
        for (QAction *wanted : {editor->addServerAction(), editor->addDeviceAction(),
                                editor->removeAction(), editor->renumberRanksAction()})
            QVERIFY(actions.contains(wanted));
    }

    void openEditSaveKeepsABackup()
    {
        const QString path = openFixture();
        QVERIFY(m_window->hasDocument());
        QCOMPARE(m_window->windowTitle(), QStringLiteral("%1[*] — Ascend Ops Console").arg(QFileInfo(path).fileName()));
        QCOMPARE(m_window->recentFiles()->files().first(), QFileInfo(path).absoluteFilePath());

        editTable(m_window.get());
        QVERIFY(m_window->document()->isModified());
        QVERIFY(m_window->isWindowModified());
        QVERIFY(m_window->save());
        QVERIFY(!m_window->document()->isModified());
        QVERIFY(!m_window->isWindowModified());
        QCOMPARE(readAll(path + QStringLiteral(".bak")), m_original);
        const QByteArray saved = readAll(path);
        QVERIFY(saved != m_original);
        QVERIFY(parseJson(saved.toStdString()).value() == m_window->document()->json());
        QVERIFY(m_prompter->errors.isEmpty());
    }

    // A table HCCL would refuse is saved only when the user says so, and
    // the question says how many errors there are and shows the first.
    void savingATableWithErrorsAsksFirst()
    {
        const QString path = m_dir.filePath(QStringLiteral("with-errors.json"));
        QByteArray broken = m_original;
        broken.replace("\"host_ip\": \"172.16.0.100\"", "\"host_ip\": \"172.16.0.1000\"");
        QVERIFY(broken != m_original);
        writeAll(path, broken);
        QVERIFY(m_window->openFile(path));
        editTable(m_window.get());
        int errors = 0;
        for (const Problem &problem : m_window->document()->problems())
            errors += problem.isError();
        QVERIFY(errors > 0);

        m_prompter->saveWithErrorsAnswer = false;
        QVERIFY(!m_window->save());
        QCOMPARE(m_prompter->saveWithErrorsAsked, 1);
        QCOMPARE(m_prompter->lastErrorCount, errors);
        QVERIFY2(m_prompter->lastFirstError.contains(QLatin1String("/server_list/0/host_ip")), qPrintable(m_prompter->lastFirstError));
        QCOMPARE(readAll(path), broken);
        QVERIFY(m_window->document()->isModified());

        // Closing with the changes, the user chooses Save, then goes back:
        // the window stays open with the edits.
        m_prompter->unsavedAnswer = Prompter::UnsavedChoice::Save;
        QVERIFY(!m_window->close());
        QCOMPARE(m_prompter->saveWithErrorsAsked, 2);
        QVERIFY(m_window->document()->isModified());

        m_prompter->saveWithErrorsAnswer = true;
        QVERIFY(m_window->save());
        QCOMPARE(m_prompter->saveWithErrorsAsked, 3);
        QVERIFY(readAll(path) != broken);
        QVERIFY(!m_window->document()->isModified());
    }

    void closingWithUnsavedChangesAsks()
    {
        const QString path = openFixture();
        editTable(m_window.get());

        m_prompter->unsavedAnswer = Prompter::UnsavedChoice::Cancel;
        QVERIFY(!m_window->close());
        QCOMPARE(m_prompter->unsavedAsked, 1);
        QVERIFY(m_window->isVisible());
        QVERIFY(m_window->document()->isModified());

        m_prompter->unsavedAnswer = Prompter::UnsavedChoice::Save;
        QVERIFY(m_window->close());
        QCOMPARE(m_prompter->unsavedAsked, 2);
        QVERIFY(readAll(path) != m_original);
    }

    void discardingLeavesTheFileAlone()
    {
        const QString path = openFixture();
        editTable(m_window.get());
        m_prompter->unsavedAnswer = Prompter::UnsavedChoice::Discard;
        QVERIFY(m_window->closeDocument());
        QVERIFY(!m_window->hasDocument());
        QCOMPARE(readAll(path), m_original);
        QVERIFY(!QFile::exists(path + QStringLiteral(".bak")));
    }

    void openingAnotherFileAsksFirst()
    {
        const QString first = openFixture();
        editTable(m_window.get());
        m_prompter->unsavedAnswer = Prompter::UnsavedChoice::Cancel;
        QVERIFY(!m_window->openFile(fixture()));
        QCOMPARE(m_prompter->unsavedAsked, 1);
        QCOMPARE(m_window->filePath(), QFileInfo(first).absoluteFilePath());
        QVERIFY(m_window->document()->isModified());
    }

    void saveRefusesToOverwriteAnExternalChange()
    {
        const QString path = openFixture();
        editTable(m_window.get());
        const QByteArray theirs = m_original + "\n";
        writeAll(path, theirs);

        m_prompter->conflictAnswer = Prompter::ConflictChoice::Cancel;
        m_prompter->reloadAnswer = false;
        QVERIFY(!m_window->save());
        QCOMPARE(m_prompter->conflictAsked, 1);
        QCOMPARE(readAll(path), theirs);
        QVERIFY(m_window->document()->isModified());

        m_prompter->conflictAnswer = Prompter::ConflictChoice::Overwrite;
        QVERIFY(m_window->save());
        QCOMPARE(readAll(path + QStringLiteral(".bak")), theirs);
        QVERIFY(readAll(path) != theirs);
    }

    void cleanTableFollowsTheFileOnDisk()
    {
        const QString path = openFixture();
        const QByteArray theirs = QByteArray(m_original).replace("\"completed\"", "\"initializing\"");
        QVERIFY(theirs != m_original);
        writeAll(path, theirs);
        QTRY_COMPARE(statusOf(m_window->document()), std::string("initializing"));
        QCOMPARE(m_prompter->reloadAsked, 0);
        QVERIFY(!m_window->document()->isModified());
    }

    void editedTableAsksBeforeFollowingTheFile()
    {
        const QString path = openFixture();
        editTable(m_window.get());
        m_prompter->reloadAnswer = false;
        writeAll(path, m_original + "\n");
        QTRY_COMPARE(m_prompter->reloadAsked, 1);
        QVERIFY(m_window->document()->isModified());
        // Kept: a later unrelated event in the directory does not ask again.
        writeAll(m_dir.filePath(QStringLiteral("sibling.txt")), "x");
        QTest::qWait(600);
        QCOMPARE(m_prompter->reloadAsked, 1);
    }

    void saveAsMovesToTheNewFile()
    {
        openFixture();
        const QString target = m_dir.filePath(QStringLiteral("copy.json"));
        m_prompter->savePath = target;
        QVERIFY(m_window->saveAs());
        QCOMPARE(m_window->filePath(), QFileInfo(target).absoluteFilePath());
        QVERIFY(parseJson(readAll(target).toStdString()).ok());
    }

    void droppingAJsonFileOpensIt()
    {
        const QString path = fixture();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        const QPoint centre = m_window->rect().center();
        QDragEnterEvent enter(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(centre), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &drop);
        QTRY_COMPARE(m_window->filePath(), QFileInfo(path).absoluteFilePath());

        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("notes.txt")))});
        QDragEnterEvent refused(centre, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        refused.setAccepted(false);
        QApplication::sendEvent(m_window.get(), &refused);
        QVERIFY(!refused.isAccepted());
    }

    // A first start without a kubeconfig says where it looked and does what
    // the user chose: nothing, or a kubeconfig file used from then on.
    void firstStartWithoutAKubeconfigAsks()
    {
        const QByteArray savedKubeconfig = qgetenv("KUBECONFIG");
        const QString missing = m_dir.filePath(QStringLiteral("no-such-kubeconfig"));
        qputenv("KUBECONFIG", QFile::encodeName(missing));
        m_prompter->firstStart.answer = Prompter::FirstStartChoice::Neither;
        m_window->firstStart(*sim::findPreset("a2-small"), 1.0);
        QCOMPARE(m_prompter->firstStart.looked, QStringList{missing});
        QCOMPARE(m_prompter->firstStart.why, QStringLiteral("from KUBECONFIG"));
        QCOMPARE(m_window->cluster()->state(), ClusterSession::State::Disconnected);

        // A kubeconfig chosen: connected through its current context, and
        // KUBECONFIG names it for the rest of the session.
        const QString chosen = m_dir.filePath(QStringLiteral("chosen-kubeconfig"));
        writeAll(chosen, "apiVersion: v1\nkind: Config\ncurrent-context: lab\n"
                         "clusters:\n- name: lab\n  cluster:\n    server: https://127.0.0.1:9\n"
                         "users:\n- name: me\n  user:\n    token: t\n"
                         "contexts:\n- name: lab\n  context:\n    cluster: lab\n    user: me\n");
        m_prompter->firstStart.answer = Prompter::FirstStartChoice::Kubeconfig;
        m_prompter->firstStart.kubeconfig = chosen;
        m_window->firstStart(*sim::findPreset("a2-small"), 1.0);
        QCOMPARE(QFile::decodeName(qgetenv("KUBECONFIG")), chosen);
        QVERIFY2(m_prompter->errors.isEmpty(), qPrintable(m_prompter->errors.join(QLatin1Char('\n'))));
        QVERIFY(m_window->cluster()->state() != ClusterSession::State::Disconnected);
        QCOMPARE(m_window->cluster()->clusterLabel(), QStringLiteral("lab"));
        QCOMPARE(m_window->windowTitle(), QStringLiteral("lab — Ascend Ops Console"));
        QCOMPARE(m_window->currentView(), QStringLiteral("overview"));
        m_window->cluster()->disconnectFromCluster();

        // After the first start, File ▸ Open Kubeconfig: a file that cannot be
        // used is said, and KUBECONFIG is left; one that can offers its contexts.
        QVERIFY(!m_window->useKubeconfig(missing));
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("Kubeconfig not used")),
                 qPrintable(m_window->statusBar()->currentMessage()));
        QCOMPARE(QFile::decodeName(qgetenv("KUBECONFIG")), chosen);
        const QString other = m_dir.filePath(QStringLiteral("other-kubeconfig"));
        QFile::copy(chosen, other);
        QStringList offered;
        QTimer::singleShot(200, this, [&offered] {
            if (auto *dialog = qobject_cast<ConnectDialog *>(QApplication::activeModalWidget())) {
                offered << dialog->chosen().name;
                dialog->reject();
            }
        });
        QVERIFY(m_window->useKubeconfig(other));
        QCOMPARE(QFile::decodeName(qgetenv("KUBECONFIG")), other);
        QCOMPARE(offered, QStringList{QStringLiteral("lab")});
        const QList<QAction *> fileMenu = m_window->menuBar()->actions().front()->menu()->actions();
        QVERIFY(std::any_of(fileMenu.begin(), fileMenu.end(), [](const QAction *a) { return a->text() == QStringLiteral("Open &Kubeconfig…"); }));
        if (savedKubeconfig.isNull())
            qunsetenv("KUBECONFIG");
        else
            qputenv("KUBECONFIG", savedKubeconfig);
    }

    // Each view has its key, F8 walks faults, and the Help menu lists every
    // shortcut from the actions themselves.
    void viewsHaveShortcutsAndHelpListsThem()
    {
        const QStringList views{QStringLiteral("overview"), QStringLiteral("topology"), QStringLiteral("jobs"),
                                QStringLiteral("incidents"), QStringLiteral("links"), QStringLiteral("ranktable")};
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        for (int i = 0; i < views.size(); ++i) {
            QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
            QCOMPARE(m_window->currentView(), views[i]);
        }
        QStringList keys;
        for (const QAction *action : m_window->shortcutActions())
            keys << action->shortcut().toString();
        for (const char *key : {"Ctrl+1", "Ctrl+6", "F8", "Shift+F8", "F1", "Ctrl+S", "Ctrl+Shift+K"})
            QVERIFY2(keys.contains(QLatin1String(key)), key);
        QCOMPARE(keys.removeDuplicates(), 0);   // no key does two things

        QTest::keyClick(m_window.get(), Qt::Key_F8);
        QCOMPARE(m_window->currentView(), QStringLiteral("topology"));

        QAction *shortcuts = nullptr;
        for (QAction *menu : m_window->menuBar()->actions())
            for (QAction *action : menu->menu() ? menu->menu()->actions() : QList<QAction *>{})
                if (action->text() == QLatin1String("&Keyboard Shortcuts"))
                    shortcuts = action;
        QVERIFY(shortcuts);
        shortcuts->trigger();
        auto *dialog = m_window->findChild<QDialog *>(QStringLiteral("shortcutsDialog"));
        QVERIFY(dialog && dialog->isVisible());
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
        QCOMPARE(table->rowCount(), int(m_window->shortcutActions().size()));
        dialog->close();

        QTest::keyClick(m_window.get(), Qt::Key_F1);
        auto *started = m_window->findChild<QDialog *>(QStringLiteral("gettingStarted"));
        QVERIFY(started && started->isVisible());
        started->close();
    }

    // Several clusters at once: a window of its own, with its own
    // connection, that goes away when closed.
    void aNewWindowHasAConnectionOfItsOwn()
    {
        QPointer<MainWindow> second = m_window->openNewWindow(std::make_unique<ScriptedPrompter>());
        QVERIFY(second && second->isVisible());
        QVERIFY(second->cluster() != m_window->cluster());
        QCOMPARE(second->cluster()->state(), ClusterSession::State::Disconnected);
        QCOMPARE(second->windowTitle(), QStringLiteral("Ascend Ops Console"));
        QVERIFY(second->close());
        QTRY_VERIFY(second.isNull());   // deleted on close
        QVERIFY(m_window->isVisible());
    }

    // Two windows side by side on a 2048 px screen, or one on a small
    // laptop: every view fits 1024 x 700.
    void everyViewFits1024By700()
    {
        openFixture();
        for (const char *view : {"overview", "topology", "jobs", "incidents", "links", "ranktable"}) {
            QVERIFY(m_window->showView(QLatin1String(view)));
            // Hidden first: the offscreen platform does not shrink a shown window.
            m_window->hide();
            m_window->resize(1024, 700);
            m_window->show();
            const QSize minimum = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
            QVERIFY2(minimum.width() <= 1024 && minimum.height() <= 700,
                     qPrintable(QStringLiteral("%1: at least %2 x %3").arg(QLatin1String(view)).arg(minimum.width()).arg(minimum.height())));
            QTRY_VERIFY2_WITH_TIMEOUT(m_window->width() == 1024,
                                      qPrintable(QStringLiteral("%1: %2 px wide").arg(QLatin1String(view)).arg(m_window->width())), 2000);
        }
    }

    void brokenFileIsReportedWithItsPlace()
    {
        const QString path = m_dir.filePath(QStringLiteral("broken.json"));
        writeAll(path, "{\n  \"version\": \"1.2\",\n  \"status\" \"completed\"\n}\n");
        QVERIFY(!m_window->openFile(path));
        QVERIFY(!m_window->hasDocument());
        QCOMPARE(m_prompter->errors.size(), 1);
        QVERIFY2(m_prompter->errors.first().contains(QLatin1String("broken.json:3:")), qPrintable(m_prompter->errors.first()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
