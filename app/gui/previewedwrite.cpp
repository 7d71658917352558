#include "previewedwrite.h"

#include <QPointer>

namespace ascendops {
QStringList previewLines(const pipeline::ActionOutcome &outcome)
{
    QStringList lines;
    for (const pipeline::StepOutcome &step : outcome.steps) {
        lines << step.description + (step.ok ? QString() : QStringLiteral(": ") + step.error);
        for (const QString &diff : step.diff)
            lines << QStringLiteral("  ") + diff;
    }
    return lines;
}

PreviewedWriteDialog *openPreviewedWrite(pipeline::ActionRunner &runner, const std::vector<pipeline::WriteStep> &steps,
                                         const PreviewedWrite &words, QWidget *window, const QObject *client)
{
    auto *created = new PreviewedWriteDialog(words, window);
    created->setAttribute(Qt::WA_DeleteOnClose);
    const QPointer<PreviewedWriteDialog> dialog = created;
    runner.preview(steps, [dialog](const pipeline::ActionOutcome &preview) {
        if (dialog)
            dialog->showPreview(previewLines(preview), preview.ok ? QString() : preview.error);
    });
    const QPointer<const QObject> connection = client;
    QObject::connect(created, &PreviewedWriteDialog::confirmed, &runner, [&runner, dialog, steps, connection] {
        if (!connection) {   // the steps hold the client they were made with
            if (dialog)
                dialog->showWritten({}, QObject::tr("the connection this was previewed on is closed; nothing was written"));
            return;
        }
        runner.execute(steps, [dialog](const pipeline::ActionOutcome &done) {
            if (dialog)
                dialog->showWritten(previewLines(done), done.ok ? QString() : done.error);
        });
    });
    created->show();
    return created;
}

} // namespace ascendops
