#include "formats/hccnlldp.h"

#include "formats/toollines.h"

namespace ascendops {
namespace {

const QString kTool = QStringLiteral("hccn_tool -lldp");

// The TLVs of the basic LLDP set (IEEE 802.1AB) and the frame size one.
bool isKnownTlv(const QString &name)
{
    static const QStringList known{QStringLiteral("Chassis ID"), QStringLiteral("Port ID"), QStringLiteral("Time To Live"),
                                   QStringLiteral("Port Description"), QStringLiteral("System Name"),
                                   QStringLiteral("System Description"), QStringLiteral("System Capabilities"),
                                   QStringLiteral("Management Address"), QStringLiteral("Maximum Frame Size"),
                                   QStringLiteral("End of LLDPDU")};
    return known.contains(name, Qt::CaseInsensitive);
}

// "Port ID TLV", "End of LLDPDU TLV": the header of a TLV. Inside a System
// Description, whose lines are free text, only a known TLV's name starts
// the next one.
bool isTlvHeader(const QString &line, const QString &current)
{
    if (line.size() <= 4 || !line.endsWith(QLatin1String(" TLV")))
        return false;
    return current != QLatin1String("System Description") || isKnownTlv(line.chopped(4).trimmed());
}

// "MAC: 4c:f9:…" -> "4c:f9:…"; a value without a subtype stays whole. A
// colon inside the value (a MAC address, "400GE1/1/20:2") is not a subtype's.
QString withoutSubtype(const QString &value)
{
    const qsizetype colon = value.indexOf(QLatin1String(": "));
    if (colon <= 0)
        return value;
    const QString subtype = value.left(colon);
    for (QChar c : subtype)
        if (!c.isLetterOrNumber() && c != QLatin1Char(' ') && c != QLatin1Char('-'))
            return value;
    return value.mid(colon + 2).trimmed();
}

void take(HccnLldp &lldp, const QString &name, const std::vector<ToolLine> &lines, Problems *problems)
{
    QString value;
    for (const ToolLine &line : lines)
        value += (value.isEmpty() ? QString() : QStringLiteral("\n")) + line.text;
    lldp.tlvs.emplace_back(name, value);
    // Chassis ID, Port ID and Management Address carry a subtype ("MAC:",
    // "Ifname:", "IPv4:"); a System Name is taken as written.
    const QString first = lines.empty() ? QString() : lines.front().text;
    if (name == QLatin1String("Chassis ID")) {
        lldp.chassisId = withoutSubtype(first);
    } else if (name == QLatin1String("Port ID")) {
        lldp.portId = withoutSubtype(first);
    } else if (name == QLatin1String("System Name")) {
        lldp.systemName = first;
    } else if (name == QLatin1String("System Description")) {
        lldp.systemDescription = value;
    } else if (name == QLatin1String("Management Address")) {
        lldp.managementAddress = withoutSubtype(first);
    } else if (name == QLatin1String("Maximum Frame Size") && !first.isEmpty()) {
        bool ok = false;
        const int size = first.toInt(&ok);
        if (ok && size > 0)
            lldp.maxFrameSize = size;
        else
            reportUnread(problems, kTool, lines.front(), QStringLiteral("Maximum Frame Size is not a size"));
    }
}

} // namespace

Parsed<HccnLldp> parseHccnLldp(QByteArrayView output)
{
    Problems found;
    HccnLldp lldp;
    QString name;
    std::vector<ToolLine> values;
    std::vector<ToolLine> before;   // what the tool printed before any TLV
    for (const ToolLine &line : toolLines(output)) {
        if (line.text.isEmpty() || isEchoedCommand(line.text, "hccn_tool"))
            continue;
        if (isTlvHeader(line.text, name)) {
            if (!name.isEmpty())
                take(lldp, name, values, &found);
            name = line.text.chopped(4).trimmed();
            values.clear();
            lldp.answered = true;
        } else if (name.isEmpty()) {
            before.push_back(line);
        } else if (line.text != QLatin1String("...")) {
            values.push_back(line);
        }
    }
    if (!name.isEmpty())
        take(lldp, name, values, &found);
    if (!lldp.answered) {
        for (const ToolLine &line : before)
            lldp.silence += (lldp.silence.isEmpty() ? QString() : QStringLiteral(" ")) + line.text;
        lldp.silence = lldp.silence.left(200);
        return Parsed<HccnLldp>(std::move(lldp), std::move(found));
    }
    for (const ToolLine &line : before)
        reportUnread(&found, kTool, line, QStringLiteral("it comes before the first TLV"));
    if (lldp.switchName().isEmpty())
        return Parsed<HccnLldp>::failure(Problem::error(
            {}, QStringLiteral("%1: the answer has neither a Chassis ID nor a System Name TLV: it names no switch").arg(kTool)));
    return Parsed<HccnLldp>(std::move(lldp), std::move(found));
}

} // namespace ascendops
