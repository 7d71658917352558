#pragma once
// A maintenance pause of automatic recovery on a server, set by a person
// while the server is being worked on (ascend-ops-cli node pause, the
// console's Pause Recovery): the Node's annotation ascendops.io/recovery-paused,
// {"reason": "...", "by": "...", "since": "<RFC 3339>"}. The pipeline acts on
// no incident that touches a paused server without a person's yes, in every
// mode; MindCluster's own recovery is not the console's to pause. An
// annotation that cannot be read still pauses (its text is the reason): a
// pause is never taken for absent on a guess.
#include <nlohmann/json.hpp>

#include <QString>

#include <optional>

namespace ascendops {

inline constexpr const char *kRecoveryPausedAnnotation = "ascendops.io/recovery-paused";

struct MaintenancePause
{
    QString reason;
    QString by;       // the OS user and the kubeconfig user who paused it
    QString since;    // RFC 3339; "" when not said
};

// The pause NODE carries, or nothing.
std::optional<MaintenancePause> pauseOf(const nlohmann::json &node);
// The annotation's value for PAUSE.
QString pauseAnnotation(const MaintenancePause &pause);
// "paused by ops (context admin) since 2026-11-29T10:00:00Z: replacing optics".
QString pauseText(const MaintenancePause &pause);
// "node-3 (paused by ...: replacing optics)".
QString describePause(const QString &node, const MaintenancePause &pause);

} // namespace ascendops
