#!/usr/bin/env python3
"""Chaos: the API server restarted under a running pipeline.

Each round starts a fresh embedded cluster (`sim serve --preset a2-small`,
fault-scheduling external-force) and `pipeline run --mode auto` against it.
SIGUSR1 makes `sim serve` restart its API server as a restarted process
would: every connection is reset, nothing listens for --down seconds (drawn
each round), then the same address and certificate serve again with a watch
cache that starts anew, so every watch from before gets 410 Expired and its
informer must list again. The cluster behind it (store and controllers, as
etcd and the device plugin in a real cluster) goes on meanwhile. An
npu-fault comes in one of three places, drawn each round:
  - before: created just before the restart (the pipeline may see it first);
  - during: created with a delay of one real second and the restart sent at
    once, so the device plugin's write lands while nothing listens and no
    watch event will ever carry it: only listing again finds it;
  - after: created the moment the server answers again, while the
    pipeline's informers are still backing off or listing again.
Checks: the pipeline detects the fault, acts once and reports it resolved
within --timeout. Loopback only; bounded.

Usage: tests/chaos/api_restart.py [--cli PATH] [--rounds N] [--seed N]
"""
import argparse
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench"))
from machine import describe as describe_machine  # noqa: E402
from pipelinebench import export, sent_actions  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pipeline_kill import start_cluster, start_pipeline, wait_in_file  # noqa: E402


def listens(kubeconfig):
    """True when the API server accepts connections again."""
    with open(kubeconfig) as f:
        port = int(re.search(r"server: https://127\.0\.0\.1:(\d+)", f.read()).group(1))
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


def inject(cli, kubeconfig, node, delay=0.0):
    return subprocess.run([cli, "sim", "inject", "--kubeconfig", kubeconfig, "--kind", "npu-fault",
                           "--node", node, "--device", "3", "--fault-code", "80E18402", "--delay", str(delay)],
                          capture_output=True, text=True)


def one_round(cli, rng, args):
    node = "node-2"
    where = rng.choice(["before", "during", "after"])
    down = rng.uniform(args.min_down, args.max_down)
    if where == "during":
        down = max(down, 2.5)   # the fault lands a second in
    with tempfile.TemporaryDirectory() as tmp:
        server, kubeconfig = start_cluster(cli, tmp, args.speed, ["--api-restart-down", str(int(down * 1000))])
        pipeline = None
        try:
            journal, log = os.path.join(tmp, "journal"), os.path.join(tmp, "pipeline.log")
            with open(log, "w") as out:
                pipeline = start_pipeline(cli, kubeconfig, journal, out)
            if not wait_in_file(log, lambda line: " watching " in line, args.timeout):
                return {"failure": "the pipeline did not come up", "where": where, "down": down}
            time.sleep(rng.uniform(0.5, 2.0))
            if where == "before":
                done = inject(cli, kubeconfig, node)
                time.sleep(rng.uniform(0, 0.3))
                server.send_signal(signal.SIGUSR1)
                faulted = time.time()
            elif where == "during":
                done = inject(cli, kubeconfig, node, delay=args.speed * 1.0)
                server.send_signal(signal.SIGUSR1)
                faulted = time.time() + 1.0
            else:
                server.send_signal(signal.SIGUSR1)
                time.sleep(0.2)
                end = time.time() + down + 30
                while not listens(kubeconfig) and time.time() < end:
                    time.sleep(0.05)
                done = inject(cli, kubeconfig, node)
                faulted = time.time()
            if done.returncode != 0:
                return {"failure": f"sim inject failed: {done.stderr[:200]}", "where": where, "down": down}
            resolved = wait_in_file(log, lambda line: " resolved " in line and f"node={node}" in line, args.timeout)
            took = time.time() - faulted
            with open(log) as f:
                tail = f.read().splitlines()[-6:]
        finally:
            if pipeline:
                pipeline.send_signal(signal.SIGTERM)
                pipeline.wait(timeout=30)
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
        records = export(cli, journal)
    failures = []
    actions = sent_actions(records)
    if len(actions) != 1:
        failures.append(f"{len(actions)} recovery actions sent")
    if not resolved:
        failures.append(f"not resolved within {args.timeout} s; the pipeline's last lines: {' | '.join(tail)}")
    return {"failures": failures, "where": where, "down": down, "took": took}


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--min-down", type=float, default=1.0)
    parser.add_argument("--max-down", type=float, default=8.0)
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--speed", type=float, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
    rng = random.Random(args.seed)
    results = []
    for i in range(args.rounds):
        result = one_round(args.cli, rng, args)
        results.append(result)
        state = "ok" if not result.get("failures") and "failure" not in result else "FAILED"
        print(f"round {i + 1}: fault {result['where']} a restart down {result['down']:.1f} s, "
              f"fault -> resolved {result.get('took', 0):.1f} s: {state} "
              f"{result.get('failure', '')}{'; '.join(result.get('failures', []))}", flush=True)
    failed = [r for r in results if r.get("failures") or "failure" in r]
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}; rounds: {len(results)}; down {args.min_down:g}-{args.max_down:g} s; "
          f"speed {args.speed:g}")
    for where in ("before", "during", "after"):
        took = sorted(r["took"] for r in results if "took" in r and r["where"] == where)
        if took:
            print(f"fault {where} the restart -> resolved: {len(took)} rounds, median {took[len(took) // 2]:.1f} s, "
                  f"max {took[-1]:.1f} s")
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
