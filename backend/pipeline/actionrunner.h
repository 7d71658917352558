#pragma once
// Act: the writes of one recovery, first all as a server-side dry run
// (dryRun=All: admission and validation run, nothing is stored) so that the
// operator sees exactly what changes, then for real, in order, each with its
// precondition (uid, resourceVersion) so that a decision taken on a stale
// view cannot land. Stops at the first refusal and says which write and why.
#include <QObject>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>
#include <vector>

namespace ascendops::kube {
class KubeReply;
}

namespace ascendops::pipeline {

struct WriteStep
{
    QString description;                    // "delete pod default/job-worker-2 (force)"
    nlohmann::json before;                  // the object as cached; null for a create or a delete
    std::function<kube::KubeReply *(bool dryRun)> send;
};

struct StepOutcome
{
    QString description;
    bool ok = false;
    int httpStatus = 0;
    QString error;
    QStringList diff;                       // what the dry run (or the write) changed
};

struct ActionOutcome
{
    bool ok = false;
    bool dryRun = false;
    std::vector<StepOutcome> steps;
    QString error;                          // the first failure, naming the write
};

class ActionRunner : public QObject
{
    Q_OBJECT

public:
    using Done = std::function<void(const ActionOutcome &)>;
    explicit ActionRunner(QObject *parent = nullptr) : QObject(parent) {}

    void preview(std::vector<WriteStep> steps, Done done) { run(std::move(steps), true, std::move(done)); }
    void execute(std::vector<WriteStep> steps, Done done) { run(std::move(steps), false, std::move(done)); }

private:
    void run(std::vector<WriteStep> steps, bool dryRun, Done done);
};

} // namespace ascendops::pipeline
