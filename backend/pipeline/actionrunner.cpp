#include "actionrunner.h"

#include "kube/kubereply.h"
#include "objectdiff.h"

#include <QCoreApplication>

#include <memory>

namespace ascendops::pipeline {
namespace {

struct Run
{
    std::vector<WriteStep> steps;
    bool dryRun = false;
    ActionRunner::Done done;
    ActionOutcome outcome;
    std::size_t next = 0;
};

void advance(QObject *context, std::shared_ptr<Run> run)
{
    if (run->next == run->steps.size()) {
        run->outcome.ok = true;
        run->done(run->outcome);
        return;
    }
    const WriteStep &step = run->steps[run->next++];
    kube::KubeReply *reply = step.send(run->dryRun);
    reply->then(context, [context, run, description = step.description, before = step.before](kube::KubeReply &answer) {
        StepOutcome result;
        result.description = description;
        result.httpStatus = answer.httpStatus();
        result.ok = answer.isOk();
        if (result.ok && !before.is_null())
            result.diff = objectDiff(before, answer.object());
        else if (result.ok)
            result.diff = {description};
        else
            result.error = answer.error().toString();
        run->outcome.steps.push_back(result);
        if (!result.ok) {
            run->outcome.error = QCoreApplication::translate("ActionRunner", "%1: refused (%2): %3")
                                     .arg(description).arg(result.httpStatus).arg(result.error);
            run->done(run->outcome);
            return;
        }
        advance(context, run);
    });
}

} // namespace

void ActionRunner::run(std::vector<WriteStep> steps, bool dryRun, Done done)
{
    auto state = std::make_shared<Run>();
    state->steps = std::move(steps);
    state->dryRun = dryRun;
    state->done = std::move(done);
    state->outcome.dryRun = dryRun;
    advance(this, state);
}

} // namespace ascendops::pipeline
