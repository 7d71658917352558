// What the node tools print: hccn.conf, `npu-smi info` and its health query, each `hccn_tool -g` query (LLDP too) and the section markers that join them in one probe; every reader gets the same bytes.
#include "formats/commandsections.h"
#include "formats/hccnconf.h"
#include "formats/hccnlldp.h"
#include "formats/hccntooloutput.h"
#include "formats/npusmiinfo.h"

#include <QByteArrayView>
#include <QString>

#include <cstdint>

namespace {

template <typename T>
void describe(const ascendops::Parsed<T> &parsed)
{
    for (const ascendops::Problem &problem : parsed.problems())
        (void)problem.toString();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const QByteArrayView output(reinterpret_cast<const char *>(data), qsizetype(size));

    const Parsed<HccnConf> conf = parseHccnConf(output);
    describe(conf);
    if (conf) {
        for (auto device = conf->cbegin(); device != conf->cend(); ++device)
            (void)device.value().value(QStringLiteral("address"));
    }

    const Parsed<NpuSmiInfo> info = parseNpuSmiInfo(output);
    describe(info);
    if (info) {
        for (const NpuSmiDie &die : info->dies)
            (void)die.deviceId();
    }
    describe(parseNpuSmiHealth(output));

    describe(parseHccnLink(output));
    const Parsed<HccnLinkStat> linkStat = parseHccnLinkStat(output);
    describe(linkStat);
    if (linkStat) {
        for (const HccnLinkChange &change : linkStat->changes)
            (void)change.time.toMSecsSinceEpoch();
    }
    describe(parseHccnNetHealth(output));
    const Parsed<HccnOptical> optical = parseHccnOptical(output);
    describe(optical);
    if (optical) {
        (void)optical->present();
        (void)optical->number(QStringLiteral("temperature"));
        for (int lane = 0; lane < 4; ++lane) {
            (void)optical->rxPowerMw(lane);
            (void)optical->txPowerMw(lane);
        }
    }
    describe(parseHccnIp(output));
    describe(parseHccnStat(output));
    describe(parseHccnSpeed(output));
    const Parsed<HccnLldp> lldp = parseHccnLldp(output);
    describe(lldp);
    if (lldp)
        (void)lldp->switchName();

    (void)splitSections(output);
    return 0;
}
