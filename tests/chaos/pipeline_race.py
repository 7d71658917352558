#!/usr/bin/env python3
"""Chaos: two pipelines racing on one job.

Each round, on a fresh embedded cluster (`sim serve --preset a2-small`,
fault-scheduling external-force, so a pipeline is the one that recovers), two
`pipeline run --mode auto` processes with their own journals and identities
watch the same cluster, the second started a random 0 to --stagger seconds
after the first. An npu-fault (80E18402, SeparateNPU) is created on the
server of rank 1. The round ends when either pipeline reports the incident
resolved (or --timeout passes), plus a quiet period for the other to settle.
Checks: both journals read back; across the two, one recovery action went
out (the job's Lease lets one act; an attempt refused with 409 and planned
again is not a second action); the incident is resolved. Loopback only;
every loop is bounded.

Usage: tests/chaos/pipeline_race.py [--cli PATH] [--rounds N] [--stagger S] [--seed N]
"""
import argparse
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
from pipelinebench import export, sent_actions  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pipeline_kill import start_cluster, wait_in_file  # noqa: E402


def start_pipeline(cli, kubeconfig, journal, identity, out):
    return subprocess.Popen([cli, "pipeline", "run", "--kubeconfig", kubeconfig, "--context", "sim-admin",
                             "--mode", "auto", "--journal", journal, "--identity", identity,
                             "--settle-ms", "300", "--verify-timeout", "120"],
                            stdout=out, stderr=subprocess.DEVNULL, text=True)


def one_round(cli, rng, stagger, timeout, speed, quiet):
    node = "node-2"
    with tempfile.TemporaryDirectory() as tmp:
        server, kubeconfig = start_cluster(cli, tmp, speed)
        pipelines, logs, journals = [], [], []
        try:
            for name in ("a", "b"):
                journals.append(os.path.join(tmp, f"journal-{name}"))
                logs.append(os.path.join(tmp, f"{name}.log"))
                with open(logs[-1], "w") as out:
                    pipelines.append(start_pipeline(cli, kubeconfig, journals[-1], f"race-{name}", out))
                if name == "a":
                    time.sleep(rng.uniform(0, stagger))
            for log in logs:
                if not wait_in_file(log, lambda line: " watching " in line, 60):
                    return {"failure": f"{os.path.basename(log)}: the pipeline did not start"}
            inject = subprocess.run([cli, "sim", "inject", "--kubeconfig", kubeconfig, "--kind", "npu-fault",
                                     "--node", node, "--device", "3", "--fault-code", "80E18402"],
                                    capture_output=True, text=True)
            if inject.returncode != 0:
                return {"failure": f"sim inject failed: {inject.stderr[:200]}"}
            started = time.time()
            resolved_by = None
            while time.time() - started < timeout and resolved_by is None:
                for name, log in zip("ab", logs):
                    if wait_in_file(log, lambda line: " resolved " in line and f"node={node}" in line, 0.01):
                        resolved_by = name
                time.sleep(0.2)
            took = time.time() - started
            time.sleep(quiet)
        finally:
            for pipeline in pipelines:
                pipeline.send_signal(signal.SIGTERM)
            for pipeline in pipelines:
                pipeline.wait(timeout=30)
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
        records = {name: export(cli, journal) for name, journal in zip("ab", journals)}

    failures = []
    for name, journal_records in records.items():
        if not journal_records:
            failures.append(f"journal {name} empty or unreadable")
    actions = {name: sent_actions(journal_records) for name, journal_records in records.items()}
    total = sum(len(a) for a in actions.values())
    if total != 1:
        failures.append(f"{total} recovery actions sent (a: {len(actions['a'])}, b: {len(actions['b'])})")
    if resolved_by is None:
        failures.append(f"not resolved within {timeout} s")
    actor = next((name for name, a in actions.items() if a), "-")
    return {"failures": failures, "took": took, "actor": actor, "resolved_by": resolved_by or "-"}


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--stagger", type=float, default=1.0)
    parser.add_argument("--timeout", type=float, default=90.0)
    parser.add_argument("--quiet", type=float, default=3.0)
    parser.add_argument("--speed", type=float, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
    rng = random.Random(args.seed)
    results = []
    for i in range(args.rounds):
        result = one_round(args.cli, rng, args.stagger, args.timeout, args.speed, args.quiet)
        results.append(result)
        state = "ok" if not result.get("failures") and "failure" not in result else "FAILED"
        print(f"round {i + 1}: acted {result.get('actor', '?')}, resolved seen by {result.get('resolved_by', '?')}: "
              f"{state} {result.get('failure', '')}{'; '.join(result.get('failures', []))}", flush=True)
    failed = [r for r in results if r.get("failures") or "failure" in r]
    took = sorted(r["took"] for r in results if "took" in r)
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}; rounds: {len(results)}, seed {args.seed}, "
          f"second pipeline 0-{args.stagger} s after the first, speed {args.speed:g}")
    print(f"acted: {dict(Counter(r.get('actor', '?') for r in results))}")
    if took:
        print(f"fault -> resolved: median {took[len(took) // 2]:.1f} s, max {took[-1]:.1f} s")
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
