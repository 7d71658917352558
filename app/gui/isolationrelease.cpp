#include "isolationrelease.h"

#include "clustersession.h"

#include "cluster/releaseisolationdialog.h"
#include "clustermodel/clusterwatch.h"
#include "formats/deviceinfocfg.h"
#include "kube/kubeclient.h"
#include "model/objectfields.h"

#include <QDateTime>

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

QString reasonsText(const pipeline::IsolatedChip &chip)
{
    QStringList reasons;
    for (const IsolationReason &r : chip.reasons)
        reasons << QStringLiteral("%1 %2%3").arg(QString::fromStdString(r.faultCode), QString::fromStdString(r.level),
                                                r.rule.empty() ? QString() : QStringLiteral(" (%1)").arg(QString::fromStdString(r.rule)));
    return reasons.isEmpty() ? QObject::tr("no reason recorded") : reasons.join(QStringLiteral("; "));
}

} // namespace

IsolationRelease::IsolationRelease(ClusterSession *session, QWidget *window, QObject *parent)
    : QObject(parent), m_session(session), m_window(window)
{
}

pipeline::IsolationList IsolationRelease::list() const
{
    const clustermodel::ClusterWatch *watch = m_session->watch();
    if (!watch)
        return {};
    std::vector<const nlohmann::json *> deviceInfo;
    const nlohmann::json *manual = nullptr;
    const auto &maps = watch->configMaps()->cache();
    const QString manualKey = QString::fromLatin1(kClusterdManualInfoNamespace) + QLatin1Char('/') + QString::fromLatin1(kClusterdManualInfoName);
    for (auto it = maps.cbegin(); it != maps.cend(); ++it) {
        if (it.key() == manualKey)
            manual = &it.value();
        else if (it.key().startsWith(QString::fromLatin1(kDeviceInfoNamespace) + QLatin1Char('/') + QString::fromLatin1(kDeviceInfoPrefix)))
            deviceInfo.push_back(&it.value());
    }
    return pipeline::listIsolatedChips(deviceInfo, manual, FrequencyRules::builtIn(), {},
                                       QDateTime::currentMSecsSinceEpoch());
}

std::vector<pipeline::IsolatedChip> IsolationRelease::heldBy(const QString &node, int die) const
{
    std::vector<pipeline::IsolatedChip> held;
    for (pipeline::IsolatedChip &chip : list().chips)
        if (chip.node == node && chip.die == die)
            held.push_back(std::move(chip));
    return held;
}

ReleaseIsolationDialog *IsolationRelease::open(const QString &node, int die)
{
    kube::KubeClient *client = m_session->client();
    const pipeline::IsolationList isolated = list();
    QString why;
    std::vector<pipeline::WriteStep> steps = client ? pipeline::planRelease(isolated, node, die, *client, &why)
                                                    : std::vector<pipeline::WriteStep>{};
    if (steps.empty())
        return nullptr;
    QStringList about;
    QString chipName;
    for (const pipeline::IsolatedChip &chip : isolated.chips)
        if (chip.node == node && chip.die == die) {
            chipName = chip.chip;
            about << tr("Isolated by %1: %2. Released %3.")
                         .arg(chip.authority == pipeline::IsolationAuthority::ClusterD ? tr("ClusterD") : tr("the device plugin"),
                              reasonsText(chip), chip.releases);
        }
    if (m_dialog)
        m_dialog->close();
    m_dialog = new ReleaseIsolationDialog(tr("%1 on %2").arg(chipName, node), about.join(QLatin1Char('\n')),
                                          m_session->clusterLabel(), m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QPointer<ReleaseIsolationDialog> dialog = m_dialog;
    m_runner.preview(steps, [dialog](const pipeline::ActionOutcome &preview) {
        if (dialog)
            dialog->showPreview(linesOf(preview), preview.ok ? QString() : preview.error);
    });
    connect(dialog, &ReleaseIsolationDialog::releaseRequested, this, [this, dialog, steps] {
        m_runner.execute(steps, [dialog](const pipeline::ActionOutcome &done) {
            if (dialog)
                dialog->showReleased(linesOf(done), done.ok ? QString() : done.error);
        });
    });
    dialog->show();
    return dialog;
}

} // namespace ascendops
