// HCCL_OP_RETRY_ENABLE (the first line) and HCCL_OP_RETRY_PARAMS (the rest): what parses is formatted, exported and cross-checked,
// and judged for eligibility with the same text as versions, card counts and host IPs (every line one).
#include "formats/retrycrosscheck.h"
#include "formats/retryeligibility.h"
#include "formats/retryparams.h"

#include <QString>
#include <QStringView>

#include <cstdint>

namespace {

void describe(const ascendops::Problems &problems)
{
    for (const ascendops::Problem &problem : problems)
        (void)problem.toString();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype newline = text.indexOf(QLatin1Char('\n'));
    const QStringView enableText = newline < 0 ? QStringView(text) : QStringView(text).first(newline);
    const QStringView paramsText = newline < 0 ? QStringView() : QStringView(text).sliced(newline + 1);

    const Parsed<RetrySettings> enable = parseRetryEnable(enableText);
    describe(enable.problems());
    const Parsed<RetrySettings> params = parseRetryParams(paramsText, enable ? enable.value() : RetrySettings{});
    describe(params.problems());
    if (!params)
        return 0;
    const RetrySettings &settings = params.value();
    const QString canonicalEnable = formatRetryEnable(settings);
    const QString canonicalParams = formatRetryParams(settings);
    (void)retryExportLines(settings);
    (void)formatHoldDuration(worstCaseHoldMs(settings));
    describe(crossCheckRetry(settings, nullptr));
    RetryTarget target;
    target.platform = size % 2 ? RetryPlatform::ModelArts : RetryPlatform::MindCluster;
    target.hardware = NpuHardware(size % 3);
    target.hdk.value = enableText.toString();
    target.cann.value = paramsText.toString();
    target.framework.value = enableText.toString();
    target.cardsPerPod.value = enableText.toString();
    target.cardsPerServer.value = paramsText.toString();
    target.expansionMode.value = paramsText.toString();
    target.enableEnvWhere = enableText.toString();
    for (const QString &line : text.split(QLatin1Char('\n')))
        target.hostIps.push_back({line, "/server_list/0/host_ip"});
    describe(checkRetryEligibility(settings, target));

    // The canonical forms read back as the same settings; the params form
    // always names all three keys, so it reads as given.
    const Parsed<RetrySettings> enableAgain = parseRetryEnable(canonicalEnable);
    if (!enableAgain)
        __builtin_trap();
    const Parsed<RetrySettings> again = parseRetryParams(canonicalParams, enableAgain.value());
    RetrySettings expected = settings;
    expected.paramsSet = true;
    if (!again || again.value() != expected)
        __builtin_trap();
    return 0;
}
