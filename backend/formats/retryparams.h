#pragma once

#include "core/result.h"
#include "model/retrysettings.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstdint>

namespace ascendops {

// The two environment variables that control HCCL operator retry.
enum class RetryVariable { Enable, Params };

// "HCCL_OP_RETRY_ENABLE" or "HCCL_OP_RETRY_PARAMS".
const char *retryVariableName(RetryVariable variable);

// Parses HCCL_OP_RETRY_ENABLE ("L0:0, L1:1, L2:1"): `base` with its levels
// and includeL0 set from the text. Problems carry line 1 and the 1-based
// column of the item they are about; their messages name the item or the
// level. With an error there is no value: nothing is ever half-applied.
// An empty string is valid and switches every level off.
Parsed<RetrySettings> parseRetryEnable(QStringView text, RetrySettings base = {});

// Parses HCCL_OP_RETRY_PARAMS ("MaxCnt:3, HoldTime:5000, IntervalTime:1000"):
// `base` with the parameter fields and paramsSet set; omitted keys take their
// defaults. Same rules as parseRetryEnable.
Parsed<RetrySettings> parseRetryParams(QStringView text, RetrySettings base = {});

// Canonical forms: "L1:1, L2:0" (with a leading "L0:x, " when includeL0) and
// "MaxCnt:3, HoldTime:5000, IntervalTime:1000" (always all three keys).
QString formatRetryEnable(const RetrySettings &settings);
QString formatRetryParams(const RetrySettings &settings);

// `export HCCL_OP_RETRY_ENABLE="..."`, then `export HCCL_OP_RETRY_PARAMS="..."`
// when the parameters were given or some level is on (otherwise exporting
// them would change nothing).
QStringList retryExportLines(const RetrySettings &settings);

// The longest a failed operator is held while HCCL retries it:
// HoldTime + (MaxCnt - 1) x IntervalTime, in milliseconds.
std::uint64_t worstCaseHoldMs(const RetrySettings &settings);

// "800 ms", "7.0 s", "1 min 5.5 s", "10 min".
QString formatHoldDuration(std::uint64_t milliseconds);

} // namespace ascendops
