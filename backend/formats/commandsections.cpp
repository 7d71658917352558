#include "commandsections.h"

namespace ascendops {

std::vector<CommandSection> splitSections(QByteArrayView output)
{
    static constexpr QByteArrayView sectionMark("@@ascendops:section ");
    static constexpr QByteArrayView exitMark("@@ascendops:exit ");
    std::vector<CommandSection> sections;
    int lineNumber = 0;
    for (QByteArrayView rest = output; !rest.isEmpty();) {
        const qsizetype end = rest.indexOf('\n');
        QByteArrayView line = end < 0 ? rest : rest.first(end);
        rest = end < 0 ? QByteArrayView() : rest.sliced(end + 1);
        ++lineNumber;
        const QByteArrayView bare = line.endsWith('\r') ? line.chopped(1) : line;
        if (bare.startsWith(sectionMark)) {
            sections.push_back({QString::fromUtf8(bare.sliced(sectionMark.size())).trimmed(), {}, std::nullopt,
                                lineNumber + 1});
        } else if (bare.startsWith(exitMark) && !sections.empty()) {
            bool ok = false;
            const int status = bare.sliced(exitMark.size()).trimmed().toInt(&ok);
            if (ok)
                sections.back().exitStatus = status;
        } else if (!sections.empty() && !sections.back().exitStatus) {
            sections.back().body.append(line);
            sections.back().body.append('\n');
        }
    }
    return sections;
}

} // namespace ascendops
