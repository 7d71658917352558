#!/usr/bin/env python3
"""Reading training logs: a large log file, and a 1,024-pod job's logs live.

Offline: writes a Megatron-layout log of N step lines (a checkpoint saved
every 100 steps, as MindSpeed-LLM prints them), then alternates, for R rounds:
  - ours: `ascend-ops-cli job progress --log FILE --json` (the whole process:
    every line read, step, total, step time, checkpoints, phase, error);
  - the peer: `grep -E ' iteration +[0-9]+/ *[0-9]+ \\|' FILE | tail -n 1`, what an
    operator types to find the last step (one pattern, nothing else read).
Our peak memory (max RSS of the process) is recorded too.

Live: starts `sim serve --preset a3-scale` (a Volcano Job of 1,024 pods whose
pods print their training), waits a few seconds, then alternates:
  - ours: `ascend-ops-cli job progress --kubeconfig K default/mindx-a3-scale --json`:
    connect, sync the caches, pick the rank-0 and last-rank pods, follow both
    logs, read them;
  - the peer: `kubectl logs --tail=2000` of the same two pods, one after the other.
Prints medians and ratios.

Usage: bench/training_log.py [--cli PATH] [--kubectl PATH] [--lines N] [--rounds R]
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

from kube_sync import start_cluster
from machine import describe as describe_machine

JOB = "mindx-a3-scale"


def write_log(path, lines):
    with open(path, "w") as out:
        for step in range(1, lines + 1):
            out.write(f" [2026-11-29 06:00:00] iteration {step:8d}/{lines:8d} | consumed samples: {step * 128:12d} | "
                      f"elapsed time per iteration (ms): 1032.5 | learning rate: 1.000000E-05 | global batch size:   128 | "
                      f"lm loss: 2.5055196285247803 | loss scale: 1.0 | grad norm: 1.234 | "
                      f"number of skipped iterations:   0 | number of nan iterations:   0 |\n")
            if step % 100 == 0:
                out.write(f"saving checkpoint at iteration {step:7d} to /job/ckpt in torch_dist format\n")
                out.write(f"  successfully saved checkpoint from iteration {step:7d} to /job/ckpt [ t 1/1, p 1/1 ]\n")


def timed(command, env=None, shell=False):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env, shell=shell)
    elapsed = (time.perf_counter() - start) * 1000
    if done.returncode not in (0, 1):
        sys.exit(f"{command if shell else command[0]} failed ({done.returncode}): {done.stderr[:500]}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return elapsed, done.stdout, peak if peak > before else None


def offline(cli, rounds, lines, tmp):
    path = os.path.join(tmp, "train.log")
    write_log(path, lines)
    size_mb = os.path.getsize(path) / 1e6
    ours, peer, rss = [], [], []
    for _ in range(rounds):
        ms, out, peak = timed([cli, "job", "progress", "--log", path, "--json"])
        ours.append(ms)
        if peak:
            rss.append(peak / 1024)
        read = json.loads(out)
        if read["lastStep"] != lines or read["checkpointsSaved"][-1] != lines // 100 * 100:
            sys.exit(f"wrong reading: {out[:300]}")
        ms, out, _ = timed(f"grep -E ' iteration +[0-9]+/ *[0-9]+ \\|' {path} | tail -n 1", shell=True)
        peer.append(ms)
        if f"iteration {lines:8d}/" not in out:
            sys.exit(f"grep found something else: {out[:200]}")
    o, p = statistics.median(ours), statistics.median(peer)
    print(f"offline, {lines:,} step lines ({size_mb:.0f} MB): ours {o:.0f} ms (min {min(ours):.0f}), "
          f"grep | tail {p:.0f} ms, ratio {o / p:.2f}; ours {lines / o * 1000 / 1e6:.2f} M lines/s, "
          f"peak RSS {max(rss) if rss else float('nan'):.0f} MB (first run's high-water mark)")


def live(cli, kubectl, rounds, tmp):
    kubeconfig = os.path.join(tmp, "kubeconfig")
    server = start_cluster(cli, "a3-scale", kubeconfig)
    try:
        time.sleep(5)   # some steps printed
        env = {**os.environ, "KUBECACHEDIR": tempfile.mkdtemp(dir=tmp)}
        ours, peer = [], []
        pods = None
        for _ in range(rounds):
            ms, out, _ = timed([cli, "job", "progress", "--kubeconfig", kubeconfig, f"default/{JOB}", "--json"])
            ours.append(ms)
            read = json.loads(out)
            if read["framework"] != "megatron" or read["lastStep"] is None or len(read["pods"]) != 2:
                sys.exit(f"wrong reading: {out[:300]}")
            pods = [pod.split("/", 1)[1] for pod in read["pods"]]
            start = time.perf_counter()
            for pod in pods:
                done = subprocess.run([kubectl, "--kubeconfig", kubeconfig, "logs", "--tail=2000", pod],
                                      capture_output=True, text=True, env=env)
                if done.returncode != 0:
                    sys.exit(f"kubectl logs failed: {done.stderr[:300]}")
            peer.append((time.perf_counter() - start) * 1000)
        o, p = statistics.median(ours), statistics.median(peer)
        print(f"live, a3-scale (1,024 pods): ours {o:.0f} ms (min {min(ours):.0f}; connect, sync, follow 2 pods), "
              f"kubectl logs x2 {p:.0f} ms, ratio {o / p:.2f}; streams: 2 of {pods}")
    finally:
        server.terminate()
        server.wait(30)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--kubectl", default="/usr/bin/kubectl")
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M', time.gmtime())} UTC")
    with tempfile.TemporaryDirectory() as tmp:
        offline(args.cli, args.rounds, args.lines, tmp)
        live(args.cli, args.kubectl, args.rounds, tmp)


if __name__ == "__main__":
    main()
