#pragma once

#include <QString>

#include <string>
#include <string_view>

namespace ascendops {

// A place in a JSON document, built on the stack while a checker descends.
// It turns into a JSON pointer string only when a problem is reported there,
// so the valid path of a 16k-rank table allocates no pointer text at all.
// A child refers to its parent: keep parents alive (named locals or
// arguments) for as long as a child is used. The root is the exception:
// children of the root do not refer to it, so JsonPlace::root().member("x")
// may be stored.
class JsonPlace
{
public:
    static JsonPlace root() { return JsonPlace(); }

    JsonPlace member(std::string_view key) const { return JsonPlace(parentForChild(), key, 0, Kind::Member); }
    JsonPlace element(std::size_t index) const { return JsonPlace(parentForChild(), {}, index, Kind::Element); }

    // RFC 6901, "" for the root.
    std::string pointer() const;
    // How a message names the value: "rank_id", "device[3]", "the rank table".
    QString name() const;

private:
    enum class Kind : unsigned char { Root, Member, Element };

    JsonPlace() = default;
    const JsonPlace *parentForChild() const { return m_kind == Kind::Root ? nullptr : this; }
    JsonPlace(const JsonPlace *parent, std::string_view key, std::size_t index, Kind kind)
        : m_parent(parent), m_key(key), m_index(index), m_kind(kind) {}

    const JsonPlace *m_parent = nullptr;
    std::string_view m_key;
    std::size_t m_index = 0;
    Kind m_kind = Kind::Root;
};

} // namespace ascendops
