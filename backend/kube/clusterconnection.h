#pragma once
// Everything needed to talk to one cluster as one user: the resolved
// kubeconfig context. Paths are already resolved and files already read, so
// making a request needs no disk access (except re-reading a tokenFile).
#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace ascendops::kube {

// users[].user.exec: a credential plugin kubectl would run.
struct ExecConfig
{
    QString apiVersion;                       // client.authentication.k8s.io/v1 or /v1beta1
    QString command;                          // resolved against the kubeconfig's directory if relative with a '/'
    QStringList args;
    QList<QPair<QString, QString>> env;
    QString interactiveMode;                  // Never, IfAvailable, Always ("" for v1beta1 default)
    bool provideClusterInfo = false;
    QString installHint;
    QString workingDirectory;                 // the kubeconfig's directory
};

// Where a source file stood when it was read, so a client can notice that
// the file changed (a restarted server writes new CA data and tokens).
struct SourceFile
{
    QString path;
    QDateTime modified;
    qint64 size = -1;
};

struct ClusterConnection
{
    QString contextName;
    QString clusterName;
    QString userName;
    QString defaultNamespace = QStringLiteral("default");

    QUrl server;
    QByteArray caPem;                         // empty: the system's CAs
    QString caSource;                         // "/dir/ca.crt" or "/dir/config (certificate-authority-data)"
    bool insecureSkipTlsVerify = false;
    QString tlsServerName;
    QUrl proxyUrl;                            // clusters[].cluster.proxy-url: http(s):// or socks5://

    QByteArray token;                         // from `token` or the tokenFile as read at load time
    QString tokenFile;                        // re-read when the server refuses the token
    QString username;                         // basic auth, rarely used
    QString password;
    QByteArray clientCertificatePem;
    QByteArray clientKeyPem;
    std::optional<ExecConfig> exec;

    QString userSource;                       // the kubeconfig file that defined the user
    QString clusterSource;                    // the kubeconfig file that defined the cluster
    QList<SourceFile> sourceFiles;            // every file merged, for reload checks
    QStringList warnings;                     // e.g. TLS verification off; for the UI to show

    bool hasClientCertificate() const { return !clientCertificatePem.isEmpty(); }
    // The kubeconfig files it came from, colon-separated like KUBECONFIG.
    QStringList sourcePaths() const;
    // True when any source file's modification time or size differs now.
    bool sourcesChanged() const;
};

} // namespace ascendops::kube
