#pragma once
// Names with numbers in their numeric order (node-2 before node-10), the
// same in every locale: QCollator's numeric mode depends on the ICU the
// system's Qt was built with, and falls back to plain order without it.
#include <QString>

namespace ascendops {

// Runs of digits compare by their value, the rest character by character.
bool naturalLess(const QString &a, const QString &b);

} // namespace ascendops
