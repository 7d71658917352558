#pragma once

#include "model/jsonvalue.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace ascendops {

// Which super-pod each server of a 1.2 table belongs to. super_pod_list
// names servers by server_id; a server listed twice counts for the first
// pod that lists it (the validator reports the second), and entries naming
// no server are left out. A snapshot: rebuild it after the table changes.
class SuperPodMembership
{
public:
    struct Pod
    {
        std::vector<std::uint32_t> servers;   // indices into server_list, in the pod's order
        std::vector<std::uint32_t> entries;   // the pod's server_list entry for each of them
    };

    SuperPodMembership() = default;
    explicit SuperPodMembership(const JsonValue &document);

    // One per element of super_pod_list, also for elements that are not pods.
    const std::vector<Pod> &pods() const { return m_pods; }
    // Servers no pod lists, in server_list order.
    const std::vector<std::uint32_t> &unpodded() const { return m_unpodded; }
    // The pod of a server, or -1; and its row within that pod (or within unpodded()).
    long podOf(std::size_t server) const { return server < m_podOf.size() ? m_podOf[server] : -1; }
    std::size_t rowOf(std::size_t server) const { return m_rowOf[server]; }
    // The servers that share `server`'s pod (unpodded() for a server in none).
    const std::vector<std::uint32_t> &podMates(std::size_t server) const;

private:
    std::vector<Pod> m_pods;
    std::vector<std::uint32_t> m_unpodded;
    std::vector<long> m_podOf;
    std::vector<std::size_t> m_rowOf;
};

// Where one server_id is listed: /super_pod_list/<pod>/server_list/<entry>.
struct SuperPodEntry
{
    std::size_t pod;
    std::size_t entry;
};

// Every entry of super_pod_list naming `serverId`, in document order.
std::vector<SuperPodEntry> superPodEntriesNaming(const JsonValue &document, std::string_view serverId);

} // namespace ascendops
