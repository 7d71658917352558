"""What the pipeline benchmarks share: the embedded cluster and a pipeline
run against it, reading the pipeline's output and its journal, and the way
distributions are printed."""
import json
import os
import signal
import statistics
import subprocess
import sys
import time
from contextlib import contextmanager
from datetime import datetime


def wait_for(process, needle, timeout):
    end = time.time() + timeout
    while time.time() < end:
        line = process.stdout.readline()
        if not line:
            break
        if needle(line):
            return line
    sys.exit("timed out waiting on the pipeline's output")


def describe(values):
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(round(0.9 * (len(values) - 1))))]
    return f"median {statistics.median(values):.0f} ms, p90 {p90:.0f}, min {values[0]:.0f}, max {values[-1]:.0f}"


def stamp(record):
    """A journal record's time in UTC epoch milliseconds."""
    return datetime.fromisoformat(record["time"].replace("Z", "+00:00")).timestamp() * 1000


def export(cli, journal):
    done = subprocess.run([cli, "journal", "export", "--journal", journal, "--format", "jsonl"],
                          capture_output=True, text=True)
    return [json.loads(line) for line in done.stdout.splitlines()] if done.returncode == 0 else []


def sent_actions(records):
    """The recovery actions whose writes went out: real `action` records of a
    recovery (not a rank-table follow-up, not an operator-retry wait) that are
    not followed, before the incident's next action, by the refusal of one
    of their writes (a 409 is planned again and journaled as a new attempt)."""
    sent, open_by_incident = [], {}
    for record in records:
        incident = record["incident"]
        if record["kind"] == "action" and not record["dryRun"] and not record["details"].get("write") \
                and record["action"] not in ("op-retry-wait", "none"):
            open_by_incident[incident] = record
            sent.append(record)
        elif record["kind"] in ("escalated", "action") and "refused (" in record["reason"] \
                and open_by_incident.get(incident) is not None:
            sent.remove(open_by_incident.pop(incident))
    return sent


@contextmanager
def cluster_and_pipeline(cli, tmp, preset, speed, settle_ms, breaker_percent=10):
    """`sim serve` (fault-scheduling external-force: the pipeline is the one
    that acts) and `pipeline run --mode auto` against it, the breaker opened
    to 100,000 nodes; yields (kubeconfig, journal, pipeline process) once the
    pipeline watches, and stops both afterwards."""
    kubeconfig = os.path.join(tmp, "kubeconfig")
    journal = os.path.join(tmp, "journal")
    server = subprocess.Popen([cli, "sim", "serve", "--listen", "127.0.0.1:0", "--preset", preset,
                               "--kubeconfig-out", kubeconfig, "--speed", str(speed),
                               "--fault-scheduling", "external-force"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    if not server.stdout.readline().startswith("serving"):
        sys.exit("sim serve did not start")
    pipeline = subprocess.Popen([cli, "pipeline", "run", "--kubeconfig", kubeconfig, "--context", "sim-admin",
                                 "--mode", "auto", "--journal", journal, "--settle-ms", str(settle_ms),
                                 "--breaker-nodes", "100000", "--breaker-percent", str(breaker_percent),
                                 "--verify-timeout", "600"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        wait_for(pipeline, lambda line: " watching " in line, 180)
        yield kubeconfig, journal, pipeline
    finally:
        pipeline.send_signal(signal.SIGTERM)
        pipeline.wait(timeout=60)
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)
