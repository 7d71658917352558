#include "formats/ranktablesuperpods.h"

#include "formats/ranktablefindings.h"

#include <QCoreApplication>

namespace ascendops {
namespace {

constexpr std::uint32_t None = UINT32_MAX;

// Walks super_pod_list once; remembers where each server was first listed
// so that a second listing can name the first.
class SuperPodListValidator
{
public:
    SuperPodListValidator(const ServerDirectory &servers, RankTableFindings &findings)
        : m_servers(servers), m_findings(findings)
    {
        m_grouping.podOfServer.assign(servers.ids.size(), SuperPodGrouping::Unassigned);
        m_firstListing.assign(servers.ids.size(), Listing{});
    }

    SuperPodGrouping run(const JsonValue &list, const JsonPlace &place)
    {
        if (!m_findings.expectArray(list, place))
            return allInOnePod();
        m_podIds.reset(list.size());
        for (std::size_t p = 0; p < list.size(); ++p)
            checkPod(list.at(p), std::uint32_t(p), place.element(p));
        reportUnassigned();
        reportInterleaved(list);
        return std::move(m_grouping);
    }

    SuperPodGrouping allInOnePod()
    {
        m_grouping.podOfServer.assign(m_servers.ids.size(), 0);
        return std::move(m_grouping);
    }

private:
    struct Listing
    {
        std::uint32_t pod = None;
        std::uint32_t entry = None;
    };

    void checkPod(const JsonValue &pod, std::uint32_t p, const JsonPlace &place)
    {
        if (!m_findings.expectObject(pod, place))
            return;
        checkPodId(pod.find("super_pod_id"), p, place);
        const JsonValue *members = pod.find("server_list");
        const JsonPlace membersPlace = place.member("server_list");
        if (!members) {
            m_findings.error(membersPlace, QCoreApplication::translate("RankTableValidator",
                "super-pod %1 has no server_list; list its servers as [{\"server_id\": ...}].").arg(p));
            return;
        }
        if (!m_findings.expectArray(*members, membersPlace))
            return;
        if (members->size() == 0) {
            m_findings.warning(membersPlace, QCoreApplication::translate("RankTableValidator",
                "super-pod %1 lists no servers.").arg(p));
        }
        for (std::size_t e = 0; e < members->size(); ++e)
            checkMember(members->at(e), p, std::uint32_t(e), membersPlace.element(e));
    }

    void checkPodId(const JsonValue *id, std::uint32_t p, const JsonPlace &podPlace)
    {
        const JsonPlace place = podPlace.member("super_pod_id");
        if (!id) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "super-pod %1 has no super_pod_id; give each super-pod a unique id (the Super Pod ID from npu-smi info -t spod-info).").arg(p));
            return;
        }
        if (!m_findings.expectString(*id, place))
            return;
        const std::uint32_t first = m_podIds.insert(id->text(), p);
        if (first != FirstSeenTable<std::string_view, TextKeyHash>::None) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "super_pod_id \"%1\" is already used by /super_pod_list/%2; super-pod ids must be unique.")
                .arg(qStringFrom(id->text())).arg(first));
        }
    }

    void checkMember(const JsonValue &member, std::uint32_t p, std::uint32_t e, const JsonPlace &place)
    {
        if (!m_findings.expectObject(member, place))
            return;
        const JsonValue *id = member.find("server_id");
        const JsonPlace idPlace = place.member("server_id");
        if (!id) {
            m_findings.error(idPlace, QCoreApplication::translate("RankTableValidator",
                "This super-pod entry has no server_id; name a server of server_list."));
            return;
        }
        if (!m_findings.expectString(*id, idPlace))
            return;
        const std::uint32_t server = m_servers.indexOf.find(id->text());
        if (server == None) {
            m_findings.error(idPlace, QCoreApplication::translate("RankTableValidator",
                "server_id \"%1\" is not in server_list; a super-pod can only list servers of the table.")
                .arg(qStringFrom(id->text())));
            return;
        }
        assign(server, p, e, *id, idPlace);
    }

    void assign(std::uint32_t server, std::uint32_t p, std::uint32_t e, const JsonValue &id,
                const JsonPlace &place)
    {
        Listing &first = m_firstListing[server];
        if (first.pod != None) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "server \"%1\" is already listed at /super_pod_list/%2/server_list/%3; a server belongs to exactly one super-pod and is listed once.")
                .arg(qStringFrom(id.text())).arg(first.pod).arg(first.entry));
            return;
        }
        first = Listing{p, e};
        m_grouping.podOfServer[server] = p;
    }

    void reportUnassigned()
    {
        const JsonPlace list = JsonPlace::root().member("server_list");
        for (std::size_t s = 0; s < m_servers.ids.size(); ++s) {
            if (m_grouping.podOfServer[s] != SuperPodGrouping::Unassigned || m_servers.ids[s].empty())
                continue;
            m_findings.warning(list.element(s), QCoreApplication::translate("RankTableValidator",
                "server \"%1\" is not in any super-pod of super_pod_list; add it to the super-pod it is cabled into.")
                .arg(qStringFrom(m_servers.ids[s])));
        }
    }

    // Servers of one super-pod must stand together in server_list.
    void reportInterleaved(const JsonValue &list)
    {
        std::vector<unsigned char> closed(list.size(), 0);
        std::uint32_t current = None;
        const JsonPlace servers = JsonPlace::root().member("server_list");
        for (std::size_t s = 0; s < m_grouping.podOfServer.size(); ++s) {
            const std::uint32_t pod = m_grouping.podOfServer[s];
            if (pod == SuperPodGrouping::Unassigned || pod == current)
                continue;
            if (current != None)
                closed[current] = 1;
            current = pod;
            if (closed[pod] == 1) {
                closed[pod] = 2;   // report each super-pod once
                m_findings.error(servers.element(s), QCoreApplication::translate("RankTableValidator",
                    "server \"%1\" of super-pod %2 is listed apart from the earlier servers of that super-pod; list the servers of one super-pod together in server_list.")
                    .arg(qStringFrom(m_servers.ids[s]), superPodName(list, pod)));
            }
        }
    }

    static QString superPodName(const JsonValue &list, std::uint32_t pod)
    {
        const JsonValue *id = list.at(pod).find("super_pod_id");
        if (id && id->isString())
            return QStringLiteral("\"%1\"").arg(qStringFrom(id->text()));
        return QString::number(pod);
    }

    const ServerDirectory &m_servers;
    RankTableFindings &m_findings;
    SuperPodGrouping m_grouping;
    std::vector<Listing> m_firstListing;
    FirstSeenTable<std::string_view, TextKeyHash> m_podIds;
};

} // namespace

SuperPodGrouping validateSuperPodList(const JsonValue &document, const ServerDirectory &servers,
                                      RankTableFindings &findings)
{
    SuperPodListValidator validator(servers, findings);
    const JsonValue *list = document.find("super_pod_list");
    if (!list)
        return validator.allInOnePod();
    return validator.run(*list, JsonPlace::root().member("super_pod_list"));
}

} // namespace ascendops
