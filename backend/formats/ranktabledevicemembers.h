#pragma once

#include "model/jsonvalue.h"

#include <cstring>
#include <string>

namespace ascendops {

// The members of a 1.x device entry that the validator reads.
enum class DeviceKey {
    DeviceId, SuperDeviceId, DeviceIp, DevicePort, BackupDeviceIp, BackupDevicePort, HostPort, RankId,
    Count, Other = Count
};

template<std::size_t N>
inline bool isDeviceKey(const std::string &key, const char (&name)[N])
{
    return std::memcmp(key.data(), name, N - 1) == 0;   // sizes already match
}

// Dispatch on length first: a 16k-rank table has ~130k device members, so
// this sits on the hot path and lives in the header to be inlined.
inline DeviceKey deviceKey(const std::string &key)
{
    switch (key.size()) {
    case 7: return isDeviceKey(key, "rank_id") ? DeviceKey::RankId : DeviceKey::Other;
    case 9:
        if (isDeviceKey(key, "device_id")) return DeviceKey::DeviceId;
        if (isDeviceKey(key, "device_ip")) return DeviceKey::DeviceIp;
        return isDeviceKey(key, "host_port") ? DeviceKey::HostPort : DeviceKey::Other;
    case 11: return isDeviceKey(key, "device_port") ? DeviceKey::DevicePort : DeviceKey::Other;
    case 15: return isDeviceKey(key, "super_device_id") ? DeviceKey::SuperDeviceId : DeviceKey::Other;
    case 16: return isDeviceKey(key, "backup_device_ip") ? DeviceKey::BackupDeviceIp : DeviceKey::Other;
    case 18: return isDeviceKey(key, "backup_device_port") ? DeviceKey::BackupDevicePort : DeviceKey::Other;
    default: return DeviceKey::Other;
    }
}

// The members of one device object, found in one pass over its keys (the
// first of each key when a key repeats); unknown keys are left alone.
struct DeviceMembers
{
    const JsonValue *value[std::size_t(DeviceKey::Count)] = {};

    explicit DeviceMembers(const JsonValue &device)
    {
        if (!device.isObject())
            return;
        for (std::size_t i = 0; i < device.size(); ++i) {
            const DeviceKey key = deviceKey(device.keyAt(i));
            if (key != DeviceKey::Other && !value[std::size_t(key)])
                value[std::size_t(key)] = &device.at(i);
        }
    }
    const JsonValue *operator[](DeviceKey key) const { return value[std::size_t(key)]; }
};

// Hints that a device's members will be read soon. They never change what
// the program does, only when memory is fetched.
inline void prefetchBytes(const void *data, std::size_t size)
{
#if defined(__GNUC__)
    const char *bytes = static_cast<const char *>(data);
    for (std::size_t offset = 0; offset < size; offset += 64)
        __builtin_prefetch(bytes + offset);
#else
    (void)data;
    (void)size;
#endif
}

inline void prefetchDeviceKeys(const JsonValue &device)
{
    prefetchBytes(device.keys().data(), device.keys().size() * sizeof(std::string));
}

// Keys longer than std::string's inline buffer ("backup_device_port") live
// in a heap block of their own. 15 is libstdc++'s buffer; elsewhere the hint
// is merely less precise.
constexpr std::size_t kInlineKeyChars = 15;

inline void prefetchLongKeyText(const JsonValue &device)
{
    for (const std::string &key : device.keys()) {
        if (key.size() > kInlineKeyChars)
            prefetchBytes(key.data(), 1);
    }
}

inline void prefetchDeviceValues(const JsonValue &device)
{
    prefetchBytes(device.children().data(), device.children().size() * sizeof(JsonValue));
}

} // namespace ascendops
