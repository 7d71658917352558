#include "sim/controllers/faultcontroller.h"

#include "formats/jobretry.h"
#include "formats/operatorranktable.h"
#include "model/objectfields.h"

#include "sim/controllers/storedjobprofile.h"

#include "sim/store/clusterevents.h"
#include "sim/controllers/devicefaultlist.h"
#include "sim/controllers/faultkinds.h"
#include "sim/store/jobobjects.h"
#include "sim/controllers/nodehealthmaps.h"
#include "sim/store/objectmeta.h"
#include "sim/controllers/opretrywindow.h"
#include "sim/controllers/sparenodes.h"
#include "sim/simlog.h"
#include "sim/nodes/telemetry.h"
#include "sim/controllers/trainingprogress.h"

#include <QMetaObject>
#include <QPointer>

#include <algorithm>
#include <cmath>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

// The parameter-plane network fault the device plugin reports for a RoCE
// port that lost its link (domain 2.1).

bool needsDevice(const std::string &kind)
{
    return kind == "link-flap" || kind == "link-down" || kind == "npu-fault" || kind == "optical-degrade";
}

// Faults the device plugin reports with a code of the chip's (its frequency
// rules count them, and their release windows start when they clear).
bool reportsToDevicePlugin(const std::string &kind)
{
    return kind == "link-flap" || kind == "link-down" || kind == "npu-fault";
}

std::string chipName(int die) { return "Ascend910-" + std::to_string(die); }

void insertSorted(std::vector<int> &dies, int die)
{
    if (std::find(dies.begin(), dies.end(), die) == dies.end()) {
        dies.push_back(die);
        std::sort(dies.begin(), dies.end());
    }
}

void eraseDie(std::vector<int> &dies, int die)
{
    dies.erase(std::remove(dies.begin(), dies.end(), die), dies.end());
}

std::string seconds(double value)
{
    const double rounded = std::round(value * 10.0) / 10.0;
    std::string text = std::to_string(rounded);
    text.erase(text.find_last_not_of('0') + 1);
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text + " s";
}

std::string keyOf(const Json &fault)
{
    return metaString(fault, "namespace") + '/' + metaString(fault, "name");
}

} // namespace

FaultController::FaultController(ObjectStore &store, SimClock clock, JobController &jobs, TrainingProgress *training,
                                 TelemetryStore *telemetry, RecoveryTimeModel timings, const FaultCodeTable &codes,
                                 QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_clock(clock)
    , m_training(training)
    , m_telemetry(telemetry)
    , m_timings(timings)
    , m_codes(codes)
    , m_recovery(store, clock, jobs, timings)
    , m_isolation(store, clock, this)
{
    QPointer<FaultController> self(this);
    const std::string faultsId = objects::faults().id();
    // Listeners run under the store's lock: only queue the event here.
    m_listener = m_store.addListener([self, faultsId](const StoreEvent &event) {
        if (event.resourceId != faultsId || event.type == EventType::Modified)
            return;
        QMetaObject::invokeMethod(self, [self, type = event.type, object = event.object] {
            if (self)
                self->onEvent(type, object->value);
        }, Qt::QueuedConnection);
    });
}

FaultController::~FaultController()
{
    m_store.removeListener(m_listener);
}

void FaultController::onEvent(EventType type, const Json &fault)
{
    if (type == EventType::Added)
        start(fault);
    else if (type == EventType::Deleted)
        end(keyOf(fault), true);
}

void FaultController::start(const Json &fault)
{
    const std::string key = keyOf(fault);
    if (m_active.count(key))
        return;
    Active active;
    active.id = m_nextId++;
    active.ns = metaString(fault, "namespace");
    active.name = metaString(fault, "name");
    // A client may post any JSON: a spec of the wrong shape is said on the
    // Fault, never read into a throw that would stop the cluster.
    const Json *found = fault.is_object() ? fields::find(fault, {"spec"}) : nullptr;
    const Json spec = found && found->is_object() ? *found : Json();
    if (const std::string error = spec.is_object() ? validate(spec) : std::string("spec: expected an object"); !error.empty()) {
        setStatus(active, "Failed", error, true);
        return;
    }
    active.kind = spec.value("kind", "");
    active.node = spec.value("node", "");
    active.die = spec.value("device", 0);
    const Json duration = spec.value("durationSeconds", Json());
    active.durationSeconds = duration.is_number() ? duration.get<double>()
                                                  : (active.kind == "link-flap" ? m_timings.linkFlapSeconds : -1.0);
    const Json delay = spec.value("delaySeconds", Json());
    Active &stored = m_active.emplace(key, std::move(active)).first->second;
    if (delay.is_number() && delay.get<double>() > 0) {
        setStatus(stored, "Pending", stored.kind + " on " + stored.node + " in " + seconds(delay.get<double>()), false);
        later(stored, delay.get<double>(), [this](Active &fault) { play(fault); });
        return;
    }
    play(stored);
}

void FaultController::play(Active &fault)
{
    const std::string key = fault.ns + '/' + fault.name;
    // The job's pod on the node when the fault begins (a delayed one may
    // find another job there than when it was created).
    if (const ObjectPtr pod = objects::jobPodOnNode(m_store, fault.node)) {
        fault.pod = metaString(pod->value, "name");
        fault.jobNs = metaString(pod->value, "namespace");
        fault.job = objects::jobOfPod(pod->value);
    }
    fault.begun = true;
    begin(fault);
    const auto it = m_active.find(key);
    if (it != m_active.end() && it->second.durationSeconds >= 0)
        later(it->second, it->second.durationSeconds, [this, key](Active &) { end(key, false); });
}

// What cannot be played is said on the Fault rather than half-applied.
std::string FaultController::validate(const Json &spec) const
{
    for (const char *field : {"kind", "node", "faultCode"})
        if (spec.contains(field) && !spec[field].is_string())
            return std::string("spec.") + field + ": expected text";
    if (spec.contains("device") && !spec["device"].is_number_integer())
        return "spec.device: expected a whole number";
    const std::string kind = spec.value("kind", "");
    if (!isFaultKind(kind))
        return "unknown kind \"" + kind + "\"; expected one of " + faultKindList();
    const std::string node = spec.value("node", "");
    if (node.empty() || !m_store.get(objects::nodes(), "", node))
        return "spec.node: no node \"" + node + "\"";
    const Json duration = spec.value("durationSeconds", Json());
    if (!duration.is_null() && (!duration.is_number() || duration.get<double>() <= 0))
        return "spec.durationSeconds: expected a positive number of seconds";
    const Json delay = spec.value("delaySeconds", Json());
    if (!delay.is_null() && (!delay.is_number() || delay.get<double>() < 0))
        return "spec.delaySeconds: expected a number of seconds, 0 or more";
    if (kind == "npu-fault" && !normalizeFaultCode(spec.value("faultCode", "")))
        return "spec.faultCode: expected 8 hex digits, as in faultCode.json";
    if (kind == "switch-fault") {
        if (diesPerNpu(m_store, node) < 2)
            return "spec.node: node " + node + " has no UnifiedBus switch ports (A3 nodes only)";
        const std::string code = spec.value("faultCode", "");
        if (!SwitchFaultTable::builtIn().levelOf(code))
            return "spec.faultCode: \"" + code + "\" is not in SwitchFaultCode.json (e.g. \"[0x00f103b0,155907,na,na]\")";
    }
    if (needsDevice(kind)) {
        const Json device = spec.value("device", Json(0));
        const std::optional<DeviceInfoCfg> info = readDeviceInfo(m_store, node);
        const std::vector<int> dies = info ? info->allDies() : std::vector<int>();
        if (!device.is_number_integer() || std::find(dies.begin(), dies.end(), device.get<int>()) == dies.end())
            return "spec.device: node " + node + " has no device " + device.dump();
    }
    return {};
}

void FaultController::begin(Active &fault)
{
    setStatus(fault, "Active", fault.kind + " on " + fault.node
                  + (needsDevice(fault.kind) ? " " + chipName(fault.die) : std::string())
                  + (fault.durationSeconds >= 0 ? " for " + seconds(fault.durationSeconds) : std::string()),
              false);
    if (fault.kind == "link-flap" || fault.kind == "link-down")
        beginNetworkFault(fault, fault.kind == "link-down");
    else if (fault.kind == "npu-fault")
        beginNpuFault(fault);
    else if (fault.kind == "node-down")
        beginNodeDown(fault);
    else if (fault.kind == "hang")
        beginHang(fault);
    else if (fault.kind == "optical-degrade")
        beginOpticalDegrade(fault);
    else if (fault.kind == "process-crash")
        beginProcessCrash(fault);
    else if (fault.kind == "switch-fault")
        beginSwitchFault(fault);
}

void FaultController::end(const std::string &key, bool deleted)
{
    const auto it = m_active.find(key);
    if (it == m_active.end())
        return;
    const Active fault = it->second;
    m_active.erase(it);
    if (fault.begun)
        undo(fault);
    if (reportsToDevicePlugin(fault.kind) && fault.reported)   // its rule's release window starts now
        m_isolation.faultCleared(fault.node, fault.die, fault.code, m_clock.nowMs());
    if (!deleted)
        setStatus(fault, "Cleared", fault.kind + " on " + fault.node + " cleared", true);
}

// Work for later that only happens while this fault is still active.
void FaultController::later(const Active &fault, double seconds, std::function<void(Active &)> work)
{
    m_clock.callAfter(seconds, this, [this, key = fault.ns + '/' + fault.name, id = fault.id, work = std::move(work)] {
        const auto it = m_active.find(key);
        if (it != m_active.end() && it->second.id == id)
            work(it->second);
    });
}

// A RoCE port losing its link: the device plugin reports 81078603 on the die
// and lists it network-unhealthy, escalating to PreSeparateNPU when it lasts
// (FaultDuration). HCCL operator retry rides out a flap shorter than its
// window; otherwise the collective fails and the process with it: after the
// retries when retry is on, after the watchdog (or the collective timeout
// without it) when not.
void FaultController::beginNetworkFault(Active &fault, bool persistent)
{
    fault.code = kRoceLinkDownCode;
    fault.level = m_codes.handlingOf(fault.code);
    if (m_telemetry)
        m_telemetry->setLinkUp(fault.node, fault.die, false);
    later(fault, m_timings.deviceFaultReportSeconds, [this](Active &f) {
        reportNetworkFault(f, f.level, true);
        if (f.reported)   // 81078603's frequency rule counts what device-info says
            m_isolation.faultReported(f.node, f.die, f.code, f.level, m_clock.nowMs());
    });
    later(fault, m_timings.networkFaultEscalateSeconds, [this](Active &f) {
        f.level = std::max(f.level, FaultHandling::PreSeparateNPU);
        reportNetworkFault(f, f.level, true);
    });
    if (fault.job.empty())
        return;
    // Inside a super-pod the servers talk over HCCS; RoCE joins super-pods
    // (seed 004), so a job in one super-pod sends nothing over this port.
    if (jobLivesInOneSuperPod(m_store, fault.jobNs, fault.job))
        return;
    const StoreResult job = objects::findJob(m_store, fault.jobNs, fault.job);
    const std::optional<double> window = job ? opRetryWindowSeconds(job.object->value) : std::nullopt;
    if (!persistent && window && fault.durationSeconds <= *window) {
        recordEvent(m_store, {fault.jobNs, "Job", fault.job, fault.jobNs, "Normal", "OperatorRetry",
                              "HCCL operator retry re-executed the collectives across the " + seconds(fault.durationSeconds)
                                  + " link flap of " + chipName(fault.die) + " on " + fault.node + " (retry window "
                                  + seconds(*window) + "); training carries on",
                              "hccl"});
        return;
    }
    if (window && borrowLane(fault, job.object->value))
        return;
    // Without retry, a flap the NIC's retransmission outlasts stops nothing
    // (seeds 000, 001: a parameter-plane fault may not affect the job).
    if (!persistent && job && fault.durationSeconds > 0 && fault.durationSeconds < rdmaRetransmitSeconds(job.object->value)) {
        recordEvent(m_store, {fault.jobNs, "Job", fault.job, fault.jobNs, "Normal", "LinkFlapRiddenOut",
                              "the RoCE NIC retransmitted across the " + seconds(fault.durationSeconds) + " link flap of "
                                  + chipName(fault.die) + " on " + fault.node + "; training carries on",
                              "hccl"});
        return;
    }
    // The job's profile decides how long the fault stays unseen, as the
    // console's estimate says (watchdog on: 30 s; off: the collective timeout).
    std::optional<recoverytime::JobProfile> profile;
    if (job)
        profile = storedJobProfile(m_store, fault.jobNs, job.object->value, m_timings);
    const recoverytime::Setting *watchdog = profile ? profile->setting(QStringLiteral("watchdog")) : nullptr;
    const bool watchdogOff = watchdog && watchdog->state == recoverytime::SettingState::Off;
    const double detect = window ? *window
                                 : (profile ? phaseSeconds(*profile, "detection") : m_timings.watchdogDetectSeconds);
    const std::string how = window ? "HCCL operator retry gave up after " + seconds(*window)
                                   : (watchdogOff ? "the collective timed out" : "the watchdog caught an ERROR CQE");
    // Once the error surfaces the process is gone, whether the link came back
    // or not; a pod made anew meanwhile (someone already rescheduled) runs a
    // new process that never saw the broken collective.
    const ObjectPtr podAtFault = objects::jobPodOnNode(m_store, fault.node);
    const std::string uidAtFault = podAtFault ? metaString(podAtFault->value, "uid") : std::string();
    m_clock.callAfter(detect, this, [this, fault, how, uidAtFault] {
        const ObjectPtr pod = objects::jobPodOnNode(m_store, fault.node);
        if (!pod || metaString(pod->value, "uid") != uidAtFault)
            return;
        failJobPod(fault, FailureCause::NetworkFault,
                   "link of " + chipName(fault.die) + " on " + fault.node + " went down; " + how);
    });
}

// A lasting loss under L2 retry with a backup NIC in the rank table: HCCL
// moves the die's traffic over SIO to its partner's NIC and training goes
// on (seeds 003, 004). It does so once in a communication domain and never
// switches back: while the pod that borrowed lives, a second loss in the
// job fails the collective.
bool FaultController::borrowLane(const Active &fault, const Json &job)
{
    const std::string key = fault.jobNs + '/' + fault.job;
    const ObjectPtr pod = objects::jobPodOnNode(m_store, fault.node);
    if (!pod || !readJobRetry(job).settings.isEnabled(RetryLevel::L2))
        return false;
    if (const auto borrowed = m_borrowedLanes.find(key); borrowed != m_borrowedLanes.end()) {
        const auto pods = objects::podsOfJob(m_store, fault.jobNs, fault.job);
        const bool lives = std::any_of(pods.begin(), pods.end(), [&](const ObjectPtr &p) {
            return metaString(p->value, "uid") == borrowed->second;
        });
        if (lives)
            return false;   // already borrowed in this domain: the collective fails
        m_borrowedLanes.erase(borrowed);
    }
    const StoreResult table = m_store.get(objects::configMaps(), fault.jobNs, kRingsConfigPrefix + fault.job);
    const std::string text = table ? table.object->value.value("data", Json::object()).value(kRankTableKey, "") : std::string();
    if (!rankTableGivesBackupLane(text, pod->value, fault.die))
        return false;
    m_borrowedLanes[key] = metaString(pod->value, "uid");
    recordEvent(m_store, {fault.jobNs, "Job", fault.job, fault.jobNs, "Warning", "OperatorRetryLaneBorrowed",
                          "link of " + chipName(fault.die) + " on " + fault.node + " is down; HCCL operator retry moved its "
                              "traffic to " + chipName(fault.die ^ 1) + "'s NIC (borrowed lane) and training carries on. "
                              "The lane does not switch back: save a checkpoint and repair the link",
                          "hccl"});
    return true;
}

void FaultController::beginNpuFault(Active &fault)
{
    const StoreResult object = m_store.get(objects::faults(), fault.ns, fault.name);
    fault.code = normalizeFaultCode(object && object.object ? fields::text(object.object->value, {"spec", "faultCode"}).toStdString()
                                                            : std::string()).value_or(std::string());
    fault.level = m_codes.handlingOf(fault.code);
    later(fault, m_timings.deviceFaultReportSeconds, [this](Active &f) {
        const bool unhealthy = makesChipUnhealthy(f.level);
        f.reported = editDeviceInfo(m_store, f.node, [&](DeviceInfoCfg &info) {
            addFaultCode(info.faults, kCardUnhealthy, chipName(f.die), f.code, f.level,
                         m_clock.nowMs());
            if (unhealthy) {
                eraseDie(info.healthy, f.die);
                insertSorted(info.unhealthy, f.die);
            }
        });
        deviceEvent(f, "Occur", f.level);
        m_isolation.faultReported(f.node, f.die, f.code, f.level, m_clock.nowMs());
        if (unhealthy)
            failJobPod(f, FailureCause::DeviceFault,
                       std::string("chip ") + chipName(f.die) + " on " + f.node + " reported " + f.code + " ("
                           + faultHandlingName(f.level) + ")");
    });
}

// NodeD's heartbeat stops: Volcano sees the node lost first, the node
// lifecycle controller marks it not ready later; the pod on it is gone.
void FaultController::beginNodeDown(Active &fault)
{
    if (m_telemetry) {
        for (const DeviceTelemetry &device : m_telemetry->node(fault.node))
            m_telemetry->setLinkUp(fault.node, device.die, false);
    }
    later(fault, m_timings.nodeLostSeconds, [this](Active &f) {
        setNodeInfoStatus(m_store, f.node, "UnHealthy");
        failJobPod(f, FailureCause::NodeLost, "node " + f.node + " stopped answering heartbeats");
    });
    later(fault, m_timings.nodeNotReadySeconds, [this](Active &f) { setNodeReady(m_store, f.node, false); });
}

// A hang shows nowhere but in the step counter: no pod, node or device changes.
void FaultController::beginHang(Active &fault)
{
    if (fault.job.empty() || !m_training)
        return;
    m_training->setHung(fault.jobNs, fault.job, true);
    later(fault, 60.0, [this](Active &f) { watchHang(f, 0); });   // its first round ends a minute in
    const std::optional<TrainingSnapshot> progress = m_training->snapshot(fault.jobNs, fault.job);
    recordEvent(m_store, {fault.jobNs, "Job", fault.job, fault.jobNs, "Warning", "TrainingHang",
                          "no step completed since step " + std::to_string(progress ? progress->step : 0)
                              + "; the rank on " + fault.node + " waits in a collective",
                          "training"});
    // ModelArts restarts a hung job in its containers by itself (hang-retry
    // with a retry budget): the processes start again, the hang is over.
    const StoreResult job = objects::findJob(m_store, fault.jobNs, fault.job);
    if (!job)
        return;
    if (const JobRetry retry = readJobRetry(job.object->value);
        retry.platform != RetryPlatform::ModelArts || !retry.restarts.afterHang())
        return;
    later(fault, m_timings.platformHangRestartSeconds, [this](Active &f) {
        m_training->restartInPlace(f.jobNs, f.job);
        recordEvent(m_store, {f.jobNs, "Job", f.job, f.jobNs, "Normal", "HangRetry",
                              "ModelArts restarted the hung training processes in their containers (fault-tolerance/hang-retry); "
                              "training resumes from its last checkpoint",
                              "modelarts"});
    });
}

// MindCluster's hang detection looks at the chip once a round (60 s) and
// reports 200001002 at NotHandleFault after 5 hung rounds in a row (about
// 5 min); a round that is not hung withdraws it (reference §hang).
void FaultController::watchHang(Active &fault, int hungRounds)
{
    const std::optional<TrainingSnapshot> progress = m_training->snapshot(fault.jobNs, fault.job);
    const int rounds = progress && progress->state == "Hung" ? hungRounds + 1 : 0;
    if ((rounds >= 5) != fault.reported) {
        fault.reported = rounds >= 5;
        fault.code = kHangCode;
        reportHangCode(fault, fault.reported);
    }
    later(fault, 60.0, [this, rounds](Active &f) { watchHang(f, rounds); });
}

void FaultController::reportHangCode(const Active &fault, bool hung)
{
    editDeviceInfo(m_store, fault.node, [&](DeviceInfoCfg &info) {
        if (hung)
            addFaultCode(info.faults, kCardUnhealthy, chipName(fault.die), kHangCode, FaultHandling::NotHandleFault, m_clock.nowMs());
        else
            removeFaultCode(info.faults, kCardUnhealthy, chipName(fault.die), kHangCode);
    });
    deviceEvent(fault, hung ? "Occur" : "Recovery", FaultHandling::NotHandleFault);
}

// The optical module weakens: telemetry first (receive power under the low
// threshold); the device plugin only reports it once it lasts.
void FaultController::beginOpticalDegrade(Active &fault)
{
    fault.code = kRoceLinkDownCode;
    fault.level = FaultHandling::PreSeparateNPU;
    if (m_telemetry)
        m_telemetry->setOpticalDegraded(fault.node, fault.die, true);
    recordEvent(m_store, {"kube-system", "Node", fault.node, "", "Warning", "OpticalPowerLow",
                          "optical module of " + chipName(fault.die) + " on " + fault.node
                              + ": receive power below the low threshold ("
                              + QString::number(kRxPowerLowDbm, 'f', 1).toStdString() + " dBm) on all 4 lanes",
                          "npu-exporter"});
    later(fault, m_timings.networkFaultEscalateSeconds, [this](Active &f) { reportNetworkFault(f, f.level, false); });
}

// A UnifiedBus switch port of the node reports a fault: the device plugin
// lists it under SwitchInfoCfg with the level SwitchFaultCode.json gives;
// a level that breaks the super-pod's HCCS traffic (RestartRequest, Reset,
// Separate) fails the training process on the node.
void FaultController::beginSwitchFault(Active &fault)
{
    const StoreResult object = m_store.get(objects::faults(), fault.ns, fault.name);
    const std::string code = object && object.object ? fields::text(object.object->value, {"spec", "faultCode"}).toStdString()
                                                     : std::string();
    fault.code = normalizeSwitchFaultCode(code).value_or(code);
    const SwitchFaultLevel level = SwitchFaultTable::builtIn().levelOf(fault.code).value_or(SwitchFaultLevel::NotHandle);
    fault.level = handlingOfSwitchLevel(level);
    // A port that asks for a restart is one the switches can route around
    // (seed 003): with L1 retry on, a fault that clears within the window
    // is ridden out once the route converges, and the job does not notice.
    // HCCS between the servers of a super-pod is the L1 domain.
    const StoreResult job = objects::findJob(m_store, fault.jobNs, fault.job);
    const bool hasJob = !fault.job.empty() && job && job.object;
    const std::optional<double> window = hasJob && readJobRetry(job.object->value).settings.isEnabled(RetryLevel::L1)
                                             ? opRetryWindowSeconds(job.object->value) : std::nullopt;
    const bool ridden = level == SwitchFaultLevel::RestartRequest && window && fault.durationSeconds >= 0
                     && fault.durationSeconds <= *window;
    if (ridden)
        recordEvent(m_store, {fault.jobNs, "Job", fault.job, fault.jobNs, "Normal", "OperatorRetry",
                              "the UnifiedBus switches routed around the broken HCCS link of " + fault.node + " within "
                                  + seconds(fault.durationSeconds) + " and HCCL operator retry re-executed the collectives "
                                  "(retry window " + seconds(*window) + "); training carries on",
                              "hccl"});
    later(fault, m_timings.deviceFaultReportSeconds, [this, level, ridden](Active &f) {
        f.reported = editSwitchInfo(m_store, f.node, [&](SwitchInfoCfg &info) {
            if (std::find(info.faultCodes.begin(), info.faultCodes.end(), f.code) == info.faultCodes.end())
                info.faultCodes.push_back(f.code);
            info.faultTimeMs[f.code] = m_clock.nowMs();
        }, SwitchFaultTable::builtIn());
        if (level >= SwitchFaultLevel::Reset && !ridden)
            failJobPod(f, FailureCause::NetworkFault,
                       "UnifiedBus switch port of " + f.node + " reported " + f.code + " ("
                           + switchFaultLevelName(level) + "); HCCS traffic of the super-pod broke");
    });
}

// A process that dies leaves nothing to clear: the Fault is over at once.
void FaultController::beginProcessCrash(Active &fault)
{
    failJobPod(fault, FailureCause::ProcessCrash, "training process on " + fault.node + " exited with code 1");
    const Active done = fault;
    m_active.erase(done.ns + '/' + done.name);
    setStatus(done, "Cleared", "training process on " + done.node + " crashed; recovery follows the job's policy", true);
}

void FaultController::undo(const Active &fault)
{
    if (fault.kind == "link-flap" || fault.kind == "link-down") {
        if (m_telemetry)
            m_telemetry->setLinkUp(fault.node, fault.die, true);
        if (fault.reported)
            reportDeviceRecovery(fault, kCardNetworkUnhealthy);
    } else if (fault.kind == "npu-fault") {
        if (fault.reported)
            reportDeviceRecovery(fault, kCardUnhealthy);
    } else if (fault.kind == "node-down") {
        setNodeReady(m_store, fault.node, true);
        setNodeInfoStatus(m_store, fault.node, "Healthy");
        if (m_telemetry) {
            for (const DeviceTelemetry &device : m_telemetry->node(fault.node))
                m_telemetry->setLinkUp(fault.node, device.die, true);
        }
    } else if (fault.kind == "hang") {
        if (m_training && !fault.job.empty())
            m_training->setHung(fault.jobNs, fault.job, false);
        if (fault.reported)
            reportHangCode(fault, false);
    } else if (fault.kind == "switch-fault") {
        const bool sameCodeActive = std::any_of(m_active.begin(), m_active.end(), [&](const auto &entry) {
            return entry.second.kind == "switch-fault" && entry.second.node == fault.node && entry.second.code == fault.code;
        });
        if (fault.reported && !sameCodeActive)
            editSwitchInfo(m_store, fault.node, [&](SwitchInfoCfg &info) {
                info.faultCodes.erase(std::remove(info.faultCodes.begin(), info.faultCodes.end(), fault.code),
                                      info.faultCodes.end());
                info.faultTimeMs.erase(fault.code);
            }, SwitchFaultTable::builtIn());
    } else if (fault.kind == "optical-degrade") {
        if (m_telemetry)
            m_telemetry->setOpticalDegraded(fault.node, fault.die, false);
        if (fault.reported)
            reportDeviceRecovery(fault, kCardNetworkUnhealthy);
    }
}

void FaultController::reportNetworkFault(const Active &fault, FaultHandling level, bool linkDown)
{
    const bool written = editDeviceInfo(m_store, fault.node, [&](DeviceInfoCfg &info) {
        addFaultCode(info.faults, kCardNetworkUnhealthy, chipName(fault.die), fault.code, level,
                     m_clock.nowMs());
        if (linkDown)
            insertSorted(info.networkUnhealthy, fault.die);
    });
    if (!written)
        return;
    if (const auto it = m_active.find(fault.ns + '/' + fault.name); it != m_active.end())
        it->second.reported = true;
    deviceEvent(fault, "Occur", level);
}

// The code leaves the die's entry, and the die its unhealthy list, unless
// another fault still active on the same die keeps them there.
void FaultController::reportDeviceRecovery(const Active &fault, const char *faultType)
{
    const bool network = std::string(faultType) == kCardNetworkUnhealthy;
    const std::vector<std::string> sameClass = network ? std::vector<std::string>{"link-flap", "link-down", "optical-degrade"}
                                                       : std::vector<std::string>{"npu-fault"};
    const bool stillFaulty = otherActive(fault, sameClass);
    const bool linkStillDown = otherActive(fault, {"link-flap", "link-down"});
    editDeviceInfo(m_store, fault.node, [&](DeviceInfoCfg &info) {
        if (!stillFaulty)
            removeFaultCode(info.faults, faultType, chipName(fault.die), fault.code);
        if (network && !linkStillDown)
            eraseDie(info.networkUnhealthy, fault.die);
        if (!network && !stillFaulty && std::find(info.unhealthy.begin(), info.unhealthy.end(), fault.die) != info.unhealthy.end()) {
            eraseDie(info.unhealthy, fault.die);
            insertSorted(info.healthy, fault.die);
        }
    });
    deviceEvent(fault, "Recovery", fault.level);
}

void FaultController::deviceEvent(const Active &fault, const char *assertion, FaultHandling level)
{
    const int dies = diesPerNpu(m_store, fault.node);
    const bool occur = std::string(assertion) == "Occur";
    recordEvent(m_store, {"kube-system", "Node", fault.node, "", occur ? "Warning" : "Normal", assertion,
                          deviceFaultMessage(fault.node, assertion, fault.die / dies, fault.die % dies, fault.code,
                                             faultHandlingName(level)),
                          "ascend-device-plugin"});
}

bool FaultController::otherActive(const Active &fault, const std::vector<std::string> &kinds) const
{
    return std::any_of(m_active.begin(), m_active.end(), [&](const auto &entry) {
        const Active &other = entry.second;
        return other.id != fault.id && other.node == fault.node && other.die == fault.die
            && std::find(kinds.begin(), kinds.end(), other.kind) != kinds.end();
    });
}

// The job's pod on the fault's node at this moment (it may have moved since).
void FaultController::failJobPod(const Active &fault, FailureCause cause, const std::string &message)
{
    if (const ObjectPtr pod = objects::jobPodOnNode(m_store, fault.node))
        m_recovery.failPod(metaString(pod->value, "namespace"), metaString(pod->value, "name"), cause, message);
}

void FaultController::setStatus(const Active &fault, const std::string &phase, const std::string &message, bool ended)
{
    const StoreResult current = m_store.get(objects::faults(), fault.ns, fault.name);
    if (!current)
        return;
    Json updated = current.object->value;
    Json &status = updated["status"];
    if (!status.is_object())
        status = Json::object();
    status["phase"] = phase;
    status["message"] = message;
    if (!status.contains("startTime"))
        status["startTime"] = nowTimestamp();
    if (ended)
        status["endTime"] = nowTimestamp();
    m_store.update(objects::faults(), fault.ns, fault.name, updated, false);
    qCInfo(lcSim) << "fault" << fault.name.c_str() << phase.c_str() << message.c_str();
}

} // namespace ascendops::sim
