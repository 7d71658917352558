#pragma once
// `npu-smi info`: the table of NPUs and their dies (A2: one row pair per NPU
// under "NPU Name / Chip"; A3: one row pair per die under "Chip Phy-ID",
// the second die's power printed as "-") and the process table below it.
// Also `npu-smi info -i N -c M -t health`.
#include "core/result.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ascendops {

struct NpuSmiDie
{
    int npuId = 0;
    int chipId = 0;
    std::optional<int> phyId;            // A3 only; A2 dies are addressed by NPU id
    QString name;
    QString health;                      // OK, Warning, Alarm, ... verbatim
    std::optional<double> powerW;
    std::optional<double> temperatureC;
    QString busId;
    std::optional<int> aiCorePercent;
    std::optional<int> memoryUsedMb, memoryTotalMb, hbmUsedMb, hbmTotalMb;

    // The id hccn_tool -i and the device plugin use for this die.
    int deviceId() const { return phyId.value_or(npuId); }
};

struct NpuSmiProcess
{
    int npuId = 0;
    int chipId = 0;
    qint64 pid = 0;
    QString name;
    std::optional<int> memoryMb;
};

struct NpuSmiInfo
{
    QString version;
    std::vector<NpuSmiDie> dies;
    std::vector<NpuSmiProcess> processes;
};

Parsed<NpuSmiInfo> parseNpuSmiInfo(QByteArrayView output);

struct NpuSmiHealth
{
    QString status;                      // OK, Warning, Alarm
    QStringList errorCodes;              // hex codes; empty for NA
    QStringList information;             // the Error Information lines
};

Parsed<NpuSmiHealth> parseNpuSmiHealth(QByteArrayView output);

} // namespace ascendops
