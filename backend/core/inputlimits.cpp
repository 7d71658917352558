#include "core/inputlimits.h"

#include <QCoreApplication>

namespace ascendops {

std::optional<QString> documentSizeProblem(std::int64_t bytes)
{
    if (bytes <= kMaxDocumentBytes)
        return std::nullopt;
    return QCoreApplication::translate("InputLimits", "is %1 bytes; at most %2 (%3 MiB) are read")
        .arg(bytes).arg(kMaxDocumentBytes).arg(kMaxDocumentBytes / (1024 * 1024));
}

std::optional<Problem> nestingProblem(std::string_view text, std::size_t maxDepth, bool singleQuotes)
{
    std::size_t depth = 0;
    char quote = 0;
    int line = 1;
    int column = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        ++column;
        if (c == '\n') {
            ++line;
            column = 0;
            continue;
        }
        if (quote) {
            if (quote == '"' && c == '\\')
                ++i, ++column;          // the escaped character
            else if (c == quote && quote == '\'' && i + 1 < text.size() && text[i + 1] == '\'')
                ++i, ++column;          // '' inside a single-quoted YAML string
            else if (c == quote)
                quote = 0;
            continue;
        }
        if (c == '"' || (singleQuotes && c == '\'')) {
            quote = c;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) {
                Problem problem = Problem::error("", QCoreApplication::translate("InputLimits",
                    "objects and arrays are nested more than %1 deep").arg(maxDepth));
                problem.line = line;
                problem.column = column;
                return problem;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

QString quotedForMessage(const QString &text)
{
    // ASCII, so that a terminal in any locale shows where the quote was cut.
    return text.size() <= kMaxQuotedChars ? text : text.left(kMaxQuotedChars) + QStringLiteral("...");
}

} // namespace ascendops
