#!/usr/bin/env python3
"""Chaos: a slow and flapping API server between the pipeline and the cluster.

Each round starts a fresh embedded cluster (`sim serve --preset a2-small`,
fault-scheduling external-force) and, in front of it, a loopback TCP proxy
that is slow and unreliable: every chunk it forwards waits 0 to --delay-ms,
a share of new connections (--refuse) is reset at once, and every --flap
seconds every open connection is reset (the watches and lists in flight with
them). TLS passes through the proxy untouched (the server's certificate names
127.0.0.1), so the client's verification is the real one. `pipeline run --mode
auto` talks to the cluster through the proxy only; the fault is created
directly. Checks: the pipeline comes up through the proxy (its informers list
and watch again after every reset), detects the npu-fault, acts once and
reports it resolved within --timeout. Loopback only; bounded.

Usage: tests/chaos/flaky_api.py [--cli PATH] [--rounds N] [--delay-ms MS] [--refuse P] [--flap S]
"""
import argparse
import asyncio
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench"))
from machine import describe as describe_machine  # noqa: E402
from pipelinebench import export, sent_actions  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pipeline_kill import start_cluster, wait_in_file  # noqa: E402


class FlakyProxy:
    """A TCP proxy on loopback, run on its own thread and event loop."""

    def __init__(self, target_port, delay_ms, refuse, flap, rng):
        self.target_port, self.delay_ms, self.refuse, self.flap, self.rng = target_port, delay_ms, refuse, flap, rng
        self.writers, self.connections, self.refused, self.flaps = set(), 0, 0, 0
        self.port = None
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self.loop.run_until_complete, args=(self.main(),), daemon=True)
        self.thread.start()
        if not self.ready.wait(10):
            raise RuntimeError("the proxy did not start")

    async def pump(self, reader, writer):
        try:
            while data := await reader.read(65536):
                await asyncio.sleep(self.rng.uniform(0, self.delay_ms) / 1000)
                writer.write(data)
                await writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            writer.close()

    async def handle(self, client_reader, client_writer):
        self.connections += 1
        if self.rng.random() < self.refuse:
            self.refused += 1
            client_writer.transport.abort()
            return
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            client_writer.transport.abort()
            return
        self.writers |= {client_writer, server_writer}
        await asyncio.gather(self.pump(client_reader, server_writer), self.pump(server_reader, client_writer))
        self.writers -= {client_writer, server_writer}

    async def flapper(self):
        while True:
            await asyncio.sleep(self.flap)
            self.flaps += 1
            for writer in list(self.writers):
                writer.transport.abort()   # an RST, not a clean close

    async def main(self):
        server = await asyncio.start_server(self.handle, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        self.stopping = asyncio.Event()
        self.ready.set()
        flapping = asyncio.create_task(self.flapper())
        await self.stopping.wait()
        flapping.cancel()
        server.close()
        for writer in list(self.writers):
            writer.transport.abort()
        await server.wait_closed()

    def stop(self):
        self.loop.call_soon_threadsafe(self.stopping.set)
        self.thread.join(10)


def one_round(cli, rng, args):
    node = "node-2"
    with tempfile.TemporaryDirectory() as tmp:
        server, kubeconfig = start_cluster(cli, tmp, args.speed)
        proxy = None
        pipeline = None
        try:
            with open(kubeconfig) as f:
                config = f.read()
            port = int(re.search(r"server: https://127\.0\.0\.1:(\d+)", config).group(1))
            proxy = FlakyProxy(port, args.delay_ms, args.refuse, args.flap, rng)
            flaky = os.path.join(tmp, "flaky.kubeconfig")
            with open(flaky, "w") as f:
                f.write(config.replace(f"127.0.0.1:{port}", f"127.0.0.1:{proxy.port}"))
            journal, log = os.path.join(tmp, "journal"), os.path.join(tmp, "pipeline.log")
            with open(log, "w") as out:
                pipeline = subprocess.Popen([cli, "pipeline", "run", "--kubeconfig", flaky, "--context", "sim-admin",
                                             "--mode", "auto", "--journal", journal, "--settle-ms", "300",
                                             "--verify-timeout", "120"], stdout=out, stderr=subprocess.DEVNULL, text=True)
            started = time.time()
            if not wait_in_file(log, lambda line: " watching " in line, args.timeout):
                return {"failure": "the pipeline did not come up through the proxy"}
            up = time.time() - started
            time.sleep(args.flap * 1.5)   # at least one flap before the fault
            inject = subprocess.run([cli, "sim", "inject", "--kubeconfig", kubeconfig, "--kind", "npu-fault",
                                     "--node", node, "--device", "3", "--fault-code", "80E18402"],
                                    capture_output=True, text=True)
            if inject.returncode != 0:
                return {"failure": f"sim inject failed: {inject.stderr[:200]}"}
            faulted = time.time()
            resolved = wait_in_file(log, lambda line: " resolved " in line and f"node={node}" in line, args.timeout)
            took = time.time() - faulted
            with open(log) as f:
                tail = f.read().splitlines()[-6:]
        finally:
            if pipeline:
                pipeline.send_signal(signal.SIGTERM)
                pipeline.wait(timeout=30)
            if proxy:
                proxy.stop()
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
        records = export(cli, journal)
    failures = []
    actions = sent_actions(records)
    if len(actions) != 1:
        failures.append(f"{len(actions)} recovery actions sent")
    if not resolved:
        failures.append(f"not resolved within {args.timeout} s; the pipeline's last lines: {' | '.join(tail)}")
    return {"failures": failures, "up": up, "took": took, "connections": proxy.connections,
            "refused": proxy.refused, "flaps": proxy.flaps}


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--delay-ms", type=float, default=200)
    parser.add_argument("--refuse", type=float, default=0.2)
    parser.add_argument("--flap", type=float, default=3.0)
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--speed", type=float, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
    rng = random.Random(args.seed)
    results = []
    for i in range(args.rounds):
        result = one_round(args.cli, rng, args)
        results.append(result)
        state = "ok" if not result.get("failures") and "failure" not in result else "FAILED"
        print(f"round {i + 1}: up in {result.get('up', 0):.1f} s, fault -> resolved {result.get('took', 0):.1f} s, "
              f"{result.get('connections', '?')} connections ({result.get('refused', '?')} reset at once), "
              f"{result.get('flaps', '?')} flaps: {state} {result.get('failure', '')}{'; '.join(result.get('failures', []))}",
              flush=True)
    failed = [r for r in results if r.get("failures") or "failure" in r]
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}; rounds: {len(results)}; each chunk delayed 0-{args.delay_ms:g} ms, "
          f"{args.refuse:.0%} of connections reset at once, all reset every {args.flap:g} s; speed {args.speed:g}")
    took = sorted(r["took"] for r in results if "took" in r)
    if took:
        print(f"fault -> resolved: median {took[len(took) // 2]:.1f} s, max {took[-1]:.1f} s")
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
