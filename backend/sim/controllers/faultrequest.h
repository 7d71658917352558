#pragma once
// A Fault to create in the embedded cluster (sim.ascendops.io/v1alpha1), as
// `sim inject` and the console's Cluster > Inject Fault ask for it: checked
// and normalized the same way for both.
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::sim {

struct FaultRequest
{
    QString kind;                    // faultkinds.h
    QString node;
    std::optional<int> device;       // the die (logic id); the kind's default when unset
    QString faultCode;               // npu-fault: 8 hex digits; switch-fault: [0x...,N,x,x]
    std::optional<double> durationSeconds;   // until deleted when unset
    std::optional<double> delaySeconds;
    QString name;                    // generated from the kind when empty
};

// The Fault object, or nothing with ERROR saying which field is wrong and
// what it expects ("--fault-code: expected 8 hex digits, ...": the CLI's
// option names, which the dialog's fields are labelled after).
std::optional<nlohmann::json> faultObject(const FaultRequest &request, QString *error);

} // namespace ascendops::sim
