#pragma once

#include "formats/retrycrosscheck.h"
#include "formats/retryparams.h"
#include "core/problem.h"
#include "model/retrysettings.h"

#include <QList>
#include <QWidget>

#include <array>
#include <optional>

class QCheckBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace ascendops {

class JsonValue;

// Edits HCCL operator-retry settings: a switch per communication level
// (HCCL_OP_RETRY_ENABLE), bounded spin boxes for the retry parameters
// (HCCL_OP_RETRY_PARAMS), the resulting export lines with a Copy button, the
// worst-case hold time, and what the cross-checks find. No I/O of its own.
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
    void setRankTable(const JsonValue *rankTable);

    // The export lines as shown, one per line.
    QString exportText() const;
    // Problems of the loaded strings followed by those of the cross-checks.
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

    QWidget *buildLevelGroup();
    QWidget *buildParamGroup();
    QWidget *buildExportArea();
    QSpinBox *makeSpinBox(const char *objectName, const RetryParamRange &range, bool milliseconds);
    void connectControls();

    void showSettings();
    RetrySettings settingsFromControls() const;
    void onLevelToggled();
    void onParamEdited();
    void onShowL0Toggled(bool show);
    void applyUserEdit(const RetrySettings &next);
    void refresh();
    void refreshHoldTime();
    void refreshProblems();
    QString describe(const LoadProblem &load) const;
    QString describeCrossCheck(const Problem &problem) const;
    void addProblemItem(Problem::Severity severity, const QString &text);
    void copyExportText();

    RetrySettings m_settings;
    QList<LoadProblem> m_loadProblems;
    Problems m_crossProblems;
    std::optional<RetryRankTableFacts> m_tableFacts;
    bool m_showingSettings = false;   // controls are being set from m_settings, not by the user

    std::array<QCheckBox *, 3> m_levelSwitches{};   // indexed by RetryLevel
    QCheckBox *m_showL0 = nullptr;
    QSpinBox *m_maxCnt = nullptr;
    QSpinBox *m_holdTime = nullptr;
    QSpinBox *m_intervalTime = nullptr;
    QLabel *m_holdLabel = nullptr;
    QPlainTextEdit *m_exportText = nullptr;
    QPushButton *m_copyButton = nullptr;
    QListWidget *m_problemList = nullptr;
};

} // namespace ascendops
