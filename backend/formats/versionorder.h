#pragma once

#include <QString>

namespace ascendops {

// A version compared as Ascend's documents write them: "2.1.0", "6.0.RC3",
// "8.0.RC2", "24.1.RC3.5", "24.1.rc3.7". RCn sorts below the release it
// precedes; a missing part counts as 0. Negative, zero or positive, as
// a is below, equal to or above b.
int compareVersions(const QString &a, const QString &b);

} // namespace ascendops
