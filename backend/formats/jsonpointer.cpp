#include "formats/jsonpointer.h"

#include "model/jsonvalue.h"

#include <charconv>

namespace ascendops::JsonPointer {

std::string append(std::string_view base, std::string_view token)
{
    std::string out;
    out.reserve(base.size() + token.size() + 1);
    out.append(base);
    out.push_back('/');
    for (char c : token) {
        if (c == '~')
            out.append("~0");
        else if (c == '/')
            out.append("~1");
        else
            out.push_back(c);
    }
    return out;
}

std::string append(std::string_view base, std::size_t index)
{
    std::string out;
    out.reserve(base.size() + 8);
    out.append(base);
    out.push_back('/');
    out.append(std::to_string(index));
    return out;
}

bool split(std::string_view pointer, std::vector<std::string> *tokens)
{
    tokens->clear();
    if (pointer.empty())
        return true;
    if (pointer.front() != '/')
        return false;
    std::string current;
    for (std::size_t i = 1; i <= pointer.size(); ++i) {
        if (i == pointer.size() || pointer[i] == '/') {
            tokens->push_back(std::move(current));
            current.clear();
            continue;
        }
        if (pointer[i] == '~') {
            if (i + 1 >= pointer.size() || (pointer[i + 1] != '0' && pointer[i + 1] != '1'))
                return false;
            current.push_back(pointer[i + 1] == '0' ? '~' : '/');
            ++i;
            continue;
        }
        current.push_back(pointer[i]);
    }
    return true;
}

template<typename Value>
static Value *resolveIn(Value &root, std::string_view pointer)
{
    std::vector<std::string> tokens;
    if (!split(pointer, &tokens))
        return nullptr;
    Value *current = &root;
    for (const std::string &token : tokens) {
        if (current->isObject()) {
            current = current->find(token);
        } else if (current->isArray()) {
            std::size_t index = 0;
            auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), index);
            if (ec != std::errc() || ptr != token.data() + token.size() || index >= current->size())
                return nullptr;
            current = &current->at(index);
        } else {
            return nullptr;
        }
        if (!current)
            return nullptr;
    }
    return current;
}

const JsonValue *resolve(const JsonValue &root, std::string_view pointer)
{
    return resolveIn<const JsonValue>(root, pointer);
}

JsonValue *resolve(JsonValue &root, std::string_view pointer)
{
    return resolveIn<JsonValue>(root, pointer);
}

} // namespace ascendops::JsonPointer
