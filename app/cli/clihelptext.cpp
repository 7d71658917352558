// The help text of every subcommand of ascend-ops-cli, in one place: --help
// prints it, and the shell completions and the manual pages are generated
// from it (clihelp.h). Each keeps the translation context it was written
// under, so its Chinese translation follows it.
#include "clihelptext.h"

#include <QCoreApplication>

namespace ascendops::cli {

QString rankTableValidateHelp()
{
    return QCoreApplication::translate("ranktable",
        "Usage: ascend-ops-cli ranktable validate FILE... [--json]\n"
        "\n"
        "Checks HCCL rank tables (hccl.json of version 1.0, 1.2 or 2.0, or the legacy template-2 layout): the\n"
        "members each version needs, their values, ranks, counts and addresses, and a status still\n"
        "\"initializing\" (HCCL cannot use the table until it is \"completed\"). Each problem is printed on\n"
        "stderr as FILE:LINE:COLUMN: severity: message; errors make a table unusable, warnings and notes do not.\n"
        "  --json   print the problems as JSON on stdout: file, severity, pointer, line, column, message\n"
        "Exit: 0 every table is valid, 1 a table has errors, 2 usage or I/O error.\n");
}

QString rankTableFmtHelp()
{
    return QCoreApplication::translate("ranktable",
        "Usage: ascend-ops-cli ranktable fmt FILE [--to 1.0] [-o OUT]\n"
        "\n"
        "Rewrites a rank table in one layout (members in their order, four-space indentation), values\n"
        "unchanged, so that two tables compare line by line. A file that is not JSON is not rewritten.\n"
        "  --to 1.0     convert a legacy template-2 table to version 1.0 first\n"
        "  -o, --output OUT   write to OUT (whole or not at all) instead of stdout\n"
        "Exit: 0 written, 1 the file is not JSON or cannot be converted, 2 usage or I/O error.\n");
}

QString rankTableGenerateHelp()
{
    return QCoreApplication::translate("ranktable",
        "Usage: ascend-ops-cli ranktable generate --version V --servers N --devices-per-server K\n"
        "                                         [--super-pod-size S] [-o OUT]\n"
        "\n"
        "Writes a valid synthetic rank table, for tests and benchmarks.\n"
        "  --version V              1.0, 1.2 (A3 super-pods) or 2.0\n"
        "  --servers N              number of servers\n"
        "  --devices-per-server K   devices (ranks) per server\n"
        "  --super-pod-size S       servers per super-pod (1.2)\n"
        "  -o, --output OUT         write to OUT instead of stdout\n"
        "Exit: 0 written, 2 usage or I/O error.\n");
}

QString rankTablePlanHelp()
{
    return QCoreApplication::translate("ranktable",
        "Usage: ascend-ops-cli ranktable plan FILE --topology TOPOLOGY.json [-o OUT] [--json]\n"
        "\n"
        "Renumbers a rank table route-affine: servers under one leaf switch get consecutive rank blocks, so\n"
        "that a ring crosses the spine as few times as it can. The topology is the fabric file fabric discover\n"
        "writes (docs/FABRIC.md). The plan (hops across switches before and after) is printed on stderr.\n"
        "  --topology TOPOLOGY.json   the fabric topology\n"
        "  -o, --output OUT           write the renumbered table to OUT (without it, to stdout unless --json)\n"
        "  --json                     print the plan (cross_switch_hops, each server's switch and\n"
        "                             rank_after_acc) as JSON on stdout\n"
        "Exit: 0 planned, 1 the table or the topology has errors, 2 usage or I/O error.\n");
}

QString completionHelp()
{
    return QCoreApplication::translate("cli",
        "Usage: ascend-ops-cli completion bash|zsh|fish [-o FILE]\n"
        "\n"
        "Prints a script that completes ascend-ops-cli's commands, subcommands and options in that shell.\n"
        "The Debian package installs all three; to load one by hand:\n"
        "  bash   source <(ascend-ops-cli completion bash)\n"
        "  zsh    source <(ascend-ops-cli completion zsh)\n"
        "  fish   ascend-ops-cli completion fish | source\n"
        "  -o, --output FILE   write the script to FILE instead of stdout\n"
        "Exit: 0 printed, 2 usage or I/O error.\n");
}

QString manpageHelp()
{
    return QCoreApplication::translate("cli",
        "Usage: ascend-ops-cli manpage [--of PROGRAM] [-o FILE]\n"
        "\n"
        "Prints this program's manual page (troff, man(7)): every command's help in one page. With --of, the\n"
        "page of another program of the console (ascend-ops), made from what its --help prints. The build\n"
        "makes both pages this way, and the Debian package installs them.\n"
        "  --of PROGRAM         the program whose page to make, run as PROGRAM --lang en --help\n"
        "  -o, --output FILE    write the page to FILE instead of stdout\n"
        "Exit: 0 printed, 2 usage or I/O error.\n");
}

QString clusterCapacityHelp()
{
    return QCoreApplication::translate("cluster",
        "Usage: ascend-ops-cli cluster capacity [--kubeconfig FILE] [--context NAME] [--json]\n"
        "\n"
        "What the cluster can still take, from one synced read of its Nodes, Pods and the device plugin's and\n"
        "NodeD's ConfigMaps: the spare servers of each super-pod (servers running no job pod) by whether a pod\n"
        "could land there (healthy; sub-healthy; out of service: faulty, NotReady, cordoned or with an isolated\n"
        "NPU; unknown: not read), and the NPUs as the device plugin counts them (dies on A3) free, in use,\n"
        "isolated, faulty, on servers down or cordoned, or unknown. A server whose state could not be read is\n"
        "never counted healthy; what was not read is listed with its place.\n"
        "Exit: 0 printed, 2 usage or I/O error.\n");
}

QString nodeHelp()
{
    return QCoreApplication::translate("node",
        "Usage: ascend-ops-cli node cordon|uncordon|drain NODE... [--dry-run] [--kubeconfig FILE] [--context NAME]\n"
        "       ascend-ops-cli node pause NODE... --reason TEXT [--dry-run] [...]\n"
        "       ascend-ops-cli node resume NODE... [--dry-run] [...]\n"
        "       (--super-pod ID instead of NODE...: every server of that super-pod)\n"
        "\n"
        "The repair cycle's writes on servers. cordon and uncordon set or clear spec.unschedulable, as kubectl\n"
        "does: nothing new is placed on a cordoned server, and what runs there keeps running. drain cordons the\n"
        "server and evicts every pod bound to it through the Eviction API, as kubectl drain does (DaemonSet and\n"
        "mirror pods are left and named): a PodDisruptionBudget that allows no disruption refuses the eviction at\n"
        "the dry run already, and then nothing is sent. pause puts a\n"
        "maintenance pause of automatic recovery on each server (the Node annotation ascendops.io/recovery-paused,\n"
        "with the reason, who paused it (the OS user and the kubeconfig user) and when): the pipeline then acts on\n"
        "no incident that touches the server without a person's yes, in every mode, and says why; the topology\n"
        "marks the server. resume takes the pause away. Every write is shown as a server-side dry run first;\n"
        "--dry-run stops there.\n"
        "Exit: 0 done, 1 a write was refused, 2 usage or I/O error (a server that cannot be read).\n");
}

QString isolationHelp()
{
    return QCoreApplication::translate("isolation",
        "Usage: ascend-ops-cli isolation list [--kubeconfig FILE] [--context NAME] [--json]\n"
        "       ascend-ops-cli isolation release --node NODE --device N [--dry-run] [--kubeconfig FILE] [--context NAME]\n"
        "\n"
        "list: every chip isolated by hand, in the store that holds it: the device plugin's (device-info\n"
        "ManuallySeparateNPU, with the reasons of UpgradeFaultReason) or ClusterD's (clusterd-manual-info-cm),\n"
        "with its fault code, rule and time, and when it releases by itself.\n"
        "release: takes the chip out of every store that holds it (the device plugin's list; ClusterD's Total\n"
        "only), each write shown as a server-side dry run first and sent on the maps as read (resourceVersion);\n"
        "--dry-run stops after the preview.\n"
        "Exit: 0 done, 1 nothing isolates that chip or a write was refused, 2 usage or I/O error.\n");
}

QString jobProfileHelp()
{
    return QCoreApplication::translate("job",
        "Usage: ascend-ops-cli job profile --file JOB.yaml [--script FILE]... [--json] [--platform P]\n"
        "       ascend-ops-cli job profile [--kubeconfig FILE] [--context NAME] NAMESPACE/NAME [--json]\n"
        "                                  [--preview ID] [--journal DIR] [--ssh-config FILE] [--platform P]\n"
        "\n"
        "The recovery-time profile of a training job (a Volcano Job or an AscendJob): each recovery setting\n"
        "of the recovery-time documents as on, off, unknown or conflict with its evidence, the seconds each\n"
        "phase of a recovery takes under them, the steps lost to the rollback, and the changes that shorten\n"
        "it, largest saving first. Offline, the job's start scripts are given with --script and matched by\n"
        "base name to the ones the job names; live, they are read from the ConfigMaps they are mounted from.\n"
        "--preview ID sends recommendation ID's patch to the cluster as a server-side dry run and prints\n"
        "what it would change; nothing is applied. --journal DIR adds what the recovery pipeline's journal\n"
        "measured: the job's resolved recoveries (or the cluster's, when it has none) beside the model.\n"
        "--ssh-config FILE reads, over SSH on the node of a running pod of the job (its name is the Host),\n"
        "the start scripts on hostPath and NFS volumes and the rank-table directory's mode and owner.\n"
        "--platform mindcluster|modelarts says where the job runs; without it a job is a ModelArts one when\n"
        "its labels, resources or variables say so (ring-controller.cce, huawei.com/ascend-1980, MA_*), and\n"
        "its operator retry and restarts are then read from its fault-tolerance annotations.\n"
        "Exit: 0 the profile was read, 1 the job has errors (a conflict, a setting that cannot work),\n"
        "2 usage or I/O error.\n");
}

QString jobGoodputHelp()
{
    return QCoreApplication::translate("job",
        "Usage: ascend-ops-cli job goodput NAMESPACE/NAME --journal DIR [--since DURATION]\n"
        "                                  [--step-seconds S | --log FILE] [--json]\n"
        "\n"
        "The share of a window (--since, default 24h: 90m, 12h, 7d) the job trained, and the seconds it\n"
        "lost, by cause: each recovery's phases as the pipeline's journal measured them (detection,\n"
        "decision, rescheduling, link setup, checkpoint load, compile), a hang's wait until it was seen,\n"
        "the steps rolled back (at --step-seconds, or the step time --log FILE prints), and the time an\n"
        "incident still open has taken. What could not be measured is said.\n"
        "Exit: 0 reported, 2 usage or I/O error.\n");
}

QString jobProgressHelp()
{
    return QCoreApplication::translate("job",
        "Usage: ascend-ops-cli job progress --log FILE [--timestamps] [--profile NAME] [--profiles FILE] [--json]\n"
        "       ascend-ops-cli job progress [--kubeconfig FILE] [--context NAME] NAMESPACE/NAME\n"
        "                                   [--profile NAME] [--profiles FILE] [--json]\n"
        "\n"
        "What a training job's log says of its progress: the framework whose layout it is printed in, the\n"
        "last step and the total, the time a step takes, the checkpoints saved and the one loaded, the phase\n"
        "of a restart (link-setup, checkpoint-load, compile, training) and the error the log ends in.\n"
        "Offline, --log reads a file (--timestamps: each line starts with the time kubectl logs --timestamps\n"
        "prints). Live, the logs of the job's rank-0 pod and last-rank pod are read through the Kubernetes\n"
        "API, as kubectl logs does. Built-in profiles: megatron (Megatron-LM, MindSpeed, MindSpeed-LLM),\n"
        "mindformers, mindspore; --profile names one, else each is tried. --profiles FILE adds profiles\n"
        "(JSON: {\"profiles\": [{\"name\", \"step\", \"stepTime\", \"checkpointSaved\", \"checkpointLoaded\",\n"
        "\"phases\", \"errors\"}]}, regular expressions with named groups; see docs/TRAINING-SIGNALS.md).\n"
        "Exit: 0 the log was read, 1 no profile reads it or it ends in an error, 2 usage or I/O error.\n");
}

QString journalExportHelp()
{
    return QCoreApplication::translate("journal",
        "Usage: ascend-ops-cli journal export --journal DIR [--format jsonl|csv]\n"
        "\n"
        "Prints every intact record of the pipeline's journal in DIR, oldest first, one per line:\n"
        "  jsonl (default)  one JSON object per line: time, incident, kind, job, node, device, level,\n"
        "                   action, dryRun, reason, details\n"
        "  csv              a header line, then time,incident,kind,job,node,device,level,action,dry_run,reason\n"
        "Times are UTC, ISO 8601 with milliseconds. Damaged records are named on stderr (FILE:OFFSET);\n"
        "a torn tail (a write cut short by a crash) is a warning.\n"
        "\n"
        "Exit codes: 0 every record intact (a torn tail aside), 1 damaged records (the intact ones are\n"
        "still printed), 2 usage or I/O error.\n");
}

QString kubeSyncHelp()
{
    return QCoreApplication::translate("kube",
        "Usage: ascend-ops-cli kube sync --kubeconfig FILE [--context NAME] [--fault-node NODE] [--timeout S]\n"
        "\n"
        "Lists and watches what the console watches (nodes, pods, ConfigMaps, Volcano jobs), then prints\n"
        "one JSON line: time to a synced cache, resident memory, objects cached. With --fault-node, it then\n"
        "creates an npu-fault Fault on NODE (embedded cluster only) and adds the time until NODE's\n"
        "device-info ConfigMap changed in the cache.\n");
}

QString nodesProbeHelp()
{
    return QCoreApplication::translate("ascendops::cli", "Usage: ascend-ops-cli nodes probe --ssh [USER@]HOST[:PORT]... [--identity FILE] [--known-hosts FILE]\n"
              "                                  [--accept-new] [--jump [USER@]HOST[:PORT]] [--ssh-config FILE]\n"
              "                                  [--timeout S] [--json]\n"
              "\n"
              "Logs in to each node over SSH (hosts are looked up in ~/.ssh/config, as ssh does), runs npu-smi and\n"
              "hccn_tool once in one round trip, and prints per node its NPUs and dies (health, temperature) and per\n"
              "device its link status, link up count and change records, net health, optical readings per lane and\n"
              "IP. Unknown host keys are refused unless --accept-new is given; a changed key is always refused.\n"
              "--ssh takes one node or a comma-separated list and may be repeated.\n"
              "\n"
              "Exit codes: 0 every node answered, 1 some node failed (the reason is printed per node), 2 usage.\n");
}

QString fabricDiscoverHelp()
{
    return QCoreApplication::translate("ascendops::cli", "Usage: ascend-ops-cli fabric discover --ssh [USER@]HOST[:PORT]... [--identity FILE] [--known-hosts FILE]\n"
              "                                       [--accept-new] [--jump [USER@]HOST[:PORT]] [--ssh-config FILE]\n"
              "                                       [--timeout S] -o TOPOLOGY.json\n"
              "\n"
              "Probes the nodes as nodes probe does and writes the fabric topology (docs/FABRIC.md): every switch\n"
              "port a RoCE NIC reaches, from the switch's LLDP answer (hccn_tool -lldp). Each link names its server\n"
              "as given to --ssh, with the device's IP, which a rank table's device_ip matches. When TOPOLOGY.json\n"
              "exists, what was added to it by hand (tiers, uplinks, spines, links of ports that did not answer) is\n"
              "kept. Ports whose switch did not answer are listed on stderr.\n"
              "\n"
              "Exit codes: 0 written, every node and port answered; 1 written without some nodes or ports, or\n"
              "TOPOLOGY.json exists and cannot be read (left alone); 2 usage or I/O error.\n");
}

QString pipelineHelp()
{
    return QCoreApplication::translate("pipeline",
        "Usage: ascend-ops-cli pipeline run --kubeconfig FILE [--context NAME] --mode observe|approve|auto\n"
        "                                   --journal DIR [--duration SECONDS] [options]\n"
        "       ascend-ops-cli pipeline serve [--kubeconfig FILE [--context NAME]] --mode observe|approve|auto\n"
        "                                   --journal DIR [--lease-namespace NS] [--lease-name NAME] [options]\n"
        "\n"
        "Runs the fault-handling pipeline (detect, classify, decide, act, verify, journal) on a cluster\n"
        "without a display; one line per incident change on stdout. `run` works until --duration passes or\n"
        "SIGTERM/SIGINT; in approve mode it asks on the terminal before each action (no answer: declined).\n"
        "`serve` runs inside the cluster (the pod's service account when --kubeconfig is not given) and\n"
        "acts only while it holds the leader Lease, so replicas can stand by. The Lease is\n"
        "ascend-ops/ascendops-pipeline unless --lease-namespace or --lease-name say otherwise; it carries the\n"
        "pipeline's mode and open incidents, and a console that reads it there does not decide beside it.\n"
        "In approve mode `serve` asks no terminal: a question waits for `pipeline approve|decline` or a\n"
        "console attached to it (see `pipeline status`). With --accept-actions it also runs a person's\n"
        "one-click actions sent from an attached console, with its own rights (off: refused).\n"
        "\n"
        "Options:\n"
        "  --identity NAME              Lease holder name (default: host name and process id)\n"
        "  --hang-seconds N             a running job whose log prints no new step this long is hung (120)\n"
        "  --log-profiles FILE          more layouts of training logs (JSON; docs/TRAINING-SIGNALS.md), tried\n"
        "                               before the built-in ones; in the cluster, a ConfigMap mounted as a file\n"
        "  --restart-budget L,C,K       after a restart, seconds of link setup, checkpoint load and compile\n"
        "                               that are not a hang (240,260,240)\n"
        "  --verify-timeout SECONDS     escalate when a recovery has not finished by then (900)\n"
        "  --fault-codes FILE           faultCode.json of the cluster (default: MindCluster's)\n"
        "  --fault-customization FILE   faultCustomization.json (frequency and duration rules)\n"
        "  --switch-fault-codes FILE    SwitchFaultCode.json: levels of UnifiedBus switch faults (A3)\n"
        "  --breaker-nodes N            circuit breaker: more than N nodes acted on ... (2)\n"
        "  --breaker-percent P          ... and more than P% of the cluster ... (10)\n"
        "  --breaker-window SECONDS     ... within this window stops automatic actions (600)\n"
        "  --settle-ms N                faults arriving within N ms join one incident before it is decided (300)\n"
        "  --ssh-config FILE --ssh-nodes NODE,...|all [--ssh-interval SECONDS]\n"
        "                               probe the nodes' links with hccn_tool over SSH (every 5 s); links that\n"
        "                               keep flapping or whose optics fail open incidents\n"
        "  --metrics-listen HOST:PORT   answer /metrics (Prometheus), /healthz and /readyz there (PORT 0:\n"
        "                               any free one, printed); serve: 0.0.0.0:9464 unless \"off\"\n"
        "  --notify-webhook URL|@FILE   post a JSON message there when an incident waits for a person, a\n"
        "                               recovery fails or the circuit breaker trips (repeatable; retried;\n"
        "                               @FILE: a URL per line, kept out of the command line)\n"
        "  --notify-template FILE       the message's body, with ${text}, ${event}, ${incident}, ${job},\n"
        "                               ${state}, ${message} and ${time} filled in (JSON-escaped)\n");
}

QString pipelineAnswerHelp()
{
    return QCoreApplication::translate("pipeline",
        "Usage: ascend-ops-cli pipeline status [--kubeconfig FILE] [--context NAME] [--lease-namespace NS] [--json]\n"
        "       ascend-ops-cli pipeline approve|decline INCIDENT [--kubeconfig FILE] [--context NAME]\n"
        "                                      [--lease-namespace NS] [--timeout SECONDS]\n"
        "\n"
        "`status` says which pipeline recovers the cluster, as the Lease ascend-ops/ascendops-pipeline says:\n"
        "its holder, its mode, its open incidents, those waiting for a person listed first.\n"
        "`approve` and `decline` answer one of its incidents that waits for approval. The answer is a\n"
        "request (a ConfigMap labelled ascendops.io/pipeline-request in the Lease's namespace, checked\n"
        "first with a server-side dry run) that the pipeline holding the Lease takes, journals with who\n"
        "you are (the OS user and the kubeconfig user) and answers; the outcome is printed and the\n"
        "request deleted. With no answer within --timeout (30) the request is withdrawn; an answer is\n"
        "taken within 5 minutes of being given or not at all. Creating requests there is what the\n"
        "installer's Role ascend-ops-approver grants.\n"
        "Exit status: 0 approved or declined, 1 refused (with why) or no answer, 2 a usage error.\n");
}

QString retryCheckHelp()
{
    return QCoreApplication::translate("retry",
        "Usage: ascend-ops-cli retry check [--enable STR] [--params STR] [--platform mindcluster|modelarts]\n"
        "                                  [--hardware a2|a3] [--ranktable FILE] [--json]\n"
        "\n"
        "Checks HCCL operator-retry settings where they would run and prints how to set them:\n"
        "export lines for MindCluster, the job annotation for ModelArts.\n"
        "  --enable STR      value of HCCL_OP_RETRY_ENABLE, e.g. \"L1:1, L2:1\"\n"
        "  --params STR      value of HCCL_OP_RETRY_PARAMS, e.g. \"MaxCnt:3, HoldTime:5000, IntervalTime:1000\"\n"
        "  --platform P      mindcluster (default) or modelarts, where the annotation\n"
        "                    fault-tolerance/hccl_op_retry switches retry on\n"
        "  --hardware H      a2 or a3; operator retry works on Snt9B23 (A3) super-nodes only.\n"
        "                    A 1.2 rank table says a3.\n"
        "  --ranktable FILE  cross-check against this rank table (hccl.json)\n"
        "  --json            print the result as JSON on stdout\n"
        "Give --enable, --params or both; an omitted one takes HCCL's defaults.\n"
        "Exit status: 0 valid for that platform and hardware, 1 a problem, 2 a usage error.\n");
}

QString simServeHelp()
{
    return QCoreApplication::translate("sim",
        "Usage: ascend-ops-cli sim serve --listen HOST:PORT --preset NAME --kubeconfig-out FILE [--speed X]\n"
        "                                [--super-pods N] [--servers-per-super-pod N]\n"
        "                                [--devices-per-server N] [--spares-per-super-pod N] [--fault-scheduling MODE]\n"
        "                                [--no-rank-table-operator] [--no-backup-nics] [--job-kind KIND]\n"
        "                                [--job-settings S] [--platform P]\n"
        "                                [--node-tools DIR [--ssh-nodes N --ssh-dir DIR]] [--scripts-dir DIR]\n"
        "                                [--fabric-out FILE] [--api-restart-down MS] [--churn N]\n"
        "\n"
        "Serves a simulated Ascend cluster behind a Kubernetes API over HTTPS until SIGTERM or SIGINT.\n"
        "SIGUSR1 restarts the API server as its process restarting would: every connection is reset and\n"
        "nothing listens for --api-restart-down MS (default 3000); then the same address and certificate\n"
        "serve again, and a watch from before the restart is answered 410 Expired. The cluster behind it\n"
        "(its store and controllers) goes on meanwhile.\n"
        "  --listen HOST:PORT          address to listen on; PORT 0 picks a free port\n"
        "  --preset NAME               a2-small, a3-demo, a3-scale or a3-fleet (1,078 nodes, over 50,000 pods:\n"
        "                              the job beside some 300 others, inference services, the per-node\n"
        "                              daemons, over 20,000 Events)\n"
        "  --churn N                   a3-fleet keeps moving, N pod writes a minute: jobs finish and new ones\n"
        "                              start on their dies, pods are rescheduled, Events written and expired\n"
        "  --kubeconfig-out FILE       written once listening: CA, server URL, contexts sim-admin and sim-readonly\n"
        "  --speed X                   time compression of the simulation (default 1)\n"
        "  --super-pods N              super-pods (A2: server groups) running the job\n"
        "  --servers-per-super-pod N   job servers in each super-pod\n"
        "  --devices-per-server N      NPU devices per server (A3: dies, an even number)\n"
        "  --spares-per-super-pod N    idle standby servers in each super-pod\n"
        "  --fault-scheduling MODE     the job's fault-scheduling label: force (default), grace, off, or\n"
        "                              external-force / external-grace, where failed pods wait for an external\n"
        "                              component (the console's pipeline) to act\n"
        "  --no-rank-table-operator    the Ascend Operator writes the first rank table only: after pods are\n"
        "                              replaced the job's rings-config stays initializing (an operator that\n"
        "                              is down), and the console's pipeline completes it\n"
        "  --no-backup-nics            the operator's A3 rank tables give no backup_device_ip: operator retry\n"
        "                              cannot borrow the other die's NIC when a link is lost for good\n"
        "  --job-kind KIND             vcjob (default): the training job is a Volcano Job; ascendjob: an\n"
        "                              AscendJob of the Ascend Operator (kubectl get acjob), one Master and\n"
        "                              Workers, restarted by deleting its pods\n"
        "  --job-settings S            what the job's start scripts (ConfigMap train-scripts-<job>) switch on:\n"
        "                              default; bare (the watchdog off, no caches); tuned (MindIO ACP, the\n"
        "                              compile cache on shared storage, pod-level rescheduling). The cluster\n"
        "                              plays the recovery the job's profile estimates (job profile)\n"
        "  --platform P                mindcluster (default) or modelarts: the running job carries ModelArts'\n"
        "                              labels, resources and variables, its operator retry is the annotation\n"
        "                              fault-tolerance/hccl_op_retry, and the cluster restarts it as ModelArts\n"
        "                              does (job-retry-num 3, hang-retry)\n"
        "  --fabric-out FILE           write the cluster's RoCE fabric (leaves, spines, every die's port) as a\n"
        "                              topology file (docs/FABRIC.md), as a site's network documentation gives it\n"
        "  --scripts-dir DIR           keep the job's start scripts in DIR, a hostPath volume the nodes share,\n"
        "                              instead of a ConfigMap (job profile reads them over SSH), and its shared\n"
        "                              volume (checkpoints, Megatron's latest_checkpointed_iteration.txt) in DIR/shared\n"
        "  --node-tools DIR            keep npu-smi and hccn_tool for every node in DIR/bin, printing the\n"
        "                              node named by ASCEND_SIM_NODE as the cluster has it now (faults\n"
        "                              included); its /etc/hccn.conf is DIR/nodes/<node>/hccn.conf.\n"
        "                              Prints \"node tools ready in DIR\" once every node is written\n"
        "  --ssh-nodes N               serve the first N nodes over a real sshd on loopback (needs\n"
        "                              --node-tools); writes ssh_config, known_hosts and a key to --ssh-dir\n"
        "                              and prints \"ssh config in FILE\" once they answer\n");
}

QString simInjectHelp()
{
    return QCoreApplication::translate("sim",
        "Usage: ascend-ops-cli sim inject --kubeconfig FILE [--context C] --kind KIND --node NODE\n"
        "                                 [--device N] [--fault-code CODE] [--duration SECONDS] [--delay SECONDS]\n"
        "                                 [--name NAME] [--namespace NS]\n"
        "\n"
        "Creates a Fault in a simulated cluster (sim serve, or the console's demo cluster).\n"
        "  --kind KIND           link-flap, link-down, npu-fault, node-down, hang, optical-degrade, process-crash,\n"
        "                        switch-fault (A3 nodes: a UnifiedBus switch port)\n"
        "  --node NODE           the node the fault hits\n"
        "  --device N            the die (logic id) for link, chip and optical faults (default 0)\n"
        "  --fault-code CODE     npu-fault: the 8-hex-digit code, e.g. 80E18402;\n"
        "                        switch-fault: a SwitchFaultCode.json code, e.g. \"[0x00f103b0,155907,na,na]\"\n"
        "  --duration SECONDS    how long it lasts (default: link-flap a few seconds, others until deleted)\n"
        "  --delay SECONDS       begin this long after the Fault is created (simulated seconds, as --duration)\n"
        "  --name NAME           the Fault's name (default: generated from the kind)\n"
        "  --namespace NS        the Fault's namespace (default: default)\n");
}

} // namespace ascendops::cli
