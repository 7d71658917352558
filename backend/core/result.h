#pragma once
// What a parser returns: the value, or the problems that stopped it, each
// with its place (a JSON pointer, or a line and column). A value may come
// with problems too (an entry skipped, a row of a tool's output that could
// not be read), so that nothing the parser could not read is dropped
// without a word.

#include "core/problem.h"

#include <optional>
#include <utility>

namespace ascendops {

template <typename T>
class Parsed
{
public:
    // Success. `notes` are what the parser has to say about the value:
    // warnings and notes, and, for input read in part (a tool's output
    // with rows it could not read), errors that name the parts left out.
    Parsed(T value, Problems notes = {}) : m_value(std::move(value)), m_problems(std::move(notes)) {}
    // Failure: `problems` says why, with at least one error among them.
    static Parsed failure(Problems problems)
    {
        Q_ASSERT_X(hasErrors(problems), "Parsed::failure", "a failure says why, with an error");
        Parsed parsed;
        parsed.m_problems = std::move(problems);
        return parsed;
    }
    static Parsed failure(Problem problem) { return failure(Problems{std::move(problem)}); }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    // The value; only when ok().
    const T &value() const { Q_ASSERT(ok()); return *m_value; }
    T &value() { Q_ASSERT(ok()); return *m_value; }
    const T &operator*() const { return value(); }
    const T *operator->() const { return &value(); }
    // The value moved out; only when ok().
    T take() { Q_ASSERT(ok()); return std::move(*m_value); }
    const Problems &problems() const { return m_problems; }
    // The first error's words, or "" when there is none: for one-line reports.
    QString error() const
    {
        for (const Problem &problem : m_problems)
            if (problem.isError())
                return problem.toString();
        return {};
    }

private:
    Parsed() = default;
    std::optional<T> m_value;
    Problems m_problems;
};

} // namespace ascendops
