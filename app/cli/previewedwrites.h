#pragma once
// Every write a cluster command sends is shown first as a server-side dry
// run (what each step would change, field by field), then sent unless the
// person asked for the preview only.
#include "pipeline/actionrunner.h"

#include <QString>

#include <vector>

namespace ascendops::cli {

// "  <step>: ok" with the step's diff under it, then the first failure.
QString outcomeText(const pipeline::ActionOutcome &outcome);

// Previews STEPS, prints it, then sends them unless PREVIEWONLY; ends the
// event loop with 0 (done), or 1 (a step was refused at the dry run or the write).
void previewThenSend(pipeline::ActionRunner &runner, const std::vector<pipeline::WriteStep> &steps, bool previewOnly);

} // namespace ascendops::cli
