#include "sim/apiserver/podeviction.h"

#include "sim/apiserver/apierror.h"
#include "sim/apiserver/apiresource.h"
#include "sim/apiserver/fieldselector.h"
#include "sim/apiserver/labelselector.h"

#include <cmath>
#include <optional>

namespace ascendops::sim {
namespace {

using json = nlohmann::json;

const ApiResource &podsResource() { return *findResource("", "v1", "pods"); }
const ApiResource &budgetsResource() { return *findResource("policy", "v1", "poddisruptionbudgets"); }

ApiReply reply(int status, const json &body)
{
    return {status, "application/json", QByteArray::fromStdString(body.dump()), std::nullopt, std::nullopt};
}

// Every label of matchLabels on the pod; a selector of another form selects nothing.
bool selects(const json &budget, const json &pod)
{
    const json selector = budget.value("spec", json::object()).value("selector", json());
    if (!selector.is_object() || selector.contains("matchExpressions"))
        return false;
    const json match = selector.value("matchLabels", json::object());
    const json labels = pod.value("metadata", json::object()).value("labels", json::object());
    if (!match.is_object() || !labels.is_object())
        return false;
    for (const auto &[key, value] : match.items())
        if (!labels.contains(key) || labels[key] != value)
            return false;
    return true;
}

bool running(const json &pod)
{
    return pod.value("status", json::object()).value("phase", json()) == json("Running");
}

// A number, or a percentage of OF rounded up; nothing for anything else.
std::optional<int> countOf(const json &value, int of)
{
    if (value.is_number_integer())
        return int(value.get<long long>());
    if (!value.is_string())
        return std::nullopt;
    const std::string text = value.get<std::string>();
    if (text.empty() || text.back() != '%')
        return std::nullopt;
    const int percent = std::atoi(text.c_str());
    return int(std::ceil(double(of) * percent / 100.0));
}

// How many of the budget's pods may go now.
int allowedDisruptions(const ObjectStore &store, const json &budget, const std::string &ns)
{
    const json status = budget.value("status", json::object());
    if (status.is_object() && status.contains("disruptionsAllowed") && status["disruptionsAllowed"].is_number_integer())
        return int(status["disruptionsAllowed"].get<long long>());
    int expected = 0, healthy = 0;
    for (const ObjectPtr &pod : store.list(podsResource(), ns, LabelSelector(), FieldSelector()).items)
        if (selects(budget, pod->value)) {
            ++expected;
            healthy += running(pod->value);
        }
    const json spec = budget.value("spec", json::object());
    if (const std::optional<int> min = countOf(spec.value("minAvailable", json()), expected))
        return healthy - *min;
    if (const std::optional<int> max = countOf(spec.value("maxUnavailable", json()), expected))
        return *max - (expected - healthy);
    return 1;   // a budget that says neither allows the disruption
}

} // namespace

ApiReply evictionReply(ObjectStore &store, const std::string &ns, const std::string &name, bool dryRun)
{
    const StoreResult pod = store.get(podsResource(), ns, name);
    if (!pod)
        return reply(pod.error->code, pod.error->toStatus());
    for (const ObjectPtr &budget : store.list(budgetsResource(), ns, LabelSelector(), FieldSelector()).items)
        if (selects(budget->value, pod.object->value) && allowedDisruptions(store, budget->value, ns) <= 0) {
            ApiError refused{429, "TooManyRequests", "Cannot evict pod as it would violate the pod's disruption budget.", "pods", name};
            json status = refused.toStatus();
            status["details"]["causes"] = json::array({{{"reason", "DisruptionBudget"},
                {"message", "The disruption budget " + budget->value["metadata"].value("name", std::string()) + " needs more healthy pods"}}});
            return reply(429, status);
        }
    const StoreResult removed = store.remove(podsResource(), ns, name, Preconditions{}, dryRun);
    if (!removed)
        return reply(removed.error->code, removed.error->toStatus());
    return reply(201, successStatus("pods", name, pod.object->value["metadata"].value("uid", std::string())));
}

} // namespace ascendops::sim
