#include "previewedwrites.h"

#include "clicommon.h"

#include <QCoreApplication>

namespace ascendops::cli {

QString outcomeText(const pipeline::ActionOutcome &outcome)
{
    QString out;
    for (const pipeline::StepOutcome &step : outcome.steps) {
        out += QStringLiteral("  %1: %2\n").arg(step.description, step.ok ? QStringLiteral("ok") : step.error);
        for (const QString &line : step.diff)
            out += QStringLiteral("    %1\n").arg(line);
    }
    if (!outcome.ok && !outcome.error.isEmpty())
        out += QStringLiteral("  %1\n").arg(outcome.error);
    return out;
}

void previewThenSend(pipeline::ActionRunner &runner, const std::vector<pipeline::WriteStep> &steps, bool previewOnly)
{
    runner.preview(steps, [&runner, steps, previewOnly](const pipeline::ActionOutcome &preview) {
        printOut(QStringLiteral("server-side dry run:\n") + outcomeText(preview));
        if (!preview.ok || previewOnly)
            return QCoreApplication::exit(preview.ok ? ExitOk : ExitInvalid);
        runner.execute(steps, [](const pipeline::ActionOutcome &done) {
            printOut(QStringLiteral("sent:\n") + outcomeText(done));
            QCoreApplication::exit(done.ok ? ExitOk : ExitInvalid);
        });
    });
}

} // namespace ascendops::cli
