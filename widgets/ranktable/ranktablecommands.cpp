#include "ranktable/ranktablecommands.h"

#include "ranktable/ranktabledocument.h"

#include <tuple>

namespace ascendops {

RankTableCommand::RankTableCommand(RankTableDocument *document, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document)
{
}

void RankTableCommand::redo()
{
    m_document->beginEdit(m_structural);
    QUndoCommand::redo();
    m_document->endEdit();
}

void RankTableCommand::undo()
{
    m_document->beginEdit(m_structural);
    QUndoCommand::undo();
    m_document->endEdit();
}

JsonValue RankTableCommand::swapValue(const std::string &pointer, JsonValue value)
{
    return m_document->swapValue(pointer, std::move(value));
}

void RankTableCommand::insertElement(const std::string &arrayPointer, std::size_t index, JsonValue value)
{
    m_document->insertElement(arrayPointer, index, std::move(value));
}

JsonValue RankTableCommand::takeElement(const std::string &arrayPointer, std::size_t index)
{
    return m_document->takeElement(arrayPointer, index);
}

void RankTableCommand::insertMember(const std::string &objectPointer, std::size_t index, std::string key,
                                    JsonValue value)
{
    m_document->insertMember(objectPointer, index, std::move(key), std::move(value));
}

std::pair<std::string, JsonValue> RankTableCommand::takeMember(const std::string &objectPointer, std::size_t index)
{
    return m_document->takeMember(objectPointer, index);
}

SetValueCommand::SetValueCommand(RankTableDocument *document, std::string pointer, JsonValue value,
                                 QUndoCommand *parent)
    : RankTableCommand(document, QString(), parent), m_pointer(std::move(pointer)), m_value(std::move(value))
{
}

void SetValueCommand::redo()
{
    m_value = swapValue(m_pointer, std::move(m_value));
}

void SetValueCommand::undo()
{
    m_value = swapValue(m_pointer, std::move(m_value));
}

InsertElementCommand::InsertElementCommand(RankTableDocument *document, std::string arrayPointer, std::size_t index,
                                           JsonValue value, QUndoCommand *parent)
    : RankTableCommand(document, QString(), parent), m_arrayPointer(std::move(arrayPointer)), m_index(index),
      m_value(std::move(value))
{
}

void InsertElementCommand::redo()
{
    insertElement(m_arrayPointer, m_index, std::move(m_value));
}

void InsertElementCommand::undo()
{
    m_value = takeElement(m_arrayPointer, m_index);
}

RemoveElementCommand::RemoveElementCommand(RankTableDocument *document, std::string arrayPointer, std::size_t index,
                                           QUndoCommand *parent)
    : RankTableCommand(document, QString(), parent), m_arrayPointer(std::move(arrayPointer)), m_index(index)
{
}

void RemoveElementCommand::redo()
{
    m_value = takeElement(m_arrayPointer, m_index);
}

void RemoveElementCommand::undo()
{
    insertElement(m_arrayPointer, m_index, std::move(m_value));
}

InsertMemberCommand::InsertMemberCommand(RankTableDocument *document, std::string objectPointer, std::size_t index,
                                         std::string key, JsonValue value, QUndoCommand *parent)
    : RankTableCommand(document, QString(), parent), m_objectPointer(std::move(objectPointer)), m_index(index),
      m_key(std::move(key)), m_value(std::move(value))
{
}

void InsertMemberCommand::redo()
{
    insertMember(m_objectPointer, m_index, std::move(m_key), std::move(m_value));
}

void InsertMemberCommand::undo()
{
    std::tie(m_key, m_value) = takeMember(m_objectPointer, m_index);
}

RemoveMemberCommand::RemoveMemberCommand(RankTableDocument *document, std::string objectPointer, std::size_t index,
                                         QUndoCommand *parent)
    : RankTableCommand(document, QString(), parent), m_objectPointer(std::move(objectPointer)), m_index(index)
{
}

void RemoveMemberCommand::redo()
{
    std::tie(m_key, m_value) = takeMember(m_objectPointer, m_index);
}

void RemoveMemberCommand::undo()
{
    insertMember(m_objectPointer, m_index, std::move(m_key), std::move(m_value));
}

} // namespace ascendops
