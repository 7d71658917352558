#include "ranktable/superpodmembership.h"

#include <unordered_map>

namespace ascendops {
namespace {

// The server_id an entry (of either list) holds, or nullptr.
const std::string *serverIdOf(const JsonValue &object)
{
    const JsonValue *id = object.isObject() ? object.find("server_id") : nullptr;
    return id && id->isString() ? &id->text() : nullptr;
}

const JsonValue *arrayMember(const JsonValue &object, std::string_view key)
{
    const JsonValue *member = object.isObject() ? object.find(key) : nullptr;
    return member && member->isArray() ? member : nullptr;
}

} // namespace

SuperPodMembership::SuperPodMembership(const JsonValue &document)
{
    const JsonValue *servers = arrayMember(document, "server_list");
    const std::size_t serverCount = servers ? servers->size() : 0;
    m_podOf.assign(serverCount, -1);
    m_rowOf.assign(serverCount, 0);
    std::unordered_map<std::string_view, std::uint32_t> byId;
    for (std::size_t s = 0; s < serverCount; ++s) {
        if (const std::string *id = serverIdOf(servers->at(s)))
            byId.try_emplace(*id, std::uint32_t(s));
    }
    const JsonValue *pods = arrayMember(document, "super_pod_list");
    m_pods.resize(pods ? pods->size() : 0);
    for (std::size_t p = 0; p < m_pods.size(); ++p) {
        const JsonValue *entries = arrayMember(pods->at(p), "server_list");
        for (std::size_t e = 0; entries && e < entries->size(); ++e) {
            const std::string *id = serverIdOf(entries->at(e));
            const auto found = id ? byId.find(*id) : byId.end();
            if (found == byId.end() || m_podOf[found->second] >= 0)
                continue;
            m_podOf[found->second] = long(p);
            m_rowOf[found->second] = m_pods[p].servers.size();
            m_pods[p].servers.push_back(found->second);
            m_pods[p].entries.push_back(std::uint32_t(e));
        }
    }
    for (std::size_t s = 0; s < serverCount; ++s) {
        if (m_podOf[s] < 0) {
            m_rowOf[s] = m_unpodded.size();
            m_unpodded.push_back(std::uint32_t(s));
        }
    }
}

const std::vector<std::uint32_t> &SuperPodMembership::podMates(std::size_t server) const
{
    const long pod = podOf(server);
    return pod < 0 ? m_unpodded : m_pods[std::size_t(pod)].servers;
}

std::vector<SuperPodEntry> superPodEntriesNaming(const JsonValue &document, std::string_view serverId)
{
    std::vector<SuperPodEntry> found;
    const JsonValue *pods = arrayMember(document, "super_pod_list");
    for (std::size_t p = 0; pods && p < pods->size(); ++p) {
        const JsonValue *entries = arrayMember(pods->at(p), "server_list");
        for (std::size_t e = 0; entries && e < entries->size(); ++e) {
            const std::string *id = serverIdOf(entries->at(e));
            if (id && *id == serverId)
                found.push_back({p, e});
        }
    }
    return found;
}

} // namespace ascendops
