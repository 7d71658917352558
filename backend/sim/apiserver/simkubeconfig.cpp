#include "sim/apiserver/simkubeconfig.h"

#include <QRandomGenerator>

#include <yaml-cpp/yaml.h>

namespace ascendops::sim {
namespace {

QByteArray randomToken()
{
    QByteArray bytes(32, Qt::Uninitialized);
    // QRandomGenerator::system() reads the operating system's CSPRNG.
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
    return bytes.toHex();
}

void writeContext(YAML::Emitter &out, const char *name)
{
    out << YAML::BeginMap << YAML::Key << "name" << YAML::Value << name << YAML::Key << "context" << YAML::Value
        << YAML::BeginMap << YAML::Key << "cluster" << YAML::Value << "ascendops-sim" << YAML::Key << "user"
        << YAML::Value << name << YAML::Key << "namespace" << YAML::Value << "default" << YAML::EndMap << YAML::EndMap;
}

void writeUser(YAML::Emitter &out, const char *name, const QByteArray &token)
{
    out << YAML::BeginMap << YAML::Key << "name" << YAML::Value << name << YAML::Key << "user" << YAML::Value
        << YAML::BeginMap << YAML::Key << "token" << YAML::Value << token.toStdString() << YAML::EndMap << YAML::EndMap;
}

} // namespace

SimCredentials SimCredentials::generate()
{
    return {randomToken(), randomToken()};
}

QByteArray simKubeconfig(const QString &serverUrl, const QByteArray &caPem, const SimCredentials &credentials)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "apiVersion" << YAML::Value << "v1";
    out << YAML::Key << "kind" << YAML::Value << "Config";
    out << YAML::Key << "clusters" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value << "ascendops-sim";
    out << YAML::Key << "cluster" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "server" << YAML::Value << serverUrl.toStdString();
    out << YAML::Key << "certificate-authority-data" << YAML::Value << caPem.toBase64().toStdString();
    out << YAML::EndMap << YAML::EndMap << YAML::EndSeq;
    out << YAML::Key << "users" << YAML::Value << YAML::BeginSeq;
    writeUser(out, "sim-admin", credentials.adminToken);
    writeUser(out, "sim-readonly", credentials.readOnlyToken);
    out << YAML::EndSeq;
    out << YAML::Key << "contexts" << YAML::Value << YAML::BeginSeq;
    writeContext(out, "sim-admin");
    writeContext(out, "sim-readonly");
    out << YAML::EndSeq;
    out << YAML::Key << "current-context" << YAML::Value << "sim-admin";
    out << YAML::Key << "preferences" << YAML::Value << YAML::BeginMap << YAML::EndMap;
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

} // namespace ascendops::sim
