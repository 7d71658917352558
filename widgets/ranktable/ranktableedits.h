#pragma once

#include "model/jsonvalue.h"

#include <QString>

#include <string>

class QUndoCommand;

namespace ascendops {

class RankTableDocument;

// Builds the undo commands for every edit the rank table editor offers,
// against the document's current state; push them with
// RankTableDocument::push(). Each returns nullptr when the edit does not
// apply (no such place, text that does not fit the value's type) or would
// change nothing.
//
// Structural edits keep a valid table valid: rank ids stay 0..N-1, each
// server keeps one contiguous block (new ranks go right after the model's
// block and later ones move up; a removal closes its gap), server_count and
// rank_count follow, and a 1.2 super_pod_list follows servers that are
// added, removed or renamed.
namespace RankTableEdits {

// A scalar from what the user typed, keeping its JSON type; a number must
// parse as a JSON number.
QUndoCommand *setValueText(RankTableDocument *document, const std::string &pointer, const QString &text);
QUndoCommand *addField(RankTableDocument *document, const std::string &objectPointer, const std::string &key,
                       JsonValue value);
QUndoCommand *removeField(RankTableDocument *document, const std::string &objectPointer, const std::string &key);
QUndoCommand *insertElement(RankTableDocument *document, const std::string &arrayPointer, std::size_t index,
                            JsonValue value);

// A server modeled on server_list[model] (the last one when model < 0),
// inserted after it and added to its super-pod.
QUndoCommand *addServer(RankTableDocument *document, long model = -1);
// A device modeled on the last device of server_list[server], appended to it.
QUndoCommand *addDevice(RankTableDocument *document, std::size_t server);
// A 2.0 rank modeled on rank_list[model] (the last when model < 0), inserted after it.
QUndoCommand *addRank(RankTableDocument *document, long model = -1);
// Removes the server, device or rank `pointer` names (or any other array
// element, without further bookkeeping).
QUndoCommand *remove(RankTableDocument *document, const std::string &pointer);
// 1.x: rank_id = running index over the servers in list order, as strings;
// 2.0: rank ids in list order, as integers. Fixes server_count/rank_count.
QUndoCommand *renumberRanks(RankTableDocument *document);
// The planned table of routing planning (formats/routingplan.h) in one step
// of the undo history, named with the leaf crossings before and after;
// nullptr when the plan changes nothing.
QUndoCommand *renumberByTopology(RankTableDocument *document, JsonValue planned, int hopsBefore, int hopsAfter);
// The legacy template-2 table as version 1.0 (convertTemplate2To10), one
// step of the undo history; nullptr when the document is not template 2 or
// its problems stop the conversion (the problems list says which).
QUndoCommand *convertToVersion10(RankTableDocument *document);

} // namespace RankTableEdits
} // namespace ascendops
