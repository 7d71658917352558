#include "deviceinfocfg.h"

#include "formats/jsondocument.h"

#include <QCryptographicHash>

#include <algorithm>
#include <charconv>

namespace ascendops {

namespace {

using Json = nlohmann::json;

// The die a chip name ends in ("Ascend910-3" -> 3), or -1.
int dieOfName(std::string_view name)
{
    const std::size_t dash = name.rfind('-');
    int id = -1;
    if (dash == std::string_view::npos)
        return -1;
    const auto [ptr, ec] = std::from_chars(name.data() + dash + 1, name.data() + name.size(), id);
    return ec == std::errc() && ptr == name.data() + name.size() && id >= 0 ? id : -1;
}

// "Ascend910-0,Ascend910-3" -> {0, 3}. A name without a die number is left
// out with a warning at `place`, never silently.
std::vector<int> parseChips(std::string_view list, const std::string &place, Problems *problems)
{
    std::vector<int> ids;
    std::size_t start = 0;
    while (start < list.size()) {
        std::size_t end = list.find(',', start);
        if (end == std::string_view::npos)
            end = list.size();
        std::string_view name = list.substr(start, end - start);
        while (!name.empty() && name.front() == ' ')
            name.remove_prefix(1);
        while (!name.empty() && name.back() == ' ')
            name.remove_suffix(1);
        const int id = dieOfName(name);
        if (id >= 0)
            ids.push_back(id);
        else if (!name.empty())
            problems->append(Problem::warning(place, QStringLiteral("chip \"%1\" has no die number; left out")
                                                         .arg(QString::fromUtf8(name.data(), qsizetype(name.size())))));
        start = end + 1;
    }
    return ids;
}

std::string formatChips(const DeviceInfoCfg &info, const std::vector<int> &ids)
{
    std::string list;
    for (int id : ids) {
        if (!list.empty())
            list += ',';
        list += info.chipName(id);
    }
    return list;
}

bool endsWith(const std::string &text, const std::string &suffix)
{
    return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

int intOr(const Json &object, const char *key, int fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

std::optional<Problem> readDeviceList(const Json &list, DeviceInfoCfg &info, Problems *notes)
{
    for (auto it = list.begin(); it != list.end(); ++it) {
        const std::string place = "/DeviceInfo/DeviceList/" + it.key();
        if (!it.value().is_string())
            return Problem::error(place, QStringLiteral("%1, not text").arg(jsonTypeName(it.value())));
        const std::string &key = it.key();
        const std::string &value = it.value().get_ref<const std::string &>();
        if (endsWith(key, "-Fault")) {
            info.faultKey = key;
            info.faults = value.empty() ? Json::array() : parseJsonOrDiscarded(value);
            if (!info.faults.is_array())
                return Problem::error(place, QStringLiteral("not a JSON array of faults"));
        } else if (endsWith(key, "-NetworkUnhealthy")) {
            info.networkUnhealthy = parseChips(value, place, notes);
        } else if (endsWith(key, "-Unhealthy")) {
            info.unhealthy = parseChips(value, place, notes);
        } else if (endsWith(key, "-Recovering")) {
            info.recovering = parseChips(value, place, notes);
        } else if (key.find('-') == std::string::npos || key.rfind("huawei.com/", 0) == 0) {
            info.resource = key;
            info.healthy = parseChips(value, place, notes);
        }
    }
    return std::nullopt;
}

std::string upper(std::string text)
{
    for (char &c : text)
        if (c >= 'a' && c <= 'z')
            c = char(c - 'a' + 'A');
    return text;
}

std::vector<std::string> splitCodes(const std::string &list)
{
    std::vector<std::string> codes;
    std::size_t start = 0;
    while (start <= list.size()) {
        std::size_t end = list.find(',', start);
        if (end == std::string::npos)
            end = list.size();
        std::string code = list.substr(start, end - start);
        code.erase(0, code.find_first_not_of(' '));
        code.erase(code.find_last_not_of(' ') + 1);
        if (!code.empty())
            codes.push_back(upper(std::move(code)));
        start = end + 1;
    }
    return codes;
}

// Times below 1e11 are seconds: 1e11 ms is 1973, 1e11 s is the year 5138.
std::int64_t earliestFaultTimeMs(const Json &levels)
{
    std::int64_t earliest = 0;
    for (const Json &info : levels) {
        const auto time = info.is_object() ? info.find("fault_time") : info.end();
        if (!info.is_object() || time == info.end() || !time->is_number())
            continue;
        std::int64_t ms = time->get<std::int64_t>();
        if (ms > 0 && ms < 100000000000LL)
            ms *= 1000;
        if (ms > 0 && (earliest == 0 || ms < earliest))
            earliest = ms;
    }
    return earliest;
}

} // namespace

int dieOfChip(const std::string &chip)
{
    return chip.find(',') == std::string::npos ? dieOfName(chip) : -1;
}

Parsed<std::vector<int>> decodeManuallySeparated(std::string_view value)
{
    Problems notes;
    std::vector<int> dies = parseChips(value, "/ManuallySeparateNPU", &notes);
    std::sort(dies.begin(), dies.end());
    dies.erase(std::unique(dies.begin(), dies.end()), dies.end());
    return Parsed<std::vector<int>>(std::move(dies), std::move(notes));
}

namespace {

// One entry of the -Fault list at PLACE; nullopt (with the problems said)
// when it is not an object or a field has the wrong type.
std::optional<DeviceFaultEntry> readFaultEntry(const Json &item, const std::string &place, Problems &skipped)
{
    if (!item.is_object()) {
        skipped << Problem::warning(place, QStringLiteral("a fault entry is %1, not an object; left out").arg(jsonTypeName(item)));
        return std::nullopt;
    }
    DeviceFaultEntry entry;
    bool readable = true;
    const auto textField = [&](const char *key, std::string *out) {
        const auto it = item.find(key);
        if (it == item.end())
            return;
        if (it->is_string())
            *out = it->get<std::string>();
        else {
            skipped << Problem::warning(place + "/" + key, QStringLiteral("%1 is %2, not text; entry left out")
                                                               .arg(QLatin1String(key), jsonTypeName(*it)));
            readable = false;
        }
    };
    std::string codes;
    textField("fault_type", &entry.faultType);
    textField("npu_name", &entry.chip);
    textField("fault_code", &codes);
    textField("fault_handling", &entry.handling);
    if (!readable)
        return std::nullopt;
    entry.die = dieOfChip(entry.chip);
    // Kept (the node still has the fault), but no die can show it.
    if (entry.die < 0 && entry.chip.empty())
        skipped << Problem::warning(place, QStringLiteral("a fault entry names no chip (npu_name)"));
    else if (entry.die < 0)
        skipped << Problem::warning(place + "/npu_name", QStringLiteral("chip \"%1\" has no die number")
                                                             .arg(QString::fromStdString(entry.chip)));
    entry.codes = splitCodes(codes);
    const auto levels = item.find("fault_time_and_level_map");
    if (levels != item.end() && levels->is_object())
        entry.occurredMs = earliestFaultTimeMs(*levels);
    return entry;
}

} // namespace

Parsed<std::vector<DeviceFaultEntry>> decodeFaultEntries(const Json &faults, const std::string &place)
{
    std::vector<DeviceFaultEntry> entries;
    Problems skipped;
    if (!faults.is_array())
        return Parsed<std::vector<DeviceFaultEntry>>::failure(
            Problem::error(place, QStringLiteral("the fault list is %1, not an array").arg(jsonTypeName(faults))));
    for (std::size_t i = 0; i < faults.size(); ++i) {
        if (std::optional<DeviceFaultEntry> entry = readFaultEntry(faults[i], place + "/" + std::to_string(i), skipped))
            entries.push_back(std::move(*entry));
    }
    return Parsed<std::vector<DeviceFaultEntry>>(std::move(entries), std::move(skipped));
}

std::vector<int> diesOfUnreadFaults(const Json &faults)
{
    std::vector<int> dies;
    if (!faults.is_array())
        return dies;
    for (const Json &item : faults) {
        Problems ignored;
        if (!item.is_object() || readFaultEntry(item, {}, ignored))
            continue;
        const auto name = item.find("npu_name");
        const int die = name != item.end() && name->is_string() ? dieOfChip(name->get<std::string>()) : -1;
        if (die >= 0)
            dies.push_back(die);
    }
    std::sort(dies.begin(), dies.end());
    dies.erase(std::unique(dies.begin(), dies.end()), dies.end());
    return dies;
}

std::vector<int> DeviceInfoCfg::allDies() const
{
    const Parsed<std::vector<DeviceFaultEntry>> entries = decodeFaultEntries(faults);
    return allDies(entries ? entries.value() : std::vector<DeviceFaultEntry>{}, diesOfUnreadFaults(faults));
}

std::vector<int> DeviceInfoCfg::allDies(const std::vector<DeviceFaultEntry> &entries, const std::vector<int> &unreadFaultDies) const
{
    std::vector<int> all = healthy;
    for (const auto *list : {&unhealthy, &networkUnhealthy, &recovering, &manuallySeparated, &unreadFaultDies})
        all.insert(all.end(), list->begin(), list->end());
    for (const DeviceFaultEntry &entry : entries)
        if (entry.die >= 0)
            all.push_back(entry.die);
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    return all;
}

std::string DeviceInfoCfg::chipName(int die) const
{
    // "huawei.com/Ascend910" -> "Ascend910-<die>"
    const std::size_t slash = resource.rfind('/');
    return resource.substr(slash == std::string::npos ? 0 : slash + 1) + '-' + std::to_string(die);
}

Parsed<DeviceInfoCfg> decodeDeviceInfo(std::string_view text)
{
    using Result = Parsed<DeviceInfoCfg>;
    const Parsed<Json> document = parseJsonDocument(text);
    if (!document)
        return Result::failure(document.problems());
    const Json &root = document.value();
    if (!root.is_object())
        return Result::failure(Problem::error("", QStringLiteral("not a JSON object")));
    const auto deviceInfo = root.find("DeviceInfo");
    if (deviceInfo == root.end() || !deviceInfo->is_object())
        return Result::failure(Problem::error("/DeviceInfo", QStringLiteral("no DeviceInfo object")));
    DeviceInfoCfg info;
    Problems notes;
    const auto list = deviceInfo->find("DeviceList");
    if (list != deviceInfo->end() && list->is_object()) {
        if (std::optional<Problem> problem = readDeviceList(*list, info, &notes))
            return Result::failure(*problem);
    }
    const auto updated = deviceInfo->find("UpdateTime");
    if (updated != deviceInfo->end() && updated->is_number_integer())
        info.updateTime = updated->get<std::int64_t>();
    info.superPodId = intOr(root, "SuperPodID", -2);
    info.serverIndex = intOr(root, "ServerIndex", -2);
    const auto check = root.find("CheckCode");
    info.checkCode = check != root.end() && check->is_string() ? check->get<std::string>() : std::string();
    return Result(std::move(info), std::move(notes));
}

std::string encodeDeviceInfo(const DeviceInfoCfg &info)
{
    // Key order as the device plugin writes it (Go structs keep field order).
    using Ordered = nlohmann::ordered_json;
    Ordered list = Ordered::object();
    list[info.resource] = formatChips(info, info.healthy);
    list[info.resource + "-Fault"] = info.faults.dump();
    list[info.resource + "-NetworkUnhealthy"] = formatChips(info, info.networkUnhealthy);
    list[info.resource + "-Recovering"] = formatChips(info, info.recovering);
    list[info.resource + "-Unhealthy"] = formatChips(info, info.unhealthy);
    Ordered deviceInfo = Ordered::object();
    deviceInfo["DeviceList"] = std::move(list);
    deviceInfo["UpdateTime"] = info.updateTime;
    const QByteArray sum = QCryptographicHash::hash(QByteArray::fromStdString(deviceInfo.dump()),
                                                    QCryptographicHash::Sha256).toHex();
    Ordered root = Ordered::object();
    root["DeviceInfo"] = std::move(deviceInfo);
    root["SuperPodID"] = info.superPodId;
    root["ServerIndex"] = info.serverIndex;
    root["CheckCode"] = sum.toStdString();
    return root.dump();
}

} // namespace ascendops
