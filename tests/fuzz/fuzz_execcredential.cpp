// An exec credential plugin's stdout (an ExecCredential), read for each apiVersion a kubeconfig may ask for.
#include "kube/execcredential.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <cstdint>
#include <initializer_list>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops::kube;
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    const QDateTime now = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000, Qt::UTC);
    for (const QString &apiVersion : {QStringLiteral("client.authentication.k8s.io/v1"),
                                      QStringLiteral("client.authentication.k8s.io/v1beta1")}) {
        QString error;
        const ExecCredential credential = ExecCredential::parse(json, apiVersion, &error);
        if (error.isEmpty())
            (void)credential.isExpired(now);
    }
    return 0;
}
