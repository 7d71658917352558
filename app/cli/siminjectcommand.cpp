#include "siminjectcommand.h"

#include "clicommon.h"
#include "clihelp.h"

#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/kubereply.h"
#include "sim/controllers/faultrequest.h"

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

// A number option's value, or nothing with a message when it is not one.
bool readNumber(const QCommandLineParser &parser, const char *option, std::optional<double> *out)
{
    if (!parser.isSet(QLatin1String(option)))
        return true;
    bool ok = false;
    const double value = parser.value(QLatin1String(option)).toDouble(&ok);
    if (!ok)
        return complain(QStringLiteral("--%1: expected a number, got \"%2\"").arg(QLatin1String(option), parser.value(QLatin1String(option))));
    *out = value;
    return true;
}

// The Fault object from the flags; nothing (and a message) when they do not fit.
std::optional<Json> faultFromFlags(const QCommandLineParser &parser)
{
    for (const char *required : {"kubeconfig", "kind", "node"}) {
        if (!parser.isSet(QLatin1String(required)))
            return complain(QStringLiteral("--%1 is required").arg(QLatin1String(required))), std::nullopt;
    }
    sim::FaultRequest request{parser.value(QStringLiteral("kind")), parser.value(QStringLiteral("node")), std::nullopt,
                              parser.value(QStringLiteral("fault-code")), std::nullopt, std::nullopt,
                              parser.value(QStringLiteral("name"))};
    if (parser.isSet(QStringLiteral("device"))) {
        bool ok = false;
        request.device = parser.value(QStringLiteral("device")).toInt(&ok);
        if (!ok)
            return complain(QStringLiteral("--device: expected a die number (0 or more), got \"%1\"")
                                .arg(parser.value(QStringLiteral("device")))), std::nullopt;
    }
    if (!readNumber(parser, "duration", &request.durationSeconds) || !readNumber(parser, "delay", &request.delaySeconds))
        return std::nullopt;
    QString error;
    std::optional<Json> fault = sim::faultObject(request, &error);
    if (!fault)
        complain(error);
    return fault;
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
