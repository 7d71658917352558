#pragma once
// Reading fields of Kubernetes objects that may lack any of them: objects
// from a real cluster are written by many controllers, and a missing or
// mistyped field must degrade one value, never stop a summary or a picture.
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <initializer_list>
#include <vector>

namespace ascendops::fields {

// The string at that path, or empty.
QString text(const nlohmann::json &object, std::initializer_list<const char *> path);
// The integer at that path (a number, or a string holding one), or fallback.
int number(const nlohmann::json &object, std::initializer_list<const char *> path, int fallback);
// The value at that path, or nullptr.
const nlohmann::json *find(const nlohmann::json &object, std::initializer_list<const char *> path);

// A pointer to each object of OBJECTS (a vector, an informer's cache), for
// the readers that take objects held elsewhere rather than copies of them.
template <typename Objects>
std::vector<const nlohmann::json *> pointersTo(const Objects &objects)
{
    std::vector<const nlohmann::json *> pointers;
    pointers.reserve(std::size_t(objects.size()));
    for (const nlohmann::json &object : objects)
        pointers.push_back(&object);
    return pointers;
}

} // namespace ascendops::fields
