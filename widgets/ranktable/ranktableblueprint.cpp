#include "ranktable/ranktableblueprint.h"

#include "formats/ipaddresstext.h"
#include "ranktable/superpodmembership.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <unordered_set>
#include <vector>

namespace ascendops::RankTableBlueprint {
namespace {

using Values = std::vector<long long>;
using Used = std::unordered_set<long long>;

constexpr long long kSubnet = 256;             // the next /24 is the usual way to number a new server's NICs
constexpr long long kShiftsTried = 64;
constexpr long long kMaxIdWithinServer = 64;   // local_id / device_id bound of 2.0
constexpr long long kLastIpv4 = 0xfffffffeLL;

const JsonValue *member(const JsonValue &object, std::string_view key)
{
    return object.isObject() ? object.find(key) : nullptr;
}

const JsonValue *arrayMember(const JsonValue &object, std::string_view key)
{
    const JsonValue *value = member(object, key);
    return value && value->isArray() ? value : nullptr;
}

bool integerOf(const JsonValue *value, long long *out)
{
    return value && value->toInteger(out);
}

bool ipv4Of(const JsonValue *value, long long *out)
{
    std::uint32_t address = 0;
    if (!value || !value->isString() || !parseIpv4(value->text(), &address))
        return false;
    *out = address;
    return true;
}

std::string dottedQuad(long long address)
{
    const auto a = std::uint32_t(address);
    return std::to_string(a >> 24) + '.' + std::to_string((a >> 16) & 0xff) + '.' + std::to_string((a >> 8) & 0xff)
        + '.' + std::to_string(a & 0xff);
}

// The first shift that moves every model value onto a value nobody uses
// and stays within [low, high].
std::optional<long long> freeShift(const Values &model, const Used &used, const Values &candidates, long long low,
                                   long long high)
{
    for (long long shift : candidates) {
        const bool fits = shift != 0 && std::all_of(model.begin(), model.end(), [&](long long v) {
            return v + shift >= low && v + shift <= high && !used.count(v + shift);
        });
        if (fits)
            return shift;
    }
    return std::nullopt;
}

// Candidate shifts: the table's own stride first, then `unit` multiples,
// then past the largest used value (always free).
Values shiftCandidates(std::optional<long long> stride, long long unit, const Values &model, const Used &used)
{
    Values candidates;
    if (stride && *stride > 0)
        candidates.push_back(*stride);
    for (long long k = 1; k <= kShiftsTried; ++k)
        candidates.push_back(k * unit);
    if (!model.empty() && !used.empty())
        candidates.push_back(*std::max_element(used.begin(), used.end()) + 1 - *std::min_element(model.begin(), model.end()));
    return candidates;
}

std::optional<long long> strideBetween(const JsonValue *earlier, const JsonValue *later, bool ipv4)
{
    long long a = 0;
    long long b = 0;
    const bool ok = ipv4 ? ipv4Of(earlier, &a) && ipv4Of(later, &b) : integerOf(earlier, &a) && integerOf(later, &b);
    if (!ok)
        return std::nullopt;
    return b - a;
}

const JsonValue *firstDeviceMember(const JsonValue &server, std::string_view key)
{
    const JsonValue *devices = arrayMember(server, "device");
    return devices && devices->size() > 0 ? member(devices->at(0), key) : nullptr;
}

// Calls visit(device) for every device object of the table.
template<typename Visit>
void forEachDevice(const JsonValue &servers, Visit visit)
{
    for (const JsonValue &server : servers.children()) {
        if (const JsonValue *devices = arrayMember(server, "device")) {
            for (const JsonValue &device : devices->children())
                visit(device);
        }
    }
}

void moveDeviceAddresses(const JsonValue &servers, std::size_t model, JsonValue &server)
{
    JsonValue *devices = server.find("device");
    if (!devices || !devices->isArray())
        return;
    Values own;
    for (const JsonValue &device : devices->children()) {
        long long ip = 0;
        if (ipv4Of(member(device, "device_ip"), &ip))
            own.push_back(ip);
    }
    Used used;
    forEachDevice(servers, [&](const JsonValue &device) {
        long long ip = 0;
        if (ipv4Of(member(device, "device_ip"), &ip))
            used.insert(ip);
    });
    const auto stride = model > 0 ? strideBetween(firstDeviceMember(servers.at(model - 1), "device_ip"),
                                                  firstDeviceMember(servers.at(model), "device_ip"), true)
                                  : std::nullopt;
    const auto shift = freeShift(own, used, shiftCandidates(stride, kSubnet, own, used), 1, kLastIpv4);
    for (std::size_t d = 0; d < devices->size(); ++d) {
        JsonValue &device = devices->at(d);
        if (!device.isObject())
            continue;
        // The same shift for the backup NIC keeps each die pointing at its partner.
        for (const char *key : {"device_ip", "backup_device_ip"}) {
            JsonValue *ip = device.find(key);
            long long address = 0;
            if (ip && ipv4Of(ip, &address))
                *ip = JsonValue::string(shift ? dottedQuad(address + *shift) : std::string());
            else if (ip && ip->isString())
                *ip = JsonValue::string(std::string());   // IPv6: no pattern to follow, left to the user
        }
    }
}

// Returns the new host address ("" when there is none).
std::string moveHostIp(const JsonValue &servers, std::size_t model, JsonValue &server)
{
    JsonValue *host = server.find("host_ip");
    long long address = 0;
    if (!host || !ipv4Of(host, &address))
        return {};
    Used used;
    for (const JsonValue &other : servers.children()) {
        long long ip = 0;
        if (ipv4Of(member(other, "host_ip"), &ip))
            used.insert(ip);
    }
    const auto stride = model > 0 ? strideBetween(member(servers.at(model - 1), "host_ip"), host, true) : std::nullopt;
    const Values own{address};
    const auto shift = freeShift(own, used, shiftCandidates(stride, 1, own, used), 1, kLastIpv4);
    *host = JsonValue::string(shift ? dottedQuad(address + *shift) : std::string());
    return host->text();
}

Used superDeviceIdsOf(const JsonValue &servers, const std::vector<std::uint32_t> &which)
{
    Used used;
    for (std::uint32_t s : which) {
        const JsonValue *devices = arrayMember(servers.at(s), "device");
        for (std::size_t d = 0; devices && d < devices->size(); ++d) {
            long long id = 0;
            if (integerOf(member(devices->at(d), "super_device_id"), &id))
                used.insert(id);
        }
    }
    return used;
}

void freshSuperDeviceIds(const JsonValue &document, std::size_t model, JsonValue &server)
{
    JsonValue *devices = server.find("device");
    if (!devices || !devices->isArray())
        return;
    Values own;
    for (const JsonValue &device : devices->children()) {
        long long id = 0;
        if (integerOf(member(device, "super_device_id"), &id))
            own.push_back(id);
    }
    if (own.empty())
        return;
    const JsonValue &servers = *document.find("server_list");
    const SuperPodMembership membership(document);
    const std::vector<std::uint32_t> &mates = membership.podMates(model);
    const auto self = std::find(mates.begin(), mates.end(), std::uint32_t(model));
    std::optional<long long> stride;
    if (self != mates.end() && self != mates.begin()) {
        stride = strideBetween(firstDeviceMember(servers.at(*(self - 1)), "super_device_id"),
                               firstDeviceMember(servers.at(model), "super_device_id"), false);
    }
    const Used used = superDeviceIdsOf(servers, mates);
    const auto shift = freeShift(own, used, shiftCandidates(stride, long(own.size()), own, used), 0, 0xffffffffLL);
    for (std::size_t d = 0; shift && d < devices->size(); ++d) {
        JsonValue &device = devices->at(d);
        JsonValue *id = device.isObject() ? device.find("super_device_id") : nullptr;
        long long value = 0;
        if (integerOf(id, &value))
            *id = integerLike(id, value + *shift);
    }
}

// "node_3" -> "node_4", "10.80.1.12" -> "10.80.1.13", "a" -> "a-2"; an
// operator-written table names servers by host IP, so that is followed.
std::string freshServerId(const JsonValue &servers, const std::string &modelId, bool idIsHostIp,
                          const std::string &newHost)
{
    std::unordered_set<std::string> ids;
    for (const JsonValue &server : servers.children()) {
        if (const JsonValue *id = member(server, "server_id"))
            ids.insert(id->text());
    }
    if (idIsHostIp && !newHost.empty() && !ids.count(newHost))
        return newHost;
    std::size_t digitsAt = modelId.size();
    while (digitsAt > 0 && std::isdigit(static_cast<unsigned char>(modelId[digitsAt - 1])) && modelId.size() - digitsAt < 15)
        --digitsAt;
    const std::string prefix = modelId.substr(0, digitsAt);
    const bool numbered = digitsAt < modelId.size();
    long long next = numbered ? std::stoll(modelId.substr(digitsAt)) + 1 : 2;
    for (;; ++next) {
        std::string candidate = numbered ? prefix + std::to_string(next) : modelId + '-' + std::to_string(next);
        if (!ids.count(candidate))
            return candidate;
    }
}

long long maxIntegerMember(const JsonValue &devices, std::string_view key, long long fallback)
{
    long long best = fallback;
    for (const JsonValue &device : devices.children()) {
        long long value = 0;
        if (integerOf(member(device, key), &value))
            best = std::max(best, value);
    }
    return best;
}

void nextDeviceIp(const JsonValue &servers, const JsonValue &devices, JsonValue &device)
{
    JsonValue *ip = device.find("device_ip");
    long long address = 0;
    if (!ip || !ipv4Of(ip, &address)) {
        if (ip && ip->isString())
            *ip = JsonValue::string(std::string());
        return;
    }
    Used used;
    forEachDevice(servers, [&](const JsonValue &other) {
        long long v = 0;
        if (ipv4Of(member(other, "device_ip"), &v))
            used.insert(v);
    });
    const std::size_t n = devices.size();
    const auto stride = n >= 2 ? strideBetween(member(devices.at(n - 2), "device_ip"), ip, true) : std::nullopt;
    const Values own{address};
    const auto shift = freeShift(own, used, shiftCandidates(stride, 1, own, used), 1, kLastIpv4);
    *ip = JsonValue::string(shift ? dottedQuad(address + *shift) : std::string());
}

void nextSuperDeviceId(const JsonValue &document, std::size_t server, JsonValue &device)
{
    JsonValue *id = device.find("super_device_id");
    long long value = 0;
    if (!integerOf(id, &value))
        return;
    const SuperPodMembership membership(document);
    const Used used = superDeviceIdsOf(*document.find("server_list"), membership.podMates(server));
    long long next = value + 1;
    if (used.count(next))
        next = *std::max_element(used.begin(), used.end()) + 1;
    *id = integerLike(id, next);
}

void nextHostPort(const JsonValue &devices, JsonValue &device)
{
    JsonValue *port = device.find("host_port");
    long long value = 0;
    if (!integerOf(port, &value))
        return;
    Used used;
    for (const JsonValue &other : devices.children()) {
        long long v = 0;
        if (integerOf(member(other, "host_port"), &v))
            used.insert(v);
    }
    while (used.count(++value)) {
    }
    *port = integerLike(port, value);
}

// In 1.2 the two dies of an NPU back each other up: an odd-numbered new
// device completes a pair and borrows its partner's NIC.
void pairBackupNic(const JsonValue &devices, JsonValue &device)
{
    JsonValue *backup = device.find("backup_device_ip");
    const std::size_t n = devices.size();
    if (!backup || n % 2 == 0)
        return;
    const JsonValue *partnerIp = member(devices.at(n - 1), "device_ip");
    if (partnerIp && partnerIp->isString())
        *backup = *partnerIp;
}

void bumpWithinServer(JsonValue &rank, std::string_view key)
{
    JsonValue *value = rank.find(key);
    long long id = 0;
    if (integerOf(value, &id) && id + 1 <= kMaxIdWithinServer)
        *value = integerLike(value, id + 1);
}

} // namespace

JsonValue integerLike(const JsonValue *like, long long value)
{
    if (like && like->isNumber())
        return JsonValue::number(value);
    return JsonValue::string(std::to_string(value));
}

JsonValue serverLike(const JsonValue &document, std::size_t model)
{
    const JsonValue &servers = *document.find("server_list");
    const JsonValue &original = servers.at(model);
    JsonValue server = original;
    if (!server.isObject())
        return server;
    moveDeviceAddresses(servers, model, server);
    const std::string newHost = moveHostIp(servers, model, server);
    freshSuperDeviceIds(document, model, server);
    const JsonValue *id = original.find("server_id");
    if (id && id->isString()) {
        const JsonValue *host = original.find("host_ip");
        const bool idIsHostIp = host && host->isString() && host->text() == id->text();
        server.setMember("server_id", JsonValue::string(freshServerId(servers, id->text(), idIsHostIp, newHost)));
    }
    return server;
}

JsonValue deviceLike(const JsonValue &document, std::size_t server)
{
    const JsonValue &servers = *document.find("server_list");
    const JsonValue *devices = arrayMember(servers.at(server), "device");
    if (!devices || devices->size() == 0 || !devices->at(devices->size() - 1).isObject())
        return JsonValue();
    JsonValue device = devices->at(devices->size() - 1);
    if (JsonValue *id = device.find("device_id"))
        *id = integerLike(id, maxIntegerMember(*devices, "device_id", -1) + 1);
    nextSuperDeviceId(document, server, device);
    nextDeviceIp(servers, *devices, device);
    pairBackupNic(*devices, device);
    nextHostPort(*devices, device);
    return device;
}

JsonValue rankLike(const JsonValue &document, std::size_t model)
{
    JsonValue rank = document.find("rank_list")->at(model);
    if (!rank.isObject())
        return rank;
    bumpWithinServer(rank, "local_id");
    bumpWithinServer(rank, "device_id");
    return rank;
}

} // namespace ascendops::RankTableBlueprint
