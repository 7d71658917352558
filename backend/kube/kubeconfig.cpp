#include "kubeconfig.h"

#include "core/inputlimits.h"

#include "yamlfieldreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ascendops::kube {
namespace {

void mergeNamedList(const YAML::Node &root, const char *listName, const char *bodyName, const QString &file,
                    QMap<QString, KubeconfigEntry> &into, QStringList *order, KubeconfigErrors &errors)
{
    const YAML::Node list = root[listName];
    if (!list.IsDefined() || list.IsNull())
        return;
    if (!list.IsSequence()) {
        errors.append({file, QLatin1String(listName), QStringLiteral("expected a list")});
        return;
    }
    for (std::size_t index = 0; index < list.size(); ++index) {
        const QString key = QStringLiteral("%1[%2]").arg(QLatin1String(listName)).arg(index);
        const FieldReader item(list[index], file, key, errors);
        if (!list[index].IsMap()) {
            errors.append({file, key, QStringLiteral("expected a map with name and %1").arg(QLatin1String(bodyName))});
            continue;
        }
        const QString name = item.string("name");
        if (name.isEmpty()) {
            item.error("name", QStringLiteral("missing"));
            continue;
        }
        const YAML::Node body = item.node(bodyName);
        // An entry without its body (a half-finished edit) is named and left
        // out; the file's other entries stay usable, as with kubectl.
        if (!body.IsDefined() || body.IsNull()) {
            item.error(bodyName, QStringLiteral("missing"));
            continue;
        }
        if (!body.IsMap()) {
            item.error(bodyName, QStringLiteral("expected a map"));
            continue;
        }
        if (into.contains(name))
            continue;    // the first file to define a name wins
        into.insert(name, {name, file, key, body});
        if (order)
            order->append(name);
    }
}

} // namespace

QStringList Kubeconfig::defaultPaths()
{
    const QString env = qEnvironmentVariable("KUBECONFIG");
    if (env.isEmpty())
        return {QDir::homePath() + QStringLiteral("/.kube/config")};
    QStringList paths;
    for (const QString &path : env.split(QDir::listSeparator(), Qt::SkipEmptyParts)) {
        if (!paths.contains(path))    // kubectl reads a file listed twice only once
            paths << path;
    }
    return paths;
}

Kubeconfig Kubeconfig::loadDefault()
{
    return load(defaultPaths());
}

Kubeconfig Kubeconfig::load(const QStringList &paths)
{
    Kubeconfig config;
    for (const QString &path : paths) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        QFile file(absolute);
        const QFileInfo info(absolute);
        config.m_sources.append({absolute, info.exists() ? info.lastModified() : QDateTime(), info.exists() ? info.size() : -1});
        if (!file.exists())
            continue;    // kubectl skips files in KUBECONFIG that do not exist
        if (!file.open(QIODevice::ReadOnly)) {
            config.m_errors.append({absolute, {}, QStringLiteral("cannot read: %1").arg(file.errorString())});
            continue;
        }
        if (const std::optional<QString> tooLarge = documentSizeProblem(file.size())) {
            config.m_errors.append({absolute, {}, QStringLiteral("not read: the file %1").arg(*tooLarge)});
            continue;
        }
        config.mergeFile(absolute, file.readAll());
    }
    return config;
}

Kubeconfig Kubeconfig::fromYaml(const QByteArray &yaml, const QString &file)
{
    Kubeconfig config;
    config.mergeFile(file, yaml);
    return config;
}

void Kubeconfig::mergeFile(const QString &path, const QByteArray &bytes)
{
    // yaml-cpp reads flow collections recursively: "[[[[..." 200,000 deep
    // would overflow the stack, so depth is bounded before it reads.
    if (const std::optional<Problem> deep = nestingProblem(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                                                           kMaxNesting, true)) {
        m_errors.append({path, {}, deep->message, deep->line, deep->column});
        return;
    }
    YAML::Node root;
    try {
        root = YAML::Load(bytes.toStdString());
    } catch (const YAML::Exception &exception) {
        m_errors.append({path, {}, QStringLiteral("YAML syntax error: %1").arg(fromStd(exception.msg)),
                         exception.mark.line + 1, exception.mark.column + 1});
        return;
    }
    if (!root.IsDefined() || root.IsNull())
        return;    // an empty file is an empty config
    if (!root.IsMap()) {
        m_errors.append({path, {}, QStringLiteral("not a kubeconfig: the document is not a map")});
        return;
    }
    mergeDocument(path, root);
}

void Kubeconfig::mergeDocument(const QString &path, const YAML::Node &root)
{
    const YAML::Node current = root["current-context"];
    if (current.IsDefined() && !current.IsNull()) {
        if (!current.IsScalar())
            m_errors.append({path, QStringLiteral("current-context"), QStringLiteral("expected a string")});
        else if (m_currentContext.isEmpty())
            m_currentContext = fromStd(current.Scalar());
    }
    mergeNamedList(root, "clusters", "cluster", path, m_clusters, nullptr, m_errors);
    mergeNamedList(root, "users", "user", path, m_users, nullptr, m_errors);
    mergeNamedList(root, "contexts", "context", path, m_contexts, &m_contextOrder, m_errors);
}

QStringList Kubeconfig::contextNames() const
{
    return m_contextOrder;
}

QStringList Kubeconfig::files() const
{
    QStringList paths;
    for (const SourceFile &source : m_sources)
        paths << source.path;
    return paths;
}

Kubeconfig::Resolved Kubeconfig::resolve(const QString &context) const
{
    Resolved result;
    const QString name = context.isEmpty() ? m_currentContext : context;
    const QString where = files().join(QLatin1Char(':'));
    if (name.isEmpty()) {
        result.errors.append({where, QStringLiteral("current-context"), QStringLiteral("not set: choose a context")});
        return result;
    }
    const auto contextEntry = m_contexts.constFind(name);
    if (contextEntry == m_contexts.constEnd()) {
        result.errors.append({where, QStringLiteral("contexts"), QStringLiteral("no context named \"%1\"").arg(name)});
        return result;
    }
    ClusterConnection connection;
    connection.contextName = name;
    connection.sourceFiles = m_sources;
    const FieldReader contextReader(contextEntry->body, contextEntry->file, contextEntry->key + QStringLiteral(".context"), result.errors);
    connection.clusterName = contextReader.string("cluster");
    connection.userName = contextReader.string("user");
    const QString ns = contextReader.string("namespace");
    if (!ns.isEmpty())
        connection.defaultNamespace = ns;

    const auto cluster = m_clusters.constFind(connection.clusterName);
    if (connection.clusterName.isEmpty())
        contextReader.error("cluster", QStringLiteral("missing"));
    else if (cluster == m_clusters.constEnd())
        contextReader.error("cluster", QStringLiteral("no cluster named \"%1\"").arg(connection.clusterName));
    else
        readCluster(*cluster, connection, result.errors);

    if (!connection.userName.isEmpty()) {
        const auto user = m_users.constFind(connection.userName);
        if (user == m_users.constEnd())
            contextReader.error("user", QStringLiteral("no user named \"%1\"").arg(connection.userName));
        else
            readUser(*user, connection, result.errors);
    }
    if (result.errors.isEmpty())
        result.connection = std::move(connection);
    return result;
}

} // namespace ascendops::kube
