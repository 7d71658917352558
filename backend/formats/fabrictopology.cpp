#include "formats/fabrictopology.h"

#include "formats/jsonplace.h"
#include "formats/jsonreader.h"
#include "formats/jsonwriter.h"
#include "model/jsonvalue.h"

#include <QHash>
#include <QSet>

#include <utility>

namespace ascendops {
namespace {

void addError(Problems *problems, const JsonPlace &place, QString message)
{
    problems->append(Problem::error(place.pointer(), std::move(message)));
}

// The string at KEY; "" when absent; an error when present but not a
// string, or when required and absent or empty.
QString stringAt(const JsonValue &object, const char *key, const JsonPlace &place, Problems *problems,
                 bool required = false)
{
    const JsonValue *value = object.find(key);
    if (!value || value->isNull()) {
        if (required)
            addError(problems, place, QStringLiteral("%1 has no \"%2\"").arg(place.name(), QLatin1String(key)));
        return {};
    }
    if (!value->isString()) {
        addError(problems, place.member(key), QStringLiteral("%1 must be a string").arg(QLatin1String(key)));
        return {};
    }
    if (required && value->text().empty())
        addError(problems, place.member(key), QStringLiteral("%1 must not be empty").arg(QLatin1String(key)));
    return QString::fromStdString(value->text());
}

FabricSwitch readSwitch(const JsonValue &entry, const JsonPlace &place, Problems *problems)
{
    FabricSwitch fabricSwitch;
    fabricSwitch.name = stringAt(entry, "name", place, problems, true);
    if (const QString tier = stringAt(entry, "tier", place, problems); !tier.isEmpty())
        fabricSwitch.tier = tier;
    fabricSwitch.chassisId = stringAt(entry, "chassis_id", place, problems);
    fabricSwitch.managementAddress = stringAt(entry, "management_address", place, problems);
    if (const JsonValue *uplinks = entry.find("uplinks"); uplinks && !uplinks->isNull()) {
        const JsonPlace uplinksPlace = place.member("uplinks");
        if (!uplinks->isArray())
            addError(problems, uplinksPlace, QStringLiteral("uplinks must be a list of switch names"));
        for (std::size_t i = 0; uplinks->isArray() && i < uplinks->size(); ++i) {
            if (uplinks->at(i).isString())
                fabricSwitch.uplinks << QString::fromStdString(uplinks->at(i).text());
            else
                addError(problems, uplinksPlace.element(i), QStringLiteral("an uplink must be a switch name"));
        }
    }
    return fabricSwitch;
}

FabricLink readLink(const JsonValue &entry, const JsonPlace &place, Problems *problems)
{
    FabricLink link;
    link.server = stringAt(entry, "server", place, problems, true);
    link.switchName = stringAt(entry, "switch", place, problems, true);
    link.port = stringAt(entry, "port", place, problems);
    link.deviceIp = stringAt(entry, "device_ip", place, problems);
    const JsonValue *device = entry.find("device");
    long long id = -1;
    if (!device)
        addError(problems, place, QStringLiteral("%1 has no \"device\"").arg(place.name()));
    else if (!device->toInteger(&id) || id < 0 || id > 65535)
        addError(problems, place.member("device"), QStringLiteral("device must be a device id from 0 to 65535"));
    link.device = int(id);
    return link;
}

template <typename Read, typename Out>
void readList(const JsonValue &root, const char *key, Problems *problems, Read read, std::vector<Out> *out)
{
    const JsonValue *list = root.find(key);
    const JsonPlace place = JsonPlace::root().member(key);
    if (!list || list->isNull())
        return;
    if (!list->isArray()) {
        addError(problems, place, QStringLiteral("%1 must be a list").arg(QLatin1String(key)));
        return;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const JsonPlace entryPlace = place.element(i);
        if (!list->at(i).isObject())
            addError(problems, entryPlace, QStringLiteral("%1 must be an object").arg(entryPlace.name()));
        else
            out->push_back(read(list->at(i), entryPlace, problems));
    }
}

// Names unique, uplinks known, one link per server and device; switches
// only links name are added as leaves.
void crossCheck(FabricTopology &topology, Problems *problems)
{
    const JsonPlace switchesPlace = JsonPlace::root().member("switches");
    const JsonPlace linksPlace = JsonPlace::root().member("links");
    QSet<QString> names;
    for (std::size_t i = 0; i < topology.switches.size(); ++i) {
        const QString &name = topology.switches[i].name;
        const JsonPlace place = switchesPlace.element(i);
        if (!name.isEmpty() && names.contains(name))
            addError(problems, place.member("name"), QStringLiteral("switch \"%1\" is listed twice").arg(name));
        names.insert(name);
    }
    for (std::size_t i = 0; i < topology.switches.size(); ++i) {
        const JsonPlace place = switchesPlace.element(i);
        const JsonPlace uplinksPlace = place.member("uplinks");
        const QStringList &uplinks = topology.switches[i].uplinks;
        for (qsizetype u = 0; u < uplinks.size(); ++u)
            if (!names.contains(uplinks[u]))
                addError(problems, uplinksPlace.element(std::size_t(u)),
                         QStringLiteral("uplink \"%1\" is not a switch of the file").arg(uplinks[u]));
    }
    QSet<QString> seen;
    for (std::size_t i = 0; i < topology.links.size(); ++i) {
        const FabricLink &link = topology.links[i];
        const JsonPlace place = linksPlace.element(i);
        const QString key = link.server + QLatin1Char('\n') + QString::number(link.device);
        if (seen.contains(key))
            addError(problems, place, QStringLiteral("server \"%1\" device %2 has a link already")
                                          .arg(link.server).arg(link.device));
        seen.insert(key);
        if (!link.switchName.isEmpty() && !names.contains(link.switchName)) {
            names.insert(link.switchName);
            topology.switches.push_back({link.switchName});
            problems->append(Problem::note(place.member("switch").pointer(),
                                           QStringLiteral("switch \"%1\" is not listed in switches: taken as a leaf")
                                               .arg(link.switchName)));
        }
    }
}

JsonValue text(const QString &value)
{
    return JsonValue::string(value.toStdString());
}

} // namespace

int FabricTopology::switchIndex(const QString &name) const
{
    for (std::size_t i = 0; i < switches.size(); ++i)
        if (switches[i].name == name)
            return int(i);
    return -1;
}

Parsed<FabricTopology> parseFabricTopology(std::string_view source)
{
    Parsed<JsonValue> json = parseJson(source);
    if (!json)
        return Parsed<FabricTopology>::failure(json.problems());
    const JsonValue &root = json.value();
    if (!root.isObject())
        return Parsed<FabricTopology>::failure(Problem::error({}, QStringLiteral("a fabric topology is a JSON object")));
    Problems problems;
    FabricTopology topology;
    readList(root, "switches", &problems, readSwitch, &topology.switches);
    readList(root, "links", &problems, readLink, &topology.links);
    if (!root.find("links"))
        problems.append(Problem::error({}, QStringLiteral("the topology has no \"links\"")));
    if (hasErrors(problems))
        return Parsed<FabricTopology>::failure(std::move(problems));
    crossCheck(topology, &problems);
    if (hasErrors(problems))
        return Parsed<FabricTopology>::failure(std::move(problems));
    return Parsed<FabricTopology>(std::move(topology), std::move(problems));
}

std::string writeFabricTopology(const FabricTopology &topology)
{
    JsonValue switches = JsonValue::array();
    for (const FabricSwitch &fabricSwitch : topology.switches) {
        JsonValue entry = JsonValue::object();
        entry.appendMember("name", text(fabricSwitch.name));
        entry.appendMember("tier", text(fabricSwitch.tier));
        if (!fabricSwitch.uplinks.isEmpty()) {
            JsonValue uplinks = JsonValue::array();
            for (const QString &uplink : fabricSwitch.uplinks)
                uplinks.append(text(uplink));
            entry.appendMember("uplinks", std::move(uplinks));
        }
        if (!fabricSwitch.chassisId.isEmpty())
            entry.appendMember("chassis_id", text(fabricSwitch.chassisId));
        if (!fabricSwitch.managementAddress.isEmpty())
            entry.appendMember("management_address", text(fabricSwitch.managementAddress));
        switches.append(std::move(entry));
    }
    JsonValue links = JsonValue::array();
    for (const FabricLink &link : topology.links) {
        JsonValue entry = JsonValue::object();
        entry.appendMember("server", text(link.server));
        entry.appendMember("device", JsonValue::number(link.device));
        if (!link.deviceIp.isEmpty())
            entry.appendMember("device_ip", text(link.deviceIp));
        entry.appendMember("switch", text(link.switchName));
        if (!link.port.isEmpty())
            entry.appendMember("port", text(link.port));
        links.append(std::move(entry));
    }
    JsonValue root = JsonValue::object();
    root.appendMember("switches", std::move(switches));
    root.appendMember("links", std::move(links));
    return writeJson(root, 2);
}

FabricTopology mergeHandEdits(FabricTopology discovered, const FabricTopology &previous)
{
    for (const FabricSwitch &before : previous.switches) {
        const int index = discovered.switchIndex(before.name);
        if (index < 0) {
            discovered.switches.push_back(before);
            continue;
        }
        FabricSwitch &now = discovered.switches[std::size_t(index)];
        now.tier = before.tier;
        for (const QString &uplink : before.uplinks)
            if (!now.uplinks.contains(uplink))
                now.uplinks << uplink;
    }
    // Per device: a port that did not answer keeps the link written for it by hand.
    QSet<QString> reached;
    const auto key = [](const FabricLink &link) { return link.server + QLatin1Char('\n') + QString::number(link.device); };
    for (const FabricLink &link : discovered.links)
        reached.insert(key(link));
    for (const FabricLink &link : previous.links)
        if (!reached.contains(key(link)))
            discovered.links.push_back(link);
    return discovered;
}

} // namespace ascendops
