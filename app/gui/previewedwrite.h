#pragma once
// Opens the dialog of a person's write (widgets' PreviewedWriteDialog),
// asks the cluster for the server-side dry run of STEPS, and sends them
// when the person confirms; the dialog deletes itself when closed. CLIENT
// is the connection the steps write through: once it is gone (the window
// disconnected or connected elsewhere), confirming writes nothing.
#include "cluster/previewedwritedialog.h"
#include "pipeline/actionrunner.h"

#include <vector>

namespace ascendops {

// Each step of OUTCOME with what its dry run (or its write) changed, or why it failed.
QStringList previewLines(const pipeline::ActionOutcome &outcome);

PreviewedWriteDialog *openPreviewedWrite(pipeline::ActionRunner &runner, const std::vector<pipeline::WriteStep> &steps,
                                         const PreviewedWrite &words, QWidget *window, const QObject *client);

} // namespace ascendops
