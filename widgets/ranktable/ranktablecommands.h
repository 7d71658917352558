#pragma once

#include "model/jsonvalue.h"

#include <QUndoCommand>

#include <string>

namespace ascendops {

class RankTableDocument;

// Base of every edit to a RankTableDocument. On its own it is a compound
// edit: its child commands run as one step of the undo history, and a
// structural one makes the views rebuild once rather than follow each child.
// Children must be added in an order where each one's pointers are valid
// when it runs (value changes first, then insertions and removals).
class RankTableCommand : public QUndoCommand
{
public:
    RankTableCommand(RankTableDocument *document, const QString &text, QUndoCommand *parent = nullptr);

    void setStructural(bool structural) { m_structural = structural; }
    void redo() override;
    void undo() override;

protected:
    RankTableDocument *document() const { return m_document; }
    JsonValue swapValue(const std::string &pointer, JsonValue value);
    void insertElement(const std::string &arrayPointer, std::size_t index, JsonValue value);
    JsonValue takeElement(const std::string &arrayPointer, std::size_t index);
    void insertMember(const std::string &objectPointer, std::size_t index, std::string key, JsonValue value);
    std::pair<std::string, JsonValue> takeMember(const std::string &objectPointer, std::size_t index);

private:
    RankTableDocument *m_document;
    bool m_structural = false;
};

// Replaces the value at a pointer (a scalar, in the editor's use).
class SetValueCommand : public RankTableCommand
{
public:
    SetValueCommand(RankTableDocument *document, std::string pointer, JsonValue value, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    std::string m_pointer;
    JsonValue m_value;   // the value the next redo or undo puts in place
};

class InsertElementCommand : public RankTableCommand
{
public:
    InsertElementCommand(RankTableDocument *document, std::string arrayPointer, std::size_t index, JsonValue value,
                         QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    std::string m_arrayPointer;
    std::size_t m_index;
    JsonValue m_value;   // held while undone
};

class RemoveElementCommand : public RankTableCommand
{
public:
    RemoveElementCommand(RankTableDocument *document, std::string arrayPointer, std::size_t index,
                         QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    std::string m_arrayPointer;
    std::size_t m_index;
    JsonValue m_value;   // held while done
};

// Adds a member (a field) to an object at a given position.
class InsertMemberCommand : public RankTableCommand
{
public:
    InsertMemberCommand(RankTableDocument *document, std::string objectPointer, std::size_t index, std::string key,
                        JsonValue value, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    std::string m_objectPointer;
    std::size_t m_index;
    std::string m_key;
    JsonValue m_value;   // held while undone
};

class RemoveMemberCommand : public RankTableCommand
{
public:
    RemoveMemberCommand(RankTableDocument *document, std::string objectPointer, std::size_t index,
                        QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    std::string m_objectPointer;
    std::size_t m_index;
    std::string m_key;   // held while done
    JsonValue m_value;
};

} // namespace ascendops
