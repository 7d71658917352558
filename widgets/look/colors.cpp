#include "look/colors.h"

namespace ascendops {

QColor healthColor(Health health)
{
    switch (health) {
    case Health::Ok: return QColor(0x3a, 0xa6, 0x55);
    case Health::Warning: return QColor(0xe8, 0xa3, 0x17);
    case Health::Fault: return QColor(0xd6, 0x2f, 0x2f);
    case Health::Unknown: break;
    }
    return QColor(0x9a, 0x9a, 0x9a);
}

namespace look {

QColor failed() { return QColor(0xc6, 0x28, 0x28); }
QColor attention() { return QColor(0xa8, 0x62, 0x00); }
QColor quiet() { return QColor(0x77, 0x77, 0x77); }
QColor isolatedHatch() { return QColor(0x20, 0x20, 0x20); }
QColor ringCrossing() { return QColor(0xb0, 0x30, 0xc0); }   // violet: no health colour means it

// Light tints: the cell text stays readable on them in light themes.
QBrush problemTint(Problem::Severity severity)
{
    switch (severity) {
    case Problem::Severity::Error: return QBrush(QColor(0xf4, 0xc2, 0xc2));
    case Problem::Severity::Warning: return QBrush(QColor(0xfb, 0xec, 0xa8));
    case Problem::Severity::Note: break;
    }
    return {};
}

} // namespace look
} // namespace ascendops
