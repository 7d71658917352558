#pragma once

#include "model/trainingjob.h"
// The API permissions the writes of each recovery action need (the writes
// are in recoveryplan.h), as questions for a SelfSubjectAccessReview: the
// console asks them before it offers an action, so that a read-only
// connection sees why a button is off instead of a refused dry run.
#include "kube/accessreview.h"
#include "recoveryaction.h"

#include <QList>

namespace ascendops::pipeline {

// Whether an isolation takes one chip (device-info ConfigMap) or the whole
// server (the Node) out of service; other actions ignore it.
enum class IsolationScope { Chip, Server };

// What `action` on a job in `jobNamespace` writes, as access questions;
// empty for actions that write nothing. A job-wide restart of an AscendJob
// deletes its pods where a Volcano Job's takes a Command.
QList<kube::AccessQuestion> accessNeeded(RecoveryAction action, const QString &jobNamespace,
                                         IsolationScope scope = IsolationScope::Server,
                                         JobKind kind = JobKind::VolcanoJob);

// Every question any recovery action on jobs of either kind in these
// namespaces may need.
QList<kube::AccessQuestion> allRecoveryQuestions(const QStringList &jobNamespaces);

} // namespace ascendops::pipeline
