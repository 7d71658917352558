#include "formats/jsonplace.h"

#include "formats/jsonpointer.h"

#include <QCoreApplication>

namespace ascendops {

std::string JsonPlace::pointer() const
{
    switch (m_kind) {
    case Kind::Root: return {};
    case Kind::Member: return JsonPointer::append(m_parent ? m_parent->pointer() : std::string(), m_key);
    case Kind::Element: return JsonPointer::append(m_parent ? m_parent->pointer() : std::string(), m_index);
    }
    return {};
}

QString JsonPlace::name() const
{
    switch (m_kind) {
    case Kind::Root:
        return QCoreApplication::translate("RankTableValidator", "the rank table");
    case Kind::Member:
        return QString::fromUtf8(m_key.data(), qsizetype(m_key.size()));
    case Kind::Element:
        return QStringLiteral("%1[%2]").arg(m_parent ? m_parent->name() : QString()).arg(m_index);
    }
    return {};
}

} // namespace ascendops
