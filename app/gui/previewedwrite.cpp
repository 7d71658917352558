#include "previewedwrite.h"

#include <QPointer>

namespace ascendops {
namespace {

QStringList linesOf(const pipeline::ActionOutcome &outcome)
{
    QStringList lines;
    for (const pipeline::StepOutcome &step : outcome.steps) {
        lines << step.description + (step.ok ? QString() : QStringLiteral(": ") + step.error);
        for (const QString &diff : step.diff)
            lines << QStringLiteral("  ") + diff;
    }
    return lines;
}

} // namespace

PreviewedWriteDialog *openPreviewedWrite(pipeline::ActionRunner &runner, const std::vector<pipeline::WriteStep> &steps,
                                         const PreviewedWrite &words, QWidget *window)
{
    auto *created = new PreviewedWriteDialog(words, window);
    created->setAttribute(Qt::WA_DeleteOnClose);
    const QPointer<PreviewedWriteDialog> dialog = created;
    runner.preview(steps, [dialog](const pipeline::ActionOutcome &preview) {
        if (dialog)
            dialog->showPreview(linesOf(preview), preview.ok ? QString() : preview.error);
    });
    QObject::connect(created, &PreviewedWriteDialog::confirmed, &runner, [&runner, dialog, steps] {
        runner.execute(steps, [dialog](const pipeline::ActionOutcome &done) {
            if (dialog)
                dialog->showWritten(linesOf(done), done.ok ? QString() : done.error);
        });
    });
    created->show();
    return created;
}

} // namespace ascendops
