#include "isolationrelease.h"

#include "clustersession.h"

#include "previewedwrite.h"
#include "clustermodel/clusterdisolation.h"
#include "clustermodel/clusterwatch.h"
#include "formats/deviceinfocfg.h"
#include "kube/kubeclient.h"
#include "model/objectfields.h"

#include <QDateTime>

namespace ascendops {
namespace {

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
    const QString manualKey = clustermodel::clusterdManualInfoKey();
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

PreviewedWriteDialog *IsolationRelease::open(const QString &node, int die)
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
    const QString cluster = m_session->clusterLabel();
    m_dialog = openPreviewedWrite(m_runner, steps,
                                  {tr("Release %1 on %2").arg(tr("%1 on %2").arg(chipName, node), cluster), about.join(QLatin1Char('\n')),
                                   tr("Release"), tr("Releasing..."),
                                   tr("Release writes this on %1, on the maps as read: a map changed since is refused, not overwritten.")
                                       .arg(cluster),
                                   tr("Released. The device plugin reports the chip again within its report cycle; "
                                      "ClusterD takes it back within about 15 s."),
                                   tr("Not released: %1")},
                                  m_window, client);
    return m_dialog;
}

} // namespace ascendops
