// The connect dialog: which contexts are offered, in which order.
#include "dialogs/connectdialog.h"

#include <QTest>
#include <QTreeWidget>

using namespace ascendops;

class TestConnectDialog : public QObject
{
    Q_OBJECT

private slots:
    void withoutKubeconfigTheDemoClusterIsOfferedFirst()
    {
        ConnectDialog dialog;
        dialog.setChoices({}, QStringLiteral("no kubeconfig: ~/.kube/config does not exist"));
        QCOMPARE(dialog.list()->topLevelItemCount(), 1);
        QCOMPARE(dialog.chosenRow(), 0);
        QVERIFY(dialog.chosen().name.isEmpty());
        QVERIFY(dialog.list()->topLevelItem(0)->text(0).contains(QLatin1String("Demo")));
    }

    void currentContextFirstDemoLastWarningsShown()
    {
        ConnectDialog dialog;
        ContextChoice staging{QStringLiteral("staging"), QStringLiteral("https://10.0.0.1:6443"),
                              QStringLiteral("ops"), QStringLiteral("default"),
                              QStringLiteral("TLS verification is off"), false};
        ContextChoice prod{QStringLiteral("prod"), QStringLiteral("https://10.0.0.2:6443"),
                           QStringLiteral("ops"), QStringLiteral("train"), QString(), true};
        dialog.setChoices({staging, prod}, QString());
        QCOMPARE(dialog.list()->topLevelItemCount(), 3);
        QCOMPARE(dialog.chosen().name, QStringLiteral("prod"));
        QCOMPARE(dialog.list()->topLevelItem(0)->text(0), QStringLiteral("prod (current)"));
        QCOMPARE(dialog.list()->topLevelItem(1)->text(4), QStringLiteral("TLS verification is off"));
        dialog.list()->setCurrentItem(dialog.list()->topLevelItem(2));
        QVERIFY(dialog.chosen().name.isEmpty()); // the demo cluster, last
    }
};

QTEST_MAIN(TestConnectDialog)
#include "tst_connectdialog.moc"
