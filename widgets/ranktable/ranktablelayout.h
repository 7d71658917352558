#pragma once

#include "ranktable/ranktableschema.h"
#include "ranktable/superpodmembership.h"

#include <array>
#include <string>
#include <vector>

namespace ascendops {

// A row of the rank table tree, named by its row numbers from the root:
// depth 0 is the invisible root, depth 1 a top-level row, and so on.
struct RankTableRow
{
    static constexpr int kMaxDepth = 3;

    int depth = 0;
    std::array<int, kMaxDepth> rows{};

    int row() const { return depth > 0 ? rows[std::size_t(depth - 1)] : -1; }
    RankTableRow child(int row) const;
    RankTableRow parent() const;
    bool operator==(const RankTableRow &other) const = default;
};

// How the rows of the tree map onto a rank table's JSON:
//   1.0 (and 1.2 without super_pod_list): servers > devices
//   1.2 with super_pod_list: super-pods (then "no super-pod") > servers > devices
//   2.0: ranks > levels (level_list) > addresses (rank_addr_list)
// It holds no copy of the table, only the grouping of servers into
// super-pods: rebuild it whenever rows may have changed.
class RankTableLayout
{
public:
    void rebuild(const JsonValue &document);

    RankTableVersion version() const { return m_version; }
    // Servers are shown under their super-pods.
    bool isGrouped() const { return m_style == Style::GroupedServers; }
    int columnCount() const;
    int rowCount(const RankTableRow &parent) const;
    RankTableRowKind kindOf(const RankTableRow &row) const;
    const std::vector<RankTableColumn> &columns(const RankTableRow &row) const;

    // The JSON object of a row; nullptr for the "no super-pod" group.
    const JsonValue *object(const RankTableRow &row) const;
    // Its RFC 6901 pointer ("" for the group and the root).
    std::string objectPointer(const RankTableRow &row) const;
    // The server_list index behind a server or device row.
    std::size_t serverIndex(const RankTableRow &row) const;

    // The deepest row the pointer `tokens` lead to (the root when none) and
    // how many tokens that took. A super_pod_list entry leads to the server
    // it names, under its pod.
    RankTableRow rowFor(const std::vector<std::string> &tokens, std::size_t *used) const;

private:
    enum class Style { Empty, Servers, GroupedServers, Ranks };

    int groupCount() const;
    const std::vector<std::uint32_t> &groupServers(int group) const;
    const JsonValue *childList(const JsonValue *object, RankTableRowKind kind) const;
    RankTableRow serverRow(std::size_t server) const;
    RankTableRow rowForServers(const std::vector<std::string> &tokens, std::size_t *used) const;
    RankTableRow rowForSuperPods(const std::vector<std::string> &tokens, std::size_t *used) const;
    RankTableRow rowForRanks(const std::vector<std::string> &tokens, std::size_t *used) const;
    RankTableRow descend(RankTableRow row, const std::vector<std::string> &tokens, std::size_t *used) const;

    const JsonValue *list() const;   // server_list or rank_list
    const JsonValue *pods() const;   // super_pod_list

    // Only the root is held: adding a member to any object may move the
    // values inside it, so everything below is looked up when asked for.
    const JsonValue *m_document = nullptr;
    Style m_style = Style::Empty;
    RankTableVersion m_version = RankTableVersion::Unknown;
    SuperPodMembership m_membership;
};

} // namespace ascendops
