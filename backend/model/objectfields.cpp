#include "objectfields.h"

#include <nlohmann/json.hpp>

namespace ascendops::fields {

const nlohmann::json *find(const nlohmann::json &object, std::initializer_list<const char *> path)
{
    const nlohmann::json *at = &object;
    for (const char *key : path) {
        if (!at->is_object())
            return nullptr;
        const auto it = at->find(key);
        if (it == at->end())
            return nullptr;
        at = &*it;
    }
    return at;
}

QString text(const nlohmann::json &object, std::initializer_list<const char *> path)
{
    const nlohmann::json *at = find(object, path);
    return at && at->is_string() ? QString::fromStdString(at->get_ref<const std::string &>()) : QString();
}

// Kubernetes annotations and rank tables write numbers as strings; both count.
int number(const nlohmann::json &object, std::initializer_list<const char *> path, int fallback)
{
    const nlohmann::json *at = find(object, path);
    if (!at)
        return fallback;
    if (at->is_number_integer())
        return at->get<int>();
    if (at->is_string()) {
        bool ok = false;
        const int value = QString::fromStdString(at->get_ref<const std::string &>()).toInt(&ok);
        return ok ? value : fallback;
    }
    return fallback;
}

} // namespace ascendops::fields
