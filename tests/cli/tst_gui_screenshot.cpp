// ascend-ops run as a process, offscreen: the screenshot mode the docs and
// the demo script rely on, and the text-only options. The PNG is checked by
// its bytes (signature and IHDR), so this test needs Qt Core only.
#include "../support/brokenkubeconfig.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <QFileInfo>
#include <QRegularExpression>
#include <QtEndian>

#include <cerrno>
#include <csignal>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// `home` keeps the console's settings (recent files) and data (the
// recovery journal) out of the user's own.
Run runGui(const QStringList &args, const QString &home)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(GUI_PATH), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return Run{-1, {}, QStringLiteral("ascend-ops did not finish within a minute")};
    }
    return Run{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
               QString::fromUtf8(process.readAllStandardOutput()),
               QString::fromUtf8(process.readAllStandardError())};
}

// Width and height from a PNG's IHDR chunk, or an empty size when the bytes
// are not a PNG.
QSize pngSize(const QByteArray &png)
{
    static const QByteArray signature("\x89PNG\r\n\x1a\n", 8);
    if (png.size() < 24 || !png.startsWith(signature) || png.mid(12, 4) != "IHDR")
        return {};
    const auto *bytes = reinterpret_cast<const uchar *>(png.constData());
    return QSize(int(qFromBigEndian<quint32>(bytes + 16)), int(qFromBigEndian<quint32>(bytes + 20)));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestGuiScreenshot : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    Run runGui(const QStringList &args) { return ::runGui(args, m_dir.path()); }

    // A home of its own (no ~/.kube/config) and KUBECONFIG set to CONFIG,
    // or unset when it is empty.
    QProcessEnvironment guiEnvironment(const QString &config)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        if (config.isEmpty())
            env.remove(QStringLiteral("KUBECONFIG"));
        else
            env.insert(QStringLiteral("KUBECONFIG"), config);
        return env;
    }

    // The current context is an entry without its body; another is whole.
    QString writeBrokenKubeconfig()
    {
        const QString path = m_dir.filePath(QStringLiteral("broken-kubeconfig"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write(ascendops::testing::brokenContextKubeconfig());
        return path;
    }

    void verifyScreenshot(const QStringList &args, const QString &png)
    {
        const Run run = runGui(args + QStringList{QStringLiteral("--screenshot"), png});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(pngSize(readAll(png)), QSize(1280, 800));
    }

private slots:
    void initTestCase()
    {
        if (QByteArray(GUI_PATH).isEmpty())
            QSKIP("the ascend-ops GUI is not part of this build");
        QVERIFY(m_dir.isValid());
    }

    void helpAndVersion()
    {
        const Run help = runGui({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QLatin1String("--screenshot")));
        const Run version = runGui({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith(QLatin1String("ascend-ops ")));
    }

    void unknownOptionIsAUsageError()
    {
        const Run run = runGui({QStringLiteral("--frobnicate")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.isEmpty());
    }

    void screenshotOfAnOpenFile()
    {
        const QString fixture = QStringLiteral(TEST_DATA_DIR "/ranktable/superpod-a3-1.2.json");
        QVERIFY(QFile::exists(fixture));
        verifyScreenshot({QStringLiteral("--open"), fixture}, m_dir.filePath(QStringLiteral("open.png")));
    }

    void screenshotOfTheDemo()
    {
        verifyScreenshot({QStringLiteral("--demo")}, m_dir.filePath(QStringLiteral("demo.png")));
    }

    void screenshotOfTheIncidentsTab()
    {
        verifyScreenshot({QStringLiteral("--demo"), QStringLiteral("--preset"), QStringLiteral("a2-small"), QStringLiteral("--view"),
                          QStringLiteral("incidents")},
                         m_dir.filePath(QStringLiteral("incidents.png")));
        // The pipeline keeps its journal in the data directory, one per connection.
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("data/AscendOps/ascend-ops/journal/demo/journal.lock"))));
    }

    void unknownViewIsAUsageError()
    {
        const Run run = runGui({QStringLiteral("--view"), QStringLiteral("nowhere")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("incidents")), qPrintable(run.err));
    }

    void screenshotOfTheWelcomePane()
    {
        verifyScreenshot({}, m_dir.filePath(QStringLiteral("welcome.png")));
    }

    void unwritableScreenshotFails()
    {
        const Run run = runGui({QStringLiteral("--screenshot"), QStringLiteral("/nonexistent-dir/x.png")});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(QLatin1String("/nonexistent-dir/x.png")), qPrintable(run.err));
    }

    void missingFileFailsTheScreenshot()
    {
        const QString png = m_dir.filePath(QStringLiteral("missing.png"));
        const Run run = runGui({QStringLiteral("--open"), m_dir.filePath(QStringLiteral("absent.json")),
                                QStringLiteral("--screenshot"), png});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("absent.json")), qPrintable(run.err));
        QVERIFY(!QFile::exists(png));
    }

    // A kubeconfig whose current context has no body: the screenshot shows
    // what a person would see, the problem named on the first page.
    void screenshotOfABrokenKubeconfigNamesTheProblem()
    {
        const QString config = writeBrokenKubeconfig();
        const QString png = m_dir.filePath(QStringLiteral("broken-kubeconfig.png"));
        QProcess gui;
        gui.setProcessEnvironment(guiEnvironment(config));
        gui.start(QStringLiteral(GUI_PATH), {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--screenshot"), png});
        QVERIFY(gui.waitForFinished(60000));
        const QString err = QString::fromUtf8(gui.readAllStandardError());
        QVERIFY2(gui.exitCode() == 0, qPrintable(err));
        QVERIFY2(err.contains(config) && err.contains(QLatin1String("contexts[0]")), qPrintable(err));
        QCOMPARE(pngSize(readAll(png)), QSize(1280, 800));
    }

    // SIGTERM and SIGINT end the console while a start-up dialog waits for
    // an answer: the first-start question (no kubeconfig), and the error of
    // a kubeconfig that cannot connect. Before, the signal was lost there.
    void aSignalEndsEachStartUpDialog_data()
    {
        QTest::addColumn<bool>("brokenKubeconfig");
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("first start, SIGTERM") << false << SIGTERM;
        QTest::newRow("cannot connect, SIGINT") << true << SIGINT;
    }

    void aSignalEndsEachStartUpDialog()
    {
        QFETCH(bool, brokenKubeconfig);
        QFETCH(int, signalNumber);
        QProcess gui;
        gui.setProcessEnvironment(guiEnvironment(brokenKubeconfig ? writeBrokenKubeconfig() : QString()));
        gui.start(QStringLiteral(GUI_PATH), {QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY(gui.waitForStarted());
        // Long enough to be in the dialog; it waits there for an answer.
        QVERIFY(!gui.waitForFinished(3000));
        QElapsedTimer stopping;
        stopping.start();
        ::kill(pid_t(gui.processId()), signalNumber);
        QVERIFY2(gui.waitForFinished(10000), "the signal was lost in the dialog");
        qInfo("ended %lld ms after the signal", qint64(stopping.elapsed()));
        QCOMPARE(gui.exitStatus(), QProcess::NormalExit);
        QCOMPARE(gui.exitCode(), 0);
    }

    // SIGTERM stops the console as quitting does: the demo cluster's sshd
    // is stopped and its folder removed, nothing is left running.
    void sigtermStopsTheDemoClusterCleanly()
    {
        QProcess gui;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        gui.setProcessEnvironment(env);
        gui.setProcessChannelMode(QProcess::MergedChannels);
        gui.start(QStringLiteral(GUI_PATH), {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--demo")});
        QVERIFY(gui.waitForStarted());
        // "sshd for 10 simulated nodes on 127.0.0.1, pid N"
        const QRegularExpression started(QStringLiteral("sshd for \\d+ simulated nodes on [0-9.]+, pid (\\d+)"));
        QString log;
        QRegularExpressionMatch match;
        QVERIFY2(QTest::qWaitFor([&] {
            log += QString::fromUtf8(gui.readAll());
            match = started.match(log);
            return match.hasMatch();
        }, 60000), qPrintable(log));
        const qint64 sshd = match.captured(1).toLongLong();
        // Its folder, from its command line ("sshd: /usr/sbin/sshd -D -e -f
        // DIR/sshd_config [listener] ...": sshd rewrites its own title).
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(sshd));
        QVERIFY(cmdline.open(QIODevice::ReadOnly));
        const QString title = QString::fromLocal8Bit(cmdline.readAll().replace('\0', ' '));
        const QRegularExpressionMatch config = QRegularExpression(QStringLiteral(" -f (\\S+)")).match(title);
        QVERIFY2(config.hasMatch(), qPrintable(title));
        const QString folder = QFileInfo(config.captured(1)).absolutePath();
        QVERIFY2(QFileInfo::exists(folder), qPrintable(folder));

        ::kill(pid_t(gui.processId()), SIGTERM);
        QVERIFY(gui.waitForFinished(30000));
        QCOMPARE(gui.exitStatus(), QProcess::NormalExit);
        QCOMPARE(gui.exitCode(), 0);
        // Gone, or a zombie its new parent has not reaped yet: either way, not running.
        const auto running = [sshd] {
            QFile status(QStringLiteral("/proc/%1/status").arg(sshd));
            return status.open(QIODevice::ReadOnly) && !status.readAll().contains("State:\tZ");
        };
        QVERIFY2(QTest::qWaitFor([&] { return !running(); }, 10000), "the demo cluster's sshd outlived the console");
        QVERIFY2(!QFileInfo::exists(folder), qPrintable(folder));
    }
};

QTEST_GUILESS_MAIN(TestGuiScreenshot)
#include "tst_gui_screenshot.moc"
