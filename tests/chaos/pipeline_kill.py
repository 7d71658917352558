#!/usr/bin/env python3
"""Chaos: the pipeline killed -9 at random points of a recovery, then started again.

Each round, on a fresh embedded cluster (`sim serve --preset a2-small`,
fault-scheduling external-force, so the pipeline is the one that recovers):
  1. `pipeline run --mode auto` with a fresh journal watches the cluster;
  2. an npu-fault Fault (80E18402, SeparateNPU) is created on the server of rank 1;
  3. after a random wait (0 to --window seconds: before detection, while
     settling, deciding, acting or verifying) the pipeline gets SIGKILL;
  4. a second pipeline starts on the same journal, in auto mode, and runs
     until the incident is resolved (or --timeout passes).
Checks per round: the journal reads back with no damaged record (a torn tail
is allowed: that write was never acknowledged); every record the first run
left is still there, in order, after the second (nothing acknowledged is
lost); the fault has one incident (picked up, not opened again); the job was
restarted once (the action is never sent twice); the incident is resolved.
Every loop is bounded (--rounds, --timeout) and talks to loopback only.

Usage: tests/chaos/pipeline_kill.py [--cli PATH] [--rounds N] [--window S] [--seed N]
"""
import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench"))
from machine import describe as describe_machine  # noqa: E402
from pipelinebench import sent_actions  # noqa: E402


def start_cluster(cli, tmp, speed, extra=()):
    kubeconfig = os.path.join(tmp, "kubeconfig")
    server = subprocess.Popen([cli, "sim", "serve", "--listen", "127.0.0.1:0", "--preset", "a2-small",
                               "--kubeconfig-out", kubeconfig, "--speed", str(speed),
                               "--fault-scheduling", "external-force", *extra],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    if not server.stdout.readline().startswith("serving"):
        sys.exit("sim serve did not start")
    return server, kubeconfig


def start_pipeline(cli, kubeconfig, journal, out):
    return subprocess.Popen([cli, "pipeline", "run", "--kubeconfig", kubeconfig, "--context", "sim-admin",
                             "--mode", "auto", "--journal", journal, "--settle-ms", "300", "--verify-timeout", "120"],
                            stdout=out, stderr=subprocess.DEVNULL, text=True)


def wait_in_file(path, needle, timeout):
    end = time.time() + timeout
    while time.time() < end:
        with open(path) as f:
            if any(needle(line) for line in f):
                return True
        time.sleep(0.05)
    return False


def read_journal(cli, journal):
    """(records, exit code, stderr) of `journal export`."""
    done = subprocess.run([cli, "journal", "export", "--journal", journal, "--format", "jsonl"],
                          capture_output=True, text=True)
    return [json.loads(line) for line in done.stdout.splitlines()], done.returncode, done.stderr


def phase_at_kill(records):
    kinds = [r["kind"] for r in records if r["incident"]]
    sent = any(r["kind"] == "action" and not r["dryRun"] for r in records)
    if not kinds:
        return "before detection"
    if sent:
        return "action sent"
    for kind, name in (("decided", "decided"), ("classified", "classified"), ("detected", "settling")):
        if kind in kinds:
            return name
    return "settling"


def one_round(cli, rng, window, timeout, speed):
    with tempfile.TemporaryDirectory() as tmp:
        server, kubeconfig = start_cluster(cli, tmp, speed)
        journal = os.path.join(tmp, "journal")
        try:
            first_out = os.path.join(tmp, "first.log")
            with open(first_out, "w") as out:
                first = start_pipeline(cli, kubeconfig, journal, out)
            if not wait_in_file(first_out, lambda line: " watching " in line, 60):
                return {"failure": "the first pipeline did not start"}
            node = "node-2"
            inject = subprocess.run([cli, "sim", "inject", "--kubeconfig", kubeconfig, "--kind", "npu-fault",
                                     "--node", node, "--device", "3", "--fault-code", "80E18402"],
                                    capture_output=True, text=True)
            if inject.returncode != 0:
                return {"failure": f"sim inject failed: {inject.stderr[:200]}"}
            time.sleep(rng.uniform(0, window))
            first.send_signal(signal.SIGKILL)
            first.wait(timeout=10)
            before, code_before, said_before = read_journal(cli, journal)
            killed_at = phase_at_kill(before)

            second_out = os.path.join(tmp, "second.log")
            with open(second_out, "w") as out:
                second = start_pipeline(cli, kubeconfig, journal, out)
            started = time.time()
            resolved = wait_in_file(second_out, lambda line: " resolved " in line and f"node={node}" in line, timeout)
            took = time.time() - started
            second.send_signal(signal.SIGTERM)
            second.wait(timeout=30)
            after, code_after, said_after = read_journal(cli, journal)
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)

    failures = []
    if code_before not in (0,) or code_after != 0:
        failures.append(f"journal export exit {code_before}/{code_after}: {(said_before + said_after)[:200]}")
    if after[:len(before)] != before:
        failures.append("records of the first run lost or changed")
    incidents = {r["incident"] for r in after if r["kind"] == "detected" and r["node"] == node}
    if len(incidents) > 1:
        failures.append(f"{len(incidents)} incidents for one fault")
    restarts = sent_actions(after)
    if len(restarts) > 1:
        failures.append(f"{len(restarts)} recovery actions sent: {[r['time'] for r in restarts]}")
    if not resolved:
        failures.append(f"not resolved within {timeout} s of the restart")
    if os.environ.get("CHAOS_VERBOSE"):
        for r in after:
            print("   ", r["time"], r["incident"], r["kind"], r["action"], r["details"].get("state"), r["reason"][:90])
    return {"killed_at": killed_at, "torn": "torn" in said_before, "failures": failures, "took": took,
            "picked_up": any(r["reason"].startswith("picked up") for r in after)}


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--window", type=float, default=1.2)
    parser.add_argument("--timeout", type=float, default=90.0)
    parser.add_argument("--speed", type=float, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"   # the journal's reasons in English
    rng = random.Random(args.seed)
    results = []
    for i in range(args.rounds):
        result = one_round(args.cli, rng, args.window, args.timeout, args.speed)
        results.append(result)
        state = "ok" if not result.get("failures") and "failure" not in result else "FAILED"
        print(f"round {i + 1}: killed {result.get('killed_at', '?')}: {state} "
              f"{result.get('failure', '')}{'; '.join(result.get('failures', []))}", flush=True)
    failed = [r for r in results if r.get("failures") or "failure" in r]
    phases = Counter(r.get("killed_at", "?") for r in results)
    resolved = sorted(r["took"] for r in results if "took" in r and not r.get("failures"))
    print(f"machine: {describe_machine()}")
    print(f"rounds: {len(results)}, seed {args.seed}, kill within {args.window} s of the fault, speed {args.speed:g}")
    print(f"killed at: {dict(phases)}; torn tails: {sum(1 for r in results if r.get('torn'))}; "
          f"picked up: {sum(1 for r in results if r.get('picked_up'))}")
    if resolved:
        print(f"restart -> resolved: median {resolved[len(resolved) // 2]:.1f} s, max {resolved[-1]:.1f} s")
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
