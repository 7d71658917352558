#!/usr/bin/env python3
"""Resident memory of the console watching two a3-scale clusters at once
(two `sim serve --preset a3-scale` on loopback, 1,046 nodes, 1,024 pods and
16,384 devices each; one window per context, `ascend-ops --context A
--context B`), against the same console watching one of them, in the same
run: memory scales with what is watched, and two stay under 400 MB.

The console runs offscreen with the default settings of a context it has not
seen (so node probing waits for a person: 1,046 nodes are more than it probes
unasked). Memory is read from /proc every second until the resident size has
not grown by more than 1 % for 15 s (both clusters synced, the overview
summarized), at most 240 s; the figure is the resident size (VmRSS) then, with
the peak while syncing (VmHWM) beside it.

Usage: bench/two_clusters.py [--cli PATH] [--gui PATH] [--rounds N]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from kube_sync import start_cluster
from machine import describe as describe_machine


def rename(kubeconfig, prefix):
    """The sim's kubeconfig with its cluster, users and contexts renamed, so
    that two merge into one KUBECONFIG as kubectl merges them."""
    with open(kubeconfig) as f:
        text = f.read()
    for name in ("ascendops-sim", "sim-admin", "sim-readonly"):
        text = text.replace(name, f"{prefix}-{name}")
    with open(kubeconfig, "w") as f:
        f.write(text)
    return f"{prefix}-sim-admin"


def status(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0]) / 1024.0
    return fields


def measure(gui, kubeconfigs, contexts, home):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KUBECONFIG=os.pathsep.join(kubeconfigs),
               HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"))
    args = [gui]
    for context in contexts:
        args += ["--context", context]
    console = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    start = time.monotonic()
    last, steady_since = 0.0, None
    try:
        while time.monotonic() - start < 240:
            time.sleep(1)
            if console.poll() is not None:
                sys.exit(f"ascend-ops exited ({console.returncode})")
            rss = status(console.pid)["VmRSS"]
            if rss > last * 1.01:
                last, steady_since = rss, time.monotonic()
            elif time.monotonic() - steady_since >= 15:
                break
        now = status(console.pid)
        return now["VmRSS"], now["VmHWM"], time.monotonic() - start
    finally:
        console.terminate()
        console.wait(20)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", default=os.path.join(root, "build", "app", "cli", "ascend-ops-cli"))
    parser.add_argument("--gui", default=os.path.join(root, "build", "app", "gui", "ascend-ops"))
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        kubeconfigs, contexts, servers = [], [], []
        try:
            for prefix in ("a", "b"):
                path = os.path.join(tmp, f"kubeconfig-{prefix}")
                servers.append(start_cluster(args.cli, "a3-scale", path))
                contexts.append(rename(path, prefix))
                kubeconfigs.append(path)
            one, two, peaks = [], [], []
            for round_ in range(args.rounds):
                for watched, into in ((contexts[:1], one), (contexts, two)):
                    home = os.path.join(tmp, f"home-{round_}-{len(watched)}")
                    os.makedirs(home)
                    rss, peak, took = measure(args.gui, kubeconfigs, watched, home)
                    into.append(rss)
                    if len(watched) == 2:
                        peaks.append(peak)
                    print(f"round {round_ + 1}: {len(watched)} cluster(s) {rss:7.1f} MB resident, "
                          f"{peak:7.1f} MB peak (steady after {took:.0f} s)", flush=True)
        finally:
            for server in servers:
                server.terminate()
                server.wait(20)
    print(f"{time.strftime('%Y-%m-%d %H:%M', time.gmtime())} UTC on {describe_machine()}")
    print(f"one a3-scale cluster:  resident median {statistics.median(one):.1f} MB (max {max(one):.1f})")
    print(f"two a3-scale clusters: resident median {statistics.median(two):.1f} MB (max {max(two):.1f}), "
          f"peak while syncing {max(peaks):.1f} MB")
    print(f"ratio two / one: {statistics.median(two) / statistics.median(one):.2f}")
    print(f"target 400 MB resident: {'met' if max(two) < 400 else 'MISSED'}")
    return 0 if max(two) < 400 else 1


if __name__ == "__main__":
    sys.exit(main())
