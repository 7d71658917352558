// A kubeconfig file, and each of its contexts resolved when that reads no other file.
#include "kube/kubeconfig.h"
#include "kube/yamlfieldreader.h"

#include <QByteArray>
#include <QString>

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <initializer_list>
#include <utility>

namespace {

// Whether resolving could read a file the kubeconfig names: any path
// (/dev/zero, a FIFO) would be read. Looks where readCluster() and readUser()
// look, with the same reader, so nothing they would read is missed.
bool namesFiles(const QByteArray &yaml)
{
    using namespace ascendops::kube;
    try {
        const YAML::Node root = YAML::Load(yaml.toStdString());
        if (!root.IsMap())
            return false;
        KubeconfigErrors ignored;
        const auto anyIn = [&](const char *listName, const char *bodyName, std::initializer_list<const char *> fields) {
            const YAML::Node list = root[listName];
            if (!list.IsDefined() || !list.IsSequence())
                return false;
            for (std::size_t index = 0; index < list.size(); ++index) {
                const FieldReader entry(list[index], QString(), QString(), ignored);
                const FieldReader body(entry.node(bodyName), QString(), QString(), ignored);
                for (const char *field : fields) {
                    if (body.has(field))
                        return true;
                }
            }
            return false;
        };
        return anyIn("clusters", "cluster", {"certificate-authority"})
            || anyIn("users", "user", {"tokenFile", "client-certificate", "client-key"});
    } catch (const YAML::Exception &) {
        return false;   // Kubeconfig reports it and resolves nothing
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops::kube;
    const QByteArray yaml(reinterpret_cast<const char *>(data), qsizetype(size));
    // Relative paths would resolve against a directory that does not exist.
    const Kubeconfig config = Kubeconfig::fromYaml(yaml, QStringLiteral("/nonexistent/fuzz/config"));
    (void)joinErrors(config.errors());
    if (namesFiles(yaml))
        return 0;
    QStringList contexts = config.contextNames();
    contexts.prepend(QString());   // current-context
    for (const QString &context : std::as_const(contexts)) {
        const Kubeconfig::Resolved resolved = config.resolve(context);
        (void)joinErrors(resolved.errors);
        if (resolved.connection) {
            (void)resolved.connection->sourcePaths();
            (void)resolved.connection->hasClientCertificate();
        }
    }
    return 0;
}
