// Cluster ▸ Training Log Profiles…: the dialog lists the built-in profiles,
// checks the added ones as they are typed (a bad regular expression is
// refused with its place and Save waits), tries them on pasted lines, and
// the console keeps what is saved in its configuration folder, whole or not
// at all, reading it back with every problem named.
#include "dialogs/logprofilesdialog.h"
#include "logprofilescontrol.h"
#include "mainwindow.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

using namespace ascendops;

namespace {

// A launcher of its own: "[trainer] step 40/500 done".
const QString kAdded = QString::fromUtf8(
    "{\"profiles\": [{\"name\": \"trainer\", \"appliesTo\": \"trainer\",\n"
    "  \"step\": \"\\\\[trainer\\\\] step (?<step>\\\\d+)/(?<total>\\\\d+) done\",\n"
    "  \"checkpointSaved\": \"\\\\[trainer\\\\] saved step (?<step>\\\\d+)\"}]}");

bool saveEnabled(const LogProfilesDialog &dialog)
{
    return dialog.buttons()->button(QDialogButtonBox::Save)->isEnabled();
}

} // namespace

class TestLogProfiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(savedLogProfilesPath());
    }

    void theDialogChecksAndTriesProfiles()
    {
        LogProfilesDialog dialog;
        QStringList names;
        for (int i = 0; i < dialog.builtIn()->topLevelItemCount(); ++i)
            names << dialog.builtIn()->topLevelItem(i)->text(0);
        QVERIFY2(names.contains(QStringLiteral("megatron")) && names.contains(QStringLiteral("mindspore")), qPrintable(names.join(QLatin1Char(','))));
        dialog.setText(QString(), QStringLiteral("/tmp/x.json"));
        QVERIFY(saveEnabled(dialog));
        QVERIFY2(dialog.problemsText().startsWith(QLatin1String("None added")), qPrintable(dialog.problemsText()));

        // A regular expression that does not compile: refused with its place.
        dialog.editor()->setPlainText(QString::fromUtf8("{\"profiles\": [{\"name\": \"bad\", \"step\": \"step (?<step>\\\\d+\"}]}"));
        QVERIFY(!saveEnabled(dialog));
        QVERIFY2(dialog.problemsText().contains(QLatin1String("/profiles/0/step")), qPrintable(dialog.problemsText()));
        QVERIFY(dialog.profiles().empty());
        dialog.editor()->setPlainText(QStringLiteral("{\"profiles\": ["));
        QVERIFY(!saveEnabled(dialog));

        dialog.editor()->setPlainText(kAdded);
        QVERIFY2(saveEnabled(dialog), qPrintable(dialog.problemsText()));
        QCOMPARE(dialog.problemsText(), QStringLiteral("1 profile(s) read."));
        QCOMPARE(dialog.profiles().size(), std::size_t(1));
        // Lines in its layout are read by it; Megatron's by the built-in one.
        dialog.sample()->setPlainText(QStringLiteral("[trainer] saved step 30\n[trainer] step 40/500 done\n"));
        QCOMPARE(dialog.sampleText(), QStringLiteral("Read by trainer: step 40 of 500; checkpoints saved at 30; phase training"));
        dialog.sample()->setPlainText(QStringLiteral(
            " iteration       20/    5000 | consumed samples:          640 | elapsed time per iteration (ms): 1520.3 |\n"));
        QVERIFY2(dialog.sampleText().startsWith(QLatin1String("Read by megatron: step 20 of 5000; 1.520 s a step")),
                 qPrintable(dialog.sampleText()));
        dialog.sample()->setPlainText(QStringLiteral("nothing to see\n"));
        QVERIFY2(dialog.sampleText().startsWith(QLatin1String("No profile reads a step here")), qPrintable(dialog.sampleText()));
    }

    // Saved whole in the configuration folder and read back; what cannot be
    // read of the file is named with the file and its place.
    void theConsoleKeepsWhatIsSaved()
    {
        MainWindow window;
        QVERIFY(window.findChild<QAction *>(QStringLiteral("logProfilesAction")));
        LogProfilesDialog *dialog = window.logProfiles()->open();
        QVERIFY(dialog);
        dialog->editor()->setPlainText(kAdded);
        dialog->buttons()->button(QDialogButtonBox::Save)->click();
        QFile saved(savedLogProfilesPath());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()), kAdded);
        saved.close();
        QStringList problems;
        const std::vector<TrainingLogProfile> read = loadSavedLogProfiles(&problems);
        QCOMPARE(read.size(), std::size_t(1));
        QCOMPARE(read.front().name, QStringLiteral("trainer"));
        QVERIFY(problems.isEmpty());

        // Opened again, the dialog shows what was saved.
        LogProfilesDialog *again = window.logProfiles()->open();
        QCOMPARE(again->text(), kAdded);
        again->reject();

        QVERIFY(saved.open(QIODevice::WriteOnly | QIODevice::Truncate));
        saved.write("{\"profiles\": [{\"name\": \"bad\", \"step\": \"(?<step>\\\\d+\"}, {\"name\": \"good\", \"step\": \"at (?<step>\\\\d+)\"}]}");
        saved.close();
        problems.clear();
        const std::vector<TrainingLogProfile> partly = loadSavedLogProfiles(&problems);
        QCOMPARE(partly.size(), std::size_t(1));   // the good one is kept
        QCOMPARE(problems.size(), qsizetype(1));
        QVERIFY2(problems.front().startsWith(savedLogProfilesPath()) && problems.front().contains(QLatin1String("/profiles/0/step")),
                 qPrintable(problems.front()));
        QFile::remove(savedLogProfilesPath());
    }
};

QTEST_MAIN(TestLogProfiles)
#include "tst_logprofiles.moc"
