#pragma once
#include <QStringList>

namespace ascendops::cli {

// `ascend-ops-cli pipeline status`: the pipeline that recovers the cluster,
// as its Lease says (pipeline/clusterpipeline.h).
int runPipelineStatus(const QStringList &args);
// `ascend-ops-cli pipeline approve|decline INCIDENT`: a person's answer, sent
// to that pipeline as a request (pipeline/pipelinerequest.h), and its outcome.
int runPipelineAnswer(const QStringList &args);

} // namespace ascendops::cli
