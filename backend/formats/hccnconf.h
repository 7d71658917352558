#pragma once
// /etc/hccn.conf: "key_N=value" lines (address_0=..., netmask_0=...,
// netdetect_0=..., gateway_0=..., send_arp_status_0=1, tls_enable_0=0),
// N the device's physical id. Comments (#) and blank lines are skipped.
#include "core/result.h"

#include <QByteArrayView>
#include <QMap>
#include <QString>

namespace ascendops {

// Device id -> key (without the _N suffix) -> value.
using HccnConf = QMap<int, QMap<QString, QString>>;

Parsed<HccnConf> parseHccnConf(QByteArrayView text);

} // namespace ascendops
