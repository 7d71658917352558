#include "faultrequest.h"

#include "faultkinds.h"

#include "formats/faultcodetable.h"
#include "formats/switchfaultcodes.h"

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

// The normalized code, or nothing with ERROR set.
std::optional<std::string> faultCodeOf(const FaultRequest &request, QString *error)
{
    const bool switchFault = request.kind == QLatin1String("switch-fault");
    if ((request.kind == QLatin1String("npu-fault") || switchFault) && request.faultCode.isEmpty()) {
        *error = QStringLiteral("--fault-code is required for %1").arg(request.kind);
        return std::nullopt;
    }
    if (request.faultCode.isEmpty())
        return std::string();
    const std::string code = request.faultCode.trimmed().toStdString();
    std::optional<std::string> normalized = switchFault ? normalizeSwitchFaultCode(code) : normalizeFaultCode(code);
    if (!normalized)
        *error = switchFault ? QStringLiteral("--fault-code: expected a switch fault code like [0x00f103b0,155907,na,na], got \"%1\"")
                                   .arg(request.faultCode)
                             : QStringLiteral("--fault-code: expected 8 hex digits, e.g. 80E18402, got \"%1\"").arg(request.faultCode);
    return normalized;
}

} // namespace

std::optional<Json> faultObject(const FaultRequest &request, QString *error)
{
    if (!isFaultKind(request.kind.toStdString())) {
        *error = QStringLiteral("--kind: unknown kind \"%1\" (expected one of %2)")
                     .arg(request.kind, QString::fromStdString(faultKindList()));
        return std::nullopt;
    }
    if (request.node.trimmed().isEmpty()) {
        *error = QStringLiteral("--node is required");
        return std::nullopt;
    }
    Json spec{{"kind", request.kind.toStdString()}, {"node", request.node.trimmed().toStdString()}};
    if (request.device) {
        if (*request.device < 0) {
            *error = QStringLiteral("--device: expected a die number (0 or more), got %1").arg(*request.device);
            return std::nullopt;
        }
        spec["device"] = *request.device;
    }
    const std::optional<std::string> code = faultCodeOf(request, error);
    if (!code)
        return std::nullopt;
    if (!code->empty())
        spec["faultCode"] = *code;
    if (request.durationSeconds) {
        if (!(*request.durationSeconds > 0)) {
            *error = QStringLiteral("--duration: expected a positive number of seconds, got %1").arg(*request.durationSeconds);
            return std::nullopt;
        }
        spec["durationSeconds"] = *request.durationSeconds;
    }
    if (request.delaySeconds) {
        if (!(*request.delaySeconds >= 0)) {
            *error = QStringLiteral("--delay: expected a number of seconds, 0 or more, got %1").arg(*request.delaySeconds);
            return std::nullopt;
        }
        spec["delaySeconds"] = *request.delaySeconds;
    }
    Json metadata = Json::object();
    if (!request.name.isEmpty())
        metadata["name"] = request.name.toStdString();
    else
        metadata["generateName"] = request.kind.toStdString() + '-';
    return Json{{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"}, {"metadata", metadata}, {"spec", spec}};
}

} // namespace ascendops::sim
