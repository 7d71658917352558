#pragma once

#include "formats/retrycrosscheck.h"
#include "formats/retryeligibility.h"
#include "formats/retryparams.h"
#include "core/problem.h"
#include "model/retrysettings.h"

#include <QList>
#include <QWidget>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace ascendops {

class JsonValue;

// Edits HCCL operator-retry settings: where they run (MindCluster or
// ModelArts, Atlas A2 or A3), a switch per communication level
// (HCCL_OP_RETRY_ENABLE), bounded spin boxes for the retry parameters
// (HCCL_OP_RETRY_PARAMS), what to put in the job (export lines, or on
// ModelArts the job annotation) with a Copy button, the worst-case hold
// time, what the cross-checks and the eligibility rules (seeds 003, 004)
// find, and what nobody can check from here. Switching retry on from off
// first shows seed 004's measured cost and waits for a person to confirm.
// No I/O of its own.
class RetryEditor : public QWidget
{
    Q_OBJECT

public:
    explicit RetryEditor(QWidget *parent = nullptr);

    RetrySettings settings() const { return m_settings; }
    // Shows `settings` and forgets problems of previously loaded strings.
    void setSettings(const RetrySettings &settings);
    // Parses both variables. A variable with errors leaves its controls as
    // they were; its problems stay listed until the next load or
    // setSettings(). Returns true when neither had an error.
    bool setEnvironmentStrings(const QString &enable, const QString &params);
    // Cross-checks against this rank table from now on (nullptr: none). The
    // table is read once here and not kept, so it may go away afterwards.
    // A 1.2 table says the hardware is A3 while none is chosen.
    void setRankTable(const JsonValue *rankTable);
    void setPlatform(RetryPlatform platform);
    RetryPlatform platform() const;
    // The hardware chosen; Unknown leaves it to the rank table.
    void setHardware(NpuHardware hardware);

    // What to put in the job as shown: the export lines, one per line, or
    // the ModelArts annotation.
    QString exportText() const;
    // Problems of the loaded strings, then those of the cross-checks and
    // the eligibility rules (their notes included).
    Problems problems() const;

signals:
    void settingsChanged();

private:
    // A problem in a loaded string, remembered with the variable it is in.
    struct LoadProblem
    {
        RetryVariable variable;
        Problem problem;
    };

    QWidget *buildTargetGroup();
    QWidget *buildImpactPanel();
    QWidget *buildLevelGroup();
    QWidget *buildParamGroup();
    QWidget *buildExportArea();
    QSpinBox *makeSpinBox(const char *objectName, const RetryParamRange &range, bool milliseconds);
    void connectControls();

    void showSettings();
    RetrySettings settingsFromControls() const;
    void onLevelToggled();
    void onParamEdited();
    // A number typed out of its key's range was refused: say so with the range.
    void showRefusal(const QSpinBox *box, const QString &key, const QString &typed);
    void onShowL0Toggled(bool show);
    void applyUserEdit(const RetrySettings &next);
    void refresh();
    void refreshEligibility(const RetrySettings &asked);
    void refreshHoldTime();
    void refreshProblems();
    QString describe(const LoadProblem &load) const;
    QString describeCrossCheck(const Problem &problem) const;
    void addProblemItem(Problem::Severity severity, const QString &text);
    void copyExportText();
    RetryTarget target() const;
    void confirmEnable();
    void cancelEnable();

    RetrySettings m_settings;
    QList<LoadProblem> m_loadProblems;
    Problems m_crossProblems;
    std::optional<RetryRankTableFacts> m_tableFacts;
    // Levels a person switched on from all off, shown with their cost and
    // applied (onto the settings then in force) once confirmed.
    std::optional<std::array<bool, 3>> m_pendingLevels;
    bool m_showingSettings = false;   // controls are being set from m_settings, not by the user

    QComboBox *m_platform = nullptr;
    QComboBox *m_hardware = nullptr;
    QGroupBox *m_impactPanel = nullptr;
    QLabel *m_impactSummary = nullptr;
    QLabel *m_ineligible = nullptr;          // why retry cannot be enabled here
    QPushButton *m_confirmEnable = nullptr;
    QLabel *m_costLabel = nullptr;
    QLabel *m_exportTitle = nullptr;
    QLabel *m_notesLabel = nullptr;
    std::array<QCheckBox *, 3> m_levelSwitches{};   // indexed by RetryLevel
    QCheckBox *m_showL0 = nullptr;
    QSpinBox *m_maxCnt = nullptr;
    QSpinBox *m_holdTime = nullptr;
    QSpinBox *m_intervalTime = nullptr;
    QLabel *m_holdLabel = nullptr;
    QLabel *m_refusal = nullptr;
    QPlainTextEdit *m_exportText = nullptr;
    QPushButton *m_copyButton = nullptr;
    QListWidget *m_problemList = nullptr;
};

} // namespace ascendops
