#!/usr/bin/env python3
"""Chaos: SSH nodes that hang mid-command, close mid-output or print 100 MB.

The embedded cluster serves its nodes behind a real sshd on loopback (`sim serve
--node-tools DIR --ssh-nodes N`). A file `quirk` in a node's tool directory makes
its `npu-smi info` misbehave (backend/sim/nodes/nodetoolscripts.cpp):
  hang         prints its first lines and never ends;
  close        prints its first lines, then the node's sshd process is killed;
  flood BYTES  prints BYTES of output (100 MiB by default).
Each round probes a healthy node and the misbehaving one together with
`nodes probe --timeout T --json` and checks: the probe ends by itself within
the timeout and a few seconds; the healthy node is read in full; the bad one
fails with a reason that says what happened (timed out / connection lost /
printed more than the limit); the process's peak memory stays under --max-rss-mb.
A round with no quirk checks that both nodes are read. Loopback only; every
loop is bounded.

Usage: tests/chaos/ssh_nodes.py [--cli PATH] [--rounds N] [--timeout S]
"""
import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench"))
from machine import describe as describe_machine  # noqa: E402

EXPECTED = {None: None, "hang": "timed out", "close": "connection lost", "flood": "printed more than"}


def start_cluster(cli, tmp):
    tools, ssh = os.path.join(tmp, "tools"), os.path.join(tmp, "ssh")
    server = subprocess.Popen([cli, "sim", "serve", "--listen", "127.0.0.1:0", "--preset", "a2-small",
                               "--kubeconfig-out", os.path.join(tmp, "kubeconfig"), "--node-tools", tools,
                               "--ssh-nodes", "2", "--ssh-dir", ssh],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    deadline = time.time() + 120
    while time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            break
        if line.startswith("ssh config in "):
            return server, tools, line[len("ssh config in "):].strip()
    server.kill()
    sys.exit("sim serve did not serve its nodes over SSH")


def probe(cli, config, timeout):
    """(seconds, peak RSS in MiB, exit code, parsed JSON or None)."""
    start = time.perf_counter()
    child = subprocess.Popen([cli, "nodes", "probe", "--ssh", "node-0,node-1", "--ssh-config", config,
                              "--timeout", str(timeout), "--json"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    guard = threading.Timer(timeout + 60, child.kill)   # a probe that never ends fails the round, not the loop
    guard.start()
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    guard.cancel()
    child.returncode = os.waitstatus_to_exitcode(status)
    took = time.perf_counter() - start
    try:
        report = json.loads(out)
    except ValueError:
        report = None
    return took, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), report


def one_round(cli, tools, config, quirk, timeout, max_rss):
    path = os.path.join(tools, "nodes", "node-1", "quirk")
    if quirk:
        with open(path, "w") as f:
            f.write(quirk + "\n")
    elif os.path.exists(path):
        os.remove(path)
    took, rss, code, report = probe(cli, config, timeout)
    failures = []
    if report is None:
        return {"failures": [f"no JSON report (exit {code})"], "took": took, "rss": rss}
    nodes = {n["node"].split(" ")[0]: n for n in report}
    healthy, bad = nodes.get("node-0", {}), nodes.get("node-1", {})
    if not healthy.get("ok") or len(healthy.get("devices", [])) != 8:
        failures.append("the healthy node was not read in full")
    want = EXPECTED[quirk]
    if want is None:
        if not bad.get("ok"):
            failures.append(f"node-1 failed with no quirk: {bad.get('error')}")
    elif bad.get("ok") or want not in (bad.get("error") or ""):
        failures.append(f"node-1 ({quirk}): expected '{want}', got {bad.get('error')!r}")
    if code != (0 if want is None else 1):
        failures.append(f"exit {code}")
    if took > timeout + 10:
        failures.append(f"took {took:.1f} s with a {timeout} s timeout")
    if rss > max_rss:
        failures.append(f"peak memory {rss:.0f} MiB over {max_rss} MiB")
    return {"failures": failures, "took": took, "rss": rss, "reason": bad.get("error") or ""}


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=5, help="rounds per quirk")
    parser.add_argument("--timeout", type=int, default=10)
    parser.add_argument("--max-rss-mb", type=int, default=128)
    args = parser.parse_args()
    if not shutil.which("sshd") and not os.path.exists("/usr/sbin/sshd"):
        sys.exit("sshd not found: the SSH chaos needs openssh-server")
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        server, tools, config = start_cluster(args.cli, tmp)
        try:
            subprocess.run([args.cli, "nodes", "probe", "--ssh", "node-0,node-1", "--ssh-config", config,
                            "--timeout", "30"], capture_output=True)   # the first logins
            for quirk in (None, "hang", "close", "flood"):
                for i in range(args.rounds):
                    result = one_round(args.cli, tools, config, quirk, args.timeout, args.max_rss_mb)
                    results.setdefault(quirk, []).append(result)
                    state = "ok" if not result["failures"] else "FAILED " + "; ".join(result["failures"])
                    print(f"{quirk or 'none'} {i + 1}: {result['took']:.1f} s, {result['rss']:.0f} MiB: {state}", flush=True)
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}; timeout {args.timeout} s; peak memory limit {args.max_rss_mb} MiB")
    failed = 0
    for quirk, rounds in results.items():
        bad = sum(1 for r in rounds if r["failures"])
        failed += bad
        took = [r["took"] for r in rounds]
        rss = [r["rss"] for r in rounds]
        reason = next((r["reason"] for r in rounds if r.get("reason")), "")
        print(f"{quirk or 'none'}: {len(rounds) - bad}/{len(rounds)} passed; time median {statistics.median(took):.1f} s, "
              f"max {max(took):.1f} s; peak memory max {max(rss):.0f} MiB; reason: {reason[:120]}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
