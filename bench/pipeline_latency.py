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
import os
import subprocess
import sys
import tempfile
import time

from machine import describe as describe_machine
from pipelinebench import cluster_and_pipeline, describe, export, stamp, wait_for


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
        created = []
        with cluster_and_pipeline(args.cli, tmp, args.preset, args.speed, args.settle_ms) as (kubeconfig, journal, pipeline):
            for i in range(args.rounds):
                node = f"node-{(i * 97 + 13) % 1000}"
                created.append(time.time() * 1000)
                done = subprocess.run([args.cli, "sim", "inject", "--kubeconfig", kubeconfig, "--kind", "npu-fault",
                                       "--node", node, "--device", str(i % 16), "--fault-code", "80E18402"],
                                      capture_output=True, text=True)
                if done.returncode != 0:
                    sys.exit(f"sim inject failed: {done.stderr[:300]}")
                wait_for(pipeline, lambda line: " resolved " in line, 300)
            records = export(args.cli, journal)

    incidents = {}
    for record in records:
        incident = incidents.setdefault(record["incident"], {})
        kind = record["kind"]
        if kind == "action" and record["dryRun"]:
            continue
        incident.setdefault(kind, stamp(record))
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
