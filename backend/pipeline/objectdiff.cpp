#include "objectdiff.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace ascendops::pipeline {
namespace {

using Json = nlohmann::json;

bool serverMaintained(const std::string &pointer)
{
    for (const char *prefix : {"/metadata/resourceVersion", "/metadata/managedFields", "/metadata/generation",
                               "/metadata/creationTimestamp", "/status"})
        if (pointer.rfind(prefix, 0) == 0)
            return true;
    return false;
}

QString shown(const Json &value)
{
    QString text = QString::fromStdString(value.dump());
    if (text.size() > 160)
        text = text.left(157) + QStringLiteral("...");
    return text;
}

} // namespace

QStringList objectDiff(const Json &before, const Json &after)
{
    const Json flatBefore = before.is_null() ? Json::object() : before.flatten();
    const Json flatAfter = after.is_null() ? Json::object() : after.flatten();
    std::map<std::string, std::pair<const Json *, const Json *>> fields;
    for (auto it = flatBefore.begin(); it != flatBefore.end(); ++it)
        fields[it.key()].first = &it.value();
    for (auto it = flatAfter.begin(); it != flatAfter.end(); ++it)
        fields[it.key()].second = &it.value();
    QStringList lines;
    for (const auto &[pointer, values] : fields) {
        if (serverMaintained(pointer))
            continue;
        const QString where = QString::fromStdString(pointer);
        if (!values.first)
            lines << QStringLiteral("+ %1: %2").arg(where, shown(*values.second));
        else if (!values.second)
            lines << QStringLiteral("- %1: %2").arg(where, shown(*values.first));
        else if (*values.first != *values.second)
            lines << QStringLiteral("~ %1: %2 -> %3").arg(where, shown(*values.first), shown(*values.second));
    }
    return lines;
}

} // namespace ascendops::pipeline
