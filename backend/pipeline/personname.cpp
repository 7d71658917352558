#include "personname.h"

#include "ssh/configvalues.h"

#include <QStringList>

namespace ascendops::pipeline {

QString personAt(const kube::ClusterConnection &connection)
{
    QString os = ssh::localUserName();
    if (os.isEmpty())
        os = QStringLiteral("unknown");
    QStringList as;
    if (!connection.userName.isEmpty())
        as << QStringLiteral("kubeconfig user %1").arg(connection.userName);
    if (!connection.contextName.isEmpty())
        as << QStringLiteral("context %1").arg(connection.contextName);
    return as.isEmpty() ? os : QStringLiteral("%1 (%2)").arg(os, as.join(QStringLiteral(", ")));
}

} // namespace ascendops::pipeline
