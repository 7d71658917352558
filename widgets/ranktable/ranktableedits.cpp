#include "ranktable/ranktableedits.h"

#include "formats/jsonpointer.h"
#include "formats/ranktabletemplate2.h"
#include "ranktable/jsonscalartext.h"
#include "ranktable/rankslots.h"
#include "ranktable/ranktableblueprint.h"
#include "ranktable/ranktablecommands.h"
#include "ranktable/ranktabledocument.h"
#include "ranktable/ranktableschema.h"
#include "ranktable/superpodmembership.h"

#include <QCoreApplication>

#include <algorithm>
#include <charconv>
#include <optional>
#include <vector>

namespace ascendops::RankTableEdits {
namespace {

// Above this many changed values the views rebuild once instead of
// repainting cell by cell.
constexpr int kFineGrainedLimit = 64;

QString qText(const std::string &text)
{
    return QString::fromStdString(text);
}

std::optional<std::size_t> indexToken(const std::string &token)
{
    std::size_t index = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), index);
    if (error != std::errc() || end != token.data() + token.size() || token.empty())
        return std::nullopt;
    return index;
}

const JsonValue *arrayAt(const JsonValue &document, std::string_view pointer)
{
    const JsonValue *value = JsonPointer::resolve(document, pointer);
    return value && value->isArray() ? value : nullptr;
}

std::string textMember(const JsonValue &object, std::string_view key)
{
    const JsonValue *value = object.isObject() ? object.find(key) : nullptr;
    return value && value->isScalar() ? value->text() : std::string();
}

// Sets server_count or rank_count to `count` when the table has it (in the
// type it has). With addIfMissing it is added in the version's type.
void addCountUpdate(RankTableCommand *parent, RankTableDocument *document, std::string_view key, long long count,
                    bool addIfMissing = false, std::optional<JsonValue::Type> forceType = std::nullopt)
{
    const JsonValue &json = document->json();
    const JsonValue *current = json.find(key);
    if (!current && !addIfMissing)
        return;
    const RankTableVersion version = document->version();
    const JsonValue::Type type = forceType ? *forceType
        : current                         ? current->type()
                                          : RankTableSchema::fieldType(version, key);
    JsonValue value = type == JsonValue::Type::Number ? JsonValue::number(count)
                                                      : JsonValue::string(std::to_string(count));
    if (current && *current == value)
        return;
    if (current) {
        new SetValueCommand(document, JsonPointer::append("", key), std::move(value), parent);
        return;
    }
    new InsertMemberCommand(document, "", RankTableSchema::memberInsertIndex(json, key, version), std::string(key),
                            std::move(value), parent);
}

// Gives the devices of a new server the rank ids first, first+1, ...;
// returns how many got one.
long long assignRanks(JsonValue &server, long long first)
{
    JsonValue *devices = server.isObject() ? server.find("device") : nullptr;
    long long assigned = 0;
    for (std::size_t d = 0; devices && devices->isArray() && d < devices->size(); ++d) {
        JsonValue *rank = devices->at(d).isObject() ? devices->at(d).find("rank_id") : nullptr;
        if (rank)
            *rank = RankTableBlueprint::integerLike(rank, first + assigned++);
    }
    return assigned;
}

// Where a new block of ranks starts: right after the model's block, or
// after the last rank when the model has none.
long long newBlockStart(const RankSlots &rankSlots, const std::string &modelPointer)
{
    const std::vector<long long> own = rankSlots.ranksUnder(modelPointer);
    if (!own.empty())
        return own.back() + 1;
    return rankSlots.maxRank().value_or(-1) + 1;
}

// Names the new server in the super-pod of its model, right after it.
void addSuperPodEntry(RankTableCommand *parent, RankTableDocument *document, const std::string &modelId,
                      const std::string &newId)
{
    const std::vector<SuperPodEntry> entries = superPodEntriesNaming(document->json(), modelId);
    if (entries.empty() || newId.empty())
        return;
    const SuperPodEntry &where = entries.front();
    const std::string list = JsonPointer::append(JsonPointer::append("/super_pod_list", where.pod), "server_list");
    JsonValue entry = arrayAt(document->json(), list)->at(where.entry);
    entry.setMember("server_id", JsonValue::string(newId));
    new InsertElementCommand(document, list, where.entry + 1, std::move(entry), parent);
}

// Entries are removed last to first, so the indices of the others hold.
void removeSuperPodEntries(RankTableCommand *parent, RankTableDocument *document, const std::string &serverId)
{
    std::vector<SuperPodEntry> entries = superPodEntriesNaming(document->json(), serverId);
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
        const std::string list = JsonPointer::append(JsonPointer::append("/super_pod_list", it->pod), "server_list");
        new RemoveElementCommand(document, list, it->entry, parent);
    }
}

// A 1.2 server renamed takes its super_pod_list entries along, when the
// old name was its own (not shared with another server).
void addSuperPodRename(RankTableCommand *parent, RankTableDocument *document, const std::string &oldId,
                       const std::string &newId)
{
    const JsonValue *servers = document->json().find("server_list");
    const auto holders = std::count_if(servers->children().begin(), servers->children().end(),
                                       [&](const JsonValue &server) { return textMember(server, "server_id") == oldId; });
    if (holders != 1)
        return;
    for (const SuperPodEntry &entry : superPodEntriesNaming(document->json(), oldId)) {
        const std::string pointer = JsonPointer::append(
            JsonPointer::append(JsonPointer::append(JsonPointer::append("/super_pod_list", entry.pod), "server_list"),
                                entry.entry),
            "server_id");
        new SetValueCommand(document, pointer, JsonValue::string(newId), parent);
    }
}

bool isServerIdPointer(const std::vector<std::string> &tokens)
{
    return tokens.size() == 3 && tokens[0] == "server_list" && tokens[2] == "server_id";
}

QUndoCommand *removeServer(RankTableDocument *document, std::size_t server)
{
    const JsonValue &json = document->json();
    const JsonValue *servers = arrayAt(json, "/server_list");
    const std::string pointer = JsonPointer::append("/server_list", server);
    const std::string id = textMember(servers->at(server), "server_id");
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Remove server %1").arg(qText(id)));
    command->setStructural(true);
    const RankSlots rankSlots(json, false);
    rankSlots.addCloseGaps(command, document, rankSlots.ranksUnder(pointer), pointer);
    addCountUpdate(command, document, "server_count", long(servers->size()) - 1);
    if (!id.empty())
        removeSuperPodEntries(command, document, id);
    new RemoveElementCommand(document, "/server_list", server, command);
    return command;
}

QUndoCommand *removeDevice(RankTableDocument *document, std::size_t server, std::size_t device)
{
    const JsonValue &json = document->json();
    const std::string devices = JsonPointer::append(JsonPointer::append("/server_list", server), "device");
    const std::string pointer = JsonPointer::append(devices, device);
    const JsonValue &object = arrayAt(json, devices)->at(device);
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Remove device %1 of server %2")
            .arg(qText(textMember(object, "device_id")), qText(textMember(json.find("server_list")->at(server), "server_id"))));
    command->setStructural(true);
    const RankSlots rankSlots(json, false);
    rankSlots.addCloseGaps(command, document, rankSlots.ranksUnder(pointer), pointer);
    new RemoveElementCommand(document, devices, device, command);
    return command;
}

QUndoCommand *removeRank(RankTableDocument *document, std::size_t rank)
{
    const JsonValue &json = document->json();
    const JsonValue *ranks = arrayAt(json, "/rank_list");
    const std::string pointer = JsonPointer::append("/rank_list", rank);
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Remove rank %1").arg(qText(textMember(ranks->at(rank), "rank_id"))));
    command->setStructural(true);
    const RankSlots rankSlots(json, true);
    rankSlots.addCloseGaps(command, document, rankSlots.ranksUnder(pointer), pointer);
    addCountUpdate(command, document, "rank_count", long(ranks->size()) - 1);
    new RemoveElementCommand(document, "/rank_list", rank, command);
    return command;
}

QUndoCommand *removeOtherElement(RankTableDocument *document, const std::vector<std::string> &tokens)
{
    std::string array;
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i)
        array = JsonPointer::append(array, tokens[i]);
    const JsonValue *list = arrayAt(document->json(), array);
    const std::optional<std::size_t> index = indexToken(tokens.back());
    if (!list || !index || *index >= list->size())
        return nullptr;
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Remove %1 entry %2").arg(qText(tokens[tokens.size() - 2])).arg(*index));
    command->setStructural(true);
    new RemoveElementCommand(document, array, *index, command);
    return command;
}

// Sets (or adds) each rank_id to the running index over the places.
void addRunningRanks(RankTableCommand *command, RankTableDocument *document, const RankSlots &rankSlots, bool integers)
{
    long long next = 0;
    for (const RankSlots::Slot &slot : rankSlots.entries()) {
        JsonValue want = integers ? JsonValue::number(next) : JsonValue::string(std::to_string(next));
        ++next;
        if (slot.rankId && *slot.rankId == want)
            continue;
        if (slot.rankId) {
            new SetValueCommand(document, JsonPointer::append(slot.objectPointer, "rank_id"), std::move(want), command);
            continue;
        }
        const JsonValue &object = *JsonPointer::resolve(document->json(), slot.objectPointer);
        new InsertMemberCommand(document, slot.objectPointer,
                                RankTableSchema::memberInsertIndex(object, "rank_id", document->version()), "rank_id",
                                std::move(want), command);
    }
}

} // namespace

QUndoCommand *setValueText(RankTableDocument *document, const std::string &pointer, const QString &text)
{
    const JsonValue &json = document->json();
    const JsonValue *old = JsonPointer::resolve(json, pointer);
    std::vector<std::string> tokens;
    if (!old || !old->isScalar() || !JsonPointer::split(pointer, &tokens) || tokens.empty())
        return nullptr;
    std::optional<JsonValue> value = JsonScalarText::parse(old->type(), text);
    if (!value || *value == *old)
        return nullptr;
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Edit %1").arg(qText(tokens.back())));
    command->setStructural(RankTableSchema::shapesTree(json, pointer));
    const std::string newText = value->text();
    new SetValueCommand(document, pointer, std::move(*value), command);
    if (isServerIdPointer(tokens) && old->isString())
        addSuperPodRename(command, document, old->text(), newText);
    return command;
}

QUndoCommand *addField(RankTableDocument *document, const std::string &objectPointer, const std::string &key,
                       JsonValue value)
{
    const JsonValue *object = JsonPointer::resolve(document->json(), objectPointer);
    if (!object || !object->isObject() || key.empty() || object->find(key))
        return nullptr;
    const std::size_t index = RankTableSchema::memberInsertIndex(*object, key, document->version());
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Add field %1").arg(qText(key)));
    new InsertMemberCommand(document, objectPointer, index, key, std::move(value), command);
    return command;
}

QUndoCommand *removeField(RankTableDocument *document, const std::string &objectPointer, const std::string &key)
{
    const JsonValue *object = JsonPointer::resolve(document->json(), objectPointer);
    const long index = object && object->isObject() ? object->indexOf(key) : -1;
    if (index < 0)
        return nullptr;
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Remove field %1").arg(qText(key)));
    new RemoveMemberCommand(document, objectPointer, std::size_t(index), command);
    return command;
}

QUndoCommand *insertElement(RankTableDocument *document, const std::string &arrayPointer, std::size_t index,
                            JsonValue value)
{
    const JsonValue *array = arrayAt(document->json(), arrayPointer);
    if (!array || index > array->size())
        return nullptr;
    auto *command = new RankTableCommand(document, QCoreApplication::translate("RankTableEdits", "Insert element"));
    command->setStructural(true);
    new InsertElementCommand(document, arrayPointer, index, std::move(value), command);
    return command;
}

QUndoCommand *addServer(RankTableDocument *document, long model)
{
    const JsonValue &json = document->json();
    const JsonValue *servers = arrayAt(json, "/server_list");
    if (!servers || servers->size() == 0)
        return nullptr;
    const std::size_t m = model < 0 || std::size_t(model) >= servers->size() ? servers->size() - 1 : std::size_t(model);
    if (!servers->at(m).isObject())
        return nullptr;
    JsonValue server = RankTableBlueprint::serverLike(json, m);
    const RankSlots rankSlots(json, false);
    const long long first = newBlockStart(rankSlots, JsonPointer::append("/server_list", m));
    const long long count = assignRanks(server, first);
    const std::string newId = textMember(server, "server_id");
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Add server %1").arg(qText(newId)));
    command->setStructural(true);
    rankSlots.addMakeRoom(command, document, first, count);
    addCountUpdate(command, document, "server_count", long(servers->size()) + 1);
    new InsertElementCommand(document, "/server_list", m + 1, std::move(server), command);
    addSuperPodEntry(command, document, textMember(servers->at(m), "server_id"), newId);
    return command;
}

QUndoCommand *addDevice(RankTableDocument *document, std::size_t server)
{
    const JsonValue &json = document->json();
    const JsonValue *servers = arrayAt(json, "/server_list");
    if (!servers || server >= servers->size())
        return nullptr;
    JsonValue device = RankTableBlueprint::deviceLike(json, server);
    if (!device.isObject())
        return nullptr;
    const std::string serverPointer = JsonPointer::append("/server_list", server);
    const RankSlots rankSlots(json, false);
    const long long rank = newBlockStart(rankSlots, serverPointer);
    if (JsonValue *id = device.find("rank_id"))
        *id = RankTableBlueprint::integerLike(id, rank);
    const std::string devices = JsonPointer::append(serverPointer, "device");
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Add device %1 to server %2")
            .arg(qText(textMember(device, "device_id")), qText(textMember(servers->at(server), "server_id"))));
    command->setStructural(true);
    rankSlots.addMakeRoom(command, document, rank, 1);
    new InsertElementCommand(document, devices, arrayAt(json, devices)->size(), std::move(device), command);
    return command;
}

QUndoCommand *addRank(RankTableDocument *document, long model)
{
    const JsonValue &json = document->json();
    const JsonValue *ranks = arrayAt(json, "/rank_list");
    if (!ranks || ranks->size() == 0)
        return nullptr;
    const std::size_t m = model < 0 || std::size_t(model) >= ranks->size() ? ranks->size() - 1 : std::size_t(model);
    JsonValue rank = RankTableBlueprint::rankLike(json, m);
    if (!rank.isObject())
        return nullptr;
    const RankSlots rankSlots(json, true);
    const long long id = newBlockStart(rankSlots, JsonPointer::append("/rank_list", m));
    if (JsonValue *rankId = rank.find("rank_id"))
        *rankId = RankTableBlueprint::integerLike(rankId, id);
    auto *command = new RankTableCommand(document,
        QCoreApplication::translate("RankTableEdits", "Add rank %1").arg(id));
    command->setStructural(true);
    rankSlots.addMakeRoom(command, document, id, 1);
    addCountUpdate(command, document, "rank_count", long(ranks->size()) + 1);
    new InsertElementCommand(document, "/rank_list", m + 1, std::move(rank), command);
    return command;
}

QUndoCommand *remove(RankTableDocument *document, const std::string &pointer)
{
    std::vector<std::string> tokens;
    if (!JsonPointer::split(pointer, &tokens) || tokens.size() < 2 || !JsonPointer::resolve(document->json(), pointer))
        return nullptr;
    const std::optional<std::size_t> first = indexToken(tokens[1]);
    if (tokens.size() == 2 && tokens[0] == "server_list" && first)
        return removeServer(document, *first);
    if (tokens.size() == 4 && tokens[0] == "server_list" && tokens[2] == "device" && first && indexToken(tokens[3]))
        return removeDevice(document, *first, *indexToken(tokens[3]));
    if (tokens.size() == 2 && tokens[0] == "rank_list" && first)
        return removeRank(document, *first);
    return removeOtherElement(document, tokens);
}

QUndoCommand *renumberRanks(RankTableDocument *document)
{
    const JsonValue &json = document->json();
    const bool rankList = document->version() == RankTableVersion::V2_0;
    const RankSlots rankSlots(json, rankList);
    const JsonValue *list = arrayAt(json, rankList ? "/rank_list" : "/server_list");
    if (!list)
        return nullptr;
    auto *command = new RankTableCommand(document, QCoreApplication::translate("RankTableEdits", "Renumber ranks"));
    addRunningRanks(command, document, rankSlots, rankList);
    if (rankList) {
        addCountUpdate(command, document, "rank_count", long(list->size()), true, JsonValue::Type::Number);
    } else {
        const bool required = document->version() != RankTableVersion::V1_2;
        addCountUpdate(command, document, "server_count", long(list->size()), required, JsonValue::Type::String);
    }
    if (command->childCount() == 0) {
        delete command;
        return nullptr;
    }
    command->setStructural(command->childCount() > kFineGrainedLimit);
    return command;
}

QUndoCommand *renumberByTopology(RankTableDocument *document, JsonValue planned, int hopsBefore, int hopsAfter)
{
    if (planned == document->json())
        return nullptr;
    auto *command = new RankTableCommand(document, QCoreApplication::translate("RankTableEdits", "Renumber by topology (leaf crossings %1 → %2)")
                                                       .arg(hopsBefore).arg(hopsAfter));
    new SetValueCommand(document, std::string(), std::move(planned), command);
    command->setStructural(true);
    return command;
}

QUndoCommand *convertToVersion10(RankTableDocument *document)
{
    if (document->version() != RankTableVersion::Template2)
        return nullptr;
    Parsed<JsonValue> converted = convertTemplate2To10(document->json());
    if (!converted)
        return nullptr;
    auto *command = new RankTableCommand(document, QCoreApplication::translate("RankTableEdits", "Convert to version 1.0"));
    new SetValueCommand(document, std::string(), converted.take(), command);
    command->setStructural(true);
    return command;
}

} // namespace ascendops::RankTableEdits
