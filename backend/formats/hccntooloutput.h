#pragma once
// `hccn_tool -i N -<query> -g` outputs (reference 3.3): -link, -link_stat,
// -net_health, -optical, -ip, -stat and -speed. Each parser returns what it
// could read; a line it cannot read becomes a Problem with its number.
#include "core/result.h"

#include <QByteArrayView>
#include <QDateTime>
#include <QMap>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace ascendops {

// "link status: UP" (any case).
Parsed<std::optional<bool>> parseHccnLink(QByteArrayView output);

// Times are the device's clock as printed, read as if UTC: the device may
// keep local time or drift, so only their distance to currentTime (the same
// clock) is meaningful.
struct HccnLinkChange
{
    QDateTime time;
    bool up = false;
};

// Lines may carry "[devid N]" or "[device N]" prefixes.
struct HccnLinkStat
{
    QDateTime currentTime;               // invalid when absent or unreadable
    std::optional<int> upCount;
    std::optional<int> downCount;        // newer drivers
    std::vector<HccnLinkChange> changes;   // newest first, as printed
};

Parsed<HccnLinkStat> parseHccnLinkStat(QByteArrayView output);

// "net health status: Socket failed" -> "Socket failed".
Parsed<QString> parseHccnNetHealth(QByteArrayView output);

struct HccnOptical
{
    std::vector<std::pair<QString, QString>> fields;   // every "key : value", in order; NA kept out
    std::optional<QString> value(const QString &key) const;
    // The number at the start of a value ("4.4035 mW" -> 4.4035).
    std::optional<double> number(const QString &key) const;
    bool present() const;                                // "present : present"
    std::optional<double> rxPowerMw(int lane) const;    // "Rx PowerN"; "Rx Power" is lane 0
    std::optional<double> txPowerMw(int lane) const;

private:
    std::optional<double> lanePower(const char *key, int lane) const;
};

Parsed<HccnOptical> parseHccnOptical(QByteArrayView output);

struct HccnIp
{
    QString address;     // empty: no IP configured (the tool prints nothing)
    QString netmask;
};

Parsed<HccnIp> parseHccnIp(QByteArrayView output);

// "-stat -g": every "name:number" counter.
Parsed<QMap<QString, std::uint64_t>> parseHccnStat(QByteArrayView output);

// "Speed: 100000 Mb/s"; nothing for "Unknown!".
Parsed<std::optional<int>> parseHccnSpeed(QByteArrayView output);

} // namespace ascendops
