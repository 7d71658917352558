#!/usr/bin/env python3
"""Whole-process time of `ascend-ops-cli ranktable validate` on a 16,384-rank
1.2 table (16 super-pods x 64 servers x 16 dies) against Python parsing the
same file with json.load, run interleaved so both see the same machine load.

Usage: bench/ranktable_validate.py [--cli PATH] [--rounds N]
Prints one line per measure and the ratio; docs/PERFORMANCE.md records them.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from machine import describe as describe_machine


def run(cmd):
    start = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{cmd[0]} failed ({done.returncode}): {done.stderr.decode()[:500]}")
    return elapsed


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", default=os.path.join(root, "build", "app", "cli", "ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        table = os.path.join(tmp, "a3-16384.json")
        subprocess.run([args.cli, "ranktable", "generate", "--version", "1.2", "--servers", "1024",
                        "--devices-per-server", "16", "--super-pod-size", "64", "-o", table], check=True)
        ours_cmd = [args.cli, "ranktable", "validate", table]
        peer_cmd = [sys.executable, "-c", "import json,sys; json.load(open(sys.argv[1]))", table]
        run(ours_cmd), run(peer_cmd)     # warm the page cache and the dynamic loader
        ours, peer = [], []
        for _ in range(args.rounds):
            ours.append(run(ours_cmd))
            peer.append(run(peer_cmd))
        size = os.path.getsize(table)

    med_ours, med_peer = statistics.median(ours), statistics.median(peer)
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}")
    print(f"file: 16,384 ranks, {size / 1e6:.1f} MB; rounds: {args.rounds}, interleaved")
    print(f"ascend-ops-cli ranktable validate: median {med_ours * 1e3:.1f} ms, min {min(ours) * 1e3:.1f} ms")
    print(f"python3 json.load (parse only):    median {med_peer * 1e3:.1f} ms, min {min(peer) * 1e3:.1f} ms")
    print(f"ratio (ours / python, medians): {med_ours / med_peer:.3f}  target <= 0.25")


if __name__ == "__main__":
    main()
