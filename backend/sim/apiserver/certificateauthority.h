#pragma once
// The embedded cluster's TLS identity, made fresh at every start: a
// self-signed CA and a serving certificate it signs for the listen address
// (and localhost). Clients trust the CA through the kubeconfig's
// certificate-authority-data. The private keys live only in memory.
#include <QSslCertificate>
#include <QSslKey>
#include <QString>
#include <QStringList>

#include <optional>

namespace ascendops::sim {

struct ServingIdentity
{
    QSslCertificate caCertificate;
    QSslCertificate serverCertificate;
    QSslKey serverKey;
};

// ipAddresses and dnsNames go into the serving certificate's subjectAltName.
// Nothing, with *error naming the OpenSSL step, when generation fails.
std::optional<ServingIdentity> makeServingIdentity(const QStringList &ipAddresses, const QStringList &dnsNames,
                                                   QString *error);

} // namespace ascendops::sim
