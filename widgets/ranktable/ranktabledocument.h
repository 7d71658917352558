#pragma once

#include "formats/ranktablevalidator.h"
#include "model/jsonvalue.h"
#include "core/problem.h"

#include <QObject>
#include <QTimer>

#include <string>
#include <utility>
#include <vector>

class QUndoCommand;
class QUndoStack;

namespace ascendops {

// The rank table being edited: owns the JSON tree and its undo history, and
// keeps the validator's findings current. Views never own or change the
// tree; every change is a RankTableCommand on undoStack(), so each one can
// be undone and the models hear of it through the signals below.
class RankTableDocument : public QObject
{
    Q_OBJECT

public:
    explicit RankTableDocument(QObject *parent = nullptr);
    ~RankTableDocument() override;

    // Replaces the table and forgets the undo history. With clean=false the
    // document counts as modified (a table recovered rather than read).
    void setDocument(JsonValue document, bool clean = true);
    const JsonValue &json() const { return m_json; }
    // The declared version, or the one the shape suggests.
    RankTableVersion version() const;

    QUndoStack *undoStack() const { return m_undoStack; }
    bool isModified() const;
    void setClean();

    // Current findings. After an edit they are computed on first use (about
    // 2 ms for 16k ranks), and problemsChanged() follows once the burst of
    // edits is over.
    const Problems &problems() const;
    // Grows whenever problems() is recomputed: lets models rebuild their
    // lookups lazily.
    quint64 problemsRevision() const;

    // Conveniences that build the undo command and push it. They return
    // false when the edit is refused (text that does not fit the value's
    // type, a missing place) or would change nothing.
    bool setValueText(const std::string &pointer, const QString &text);
    bool addField(const std::string &objectPointer, const std::string &key, JsonValue value);
    bool removeField(const std::string &objectPointer, const std::string &key);
    // Pushes `command` (ownership passes); false for nullptr.
    bool push(QUndoCommand *command);

signals:
    // setDocument() begins: what views remember about the old table is void.
    void documentReplaced();
    // Rows are about to change (values were inserted or removed, or a value
    // that shapes the tree changes): the models reset around this pair.
    void aboutToRestructure();
    void restructured();
    // The scalar or member at `pointer` changed in place; rows stay as they are.
    void valueChanged(const std::string &pointer);
    void problemsChanged();

private:
    friend class RankTableCommand;

    // Edits are bracketed so that a command made of many changes tells the
    // views once: structural brackets reset the models one time, others
    // report each changed pointer when the outermost bracket closes.
    void beginEdit(bool structural);
    void endEdit();
    JsonValue swapValue(const std::string &pointer, JsonValue value);
    void insertElement(const std::string &arrayPointer, std::size_t index, JsonValue value);
    JsonValue takeElement(const std::string &arrayPointer, std::size_t index);
    void insertMember(const std::string &objectPointer, std::size_t index, std::string key, JsonValue value);
    std::pair<std::string, JsonValue> takeMember(const std::string &objectPointer, std::size_t index);
    void noteValueChange(std::string pointer);

    void revalidate() const;
    void announceProblems();

    JsonValue m_json;
    QUndoStack *m_undoStack = nullptr;
    QTimer m_validationTimer;   // 0 ms: coalesces a burst of edits into one announcement

    int m_editDepth = 0;
    bool m_restructuring = false;
    std::vector<std::string> m_changedPointers;

    mutable Problems m_problems;
    mutable bool m_problemsStale = false;
    mutable quint64 m_problemsRevision = 0;
};

} // namespace ascendops
