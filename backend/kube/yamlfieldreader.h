#pragma once
// Reads the fields of one YAML map of a kubeconfig, recording shape errors
// with the key kubectl's validation would name (`users[0].user.token`).
#include "kubeconfigerror.h"

#include <QStringList>

#include <yaml-cpp/yaml.h>

namespace ascendops::kube {

class FieldReader
{
public:
    FieldReader(const YAML::Node &map, QString file, QString key, KubeconfigErrors &errors);

    // "KEY.field"
    QString keyOf(const char *field) const;
    void error(const char *field, const QString &message) const;

    YAML::Node node(const char *field) const;
    bool has(const char *field) const;               // present and not null
    QString string(const char *field) const;         // "" when absent
    bool boolean(const char *field) const;           // false when absent
    QStringList strings(const char *field) const;    // a list of scalars

    const QString &file() const { return m_file; }
    const QString &key() const { return m_key; }

private:
    YAML::Node m_map;
    QString m_file;
    QString m_key;
    KubeconfigErrors &m_errors;
};

QString fromStd(const std::string &text);

} // namespace ascendops::kube
