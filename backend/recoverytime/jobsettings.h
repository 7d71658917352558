#pragma once
// Each recovery-time setting of a job, read from its facts with the rules of
// the documents that name it (the table in docs/JOB-PROFILE.md). A setting
// that does not apply to the job's framework is left out; one whose
// evidence the console could not read is unknown, with why.
#include "recoverytime/jobfacts.h"
#include "recoverytime/jobprofile.h"

namespace ascendops::recoverytime {

// pytorch, mindspore, tensorflow or unknown: the framework label, the
// image, then what the scripts import or launch.
QString frameworkOf(const JobFacts &facts, QString *where);

// frameworkWhere: where frameworkOf() found it. retryBlockers, when given,
// gets what is known to stop operator retry the job switches on (seeds 003, 004).
std::vector<Setting> readSettings(const JobFacts &facts, const QString &framework, const QString &frameworkWhere,
                                  Problems *problems, QStringList *retryBlockers = nullptr);

// Whether operator retry could run where the job runs, on or off.
RetryFit retryFitOf(const JobFacts &facts, const QString &framework, const QString &frameworkWhere);

} // namespace ascendops::recoverytime
