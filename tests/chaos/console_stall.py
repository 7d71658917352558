#!/usr/bin/env python3
"""Chaos: the console's event loop behind a slow and flapping API server.

Each round starts a fresh embedded cluster (`sim serve --preset a3-demo`, or
--preset) and
the console (`ascend-ops --context sim-admin`, offscreen) connected to it
through the loopback proxy of flaky_api.py: every chunk waits 0 to
--delay-ms, a share of new connections (--refuse) is reset at once, and every
--flap seconds every open connection is reset. The console measures its own
event loop (`--stall-report`: a 10 ms timer on the GUI thread, each tick's
lateness kept). An npu-fault comes --fault-at seconds in, so the console also
shows an incident while the API flaps. After --seconds the console is stopped
with SIGTERM and its report read. The same round without the proxy is the
baseline. Checks: no tick later than --limit-ms (50) once the window is up,
and the console's pipeline journaled the fault (it was connected, not idle).
Loopback only; bounded.

Usage: tests/chaos/console_stall.py [--gui PATH] [--cli PATH] [--rounds N] [--seconds S]
"""
import argparse
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench"))
from machine import describe as describe_machine  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from flaky_api import FlakyProxy  # noqa: E402


def saw_fault(cli, data_dir):
    """True when the console's pipeline journaled the fault on node-2: it was connected, not idle."""
    for root, dirs, files in os.walk(data_dir):
        if os.path.basename(root) == "journal":
            for journal in dirs:
                done = subprocess.run([cli, "journal", "export", "--journal", os.path.join(root, journal),
                                       "--format", "jsonl"], capture_output=True, text=True)
                if "node-2" in done.stdout:
                    return True
    return False


def one_round(gui, cli, rng, args, flaky):
    with tempfile.TemporaryDirectory() as tmp:
        kubeconfig = os.path.join(tmp, "kubeconfig")
        server = subprocess.Popen([cli, "sim", "serve", "--listen", "127.0.0.1:0", "--preset", args.preset,
                                   "--kubeconfig-out", kubeconfig, "--speed", str(args.speed)],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        if not server.stdout.readline().startswith("serving"):
            sys.exit("sim serve did not start")
        proxy = console = None
        try:
            config_path = kubeconfig
            if flaky:
                with open(kubeconfig) as f:
                    config = f.read()
                port = int(re.search(r"server: https://127\.0\.0\.1:(\d+)", config).group(1))
                proxy = FlakyProxy(port, args.delay_ms, args.refuse, args.flap, rng)
                config_path = os.path.join(tmp, "flaky.kubeconfig")
                with open(config_path, "w") as f:
                    f.write(config.replace(f"127.0.0.1:{port}", f"127.0.0.1:{proxy.port}"))
            report = os.path.join(tmp, "stalls.json")
            env = dict(os.environ, KUBECONFIG=config_path, QT_QPA_PLATFORM="offscreen",
                       XDG_CONFIG_HOME=os.path.join(tmp, "config"), XDG_DATA_HOME=os.path.join(tmp, "data"),
                       XDG_STATE_HOME=os.path.join(tmp, "state"))
            console = subprocess.Popen([gui, "--context", "sim-admin", "--stall-report", report], env=env,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(args.fault_at)
            subprocess.run([cli, "sim", "inject", "--kubeconfig", kubeconfig, "--kind", "npu-fault", "--node", "node-2",
                            "--device", "3", "--fault-code", "80E18402"], capture_output=True, check=True)
            time.sleep(max(0.0, args.seconds - args.fault_at))
            console.send_signal(signal.SIGTERM)
            console.wait(timeout=30)
            with open(report) as f:
                result = json.load(f)
            result["saw_fault"] = saw_fault(cli, os.path.join(tmp, "data"))
        finally:
            if console and console.poll() is None:
                console.kill()
            if proxy:
                proxy.stop()
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
    result["flaky"] = flaky
    if proxy:
        result["connections"], result["flaps"] = proxy.connections, proxy.flaps
    return result


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gui", default=os.path.join(root, "build/app/gui/ascend-ops"))
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--preset", default="a3-demo")
    parser.add_argument("--seconds", type=float, default=40)
    parser.add_argument("--fault-at", type=float, default=15)
    parser.add_argument("--delay-ms", type=float, default=200)
    parser.add_argument("--refuse", type=float, default=0.2)
    parser.add_argument("--flap", type=float, default=3.0)
    parser.add_argument("--speed", type=float, default=20)
    parser.add_argument("--limit-ms", type=float, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
    rng = random.Random(args.seed)
    failed = 0
    for i in range(args.rounds):
        for flaky in (False, True):
            r = one_round(args.gui, args.cli, rng, args, flaky)
            ok = r["worst_ms"] <= args.limit_ms and r["saw_fault"]
            failed += not ok
            where = (f"through the proxy ({r['connections']} connections, {r['flaps']} flaps)" if flaky
                     else "direct (baseline)")
            print(f"round {i + 1}, {where}: {r['ticks']} ticks in {r['seconds']:.0f} s, worst {r['worst_ms']} ms "
                  f"at {r['worst_at_s']:.1f} s, p99 {r['p99_ms']} ms, p99.9 {r['p999_ms']} ms, "
                  f"{r['over_16ms']} over 16 ms, {r['over_50ms']} over 50 ms, the fault {'seen' if r['saw_fault'] else 'NOT seen'}: "
                  f"{'ok' if ok else 'FAILED'}", flush=True)
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}; each chunk delayed 0-{args.delay_ms:g} ms, "
          f"{args.refuse:.0%} of connections reset at once, all reset every {args.flap:g} s; limit {args.limit_ms:g} ms")
    print(f"{args.rounds * 2 - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
