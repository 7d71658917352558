#!/usr/bin/env python3
"""Whole-process time of `ascend-ops-cli ranktable plan` renumbering a
16,384-rank 1.2 table (16 super-pods x 64 servers x 16 dies) by a fabric of
16 leaves per super-pod, cabled so that list order is not route-affine,
against Python reading the same table and topology with json.load and
writing the table with json.dump (the least a planner in Python does), run
interleaved so both see the same machine load.

Usage: bench/ranktable_plan.py [--cli PATH] [--rounds N]
Prints one line per measure and the ratio; docs/PERFORMANCE.md records them.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from machine import describe as describe_machine

SERVERS, DIES, POD, LEAVES_PER_POD, SPINES = 1024, 16, 64, 16, 8


def run(cmd, out=None):
    start = time.perf_counter()
    done = subprocess.run(cmd, stdout=out or subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{cmd[0]} failed ({done.returncode}): {done.stderr.decode()[:500]}")
    return elapsed


def write_topology(path):
    spines = [f"spine-{i}" for i in range(SPINES)]
    switches, links = [], []
    for pod in range(SERVERS // POD):
        for leaf in range(LEAVES_PER_POD):
            switches.append({"name": f"leaf-{pod}-{leaf}", "tier": "leaf", "uplinks": spines})
    switches += [{"name": s, "tier": "spine"} for s in spines]
    for server in range(SERVERS):
        leaf = f"leaf-{server // POD}-{server % LEAVES_PER_POD}"   # interleaved in list order
        for die in range(DIES):
            links.append({"server": f"node_{server}", "device": die, "switch": leaf,
                          "port": f"400GE1/0/{(server % POD) // LEAVES_PER_POD * DIES + die + 1}"})
    with open(path, "w") as f:
        json.dump({"switches": switches, "links": links}, f)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", default=os.path.join(root, "build", "app", "cli", "ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        table = os.path.join(tmp, "a3-16384.json")
        topology = os.path.join(tmp, "fabric.json")
        planned = os.path.join(tmp, "planned.json")
        subprocess.run([args.cli, "ranktable", "generate", "--version", "1.2", "--servers", str(SERVERS),
                        "--devices-per-server", str(DIES), "--super-pod-size", str(POD), "-o", table], check=True)
        write_topology(topology)
        ours_cmd = [args.cli, "ranktable", "plan", table, "--topology", topology, "-o", planned, "--json"]
        peer_cmd = [sys.executable, "-c",
                    "import json,sys; t=json.load(open(sys.argv[1])); json.load(open(sys.argv[2])); "
                    "json.dump(t, open(sys.argv[3], 'w'), indent=4)", table, topology, planned + ".py"]
        with open(os.path.join(tmp, "report.json"), "w") as report:
            run(ours_cmd, report)
        with open(os.path.join(tmp, "report.json")) as report:
            hops = json.load(report)["cross_switch_hops"]
        run(peer_cmd)
        ours, peer = [], []
        for _ in range(args.rounds):
            ours.append(run(ours_cmd))
            peer.append(run(peer_cmd))
        size = os.path.getsize(table)

    med_ours, med_peer = statistics.median(ours), statistics.median(peer)
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}")
    print(f"table: 16,384 ranks, {size / 1e6:.1f} MB; fabric: {SERVERS // POD * LEAVES_PER_POD} leaves, {SPINES} spines; "
          f"rounds: {args.rounds}, interleaved")
    print(f"leaf crossings of the ring in rank order: {hops['before']} before, {hops['after']} after")
    print(f"ascend-ops-cli ranktable plan -o (whole process): median {med_ours * 1e3:.1f} ms, max {max(ours) * 1e3:.1f} ms"
          f"  target < 1000 ms")
    print(f"python3 json.load x2 + json.dump (no planning):  median {med_peer * 1e3:.1f} ms, max {max(peer) * 1e3:.1f} ms")
    print(f"ratio (ours / python, medians): {med_ours / med_peer:.3f}")


if __name__ == "__main__":
    main()
