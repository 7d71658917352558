#include "sim/nodes/nodetoolscripts.h"

namespace ascendops::sim {
namespace {

// Single-quoted for sh: ' becomes '\''.
std::string shellQuoted(const std::string &text)
{
    std::string quoted = "'";
    for (char c : text)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + '\'';
}

// Both tools start alike: the state of the node ASCEND_SIM_NODE names, or
// an error when it names none (a name with a slash would leave the tree).
constexpr const char *kPrologue = R"sh(
case $ASCEND_SIM_NODE in
'' | . | .. | */*)
    echo "$tool: ASCEND_SIM_NODE does not name a simulated node" >&2
    exit 1
    ;;
esac
node="$root/nodes/$ASCEND_SIM_NODE"
# A large cluster's first write goes on after the cluster starts: a node not
# in place yet (hccn.conf is the last of its files) is waited for, until the
# whole tree is (the file "ready") or at most 10 s.
tries=0
while [ ! -f "$node/hccn.conf" ] && [ ! -e "$root/ready" ] && [ "$tries" -lt 100 ]; do
    sleep 0.1
    tries=$((tries + 1))
done
if [ ! -d "$node/hccn" ]; then
    echo "$tool: no simulated node $ASCEND_SIM_NODE under $root" >&2
    exit 1
fi

fail() {
    printf '%s\n' "$@" "$usage"
    exit 1
}

# A node can be made to misbehave as real ones do (docs/RELIABILITY.md): a
# file "quirk" in its directory names how, for `npu-smi info`:
#   hang            prints its first lines, then never ends
#   flood [BYTES]   prints BYTES (default 100 MiB) of output
#   close           prints its first lines, then the SSH connection drops
quirk= quirk_bytes=
[ -f "$node/quirk" ] && read -r quirk quirk_bytes < "$node/quirk"

# The sshd process serving this command, killed to drop the connection.
drop_connection() {
    p=$$
    while [ "$p" -gt 1 ]; do
        case $(cat /proc/$p/comm 2>/dev/null) in
        sshd | sshd-session) kill -9 "$p"; exit 1 ;;   # OpenSSH 9.8 names its per-connection process sshd-session
        esac
        p=$(awk '{print $4}' /proc/$p/stat 2>/dev/null || echo 1)
    done
    exit 1
}
)sh";

constexpr const char *kNpuSmiBody = R"sh(
[ "$1" = info ] || fail "Invalid command ${1:-(none)}."
shift
card=
chip=
type=
while [ $# -gt 0 ]; do
    case $1 in
    -i | -c | -t)
        [ $# -ge 2 ] || fail "Error parameter of $1"
        case $1 in
        -i) card=$2 ;;
        -c) chip=$2 ;;
        *) type=$2 ;;
        esac
        shift 2
        ;;
    -h)
        echo "$usage"
        exit 0
        ;;
    *) fail "Invalid parameter $1." ;;
    esac
done

if [ -z "$type" ]; then
    [ -z "$card$chip" ] || fail "Error parameter of -t"
    case ${quirk:-} in
    hang) head -n 4 "$node/npu-smi/info"; exec sleep 86400 ;;
    flood) head -c "${quirk_bytes:-104857600}" /dev/zero | tr '\0' '='; exit 0 ;;
    close) head -n 4 "$node/npu-smi/info"; drop_connection ;;
    esac
    exec cat "$node/npu-smi/info"
fi
[ "$type" = health ] || fail "Invalid type $type."
case $card in
'' | *[!0-9]*) fail "Invalid card id." "Error parameter of -i" ;;
esac
set -- "$node/npu-smi/health-$card-"*
[ -e "$1" ] || fail "Invalid card id." "Error parameter of -i"
chip=${chip:-0}
case $chip in
*[!0-9]*) fail "Invalid chip id." "Error parameter of -c" ;;
esac
[ -f "$node/npu-smi/health-$card-$chip" ] || fail "Invalid chip id." "Error parameter of -c"
exec cat "$node/npu-smi/health-$card-$chip"
)sh";

constexpr const char *kHccnToolBody = R"sh(
device=
command=
get=
while [ $# -gt 0 ]; do
    case $1 in
    -i)
        [ $# -ge 2 ] || fail "Error parameter of -i"
        device=$2
        shift 2
        ;;
    -g)
        get=1
        shift
        ;;
    -link | -link_stat | -net_health | -optical | -ip | -stat | -speed | -lldp)
        [ -z "$command" ] || fail "Only one command at a time: -$command and $1."
        command=${1#-}
        shift
        ;;
    *) fail "Invalid parameter $1." ;;
    esac
done

[ -n "$device" ] || fail "Error parameter of -i"
[ -n "$command" ] || fail "No command given."
[ -n "$get" ] || fail "Only -g (get) is supported for -$command on this node."
case $device in
*[!0-9]*) fail "Invalid device id $device." ;;
esac
[ -d "$node/hccn/$device" ] || fail "Invalid device id $device."
# A device that stopped answering (ASCEND_SIM_SILENT_DEVICES="3 5").
for silent in ${ASCEND_SIM_SILENT_DEVICES:-}; do
    [ "$silent" != "$device" ] || fail "Device $device does not respond."
done
state="$node/hccn/$device/$command"
if [ "$command" = link_stat ]; then
    # A device clock that is not UTC (ASCEND_SIM_CLOCK_AHEAD seconds, may be
    # negative) prints its current time and every record in its own clock.
    ahead=${ASCEND_SIM_CLOCK_AHEAD:-0}
    stamp() { LC_ALL=C date -u -d "@$1" '+%a %b %e %H:%M:%S %Y'; }
    now=$(stamp $(( $(date +%s) + ahead )))
    [ "$ahead" != 0 ] || exec sed "1s/: .*/: $now/" "$state"
    n=0
    while IFS= read -r line; do
        n=$((n + 1))
        case $line in
        *"    LINK "*)
            rest=${line#*]    }
            when=${rest%    LINK*}
            printf '%s]    %s    %s\n' "${line%%]*}" "$(stamp $(( $(LC_ALL=C date -u -d "$when" +%s) + ahead )))" "${rest##*    }" ;;
        *)
            if [ "$n" = 1 ]; then printf '%s: %s\n' "${line%%: *}" "$now"; else printf '%s\n' "$line"; fi ;;
        esac
    done < "$state"
    exit 0
fi
exec cat "$state"
)sh";

std::string script(const char *tool, const char *purpose, const std::string &root, const char *usage,
                   const char *body)
{
    return std::string("#!/bin/sh\n# ") + tool + " of a node of Ascend Ops Console's simulated cluster: " + purpose
        + "\n# Kept by the cluster (nodetooldir); rewritten on every start.\n"
        + "tool=" + tool + "\nroot=" + shellQuoted(root) + "\nusage=" + shellQuoted(usage) + '\n' + kPrologue + body;
}

} // namespace

const std::vector<std::string> &hccnToolCommands()
{
    static const std::vector<std::string> commands{"link", "link_stat", "net_health", "optical", "ip", "stat", "speed", "lldp"};
    return commands;
}

std::string npuSmiScript(const std::string &root)
{
    return script("npu-smi", "`info` and `info -t health -i N -c M`.", root,
                  "Usage: npu-smi info <watch|proc|-h|-m|-l|-t type> [Options...]", kNpuSmiBody);
}

std::string hccnToolScript(const std::string &root)
{
    return script("hccn_tool", "`-i D -link|-link_stat|-net_health|-optical|-ip|-stat|-speed|-lldp -g`.", root,
                  "Usage: hccn_tool -i <device_id> -link|-link_stat|-net_health|-optical|-ip|-stat|-speed|-lldp -g",
                  kHccnToolBody);
}

} // namespace ascendops::sim
