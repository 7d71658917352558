#pragma once

#include <QList>
#include <QString>

namespace ascendops::kube {

// One thing wrong with a kubeconfig: the file, the key inside it written the
// way kubectl's validation names it (`users[0].user.client-key`), and for
// YAML syntax errors the 1-based line and column.
struct KubeconfigError
{
    QString file;
    QString key;
    QString message;
    int line = 0;
    int column = 0;

    // "FILE:LINE:COLUMN: message" or "FILE: KEY: message".
    QString toString() const;
};

using KubeconfigErrors = QList<KubeconfigError>;

QString joinErrors(const KubeconfigErrors &errors);

} // namespace ascendops::kube
