#!/usr/bin/env python3
"""The console's Kubernetes client against the embedded cluster at scale.

Starts `ascend-ops-cli sim serve --preset a3-scale` (1,046 nodes, 1,024 pods,
16,384 devices) on loopback, then alternates, for N rounds:
  - `ascend-ops-cli kube sync --fault-node NODE`: list + watch nodes, pods,
    ConfigMaps and Volcano jobs to a synced cache with the topology built;
    resident memory at that point; then create an npu-fault Fault and time
    until NODE's device-info change is in the cache;
  - the peer, `kubectl get nodes,pods,configmaps,vcjob -A -o json`: the same
    four lists read once (no cache, no watch, no topology).
Prints medians and the ratio of our sync time to kubectl's list time.

Usage: bench/kube_sync.py [--cli PATH] [--kubectl PATH] [--rounds N] [--preset NAME]
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

from machine import describe as describe_machine


def start_cluster(cli, preset, kubeconfig, speed=1, extra=()):
    """`sim serve` on a free loopback port, once it says it is serving."""
    server = subprocess.Popen([cli, "sim", "serve", "--listen", "127.0.0.1:0", "--preset", preset,
                               "--kubeconfig-out", kubeconfig, "--speed", str(speed), *extra],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if not line.startswith("serving"):
        server.kill()
        sys.exit(f"sim serve did not start: {line}{server.stderr.read()[:500]}")
    return server


def our_sync(cli, kubeconfig, node):
    done = subprocess.run([cli, "kube", "sync", "--kubeconfig", kubeconfig, "--fault-node", node, "--timeout", "60"],
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"kube sync failed ({done.returncode}): {done.stderr[:500]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def kubectl_lists(kubectl, kubeconfig):
    start = time.perf_counter()
    done = subprocess.run([kubectl, "--kubeconfig", kubeconfig, "get", "nodes,pods,configmaps,vcjob", "-A", "-o", "json"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          env={**os.environ, "KUBECACHEDIR": tempfile.mkdtemp()})
    if done.returncode != 0:
        sys.exit(f"kubectl failed ({done.returncode}): {done.stderr[:500]}")
    return (time.perf_counter() - start) * 1000


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--kubectl", default="/usr/bin/kubectl")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--preset", default="a3-scale")
    # The embedded device plugin reports a fault after a modeled 1 s; at
    # --speed 100 that is 10 ms, so "fault visible" measures the client.
    parser.add_argument("--speed", type=float, default=1)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        kubeconfig = os.path.join(tmp, "kubeconfig")
        server = start_cluster(args.cli, args.preset, kubeconfig, args.speed)
        try:
            synced, rss, peak, visible, peer = [], [], [], [], []
            for i in range(args.rounds):
                # A different server each round, so every fault is a change.
                result = our_sync(args.cli, kubeconfig, f"node-{i * 7 % 1000}")
                synced.append(result["synced_ms"])
                rss.append(result["rss_kib"] / 1024)
                peak.append(result["peak_rss_kib"] / 1024)
                visible.append(result["fault_visible_ms"])
                if os.path.exists(args.kubectl):
                    peer.append(kubectl_lists(args.kubectl, kubeconfig))
            objects = f'{result["nodes"]} nodes, {result["pods"]} pods, {result["configmaps"]} ConfigMaps, {result["devices"]} devices'
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)

    print(f"machine: {describe_machine()}")
    print(f"cluster: {args.preset}: {objects}; speed {args.speed:g} (device plugin report delay {1000 / args.speed:.0f} ms); {args.rounds} rounds")
    print(f"synced: median {statistics.median(synced):.0f} ms (min {min(synced):.0f}, max {max(synced):.0f})")
    print(f"resident at sync: median {statistics.median(rss):.0f} MiB (max {max(rss):.0f}); "
          f"peak until then: median {statistics.median(peak):.0f} MiB (max {max(peak):.0f})")
    print(f"fault visible: median {statistics.median(visible):.1f} ms (min {min(visible):.1f}, max {max(visible):.1f})")
    if peer:
        print(f"kubectl get (same four lists): median {statistics.median(peer):.0f} ms")
        print(f"ratio ours/kubectl: {statistics.median(synced) / statistics.median(peer):.3f}")


if __name__ == "__main__":
    main()
