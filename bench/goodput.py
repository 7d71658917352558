#!/usr/bin/env python3
"""A job's goodput from a day's journal, as the console and `job goodput` compute it.

bench/goodput/goodputbench.cpp writes a journal of a day's recoveries (2,880:
one every 30 s, each with its six records and six measured phases) over 300
training jobs, one in 30 of them of one 1,024-server job (96 a day), and times reading
and grouping it (once, as the console starts), the Jobs view's refresh every
5 s (jobGoodput for every job), and the 1,024-server job's figure alone.

Then, end to end, for R rounds, alternating:
  - ours: `ascend-ops-cli job goodput default/mindx-a3-scale --journal DIR --since 25h --json`;
  - the floor: `ascend-ops-cli journal export --journal DIR` (reading the same
    journal and printing it, nothing computed), the least any tool that reads
    the journal pays.
The anchor the issue names: NVIDIA's readiness engine samples one ratio every
60 s; the console's column is refreshed every 5 s.

Target: under 1 s for a 1,024-server job. Prints medians and the ratio.
Usage: bench/goodput.py [--bench PATH] [--cli PATH] [--rounds R] [--incidents N]
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


def timed(command):
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    elapsed = (time.perf_counter() - start) * 1000
    if done.returncode != 0:
        sys.exit(f"{command[0]} {command[1]} failed ({done.returncode}): {done.stderr[:500]}")
    return elapsed, done.stdout


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", default=os.path.join(root, "build/bench/goodput/goodput_bench"))
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--incidents", type=int, default=2880)
    args = parser.parse_args()
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M', time.gmtime())} UTC")
    with tempfile.TemporaryDirectory() as tmp:
        journal = os.path.join(tmp, "journal")
        _, out = timed([args.bench, journal, str(args.incidents), "300"])
        inner = json.loads(out)
        print(f"in process: {inner['incidents']:,} incidents ({inner['records']:,} records) of {inner['jobs']} jobs; "
              f"read and group {inner['read_ms']:.1f} ms; refresh of every job {inner['refresh_all_jobs_ms']:.2f} ms; "
              f"the 1,024-server job {inner['big_job_ms']:.3f} ms ({inner['big_job_recoveries']} recoveries, "
              f"goodput {inner['big_job_goodput']:.4f})")
        # The bench's day ended a minute before it ran: 25 h reach back over all of it.
        ours, floor = [], []
        for _ in range(args.rounds):
            ms, out = timed([args.cli, "job", "goodput", "default/mindx-a3-scale", "--journal", journal,
                             "--since", "25h", "--json"])
            ours.append(ms)
            report = json.loads(out)
            if report["recoveriesMeasured"] != inner["big_job_recoveries"]:
                sys.exit(f"wrong report: {out[:300]}")
            ms, _ = timed([args.cli, "journal", "export", "--journal", journal])
            floor.append(ms)
        o, f = statistics.median(ours), statistics.median(floor)
        print(f"end to end: job goodput {o:.0f} ms (min {min(ours):.0f}), journal export {f:.0f} ms, ratio {o / f:.2f}")


if __name__ == "__main__":
    main()
