#pragma once
// One round trip to a node: a single shell command that runs `npu-smi info`,
// reads hccn.conf for the node's devices and runs each hccn_tool query per
// device, printing section markers between them (formats/commandsections.h),
// and the reading of its combined output into per-die and per-device values.
#include "linksample.h"
#include "core/problem.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ascendops::telemetry {

// Where the tools are; empty: found on the remote PATH, then in their
// standard install directories.
struct ProbeTools
{
    QString npuSmi;
    QString hccnTool;
    QString hccnConf;   // empty: $ASCEND_HCCN_CONF, else /etc/hccn.conf
};

QByteArray probeCommand(const ProbeTools &tools = {});

struct DieProbe
{
    int npuId = 0;
    int chipId = 0;
    int phyId = 0;                       // the device id hccn_tool -i takes
    QString name;
    QString health;                      // OK, Warning, Alarm, ...
    std::optional<double> powerW;
    std::optional<double> temperatureC;
};

struct DeviceProbe
{
    int device = 0;
    LinkSample sample;
    OpticalThresholds thresholds;
    std::vector<LinkChangeRecord> changes;
    bool opticalPresent = false;
    QString ipAddress;
    QString netmask;
    std::optional<int> speedMbps;
};

struct NodeProbe
{
    QString npuSmiVersion;
    std::vector<DieProbe> dies;
    std::vector<DeviceProbe> devices;
    QStringList errors;                  // a tool missing or failing, per section
    Problems problems;                   // lines the parsers could not read
};

NodeProbe readNodeProbe(QByteArrayView output, std::int64_t timeMs);

} // namespace ascendops::telemetry
