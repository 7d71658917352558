#include "yamlfieldreader.h"

namespace ascendops::kube {

FieldReader::FieldReader(const YAML::Node &map, QString file, QString key, KubeconfigErrors &errors)
    : m_map(map), m_file(std::move(file)), m_key(std::move(key)), m_errors(errors)
{
}

QString FieldReader::keyOf(const char *field) const
{
    return m_key.isEmpty() ? QLatin1String(field) : m_key + QLatin1Char('.') + QLatin1String(field);
}

void FieldReader::error(const char *field, const QString &message) const
{
    m_errors.append({m_file, keyOf(field), message});
}

YAML::Node FieldReader::node(const char *field) const
{
    // Through a const node: operator[] on a non-const one would insert the
    // key. A node for a key that is not there is invalid, and asking it
    // anything but IsDefined() throws: ask that first.
    const YAML::Node &map = m_map;
    return map.IsDefined() && map.IsMap() ? map[field] : YAML::Node();
}

bool FieldReader::has(const char *field) const
{
    const YAML::Node value = node(field);
    return value.IsDefined() && !value.IsNull();
}

QString FieldReader::string(const char *field) const
{
    const YAML::Node value = node(field);
    if (!value.IsDefined() || value.IsNull())
        return {};
    if (!value.IsScalar()) {
        error(field, QStringLiteral("expected a string"));
        return {};
    }
    return fromStd(value.Scalar());
}

bool FieldReader::boolean(const char *field) const
{
    const YAML::Node value = node(field);
    if (!value.IsDefined() || value.IsNull())
        return false;
    bool result = false;
    if (!value.IsScalar() || !YAML::convert<bool>::decode(value, result))
        error(field, QStringLiteral("expected true or false"));
    return result;
}

QStringList FieldReader::strings(const char *field) const
{
    const YAML::Node value = node(field);
    QStringList result;
    if (!value.IsDefined() || value.IsNull())
        return result;
    if (!value.IsSequence()) {
        error(field, QStringLiteral("expected a list of strings"));
        return result;
    }
    for (const YAML::Node &item : value) {
        if (!item.IsScalar()) {
            error(field, QStringLiteral("expected a list of strings"));
            return {};
        }
        result << fromStd(item.Scalar());
    }
    return result;
}

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace ascendops::kube
