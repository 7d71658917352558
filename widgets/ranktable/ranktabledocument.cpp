#include "ranktable/ranktabledocument.h"

#include "formats/jsonpointer.h"
#include "ranktable/ranktableedits.h"
#include "ranktable/ranktableschema.h"

#include <QUndoStack>

namespace ascendops {

RankTableDocument::RankTableDocument(QObject *parent)
    : QObject(parent), m_undoStack(new QUndoStack(this))
{
    m_validationTimer.setSingleShot(true);
    m_validationTimer.setInterval(0);
    connect(&m_validationTimer, &QTimer::timeout, this, &RankTableDocument::announceProblems);
}

RankTableDocument::~RankTableDocument() = default;

void RankTableDocument::setDocument(JsonValue document, bool clean)
{
    emit documentReplaced();
    emit aboutToRestructure();
    m_undoStack->clear();
    m_json = std::move(document);
    m_changedPointers.clear();
    if (!clean)
        m_undoStack->resetClean();
    // A freshly opened table shows its findings at once, not a tick later.
    revalidate();
    m_validationTimer.stop();
    emit restructured();
    emit problemsChanged();
}

RankTableVersion RankTableDocument::version() const
{
    return RankTableSchema::effectiveVersion(m_json);
}

bool RankTableDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void RankTableDocument::setClean()
{
    m_undoStack->setClean();
}

const Problems &RankTableDocument::problems() const
{
    if (m_problemsStale)
        revalidate();
    return m_problems;
}

quint64 RankTableDocument::problemsRevision() const
{
    if (m_problemsStale)
        revalidate();
    return m_problemsRevision;
}

bool RankTableDocument::setValueText(const std::string &pointer, const QString &text)
{
    return push(RankTableEdits::setValueText(this, pointer, text));
}

bool RankTableDocument::addField(const std::string &objectPointer, const std::string &key, JsonValue value)
{
    return push(RankTableEdits::addField(this, objectPointer, key, std::move(value)));
}

bool RankTableDocument::removeField(const std::string &objectPointer, const std::string &key)
{
    return push(RankTableEdits::removeField(this, objectPointer, key));
}

bool RankTableDocument::push(QUndoCommand *command)
{
    if (!command)
        return false;
    m_undoStack->push(command);
    return true;
}

void RankTableDocument::beginEdit(bool structural)
{
    if (structural && !m_restructuring) {
        m_restructuring = true;
        emit aboutToRestructure();
    }
    ++m_editDepth;
}

void RankTableDocument::endEdit()
{
    if (--m_editDepth > 0)
        return;
    m_problemsStale = true;
    m_validationTimer.start();
    if (m_restructuring) {
        m_restructuring = false;
        m_changedPointers.clear();
        emit restructured();
        return;
    }
    const std::vector<std::string> changed = std::exchange(m_changedPointers, {});
    for (const std::string &pointer : changed)
        emit valueChanged(pointer);
}

void RankTableDocument::noteValueChange(std::string pointer)
{
    if (!m_restructuring)
        m_changedPointers.push_back(std::move(pointer));
}

JsonValue RankTableDocument::swapValue(const std::string &pointer, JsonValue value)
{
    JsonValue *target = JsonPointer::resolve(m_json, pointer);
    Q_ASSERT(target);
    if (!target)
        return value;
    const bool structural = !target->isScalar() || !value.isScalar() || RankTableSchema::shapesTree(m_json, pointer);
    beginEdit(structural);
    std::swap(*target, value);
    noteValueChange(pointer);
    endEdit();
    return value;
}

void RankTableDocument::insertElement(const std::string &arrayPointer, std::size_t index, JsonValue value)
{
    JsonValue *array = JsonPointer::resolve(m_json, arrayPointer);
    Q_ASSERT(array && array->isArray() && index <= array->size());
    if (!array || !array->isArray() || index > array->size())
        return;
    beginEdit(true);
    array->insert(index, std::move(value));
    endEdit();
}

JsonValue RankTableDocument::takeElement(const std::string &arrayPointer, std::size_t index)
{
    JsonValue *array = JsonPointer::resolve(m_json, arrayPointer);
    Q_ASSERT(array && array->isArray() && index < array->size());
    if (!array || !array->isArray() || index >= array->size())
        return {};
    beginEdit(true);
    JsonValue taken = array->takeAt(index);
    endEdit();
    return taken;
}

void RankTableDocument::insertMember(const std::string &objectPointer, std::size_t index, std::string key,
                                     JsonValue value)
{
    JsonValue *object = JsonPointer::resolve(m_json, objectPointer);
    Q_ASSERT(object && object->isObject() && index <= object->size());
    if (!object || !object->isObject() || index > object->size())
        return;
    std::string pointer = JsonPointer::append(objectPointer, key);
    beginEdit(!value.isScalar() || RankTableSchema::shapesTree(m_json, pointer));
    object->insertMember(index, std::move(key), std::move(value));
    noteValueChange(std::move(pointer));
    endEdit();
}

std::pair<std::string, JsonValue> RankTableDocument::takeMember(const std::string &objectPointer, std::size_t index)
{
    JsonValue *object = JsonPointer::resolve(m_json, objectPointer);
    Q_ASSERT(object && object->isObject() && index < object->size());
    if (!object || !object->isObject() || index >= object->size())
        return {};
    std::string pointer = JsonPointer::append(objectPointer, object->keyAt(index));
    beginEdit(!object->at(index).isScalar() || RankTableSchema::shapesTree(m_json, pointer));
    std::string key = object->takeKeyAt(index);
    JsonValue value = object->takeAt(index);
    noteValueChange(std::move(pointer));
    endEdit();
    return {std::move(key), std::move(value)};
}

void RankTableDocument::revalidate() const
{
    m_problems = validateRankTable(m_json);
    m_problemsStale = false;
    ++m_problemsRevision;
}

void RankTableDocument::announceProblems()
{
    if (m_problemsStale)
        revalidate();
    emit problemsChanged();
}

} // namespace ascendops
