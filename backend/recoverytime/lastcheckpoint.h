#pragma once
// The step a restart of a job resumes from, read where the job keeps it:
// the --save directory its launcher is given (Megatron, MindSpeed-LLM),
// found on a volume the console can read on the pod's node over SSH (a host
// directory, the kubelet's NFS mount), and Megatron's
// latest_checkpointed_iteration.txt in it (formats/checkpointtracker.h).
// The log says the same when it printed the save; the file says it when the
// log no longer reaches back that far, and it is what the restart reads.
#include "jobfacts.h"

namespace ascendops::recoverytime {

// Sets facts.lastCheckpoint when a script read gives --save: the step, or
// why it is not known; live, asks facts.nodeFile() for the tracker, so that
// the caller reads it over SSH and gathers again. POD_UID: of the pod on
// podNode (the kubelet's NFS mounts are under it).
void readLastCheckpoint(JobFacts &facts, const QString &podUid);

} // namespace ascendops::recoverytime
