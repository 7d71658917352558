#pragma once
// Objects handed to a reader for as long as it reads them: some borrowed
// from where they are kept (an informer's cache), some unpacked copies held
// here (a cache that keeps its objects packed, as the pods' is). The readers
// take `pointers()`; the list must outlive them, which is why a temporary's
// pointers cannot be taken: they would point into a list already gone.
#include <nlohmann/json.hpp>

#include <memory>
#include <vector>

namespace ascendops::fields {

class ObjectList
{
public:
    ObjectList() = default;
    // Objects held elsewhere, for as long as this list is read.
    ObjectList(std::vector<const nlohmann::json *> borrowed) : m_pointers(std::move(borrowed)) {}

    void borrow(const nlohmann::json *object) { m_pointers.push_back(object); }
    void keep(nlohmann::json object)
    {
        m_owned.push_back(std::make_unique<nlohmann::json>(std::move(object)));
        m_pointers.push_back(m_owned.back().get());
    }

    const std::vector<const nlohmann::json *> &pointers() const & { return m_pointers; }
    const std::vector<const nlohmann::json *> &pointers() const && = delete;
    auto begin() const { return m_pointers.cbegin(); }
    auto end() const { return m_pointers.cend(); }
    std::size_t size() const { return m_pointers.size(); }
    bool empty() const { return m_pointers.empty(); }

private:
    std::vector<const nlohmann::json *> m_pointers;
    std::vector<std::unique_ptr<nlohmann::json>> m_owned;   // a unique_ptr each: moved, they stay where they are
};

} // namespace ascendops::fields
