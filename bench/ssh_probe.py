#!/usr/bin/env python3
"""Probe 64 simulated nodes over SSH in rounds: ascend-ops-cli nodes probe
(pooled sessions, one round trip per node) against parallel-ssh running the
same probe command, in the same run. Also runs that command for every node
at once without SSH (what the nodes themselves must do each round, here on
the same cores), so that each client's own share of a round shows: its
round minus that floor. Prints one JSON object.

Usage: bench/ssh_probe.py [--build DIR] [--nodes 64] [--rounds 5]
Needs openssh-server and pssh (Debian packages)."""
import argparse, json, os, re, shutil, statistics, subprocess, sys, tempfile, time

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    ap.add_argument("--nodes", type=int, default=64)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    cli = os.path.join(a.build, "app", "cli", "ascend-ops-cli")
    pssh = shutil.which("parallel-ssh")
    if not pssh:
        sys.exit("parallel-ssh not found: apt-get install pssh")
    work = tempfile.mkdtemp(prefix="ssh-bench-")
    groups = max(1, (a.nodes + 3) // 4)   # a2-small: 4 servers per group, plus one spare
    serve = subprocess.Popen([cli, "sim", "serve", "--listen", "127.0.0.1:0", "--preset", "a2-small",
                              "--super-pods", str(groups), "--kubeconfig-out", f"{work}/kc",
                              "--node-tools", f"{work}/tools", "--ssh-nodes", str(a.nodes), "--ssh-dir", f"{work}/ssh"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        for line in serve.stdout:
            if line.startswith("ssh config in"):
                break
        config = f"{work}/ssh/ssh_config"
        hosts = re.findall(r"^Host (\S+)", open(config).read(), re.M)[: a.nodes]
        with open(f"{work}/hosts", "w") as f:
            f.write("\n".join(hosts) + "\n")
        command = subprocess.run([cli, "nodes", "probe", "--print-command"], capture_output=True, text=True).stdout.strip()

        started = time.time()
        run = subprocess.run([cli, "nodes", "probe", "--ssh", ",".join(hosts), "--ssh-config", config,
                              "--rounds", str(a.rounds + 1), "--json"], capture_output=True, text=True)
        ours = [json.loads(l)["ms"] for l in run.stderr.splitlines() if l.startswith("{\"round\"")]
        answered = sum(1 for n in json.loads(run.stdout) if n["ok"])

        peer = []
        for _ in range(a.rounds):
            t = time.time()
            p = subprocess.run([pssh, "-h", f"{work}/hosts", "-x", f"-F {config}", "-p", str(a.nodes), "-t", "120",
                                "-o", f"{work}/pssh-out", command], capture_output=True, text=True)
            peer.append((time.time() - t) * 1000)
            if p.returncode != 0:
                sys.exit("parallel-ssh failed: " + p.stdout[-500:] + p.stderr[-500:])
        floor = []
        for _ in range(a.rounds):
            t = time.time()
            procs = [subprocess.Popen(["bash", "-c", command], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                      env=dict(os.environ, ASCEND_SIM_NODE=h, SHLVL="1",
                                               ASCEND_HCCN_CONF=f"{work}/tools/nodes/{h}/hccn.conf",
                                               PATH=f"{work}/tools/bin:/usr/bin:/bin")) for h in hosts]
            for p in procs:
                p.wait()
            floor.append((time.time() - t) * 1000)
        steady = statistics.median(ours[1:]) if len(ours) > 1 else ours[0]
        node_floor = statistics.median(floor)
        peer_round = statistics.median(peer)
        print(json.dumps({"nodes": a.nodes, "answered": answered, "rounds": a.rounds,
                          "console_first_round_ms": round(ours[0], 1), "console_round_ms_median": round(steady, 1),
                          "pssh_round_ms_median": round(peer_round, 1),
                          "ratio": round(steady / peer_round, 3),
                          "node_side_floor_ms_median": round(node_floor, 1),
                          "console_own_ms": round(steady - node_floor, 1),
                          "pssh_own_ms": round(peer_round - node_floor, 1),
                          "cores": os.cpu_count(), "date": time.strftime("%Y-%m-%d")}))
    finally:
        serve.terminate()
        serve.wait(10)
        shutil.rmtree(work, ignore_errors=True)

if __name__ == "__main__":
    main()
