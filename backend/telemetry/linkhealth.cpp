#include "linkhealth.h"

#include <QCoreApplication>

#include <cmath>

namespace ascendops::telemetry {
namespace {

// lupdate files free tr() calls under the enclosing namespace: the context
// here must be that name, or the translations are never found.
QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops::telemetry", text);
}

double toDb(double milliwatt)
{
    return 10.0 * std::log10(milliwatt);
}

// As hccn_tool prints it (mW) and as the Links tab plots it (dBm), so the
// words and the axis can be read against each other.
QString powerText(double milliwatt)
{
    if (milliwatt <= 0)
        return tr("%1 mW").arg(milliwatt, 0, 'f', 4);
    return tr("%1 mW (%2 dBm)").arg(milliwatt, 0, 'f', 4).arg(toDb(milliwatt), 0, 'f', 1);
}

void raise(LinkHealth &verdict, Health health, const QString &reason, bool lasting = false)
{
    verdict.health = worse(verdict.health, health);
    verdict.reasons << reason;
    verdict.lasting |= lasting && health == Health::Fault;
}

void assessOptics(LinkHealth &verdict, const LinkSample &latest, const OpticalThresholds &thresholds,
                  const LinkHealthRules &rules)
{
    if (!thresholds.rxLowMw || *thresholds.rxLowMw <= 0)
        return;
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane) {
        const std::optional<double> rx = latest.rxPowerMw[lane];
        if (!rx)
            continue;
        if (*rx < *thresholds.rxLowMw || (*rx > 0 && toDb(*rx) - toDb(*thresholds.rxLowMw) < rules.rxMarginDb))
            verdict.weakOptics = true;
        if (*rx < *thresholds.rxLowMw)
            raise(verdict, Health::Fault, tr("lane %1 RX power %2 is below the module's low threshold %3")
                                              .arg(lane).arg(powerText(*rx), powerText(*thresholds.rxLowMw)), true);
        else if (*rx > 0 && toDb(*rx) - toDb(*thresholds.rxLowMw) < rules.rxMarginDb)
            raise(verdict, Health::Warning, tr("lane %1 RX power %2 is within %3 dB of the low threshold %4")
                                                .arg(lane).arg(powerText(*rx)).arg(rules.rxMarginDb)
                                                .arg(powerText(*thresholds.rxLowMw)));
    }
}

} // namespace

Health netHealthOf(const QString &status)
{
    const QString s = status.trimmed().toLower();
    if (s == QLatin1String("success") || s == QLatin1String("init"))
        return Health::Ok;
    static const char *const faults[] = {"socket failed", "receive timeout", "unreachable", "detect ip set", "fault"};
    for (const char *fault : faults)
        if (s == QLatin1String(fault))
            return Health::Fault;
    return Health::Unknown;
}

QString describeClockSkew(std::int64_t aheadMs)
{
    const std::int64_t minutes = (aheadMs < 0 ? -aheadMs : aheadMs) / 60000;
    if (minutes == 0)
        return {};
    const QString amount = minutes >= 60 ? tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60) : tr("%1 min").arg(minutes);
    return aheadMs > 0 ? tr("device clock %1 ahead of this console's").arg(amount)
                       : tr("device clock %1 behind this console's").arg(amount);
}

LinkHealth assessLink(const LinkSeries &series, std::int64_t nowMs, const LinkHealthRules &rules)
{
    LinkHealth verdict;
    const LinkSample *latest = series.latest();
    if (!latest)
        return verdict;
    if (latest->deviceClockAheadMs) {
        if (const QString skew = describeClockSkew(*latest->deviceClockAheadMs); !skew.isEmpty())
            verdict.notes << skew;
    }
    if (!latest->up && latest->netHealth.isEmpty()) {
        // Nothing said how the link is: unknown, never healthy; the unread
        // queries are the reasons.
        verdict.reasons = latest->unread.isEmpty() ? QStringList{tr("neither the link state nor the net health could be read")}
                                                   : latest->unread;
        return verdict;
    }
    verdict.notes << latest->unread;   // judged on what answered; the rest is said
    verdict.health = Health::Ok;
    if (latest->up && !*latest->up)
        raise(verdict, Health::Fault, tr("link is DOWN"));
    if (!latest->netHealth.isEmpty() && netHealthOf(latest->netHealth) == Health::Fault)
        raise(verdict, Health::Fault, tr("net health is \"%1\"").arg(latest->netHealth));

    const qint64 minutes = rules.flapWindowMs / 60000;
    if (const std::optional<int> downs = series.downsSince(nowMs - rules.flapWindowMs); !downs) {
        raise(verdict, Health::Warning, tr("link change records cannot be dated: the device's current time was not read"));
    } else if (*downs >= rules.downsForFault) {
        verdict.flapping = true;
        raise(verdict, Health::Fault, tr("link went down %1 times in the last %2 min").arg(*downs).arg(minutes), true);
    } else if (*downs >= rules.downsForWarning) {
        verdict.flapping = true;
        raise(verdict, Health::Warning, tr("link went down %1 times in the last %2 min").arg(*downs).arg(minutes));
    }

    assessOptics(verdict, *latest, series.thresholds(), rules);

    if (const std::optional<double> rate = series.errorRateSince(nowMs - rules.flapWindowMs);
        rate && *rate >= rules.errorRateWarning)
        raise(verdict, Health::Warning, tr("%1 RoCE error packets per second").arg(*rate, 0, 'f', 1));
    return verdict;
}

} // namespace ascendops::telemetry
