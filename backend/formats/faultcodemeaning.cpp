#include "faultcodemeaning.h"

#include "faultcodetable.h"

#include <QCoreApplication>

#include <array>

namespace ascendops {

namespace {

struct Described
{
    const char *code;
    const char *what;
    const char *advice;
};

// Each from MindCluster's public material (github.com/Ascend/mind-cluster):
// - 80E01801, 80E18402, 80CB8009, 80CB800A: the fault-diagnosis toolkit's
//   BMC alarm-code table (docs/en/faultdiag/ascend-faultdiag-toolkit/
//   02_detail_function/01_diagnosis_logic.md), with its recommended actions;
//   80E01801 is also "the on-chip memory multi-bit fault" of the device
//   plugin's FaultDuration defaults;
// - 80E18005 ("HBMC Ca Parity") and 80E21007 ("dmp_daemon node status
//   detection abnormal"): the fault-configuration examples of the NPU
//   hardware fault document (docs/zh/scheduling/04_usage/05_appliance/);
// - 81078603: "the parameter plane network fault" of faultCustomization.json,
//   with its FaultDuration (20 s, PreSeparateNPU) and FaultFrequency (5 in
//   86400 s, ManuallySeparateNPU, ReleaseTimeWindow 172800 s) defaults;
// - 80C98009, 8C1F8608, 4C1F8608, 8C1F860B, 80818C05, 80818C06: ClusterD's
//   names for them (component/clusterd/pkg/common/constant/constants.go:
//   AicFaultCode, DevCqeFaultCode, HostCqeFaultCode, HcclRetryFaultCode,
//   StressTestHighLevelCode, StressTestLowLevelCode); the CQE's meaning and
//   advice from HCCL's EI0013 (CANN's HCCL error reference); 8C1F860B's
//   from the operator-retry sequence of the resumable-training document;
// - 200001002: the device plugin's hang detection (mindcluster-recovery.md).
constexpr std::array kDescribed{
    Described{"80E01801", QT_TRANSLATE_NOOP("ascendops::words", "on-chip memory (HBM) multi-bit ECC error, an uncorrectable error (UCE)"),
              QT_TRANSLATE_NOOP("ascendops::words", "stress-test the chip's on-chip memory")},
    Described{"80E18402", QT_TRANSLATE_NOOP("ascendops::words", "on-chip memory multi-bit ECC error with 64 rows isolated: no spare rows are left"),
              QT_TRANSLATE_NOOP("ascendops::words", "replace the NPU")},
    Described{"80E18005", QT_TRANSLATE_NOOP("ascendops::words", "HBM controller CA parity error"),
              QT_TRANSLATE_NOOP("ascendops::words", "three in a day isolate the chip until a person releases it (the device plugin's frequency rule)")},
    Described{"80E21007", QT_TRANSLATE_NOOP("ascendops::words", "dmp_daemon: the node status check failed"), ""},
    Described{"80C98009", QT_TRANSLATE_NOOP("ascendops::words", "AI Core (AIC) error; ClusterD treats it as accompanying an on-chip memory error"), ""},
    Described{"80CB8009", QT_TRANSLATE_NOOP("ascendops::words", "AI Vector (AIV) bus access error"),
              QT_TRANSLATE_NOOP("ascendops::words", "run an AI Core stress test on the hardware")},
    Described{"80CB800A", QT_TRANSLATE_NOOP("ascendops::words", "AI Vector (AIV) operator timed out; the NPU was warm-reset"),
              QT_TRANSLATE_NOOP("ascendops::words", "run an AI Core stress test on the hardware")},
    Described{"81078603", QT_TRANSLATE_NOOP("ascendops::words", "the NPU's parameter-plane (RoCE) network link is down"),
              QT_TRANSLATE_NOOP("ascendops::words", "check the port, its optics and the switch port; down for 20 s it is PreSeparateNPU, five times in a day the chip is isolated for 48 h")},
    Described{"8C1F8608", QT_TRANSLATE_NOOP("ascendops::words", "RoCE error CQE on the device: retransmissions over the limit (HCCL EI0013)"),
              QT_TRANSLATE_NOOP("ascendops::words", "check the network between the two ends, and whether the peer process exited first")},
    Described{"4C1F8608", QT_TRANSLATE_NOOP("ascendops::words", "RoCE error CQE seen by the host: retransmissions over the limit (HCCL EI0013)"),
              QT_TRANSLATE_NOOP("ascendops::words", "check the network between the two ends, and whether the peer process exited first")},
    Described{"8C1F860B", QT_TRANSLATE_NOOP("ascendops::words", "HCCL operator retry failed (reported only with operator retry on)"),
              QT_TRANSLATE_NOOP("ascendops::words", "ClusterD takes it up when the job's recovery strategies include retry")},
    Described{"80818C05", QT_TRANSLATE_NOOP("ascendops::words", "the hardware stress test found a high-level fault"), ""},
    Described{"80818C06", QT_TRANSLATE_NOOP("ascendops::words", "the hardware stress test found a low-level fault"), ""},
    Described{kHangCode, QT_TRANSLATE_NOOP("ascendops::words", "training hang: no AI Core, on-chip memory, RoCE or CPU activity on the chip for about 5 minutes"), ""},
};

QString translated(const char *text)
{
    return *text ? QCoreApplication::translate("ascendops::words", text) : QString();
}

} // namespace

std::optional<FaultCodeMeaning> faultCodeMeaning(std::string_view code)
{
    const std::optional<std::string> normal = normalizeFaultCode(code);
    const std::string_view key = normal ? std::string_view(*normal) : code;
    for (const Described &entry : kDescribed)
        if (key == entry.code)
            return FaultCodeMeaning{translated(entry.what), translated(entry.advice)};
    return std::nullopt;
}

QString faultCodeReference()
{
    return QCoreApplication::translate("ascendops::words", "its meaning is in the product's Health Management Fault Definition");
}

} // namespace ascendops
