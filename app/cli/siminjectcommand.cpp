#include "siminjectcommand.h"

#include "clicommon.h"
#include "clihelp.h"

#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/kubereply.h"
#include "formats/faultcodetable.h"
#include "formats/switchfaultcodes.h"
#include "sim/controllers/faultkinds.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::cli {
namespace {

using Json = nlohmann::json;


bool complain(const QString &message)
{
    usageError(QStringLiteral("ascend-ops-cli sim inject: %1").arg(message));
    return false;
}

// The Fault object from the flags; nothing (and a message) when they do not fit.
std::optional<Json> faultFromFlags(const QCommandLineParser &parser)
{
    for (const char *required : {"kubeconfig", "kind", "node"}) {
        if (!parser.isSet(QLatin1String(required)))
            return complain(QStringLiteral("--%1 is required").arg(QLatin1String(required))), std::nullopt;
    }
    const QString kind = parser.value(QStringLiteral("kind"));
    if (!sim::isFaultKind(kind.toStdString()))
        return complain(QStringLiteral("--kind: unknown kind \"%1\" (expected one of %2)")
                            .arg(kind, QString::fromStdString(sim::faultKindList()))), std::nullopt;
    Json spec{{"kind", kind.toStdString()}, {"node", parser.value(QStringLiteral("node")).toStdString()}};
    if (parser.isSet(QStringLiteral("device"))) {
        bool ok = false;
        const int device = parser.value(QStringLiteral("device")).toInt(&ok);
        if (!ok || device < 0)
            return complain(QStringLiteral("--device: expected a die number (0 or more), got \"%1\"")
                                .arg(parser.value(QStringLiteral("device")))), std::nullopt;
        spec["device"] = device;
    }
    const QString code = parser.value(QStringLiteral("fault-code"));
    const bool switchFault = kind == QLatin1String("switch-fault");
    if ((kind == QLatin1String("npu-fault") || switchFault) && code.isEmpty())
        return complain(QStringLiteral("--fault-code is required for %1").arg(kind)), std::nullopt;
    if (switchFault) {
        const std::optional<std::string> normalized = normalizeSwitchFaultCode(code.toStdString());
        if (!normalized)
            return complain(QStringLiteral("--fault-code: expected a switch fault code like [0x00f103b0,155907,na,na], got \"%1\"")
                                .arg(code)), std::nullopt;
        spec["faultCode"] = *normalized;
    } else if (!code.isEmpty()) {
        const std::optional<std::string> normalized = normalizeFaultCode(code.toStdString());
        if (!normalized)
            return complain(QStringLiteral("--fault-code: expected 8 hex digits, e.g. 80E18402, got \"%1\"").arg(code)), std::nullopt;
        spec["faultCode"] = *normalized;
    }
    if (parser.isSet(QStringLiteral("duration"))) {
        bool ok = false;
        const double seconds = parser.value(QStringLiteral("duration")).toDouble(&ok);
        if (!ok || !(seconds > 0))
            return complain(QStringLiteral("--duration: expected a positive number of seconds, got \"%1\"")
                                .arg(parser.value(QStringLiteral("duration")))), std::nullopt;
        spec["durationSeconds"] = seconds;
    }
    if (parser.isSet(QStringLiteral("delay"))) {
        bool ok = false;
        const double seconds = parser.value(QStringLiteral("delay")).toDouble(&ok);
        if (!ok || !(seconds >= 0))
            return complain(QStringLiteral("--delay: expected a number of seconds, 0 or more, got \"%1\"")
                                .arg(parser.value(QStringLiteral("delay")))), std::nullopt;
        spec["delaySeconds"] = seconds;
    }
    Json metadata = Json::object();
    if (parser.isSet(QStringLiteral("name")))
        metadata["name"] = parser.value(QStringLiteral("name")).toStdString();
    else
        metadata["generateName"] = kind.toStdString() + '-';
    return Json{{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"}, {"metadata", metadata}, {"spec", spec}};
}

int create(const kube::ClusterConnection &connection, const QString &ns, const Json &fault)
{
    kube::KubeClient client(connection);
    int exitCode = ExitUsage;
    bool finished = false;
    kube::KubeReply *reply = client.create(kube::ResourceType::faults(), ns, fault);
    reply->then(&client, [&exitCode, &finished](kube::KubeReply &done) {
        finished = true;
        if (done.isOk()) {
            const std::string name = done.object().value("metadata", Json::object()).value("name", "");
            printOut(QStringLiteral("fault.sim.ascendops.io/%1 created\n").arg(QString::fromStdString(name)));
            exitCode = ExitOk;
        } else {
            printErr(QStringLiteral("ascend-ops-cli sim inject: %1\n").arg(done.error().toString()));
            // The server refused the object (4xx): the input; anything else: I/O.
            exitCode = done.error().httpStatus >= 400 && done.error().httpStatus < 500 ? ExitInvalid : ExitUsage;
        }
        QCoreApplication::exit(exitCode);
    });
    if (!finished)
        QCoreApplication::exec();
    return exitCode;
}

} // namespace

int runSimInjectCommand(const QStringList &args)
{
    QCommandLineParser parser;
    for (const char *option : {"kubeconfig", "context", "kind", "node", "device", "fault-code", "duration", "delay", "name", "namespace"})
        parser.addOption({QLatin1String(option), QString(), QStringLiteral("VALUE")});
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return complain(QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first())), ExitUsage;
    const std::optional<Json> fault = faultFromFlags(parser);
    if (!fault)
        return ExitUsage;
    const kube::Kubeconfig config = kube::Kubeconfig::load({parser.value(QStringLiteral("kubeconfig"))});
    const kube::Kubeconfig::Resolved resolved = config.resolve(parser.value(QStringLiteral("context")));
    if (!config.isValid() || !resolved.connection) {
        for (const auto &error : config.isValid() ? resolved.errors : config.errors())
            printErr(error.toString() + QLatin1Char('\n'));
        return ExitUsage;
    }
    const QString ns = parser.isSet(QStringLiteral("namespace")) ? parser.value(QStringLiteral("namespace"))
                                                                 : QStringLiteral("default");
    return create(*resolved.connection, ns, *fault);
}

} // namespace ascendops::cli
