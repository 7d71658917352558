#pragma once
// `hccn_tool -i N -lldp -g` (reference 7.4): the switch port a RoCE NIC is
// cabled to, as that switch announces itself over LLDP. The output is a list
// of TLVs, each a header line ("Port ID TLV") followed by its value lines;
// System Description may run over several lines, some not indented.
#include "core/result.h"

#include <QByteArrayView>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace ascendops {

struct HccnLldp
{
    // False when the tool printed no TLV at all: the switch did not answer
    // LLDP (or LLDP is off on the port); `silence` holds what it printed.
    bool answered = false;
    QString silence;
    QString chassisId;          // "4c:f9:5d:…", without its "MAC:" subtype
    QString portId;             // "400GE1/1/20:2", without its "Ifname:" subtype
    QString systemName;
    QString systemDescription;  // lines joined by '\n'
    QString managementAddress;  // "26.1.2.3", without "IPv4:"
    std::optional<int> maxFrameSize;
    // Every TLV as printed, in order: name and its value lines joined.
    std::vector<std::pair<QString, QString>> tlvs;

    // The name the switch is known by: its System Name, else its chassis id.
    QString switchName() const { return systemName.isEmpty() ? chassisId : systemName; }
};

// An answer without Chassis ID and System Name names no switch: an error.
// A TLV the parser does not know is kept in `tlvs` and is no problem.
Parsed<HccnLldp> parseHccnLldp(QByteArrayView output);

} // namespace ascendops
