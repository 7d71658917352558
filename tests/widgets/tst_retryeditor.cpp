// The operator-retry editor, offscreen: switches and spin boxes drive the
// export lines and the hold time; bad strings and rank tables show problems.
#include "retry/retryeditor.h"

#include "model/jsonvalue.h"

#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include <memory>

using namespace ascendops;

namespace {

// A 1.0 table with one server and no host_ip.
JsonValue tableWithoutHostIp()
{
    JsonValue device = JsonValue::object();
    device.appendMember("device_id", JsonValue::string("0"));
    device.appendMember("rank_id", JsonValue::string("0"));
    JsonValue devices = JsonValue::array();
    devices.append(device);
    JsonValue server = JsonValue::object();
    server.appendMember("server_id", JsonValue::string("node_0"));
    server.appendMember("device", devices);
    JsonValue servers = JsonValue::array();
    servers.append(server);
    JsonValue table = JsonValue::object();
    table.appendMember("status", JsonValue::string("completed"));
    table.appendMember("version", JsonValue::string("1.0"));
    table.appendMember("server_list", servers);
    return table;
}

} // namespace

class TestRetryEditor : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void defaults();
    void spinBoxRanges();
    void toggleSwitchUpdatesExportAndHold();
    void spinBoxUpdatesExportAndHold();
    void showL0();
    void loadGoodStrings();
    void loadBadStringShowsProblem();
    void crossCheckWithoutHostIp();
    void paramsWithoutLevelWarns();
    void setSettingsSignalsOnlyOnChange();
    void copyButton();
    void enablingShowsTheMeasuredCostFirst();
    void modelArtsTakesTheAnnotation();
    void hardwareDecidesEligibility();
    void enableIsRefusedWhereRetryCannotWork();
    void typedOutOfRangeIsRefusedNotCut();

private:
    template<typename T>
    T *child(const char *name) const
    {
        T *found = m_editor->findChild<T *>(QLatin1String(name));
        if (!found)
            qFatal("no child %s", name);
        return found;
    }
    QStringList problemTexts() const;
    // Switches a level on from all off as a person does: the box, then the
    // confirmation under seed 004's measured cost.
    void enable(const char *level)
    {
        child<QCheckBox>(level)->setChecked(true);
        QVERIFY(!child<QWidget>("impactPanel")->isHidden());
        QTest::mouseClick(child<QPushButton>("confirmEnable"), Qt::LeftButton);
        QVERIFY(child<QWidget>("impactPanel")->isHidden());
    }

    std::unique_ptr<RetryEditor> m_editor;
};

void TestRetryEditor::init()
{
    m_editor = std::make_unique<RetryEditor>();
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
}

void TestRetryEditor::cleanup()
{
    m_editor.reset();
}

QStringList TestRetryEditor::problemTexts() const
{
    QStringList texts;
    auto *list = child<QListWidget>("problemList");
    for (int i = 0; i < list->count(); ++i)
        texts.append(list->item(i)->text());
    return texts;
}

void TestRetryEditor::defaults()
{
    QCOMPARE(m_editor->settings(), RetrySettings());
    QCOMPARE(m_editor->exportText(), QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:0, L2:0\""));
    QCOMPARE(child<QPlainTextEdit>("exportText")->isReadOnly(), true);
    QVERIFY(child<QCheckBox>("levelL0")->isHidden());
    QVERIFY(!child<QCheckBox>("levelL0")->isEnabled());
    QVERIFY(!child<QCheckBox>("levelL1")->isHidden());
    QVERIFY(child<QLabel>("holdTimeLabel")->text().contains(QLatin1String("off")));
    QVERIFY(problemTexts().isEmpty());
}

void TestRetryEditor::spinBoxRanges()
{
    auto *maxCnt = child<QSpinBox>("maxCnt");
    auto *holdTime = child<QSpinBox>("holdTime");
    auto *intervalTime = child<QSpinBox>("intervalTime");
    QCOMPARE(maxCnt->minimum(), 1);
    QCOMPARE(maxCnt->maximum(), 10);
    QCOMPARE(maxCnt->value(), 3);
    QCOMPARE(holdTime->minimum(), 0);
    QCOMPARE(holdTime->maximum(), 60000);
    QCOMPARE(holdTime->value(), 5000);
    QCOMPARE(holdTime->suffix(), QStringLiteral(" ms"));
    QCOMPARE(intervalTime->maximum(), 60000);
    QCOMPARE(intervalTime->value(), 1000);
    QCOMPARE(intervalTime->suffix(), QStringLiteral(" ms"));
}

void TestRetryEditor::toggleSwitchUpdatesExportAndHold()
{
    QSignalSpy changed(m_editor.get(), &RetryEditor::settingsChanged);
    // Click the indicator: the centre of a stretched check box can lie past
    // its label, where a click does nothing.
    auto *l1 = child<QCheckBox>("levelL1");
    QTest::mouseClick(l1, Qt::LeftButton, {}, QPoint(6, l1->height() / 2));
    QCOMPARE(changed.count(), 0);   // not before a person has seen what it costs
    QTest::mouseClick(child<QPushButton>("confirmEnable"), Qt::LeftButton);
    QCOMPARE(changed.count(), 1);
    QVERIFY(m_editor->settings().isEnabled(RetryLevel::L1));
    QCOMPARE(m_editor->exportText(),
             QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:1, L2:0\"\n"
                            "export HCCL_OP_RETRY_PARAMS=\"MaxCnt:3, HoldTime:5000, IntervalTime:1000\""));
    QVERIFY(child<QLabel>("holdTimeLabel")->text().contains(QLatin1String("7.0 s")));

    child<QCheckBox>("levelL2")->setChecked(true);
    QCOMPARE(changed.count(), 2);
    QVERIFY(m_editor->exportText().startsWith(QLatin1String("export HCCL_OP_RETRY_ENABLE=\"L1:1, L2:1\"")));
}

void TestRetryEditor::spinBoxUpdatesExportAndHold()
{
    enable("levelL2");
    QSignalSpy changed(m_editor.get(), &RetryEditor::settingsChanged);
    child<QSpinBox>("maxCnt")->setValue(5);
    QCOMPARE(changed.count(), 1);
    QVERIFY(m_editor->exportText().contains(QLatin1String("MaxCnt:5, HoldTime:5000, IntervalTime:1000")));
    QVERIFY(child<QLabel>("holdTimeLabel")->text().contains(QLatin1String("9.0 s")));

    child<QSpinBox>("holdTime")->setValue(6000);
    child<QSpinBox>("intervalTime")->setValue(250);
    QVERIFY(m_editor->exportText().contains(QLatin1String("MaxCnt:5, HoldTime:6000, IntervalTime:250")));
    QVERIFY(child<QLabel>("holdTimeLabel")->text().contains(QLatin1String("7.0 s")));
    QCOMPARE(m_editor->settings().holdTimeMs, 6000u);
    QVERIFY(m_editor->settings().paramsSet);

    // The spin box refuses what HCCL would reject.
    child<QSpinBox>("maxCnt")->setValue(11);
    QCOMPARE(m_editor->settings().maxCnt, 10u);
}

void TestRetryEditor::showL0()
{
    auto *l0 = child<QCheckBox>("levelL0");
    child<QCheckBox>("showL0")->setChecked(true);
    QVERIFY(!l0->isHidden());
    QVERIFY(l0->isEnabled());
    QCOMPARE(m_editor->exportText(), QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L0:0, L1:0, L2:0\""));

    enable("levelL0");
    QVERIFY(m_editor->exportText().startsWith(QLatin1String("export HCCL_OP_RETRY_ENABLE=\"L0:1, L1:0, L2:0\"")));

    // Hiding L0 switches it off rather than keeping an invisible level on.
    child<QCheckBox>("showL0")->setChecked(false);
    QVERIFY(l0->isHidden());
    QVERIFY(!m_editor->settings().isEnabled(RetryLevel::L0));
    QCOMPARE(m_editor->exportText(), QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:0, L2:0\""));
}

void TestRetryEditor::loadGoodStrings()
{
    QSignalSpy changed(m_editor.get(), &RetryEditor::settingsChanged);
    QVERIFY(m_editor->setEnvironmentStrings(QStringLiteral("L0:0, L1:1, L2:1"),
                                            QStringLiteral("MaxCnt:4, HoldTime:2000, IntervalTime:500")));
    QCOMPARE(changed.count(), 1);
    QVERIFY(child<QCheckBox>("showL0")->isChecked());
    QVERIFY(!child<QCheckBox>("levelL0")->isHidden());
    QVERIFY(child<QCheckBox>("levelL1")->isChecked());
    QVERIFY(child<QCheckBox>("levelL2")->isChecked());
    QCOMPARE(child<QSpinBox>("maxCnt")->value(), 4);
    QCOMPARE(child<QSpinBox>("holdTime")->value(), 2000);
    QCOMPARE(child<QSpinBox>("intervalTime")->value(), 500);
    QCOMPARE(m_editor->exportText(),
             QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L0:0, L1:1, L2:1\"\n"
                            "export HCCL_OP_RETRY_PARAMS=\"MaxCnt:4, HoldTime:2000, IntervalTime:500\""));
    QVERIFY(child<QLabel>("holdTimeLabel")->text().contains(QLatin1String("3.5 s")));
    // The L0 note is shown, but it is not an error.
    const QStringList texts = problemTexts();
    QCOMPARE(texts.size(), 1);
    QVERIFY(texts[0].contains(QLatin1String("older CANN")));
}

void TestRetryEditor::loadBadStringShowsProblem()
{
    QVERIFY(!m_editor->setEnvironmentStrings(QStringLiteral("L1:1"), QStringLiteral("HoldTime:100, MaxCnt:11")));
    const QStringList texts = problemTexts();
    QCOMPARE(texts.size(), 1);
    QVERIFY2(texts[0].contains(QLatin1String("HCCL_OP_RETRY_PARAMS, column 15")), qPrintable(texts[0]));
    QVERIFY(texts[0].contains(QLatin1String("MaxCnt: 11 is out of range; allowed range [1, 10]")));
    QCOMPARE(child<QListWidget>("problemList")->item(0)->data(Qt::UserRole).toInt(), int(Problem::Severity::Error));
    // The good variable applies; the bad one changes nothing.
    QVERIFY(child<QCheckBox>("levelL1")->isChecked());
    QCOMPARE(child<QSpinBox>("maxCnt")->value(), 3);
    QCOMPARE(child<QSpinBox>("holdTime")->value(), 5000);
    const Problems problems = m_editor->problems();
    QCOMPARE(std::count_if(problems.begin(), problems.end(), [](const Problem &p) { return p.severity != Problem::Severity::Note; }), 1);
    QVERIFY(problems.front().isError());

    // A later clean load clears the list.
    QVERIFY(m_editor->setEnvironmentStrings(QStringLiteral("L1:1"), QStringLiteral("MaxCnt:2")));
    QVERIFY(problemTexts().isEmpty());
}

void TestRetryEditor::crossCheckWithoutHostIp()
{
    enable("levelL1");
    {
        const JsonValue table = tableWithoutHostIp();
        m_editor->setRankTable(&table);
    }   // the editor must not hold on to the table
    QStringList texts = problemTexts();
    QCOMPARE(texts.size(), 1);
    QVERIFY(texts[0].contains(QLatin1String("/server_list/0")));
    QVERIFY(texts[0].contains(QLatin1String("operator retry needs host_ip")));

    // Switching retry off makes the missing host_ip irrelevant.
    child<QCheckBox>("levelL1")->setChecked(false);
    QVERIFY(problemTexts().isEmpty());
    enable("levelL1");
    QCOMPARE(problemTexts().size(), 1);
    m_editor->setRankTable(nullptr);
    QVERIFY(problemTexts().isEmpty());
}

void TestRetryEditor::paramsWithoutLevelWarns()
{
    child<QSpinBox>("maxCnt")->setValue(4);
    const QStringList texts = problemTexts();
    QCOMPARE(texts.size(), 1);
    QVERIFY(texts[0].contains(QLatin1String("has no effect")));
    QVERIFY(m_editor->exportText().contains(QLatin1String("MaxCnt:4")));
}

void TestRetryEditor::setSettingsSignalsOnlyOnChange()
{
    QSignalSpy changed(m_editor.get(), &RetryEditor::settingsChanged);
    RetrySettings settings;
    settings.setEnabled(RetryLevel::L2, true);
    settings.intervalTimeMs = 2000;
    m_editor->setSettings(settings);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_editor->settings(), settings);
    QVERIFY(child<QCheckBox>("levelL2")->isChecked());
    QCOMPARE(child<QSpinBox>("intervalTime")->value(), 2000);
    m_editor->setSettings(settings);
    QCOMPARE(changed.count(), 1);
}

void TestRetryEditor::copyButton()
{
    enable("levelL1");
    QTest::mouseClick(child<QPushButton>("copyButton"), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), m_editor->exportText());
}

void TestRetryEditor::enablingShowsTheMeasuredCostFirst()
{
    QSignalSpy changed(m_editor.get(), &RetryEditor::settingsChanged);
    child<QCheckBox>("levelL1")->setChecked(true);
    QVERIFY(!child<QWidget>("impactPanel")->isHidden());
    auto *table = child<QTableWidget>("impactTable");
    QCOMPARE(table->rowCount(), 15);
    QCOMPARE(table->item(12, 0)->text(), QStringLiteral("Megablocks"));
    QCOMPARE(table->item(12, 3)->text(), QStringLiteral("-1.21%"));
    // Nothing changed yet, and the box shows what is in force.
    QCOMPARE(changed.count(), 0);
    QVERIFY(!m_editor->settings().anyLevelEnabled());
    QVERIFY(!child<QCheckBox>("levelL1")->isChecked());
    QTest::mouseClick(child<QPushButton>("cancelEnable"), Qt::LeftButton);
    QVERIFY(child<QWidget>("impactPanel")->isHidden());
    QCOMPARE(changed.count(), 0);
    QVERIFY(child<QLabel>("costLabel")->isHidden());

    // A parameter changed while the question is open is kept when it is answered.
    child<QCheckBox>("levelL1")->setChecked(true);
    child<QSpinBox>("maxCnt")->setValue(5);
    QCOMPARE(changed.count(), 1);
    QTest::mouseClick(child<QPushButton>("confirmEnable"), Qt::LeftButton);
    QCOMPARE(changed.count(), 2);
    QVERIFY(m_editor->settings().isEnabled(RetryLevel::L1));
    QCOMPARE(m_editor->settings().maxCnt, 5u);
    QVERIFY(!child<QLabel>("costLabel")->isHidden());
    QVERIFY(child<QLabel>("costLabel")->text().contains(QLatin1String("-1.21% to +2.56%")));
    // More levels once it is on: no second question.
    child<QCheckBox>("levelL2")->setChecked(true);
    QCOMPARE(changed.count(), 3);
    QVERIFY(child<QWidget>("impactPanel")->isHidden());
    // A load while asked closes the question without applying it.
    m_editor->setSettings(RetrySettings{});
    child<QCheckBox>("levelL1")->setChecked(true);
    QVERIFY(m_editor->setEnvironmentStrings(QStringLiteral("L1:0, L2:0"), QStringLiteral("MaxCnt:2")));
    QVERIFY(child<QWidget>("impactPanel")->isHidden());
    QVERIFY(!m_editor->settings().anyLevelEnabled());
}

void TestRetryEditor::modelArtsTakesTheAnnotation()
{
    m_editor->setPlatform(RetryPlatform::ModelArts);
    QCOMPARE(m_editor->exportText(), QStringLiteral(R"({"metadata": {"annotations": {"fault-tolerance/hccl_op_retry": "false"}}})"));
    enable("levelL1");
    QCOMPARE(m_editor->exportText(), QStringLiteral(R"({"metadata": {"annotations": {"fault-tolerance/hccl_op_retry": "true"}}})"));
    QVERIFY(child<QLabel>("exportTitle")->text().contains(QLatin1String("metadata")));
    QVERIFY(child<QLabel>("costLabel")->text().contains(QLatin1String("cannot be switched off again")));
    QTest::mouseClick(child<QPushButton>("copyButton"), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), m_editor->exportText());
    m_editor->setPlatform(RetryPlatform::MindCluster);
    QVERIFY(m_editor->exportText().startsWith(QLatin1String("export HCCL_OP_RETRY_ENABLE=\"L1:1, L2:0\"")));
}

void TestRetryEditor::hardwareDecidesEligibility()
{
    enable("levelL1");
    QVERIFY(problemTexts().isEmpty());
    QVERIFY(child<QLabel>("uncheckedNotes")->text().contains(QLatin1String("hardware not known")));
    QVERIFY(child<QLabel>("uncheckedNotes")->text().contains(QLatin1String("95%")));
    m_editor->setHardware(NpuHardware::A2);
    QCOMPARE(problemTexts().size(), 1);
    QVERIFY(problemTexts()[0].contains(QLatin1String("Snt9B23")));
    QCOMPARE(child<QListWidget>("problemList")->item(0)->data(Qt::UserRole).toInt(), int(Problem::Severity::Error));
    // Left to the table: a 1.2 table is an A3 super-pod job.
    m_editor->setHardware(NpuHardware::Unknown);
    JsonValue table = tableWithoutHostIp();
    *table.find("version") = JsonValue::string("1.2");
    m_editor->setRankTable(&table);
    QVERIFY(!child<QLabel>("uncheckedNotes")->text().contains(QLatin1String("hardware not known")));
    const QStringList texts = problemTexts();
    QVERIFY(std::none_of(texts.begin(), texts.end(), [](const QString &text) { return text.contains(QLatin1String("Snt9B23")); }));
}

// Eligibility first: on A2 the question says why retry cannot work and its
// Enable does nothing; known to fit, it enables.
void TestRetryEditor::enableIsRefusedWhereRetryCannotWork()
{
    QSignalSpy changed(m_editor.get(), &RetryEditor::settingsChanged);
    m_editor->setHardware(NpuHardware::A2);
    child<QCheckBox>("levelL1")->setChecked(true);
    QVERIFY(!child<QWidget>("impactPanel")->isHidden());
    QVERIFY(!child<QLabel>("ineligible")->isHidden());
    QVERIFY(child<QLabel>("ineligible")->text().contains(QLatin1String("Snt9B23")));
    QVERIFY(!child<QPushButton>("confirmEnable")->isEnabled());
    if (qEnvironmentVariableIsSet("ASCENDOPS_SHOTS"))
        m_editor->resize(420, 1000), m_editor->grab().save(qEnvironmentVariable("ASCENDOPS_SHOTS") + QStringLiteral("/retry-refused.png"));
    QTest::mouseClick(child<QPushButton>("confirmEnable"), Qt::LeftButton);
    QCOMPARE(changed.count(), 0);
    QVERIFY(!m_editor->settings().anyLevelEnabled());
    // Where it runs changes while the question is open: the answer follows.
    m_editor->setHardware(NpuHardware::A3);
    QVERIFY(!child<QWidget>("impactPanel")->isHidden());
    QVERIFY(child<QLabel>("ineligible")->isHidden());
    QVERIFY(child<QPushButton>("confirmEnable")->isEnabled());
    m_editor->setHardware(NpuHardware::A2);
    QVERIFY(!child<QPushButton>("confirmEnable")->isEnabled());
    QTest::mouseClick(child<QPushButton>("cancelEnable"), Qt::LeftButton);
    m_editor->setHardware(NpuHardware::A3);
    child<QCheckBox>("levelL1")->setChecked(true);
    QVERIFY(child<QLabel>("ineligible")->isHidden());
    QVERIFY(child<QPushButton>("confirmEnable")->isEnabled());
    QTest::mouseClick(child<QPushButton>("confirmEnable"), Qt::LeftButton);
    QVERIFY(m_editor->settings().isEnabled(RetryLevel::L1));
}


// Typed, a number out of range stays on screen as typed and is refused with
// the range once editing ends; it is never cut to a number in range.
void TestRetryEditor::typedOutOfRangeIsRefusedNotCut()
{
    enable("levelL2");
    auto *maxCnt = child<QSpinBox>("maxCnt");
    auto *refusal = child<QLabel>("paramRefusal");
    QVERIFY(refusal->isHidden());
    QSignalSpy changed(m_editor.get(), &RetryEditor::settingsChanged);
    maxCnt->setFocus();
    maxCnt->selectAll();
    QTest::keyClicks(maxCnt, QStringLiteral("12"));
    QCOMPARE(maxCnt->text(), QStringLiteral("12"));   // both digits kept
    QCOMPARE(changed.count(), 0);                      // the "1" on the way was not taken
    QTest::keyClick(maxCnt, Qt::Key_Return);
    QCOMPARE(m_editor->settings().maxCnt, 3u);
    QCOMPARE(maxCnt->text(), QStringLiteral("3"));
    QCOMPARE(changed.count(), 0);
    QVERIFY(!refusal->isHidden());
    QVERIFY2(refusal->text().contains(QLatin1String("MaxCnt 12")) && refusal->text().contains(QLatin1String("1 to 10")),
             qPrintable(refusal->text()));

    // Milliseconds: the suffix stays, the range is said with its unit.
    auto *holdTime = child<QSpinBox>("holdTime");
    holdTime->setFocus();
    holdTime->selectAll();
    QTest::keyClicks(holdTime, QStringLiteral("600000"));
    QVERIFY(holdTime->text().startsWith(QLatin1String("600000")));
    QTest::keyClick(holdTime, Qt::Key_Enter);
    QCOMPARE(m_editor->settings().holdTimeMs, 5000u);
    QVERIFY2(refusal->text().contains(QLatin1String("0 to 60000 ms")), qPrintable(refusal->text()));

    // A number in range is taken when editing ends, and the refusal goes.
    maxCnt->setFocus();
    maxCnt->selectAll();
    QTest::keyClicks(maxCnt, QStringLiteral("7"));
    QTest::keyClick(maxCnt, Qt::Key_Return);
    QCOMPARE(m_editor->settings().maxCnt, 7u);
    QCOMPARE(changed.count(), 1);
    QVERIFY(refusal->isHidden());

    // Leaving the box ends editing as Enter does.
    maxCnt->setFocus();
    maxCnt->selectAll();
    QTest::keyClicks(maxCnt, QStringLiteral("0"));
    holdTime->setFocus();
    QCOMPARE(m_editor->settings().maxCnt, 7u);
    QVERIFY(!refusal->isHidden());
    QVERIFY(refusal->text().contains(QLatin1String("MaxCnt 0")));
}

QTEST_MAIN(TestRetryEditor)
#include "tst_retryeditor.moc"
