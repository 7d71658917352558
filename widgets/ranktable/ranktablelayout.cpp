#include "ranktable/ranktablelayout.h"

#include "formats/jsonpointer.h"

#include <charconv>

namespace ascendops {
namespace {

const JsonValue *arrayMember(const JsonValue *object, std::string_view key)
{
    const JsonValue *value = object && object->isObject() ? object->find(key) : nullptr;
    return value && value->isArray() ? value : nullptr;
}

// The element `token` names in `array`, if it is an index within it.
bool elementIndex(const JsonValue *array, const std::string &token, std::size_t *index)
{
    if (!array || token.empty())
        return false;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), *index);
    return error == std::errc() && end == token.data() + token.size() && *index < array->size();
}

bool tokenIs(const std::vector<std::string> &tokens, std::size_t at, std::string_view text)
{
    return at < tokens.size() && tokens[at] == text;
}

} // namespace

RankTableRow RankTableRow::child(int row) const
{
    RankTableRow next = *this;
    next.rows[std::size_t(depth)] = row;
    ++next.depth;
    return next;
}

RankTableRow RankTableRow::parent() const
{
    RankTableRow up = *this;
    if (up.depth > 0)
        up.rows[std::size_t(--up.depth)] = 0;
    return up;
}

void RankTableLayout::rebuild(const JsonValue &document)
{
    m_document = &document;
    m_version = RankTableSchema::effectiveVersion(document);
    m_membership = SuperPodMembership();
    if (!document.isObject()) {
        m_style = Style::Empty;
    } else if (m_version == RankTableVersion::V2_0) {
        m_style = Style::Ranks;
    } else if (m_version == RankTableVersion::V1_2 && pods() && pods()->size() > 0) {
        m_style = Style::GroupedServers;
        m_membership = SuperPodMembership(document);
    } else {
        m_style = Style::Servers;
    }
}

const JsonValue *RankTableLayout::list() const
{
    return arrayMember(m_document, m_style == Style::Ranks ? "rank_list" : "server_list");
}

const JsonValue *RankTableLayout::pods() const
{
    return arrayMember(m_document, "super_pod_list");
}

int RankTableLayout::columnCount() const
{
    return m_style == Style::Empty ? 1 : RankTableSchema::columnCount(m_version);
}

int RankTableLayout::groupCount() const
{
    return int(m_membership.pods().size()) + (m_membership.unpodded().empty() ? 0 : 1);
}

const std::vector<std::uint32_t> &RankTableLayout::groupServers(int group) const
{
    const auto &pods = m_membership.pods();
    return std::size_t(group) < pods.size() ? pods[std::size_t(group)].servers : m_membership.unpodded();
}

RankTableRowKind RankTableLayout::kindOf(const RankTableRow &row) const
{
    using Kind = RankTableRowKind;
    switch (m_style) {
    case Style::Servers:
        return row.depth == 1 ? Kind::Server : row.depth == 2 ? Kind::Device : Kind::None;
    case Style::GroupedServers:
        if (row.depth == 1)
            return std::size_t(row.rows[0]) < m_membership.pods().size() ? Kind::SuperPod : Kind::Unpodded;
        return row.depth == 2 ? Kind::Server : row.depth == 3 ? Kind::Device : Kind::None;
    case Style::Ranks:
        return row.depth == 1 ? Kind::Rank : row.depth == 2 ? Kind::Level : row.depth == 3 ? Kind::Address : Kind::None;
    case Style::Empty:
        break;
    }
    return Kind::None;
}

const std::vector<RankTableColumn> &RankTableLayout::columns(const RankTableRow &row) const
{
    return RankTableSchema::columns(kindOf(row), m_version);
}

const JsonValue *RankTableLayout::childList(const JsonValue *object, RankTableRowKind kind) const
{
    switch (kind) {
    case RankTableRowKind::Server: return arrayMember(object, "device");
    case RankTableRowKind::Rank: return arrayMember(object, "level_list");
    case RankTableRowKind::Level: return arrayMember(object, "rank_addr_list");
    default: break;
    }
    return nullptr;
}

int RankTableLayout::rowCount(const RankTableRow &parent) const
{
    if (parent.depth == 0) {
        if (m_style == Style::GroupedServers)
            return groupCount();
        const JsonValue *rows = list();
        return rows ? int(rows->size()) : 0;
    }
    const RankTableRowKind kind = kindOf(parent);
    if (kind == RankTableRowKind::SuperPod || kind == RankTableRowKind::Unpodded)
        return int(groupServers(parent.rows[0]).size());
    const JsonValue *children = childList(object(parent), kind);
    return children ? int(children->size()) : 0;
}

std::size_t RankTableLayout::serverIndex(const RankTableRow &row) const
{
    if (m_style == Style::GroupedServers)
        return groupServers(row.rows[0])[std::size_t(row.rows[1])];
    return std::size_t(row.rows[0]);
}

const JsonValue *RankTableLayout::object(const RankTableRow &row) const
{
    const RankTableRowKind kind = kindOf(row);
    switch (kind) {
    case RankTableRowKind::SuperPod: return &pods()->at(std::size_t(row.rows[0]));
    case RankTableRowKind::Server:
    case RankTableRowKind::Rank: {
        const JsonValue *rows = list();
        const std::size_t index = kind == RankTableRowKind::Server ? serverIndex(row) : std::size_t(row.rows[0]);
        return rows && index < rows->size() ? &rows->at(index) : nullptr;
    }
    case RankTableRowKind::Device:
    case RankTableRowKind::Level:
    case RankTableRowKind::Address: {
        const RankTableRow up = row.parent();
        const JsonValue *children = childList(object(up), kindOf(up));
        return children && std::size_t(row.row()) < children->size() ? &children->at(std::size_t(row.row())) : nullptr;
    }
    case RankTableRowKind::Unpodded:
    case RankTableRowKind::None:
        break;
    }
    return nullptr;
}

std::string RankTableLayout::objectPointer(const RankTableRow &row) const
{
    switch (kindOf(row)) {
    case RankTableRowKind::SuperPod: return JsonPointer::append("/super_pod_list", std::size_t(row.rows[0]));
    case RankTableRowKind::Server: return JsonPointer::append("/server_list", serverIndex(row));
    case RankTableRowKind::Device:
        return JsonPointer::append(JsonPointer::append(objectPointer(row.parent()), "device"), std::size_t(row.row()));
    case RankTableRowKind::Rank: return JsonPointer::append("/rank_list", std::size_t(row.rows[0]));
    case RankTableRowKind::Level:
        return JsonPointer::append(JsonPointer::append(objectPointer(row.parent()), "level_list"), std::size_t(row.row()));
    case RankTableRowKind::Address:
        return JsonPointer::append(JsonPointer::append(objectPointer(row.parent()), "rank_addr_list"),
                                   std::size_t(row.row()));
    case RankTableRowKind::Unpodded:
    case RankTableRowKind::None:
        break;
    }
    return {};
}

RankTableRow RankTableLayout::serverRow(std::size_t server) const
{
    if (m_style != Style::GroupedServers)
        return RankTableRow().child(int(server));
    const long pod = m_membership.podOf(server);
    const int group = pod >= 0 ? int(pod) : int(m_membership.pods().size());
    return RankTableRow().child(group).child(int(m_membership.rowOf(server)));
}

RankTableRow RankTableLayout::rowFor(const std::vector<std::string> &tokens, std::size_t *used) const
{
    *used = 0;
    if (tokenIs(tokens, 0, "server_list") && (m_style == Style::Servers || m_style == Style::GroupedServers))
        return rowForServers(tokens, used);
    if (tokenIs(tokens, 0, "super_pod_list") && m_style == Style::GroupedServers)
        return rowForSuperPods(tokens, used);
    if (tokenIs(tokens, 0, "rank_list") && m_style == Style::Ranks)
        return rowForRanks(tokens, used);
    return {};
}

RankTableRow RankTableLayout::rowForServers(const std::vector<std::string> &tokens, std::size_t *used) const
{
    std::size_t server = 0;
    if (tokens.size() < 2 || !elementIndex(list(), tokens[1], &server))
        return {};
    *used = 2;
    return descend(serverRow(server), tokens, used);
}

RankTableRow RankTableLayout::rowForSuperPods(const std::vector<std::string> &tokens, std::size_t *used) const
{
    std::size_t pod = 0;
    if (tokens.size() < 2 || !elementIndex(pods(), tokens[1], &pod))
        return {};
    *used = 2;
    const RankTableRow podRow = RankTableRow().child(int(pod));
    std::size_t entry = 0;
    if (!tokenIs(tokens, 2, "server_list") || tokens.size() < 4 || !elementIndex(arrayMember(object(podRow), "server_list"), tokens[3], &entry))
        return podRow;
    const auto &entries = m_membership.pods()[pod].entries;
    for (std::size_t row = 0; row < entries.size(); ++row) {
        if (entries[row] == entry) {
            *used = 4;
            return podRow.child(int(row));
        }
    }
    return podRow;
}

RankTableRow RankTableLayout::rowForRanks(const std::vector<std::string> &tokens, std::size_t *used) const
{
    std::size_t rank = 0;
    if (tokens.size() < 2 || !elementIndex(list(), tokens[1], &rank))
        return {};
    *used = 2;
    return descend(RankTableRow().child(int(rank)), tokens, used);
}

// Follows "device/N", "level_list/N", "rank_addr_list/N" below `row` for as
// long as the tokens name existing children.
RankTableRow RankTableLayout::descend(RankTableRow row, const std::vector<std::string> &tokens, std::size_t *used) const
{
    while (row.depth < RankTableRow::kMaxDepth && *used + 1 < tokens.size()) {
        const RankTableRowKind kind = kindOf(row);
        const JsonValue *children = childList(object(row), kind);
        const char *key = kind == RankTableRowKind::Server ? "device"
            : kind == RankTableRowKind::Rank              ? "level_list"
                                                          : "rank_addr_list";
        std::size_t index = 0;
        if (!children || tokens[*used] != key || !elementIndex(children, tokens[*used + 1], &index))
            break;
        row = row.child(int(index));
        *used += 2;
    }
    return row;
}

} // namespace ascendops

