#!/usr/bin/env python3
"""The pipeline's reaction time on the embedded cluster at scale.

Starts `ascend-ops-cli sim serve --preset a3-scale` (1,046 nodes, 16,384 job
devices; fault-scheduling external-force, so the pipeline is the one that
acts) and `ascend-ops-cli pipeline run --mode auto` against it, then for N
rounds creates an npu-fault Fault (SeparateNPU, a different server each
round) and waits for its incident to resolve. From the journal it reads, per
incident, when it was detected, classified and when the action was sent, and
prints the distributions of:
  fault created -> detected     (includes the device plugin's modeled report
                                 delay of 1 s / speed and the Fault's own round trip)
  fault created -> classified   (includes the settle window, --settle-ms)
  classified    -> action sent  (decision, Lease, server-side dry run of every
                                 write, journal record synced to disk)

Usage: bench/pipeline_latency.py [--cli PATH] [--rounds N] [--settle-ms N] [--speed X]
"""
import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime

from machine import describe as describe_machine


def wait_for(process, needle, timeout):
    end = time.time() + timeout
    while time.time() < end:
        line = process.stdout.readline()
        if not line:
            break
        if needle(line):
            return line
    sys.exit(f"timed out waiting on the pipeline's output")


def describe(values):
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(round(0.9 * (len(values) - 1))))]
    return f"median {statistics.median(values):.0f} ms, p90 {p90:.0f}, min {values[0]:.0f}, max {values[-1]:.0f}"


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--settle-ms", type=int, default=300)
    parser.add_argument("--speed", type=float, default=100)
    parser.add_argument("--preset", default="a3-scale")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        kubeconfig = os.path.join(tmp, "kubeconfig")
        journal = os.path.join(tmp, "journal")
        server = subprocess.Popen([args.cli, "sim", "serve", "--listen", "127.0.0.1:0", "--preset", args.preset,
                                   "--kubeconfig-out", kubeconfig, "--speed", str(args.speed),
                                   "--fault-scheduling", "external-force"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        if not server.stdout.readline().startswith("serving"):
            sys.exit("sim serve did not start")
        pipeline = subprocess.Popen([args.cli, "pipeline", "run", "--kubeconfig", kubeconfig, "--context", "sim-admin",
                                     "--mode", "auto", "--journal", journal, "--settle-ms", str(args.settle_ms),
                                     "--breaker-nodes", "100000", "--verify-timeout", "600"],
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        created = []
        try:
            wait_for(pipeline, lambda line: " watching " in line, 120)
            for i in range(args.rounds):
                node = f"node-{(i * 97 + 13) % 1000}"
                created.append(time.time() * 1000)
                done = subprocess.run([args.cli, "sim", "inject", "--kubeconfig", kubeconfig, "--kind", "npu-fault",
                                       "--node", node, "--device", str(i % 16), "--fault-code", "80E18402"],
                                      capture_output=True, text=True)
                if done.returncode != 0:
                    sys.exit(f"sim inject failed: {done.stderr[:300]}")
                wait_for(pipeline, lambda line: " resolved " in line, 300)
        finally:
            pipeline.send_signal(signal.SIGTERM)
            pipeline.wait(timeout=30)
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
        exported = subprocess.run([args.cli, "journal", "export", "--journal", journal, "--format", "jsonl"],
                                  capture_output=True, text=True, check=True)

    incidents = {}
    for line in exported.stdout.splitlines():
        record = json.loads(line)
        incident = incidents.setdefault(record["incident"], {})
        stamp = datetime.fromisoformat(record["time"].replace("Z", "+00:00")).timestamp() * 1000
        kind = record["kind"]
        if kind == "action" and record["dryRun"]:
            continue
        incident.setdefault(kind, stamp)
    ordered = sorted(incidents.values(), key=lambda r: r.get("detected", 0))
    if len(ordered) != len(created):
        sys.exit(f"{len(ordered)} incidents for {len(created)} faults")
    detected = [r["detected"] - t for r, t in zip(ordered, created)]
    classified = [r["classified"] - t for r, t in zip(ordered, created)]
    acted = [r["action"] - r["classified"] for r in ordered if "action" in r]

    print(f"machine: {describe_machine()}")
    print(f"cluster: {args.preset}, speed {args.speed:g} (device plugin report delay {1000 / args.speed:.0f} ms); "
          f"settle window {args.settle_ms} ms; {args.rounds} faults")
    print(f"fault created -> detected:   {describe(detected)}")
    print(f"fault created -> classified: {describe(classified)}")
    print(f"classified -> action sent:   {describe(acted)}")


if __name__ == "__main__":
    main()
