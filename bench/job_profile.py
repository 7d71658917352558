#!/usr/bin/env python3
"""The recovery-time profile of a 1,024-server job, live and offline.

Starts `ascend-ops-cli sim serve --preset a3-scale --job-settings tuned` (a
Volcano Job of 1,024 pods, its start scripts in a ConfigMap) on loopback, then
alternates, for N rounds:
  - ours, live: `ascend-ops-cli job profile --kubeconfig K default/mindx-a3-scale --json`,
    the whole process: connect, read the job and the ConfigMaps it names, read
    the scripts, state every setting, estimate, recommend;
  - the peer, `kubectl get vcjob/mindx-a3-scale configmap/train-scripts-mindx-a3-scale -o json`:
    the same two objects read, nothing made of them;
  - ours, offline: `job profile --file` on that job saved as YAML with its scripts given.
Prints medians, the ratio of our live profile to kubectl's read, and checks
the 1 s target.

Usage: bench/job_profile.py [--cli PATH] [--kubectl PATH] [--rounds N]
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

from kube_sync import start_cluster
from machine import describe as describe_machine

JOB = "mindx-a3-scale"


def timed(command, env=None):
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    elapsed = (time.perf_counter() - start) * 1000
    if done.returncode not in (0, 1):
        sys.exit(f"{command[0]} failed ({done.returncode}): {done.stderr[:500]}")
    return elapsed, done.stdout


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--kubectl", default="/usr/bin/kubectl")
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        kubeconfig = os.path.join(tmp, "kubeconfig")
        server = start_cluster(args.cli, "a3-scale", kubeconfig, extra=("--job-settings", "tuned"))
        try:
            peer_env = {**os.environ, "KUBECACHEDIR": tempfile.mkdtemp(dir=tmp)}
            objects = ["get", f"vcjob/{JOB}", f"configmap/train-scripts-{JOB}", "-n", "default", "-o", "json"]
            # The job and its scripts as files, for the offline runs.
            _, listed = timed([args.kubectl, "--kubeconfig", kubeconfig] + objects, peer_env)
            items = json.loads(listed)["items"]
            manifest = os.path.join(tmp, "job.yaml")
            with open(manifest, "w") as f:
                json.dump(items[0], f)   # JSON is YAML
            scripts = []
            for name, text in items[1]["data"].items():
                path = os.path.join(tmp, name)
                with open(path, "w") as f:
                    f.write(text)
                scripts += ["--script", path]
            live, offline, peer = [], [], []
            for _ in range(args.rounds):
                elapsed, out = timed([args.cli, "job", "profile", "--kubeconfig", kubeconfig, f"default/{JOB}", "--json"])
                live.append(elapsed)
                profile = json.loads(out)
                offline.append(timed([args.cli, "job", "profile", "--file", manifest, "--json"] + scripts)[0])
                if os.path.exists(args.kubectl):
                    peer.append(timed([args.kubectl, "--kubeconfig", kubeconfig] + objects, peer_env)[0])
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)

    print(f"machine: {describe_machine()}")
    print(f"job: default/{JOB}, {items[0]['spec']['tasks'][0]['replicas']} servers; {args.rounds} rounds; "
          f"profile total {profile['total_seconds']} s, {len(profile['settings'])} settings")
    print(f"ours, live: median {statistics.median(live):.0f} ms (min {min(live):.0f}, max {max(live):.0f})")
    print(f"ours, offline: median {statistics.median(offline):.0f} ms (min {min(offline):.0f})")
    if peer:
        print(f"kubectl get (the job and its scripts): median {statistics.median(peer):.0f} ms")
        print(f"ratio ours live/kubectl: {statistics.median(live) / statistics.median(peer):.3f}")
    print(f"target (under 1 s, live): {'met' if statistics.median(live) < 1000 else 'NOT met'}")


if __name__ == "__main__":
    main()
