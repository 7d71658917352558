#pragma once
// The recovery-time profile of a job in the embedded cluster's store, read
// exactly as the console reads a real one (recoverytime/): the job, the
// ConfigMaps it names and the start scripts in them. The controllers play
// its phases, so the demo and the console's estimate never disagree.
#include "model/recoverytimemodel.h"
#include "recoverytime/jobprofile.h"
#include "sim/store/objectstore.h"

#include <string>

namespace ascendops::sim {

recoverytime::JobProfile storedJobProfile(const ObjectStore &store, const std::string &ns, const nlohmann::json &job,
                                          const RecoveryTimeModel &model);
// The seconds of a phase ("detection", "link-setup", ...); 0 when absent.
double phaseSeconds(const recoverytime::JobProfile &profile, const char *phase);

} // namespace ascendops::sim
