#pragma once

#include "formats/ranktablevalidator.h"
#include "model/jsonvalue.h"

#include <string_view>
#include <vector>

namespace ascendops {

// The kinds of rows the rank table tree shows. Unpodded is the group that
// gathers 1.2 servers no super-pod lists.
enum class RankTableRowKind { None, SuperPod, Unpodded, Server, Device, Rank, Level, Address };

// What one column of a row shows: a member of the row's JSON object (key),
// or a figure derived from the object that is shown but not stored.
struct RankTableColumn
{
    enum class Derived { None, DeviceCount, RankRange, ServerCount, GroupLabel };

    std::string_view key;
    Derived derived = Derived::None;

    bool isField() const { return derived == Derived::None; }
};

// Which members the editor shows where, and what a new member looks like,
// per rank table version. The HCCL reference (1.0, 1.2, 2.0) is the source.
namespace RankTableSchema {

// The declared version, or the one the shape suggests when "version" is
// missing or unknown (rank_list: 2.0, super_pod_list: 1.2, else 1.0), so
// that a broken table still opens in a sensible layout.
RankTableVersion effectiveVersion(const JsonValue &document);

const std::vector<RankTableColumn> &columns(RankTableRowKind kind, RankTableVersion version);
int columnCount(RankTableVersion version);
// The column of `kind` rows that shows member `key`, or -1.
int columnOf(RankTableRowKind kind, RankTableVersion version, std::string_view key);

// The JSON type a member gets when the user adds it: 1.x writes every value
// as a string ("16666"), 2.0 writes ids, ports and counts as integers.
JsonValue::Type fieldType(RankTableVersion version, std::string_view key);
// Where a new member goes among an object's existing ones: in the order of
// the reference examples, so an added host_ip lands before "device".
std::size_t memberInsertIndex(const JsonValue &object, std::string_view key, RankTableVersion version);

// Whether changing the value at `pointer` can change the rows of the tree,
// not just a cell: the version picks the layout, and in 1.2 server ids tie
// servers to their super-pods.
bool shapesTree(const JsonValue &document, std::string_view pointer);

} // namespace RankTableSchema
} // namespace ascendops
