#!/usr/bin/env python3
"""Chaos: the journal's disk fills up in the middle of an incident.

Each round mounts a small tmpfs (needs root; the round is reported as not run
otherwise), starts a fresh embedded cluster (`sim serve --preset a2-small`,
fault-scheduling external-force, so the pipeline is the one that acts) and
`pipeline run --mode auto` journaling onto the tmpfs. None, one or two
npu-faults (node-1, node-3) are recovered first, so that the journal holds
records; then the tmpfs is
filled to its last page, which leaves the journal only the rest of its last
page (tmpfs allocates whole pages; what is left differs from round to round),
and a second npu-fault (80E18402, SeparateNPU, on node-2) comes. The
journal fills at some record of that incident. Checks, from the cluster itself
(kubectl) and the journal read back afterwards:
  - if the job's pods changed after the fill, the journal holds the action that
    changed them (the pipeline never acts without its record);
  - the pipeline either recovered the incident with every record written, or
    said its journal failed (`journal: ...; no further actions`);
  - the journal reads back whole once space is freed.
Loopback only; bounded.

Usage: tests/chaos/journal_full.py [--cli PATH] [--rounds N] [--wait S]
"""
import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench"))
from machine import describe as describe_machine  # noqa: E402
from pipelinebench import sent_actions  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pipeline_kill import read_journal, start_cluster, wait_in_file  # noqa: E402

KUBECTL = "/usr/bin/kubectl"


def kubectl(kubeconfig, *args):
    done = subprocess.run([KUBECTL, "--kubeconfig", kubeconfig, *args], capture_output=True, text=True, timeout=60)
    return done.stdout if done.returncode == 0 else None


def pod_uids(kubeconfig):
    out = kubectl(kubeconfig, "get", "pods", "-n", "default", "-o",
                  "jsonpath={range .items[*]}{.metadata.name}={.metadata.uid}{'\\n'}{end}")
    return dict(line.split("=", 1) for line in (out or "").splitlines() if "=" in line)


def fill(path):
    """Writes into PATH until the disk is full; the bytes written."""
    written = 0
    try:
        with open(path, "wb") as f:
            while True:
                f.write(b"\0" * 4096)
                f.flush()
                written += 4096
    except OSError:
        pass
    return written


def inject(cli, kubeconfig, node, device):
    return subprocess.run([cli, "sim", "inject", "--kubeconfig", kubeconfig, "--kind", "npu-fault",
                           "--node", node, "--device", str(device), "--fault-code", "80E18402"],
                          capture_output=True, text=True).returncode == 0


def incident_of(records, node):
    return next((r["incident"] for r in records if r["kind"] == "detected" and r["node"] == node), None)


def one_round(cli, wait, speed, warmups):
    with tempfile.TemporaryDirectory() as tmp:
        disk = os.path.join(tmp, "disk")
        os.mkdir(disk)
        if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", disk], capture_output=True).returncode != 0:
            return {"failure": "cannot mount a tmpfs (the full-disk chaos needs root)"}
        server = None
        try:
            server, kubeconfig = start_cluster(cli, tmp, speed)
            journal = os.path.join(disk, "journal")
            log, err = os.path.join(tmp, "pipeline.log"), os.path.join(tmp, "pipeline.err")
            with open(log, "w") as out, open(err, "w") as errors:
                pipeline = subprocess.Popen([cli, "pipeline", "run", "--kubeconfig", kubeconfig, "--context", "sim-admin",
                                             "--mode", "auto", "--journal", journal, "--settle-ms", "300",
                                             "--verify-timeout", "120", "--breaker-nodes", "100000",
                                             "--breaker-percent", "100"], stdout=out, stderr=errors, text=True)
            try:
                if not wait_in_file(log, lambda line: " watching " in line, 60):
                    return {"failure": "the pipeline did not start"}
                # 0 to 2 incidents first: the journal's last page fills at a
                # different record each time (a third would use up the job's
                # restarts, and the incident would wait for a person instead).
                for n, node in enumerate(["node-1", "node-3"][:warmups]):
                    if not inject(cli, kubeconfig, node, 1) \
                            or not wait_in_file(log, lambda line: " resolved " in line and f"node={node}" in line, 90):
                        return {"failure": f"warm-up incident {n + 1} was not recovered"}
                time.sleep(2)
                before = pod_uids(kubeconfig)
                filler = os.path.join(disk, "filler")
                fill(filler)
                segments = [os.path.join(journal, f) for f in os.listdir(journal)] if os.path.isdir(journal) else []
                room = -os.path.getsize(max(segments, key=os.path.getmtime)) % 4096 if segments else 0
                if not inject(cli, kubeconfig, "node-2", 3):
                    return {"failure": "sim inject failed"}
                done = wait_in_file(log, lambda line: " resolved " in line and "node=node-2" in line, wait) \
                    or wait_in_file(err, lambda line: "no further actions" in line, 1)
                time.sleep(2)
                after = pod_uids(kubeconfig)
            finally:
                pipeline.send_signal(signal.SIGTERM)
                pipeline.wait(timeout=30)
            os.remove(filler)
            records, code, stderr = read_journal(cli, journal)
            with open(err) as f:
                said = next((line.strip() for line in f if "no further actions" in line), "")
            with open(log) as f:
                resolved = any(" resolved " in line and "node=node-2" in line for line in f)
        finally:
            if server:
                server.send_signal(signal.SIGTERM)
                server.wait(timeout=30)
            subprocess.run(["umount", disk], capture_output=True)

    failures = []
    second = incident_of(records, "node-2")
    kinds = [r["kind"] for r in records if second and r["incident"] == second]
    acted = bool(before) and before != after
    recorded = any(r["incident"] == second for r in sent_actions(records))
    if not before:
        failures.append("kubectl listed no pods")
    if acted and not recorded:
        failures.append("the pods changed with no action record for it in the journal")
    if not resolved and not said:
        failures.append("neither recovered nor said that the journal failed")
    if resolved and said and not recorded:
        # The last record (resolved) may be the one that did not fit; an
        # action without its record may not.
        failures.append("said the journal failed and reported the incident resolved, with no action on record")
    if code != 0:
        failures.append(f"journal export exit {code}: {stderr[:200]}")
    if not done:
        failures.append(f"nothing happened within {wait} s")
    return {"failures": failures, "room": room, "kinds": kinds, "acted": acted, "said": said}


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(root, "build/app/cli/ascend-ops-cli"))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--wait", type=float, default=20.0)
    parser.add_argument("--speed", type=float, default=20)
    args = parser.parse_args()
    if not os.path.exists(KUBECTL):
        sys.exit(f"{KUBECTL} not found: the check reads the cluster with kubectl")
    os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
    results = []
    for i in range(args.rounds):
        result = one_round(args.cli, args.wait, args.speed, i % 3)
        results.append(result)
        state = "ok" if not result.get("failures") and "failure" not in result else "FAILED"
        print(f"round {i + 1}: {result.get('room', '?')} bytes left to the journal; the incident's records: "
              f"{result.get('kinds', '?')}; acted: {result.get('acted', '?')}: {state} "
              f"{result.get('failure', '')}{'; '.join(result.get('failures', []))}", flush=True)
    failed = [r for r in results if r.get("failures") or "failure" in r]
    print(f"machine: {describe_machine()}")
    print(f"date: {time.strftime('%Y-%m-%d %H:%M %Z')}; rounds: {len(results)}; 512 KiB tmpfs filled to its last page; "
          f"speed {args.speed:g}")
    reason = next((r["said"] for r in results if r.get("said")), "")
    print(f"what the pipeline said: {reason[:200]}")
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
