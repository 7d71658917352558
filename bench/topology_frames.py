#!/usr/bin/env python3
"""Frame times of the console's Topology view on an a3-fleet cluster
(1,078 servers, 17,248 dies, every fabric line drawn) at fit, mid zoom and die zoom and
while panning, against Qt's QGraphicsView holding one rect item per server
and die, fitted the same way (bench/topologyframes/topologyframes.cpp).
Target: p99 under 16 ms in every case, so pan and zoom hold 60 frames a
second.

Usage: bench/topology_frames.py [--exe PATH]
Prints one line per case and the ratio at fit; docs/PERFORMANCE.md records them.
"""
import argparse
import datetime
import json
import os
import subprocess
import sys

from machine import describe as describe_machine


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--exe", default=os.path.join(root, "build", "bench", "topologyframes", "topology_frames"))
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([args.exe], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, check=False)
    if done.returncode != 0:
        sys.exit(f"{args.exe} failed ({done.returncode})")
    result = json.loads(done.stdout)
    print(f"{datetime.date.today()} on {describe_machine()}")
    print(f"{result['servers']} servers, {result['dies']} dies")
    worst = 0.0
    for case in ("fit", "mid_zoom", "die_zoom", "pan_mid_zoom", "pan_die_zoom"):
        r = result[case]
        worst = max(worst, r["p99_ms"])
        print(f"{case:13} median {r['median_ms']:6.2f} ms  p99 {r['p99_ms']:6.2f} ms  max {r['max_ms']:6.2f} ms  "
              f"servers {r['servers_painted']:5}  lines {r['lines_painted']:5}")
    peer = result["qgraphicsview_fit"]
    print(f"QGraphicsView fit  median {peer['median_ms']:6.2f} ms  p99 {peer['p99_ms']:6.2f} ms  ({peer['items']} items)")
    print(f"ratio at fit (median, console / QGraphicsView): {result['fit']['median_ms'] / peer['median_ms']:.3f}")
    print(f"worst p99 {worst:.2f} ms: {'meets' if worst < 16 else 'MISSES'} the 16 ms target")
    return 0 if worst < 16 else 1


if __name__ == "__main__":
    sys.exit(main())
