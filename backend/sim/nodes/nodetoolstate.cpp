#include "sim/nodes/nodetoolstate.h"

#include "sim/controllers/deviceallocation.h"
#include "sim/store/jobobjects.h"
#include "sim/controllers/nodehealthmaps.h"
#include "sim/store/objectmeta.h"
#include "formats/jsondocument.h"
#include "formats/operatorranktable.h"
#include "model/objectfields.h"
#include "sim/seed/clusterlayout.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

std::uint64_t seedOf(const std::string &node, int die)
{
    return std::hash<std::string>{}(node + '/' + std::to_string(die));
}

std::optional<int> parseId(const Json &value)
{
    if (value.is_number_integer())
        return value.get<int>();
    if (!value.is_string() || value.get_ref<const std::string &>().empty())
        return std::nullopt;
    const std::string &text = value.get_ref<const std::string &>();
    char *end = nullptr;
    const long id = std::strtol(text.c_str(), &end, 10);
    return end && *end == '\0' ? std::optional<int>(int(id)) : std::nullopt;
}

// The "devices" of a device configuration (the Node's or a pod's), by id.
std::map<int, std::string> devicesIn(const std::string &configuration)
{
    std::map<int, std::string> devices;
    const Json value = Json::parse(configuration, nullptr, false);
    if (!value.is_object())
        return devices;
    for (const Json &device : value.value("devices", Json::array())) {
        if (!device.is_object())
            continue;
        if (const std::optional<int> id = parseId(device.value("device_id", Json())))
            devices[*id] = fields::text(device, {"device_ip"}).toStdString();
    }
    return devices;
}

std::vector<ChipFault> chipFaults(const std::optional<DeviceInfoCfg> &info, int die)
{
    std::vector<ChipFault> faults;
    if (!info)
        return faults;
    const Parsed<std::vector<DeviceFaultEntry>> entries = decodeFaultEntries(info->faults);
    if (!entries)
        return faults;
    for (const DeviceFaultEntry &entry : entries.value()) {
        if (entry.die != die || entry.codes.empty())
            continue;
        ChipFault fault;
        fault.faultType = entry.faultType;
        fault.codes = entry.codes;
        fault.level = faultHandlingFromName(entry.handling).value_or(FaultHandling::NotHandleFault);
        faults.push_back(std::move(fault));
    }
    return faults;
}

// The job pod each node runs, when it is running: its processes are the
// ones npu-smi lists. A pod that failed or is being rebuilt runs nothing.
std::map<std::string, ObjectPtr> runningJobPods(const ObjectStore &store)
{
    std::map<std::string, ObjectPtr> byNode;
    for (const ObjectPtr &pod : store.list(objects::pods(), "", LabelSelector(), FieldSelector()).items) {
        const std::string node = pod->value.value("spec", Json::object()).value("nodeName", "");
        if (!node.empty() && objects::podPhase(pod->value) == "Running" && !objects::jobOfPod(pod->value).empty())
            byNode[node] = pod;
    }
    return byNode;
}

// The dies the device plugin gave the pod; all of the node's when the pod
// carries no allocation (a pod written by hand).
std::set<int> heldDies(const Json &pod, const std::vector<DeviceTelemetry> &devices)
{
    std::set<int> dies;
    for (const auto &[id, ip] : devicesIn(objects::annotationOf(pod, kDeviceConfigurationAnnotation)))
        dies.insert(id);
    if (dies.empty()) {
        for (const DeviceTelemetry &device : devices)
            dies.insert(device.die);
    }
    return dies;
}

// One process per rank, so per die; ids follow from the pod's uid, so a
// rebuilt pod shows new processes.
int processIdOf(const Json &pod, int die)
{
    const std::size_t base = std::hash<std::string>{}(metaString(pod, "uid") + metaString(pod, "name"));
    return 100000 + int(base % 3000000) + die * 7;
}

// The die's leaf port from the Node's fabric annotation, when it has one.
void cableToLeaf(DieToolState &die, const Json &fabric)
{
    const Json *ports = fields::find(fabric, {"ports"});
    if (!ports || !ports->is_array() || die.die < 0 || std::size_t(die.die) >= ports->size()
        || !(*ports)[std::size_t(die.die)].is_string())
        return;
    die.switchName = fields::text(fabric, {"switch"}).toStdString();
    die.switchChassisId = fields::text(fabric, {"chassis_id"}).toStdString();
    die.switchManagementAddress = fields::text(fabric, {"management_address"}).toStdString();
    die.switchPort = (*ports)[std::size_t(die.die)].get<std::string>();
}

NodeToolState readOne(const ObjectStore &store, const TelemetryStore &telemetry, const std::string &node,
                      const ObjectPtr &pod)
{
    NodeToolState state;
    state.node = node;
    state.diesPerNpu = std::max(1, diesPerNpu(store, node));
    state.superPodServer = state.diesPerNpu > 1;
    const std::optional<DeviceInfoCfg> info = readDeviceInfo(store, node);
    const StoreResult nodeObject = store.get(objects::nodes(), "", node);
    const std::map<int, std::string> ips =
        nodeObject ? devicesIn(objects::annotationOf(nodeObject.object->value, kNodeDevicesAnnotation))
                   : std::map<int, std::string>();
    const Json fabric = nodeObject ? parseJsonOrDiscarded(objects::annotationOf(nodeObject.object->value, kNodeFabricAnnotation))
                                   : Json();
    const std::vector<DeviceTelemetry> devices = telemetry.node(node);
    const std::set<int> held = pod ? heldDies(pod->value, devices) : std::set<int>();
    const bool stalled = pod && telemetry.jobStalled(metaString(pod->value, "namespace") + '/' + objects::jobOfPod(pod->value));
    for (const DeviceTelemetry &device : devices) {
        DieToolState die;
        die.die = device.die;
        die.npu = device.die / state.diesPerNpu;
        die.chip = device.die % state.diesPerNpu;
        die.seed = seedOf(node, device.die);
        die.telemetry = device;
        if (const auto ip = ips.find(device.die); ip != ips.end())
            die.deviceIp = ip->second;
        die.faults = chipFaults(info, device.die);
        cableToLeaf(die, fabric);
        if (held.count(device.die)) {
            die.processId = processIdOf(pod->value, device.die);
            // Model, optimizer state and activations: most of the 64 GB of HBM.
            die.processMemoryMb = 30000 + int(die.seed % 25000);
            die.computing = !stalled;
        }
        state.dies.push_back(std::move(die));
    }
    return state;
}

} // namespace

const DieToolState *NodeToolState::die(int id) const
{
    const auto it = std::find_if(dies.begin(), dies.end(), [id](const DieToolState &d) { return d.die == id; });
    return it != dies.end() ? &*it : nullptr;
}

const DieToolState *NodeToolState::chip(int npu, int chipId) const
{
    const auto it = std::find_if(dies.begin(), dies.end(),
                                 [&](const DieToolState &d) { return d.npu == npu && d.chip == chipId; });
    return it != dies.end() ? &*it : nullptr;
}

std::vector<NodeToolState> readNodeToolStates(const ObjectStore &store, const TelemetryStore &telemetry,
                                              const std::vector<std::string> &nodes)
{
    std::vector<NodeToolState> states;
    if (nodes.empty())
        return states;
    const std::map<std::string, ObjectPtr> pods = runningJobPods(store);
    states.reserve(nodes.size());
    for (const std::string &node : nodes) {
        const auto pod = pods.find(node);
        states.push_back(readOne(store, telemetry, node, pod != pods.end() ? pod->second : nullptr));
    }
    return states;
}

NodeToolState readNodeToolState(const ObjectStore &store, const TelemetryStore &telemetry, const std::string &node)
{
    return readNodeToolStates(store, telemetry, {node}).front();
}

} // namespace ascendops::sim
