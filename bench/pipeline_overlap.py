#!/usr/bin/env python3
"""Faults that overlap, at scale: every fault decided, no action repeated.

Starts `ascend-ops-cli sim serve --preset a3-scale` (1,046 nodes, the job on
1,024 servers; fault-scheduling external-force, so the pipeline is the one
that acts) and `ascend-ops-cli pipeline run --mode auto` against it (breaker
opened wide: this measures deciding, not the breaker). Then:
  - a burst: an npu-fault Fault (80E18402, SeparateNPU) on 32 servers of the
    job at once (32 `sim inject` processes started together);
  - while that recovery is under way (its action sent), 10 more, one every
    200 ms, on other servers.
It waits until the journal has a decision for the incident of every faulty
server, then reads from the journal, per fault, the time from its signal (the
pipeline's detection record for that server) to the decision that covers it
(the incident it opened or joined: its own decision, or the record saying
which recovery covers it), and from its `sim inject` process being started,
and counts the actions sent: each pod may be moved once and the job restarted
at most once. Target: every fault decided within 1 s of its signal.

Usage: bench/pipeline_overlap.py [--cli PATH] [--speed X] [--settle-ms N]
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

from machine import describe as describe_machine
from pipelinebench import cluster_and_pipeline, describe, export, sent_actions, stamp

BURST = 32
LATER = 10


def decisions(records):
    """server -> (incident, its detection's time, the first decision of that incident at or after it)."""
    detected, decided = {}, {}
    for record in records:
        incident = record["incident"]
        if record["kind"] == "detected":
            node = record["details"].get("node") or record["node"]
            detected.setdefault(node, (incident, stamp(record)))
        elif record["kind"] == "decided" and not record["reason"].startswith("picked up"):
            decided.setdefault(incident, []).append(stamp(record))
    out = {}
    for node, (incident, seen) in detected.items():
        times = [t for t in decided.get(incident, []) if t >= seen]
        if times:
            out[node] = (incident, seen, times[0])
    return out


def inject(cli, kubeconfig, node, device):
    return subprocess.Popen([cli, "sim", "inject", "--kubeconfig", kubeconfig, "--kind", "npu-fault", "--node", node,
                             "--device", str(device), "--fault-code", "80E18402"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--settle-ms", type=int, default=300)
    parser.add_argument("--speed", type=float, default=100)
    args = parser.parse_args()

    # Servers of the job in different super-pods (48 servers each), rank 0's left out, no server twice.
    burst = [f"node-{10 + i * 31}" for i in range(BURST)]
    later = [f"node-{20 + i * 97}" for i in range(LATER)]
    assert len(set(burst + later)) == BURST + LATER
    created = {}
    with tempfile.TemporaryDirectory() as tmp, \
            cluster_and_pipeline(args.cli, tmp, "a3-scale", args.speed, args.settle_ms, 100) as (kubeconfig, journal, _):
        started = []
        for i, node in enumerate(burst):
            created[node] = time.time() * 1000
            started.append(inject(args.cli, kubeconfig, node, i % 16))
        for process in started:
            if process.wait() != 0:
                sys.exit(f"sim inject failed: {process.stderr.read()[:300]}")
        # The burst's recovery is under way once an action was sent.
        end = time.time() + 60
        while not any(r["kind"] == "action" and not r["dryRun"] for r in export(args.cli, journal)):
            if time.time() > end:
                sys.exit("the burst was not acted on within 60 s")
            time.sleep(0.2)
        for i, node in enumerate(later):
            created[node] = time.time() * 1000
            if inject(args.cli, kubeconfig, node, (i + 3) % 16).wait() != 0:
                sys.exit("sim inject failed")
            time.sleep(0.2)
        end = time.time() + 120
        while len(decisions(records := export(args.cli, journal)).keys() & created.keys()) < len(created):
            if time.time() > end:
                sys.exit(f"no decision within 120 s for {sorted(created.keys() - decisions(records).keys())}")
            time.sleep(0.5)
        time.sleep(3)   # actions that were under way reach the journal
        records = export(args.cli, journal)

    decided = decisions(records)
    to_decision = {node: decided[node][2] - created[node] for node in created}
    signal_to_decision = {node: decided[node][2] - decided[node][1] for node in created}
    incidents = {decided[node][0] for node in created}
    actions = sent_actions(records)
    by_kind = {}
    for action in actions:
        by_kind[action["action"]] = by_kind.get(action["action"], 0) + 1
    # The same pod deleted by two actions, or the job restarted twice, is an action repeated.
    deletes = [w.split(" (uid")[0] for a in actions for w in a["details"].get("writes", []) if w.startswith("delete pod ")]
    restarts = sum(1 for a in actions if a["action"] in ("job-reschedule", "rollback"))
    repeated = len(deletes) - len(set(deletes)) + max(0, restarts - 1)
    print(f"machine: {describe_machine()}")
    print(f"cluster: a3-scale, speed {args.speed:g}; settle window {args.settle_ms} ms; "
          f"{BURST} faults at once, then {LATER} during the recovery")
    print(f"signal -> decided, burst:  {describe([signal_to_decision[n] for n in burst])}")
    print(f"signal -> decided, later:  {describe([signal_to_decision[n] for n in later])}")
    print(f"signal -> decided, all:    {describe(list(signal_to_decision.values()))}; "
          f"{sum(1 for v in signal_to_decision.values() if v <= 1000)} of {len(created)} within 1 s")
    print(f"fault created -> decided:  {describe(list(to_decision.values()))} (from `sim inject` starting, "
          f"{BURST} of them at once)")
    print(f"incidents: {len(incidents)}; actions sent: {len(actions)} {by_kind}; pods moved: {len(set(deletes))}; repeated: {repeated}")


if __name__ == "__main__":
    main()
