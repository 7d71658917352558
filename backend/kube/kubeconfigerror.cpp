#include "kubeconfigerror.h"

#include <QStringList>

namespace ascendops::kube {

QString KubeconfigError::toString() const
{
    QString text = file;
    if (line > 0)
        text += QStringLiteral(":%1:%2").arg(line).arg(column);
    if (!text.isEmpty())
        text += QStringLiteral(": ");
    if (!key.isEmpty())
        text += key + QStringLiteral(": ");
    return text + message;
}

QString joinErrors(const KubeconfigErrors &errors)
{
    QStringList lines;
    for (const KubeconfigError &error : errors)
        lines << error.toString();
    return lines.join(QLatin1Char('\n'));
}

} // namespace ascendops::kube
