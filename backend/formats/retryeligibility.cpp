#include "formats/retryeligibility.h"

#include "formats/ipaddresstext.h"
#include "formats/retryparams.h"
#include "formats/versionorder.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <map>

namespace ascendops {
namespace {

// lupdate files free tr() calls under the enclosing namespace: the context
// here must be that name, or the translations are never found.
QString tr(const char *text) { return QCoreApplication::translate("ascendops", text); }

// " (where)" after a fact, or nothing when the place is not known.
QString from(const QString &where) { return where.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(where); }

void checkHardware(const RetryTarget &t, Problems *out)
{
    if (t.hardware == NpuHardware::A2) {
        out->append(Problem::error({}, tr("operator retry needs Snt9B23 (Atlas A3) super-nodes; this is Atlas A2 "
                                          "hardware%1, where HCCL does not retry").arg(from(t.hardwareWhere))));
    } else if (t.hardware == NpuHardware::Unknown) {
        out->append(Problem::note({}, tr("hardware not known (give --hardware, a 1.2 rank table or the nodes): "
                                         "operator retry needs Snt9B23 (Atlas A3) super-nodes")));
    }
}

void checkVersion(const RetryFact &fact, const char *component, const char *minimum, Problems *out)
{
    const QString name = QLatin1String(component), least = QLatin1String(minimum);
    if (!fact.known()) {
        out->append(Problem::note({}, tr("%1 version not known%3: operator retry needs %1 %2 or later")
                                          .arg(name, least, from(fact.where))));
    } else if (compareVersions(fact.value, least) < 0) {
        out->append(Problem::error(fact.where.toStdString(),
            tr("%1 %2%3 is older than %4, the first that supports operator retry").arg(name, fact.value, from(fact.where), least)));
    }
}

void checkFramework(const RetryTarget &t, Problems *out)
{
    const QString framework = t.framework.value.toLower();
    if (!t.framework.known() || framework == QLatin1String("unknown")) {
        out->append(Problem::note({}, tr("framework not known: operator retry supports PyTorch only")));
    } else if (framework == QLatin1String("mindspore")) {
        out->append(Problem::error(t.framework.where.toStdString(),
            tr("MindSpore does not support operator retry%1: PyTorch only").arg(from(t.framework.where))));
    } else if (framework != QLatin1String("pytorch")) {
        out->append(Problem::error(t.framework.where.toStdString(),
            tr("operator retry supports PyTorch only; the job runs %1%2").arg(t.framework.value, from(t.framework.where))));
    }
}

void checkWholeCards(const RetryTarget &t, Problems *out)
{
    bool podOk = false, serverOk = false;
    const int pod = t.cardsPerPod.value.toInt(&podOk);
    const int server = t.cardsPerServer.value.toInt(&serverOk);
    if (!podOk || !serverOk) {
        out->append(Problem::note({}, tr("whether the job uses whole cards is not known: operator retry needs "
                                         "every card of its servers")));
    } else if (pod < server) {
        out->append(Problem::error(t.cardsPerPod.where.toStdString(),
            tr("each pod requests %1 of a server's %2 cards%3: operator retry needs jobs that use whole cards")
                .arg(pod).arg(server).arg(from(t.cardsPerPod.where))));
    }
}

// Seed 003's scope table: single-operator mode (Stars, Ffts+, AI CPU
// unfolding) retries; mc2 does not, nor graph mode's full-pod execution
// (graph mode retries where communication unfolds on AI CPU). CANN's
// variable reference adds that a borrowed lane needs AI_CPU unfolding.
void checkScope(const RetryTarget &t, Problems *out)
{
    if (t.mc2.known())
        out->append(Problem::error(t.mc2.where.toStdString(),
            tr("the job fuses matmul and collectives (mc2, --use-ascend-mc2%1): seed 003 does not retry mc2")
                .arg(from(t.mc2.where))));
    const QString mode = t.expansionMode.value.toUpper();
    const bool aiCpu = mode == QLatin1String("AI_CPU");
    if (t.graphMode.known() && !aiCpu)
        out->append(Problem::warning(t.graphMode.where.toStdString(),
            tr("graph mode (torchair%1): retried only where communication operators unfold on AI CPU "
               "(HCCL_OP_EXPANSION_MODE=AI_CPU); full-pod execution is not (seed 003)").arg(from(t.graphMode.where))));
    if (!t.expansionMode.known()) {
        out->append(Problem::note({}, tr("not checked: retry covers single-operator mode (Stars, Ffts+, AI CPU "
                                         "unfolding) and graph mode unfolded on AI CPU, not mc2 or graph mode's "
                                         "full-pod execution")));
    } else if (mode == QLatin1String("HOST")) {
        out->append(Problem::note(t.expansionMode.where.toStdString(),
            tr("HCCL_OP_EXPANSION_MODE=HOST%1: single-operator mode retries (seed 003), but a borrowed lane needs "
               "AI_CPU unfolding").arg(from(t.expansionMode.where))));
    } else if (!aiCpu) {
        out->append(Problem::warning(t.expansionMode.where.toStdString(),
            tr("HCCL_OP_EXPANSION_MODE=%1%2 is not in seed 003's scope table (Stars, Ffts+, AI CPU unfolding)")
                .arg(t.expansionMode.value, from(t.expansionMode.where))));
    }
}

// The private block (RFC 1918) an IPv4 address is in, which a VPC's CIDR is
// carved from; a public address by its /16; IPv6 by its /64.
QString addressBlock(const QString &ip)
{
    std::uint32_t v4 = 0;
    if (!parseIpv4(ip.toStdString(), &v4))
        return ip.section(QLatin1Char(':'), 0, 3) + QStringLiteral("::/64");
    if ((v4 >> 24) == 10)
        return QStringLiteral("10.0.0.0/8");
    if ((v4 >> 20) == ((172u << 4) | 1u))
        return QStringLiteral("172.16.0.0/12");
    if ((v4 >> 16) == ((192u << 8) | 168u))
        return QStringLiteral("192.168.0.0/16");
    return QStringLiteral("%1.%2.0.0/16").arg(v4 >> 24).arg((v4 >> 16) & 0xff);
}

// The status negotiation runs over the VPC plane: hosts in different VPCs
// cannot negotiate. Subnets of one VPC route to each other, and a VPC's
// range is carved from one private block, so hosts in different blocks are
// flagged for a person; which VPC each host is in is not in the rank table.
void checkVpcPlane(const RetryTarget &t, Problems *out)
{
    if (t.hostIps.empty()) {
        out->append(Problem::note({}, tr("not checked: retry negotiates over the VPC plane, which must reach every "
                                         "host of the communication domain (give a rank table to compare its host IPs)")));
        return;
    }
    std::map<QString, std::vector<const RetryHostIp *>> networks;
    for (const RetryHostIp &host : t.hostIps)
        networks[addressBlock(host.ip)].push_back(&host);
    if (networks.size() < 2)
        return;
    // The hosts outside the largest group are the ones to look at.
    const auto largest = std::max_element(networks.begin(), networks.end(),
                                          [](const auto &a, const auto &b) { return a.second.size() < b.second.size(); });
    QStringList groups;
    for (const auto &[network, hosts] : networks)
        groups << QStringLiteral("%1: %2").arg(network).arg(hosts.size());
    const RetryHostIp *outlier = (largest == networks.begin() ? std::next(networks.begin()) : networks.begin())->second.front();
    out->append(Problem::warning(outlier->pointer,
        tr("host IPs of one communication domain are in %1 address blocks (%2): retry negotiates over the VPC plane "
           "and cannot across different VPCs; check that every host is in one").arg(networks.size()).arg(groups.join(QStringLiteral(", ")))));
}

void modelArtsRules(const RetrySettings &settings, const RetryTarget &t, Problems *out)
{
    if (t.platform != RetryPlatform::ModelArts)
        return;
    if (!t.enableEnvWhere.isEmpty()) {
        out->append(Problem::error(t.enableEnvWhere.toStdString(), modelArtsRetryVariableMessage()));
    }
    if (settings.anyLevelEnabled()) {
        out->append(Problem::note({}, tr("on ModelArts, operator retry cannot be switched off again once a job has it, "
                                         "and it costs throughput: %1").arg(retryPerformanceSummary())));
        if (!settings.isEnabled(RetryLevel::L1) || !settings.isEnabled(RetryLevel::L2))
            out->append(Problem::warning({}, tr("on ModelArts one annotation switches retry on between servers and between "
                                                "super-nodes alike (L1 and L2): one level alone cannot be chosen there")));
    }
}

constexpr std::array<RetryPerformanceCase, 15> kPerformance{{
    {"LLama_7B_FastChat", "LLama_7B_FastChat_ID4324_for_PyTorch_bs2_2X16P_FA_bf16_RT2_PT21_perf", 3629.17, 3627.27},
    {"BLOOM_ID3985", "BLOOM_ID3985_for_PyTorch_bs2048_2x16p_RT2_176B_bf16_FA_perf", 7699.445, 7659.4295},
    {"BLOOM_ID3985 (mc2)", "BLOOM_ID3985_for_PyTorch_bs2048_2x16p_RT2_176B_bf16_FA_mc2_perf", 7692.59876, 7663.907871},
    {"LLAMA2_ID4421", "LLAMA2_ID4421_for_PyTorch_bs16_2x16p_RT2_7B_bf16_FA_NOMC2_perf", 1586, 1591.3},
    {"LLama31_70B", "train_llama3_405b_server2_tp8_pp2_perf", 6.29, 6.29},
    {"GPT_Moe_8K", "gpt_moe_server2_tp4_pp2_perf", 20.92, 20.89},
    {"LLAMA2_70B", "LLAMA2_ID0039_for_PyTorch_bs1_2x16p_RT2_70B_bf16_fa_tp2_pp1_perf", 2229.5, 2219.86},
    {"LLAMA2_70B", "LLAMA2_ID0039_for_PyTorch_bs1_2x16p_RT2_70B_bf16_fa_tp2_pp2_perf", 1218.54, 1214.84},
    {"LLAMA2_70B", "LLAMA2_ID0039_for_PyTorch_bs1_2x16p_RT2_70B_bf16_fa_tp8_pp2_perf", 360.59, 359.02},
    {"LLAMA2_70B", "LLAMA2_ID0039_for_PyTorch_bs1_2x16p_RT2_70B_bf16_fa_tp2_pp4_perf", 591.95, 589.94},
    {"Open-Sora_ID4574", "Open-Sora_ID4574_for_PyTorch_2x16p_bf16_bs1_120x256x256_perf", 9.77, 10.02},
    {"beit2", "Beit2_ID3448_for_Pytorch_False_bs120_2x16p_perf", 929858.63, 935647.44},
    {"Megablocks", "Megablocks_ID4363_for_PyTorch_bs40_32p_mt03_perf", 1235.41, 1220.49},
    {"Qwen_ID4341_for_PyTorch", "Qwen_ID4341_for_PyTorch_bs64_32p_tp8_pp1_14b_perf", 783.89644, 784.993139},
    {"Baichuan2_13B_ID4446_for_PyTorch", "Baichuan2_13B_ID4446_for_PyTorch_RT2_bs8_32p_tp8_pp1_fp16_perf", 801.84, 802.51},
}};

} // namespace

const char *retryPlatformName(RetryPlatform platform)
{
    return platform == RetryPlatform::ModelArts ? "modelarts" : "mindcluster";
}

std::optional<RetryPlatform> retryPlatformFromName(QStringView name)
{
    if (name.compare(QLatin1String("modelarts"), Qt::CaseInsensitive) == 0)
        return RetryPlatform::ModelArts;
    if (name.compare(QLatin1String("mindcluster"), Qt::CaseInsensitive) == 0)
        return RetryPlatform::MindCluster;
    return std::nullopt;
}

const char *npuHardwareName(NpuHardware hardware)
{
    switch (hardware) {
    case NpuHardware::A2: return "a2";
    case NpuHardware::A3: return "a3";
    case NpuHardware::Unknown: break;
    }
    return "unknown";
}

std::optional<NpuHardware> npuHardwareFromName(QStringView name)
{
    if (name.compare(QLatin1String("a2"), Qt::CaseInsensitive) == 0)
        return NpuHardware::A2;
    if (name.compare(QLatin1String("a3"), Qt::CaseInsensitive) == 0)
        return NpuHardware::A3;
    return std::nullopt;
}

NpuHardware hardwareOfAcceleratorType(QStringView label)
{
    if (label.startsWith(QLatin1String("module-a3-")))
        return NpuHardware::A3;
    if (label.startsWith(QLatin1String("module-910b-")))
        return NpuHardware::A2;
    return NpuHardware::Unknown;
}

Problems checkRetryEligibility(const RetrySettings &settings, const RetryTarget &target)
{
    Problems problems;
    modelArtsRules(settings, target, &problems);
    if (!settings.anyLevelEnabled())
        return problems;
    checkHardware(target, &problems);
    checkVersion(target.hdk, "HDK", kMinimumRetryHdk, &problems);
    checkVersion(target.cann, "CANN", kMinimumRetryCann, &problems);
    checkFramework(target, &problems);
    checkWholeCards(target, &problems);
    checkScope(target, &problems);
    checkVpcPlane(target, &problems);
    problems.append(Problem::note({}, tr("not checked: in-place communication operators can pollute their input and "
                                         "defeat retry (Torch all_reduce, all_gather, reduce_scatter among them)")));
    problems.append(Problem::note({}, tr("retry needs every card of the communication domain stopped at the same "
                                         "operator: it succeeds about 95% of the time (seed 003)")));
    return problems;
}

QString modelArtsRetryVariableMessage()
{
    return tr("on ModelArts, HCCL_OP_RETRY_ENABLE in the environment does not switch operator retry on (the "
              "platform's components cannot see it): remove it and set the job annotation %1: \"true\"")
        .arg(QLatin1String(kModelArtsRetryAnnotation));
}

QString modelArtsRetryAnnotation(bool on)
{
    return QStringLiteral("{\"metadata\": {\"annotations\": {\"%1\": \"%2\"}}}")
        .arg(QLatin1String(kModelArtsRetryAnnotation), on ? QStringLiteral("true") : QStringLiteral("false"));
}

QStringList modelArtsRetryLines(const RetrySettings &settings)
{
    QStringList lines{modelArtsRetryAnnotation(settings.anyLevelEnabled())};
    if (settings.paramsSet && settings.anyLevelEnabled())
        lines << tr("# and the retry window, in the job's environment (HCCL reads it there):")
              << QStringLiteral("export %1=\"%2\"").arg(QLatin1String(retryVariableName(RetryVariable::Params)),
                                                          formatRetryParams(settings));
    return lines;
}

std::span<const RetryPerformanceCase> retryPerformanceImpact()
{
    return kPerformance;
}

QString retryPerformanceSummary()
{
    double worst = 0, best = 0;
    for (const RetryPerformanceCase &c : kPerformance) {
        worst = std::min(worst, c.changePercent());
        best = std::max(best, c.changePercent());
    }
    return tr("%1% to %2% throughput over %3 measured cases (seed 004)")
        .arg(QString::number(worst, 'f', 2), (best > 0 ? QStringLiteral("+") : QString()) + QString::number(best, 'f', 2))
        .arg(kPerformance.size());
}

} // namespace ascendops
