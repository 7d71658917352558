#pragma once
// Where a fault sits and how bad it is: the component (die, NPU, server,
// link, process, job), the plane (HCCS inside a super-pod, the RoCE
// parameter plane between servers and super-pods), the HCCL communication
// levels it breaks (L0 within a server, L1 between servers, L2 between
// super-pods), the MindCluster handling level, and whether it may pass by
// itself within HCCL operator retry's window.
#include "faultsignal.h"
#include "formats/faultcodetable.h"
#include "formats/switchfaultcodes.h"

#include <QString>
#include <QStringList>

namespace ascendops {
class FrequencyRules;
}

namespace ascendops::pipeline {

enum class Component { Die, Server, Link, Switch, Process, Job };
enum class Plane { None, Hccs, Roce };

const char *componentName(Component component);
const char *planeName(Plane plane);

struct FaultClass
{
    Component component = Component::Die;
    Plane plane = Plane::None;
    QStringList hcclLevels;              // "L0", "L1", "L2"
    FaultHandling handling = FaultHandling::NotHandleFault;
    bool mayBeTransient = false;         // a link fault: it may clear within the retry window
    QString escalation;                  // why a frequency or duration rule raised the level; empty if none

    // "link of Ascend910-3 on node-2: RoCE plane, L1+L2, NotHandleFault"
    QString describe(const FaultSignal &signal) const;
};

struct ClassifyContext
{
    bool superPodMode = false;           // A3: servers of a super-pod talk over HCCS
    bool jobSpansSuperPods = false;      // the job's servers sit in more than one super-pod
    bool jobPlacementKnown = true;       // false: none of the job's pods is on a known server
};

// Classifies one signal. The handling level of chip codes comes from
// `codes` (the operator's faultCode.json or the built-in table; the highest
// level of all codes wins, as the device plugin does), raised by the
// frequency rules, which count this occurrence; switch codes take theirs
// from `switchCodes` (SwitchFaultCode.json) the same way.
FaultClass classifySignal(const FaultSignal &signal, const FaultCodeTable &codes, FrequencyRules &rules,
                          const ClassifyContext &context,
                          const SwitchFaultTable &switchCodes = SwitchFaultTable::builtIn());

} // namespace ascendops::pipeline
