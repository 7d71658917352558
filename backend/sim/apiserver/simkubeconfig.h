#pragma once
// The kubeconfig the embedded cluster hands its clients: one cluster entry
// (server URL and the CA that signed the serving certificate) and two
// contexts, `sim-admin` (may write) and `sim-readonly` (may only read), each
// with its own bearer token; `sim-admin` is the current context.
#include <QByteArray>
#include <QString>

namespace ascendops::sim {

struct SimCredentials
{
    QByteArray adminToken;
    QByteArray readOnlyToken;

    // Two fresh random 32-byte tokens, hex encoded.
    static SimCredentials generate();
};

// The kubeconfig YAML. caPem is the CA certificate only (public).
QByteArray simKubeconfig(const QString &serverUrl, const QByteArray &caPem, const SimCredentials &credentials);

} // namespace ascendops::sim
