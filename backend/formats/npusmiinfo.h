#pragma once
// `npu-smi info`: the table of NPUs and their dies and the process table
// below it, in the layouts drivers and card families print:
//   A2/910:    "NPU Name | Health | ..." over "Chip | Bus-Id | ...", a row pair per NPU
//   A3:        "Chip Phy-ID": a row pair per die, the second die's power "-"
//   310P/310B: "Chip Device": the chip's logic id; Bus-Id may be "NA"
//   old (20.x, 21.x): no Hugepages column, no HBM column on 310
//   950 (A5):  "NPU ID | Name | Health | ...", second row "| | | Bus-Id | NPU Util(%) ..."
// A row that cannot be read is reported with its text; a die whose NPU row
// was read is kept even when its chip row is missing or unreadable.
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
    std::optional<int> logicId;          // 310P/310B "Device" column
    QString name;
    QString health;                      // OK, Warning, Alarm, Critical, UNKNOWN ... verbatim
    std::optional<double> powerW;
    std::optional<double> temperatureC;
    QString busId;                       // "0000:9D:00.0", or "NA"; empty when the chip row was not read
    std::optional<int> aiCorePercent;
    std::optional<int> memoryUsedMb, memoryTotalMb, hbmUsedMb, hbmTotalMb;

    // The id hccn_tool -i and the device plugin use for this die: the A3
    // Phy-ID, the 310P/310B Device column, else the NPU id (one die per NPU).
    int deviceId() const { return phyId.value_or(logicId.value_or(npuId)); }
};

struct NpuSmiProcess
{
    int npuId = 0;
    int chipId = 0;                      // 0 where the table has no chip column (950)
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
    QString status;                      // OK, Warning, Alarm ("Health Status", or "Health" for a whole NPU)
    QStringList errorCodes;              // hex codes, upper case; empty for NA
    QStringList information;             // the Error Information lines
};

Parsed<NpuSmiHealth> parseNpuSmiHealth(QByteArrayView output);

} // namespace ascendops
