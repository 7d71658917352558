#include "formats/retrycrosscheck.h"

#include "formats/jsonpointer.h"

#include <QCoreApplication>

namespace ascendops {
namespace {

bool hasNonEmptyString(const JsonValue &object, std::string_view key)
{
    const JsonValue *value = object.isObject() ? object.find(key) : nullptr;
    return value && value->isString() && !value->text().empty();
}

// Read from the declared version directly: only the literal "1.2" puts HCCL
// in super-pod mode, where backup_device_ip means anything.
bool declaresSuperPodMode(const JsonValue &rankTable)
{
    const JsonValue *version = rankTable.find("version");
    return version && version->isString() && version->text() == "1.2";
}

std::string serverId(const JsonValue &server)
{
    const JsonValue *id = server.isObject() ? server.find("server_id") : nullptr;
    return id && id->isScalar() ? id->text() : std::string();
}

// The first device of `server` with a backup NIC, as a pointer, or "".
std::string findBackupDeviceIp(const JsonValue &server, const std::string &serverPointer)
{
    const JsonValue *devices = server.isObject() ? server.find("device") : nullptr;
    if (!devices || !devices->isArray())
        return {};
    for (std::size_t d = 0; d < devices->size(); ++d) {
        if (hasNonEmptyString(devices->at(d), "backup_device_ip")) {
            const std::string device = JsonPointer::append(JsonPointer::append(serverPointer, "device"), d);
            return JsonPointer::append(device, "backup_device_ip");
        }
    }
    return {};
}

// ---- the rules ---------------------------------------------------------------

// HCCL reads HCCL_OP_RETRY_PARAMS only when some level is switched on.
void checkParamsWithoutLevel(const RetrySettings &settings, Problems *problems)
{
    if (settings.paramsSet && !settings.anyLevelEnabled()) {
        problems->append(Problem::warning({},
            QCoreApplication::translate("RetryParams",
                "HCCL_OP_RETRY_PARAMS has no effect: HCCL_OP_RETRY_ENABLE enables no level")));
    }
}

// Retry negotiates over the host network; without host_ip HCCL turns it off
// without saying so, which is exactly what an operator must not discover
// during an incident.
void checkHostIp(const RetrySettings &settings, const RetryRankTableFacts &facts, Problems *problems)
{
    if (!settings.anyLevelEnabled())
        return;
    for (const RetryRankTableFacts::Server &server : facts.serversWithoutHostIp) {
        problems->append(Problem::error(server.pointer,
            QCoreApplication::translate("RetryParams",
                "server %1 has no host_ip: operator retry needs host_ip in the rank table, "
                "otherwise HCCL silently disables it").arg(QString::fromStdString(server.serverId))));
    }
}

// Lane borrowing (switching to the other die's NIC) is part of L2's retry
// path (seed 003: "When L2 is set to 1, the communication between
// supernodes can be performed using the standby device NIC"), so the backup
// NICs are dead configuration unless L2 is on; L1 is not needed for it.
void checkBackupNeedsRetry(const RetrySettings &settings, const RetryRankTableFacts &facts, Problems *problems)
{
    if (!facts.superPodMode || facts.firstBackupDeviceIp.empty() || settings.isEnabled(RetryLevel::L2))
        return;
    problems->append(Problem::warning(facts.firstBackupDeviceIp,
        QCoreApplication::translate("RetryParams",
            "backup_device_ip takes effect only with L2:1 in HCCL_OP_RETRY_ENABLE "
            "(and HCCL_OP_EXPANSION_MODE=\"AI_CPU\"); until then a failed NIC cannot borrow "
            "the other die's NIC")));
}

// With a rank table, HCCL does not pair the dies by itself (it does so only
// for communicators built by root broadcast).
void checkL2LaneBorrowing(const RetrySettings &settings, const RetryRankTableFacts &facts, Problems *problems)
{
    if (!facts.superPodMode || !settings.isEnabled(RetryLevel::L2) || !facts.firstBackupDeviceIp.empty())
        return;
    problems->append(Problem::note("/server_list",
        QCoreApplication::translate("RetryParams",
            "L2 retry can borrow the other die's NIC between super-pods only when the rank table "
            "gives backup_device_ip; this table has none")));
}

} // namespace

RetryRankTableFacts retryRankTableFacts(const JsonValue &rankTable)
{
    RetryRankTableFacts facts;
    if (!rankTable.isObject())
        return facts;
    facts.superPodMode = declaresSuperPodMode(rankTable);
    const JsonValue *servers = rankTable.find("server_list");
    if (!servers || !servers->isArray())
        return facts;   // 2.0 tables (rank_list) and "initializing" stubs have no servers
    for (std::size_t s = 0; s < servers->size(); ++s) {
        const JsonValue &server = servers->at(s);
        const std::string pointer = JsonPointer::append("/server_list", s);
        if (!hasNonEmptyString(server, "host_ip"))
            facts.serversWithoutHostIp.push_back({pointer, serverId(server)});
        else
            facts.hostIps.push_back({QString::fromStdString(server.find("host_ip")->text()),
                                     JsonPointer::append(pointer, "host_ip")});
        if (facts.firstBackupDeviceIp.empty())
            facts.firstBackupDeviceIp = findBackupDeviceIp(server, pointer);
    }
    return facts;
}

Problems crossCheckRetryFacts(const RetrySettings &settings, const RetryRankTableFacts *facts)
{
    Problems problems;
    checkParamsWithoutLevel(settings, &problems);
    if (facts) {
        checkHostIp(settings, *facts, &problems);
        checkBackupNeedsRetry(settings, *facts, &problems);
        checkL2LaneBorrowing(settings, *facts, &problems);
    }
    return problems;
}

Problems crossCheckRetry(const RetrySettings &settings, const JsonValue *rankTable)
{
    if (!rankTable)
        return crossCheckRetryFacts(settings, nullptr);
    const RetryRankTableFacts facts = retryRankTableFacts(*rankTable);
    return crossCheckRetryFacts(settings, &facts);
}

} // namespace ascendops
