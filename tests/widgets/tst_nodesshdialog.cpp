// The node SSH settings dialog (values in, values out, what ssh_config gives
// for a sample node) and the host-key dialog (an unknown key can be
// accepted, a changed one only refused, both fingerprints shown).
#include "dialogs/hostkeydialog.h"
#include "dialogs/nodesshdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops;
using namespace ascendops::ssh;

namespace {

SshConfig configFile(const QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(QStringLiteral("ssh_config"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    file.close();
    Problems problems;
    return SshConfig::load(path, &problems);
}

HostKeyRefusal unknownKey()
{
    HostKeyRefusal key;
    key.host = QStringLiteral("node-3 (127.0.0.1:2201)");
    key.knownHostsName = QStringLiteral("[127.0.0.1]:2201");
    key.keyType = QStringLiteral("ssh-ed25519");
    key.fingerprint = QStringLiteral("SHA256:Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo");
    key.publicKeyBase64 = QStringLiteral("AAAAC3NzaC1lZDI1NTE5AAAAIA");
    key.knownHostsFile = QStringLiteral("/tmp/known_hosts");
    return key;
}

} // namespace

class TestNodeSshDialog : public QObject
{
    Q_OBJECT

private slots:
    void roundTripsEveryField()
    {
        NodeSshDialog dialog;
        dialog.setNodes({QStringLiteral("node-0"), QStringLiteral("node-1"), QStringLiteral("node-12")});
        NodeSshSettings in;
        in.user = QStringLiteral("ops");
        in.jumpHosts = QStringLiteral("ops@bastion:2222, gw2");
        in.identityFile = QStringLiteral("/keys/ops_ed25519");
        in.knownHostsFile = QStringLiteral("/keys/known_hosts");
        in.port = 2022;
        in.probeIntervalSec = 15;
        in.selection = NodeSshSettings::Selection::List;
        in.nodes = {QStringLiteral("node-0"), QStringLiteral("node-12")};
        dialog.setSettings(in);
        QCOMPARE(dialog.settings(), in);
        in.selection = NodeSshSettings::Selection::Pattern;
        in.nodes.clear();
        in.pattern = QStringLiteral("node-1*");
        dialog.setSettings(in);
        QCOMPARE(dialog.settings(), in);
        dialog.setSettings({});
        QVERIFY(dialog.settings().isDefault());
    }

    void typedValuesComeOut()
    {
        NodeSshDialog dialog;
        dialog.findChild<QLineEdit *>(QStringLiteral("user"))->setText(QStringLiteral(" admin "));
        dialog.findChild<QLineEdit *>(QStringLiteral("jumpHosts"))->setText(QStringLiteral("jump@gw:2200"));
        dialog.findChild<QSpinBox *>(QStringLiteral("port"))->setValue(2201);
        dialog.findChild<QSpinBox *>(QStringLiteral("probeInterval"))->setValue(60);
        auto *selection = dialog.findChild<QComboBox *>(QStringLiteral("selection"));
        selection->setCurrentIndex(selection->findData(int(NodeSshSettings::Selection::List)));
        dialog.findChild<QLineEdit *>(QStringLiteral("nodeList"))->setText(QStringLiteral("node-1, node-2,,"));
        const NodeSshSettings out = dialog.settings();
        QCOMPARE(out.user, QStringLiteral("admin"));
        QCOMPARE(out.jumpHosts, QStringLiteral("jump@gw:2200"));
        QCOMPARE(out.port, 2201);
        QCOMPARE(out.probeIntervalSec, 60);
        QCOMPARE(out.selection, NodeSshSettings::Selection::List);
        QCOMPARE(out.nodes, (QStringList{QStringLiteral("node-1"), QStringLiteral("node-2")}));
    }

    void showsWhatSshConfigGivesForTheSampleNode()
    {
        QTemporaryDir dir;
        const SshConfig config = configFile(dir, "Host node-1*\n"
                                                 "  User npu-ops\n"
                                                 "  Port 2201\n"
                                                 "  ProxyJump jump@bastion.example:2222\n"
                                                 "  UserKnownHostsFile /etc/cluster/known_hosts\n"
                                                 "Host *\n"
                                                 "  User fallback\n");
        QVERIFY(config.entryCount() > 0);
        NodeSshDialog dialog;
        dialog.setSshConfig(config, QStringLiteral("~/.ssh/config"));
        dialog.setNodes({QStringLiteral("node-12"), QStringLiteral("node-2")});
        QCOMPARE(dialog.sampleNode()->currentText(), QStringLiteral("node-12"));
        auto *user = dialog.findChild<QLineEdit *>(QStringLiteral("user"));
        QCOMPARE(user->placeholderText(), QStringLiteral("npu-ops"));
        QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("jumpHosts"))->placeholderText(),
                 QStringLiteral("jump@bastion.example:2222"));
        QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("knownHostsFile"))->placeholderText(),
                 QStringLiteral("/etc/cluster/known_hosts"));
        QString effective = dialog.effectiveText();
        QVERIFY2(effective.contains(QLatin1String("Login: npu-ops@node-12:2201")), qPrintable(effective));
        QVERIFY2(effective.contains(QLatin1String("Through: jump@bastion.example:2222")), qPrintable(effective));
        // Another sample node matches other sections.
        dialog.sampleNode()->setCurrentText(QStringLiteral("node-2"));
        effective = dialog.effectiveText();
        QVERIFY2(effective.contains(QLatin1String("Login: fallback@node-2:22")), qPrintable(effective));
        QVERIFY2(effective.contains(QLatin1String("Through: direct")), qPrintable(effective));
        // A field wins over ssh_config, and the effective values follow as it is typed.
        dialog.sampleNode()->setCurrentText(QStringLiteral("node-12"));
        user->setText(QStringLiteral("root"));
        dialog.findChild<QLineEdit *>(QStringLiteral("jumpHosts"))->setText(QStringLiteral("none"));
        effective = dialog.effectiveText();
        QVERIFY2(effective.contains(QLatin1String("Login: root@node-12:2201")), qPrintable(effective));
        QVERIFY2(effective.contains(QLatin1String("Through: direct")), qPrintable(effective));
    }

    void badFieldsDisableOk()
    {
        NodeSshDialog dialog;
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        dialog.findChild<QLineEdit *>(QStringLiteral("jumpHosts"))->setText(QStringLiteral("ops@"));
        QVERIFY(!ok->isEnabled());
        dialog.findChild<QLineEdit *>(QStringLiteral("jumpHosts"))->setText(QStringLiteral("ops@gw"));
        QVERIFY(ok->isEnabled());
    }

    void unknownKeyOffersAcceptOnceRememberAndRefuse()
    {
        HostKeyDialog dialog(QStringLiteral("node-3"), unknownKey());
        const QString text = dialog.text();
        QVERIFY2(text.contains(QLatin1String("node-3 (127.0.0.1:2201)")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("ssh-ed25519")));
        QVERIFY(text.contains(unknownKey().fingerprint));
        QVERIFY(dialog.acceptOnceButton() && dialog.rememberButton() && dialog.refuseButton());
        QVERIFY(dialog.refuseButton()->isDefault());
        dialog.rememberButton()->click();
        QCOMPARE(dialog.answer(), HostKeyDialog::Answer::AcceptAndRemember);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        HostKeyDialog once(QStringLiteral("node-3"), unknownKey());
        once.acceptOnceButton()->click();
        QCOMPARE(once.answer(), HostKeyDialog::Answer::AcceptOnce);
        HostKeyDialog refused(QStringLiteral("node-3"), unknownKey());
        refused.refuseButton()->click();
        QCOMPARE(refused.answer(), HostKeyDialog::Answer::Refuse);
    }

    void changedKeyShowsBothFingerprintsAndCannotBeAccepted()
    {
        HostKeyRefusal key = unknownKey();
        key.kind = HostKeyRefusal::Kind::Changed;
        key.knownKeyType = QStringLiteral("ssh-ed25519");
        key.knownFingerprint = QStringLiteral("SHA256:b2xka2V5b2xka2V5b2xka2V5b2xka2V5b2xka2V5b2s");
        key.knownLine = 7;
        HostKeyDialog dialog(QStringLiteral("node-3"), key);
        const QString text = dialog.text();
        QVERIFY2(text.contains(key.fingerprint), qPrintable(text));
        QVERIFY2(text.contains(key.knownFingerprint), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("/tmp/known_hosts, line 7")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("CHANGED")));
        QVERIFY(!dialog.acceptOnceButton());
        QVERIFY(!dialog.rememberButton());
        const QList<QPushButton *> buttons = dialog.findChildren<QPushButton *>();
        QCOMPARE(buttons.size(), 1);
        buttons.first()->click();
        QCOMPARE(dialog.answer(), HostKeyDialog::Answer::Refuse);
    }
};

QTEST_MAIN(TestNodeSshDialog)
#include "tst_nodesshdialog.moc"
