<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActionRunner</name>
    <message>
        <source>%1: refused (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CircuitBreaker</name>
    <message>
        <source>acting would touch %1 nodes (%2% of %3) within %4 min, more than %5 nodes and %6%: %7</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoKubeconfig</name>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every name in %1 is taken by another demo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogPrompter</name>
    <message>
        <source>Rank tables (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program since it was opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite keeps your version (theirs goes to the .bak file); Reload drops your changes and shows theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program, and you have changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloading %1 drops the changes you have not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload the file from disk, or keep your version on screen?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit while recovering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console&apos;s pipeline acts in auto mode: recovery stops when the console quits, and nothing acts on these incidents until a pipeline runs again. Quit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric topology (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export fabric topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open fabric topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save with errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors in %1: %2. HCCL and the tools that read rank tables may refuse it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first: %1

The Problems panel lists them all. Save anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1 disconnects from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its recovery pipeline stops with the connection: nothing watches %1 for faults from this console until you connect to it again. Switch anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No kubeconfig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No kubeconfig was found, so there is no cluster to connect to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looked in: %1 (%2).

Open a kubeconfig file, as kubectl&apos;s --kubeconfig would, or go on with the demo cluster: a simulated Ascend cluster on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Kubeconfig…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the Demo Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open kubeconfig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubeconfig (config *.yaml *.yml *.conf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FaultClass</name>
    <message>
        <source>%1 seen %2 times within %3 h: %4 by the frequency rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascend910-%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, no HCCL level of the job (its servers share one super-pod)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GettingStarted</name>
    <message>
        <source>Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &amp;gt; Connect to Cluster (Ctrl+Shift+K) lists the contexts of your kubeconfig (KUBECONFIG, else ~/.kube/config) and the embedded demo cluster. The window&apos;s title names the cluster it shows. Without a kubeconfig the console offers to open one or to start on the demo cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Look at the overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Overview tab (Ctrl+1) counts servers, dies and links by health, the ports that flap or whose optics are dim, the jobs by what their training does with their estimated time to recover, and the incidents open and waiting for you. Every count but a zero is a link to the view that explains it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Find the faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F8 and Shift+F8 walk the faults in the Topology tab: servers not Ready, cordoned or flagged by NodeD, dies that are isolated or faulty on themselves or a link. The Links tab (Ctrl+5) plots each port over time once the nodes answer over SSH (Cluster &amp;gt; Node SSH Settings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recovery pipeline watches the cluster in observe mode at first: it decides and shows, and writes nothing. In approve mode it asks you first (the Incidents tab counts what waits for you, and a notification says so when the window is in the background); in auto mode it acts. Every write is dry-run by the server first and journaled. Right-click a job or pod in the Jobs tab for rollback, pod or job rescheduling and isolation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Shorten recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Jobs tab, a job&apos;s Recovery tab says what its settings cost when a fault comes and which changes would shorten it; a change is previewed with a server-side dry run before you apply it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6. Rank tables and operator retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &amp;gt; Open reads an HCCL rank table (1.0, 1.2, 2.0): the Problems panel lists what HCCL would refuse, with its place, and a table with errors is saved only once you say so. The Retry parameters panel edits HCCL_OP_RETRY_ENABLE and HCCL_OP_RETRY_PARAMS and refuses values out of range.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputLimits</name>
    <message>
        <source>is %1 bytes; at most %2 (%3 MiB) are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>objects and arrays are nested more than %1 deep</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobState</name>
    <message>
        <source>Degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no phase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aborting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inqueue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: segment %2 before it is missing: records may be lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: segments %2 to %3 before it are missing: records may be lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create the journal directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: another writer has this journal open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot lock: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open for writing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot cut off the torn tail at byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot sync the directory: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot sync: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; cutting the partial record off failed too (%2), so the journal was closed: opening it again cuts it off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the journal was closed; open it again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such directory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JournalRecord</name>
    <message>
        <source>%1: expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ISO 8601 UTC time such as 2026-11-23T10:15:02.345Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind: unknown record kind &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JournalSegment</name>
    <message>
        <source>malformed record header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length mismatch: the header says %1 bytes, the record has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checksum mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete record: no end of line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>the text contains a NUL byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>objects and arrays are nested more than %1 deep</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonScalarText</name>
    <message>
        <source>[%1 items]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{%1 members}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeSshSettings</name>
    <message>
        <source>Jump host: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port must be between 1 and 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The probe interval must be at least one second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List at least one node to probe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a node name pattern, such as node-1*.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>no reason recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection this was previewed on is closed; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankTableEdits</name>
    <message>
        <source>Remove server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove device %1 of server %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 entry %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add device %1 to server %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renumber ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert to version 1.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renumber by topology (leaf crossings %1 → %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankTableFile</name>
    <message>
        <source>No such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1 before replacing it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by someone else since it was opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the backup %1 (%2 was left unchanged): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankTableValidator</name>
    <message>
        <source>the rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and %1 more ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank id %1 is missing: the %2 ranks must use every rank id from 0 to %3 exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank ids %1 are missing: the %2 ranks must use every rank id from 0 to %3 exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number written as a string, such as &quot;8&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON integer, such as 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the boolean %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be %2; found %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, which is not a whole number; expected %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is written as the number %2, but version 1.0 and 1.2 tables write numbers as strings: write &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is written as the string &quot;%2&quot;, but version 2.0 tables write numbers as JSON integers: write %2 without quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2; expected a whole number from %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super-pod %1 has no server_list; list its servers as [{&quot;server_id&quot;: ...}].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super-pod %1 lists no servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super-pod %1 has no super_pod_id; give each super-pod a unique id (the Super Pod ID from npu-smi info -t spod-info).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super_pod_id &quot;%1&quot; is already used by /super_pod_list/%2; super-pod ids must be unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This super-pod entry has no server_id; name a server of server_list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server_id &quot;%1&quot; is not in server_list; a super-pod can only list servers of the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server &quot;%1&quot; is already listed at /super_pod_list/%2/server_list/%3; a server belongs to exactly one super-pod and is listed once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server &quot;%1&quot; is not in any super-pod of super_pod_list; add it to the super-pod it is cabled into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server &quot;%1&quot; of super-pod %2 is listed apart from the earlier servers of that super-pod; list the servers of one super-pod together in server_list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version is missing; expected &quot;1.0&quot;, &quot;1.2&quot; (A3 super-pod) or &quot;2.0&quot; (Ascend 950).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version must be a string, &quot;1.0&quot;, &quot;1.2&quot; or &quot;2.0&quot;; found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version &quot;%1&quot; is unknown; expected &quot;1.0&quot;, &quot;1.2&quot; or &quot;2.0&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status is missing; HCCL uses a rank table only when its status is &quot;completed&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status is &quot;initializing&quot;: the table is not usable yet. The Ascend Operator writes this while some of the job&apos;s pods are missing and rewrites the table with &quot;completed&quot; once all are scheduled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status is &quot;%1&quot;; expected &quot;completed&quot; (or &quot;initializing&quot; while the Ascend Operator is still building the table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rank table must be a JSON object with version, status and server_list (or rank_list); found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server_list is missing; expected a non-empty array of servers, each with server_id and device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server_list is empty; a rank table needs at least one server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server_count is missing; version 1.0 requires it: the number of servers, as a string such as &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server_count is %1 but server_list has %2 servers; they must match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server %1 has no device list; expected a non-empty &quot;device&quot; array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server %1 has an empty device list; list at least one device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server %1 has no server_id; every server needs a unique server_id (for example &quot;node_%1&quot; or its host IP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server_id is empty; every server needs a unique server_id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server_id is %1 bytes long; HCCL accepts at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server_id &quot;%1&quot; is already used by /server_list/%2; server ids must be unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host_ip &quot;%1&quot; is not a valid IPv4 address; expected the server&apos;s host address, such as &quot;172.16.0.100&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device_id is missing; every device needs its physical id (N of /dev/davinciN), from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device_id %1 appears twice in server %2 (first at device %3); each physical device is listed once per server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super_device_id is missing; version 1.2 needs each device&apos;s id within its super-pod (SDID, from npu-smi info -t spod-info).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super_device_id is empty; HCCL rejects the table (&quot;super_device_id[] is invalid&quot;). Set the device&apos;s SDID from npu-smi info -t spod-info.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device_ip is &quot;-1&quot;: the Ascend Device Plugin did not report this NPU&apos;s NIC IP. Check the NIC (hccn_tool -i &lt;device_id&gt; -ip -g) and let the Ascend Operator rewrite the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device_ip is empty; HCCL needs the NIC IP (hccn_tool -i &lt;device_id&gt; -ip -g) when the job spans servers over RoCE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device_ip &quot;%1&quot; is already used by %2; every NIC IP must be unique in the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a valid IPv4 or IPv6 address; expected the NIC address from /etc/hccn.conf, such as &quot;192.168.1.8&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host_port %1 is already used by device %2 of this server; each device of a server needs its own host_port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_id is missing; every device needs a rank id, a string from &quot;0&quot; to &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_id %1 is out of range: the table has %2 devices, so rank ids must be 0 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_id %1 is already used by %2; every rank id must be used exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_id %1 comes after rank_id %2 in this server&apos;s device list; list devices in ascending rank order (the order of the physical connections).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup_device_ip is this device&apos;s own device_ip; it must be the NIC of the other die of the same NPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup_device_ip is not the device_ip of any other device in this server; it should be the NIC of the other die of the same NPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup_device_port %1 equals the device_port of device %2, whose NIC this backup uses; a NIC needs different ports in its primary and backup roles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server %1 holds rank ids %2, which are not one contiguous block; each server needs its own block (such as 0-7 and 8-15) and blocks of different servers may not interleave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super_device_id %1 is already used by /server_list/%2/device/%3 in the same super-pod; each device needs its own id within a super-pod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_list is missing; expected a non-empty array of ranks, each with rank_id, local_id, device_id and level_list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_list is empty; a rank table needs at least one rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_count is missing; version 2.0 requires it: the number of ranks in rank_list, as a JSON integer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_count is %1 but rank_list has %2 ranks; they must match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level_list is missing; every rank needs its network layers, starting with net_layer 0 (TOPO_FILE_DESC).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing; expected a JSON integer from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_id is missing; every rank needs a rank id, a JSON integer from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_id %1 is out of range: the table has %2 ranks, so rank ids must be 0 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_id %1 is already used by /rank_list/%2; every rank id must be used exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level_list has %1 entries; at most %2 network layers are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_addr_list is missing; list this rank&apos;s addresses in the layer (addr_type, addr, ports).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net_layer is missing; expected a JSON integer from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first level has net_layer %1; level_list must start at net_layer 0 (the links inside the server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net_layer %1 follows net_layer %2; net layers must be strictly ascending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net_type of net_layer 0 is &quot;%1&quot;; layer 0 must be &quot;TOPO_FILE_DESC&quot; (described by the topology file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing; expected a string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_addr_list has %1 entries; at most %2 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>addr &quot;%1&quot; is not a valid %2 address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>addr_type &quot;%1&quot; is unknown; expected &quot;EID&quot;, &quot;IPV4&quot; or &quot;IPV6&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports has %1 entries; at most %2 are allowed per address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this JSON document is not a rank table: it has none of version, status, server_list, rank_list or group_list (its keys: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port &quot;%1&quot; is not of the form &quot;Die/Port&quot;, such as &quot;0/4&quot; (port 4 of die 0), nor &quot;d2h&quot; (the host NIC).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RetryParams</name>
    <message>
        <source>HCCL_OP_RETRY_PARAMS has no effect: HCCL_OP_RETRY_ENABLE enables no level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server %1 has no host_ip: operator retry needs host_ip in the rank table, otherwise HCCL silently disables it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup_device_ip takes effect only with L2:1 in HCCL_OP_RETRY_ENABLE (and HCCL_OP_EXPANSION_MODE=&quot;AI_CPU&quot;); until then a failed NIC cannot borrow the other die&apos;s NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 retry can borrow the other die&apos;s NIC between super-pods only when the rank table gives backup_device_ip; this table has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1 is empty (two commas in a row, or a comma at either end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1 %2: expected NAME:VALUE such as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (names are case-sensitive: did you mean %1?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1: %2 is given twice (first in item %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no value; expected 0 (off) or 1 (on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: value %2 must be 0 (off) or 1 (on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 (retry inside a server) exists only in older CANN releases (8.1 to 8.3); newer releases know only L1 and L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1 %2: unknown level %3; expected L0, L1 or L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no value; allowed range %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not an unsigned integer (no sign, no unit); allowed range %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is out of range; allowed range %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1 %2: unknown key %3; expected MaxCnt, HoldTime or IntervalTime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>cannot write the screenshot %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnattendedPrompter</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops</name>
    <message>
        <source>%1 is missing from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing; it is the number of %2, as a string such as &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 but there are %3 %4; they must match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups in group_list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group_list is empty; a rank table needs at least one group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a template-2 rank table (group_list without version).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table holds %1 groups; version 1.0 describes one, so convert a table of one group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator retry needs Snt9B23 (Atlas A3) super-nodes; this is Atlas A2 hardware%1, where HCCL does not retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware not known (give --hardware, a 1.2 rank table or the nodes): operator retry needs Snt9B23 (Atlas A3) super-nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 version not known%3: operator retry needs %1 %2 or later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2%3 is older than %4, the first that supports operator retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework not known: operator retry supports PyTorch only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindSpore does not support operator retry%1: PyTorch only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator retry supports PyTorch only; the job runs %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether the job uses whole cards is not known: operator retry needs every card of its servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each pod requests %1 of a server&apos;s %2 cards%3: operator retry needs jobs that use whole cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked: retry negotiates over the VPC plane, which must reach every host of the communication domain (give a rank table to compare its host IPs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host IPs of one communication domain are in %1 address blocks (%2): retry negotiates over the VPC plane and cannot across different VPCs; check that every host is in one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on ModelArts, operator retry cannot be switched off again once a job has it, and it costs throughput: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on ModelArts one annotation switches retry on between servers and between super-nodes alike (L1 and L2): one level alone cannot be chosen there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked: in-place communication operators can pollute their input and defeat retry (Torch all_reduce, all_gather, reduce_scatter among them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry needs every card of the communication domain stopped at the same operator: it succeeds about 95% of the time (seed 003)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on ModelArts, HCCL_OP_RETRY_ENABLE in the environment does not switch operator retry on (the platform&apos;s components cannot see it): remove it and set the job annotation %1: &quot;true&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% to %2% throughput over %3 measured cases (seed 004)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># and the retry window, in the job&apos;s environment (HCCL reads it there):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job fuses matmul and collectives (mc2, --use-ascend-mc2%1): seed 003 does not retry mc2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>graph mode (torchair%1): retried only where communication operators unfold on AI CPU (HCCL_OP_EXPANSION_MODE=AI_CPU); full-pod execution is not (seed 003)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked: retry covers single-operator mode (Stars, Ffts+, AI CPU unfolding) and graph mode unfolded on AI CPU, not mc2 or graph mode&apos;s full-pod execution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL_OP_EXPANSION_MODE=HOST%1: single-operator mode retries (seed 003), but a borrowed lane needs AI_CPU unfolding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL_OP_EXPANSION_MODE=%1%2 is not in seed 003&apos;s scope table (Stars, Ffts+, AI CPU unfolding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ModelArts restarts the job itself (its fault-tolerance annotations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault-scheduling: %1: MindCluster&apos;s Volcano plugin deletes the faulty pods and the job&apos;s controller recreates them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recover-strategy %1 without fault-scheduling grace: ClusterD does not recover the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault-scheduling: %1: Volcano marks the faulty pods and leaves deleting them to another component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fault-scheduling label: nothing in the cluster recovers the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault-scheduling: %1 is not a mode MindCluster acts on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fault is on the rank-0 pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 (pod %3%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initializing (no fault written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every training process told to exit (GracefulExit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faults still flushing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the faulty processes restart (RestartFaultProcess)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod %1, its backup not created yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod %1 to backup pod %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterPipelineAnswers</name>
    <message>
        <source>Approve %1 of the cluster&apos;s pipeline %2 on %3 (context %4)?

That pipeline then acts as it decided: %5

Your answer is sent to it as a request in namespace %6, signed with your name; this console writes nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline %1 of the cluster&apos;s pipeline %2 on %3 (context %4)?

Nothing is written for it; the incident stays open for a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve through the cluster&apos;s pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not sent: the cluster&apos;s pipeline is no longer seen, or another answer is on its way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the cluster&apos;s pipeline answered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline did not answer within %1 s; the request was withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its way to the cluster&apos;s pipeline %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection closed before the cluster&apos;s pipeline answered: the request may still be taken within %1 min of its sending</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterPipelinePanel</name>
    <message>
        <source>Approve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send your approval to the cluster&apos;s pipeline, which then acts; this console writes nothing itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell the cluster&apos;s pipeline not to act; the incident stays open for a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its selected incident:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The cluster&apos;s pipeline %1&lt;/b&gt; (Lease %2) recovers this cluster%3 (read %4). This console observes beside it and sends your answers to it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterPipelineWatch</name>
    <message>
        <source>whether another pipeline recovers this cluster is not known: the Lease %1/%2 cannot be read (%3); this console may act once it can (get on leases in %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. This console does not decide beside it: its incidents and answers are under &quot;The cluster&apos;s pipeline&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterSession</name>
    <message>
        <source>demo cluster (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embedded demo cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo cluster&apos;s kubeconfig could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo cluster did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node telemetry over SSH is off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · API %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1: reading nodes, pods and device info…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the demo cluster&apos;s ssh_config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node is selected for probing in the node SSH settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes and no node SSH settings for this context yet: none is probed until you choose (Cluster &gt; Node SSH Settings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo cluster&apos;s kubeconfig was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterViews</name>
    <message>
        <source>Node telemetry comes over SSH; connect to the demo cluster to see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · device %2 · RoCE port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export plots as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export samples as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Probing %n node(s) over SSH every %1 s with npu-smi and hccn_tool.</source>
        <translation>
            <numerusform>Probing %n node over SSH every %1 s with npu-smi and hccn_tool.</numerusform>
            <numerusform>Probing %n nodes over SSH every %1 s with npu-smi and hccn_tool.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exists and is no fabric topology (%2); it is left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric written to %1: %2 links to %3 switches</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::CommandPalette</name>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of a node, pod, job, incident, context or view; &quot;ctx&quot;, &quot;node&quot;... to narrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more: type more of the name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ConnectDialog</name>
    <message>
        <source>embedded, on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo cluster (simulated A3 super-pods)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::FaultInjection</name>
    <message>
        <source>&amp;Inject Fault…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a fault in the demo cluster, as sim inject does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fault was not created: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault %1 created in the demo cluster; the Incidents tab follows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only on the demo cluster (ascend-ops --demo)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::FaultList</name>
    <message>
        <source>NodeD: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NotReady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cordoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device unhealthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE link in fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCS link in fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 device %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recovery %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolated by the device plugin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolated by ClusterD</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::FieldsPanel</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device %1 (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super-pod %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the members of the table itself: status, version, counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add field…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new field:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has a field &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::GoToPalette</name>
    <message>
        <source>the embedded demo cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1, node %2, rank %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::GroupChecker</name>
    <message>
        <source>instance_list is missing; expected the group&apos;s pods, each with pod_name, server_id and devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instance_list is empty; a group needs at least one pod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pods in instance_list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices in the group&apos;s pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod_name &quot;%1&quot; appears twice in the group; each pod is listed once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices is missing; expected the pod&apos;s devices, each with device_id and device_ip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices is empty; a pod in the rank table holds at least one device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pods of server &quot;%1&quot; are not listed together; ranks follow the list, and a server&apos;s ranks must be one block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device_id is missing; it is the device&apos;s physical id, /dev/davinciN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device_id %1 is listed twice on server &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device_ip &quot;%1&quot; is not an IPv4 or IPv6 address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device_ip &quot;%1&quot; is used by another device of the group; each device has its own NIC address.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::HostKeyDialog</name>
    <message>
        <source>&lt;p&gt;The host key of &lt;b&gt;%1&lt;/b&gt; is not known yet (probing node %2).&lt;/p&gt;&lt;p&gt;Key type: &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;Fingerprint: &lt;tt&gt;%4&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;Compare the fingerprint with the one the node&apos;s administrator gives you (&lt;tt&gt;ssh-keygen -lf /etc/ssh/ssh_host_%5_key.pub&lt;/tt&gt; on the node) before you accept it. Remembered keys go to %6.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a global known_hosts file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The host key of %1 has CHANGED&lt;/b&gt; (probing node %2). The connection was refused and will be refused until the old key is removed: someone may be intercepting it, or the node was reinstalled.&lt;/p&gt;&lt;p&gt;Known: &lt;b&gt;%3&lt;/b&gt; &lt;tt&gt;%4&lt;/tt&gt; (%5)&lt;br&gt;Offered: &lt;b&gt;%6&lt;/b&gt; &lt;tt&gt;%7&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;If the node was reinstalled, remove the old key with &lt;tt&gt;ssh-keygen -R &quot;%8&quot; -f %9&lt;/tt&gt; and probe again.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host key changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown host key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept Once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept and Remember</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::HostKeyPrompter</name>
    <message>
        <source>Host key not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The key is accepted for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentDetails</name>
    <message>
        <source>Not classified yet: signals that arrive together are still joining.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raised by a rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May pass by itself within the HCCL operator-retry window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> die %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pod %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training was at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last checkpoint at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step counter for this job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions, oldest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the journal, read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal has no timeline for this incident: it was not resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an incident to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an incident to see its recovery timeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares a recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered by %1: its recovery recreates this incident&apos;s pods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covers %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked up from the journal when the pipeline started again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the cluster said it did (the job&apos;s Events)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None since the fault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged by %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assigned to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snoozed until %1: not counted as waiting, still recovered as before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed by hand by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentEvents</name>
    <message>
        <source>only the first %1 Events of namespace %2 were read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentTimelineView</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an incident to see its recovery timeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds after the fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No phase of the recovery has been reached yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery took %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · training steps lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · this job&apos;s estimate (model): %1 (hatched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds after a fault (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated recovery: %1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · training steps lost: %1 on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds after a fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Measured: %1 on average over %n recovery(s) of this job · estimate (model): %2 (hatched)</source>
        <translation>
            <numerusform>Measured: %1 on average over %n recovery of this job · estimate (model): %2 (hatched)</numerusform>
            <numerusform>Measured: %1 on average over %n recoveries of this job · estimate (model): %2 (hatched)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentsModel</name>
    <message>
        <source>pod %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>die %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolved (journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observed, not acted on (journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open when last seen (journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers, pods, devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentsPanel</name>
    <message>
        <source>Roll back to checkpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reschedule pod…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reschedule job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isolate device or node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the job from its latest or a chosen checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recreate one pod of the job, on a spare server if its own is faulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recreate every pod of the job (Volcano RestartJob)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a chip or a whole server out of service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset breaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline &amp;mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the circuit breaker again once you have looked at why it tripped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected incident:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circuit breaker tripped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circuit breaker closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic actions may go ahead; the breaker trips when one would touch too many nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an incident first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The incident names no server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The incident affects no job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The incident names no server whose pod could move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected incident is not waiting for approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the pipeline take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the incident to a person; nothing is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an open incident first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say you have taken it on: it no longer counts as waiting for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name who handles it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not counted as waiting for a while; the pipeline recovers it as before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a note to its journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close it by hand with a reason; no recovery time is counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its writes are being sent: close it once they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer ClusterD with another strategy the job allows (%1); Approve then writes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for ClusterD&apos;s question on a job that allows more than one strategy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::InjectFaultDialog</name>
    <message>
        <source>Inject Fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kind&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lasts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo cluster plays it as the device plugin, NodeD and Volcano would. From a shell:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inject</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::IsolationRelease</name>
    <message>
        <source>Isolated by %1: %2. Released %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the device plugin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releasing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release writes this on %1, on the maps as read: a map changed since is refused, not overwritten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released. The device plugin reports the chip again within its report cycle; ClusterD takes it back within about 15 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not released: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::JobChangeDialog</name>
    <message>
        <source>Apply to the Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Saves about %2 s per recovery (model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON patch:
%1

Asking the cluster for a dry run...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
The dry run was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed. The change cannot be applied as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Server-side dry run (nothing was changed):
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply writes this to the job on %1; its pods take it when they are next created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
The job changed on %1 since the dry run above, and with it what Apply would write. Nothing was written. Server-side dry run on the job as it is now:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied: the job changed since the preview. Apply writes the change shown last.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::JobRecoveryPane</name>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview Change...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a recommendation to see the exact change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the change to the cluster as a server-side dry run and show what it would change. Nothing is applied without your confirmation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes that shorten the recovery, largest saving first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a job to see what a fault would cost it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3): a fault costs about &lt;b&gt;%4&lt;/b&gt; (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and %1 training steps on average (a checkpoint every %2 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; measured: %n recovery(s) of this job in the journal, %1 on average</source>
        <translation>
            <numerusform>; measured: %n recovery of this job in the journal, %1 on average</numerusform>
            <numerusform>; measured: %n recoveries of this job in the journal, %1 on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; measured: %n recovery(s) of the cluster&apos;s jobs in the journal, %1 on average</source>
        <translation>
            <numerusform>; measured: %n recovery of the cluster&apos;s jobs in the journal, %1 on average</numerusform>
            <numerusform>; measured: %n recoveries of the cluster&apos;s jobs in the journal, %1 on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>. &lt;span style=&apos;color:%1&apos;&gt;%n error(s) in its settings.&lt;/span&gt;</source>
        <translation>
            <numerusform>. &lt;span style=&apos;color:%1&apos;&gt;%n error in its settings.&lt;/span&gt;</numerusform>
            <numerusform>. &lt;span style=&apos;color:%1&apos;&gt;%n errors in its settings.&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
JSON patch of the job:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Lines for %1:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pipeline reads operator retry from the pod template&apos;s literal values only: the job&apos;s own setting could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pipeline takes operator retry as off for this job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job switches operator retry on (%1), but it cannot work there, so the pipeline waits for no retry: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a link fault of a level retry covers (%1 on, %2), the pipeline waits up to %3 ms for it before it acts, once the job has been profiled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Recovered by &lt;b&gt;%1&lt;/b&gt;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The console&apos;s pipeline watches its recoveries and does not act as a second recoverer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rung %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured over the last %1 h: trained %2% of it; no time lost to a recovery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured over the last %1 h: trained %2% of it; lost %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Not measured: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the step a restart resumes from is not known (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; its last complete checkpoint is step &lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::JobRecoveryViews</name>
    <message>
        <source>Select a job to see what a fault would cost it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not applied to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out what a fault would cost %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::JobsModel</name>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 running of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restarts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank index %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job / pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (AscendJob)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a fault to training again, estimated from the job&apos;s recovery settings (the Recovery tab below says how and what would shorten it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n error(s))</source>
        <translation>
            <numerusform>%1 (%n error)</numerusform>
            <numerusform>%1 (%n errors)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recovery (est.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s settings are not read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log layout unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended in an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s log has not been read: no pod of it runs, or the pipeline is not on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read as %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log ends in: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training (from its log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Trained %1% of the last %2 h (%n incident(s)).</source>
        <translation>
            <numerusform>Trained %1% of the last %2 h (%n incident).</numerusform>
            <numerusform>Trained %1% of the last %2 h (%n incidents).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput (24 h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The scheduler cannot place it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no server can take it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not measured: the job has no pod yet, or the recovery pipeline is not running for this cluster.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::JobsPanel</name>
    <message>
        <source>Select a job to see its rank table (rings-config).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter jobs: namespace, name or state</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::LinkHealthView</name>
    <message>
        <source>Healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time shown, ending at the newest sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the plots as an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every sample kept as comma-separated values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a device to see the health of its link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (dBm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp. (°C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors (pkt/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Went down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RX lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RX thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RX high threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TX lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TX thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TX high threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optical module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RX error packets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TX error packets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up count %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net health %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last sample %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) kept</source>
        <translation>
            <numerusform>%n sample kept</numerusform>
            <numerusform>%n samples kept</numerusform>
        </translation>
    </message>
    <message>
        <source>no samples yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::LinksPanel</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node / device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a device to see its link over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::LogProfilesControl</name>
    <message>
        <source>Training &amp;Log Profiles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the console reads training progress from job logs: the built-in profiles and your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Training log profiles: %1 (Cluster ▸ Training Log Profiles… shows all %n problem(s))</source>
        <translation>
            <numerusform>Training log profiles: %1 (Cluster ▸ Training Log Profiles… shows it)</numerusform>
            <numerusform>Training log profiles: %1 (Cluster ▸ Training Log Profiles… shows all %n problems)</numerusform>
        </translation>
    </message>
    <message>
        <source>Training Log Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %1; the jobs&apos; logs are read again with %n added profile(s).</source>
        <translation>
            <numerusform>Saved %1; the jobs&apos; logs are read again with %n added profile.</numerusform>
            <numerusform>Saved %1; the jobs&apos; logs are read again with %n added profiles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1; read when the console connects to a cluster.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::LogProfilesDialog</name>
    <message>
        <source>No profile reads a step here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checkpoint saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoints saved at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resumed from the checkpoint of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends in the error on line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training Log Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console reads each running job&apos;s progress from the log of its first and last ranks with the first profile that reads a step. A job&apos;s %1 annotation names its profile; otherwise profiles whose appliesTo matches the job&apos;s framework label or images go first, and the ones added here before the built-in ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste lines from a job&apos;s log to see what the profiles read in them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added (JSON, as pipeline serve --log-profiles takes it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try on log lines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None added: the built-in profiles read every log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s) read.</source>
        <translation>
            <numerusform>%n profile read.</numerusform>
            <numerusform>%n profiles read.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mend or remove what cannot be read first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::MainWindow</name>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Ascend Ops Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo rank table: two Atlas A3 super-pods. Save As keeps a copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascend Ops Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Ascend Ops Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ascend Ops Console %1&lt;/h3&gt;&lt;p&gt;Edits and checks HCCL rank tables and operator-retry settings for Huawei Ascend NPU training clusters.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect to Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;Fabric…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a fabric topology file: leaf and spine switches, uplinks, and the links LLDP on the nodes cannot see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Fabric…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the fabric the nodes&apos; LLDP answers show (with a loaded file&apos;s switches and uplinks) as a topology file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric loaded from %1: %2 switches, %3 links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not renumbered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another window with a connection of its own, to watch another cluster beside this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go To…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to a node, pod, job, incident, context or view by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KUBECONFIG is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from KUBECONFIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: File &gt; Connect to Cluster (Ctrl+Shift+K) when there is a kubeconfig.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the demo cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, device %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Link Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incidents (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open incidents: %1; waiting for a person: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for you: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascend Ops Console: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out of the kubeconfig: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release Isolation...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Kubeconfig…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a kubeconfig file for this session, as kubectl&apos;s --kubeconfig does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing: stopping the pipeline and the connection to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names no context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubeconfig not used: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ManualActions</name>
    <message>
        <source>Roll back to checkpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reschedule this pod…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reschedule the job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isolate a device or this node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pipeline starts once the cluster&apos;s caches are complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the menu on one of the job&apos;s pods to move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recovers this job (%2). An action from here is a second recovery beside its own, and counts against the job&apos;s retries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a spare server; which spares are healthy is not read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it may come back on its own server, %1 (not faulty), or on any server that takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if it must leave its faulty server, on a spare server of %1: %2 healthy, %3 sub-healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if it must leave its faulty server, on a spare of %1 whose health is not read (%2 such), or nowhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if it must leave its faulty server, nowhere: no healthy spare server is left in %1 (%2 out of service); the pod would stay Pending until a server is freed, repaired or uncordoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not sent: the cluster&apos;s pipeline is no longer seen, or another answer to it is on its way</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::NodeRepair</name>
    <message>
        <source>Uncordon %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cordon %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume Recovery on %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause Recovery on %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause Recovery on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (for whoever finds the pause):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cordon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncordon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing new is placed on %1 once it is cordoned; what runs there keeps running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes pods again once it is uncordoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cordoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncordoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While recovery is paused on %1, the pipeline acts on no incident that touches it without a person&apos;s yes, in every mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pipeline recovers incidents on %1 again as its mode says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes this on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drain %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1 Repaired...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pods on %1 were not listed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is cordoned, then each pod bound to it is evicted through the Eviction API: %n pod(s), each only where its PodDisruptionBudgets allow.</source>
        <translation>
            <numerusform>%1 is cordoned, then each pod bound to it is evicted through the Eviction API: %n pod, each only where its PodDisruptionBudgets allow.</numerusform>
            <numerusform>%1 is cordoned, then each pod bound to it is evicted through the Eviction API: %n pods, each only where its PodDisruptionBudgets allow.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left in place (DaemonSet and mirror pods): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its maintenance pause is taken away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is uncordoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark Repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes back into service: %2. The pipeline recovers incidents on it as its mode says. A chip isolated by hand stays isolated until released from its die&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back in service.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::NodeSshControl</name>
    <message>
        <source>Node &amp;SSH Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the console logs in to this cluster&apos;s nodes for link telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a cluster first; its nodes are listed once the console has read them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node SSH Settings — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe %1 nodes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 nodes and no node SSH settings yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link telemetry logs in to each node over SSH (as ~/.ssh/config says) every %1 s. Probe them all, choose which nodes and how, or leave it for now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::NodeSshDialog</name>
    <message>
        <source>Node SSH Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[user@]host[:port]; several separated by commas are hops, each reached through the one before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from ssh_config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All nodes of the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes matching a pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node-0, node-1, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh_config Host patterns, e.g. node-1*, !node-13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump hosts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>known_hosts file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In effect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passwords and key passphrases are never saved. For a key with a passphrase, load it into ssh-agent: the console uses the agent&apos;s keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ssh_config file: OpenSSH&apos;s defaults apply to empty fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty fields take what %1 says for each node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n node(s) probed</source>
        <translation>
            <numerusform>%1 of %n node probed</numerusform>
            <numerusform>%1 of %n nodes probed</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (StrictHostKeyChecking %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ObjectFieldsModel</name>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ObjectInspection</name>
    <message>
        <source>%1 %2 was not read: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Events about %1 were not read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the pod is gone; nothing more will come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: following (%2 read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not following: %2; trying again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: asking for the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (lines of %n minute(s) skipped: over the budget of a log shown)</source>
        <translation>
            <numerusform> (lines of %n minute skipped: over the budget of a log shown)</numerusform>
            <numerusform> (lines of %n minutes skipped: over the budget of a log shown)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device plugin&apos;s map %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NodeD&apos;s map %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PodGroup %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ObjectInspector</name>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Events about it (the API server keeps them an hour by default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::OverviewPanel</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices (dies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCS links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers not Ready: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No port probed over SSH yet: flapping links and dim optics show here once the nodes answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports probed: %1&lt;br&gt;Flapping: %2 &amp;nbsp; Weak optics: %3 &amp;nbsp; Unread: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open: %1&lt;br&gt;Waiting for approval: %2&lt;br&gt;Needing a person: %3&lt;br&gt;Recovering: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No training job (Volcano Job or AscendJob) in the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Est. recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and %1 more in the &lt;a href=&quot;jobs:all&quot;&gt;Jobs&lt;/a&gt; tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports (node telemetry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faults per day, last 14 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to recover per incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a cluster (File &gt; Connect to Cluster) to see its overview.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No incident in these days (the journal&apos;s and this session&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds, from the fault to training again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No incident resolved in these days</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>goodput over 24 h: &lt;b&gt;%1%&lt;/b&gt; (mean of %n job(s))</source>
        <translation>
            <numerusform>goodput over 24 h: &lt;b&gt;%1%&lt;/b&gt; (mean of %n job)</numerusform>
            <numerusform>goodput over 24 h: &lt;b&gt;%1%&lt;/b&gt; (mean of %n jobs)</numerusform>
        </translation>
    </message>
    <message>
        <source>NPUs: %1 free &amp;nbsp; %2 in use &amp;nbsp; %3 isolated &amp;nbsp; %4 faulty &amp;nbsp; %5 on servers down or cordoned &amp;nbsp; %6 unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare servers: %1 healthy, %2 sub-healthy, %3 out of service, %4 unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No healthy spare left in super-pod %1: a faulty pod there cannot move.</source>
        <translation>
            <numerusform>No healthy spare left in super-pod %1: a faulty pod there cannot move.</numerusform>
            <numerusform>No healthy spare left in super-pod %1: a faulty pod there cannot move.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ascendops::OverviewViews</name>
    <message>
        <source>Not connected. Connect with File &gt; Connect to Cluster, or start on the demo cluster (ascend-ops --demo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1: its nodes, pods, jobs and device info.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing there any more: the overview is refreshed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect:
%1

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::PassphrasePrompter</name>
    <message>
        <source>Key passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node logins use the key %1, which is encrypted.
Its passphrase unlocks it for this session; neither is stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not unlocked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::PipelineSession</name>
    <message>
        <source>The journal cannot be written (%1): the console takes no action it cannot record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pipeline has not started yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the API server whether %1 may %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API server does not allow %1 to %2%3: this connection may not run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal cannot be written (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observe only: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::PreviewedWriteDialog</name>
    <message>
        <source>Asking the cluster for a dry run...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server-side dry run (nothing was changed):
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dry run was refused: %1. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Written:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ProblemListModel</name>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ProblemsPanel</name>
    <message>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::RankTableEditor</name>
    <message>
        <source>Add &amp;Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a server modeled on the selected one (or the last), with fresh ids, ranks and addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a device to the selected server, modeled on its last device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected server, device or rank; later rank ids close the gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;number Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number the ranks 0, 1, 2, … in list order and correct the server or rank count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search server id, IP address or rank id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Convert to Version 1.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewrite a legacy template-2 table (group_list) as version 1.0: a server per server_id, ranks in list order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renumber by &amp;Topology…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renumber the ranks so that servers under one leaf switch hold consecutive blocks (routing planning), from a fabric topology file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not renumbered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already route-affine: %1 leaf crossings in rank order over %2 leaf switches; nothing changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renumbered by topology: leaf crossings in rank order %1 → %2, over %3 leaf switches</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::RankTableModel</name>
    <message>
        <source>devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super-pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super-pod %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>servers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no super-pod)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::RankTableSession</name>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 (the previous version is in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was moved or deleted on disk; Save writes it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept your version of %1; Save will ask before replacing the file on disk.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::RecoveryActionDialog</name>
    <message>
        <source>Roll back %1 to a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reschedule one pod of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reschedule every pod of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isolate a chip or a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: what the API server says these writes would change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running this writes to &lt;b&gt;%1&lt;/b&gt; through the context &lt;b&gt;%2&lt;/b&gt; (user %3), and the pipeline journals and verifies it like any incident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the kubeconfig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcano recreates every pod of the job (RestartJob); training resumes from the job&apos;s own checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest checkpoint the job finds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1, the job&apos;s last checkpoint as it recorded it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recorded step (the job records no checkpoint step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pod:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is deleted and Volcano recreates it, on a spare server when its own is faulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole server: cordon it and label it isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chip: add it to the device plugin&apos;s ManuallySeparateNPU list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the API server for a dry run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to write for this choice: the target has no object to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API server accepted every write (dryRun=All); nothing is stored yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dry run was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handing the request to the pipeline…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident %1: started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident %1: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recovery in flight is journaled as superseded by this request; without this, the request is refused until it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (rank %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, its server is faulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, rank 0: every rank connects to it, the job&apos;s links are set up again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supersede the recovery in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs the job&apos;s rank-0 pod %2: every rank connects to it; isolating the whole server moves it, and the job&apos;s links are set up again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pod of the job runs there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It runs %1 of the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: the job&apos;s log prints no step, so the steps lost are not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: the job is at step %1 and its log names no checkpoint saved: how far it goes back is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: training goes back to step %1, the last checkpoint its log saved; the %2 steps since (it is at step %3) are done again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its time to recover is not estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its recovery-time profile estimates about %1 s from the fault to training again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: training goes back to step %1, the checkpoint its log just saved: hardly a step is done again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s pipeline: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::RecoveryViews</name>
    <message>
        <source>1 node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident %1 waits for your approval in the Incidents tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline: off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recovery pipeline runs while the console is connected to a cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaker: tripped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaker: closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic actions may go ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a cluster. Connect with File ▸ Connect to Cluster… and the recovery pipeline watches it for faults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the cluster&apos;s nodes, pods and device info; the pipeline starts once they are complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No incidents: the pipeline is watching %1 in %2 mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal cannot be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step is journaled in %1; incidents of earlier sessions show here too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching %1 · open incidents: %2 · from the journal: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover automatically?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In auto mode the pipeline writes to %1 (context %2) without asking: it deletes pods, restarts jobs and isolates chips and servers as its decisions say. The circuit breaker still stops an action that would touch too many nodes.

Switch to auto?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) on %1 (context %2) are being recovered in auto mode.</source>
        <translation>
            <numerusform>%n incident on %1 (context %2) is being recovered in auto mode.</numerusform>
            <numerusform>%n incidents on %1 (context %2) are being recovered in auto mode.</numerusform>
        </translation>
    </message>
    <message>
        <source>Incident %1 (%2) waits for your approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident %1 (%2) needs a person: no automatic recovery is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pipeline runs on this connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal cannot be written (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To whom (empty: nobody):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note (journaled with your name):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close %1 by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (journaled; no recovery time is counted for it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve %1 for %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approving...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve lets the pipeline write this on %1: each write dry-run again as it is sent, fenced by the job&apos;s Lease.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved: the pipeline acts now; the incident follows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not approved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the incident no longer waits for the approval shown (decided again, another strategy chosen, or its connection closed); nothing was approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer ClusterD for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process-level recovery to run (retry: the step again; recover: the faulty processes restarted; dump: a checkpoint saved, then the job restarted):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observe only: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (read %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster pipeline&apos;s Lease could not be read now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this console leads for the cluster (Lease %1/%2): other consoles observe and send their answers here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline Lease could not be taken (%1): another console would not see this one act</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::RetryEditor</name>
    <message>
        <source>Retry levels (HCCL_OP_RETRY_ENABLE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0: within a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L1: between servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2: between super-pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only older CANN releases (8.1 to 8.3) know L0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With L2 on, a failed die NIC can borrow the other die&apos;s NIC (backup_device_ip in a 1.2 rank table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show L0 (older CANN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry parameters (HCCL_OP_RETRY_PARAMS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum retries (MaxCnt):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait before the first retry (HoldTime):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait between retries (IntervalTime):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator retry is off: a failed operator fails at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst-case hold of a failed operator: %1 (HoldTime + (MaxCnt - 1) x IntervalTime)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster (environment variables)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ModelArts (job annotation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not known (from the rank table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atlas A2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atlas A3 super-node (Snt9B23)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator retry works on Snt9B23 (Atlas A3) super-nodes only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured cost of operator retry (seed 004, two super-nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPS off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPS on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep It Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy what to put in the job to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen in the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank table version 1.2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export before the training starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs %1, and cannot be switched off again on ModelArts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With operator retry, these models ran %1. On ModelArts it cannot be switched off again once a job has it. Enable it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With operator retry, these models ran %1; measure yours with it before relying on it. Enable it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put in the job&apos;s metadata (ModelArts does not read HCCL_OP_RETRY_ENABLE):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 was not taken: it must be %3 to %4%5. It stays %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator retry cannot work here: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::ServerRole</name>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cordoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare, health unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super-pod %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super-pods %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::StatusSummary</name>
    <message>
        <source>Rank table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rank table open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::TopologyPanel</name>
    <message>
        <source> (no NodeD map, or one that could not be read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NodeD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: servers not Ready, cordoned or flagged by NodeD, dies isolated or with a fault on themselves or a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a server or device, or search for a node, pod, IP or rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host IP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super-pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NotReady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rankIndex %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (NPU %2, die %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super device id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device IP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCS link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faulty devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find node, pod, host IP, device IP or rank…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole cluster (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not probed over SSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isolated devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · %n device(s) isolated</source>
        <translation>
            <numerusform> · %n device isolated</numerusform>
            <numerusform> · %n devices isolated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n server(s) with values not read (select one for what and where)</source>
        <translation>
            <numerusform> · %n server with values not read (select one for what and where)</numerusform>
            <numerusform> · %n servers with values not read (select one for what and where)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uplinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports not healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring in rank order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring route-affine (planned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s ring over its servers; a hop from one leaf switch to another is drawn thick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf crossings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, cordoned (spec.unschedulable): nothing new is placed on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1, no longer running; its ranks are with the job&apos;s running pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faults and isolated devices: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No faults, nothing isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none; the server is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic recovery %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n super-pod(s)</source>
        <translation>
            <numerusform>%n super-pod</numerusform>
            <numerusform>%n super-pods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) with faults</source>
        <translation>
            <numerusform>%n server with faults</numerusform>
            <numerusform>%n servers with faults</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with warnings</source>
        <translation>
            <numerusform>%n with warnings</numerusform>
            <numerusform>%n with warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>in a die: its rank, or #device id when no rank runs there · dashed: spare · hatched: isolated · above a die: HCCS link · below: RoCE port · lines below: RoCE ports to their leaf switches · a switch outlined in dashes: a spine, not monitored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the device plugin (device-info ManuallySeparateNPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by ClusterD (clusterd-manual-info-cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes, %1; out of service until released (Release Isolation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not monitored: no telemetry reads a spine or the links between switches</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::TopologyView</name>
    <message>
        <source>  NodeD: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cluster connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super-pod %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers (no super-pod)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCS plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE parameter plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  rankIndex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  NOT READY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  pod %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  CORDONED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  RECOVERY PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::WelcomePane</name>
    <message>
        <source>Open a rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose File &gt; Open (%1), or drop a hccl.json here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::cli</name>
    <message>
        <source>Usage: ascend-ops-cli nodes probe --ssh [USER@]HOST[:PORT]... [--identity FILE] [--known-hosts FILE]
                                  [--accept-new] [--jump [USER@]HOST[:PORT]] [--ssh-config FILE]
                                  [--timeout S] [--json]

Logs in to each node over SSH (hosts are looked up in ~/.ssh/config, as ssh does), runs npu-smi and
hccn_tool once in one round trip, and prints per node its NPUs and dies (health, temperature) and per
device its link status, link up count and change records, net health, optical readings per lane and
IP. Unknown host keys are refused unless --accept-new is given; a changed key is always refused.
--ssh takes one node or a comma-separated list and may be repeated.

Exit codes: 0 every node answered, 1 some node failed (the reason is printed per node), 2 usage.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe nodes once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node to probe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private key file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>known_hosts file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept and record unknown host keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bastion to jump through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh_config file (default ~/.ssh/config).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per node (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe N times over the same sessions (benchmarks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the probe&apos;s shell command and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes probe: give at least one --ssh [USER@]HOST[:PORT]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes probe: --timeout must be a positive number of seconds
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes probe: --ssh %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric discover: %1 cannot be read; fix or remove it, it is left as it is
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric discover: %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric discover: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric discover: %1: %2 links to %3 switches from %4 of %5 nodes
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli fabric discover --ssh [USER@]HOST[:PORT]... [--identity FILE] [--known-hosts FILE]
                                       [--accept-new] [--jump [USER@]HOST[:PORT]] [--ssh-config FILE]
                                       [--timeout S] -o TOPOLOGY.json

Probes the nodes as nodes probe does and writes the fabric topology (docs/FABRIC.md): every switch
port a RoCE NIC reaches, from the switch&apos;s LLDP answer (hccn_tool -lldp). Each link names its server
as given to --ssh, with the device&apos;s IP, which a rank table&apos;s device_ip matches. When TOPOLOGY.json
exists, what was added to it by hand (tiers, uplinks, spines, links of ports that did not answer) is
kept. Ports whose switch did not answer are listed on stderr.

Exit codes: 0 written, every node and port answered; 1 written without some nodes or ports, or
TOPOLOGY.json exists and cannot be read (left alone); 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric discover: -o TOPOLOGY.json is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes probe: -o is fabric discover&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::kube</name>
    <message>
        <source>the API server&apos;s review has no status.allowed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::kube::AccessQuestion</name>
    <message>
        <source>%1 %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::kube::LeaseLock</name>
    <message>
        <source>lease %1/%2 is held by %3 until %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lease %1/%2 was written by someone else at the same time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another holder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline</name>
    <message>
        <source>HCCL operator retry is not enabled for %1 in job %2. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 does not enable pod-level rescheduling (pod-rescheduling: &quot;on&quot;). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The faulty pod holds rank 0, which every rank connects to. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 has used all %2 retries (maxRetry). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL operator retry is on for %1 in job %2: a flap shorter than its %3 ms window (HoldTime + (MaxCnt - 1) x IntervalTime) passes without rescheduling; wait and verify. Lanes borrowed on the way do not switch back: take a checkpoint soon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 allows process-level recovery (recover-strategy %2): restart only the affected processes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 enables pod-level rescheduling and the faulty pod holds rank %2: recreate only that pod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart job %1 (Volcano RestartJob, %2 of %3 retries left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart job %1 from its latest checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1 is down and runs no training pod: cordon it so nothing is scheduled there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs the chip out of service and no training pod uses it: isolate it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No training job runs on %1 and %2 does not call for isolation: recorded only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not stop training on job %2: recorded, nothing to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 stopped advancing: a hung collective does not end by itself. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not bring the job back. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No automatic recovery is left for job %1: a person decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolate %1 on %2 (device-info ManuallySeparateNPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cordon node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label node %1 %2=true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete pod %1/%2 (uid %3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>graceful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create Volcano Command RestartJob for %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotate job %1/%2 %3=%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A UnifiedBus switch port of %1 needs separating and no training pod runs there: cordon the server so nothing is scheduled on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete the rank table in %1 (%2 servers, status completed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the %2 pods of job %3 are on faulty servers: one job restart instead of %1 pod moves. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request was not sent before the pipeline stopped; ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 has used all %2 restarts (runPolicy.backoffLimit). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart AscendJob %1 (its pods deleted, the Ascend Operator recreates them; no restart limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart AscendJob %1 (its pods deleted, the Ascend Operator recreates them; %2 of %3 restarts left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 already runs on a borrowed lane (%2): HCCL borrows once per communication domain and never switches back, so operator retry cannot ride a second link loss. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL operator retry is on for %1 in job %2: the super-pod&apos;s switches route around a broken HCCS link when they have another path; retry counts only once the switch fault clears within its %3 ms window (HoldTime + (MaxCnt - 1) x IntervalTime); wait and verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ModelArts restarts hung job %1 itself (fault-tolerance/hang-retry, %2 restarts in fault-tolerance/job-retry-num): observed, not restarted a second time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ModelArts restarts job %1 itself after a fault (fault-tolerance/job-retry-num: %2%3): observed, not restarted a second time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, unconditional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an incident&apos;s recovery is under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an open incident stopped its training; nothing recovers it yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 pods running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the device plugin %1 s after %2 last clears (ReleaseTimeWindow of the built-in rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only by a person: no ReleaseTimeWindow applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only by a person (fault_free_hours -1, %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by ClusterD %1 h after its last separation, whose time is not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>due since %1: ClusterD releases it within its 300 s re-read (fault_free_hours %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by ClusterD at %1 (fault_free_hours %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release %1 on %2 in the device plugin&apos;s store (%3 ManuallySeparateNPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 key %2 cannot be changed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release %1 on %2 in ClusterD&apos;s store (%3, out of Total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no store isolates chip %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 lives in one super-pod: its servers talk over HCCS, and the RoCE plane, which joins super-pods, carries none of its collectives (seed 004). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 switches operator retry on, but it cannot work there: %2. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 has spent its retries, so MindCluster fails it rather than reschedule it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster does not act on a hang: its hang code 200001002 comes after about 5 minutes at NotHandleFault, and the job ends only at the collective&apos;s 30-minute timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 has no fault-retry-times, so MindCluster does not reschedule a pod that fails without a hardware fault it detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its ladder for the job is not worked out yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rung of its ladder is left for this fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next rung %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (skipped: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster recovers job %1 (%2): %3. Observed; the console writes nothing for this job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device plugin reports Ascend910-%1 on %2 at %3 and no training pod uses it: MindCluster places nothing on the chip while the fault lasts; nothing to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster did not bring job %1 back. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: proposed to a person. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A RoCE link fault at %1 need not stop job %2: the NIC retransmits, and a collective that meets the broken link ends the processes by itself (the watchdog, the collective&apos;s timeout). Nothing is done unless the job is affected: its pods fail or its training stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Retry as the job sets it: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterD asks which process-level recovery to run for ranks %1 of job %2 (its PodGroup&apos;s ProcessRecoverStrategy is set and empty): %3 is proposed (the job allows %4). Unanswered, ClusterD falls back by itself in about %5 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotate PodGroup %1/%2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: resolved with no timeline (it did not stop training)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 steps rolled back, the step time unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cordon node %1 (spec.unschedulable true)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncordon node %1 (spec.unschedulable cleared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pause automatic recovery on node %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resume automatic recovery on node %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evict pod %1/%2 (its PodDisruptionBudgets permitting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 on %3: %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UnifiedBus switch of %1: %2 (%3, NodeStatus %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NodeD reports %1 UnHealthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 is not Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device plugin alarm %1 on %2: Ascend910-%3 %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no healthy spare server is left in %1 (%2 out of service): a moved pod would stay Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod-level rescheduling cannot land: %1. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster&apos;s hot switch moves job %1 (%2) off a sub-healthy server, and training pauses while it switches; it reports the pause and the resume within 15 minutes each, else goes job-level itself. Observed; the console writes nothing for this job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline %1 (Lease %2) says no renewal time: it is not taken as running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline %1 (Lease %2) last renewed its Lease %3 s ago (by its clock): it is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline %1 (Lease %2) recovers this cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in %1 mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; open incidents: %1, waiting for a person: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data.incident: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data.person: missing (an answer is signed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data.action: &quot;%2&quot; is not a recovery action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data.die: not a device number (-1 for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data.rollbackStep: not a step (-1 for the latest checkpoint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data.job, data.node: neither is said</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data.answer: &quot;%2&quot; is not approve, decline or act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data.holder: missing (an answer is for the pipeline the person saw)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline::JobChangeWrite</name>
    <message>
        <source>cannot read the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected to the cluster any more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline::PipelineRequestInbox</name>
    <message>
        <source>%1 (request %2/%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent %1 min ago; an answer is taken within %2 min of being given, ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pipeline is still reading the cluster&apos;s objects; ask again in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this pipeline has no incident %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incident %1 is %2, not waiting for approval (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pipeline did not take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken by %1, whose outcome was never written: it stopped before or after acting; its journal says which</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this pipeline stopped leading before it answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this pipeline runs no actions sent to it (pipeline serve --accept-actions); answers to its questions only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline::PipelineRequestSender</name>
    <message>
        <source>a request in namespace %1 would be refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request could not be created in namespace %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request %1/%2 was deleted before the pipeline answered it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline took the request %1/%2 just before it was withdrawn: what came of it is on the request and in that pipeline&apos;s journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request %1/%2 could not be withdrawn (%3): a pipeline may still take it within %4 min of its sending</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline::RecoveryPipeline</name>
    <message>
        <source>joins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod %1 failed during the operator-retry window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link keeps failing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observe mode: %1 not taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dry run only (observe mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>circuit breaker: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approve mode: confirm %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approved by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declined by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting %1 ms for HCCL operator retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link is still down after the operator-retry window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job did not carry on through the operator-retry window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link came back within the retry window, no pod was recreated and training went on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL operator retry rode out the flap; no pod recreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal cannot be written: no action is taken without a record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taking the job&apos;s recovery lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dry run refused it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the write failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sent; verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolation written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all pods running, rank table completed, training steps advancing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recovered by another pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 brought the job back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other pipeline did not finish within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job failed after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recovery within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requested %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested by %1 in the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolated by another pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completing the rank table failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rank table of %1 is still initializing %2 s after every pod runs again (the Ascend Operator did not complete it): write the table the operator would write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode changed to %1: the decision is taken up again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fault cleared before anything was done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job&apos;s recovery lease could not be taken: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is recovering this job (%2); not acting twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 brought the job back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>superseded by %1: its %2 recreates every pod of job %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picked up from the journal after a restart (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fault cleared while the pipeline was stopped; nothing was done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a recovery of %1 is in flight (%2, %3: %4); wait until it ends, or supersede it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 superseded this recovery with %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, whose recovery covers it, waits for a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing left to write; verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covered by %1: its %2 recreates every pod of job %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal is damaged (%1): a person decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training stopped on the borrowed lane: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second link loss in the same communication domain (%1): the borrowed lane does not switch back, and the collective fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training stopped during the operator-retry window: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training did not advance within %1 s of the operator-retry window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link is still down, but training goes on over the other die&apos;s NIC (a lane borrowed by operator retry at L2); no pod recreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 runs on a borrowed lane: save a checkpoint now, then schedule the repair (%2%3). The lane does not switch back: a second link loss in this communication domain fails the collective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the chip isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job failed while the platform owned its restart: a person decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform did not bring the job back within %1 s: a person decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 runs on a borrowed lane: save a checkpoint now, then restart it through ModelArts to repair the lane. The lane does not switch back: a second link loss in this communication domain fails the collective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approval by %1, given while the pipeline read the cluster, not used: the incident is %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pipeline is still reading the cluster&apos;s objects; ask again in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fault affected the job: pod %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fault affected the job: training stopped (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is recovering %2 (%3): a recovery from here would be a second one, counted against the job&apos;s retries; wait until it ends, or supersede it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link came back and job %1 was not affected: nothing was done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterD&apos;s hook on the job&apos;s PodGroup cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observe mode, not answered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterD&apos;s question went unanswered for %1 s: it falls back by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterD&apos;s question is not answered from here: it goes on by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job trains again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every pod recreated (job-level rescheduling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pod(s) recreated (pod-level rescheduling)</source>
        <translation>
            <numerusform>%n pod recreated (pod-level rescheduling)</numerusform>
            <numerusform>%n pods recreated (pod-level rescheduling)</numerusform>
        </translation>
    </message>
    <message>
        <source>no pod recreated (the processes restarted in their pods)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 brought the job back: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterD&apos;s %1 brought the job back (it reports no ProcessRecoverStatus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterD&apos;s %1 brought the job back (ProcessRecoverStatus: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job failed while MindCluster recovered it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster did not bring the job back within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scheduler has not placed pod %1 for %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster cannot land its recovery: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: free, repair or uncordon a server for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the platform&apos;s recovery cannot land; a person decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cannot land; free, repair or uncordon a server for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job came back while a person was asked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Volcano recorded %1 (reschedule %2 of the job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job&apos;s containers were told (%1%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while MindCluster recovers, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic recovery is paused on %1: a person decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incident %1 is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acknowledged by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assignment taken back by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assigned to %1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a snooze must end later than now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snoozed by %1 until %2 (still recovered as before; counted as waiting again then)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a note needs words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing by hand needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incident %1 is being acted on: its writes are being sent; close it once they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed by hand by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incident %1 is not waiting for approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing is written; the incident stays open for a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incident %1 does not wait for an approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incident %1 answers no question of ClusterD&apos;s: there is no strategy to choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of the strategies job %2 allows (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chose %2 instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chose %2 as the answer to ClusterD (approving writes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every pod of the job failed: MindCluster reschedules an AscendJob only when some of its pods fail, and counts one whose pods all fail within seconds failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster&apos;s hot switch did not end within %1 s, past the 15-minute pause and resume reports after which it goes job-level itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster&apos;s hot switch ended and the job&apos;s pods were replaced (by the switch, or by the job-level rescheduling it falls back to): watched for %1 s more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--save %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last complete checkpoint is step %1 (Megatron&apos;s latest_checkpointed_iteration.txt, %2; %3): a restart resumes from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step a restart resumes from is not known: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 is not among the nodes reached over SSH</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::recoverytime</name>
    <message>
        <source>ConfigMap %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ConfigMap %1 was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from ConfigMap %1, key %2, which is not in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ConfigMap %1 has no key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a string: Kubernetes refuses the pod; quote the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its value is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set from the pod&apos;s own fields at run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from a Secret: the console does not read Secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Secret or an unnamed source, which the console does not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variables from it were not read: %1; a variable not found may be set there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 start scripts: not followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its path depends on a variable the console could not expand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a relative path in a directory the console could not resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a relative path in a directory the console could not resolve: give it with --script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside the container image, which the console cannot read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside the container image: give it with --script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a %1 volume, which exists only while the pod runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1 %2 (volume %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: give it with --script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: no pod of the job runs on a node to read it from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: reading a claim&apos;s files on a node is not built yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, at %2 on node %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on node %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; give the script with --script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a host directory is shared only when it is on shared storage on every node: not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the claim must be ReadWriteMany for other pods to see it: not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a string (an unquoted on, true or number): Kubernetes refuses the job; quote it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job has no pod template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pod template has no container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the image&apos;s entrypoint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the container sets no command: the image&apos;s own entrypoint runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job&apos;s spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watchdog off: a parameter-plane fault is seen when the collective times out (30 min; seeds 000, 001)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watchdog unknown, assumed on (its default); off, this phase would take %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process-level recovery: only the processes restart, in their pods (one kubelet sync)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod-level rescheduling: only the faulty pod is recreated (one scheduling cycle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job-level rescheduling: every pod waits out its 30 s grace period and is recreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank-table mode: no rendezvous; under 5 s at 2,048 accelerators (published)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Parallel Store and the native HCCL optimization shorten it by an amount no document publishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindIO ACP: the newest checkpoint is read from memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from shared storage: 129.5 s for a 405B model at 8,960 GPUs (published)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>graph compile cache on shared storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>graph compiled from scratch: no published figure, modeled as ten times the cached case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator binary: no published figure, modeled as the cached case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator build cache on shared storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operators built from scratch: no published figure, modeled as ten times the cached case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 is unknown, taken as off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may be set by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=%2 depends on a variable the console could not expand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=%2 in the spec, but a start script that was not read (%3) could change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; not every start script was read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the framework is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 version is not in the image&apos;s name; on by default from %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on by default from %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 has no watchdog on by default (from %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no torch_npu_run found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sets up the native TCP Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>python %1 starts training without torch_npu_run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no launcher found in the start scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CANN version is not in the image&apos;s name; the optimization comes with CANN 8.0.RC2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CANN %1: needs 8.0.RC2 or later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RANK_TABLE_FILE is not set: links are set up by rendezvous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rank-table hostPath %1 should end in &lt;namespace&gt;.&lt;job&gt;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from ConfigMap %1 (the operator&apos;s rings-config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a %1 volume (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs mode 777 and owner 9000:9000 on shared storage: not checked (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pod of the job runs on a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on node %2: mode 777, owner 9000:9000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the table %1 was not read%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rank table on node %1 (%2) is %3, not completed: links cannot be set up from it yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the table on disk is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindIO ACP for MindSpore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no MindIO ACP load found: the checkpoint is read from storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no MindIO ACP save found: checkpoints are saved synchronously</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jit_compile=False, and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no set_compile_mode(jit_compile=False) found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jit_compile=False (%1) and ASCEND_CACHE_PATH (%2) are incompatible: pick one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operator binary is used instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASCEND_CACHE_PATH is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASCEND_CACHE_PATH is set, but no script calls set_compile_mode(jit_compile=True)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on a shared volume: the cache is lost with the pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on a read-only mount: the cache cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MS_COMPILER_CACHE_ENABLE is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MS_COMPILER_CACHE_PATH is not set: the cache stays inside the pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job-level rescheduling: every pod is recreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod-rescheduling needs the fault-scheduling label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the MindCluster elastic package in the image is not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reset_process.py at %1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs reset_process.py to manage the training processes: no start script starts it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recover-strategy asks for process recovery, but the process-recover-enable label is not on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL_OP_RETRY_ENABLE is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL_OP_RETRY_ENABLE cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ModelArts: %1; it cannot be switched off again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ModelArts: the annotation %1 is not &quot;true&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pod of the job runs on a node to read %1 on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on node %2 not read: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on node %2 has no Version= line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault-tolerance/job-retry-num is not set: ModelArts does not restart the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, after any failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hung job stays hung until someone restarts it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault-tolerance/hang-retry needs fault-tolerance/job-retry-num beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ModelArts restarts a hung job in its containers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESUME_MODE_ENABLE is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load the preset operator binaries instead of building operators (CANN 8.0.RC2 or later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start training with torch_npu_run instead of the launcher at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use an image with CANN 8.0.RC2 or later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set RESUME_MODE_ENABLE=1 so that training resumes from its checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove hccl_watchdog=False at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use MindSpore 2.4 or later (the image has %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn the MindSpore watchdog on (2.4 or later, without hccl_watchdog=False)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove HCCL_ASYNC_ERROR_HANDLING=0 from the job&apos;s environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete `export HCCL_ASYNC_ERROR_HANDLING=0` at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn the watchdog on: HCCL_ASYNC_ERROR_HANDLING=1 (PyTorch before 2.1 needs it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod-level rescheduling needs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep the graph compile cache on shared storage (%1 %2); MindSpore 2.3.0 or later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Python entry point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the anti-affinity at %1/%2 names job %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job&apos;s replicas were not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards: advised for %2 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA_NUM_HOSTS is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA_NUM_HOSTS=%1 but the tasks have %2 replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minAvailable %1 but the tasks have %2 replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the container requests no NPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NPUs are not requested as huawei.com/ascend-1980</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA_NUM_GPUS is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the container requests %1 NPUs but MA_NUM_GPUS=%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pod template has no cabinet annotation (it switches on the switch topology delivery)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plugin configmap1980 has &quot;%1&quot;, not --rank-table-version=v2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plugin configmap1980 with --rank-table-version=v2 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plugin svc has &quot;%1&quot;, not --publish-not-ready-addresses=true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plugin svc with --publish-not-ready-addresses=true is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no required pod anti-affinity on volcano.sh/job-name=%1 per kubernetes.io/hostname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training starts with mp.spawn; routing planning needs torch.distributed.launch or run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training starts with %1; routing planning needs torch.distributed.launch or run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no torch.distributed.launch or run found in the start scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the launcher was not found in the scripts read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command does not run bootstrap.sh, which plans the ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing reads /tmp/RANK_AFTER_ACC, where bootstrap.sh leaves the planned index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NODE_RANK was not found in the scripts read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NODE_RANK=%1: it must take $RANK_AFTER_ACC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NODE_RANK is not assigned $RANK_AFTER_ACC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MASTER_ADDR was not found in the scripts read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MASTER_ADDR=%1: it must keep its assignment from MA_MASTER_INDEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MASTER_ADDR is not assigned from MA_MASTER_INDEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nodes&apos; %1 annotation is checked live only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pod of the job is bound to a node yet: the nodes&apos; annotation is not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 has no %2 annotation: its topology and rank table were not delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 not read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not asked for: no cabinet annotation, no NODE_RANK=$RANK_AFTER_ACC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its %1 differ from %2&apos;s NPU container, which the profile reads: pods of this template recover with other settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watchdog on: the collective fails once RDMA retransmission gives up (HCCL_RDMA_TIMEOUT 20, 7 retries: 30 s) and the watchdog ends the processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checkpoint interval found among the launcher&apos;s arguments (--save-interval and its kin): the steps lost are not estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL_ASYNC_ERROR_HANDLING=0: a parameter-plane fault is seen only after the collective timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RANK_TABLE_FILE=%1 is in no mounted volume: the Ascend Operator&apos;s table cannot reach the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on node %2: %3; the Ascend Operator cannot write the rank table there (mkdir -m 777, chown 9000:9000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on node %2 has mode %3 and owner %4: the Ascend Operator (9000:9000) needs mode 777 and owner 9000:9000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rank table on node %1 (%2) differs from the operator&apos;s rings-config: the processes would set up links from a stale table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cache is on shared storage: set %1=-1 so that nodes do not contend for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the label is on, but reset_process.py, which it needs, was not found and not every start script was read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process-recover-enable is on, but no recover-strategy restarts processes (recover, recover-in-place or retry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ModelArts restarts the job up to %1 times%2; the console&apos;s pipeline leaves those restarts to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault-scheduling is not on: after a fault MindCluster does not reschedule the job, and the estimate assumes it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recover processes in place instead of rescheduling pods; needs MindIO TTP and the elastic agent in the image (reference 2.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>install MindIO ACP (MindCluster and MindIO 6.0.RC2 or later) and load checkpoints through it, from memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save checkpoints through MindIO ACP asynchronously; cheaper saves allow a shorter checkpoint interval, and fewer steps are lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep either the operator binary or the build cache: remove the jit_compile=False call or ASCEND_CACHE_PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reschedule only the faulty pod (components 6.0.RC2 or later; the MindCluster elastic package in the image; reset_process.py beside the start script)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set up links from the Ascend Operator&apos;s rank table; first, on shared storage: mkdir -m 777 %1 &amp;&amp; chown 9000:9000 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep the graph compile cache on shared storage (MindSpore 2.3.0 or later); the job mounts none, so the path is yours to choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch operator retry on with the annotation %1: &quot;true&quot; and %2 HCCL_OP_RETRY_ENABLE, which ModelArts does not see; retry cannot be switched off again and costs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcano&apos;s count of unconditional retries left was not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ModelArts training job (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job submitted to a ModelArts Lite pool (%1, no fault-tolerance annotation): retry by its variables (seeds 002, 003)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP Store rendezvous, bounded by HCCL_CONNECT_TIMEOUT (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL_CONNECT_TIMEOUT=%1 is not a whole number of seconds from %2 to %3: the estimate keeps %4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs CANN %1 or later; the image&apos;s name does not say its CANN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jit_compile=False needs CANN %1 or later; the image has CANN %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CANN %1 (%2) has the preset binaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the graph compile cache needs MindSpore 2.3.0 or later; the image has %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; MindSpore %1 (2.3.0 or later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; needs MindSpore 2.3.0 or later, which the image&apos;s name does not say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch: needs TaskD or MindCluster&apos;s Elastic Agent in the image to stop and restart the surviving processes (not checked: inside the image)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recover-strategy: %1; the Ascend Operator sets process-recover-enable=on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch HCCL operator retry on as seed 003 recommends (HCCL_OP_RETRY_ENABLE=&quot;%1&quot;): a link flap within its window is ridden out instead of a reschedule (the saving is per flap ridden out); a lane borrowed on the way does not switch back, and retry costs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; change the export at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch operator retry on with the annotation %1: &quot;true&quot;; it cannot be switched off again and costs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asked for, but skipped: %1 node(s), and routing planning plans jobs of %2 or more (seed 002)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pods of MindCluster&apos;s components were not listed, so its version is not known: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindIO&apos;s own version (6.0.RC2 or later) is not checked: it is inside the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch_npu %1 is not a package version the release notes use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>later than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch_npu %1 is not in the release notes&apos; tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs torch_npu later than %1; its version is neither in the image&apos;s name nor in a pip install of the start scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch_npu %1 (%2, at %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch_npu %1 is release %2 (at %3): needs a release later than %4 (seed 000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs torch_npu later than %1; torch_npu %2 (at %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs MindCluster %1 or later; no image of its components was found among the pods of kube-system and mindx-dl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs MindCluster %1 or later; not checked (read from the cluster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster %1 (%2): needs %3 or later (seeds 000, 001)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a relative --save path: the directory the processes run in is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside the container, on no volume: the checkpoints go with the pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1 %2: read live, on the pod&apos;s node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pod of the job runs on a node to read it from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1 %2 (volume %3): reading it on a node is not built for this kind of volume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::recoverytime::LadderReader</name>
    <message>
        <source>the watchdog is on (%1): it ends the processes this rung would keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the watchdog&apos;s state is not known: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL_OP_RETRY_ENABLE does not switch it on; it rides HCCS and RoCE link flaps on A3 super-nodes with PyTorch (seed 003)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-executes the collective after a link flap (not with MC2, which is not read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the watchdog is on by default here, and MindCluster documents operator retry as unsupported with it: HCCL_ASYNC_ERROR_HANDLING=0 switches it off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recover-strategy does not name %1; it needs fault-scheduling: grace, fault-retry-times and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindIO in the image (A2/A3; the network variant A3 only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TaskD and MindIO in an AscendJob&apos;s image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process-recover-enable is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process-level recovery needs fault-scheduling: grace (the job has %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fault-retry-times: process-level recovery acts through a business-plane retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its fault-retry-times are spent (remain-retry-times 0 in %1/%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rank table is mounted from a ConfigMap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an AscendJob: the Ascend Operator migrates processes only in its own jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elastic training is PyTorch with MindSpeed-LLM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PYTORCH_NO_NPU_MEMORY_CACHING is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elastic training needs MindIO&apos;s optimizer replica, and no MindIO is found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retries the step after an on-chip memory fault, or a link fault operator retry did not ride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves the faulty node&apos;s processes and keeps the rest running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restarts only the faulty processes in their pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pod-rescheduling label is not &quot;on&quot;; it needs TaskD or reset_process.py in the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod-rescheduling acts only with fault-scheduling grace or force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recreates only the faulty pod on a spare server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault-scheduling %1: Volcano leaves deleting the pods to another component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fault-scheduling label (grace or force): MindCluster does not reschedule the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the retry budget is spent (maxRetry or backoffLimit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recreates every pod and restarts training from the last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Volcano has %1 unconditional retries left (remain-retry-times)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>graceful tolerance is on (-hotReset=1 in the device plugin&apos;s args, %1): MindCluster takes the job to job level instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the device plugin does not reset chips offline (%1, %2): process-level recovery needs -hotReset=2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no -hotReset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MC2 (--use-ascend-mc2 at %1): step retry does not cover MindSpeed&apos;s fused operators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindSpeed-MM&apos;s %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multimodal training (%1): MindCluster&apos;s process-level recovery does not support it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no spare server%1 is known healthy: %2 spare(s) could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no healthy spare server is left%1 (%2 spare(s) faulty, down or cordoned): a moved pod cannot land</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::telemetry</name>
    <message>
        <source>link is DOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net health is &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link went down %1 times in the last %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 RoCE error packets per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device clock %1 ahead of this console&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device clock %1 behind this console&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither the link state nor the net health could be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link change records cannot be dated: the device&apos;s current time was not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mW (%2 dBm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1 RX power %2 is below the module&apos;s low threshold %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1 RX power %2 is within %3 dB of the low threshold %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ascendops::words</name>
    <message>
        <source>no action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait for operator retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process-level recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod-level rescheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job-level rescheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rollback to checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gathering signals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for operator retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awaiting approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handled by another pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observed, not acted on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect, classify and decide; show the dry run of each action and write nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each action waits until a person approves it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Act at once; the circuit breaker asks a person when an action would touch too many nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rescheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint and compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded, nothing is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sub-healthy: the job goes on, the chip is avoided for new work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no new work is placed on the chip; its job goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the failed request is run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job&apos;s processes are restarted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chip is reset once it is idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chip is reset and its job restarted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chip is isolated and its job rescheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolated until a person releases it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ModelArts recovers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindCluster recovers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left to ModelArts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left to MindCluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer ClusterD: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps rolled back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still recovering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-chip memory (HBM) multi-bit ECC error, an uncorrectable error (UCE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stress-test the chip&apos;s on-chip memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-chip memory multi-bit ECC error with 64 rows isolated: no spare rows are left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replace the NPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM controller CA parity error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three in a day isolate the chip until a person releases it (the device plugin&apos;s frequency rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dmp_daemon: the node status check failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI Core (AIC) error; ClusterD treats it as accompanying an on-chip memory error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI Vector (AIV) bus access error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run an AI Core stress test on the hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI Vector (AIV) operator timed out; the NPU was warm-reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NPU&apos;s parameter-plane (RoCE) network link is down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the port, its optics and the switch port; down for 20 s it is PreSeparateNPU, five times in a day the chip is isolated for 48 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE error CQE on the device: retransmissions over the limit (HCCL EI0013)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the network between the two ends, and whether the peer process exited first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE error CQE seen by the host: retransmissions over the limit (HCCL EI0013)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HCCL operator retry failed (reported only with operator retry on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterD takes it up when the job&apos;s recovery strategies include retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hardware stress test found a high-level fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hardware stress test found a low-level fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training hang: no AI Core, on-chip memory, RoCE or CPU activity on the chip for about 5 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its meaning is in the product&apos;s Health Management Fault Definition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not in the device plugin&apos;s fault-code table, so handled as SeparateNPU unless reported as a hint or minor; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. %3. To do: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>%1: cannot read: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ascend-ops-cli: &apos;%1&apos; needs ascend-ops-cli-cluster, which is not installed beside this program
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ascend-ops-cli: cannot run %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not read: the file %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check HCCL rank tables (hccl.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rewrite a rank table in one layout, or convert a template-2 one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a valid synthetic rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renumber ranks so that servers under one leaf switch are consecutive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check HCCL operator-retry settings and say how to set them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the recovery pipeline&apos;s journal as JSON lines or CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what a job&apos;s settings cost it in a recovery, and the changes that shorten it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step, step time, checkpoints and errors a training job&apos;s log says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the share of a window a job trained, and the time lost by cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips isolated by hand, in the device plugin&apos;s and ClusterD&apos;s stores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release an isolated chip in every store that holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run the fault-handling pipeline on a cluster from a terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same inside the cluster, with leader election</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probe nodes&apos; NPUs and links over SSH once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the switch behind each RoCE port, by LLDP, as a topology file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time a synced cache of a cluster (and a fault reaching it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve a simulated Ascend cluster&apos;s Kubernetes API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create a Fault in a simulated cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completion of commands and options in bash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same in zsh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same in fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the manual page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli %1 SUBCOMMAND [OPTIONS]

Subcommands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Run &apos;ascend-ops-cli %1 SUBCOMMAND --help&apos; for a subcommand&apos;s options and examples.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Examples:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli [--lang LANG] COMMAND SUBCOMMAND [OPTIONS]

The headless side of Ascend Ops Console: rank tables, operator retry, job
profiles and progress, the fault-handling pipeline, node probes and the
embedded cluster, from a terminal or a script.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Options:
  --lang LANG   language of messages (en, zh_CN); default: the system locale
  --help, -h    show this help, or a command&apos;s after it
  --version     show the version

Run &apos;ascend-ops-cli COMMAND SUBCOMMAND --help&apos; for a subcommand&apos;s options and examples.
Exit codes: 0 success, 1 invalid input or failed check, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ascend-ops-cli %1: unknown subcommand &apos;%2&apos;

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See &apos;ascend-ops-cli %1--help&apos;.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli completion bash|zsh|fish [-o FILE]

Prints a script that completes ascend-ops-cli&apos;s commands, subcommands and options in that shell.
The Debian package installs all three; to load one by hand:
  bash   source &lt;(ascend-ops-cli completion bash)
  zsh    source &lt;(ascend-ops-cli completion zsh)
  fish   ascend-ops-cli completion fish | source
  -o, --output FILE   write the script to FILE instead of stdout
Exit: 0 printed, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli manpage [--of PROGRAM] [-o FILE]

Prints this program&apos;s manual page (troff, man(7)): every command&apos;s help in one page. With --of, the
page of another program of the console (ascend-ops), made from what its --help prints. The build
makes both pages this way, and the Debian package installs them.
  --of PROGRAM         the program whose page to make, run as PROGRAM --lang en --help
  -o, --output FILE    write the page to FILE instead of stdout
Exit: 0 printed, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ascend-ops-cli: unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare servers per super-pod, and NPUs free, in use, isolated and faulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take servers out of scheduling for repair (previewed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put repaired servers back into scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pause automatic recovery on servers or a super-pod while they are worked on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resume automatic recovery there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cordon servers and evict their pods, as their disruption budgets allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which pipeline recovers the cluster, and its incidents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approve an incident of the cluster&apos;s pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decline it: nothing is written, the incident waits for a person</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cluster</name>
    <message>
        <source>Usage: ascend-ops-cli cluster capacity [--kubeconfig FILE] [--context NAME] [--json]

What the cluster can still take, from one synced read of its Nodes, Pods and the device plugin&apos;s and
NodeD&apos;s ConfigMaps: the spare servers of each super-pod (servers running no job pod) by whether a pod
could land there (healthy; sub-healthy; out of service: faulty, NotReady, cordoned or with an isolated
NPU; unknown: not read), and the NPUs as the device plugin counts them (dies on A3) free, in use,
isolated, faulty, on servers down or cordoned, or unknown. A server whose state could not be read is
never counted healthy; what was not read is listed with its place.
Exit: 0 printed, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isolation</name>
    <message>
        <source>Usage: ascend-ops-cli isolation list [--kubeconfig FILE] [--context NAME] [--json]
       ascend-ops-cli isolation release --node NODE --device N [--dry-run] [--kubeconfig FILE] [--context NAME]

list: every chip isolated by hand, in the store that holds it: the device plugin&apos;s (device-info
ManuallySeparateNPU, with the reasons of UpgradeFaultReason) or ClusterD&apos;s (clusterd-manual-info-cm),
with its fault code, rule and time, and when it releases by itself.
release: takes the chip out of every store that holds it (the device plugin&apos;s list; ClusterD&apos;s Total
only), each write shown as a server-side dry run first and sent on the maps as read (resourceVersion);
--dry-run stops after the preview.
Exit: 0 done, 1 nothing isolates that chip or a write was refused, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>job</name>
    <message>
        <source>Usage: ascend-ops-cli job profile --file JOB.yaml [--script FILE]... [--json] [--platform P]
       ascend-ops-cli job profile [--kubeconfig FILE] [--context NAME] NAMESPACE/NAME [--json]
                                  [--preview ID] [--journal DIR] [--ssh-config FILE] [--platform P]

The recovery-time profile of a training job (a Volcano Job or an AscendJob): each recovery setting
of the recovery-time documents as on, off, unknown or conflict with its evidence, the seconds each
phase of a recovery takes under them, the steps lost to the rollback, and the changes that shorten
it, largest saving first. Offline, the job&apos;s start scripts are given with --script and matched by
base name to the ones the job names; live, they are read from the ConfigMaps they are mounted from.
--preview ID sends recommendation ID&apos;s patch to the cluster as a server-side dry run and prints
what it would change; nothing is applied. --journal DIR adds what the recovery pipeline&apos;s journal
measured: the job&apos;s resolved recoveries (or the cluster&apos;s, when it has none) beside the model.
--ssh-config FILE reads, over SSH on the node of a running pod of the job (its name is the Host),
the start scripts on hostPath and NFS volumes and the rank-table directory&apos;s mode and owner.
--platform mindcluster|modelarts says where the job runs; without it a job is a ModelArts one when
its labels, resources or variables say so (ring-controller.cce, huawei.com/ascend-1980, MA_*), and
its operator retry and restarts are then read from its fault-tolerance annotations.
Exit: 0 the profile was read, 1 the job has errors (a conflict, a setting that cannot work),
2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli job goodput NAMESPACE/NAME --journal DIR [--since DURATION]
                                  [--step-seconds S | --log FILE] [--json]

The share of a window (--since, default 24h: 90m, 12h, 7d) the job trained, and the seconds it
lost, by cause: each recovery&apos;s phases as the pipeline&apos;s journal measured them (detection,
decision, rescheduling, link setup, checkpoint load, compile), a hang&apos;s wait until it was seen,
the steps rolled back (at --step-seconds, or the step time --log FILE prints), and the time an
incident still open has taken. What could not be measured is said.
Exit: 0 reported, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli job progress --log FILE [--timestamps] [--profile NAME] [--profiles FILE] [--json]
       ascend-ops-cli job progress [--kubeconfig FILE] [--context NAME] NAMESPACE/NAME
                                   [--profile NAME] [--profiles FILE] [--json]

What a training job&apos;s log says of its progress: the framework whose layout it is printed in, the
last step and the total, the time a step takes, the checkpoints saved and the one loaded, the phase
of a restart (link-setup, checkpoint-load, compile, training) and the error the log ends in.
Offline, --log reads a file (--timestamps: each line starts with the time kubectl logs --timestamps
prints). Live, the logs of the job&apos;s rank-0 pod and last-rank pod are read through the Kubernetes
API, as kubectl logs does. Built-in profiles: megatron (Megatron-LM, MindSpeed, MindSpeed-LLM),
mindformers, mindspore; --profile names one, else each is tried. --profiles FILE adds profiles
(JSON: {&quot;profiles&quot;: [{&quot;name&quot;, &quot;step&quot;, &quot;stepTime&quot;, &quot;checkpointSaved&quot;, &quot;checkpointLoaded&quot;,
&quot;phases&quot;, &quot;errors&quot;}]}, regular expressions with named groups; see docs/TRAINING-SIGNALS.md).
Exit: 0 the log was read, 1 no profile reads it or it ends in an error, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>journal</name>
    <message>
        <source>Usage: ascend-ops-cli journal export --journal DIR [--format jsonl|csv]

Prints every intact record of the pipeline&apos;s journal in DIR, oldest first, one per line:
  jsonl (default)  one JSON object per line: time, incident, kind, job, node, device, level,
                   action, dryRun, reason, details
  csv              a header line, then time,incident,kind,job,node,device,level,action,dry_run,reason
Times are UTC, ISO 8601 with milliseconds. Damaged records are named on stderr (FILE:OFFSET);
a torn tail (a write cut short by a crash) is a warning.

Exit codes: 0 every record intact (a torn tail aside), 1 damaged records (the intact ones are
still printed), 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: warning: torn tail of %n byte(s) (a write cut short by a crash), ignored
</source>
        <translation>
            <numerusform>%1: warning: torn tail of %n byte (a write cut short by a crash), ignored
</numerusform>
            <numerusform>%1: warning: torn tail of %n bytes (a write cut short by a crash), ignored
</numerusform>
        </translation>
    </message>
    <message>
        <source>--journal DIR is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: expected jsonl or csv, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a journal (no journal-NNNNNN.log in it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the output</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kube</name>
    <message>
        <source>Usage: ascend-ops-cli kube sync --kubeconfig FILE [--context NAME] [--fault-node NODE] [--timeout S]

Lists and watches what the console watches (nodes, pods, ConfigMaps, Volcano jobs), then prints
one JSON line: time to a synced cache, resident memory, objects cached. With --fault-node, it then
creates an npu-fault Fault on NODE (embedded cluster only) and adds the time until NODE&apos;s
device-info ConfigMap changed in the cache.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Language of the console (en, zh_CN); default: the system locale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the rank table FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a %1x%2 screenshot of the window to PNG and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rank table to open (the same as --open).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--demo and a file to open exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much faster than real time the demo cluster runs (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--preset: unknown preset &quot;%1&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--speed: expected a positive number, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIGTERM and SIGINT could not be hooked: stopping the console by a signal may leave the demo cluster&apos;s sshd running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the demo job&apos;s start scripts switch on: default, bare (the watchdog off, no caches) or tuned (every recovery-time setting on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--job-settings: expected default, bare or tuned, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start on the embedded demo cluster: a simulated Ascend cluster behind a Kubernetes API on this computer (offered when there is no kubeconfig).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to this context of the kubeconfig (KUBECONFIG or ~/.kube/config). Given again, each further context opens in a window of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The view to show first: overview, topology, jobs, incidents, links or ranktable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--view: expected overview, topology, jobs, incidents, links or ranktable, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure how late the console&apos;s event loop runs and write it to FILE as JSON, every second and at exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascend Ops Console, for Huawei Ascend NPU training clusters: the super-pod topology with the health of every link, the jobs and what a fault costs them, incidents and their recovery, HCCL rank tables and operator retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo cluster&apos;s shape: a2-small, a3-demo (default), a3-scale or a3-fleet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>node</name>
    <message>
        <source>Usage: ascend-ops-cli node cordon|uncordon|drain NODE... [--dry-run] [--kubeconfig FILE] [--context NAME]
       ascend-ops-cli node pause NODE... --reason TEXT [--dry-run] [...]
       ascend-ops-cli node resume NODE... [--dry-run] [...]
       (--super-pod ID instead of NODE...: every server of that super-pod)

The repair cycle&apos;s writes on servers. cordon and uncordon set or clear spec.unschedulable, as kubectl
does: nothing new is placed on a cordoned server, and what runs there keeps running. drain cordons the
server and evicts every pod bound to it through the Eviction API, as kubectl drain does (DaemonSet and
mirror pods are left and named): a PodDisruptionBudget that allows no disruption refuses the eviction at
the dry run already, and then nothing is sent. pause puts a
maintenance pause of automatic recovery on each server (the Node annotation ascendops.io/recovery-paused,
with the reason, who paused it (the OS user and the kubeconfig user) and when): the pipeline then acts on
no incident that touches the server without a person&apos;s yes, in every mode, and says why; the topology
marks the server. resume takes the pause away. Every write is shown as a server-side dry run first;
--dry-run stops there.
Exit: 0 done, 1 a write was refused, 2 usage or I/O error (a server that cannot be read).
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pipeline</name>
    <message>
        <source>Usage: ascend-ops-cli pipeline status [--kubeconfig FILE] [--context NAME] [--lease-namespace NS] [--json]
       ascend-ops-cli pipeline approve|decline INCIDENT [--kubeconfig FILE] [--context NAME]
                                      [--lease-namespace NS] [--timeout SECONDS]

`status` says which pipeline recovers the cluster, as the Lease ascend-ops/ascendops-pipeline says:
its holder, its mode, its open incidents, those waiting for a person listed first.
`approve` and `decline` answer one of its incidents that waits for approval. The answer is a
request (a ConfigMap labelled ascendops.io/pipeline-request in the Lease&apos;s namespace, checked
first with a server-side dry run) that the pipeline holding the Lease takes, journals with who
you are (the OS user and the kubeconfig user) and answers; the outcome is printed and the
request deleted. With no answer within --timeout (30) the request is withdrawn; an answer is
taken within 5 minutes of being given or not at all. Creating requests there is what the
installer&apos;s Role ascend-ops-approver grants.
Exit status: 0 approved or declined, 1 refused (with why) or no answer, 2 a usage error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli pipeline run --kubeconfig FILE [--context NAME] --mode observe|approve|auto
                                   --journal DIR [--duration SECONDS] [options]
       ascend-ops-cli pipeline serve [--kubeconfig FILE [--context NAME]] --mode observe|approve|auto
                                   --journal DIR [--lease-namespace NS] [--lease-name NAME] [options]

Runs the fault-handling pipeline (detect, classify, decide, act, verify, journal) on a cluster
without a display; one line per incident change on stdout. `run` works until --duration passes or
SIGTERM/SIGINT; in approve mode it asks on the terminal before each action (no answer: declined).
`serve` runs inside the cluster (the pod&apos;s service account when --kubeconfig is not given) and
acts only while it holds the leader Lease, so replicas can stand by. The Lease is
ascend-ops/ascendops-pipeline unless --lease-namespace or --lease-name say otherwise; it carries the
pipeline&apos;s mode and open incidents, and a console that reads it there does not decide beside it.
In approve mode `serve` asks no terminal: a question waits for `pipeline approve|decline` or a
console attached to it (see `pipeline status`). With --accept-actions it also runs a person&apos;s
one-click actions sent from an attached console, with its own rights (off: refused).

Options:
  --identity NAME              Lease holder name (default: host name and process id)
  --hang-seconds N             a running job whose log prints no new step this long is hung (120)
  --log-profiles FILE          more layouts of training logs (JSON; docs/TRAINING-SIGNALS.md), tried
                               before the built-in ones; in the cluster, a ConfigMap mounted as a file
  --restart-budget L,C,K       after a restart, seconds of link setup, checkpoint load and compile
                               that are not a hang (240,260,240)
  --verify-timeout SECONDS     escalate when a recovery has not finished by then (900)
  --fault-codes FILE           faultCode.json of the cluster (default: MindCluster&apos;s)
  --fault-customization FILE   faultCustomization.json (frequency and duration rules)
  --switch-fault-codes FILE    SwitchFaultCode.json: levels of UnifiedBus switch faults (A3)
  --breaker-nodes N            circuit breaker: more than N nodes acted on ... (2)
  --breaker-percent P          ... and more than P% of the cluster ... (10)
  --breaker-window SECONDS     ... within this window stops automatic actions (600)
  --settle-ms N                faults arriving within N ms join one incident before it is decided (300)
  --ssh-config FILE --ssh-nodes NODE,...|all [--ssh-interval SECONDS]
                               probe the nodes&apos; links with hccn_tool over SSH (every 5 s); links that
                               keep flapping or whose optics fail open incidents
  --metrics-listen HOST:PORT   answer /metrics (Prometheus), /healthz and /readyz there (PORT 0:
                               any free one, printed); serve: 0.0.0.0:9464 unless &quot;off&quot;
  --notify-webhook URL|@FILE   post a JSON message there when an incident waits for a person, a
                               recovery fails or the circuit breaker trips (repeatable; retried;
                               @FILE: a URL per line, kept out of the command line)
  --notify-template FILE       the message&apos;s body, with ${text}, ${event}, ${incident}, ${job},
                               ${state}, ${message} and ${time} filled in (JSON-escaped)
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ranktable</name>
    <message>
        <source>Print the problems as JSON on stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank tables to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranktable validate: name at least one FILE
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to OUT instead of stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank table to rewrite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranktable fmt: name exactly one FILE
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranktable generate: --%1 must be a whole number from %2 to %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank table version: 1.0, 1.2 or 2.0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices (ranks) per server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers per super-pod (1.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranktable generate: --version must be 1.0, 1.2 or 2.0
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranktable generate: a 2.0 table holds at most 65536 ranks
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert to this version first: 1.0 (from a template-2 table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranktable fmt: --to takes 1.0 (a template-2 table converted to version 1.0)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --to 1.0 converts legacy template-2 tables; this one is version %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not planned: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 servers under %3 leaf switches; leaf crossings of the ring in rank order: %4 before, %5 after%6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the order was already the best; nothing changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fabric topology (fabric discover writes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the renumbered table to OUT (without it, to stdout unless --json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the plan (cross_switch_hops, each server&apos;s switch and rank_after_acc) as JSON on stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank table (1.0, 1.2 or 2.0) to renumber.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranktable plan: name exactly one FILE and --topology TOPOLOGY
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli ranktable validate FILE... [--json]

Checks HCCL rank tables (hccl.json of version 1.0, 1.2 or 2.0, or the legacy template-2 layout): the
members each version needs, their values, ranks, counts and addresses, and a status still
&quot;initializing&quot; (HCCL cannot use the table until it is &quot;completed&quot;). Each problem is printed on
stderr as FILE:LINE:COLUMN: severity: message; errors make a table unusable, warnings and notes do not.
  --json   print the problems as JSON on stdout: file, severity, pointer, line, column, message
Exit: 0 every table is valid, 1 a table has errors, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli ranktable fmt FILE [--to 1.0] [-o OUT]

Rewrites a rank table in one layout (members in their order, four-space indentation), values
unchanged, so that two tables compare line by line. A file that is not JSON is not rewritten.
  --to 1.0     convert a legacy template-2 table to version 1.0 first
  -o, --output OUT   write to OUT (whole or not at all) instead of stdout
Exit: 0 written, 1 the file is not JSON or cannot be converted, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli ranktable generate --version V --servers N --devices-per-server K
                                         [--super-pod-size S] [-o OUT]

Writes a valid synthetic rank table, for tests and benchmarks.
  --version V              1.0, 1.2 (A3 super-pods) or 2.0
  --servers N              number of servers
  --devices-per-server K   devices (ranks) per server
  --super-pod-size S       servers per super-pod (1.2)
  -o, --output OUT         write to OUT instead of stdout
Exit: 0 written, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli ranktable plan FILE --topology TOPOLOGY.json [-o OUT] [--json]

Renumbers a rank table route-affine: servers under one leaf switch get consecutive rank blocks, so
that a ring crosses the spine as few times as it can. The topology is the fabric file fabric discover
writes (docs/FABRIC.md). The plan (hops across switches before and after) is printed on stderr.
  --topology TOPOLOGY.json   the fabric topology
  -o, --output OUT           write the renumbered table to OUT (without it, to stdout unless --json)
  --json                     print the plan (cross_switch_hops, each server&apos;s switch and
                             rank_after_acc) as JSON on stdout
Exit: 0 planned, 1 the table or the topology has errors, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>retry</name>
    <message>
        <source># operator retry is off on every level
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># worst-case hold of a failed operator: %1 (HoldTime %2 ms + (MaxCnt %3 - 1) x IntervalTime %4 ms)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry check: unexpected argument &apos;%1&apos;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry check: give --enable, --params or both
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli retry check [--enable STR] [--params STR] [--platform mindcluster|modelarts]
                                  [--hardware a2|a3] [--ranktable FILE] [--json]

Checks HCCL operator-retry settings where they would run and prints how to set them:
export lines for MindCluster, the job annotation for ModelArts.
  --enable STR      value of HCCL_OP_RETRY_ENABLE, e.g. &quot;L1:1, L2:1&quot;
  --params STR      value of HCCL_OP_RETRY_PARAMS, e.g. &quot;MaxCnt:3, HoldTime:5000, IntervalTime:1000&quot;
  --platform P      mindcluster (default) or modelarts, where the annotation
                    fault-tolerance/hccl_op_retry switches retry on
  --hardware H      a2 or a3; operator retry works on Snt9B23 (A3) super-nodes only.
                    A 1.2 rank table says a3.
  --ranktable FILE  cross-check against this rank table (hccl.json)
  --json            print the result as JSON on stdout
Give --enable, --params or both; an omitted one takes HCCL&apos;s defaults.
Exit status: 0 valid for that platform and hardware, 1 a problem, 2 a usage error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># ModelArts: put this in the job&apos;s metadata (not the environment)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># enabling retry costs performance: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry check: --platform is mindcluster or modelarts, not &apos;%1&apos;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry check: --hardware is a2 or a3, not &apos;%1&apos;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version 1.2 is an Atlas A3 super-pod table, but --hardware says a2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sim</name>
    <message>
        <source>Usage: ascend-ops-cli sim inject --kubeconfig FILE [--context C] --kind KIND --node NODE
                                 [--device N] [--fault-code CODE] [--duration SECONDS] [--delay SECONDS]
                                 [--name NAME] [--namespace NS]

Creates a Fault in a simulated cluster (sim serve, or the console&apos;s demo cluster).
  --kind KIND           link-flap, link-down, npu-fault, node-down, hang, optical-degrade, process-crash,
                        switch-fault (A3 nodes: a UnifiedBus switch port)
  --node NODE           the node the fault hits
  --device N            the die (logic id) for link, chip and optical faults (default 0)
  --fault-code CODE     npu-fault: the 8-hex-digit code, e.g. 80E18402;
                        switch-fault: a SwitchFaultCode.json code, e.g. &quot;[0x00f103b0,155907,na,na]&quot;
  --duration SECONDS    how long it lasts (default: link-flap a few seconds, others until deleted)
  --delay SECONDS       begin this long after the Fault is created (simulated seconds, as --duration)
  --name NAME           the Fault&apos;s name (default: generated from the kind)
  --namespace NS        the Fault&apos;s namespace (default: default)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli sim serve --listen HOST:PORT --preset NAME --kubeconfig-out FILE [--speed X]
                                [--super-pods N] [--servers-per-super-pod N]
                                [--devices-per-server N] [--spares-per-super-pod N] [--fault-scheduling MODE]
                                [--no-rank-table-operator] [--no-backup-nics] [--job-kind KIND]
                                [--job-settings S] [--platform P]
                                [--node-tools DIR [--ssh-nodes N --ssh-dir DIR]] [--scripts-dir DIR]
                                [--fabric-out FILE] [--api-restart-down MS] [--churn N]

Serves a simulated Ascend cluster behind a Kubernetes API over HTTPS until SIGTERM or SIGINT.
SIGUSR1 restarts the API server as its process restarting would: every connection is reset and
nothing listens for --api-restart-down MS (default 3000); then the same address and certificate
serve again, and a watch from before the restart is answered 410 Expired. The cluster behind it
(its store and controllers) goes on meanwhile.
  --listen HOST:PORT          address to listen on; PORT 0 picks a free port
  --preset NAME               a2-small, a3-demo, a3-scale or a3-fleet (1,078 nodes, over 50,000 pods:
                              the job beside some 300 others, inference services, the per-node
                              daemons, over 20,000 Events)
  --churn N                   a3-fleet keeps moving, N pod writes a minute: jobs finish and new ones
                              start on their dies, pods are rescheduled, Events written and expired
  --kubeconfig-out FILE       written once listening: CA, server URL, contexts sim-admin and sim-readonly
  --speed X                   time compression of the simulation (default 1)
  --super-pods N              super-pods (A2: server groups) running the job
  --servers-per-super-pod N   job servers in each super-pod
  --devices-per-server N      NPU devices per server (A3: dies, an even number)
  --spares-per-super-pod N    idle standby servers in each super-pod
  --fault-scheduling MODE     the job&apos;s fault-scheduling label: force (default), grace, off, or
                              external-force / external-grace, where failed pods wait for an external
                              component (the console&apos;s pipeline) to act
  --no-rank-table-operator    the Ascend Operator writes the first rank table only: after pods are
                              replaced the job&apos;s rings-config stays initializing (an operator that
                              is down), and the console&apos;s pipeline completes it
  --no-backup-nics            the operator&apos;s A3 rank tables give no backup_device_ip: operator retry
                              cannot borrow the other die&apos;s NIC when a link is lost for good
  --job-kind KIND             vcjob (default): the training job is a Volcano Job; ascendjob: an
                              AscendJob of the Ascend Operator (kubectl get acjob), one Master and
                              Workers, restarted by deleting its pods
  --job-settings S            what the job&apos;s start scripts (ConfigMap train-scripts-&lt;job&gt;) switch on:
                              default; bare (the watchdog off, no caches); tuned (MindIO ACP, the
                              compile cache on shared storage, pod-level rescheduling). The cluster
                              plays the recovery the job&apos;s profile estimates (job profile)
  --platform P                mindcluster (default) or modelarts: the running job carries ModelArts&apos;
                              labels, resources and variables, its operator retry is the annotation
                              fault-tolerance/hccl_op_retry, and the cluster restarts it as ModelArts
                              does (job-retry-num 3, hang-retry)
  --fabric-out FILE           write the cluster&apos;s RoCE fabric (leaves, spines, every die&apos;s port) as a
                              topology file (docs/FABRIC.md), as a site&apos;s network documentation gives it
  --scripts-dir DIR           keep the job&apos;s start scripts in DIR, a hostPath volume the nodes share,
                              instead of a ConfigMap (job profile reads them over SSH), and its shared
                              volume (checkpoints, Megatron&apos;s latest_checkpointed_iteration.txt) in DIR/shared
  --node-tools DIR            keep npu-smi and hccn_tool for every node in DIR/bin, printing the
                              node named by ASCEND_SIM_NODE as the cluster has it now (faults
                              included); its /etc/hccn.conf is DIR/nodes/&lt;node&gt;/hccn.conf.
                              Prints &quot;node tools ready in DIR&quot; once every node is written
  --ssh-nodes N               serve the first N nodes over a real sshd on loopback (needs
                              --node-tools); writes ssh_config, known_hosts and a key to --ssh-dir
                              and prints &quot;ssh config in FILE&quot; once they answer
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
