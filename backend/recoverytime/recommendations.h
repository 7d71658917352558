#pragma once
// The changes that would shorten a job's recovery: one per setting that is
// off or in conflict, as the exact change (a JSON patch of the job, previewed
// by the caller as a server-side dry run, or the script lines to add or
// remove), with the seconds it saves under the model; largest saving first,
// then the ones no document gives a figure for. Never applied here.
#include "recoverytime/jobprofile.h"

namespace ascendops::recoverytime {

std::vector<Recommendation> recommend(const JobFacts &facts, const JobProfile &profile, const RecoveryTimeModel &model);

} // namespace ascendops::recoverytime
