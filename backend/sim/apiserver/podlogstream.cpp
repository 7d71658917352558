#include "sim/apiserver/podlogstream.h"

#include "formats/traininglogreader.h"
#include "sim/apiserver/apihandler.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"

#include <QDateTime>
#include <QMetaObject>
#include <QPointer>

namespace ascendops::sim {

namespace {

ApiReply errorOf(const ApiError &error)
{
    return {error.code, "application/json", errorBody(error), std::nullopt, std::nullopt};
}

// The kubelet's fixed nanosecond layout (RFC3339NanoFixed), in UTC.
QByteArray timestampOf(std::int64_t atMs)
{
    return QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz")).toLatin1()
        + "000000Z";
}

// A non-negative integer parameter; nothing when absent; an error when it is not one.
std::optional<std::int64_t> numberParameter(const HttpRequest &request, const char *key, std::optional<ApiError> *error)
{
    const QString text = request.queryValue(key);
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < 0)
        *error = ApiError::badRequest(std::string(key) + " must be a non-negative integer, not \"" + text.toStdString() + "\"");
    return value;
}

} // namespace

QByteArray logText(const std::vector<LogLine> &lines, bool timestamps)
{
    QByteArray text;
    for (const LogLine &line : lines) {
        if (timestamps)
            text += timestampOf(line.atMs) + ' ';
        text.append(line.text.data(), qsizetype(line.text.size()));
        text += '\n';
    }
    return text;
}

ApiReply podLogReply(const ObjectStore &store, const HttpRequest &request, const std::string &ns, const std::string &pod)
{
    const StoreResult found = store.get(objects::pods(), ns, pod);
    if (!found)
        return errorOf(*found.error);
    const nlohmann::json &object = found.object->value;
    const nlohmann::json containers = object.value("spec", nlohmann::json::object()).value("containers", nlohmann::json::array());
    const std::string container = request.queryValue("container").toStdString();
    if (!container.empty()) {
        const bool known = std::any_of(containers.begin(), containers.end(), [&](const nlohmann::json &c) {
            return c.value("name", std::string()) == container;
        });
        if (!known)
            return errorOf(ApiError::badRequest("container " + container + " is not valid for pod " + pod));
    } else if (containers.size() > 1) {
        return errorOf(ApiError::badRequest("a container name must be specified for pod " + pod));
    }
    // A container that has not started has no log; one that runs may not have printed yet.
    if (objects::podPhase(object) == "Pending" && !store.podLogs().has(ns, pod)) {
        const std::string name = !container.empty() ? container
            : containers.empty()                    ? std::string("main")
                                                    : containers[0].value("name", std::string("main"));
        return errorOf(ApiError::badRequest("container \"" + name + "\" in pod \"" + pod
                                            + "\" is waiting to start: ContainerCreating"));
    }
    std::optional<ApiError> error;
    LogSpec spec{ns, pod, request.queryFlag("timestamps"), 0, 0, -1};
    if (const QString since = request.queryValue("sinceTime"); !since.isEmpty()) {
        spec.sinceMs = parseRfc3339Ms(QByteArrayView(since.toLatin1()));
        if (spec.sinceMs < 0)
            return errorOf(ApiError::badRequest("sinceTime is not an RFC 3339 time: \"" + since.toStdString() + "\""));
        // The API server hands sinceTime on to the kubelet in whole seconds:
        // the lines of that whole second come again.
        spec.sinceMs -= spec.sinceMs % 1000;
    }
    spec.limitBytes = numberParameter(request, "limitBytes", &error).value_or(0);
    spec.tailLines = numberParameter(request, "tailLines", &error).value_or(-1);
    if (error)
        return errorOf(*error);
    if (request.queryFlag("follow")) {
        ApiReply reply;
        reply.log = spec;
        return reply;
    }
    std::vector<LogLine> lines = store.podLogs().read(ns, pod, 0, spec.sinceMs).lines;
    if (spec.tailLines >= 0 && std::int64_t(lines.size()) > spec.tailLines)
        lines.erase(lines.begin(), lines.end() - spec.tailLines);
    QByteArray body = logText(lines, spec.timestamps);
    if (spec.limitBytes > 0 && body.size() > spec.limitBytes)
        body.truncate(spec.limitBytes);
    return {200, "text/plain", body, std::nullopt, std::nullopt};
}

PodLogStream::PodLogStream(LogSpec spec, PodLogs &logs, QObject *parent)
    : ResponseStream(parent), m_spec(std::move(spec)), m_logs(logs)
{
}

PodLogStream::~PodLogStream()
{
    if (m_listener)
        m_logs.removeListener(m_listener);
}

void PodLogStream::start()
{
    QPointer<PodLogStream> self(this);
    const std::string key = m_spec.ns + '/' + m_spec.pod;
    // Listeners run under the logs' lock, on the writer's thread: only queue.
    m_listener = m_logs.addListener([self, key](const std::string &changed) {
        if (changed == key)
            QMetaObject::invokeMethod(self, [self] { if (self) self->sendNew(); }, Qt::QueuedConnection);
    });
    LogRead first = m_logs.read(m_spec.ns, m_spec.pod, 0, m_spec.sinceMs);
    if (m_spec.tailLines >= 0 && std::int64_t(first.lines.size()) > m_spec.tailLines)
        first.lines.erase(first.lines.begin(), first.lines.end() - m_spec.tailLines);
    m_next = first.nextSequence;
    m_incarnation = first.incarnation;
    m_started = true;
    send(logText(first.lines, m_spec.timestamps));
}

void PodLogStream::sendNew()
{
    if (!m_started || m_finished)
        return;
    const LogRead read = m_logs.read(m_spec.ns, m_spec.pod, m_next, m_spec.sinceMs);
    if (!read.found || (m_incarnation != 0 && read.incarnation != m_incarnation))
        return finish();   // the pod is gone (or went before it printed): the stream ends
    m_incarnation = read.incarnation;
    m_next = read.nextSequence;
    send(logText(read.lines, m_spec.timestamps));
}

// limitBytes ends the stream once that much was sent, mid-line if need be.
void PodLogStream::send(QByteArray text)
{
    if (text.isEmpty())
        return;
    const bool last = m_spec.limitBytes > 0 && m_sent + text.size() >= m_spec.limitBytes;
    if (last)
        text.truncate(m_spec.limitBytes - m_sent);
    m_sent += text.size();
    emit lineReady(text);
    if (last)
        finish();
}

void PodLogStream::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    emit finished();
}

} // namespace ascendops::sim
