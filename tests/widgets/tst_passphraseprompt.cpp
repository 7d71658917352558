// An encrypted identity file in the console, on the demo cluster's nodes
// (a real sshd on loopback): the collector's workers skip the locked key
// without waiting and the nodes say why; the console asks for the
// passphrase once for all nodes, a wrong one is asked again with the
// reason, the right one unlocks the key in memory and every node answers
// at once. Nothing of the passphrase reaches the settings file.
#include "clustersession.h"
#include "mainwindow.h"
#include "passphraseprompter.h"

#include "sim/seed/simpreset.h"
#include "ssh/keyring.h"
#include "telemetry/nodecollector.h"

#include "../support/quietprompter.h"

#include <QDirIterator>
#include <QFile>
#include <QInputDialog>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ascendops;

namespace {

constexpr const char *kPassphrase = "correct horse 7";

} // namespace

class TestPassphrasePrompt : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        qunsetenv("SSH_AUTH_SOCK");
        if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
            QSKIP("ssh-keygen not found (openssh-client)");
    }

    void anEncryptedKeyIsAskedForOnceAndUnlocksEveryNode()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        ClusterSession *session = window.cluster();
        window.connectToDemo(*sim::findPreset("a2-small"), 1.0);
        QVERIFY(QTest::qWaitFor([&] { return session->nodes() && !session->nodes()->nodes().isEmpty(); }, 60000));
        telemetry::NodeCollector *nodes = session->nodes();
        const QString node = nodes->nodes().first();
        QTRY_VERIFY_WITH_TIMEOUT(nodes->lastProbe(node) != nullptr, 90000);

        // The demo's own key, the same key pair under a passphrase.
        const QStringList identities = session->nodeSshConfig().resolve(node, {}).identityFiles;
        QVERIFY(!identities.isEmpty());
        const QString locked = m_dir.filePath(QStringLiteral("locked_ed25519"));
        QVERIFY(QFile::copy(identities.first(), locked));
        QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-p"), QStringLiteral("-P"), QString(),
                                                   QStringLiteral("-N"), QLatin1String(kPassphrase), QStringLiteral("-f"), locked});
        QVERIFY(keygen.waitForFinished(20000));
        QCOMPARE(keygen.exitCode(), 0);
        QVERIFY(!ssh::KeyRing::instance().holds(locked));
        // The encrypted copy is the operator's only key: the open one goes.
        QVERIFY(QFile::remove(identities.first()));

        QSignalSpy needed(nodes, &telemetry::NodeCollector::passphraseNeeded);
        ssh::NodeSshSettings settings = session->nodeSshSettings();
        settings.identityFile = locked;
        settings.probeIntervalSec = 1;
        session->setNodeSshSettings(settings);
        QCOMPARE(session->nodes(), nodes);

        // Asked once, whatever the number of nodes; the nodes say why they fail.
        PassphrasePrompter *prompter = window.passphrases();
        QTRY_VERIFY_WITH_TIMEOUT(prompter->currentDialog() != nullptr, 20000);
        QVERIFY(prompter->currentDialog()->labelText().contains(locked));
        QCOMPARE(prompter->currentDialog()->textEchoMode(), QLineEdit::Password);
        for (const QString &each : nodes->nodes())
            QTRY_VERIFY_WITH_TIMEOUT(nodes->lastError(each).contains(QLatin1String("no passphrase given")), 20000);
        QCOMPARE(needed.size(), 1);   // every node met the key; one question

        // A wrong passphrase: asked again, with the reason.
        QInputDialog *first = prompter->currentDialog();
        first->setTextValue(QStringLiteral("guess"));
        first->accept();
        QTRY_VERIFY_WITH_TIMEOUT(prompter->currentDialog() != nullptr && prompter->currentDialog() != first, 20000);
        QVERIFY2(prompter->currentDialog()->labelText().contains(QLatin1String("wrong passphrase")),
                 qPrintable(prompter->currentDialog()->labelText()));
        if (const QByteArray dir = qgetenv("ASCENDOPS_SHOT_DIR"); !dir.isEmpty())
            prompter->currentDialog()->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/passphrase-dialog.png"));

        // The right one: every node answers again, with no more questions.
        QSignalSpy tried(prompter, &PassphrasePrompter::keyTried);
        prompter->currentDialog()->setTextValue(QLatin1String(kPassphrase));
        prompter->currentDialog()->accept();
        QTRY_VERIFY_WITH_TIMEOUT(!tried.isEmpty(), 20000);
        QCOMPARE(tried.first().at(1).toString(), QString());
        QVERIFY(ssh::KeyRing::instance().holds(locked));
        // Five probes at once, each over a hundred tool runs: on a busy CI machine that is tens of seconds.
        for (const QString &each : nodes->nodes())
            QTRY_VERIFY_WITH_TIMEOUT(nodes->lastError(each).isEmpty() && nodes->lastProbe(each), 90000);
        QTest::qWait(1500);
        QVERIFY(prompter->currentDialog() == nullptr);

        // The settings file names the key and holds nothing of its passphrase.
        QDirIterator files(m_dir.filePath(QStringLiteral("config")), QDir::Files, QDirIterator::Subdirectories);
        int checked = 0;
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(!file.readAll().contains(kPassphrase));
            ++checked;
        }
        QVERIFY(checked > 0);
        ssh::KeyRing::instance().forget();
        QVERIFY(!ssh::KeyRing::instance().holds(locked));
    }
};

QTEST_MAIN(TestPassphrasePrompt)
#include "tst_passphraseprompt.moc"
