#pragma once
// kubeconfig files read and merged the way kubectl does it:
//  - KUBECONFIG lists files separated by ':' (';' on Windows); files that do not exist are
//    skipped; without KUBECONFIG the file is ~/.kube/config.
//  - For clusters, users and contexts the first file that defines a name wins;
//    current-context comes from the first file that sets one.
//  - Relative paths (certificate-authority, client-certificate, client-key,
//    tokenFile, an exec command containing '/') are relative to the directory
//    of the file that holds them.
// Syntax and shape errors are found when loading; references to other files
// are checked when a context is resolved, as kubectl only validates the
// context it uses.
#include "clusterconnection.h"
#include "kubeconfigentry.h"
#include "kubeconfigerror.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <yaml-cpp/yaml.h>

namespace ascendops::kube {

class Kubeconfig
{
public:
    // The files kubectl would read: $KUBECONFIG split on ':', or ~/.kube/config.
    static QStringList defaultPaths();
    static Kubeconfig loadDefault();
    static Kubeconfig load(const QStringList &paths);
    // One document given as bytes (tests, pasted configs); `file` names it in errors
    // and gives the directory relative paths are resolved against.
    static Kubeconfig fromYaml(const QByteArray &yaml, const QString &file);

    // Errors found while loading (unreadable file, YAML syntax, wrong shapes).
    const KubeconfigErrors &errors() const { return m_errors; }
    bool isValid() const { return m_errors.isEmpty(); }

    QStringList contextNames() const;   // in the order first seen
    QString currentContext() const { return m_currentContext; }
    QStringList files() const;

    struct Resolved
    {
        std::optional<ClusterConnection> connection;
        KubeconfigErrors errors;
    };
    // The connection for `context` ("" = current-context), with every file it
    // references read. Errors name the file and key that caused them.
    Resolved resolve(const QString &context = {}) const;

private:
    void mergeFile(const QString &path, const QByteArray &bytes);
    void mergeDocument(const QString &path, const YAML::Node &root);

    QMap<QString, KubeconfigEntry> m_clusters;
    QMap<QString, KubeconfigEntry> m_users;
    QMap<QString, KubeconfigEntry> m_contexts;
    QStringList m_contextOrder;
    QString m_currentContext;
    QList<SourceFile> m_sources;
    KubeconfigErrors m_errors;
};

} // namespace ascendops::kube
