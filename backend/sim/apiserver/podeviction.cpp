#include "sim/apiserver/podeviction.h"

#include "sim/apiserver/apierror.h"
#include "sim/apiserver/apiresource.h"
#include "sim/apiserver/fieldselector.h"
#include "sim/apiserver/labelselector.h"

#include <QString>

#include <algorithm>
#include <cmath>
#include <optional>

namespace ascendops::sim {
namespace {

using json = nlohmann::json;

const ApiResource &podsResource() { return *findResource("", "v1", "pods"); }
const ApiResource &budgetsResource() { return *findResource("policy", "v1", "poddisruptionbudgets"); }

// The member KEY of OBJECT, or null: nothing here throws on a budget or
// pod of another shape (the store is anyone's to edit).
json member(const json &object, const char *key)
{
    return object.is_object() && object.contains(key) ? object[key] : json();
}

ApiReply reply(int status, const json &body)
{
    return {status, "application/json", QByteArray::fromStdString(body.dump()), std::nullopt, std::nullopt};
}

// Every label of matchLabels on the pod; a selector of another form selects nothing.
bool selects(const json &budget, const json &pod)
{
    const json selector = member(member(budget, "spec"), "selector");
    if (!selector.is_object() || selector.contains("matchExpressions"))
        return false;
    const json match = member(selector, "matchLabels");
    const json labels = member(member(pod, "metadata"), "labels");
    if (!match.is_object() || !labels.is_object())
        return false;
    for (const auto &[key, value] : match.items())
        if (!labels.contains(key) || labels[key] != value)
            return false;
    return true;
}

bool running(const json &pod)
{
    return member(member(pod, "status"), "phase") == json("Running");
}

// A number, or a percentage of OF rounded up; nothing for anything else.
std::optional<int> countOf(const json &value, int of)
{
    if (value.is_number_integer())
        return int(std::clamp<long long>(value.get<long long>(), -1'000'000, 1'000'000));
    if (!value.is_string())
        return std::nullopt;
    const QString text = QString::fromStdString(value.get<std::string>());
    bool ok = false;
    const int percent = text.endsWith(QLatin1Char('%')) ? text.chopped(1).toInt(&ok) : 0;
    if (!ok || percent < 0 || percent > 100)
        return std::nullopt;
    return int(std::ceil(double(of) * percent / 100.0));
}

// How many of the budget's pods may go now.
int allowedDisruptions(const ObjectStore &store, const json &budget, const std::string &ns)
{
    if (const json allowed = member(member(budget, "status"), "disruptionsAllowed"); allowed.is_number_integer())
        return int(std::clamp<long long>(allowed.get<long long>(), -1'000'000, 1'000'000));
    int expected = 0, healthy = 0;
    for (const ObjectPtr &pod : store.list(podsResource(), ns, LabelSelector(), FieldSelector()).items)
        if (selects(budget, pod->value)) {
            ++expected;
            healthy += running(pod->value);
        }
    const json spec = member(budget, "spec");
    if (const std::optional<int> min = countOf(member(spec, "minAvailable"), expected))
        return healthy - *min;
    if (const std::optional<int> max = countOf(member(spec, "maxUnavailable"), expected))
        return *max - (expected - healthy);
    return 1;   // a budget that says neither allows the disruption
}

} // namespace

ApiReply evictionReply(ObjectStore &store, const std::string &ns, const std::string &name, bool dryRun, const QByteArray &body)
{
    // The Eviction itself: its name must be the pod's, and its
    // deleteOptions may ask for a dry run (kubectl drain --dry-run=server).
    if (!body.trimmed().isEmpty()) {
        const json eviction = json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
        const json named = member(member(eviction, "metadata"), "name");
        const json asked = member(member(eviction, "deleteOptions"), "dryRun");
        if (!eviction.is_object() || (!named.is_null() && named != json(name)))
            return reply(400, ApiError::badRequest("the body is no Eviction of pod \"" + name + "\"").toStatus());
        if (!asked.is_null() && asked != json::array() && asked != json::array({"All"}))
            return reply(400, ApiError::badRequest("invalid dry run value " + asked.dump() + ": only \"All\" is supported").toStatus());
        dryRun = dryRun || asked == json::array({"All"});
    }
    const StoreResult pod = store.get(podsResource(), ns, name);
    if (!pod)
        return reply(pod.error->code, pod.error->toStatus());
    for (const ObjectPtr &budget : store.list(budgetsResource(), ns, LabelSelector(), FieldSelector()).items)
        if (selects(budget->value, pod.object->value) && allowedDisruptions(store, budget->value, ns) <= 0) {
            ApiError refused{429, "TooManyRequests", "Cannot evict pod as it would violate the pod's disruption budget.", "pods", name};
            json status = refused.toStatus();
            status["details"]["causes"] = json::array({{{"reason", "DisruptionBudget"},
                {"message", "The disruption budget " + member(member(budget->value, "metadata"), "name").dump() + " needs more healthy pods"}}});
            return reply(429, status);
        }
    const StoreResult removed = store.remove(podsResource(), ns, name, Preconditions{}, dryRun);
    if (!removed)
        return reply(removed.error->code, removed.error->toStatus());
    const json uid = member(member(pod.object->value, "metadata"), "uid");
    return reply(201, successStatus("pods", name, uid.is_string() ? uid.get<std::string>() : std::string()));
}

} // namespace ascendops::sim
