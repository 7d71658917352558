<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionRunner</name>
    <message>
        <source>%1: refused (%2): %3</source>
        <translation>%1：被拒绝（%2）：%3</translation>
    </message>
</context>
<context>
    <name>CircuitBreaker</name>
    <message>
        <source>acting would touch %1 nodes (%2% of %3) within %4 min, more than %5 nodes and %6%: %7</source>
        <translation>执行该操作将在 %4 分钟内涉及 %1 个节点（占 %3 个节点的 %2%），超过了 %5 个节点且 %6% 的上限：%7</translation>
    </message>
</context>
<context>
    <name>DemoKubeconfig</name>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>every name in %1 is taken by another demo</source>
        <translation>%1 中的所有名称都已被其他演示集群占用</translation>
    </message>
</context>
<context>
    <name>DialogPrompter</name>
    <message>
        <source>Rank tables (*.json);;All files (*)</source>
        <translation>Rank table 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 有尚未保存的更改。</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>是否先保存更改再继续？</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <source>%1 was changed by another program since it was opened.</source>
        <translation>%1 在打开后已被其他程序修改。</translation>
    </message>
    <message>
        <source>Overwrite keeps your version (theirs goes to the .bak file); Reload drops your changes and shows theirs.</source>
        <translation>“覆盖”将保留您的版本（其他程序写入的版本另存为 .bak 文件）；“重新加载”将丢弃您的更改，并显示其他程序写入的版本。</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>%1 was changed by another program, and you have changes that are not saved.</source>
        <translation>%1 已被其他程序修改，而您还有尚未保存的更改。</translation>
    </message>
    <message>
        <source>Reloading %1 drops the changes you have not saved.</source>
        <translation>重新加载 %1 将丢弃您尚未保存的更改。</translation>
    </message>
    <message>
        <source>Reload rank table</source>
        <translation>重新加载 rank table</translation>
    </message>
    <message>
        <source>Reload the file from disk, or keep your version on screen?</source>
        <translation>从磁盘重新加载文件，还是保留屏幕上的版本？</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的版本</translation>
    </message>
    <message>
        <source>Open rank table</source>
        <translation>打开 rank table</translation>
    </message>
    <message>
        <source>Save rank table</source>
        <translation>保存 rank table</translation>
    </message>
    <message>
        <source>Quit while recovering</source>
        <translation>恢复进行中退出</translation>
    </message>
    <message>
        <source>The console&apos;s pipeline acts in auto mode: recovery stops when the console quits, and nothing acts on these incidents until a pipeline runs again. Quit anyway?</source>
        <translation>控制台的流水线处于自动模式：控制台退出后恢复即停止，在流水线再次运行之前，不会再对这些故障事件执行任何操作。仍要退出吗？</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <source>Fabric topology (*.json);;All files (*)</source>
        <translation>网络拓扑 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export fabric topology</source>
        <translation>导出网络拓扑</translation>
    </message>
    <message>
        <source>Open fabric topology</source>
        <translation>打开网络拓扑</translation>
    </message>
    <message>
        <source>Save with errors</source>
        <translation>带错误保存</translation>
    </message>
    <message>
        <source>Errors in %1: %2. HCCL and the tools that read rank tables may refuse it.</source>
        <translation>%1 中的错误：%2 个。HCCL 及读取 rank table 的工具可能拒绝它。</translation>
    </message>
    <message>
        <source>The first: %1

The Problems panel lists them all. Save anyway?</source>
        <translation>第一个：%1

“问题”面板列出了全部。仍要保存吗？</translation>
    </message>
    <message>
        <source>Save Anyway</source>
        <translation>仍然保存</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Switch cluster</source>
        <translation>切换集群</translation>
    </message>
    <message>
        <source>Connecting to %1 disconnects from %2.</source>
        <translation>连接到 %1 会断开与 %2 的连接。</translation>
    </message>
    <message>
        <source>Its recovery pipeline stops with the connection: nothing watches %1 for faults from this console until you connect to it again. Switch anyway?</source>
        <translation>它的恢复流水线随连接一起停止：在重新连接之前，本控制台不再监视 %1 的故障。仍要切换吗？</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>切换</translation>
    </message>
    <message>
        <source>Stay on %1</source>
        <translation>留在 %1</translation>
    </message>
    <message>
        <source>No kubeconfig</source>
        <translation>没有 kubeconfig</translation>
    </message>
    <message>
        <source>No kubeconfig was found, so there is no cluster to connect to.</source>
        <translation>未找到 kubeconfig，因此没有可连接的集群。</translation>
    </message>
    <message>
        <source>Looked in: %1 (%2).

Open a kubeconfig file, as kubectl&apos;s --kubeconfig would, or go on with the demo cluster: a simulated Ascend cluster on this computer.</source>
        <translation>查找位置：%1（%2）。

打开一个 kubeconfig 文件（如同 kubectl 的 --kubeconfig），或继续使用演示集群：本机上模拟的昇腾集群。</translation>
    </message>
    <message>
        <source>Open Kubeconfig…</source>
        <translation>打开 kubeconfig…</translation>
    </message>
    <message>
        <source>Use the Demo Cluster</source>
        <translation>使用演示集群</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>都不</translation>
    </message>
    <message>
        <source>Open kubeconfig</source>
        <translation>打开 kubeconfig</translation>
    </message>
    <message>
        <source>Kubeconfig (config *.yaml *.yml *.conf);;All files (*)</source>
        <translation>Kubeconfig (config *.yaml *.yml *.conf);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>FaultClass</name>
    <message>
        <source>%1 seen %2 times within %3 h: %4 by the frequency rule</source>
        <translation>%1 在 %3 h 内出现 %2 次：按频率规则升级为 %4</translation>
    </message>
    <message>
        <source>die</source>
        <translation>die</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Ascend910-%1 on %2</source>
        <translation>%2 上的 Ascend910-%1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 的%1</translation>
    </message>
    <message>
        <source>: %1 plane</source>
        <translation>：%1 平面</translation>
    </message>
    <message>
        <source>, no HCCL level of the job (its servers share one super-pod)</source>
        <translation>，不涉及作业的任何 HCCL 层级（其服务器同在一个超节点内）</translation>
    </message>
</context>
<context>
    <name>GettingStarted</name>
    <message>
        <source>Getting Started</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>1. Connect</source>
        <translation>1. 连接</translation>
    </message>
    <message>
        <source>File &amp;gt; Connect to Cluster (Ctrl+Shift+K) lists the contexts of your kubeconfig (KUBECONFIG, else ~/.kube/config) and the embedded demo cluster. The window&apos;s title names the cluster it shows. Without a kubeconfig the console offers to open one or to start on the demo cluster.</source>
        <translation>文件 &amp;gt; 连接集群（Ctrl+Shift+K）列出 kubeconfig（KUBECONFIG，否则 ~/.kube/config）中的上下文以及内置演示集群。窗口标题会写明所显示的集群。没有 kubeconfig 时，控制台会提供打开一个 kubeconfig 或从演示集群开始。</translation>
    </message>
    <message>
        <source>2. Look at the overview</source>
        <translation>2. 查看总览</translation>
    </message>
    <message>
        <source>The Overview tab (Ctrl+1) counts servers, dies and links by health, the ports that flap or whose optics are dim, the jobs by what their training does with their estimated time to recover, and the incidents open and waiting for you. Every count but a zero is a link to the view that explains it.</source>
        <translation>“总览”页（Ctrl+1）按健康状态统计服务器、die 和链路，列出闪断或光功率偏低的端口、按训练实际状态分类的作业及其预计恢复时间，以及未关闭和等待您处理的故障事件。除 0 以外，每个数字都是指向解释它的视图的链接。</translation>
    </message>
    <message>
        <source>3. Find the faults</source>
        <translation>3. 查找故障</translation>
    </message>
    <message>
        <source>F8 and Shift+F8 walk the faults in the Topology tab: servers not Ready, cordoned or flagged by NodeD, dies that are isolated or faulty on themselves or a link. The Links tab (Ctrl+5) plots each port over time once the nodes answer over SSH (Cluster &amp;gt; Node SSH Settings).</source>
        <translation>F8 和 Shift+F8 在“拓扑”页中逐个浏览故障：未就绪、已封锁或被 NodeD 标记的服务器，已隔离或自身或链路有故障的 die。节点通过 SSH 应答后（集群 &amp;gt; 节点 SSH 设置），“链路”页（Ctrl+5）绘制每个端口随时间的变化。</translation>
    </message>
    <message>
        <source>4. Recover</source>
        <translation>4. 恢复</translation>
    </message>
    <message>
        <source>The recovery pipeline watches the cluster in observe mode at first: it decides and shows, and writes nothing. In approve mode it asks you first (the Incidents tab counts what waits for you, and a notification says so when the window is in the background); in auto mode it acts. Every write is dry-run by the server first and journaled. Right-click a job or pod in the Jobs tab for rollback, pod or job rescheduling and isolation.</source>
        <translation>恢复流水线开始时以观察模式监视集群：只做决策和展示，不写入任何内容。审批模式下先询问您（“故障事件”页统计等待您处理的事项，窗口在后台时会发出通知）；自动模式下直接执行。每次写入都先由服务器试运行并记入日志。在“作业”页右键单击作业或 Pod 可回滚、Pod 或作业级重调度以及隔离。</translation>
    </message>
    <message>
        <source>5. Shorten recovery</source>
        <translation>5. 缩短恢复时间</translation>
    </message>
    <message>
        <source>In the Jobs tab, a job&apos;s Recovery tab says what its settings cost when a fault comes and which changes would shorten it; a change is previewed with a server-side dry run before you apply it.</source>
        <translation>在“作业”页中，作业的“恢复”页说明其设置在故障发生时的代价以及哪些修改可以缩短恢复时间；修改在应用前会通过服务器端试运行预览。</translation>
    </message>
    <message>
        <source>6. Rank tables and operator retry</source>
        <translation>6. Rank table 与算子重试</translation>
    </message>
    <message>
        <source>File &amp;gt; Open reads an HCCL rank table (1.0, 1.2, 2.0): the Problems panel lists what HCCL would refuse, with its place, and a table with errors is saved only once you say so. The Retry parameters panel edits HCCL_OP_RETRY_ENABLE and HCCL_OP_RETRY_PARAMS and refuses values out of range.</source>
        <translation>文件 &amp;gt; 打开可读取 HCCL rank table（1.0、1.2、2.0）：“问题”面板列出 HCCL 会拒绝的内容及其位置，带错误的表只有在您确认后才会保存。“重试参数”面板编辑 HCCL_OP_RETRY_ENABLE 和 HCCL_OP_RETRY_PARAMS，并拒绝超出范围的值。</translation>
    </message>
</context>
<context>
    <name>InputLimits</name>
    <message>
        <source>is %1 bytes; at most %2 (%3 MiB) are read</source>
        <translation>大小为 %1 字节；最多读取 %2 字节（%3 MiB）</translation>
    </message>
    <message>
        <source>objects and arrays are nested more than %1 deep</source>
        <translation>对象和数组的嵌套深度超过 %1 层</translation>
    </message>
</context>
<context>
    <name>JobState</name>
    <message>
        <source>Degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>Recovering</source>
        <translation>恢复中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>(no phase)</source>
        <translation>（无阶段）</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <source>Restarting</source>
        <translation>重启中</translation>
    </message>
    <message>
        <source>Completing</source>
        <translation>完成中</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>已成功</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>已失败</translation>
    </message>
    <message>
        <source>Aborting</source>
        <translation>中止中</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>已中止</translation>
    </message>
    <message>
        <source>Terminating</source>
        <translation>终止中</translation>
    </message>
    <message>
        <source>Terminated</source>
        <translation>已终止</translation>
    </message>
    <message>
        <source>Inqueue</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: 无法读取：%2</translation>
    </message>
    <message>
        <source>%1: segment %2 before it is missing: records may be lost</source>
        <translation>%1: 其前面的分段 %2 缺失：可能有记录丢失</translation>
    </message>
    <message>
        <source>%1: segments %2 to %3 before it are missing: records may be lost</source>
        <translation>%1: 其前面的分段 %2 至 %3 缺失：可能有记录丢失</translation>
    </message>
    <message>
        <source>%1: cannot create the journal directory</source>
        <translation>%1: 无法创建恢复日志目录</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: 无法打开：%2</translation>
    </message>
    <message>
        <source>%1: another writer has this journal open</source>
        <translation>%1: 另一个写入进程已打开此恢复日志</translation>
    </message>
    <message>
        <source>%1: cannot lock: %2</source>
        <translation>%1: 无法加锁：%2</translation>
    </message>
    <message>
        <source>%1: cannot open for writing: %2</source>
        <translation>%1: 无法以写入方式打开：%2</translation>
    </message>
    <message>
        <source>%1: cannot cut off the torn tail at byte %2: %3</source>
        <translation>%1: 无法从第 %2 字节处截掉末尾的残缺记录：%3</translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation>%1: 无法创建：%2</translation>
    </message>
    <message>
        <source>%1: cannot sync the directory: %2</source>
        <translation>%1: 无法将目录同步到磁盘：%2</translation>
    </message>
    <message>
        <source>%1: cannot sync: %2</source>
        <translation>%1: 无法同步到磁盘：%2</translation>
    </message>
    <message>
        <source>%1; cutting the partial record off failed too (%2), so the journal was closed: opening it again cuts it off</source>
        <translation>%1；截掉不完整的记录也失败了（%2），因此恢复日志已关闭：重新打开时会截掉该记录</translation>
    </message>
    <message>
        <source>the journal is not open</source>
        <translation>恢复日志未打开</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: 无法写入：%2</translation>
    </message>
    <message>
        <source>%1 (the journal was closed; open it again)</source>
        <translation>%1（恢复日志已关闭；请重新打开）</translation>
    </message>
    <message>
        <source>%1: no such directory</source>
        <translation>%1: 目录不存在</translation>
    </message>
</context>
<context>
    <name>JournalRecord</name>
    <message>
        <source>%1: expected %2</source>
        <translation>%1：应为%2</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an ISO 8601 UTC time such as 2026-11-23T10:15:02.345Z</source>
        <translation>ISO 8601 格式的 UTC 时间（如 2026-11-23T10:15:02.345Z）</translation>
    </message>
    <message>
        <source>kind: unknown record kind &apos;%1&apos;</source>
        <translation>kind：未知的记录类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>布尔值 true 或 false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
</context>
<context>
    <name>JournalSegment</name>
    <message>
        <source>malformed record header</source>
        <translation>记录头格式错误</translation>
    </message>
    <message>
        <source>length mismatch: the header says %1 bytes, the record has %2</source>
        <translation>长度不一致：记录头标明 %1 字节，实际记录为 %2 字节</translation>
    </message>
    <message>
        <source>checksum mismatch</source>
        <translation>校验和不一致</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>incomplete record: no end of line</source>
        <translation>记录不完整：缺少行尾换行符</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>the text contains a NUL byte</source>
        <translation>文本中包含 NUL 字节</translation>
    </message>
    <message>
        <source>objects and arrays are nested more than %1 deep</source>
        <translation>对象和数组的嵌套深度超过 %1 层</translation>
    </message>
</context>
<context>
    <name>JsonScalarText</name>
    <message>
        <source>[%1 items]</source>
        <translation>[%1 项]</translation>
    </message>
    <message>
        <source>{%1 members}</source>
        <translation>{%1 个成员}</translation>
    </message>
</context>
<context>
    <name>NodeSshSettings</name>
    <message>
        <source>Jump host: %1</source>
        <translation>跳板机：%1</translation>
    </message>
    <message>
        <source>Port must be between 1 and 65535.</source>
        <translation>端口必须介于 1 到 65535 之间。</translation>
    </message>
    <message>
        <source>The probe interval must be at least one second.</source>
        <translation>探测间隔不能少于 1 秒。</translation>
    </message>
    <message>
        <source>List at least one node to probe.</source>
        <translation>请至少列出一个要探测的节点。</translation>
    </message>
    <message>
        <source>Give a node name pattern, such as node-1*.</source>
        <translation>请指定节点名称模式，例如 node-1*。</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>no reason recorded</source>
        <translation>未记录原因</translation>
    </message>
    <message>
        <source>the connection this was previewed on is closed; nothing was written</source>
        <translation>预览时所用的连接已关闭；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>RankTableEdits</name>
    <message>
        <source>Remove server %1</source>
        <translation>删除服务器 %1</translation>
    </message>
    <message>
        <source>Remove device %1 of server %2</source>
        <translation>删除服务器 %2 的设备 %1</translation>
    </message>
    <message>
        <source>Remove rank %1</source>
        <translation>删除 rank %1</translation>
    </message>
    <message>
        <source>Remove %1 entry %2</source>
        <translation>删除 %1 的第 %2 项</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Add field %1</source>
        <translation>添加字段 %1</translation>
    </message>
    <message>
        <source>Remove field %1</source>
        <translation>删除字段 %1</translation>
    </message>
    <message>
        <source>Insert element</source>
        <translation>插入元素</translation>
    </message>
    <message>
        <source>Add server %1</source>
        <translation>添加服务器 %1</translation>
    </message>
    <message>
        <source>Add device %1 to server %2</source>
        <translation>向服务器 %2 添加设备 %1</translation>
    </message>
    <message>
        <source>Add rank %1</source>
        <translation>添加 rank %1</translation>
    </message>
    <message>
        <source>Renumber ranks</source>
        <translation>重新编号 rank</translation>
    </message>
    <message>
        <source>Convert to version 1.0</source>
        <translation>转换为 1.0 版本</translation>
    </message>
    <message>
        <source>Renumber by topology (leaf crossings %1 → %2)</source>
        <translation>按拓扑重排编号（跨叶交换机 %1 → %2 次）</translation>
    </message>
</context>
<context>
    <name>RankTableFile</name>
    <message>
        <source>No such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>Cannot read %1 before replacing it: %2</source>
        <translation>替换前无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1 已存在</translation>
    </message>
    <message>
        <source>%1 was changed by someone else since it was opened</source>
        <translation>%1 在打开后已被他人修改</translation>
    </message>
    <message>
        <source>Cannot write the backup %1 (%2 was left unchanged): %3</source>
        <translation>无法写入备份文件 %1（%2 未被修改）：%3</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>该文件%1</translation>
    </message>
</context>
<context>
    <name>RankTableValidator</name>
    <message>
        <source>the rank table</source>
        <translation>rank table</translation>
    </message>
    <message>
        <source> and %1 more ranges</source>
        <translation> 以及另外 %1 个区间</translation>
    </message>
    <message>
        <source>rank id %1 is missing: the %2 ranks must use every rank id from 0 to %3 exactly once.</source>
        <translation>缺少 rank ID %1：共 %2 个 rank，0 到 %3 的每个 rank ID 都必须使用且仅使用一次。</translation>
    </message>
    <message>
        <source>rank ids %1 are missing: the %2 ranks must use every rank id from 0 to %3 exactly once.</source>
        <translation>缺少 rank ID %1：共 %2 个 rank，0 到 %3 的每个 rank ID 都必须使用且仅使用一次。</translation>
    </message>
    <message>
        <source>a whole number written as a string, such as &quot;8&quot;</source>
        <translation>以字符串表示的整数（如 &quot;8&quot;）</translation>
    </message>
    <message>
        <source>a JSON integer, such as 8</source>
        <translation>JSON 整数（如 8）</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>the boolean %1</source>
        <translation>布尔值 %1</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>数字 %1</translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation>字符串 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>%1 must be %2; found %3.</source>
        <translation>%1 必须为%2，实际为%3。</translation>
    </message>
    <message>
        <source>%1 is %2, which is not a whole number; expected %3.</source>
        <translation>%1 为%2，不是整数；应为%3。</translation>
    </message>
    <message>
        <source>%1 is written as the number %2, but version 1.0 and 1.2 tables write numbers as strings: write &quot;%2&quot;.</source>
        <translation>%1 写成了数字 %2，但 1.0 和 1.2 版本的 rank table 用字符串表示数字：请写为 &quot;%2&quot;。</translation>
    </message>
    <message>
        <source>%1 is written as the string &quot;%2&quot;, but version 2.0 tables write numbers as JSON integers: write %2 without quotes.</source>
        <translation>%1 写成了字符串 &quot;%2&quot;，但 2.0 版本的 rank table 用 JSON 整数表示数字：请去掉引号，写为 %2。</translation>
    </message>
    <message>
        <source>%1 is %2; expected a whole number from %3 to %4.</source>
        <translation>%1 为 %2；应为 %3 到 %4 之间的整数。</translation>
    </message>
    <message>
        <source>super-pod %1 has no server_list; list its servers as [{&quot;server_id&quot;: ...}].</source>
        <translation>超节点 %1 缺少 server_list；请按 [{&quot;server_id&quot;: ...}] 格式列出其服务器。</translation>
    </message>
    <message>
        <source>super-pod %1 lists no servers.</source>
        <translation>超节点 %1 未列出任何服务器。</translation>
    </message>
    <message>
        <source>super-pod %1 has no super_pod_id; give each super-pod a unique id (the Super Pod ID from npu-smi info -t spod-info).</source>
        <translation>超节点 %1 缺少 super_pod_id；请为每个超节点指定唯一 ID（即 npu-smi info -t spod-info 显示的 Super Pod ID）。</translation>
    </message>
    <message>
        <source>super_pod_id &quot;%1&quot; is already used by /super_pod_list/%2; super-pod ids must be unique.</source>
        <translation>super_pod_id &quot;%1&quot; 已被 /super_pod_list/%2 使用；超节点 ID 必须唯一。</translation>
    </message>
    <message>
        <source>This super-pod entry has no server_id; name a server of server_list.</source>
        <translation>该超节点条目缺少 server_id；请填写 server_list 中的某个服务器。</translation>
    </message>
    <message>
        <source>server_id &quot;%1&quot; is not in server_list; a super-pod can only list servers of the table.</source>
        <translation>server_id &quot;%1&quot; 不在 server_list 中；超节点只能列出本 rank table 中的服务器。</translation>
    </message>
    <message>
        <source>server &quot;%1&quot; is already listed at /super_pod_list/%2/server_list/%3; a server belongs to exactly one super-pod and is listed once.</source>
        <translation>服务器 &quot;%1&quot; 已在 /super_pod_list/%2/server_list/%3 中列出；一个服务器只属于一个超节点，且只能列出一次。</translation>
    </message>
    <message>
        <source>server &quot;%1&quot; is not in any super-pod of super_pod_list; add it to the super-pod it is cabled into.</source>
        <translation>服务器 &quot;%1&quot; 不属于 super_pod_list 中的任何超节点；请将其加入其实际连线所属的超节点。</translation>
    </message>
    <message>
        <source>server &quot;%1&quot; of super-pod %2 is listed apart from the earlier servers of that super-pod; list the servers of one super-pod together in server_list.</source>
        <translation>超节点 %2 的服务器 &quot;%1&quot; 与该超节点前面的服务器没有配置在一起；请在 server_list 中将同一超节点内的服务器配置在一起。</translation>
    </message>
    <message>
        <source>version is missing; expected &quot;1.0&quot;, &quot;1.2&quot; (A3 super-pod) or &quot;2.0&quot; (Ascend 950).</source>
        <translation>缺少 version；应为 &quot;1.0&quot;、&quot;1.2&quot;（A3 超节点）或 &quot;2.0&quot;（Ascend 950）。</translation>
    </message>
    <message>
        <source>version must be a string, &quot;1.0&quot;, &quot;1.2&quot; or &quot;2.0&quot;; found %1.</source>
        <translation>version 必须为字符串 &quot;1.0&quot;、&quot;1.2&quot; 或 &quot;2.0&quot;；实际为%1。</translation>
    </message>
    <message>
        <source>version &quot;%1&quot; is unknown; expected &quot;1.0&quot;, &quot;1.2&quot; or &quot;2.0&quot;.</source>
        <translation>未知的 version &quot;%1&quot;；应为 &quot;1.0&quot;、&quot;1.2&quot; 或 &quot;2.0&quot;。</translation>
    </message>
    <message>
        <source>status is missing; HCCL uses a rank table only when its status is &quot;completed&quot;.</source>
        <translation>缺少 status；仅当 status 为 &quot;completed&quot; 时，HCCL 才会使用 rank table。</translation>
    </message>
    <message>
        <source>status is &quot;initializing&quot;: the table is not usable yet. The Ascend Operator writes this while some of the job&apos;s pods are missing and rewrites the table with &quot;completed&quot; once all are scheduled.</source>
        <translation>status 为 &quot;initializing&quot;：rank table 尚不可用。作业的部分 Pod 尚未就绪时，Ascend Operator 会写入该值，待所有 Pod 调度完成后再将 rank table 重写为 &quot;completed&quot;。</translation>
    </message>
    <message>
        <source>status is &quot;%1&quot;; expected &quot;completed&quot; (or &quot;initializing&quot; while the Ascend Operator is still building the table).</source>
        <translation>status 为 &quot;%1&quot;；应为 &quot;completed&quot;（Ascend Operator 仍在生成 rank table 时为 &quot;initializing&quot;）。</translation>
    </message>
    <message>
        <source>A rank table must be a JSON object with version, status and server_list (or rank_list); found %1.</source>
        <translation>Rank table 必须是包含 version、status 和 server_list（或 rank_list）的 JSON 对象；实际为%1。</translation>
    </message>
    <message>
        <source>server_list is missing; expected a non-empty array of servers, each with server_id and device.</source>
        <translation>缺少 server_list；应为非空的服务器数组，每个服务器包含 server_id 和 device。</translation>
    </message>
    <message>
        <source>server_list is empty; a rank table needs at least one server.</source>
        <translation>server_list 为空；rank table 至少需要一个服务器。</translation>
    </message>
    <message>
        <source>server_count is missing; version 1.0 requires it: the number of servers, as a string such as &quot;%1&quot;.</source>
        <translation>缺少 server_count；1.0 版本必须配置该字段：服务器数量，以字符串表示，例如 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>server_count is %1 but server_list has %2 servers; they must match.</source>
        <translation>server_count 为 %1，但 server_list 中有 %2 个服务器；二者必须一致。</translation>
    </message>
    <message>
        <source>server %1 has no device list; expected a non-empty &quot;device&quot; array.</source>
        <translation>服务器 %1 缺少设备列表；应为非空的 &quot;device&quot; 数组。</translation>
    </message>
    <message>
        <source>server %1 has an empty device list; list at least one device.</source>
        <translation>服务器 %1 的设备列表为空；请至少列出一个设备。</translation>
    </message>
    <message>
        <source>server %1 has no server_id; every server needs a unique server_id (for example &quot;node_%1&quot; or its host IP).</source>
        <translation>服务器 %1 缺少 server_id；每个服务器都需要唯一的 server_id（例如 &quot;node_%1&quot; 或其 Host IP）。</translation>
    </message>
    <message>
        <source>server_id is empty; every server needs a unique server_id.</source>
        <translation>server_id 为空；每个服务器都需要唯一的 server_id。</translation>
    </message>
    <message>
        <source>server_id is %1 bytes long; HCCL accepts at most %2.</source>
        <translation>server_id 长度为 %1 字节；HCCL 最多接受 %2 字节。</translation>
    </message>
    <message>
        <source>server_id &quot;%1&quot; is already used by /server_list/%2; server ids must be unique.</source>
        <translation>server_id &quot;%1&quot; 已被 /server_list/%2 使用；服务器 ID 必须唯一。</translation>
    </message>
    <message>
        <source>host_ip &quot;%1&quot; is not a valid IPv4 address; expected the server&apos;s host address, such as &quot;172.16.0.100&quot;.</source>
        <translation>host_ip &quot;%1&quot; 不是有效的 IPv4 地址；应为服务器的 Host IP 地址，例如 &quot;172.16.0.100&quot;。</translation>
    </message>
    <message>
        <source>device_id is missing; every device needs its physical id (N of /dev/davinciN), from 0 to %1.</source>
        <translation>缺少 device_id；每个设备都需要配置其物理 ID（即 /dev/davinciN 中的 N），取值为 0 到 %1。</translation>
    </message>
    <message>
        <source>device_id %1 appears twice in server %2 (first at device %3); each physical device is listed once per server.</source>
        <translation>device_id %1 在服务器 %2 中出现了两次（首次出现在设备 %3）；每个物理设备在一个服务器中只能列出一次。</translation>
    </message>
    <message>
        <source>super_device_id is missing; version 1.2 needs each device&apos;s id within its super-pod (SDID, from npu-smi info -t spod-info).</source>
        <translation>缺少 super_device_id；1.2 版本要求为每个设备配置其在超节点内的 ID（SDID，可通过 npu-smi info -t spod-info 查询）。</translation>
    </message>
    <message>
        <source>super_device_id is empty; HCCL rejects the table (&quot;super_device_id[] is invalid&quot;). Set the device&apos;s SDID from npu-smi info -t spod-info.</source>
        <translation>super_device_id 为空；HCCL 会拒绝该 rank table（&quot;super_device_id[] is invalid&quot;）。请填写通过 npu-smi info -t spod-info 查询到的设备 SDID。</translation>
    </message>
    <message>
        <source>device_ip is &quot;-1&quot;: the Ascend Device Plugin did not report this NPU&apos;s NIC IP. Check the NIC (hccn_tool -i &lt;device_id&gt; -ip -g) and let the Ascend Operator rewrite the table.</source>
        <translation>device_ip 为 &quot;-1&quot;：Ascend Device Plugin 未上报该 NPU 的网卡 IP。请检查网卡（hccn_tool -i &lt;device_id&gt; -ip -g），然后由 Ascend Operator 重新生成 rank table。</translation>
    </message>
    <message>
        <source>device_ip is empty; HCCL needs the NIC IP (hccn_tool -i &lt;device_id&gt; -ip -g) when the job spans servers over RoCE.</source>
        <translation>device_ip 为空；作业通过 RoCE 跨服务器通信时，HCCL 需要网卡 IP（hccn_tool -i &lt;device_id&gt; -ip -g）。</translation>
    </message>
    <message>
        <source>device_ip &quot;%1&quot; is already used by %2; every NIC IP must be unique in the table.</source>
        <translation>device_ip &quot;%1&quot; 已被 %2 使用；rank table 中的每个网卡 IP 都必须唯一。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a valid IPv4 or IPv6 address; expected the NIC address from /etc/hccn.conf, such as &quot;192.168.1.8&quot;.</source>
        <translation>%1 &quot;%2&quot; 不是有效的 IPv4 或 IPv6 地址；应为 /etc/hccn.conf 中的网卡 IP 地址，例如 &quot;192.168.1.8&quot;。</translation>
    </message>
    <message>
        <source>host_port %1 is already used by device %2 of this server; each device of a server needs its own host_port.</source>
        <translation>host_port %1 已被本服务器的设备 %2 使用；同一服务器中的每个设备都需要使用不同的 host_port。</translation>
    </message>
    <message>
        <source>rank_id is missing; every device needs a rank id, a string from &quot;0&quot; to &quot;%1&quot;.</source>
        <translation>缺少 rank_id；每个设备都需要一个 rank ID，取值为 &quot;0&quot; 到 &quot;%1&quot; 的字符串。</translation>
    </message>
    <message>
        <source>rank_id %1 is out of range: the table has %2 devices, so rank ids must be 0 to %3.</source>
        <translation>rank_id %1 超出范围：rank table 中共有 %2 个设备，因此 rank ID 必须在 0 到 %3 之间。</translation>
    </message>
    <message>
        <source>rank_id %1 is already used by %2; every rank id must be used exactly once.</source>
        <translation>rank_id %1 已被 %2 使用；每个 rank ID 都必须使用且仅使用一次。</translation>
    </message>
    <message>
        <source>rank_id %1 comes after rank_id %2 in this server&apos;s device list; list devices in ascending rank order (the order of the physical connections).</source>
        <translation>在本服务器的设备列表中，rank_id %1 排在 rank_id %2 之后；请按 rank ID 升序（即物理连接顺序）列出设备。</translation>
    </message>
    <message>
        <source>backup_device_ip is this device&apos;s own device_ip; it must be the NIC of the other die of the same NPU.</source>
        <translation>backup_device_ip 与本设备自身的 device_ip 相同；它必须是同一 NPU 上另一个 Die 的网卡 IP。</translation>
    </message>
    <message>
        <source>backup_device_ip is not the device_ip of any other device in this server; it should be the NIC of the other die of the same NPU.</source>
        <translation>backup_device_ip 不是本服务器中任何其他设备的 device_ip；它应为同一 NPU 上另一个 Die 的网卡 IP。</translation>
    </message>
    <message>
        <source>backup_device_port %1 equals the device_port of device %2, whose NIC this backup uses; a NIC needs different ports in its primary and backup roles.</source>
        <translation>backup_device_port %1 与设备 %2 的 device_port 相同，而该备用地址使用的正是设备 %2 的网卡；同一网卡作为主用和备用时必须使用不同的端口。</translation>
    </message>
    <message>
        <source>server %1 holds rank ids %2, which are not one contiguous block; each server needs its own block (such as 0-7 and 8-15) and blocks of different servers may not interleave.</source>
        <translation>服务器 %1 的 rank ID 为 %2，不是一个连续区间；每个服务器都需要一个独立的连续区间（例如 0-7 和 8-15），且不同服务器的区间不能交叉配置。</translation>
    </message>
    <message>
        <source>super_device_id %1 is already used by /server_list/%2/device/%3 in the same super-pod; each device needs its own id within a super-pod.</source>
        <translation>super_device_id %1 已被同一超节点中的 /server_list/%2/device/%3 使用；超节点内每个设备的 ID 都必须唯一。</translation>
    </message>
    <message>
        <source>rank_list is missing; expected a non-empty array of ranks, each with rank_id, local_id, device_id and level_list.</source>
        <translation>缺少 rank_list；应为非空的 rank 数组，每个 rank 包含 rank_id、local_id、device_id 和 level_list。</translation>
    </message>
    <message>
        <source>rank_list is empty; a rank table needs at least one rank.</source>
        <translation>rank_list 为空；rank table 至少需要一个 rank。</translation>
    </message>
    <message>
        <source>rank_count is missing; version 2.0 requires it: the number of ranks in rank_list, as a JSON integer.</source>
        <translation>缺少 rank_count；2.0 版本必须配置该字段：rank_list 中的 rank 数量，以 JSON 整数表示。</translation>
    </message>
    <message>
        <source>rank_count is %1 but rank_list has %2 ranks; they must match.</source>
        <translation>rank_count 为 %1，但 rank_list 中有 %2 个 rank；二者必须一致。</translation>
    </message>
    <message>
        <source>level_list is missing; every rank needs its network layers, starting with net_layer 0 (TOPO_FILE_DESC).</source>
        <translation>缺少 level_list；每个 rank 都需要配置其网络层级，从 net_layer 0（TOPO_FILE_DESC）开始。</translation>
    </message>
    <message>
        <source>%1 is missing; expected a JSON integer from %2 to %3.</source>
        <translation>缺少 %1；应为 %2 到 %3 之间的 JSON 整数。</translation>
    </message>
    <message>
        <source>rank_id is missing; every rank needs a rank id, a JSON integer from 0 to %1.</source>
        <translation>缺少 rank_id；每个 rank 都需要一个 rank ID，取值为 0 到 %1 的 JSON 整数。</translation>
    </message>
    <message>
        <source>rank_id %1 is out of range: the table has %2 ranks, so rank ids must be 0 to %3.</source>
        <translation>rank_id %1 超出范围：rank table 中共有 %2 个 rank，因此 rank ID 必须在 0 到 %3 之间。</translation>
    </message>
    <message>
        <source>rank_id %1 is already used by /rank_list/%2; every rank id must be used exactly once.</source>
        <translation>rank_id %1 已被 /rank_list/%2 使用；每个 rank ID 都必须使用且仅使用一次。</translation>
    </message>
    <message>
        <source>level_list has %1 entries; at most %2 network layers are allowed.</source>
        <translation>level_list 有 %1 个条目；最多允许 %2 个网络层级。</translation>
    </message>
    <message>
        <source>rank_addr_list is missing; list this rank&apos;s addresses in the layer (addr_type, addr, ports).</source>
        <translation>缺少 rank_addr_list；请列出该 rank 在此网络层级中的地址（addr_type、addr、ports）。</translation>
    </message>
    <message>
        <source>net_layer is missing; expected a JSON integer from 0 to %1.</source>
        <translation>缺少 net_layer；应为 0 到 %1 之间的 JSON 整数。</translation>
    </message>
    <message>
        <source>The first level has net_layer %1; level_list must start at net_layer 0 (the links inside the server).</source>
        <translation>第一个层级的 net_layer 为 %1；level_list 必须从 net_layer 0（服务器内连接）开始。</translation>
    </message>
    <message>
        <source>net_layer %1 follows net_layer %2; net layers must be strictly ascending.</source>
        <translation>net_layer %1 位于 net_layer %2 之后；网络层级必须严格递增。</translation>
    </message>
    <message>
        <source>net_type of net_layer 0 is &quot;%1&quot;; layer 0 must be &quot;TOPO_FILE_DESC&quot; (described by the topology file).</source>
        <translation>net_layer 0 的 net_type 为 &quot;%1&quot;；第 0 层必须为 &quot;TOPO_FILE_DESC&quot;（由拓扑文件描述）。</translation>
    </message>
    <message>
        <source>%1 is missing; expected a string.</source>
        <translation>缺少 %1；应为字符串。</translation>
    </message>
    <message>
        <source>rank_addr_list has %1 entries; at most %2 are allowed.</source>
        <translation>rank_addr_list 有 %1 个条目；最多允许 %2 个。</translation>
    </message>
    <message>
        <source>addr &quot;%1&quot; is not a valid %2 address.</source>
        <translation>addr &quot;%1&quot; 不是有效的 %2 地址。</translation>
    </message>
    <message>
        <source>addr_type &quot;%1&quot; is unknown; expected &quot;EID&quot;, &quot;IPV4&quot; or &quot;IPV6&quot;.</source>
        <translation>未知的 addr_type &quot;%1&quot;；应为 &quot;EID&quot;、&quot;IPV4&quot; 或 &quot;IPV6&quot;。</translation>
    </message>
    <message>
        <source>ports has %1 entries; at most %2 are allowed per address.</source>
        <translation>ports 有 %1 个条目；每个地址最多允许 %2 个。</translation>
    </message>
    <message>
        <source>this JSON document is not a rank table: it has none of version, status, server_list, rank_list or group_list (its keys: %1).</source>
        <translation>该 JSON 文档不是 rank table：其中没有 version、status、server_list、rank_list 或 group_list（其键为：%1）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>port &quot;%1&quot; is not of the form &quot;Die/Port&quot;, such as &quot;0/4&quot; (port 4 of die 0), nor &quot;d2h&quot; (the host NIC).</source>
        <translation>端口 &quot;%1&quot; 既不是 &quot;Die/Port&quot; 形式（如 &quot;0/4&quot;，即 Die 0 的端口 4），也不是 &quot;d2h&quot;（Host 网卡）。</translation>
    </message>
</context>
<context>
    <name>RetryParams</name>
    <message>
        <source>HCCL_OP_RETRY_PARAMS has no effect: HCCL_OP_RETRY_ENABLE enables no level</source>
        <translation>HCCL_OP_RETRY_PARAMS 不生效：HCCL_OP_RETRY_ENABLE 未开启任何层级</translation>
    </message>
    <message>
        <source>server %1 has no host_ip: operator retry needs host_ip in the rank table, otherwise HCCL silently disables it</source>
        <translation>服务器 %1 未配置 host_ip：算子重执行要求在 rank table 中配置 host_ip，否则 HCCL 会静默关闭算子重执行</translation>
    </message>
    <message>
        <source>backup_device_ip takes effect only with L2:1 in HCCL_OP_RETRY_ENABLE (and HCCL_OP_EXPANSION_MODE=&quot;AI_CPU&quot;); until then a failed NIC cannot borrow the other die&apos;s NIC</source>
        <translation>backup_device_ip 仅在 HCCL_OP_RETRY_ENABLE 中 L2:1（且 HCCL_OP_EXPANSION_MODE=&quot;AI_CPU&quot;）时生效；否则故障网卡无法借轨使用另一个 Die 的网卡</translation>
    </message>
    <message>
        <source>L2 retry can borrow the other die&apos;s NIC between super-pods only when the rank table gives backup_device_ip; this table has none</source>
        <translation>仅当 rank table 配置了 backup_device_ip 时，L2 重执行才能在超节点间借轨使用另一个 Die 的网卡；当前 rank table 未配置该字段</translation>
    </message>
    <message>
        <source>item %1 is empty (two commas in a row, or a comma at either end)</source>
        <translation>第 %1 项为空（出现连续两个逗号，或开头/结尾有逗号）</translation>
    </message>
    <message>
        <source>item %1 %2: expected NAME:VALUE such as %3</source>
        <translation>第 %1 项 %2：应为 NAME:VALUE 格式，例如 %3</translation>
    </message>
    <message>
        <source> (names are case-sensitive: did you mean %1?)</source>
        <translation> （名称区分大小写：是否应为 %1？）</translation>
    </message>
    <message>
        <source>item %1: %2 is given twice (first in item %3)</source>
        <translation>第 %1 项：%2 重复配置（首次出现在第 %3 项）</translation>
    </message>
    <message>
        <source>%1: no value; expected 0 (off) or 1 (on)</source>
        <translation>%1：缺少取值；应为 0（关闭）或 1（开启）</translation>
    </message>
    <message>
        <source>%1: value %2 must be 0 (off) or 1 (on)</source>
        <translation>%1：取值 %2 无效，必须为 0（关闭）或 1（开启）</translation>
    </message>
    <message>
        <source>L0 (retry inside a server) exists only in older CANN releases (8.1 to 8.3); newer releases know only L1 and L2</source>
        <translation>L0（服务器内重执行）仅存在于较早的 CANN 版本（8.1 至 8.3）中；较新版本仅支持 L1 和 L2</translation>
    </message>
    <message>
        <source>item %1 %2: unknown level %3; expected L0, L1 or L2</source>
        <translation>第 %1 项 %2：未知层级 %3；应为 L0、L1 或 L2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1: no value; allowed range %2</source>
        <translation>%1：缺少取值；取值范围为 %2</translation>
    </message>
    <message>
        <source>%1: %2 is not an unsigned integer (no sign, no unit); allowed range %3</source>
        <translation>%1：%2 不是无符号整数（不能带正负号或单位）；取值范围为 %3</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; allowed range %3</source>
        <translation>%1：%2 超出范围；取值范围为 %3</translation>
    </message>
    <message>
        <source>item %1 %2: unknown key %3; expected MaxCnt, HoldTime or IntervalTime</source>
        <translation>第 %1 项 %2：未知参数 %3；应为 MaxCnt、HoldTime 或 IntervalTime</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>cannot write the screenshot %1: %2</source>
        <translation>无法写入截图 %1：%2</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>UnattendedPrompter</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ascendops</name>
    <message>
        <source>%1 is missing from %2.</source>
        <translation>%2 中缺少 %1。</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 为空。</translation>
    </message>
    <message>
        <source>%1 is missing; it is the number of %2, as a string such as &quot;%3&quot;.</source>
        <translation>缺少 %1；它是%2的数量，以字符串表示，如 &quot;%3&quot;。</translation>
    </message>
    <message>
        <source>%1 is %2 but there are %3 %4; they must match.</source>
        <translation>%1 为 %2，但%4共有 %3 个；两者必须一致。</translation>
    </message>
    <message>
        <source>groups in group_list</source>
        <translation>group_list 中的组</translation>
    </message>
    <message>
        <source>group_list is empty; a rank table needs at least one group.</source>
        <translation>group_list 为空；rank table 至少需要一个组。</translation>
    </message>
    <message>
        <source>this is not a template-2 rank table (group_list without version).</source>
        <translation>这不是模板二 rank table（有 group_list 而无 version）。</translation>
    </message>
    <message>
        <source>the table holds %1 groups; version 1.0 describes one, so convert a table of one group.</source>
        <translation>该 rank table 包含 %1 个组；1.0 版本只描述一个组，请转换只含一个组的 rank table。</translation>
    </message>
    <message>
        <source>operator retry needs Snt9B23 (Atlas A3) super-nodes; this is Atlas A2 hardware%1, where HCCL does not retry</source>
        <translation>算子重执行需要 Snt9B23（Atlas A3）超节点；这是 Atlas A2 硬件%1，HCCL 在其上不会重执行</translation>
    </message>
    <message>
        <source>hardware not known (give --hardware, a 1.2 rank table or the nodes): operator retry needs Snt9B23 (Atlas A3) super-nodes</source>
        <translation>硬件未知（请指定 --hardware、1.2 版本的 rank table 或节点）：算子重执行需要 Snt9B23（Atlas A3）超节点</translation>
    </message>
    <message>
        <source>%1 version not known%3: operator retry needs %1 %2 or later</source>
        <translation>%1 版本未知%3：算子重执行需要 %1 %2 或更高版本</translation>
    </message>
    <message>
        <source>%1 %2%3 is older than %4, the first that supports operator retry</source>
        <translation>%1 %2%3 早于 %4（首个支持算子重执行的版本）</translation>
    </message>
    <message>
        <source>framework not known: operator retry supports PyTorch only</source>
        <translation>框架未知：算子重执行仅支持 PyTorch</translation>
    </message>
    <message>
        <source>MindSpore does not support operator retry%1: PyTorch only</source>
        <translation>MindSpore 不支持算子重执行%1：仅支持 PyTorch</translation>
    </message>
    <message>
        <source>operator retry supports PyTorch only; the job runs %1%2</source>
        <translation>算子重执行仅支持 PyTorch；该作业使用 %1%2</translation>
    </message>
    <message>
        <source>whether the job uses whole cards is not known: operator retry needs every card of its servers</source>
        <translation>未知作业是否使用满卡：算子重执行需要使用服务器上的所有卡</translation>
    </message>
    <message>
        <source>each pod requests %1 of a server&apos;s %2 cards%3: operator retry needs jobs that use whole cards</source>
        <translation>每个 Pod 申请服务器 %2 张卡中的 %1 张%3：算子重执行仅支持满卡作业</translation>
    </message>
    <message>
        <source>not checked: retry negotiates over the VPC plane, which must reach every host of the communication domain (give a rank table to compare its host IPs)</source>
        <translation>未检查：重执行通过 VPC 平面协商，该平面须能连通通信域内的所有主机（提供 rank table 以比较其 host IP）</translation>
    </message>
    <message>
        <source>host IPs of one communication domain are in %1 address blocks (%2): retry negotiates over the VPC plane and cannot across different VPCs; check that every host is in one</source>
        <translation>同一通信域的 host IP 分布在 %1 个地址段中（%2）：重执行通过 VPC 平面协商，跨不同 VPC 无法进行；请确认所有主机位于同一 VPC</translation>
    </message>
    <message>
        <source>on ModelArts, operator retry cannot be switched off again once a job has it, and it costs throughput: %1</source>
        <translation>在 ModelArts 上，作业一旦开启算子重执行便无法关闭，且会影响吞吐量：%1</translation>
    </message>
    <message>
        <source>on ModelArts one annotation switches retry on between servers and between super-nodes alike (L1 and L2): one level alone cannot be chosen there</source>
        <translation>在 ModelArts 上，一个注解同时开启服务器间和超节点间（L1 和 L2）的重执行：无法只选择其中一层</translation>
    </message>
    <message>
        <source>not checked: in-place communication operators can pollute their input and defeat retry (Torch all_reduce, all_gather, reduce_scatter among them)</source>
        <translation>未检查：inplace 方式的通信算子可能污染输入数据，导致重执行失败（包括 Torch 的 all_reduce、all_gather、reduce_scatter）</translation>
    </message>
    <message>
        <source>retry needs every card of the communication domain stopped at the same operator: it succeeds about 95% of the time (seed 003)</source>
        <translation>重执行要求通信域内所有卡停在同一个通信算子上：成功率约为 95%（seed 003）</translation>
    </message>
    <message>
        <source>on ModelArts, HCCL_OP_RETRY_ENABLE in the environment does not switch operator retry on (the platform&apos;s components cannot see it): remove it and set the job annotation %1: &quot;true&quot;</source>
        <translation>在 ModelArts 上，环境变量 HCCL_OP_RETRY_ENABLE 无法开启算子重执行（平台组件无法感知）：请删除该变量，并设置作业注解 %1: &quot;true&quot;</translation>
    </message>
    <message>
        <source>%1% to %2% throughput over %3 measured cases (seed 004)</source>
        <translation>吞吐量变化 %1% 至 %2%（%3 个实测用例，seed 004）</translation>
    </message>
    <message>
        <source># and the retry window, in the job&apos;s environment (HCCL reads it there):</source>
        <translation># 以及重执行窗口，写入作业的环境变量（HCCL 从中读取）：</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>the job fuses matmul and collectives (mc2, --use-ascend-mc2%1): seed 003 does not retry mc2</source>
        <translation>该作业融合了矩阵乘与集合通信（mc2，--use-ascend-mc2%1）：seed 003 的重执行不覆盖 mc2</translation>
    </message>
    <message>
        <source>graph mode (torchair%1): retried only where communication operators unfold on AI CPU (HCCL_OP_EXPANSION_MODE=AI_CPU); full-pod execution is not (seed 003)</source>
        <translation>图模式（torchair%1）：仅当通信算子在 AI CPU 上展开（HCCL_OP_EXPANSION_MODE=AI_CPU）时才会重执行；整图下沉执行不会重执行（seed 003）</translation>
    </message>
    <message>
        <source>not checked: retry covers single-operator mode (Stars, Ffts+, AI CPU unfolding) and graph mode unfolded on AI CPU, not mc2 or graph mode&apos;s full-pod execution</source>
        <translation>未检查：重执行覆盖单算子模式（Stars、Ffts+、AI CPU 展开）和在 AI CPU 上展开的图模式，不覆盖 mc2 或图模式的整图下沉执行</translation>
    </message>
    <message>
        <source>HCCL_OP_EXPANSION_MODE=HOST%1: single-operator mode retries (seed 003), but a borrowed lane needs AI_CPU unfolding</source>
        <translation>HCCL_OP_EXPANSION_MODE=HOST%1：单算子模式可以重执行（seed 003），但借轨需要 AI_CPU 展开</translation>
    </message>
    <message>
        <source>HCCL_OP_EXPANSION_MODE=%1%2 is not in seed 003&apos;s scope table (Stars, Ffts+, AI CPU unfolding)</source>
        <translation>HCCL_OP_EXPANSION_MODE=%1%2 不在 seed 003 的适用范围表中（Stars、Ffts+、AI CPU 展开）</translation>
    </message>
    <message>
        <source>the console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>ModelArts restarts the job itself (its fault-tolerance annotations)</source>
        <translation>ModelArts 自行重启作业（依据其 fault-tolerance 注解）</translation>
    </message>
    <message>
        <source>fault-scheduling: %1: MindCluster&apos;s Volcano plugin deletes the faulty pods and the job&apos;s controller recreates them</source>
        <translation>fault-scheduling: %1：MindCluster 的 Volcano 插件删除故障 Pod，再由作业的控制器重建</translation>
    </message>
    <message>
        <source>recover-strategy %1 without fault-scheduling grace: ClusterD does not recover the job</source>
        <translation>recover-strategy 为 %1，但 fault-scheduling 不是 grace：ClusterD 不会恢复该作业</translation>
    </message>
    <message>
        <source>fault-scheduling: %1: Volcano marks the faulty pods and leaves deleting them to another component</source>
        <translation>fault-scheduling: %1：Volcano 标记故障 Pod，删除操作留给其他组件执行</translation>
    </message>
    <message>
        <source>no fault-scheduling label: nothing in the cluster recovers the job</source>
        <translation>没有 fault-scheduling 标签：集群中没有任何组件会恢复该作业</translation>
    </message>
    <message>
        <source>fault-scheduling: %1 is not a mode MindCluster acts on</source>
        <translation>fault-scheduling: %1 不是 MindCluster 会处理的模式</translation>
    </message>
    <message>
        <source>the fault is on the rank-0 pod</source>
        <translation>故障位于 rank 0 所在的 Pod</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> 位于 %1</translation>
    </message>
    <message>
        <source>, rank %1</source>
        <translation>，rank %1</translation>
    </message>
    <message>
        <source>%1%2 (pod %3%4)</source>
        <translation>%1%2（Pod %3%4）</translation>
    </message>
    <message>
        <source>initializing (no fault written)</source>
        <translation>初始化中（尚未写入故障）</translation>
    </message>
    <message>
        <source>rank %1 %2</source>
        <translation>rank %1 %2</translation>
    </message>
    <message>
        <source>every training process told to exit (GracefulExit)</source>
        <translation>已通知所有训练进程退出（GracefulExit）</translation>
    </message>
    <message>
        <source>faults still flushing</source>
        <translation>故障仍在刷新</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>重试 %1 次</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未说明原因</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>，操作人 %1</translation>
    </message>
    <message>
        <source> since %1</source>
        <translation>，自 %1 起</translation>
    </message>
    <message>
        <source>paused%1: %2</source>
        <translation>已暂停%1：%2</translation>
    </message>
    <message>
        <source>only the faulty processes restart (RestartFaultProcess)</source>
        <translation>只重启故障进程（RestartFaultProcess）</translation>
    </message>
    <message>
        <source>pod %1, its backup not created yet</source>
        <translation>Pod %1，其备份 Pod 尚未创建</translation>
    </message>
    <message>
        <source>pod %1 to backup pod %2</source>
        <translation>Pod %1 切换到备份 Pod %2</translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterPipelineAnswers</name>
    <message>
        <source>Approve %1 of the cluster&apos;s pipeline %2 on %3 (context %4)?

That pipeline then acts as it decided: %5

Your answer is sent to it as a request in namespace %6, signed with your name; this console writes nothing else.</source>
        <translation>批准集群流水线 %2 在 %3（上下文 %4）上的 %1？

该流水线随后按其决策执行：%5

您的答复将作为请求发送到命名空间 %6 中，并署上您的名字；本控制台不写入任何其他内容。</translation>
    </message>
    <message>
        <source>Decline %1 of the cluster&apos;s pipeline %2 on %3 (context %4)?

Nothing is written for it; the incident stays open for a person.</source>
        <translation>拒绝集群流水线 %2 在 %3（上下文 %4）上的 %1？

不会为它写入任何内容；该故障事件保持打开，等待人工处理。</translation>
    </message>
    <message>
        <source>Approve through the cluster&apos;s pipeline</source>
        <translation>通过集群流水线批准</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: not sent: the cluster&apos;s pipeline is no longer seen, or another answer is on its way</source>
        <translation>%1：未发送：已看不到集群流水线，或另一个答复正在发送中</translation>
    </message>
    <message>
        <source>%1 (the cluster&apos;s pipeline answered)</source>
        <translation>%1（集群流水线的答复）</translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline did not answer within %1 s; the request was withdrawn</source>
        <translation>集群流水线在 %1 秒内未答复；请求已撤回</translation>
    </message>
    <message>
        <source>on its way to the cluster&apos;s pipeline %1…</source>
        <translation>正在发送给集群流水线 %1…</translation>
    </message>
    <message>
        <source>the connection closed before the cluster&apos;s pipeline answered: the request may still be taken within %1 min of its sending</source>
        <translation>集群流水线答复之前连接已关闭：在发送后 %1 分钟内该请求仍可能被受理</translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterPipelinePanel</name>
    <message>
        <source>Approve…</source>
        <translation>批准…</translation>
    </message>
    <message>
        <source>Decline…</source>
        <translation>拒绝…</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>故障事件</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Send your approval to the cluster&apos;s pipeline, which then acts; this console writes nothing itself</source>
        <translation>把您的批准发送给集群流水线，由它执行；本控制台自己不写入任何内容</translation>
    </message>
    <message>
        <source>Tell the cluster&apos;s pipeline not to act; the incident stays open for a person</source>
        <translation>告知集群流水线不要执行；该故障事件保持打开，等待人工处理</translation>
    </message>
    <message>
        <source>Its selected incident:</source>
        <translation>它的选中故障事件：</translation>
    </message>
    <message>
        <source>&lt;b&gt;The cluster&apos;s pipeline %1&lt;/b&gt; (Lease %2) recovers this cluster%3 (read %4). This console observes beside it and sends your answers to it.</source>
        <translation>&lt;b&gt;集群流水线 %1&lt;/b&gt;（Lease %2）负责恢复此集群%3（读取于 %4）。本控制台在其旁观察，并把您的答复发送给它。</translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterPipelineWatch</name>
    <message>
        <source>whether another pipeline recovers this cluster is not known: the Lease %1/%2 cannot be read (%3); this console may act once it can (get on leases in %1)</source>
        <translation>是否有另一条流水线在恢复该集群未知：无法读取 Lease %1/%2（%3）；能读取之后本控制台才可执行操作（需要 %1 中 leases 的 get 权限）</translation>
    </message>
    <message>
        <source>%1. This console does not decide beside it: its incidents and answers are under &quot;The cluster&apos;s pipeline&quot;.</source>
        <translation>%1。本控制台不在它之外另行决策：它的故障事件和答复见“集群流水线”。</translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterSession</name>
    <message>
        <source>demo cluster (%1)</source>
        <translation>演示集群（%1）</translation>
    </message>
    <message>
        <source>embedded demo cluster</source>
        <translation>内置演示集群</translation>
    </message>
    <message>
        <source>The demo cluster&apos;s kubeconfig could not be read.</source>
        <translation>无法读取演示集群的 kubeconfig。</translation>
    </message>
    <message>
        <source>The demo cluster did not start: %1</source>
        <translation>演示集群未能启动：%1</translation>
    </message>
    <message>
        <source>Node telemetry over SSH is off: %1</source>
        <translation>通过 SSH 采集节点遥测数据的功能未启用：%1</translation>
    </message>
    <message>
        <source> · API %1 ms</source>
        <translation> · API 时延 %1 ms</translation>
    </message>
    <message>
        <source>Not connected to a cluster</source>
        <translation>未连接到集群</translation>
    </message>
    <message>
        <source>Starting the %1…</source>
        <translation>正在启动%1…</translation>
    </message>
    <message>
        <source>Connecting to %1: reading nodes, pods and device info…</source>
        <translation>正在连接到 %1：正在读取节点、Pod 和设备信息…</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>the demo cluster&apos;s ssh_config</source>
        <translation>演示集群的 ssh_config</translation>
    </message>
    <message>
        <source>No node is selected for probing in the node SSH settings.</source>
        <translation>节点 SSH 设置中未选择要探测的节点。</translation>
    </message>
    <message>
        <source>%1 nodes and no node SSH settings for this context yet: none is probed until you choose (Cluster &gt; Node SSH Settings).</source>
        <translation>%1 个节点，且此上下文尚无节点 SSH 设置：在您选择之前不探测任何节点（集群 &gt; 节点 SSH 设置）。</translation>
    </message>
    <message>
        <source>The demo cluster&apos;s kubeconfig was not written: %1</source>
        <translation>未写入演示集群的 kubeconfig：%1</translation>
    </message>
</context>
<context>
    <name>ascendops::ClusterViews</name>
    <message>
        <source>Node telemetry comes over SSH; connect to the demo cluster to see it.</source>
        <translation>节点遥测数据通过 SSH 采集；请连接到演示集群查看。</translation>
    </message>
    <message>
        <source>%1 · device %2 · RoCE port</source>
        <translation>%1 · 设备 %2 · RoCE 端口</translation>
    </message>
    <message>
        <source>Export plots as PNG</source>
        <translation>将图表导出为 PNG</translation>
    </message>
    <message>
        <source>Export samples as CSV</source>
        <translation>将采样数据导出为 CSV</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Probing %n node(s) over SSH every %1 s with npu-smi and hccn_tool.</source>
        <translation>
            <numerusform>每 %1 s 通过 SSH 使用 npu-smi 和 hccn_tool 探测 %n 个节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exists and is no fabric topology (%2); it is left as it is</source>
        <translation>%1 已存在且不是网络拓扑文件（%2）；保持原样</translation>
    </message>
    <message>
        <source>Fabric written to %1: %2 links to %3 switches</source>
        <translation>网络拓扑已写入 %1：%2 条链路，连接 %3 台交换机</translation>
    </message>
</context>
<context>
    <name>ascendops::CommandPalette</name>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>incident</source>
        <translation>故障事件</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>view</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Go To</source>
        <translation>转到</translation>
    </message>
    <message>
        <source>Name of a node, pod, job, incident, context or view; &quot;ctx&quot;, &quot;node&quot;... to narrow</source>
        <translation>节点、Pod、作业、故障事件、上下文或视图的名称；用 &quot;ctx&quot;、&quot;node&quot;… 缩小范围</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  （%2）</translation>
    </message>
    <message>
        <source>%1  (%2: %3)</source>
        <translation>%1  （%2：%3）</translation>
    </message>
    <message>
        <source>… and %1 more: type more of the name</source>
        <translation>… 还有 %1 项：请输入更多名称</translation>
    </message>
</context>
<context>
    <name>ascendops::ConnectDialog</name>
    <message>
        <source>embedded, on this computer</source>
        <translation>内置，运行在本机</translation>
    </message>
    <message>
        <source>Connect to a cluster</source>
        <translation>连接到集群</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>API 服务器</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Demo cluster (simulated A3 super-pods)</source>
        <translation>演示集群（模拟 A3 超节点）</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1（当前）</translation>
    </message>
</context>
<context>
    <name>ascendops::FaultInjection</name>
    <message>
        <source>&amp;Inject Fault…</source>
        <translation>注入故障(&amp;I)…</translation>
    </message>
    <message>
        <source>Create a fault in the demo cluster, as sim inject does</source>
        <translation>在演示集群中创建故障，与 sim inject 相同</translation>
    </message>
    <message>
        <source>The fault was not created: %1</source>
        <translation>未创建故障：%1</translation>
    </message>
    <message>
        <source>Fault %1 created in the demo cluster; the Incidents tab follows it.</source>
        <translation>已在演示集群中创建故障 %1；可在“故障事件”标签页中跟踪。</translation>
    </message>
    <message>
        <source>Only on the demo cluster (ascend-ops --demo)</source>
        <translation>仅适用于演示集群（ascend-ops --demo）</translation>
    </message>
</context>
<context>
    <name>ascendops::FaultList</name>
    <message>
        <source>NodeD: %1</source>
        <translation>NodeD 状态：%1</translation>
    </message>
    <message>
        <source>NotReady</source>
        <translation>NotReady（未就绪）</translation>
    </message>
    <message>
        <source>cordoned</source>
        <translation>已封锁（cordoned）</translation>
    </message>
    <message>
        <source>isolated</source>
        <translation>已隔离</translation>
    </message>
    <message>
        <source>device unhealthy</source>
        <translation>设备不健康</translation>
    </message>
    <message>
        <source>RoCE link in fault</source>
        <translation>RoCE 链路故障</translation>
    </message>
    <message>
        <source>HCCS link in fault</source>
        <translation>HCCS 链路故障</translation>
    </message>
    <message>
        <source>%1 device %2</source>
        <translation>%1 设备 %2</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>recovery %1</source>
        <translation>恢复%1</translation>
    </message>
    <message>
        <source>isolated by the device plugin</source>
        <translation>由 Device Plugin 隔离</translation>
    </message>
    <message>
        <source>isolated by ClusterD</source>
        <translation>由 ClusterD 隔离</translation>
    </message>
</context>
<context>
    <name>ascendops::FieldsPanel</name>
    <message>
        <source>Table</source>
        <translation>整表</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>Device %1 (rank %2)</source>
        <translation>设备 %1（rank %2）</translation>
    </message>
    <message>
        <source>Super-pod %1</source>
        <translation>超节点 %1</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>Network layer %1</source>
        <translation>网络层 %1</translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation>地址 %1</translation>
    </message>
    <message>
        <source>Show the members of the table itself: status, version, counts</source>
        <translation>显示整表自身的成员：status、version、计数</translation>
    </message>
    <message>
        <source>Add field…</source>
        <translation>添加字段…</translation>
    </message>
    <message>
        <source>Remove field</source>
        <translation>删除字段</translation>
    </message>
    <message>
        <source>Add field</source>
        <translation>添加字段</translation>
    </message>
    <message>
        <source>Name of the new field:</source>
        <translation>新字段的名称：</translation>
    </message>
    <message>
        <source>%1 already has a field &quot;%2&quot;.</source>
        <translation>%1 已有字段“%2”。</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>未选择任何内容</translation>
    </message>
</context>
<context>
    <name>ascendops::GoToPalette</name>
    <message>
        <source>the embedded demo cluster</source>
        <translation>内置演示集群</translation>
    </message>
    <message>
        <source>job %1, node %2, rank %3</source>
        <translation>作业 %1，节点 %2，rank %3</translation>
    </message>
</context>
<context>
    <name>ascendops::GroupChecker</name>
    <message>
        <source>instance_list is missing; expected the group&apos;s pods, each with pod_name, server_id and devices.</source>
        <translation>缺少 instance_list；应为该组的 Pod 列表，每个 Pod 包含 pod_name、server_id 和 devices。</translation>
    </message>
    <message>
        <source>instance_list is empty; a group needs at least one pod.</source>
        <translation>instance_list 为空；一个组至少需要一个 Pod。</translation>
    </message>
    <message>
        <source>pods in instance_list</source>
        <translation>instance_list 中的 Pod</translation>
    </message>
    <message>
        <source>devices in the group&apos;s pods</source>
        <translation>该组 Pod 中的设备</translation>
    </message>
    <message>
        <source>pod_name &quot;%1&quot; appears twice in the group; each pod is listed once.</source>
        <translation>pod_name &quot;%1&quot; 在该组中出现了两次；每个 Pod 只能列出一次。</translation>
    </message>
    <message>
        <source>devices is missing; expected the pod&apos;s devices, each with device_id and device_ip.</source>
        <translation>缺少 devices；应为该 Pod 的设备列表，每个设备包含 device_id 和 device_ip。</translation>
    </message>
    <message>
        <source>devices is empty; a pod in the rank table holds at least one device.</source>
        <translation>devices 为空；rank table 中的 Pod 至少包含一个设备。</translation>
    </message>
    <message>
        <source>the pods of server &quot;%1&quot; are not listed together; ranks follow the list, and a server&apos;s ranks must be one block.</source>
        <translation>服务器 &quot;%1&quot; 的 Pod 没有连续列出；rank 按列表顺序编号，而一个服务器的 rank 必须连成一段。</translation>
    </message>
    <message>
        <source>device_id is missing; it is the device&apos;s physical id, /dev/davinciN.</source>
        <translation>缺少 device_id；它是设备的物理 ID，即 /dev/davinciN 中的 N。</translation>
    </message>
    <message>
        <source>device_id %1 is listed twice on server &quot;%2&quot;.</source>
        <translation>device_id %1 在服务器 &quot;%2&quot; 上列出了两次。</translation>
    </message>
    <message>
        <source>device_ip &quot;%1&quot; is not an IPv4 or IPv6 address.</source>
        <translation>device_ip &quot;%1&quot; 不是 IPv4 或 IPv6 地址。</translation>
    </message>
    <message>
        <source>device_ip &quot;%1&quot; is used by another device of the group; each device has its own NIC address.</source>
        <translation>device_ip &quot;%1&quot; 已被该组的另一个设备使用；每个设备都有自己的网卡地址。</translation>
    </message>
</context>
<context>
    <name>ascendops::HostKeyDialog</name>
    <message>
        <source>&lt;p&gt;The host key of &lt;b&gt;%1&lt;/b&gt; is not known yet (probing node %2).&lt;/p&gt;&lt;p&gt;Key type: &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;Fingerprint: &lt;tt&gt;%4&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;Compare the fingerprint with the one the node&apos;s administrator gives you (&lt;tt&gt;ssh-keygen -lf /etc/ssh/ssh_host_%5_key.pub&lt;/tt&gt; on the node) before you accept it. Remembered keys go to %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; 的主机密钥尚未记录（探测节点 %2 时）。&lt;/p&gt;&lt;p&gt;密钥类型：&lt;b&gt;%3&lt;/b&gt;&lt;br&gt;指纹：&lt;tt&gt;%4&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;接受之前，请将该指纹与节点管理员提供的指纹（在节点上运行 &lt;tt&gt;ssh-keygen -lf /etc/ssh/ssh_host_%5_key.pub&lt;/tt&gt; 获得）进行比对。记住的密钥将保存到 %6。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>a global known_hosts file</source>
        <translation>全局 known_hosts 文件</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The host key of %1 has CHANGED&lt;/b&gt; (probing node %2). The connection was refused and will be refused until the old key is removed: someone may be intercepting it, or the node was reinstalled.&lt;/p&gt;&lt;p&gt;Known: &lt;b&gt;%3&lt;/b&gt; &lt;tt&gt;%4&lt;/tt&gt; (%5)&lt;br&gt;Offered: &lt;b&gt;%6&lt;/b&gt; &lt;tt&gt;%7&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;If the node was reinstalled, remove the old key with &lt;tt&gt;ssh-keygen -R &quot;%8&quot; -f %9&lt;/tt&gt; and probe again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 的主机密钥已发生变化&lt;/b&gt;（探测节点 %2 时）。连接已被拒绝，在删除旧密钥之前将一直被拒绝：可能有人正在拦截该连接，也可能该节点已重装系统。&lt;/p&gt;&lt;p&gt;已记录：&lt;b&gt;%3&lt;/b&gt; &lt;tt&gt;%4&lt;/tt&gt;（%5）&lt;br&gt;当前提供：&lt;b&gt;%6&lt;/b&gt; &lt;tt&gt;%7&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;如果该节点已重装系统，请使用 &lt;tt&gt;ssh-keygen -R &quot;%8&quot; -f %9&lt;/tt&gt; 删除旧密钥，然后重新探测。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Host key changed: %1</source>
        <translation>主机密钥已变化：%1</translation>
    </message>
    <message>
        <source>Unknown host key: %1</source>
        <translation>未知的主机密钥：%1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Accept Once</source>
        <translation>仅本次接受</translation>
    </message>
    <message>
        <source>Accept and Remember</source>
        <translation>接受并记住</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>拒绝</translation>
    </message>
</context>
<context>
    <name>ascendops::HostKeyPrompter</name>
    <message>
        <source>Host key not recorded</source>
        <translation>主机密钥未记录</translation>
    </message>
    <message>
        <source>%1
The key is accepted for this session only.</source>
        <translation>%1
该密钥仅在本次会话中被接受。</translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentDetails</name>
    <message>
        <source>Not classified yet: signals that arrive together are still joining.</source>
        <translation>尚未分类：同时到达的故障信号仍在合并中。</translation>
    </message>
    <message>
        <source>Raised by a rule: %1</source>
        <translation>由规则升级：%1</translation>
    </message>
    <message>
        <source>May pass by itself within the HCCL operator-retry window.</source>
        <translation>可能在 HCCL 算子重执行窗口内自行恢复。</translation>
    </message>
    <message>
        <source> die %1</source>
        <translation> Die %1</translation>
    </message>
    <message>
        <source> pod %1</source>
        <translation> Pod %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>暂无。</translation>
    </message>
    <message>
        <source>training was at step %1</source>
        <translation>故障发生时训练处于第 %1 步</translation>
    </message>
    <message>
        <source>last checkpoint at step %1</source>
        <translation>最近一次检查点位于第 %1 步</translation>
    </message>
    <message>
        <source>steps lost: %1</source>
        <translation>损失步数：%1</translation>
    </message>
    <message>
        <source>No step counter for this job.</source>
        <translation>该作业没有训练步数计数。</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>分类</translation>
    </message>
    <message>
        <source>Signals</source>
        <translation>故障信号</translation>
    </message>
    <message>
        <source>Decisions, oldest first</source>
        <translation>决策（按时间先后）</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>训练步数</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>最新进展</translation>
    </message>
    <message>
        <source>from the journal, read-only</source>
        <translation>来自恢复日志，只读</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>日志记录</translation>
    </message>
    <message>
        <source>The journal has no timeline for this incident: it was not resolved.</source>
        <translation>恢复日志中没有该故障事件的时间线：该故障事件未解决。</translation>
    </message>
    <message>
        <source>Select an incident to see its details.</source>
        <translation>选择故障事件以查看其详细信息。</translation>
    </message>
    <message>
        <source>Select an incident to see its recovery timeline.</source>
        <translation>选择故障事件以查看其恢复时间线。</translation>
    </message>
    <message>
        <source>Shares a recovery</source>
        <translation>共用一次恢复</translation>
    </message>
    <message>
        <source>Covered by %1: its recovery recreates this incident&apos;s pods.</source>
        <translation>由 %1 覆盖：其恢复操作会重建本故障事件涉及的 Pod。</translation>
    </message>
    <message>
        <source>Covers %1.</source>
        <translation>覆盖 %1。</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>Picked up from the journal when the pipeline started again.</source>
        <translation>流水线重新启动时从恢复日志中接续处理。</translation>
    </message>
    <message>
        <source>What the cluster said it did (the job&apos;s Events)</source>
        <translation>集群报告的处理动作（作业的 Events）</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>未能读取：%1</translation>
    </message>
    <message>
        <source>None since the fault.</source>
        <translation>故障发生后没有事件。</translation>
    </message>
    <message>
        <source>People</source>
        <translation>相关人员</translation>
    </message>
    <message>
        <source>Acknowledged by %1 at %2</source>
        <translation>%1 于 %2 确认</translation>
    </message>
    <message>
        <source>Assigned to %1</source>
        <translation>已指派给 %1</translation>
    </message>
    <message>
        <source>Snoozed until %1: not counted as waiting, still recovered as before</source>
        <translation>已暂缓至 %1：不计为等待处理，恢复照常进行</translation>
    </message>
    <message>
        <source>Closed by hand by %1</source>
        <translation>由 %1 手动关闭</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>Writes sent</source>
        <translation>已发送的写操作</translation>
    </message>
    <message>
        <source>Approved by %1</source>
        <translation>由 %1 批准</translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentEvents</name>
    <message>
        <source>only the first %1 Events of namespace %2 were read</source>
        <translation>只读取了命名空间 %2 的前 %1 个 Event</translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentTimelineView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Select an incident to see its recovery timeline.</source>
        <translation>选择故障事件以查看其恢复时间线。</translation>
    </message>
    <message>
        <source>Seconds after the fault</source>
        <translation>故障发生后的时间（s）</translation>
    </message>
    <message>
        <source>No phase of the recovery has been reached yet.</source>
        <translation>恢复尚未进入任何阶段。</translation>
    </message>
    <message>
        <source>Recovery took %1</source>
        <translation>恢复耗时 %1</translation>
    </message>
    <message>
        <source>Recovery so far: %1</source>
        <translation>恢复已进行 %1</translation>
    </message>
    <message>
        <source> · training steps lost: %1</source>
        <translation> · 损失训练步数：%1</translation>
    </message>
    <message>
        <source> · this job&apos;s estimate (model): %1 (hatched)</source>
        <translation> · 该作业的估算（模型）：%1（斜线填充）</translation>
    </message>
    <message>
        <source>Seconds after a fault (estimate)</source>
        <translation>故障发生后的秒数（估算）</translation>
    </message>
    <message>
        <source>Estimated recovery: %1 (model)</source>
        <translation>估算恢复时间：%1（模型）</translation>
    </message>
    <message>
        <source> · training steps lost: %1 on average</source>
        <translation> · 平均损失训练步数：%1</translation>
    </message>
    <message>
        <source>Seconds after a fault</source>
        <translation>故障后的秒数</translation>
    </message>
    <message numerus="yes">
        <source>Measured: %1 on average over %n recovery(s) of this job · estimate (model): %2 (hatched)</source>
        <translation>
            <numerusform>实测：该作业 %n 次恢复平均耗时 %1 · 估算（模型）：%2（斜线填充）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentsModel</name>
    <message>
        <source>pod %1</source>
        <translation>Pod %1</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>Die %1</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>决策中…</translation>
    </message>
    <message>
        <source>resolved (journal)</source>
        <translation>已解决（恢复日志）</translation>
    </message>
    <message>
        <source>observed, not acted on (journal)</source>
        <translation>仅观察，未执行（恢复日志）</translation>
    </message>
    <message>
        <source>open when last seen (journal)</source>
        <translation>最后记录时仍未关闭（恢复日志）</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>故障事件</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Servers, pods, devices</source>
        <translation>服务器、Pod、设备</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Detected</source>
        <translation>检测时间</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>ascendops::IncidentsPanel</name>
    <message>
        <source>Roll back to checkpoint…</source>
        <translation>回滚到检查点…</translation>
    </message>
    <message>
        <source>Reschedule pod…</source>
        <translation>重调度 Pod…</translation>
    </message>
    <message>
        <source>Reschedule job…</source>
        <translation>重调度作业…</translation>
    </message>
    <message>
        <source>Isolate device or node…</source>
        <translation>隔离设备或节点…</translation>
    </message>
    <message>
        <source>Restart the job from its latest or a chosen checkpoint</source>
        <translation>从最新的或指定的检查点重启作业</translation>
    </message>
    <message>
        <source>Recreate one pod of the job, on a spare server if its own is faulty</source>
        <translation>重建作业的一个 Pod；若其所在服务器故障，则在备用服务器上重建</translation>
    </message>
    <message>
        <source>Recreate every pod of the job (Volcano RestartJob)</source>
        <translation>重建作业的所有 Pod（Volcano RestartJob）</translation>
    </message>
    <message>
        <source>Take a chip or a whole server out of service</source>
        <translation>停用一个芯片或整台服务器</translation>
    </message>
    <message>
        <source>Reset breaker</source>
        <translation>复位熔断器</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Not connected to a cluster.</source>
        <translation>未连接到集群。</translation>
    </message>
    <message>
        <source>Pipeline &amp;mode:</source>
        <translation>流水线模式(&amp;M)：</translation>
    </message>
    <message>
        <source>Close the circuit breaker again once you have looked at why it tripped</source>
        <translation>查明熔断器触发的原因后，将其复位</translation>
    </message>
    <message>
        <source>Selected incident:</source>
        <translation>所选故障事件：</translation>
    </message>
    <message>
        <source>Circuit breaker tripped</source>
        <translation>熔断器已触发</translation>
    </message>
    <message>
        <source>Circuit breaker closed</source>
        <translation>熔断器未触发</translation>
    </message>
    <message>
        <source>Automatic actions may go ahead; the breaker trips when one would touch too many nodes.</source>
        <translation>自动操作可以执行；当某个操作将涉及过多节点时，熔断器会触发。</translation>
    </message>
    <message>
        <source>Select an incident first.</source>
        <translation>请先选择一个故障事件。</translation>
    </message>
    <message>
        <source>The incident names no server.</source>
        <translation>该故障事件未涉及任何服务器。</translation>
    </message>
    <message>
        <source>The incident affects no job.</source>
        <translation>该故障事件未影响任何作业。</translation>
    </message>
    <message>
        <source>The incident names no server whose pod could move.</source>
        <translation>该故障事件未涉及可迁移其 Pod 的服务器。</translation>
    </message>
    <message>
        <source>The selected incident is not waiting for approval.</source>
        <translation>所选故障事件未在等待审批。</translation>
    </message>
    <message>
        <source>Let the pipeline take %1</source>
        <translation>由流水线执行：%1</translation>
    </message>
    <message>
        <source>Leave the incident to a person; nothing is written</source>
        <translation>将该故障事件交由人工处理；不执行任何写入</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Assign…</source>
        <translation>指派…</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>暂缓</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>备注…</translation>
    </message>
    <message>
        <source>Close…</source>
        <translation>关闭…</translation>
    </message>
    <message>
        <source>15 minutes</source>
        <translation>15 分钟</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <source>4 hours</source>
        <translation>4 小时</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 天</translation>
    </message>
    <message>
        <source>Select an open incident first.</source>
        <translation>请先选择一个未关闭的故障事件。</translation>
    </message>
    <message>
        <source>Say you have taken it on: it no longer counts as waiting for you</source>
        <translation>表明您已接手：它不再计为等待您处理</translation>
    </message>
    <message>
        <source>Name who handles it</source>
        <translation>指定处理人</translation>
    </message>
    <message>
        <source>Not counted as waiting for a while; the pipeline recovers it as before</source>
        <translation>一段时间内不计为等待处理；流水线照常恢复它</translation>
    </message>
    <message>
        <source>Add a note to its journal</source>
        <translation>在其恢复日志中添加备注</translation>
    </message>
    <message>
        <source>Close it by hand with a reason; no recovery time is counted</source>
        <translation>附上原因手动关闭；不计入恢复时间</translation>
    </message>
    <message>
        <source>Its writes are being sent: close it once they are.</source>
        <translation>其写操作正在发送：发送完成后再关闭。</translation>
    </message>
    <message>
        <source>Strategy…</source>
        <translation>策略…</translation>
    </message>
    <message>
        <source>Answer ClusterD with another strategy the job allows (%1); Approve then writes it</source>
        <translation>改用作业允许的另一种策略应答 ClusterD（%1）；之后由“批准”写入</translation>
    </message>
    <message>
        <source>Only for ClusterD&apos;s question on a job that allows more than one strategy.</source>
        <translation>仅用于 ClusterD 的询问，且作业允许不止一种策略时。</translation>
    </message>
</context>
<context>
    <name>ascendops::InjectFaultDialog</name>
    <message>
        <source>Inject Fault</source>
        <translation>注入故障</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>the kind&apos;s own</source>
        <translation>按故障类型默认</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <source>Die:</source>
        <translation>Die：</translation>
    </message>
    <message>
        <source>Fault code:</source>
        <translation>故障码：</translation>
    </message>
    <message>
        <source>Lasts:</source>
        <translation>持续：</translation>
    </message>
    <message>
        <source>The demo cluster plays it as the device plugin, NodeD and Volcano would. From a shell:</source>
        <translation>演示集群会像 Device Plugin、NodeD 和 Volcano 那样处理该故障。在 shell 中执行同样的操作：</translation>
    </message>
    <message>
        <source>Inject</source>
        <translation>注入</translation>
    </message>
</context>
<context>
    <name>ascendops::IsolationRelease</name>
    <message>
        <source>Isolated by %1: %2. Released %3.</source>
        <translation>由 %1 隔离：%2。解除方式：%3。</translation>
    </message>
    <message>
        <source>ClusterD</source>
        <translation>ClusterD</translation>
    </message>
    <message>
        <source>the device plugin</source>
        <translation>Device Plugin</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（位于 %2）</translation>
    </message>
    <message>
        <source>Release %1 on %2</source>
        <translation>在 %2 上解除 %1 的隔离</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>解除隔离</translation>
    </message>
    <message>
        <source>Releasing...</source>
        <translation>正在解除隔离...</translation>
    </message>
    <message>
        <source>Release writes this on %1, on the maps as read: a map changed since is refused, not overwritten.</source>
        <translation>解除隔离会将以上内容写入 %1，并基于读取时的 ConfigMap：此后已被修改的 ConfigMap 会拒绝写入，而不会被覆盖。</translation>
    </message>
    <message>
        <source>Released. The device plugin reports the chip again within its report cycle; ClusterD takes it back within about 15 s.</source>
        <translation>已解除隔离。Device Plugin 会在其上报周期内重新上报该芯片；ClusterD 约在 15 s 内将其重新纳入。</translation>
    </message>
    <message>
        <source>Not released: %1</source>
        <translation>未解除隔离：%1</translation>
    </message>
</context>
<context>
    <name>ascendops::JobChangeDialog</name>
    <message>
        <source>Apply to the Job</source>
        <translation>应用到作业</translation>
    </message>
    <message>
        <source>%1

Saves about %2 s per recovery (model).</source>
        <translation>%1

每次恢复约节省 %2 s（模型）。</translation>
    </message>
    <message>
        <source>JSON patch:
%1

Asking the cluster for a dry run...</source>
        <translation>JSON patch：
%1

正在请求集群执行 dry run...</translation>
    </message>
    <message>
        <source>Applying...</source>
        <translation>正在应用...</translation>
    </message>
    <message>
        <source>
The dry run was refused: %1</source>
        <translation>
Dry run 被拒绝：%1</translation>
    </message>
    <message>
        <source>Nothing was changed. The change cannot be applied as it is.</source>
        <translation>未做任何更改。该更改无法按原样应用。</translation>
    </message>
    <message>
        <source>
Server-side dry run (nothing was changed):
%1</source>
        <translation>
服务端 dry run（未做任何更改）：
%1</translation>
    </message>
    <message>
        <source>Applied.</source>
        <translation>已应用。</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <source>Change %1 on %2: %3</source>
        <translation>修改 %2 上的 %1：%3</translation>
    </message>
    <message>
        <source>Apply writes this to the job on %1; its pods take it when they are next created.</source>
        <translation>应用会将此写入 %1 上的作业；其 Pod 在下次创建时生效。</translation>
    </message>
    <message>
        <source>
The job changed on %1 since the dry run above, and with it what Apply would write. Nothing was written. Server-side dry run on the job as it is now:
%2</source>
        <translation>
自上面的试运行以来，%1 上的作业已发生变化，应用将写入的内容也随之改变。未写入任何内容。基于作业当前状态的服务器端试运行：
%2</translation>
    </message>
    <message>
        <source>Not applied: the job changed since the preview. Apply writes the change shown last.</source>
        <translation>未应用：自预览以来作业已发生变化。应用将写入最后显示的变更。</translation>
    </message>
</context>
<context>
    <name>ascendops::JobRecoveryPane</name>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>配置项</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>节省</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Preview Change...</source>
        <translation>预览更改...</translation>
    </message>
    <message>
        <source>Select a recommendation to see the exact change.</source>
        <translation>选择一条建议，查看具体更改。</translation>
    </message>
    <message>
        <source>Send the change to the cluster as a server-side dry run and show what it would change. Nothing is applied without your confirmation.</source>
        <translation>以服务端 dry run 的方式将更改发送到集群，并显示其将更改的内容。未经您确认不会应用任何更改。</translation>
    </message>
    <message>
        <source>Changes that shorten the recovery, largest saving first:</source>
        <translation>可缩短恢复时间的更改（按节省时间从多到少排列）：</translation>
    </message>
    <message>
        <source>Select a job to see what a fault would cost it.</source>
        <translation>选择一个作业，查看故障会给它带来多少损失。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3): a fault costs about &lt;b&gt;%4&lt;/b&gt; (model)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2，%3）：一次故障约损失 &lt;b&gt;%4&lt;/b&gt;（模型）</translation>
    </message>
    <message>
        <source>, and %1 training steps on average (a checkpoint every %2 steps)</source>
        <translation>，平均损失 %1 个训练步（每 %2 步保存一次检查点）</translation>
    </message>
    <message numerus="yes">
        <source>; measured: %n recovery(s) of this job in the journal, %1 on average</source>
        <translation>
            <numerusform>；实测：恢复日志中该作业的 %n 次恢复，平均 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; measured: %n recovery(s) of the cluster&apos;s jobs in the journal, %1 on average</source>
        <translation>
            <numerusform>；实测：恢复日志中集群各作业的 %n 次恢复，平均 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>. &lt;span style=&apos;color:%1&apos;&gt;%n error(s) in its settings.&lt;/span&gt;</source>
        <translation>
            <numerusform>。&lt;span style=&apos;color:%1&apos;&gt;其配置中有 %n 个错误。&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>
JSON patch of the job:
</source>
        <translation>
作业的 JSON patch：
</translation>
    </message>
    <message>
        <source>
Lines for %1:
</source>
        <translation>
%1 中要添加的行：
</translation>
    </message>
    <message>
        <source>eligible</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>受阻</translation>
    </message>
    <message>
        <source>The pipeline reads operator retry from the pod template&apos;s literal values only: the job&apos;s own setting could not be read.</source>
        <translation>流水线仅从 Pod 模板中的字面值读取算子重执行配置：无法读取作业自身的设置。</translation>
    </message>
    <message>
        <source>The pipeline takes operator retry as off for this job.</source>
        <translation>流水线认为该作业的算子重执行处于关闭状态。</translation>
    </message>
    <message>
        <source>The job switches operator retry on (%1), but it cannot work there, so the pipeline waits for no retry: %2</source>
        <translation>作业开启了算子重执行（%1），但在该环境中无法生效，因此流水线不等待重执行：%2</translation>
    </message>
    <message>
        <source>On a link fault of a level retry covers (%1 on, %2), the pipeline waits up to %3 ms for it before it acts, once the job has been profiled.</source>
        <translation>作业完成恢复分析后，若发生重执行所覆盖层级的链路故障（已开启 %1，%2），流水线会先等待重执行最多 %3 ms，然后再执行操作。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Recovered by &lt;b&gt;%1&lt;/b&gt;: %2.</source>
        <translation>&lt;br&gt;恢复由 &lt;b&gt;%1&lt;/b&gt; 负责：%2。</translation>
    </message>
    <message>
        <source> The console&apos;s pipeline watches its recoveries and does not act as a second recoverer.</source>
        <translation> 控制台的流水线仅监视其恢复过程，不会作为第二个恢复方执行操作。</translation>
    </message>
    <message>
        <source>rung %1</source>
        <translation>恢复级 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Measured over the last %1 h: trained %2% of it; no time lost to a recovery.</source>
        <translation>最近 %1 小时的实测：训练时间占 %2%；没有因恢复损失时间。</translation>
    </message>
    <message>
        <source>Measured over the last %1 h: trained %2% of it; lost %3 (%4).</source>
        <translation>最近 %1 小时的实测：训练时间占 %2%；损失 %3（%4）。</translation>
    </message>
    <message>
        <source> Not measured: %1.</source>
        <translation> 未计入：%1。</translation>
    </message>
    <message>
        <source>; the step a restart resumes from is not known (%1)</source>
        <translation>；重启将从哪一步继续未知（%1）</translation>
    </message>
    <message>
        <source>; its last complete checkpoint is step &lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>；其最近一个完整的检查点是第 &lt;b&gt;%1&lt;/b&gt; 步（%2）</translation>
    </message>
</context>
<context>
    <name>ascendops::JobRecoveryViews</name>
    <message>
        <source>Select a job to see what a fault would cost it.</source>
        <translation>选择一个作业，查看故障会给它带来多少损失。</translation>
    </message>
    <message>
        <source>%1 is no longer in the cluster.</source>
        <translation>%1 已不在集群中。</translation>
    </message>
    <message>
        <source>Applied %1 to %2</source>
        <translation>已将 %1 应用到 %2</translation>
    </message>
    <message>
        <source>%1 was not applied to %2: %3</source>
        <translation>%1 未应用到 %2：%3</translation>
    </message>
    <message>
        <source>Working out what a fault would cost %1…</source>
        <translation>正在计算故障会让 %1 付出的代价…</translation>
    </message>
</context>
<context>
    <name>ascendops::JobsModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1 running of %2</source>
        <translation>运行中 %1/%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>restarts: %1</source>
        <translation>重启次数：%1</translation>
    </message>
    <message>
        <source>rank index %1</source>
        <translation>rankIndex %1</translation>
    </message>
    <message>
        <source>Job / pod</source>
        <translation>作业 / Pod</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>重试次数</translation>
    </message>
    <message>
        <source>Pods</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Rank table</source>
        <translation>Rank table</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>%1 (AscendJob)</source>
        <translation>%1（AscendJob）</translation>
    </message>
    <message>
        <source>%1 (no limit)</source>
        <translation>%1（无上限）</translation>
    </message>
    <message>
        <source>From a fault to training again, estimated from the job&apos;s recovery settings (the Recovery tab below says how and what would shorten it)</source>
        <translation>从故障发生到重新开始训练的时间，根据作业的恢复配置估算（下方的“恢复”页说明了估算方法以及如何缩短）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n error(s))</source>
        <translation>
            <numerusform>%1（%n 个错误）</numerusform>
        </translation>
    </message>
    <message>
        <source>Recovery (est.)</source>
        <translation>恢复时间（估算）</translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation>阶段：%1</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>The job&apos;s settings are not read yet</source>
        <translation>尚未读取作业的设置</translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>尚未读取</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>未读取</translation>
    </message>
    <message>
        <source>log layout unknown</source>
        <translation>日志格式未知</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>%1 s a step</source>
        <translation>每步 %1 s</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>检查点 %1</translation>
    </message>
    <message>
        <source>ended in an error</source>
        <translation>以错误结束</translation>
    </message>
    <message>
        <source>The job&apos;s log has not been read: no pod of it runs, or the pipeline is not on.</source>
        <translation>尚未读取作业的日志：该作业没有正在运行的 Pod，或流水线未运行。</translation>
    </message>
    <message>
        <source>Read as %1 from %2</source>
        <translation>按 %1 格式从 %2 读取</translation>
    </message>
    <message>
        <source>The log ends in: %1 (%2)</source>
        <translation>日志以错误结束：%1（%2）</translation>
    </message>
    <message>
        <source>Training (from its log)</source>
        <translation>训练进度（来自日志）</translation>
    </message>
    <message>
        <source>Recovered by</source>
        <translation>恢复方</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Not measured: the job has no pod yet, or the recovery pipeline is not running for this cluster.</source>
        <translation>未测量：该作业还没有 Pod，或该集群的恢复流水线未在运行。</translation>
    </message>
    <message numerus="yes">
        <source>Trained %1% of the last %2 h (%n incident(s)).</source>
        <translation>
            <numerusform>最近 %2 小时中训练时间占 %1%（%n 个故障事件）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation>损失：%1</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>未计入：%1</translation>
    </message>
    <message>
        <source>Goodput (24 h)</source>
        <translation>有效训练占比（24 小时）</translation>
    </message>
    <message>
        <source>%1
The scheduler cannot place it: %2</source>
        <translation>%1
调度器无法放置该 Pod：%2</translation>
    </message>
    <message>
        <source>%1 (no server can take it)</source>
        <translation>%1（没有服务器可以容纳）</translation>
    </message>
</context>
<context>
    <name>ascendops::JobsPanel</name>
    <message>
        <source>Select a job to see its rank table (rings-config).</source>
        <translation>选择作业以查看其 rank table（rings-config）。</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Rank table</source>
        <translation>Rank table</translation>
    </message>
    <message>
        <source>Filter jobs: namespace, name or state</source>
        <translation>筛选作业：命名空间、名称或状态</translation>
    </message>
</context>
<context>
    <name>ascendops::LinkHealthView</name>
    <message>
        <source>Healthy</source>
        <translation>健康</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>5 min</source>
        <translation>5 min</translation>
    </message>
    <message>
        <source>15 min</source>
        <translation>15 min</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <source>6 h</source>
        <translation>6 h</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Time shown, ending at the newest sample</source>
        <translation>显示的时间范围，截至最新采样</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>时间窗口(&amp;W)：</translation>
    </message>
    <message>
        <source>Save the plots as an image</source>
        <translation>将图表保存为图片</translation>
    </message>
    <message>
        <source>Save every sample kept as comma-separated values</source>
        <translation>将保留的全部采样数据保存为逗号分隔值（CSV）文件</translation>
    </message>
    <message>
        <source>Select a device to see the health of its link.</source>
        <translation>选择设备以查看其链路健康状态。</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Power (dBm)</source>
        <translation>光功率（dBm）</translation>
    </message>
    <message>
        <source>Temp. (°C)</source>
        <translation>温度（°C）</translation>
    </message>
    <message>
        <source>Errors (pkt/s)</source>
        <translation>错误报文（pkt/s）</translation>
    </message>
    <message>
        <source>Time (local)</source>
        <translation>时间（本地）</translation>
    </message>
    <message>
        <source>Link up</source>
        <translation>链路 UP</translation>
    </message>
    <message>
        <source>Went down</source>
        <translation>DOWN 事件</translation>
    </message>
    <message>
        <source>down</source>
        <translation>DOWN</translation>
    </message>
    <message>
        <source>up</source>
        <translation>UP</translation>
    </message>
    <message>
        <source>RX lane %1</source>
        <translation>接收通道 %1</translation>
    </message>
    <message>
        <source>RX thresholds</source>
        <translation>接收光功率阈值</translation>
    </message>
    <message>
        <source>RX high threshold</source>
        <translation>接收光功率上限阈值</translation>
    </message>
    <message>
        <source>TX lane %1</source>
        <translation>发送通道 %1</translation>
    </message>
    <message>
        <source>TX thresholds</source>
        <translation>发送光功率阈值</translation>
    </message>
    <message>
        <source>TX high threshold</source>
        <translation>发送光功率上限阈值</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Die</translation>
    </message>
    <message>
        <source>Optical module</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>RX error packets</source>
        <translation>接收错误报文</translation>
    </message>
    <message>
        <source>TX error packets</source>
        <translation>发送错误报文</translation>
    </message>
    <message>
        <source>link up</source>
        <translation>链路 UP</translation>
    </message>
    <message>
        <source>link down</source>
        <translation>链路 DOWN</translation>
    </message>
    <message>
        <source>up count %1</source>
        <translation>link up 次数 %1</translation>
    </message>
    <message>
        <source>net health %1</source>
        <translation>网络健康状态 %1</translation>
    </message>
    <message>
        <source>last sample %1</source>
        <translation>最近采样 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) kept</source>
        <translation>
            <numerusform>已保留 %n 个采样</numerusform>
        </translation>
    </message>
    <message>
        <source>no samples yet</source>
        <translation>尚无采样数据</translation>
    </message>
</context>
<context>
    <name>ascendops::LinksPanel</name>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Node / device</source>
        <translation>节点 / 设备</translation>
    </message>
    <message>
        <source>Link health</source>
        <translation>链路健康状态</translation>
    </message>
    <message>
        <source>Select a device to see its link over time.</source>
        <translation>选择设备以查看其链路状态随时间的变化。</translation>
    </message>
    <message>
        <source>device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message>
        <source>unreachable: %1</source>
        <translation>无法访问：%1</translation>
    </message>
</context>
<context>
    <name>ascendops::LogProfilesControl</name>
    <message>
        <source>Training &amp;Log Profiles…</source>
        <translation>训练日志格式(&amp;L)…</translation>
    </message>
    <message>
        <source>How the console reads training progress from job logs: the built-in profiles and your own</source>
        <translation>控制台如何从作业日志读取训练进度：内置的格式和您添加的格式</translation>
    </message>
    <message numerus="yes">
        <source>Training log profiles: %1 (Cluster ▸ Training Log Profiles… shows all %n problem(s))</source>
        <translation>
            <numerusform>训练日志格式：%1（集群 ▸ 训练日志格式… 列出全部 %n 个问题）</numerusform>
        </translation>
    </message>
    <message>
        <source>Training Log Profiles</source>
        <translation>训练日志格式</translation>
    </message>
    <message>
        <source>%1 could not be written: %2. Nothing was changed.</source>
        <translation>无法写入 %1：%2。未做任何更改。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1; the jobs&apos; logs are read again with %n added profile(s).</source>
        <translation>
            <numerusform>已保存 %1；正在用 %n 个添加的格式重新读取作业日志。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1; read when the console connects to a cluster.</source>
        <translation>已保存 %1；控制台连接集群时读取。</translation>
    </message>
</context>
<context>
    <name>ascendops::LogProfilesDialog</name>
    <message>
        <source>No profile reads a step here: %1</source>
        <translation>没有格式能从中读出步数：%1</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>%1 s a step</source>
        <translation>每步 %1 秒</translation>
    </message>
    <message>
        <source>no checkpoint saved</source>
        <translation>未保存检查点</translation>
    </message>
    <message>
        <source>checkpoints saved at %1</source>
        <translation>在第 %1 步保存了检查点</translation>
    </message>
    <message>
        <source>resumed from the checkpoint of step %1</source>
        <translation>从第 %1 步的检查点恢复</translation>
    </message>
    <message>
        <source>phase %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>ends in the error on line %1: %2</source>
        <translation>以第 %1 行的错误结束：%2</translation>
    </message>
    <message>
        <source>Read by %1: %2</source>
        <translation>由 %1 读取：%2</translation>
    </message>
    <message>
        <source>Training Log Profiles</source>
        <translation>训练日志格式</translation>
    </message>
    <message>
        <source>The console reads each running job&apos;s progress from the log of its first and last ranks with the first profile that reads a step. A job&apos;s %1 annotation names its profile; otherwise profiles whose appliesTo matches the job&apos;s framework label or images go first, and the ones added here before the built-in ones.</source>
        <translation>控制台从每个运行中作业的第一个和最后一个 rank 的日志读取进度，使用第一个能读出步数的格式。作业的 %1 注解可指定其格式；否则 appliesTo 与作业的 framework 标签或镜像匹配的格式优先，在此添加的格式先于内置格式。</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>For</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Paste lines from a job&apos;s log to see what the profiles read in them.</source>
        <translation>粘贴作业日志中的几行，查看各格式从中读出的内容。</translation>
    </message>
    <message>
        <source>Added (JSON, as pipeline serve --log-profiles takes it):</source>
        <translation>添加的格式（JSON，与 pipeline serve --log-profiles 所读取的相同）：</translation>
    </message>
    <message>
        <source>Try on log lines:</source>
        <translation>在日志行上试用：</translation>
    </message>
    <message>
        <source>Kept in %1.</source>
        <translation>保存在 %1。</translation>
    </message>
    <message>
        <source>None added: the built-in profiles read every log.</source>
        <translation>未添加：所有日志都用内置格式读取。</translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s) read.</source>
        <translation>
            <numerusform>已读取 %n 个格式。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mend or remove what cannot be read first.</source>
        <translation>请先修正或删除无法读取的内容。</translation>
    </message>
</context>
<context>
    <name>ascendops::MainWindow</name>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Table</source>
        <translation>打开演示 rank table(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Ascend Ops Console</source>
        <translation>关于 Ascend Ops Console(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Retry parameters</source>
        <translation>重执行参数</translation>
    </message>
    <message>
        <source>Demo rank table: two Atlas A3 super-pods. Save As keeps a copy.</source>
        <translation>演示 rank table：两个 Atlas A3 超节点。使用“另存为”可保存副本。</translation>
    </message>
    <message>
        <source>Ascend Ops Console</source>
        <translation>Ascend Ops Console</translation>
    </message>
    <message>
        <source>About Ascend Ops Console</source>
        <translation>关于 Ascend Ops Console</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ascend Ops Console %1&lt;/h3&gt;&lt;p&gt;Edits and checks HCCL rank tables and operator-retry settings for Huawei Ascend NPU training clusters.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ascend Ops Console %1&lt;/h3&gt;&lt;p&gt;用于编辑和检查华为昇腾 NPU 训练集群的 HCCL rank table 和算子重执行配置。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Rank table</source>
        <translation>Rank table</translation>
    </message>
    <message>
        <source>&amp;Connect to Cluster…</source>
        <translation>连接到集群(&amp;C)…</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>故障事件</translation>
    </message>
    <message>
        <source>&amp;Cluster</source>
        <translation>集群(&amp;C)</translation>
    </message>
    <message>
        <source>Load &amp;Fabric…</source>
        <translation>加载网络拓扑(&amp;F)…</translation>
    </message>
    <message>
        <source>Read a fabric topology file: leaf and spine switches, uplinks, and the links LLDP on the nodes cannot see</source>
        <translation>读取网络拓扑文件：叶交换机和脊交换机、上行链路，以及节点上的 LLDP 看不到的链路</translation>
    </message>
    <message>
        <source>E&amp;xport Fabric…</source>
        <translation>导出网络拓扑(&amp;X)…</translation>
    </message>
    <message>
        <source>Write the fabric the nodes&apos; LLDP answers show (with a loaded file&apos;s switches and uplinks) as a topology file</source>
        <translation>将节点 LLDP 应答所显示的网络（连同已加载文件中的交换机和上行链路）写为拓扑文件</translation>
    </message>
    <message>
        <source>Fabric not loaded</source>
        <translation>未加载网络拓扑</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>Fabric loaded from %1: %2 switches, %3 links</source>
        <translation>已从 %1 加载网络拓扑：%2 台交换机，%3 条链路</translation>
    </message>
    <message>
        <source>Fabric not exported</source>
        <translation>未导出网络拓扑</translation>
    </message>
    <message>
        <source>Not renumbered</source>
        <translation>未重排编号</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>总览</translation>
    </message>
    <message>
        <source>New &amp;Window</source>
        <translation>新建窗口(&amp;W)</translation>
    </message>
    <message>
        <source>Another window with a connection of its own, to watch another cluster beside this one</source>
        <translation>另开一个拥有独立连接的窗口，在此窗口旁监视另一个集群</translation>
    </message>
    <message>
        <source>&amp;Go To…</source>
        <translation>转到(&amp;G)…</translation>
    </message>
    <message>
        <source>Go to a node, pod, job, incident, context or view by name</source>
        <translation>按名称转到节点、Pod、作业、故障事件、上下文或视图</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>%1[*]</source>
        <translation>%1[*]</translation>
    </message>
    <message>
        <source>KUBECONFIG is not set</source>
        <translation>未设置 KUBECONFIG</translation>
    </message>
    <message>
        <source>from KUBECONFIG</source>
        <translation>来自 KUBECONFIG</translation>
    </message>
    <message>
        <source>Not connected: File &gt; Connect to Cluster (Ctrl+Shift+K) when there is a kubeconfig.</source>
        <translation>未连接：有 kubeconfig 后请使用 文件 &gt; 连接集群（Ctrl+Shift+K）。</translation>
    </message>
    <message>
        <source>the demo cluster</source>
        <translation>演示集群</translation>
    </message>
    <message>
        <source>%1, device %2</source>
        <translation>%1，设备 %2</translation>
    </message>
    <message>
        <source>Show Link Health</source>
        <translation>显示链路健康</translation>
    </message>
    <message>
        <source>Copy &quot;%1&quot;</source>
        <translation>复制 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Incidents (%1)</source>
        <translation>故障事件（%1）</translation>
    </message>
    <message>
        <source>Open incidents: %1; waiting for a person: %2</source>
        <translation>未关闭的故障事件：%1；等待人工处理：%2</translation>
    </message>
    <message>
        <source>Waiting for you: %1</source>
        <translation>等待您处理：%1</translation>
    </message>
    <message>
        <source>Ascend Ops Console: %1</source>
        <translation>Ascend Ops Console：%1</translation>
    </message>
    <message>
        <source>Left out of the kubeconfig: %1</source>
        <translation>读取 kubeconfig 时略过：%1</translation>
    </message>
    <message>
        <source>Release Isolation...</source>
        <translation>解除隔离...</translation>
    </message>
    <message>
        <source>Open &amp;Kubeconfig…</source>
        <translation>打开 Kubeconfig(&amp;K)…</translation>
    </message>
    <message>
        <source>Use a kubeconfig file for this session, as kubectl&apos;s --kubeconfig does</source>
        <translation>在本次会话中使用一个 kubeconfig 文件，如同 kubectl 的 --kubeconfig</translation>
    </message>
    <message>
        <source>Closing: stopping the pipeline and the connection to %1…</source>
        <translation>正在关闭：停止流水线以及到 %1 的连接…</translation>
    </message>
    <message>
        <source>it names no context</source>
        <translation>其中没有任何上下文</translation>
    </message>
    <message>
        <source>Kubeconfig not used: %1: %2</source>
        <translation>未使用该 kubeconfig：%1：%2</translation>
    </message>
</context>
<context>
    <name>ascendops::ManualActions</name>
    <message>
        <source>Roll back to checkpoint…</source>
        <translation>回滚到检查点…</translation>
    </message>
    <message>
        <source>Reschedule this pod…</source>
        <translation>重调度此 Pod…</translation>
    </message>
    <message>
        <source>Reschedule the job…</source>
        <translation>重调度该作业…</translation>
    </message>
    <message>
        <source>Isolate a device or this node…</source>
        <translation>隔离设备或此节点…</translation>
    </message>
    <message>
        <source>The pipeline starts once the cluster&apos;s caches are complete.</source>
        <translation>集群缓存同步完成后，流水线才会启动。</translation>
    </message>
    <message>
        <source>Open the menu on one of the job&apos;s pods to move it.</source>
        <translation>请在作业的某个 Pod 上打开菜单来迁移该 Pod。</translation>
    </message>
    <message>
        <source>%1 recovers this job (%2). An action from here is a second recovery beside its own, and counts against the job&apos;s retries.</source>
        <translation>%1 负责恢复此作业（%2）。从此处执行的操作是其自身恢复之外的第二次恢复，并会计入作业的重试次数。</translation>
    </message>
    <message>
        <source>on a spare server; which spares are healthy is not read yet</source>
        <translation>落到备用服务器上；哪些备用服务器健康尚未读取</translation>
    </message>
    <message>
        <source>it may come back on its own server, %1 (not faulty), or on any server that takes it</source>
        <translation>它可能回到其自身服务器 %1（未故障），或落到任何可以容纳它的服务器上</translation>
    </message>
    <message>
        <source>if it must leave its faulty server, on a spare server of %1: %2 healthy, %3 sub-healthy</source>
        <translation>如果必须离开其故障服务器，则落到%1的备用服务器上：%2 台健康，%3 台亚健康</translation>
    </message>
    <message>
        <source>if it must leave its faulty server, on a spare of %1 whose health is not read (%2 such), or nowhere</source>
        <translation>如果必须离开其故障服务器，则落到%1中健康状态未读取的备用服务器上（共 %2 台），或无处可落</translation>
    </message>
    <message>
        <source>if it must leave its faulty server, nowhere: no healthy spare server is left in %1 (%2 out of service); the pod would stay Pending until a server is freed, repaired or uncordoned</source>
        <translation>如果必须离开其故障服务器，则无处可落：%1已没有健康的备用服务器（%2 台不可用）；在有服务器被腾出、修复或解除封锁之前，该 Pod 会一直 Pending</translation>
    </message>
    <message>
        <source>not sent: the cluster&apos;s pipeline is no longer seen, or another answer to it is on its way</source>
        <translation>未发送：已看不到集群流水线，或另一个发给它的答复正在发送中</translation>
    </message>
</context>
<context>
    <name>ascendops::NodeRepair</name>
    <message>
        <source>Uncordon %1...</source>
        <translation>解除封锁 %1...</translation>
    </message>
    <message>
        <source>Cordon %1...</source>
        <translation>封锁 %1...</translation>
    </message>
    <message>
        <source>Resume Recovery on %1...</source>
        <translation>继续 %1 上的自动恢复...</translation>
    </message>
    <message>
        <source>Pause Recovery on %1...</source>
        <translation>暂停 %1 上的自动恢复...</translation>
    </message>
    <message>
        <source>Pause Recovery on %1</source>
        <translation>暂停 %1 上的自动恢复</translation>
    </message>
    <message>
        <source>Why (for whoever finds the pause):</source>
        <translation>原因（供看到该暂停的人了解）：</translation>
    </message>
    <message>
        <source>Cordon</source>
        <translation>封锁</translation>
    </message>
    <message>
        <source>Uncordon</source>
        <translation>解除封锁</translation>
    </message>
    <message>
        <source>Nothing new is placed on %1 once it is cordoned; what runs there keeps running.</source>
        <translation>%1 封锁后不会再放置新的内容；已在其上运行的内容继续运行。</translation>
    </message>
    <message>
        <source>%1 takes pods again once it is uncordoned.</source>
        <translation>%1 解除封锁后将重新接收 Pod。</translation>
    </message>
    <message>
        <source>Cordoned.</source>
        <translation>已封锁。</translation>
    </message>
    <message>
        <source>Uncordoned.</source>
        <translation>已解除封锁。</translation>
    </message>
    <message>
        <source>Pause Recovery</source>
        <translation>暂停恢复</translation>
    </message>
    <message>
        <source>Resume Recovery</source>
        <translation>继续恢复</translation>
    </message>
    <message>
        <source>While recovery is paused on %1, the pipeline acts on no incident that touches it without a person&apos;s yes, in every mode.</source>
        <translation>%1 上的恢复暂停期间，凡涉及它的故障事件，流水线在任何模式下都不会未经人工同意而采取动作。</translation>
    </message>
    <message>
        <source>The pipeline recovers incidents on %1 again as its mode says.</source>
        <translation>流水线将按其模式重新恢复 %1 上的故障事件。</translation>
    </message>
    <message>
        <source>Recovery paused.</source>
        <translation>已暂停恢复。</translation>
    </message>
    <message>
        <source>Recovery resumed.</source>
        <translation>已继续恢复。</translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1：%3 上的 %2</translation>
    </message>
    <message>
        <source>Writing...</source>
        <translation>正在写入...</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>未写入：%1</translation>
    </message>
    <message>
        <source>operator</source>
        <translation>操作员</translation>
    </message>
    <message>
        <source>%1 writes this on %2.</source>
        <translation>%1 会将以上内容写入 %2。</translation>
    </message>
    <message>
        <source>Drain %1...</source>
        <translation>排空 %1...</translation>
    </message>
    <message>
        <source>Mark %1 Repaired...</source>
        <translation>将 %1 标记为已修复...</translation>
    </message>
    <message>
        <source>%1 is not in the cache</source>
        <translation>%1 不在缓存中</translation>
    </message>
    <message>
        <source>the pods on %1 were not listed: %2</source>
        <translation>未能列出 %1 上的 Pod：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is cordoned, then each pod bound to it is evicted through the Eviction API: %n pod(s), each only where its PodDisruptionBudgets allow.</source>
        <translation>
            <numerusform>先封锁 %1，再通过 Eviction API 逐个驱逐绑定在其上的 Pod：共 %n 个，每个都仅在其 PodDisruptionBudget 允许时驱逐。</numerusform>
        </translation>
    </message>
    <message>
        <source>Left in place (DaemonSet and mirror pods): %1.</source>
        <translation>保留不动（DaemonSet 和镜像 Pod）：%1。</translation>
    </message>
    <message>
        <source>Drain</source>
        <translation>排空</translation>
    </message>
    <message>
        <source>Drained.</source>
        <translation>已排空。</translation>
    </message>
    <message>
        <source>its maintenance pause is taken away</source>
        <translation>撤销其维护暂停</translation>
    </message>
    <message>
        <source>it is uncordoned</source>
        <translation>解除其封锁</translation>
    </message>
    <message>
        <source>Mark Repaired</source>
        <translation>标记为已修复</translation>
    </message>
    <message>
        <source>%1 goes back into service: %2. The pipeline recovers incidents on it as its mode says. A chip isolated by hand stays isolated until released from its die&apos;s menu.</source>
        <translation>%1 恢复服务：%2。流水线将按其模式恢复其上的故障事件。人工隔离的芯片仍保持隔离，直到从其 die 的菜单中解除。</translation>
    </message>
    <message>
        <source>, and </source>
        <translation>，并</translation>
    </message>
    <message>
        <source>Back in service.</source>
        <translation>已恢复服务。</translation>
    </message>
</context>
<context>
    <name>ascendops::NodeSshControl</name>
    <message>
        <source>Node &amp;SSH Settings…</source>
        <translation>节点 SSH 设置(&amp;S)…</translation>
    </message>
    <message>
        <source>How the console logs in to this cluster&apos;s nodes for link telemetry</source>
        <translation>控制台登录此集群的节点以采集链路遥测数据的方式</translation>
    </message>
    <message>
        <source>Connect to a cluster first; its nodes are listed once the console has read them.</source>
        <translation>请先连接到集群；控制台读取集群的节点后会将其列出。</translation>
    </message>
    <message>
        <source>Node SSH Settings — %1</source>
        <translation>节点 SSH 设置 — %1</translation>
    </message>
    <message>
        <source>Probe %1 nodes?</source>
        <translation>探测 %1 个节点？</translation>
    </message>
    <message>
        <source>%1 has %2 nodes and no node SSH settings yet.</source>
        <translation>%1 有 %2 个节点，且尚无节点 SSH 设置。</translation>
    </message>
    <message>
        <source>Link telemetry logs in to each node over SSH (as ~/.ssh/config says) every %1 s. Probe them all, choose which nodes and how, or leave it for now?</source>
        <translation>链路遥测每 %1 秒通过 SSH（按 ~/.ssh/config）登录每个节点。全部探测、选择节点及方式，还是暂不探测？</translation>
    </message>
    <message>
        <source>Probe All</source>
        <translation>全部探测</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>暂不</translation>
    </message>
</context>
<context>
    <name>ascendops::NodeSshDialog</name>
    <message>
        <source>Node SSH Settings</source>
        <translation>节点 SSH 设置</translation>
    </message>
    <message>
        <source>[user@]host[:port]; several separated by commas are hops, each reached through the one before</source>
        <translation>[user@]host[:port]；多个时以逗号分隔，按顺序逐跳经过</translation>
    </message>
    <message>
        <source>from ssh_config</source>
        <translation>取自 ssh_config</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>All nodes of the cluster</source>
        <translation>集群的所有节点</translation>
    </message>
    <message>
        <source>These nodes</source>
        <translation>以下节点</translation>
    </message>
    <message>
        <source>Nodes matching a pattern</source>
        <translation>匹配模式的节点</translation>
    </message>
    <message>
        <source>node-0, node-1, …</source>
        <translation>node-0, node-1, …</translation>
    </message>
    <message>
        <source>ssh_config Host patterns, e.g. node-1*, !node-13</source>
        <translation>ssh_config Host 模式，例如 node-1*, !node-13</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>用户：</translation>
    </message>
    <message>
        <source>Jump hosts:</source>
        <translation>跳板机：</translation>
    </message>
    <message>
        <source>Identity file:</source>
        <translation>私钥文件：</translation>
    </message>
    <message>
        <source>known_hosts file:</source>
        <translation>known_hosts 文件：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Probe every:</source>
        <translation>探测间隔：</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>探测范围：</translation>
    </message>
    <message>
        <source>Sample node:</source>
        <translation>示例节点：</translation>
    </message>
    <message>
        <source>In effect:</source>
        <translation>实际生效：</translation>
    </message>
    <message>
        <source>Passwords and key passphrases are never saved. For a key with a passphrase, load it into ssh-agent: the console uses the agent&apos;s keys.</source>
        <translation>密码和密钥口令一律不会保存。对于设有口令的密钥，请将其加载到 ssh-agent：控制台会使用 ssh-agent 中的密钥。</translation>
    </message>
    <message>
        <source>No ssh_config file: OpenSSH&apos;s defaults apply to empty fields.</source>
        <translation>没有 ssh_config 文件：空字段采用 OpenSSH 的默认值。</translation>
    </message>
    <message>
        <source>Empty fields take what %1 says for each node.</source>
        <translation>空字段采用 %1 中针对各节点的设置。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n node(s) probed</source>
        <translation>
            <numerusform>将探测 %n 个节点中的 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>Through</source>
        <translation>经由</translation>
    </message>
    <message>
        <source>direct</source>
        <translation>直连</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Host keys</source>
        <translation>主机密钥</translation>
    </message>
    <message>
        <source>%1 (StrictHostKeyChecking %2)</source>
        <translation>%1（StrictHostKeyChecking %2）</translation>
    </message>
</context>
<context>
    <name>ascendops::ObjectFieldsModel</name>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
</context>
<context>
    <name>ascendops::ObjectInspection</name>
    <message>
        <source>%1 %2 was not read: %3</source>
        <translation>未能读取 %1 %2：%3</translation>
    </message>
    <message>
        <source>The Events about %1 were not read: %2</source>
        <translation>未能读取关于 %1 的事件：%2</translation>
    </message>
    <message>
        <source>%1: the pod is gone; nothing more will come</source>
        <translation>%1：Pod 已不存在，不会再有新日志</translation>
    </message>
    <message>
        <source>%1: following (%2 read)</source>
        <translation>%1：正在跟踪（已读取 %2）</translation>
    </message>
    <message>
        <source>%1: not following: %2; trying again</source>
        <translation>%1：未在跟踪：%2；将重试</translation>
    </message>
    <message>
        <source>%1: asking for the log…</source>
        <translation>%1：正在请求日志…</translation>
    </message>
    <message numerus="yes">
        <source> (lines of %n minute(s) skipped: over the budget of a log shown)</source>
        <translation>
            <numerusform>（已跳过 %n 分钟的日志行：超出显示日志的预算）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%3 上的 %1 %2</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>查看</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>Pod %1</source>
        <translation>Pod %1</translation>
    </message>
    <message>
        <source>Device plugin&apos;s map %1</source>
        <translation>Device Plugin 的 ConfigMap %1</translation>
    </message>
    <message>
        <source>NodeD&apos;s map %1</source>
        <translation>NodeD 的 ConfigMap %1</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>作业 %1</translation>
    </message>
    <message>
        <source>PodGroup %1</source>
        <translation>PodGroup %1</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>正在读取…</translation>
    </message>
</context>
<context>
    <name>ascendops::ObjectInspector</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy YAML</source>
        <translation>复制 YAML(&amp;C)</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Describe</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>YAML</source>
        <translation>YAML</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Container:</source>
        <translation>容器：</translation>
    </message>
    <message>
        <source>No Events about it (the API server keeps them an hour by default)</source>
        <translation>没有关于它的事件（API Server 默认只保留一小时）</translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation>事件（%1）</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>未读取：%1</translation>
    </message>
</context>
<context>
    <name>ascendops::OverviewPanel</name>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation>已隔离</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Devices (dies)</source>
        <translation>设备（die）</translation>
    </message>
    <message>
        <source>RoCE links</source>
        <translation>RoCE 链路</translation>
    </message>
    <message>
        <source>HCCS links</source>
        <translation>HCCS 链路</translation>
    </message>
    <message>
        <source>Servers not Ready: %1</source>
        <translation>未就绪的服务器：%1</translation>
    </message>
    <message>
        <source>No port probed over SSH yet: flapping links and dim optics show here once the nodes answer.</source>
        <translation>尚未通过 SSH 探测任何端口：节点应答后，闪断链路和光功率偏低的端口会显示在这里。</translation>
    </message>
    <message>
        <source>Ports probed: %1&lt;br&gt;Flapping: %2 &amp;nbsp; Weak optics: %3 &amp;nbsp; Unread: %4</source>
        <translation>已探测端口：%1&lt;br&gt;闪断：%2 &amp;nbsp; 光功率偏低：%3 &amp;nbsp; 未读到：%4</translation>
    </message>
    <message>
        <source>Open: %1&lt;br&gt;Waiting for approval: %2&lt;br&gt;Needing a person: %3&lt;br&gt;Recovering: %4</source>
        <translation>未关闭：%1&lt;br&gt;等待审批：%2&lt;br&gt;需要人工：%3&lt;br&gt;恢复中：%4</translation>
    </message>
    <message>
        <source>No training job (Volcano Job or AscendJob) in the cluster.</source>
        <translation>集群中没有训练作业（Volcano Job 或 AscendJob）。</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Est. recovery</source>
        <translation>预计恢复</translation>
    </message>
    <message>
        <source>and %1 more in the &lt;a href=&quot;jobs:all&quot;&gt;Jobs&lt;/a&gt; tab</source>
        <translation>另有 %1 个，见&lt;a href=&quot;jobs:all&quot;&gt;作业&lt;/a&gt;页</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康状态</translation>
    </message>
    <message>
        <source>Ports (node telemetry)</source>
        <translation>端口（节点遥测）</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>故障事件</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Faults per day, last 14 days</source>
        <translation>每日故障数（最近 14 天）</translation>
    </message>
    <message>
        <source>Time to recover per incident</source>
        <translation>每个故障事件的恢复时间</translation>
    </message>
    <message>
        <source>Connect to a cluster (File &gt; Connect to Cluster) to see its overview.</source>
        <translation>连接集群（文件 &gt; 连接集群）以查看其总览。</translation>
    </message>
    <message>
        <source>No incident in these days (the journal&apos;s and this session&apos;s)</source>
        <translation>这些天内没有故障事件（日志中的和本次会话的）</translation>
    </message>
    <message>
        <source>Seconds, from the fault to training again</source>
        <translation>秒，从故障到重新训练</translation>
    </message>
    <message>
        <source>No incident resolved in these days</source>
        <translation>这些天内没有已解决的故障事件</translation>
    </message>
    <message numerus="yes">
        <source>goodput over 24 h: &lt;b&gt;%1%&lt;/b&gt; (mean of %n job(s))</source>
        <translation>
            <numerusform>24 小时有效训练占比：&lt;b&gt;%1%&lt;/b&gt;（%n 个作业的平均值）</numerusform>
        </translation>
    </message>
    <message>
        <source>NPUs: %1 free &amp;nbsp; %2 in use &amp;nbsp; %3 isolated &amp;nbsp; %4 faulty &amp;nbsp; %5 on servers down or cordoned &amp;nbsp; %6 unknown</source>
        <translation>NPU：%1 空闲 &amp;nbsp; %2 使用中 &amp;nbsp; %3 已隔离 &amp;nbsp; %4 故障 &amp;nbsp; %5 在未就绪或已封锁的服务器上 &amp;nbsp; %6 未知</translation>
    </message>
    <message>
        <source>Spare servers: %1 healthy, %2 sub-healthy, %3 out of service, %4 unknown</source>
        <translation>备用服务器：%1 台健康，%2 台亚健康，%3 台不可用，%4 台未知</translation>
    </message>
    <message numerus="yes">
        <source>No healthy spare left in super-pod %1: a faulty pod there cannot move.</source>
        <translation>
            <numerusform>超节点 %1 中已没有健康的备用服务器：其中的故障 Pod 无法迁移。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ascendops::OverviewViews</name>
    <message>
        <source>Not connected. Connect with File &gt; Connect to Cluster, or start on the demo cluster (ascend-ops --demo).</source>
        <translation>未连接。请使用 文件 &gt; 连接集群，或从演示集群开始（ascend-ops --demo）。</translation>
    </message>
    <message>
        <source>Reading %1: its nodes, pods, jobs and device info.</source>
        <translation>正在读取 %1：其节点、Pod、作业和设备信息。</translation>
    </message>
    <message>
        <source>Nothing there any more: the overview is refreshed.</source>
        <translation>那里已经没有了：总览已刷新。</translation>
    </message>
    <message>
        <source>Cannot connect:
%1

%2</source>
        <translation>无法连接：
%1

%2</translation>
    </message>
</context>
<context>
    <name>ascendops::PassphrasePrompter</name>
    <message>
        <source>Key passphrase</source>
        <translation>密钥口令</translation>
    </message>
    <message>
        <source>Node logins use the key %1, which is encrypted.
Its passphrase unlocks it for this session; neither is stored.</source>
        <translation>登录节点使用的密钥 %1 已加密。
输入口令后，该密钥在本次会话中保持解锁；密钥和口令都不会被保存。</translation>
    </message>
    <message>
        <source>Not unlocked: %1</source>
        <translation>未能解锁：%1</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>解锁</translation>
    </message>
</context>
<context>
    <name>ascendops::PipelineSession</name>
    <message>
        <source>The journal cannot be written (%1): the console takes no action it cannot record.</source>
        <translation>无法写入恢复日志（%1）：控制台不会执行任何无法记录的操作。</translation>
    </message>
    <message>
        <source>The pipeline has not started yet.</source>
        <translation>流水线尚未启动。</translation>
    </message>
    <message>
        <source>Asking the API server whether %1 may %2…</source>
        <translation>正在向 API 服务器询问 %1 是否有权执行 %2…</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> （%1）</translation>
    </message>
    <message>
        <source>The API server does not allow %1 to %2%3: this connection may not run it.</source>
        <translation>API 服务器不允许 %1 执行 %2%3：此连接无权执行该操作。</translation>
    </message>
    <message>
        <source>the journal cannot be written (%1)</source>
        <translation>恢复日志无法写入（%1）</translation>
    </message>
    <message>
        <source>Observe only: %1</source>
        <translation>仅观察：%1</translation>
    </message>
</context>
<context>
    <name>ascendops::PreviewedWriteDialog</name>
    <message>
        <source>Asking the cluster for a dry run...</source>
        <translation>正在请求集群进行服务端试运行...</translation>
    </message>
    <message>
        <source>Server-side dry run (nothing was changed):
%1</source>
        <translation>服务端试运行（未做任何更改）：
%1</translation>
    </message>
    <message>
        <source>The dry run was refused: %1. Nothing was changed.</source>
        <translation>服务端试运行被拒绝：%1。未做任何更改。</translation>
    </message>
    <message>
        <source>
Written:
%1</source>
        <translation>
已写入：
%1</translation>
    </message>
</context>
<context>
    <name>ascendops::ProblemListModel</name>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>ascendops::ProblemsPanel</name>
    <message>
        <source>No problems</source>
        <translation>没有问题</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2</source>
        <translation>错误：%1，警告：%2</translation>
    </message>
    <message>
        <source>, notes: %1</source>
        <translation>，提示：%1</translation>
    </message>
</context>
<context>
    <name>ascendops::RankTableEditor</name>
    <message>
        <source>Add &amp;Server</source>
        <translation>添加服务器(&amp;S)</translation>
    </message>
    <message>
        <source>Add a server modeled on the selected one (or the last), with fresh ids, ranks and addresses</source>
        <translation>以所选服务器（或最后一台）为模板添加服务器，并分配新的 ID、rank 和地址</translation>
    </message>
    <message>
        <source>Add &amp;Device</source>
        <translation>添加设备(&amp;D)</translation>
    </message>
    <message>
        <source>Add a device to the selected server, modeled on its last device</source>
        <translation>以所选服务器的最后一个设备为模板，向其添加设备</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected server, device or rank; later rank ids close the gap</source>
        <translation>删除所选的服务器、设备或 rank；后续 rank ID 依次前移补齐</translation>
    </message>
    <message>
        <source>Re&amp;number Ranks</source>
        <translation>重新编号 rank(&amp;N)</translation>
    </message>
    <message>
        <source>Number the ranks 0, 1, 2, … in list order and correct the server or rank count</source>
        <translation>按列表顺序将 rank 编号为 0、1、2、…，并修正服务器或 rank 计数</translation>
    </message>
    <message>
        <source>Search server id, IP address or rank id</source>
        <translation>搜索服务器 ID、IP 地址或 rank ID</translation>
    </message>
    <message>
        <source>Add &amp;Rank</source>
        <translation>添加 rank(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Convert to Version 1.0</source>
        <translation>转换为 1.0 版本(&amp;C)</translation>
    </message>
    <message>
        <source>Rewrite a legacy template-2 table (group_list) as version 1.0: a server per server_id, ranks in list order</source>
        <translation>将旧版模板二 rank table（group_list）改写为 1.0 版本：每个 server_id 对应一个服务器，rank 按列表顺序编号</translation>
    </message>
    <message>
        <source>Renumber by &amp;Topology…</source>
        <translation>按拓扑重排编号(&amp;T)…</translation>
    </message>
    <message>
        <source>Renumber the ranks so that servers under one leaf switch hold consecutive blocks (routing planning), from a fabric topology file</source>
        <translation>根据网络拓扑文件重排 rank 编号，使同一叶交换机下的服务器拥有连续的编号段（路由规划）</translation>
    </message>
    <message>
        <source>Not renumbered: %1</source>
        <translation>未重排编号：%1</translation>
    </message>
    <message>
        <source>Already route-affine: %1 leaf crossings in rank order over %2 leaf switches; nothing changed</source>
        <translation>已是路由亲和：按 rank 顺序跨叶交换机 %1 次，共 %2 台叶交换机；未作更改</translation>
    </message>
    <message>
        <source>Renumbered by topology: leaf crossings in rank order %1 → %2, over %3 leaf switches</source>
        <translation>已按拓扑重排编号：按 rank 顺序跨叶交换机 %1 → %2 次，共 %3 台叶交换机</translation>
    </message>
</context>
<context>
    <name>ascendops::RankTableModel</name>
    <message>
        <source>devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>rank</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>super-pod</source>
        <translation>超节点</translation>
    </message>
    <message>
        <source>Super-pod %1</source>
        <translation>超节点 %1</translation>
    </message>
    <message>
        <source>Layer %1</source>
        <translation>层 %1</translation>
    </message>
    <message>
        <source>devices: %1</source>
        <translation>设备：%1</translation>
    </message>
    <message>
        <source>servers: %1</source>
        <translation>服务器：%1</translation>
    </message>
    <message>
        <source>ranks: %1</source>
        <translation>rank：%1</translation>
    </message>
    <message>
        <source>(no super-pod)</source>
        <translation>（无超节点）</translation>
    </message>
</context>
<context>
    <name>ascendops::RankTableSession</name>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Cannot open rank table</source>
        <translation>无法打开 rank table</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot save rank table</source>
        <translation>无法保存 rank table</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Saved %1 (the previous version is in %2)</source>
        <translation>已保存 %1（之前的版本保存在 %2 中）</translation>
    </message>
    <message>
        <source>%1 was moved or deleted on disk; Save writes it again.</source>
        <translation>%1 已在磁盘上被移动或删除；“保存”将重新写入该文件。</translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded.</source>
        <translation>%1 在磁盘上已更改，已重新加载。</translation>
    </message>
    <message>
        <source>Kept your version of %1; Save will ask before replacing the file on disk.</source>
        <translation>已保留您的 %1 版本；“保存”在替换磁盘上的文件前会先询问。</translation>
    </message>
</context>
<context>
    <name>ascendops::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation>无最近打开的文件</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>清空列表</translation>
    </message>
</context>
<context>
    <name>ascendops::RecoveryActionDialog</name>
    <message>
        <source>Roll back %1 to a checkpoint</source>
        <translation>将 %1 回滚到检查点</translation>
    </message>
    <message>
        <source>Reschedule one pod of %1</source>
        <translation>重调度 %1 的一个 Pod</translation>
    </message>
    <message>
        <source>Reschedule every pod of %1</source>
        <translation>重调度 %1 的所有 Pod</translation>
    </message>
    <message>
        <source>Isolate a chip or a server</source>
        <translation>隔离芯片或服务器</translation>
    </message>
    <message>
        <source>Dry run: what the API server says these writes would change</source>
        <translation>服务端试运行：API 服务器返回的这些写操作将产生的变更</translation>
    </message>
    <message>
        <source>Running this writes to &lt;b&gt;%1&lt;/b&gt; through the context &lt;b&gt;%2&lt;/b&gt; (user %3), and the pipeline journals and verifies it like any incident.</source>
        <translation>执行后将通过上下文 &lt;b&gt;%2&lt;/b&gt;（用户 %3）写入 &lt;b&gt;%1&lt;/b&gt;，流水线会像处理其他故障事件一样将其记入恢复日志并进行验证。</translation>
    </message>
    <message>
        <source>from the kubeconfig</source>
        <translation>取自 kubeconfig</translation>
    </message>
    <message>
        <source>Run on %1</source>
        <translation>在 %1 上执行</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Volcano recreates every pod of the job (RestartJob); training resumes from the job&apos;s own checkpoint.</source>
        <translation>Volcano 重建作业的所有 Pod（RestartJob）；训练从作业自身保存的检查点断点续训。</translation>
    </message>
    <message>
        <source>The latest checkpoint the job finds</source>
        <translation>作业找到的最新检查点</translation>
    </message>
    <message>
        <source>Step %1, the job&apos;s last checkpoint as it recorded it</source>
        <translation>第 %1 步，即作业记录的最近一次检查点</translation>
    </message>
    <message>
        <source>A recorded step (the job records no checkpoint step)</source>
        <translation>已记录的步数（该作业未记录检查点步数）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（位于 %2）</translation>
    </message>
    <message>
        <source>&amp;Pod:</source>
        <translation>Pod(&amp;P)：</translation>
    </message>
    <message>
        <source>It is deleted and Volcano recreates it, on a spare server when its own is faulty.</source>
        <translation>该 Pod 将被删除并由 Volcano 重建；若其所在服务器故障，则在备用服务器上重建。</translation>
    </message>
    <message>
        <source>The whole server: cordon it and label it isolated</source>
        <translation>整台服务器：设为不可调度（cordon）并打上隔离标签</translation>
    </message>
    <message>
        <source>One chip: add it to the device plugin&apos;s ManuallySeparateNPU list</source>
        <translation>单个芯片：将其加入 Device Plugin 的 ManuallySeparateNPU 列表</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>Asking the API server for a dry run…</source>
        <translation>正在请求 API 服务器进行服务端试运行…</translation>
    </message>
    <message>
        <source>Nothing to write for this choice: the target has no object to change.</source>
        <translation>该选项无需写入：目标没有需要变更的对象。</translation>
    </message>
    <message>
        <source>The API server accepted every write (dryRun=All); nothing is stored yet.</source>
        <translation>API 服务器已接受所有写操作（dryRun=All）；尚未保存任何内容。</translation>
    </message>
    <message>
        <source>The dry run was refused: %1</source>
        <translation>服务端试运行被拒绝：%1</translation>
    </message>
    <message>
        <source>Handing the request to the pipeline…</source>
        <translation>正在将请求提交给流水线…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Incident %1: started.</source>
        <translation>故障事件 %1：已开始。</translation>
    </message>
    <message>
        <source>Incident %1: %2. %3</source>
        <translation>故障事件 %1：%2。%3</translation>
    </message>
    <message>
        <source>Not run: %1</source>
        <translation>未执行：%1</translation>
    </message>
    <message>
        <source>The recovery in flight is journaled as superseded by this request; without this, the request is refused until it ends.</source>
        <translation>进行中的恢复将在恢复日志中记录为被本请求取代；不勾选此项时，在其结束之前本请求将被拒绝。</translation>
    </message>
    <message>
        <source>%1 on %2 (rank %3)</source>
        <translation>%2 上的 %1（rank %3）</translation>
    </message>
    <message>
        <source>, its server is faulty</source>
        <translation>，其所在服务器故障</translation>
    </message>
    <message>
        <source>, rank 0: every rank connects to it, the job&apos;s links are set up again</source>
        <translation>，rank 0：所有 rank 都与其建立连接，作业的通信链路需重新建立</translation>
    </message>
    <message>
        <source>Supersede the recovery in flight</source>
        <translation>取代进行中的恢复</translation>
    </message>
    <message>
        <source>%1 runs the job&apos;s rank-0 pod %2: every rank connects to it; isolating the whole server moves it, and the job&apos;s links are set up again.</source>
        <translation>%1 上运行着作业的 rank 0 Pod %2：所有 rank 都连接到它；隔离整台服务器会迁移它，作业的链路将重新建立。</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation>%1（rank %2）</translation>
    </message>
    <message>
        <source>No pod of the job runs there.</source>
        <translation>该作业没有 Pod 在其上运行。</translation>
    </message>
    <message>
        <source>It runs %1 of the job.</source>
        <translation>其上运行着该作业的 %1。</translation>
    </message>
    <message>
        <source>Cost: the job&apos;s log prints no step, so the steps lost are not known.</source>
        <translation>代价：作业日志不打印训练步，损失的训练步未知。</translation>
    </message>
    <message>
        <source>Cost: the job is at step %1 and its log names no checkpoint saved: how far it goes back is not known.</source>
        <translation>代价：作业处于第 %1 步，其日志未说明保存过检查点：会回退多远未知。</translation>
    </message>
    <message>
        <source>Cost: training goes back to step %1, the last checkpoint its log saved; the %2 steps since (it is at step %3) are done again.</source>
        <translation>代价：训练回退到第 %1 步，即其日志保存的最近一个检查点；此后的 %2 步（当前为第 %3 步）需要重做。</translation>
    </message>
    <message>
        <source>Its time to recover is not estimated.</source>
        <translation>其恢复时间未估算。</translation>
    </message>
    <message>
        <source>Its recovery-time profile estimates about %1 s from the fault to training again.</source>
        <translation>其恢复时间分析估计从故障到重新训练约需 %1 s。</translation>
    </message>
    <message>
        <source>Lands:</source>
        <translation>落点：</translation>
    </message>
    <message>
        <source>Cost: training goes back to step %1, the checkpoint its log just saved: hardly a step is done again.</source>
        <translation>代价：训练回退到第 %1 步，即其日志刚保存的检查点：几乎没有训练步需要重做。</translation>
    </message>
    <message>
        <source>The cluster&apos;s pipeline: %1</source>
        <translation>集群流水线：%1</translation>
    </message>
</context>
<context>
    <name>ascendops::RecoveryViews</name>
    <message>
        <source>1 node</source>
        <translation>1 个节点</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>Incident %1 waits for your approval in the Incidents tab.</source>
        <translation>故障事件 %1 正在“故障事件”页签中等待您审批。</translation>
    </message>
    <message>
        <source>Pipeline: off</source>
        <translation>流水线：未运行</translation>
    </message>
    <message>
        <source>The recovery pipeline runs while the console is connected to a cluster.</source>
        <translation>控制台连接到集群后，恢复流水线才会运行。</translation>
    </message>
    <message>
        <source>Pipeline: %1</source>
        <translation>流水线：%1</translation>
    </message>
    <message>
        <source>Breaker: tripped</source>
        <translation>熔断器：已触发</translation>
    </message>
    <message>
        <source>Breaker: closed</source>
        <translation>熔断器：未触发</translation>
    </message>
    <message>
        <source>Automatic actions may go ahead.</source>
        <translation>自动操作可以执行。</translation>
    </message>
    <message>
        <source>Not connected to a cluster. Connect with File ▸ Connect to Cluster… and the recovery pipeline watches it for faults.</source>
        <translation>未连接到集群。通过“文件 ▸ 连接到集群…”连接后，恢复流水线将监视该集群中的故障。</translation>
    </message>
    <message>
        <source>Reading the cluster&apos;s nodes, pods and device info; the pipeline starts once they are complete.</source>
        <translation>正在读取集群的节点、Pod 和设备信息；读取完成后流水线将启动。</translation>
    </message>
    <message>
        <source>No incidents: the pipeline is watching %1 in %2 mode.</source>
        <translation>没有故障事件：流水线正在以%2模式监视 %1。</translation>
    </message>
    <message>
        <source>The journal cannot be written: %1</source>
        <translation>无法写入恢复日志：%1</translation>
    </message>
    <message>
        <source>Every step is journaled in %1; incidents of earlier sessions show here too.</source>
        <translation>每个步骤都记录在恢复日志 %1 中；之前会话的故障事件也会显示在此处。</translation>
    </message>
    <message>
        <source>Watching %1 · open incidents: %2 · from the journal: %3</source>
        <translation>正在监视 %1 · 未关闭的故障事件：%2 · 来自恢复日志：%3</translation>
    </message>
    <message>
        <source>Recover automatically?</source>
        <translation>是否自动恢复？</translation>
    </message>
    <message>
        <source>In auto mode the pipeline writes to %1 (context %2) without asking: it deletes pods, restarts jobs and isolates chips and servers as its decisions say. The circuit breaker still stops an action that would touch too many nodes.

Switch to auto?</source>
        <translation>在自动模式下，流水线将不经询问直接写入 %1（上下文 %2）：按其决策删除 Pod、重启作业、隔离芯片和服务器。熔断器仍会阻止涉及过多节点的操作。

是否切换到自动模式？</translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) on %1 (context %2) are being recovered in auto mode.</source>
        <translation>
            <numerusform>%1（上下文 %2）上有 %n 个故障事件正在以自动模式恢复。</numerusform>
        </translation>
    </message>
    <message>
        <source>Incident %1 (%2) waits for your approval.</source>
        <translation>故障事件 %1（%2）等待您审批。</translation>
    </message>
    <message>
        <source>Incident %1 (%2) needs a person: no automatic recovery is left.</source>
        <translation>故障事件 %1（%2）需要人工处理：已没有可用的自动恢复。</translation>
    </message>
    <message>
        <source>No pipeline runs on this connection.</source>
        <translation>此连接上没有运行流水线。</translation>
    </message>
    <message>
        <source>the journal cannot be written (%1)</source>
        <translation>无法写入恢复日志（%1）</translation>
    </message>
    <message>
        <source>Assign %1</source>
        <translation>指派 %1</translation>
    </message>
    <message>
        <source>To whom (empty: nobody):</source>
        <translation>指派给（留空：不指派）：</translation>
    </message>
    <message>
        <source>Note on %1</source>
        <translation>%1 的备注</translation>
    </message>
    <message>
        <source>Note (journaled with your name):</source>
        <translation>备注（连同您的名字记入恢复日志）：</translation>
    </message>
    <message>
        <source>Close %1 by hand</source>
        <translation>手动关闭 %1</translation>
    </message>
    <message>
        <source>Why (journaled; no recovery time is counted for it):</source>
        <translation>原因（记入恢复日志；不计入恢复时间）：</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>未执行：%1</translation>
    </message>
    <message>
        <source>Approve %1 for %2 on %3</source>
        <translation>批准在 %3 上对 %2 执行%1</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Approving...</source>
        <translation>正在批准...</translation>
    </message>
    <message>
        <source>Approve lets the pipeline write this on %1: each write dry-run again as it is sent, fenced by the job&apos;s Lease.</source>
        <translation>批准后，流水线将在 %1 上写入以上内容：每个写操作在发送时都会再次试运行，并受作业 Lease 保护。</translation>
    </message>
    <message>
        <source>Approved: the pipeline acts now; the incident follows it.</source>
        <translation>已批准：流水线现在执行；故障事件会跟踪其进展。</translation>
    </message>
    <message>
        <source>Not approved: %1</source>
        <translation>未批准：%1</translation>
    </message>
    <message>
        <source>the incident no longer waits for the approval shown (decided again, another strategy chosen, or its connection closed); nothing was approved</source>
        <translation>该故障事件已不再等待所显示的审批（已重新决策、已改选其他策略，或其连接已关闭）；未批准任何内容</translation>
    </message>
    <message>
        <source>Answer ClusterD for %1</source>
        <translation>为 %1 应答 ClusterD</translation>
    </message>
    <message>
        <source>Process-level recovery to run (retry: the step again; recover: the faulty processes restarted; dump: a checkpoint saved, then the job restarted):</source>
        <translation>要运行的进程级恢复（retry：重新执行该训练步；recover：重启故障进程；dump：保存检查点后重启作业）：</translation>
    </message>
    <message>
        <source>Observe only: %1</source>
        <translation>仅观察：%1</translation>
    </message>
    <message>
        <source>%1 (read %2)</source>
        <translation>%1（读取于 %2）</translation>
    </message>
    <message>
        <source>the cluster pipeline&apos;s Lease could not be read now: %1</source>
        <translation>集群流水线的 Lease 此次无法读取：%1</translation>
    </message>
    <message>
        <source>this console leads for the cluster (Lease %1/%2): other consoles observe and send their answers here</source>
        <translation>本控制台为该集群主导恢复（Lease %1/%2）：其他控制台只做观察，并把答复发送到这里</translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline Lease could not be taken (%1): another console would not see this one act</source>
        <translation>无法获取集群流水线的 Lease（%1）：其他控制台将看不到本控制台在执行操作</translation>
    </message>
</context>
<context>
    <name>ascendops::RetryEditor</name>
    <message>
        <source>Retry levels (HCCL_OP_RETRY_ENABLE)</source>
        <translation>重执行层级（HCCL_OP_RETRY_ENABLE）</translation>
    </message>
    <message>
        <source>L0: within a server</source>
        <translation>L0：服务器内通信域</translation>
    </message>
    <message>
        <source>L1: between servers</source>
        <translation>L1：服务器间通信域</translation>
    </message>
    <message>
        <source>L2: between super-pods</source>
        <translation>L2：超节点间通信域</translation>
    </message>
    <message>
        <source>Only older CANN releases (8.1 to 8.3) know L0.</source>
        <translation>仅较早的 CANN 版本（8.1 至 8.3）支持 L0。</translation>
    </message>
    <message>
        <source>With L2 on, a failed die NIC can borrow the other die&apos;s NIC (backup_device_ip in a 1.2 rank table).</source>
        <translation>开启 L2 后，Die 的网卡故障时可借轨使用同一 NPU 另一个 Die 的网卡（需在 1.2 版本 rank table 中配置 backup_device_ip）。</translation>
    </message>
    <message>
        <source>Show L0 (older CANN)</source>
        <translation>显示 L0（较早的 CANN 版本）</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Retry parameters (HCCL_OP_RETRY_PARAMS)</source>
        <translation>重执行参数（HCCL_OP_RETRY_PARAMS）</translation>
    </message>
    <message>
        <source>Maximum retries (MaxCnt):</source>
        <translation>最大重执行次数（MaxCnt）：</translation>
    </message>
    <message>
        <source>Wait before the first retry (HoldTime):</source>
        <translation>首次重执行前的等待时间（HoldTime）：</translation>
    </message>
    <message>
        <source>Wait between retries (IntervalTime):</source>
        <translation>两次重执行的间隔时间（IntervalTime）：</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Operator retry is off: a failed operator fails at once.</source>
        <translation>算子重执行已关闭：算子执行失败时将立即报错。</translation>
    </message>
    <message>
        <source>Worst-case hold of a failed operator: %1 (HoldTime + (MaxCnt - 1) x IntervalTime)</source>
        <translation>失败算子在最坏情况下的等待时长：%1（HoldTime + (MaxCnt - 1) x IntervalTime）</translation>
    </message>
    <message>
        <source>%1, column %2: %3</source>
        <translation>%1，第 %2 列：%3</translation>
    </message>
    <message>
        <source>Rank table %1: %2</source>
        <translation>Rank table %1：%2</translation>
    </message>
    <message>
        <source>Where it runs</source>
        <translation>运行环境</translation>
    </message>
    <message>
        <source>MindCluster (environment variables)</source>
        <translation>MindCluster（环境变量）</translation>
    </message>
    <message>
        <source>ModelArts (job annotation)</source>
        <translation>ModelArts（作业注解）</translation>
    </message>
    <message>
        <source>Not known (from the rank table)</source>
        <translation>未知（取自 rank table）</translation>
    </message>
    <message>
        <source>Atlas A2</source>
        <translation>Atlas A2</translation>
    </message>
    <message>
        <source>Atlas A3 super-node (Snt9B23)</source>
        <translation>Atlas A3 超节点（Snt9B23）</translation>
    </message>
    <message>
        <source>Operator retry works on Snt9B23 (Atlas A3) super-nodes only.</source>
        <translation>算子重执行仅支持 Snt9B23（Atlas A3）超节点。</translation>
    </message>
    <message>
        <source>Platform:</source>
        <translation>平台：</translation>
    </message>
    <message>
        <source>Hardware:</source>
        <translation>硬件：</translation>
    </message>
    <message>
        <source>Measured cost of operator retry (seed 004, two super-nodes)</source>
        <translation>算子重执行的实测开销（seed 004，两个超节点）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>FPS off</source>
        <translation>关闭时 FPS</translation>
    </message>
    <message>
        <source>FPS on</source>
        <translation>开启时 FPS</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Enable Retry</source>
        <translation>开启重执行</translation>
    </message>
    <message>
        <source>Keep It Off</source>
        <translation>保持关闭</translation>
    </message>
    <message>
        <source>Copy what to put in the job to the clipboard</source>
        <translation>将需要写入作业的内容复制到剪贴板</translation>
    </message>
    <message>
        <source>chosen in the editor</source>
        <translation>在编辑器中选择</translation>
    </message>
    <message>
        <source>rank table version 1.2</source>
        <translation>rank table 版本 1.2</translation>
    </message>
    <message>
        <source>Export before the training starts:</source>
        <translation>在训练开始前导出：</translation>
    </message>
    <message>
        <source>Costs %1, and cannot be switched off again on ModelArts.</source>
        <translation>开销：%1，且在 ModelArts 上无法再关闭。</translation>
    </message>
    <message>
        <source>Costs %1.</source>
        <translation>开销：%1。</translation>
    </message>
    <message>
        <source>With operator retry, these models ran %1. On ModelArts it cannot be switched off again once a job has it. Enable it?</source>
        <translation>开启算子重执行后，这些模型的%1。在 ModelArts 上，作业一旦开启便无法关闭。是否开启？</translation>
    </message>
    <message>
        <source>With operator retry, these models ran %1; measure yours with it before relying on it. Enable it?</source>
        <translation>开启算子重执行后，这些模型的%1；在依赖它之前，请先测量您的模型。是否开启？</translation>
    </message>
    <message>
        <source>Not checked here:</source>
        <translation>此处未检查：</translation>
    </message>
    <message>
        <source>Put in the job&apos;s metadata (ModelArts does not read HCCL_OP_RETRY_ENABLE):</source>
        <translation>写入作业的 metadata（ModelArts 不读取 HCCL_OP_RETRY_ENABLE）：</translation>
    </message>
    <message>
        <source>%1 %2 was not taken: it must be %3 to %4%5. It stays %6.</source>
        <translation>%1 %2 未被采用：取值必须在 %3 到 %4%5 之间。保持为 %6。</translation>
    </message>
    <message>
        <source>Operator retry cannot work here: %1</source>
        <translation>算子重执行在此环境中无法生效：%1</translation>
    </message>
</context>
<context>
    <name>ascendops::ServerRole</name>
    <message>
        <source>down</source>
        <translation>未就绪</translation>
    </message>
    <message>
        <source>cordoned</source>
        <translation>已封锁</translation>
    </message>
    <message>
        <source>faulty</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>备用</translation>
    </message>
    <message>
        <source>spare, health unknown</source>
        <translation>备用，健康状态未知</translation>
    </message>
    <message>
        <source>super-pod %1</source>
        <translation>超节点 %1</translation>
    </message>
    <message>
        <source>the cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>super-pods %1</source>
        <translation>超节点 %1</translation>
    </message>
</context>
<context>
    <name>ascendops::StatusSummary</name>
    <message>
        <source>Rank table %1</source>
        <translation>Rank table %1</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>未发现问题</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>已修改</translation>
    </message>
    <message>
        <source>No rank table open</source>
        <translation>未打开 rank table</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2</source>
        <translation>错误：%1，警告：%2</translation>
    </message>
</context>
<context>
    <name>ascendops::TopologyPanel</name>
    <message>
        <source> (no NodeD map, or one that could not be read)</source>
        <translation>（没有 NodeD 的 ConfigMap，或未能读取）</translation>
    </message>
    <message>
        <source>NodeD</source>
        <translation>NodeD</translation>
    </message>
    <message>
        <source>%1: servers not Ready, cordoned or flagged by NodeD, dies isolated or with a fault on themselves or a link</source>
        <translation>%1：未就绪、已封锁或被 NodeD 标记的服务器，已隔离或自身或链路有故障的 die</translation>
    </message>
    <message>
        <source>healthy</source>
        <translation>健康</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Click a server or device, or search for a node, pod, IP or rank.</source>
        <translation>单击服务器或设备，或搜索节点、Pod、IP 或 rank。</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Host IP</source>
        <translation>Host IP</translation>
    </message>
    <message>
        <source>Super-pod</source>
        <translation>超节点</translation>
    </message>
    <message>
        <source>Node state</source>
        <translation>节点状态</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>NotReady</source>
        <translation>未就绪</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>%1 (rankIndex %2)</source>
        <translation>%1（rankIndex %2）</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>%1 (NPU %2, die %3)</source>
        <translation>%1（NPU %2，Die %3）</translation>
    </message>
    <message>
        <source>Super device id</source>
        <translation>超节点内设备 ID</translation>
    </message>
    <message>
        <source>Device IP</source>
        <translation>Device IP</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>not in the job</source>
        <translation>不在作业中</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康状态</translation>
    </message>
    <message>
        <source>HCCS link</source>
        <translation>HCCS 链路</translation>
    </message>
    <message>
        <source>RoCE port</source>
        <translation>RoCE 端口</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备数</translation>
    </message>
    <message>
        <source>Faulty devices</source>
        <translation>故障设备</translation>
    </message>
    <message>
        <source>Find node, pod, host IP, device IP or rank…</source>
        <translation>查找节点、Pod、Host IP、Device IP 或 rank…</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Show the whole cluster (0)</source>
        <translation>显示整个集群（0）</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Link telemetry</source>
        <translation>链路遥测</translation>
    </message>
    <message>
        <source>not probed over SSH</source>
        <translation>未通过 SSH 探测</translation>
    </message>
    <message>
        <source>Last probe</source>
        <translation>最近探测</translation>
    </message>
    <message numerus="yes">
        <source> · %n device(s) isolated</source>
        <translation>
            <numerusform> · %n 个设备已隔离</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n server(s) with values not read (select one for what and where)</source>
        <translation>
            <numerusform> · %n 台服务器有未能读取的值（选中一台可看内容与位置）</numerusform>
        </translation>
    </message>
    <message>
        <source>Not read</source>
        <translation>未能读取</translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation>已隔离</translation>
    </message>
    <message>
        <source>Isolated devices</source>
        <translation>已隔离的设备</translation>
    </message>
    <message>
        <source>Switch port</source>
        <translation>交换机端口</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>Uplinks</source>
        <translation>上行链路</translation>
    </message>
    <message>
        <source>Leaves below</source>
        <translation>下联叶交换机</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Ports not healthy</source>
        <translation>不健康的端口</translation>
    </message>
    <message>
        <source>No ring</source>
        <translation>不显示环</translation>
    </message>
    <message>
        <source>Ring in rank order</source>
        <translation>按 rank 顺序的环</translation>
    </message>
    <message>
        <source>Ring route-affine (planned)</source>
        <translation>路由亲和的环（规划后）</translation>
    </message>
    <message>
        <source>The job&apos;s ring over its servers; a hop from one leaf switch to another is drawn thick</source>
        <translation>作业在其服务器上的环；从一台叶交换机跳到另一台的段以粗线显示</translation>
    </message>
    <message>
        <source>leaf crossings: %1</source>
        <translation>跨叶交换机：%1 次</translation>
    </message>
    <message>
        <source>Next Fault</source>
        <translation>下一个故障</translation>
    </message>
    <message>
        <source>Previous Fault</source>
        <translation>上一个故障</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>, cordoned (spec.unschedulable): nothing new is placed on it</source>
        <translation>，已封锁（spec.unschedulable）：不再调度新负载到此节点</translation>
    </message>
    <message>
        <source>: %1, no longer running; its ranks are with the job&apos;s running pods</source>
        <translation>：%1，已不在运行；其 rank 归属作业中正在运行的 Pod</translation>
    </message>
    <message>
        <source>Faults and isolated devices: %1</source>
        <translation>故障与隔离设备：%1</translation>
    </message>
    <message>
        <source>No faults, nothing isolated</source>
        <translation>无故障，无隔离</translation>
    </message>
    <message>
        <source>none; the server is %1</source>
        <translation>无；该服务器：%1</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>automatic recovery %1</source>
        <translation>自动恢复%1</translation>
    </message>
    <message numerus="yes">
        <source>%n super-pod(s)</source>
        <translation>
            <numerusform>%n 个超节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 个服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n 个设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) with faults</source>
        <translation>
            <numerusform>%n 个服务器有故障</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with warnings</source>
        <translation>
            <numerusform>%n 个有警告</numerusform>
        </translation>
    </message>
    <message>
        <source>in a die: its rank, or #device id when no rank runs there · dashed: spare · hatched: isolated · above a die: HCCS link · below: RoCE port · lines below: RoCE ports to their leaf switches · a switch outlined in dashes: a spine, not monitored</source>
        <translation>die 中：其 rank，没有 rank 时为 #设备 ID · 虚线框：备用 · 斜线：已隔离 · die 上方：HCCS 链路 · 下方：RoCE 端口 · 下方连线：RoCE 端口到其叶交换机 · 虚线轮廓的交换机：脊交换机，未监控</translation>
    </message>
    <message>
        <source>by the device plugin (device-info ManuallySeparateNPU)</source>
        <translation>由 Device Plugin 隔离（device-info ManuallySeparateNPU）</translation>
    </message>
    <message>
        <source>, for %1</source>
        <translation>，原因：%1</translation>
    </message>
    <message>
        <source>by ClusterD (clusterd-manual-info-cm)</source>
        <translation>由 ClusterD 隔离（clusterd-manual-info-cm）</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>人工隔离</translation>
    </message>
    <message>
        <source>yes, %1; out of service until released (Release Isolation)</source>
        <translation>是，%1；解除前不再使用（解除隔离）</translation>
    </message>
    <message>
        <source>not monitored: no telemetry reads a spine or the links between switches</source>
        <translation>未监控：没有遥测读取脊交换机或交换机之间的链路</translation>
    </message>
</context>
<context>
    <name>ascendops::TopologyView</name>
    <message>
        <source>  NodeD: %1</source>
        <translation>  NodeD 状态：%1</translation>
    </message>
    <message>
        <source>Cluster topology</source>
        <translation>集群拓扑</translation>
    </message>
    <message>
        <source>No cluster connected</source>
        <translation>未连接集群</translation>
    </message>
    <message>
        <source>Super-pod %1</source>
        <translation>超节点 %1</translation>
    </message>
    <message>
        <source>Servers (no super-pod)</source>
        <translation>服务器（无超节点）</translation>
    </message>
    <message>
        <source>HCCS plane</source>
        <translation>HCCS 平面</translation>
    </message>
    <message>
        <source>RoCE parameter plane</source>
        <translation>RoCE 参数面</translation>
    </message>
    <message>
        <source>  rankIndex %1</source>
        <translation>  rankIndex %1</translation>
    </message>
    <message>
        <source>  NOT READY</source>
        <translation>  未就绪</translation>
    </message>
    <message>
        <source>  pod %1</source>
        <translation>  Pod %1</translation>
    </message>
    <message>
        <source>  CORDONED</source>
        <translation>  已封锁</translation>
    </message>
    <message>
        <source>  (%1)</source>
        <translation>  （%1）</translation>
    </message>
    <message>
        <source>  RECOVERY PAUSED</source>
        <translation>  已暂停恢复</translation>
    </message>
</context>
<context>
    <name>ascendops::WelcomePane</name>
    <message>
        <source>Open a rank table</source>
        <translation>打开 rank table</translation>
    </message>
    <message>
        <source>Choose File &gt; Open (%1), or drop a hccl.json here.</source>
        <translation>选择“文件 &gt; 打开”（%1），或将 hccl.json 拖放到此处。</translation>
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
        <translation>用法：ascend-ops-cli nodes probe --ssh [USER@]HOST[:PORT]... [--identity FILE] [--known-hosts FILE]
                                 [--accept-new] [--jump [USER@]HOST[:PORT]] [--ssh-config FILE]
                                 [--timeout S] [--json]

通过 SSH 登录每个节点（与 ssh 一样，在 ~/.ssh/config 中查找主机），在一次往返中运行一次 npu-smi
和 hccn_tool，然后按节点输出其 NPU 和 Die（健康状态、温度），按设备输出链路状态、link up 次数及
状态变化记录、网络健康状态、各通道的光模块读数以及 IP。除非指定 --accept-new，否则拒绝未知的主机
密钥；主机密钥发生变化时一律拒绝。
--ssh 可指定一个节点或以逗号分隔的节点列表，且可重复指定。

退出码：0 表示所有节点均已响应，1 表示部分节点失败（按节点输出失败原因），2 表示用法错误。
</translation>
    </message>
    <message>
        <source>Probe nodes once.</source>
        <translation>对节点执行一次探测。</translation>
    </message>
    <message>
        <source>Node to probe.</source>
        <translation>要探测的节点。</translation>
    </message>
    <message>
        <source>Private key file.</source>
        <translation>私钥文件。</translation>
    </message>
    <message>
        <source>known_hosts file.</source>
        <translation>known_hosts 文件。</translation>
    </message>
    <message>
        <source>Accept and record unknown host keys.</source>
        <translation>接受并记录未知的主机密钥。</translation>
    </message>
    <message>
        <source>Bastion to jump through.</source>
        <translation>用于跳转的堡垒机。</translation>
    </message>
    <message>
        <source>ssh_config file (default ~/.ssh/config).</source>
        <translation>ssh_config 文件（默认为 ~/.ssh/config）。</translation>
    </message>
    <message>
        <source>Seconds per node (default %1).</source>
        <translation>每个节点的超时时间，单位为秒（默认为 %1）。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>以 JSON 格式输出。</translation>
    </message>
    <message>
        <source>Probe N times over the same sessions (benchmarks).</source>
        <translation>复用同一组会话探测 N 次（用于基准测试）。</translation>
    </message>
    <message>
        <source>Print the probe&apos;s shell command and exit.</source>
        <translation>输出探测所用的 shell 命令后退出。</translation>
    </message>
    <message>
        <source>nodes probe: give at least one --ssh [USER@]HOST[:PORT]
</source>
        <translation>nodes probe: 请至少指定一个 --ssh [USER@]HOST[:PORT]
</translation>
    </message>
    <message>
        <source>nodes probe: --timeout must be a positive number of seconds
</source>
        <translation>nodes probe: --timeout 必须为正数（单位：秒）
</translation>
    </message>
    <message>
        <source>nodes probe: --ssh %1: %2
</source>
        <translation>nodes probe: --ssh %1: %2
</translation>
    </message>
    <message>
        <source>Topology file to write.</source>
        <translation>要写入的拓扑文件。</translation>
    </message>
    <message>
        <source>fabric discover: %1 cannot be read; fix or remove it, it is left as it is
</source>
        <translation>fabric discover：%1 无法读取；请修复或删除它，它保持原样
</translation>
    </message>
    <message>
        <source>fabric discover: %1: %2
</source>
        <translation>fabric discover：%1：%2
</translation>
    </message>
    <message>
        <source>fabric discover: %1
</source>
        <translation>fabric discover：%1
</translation>
    </message>
    <message>
        <source>fabric discover: %1: %2 links to %3 switches from %4 of %5 nodes
</source>
        <translation>fabric discover：%1：来自 %5 个节点中的 %4 个，%2 条链路，连接 %3 台交换机
</translation>
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
        <translation>用法：ascend-ops-cli fabric discover --ssh [USER@]HOST[:PORT]... [--identity FILE] [--known-hosts FILE]
                                       [--accept-new] [--jump [USER@]HOST[:PORT]] [--ssh-config FILE]
                                       [--timeout S] -o TOPOLOGY.json

像 nodes probe 一样探测节点，并写出网络拓扑（docs/FABRIC.md）：每个 RoCE 网卡所连的交换机端口，
来自交换机的 LLDP 应答（hccn_tool -lldp）。每条链路以 --ssh 给出的名字指明其服务器，并附带设备的 IP，
rank table 的 device_ip 可与之匹配。TOPOLOGY.json 已存在时，保留其中手工添加的内容（层级、上行链路、
脊交换机、本次没有应答的端口的链路）。交换机没有应答的端口列在标准错误输出上。

退出码：0 已写入，每个节点和端口都有应答；1 已写入但缺少部分节点或端口，或 TOPOLOGY.json 已存在且
无法读取（保持原样）；2 用法错误或 I/O 错误。
</translation>
    </message>
    <message>
        <source>fabric discover: -o TOPOLOGY.json is required</source>
        <translation>fabric discover：必须指定 -o TOPOLOGY.json</translation>
    </message>
    <message>
        <source>nodes probe: -o is fabric discover&apos;s</source>
        <translation>nodes probe: -o 是 fabric discover 的选项</translation>
    </message>
</context>
<context>
    <name>ascendops::kube</name>
    <message>
        <source>the API server&apos;s review has no status.allowed</source>
        <translation>API 服务器返回的访问审查结果中没有 status.allowed</translation>
    </message>
</context>
<context>
    <name>ascendops::kube::AccessQuestion</name>
    <message>
        <source>%1 %2 in %3</source>
        <translation>%1 %2（命名空间 %3）</translation>
    </message>
</context>
<context>
    <name>ascendops::kube::LeaseLock</name>
    <message>
        <source>lease %1/%2 is held by %3 until %4</source>
        <translation>租约 %1/%2 由 %3 持有，有效期至 %4</translation>
    </message>
    <message>
        <source>lease %1/%2 was written by someone else at the same time</source>
        <translation>租约 %1/%2 同时被他人写入</translation>
    </message>
    <message>
        <source>another holder</source>
        <translation>另一持有者</translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline</name>
    <message>
        <source>HCCL operator retry is not enabled for %1 in job %2. </source>
        <translation>作业 %2 未对 %1 开启 HCCL 算子重执行。 </translation>
    </message>
    <message>
        <source>Job %1 does not enable pod-level rescheduling (pod-rescheduling: &quot;on&quot;). </source>
        <translation>作业 %1 未开启 Pod 级重调度（pod-rescheduling: &quot;on&quot;）。 </translation>
    </message>
    <message>
        <source>The faulty pod holds rank 0, which every rank connects to. </source>
        <translation>故障 Pod 承载 rank 0，所有 rank 都与其建立连接。 </translation>
    </message>
    <message>
        <source>Job %1 has used all %2 retries (maxRetry). </source>
        <translation>作业 %1 已用完全部 %2 次重试（maxRetry）。 </translation>
    </message>
    <message>
        <source>HCCL operator retry is on for %1 in job %2: a flap shorter than its %3 ms window (HoldTime + (MaxCnt - 1) x IntervalTime) passes without rescheduling; wait and verify. Lanes borrowed on the way do not switch back: take a checkpoint soon.</source>
        <translation>作业 %2 已对 %1 开启 HCCL 算子重执行：短于其 %3 ms 窗口（HoldTime + (MaxCnt - 1) x IntervalTime）的闪断无需重调度即可恢复；请等待并验证。期间借轨的链路不会自动回切：请尽快保存检查点。</translation>
    </message>
    <message>
        <source>Job %1 allows process-level recovery (recover-strategy %2): restart only the affected processes.</source>
        <translation>作业 %1 允许进程级恢复（recover-strategy %2）：仅重启受影响的进程。</translation>
    </message>
    <message>
        <source>Job %1 enables pod-level rescheduling and the faulty pod holds rank %2: recreate only that pod.</source>
        <translation>作业 %1 已开启 Pod 级重调度，且故障 Pod 承载 rank %2：仅重建该 Pod。</translation>
    </message>
    <message>
        <source>Restart job %1 (Volcano RestartJob, %2 of %3 retries left).</source>
        <translation>重启作业 %1（Volcano RestartJob，剩余重试次数 %2/%3）。</translation>
    </message>
    <message>
        <source>Restart job %1 from its latest checkpoint.</source>
        <translation>从最新检查点重启作业 %1。</translation>
    </message>
    <message>
        <source>Server %1 is down and runs no training pod: cordon it so nothing is scheduled there.</source>
        <translation>服务器 %1 已宕机且未运行训练 Pod：将其设为不可调度（cordon），使任何 Pod 都不会调度到该服务器。</translation>
    </message>
    <message>
        <source>%1 needs the chip out of service and no training pod uses it: isolate it.</source>
        <translation>故障处理级别 %1 要求停用该芯片，且没有训练 Pod 使用该芯片：隔离该芯片。</translation>
    </message>
    <message>
        <source>No training job runs on %1 and %2 does not call for isolation: recorded only.</source>
        <translation>%1 上没有运行训练作业，且故障处理级别 %2 无需隔离：仅记录。</translation>
    </message>
    <message>
        <source>%1 does not stop training on job %2: recorded, nothing to do.</source>
        <translation>故障处理级别 %1 不会中断作业 %2 的训练：已记录，无需处理。</translation>
    </message>
    <message>
        <source>Job %1 stopped advancing: a hung collective does not end by itself. </source>
        <translation>作业 %1 已停止推进：挂死的集合通信不会自行结束。 </translation>
    </message>
    <message>
        <source>%1 did not bring the job back. </source>
        <translation>%1 未能使作业恢复。 </translation>
    </message>
    <message>
        <source>No automatic recovery is left for job %1: a person decides.</source>
        <translation>作业 %1 已无可用的自动恢复手段：需人工决策。</translation>
    </message>
    <message>
        <source>isolate %1 on %2 (device-info ManuallySeparateNPU)</source>
        <translation>隔离 %2 上的 %1（device-info ManuallySeparateNPU）</translation>
    </message>
    <message>
        <source>cordon node %1</source>
        <translation>将节点 %1 设为不可调度（cordon）</translation>
    </message>
    <message>
        <source>label node %1 %2=true</source>
        <translation>为节点 %1 添加标签 %2=true</translation>
    </message>
    <message>
        <source>delete pod %1/%2 (uid %3, %4)</source>
        <translation>删除 Pod %1/%2（uid %3，%4）</translation>
    </message>
    <message>
        <source>force</source>
        <translation>强制删除</translation>
    </message>
    <message>
        <source>graceful</source>
        <translation>优雅删除</translation>
    </message>
    <message>
        <source>create Volcano Command RestartJob for %1/%2</source>
        <translation>为 %1/%2 创建 Volcano Command RestartJob</translation>
    </message>
    <message>
        <source>annotate job %1/%2 %3=%4</source>
        <translation>为作业 %1/%2 添加注解 %3=%4</translation>
    </message>
    <message>
        <source>A UnifiedBus switch port of %1 needs separating and no training pod runs there: cordon the server so nothing is scheduled on it.</source>
        <translation>%1 的一个 UnifiedBus 交换机端口需要隔离，且该服务器上没有训练 Pod：将该服务器设为不可调度（cordon），使任何工作负载都不会再调度到其上。</translation>
    </message>
    <message>
        <source>complete the rank table in %1 (%2 servers, status completed)</source>
        <translation>补全 %1 中的 rank table（%2 台服务器，状态 completed）</translation>
    </message>
    <message>
        <source>%1 of the %2 pods of job %3 are on faulty servers: one job restart instead of %1 pod moves. </source>
        <translation>作业 %3 的 %2 个 Pod 中有 %1 个位于故障服务器上：重启一次作业，而不是迁移 %1 个 Pod。 </translation>
    </message>
    <message>
        <source>the request was not sent before the pipeline stopped; ask again</source>
        <translation>流水线停止前该请求未下发；请重新发起</translation>
    </message>
    <message>
        <source>Job %1 has used all %2 restarts (runPolicy.backoffLimit). </source>
        <translation>作业 %1 已用完全部 %2 次重启（runPolicy.backoffLimit）。</translation>
    </message>
    <message>
        <source>Restart AscendJob %1 (its pods deleted, the Ascend Operator recreates them; no restart limit).</source>
        <translation>重启 AscendJob %1（删除其 Pod，由 Ascend Operator 重新创建；重启次数无上限）。</translation>
    </message>
    <message>
        <source>Restart AscendJob %1 (its pods deleted, the Ascend Operator recreates them; %2 of %3 restarts left).</source>
        <translation>重启 AscendJob %1（删除其 Pod，由 Ascend Operator 重新创建；剩余 %2/%3 次重启）。</translation>
    </message>
    <message>
        <source>Job %1 already runs on a borrowed lane (%2): HCCL borrows once per communication domain and never switches back, so operator retry cannot ride a second link loss. </source>
        <translation>作业 %1 已在借用的链路上运行（%2）：HCCL 在每个通信域内只借轨一次且不回切，因此算子重执行无法应对第二次链路丢失。</translation>
    </message>
    <message>
        <source>HCCL operator retry is on for %1 in job %2: the super-pod&apos;s switches route around a broken HCCS link when they have another path; retry counts only once the switch fault clears within its %3 ms window (HoldTime + (MaxCnt - 1) x IntervalTime); wait and verify.</source>
        <translation>作业 %2 已为 %1 开启 HCCL 算子重执行：超节点的交换机在有其他路径时会绕开断开的 HCCS 链路；只有交换机故障在 %3 ms 窗口（HoldTime + (MaxCnt - 1) x IntervalTime）内清除后，重执行才算成功；等待并验证。</translation>
    </message>
    <message>
        <source>ModelArts restarts hung job %1 itself (fault-tolerance/hang-retry, %2 restarts in fault-tolerance/job-retry-num): observed, not restarted a second time.</source>
        <translation>ModelArts 会自行重启卡死的作业 %1（fault-tolerance/hang-retry，fault-tolerance/job-retry-num 中为 %2 次重启）：仅观察，不再重复重启。</translation>
    </message>
    <message>
        <source>ModelArts restarts job %1 itself after a fault (fault-tolerance/job-retry-num: %2%3): observed, not restarted a second time.</source>
        <translation>ModelArts 会在故障后自行重启作业 %1（fault-tolerance/job-retry-num：%2%3）：仅观察，不再重复重启。</translation>
    </message>
    <message>
        <source>, unconditional</source>
        <translation>，无条件重启</translation>
    </message>
    <message>
        <source>an incident&apos;s recovery is under way</source>
        <translation>故障事件的恢复正在进行</translation>
    </message>
    <message>
        <source>an open incident stopped its training; nothing recovers it yet</source>
        <translation>一个未关闭的故障事件使其训练停止；尚无恢复动作</translation>
    </message>
    <message>
        <source>pod failed: %1</source>
        <translation>Pod 失败：%1</translation>
    </message>
    <message>
        <source>%1 of %2 pods running</source>
        <translation>%2 个 Pod 中 %1 个在运行</translation>
    </message>
    <message>
        <source>by the device plugin %1 s after %2 last clears (ReleaseTimeWindow of the built-in rules)</source>
        <translation>由 Device Plugin 在故障 %2 最后一次消除后的 %1 s 解除（内置规则的 ReleaseTimeWindow）</translation>
    </message>
    <message>
        <source>only by a person: no ReleaseTimeWindow applies</source>
        <translation>只能人工解除：没有适用的 ReleaseTimeWindow</translation>
    </message>
    <message>
        <source>only by a person (fault_free_hours -1, %1)</source>
        <translation>只能人工解除（fault_free_hours -1，%1）</translation>
    </message>
    <message>
        <source>by ClusterD %1 h after its last separation, whose time is not recorded</source>
        <translation>由 ClusterD 在最后一次隔离 %1 h 后解除，但该次隔离的时间未记录</translation>
    </message>
    <message>
        <source>due since %1: ClusterD releases it within its 300 s re-read (fault_free_hours %2, %3)</source>
        <translation>自 %1 起已到期：ClusterD 会在其每 300 s 一次的重新读取中解除（fault_free_hours %2，%3）</translation>
    </message>
    <message>
        <source>by ClusterD at %1 (fault_free_hours %2, %3)</source>
        <translation>由 ClusterD 于 %1 解除（fault_free_hours %2，%3）</translation>
    </message>
    <message>
        <source>release %1 on %2 in the device plugin&apos;s store (%3 ManuallySeparateNPU)</source>
        <translation>在 Device Plugin 的隔离记录中解除 %2 上的 %1（%3 ManuallySeparateNPU）</translation>
    </message>
    <message>
        <source>%1 key %2 cannot be changed: %3</source>
        <translation>%1 的键 %2 无法修改：%3</translation>
    </message>
    <message>
        <source>release %1 on %2 in ClusterD&apos;s store (%3, out of Total)</source>
        <translation>在 ClusterD 的隔离记录中解除 %2 上的 %1（%3，从 Total 中移除）</translation>
    </message>
    <message>
        <source>no store isolates chip %1 of %2</source>
        <translation>%2 的芯片 %1 不在任何隔离记录中</translation>
    </message>
    <message>
        <source>Job %1 lives in one super-pod: its servers talk over HCCS, and the RoCE plane, which joins super-pods, carries none of its collectives (seed 004). </source>
        <translation>作业 %1 位于单个超节点内：其服务器之间通过 HCCS 通信，而连接各超节点的 RoCE 平面不承载它的任何集合通信（seed 004）。 </translation>
    </message>
    <message>
        <source>Job %1 switches operator retry on, but it cannot work there: %2. </source>
        <translation>作业 %1 开启了算子重执行，但在该环境中无法生效：%2。 </translation>
    </message>
    <message>
        <source>job %1 has spent its retries, so MindCluster fails it rather than reschedule it</source>
        <translation>作业 %1 已用完重试次数，因此 MindCluster 会将其置为失败，而不会重调度</translation>
    </message>
    <message>
        <source>MindCluster does not act on a hang: its hang code 200001002 comes after about 5 minutes at NotHandleFault, and the job ends only at the collective&apos;s 30-minute timeout</source>
        <translation>MindCluster 不处理挂死：其挂死故障码 200001002 约 5 分钟后才以 NotHandleFault 级别上报，作业要到集合通信 30 分钟超时后才会结束</translation>
    </message>
    <message>
        <source>job %1 has no fault-retry-times, so MindCluster does not reschedule a pod that fails without a hardware fault it detected</source>
        <translation>作业 %1 未设置 fault-retry-times，因此 Pod 失败而 MindCluster 未检测到硬件故障时，MindCluster 不会重调度该 Pod</translation>
    </message>
    <message>
        <source>its ladder for the job is not worked out yet</source>
        <translation>尚未得出其针对该作业的恢复阶梯</translation>
    </message>
    <message>
        <source>no rung of its ladder is left for this fault</source>
        <translation>其恢复阶梯中已没有可处理该故障的恢复级</translation>
    </message>
    <message>
        <source>next rung %1</source>
        <translation>下一恢复级 %1</translation>
    </message>
    <message>
        <source> (skipped: %1)</source>
        <translation> （跳过：%1）</translation>
    </message>
    <message>
        <source>MindCluster recovers job %1 (%2): %3. Observed; the console writes nothing for this job.</source>
        <translation>MindCluster 负责恢复作业 %1（%2）：%3。仅观察；控制台不会对此作业执行任何写入。</translation>
    </message>
    <message>
        <source>The device plugin reports Ascend910-%1 on %2 at %3 and no training pod uses it: MindCluster places nothing on the chip while the fault lasts; nothing to write.</source>
        <translation>Device Plugin 报告 %2 上的 Ascend910-%1 处于 %3 级别，且没有训练 Pod 使用该芯片：故障持续期间 MindCluster 不会在该芯片上调度任何负载；无需写入。</translation>
    </message>
    <message>
        <source>MindCluster did not bring job %1 back. </source>
        <translation>MindCluster 未能使作业 %1 恢复。 </translation>
    </message>
    <message>
        <source>: proposed to a person. </source>
        <translation>：转交人工决定。 </translation>
    </message>
    <message>
        <source>A RoCE link fault at %1 need not stop job %2: the NIC retransmits, and a collective that meets the broken link ends the processes by itself (the watchdog, the collective&apos;s timeout). Nothing is done unless the job is affected: its pods fail or its training stops.</source>
        <translation>%1 处的 RoCE 链路故障不一定会中断作业 %2：网卡会重传，遇到断链的集合通信会自行结束进程（看门狗、集合通信超时）。除非作业受到影响（其 Pod 失败或训练停止），否则不做任何处理。</translation>
    </message>
    <message>
        <source> Retry as the job sets it: %1.</source>
        <translation> 作业中的重执行设置：%1。</translation>
    </message>
    <message>
        <source>ClusterD asks which process-level recovery to run for ranks %1 of job %2 (its PodGroup&apos;s ProcessRecoverStrategy is set and empty): %3 is proposed (the job allows %4). Unanswered, ClusterD falls back by itself in about %5 s.</source>
        <translation>ClusterD 询问对作业 %2 的 rank %1 执行哪种进程级恢复（其 PodGroup 的 ProcessRecoverStrategy 已设置且为空）：建议 %3（作业允许 %4）。若无应答，ClusterD 约 %5 s 后自行回退。</translation>
    </message>
    <message>
        <source>annotate PodGroup %1/%2 %3</source>
        <translation>为 PodGroup %1/%2 添加注解 %3</translation>
    </message>
    <message>
        <source>%1: resolved with no timeline (it did not stop training)</source>
        <translation>%1：已解决，但没有时间线（它未使训练停止）</translation>
    </message>
    <message>
        <source>%1: %2 steps rolled back, the step time unknown</source>
        <translation>%1：回退了 %2 步，但单步时间未知</translation>
    </message>
    <message>
        <source>cordon node %1 (spec.unschedulable true)</source>
        <translation>封锁节点 %1（spec.unschedulable 为 true）</translation>
    </message>
    <message>
        <source>uncordon node %1 (spec.unschedulable cleared)</source>
        <translation>解除封锁节点 %1（清除 spec.unschedulable）</translation>
    </message>
    <message>
        <source>pause automatic recovery on node %1 (%2)</source>
        <translation>暂停节点 %1 上的自动恢复（%2）</translation>
    </message>
    <message>
        <source>resume automatic recovery on node %1 (%2)</source>
        <translation>继续节点 %1 上的自动恢复（%2）</translation>
    </message>
    <message>
        <source>%1/%2 (%3)</source>
        <translation>%1/%2（%3）</translation>
    </message>
    <message>
        <source>evict pod %1/%2 (its PodDisruptionBudgets permitting)</source>
        <translation>驱逐 Pod %1/%2（在其 PodDisruptionBudget 允许时）</translation>
    </message>
    <message>
        <source>%1 %2 on %3: %4 (%5)</source>
        <translation>%3 上的 %1 %2：%4（%5）</translation>
    </message>
    <message>
        <source>UnifiedBus switch of %1: %2 (%3, NodeStatus %4)</source>
        <translation>%1 的 UnifiedBus 交换机：%2（%3，NodeStatus %4）</translation>
    </message>
    <message>
        <source>NodeD reports %1 UnHealthy</source>
        <translation>NodeD 报告 %1 为 UnHealthy</translation>
    </message>
    <message>
        <source>node %1 is not Ready</source>
        <translation>节点 %1 未就绪（not Ready）</translation>
    </message>
    <message>
        <source>pod %1 failed: %2</source>
        <translation>Pod %1 失败：%2</translation>
    </message>
    <message>
        <source>device plugin alarm %1 on %2: Ascend910-%3 %4 (%5)</source>
        <translation>Device Plugin 告警 %1，位于 %2：Ascend910-%3 %4（%5）</translation>
    </message>
    <message>
        <source>no healthy spare server is left in %1 (%2 out of service): a moved pod would stay Pending</source>
        <translation>%1已没有健康的备用服务器（%2 台不可用）：迁移的 Pod 会一直 Pending</translation>
    </message>
    <message>
        <source>Pod-level rescheduling cannot land: %1. </source>
        <translation>Pod 级重调度无处可落：%1。</translation>
    </message>
    <message>
        <source>MindCluster&apos;s hot switch moves job %1 (%2) off a sub-healthy server, and training pauses while it switches; it reports the pause and the resume within 15 minutes each, else goes job-level itself. Observed; the console writes nothing for this job.</source>
        <translation>MindCluster 的亚健康热切正把作业 %1（%2）迁离亚健康服务器，切换期间训练暂停；它在各 15 分钟内上报暂停和恢复，否则自行转为作业级重调度。仅观察；控制台不为该作业写入任何内容。</translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline %1 (Lease %2) says no renewal time: it is not taken as running</source>
        <translation>集群的流水线 %1（Lease %2）没有给出续约时间：不视为在运行</translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline %1 (Lease %2) last renewed its Lease %3 s ago (by its clock): it is gone</source>
        <translation>集群的流水线 %1（Lease %2）上次续约是在 %3 s 之前（按其时钟）：它已不在运行</translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline %1 (Lease %2) recovers this cluster</source>
        <translation>集群的流水线 %1（Lease %2）负责恢复该集群</translation>
    </message>
    <message>
        <source> in %1 mode</source>
        <translation>，处于 %1 模式</translation>
    </message>
    <message>
        <source>; open incidents: %1, waiting for a person: %2</source>
        <translation>；未关闭的故障事件：%1，等待人工：%2</translation>
    </message>
    <message>
        <source>; not read: %1</source>
        <translation>；未能读取：%1</translation>
    </message>
    <message>
        <source>%1 data.incident: missing</source>
        <translation>%1 data.incident：缺失</translation>
    </message>
    <message>
        <source>%1 data.person: missing (an answer is signed)</source>
        <translation>%1 data.person：缺失（答复必须署名）</translation>
    </message>
    <message>
        <source>%1 data.action: &quot;%2&quot; is not a recovery action</source>
        <translation>%1 data.action：“%2”不是恢复操作</translation>
    </message>
    <message>
        <source>%1 data.die: not a device number (-1 for none)</source>
        <translation>%1 data.die：不是设备编号（-1 表示无）</translation>
    </message>
    <message>
        <source>%1 data.rollbackStep: not a step (-1 for the latest checkpoint)</source>
        <translation>%1 data.rollbackStep：不是训练步（-1 表示最新检查点）</translation>
    </message>
    <message>
        <source>%1 data.job, data.node: neither is said</source>
        <translation>%1 data.job、data.node：两者都未给出</translation>
    </message>
    <message>
        <source>%1 data.answer: &quot;%2&quot; is not approve, decline or act</source>
        <translation>%1 data.answer：“%2”不是 approve、decline 或 act</translation>
    </message>
    <message>
        <source>%1 data.holder: missing (an answer is for the pipeline the person saw)</source>
        <translation>%1 data.holder：缺失（答复只给答复人看到的那条流水线）</translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline::JobChangeWrite</name>
    <message>
        <source>cannot read the job: %1</source>
        <translation>无法读取作业：%1</translation>
    </message>
    <message>
        <source>not connected to the cluster any more</source>
        <translation>已不再连接到该集群</translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline::PipelineRequestInbox</name>
    <message>
        <source>%1 (request %2/%3)</source>
        <translation>%1（请求 %2/%3）</translation>
    </message>
    <message>
        <source>sent %1 min ago; an answer is taken within %2 min of being given, ask again</source>
        <translation>%1 分钟前发送；答复须在给出后 %2 分钟内被受理，请重新答复</translation>
    </message>
    <message>
        <source>the pipeline is still reading the cluster&apos;s objects; ask again in a moment</source>
        <translation>流水线仍在读取集群对象；请稍后再答复</translation>
    </message>
    <message>
        <source>this pipeline has no incident %1</source>
        <translation>本流水线没有故障事件 %1</translation>
    </message>
    <message>
        <source>incident %1 is %2, not waiting for approval (%3)</source>
        <translation>故障事件 %1 处于 %2，并未等待审批（%3）</translation>
    </message>
    <message>
        <source>the pipeline did not take it</source>
        <translation>流水线没有受理它</translation>
    </message>
    <message>
        <source>taken by %1, whose outcome was never written: it stopped before or after acting; its journal says which</source>
        <translation>已被 %1 认领，但它从未写下结果：它在执行之前或之后停止了；它的恢复日志说明是哪一种</translation>
    </message>
    <message>
        <source>this pipeline stopped leading before it answered</source>
        <translation>本流水线在作答之前已不再主导</translation>
    </message>
    <message>
        <source>this pipeline runs no actions sent to it (pipeline serve --accept-actions); answers to its questions only</source>
        <translation>本流水线不执行发给它的操作（pipeline serve --accept-actions）；只受理对其询问的答复</translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline::PipelineRequestSender</name>
    <message>
        <source>a request in namespace %1 would be refused: %2</source>
        <translation>命名空间 %1 中的请求会被拒绝：%2</translation>
    </message>
    <message>
        <source>the request could not be created in namespace %1: %2</source>
        <translation>无法在命名空间 %1 中创建请求：%2</translation>
    </message>
    <message>
        <source>the request %1/%2 was deleted before the pipeline answered it</source>
        <translation>请求 %1/%2 在流水线答复之前已被删除</translation>
    </message>
    <message>
        <source>the cluster&apos;s pipeline took the request %1/%2 just before it was withdrawn: what came of it is on the request and in that pipeline&apos;s journal</source>
        <translation>集群流水线在请求 %1/%2 被撤回之前已认领它：结果见该请求和该流水线的恢复日志</translation>
    </message>
    <message>
        <source>the request %1/%2 could not be withdrawn (%3): a pipeline may still take it within %4 min of its sending</source>
        <translation>请求 %1/%2 无法撤回（%3）：在发送后 %4 分钟内仍可能有流水线受理它</translation>
    </message>
</context>
<context>
    <name>ascendops::pipeline::RecoveryPipeline</name>
    <message>
        <source>joins: %1</source>
        <translation>并入信号：%1</translation>
    </message>
    <message>
        <source>pod %1 failed during the operator-retry window</source>
        <translation>Pod %1 在算子重执行窗口内失败</translation>
    </message>
    <message>
        <source>the link keeps failing: %1</source>
        <translation>链路持续故障：%1</translation>
    </message>
    <message>
        <source>observe mode: %1 not taken</source>
        <translation>观察模式：未执行 %1</translation>
    </message>
    <message>
        <source>dry run only (observe mode)</source>
        <translation>仅服务端试运行（观察模式）</translation>
    </message>
    <message>
        <source>circuit breaker: %1</source>
        <translation>熔断器：%1</translation>
    </message>
    <message>
        <source>approve mode: confirm %1</source>
        <translation>审批模式：请确认 %1</translation>
    </message>
    <message>
        <source>approved by %1: %2</source>
        <translation>已由 %1 批准：%2</translation>
    </message>
    <message>
        <source>declined by %1</source>
        <translation>已被 %1 拒绝</translation>
    </message>
    <message>
        <source>waiting %1 ms for HCCL operator retry</source>
        <translation>等待 HCCL 算子重执行 %1 ms</translation>
    </message>
    <message>
        <source>the link is still down after the operator-retry window</source>
        <translation>算子重执行窗口结束后链路仍为 DOWN</translation>
    </message>
    <message>
        <source>the job did not carry on through the operator-retry window</source>
        <translation>作业未能在算子重执行窗口内继续运行</translation>
    </message>
    <message>
        <source>the link came back within the retry window, no pod was recreated and training went on</source>
        <translation>链路在重执行窗口内恢复，未重建任何 Pod，训练继续进行</translation>
    </message>
    <message>
        <source>HCCL operator retry rode out the flap; no pod recreated</source>
        <translation>HCCL 算子重执行已化解此次闪断；未重建 Pod</translation>
    </message>
    <message>
        <source>the journal cannot be written: no action is taken without a record</source>
        <translation>无法写入恢复日志：不执行任何无法记录的操作</translation>
    </message>
    <message>
        <source>taking the job&apos;s recovery lease</source>
        <translation>正在获取作业的恢复租约</translation>
    </message>
    <message>
        <source>the dry run refused it: %1</source>
        <translation>服务端试运行拒绝了该操作：%1</translation>
    </message>
    <message>
        <source>the write failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
    <message>
        <source>%1 sent; verifying</source>
        <translation>%1 已下发；正在验证</translation>
    </message>
    <message>
        <source>isolation written</source>
        <translation>隔离已写入</translation>
    </message>
    <message>
        <source>isolated</source>
        <translation>已隔离</translation>
    </message>
    <message>
        <source>all pods running, rank table completed, training steps advancing</source>
        <translation>所有 Pod 均在运行，rank table 已为 completed，训练步数持续增长</translation>
    </message>
    <message>
        <source>recovered by another pipeline</source>
        <translation>已由其他流水线恢复</translation>
    </message>
    <message>
        <source>%1 brought the job back</source>
        <translation>%1 已使作业恢复</translation>
    </message>
    <message>
        <source>the other pipeline did not finish within %1 s</source>
        <translation>其他流水线未在 %1 s 内完成</translation>
    </message>
    <message>
        <source>the job failed after %1</source>
        <translation>执行 %1 后作业失败</translation>
    </message>
    <message>
        <source>no recovery within %1 s</source>
        <translation>%1 s 内未恢复</translation>
    </message>
    <message>
        <source>%1 requested %2</source>
        <translation>%1 请求执行 %2</translation>
    </message>
    <message>
        <source>requested by %1 in the console</source>
        <translation>由 %1 在控制台中发起</translation>
    </message>
    <message>
        <source>isolated by another pipeline</source>
        <translation>已由另一条流水线隔离</translation>
    </message>
    <message>
        <source>completing the rank table failed: %1</source>
        <translation>补全 rank table 失败：%1</translation>
    </message>
    <message>
        <source>the rank table of %1 is still initializing %2 s after every pod runs again (the Ascend Operator did not complete it): write the table the operator would write</source>
        <translation>作业 %1 的 rank table 在所有 Pod 重新运行 %2 s 后仍为 initializing（Ascend Operator 未将其补全）：写入 Operator 本应写入的 rank table</translation>
    </message>
    <message>
        <source>mode changed to %1: the decision is taken up again</source>
        <translation>模式已切换为 %1：重新处理此前的决策</translation>
    </message>
    <message>
        <source>the fault cleared before anything was done</source>
        <translation>故障在执行任何操作之前已消除</translation>
    </message>
    <message>
        <source>the job&apos;s recovery lease could not be taken: %1</source>
        <translation>无法获取该作业的恢复租约（Lease）：%1</translation>
    </message>
    <message>
        <source>%1 is recovering this job (%2); not acting twice</source>
        <translation>%1 正在恢复此作业（%2）；不重复执行</translation>
    </message>
    <message>
        <source>%1 of %2 brought the job back</source>
        <translation>%2 的 %1 已使作业恢复</translation>
    </message>
    <message>
        <source>superseded by %1: its %2 recreates every pod of job %3</source>
        <translation>已被 %1 取代：其 %2 会重建作业 %3 的所有 Pod</translation>
    </message>
    <message>
        <source>picked up from the journal after a restart (%1)</source>
        <translation>重启后从恢复日志中接续处理（%1）</translation>
    </message>
    <message>
        <source>the fault cleared while the pipeline was stopped; nothing was done</source>
        <translation>流水线停止期间故障已消除；未执行任何操作</translation>
    </message>
    <message>
        <source>a recovery of %1 is in flight (%2, %3: %4); wait until it ends, or supersede it</source>
        <translation>%1 的一次恢复正在进行中（%2，%3：%4）；请等待其结束，或取代该恢复</translation>
    </message>
    <message>
        <source>%1 superseded this recovery with %2 (%3)</source>
        <translation>%1 以 %2（%3）取代了此次恢复</translation>
    </message>
    <message>
        <source>%1, whose recovery covers it, waits for a person</source>
        <translation>覆盖本事件的 %1 正在等待人工处理</translation>
    </message>
    <message>
        <source>nothing left to write; verifying</source>
        <translation>已无需写入的内容；正在验证</translation>
    </message>
    <message>
        <source>covered by %1: its %2 recreates every pod of job %3</source>
        <translation>由 %1 覆盖：其 %2 会重建作业 %3 的所有 Pod</translation>
    </message>
    <message>
        <source>the journal is damaged (%1): a person decides</source>
        <translation>恢复日志已损坏（%1）：需人工决策</translation>
    </message>
    <message>
        <source>job %1 no longer exists</source>
        <translation>作业 %1 已不存在</translation>
    </message>
    <message>
        <source>training stopped on the borrowed lane: %1</source>
        <translation>训练在借用的链路上停止：%1</translation>
    </message>
    <message>
        <source>a second link loss in the same communication domain (%1): the borrowed lane does not switch back, and the collective fails</source>
        <translation>同一通信域内第二次链路丢失（%1）：借用的链路不会回切，集合通信失败</translation>
    </message>
    <message>
        <source>training stopped during the operator-retry window: %1</source>
        <translation>训练在算子重执行窗口内停止：%1</translation>
    </message>
    <message>
        <source>training did not advance within %1 s of the operator-retry window</source>
        <translation>算子重执行窗口后 %1 秒内训练未推进</translation>
    </message>
    <message>
        <source>the link is still down, but training goes on over the other die&apos;s NIC (a lane borrowed by operator retry at L2); no pod recreated</source>
        <translation>链路仍然断开，但训练通过另一个 Die 的网卡继续进行（算子重执行在 L2 借轨）；未重建任何 Pod</translation>
    </message>
    <message>
        <source>job %1 runs on a borrowed lane: save a checkpoint now, then schedule the repair (%2%3). The lane does not switch back: a second link loss in this communication domain fails the collective.</source>
        <translation>作业 %1 在借用的链路上运行：请立即保存 checkpoint，然后安排修复（%2%3）。借用的链路不会回切：该通信域内再次丢失链路将导致集合通信失败。</translation>
    </message>
    <message>
        <source>, the chip isolated</source>
        <translation>，并隔离该芯片</translation>
    </message>
    <message>
        <source>the job failed while the platform owned its restart: a person decides</source>
        <translation>平台负责重启期间作业失败：由人工决定</translation>
    </message>
    <message>
        <source>the platform did not bring the job back within %1 s: a person decides</source>
        <translation>平台未在 %1 秒内恢复作业：由人工决定</translation>
    </message>
    <message>
        <source>job %1 runs on a borrowed lane: save a checkpoint now, then restart it through ModelArts to repair the lane. The lane does not switch back: a second link loss in this communication domain fails the collective.</source>
        <translation>作业 %1 在借用的链路上运行：请立即保存 checkpoint，然后通过 ModelArts 重启作业以修复该链路。借用的链路不会回切：该通信域内再次丢失链路将导致集合通信失败。</translation>
    </message>
    <message>
        <source>approval by %1, given while the pipeline read the cluster, not used: the incident is %2 (%3)</source>
        <translation>%1 在流水线读取集群期间给出的批准未被采用：该故障事件当前为 %2（%3）</translation>
    </message>
    <message>
        <source>the pipeline is still reading the cluster&apos;s objects; ask again in a moment</source>
        <translation>流水线仍在读取集群的对象，请稍后再试</translation>
    </message>
    <message>
        <source>the fault affected the job: pod %1 failed</source>
        <translation>故障影响了作业：Pod %1 失败</translation>
    </message>
    <message>
        <source>the fault affected the job: training stopped (%1)</source>
        <translation>故障影响了作业：训练停止（%1）</translation>
    </message>
    <message>
        <source>%1 is recovering %2 (%3): a recovery from here would be a second one, counted against the job&apos;s retries; wait until it ends, or supersede it</source>
        <translation>%1 正在恢复 %2（%3）：从此处发起的恢复将是第二次恢复，并计入作业的重试次数；请等待其结束，或取代该恢复</translation>
    </message>
    <message>
        <source>the link came back and job %1 was not affected: nothing was done</source>
        <translation>链路已恢复且作业 %1 未受影响：未执行任何操作</translation>
    </message>
    <message>
        <source>left to %1: %2</source>
        <translation>交由 %1 处理：%2</translation>
    </message>
    <message>
        <source>ClusterD&apos;s hook on the job&apos;s PodGroup cannot be read: %1</source>
        <translation>无法读取 ClusterD 在作业 PodGroup 上的钩子：%1</translation>
    </message>
    <message>
        <source>observe mode, not answered: %1</source>
        <translation>观察模式，未应答：%1</translation>
    </message>
    <message>
        <source>ClusterD&apos;s question went unanswered for %1 s: it falls back by itself</source>
        <translation>ClusterD 的询问 %1 s 内未获应答：它将自行回退</translation>
    </message>
    <message>
        <source>ClusterD&apos;s question is not answered from here: it goes on by itself</source>
        <translation>不从此处应答 ClusterD 的询问：它将自行继续</translation>
    </message>
    <message>
        <source>the job trains again</source>
        <translation>作业已恢复训练</translation>
    </message>
    <message>
        <source>every pod recreated (job-level rescheduling)</source>
        <translation>所有 Pod 已重建（作业级重调度）</translation>
    </message>
    <message numerus="yes">
        <source>%n pod(s) recreated (pod-level rescheduling)</source>
        <translation>
            <numerusform>已重建 %n 个 Pod（Pod 级重调度）</numerusform>
        </translation>
    </message>
    <message>
        <source>no pod recreated (the processes restarted in their pods)</source>
        <translation>未重建 Pod（进程在原 Pod 内重启）</translation>
    </message>
    <message>
        <source>%1 brought the job back: %2</source>
        <translation>%1 已使作业恢复：%2</translation>
    </message>
    <message>
        <source>ClusterD&apos;s %1 brought the job back (it reports no ProcessRecoverStatus)</source>
        <translation>ClusterD 的 %1 已使作业恢复（未报告 ProcessRecoverStatus）</translation>
    </message>
    <message>
        <source>ClusterD&apos;s %1 brought the job back (ProcessRecoverStatus: %2)</source>
        <translation>ClusterD 的 %1 已使作业恢复（ProcessRecoverStatus：%2）</translation>
    </message>
    <message>
        <source>the job failed while MindCluster recovered it</source>
        <translation>MindCluster 恢复作业期间作业失败</translation>
    </message>
    <message>
        <source>MindCluster did not bring the job back within %1 s</source>
        <translation>MindCluster 未在 %1 s 内使作业恢复</translation>
    </message>
    <message>
        <source>the scheduler has not placed pod %1 for %2 s</source>
        <translation>调度器已有 %2 s 未能放置 Pod %1</translation>
    </message>
    <message>
        <source>MindCluster cannot land its recovery: %1</source>
        <translation>MindCluster 的恢复无法落地：%1</translation>
    </message>
    <message>
        <source>%1: free, repair or uncordon a server for it</source>
        <translation>%1：请为其腾出、修复服务器或解除服务器的封锁（uncordon）</translation>
    </message>
    <message>
        <source>%1: the platform&apos;s recovery cannot land; a person decides</source>
        <translation>%1：平台的恢复无法落地，需由人工决定</translation>
    </message>
    <message>
        <source>%1: %2 cannot land; free, repair or uncordon a server for it</source>
        <translation>%1：%2 无法落地；请为其腾出、修复服务器或解除服务器的封锁（uncordon）</translation>
    </message>
    <message>
        <source>the job came back while a person was asked: %1</source>
        <translation>在等待人工处理期间作业已恢复：%1</translation>
    </message>
    <message>
        <source>; Volcano recorded %1 (reschedule %2 of the job)</source>
        <translation>；Volcano 记录：%1（该作业的第 %2 次重调度）</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>未能读取：%1</translation>
    </message>
    <message>
        <source>the job&apos;s containers were told (%1%2): %3</source>
        <translation>已通知作业的容器（%1%2）：%3</translation>
    </message>
    <message>
        <source>while MindCluster recovers, %1</source>
        <translation>MindCluster 恢复期间，%1</translation>
    </message>
    <message>
        <source>automatic recovery is paused on %1: a person decides</source>
        <translation>%1 上的自动恢复已暂停：由人工决定</translation>
    </message>
    <message>
        <source>incident %1 is not open</source>
        <translation>故障事件 %1 未处于打开状态</translation>
    </message>
    <message>
        <source>acknowledged by %1</source>
        <translation>由 %1 确认</translation>
    </message>
    <message>
        <source>assignment taken back by %1</source>
        <translation>%1 撤回了指派</translation>
    </message>
    <message>
        <source>assigned to %1 by %2</source>
        <translation>由 %2 指派给 %1</translation>
    </message>
    <message>
        <source>a snooze must end later than now</source>
        <translation>暂缓的结束时间必须晚于现在</translation>
    </message>
    <message>
        <source>snoozed by %1 until %2 (still recovered as before; counted as waiting again then)</source>
        <translation>由 %1 暂缓至 %2（恢复照常进行；届时重新计为等待处理）</translation>
    </message>
    <message>
        <source>a note needs words</source>
        <translation>备注不能为空</translation>
    </message>
    <message>
        <source>note by %1: %2</source>
        <translation>%1 的备注：%2</translation>
    </message>
    <message>
        <source>closing by hand needs a reason</source>
        <translation>手动关闭需要填写原因</translation>
    </message>
    <message>
        <source>incident %1 is being acted on: its writes are being sent; close it once they are</source>
        <translation>故障事件 %1 正在执行：其写操作正在发送；发送完成后再关闭</translation>
    </message>
    <message>
        <source>closed by hand by %1: %2</source>
        <translation>由 %1 手动关闭：%2</translation>
    </message>
    <message>
        <source>incident %1 is not waiting for approval</source>
        <translation>故障事件 %1 未在等待批准</translation>
    </message>
    <message>
        <source>%1: nothing is written; the incident stays open for a person</source>
        <translation>%1：不写入任何内容；故障事件保持打开，交由人工处理</translation>
    </message>
    <message>
        <source>incident %1 does not wait for an approval</source>
        <translation>故障事件 %1 并未等待审批</translation>
    </message>
    <message>
        <source>incident %1 answers no question of ClusterD&apos;s: there is no strategy to choose</source>
        <translation>故障事件 %1 不是在应答 ClusterD 的询问：没有可选的策略</translation>
    </message>
    <message>
        <source>%1 is not one of the strategies job %2 allows (%3)</source>
        <translation>%1 不是作业 %2 允许的策略（%3）</translation>
    </message>
    <message>
        <source>%1 chose %2 instead.</source>
        <translation>%1 改选了 %2。</translation>
    </message>
    <message>
        <source>%1 chose %2 as the answer to ClusterD (approving writes it)</source>
        <translation>%1 选择以 %2 应答 ClusterD（批准后写入）</translation>
    </message>
    <message>
        <source>every pod of the job failed: MindCluster reschedules an AscendJob only when some of its pods fail, and counts one whose pods all fail within seconds failed</source>
        <translation>作业的所有 Pod 都已失败：MindCluster 只在 AscendJob 的部分 Pod 失败时重调度，所有 Pod 在数秒内全部失败的作业会被计为失败</translation>
    </message>
    <message>
        <source>MindCluster&apos;s hot switch did not end within %1 s, past the 15-minute pause and resume reports after which it goes job-level itself</source>
        <translation>MindCluster 的亚健康热切在 %1 秒内未结束，已超过暂停和恢复各 15 分钟的上报时限（超过后它本应自行转为作业级重调度）</translation>
    </message>
    <message>
        <source>MindCluster&apos;s hot switch ended and the job&apos;s pods were replaced (by the switch, or by the job-level rescheduling it falls back to): watched for %1 s more</source>
        <translation>MindCluster 的亚健康热切已结束，作业的 Pod 已被替换（由热切本身，或由其回退的作业级重调度）：再观察 %1 秒</translation>
    </message>
    <message>
        <source>--save %1 at %2</source>
        <translation>--save %1，位于 %2</translation>
    </message>
    <message>
        <source>the last complete checkpoint is step %1 (Megatron&apos;s latest_checkpointed_iteration.txt, %2; %3): a restart resumes from it</source>
        <translation>最近一个完整的检查点是第 %1 步（Megatron 的 latest_checkpointed_iteration.txt，%2；%3）：重启将从它继续</translation>
    </message>
    <message>
        <source>the step a restart resumes from is not known: %1 (%2)</source>
        <translation>重启将从哪一步继续未知：%1（%2）</translation>
    </message>
    <message>
        <source>node %1 is not among the nodes reached over SSH</source>
        <translation>节点 %1 不在通过 SSH 访问的节点之中</translation>
    </message>
</context>
<context>
    <name>ascendops::recoverytime</name>
    <message>
        <source>ConfigMap %1 could not be read: %2</source>
        <translation>无法读取 ConfigMap %1：%2</translation>
    </message>
    <message>
        <source>ConfigMap %1 was not found</source>
        <translation>未找到 ConfigMap %1</translation>
    </message>
    <message>
        <source>from ConfigMap %1, key %2, which is not in the file</source>
        <translation>来自 ConfigMap %1 的键 %2，文件中没有该键</translation>
    </message>
    <message>
        <source>ConfigMap %1 has no key %2</source>
        <translation>ConfigMap %1 中没有键 %2</translation>
    </message>
    <message>
        <source>%1 is not a string: Kubernetes refuses the pod; quote the value</source>
        <translation>%1 不是字符串：Kubernetes 会拒绝该 Pod；请给值加引号</translation>
    </message>
    <message>
        <source>its value is not a string</source>
        <translation>其值不是字符串</translation>
    </message>
    <message>
        <source>set from the pod&apos;s own fields at run time</source>
        <translation>运行时由 Pod 自身的字段设置</translation>
    </message>
    <message>
        <source>from a Secret: the console does not read Secrets</source>
        <translation>来自 Secret：控制台不读取 Secret</translation>
    </message>
    <message>
        <source>not read offline</source>
        <translation>离线时不读取</translation>
    </message>
    <message>
        <source>a Secret or an unnamed source, which the console does not read</source>
        <translation>Secret 或未命名的来源，控制台不读取</translation>
    </message>
    <message>
        <source>variables from it were not read: %1; a variable not found may be set there</source>
        <translation>未读取其中的变量：%1；找不到的变量可能在那里设置</translation>
    </message>
    <message>
        <source>more than %1 start scripts: not followed</source>
        <translation>启动脚本超过 %1 个：不再跟踪</translation>
    </message>
    <message>
        <source>its path depends on a variable the console could not expand</source>
        <translation>其路径依赖一个控制台无法展开的变量</translation>
    </message>
    <message>
        <source>a relative path in a directory the console could not resolve</source>
        <translation>一个位于控制台无法解析的目录中的相对路径</translation>
    </message>
    <message>
        <source>a relative path in a directory the console could not resolve: give it with --script</source>
        <translation>一个位于控制台无法解析的目录中的相对路径：请用 --script 提供</translation>
    </message>
    <message>
        <source>inside the container image, which the console cannot read</source>
        <translation>在容器镜像内，控制台无法读取</translation>
    </message>
    <message>
        <source>inside the container image: give it with --script</source>
        <translation>在容器镜像内：请用 --script 提供</translation>
    </message>
    <message>
        <source>on a %1 volume, which exists only while the pod runs</source>
        <translation>位于 %1 卷，它只在 Pod 运行期间存在</translation>
    </message>
    <message>
        <source>on %1 %2 (volume %3)</source>
        <translation>位于 %1 %2（卷 %3）</translation>
    </message>
    <message>
        <source>: give it with --script</source>
        <translation>：请用 --script 提供</translation>
    </message>
    <message>
        <source>: no pod of the job runs on a node to read it from</source>
        <translation>：作业没有在任何节点上运行的 Pod，无法从中读取</translation>
    </message>
    <message>
        <source>: reading a claim&apos;s files on a node is not built yet</source>
        <translation>：尚不支持在节点上读取持久卷声明中的文件</translation>
    </message>
    <message>
        <source>%1, at %2 on node %3: %4</source>
        <translation>%1，位于节点 %3 的 %2：%4</translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>尚未读取</translation>
    </message>
    <message>
        <source>%1 on node %2: %3</source>
        <translation>节点 %2 上的 %1：%3</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>一个目录</translation>
    </message>
    <message>
        <source>; give the script with --script</source>
        <translation>；请用 --script 提供脚本</translation>
    </message>
    <message>
        <source>a host directory is shared only when it is on shared storage on every node: not checked</source>
        <translation>主机目录只有在每个节点上都位于共享存储时才是共享的：未检查</translation>
    </message>
    <message>
        <source>the claim must be ReadWriteMany for other pods to see it: not checked</source>
        <translation>持久卷声明必须为 ReadWriteMany 才能被其他 Pod 看到：未检查</translation>
    </message>
    <message>
        <source>%1 is not a string (an unquoted on, true or number): Kubernetes refuses the job; quote it</source>
        <translation>%1 不是字符串（未加引号的 on、true 或数字）：Kubernetes 会拒绝该作业；请加引号</translation>
    </message>
    <message>
        <source>the job has no pod template</source>
        <translation>作业没有 Pod 模板</translation>
    </message>
    <message>
        <source>the pod template has no container</source>
        <translation>Pod 模板没有容器</translation>
    </message>
    <message>
        <source>(the image&apos;s entrypoint)</source>
        <translation>（镜像的入口点）</translation>
    </message>
    <message>
        <source>the container sets no command: the image&apos;s own entrypoint runs</source>
        <translation>容器未设置命令：运行镜像自身的入口点</translation>
    </message>
    <message>
        <source>the job&apos;s spec</source>
        <translation>作业的 spec</translation>
    </message>
    <message>
        <source>watchdog off: a parameter-plane fault is seen when the collective times out (30 min; seeds 000, 001)</source>
        <translation>看门狗关闭：参数面故障要等到集合通信超时才被发现（30 分钟；种子文档 000、001）</translation>
    </message>
    <message>
        <source>watchdog unknown, assumed on (its default); off, this phase would take %1 s</source>
        <translation>看门狗状态未知，按开启处理（其默认值）；若关闭，此阶段需要 %1 秒</translation>
    </message>
    <message>
        <source>process-level recovery: only the processes restart, in their pods (one kubelet sync)</source>
        <translation>进程级恢复：只在原 Pod 内重启进程（一次 kubelet 同步）</translation>
    </message>
    <message>
        <source>pod-level rescheduling: only the faulty pod is recreated (one scheduling cycle)</source>
        <translation>Pod 级重调度：只重建故障 Pod（一个调度周期）</translation>
    </message>
    <message>
        <source>job-level rescheduling: every pod waits out its 30 s grace period and is recreated</source>
        <translation>作业级重调度：每个 Pod 等满 30 秒宽限期后重建</translation>
    </message>
    <message>
        <source>rank-table mode: no rendezvous; under 5 s at 2,048 accelerators (published)</source>
        <translation>rank table 模式：无需 rendezvous；2,048 张加速卡时低于 5 秒（已公布）</translation>
    </message>
    <message>
        <source>; Parallel Store and the native HCCL optimization shorten it by an amount no document publishes</source>
        <translation>；Parallel Store 和原生 HCCL 优化可以缩短它，但没有文档公布缩短的幅度</translation>
    </message>
    <message>
        <source>MindIO ACP: the newest checkpoint is read from memory</source>
        <translation>MindIO ACP：从内存读取最新的检查点</translation>
    </message>
    <message>
        <source>from shared storage: 129.5 s for a 405B model at 8,960 GPUs (published)</source>
        <translation>从共享存储读取：405B 模型在 8,960 张 GPU 上需 129.5 秒（已公布）</translation>
    </message>
    <message>
        <source>graph compile cache on shared storage</source>
        <translation>共享存储上的图编译缓存</translation>
    </message>
    <message>
        <source>graph compiled from scratch: no published figure, modeled as ten times the cached case</source>
        <translation>从头编译图：无公布数据，按有缓存时的十倍建模</translation>
    </message>
    <message>
        <source>operator binary: no published figure, modeled as the cached case</source>
        <translation>算子二进制：无公布数据，按有缓存的情况建模</translation>
    </message>
    <message>
        <source>operator build cache on shared storage</source>
        <translation>共享存储上的算子编译缓存</translation>
    </message>
    <message>
        <source>operators built from scratch: no published figure, modeled as ten times the cached case</source>
        <translation>从头编译算子：无公布数据，按有缓存时的十倍建模</translation>
    </message>
    <message>
        <source>; %1 is unknown, taken as off</source>
        <translation>；%1 未知，按关闭处理</translation>
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation>%1 未读取：%2</translation>
    </message>
    <message>
        <source>%1 may be set by %2</source>
        <translation>%1 可能由 %2 设置</translation>
    </message>
    <message>
        <source>%1=%2 depends on a variable the console could not expand</source>
        <translation>%1=%2 依赖一个控制台无法展开的变量</translation>
    </message>
    <message>
        <source>%1=%2 in the spec, but a start script that was not read (%3) could change it</source>
        <translation>spec 中为 %1=%2，但一个未读取的启动脚本（%3）可能会修改它</translation>
    </message>
    <message>
        <source>; not every start script was read (%1)</source>
        <translation>；并非所有启动脚本都已读取（%1）</translation>
    </message>
    <message>
        <source>the framework is not known</source>
        <translation>框架未知</translation>
    </message>
    <message>
        <source>the %1 version is not in the image&apos;s name; on by default from %1 %2</source>
        <translation>镜像名中没有 %1 版本；从 %1 %2 起默认开启</translation>
    </message>
    <message>
        <source>on by default from %1 %2</source>
        <translation>从 %1 %2 起默认开启</translation>
    </message>
    <message>
        <source>%1 %2 has no watchdog on by default (from %3)</source>
        <translation>%1 %2 默认未开启看门狗（从 %3 起开启）</translation>
    </message>
    <message>
        <source>no torch_npu_run found</source>
        <translation>未找到 torch_npu_run</translation>
    </message>
    <message>
        <source>%1 sets up the native TCP Store</source>
        <translation>%1 建立原生 TCP Store</translation>
    </message>
    <message>
        <source>python %1 starts training without torch_npu_run</source>
        <translation>python %1 不通过 torch_npu_run 启动训练</translation>
    </message>
    <message>
        <source>no launcher found in the start scripts</source>
        <translation>启动脚本中未找到启动器</translation>
    </message>
    <message>
        <source>the CANN version is not in the image&apos;s name; the optimization comes with CANN 8.0.RC2</source>
        <translation>镜像名中没有 CANN 版本；此优化随 CANN 8.0.RC2 提供</translation>
    </message>
    <message>
        <source>CANN %1: needs 8.0.RC2 or later</source>
        <translation>CANN %1：需要 8.0.RC2 或更高版本</translation>
    </message>
    <message>
        <source>RANK_TABLE_FILE is not set: links are set up by rendezvous</source>
        <translation>未设置 RANK_TABLE_FILE：通过 rendezvous 建链</translation>
    </message>
    <message>
        <source>the rank-table hostPath %1 should end in &lt;namespace&gt;.&lt;job&gt;: %2</source>
        <translation>rank table 的 hostPath %1 应以 &lt;namespace&gt;.&lt;job&gt; 结尾：%2</translation>
    </message>
    <message>
        <source>from ConfigMap %1 (the operator&apos;s rings-config)</source>
        <translation>来自 ConfigMap %1（Operator 的 rings-config）</translation>
    </message>
    <message>
        <source>on a %1 volume (%2)</source>
        <translation>位于 %1 卷（%2）</translation>
    </message>
    <message>
        <source>%1 needs mode 777 and owner 9000:9000 on shared storage: not checked (%2)</source>
        <translation>%1 需要共享存储上的权限 777 且属主为 9000:9000：未检查（%2）</translation>
    </message>
    <message>
        <source>no pod of the job runs on a node</source>
        <translation>作业没有在任何节点上运行的 Pod</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>未读取</translation>
    </message>
    <message>
        <source>not a directory</source>
        <translation>不是目录</translation>
    </message>
    <message>
        <source>%1 on node %2: mode 777, owner 9000:9000</source>
        <translation>节点 %2 上的 %1：权限 777，属主 9000:9000</translation>
    </message>
    <message>
        <source>; the table %1 was not read%2</source>
        <translation>；表 %1 未读取%2</translation>
    </message>
    <message>
        <source>the rank table on node %1 (%2) is %3, not completed: links cannot be set up from it yet</source>
        <translation>节点 %1 上的 rank table（%2）为 %3，而不是 completed：还不能据此建链</translation>
    </message>
    <message>
        <source>not a rank table</source>
        <translation>不是 rank table</translation>
    </message>
    <message>
        <source>; the table on disk is %1</source>
        <translation>；磁盘上的表为 %1</translation>
    </message>
    <message>
        <source>MindIO ACP for MindSpore</source>
        <translation>MindSpore 的 MindIO ACP</translation>
    </message>
    <message>
        <source>no MindIO ACP load found: the checkpoint is read from storage</source>
        <translation>未找到 MindIO ACP 加载：检查点从存储读取</translation>
    </message>
    <message>
        <source>no MindIO ACP save found: checkpoints are saved synchronously</source>
        <translation>未找到 MindIO ACP 保存：检查点同步保存</translation>
    </message>
    <message>
        <source>jit_compile=False, and </source>
        <translation>jit_compile=False，且</translation>
    </message>
    <message>
        <source>no set_compile_mode(jit_compile=False) found</source>
        <translation>未找到 set_compile_mode(jit_compile=False)</translation>
    </message>
    <message>
        <source>jit_compile=False (%1) and ASCEND_CACHE_PATH (%2) are incompatible: pick one</source>
        <translation>jit_compile=False（%1）与 ASCEND_CACHE_PATH（%2）不兼容：请二选一</translation>
    </message>
    <message>
        <source>the operator binary is used instead</source>
        <translation>改用算子二进制</translation>
    </message>
    <message>
        <source>ASCEND_CACHE_PATH is not set</source>
        <translation>未设置 ASCEND_CACHE_PATH</translation>
    </message>
    <message>
        <source>ASCEND_CACHE_PATH is set, but no script calls set_compile_mode(jit_compile=True)</source>
        <translation>已设置 ASCEND_CACHE_PATH，但没有脚本调用 set_compile_mode(jit_compile=True)</translation>
    </message>
    <message>
        <source>%1 is not on a shared volume: the cache is lost with the pod</source>
        <translation>%1 不在共享卷上：缓存随 Pod 一起丢失</translation>
    </message>
    <message>
        <source>%1 is on a read-only mount: the cache cannot be written</source>
        <translation>%1 位于只读挂载上：无法写入缓存</translation>
    </message>
    <message>
        <source>MS_COMPILER_CACHE_ENABLE is not set</source>
        <translation>未设置 MS_COMPILER_CACHE_ENABLE</translation>
    </message>
    <message>
        <source>MS_COMPILER_CACHE_PATH is not set: the cache stays inside the pod</source>
        <translation>未设置 MS_COMPILER_CACHE_PATH：缓存留在 Pod 内</translation>
    </message>
    <message>
        <source>job-level rescheduling: every pod is recreated</source>
        <translation>作业级重调度：重建所有 Pod</translation>
    </message>
    <message>
        <source>pod-rescheduling needs the fault-scheduling label</source>
        <translation>pod-rescheduling 需要 fault-scheduling 标签</translation>
    </message>
    <message>
        <source>the MindCluster elastic package in the image is not checked</source>
        <translation>未检查镜像中的 MindCluster 弹性包</translation>
    </message>
    <message>
        <source>reset_process.py at %1; %2</source>
        <translation>reset_process.py 位于 %1；%2</translation>
    </message>
    <message>
        <source>needs reset_process.py to manage the training processes: no start script starts it</source>
        <translation>需要 reset_process.py 管理训练进程：没有启动脚本启动它</translation>
    </message>
    <message>
        <source>recover-strategy asks for process recovery, but the process-recover-enable label is not on</source>
        <translation>recover-strategy 要求进程级恢复，但未开启 process-recover-enable 标签</translation>
    </message>
    <message>
        <source>HCCL_OP_RETRY_ENABLE is not set</source>
        <translation>未设置 HCCL_OP_RETRY_ENABLE</translation>
    </message>
    <message>
        <source>HCCL_OP_RETRY_ENABLE cannot be read: %1</source>
        <translation>无法读取 HCCL_OP_RETRY_ENABLE：%1</translation>
    </message>
    <message>
        <source>ModelArts: %1; it cannot be switched off again</source>
        <translation>ModelArts：%1；开启后无法再关闭</translation>
    </message>
    <message>
        <source>ModelArts: the annotation %1 is not &quot;true&quot;</source>
        <translation>ModelArts：注解 %1 不是 &quot;true&quot;</translation>
    </message>
    <message>
        <source>no pod of the job runs on a node to read %1 on</source>
        <translation>作业没有在任何节点上运行的 Pod，无法读取 %1</translation>
    </message>
    <message>
        <source>%1 on node %2 not read: %3</source>
        <translation>节点 %2 上的 %1 未读取：%3</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>%1 on node %2 has no Version= line</source>
        <translation>节点 %2 上的 %1 没有 Version= 行</translation>
    </message>
    <message>
        <source>fault-tolerance/job-retry-num is not set: ModelArts does not restart the job</source>
        <translation>未设置 fault-tolerance/job-retry-num：ModelArts 不会重启该作业</translation>
    </message>
    <message>
        <source>, after any failure</source>
        <translation>，任何失败后</translation>
    </message>
    <message>
        <source>a hung job stays hung until someone restarts it</source>
        <translation>挂起的作业会一直挂起，直到有人重启它</translation>
    </message>
    <message>
        <source>fault-tolerance/hang-retry needs fault-tolerance/job-retry-num beside it</source>
        <translation>fault-tolerance/hang-retry 需要同时设置 fault-tolerance/job-retry-num</translation>
    </message>
    <message>
        <source>ModelArts restarts a hung job in its containers</source>
        <translation>ModelArts 会在容器内重启挂起的作业</translation>
    </message>
    <message>
        <source>RESUME_MODE_ENABLE is not set</source>
        <translation>未设置 RESUME_MODE_ENABLE</translation>
    </message>
    <message>
        <source>load the preset operator binaries instead of building operators (CANN 8.0.RC2 or later)</source>
        <translation>加载预置的算子二进制，而不是编译算子（CANN 8.0.RC2 或更高版本）</translation>
    </message>
    <message>
        <source>start training with torch_npu_run instead of the launcher at %1</source>
        <translation>用 torch_npu_run 启动训练，替代 %1 处的启动器</translation>
    </message>
    <message>
        <source>use an image with CANN 8.0.RC2 or later</source>
        <translation>使用带 CANN 8.0.RC2 或更高版本的镜像</translation>
    </message>
    <message>
        <source>set RESUME_MODE_ENABLE=1 so that training resumes from its checkpoint</source>
        <translation>设置 RESUME_MODE_ENABLE=1，使训练从检查点继续</translation>
    </message>
    <message>
        <source>remove hccl_watchdog=False at %1</source>
        <translation>删除 %1 处的 hccl_watchdog=False</translation>
    </message>
    <message>
        <source>use MindSpore 2.4 or later (the image has %1)</source>
        <translation>使用 MindSpore 2.4 或更高版本（镜像中为 %1）</translation>
    </message>
    <message>
        <source>turn the MindSpore watchdog on (2.4 or later, without hccl_watchdog=False)</source>
        <translation>开启 MindSpore 看门狗（2.4 或更高版本，且不设 hccl_watchdog=False）</translation>
    </message>
    <message>
        <source>remove HCCL_ASYNC_ERROR_HANDLING=0 from the job&apos;s environment</source>
        <translation>从作业环境中删除 HCCL_ASYNC_ERROR_HANDLING=0</translation>
    </message>
    <message>
        <source>delete `export HCCL_ASYNC_ERROR_HANDLING=0` at %1</source>
        <translation>删除 %1 处的 `export HCCL_ASYNC_ERROR_HANDLING=0`</translation>
    </message>
    <message>
        <source>turn the watchdog on: HCCL_ASYNC_ERROR_HANDLING=1 (PyTorch before 2.1 needs it)</source>
        <translation>开启看门狗：HCCL_ASYNC_ERROR_HANDLING=1（PyTorch 2.1 之前需要）</translation>
    </message>
    <message>
        <source>pod-level rescheduling needs: %1</source>
        <translation>Pod 级重调度需要：%1</translation>
    </message>
    <message>
        <source>keep the graph compile cache on shared storage (%1 %2); MindSpore 2.3.0 or later</source>
        <translation>将图编译缓存放在共享存储上（%1 %2）；需要 MindSpore 2.3.0 或更高版本</translation>
    </message>
    <message>
        <source>delete at %1</source>
        <translation>删除 %1 处</translation>
    </message>
    <message>
        <source>the start script</source>
        <translation>启动脚本</translation>
    </message>
    <message>
        <source>the Python entry point</source>
        <translation>Python 入口</translation>
    </message>
    <message>
        <source>the anti-affinity at %1/%2 names job %3, not %4</source>
        <translation>%1/%2 处的反亲和性指向作业 %3，而不是 %4</translation>
    </message>
    <message>
        <source>the job&apos;s replicas were not found</source>
        <translation>未找到作业的副本数</translation>
    </message>
    <message>
        <source>%1 cards: advised for %2 or more</source>
        <translation>%1 张卡：建议在 %2 张或以上时使用</translation>
    </message>
    <message>
        <source>MA_NUM_HOSTS is not set</source>
        <translation>未设置 MA_NUM_HOSTS</translation>
    </message>
    <message>
        <source>MA_NUM_HOSTS=%1 but the tasks have %2 replicas</source>
        <translation>MA_NUM_HOSTS=%1，但任务有 %2 个副本</translation>
    </message>
    <message>
        <source>minAvailable %1 but the tasks have %2 replicas</source>
        <translation>minAvailable 为 %1，但任务有 %2 个副本</translation>
    </message>
    <message>
        <source>the container requests no NPU</source>
        <translation>容器未申请 NPU</translation>
    </message>
    <message>
        <source>the NPUs are not requested as huawei.com/ascend-1980</source>
        <translation>NPU 未以 huawei.com/ascend-1980 申请</translation>
    </message>
    <message>
        <source>MA_NUM_GPUS is not set</source>
        <translation>未设置 MA_NUM_GPUS</translation>
    </message>
    <message>
        <source>the container requests %1 NPUs but MA_NUM_GPUS=%2</source>
        <translation>容器申请了 %1 个 NPU，但 MA_NUM_GPUS=%2</translation>
    </message>
    <message>
        <source>the pod template has no cabinet annotation (it switches on the switch topology delivery)</source>
        <translation>Pod 模板没有 cabinet 注解（它开启交换机拓扑下发）</translation>
    </message>
    <message>
        <source>plugin configmap1980 has &quot;%1&quot;, not --rank-table-version=v2</source>
        <translation>插件 configmap1980 为 &quot;%1&quot;，而不是 --rank-table-version=v2</translation>
    </message>
    <message>
        <source>plugin configmap1980 with --rank-table-version=v2 is missing</source>
        <translation>缺少带 --rank-table-version=v2 的插件 configmap1980</translation>
    </message>
    <message>
        <source>plugin svc has &quot;%1&quot;, not --publish-not-ready-addresses=true</source>
        <translation>插件 svc 为 &quot;%1&quot;，而不是 --publish-not-ready-addresses=true</translation>
    </message>
    <message>
        <source>plugin svc with --publish-not-ready-addresses=true is missing</source>
        <translation>缺少带 --publish-not-ready-addresses=true 的插件 svc</translation>
    </message>
    <message>
        <source>no required pod anti-affinity on volcano.sh/job-name=%1 per kubernetes.io/hostname</source>
        <translation>没有按 kubernetes.io/hostname 针对 volcano.sh/job-name=%1 的必需 Pod 反亲和性</translation>
    </message>
    <message>
        <source>training starts with mp.spawn; routing planning needs torch.distributed.launch or run</source>
        <translation>训练通过 mp.spawn 启动；路由规划需要 torch.distributed.launch 或 run</translation>
    </message>
    <message>
        <source>training starts with %1; routing planning needs torch.distributed.launch or run</source>
        <translation>训练通过 %1 启动；路由规划需要 torch.distributed.launch 或 run</translation>
    </message>
    <message>
        <source>no torch.distributed.launch or run found in the start scripts</source>
        <translation>启动脚本中未找到 torch.distributed.launch 或 run</translation>
    </message>
    <message>
        <source>the launcher was not found in the scripts read</source>
        <translation>已读取的脚本中未找到启动器</translation>
    </message>
    <message>
        <source>the command does not run bootstrap.sh, which plans the ranks</source>
        <translation>命令没有运行规划 rank 的 bootstrap.sh</translation>
    </message>
    <message>
        <source>nothing reads /tmp/RANK_AFTER_ACC, where bootstrap.sh leaves the planned index</source>
        <translation>没有读取 /tmp/RANK_AFTER_ACC（bootstrap.sh 在此留下规划的序号）</translation>
    </message>
    <message>
        <source>NODE_RANK was not found in the scripts read</source>
        <translation>已读取的脚本中未找到 NODE_RANK</translation>
    </message>
    <message>
        <source>NODE_RANK=%1: it must take $RANK_AFTER_ACC</source>
        <translation>NODE_RANK=%1：必须取 $RANK_AFTER_ACC</translation>
    </message>
    <message>
        <source>NODE_RANK is not assigned $RANK_AFTER_ACC</source>
        <translation>NODE_RANK 未被赋值为 $RANK_AFTER_ACC</translation>
    </message>
    <message>
        <source>MASTER_ADDR was not found in the scripts read</source>
        <translation>已读取的脚本中未找到 MASTER_ADDR</translation>
    </message>
    <message>
        <source>MASTER_ADDR=%1: it must keep its assignment from MA_MASTER_INDEX</source>
        <translation>MASTER_ADDR=%1：必须保留由 MA_MASTER_INDEX 的赋值</translation>
    </message>
    <message>
        <source>MASTER_ADDR is not assigned from MA_MASTER_INDEX</source>
        <translation>MASTER_ADDR 未由 MA_MASTER_INDEX 赋值</translation>
    </message>
    <message>
        <source>the nodes&apos; %1 annotation is checked live only</source>
        <translation>节点的 %1 注解只在在线时检查</translation>
    </message>
    <message>
        <source>no pod of the job is bound to a node yet: the nodes&apos; annotation is not checked</source>
        <translation>作业的 Pod 尚未绑定到节点：未检查节点的注解</translation>
    </message>
    <message>
        <source>node %1 has no %2 annotation: its topology and rank table were not delivered</source>
        <translation>节点 %1 没有 %2 注解：其拓扑和 rank table 未下发</translation>
    </message>
    <message>
        <source>node %1 not read: %2</source>
        <translation>节点 %1 未读取：%2</translation>
    </message>
    <message>
        <source>not asked for: no cabinet annotation, no NODE_RANK=$RANK_AFTER_ACC</source>
        <translation>未要求：没有 cabinet 注解，也没有 NODE_RANK=$RANK_AFTER_ACC</translation>
    </message>
    <message>
        <source>its %1 differ from %2&apos;s NPU container, which the profile reads: pods of this template recover with other settings</source>
        <translation>其 %1 与 %2 的 NPU 容器（画像读取的容器）不同：此模板的 Pod 会以其他设置恢复</translation>
    </message>
    <message>
        <source>watchdog on: the collective fails once RDMA retransmission gives up (HCCL_RDMA_TIMEOUT 20, 7 retries: 30 s) and the watchdog ends the processes</source>
        <translation>看门狗开启：RDMA 重传放弃后集合通信失败（HCCL_RDMA_TIMEOUT 20，重试 7 次：30 秒），由看门狗结束进程</translation>
    </message>
    <message>
        <source>no checkpoint interval found among the launcher&apos;s arguments (--save-interval and its kin): the steps lost are not estimated</source>
        <translation>启动器参数中未找到检查点间隔（--save-interval 等）：不估算损失的训练步数</translation>
    </message>
    <message>
        <source>HCCL_ASYNC_ERROR_HANDLING=0: a parameter-plane fault is seen only after the collective timeout</source>
        <translation>HCCL_ASYNC_ERROR_HANDLING=0：参数面故障要等集合通信超时后才被发现</translation>
    </message>
    <message>
        <source>RANK_TABLE_FILE=%1 is in no mounted volume: the Ascend Operator&apos;s table cannot reach the container</source>
        <translation>RANK_TABLE_FILE=%1 不在任何挂载卷中：Ascend Operator 的表无法到达容器</translation>
    </message>
    <message>
        <source>%1 on node %2: %3; the Ascend Operator cannot write the rank table there (mkdir -m 777, chown 9000:9000)</source>
        <translation>节点 %2 上的 %1：%3；Ascend Operator 无法在此写入 rank table（mkdir -m 777，chown 9000:9000）</translation>
    </message>
    <message>
        <source>%1 on node %2 has mode %3 and owner %4: the Ascend Operator (9000:9000) needs mode 777 and owner 9000:9000</source>
        <translation>节点 %2 上的 %1 权限为 %3、属主为 %4：Ascend Operator（9000:9000）需要权限 777 且属主为 9000:9000</translation>
    </message>
    <message>
        <source>the rank table on node %1 (%2) differs from the operator&apos;s rings-config: the processes would set up links from a stale table</source>
        <translation>节点 %1 上的 rank table（%2）与 Operator 的 rings-config 不同：进程会按过时的表建链</translation>
    </message>
    <message>
        <source>the cache is on shared storage: set %1=-1 so that nodes do not contend for it</source>
        <translation>缓存位于共享存储：请设置 %1=-1，避免各节点争用</translation>
    </message>
    <message>
        <source>the label is on, but reset_process.py, which it needs, was not found and not every start script was read (%1)</source>
        <translation>标签已开启，但未找到它所需的 reset_process.py，且并非所有启动脚本都已读取（%1）</translation>
    </message>
    <message>
        <source>process-recover-enable is on, but no recover-strategy restarts processes (recover, recover-in-place or retry)</source>
        <translation>process-recover-enable 已开启，但没有会重启进程的 recover-strategy（recover、recover-in-place 或 retry）</translation>
    </message>
    <message>
        <source>ModelArts restarts the job up to %1 times%2; the console&apos;s pipeline leaves those restarts to it</source>
        <translation>ModelArts 最多重启作业 %1 次%2；控制台的流水线把这些重启留给它</translation>
    </message>
    <message>
        <source>fault-scheduling is not on: after a fault MindCluster does not reschedule the job, and the estimate assumes it does</source>
        <translation>未开启 fault-scheduling：故障后 MindCluster 不会重调度作业，而估算假定会重调度</translation>
    </message>
    <message>
        <source>recover processes in place instead of rescheduling pods; needs MindIO TTP and the elastic agent in the image (reference 2.5)</source>
        <translation>在原地恢复进程，而不是重调度 Pod；需要镜像中有 MindIO TTP 和弹性代理（参考 2.5）</translation>
    </message>
    <message>
        <source>install MindIO ACP (MindCluster and MindIO 6.0.RC2 or later) and load checkpoints through it, from memory</source>
        <translation>安装 MindIO ACP（MindCluster 和 MindIO 6.0.RC2 或更高版本），并通过它从内存加载检查点</translation>
    </message>
    <message>
        <source>save checkpoints through MindIO ACP asynchronously; cheaper saves allow a shorter checkpoint interval, and fewer steps are lost</source>
        <translation>通过 MindIO ACP 异步保存检查点；保存开销更小，可缩短检查点间隔，损失的训练步数更少</translation>
    </message>
    <message>
        <source>keep either the operator binary or the build cache: remove the jit_compile=False call or ASCEND_CACHE_PATH</source>
        <translation>算子二进制与编译缓存二选一：删除 jit_compile=False 调用或 ASCEND_CACHE_PATH</translation>
    </message>
    <message>
        <source>reschedule only the faulty pod (components 6.0.RC2 or later; the MindCluster elastic package in the image; reset_process.py beside the start script)</source>
        <translation>只重调度故障 Pod（组件 6.0.RC2 或更高版本；镜像中有 MindCluster 弹性包；启动脚本旁有 reset_process.py）</translation>
    </message>
    <message>
        <source>set up links from the Ascend Operator&apos;s rank table; first, on shared storage: mkdir -m 777 %1 &amp;&amp; chown 9000:9000 %1</source>
        <translation>按 Ascend Operator 的 rank table 建链；先在共享存储上执行：mkdir -m 777 %1 &amp;&amp; chown 9000:9000 %1</translation>
    </message>
    <message>
        <source>keep the graph compile cache on shared storage (MindSpore 2.3.0 or later); the job mounts none, so the path is yours to choose</source>
        <translation>将图编译缓存放在共享存储上（MindSpore 2.3.0 或更高版本）；作业未挂载共享存储，路径由您选择</translation>
    </message>
    <message>
        <source>switch operator retry on with the annotation %1: &quot;true&quot; and %2 HCCL_OP_RETRY_ENABLE, which ModelArts does not see; retry cannot be switched off again and costs %3</source>
        <translation>通过注解 %1: &quot;true&quot; 开启算子重试，并%2 HCCL_OP_RETRY_ENABLE（ModelArts 不读取它）；重试开启后无法再关闭，代价为 %3</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Volcano&apos;s count of unconditional retries left was not read: %1</source>
        <translation>未能读取 Volcano 记录的剩余无条件重试次数：%1</translation>
    </message>
    <message>
        <source>a ModelArts training job (%1)</source>
        <translation>ModelArts 训练作业（%1）</translation>
    </message>
    <message>
        <source>a job submitted to a ModelArts Lite pool (%1, no fault-tolerance annotation): retry by its variables (seeds 002, 003)</source>
        <translation>提交到 ModelArts Lite 资源池的作业（%1，无 fault-tolerance 注解）：按其环境变量开启重执行（seed 002、003）</translation>
    </message>
    <message>
        <source>TCP Store rendezvous, bounded by HCCL_CONNECT_TIMEOUT (%1 s)</source>
        <translation>TCP Store rendezvous，上限为 HCCL_CONNECT_TIMEOUT（%1 s）</translation>
    </message>
    <message>
        <source>HCCL_CONNECT_TIMEOUT=%1 is not a whole number of seconds from %2 to %3: the estimate keeps %4 s</source>
        <translation>HCCL_CONNECT_TIMEOUT=%1 不是 %2 到 %3 之间的整数秒：估算仍按 %4 s 计算</translation>
    </message>
    <message>
        <source>needs CANN %1 or later; the image&apos;s name does not say its CANN</source>
        <translation>需要 CANN %1 或更高版本；镜像名中没有 CANN 版本</translation>
    </message>
    <message>
        <source>jit_compile=False needs CANN %1 or later; the image has CANN %2 (%3)</source>
        <translation>jit_compile=False 需要 CANN %1 或更高版本；镜像中为 CANN %2（%3）</translation>
    </message>
    <message>
        <source>CANN %1 (%2) has the preset binaries</source>
        <translation>CANN %1（%2）带有预置的算子二进制</translation>
    </message>
    <message>
        <source>the graph compile cache needs MindSpore 2.3.0 or later; the image has %1 (%2)</source>
        <translation>图编译缓存需要 MindSpore 2.3.0 或更高版本；镜像中为 %1（%2）</translation>
    </message>
    <message>
        <source>; MindSpore %1 (2.3.0 or later)</source>
        <translation>；MindSpore %1（2.3.0 或更高版本）</translation>
    </message>
    <message>
        <source>; needs MindSpore 2.3.0 or later, which the image&apos;s name does not say</source>
        <translation>；需要 MindSpore 2.3.0 或更高版本，镜像名中没有其版本</translation>
    </message>
    <message>
        <source>PyTorch: needs TaskD or MindCluster&apos;s Elastic Agent in the image to stop and restart the surviving processes (not checked: inside the image)</source>
        <translation>PyTorch：镜像中需要 TaskD 或 MindCluster 的 Elastic Agent 来停止并重启存活的进程（未检查：位于镜像内）</translation>
    </message>
    <message>
        <source>recover-strategy: %1; the Ascend Operator sets process-recover-enable=on</source>
        <translation>recover-strategy: %1；Ascend Operator 会设置 process-recover-enable=on</translation>
    </message>
    <message>
        <source>switch HCCL operator retry on as seed 003 recommends (HCCL_OP_RETRY_ENABLE=&quot;%1&quot;): a link flap within its window is ridden out instead of a reschedule (the saving is per flap ridden out); a lane borrowed on the way does not switch back, and retry costs %2</source>
        <translation>按 seed 003 的建议开启 HCCL 算子重执行（HCCL_OP_RETRY_ENABLE=&quot;%1&quot;）：窗口内的链路闪断可被化解，无需重调度（每化解一次闪断节省一次）；期间借轨的链路不会回切，且重执行的代价为 %2</translation>
    </message>
    <message>
        <source>; change the export at %1</source>
        <translation>；修改 %1 处的 export</translation>
    </message>
    <message>
        <source>switch operator retry on with the annotation %1: &quot;true&quot;; it cannot be switched off again and costs %2</source>
        <translation>通过注解 %1: &quot;true&quot; 开启算子重执行；开启后无法再关闭，代价为 %2</translation>
    </message>
    <message>
        <source>asked for, but skipped: %1 node(s), and routing planning plans jobs of %2 or more (seed 002)</source>
        <translation>已要求，但被跳过：%1 个节点，而路由规划只规划 %2 个或更多节点的作业（seed 002）</translation>
    </message>
    <message>
        <source>the pods of MindCluster&apos;s components were not listed, so its version is not known: %1</source>
        <translation>未能列出 MindCluster 组件的 Pod，因此不知道其版本：%1</translation>
    </message>
    <message>
        <source>MindIO&apos;s own version (6.0.RC2 or later) is not checked: it is inside the image</source>
        <translation>未检查 MindIO 自身的版本（需 6.0.RC2 及以上）：它在镜像内</translation>
    </message>
    <message>
        <source>torch_npu %1 is not a package version the release notes use</source>
        <translation>torch_npu %1 不是版本说明使用的安装包版本格式</translation>
    </message>
    <message>
        <source>later than %1</source>
        <translation>晚于 %1</translation>
    </message>
    <message>
        <source>torch_npu %1 is not in the release notes&apos; tables</source>
        <translation>torch_npu %1 不在版本说明的配套表中</translation>
    </message>
    <message>
        <source>%1 or earlier</source>
        <translation>%1 或更早</translation>
    </message>
    <message>
        <source>%1 or later</source>
        <translation>%1 或更晚</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>needs torch_npu later than %1; its version is neither in the image&apos;s name nor in a pip install of the start scripts</source>
        <translation>需要晚于 %1 的 torch_npu；镜像名称和启动脚本的 pip install 中都没有它的版本</translation>
    </message>
    <message>
        <source>torch_npu %1 (%2, at %3)</source>
        <translation>torch_npu %1（%2，位于 %3）</translation>
    </message>
    <message>
        <source>torch_npu %1 is release %2 (at %3): needs a release later than %4 (seed 000)</source>
        <translation>torch_npu %1 属于 %2 版本（位于 %3）：需要晚于 %4 的版本（种子文档 000）</translation>
    </message>
    <message>
        <source>needs torch_npu later than %1; torch_npu %2 (at %3): %4</source>
        <translation>需要晚于 %1 的 torch_npu；torch_npu %2（位于 %3）：%4</translation>
    </message>
    <message>
        <source>needs MindCluster %1 or later; no image of its components was found among the pods of kube-system and mindx-dl</source>
        <translation>需要 MindCluster %1 及以上；在 kube-system 和 mindx-dl 的 Pod 中未找到其组件的镜像</translation>
    </message>
    <message>
        <source>needs MindCluster %1 or later; not checked (read from the cluster)</source>
        <translation>需要 MindCluster %1 及以上；未检查（连接集群时读取）</translation>
    </message>
    <message>
        <source>MindCluster %1 (%2): needs %3 or later (seeds 000, 001)</source>
        <translation>MindCluster %1（%2）：需要 %3 及以上（种子文档 000、001）</translation>
    </message>
    <message>
        <source>MindCluster %1 (%2)</source>
        <translation>MindCluster %1（%2）</translation>
    </message>
    <message>
        <source>a relative --save path: the directory the processes run in is not known</source>
        <translation>--save 是相对路径：进程运行所在的目录未知</translation>
    </message>
    <message>
        <source>inside the container, on no volume: the checkpoints go with the pod</source>
        <translation>位于容器内部、不在任何卷上：检查点随 Pod 一起丢失</translation>
    </message>
    <message>
        <source>on %1 %2: read live, on the pod&apos;s node</source>
        <translation>位于 %1 %2 上：需在线读取，在 Pod 所在节点上</translation>
    </message>
    <message>
        <source>no pod of the job runs on a node to read it from</source>
        <translation>作业没有在任何节点上运行的 Pod 可供读取</translation>
    </message>
    <message>
        <source>on %1 %2 (volume %3): reading it on a node is not built for this kind of volume</source>
        <translation>位于 %1 %2（卷 %3）上：尚不支持在节点上读取这类卷</translation>
    </message>
</context>
<context>
    <name>ascendops::recoverytime::LadderReader</name>
    <message>
        <source>the watchdog is on (%1): it ends the processes this rung would keep</source>
        <translation>看门狗已开启（%1）：它会结束本恢复级需要保留的进程</translation>
    </message>
    <message>
        <source>by default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>the watchdog&apos;s state is not known: %1</source>
        <translation>看门狗状态未知：%1</translation>
    </message>
    <message>
        <source>HCCL_OP_RETRY_ENABLE does not switch it on; it rides HCCS and RoCE link flaps on A3 super-nodes with PyTorch (seed 003)</source>
        <translation>HCCL_OP_RETRY_ENABLE 未开启它；它可在使用 PyTorch 的 A3 超节点上化解 HCCS 和 RoCE 链路闪断（seed 003）</translation>
    </message>
    <message>
        <source>re-executes the collective after a link flap (not with MC2, which is not read)</source>
        <translation>链路闪断后重新执行集合通信（不适用于 MC2，未读取 MC2 设置）</translation>
    </message>
    <message>
        <source>the watchdog is on by default here, and MindCluster documents operator retry as unsupported with it: HCCL_ASYNC_ERROR_HANDLING=0 switches it off</source>
        <translation>此处看门狗默认开启，而 MindCluster 文档说明算子重执行不支持与看门狗同时使用：HCCL_ASYNC_ERROR_HANDLING=0 可将其关闭</translation>
    </message>
    <message>
        <source>recover-strategy does not name %1; it needs fault-scheduling: grace, fault-retry-times and %2</source>
        <translation>recover-strategy 中未包含 %1；它需要 fault-scheduling: grace、fault-retry-times 以及%2</translation>
    </message>
    <message>
        <source>MindIO in the image (A2/A3; the network variant A3 only)</source>
        <translation>镜像中的 MindIO（A2/A3；网络版本仅支持 A3）</translation>
    </message>
    <message>
        <source>TaskD and MindIO in an AscendJob&apos;s image</source>
        <translation>AscendJob 镜像中的 TaskD 和 MindIO</translation>
    </message>
    <message>
        <source>process-recover-enable is %1</source>
        <translation>process-recover-enable 为 %1</translation>
    </message>
    <message>
        <source>process-level recovery needs fault-scheduling: grace (the job has %1)</source>
        <translation>进程级恢复需要 fault-scheduling: grace（该作业为 %1）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no fault-retry-times: process-level recovery acts through a business-plane retry</source>
        <translation>未设置 fault-retry-times：进程级恢复需通过业务面重试生效</translation>
    </message>
    <message>
        <source>its fault-retry-times are spent (remain-retry-times 0 in %1/%2)</source>
        <translation>其 fault-retry-times 已用完（%1/%2 中 remain-retry-times 为 0）</translation>
    </message>
    <message>
        <source>the rank table is mounted from a ConfigMap</source>
        <translation>rank table 从 ConfigMap 挂载</translation>
    </message>
    <message>
        <source>not an AscendJob: the Ascend Operator migrates processes only in its own jobs</source>
        <translation>不是 AscendJob：Ascend Operator 只迁移其自身作业中的进程</translation>
    </message>
    <message>
        <source>elastic training is PyTorch with MindSpeed-LLM only</source>
        <translation>弹性训练仅支持 PyTorch 配合 MindSpeed-LLM</translation>
    </message>
    <message>
        <source>PYTORCH_NO_NPU_MEMORY_CACHING is set</source>
        <translation>已设置 PYTORCH_NO_NPU_MEMORY_CACHING</translation>
    </message>
    <message>
        <source>elastic training needs MindIO&apos;s optimizer replica, and no MindIO is found</source>
        <translation>弹性训练需要 MindIO 的优化器副本，但未找到 MindIO</translation>
    </message>
    <message>
        <source>retries the step after an on-chip memory fault, or a link fault operator retry did not ride</source>
        <translation>在片上内存故障或算子重执行未能化解的链路故障后重试该训练步</translation>
    </message>
    <message>
        <source>moves the faulty node&apos;s processes and keeps the rest running</source>
        <translation>迁移故障节点上的进程，其余进程继续运行</translation>
    </message>
    <message>
        <source>restarts only the faulty processes in their pods</source>
        <translation>仅在原 Pod 内重启故障进程</translation>
    </message>
    <message>
        <source>the pod-rescheduling label is not &quot;on&quot;; it needs TaskD or reset_process.py in the image</source>
        <translation>pod-rescheduling 标签不是 &quot;on&quot;；它需要镜像中有 TaskD 或 reset_process.py</translation>
    </message>
    <message>
        <source>pod-rescheduling acts only with fault-scheduling grace or force</source>
        <translation>pod-rescheduling 仅在 fault-scheduling 为 grace 或 force 时生效</translation>
    </message>
    <message>
        <source>recreates only the faulty pod on a spare server</source>
        <translation>仅在备用服务器上重建故障 Pod</translation>
    </message>
    <message>
        <source>fault-scheduling %1: Volcano leaves deleting the pods to another component</source>
        <translation>fault-scheduling %1：Volcano 将删除 Pod 的操作留给其他组件</translation>
    </message>
    <message>
        <source>no fault-scheduling label (grace or force): MindCluster does not reschedule the job</source>
        <translation>没有 fault-scheduling 标签（grace 或 force）：MindCluster 不会重调度该作业</translation>
    </message>
    <message>
        <source>the retry budget is spent (maxRetry or backoffLimit)</source>
        <translation>重试次数已用完（maxRetry 或 backoffLimit）</translation>
    </message>
    <message>
        <source>recreates every pod and restarts training from the last checkpoint</source>
        <translation>重建所有 Pod，并从最近一次检查点重新开始训练</translation>
    </message>
    <message>
        <source>; Volcano has %1 unconditional retries left (remain-retry-times)</source>
        <translation>；Volcano 剩余 %1 次无条件重试（remain-retry-times）</translation>
    </message>
    <message>
        <source>graceful tolerance is on (-hotReset=1 in the device plugin&apos;s args, %1): MindCluster takes the job to job level instead</source>
        <translation>已开启优雅容错（Device Plugin 参数中的 -hotReset=1，%1）：MindCluster 会改为作业级处理</translation>
    </message>
    <message>
        <source>the device plugin does not reset chips offline (%1, %2): process-level recovery needs -hotReset=2</source>
        <translation>Device Plugin 未开启离线复位芯片（%1，%2）：进程级恢复需要 -hotReset=2</translation>
    </message>
    <message>
        <source>no -hotReset</source>
        <translation>未设置 -hotReset</translation>
    </message>
    <message>
        <source>MC2 (--use-ascend-mc2 at %1): step retry does not cover MindSpeed&apos;s fused operators</source>
        <translation>MC2（%1 处的 --use-ascend-mc2）：进程级在线恢复不覆盖 MindSpeed 的融合算子</translation>
    </message>
    <message>
        <source>MindSpeed-MM&apos;s %1 at %2</source>
        <translation>MindSpeed-MM 的 %1（位于 %2）</translation>
    </message>
    <message>
        <source>multimodal training (%1): MindCluster&apos;s process-level recovery does not support it</source>
        <translation>多模态训练（%1）：MindCluster 的进程级恢复不支持</translation>
    </message>
    <message>
        <source> in %1</source>
        <translation>（%1 内）</translation>
    </message>
    <message>
        <source>no spare server%1 is known healthy: %2 spare(s) could not be read</source>
        <translation>没有已知健康的备用服务器%1：%2 台备用服务器无法读取</translation>
    </message>
    <message>
        <source>no healthy spare server is left%1 (%2 spare(s) faulty, down or cordoned): a moved pod cannot land</source>
        <translation>已没有健康的备用服务器%1（%2 台备用服务器故障、宕机或已禁止调度）：迁移的 Pod 无处落地</translation>
    </message>
</context>
<context>
    <name>ascendops::telemetry</name>
    <message>
        <source>link is DOWN</source>
        <translation>链路状态为 DOWN</translation>
    </message>
    <message>
        <source>net health is &quot;%1&quot;</source>
        <translation>网络健康状态为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>link went down %1 times in the last %2 min</source>
        <translation>最近 %2 分钟内链路 DOWN %1 次</translation>
    </message>
    <message>
        <source>%1 RoCE error packets per second</source>
        <translation>RoCE 错误报文 %1 个/秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>device clock %1 ahead of this console&apos;s</source>
        <translation>设备时钟比本控制台快 %1</translation>
    </message>
    <message>
        <source>device clock %1 behind this console&apos;s</source>
        <translation>设备时钟比本控制台慢 %1</translation>
    </message>
    <message>
        <source>neither the link state nor the net health could be read</source>
        <translation>链路状态和网络健康状态均无法读取</translation>
    </message>
    <message>
        <source>link change records cannot be dated: the device&apos;s current time was not read</source>
        <translation>无法确定链路变化记录的时间：未能读取设备的当前时间</translation>
    </message>
    <message>
        <source>%1 mW</source>
        <translation>%1 mW</translation>
    </message>
    <message>
        <source>%1 mW (%2 dBm)</source>
        <translation>%1 mW（%2 dBm）</translation>
    </message>
    <message>
        <source>lane %1 RX power %2 is below the module&apos;s low threshold %3</source>
        <translation>通道 %1 接收功率 %2 低于光模块低门限 %3</translation>
    </message>
    <message>
        <source>lane %1 RX power %2 is within %3 dB of the low threshold %4</source>
        <translation>通道 %1 接收功率 %2 距低门限 %4 不足 %3 dB</translation>
    </message>
</context>
<context>
    <name>ascendops::words</name>
    <message>
        <source>no action</source>
        <translation>不处理</translation>
    </message>
    <message>
        <source>wait for operator retry</source>
        <translation>等待算子重执行</translation>
    </message>
    <message>
        <source>process-level recovery</source>
        <translation>进程级恢复</translation>
    </message>
    <message>
        <source>pod-level rescheduling</source>
        <translation>Pod 级重调度</translation>
    </message>
    <message>
        <source>job-level rescheduling</source>
        <translation>Job 级重调度</translation>
    </message>
    <message>
        <source>rollback to checkpoint</source>
        <translation>回滚到检查点</translation>
    </message>
    <message>
        <source>isolation</source>
        <translation>隔离</translation>
    </message>
    <message>
        <source>gathering signals</source>
        <translation>正在汇集故障信号</translation>
    </message>
    <message>
        <source>waiting for operator retry</source>
        <translation>正在等待算子重执行</translation>
    </message>
    <message>
        <source>awaiting approval</source>
        <translation>等待审批</translation>
    </message>
    <message>
        <source>acting</source>
        <translation>正在执行</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>正在验证</translation>
    </message>
    <message>
        <source>handled by another pipeline</source>
        <translation>由其他流水线处理</translation>
    </message>
    <message>
        <source>needs a person</source>
        <translation>需人工处理</translation>
    </message>
    <message>
        <source>observed, not acted on</source>
        <translation>仅观察，未执行</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>已解决</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>紧急</translation>
    </message>
    <message>
        <source>major</source>
        <translation>重要</translation>
    </message>
    <message>
        <source>minor</source>
        <translation>次要</translation>
    </message>
    <message>
        <source>observe</source>
        <translation>观察</translation>
    </message>
    <message>
        <source>approve</source>
        <translation>审批</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Detect, classify and decide; show the dry run of each action and write nothing.</source>
        <translation>检测、分类并决策；展示每个操作的服务端试运行结果，不执行任何写入。</translation>
    </message>
    <message>
        <source>Each action waits until a person approves it here.</source>
        <translation>每个操作都须在此处经人工批准后才会执行。</translation>
    </message>
    <message>
        <source>Act at once; the circuit breaker asks a person when an action would touch too many nodes.</source>
        <translation>立即执行；当某个操作将涉及过多节点时，熔断器会转交人工确认。</translation>
    </message>
    <message>
        <source>detection</source>
        <translation>故障检测</translation>
    </message>
    <message>
        <source>decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>rescheduling</source>
        <translation>重调度</translation>
    </message>
    <message>
        <source>link setup</source>
        <translation>建链</translation>
    </message>
    <message>
        <source>checkpoint and compile</source>
        <translation>加载检查点与编译</translation>
    </message>
    <message>
        <source>checkpoint load</source>
        <translation>加载 checkpoint</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>recorded, nothing is done</source>
        <translation>仅记录，不做处理</translation>
    </message>
    <message>
        <source>sub-healthy: the job goes on, the chip is avoided for new work</source>
        <translation>亚健康：作业继续，新任务避开该芯片</translation>
    </message>
    <message>
        <source>no new work is placed on the chip; its job goes on</source>
        <translation>不再向该芯片分配新任务；其作业继续</translation>
    </message>
    <message>
        <source>the failed request is run again</source>
        <translation>重新执行失败的请求</translation>
    </message>
    <message>
        <source>the job&apos;s processes are restarted</source>
        <translation>重启作业进程</translation>
    </message>
    <message>
        <source>the chip is reset once it is idle</source>
        <translation>芯片空闲后复位</translation>
    </message>
    <message>
        <source>the chip is reset and its job restarted</source>
        <translation>复位芯片并重启其作业</translation>
    </message>
    <message>
        <source>the chip is isolated and its job rescheduled</source>
        <translation>隔离芯片并重调度其作业</translation>
    </message>
    <message>
        <source>isolated until a person releases it</source>
        <translation>隔离，直到人工解除</translation>
    </message>
    <message>
        <source>ModelArts recovers it</source>
        <translation>由 ModelArts 恢复</translation>
    </message>
    <message>
        <source>MindCluster recovers it</source>
        <translation>由 MindCluster 恢复</translation>
    </message>
    <message>
        <source>left to ModelArts</source>
        <translation>交由 ModelArts 处理</translation>
    </message>
    <message>
        <source>left to MindCluster</source>
        <translation>交由 MindCluster 处理</translation>
    </message>
    <message>
        <source>answer ClusterD: %1</source>
        <translation>应答 ClusterD：%1</translation>
    </message>
    <message>
        <source>hang</source>
        <translation>挂死</translation>
    </message>
    <message>
        <source>steps rolled back</source>
        <translation>回滚的训练步数</translation>
    </message>
    <message>
        <source>still recovering</source>
        <translation>仍在恢复</translation>
    </message>
    <message>
        <source>on-chip memory (HBM) multi-bit ECC error, an uncorrectable error (UCE)</source>
        <translation>片上内存（HBM）多比特 ECC 错误，属于不可纠正错误（UCE）</translation>
    </message>
    <message>
        <source>stress-test the chip&apos;s on-chip memory</source>
        <translation>对该芯片的片上内存做压力测试</translation>
    </message>
    <message>
        <source>on-chip memory multi-bit ECC error with 64 rows isolated: no spare rows are left</source>
        <translation>片上内存多比特 ECC 错误，已隔离 64 行：已无备用行</translation>
    </message>
    <message>
        <source>replace the NPU</source>
        <translation>更换 NPU</translation>
    </message>
    <message>
        <source>HBM controller CA parity error</source>
        <translation>HBM 控制器 CA 奇偶校验错误</translation>
    </message>
    <message>
        <source>three in a day isolate the chip until a person releases it (the device plugin&apos;s frequency rule)</source>
        <translation>一天内出现三次即隔离该芯片，直到人工解除（Device Plugin 的频率规则）</translation>
    </message>
    <message>
        <source>dmp_daemon: the node status check failed</source>
        <translation>dmp_daemon：节点状态检测异常</translation>
    </message>
    <message>
        <source>AI Core (AIC) error; ClusterD treats it as accompanying an on-chip memory error</source>
        <translation>AI Core（AIC）错误；ClusterD 将其视为片上内存错误的伴随故障</translation>
    </message>
    <message>
        <source>AI Vector (AIV) bus access error</source>
        <translation>AI Vector（AIV）总线访问错误</translation>
    </message>
    <message>
        <source>run an AI Core stress test on the hardware</source>
        <translation>对硬件做 AI Core 压力测试</translation>
    </message>
    <message>
        <source>AI Vector (AIV) operator timed out; the NPU was warm-reset</source>
        <translation>AI Vector（AIV）算子超时；NPU 已热复位</translation>
    </message>
    <message>
        <source>the NPU&apos;s parameter-plane (RoCE) network link is down</source>
        <translation>NPU 的参数面（RoCE）网络链路断开</translation>
    </message>
    <message>
        <source>check the port, its optics and the switch port; down for 20 s it is PreSeparateNPU, five times in a day the chip is isolated for 48 h</source>
        <translation>检查该端口、光模块和交换机端口；断开 20 s 即为 PreSeparateNPU，一天内五次则隔离该芯片 48 h</translation>
    </message>
    <message>
        <source>RoCE error CQE on the device: retransmissions over the limit (HCCL EI0013)</source>
        <translation>Device 侧 RoCE error CQE：重传次数超过上限（HCCL EI0013）</translation>
    </message>
    <message>
        <source>check the network between the two ends, and whether the peer process exited first</source>
        <translation>检查两端之间的网络，以及对端进程是否先行退出</translation>
    </message>
    <message>
        <source>RoCE error CQE seen by the host: retransmissions over the limit (HCCL EI0013)</source>
        <translation>Host 侧 RoCE error CQE：重传次数超过上限（HCCL EI0013）</translation>
    </message>
    <message>
        <source>HCCL operator retry failed (reported only with operator retry on)</source>
        <translation>HCCL 算子重执行失败（仅在开启算子重执行时上报）</translation>
    </message>
    <message>
        <source>ClusterD takes it up when the job&apos;s recovery strategies include retry</source>
        <translation>作业的恢复策略包含 retry 时由 ClusterD 处理</translation>
    </message>
    <message>
        <source>the hardware stress test found a high-level fault</source>
        <translation>硬件压力测试发现高级别故障</translation>
    </message>
    <message>
        <source>the hardware stress test found a low-level fault</source>
        <translation>硬件压力测试发现低级别故障</translation>
    </message>
    <message>
        <source>training hang: no AI Core, on-chip memory, RoCE or CPU activity on the chip for about 5 minutes</source>
        <translation>训练挂死：芯片约 5 分钟内没有 AI Core、片上内存、RoCE 或 CPU 活动</translation>
    </message>
    <message>
        <source>its meaning is in the product&apos;s Health Management Fault Definition</source>
        <translation>其含义见该产品的《健康管理故障定义》</translation>
    </message>
    <message>
        <source>%1: not in the device plugin&apos;s fault-code table, so handled as SeparateNPU unless reported as a hint or minor; %2</source>
        <translation>%1：不在 Device Plugin 的故障码表中，因此除非以提示或次要级别上报，否则按 SeparateNPU 处理；%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation>%1：%2。%3</translation>
    </message>
    <message>
        <source>%1: %2. %3. To do: %4</source>
        <translation>%1：%2。%3。处置：%4</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>%1: cannot read: %2
</source>
        <translation>%1: 无法读取：%2
</translation>
    </message>
    <message>
        <source>%1: cannot write: %2
</source>
        <translation>%1: 无法写入：%2
</translation>
    </message>
    <message>
        <source>ascend-ops-cli: &apos;%1&apos; needs ascend-ops-cli-cluster, which is not installed beside this program
</source>
        <translation>ascend-ops-cli：“%1”需要 ascend-ops-cli-cluster，但本程序旁未安装该程序
</translation>
    </message>
    <message>
        <source>ascend-ops-cli: cannot run %1: %2
</source>
        <translation>ascend-ops-cli：无法运行 %1：%2
</translation>
    </message>
    <message>
        <source>%1: not read: the file %2
</source>
        <translation>%1: 未读取：该文件%2
</translation>
    </message>
    <message>
        <source>check HCCL rank tables (hccl.json)</source>
        <translation>检查 HCCL rank table（hccl.json）</translation>
    </message>
    <message>
        <source>rewrite a rank table in one layout, or convert a template-2 one</source>
        <translation>按统一格式重写 rank table，或转换模板二 rank table</translation>
    </message>
    <message>
        <source>write a valid synthetic rank table</source>
        <translation>生成一个有效的合成 rank table</translation>
    </message>
    <message>
        <source>renumber ranks so that servers under one leaf switch are consecutive</source>
        <translation>重排 rank 编号，使同一叶交换机下的服务器编号连续</translation>
    </message>
    <message>
        <source>check HCCL operator-retry settings and say how to set them</source>
        <translation>检查 HCCL 算子重执行配置，并给出设置方法</translation>
    </message>
    <message>
        <source>print the recovery pipeline&apos;s journal as JSON lines or CSV</source>
        <translation>以 JSON Lines 或 CSV 格式输出恢复流水线的恢复日志</translation>
    </message>
    <message>
        <source>what a job&apos;s settings cost it in a recovery, and the changes that shorten it</source>
        <translation>作业配置使一次恢复耗时多少，以及可缩短恢复时间的更改</translation>
    </message>
    <message>
        <source>step, step time, checkpoints and errors a training job&apos;s log says</source>
        <translation>训练作业日志反映的训练步、单步耗时、检查点和错误</translation>
    </message>
    <message>
        <source>the share of a window a job trained, and the time lost by cause</source>
        <translation>作业在时间窗口内的训练时间占比，以及按原因统计的损失时间</translation>
    </message>
    <message>
        <source>chips isolated by hand, in the device plugin&apos;s and ClusterD&apos;s stores</source>
        <translation>Device Plugin 和 ClusterD 隔离记录中人工隔离的芯片</translation>
    </message>
    <message>
        <source>release an isolated chip in every store that holds it</source>
        <translation>在所有记录了该芯片的隔离记录中解除其隔离</translation>
    </message>
    <message>
        <source>run the fault-handling pipeline on a cluster from a terminal</source>
        <translation>在终端上对集群运行故障处理流水线</translation>
    </message>
    <message>
        <source>the same inside the cluster, with leader election</source>
        <translation>同上，但在集群内运行，带 leader 选举</translation>
    </message>
    <message>
        <source>probe nodes&apos; NPUs and links over SSH once</source>
        <translation>通过 SSH 对节点的 NPU 和链路执行一次探测</translation>
    </message>
    <message>
        <source>the switch behind each RoCE port, by LLDP, as a topology file</source>
        <translation>通过 LLDP 获取每个 RoCE 端口所连的交换机，并写为拓扑文件</translation>
    </message>
    <message>
        <source>time a synced cache of a cluster (and a fault reaching it)</source>
        <translation>测量集群缓存完成同步的耗时（以及故障到达缓存的耗时）</translation>
    </message>
    <message>
        <source>serve a simulated Ascend cluster&apos;s Kubernetes API</source>
        <translation>提供模拟昇腾集群的 Kubernetes API</translation>
    </message>
    <message>
        <source>create a Fault in a simulated cluster</source>
        <translation>在模拟集群中创建 Fault</translation>
    </message>
    <message>
        <source>completion of commands and options in bash</source>
        <translation>在 bash 中补全命令和选项</translation>
    </message>
    <message>
        <source>the same in zsh</source>
        <translation>同上，用于 zsh</translation>
    </message>
    <message>
        <source>the same in fish</source>
        <translation>同上，用于 fish</translation>
    </message>
    <message>
        <source>print the manual page</source>
        <translation>输出手册页</translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli %1 SUBCOMMAND [OPTIONS]

Subcommands:
</source>
        <translation>用法：ascend-ops-cli %1 SUBCOMMAND [OPTIONS]

子命令：
</translation>
    </message>
    <message>
        <source>
Run &apos;ascend-ops-cli %1 SUBCOMMAND --help&apos; for a subcommand&apos;s options and examples.
</source>
        <translation>
运行 &apos;ascend-ops-cli %1 SUBCOMMAND --help&apos; 查看子命令的选项和示例。
</translation>
    </message>
    <message>
        <source>
Examples:
</source>
        <translation>
示例：
</translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli [--lang LANG] COMMAND SUBCOMMAND [OPTIONS]

The headless side of Ascend Ops Console: rank tables, operator retry, job
profiles and progress, the fault-handling pipeline, node probes and the
embedded cluster, from a terminal or a script.

Commands:
</source>
        <translation>用法：ascend-ops-cli [--lang LANG] COMMAND SUBCOMMAND [OPTIONS]

Ascend Ops Console 的命令行部分：rank table、算子重执行、作业恢复分析与训练
进度、故障处理流水线、节点探测以及内置集群，可在终端或脚本中使用。

命令：
</translation>
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
        <translation>
选项：
  --lang LANG   消息语言（en、zh_CN）；默认：系统区域设置
  --help, -h    显示此帮助；放在命令之后时显示该命令的帮助
  --version     显示版本

运行 &apos;ascend-ops-cli COMMAND SUBCOMMAND --help&apos; 查看子命令的选项和示例。
退出码：0 成功，1 输入无效或检查未通过，2 用法错误或 I/O 错误。
</translation>
    </message>
    <message>
        <source>ascend-ops-cli %1: unknown subcommand &apos;%2&apos;

</source>
        <translation>ascend-ops-cli %1：未知的子命令 &apos;%2&apos;

</translation>
    </message>
    <message>
        <source>See &apos;ascend-ops-cli %1--help&apos;.
</source>
        <translation>请参阅 &apos;ascend-ops-cli %1--help&apos;。
</translation>
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
        <translation>用法：ascend-ops-cli completion bash|zsh|fish [-o FILE]

输出一个脚本，在对应的 shell 中补全 ascend-ops-cli 的命令、子命令和选项。
Debian 软件包会安装全部三种脚本；如需手动加载其中一种：
  bash   source &lt;(ascend-ops-cli completion bash)
  zsh    source &lt;(ascend-ops-cli completion zsh)
  fish   ascend-ops-cli completion fish | source
  -o, --output FILE   将脚本写入 FILE，而不是 stdout
退出码：0 已输出，2 用法错误或 I/O 错误。
</translation>
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
        <translation>用法：ascend-ops-cli manpage [--of PROGRAM] [-o FILE]

输出本程序的手册页（troff，man(7)）：所有命令的帮助汇集在一页中。指定 --of 时，输出控制台
另一个程序（ascend-ops）的手册页，内容取自该程序 --help 的输出。构建时以这种方式生成这两个
手册页，并由 Debian 软件包安装。
  --of PROGRAM         要生成手册页的程序，以 PROGRAM --lang en --help 的方式运行
  -o, --output FILE    将手册页写入 FILE，而不是 stdout
退出码：0 已输出，2 用法错误或 I/O 错误。
</translation>
    </message>
    <message>
        <source>ascend-ops-cli: unknown command &apos;%1&apos;</source>
        <translation>ascend-ops-cli：未知的命令 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>spare servers per super-pod, and NPUs free, in use, isolated and faulty</source>
        <translation>每个超节点的备用服务器，以及空闲、使用中、已隔离和故障的 NPU</translation>
    </message>
    <message>
        <source>take servers out of scheduling for repair (previewed)</source>
        <translation>将服务器移出调度以便维修（先预览）</translation>
    </message>
    <message>
        <source>put repaired servers back into scheduling</source>
        <translation>将修复的服务器重新加入调度</translation>
    </message>
    <message>
        <source>pause automatic recovery on servers or a super-pod while they are worked on</source>
        <translation>维护期间暂停服务器或超节点上的自动恢复</translation>
    </message>
    <message>
        <source>resume automatic recovery there</source>
        <translation>恢复这些服务器上的自动恢复</translation>
    </message>
    <message>
        <source>cordon servers and evict their pods, as their disruption budgets allow</source>
        <translation>封锁服务器并在中断预算允许时驱逐其上的 Pod</translation>
    </message>
    <message>
        <source>which pipeline recovers the cluster, and its incidents</source>
        <translation>哪条流水线负责恢复集群，以及它的故障事件</translation>
    </message>
    <message>
        <source>approve an incident of the cluster&apos;s pipeline</source>
        <translation>批准集群流水线的一个故障事件</translation>
    </message>
    <message>
        <source>decline it: nothing is written, the incident waits for a person</source>
        <translation>拒绝它：不写入任何内容，故障事件等待人工处理</translation>
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
        <translation>用法：ascend-ops-cli cluster capacity [--kubeconfig FILE] [--context NAME] [--json]

集群还能承载多少：一次同步读取集群的 Node、Pod 以及设备插件和 NodeD 的 ConfigMap 后，按超节点列出
备用服务器（未运行作业 Pod 的服务器），并按 Pod 能否落地分类（健康；亚健康；不可用：故障、NotReady、
已封锁或有已隔离的 NPU；未知：未能读取）；再按设备插件的计数方式（A3 上按 Die）列出 NPU：空闲、使用中、
已隔离、故障、位于未就绪或已封锁的服务器上、未知。状态未能读取的服务器从不计为健康；未能读取的内容连同
其位置一并列出。
退出码：0 表示已输出，2 表示用法或 I/O 错误。
</translation>
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
        <translation>用法：ascend-ops-cli isolation list [--kubeconfig FILE] [--context NAME] [--json]
      ascend-ops-cli isolation release --node NODE --device N [--dry-run] [--kubeconfig FILE] [--context NAME]

list：列出每个人工隔离的芯片及记录它的隔离记录：Device Plugin 的（device-info
ManuallySeparateNPU，原因取自 UpgradeFaultReason）或 ClusterD 的（clusterd-manual-info-cm），
并给出其故障码、规则、时间，以及何时自动解除。
release：将芯片从所有记录了它的隔离记录中移除（Device Plugin 的列表；ClusterD 只移出 Total），
每次写入先以服务端试运行的形式显示，再基于读取时的 ConfigMap（resourceVersion）发送；
--dry-run 在预览后停止。
退出码：0 已完成，1 该芯片不在任何隔离记录中或某次写入被拒绝，2 用法错误或 I/O 错误。
</translation>
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
        <translation>用法：ascend-ops-cli job profile --file JOB.yaml [--script FILE]... [--json] [--platform P]
      ascend-ops-cli job profile [--kubeconfig FILE] [--context NAME] NAMESPACE/NAME [--json]
                                 [--preview ID] [--journal DIR] [--ssh-config FILE] [--platform P]

训练作业（Volcano Job 或 AscendJob）的恢复时间分析：恢复时间文档中的每个恢复配置项的状态（开启、
关闭、未知或冲突）及其依据，在这些配置下恢复各阶段耗费的秒数，回滚损失的训练步数，以及可缩短恢复
时间的更改（按节省时间从多到少排列）。离线时，作业的启动脚本通过 --script 指定，并按文件名与作业
引用的脚本匹配；在线时，从挂载这些脚本的 ConfigMap 中读取。
--preview ID 将建议 ID 的 patch 以服务端 dry run 的方式发送到集群，并输出其将更改的内容；不会应用
任何更改。--journal DIR 会同时给出流水线恢复日志的实测结果：该作业已解决的恢复（若没有，则为整个
集群的），与模型估算并列显示。--ssh-config FILE 通过 SSH 在作业某个运行中 Pod 所在的节点（以节点名作为
Host）上读取 hostPath 和 NFS 卷上的启动脚本，以及 rank table 目录的权限和属主。
--platform mindcluster|modelarts 指定作业运行的平台；未指定时，若作业的标签、资源或环境变量表明其为
ModelArts 作业（ring-controller.cce、huawei.com/ascend-1980、MA_*），则从其 fault-tolerance 注解中读取
算子重执行与重启配置。
退出码：0 已读取分析结果，1 作业存在错误（冲突、无法生效的配置），2 用法错误或 I/O 错误。
</translation>
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
        <translation>用法：ascend-ops-cli job goodput NAMESPACE/NAME --journal DIR [--since DURATION]
                                 [--step-seconds S | --log FILE] [--json]

作业在时间窗口（--since，默认 24h；可写 90m、12h、7d）内处于训练状态的时间占比，以及按原因
统计的损失秒数：恢复日志测得的每次恢复的各阶段（故障检测、决策、重调度、建链、加载检查点、
编译），挂死从发生到被发现的等待时间，回滚的训练步（按 --step-seconds，或按 --log FILE 输出的
单步耗时计算），以及仍未关闭的故障事件已耗费的时间。无法测量的部分会加以说明。
退出码：0 已报告，2 用法错误或 I/O 错误。
</translation>
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
        <translation>用法：ascend-ops-cli job progress --log FILE [--timestamps] [--profile NAME] [--profiles FILE] [--json]
      ascend-ops-cli job progress [--kubeconfig FILE] [--context NAME] NAMESPACE/NAME
                                  [--profile NAME] [--profiles FILE] [--json]

训练作业日志反映的进度：日志所用的框架格式、最近的训练步与总步数、单步耗时、已保存的检查点和
已加载的检查点、重启所处的阶段（link-setup、checkpoint-load、compile、training）以及日志末尾的错误。
离线时，--log 读取一个文件（--timestamps：每行以 kubectl logs --timestamps 输出的时间开头）。
在线时，像 kubectl logs 一样通过 Kubernetes API 读取作业 rank 0 Pod 和最后一个 rank 的 Pod 的日志。
内置日志格式（profile）：megatron（Megatron-LM、MindSpeed、MindSpeed-LLM）、mindformers、
mindspore；--profile 指定其中一个，否则逐个尝试。--profiles FILE 添加更多 profile
（JSON：{&quot;profiles&quot;: [{&quot;name&quot;, &quot;step&quot;, &quot;stepTime&quot;, &quot;checkpointSaved&quot;, &quot;checkpointLoaded&quot;,
&quot;phases&quot;, &quot;errors&quot;}]}，使用带命名分组的正则表达式；参见 docs/TRAINING-SIGNALS.md）。
退出码：0 已读取日志，1 没有 profile 能读取该日志或日志以错误结束，2 用法错误或 I/O 错误。
</translation>
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
        <translation>用法：ascend-ops-cli journal export --journal DIR [--format jsonl|csv]

按从旧到新的顺序输出 DIR 中流水线恢复日志的每条完好记录，每行一条：
  jsonl（默认）    每行一个 JSON 对象：time、incident、kind、job、node、device、level、
                   action、dryRun、reason、details
  csv              先输出一行表头，然后是 time,incident,kind,job,node,device,level,action,dry_run,reason
时间为 UTC，采用带毫秒的 ISO 8601 格式。损坏的记录会在 stderr 中列出（FILE:OFFSET）；
末尾的残缺记录（因崩溃而中断的写入）仅作为警告。

退出码：0 表示所有记录均完好（末尾的残缺记录除外），1 表示存在损坏的记录（完好的记录
仍会输出），2 表示用法错误或 I/O 错误。
</translation>
    </message>
    <message numerus="yes">
        <source>%1: warning: torn tail of %n byte(s) (a write cut short by a crash), ignored
</source>
        <translation>
            <numerusform>%1: 警告：末尾有 %n 字节的残缺记录（因崩溃而中断的写入），已忽略
</numerusform>
        </translation>
    </message>
    <message>
        <source>--journal DIR is required</source>
        <translation>必须指定 --journal DIR</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>无法识别的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--format: expected jsonl or csv, not &apos;%1&apos;</source>
        <translation>--format: 应为 jsonl 或 csv，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: not a journal (no journal-NNNNNN.log in it)</source>
        <translation>%1: 不是恢复日志目录（其中没有 journal-NNNNNN.log）</translation>
    </message>
    <message>
        <source>cannot write the output</source>
        <translation>无法写入输出</translation>
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
        <translation>用法：ascend-ops-cli kube sync --kubeconfig FILE [--context NAME] [--fault-node NODE] [--timeout S]

列出并监视（list/watch）控制台所监视的资源（节点、Pod、ConfigMap、Volcano 作业），然后输出一行
JSON：缓存完成同步的耗时、常驻内存、已缓存的对象数。指定 --fault-node 时，随后在 NODE 上创建一个
npu-fault 类型的 Fault（仅限内置集群），并在结果中加入从创建到缓存中 NODE 的 device-info
ConfigMap 发生变化的耗时。
</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Language of the console (en, zh_CN); default: the system locale.</source>
        <translation>控制台界面语言（en、zh_CN）；默认：系统区域设置。</translation>
    </message>
    <message>
        <source>Open the rank table FILE.</source>
        <translation>打开 rank table 文件 FILE。</translation>
    </message>
    <message>
        <source>Write a %1x%2 screenshot of the window to PNG and exit.</source>
        <translation>将窗口的 %1x%2 截图写入 PNG 文件后退出。</translation>
    </message>
    <message>
        <source>A rank table to open (the same as --open).</source>
        <translation>要打开的 rank table（等同于 --open）。</translation>
    </message>
    <message>
        <source>--demo and a file to open exclude each other</source>
        <translation>--demo 与要打开的文件不能同时指定</translation>
    </message>
    <message>
        <source>How much faster than real time the demo cluster runs (default 1).</source>
        <translation>演示集群相对真实时间的运行倍速（默认为 1）。</translation>
    </message>
    <message>
        <source>--preset: unknown preset &quot;%1&quot; (%2)</source>
        <translation>--preset: 未知的预设 &quot;%1&quot;（%2）</translation>
    </message>
    <message>
        <source>--speed: expected a positive number, got &quot;%1&quot;</source>
        <translation>--speed: 应为正数，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>SIGTERM and SIGINT could not be hooked: stopping the console by a signal may leave the demo cluster&apos;s sshd running</source>
        <translation>无法挂接 SIGTERM 和 SIGINT：通过信号停止控制台可能使演示集群的 sshd 继续运行</translation>
    </message>
    <message>
        <source>What the demo job&apos;s start scripts switch on: default, bare (the watchdog off, no caches) or tuned (every recovery-time setting on).</source>
        <translation>演示作业的启动脚本开启的配置：default、bare（关闭 watchdog，不使用缓存）或 tuned（开启所有恢复时间配置）。</translation>
    </message>
    <message>
        <source>--job-settings: expected default, bare or tuned, got &quot;%1&quot;</source>
        <translation>--job-settings: 应为 default、bare 或 tuned，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Start on the embedded demo cluster: a simulated Ascend cluster behind a Kubernetes API on this computer (offered when there is no kubeconfig).</source>
        <translation>从内置演示集群启动：本机上一个通过 Kubernetes API 提供的模拟昇腾集群（没有 kubeconfig 时提供此选项）。</translation>
    </message>
    <message>
        <source>Connect to this context of the kubeconfig (KUBECONFIG or ~/.kube/config). Given again, each further context opens in a window of its own.</source>
        <translation>连接到 kubeconfig（KUBECONFIG 或 ~/.kube/config）中的此上下文。多次指定时，其余每个上下文各自在独立窗口中打开。</translation>
    </message>
    <message>
        <source>The view to show first: overview, topology, jobs, incidents, links or ranktable.</source>
        <translation>首先显示的视图：overview、topology、jobs、incidents、links 或 ranktable。</translation>
    </message>
    <message>
        <source>--view: expected overview, topology, jobs, incidents, links or ranktable, got &quot;%1&quot;</source>
        <translation>--view：应为 overview、topology、jobs、incidents、links 或 ranktable，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Measure how late the console&apos;s event loop runs and write it to FILE as JSON, every second and at exit.</source>
        <translation>测量控制台事件循环的延迟，并以 JSON 格式写入 FILE，每秒一次，退出时再写一次。</translation>
    </message>
    <message>
        <source>Ascend Ops Console, for Huawei Ascend NPU training clusters: the super-pod topology with the health of every link, the jobs and what a fault costs them, incidents and their recovery, HCCL rank tables and operator retry.</source>
        <translation>Ascend Ops Console，面向华为昇腾 NPU 训练集群：超节点拓扑及每条链路的健康状态、作业及故障给其带来的代价、故障事件及其恢复、HCCL rank table 和算子重执行。</translation>
    </message>
    <message>
        <source>The demo cluster&apos;s shape: a2-small, a3-demo (default), a3-scale or a3-fleet.</source>
        <translation>演示集群的规格：a2-small、a3-demo（默认）、a3-scale 或 a3-fleet。</translation>
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
        <translation>用法：ascend-ops-cli node cordon|uncordon|drain NODE... [--dry-run] [--kubeconfig FILE] [--context NAME]
      ascend-ops-cli node pause NODE... --reason TEXT [--dry-run] [...]
      ascend-ops-cli node resume NODE... [--dry-run] [...]
      （可用 --super-pod ID 代替 NODE...：该超节点的所有服务器）

维修流程中对服务器的写操作。cordon 和 uncordon 设置或清除 spec.unschedulable，与 kubectl 相同：
已封锁的服务器上不会再放置新的内容，已在其上运行的内容继续运行。drain 封锁服务器，并通过 Eviction API
驱逐绑定在其上的所有 Pod，与 kubectl drain 相同（DaemonSet 和 mirror Pod 保留并列出）：不允许中断的
PodDisruptionBudget 在试运行时就会拒绝驱逐，此时不会发送任何内容。pause 在每台服务器上设置维护期间
暂停自动恢复的标记（Node 注解 ascendops.io/recovery-paused，含原因、暂停者（操作系统用户和 kubeconfig
用户）及时间）：此后，凡涉及该服务器的故障事件，流水线在任何模式下都不会未经人工同意而采取动作，
并说明原因；拓扑视图会标出该服务器。resume 取消暂停。每个写操作都先以服务端试运行方式显示；
--dry-run 在此停止。
退出码：0 表示完成，1 表示有写操作被拒绝，2 表示用法或 I/O 错误（无法读取某台服务器）。
</translation>
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
        <translation>用法：ascend-ops-cli pipeline status [--kubeconfig FILE] [--context NAME] [--lease-namespace NS] [--json]
      ascend-ops-cli pipeline approve|decline INCIDENT [--kubeconfig FILE] [--context NAME]
                                     [--lease-namespace NS] [--timeout SECONDS]

`status` 按 Lease ascend-ops/ascendops-pipeline 的内容说明哪条流水线负责恢复集群：
它的持有者、模式、未关闭的故障事件（等待人工的排在最前）。
`approve` 和 `decline` 答复它的一个等待审批的故障事件。答复是一个请求（Lease 所在命名空间中
带 ascendops.io/pipeline-request 标签的 ConfigMap，先做服务器端试运行），由持有该 Lease 的
流水线受理，连同您的身份（操作系统用户和 kubeconfig 用户）记入恢复日志并作答；结果被打印，
请求随后删除。--timeout（30）内没有结果时请求被撤回；答复须在给出后 5 分钟内被受理，否则
不被受理。在那里创建请求的权限由安装清单中的 Role ascend-ops-approver 授予。
退出状态：0 已批准或已拒绝，1 被拒绝（附原因）或无答复，2 用法错误。
</translation>
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
        <translation>用法：ascend-ops-cli pipeline run --kubeconfig FILE [--context NAME] --mode observe|approve|auto
                                  --journal DIR [--duration SECONDS] [options]
      ascend-ops-cli pipeline serve [--kubeconfig FILE [--context NAME]] --mode observe|approve|auto
                                  --journal DIR [--lease-namespace NS] [--lease-name NAME] [options]

在没有图形界面的情况下对集群运行故障处理流水线（检测、分类、决策、执行、验证、记入恢复日志）；
故障事件每次变化时在 stdout 上输出一行。`run` 一直运行，直到超过 --duration 或收到
SIGTERM/SIGINT；在审批模式下，每次执行操作前在终端上询问（无应答：视为拒绝）。
`serve` 在集群内运行（未指定 --kubeconfig 时使用 Pod 的 service account），且仅在持有
leader Lease 时执行操作，因此其他副本可以待命。该 Lease 为 ascend-ops/ascendops-pipeline（除非
--lease-namespace 或 --lease-name 另行指定）；它带有流水线的模式和未关闭的故障事件，在那里读到它的
控制台不会在它之外另行决策。
在审批模式下 `serve` 不在终端上询问：询问等待 `pipeline approve|decline` 或接入它的
控制台作答（见 `pipeline status`）。加上 --accept-actions 时，它还以自己的权限执行接入的控制台
发来的一键操作（不加：一律拒绝）。

选项：
  --identity NAME              Lease 持有者名称（默认：主机名和进程 ID）
  --hang-seconds N             运行中的作业日志在这么长时间内未输出新的训练步，即视为挂死（120）
  --log-profiles FILE          更多训练日志格式（JSON；docs/TRAINING-SIGNALS.md），先于内置格式
                               尝试；在集群内为以文件形式挂载的 ConfigMap
  --restart-budget L,C,K       重启后，建链、加载检查点和编译各自在多少秒内
                               不视为挂死（240,260,240）
  --verify-timeout SECONDS     恢复在此时间内未完成则升级处理（900）
  --fault-codes FILE           集群的 faultCode.json（默认：MindCluster 的）
  --fault-customization FILE   faultCustomization.json（频率和持续时间规则）
  --switch-fault-codes FILE    SwitchFaultCode.json：UnifiedBus 交换机故障的级别（A3）
  --breaker-nodes N            熔断器：操作涉及超过 N 个节点 ...（2）
  --breaker-percent P          ... 且超过集群的 P% ...（10）
  --breaker-window SECONDS     ... 在此时间窗口内，即停止自动操作（600）
  --settle-ms N                N ms 内到达的故障在决策前合并为一个故障事件（300）
  --ssh-config FILE --ssh-nodes NODE,...|all [--ssh-interval SECONDS]
                               通过 SSH 使用 hccn_tool 探测节点的链路（每 5 s 一次）；持续闪断或
                               光模块故障的链路会产生故障事件
  --metrics-listen HOST:PORT   在此地址提供 /metrics（Prometheus）、/healthz 和 /readyz（PORT 为 0：
                               任选空闲端口并打印）；serve 默认 0.0.0.0:9464，&quot;off&quot; 表示关闭
  --notify-webhook URL|@FILE   故障事件等待人工、恢复失败或熔断器跳闸时，向此地址发送一条 JSON
                               消息（可重复；失败会重试；@FILE：每行一个 URL，不出现在命令行中）
  --notify-template FILE       消息体模板，其中的 ${text}、${event}、${incident}、${job}、
                               ${state}、${message} 和 ${time} 会被填入（按 JSON 转义）
</translation>
    </message>
</context>
<context>
    <name>ranktable</name>
    <message>
        <source>Print the problems as JSON on stdout.</source>
        <translation>以 JSON 格式将问题输出到 stdout。</translation>
    </message>
    <message>
        <source>Rank tables to check.</source>
        <translation>要检查的 rank table。</translation>
    </message>
    <message>
        <source>ranktable validate: name at least one FILE
</source>
        <translation>ranktable validate: 请至少指定一个 FILE
</translation>
    </message>
    <message>
        <source>Write to OUT instead of stdout.</source>
        <translation>写入 OUT，而不是 stdout。</translation>
    </message>
    <message>
        <source>Rank table to rewrite.</source>
        <translation>要重写的 rank table。</translation>
    </message>
    <message>
        <source>ranktable fmt: name exactly one FILE
</source>
        <translation>ranktable fmt: 必须且只能指定一个 FILE
</translation>
    </message>
    <message>
        <source>ranktable generate: --%1 must be a whole number from %2 to %3
</source>
        <translation>ranktable generate: --%1 必须是 %2 到 %3 之间的整数
</translation>
    </message>
    <message>
        <source>Rank table version: 1.0, 1.2 or 2.0.</source>
        <translation>Rank table 版本：1.0、1.2 或 2.0。</translation>
    </message>
    <message>
        <source>Number of servers.</source>
        <translation>服务器数量。</translation>
    </message>
    <message>
        <source>Devices (ranks) per server.</source>
        <translation>每个服务器的设备（rank）数量。</translation>
    </message>
    <message>
        <source>Servers per super-pod (1.2).</source>
        <translation>每个超节点的服务器数量（1.2 版本）。</translation>
    </message>
    <message>
        <source>ranktable generate: --version must be 1.0, 1.2 or 2.0
</source>
        <translation>ranktable generate: --version 必须为 1.0、1.2 或 2.0
</translation>
    </message>
    <message>
        <source>ranktable generate: a 2.0 table holds at most 65536 ranks
</source>
        <translation>ranktable generate: 2.0 版本的 rank table 最多包含 65536 个 rank
</translation>
    </message>
    <message>
        <source>Convert to this version first: 1.0 (from a template-2 table).</source>
        <translation>先转换为该版本：1.0（由模板二 rank table 转换）。</translation>
    </message>
    <message>
        <source>ranktable fmt: --to takes 1.0 (a template-2 table converted to version 1.0)
</source>
        <translation>ranktable fmt: --to 只能为 1.0（将模板二 rank table 转换为 1.0 版本）
</translation>
    </message>
    <message>
        <source>%1: --to 1.0 converts legacy template-2 tables; this one is version %2
</source>
        <translation>%1: --to 1.0 只转换旧版模板二 rank table；该文件为 %2 版本
</translation>
    </message>
    <message>
        <source>%1: not planned: %2
</source>
        <translation>%1：未规划：%2
</translation>
    </message>
    <message>
        <source>%1: %2 servers under %3 leaf switches; leaf crossings of the ring in rank order: %4 before, %5 after%6
</source>
        <translation>%1：%2 台服务器位于 %3 台叶交换机下；按 rank 顺序的环跨叶交换机次数：之前 %4，之后 %5%6
</translation>
    </message>
    <message>
        <source> (the order was already the best; nothing changed)</source>
        <translation>（顺序已是最优；未作更改）</translation>
    </message>
    <message>
        <source>The fabric topology (fabric discover writes it).</source>
        <translation>网络拓扑（由 fabric discover 写出）。</translation>
    </message>
    <message>
        <source>Write the renumbered table to OUT (without it, to stdout unless --json).</source>
        <translation>将重排后的 rank table 写入 OUT（不指定时写到标准输出，除非给了 --json）。</translation>
    </message>
    <message>
        <source>Print the plan (cross_switch_hops, each server&apos;s switch and rank_after_acc) as JSON on stdout.</source>
        <translation>以 JSON 在标准输出打印规划（cross_switch_hops、每台服务器的交换机和 rank_after_acc）。</translation>
    </message>
    <message>
        <source>Rank table (1.0, 1.2 or 2.0) to renumber.</source>
        <translation>要重排编号的 rank table（1.0、1.2 或 2.0）。</translation>
    </message>
    <message>
        <source>ranktable plan: name exactly one FILE and --topology TOPOLOGY
</source>
        <translation>ranktable plan：须且只能给出一个 FILE，并给出 --topology TOPOLOGY
</translation>
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
        <translation>用法：ascend-ops-cli ranktable validate FILE... [--json]

检查 HCCL rank table（1.0、1.2 或 2.0 版本的 hccl.json，或旧版模板二格式）：各版本所需的成员、
成员的取值、rank、计数和地址，以及仍为 &quot;initializing&quot; 的 status（status 为 &quot;completed&quot; 之前，
HCCL 无法使用该 rank table）。每个问题以 FILE:LINE:COLUMN: severity: message 的格式输出到
stderr；错误会使 rank table 不可用，警告和提示则不会。
  --json   以 JSON 格式将问题输出到 stdout：file、severity、pointer、line、column、message
退出码：0 所有 rank table 均有效，1 某个 rank table 有错误，2 用法错误或 I/O 错误。
</translation>
    </message>
    <message>
        <source>Usage: ascend-ops-cli ranktable fmt FILE [--to 1.0] [-o OUT]

Rewrites a rank table in one layout (members in their order, four-space indentation), values
unchanged, so that two tables compare line by line. A file that is not JSON is not rewritten.
  --to 1.0     convert a legacy template-2 table to version 1.0 first
  -o, --output OUT   write to OUT (whole or not at all) instead of stdout
Exit: 0 written, 1 the file is not JSON or cannot be converted, 2 usage or I/O error.
</source>
        <translation>用法：ascend-ops-cli ranktable fmt FILE [--to 1.0] [-o OUT]

按统一格式重写 rank table（成员按规定顺序排列，四个空格缩进），取值保持不变，以便两个
rank table 可以逐行比较。不是 JSON 的文件不会被重写。
  --to 1.0     先将旧版模板二 rank table 转换为 1.0 版本
  -o, --output OUT   写入 OUT（要么完整写入，要么不写），而不是 stdout
退出码：0 已写入，1 文件不是 JSON 或无法转换，2 用法错误或 I/O 错误。
</translation>
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
        <translation>用法：ascend-ops-cli ranktable generate --version V --servers N --devices-per-server K
                                        [--super-pod-size S] [-o OUT]

生成一个有效的合成 rank table，用于测试和基准测试。
  --version V              1.0、1.2（A3 超节点）或 2.0
  --servers N              服务器数量
  --devices-per-server K   每个服务器的设备（rank）数量
  --super-pod-size S       每个超节点的服务器数量（1.2 版本）
  -o, --output OUT         写入 OUT，而不是 stdout
退出码：0 已写入，2 用法错误或 I/O 错误。
</translation>
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
        <translation>用法：ascend-ops-cli ranktable plan FILE --topology TOPOLOGY.json [-o OUT] [--json]

按路由亲和重排 rank table 的编号：同一叶交换机下的服务器获得连续的 rank 段，使环经过脊交换机的
次数尽可能少。拓扑为 fabric discover 写出的网络拓扑文件（docs/FABRIC.md）。规划结果（重排前后
跨交换机的跳数）输出到 stderr。
  --topology TOPOLOGY.json   网络拓扑
  -o, --output OUT           将重排后的 rank table 写入 OUT（不指定时写到 stdout，除非给了 --json）
  --json                     以 JSON 格式在 stdout 输出规划（cross_switch_hops、每台服务器的交换机
                             和 rank_after_acc）
退出码：0 已规划，1 rank table 或拓扑有错误，2 用法错误或 I/O 错误。
</translation>
    </message>
</context>
<context>
    <name>retry</name>
    <message>
        <source># operator retry is off on every level
</source>
        <translation># 所有层级的算子重执行均已关闭
</translation>
    </message>
    <message>
        <source># worst-case hold of a failed operator: %1 (HoldTime %2 ms + (MaxCnt %3 - 1) x IntervalTime %4 ms)
</source>
        <translation># 失败算子在最坏情况下的等待时长：%1（HoldTime %2 ms + (MaxCnt %3 - 1) x IntervalTime %4 ms）
</translation>
    </message>
    <message>
        <source>retry check: unexpected argument &apos;%1&apos;
</source>
        <translation>retry check: 无法识别的参数 &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>retry check: give --enable, --params or both
</source>
        <translation>retry check: 请指定 --enable、--params 或同时指定两者
</translation>
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
        <translation>用法：ascend-ops-cli retry check [--enable STR] [--params STR] [--platform mindcluster|modelarts]
                                 [--hardware a2|a3] [--ranktable FILE] [--json]

检查 HCCL 算子重执行配置在目标环境中是否可用，并输出设置方式：
MindCluster 为 export 命令行，ModelArts 为作业注解。
  --enable STR      HCCL_OP_RETRY_ENABLE 的取值，例如 &quot;L1:1, L2:1&quot;
  --params STR      HCCL_OP_RETRY_PARAMS 的取值，例如 &quot;MaxCnt:3, HoldTime:5000, IntervalTime:1000&quot;
  --platform P      mindcluster（默认）或 modelarts；在 ModelArts 上由注解
                    fault-tolerance/hccl_op_retry 开启算子重执行
  --hardware H      a2 或 a3；算子重执行仅支持 Snt9B23（A3）超节点。
                    1.2 版本的 rank table 即表示 a3。
  --ranktable FILE  与该 rank table（hccl.json）进行交叉检查
  --json            以 JSON 格式将结果输出到 stdout
请指定 --enable、--params 或同时指定两者；未指定的一项使用 HCCL 的默认值。
退出码：0 配置在该平台和硬件上有效，1 存在问题，2 用法错误。
</translation>
    </message>
    <message>
        <source># ModelArts: put this in the job&apos;s metadata (not the environment)
</source>
        <translation># ModelArts：将以下内容写入作业的 metadata（而非环境变量）
</translation>
    </message>
    <message>
        <source># enabling retry costs performance: %1
</source>
        <translation># 开启重执行会影响性能：%1
</translation>
    </message>
    <message>
        <source>retry check: --platform is mindcluster or modelarts, not &apos;%1&apos;
</source>
        <translation>retry check：--platform 应为 mindcluster 或 modelarts，而不是“%1”
</translation>
    </message>
    <message>
        <source>retry check: --hardware is a2 or a3, not &apos;%1&apos;
</source>
        <translation>retry check：--hardware 应为 a2 或 a3，而不是“%1”
</translation>
    </message>
    <message>
        <source>version 1.2 is an Atlas A3 super-pod table, but --hardware says a2</source>
        <translation>版本 1.2 是 Atlas A3 超节点的 rank table，但 --hardware 指定为 a2</translation>
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
        <translation>用法：ascend-ops-cli sim inject --kubeconfig FILE [--context C] --kind KIND --node NODE
                                [--device N] [--fault-code CODE] [--duration SECONDS] [--delay SECONDS]
                                [--name NAME] [--namespace NS]

在模拟集群（sim serve 或控制台的演示集群）中创建 Fault。
  --kind KIND           link-flap、link-down、npu-fault、node-down、hang、optical-degrade、process-crash、
                        switch-fault（A3 节点：UnifiedBus 交换机端口）
  --node NODE           故障所在的节点
  --device N            链路、芯片和光模块故障所在的 Die（逻辑 ID），默认为 0
  --fault-code CODE     npu-fault：8 位十六进制故障码，例如 80E18402；
                        switch-fault：SwitchFaultCode.json 中的故障码，例如 &quot;[0x00f103b0,155907,na,na]&quot;
  --duration SECONDS    持续时长（默认：link-flap 持续几秒，其他类型持续到被删除为止）
  --delay SECONDS       Fault 创建后等待这么久再开始（模拟时间的秒数，与 --duration 相同）
  --name NAME           Fault 的名称（默认根据 kind 生成）
  --namespace NS        Fault 的命名空间（默认为 default）
</translation>
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
        <translation>用法：ascend-ops-cli sim serve --listen HOST:PORT --preset NAME --kubeconfig-out FILE [--speed X]
                               [--super-pods N] [--servers-per-super-pod N]
                               [--devices-per-server N] [--spares-per-super-pod N] [--fault-scheduling MODE]
                               [--no-rank-table-operator] [--no-backup-nics] [--job-kind KIND]
                               [--job-settings S] [--platform P]
                               [--node-tools DIR [--ssh-nodes N --ssh-dir DIR]] [--scripts-dir DIR]
                               [--fabric-out FILE] [--api-restart-down MS] [--churn N]

通过 HTTPS 提供模拟昇腾集群的 Kubernetes API，直至收到 SIGTERM 或 SIGINT。
收到 SIGUSR1 时按 API 服务器进程重启的方式重启它：所有连接被重置，在 --api-restart-down 毫秒内
（默认 3000）不再监听；之后以相同的地址和证书重新提供服务，重启前开始的 watch 会收到 410 Expired。
其后的集群（存储与控制器）在此期间照常运行。
  --listen HOST:PORT          监听地址；PORT 为 0 时自动选择空闲端口
  --preset NAME               a2-small、a3-demo、a3-scale 或 a3-fleet（1,078 个节点，超过 50,000 个 Pod：
                              预设的作业与约 300 个其他作业并存，另有推理服务、按节点部署的
                              守护进程，超过 20,000 个 Event）
  --churn N                   a3-fleet 持续变化，每分钟 N 次 Pod 写入：作业结束，新作业在其 die 上
                              启动，Pod 被重调度，写入 Event 并使旧的过期
  --kubeconfig-out FILE       开始监听后写入该文件：CA、服务器 URL，以及上下文 sim-admin 和 sim-readonly
  --speed X                   模拟的时间压缩倍数（默认为 1）
  --super-pods N              运行作业的超节点数（A2：服务器组数）
  --servers-per-super-pod N   每个超节点中运行作业的服务器数
  --devices-per-server N      每个服务器的 NPU 设备数（A3：Die 数，须为偶数）
  --spares-per-super-pod N    每个超节点中空闲的备用服务器数
  --fault-scheduling MODE     作业的 fault-scheduling 标签：force（默认）、grace、off，或
                              external-force / external-grace（故障 Pod 等待外部组件，即控制台的
                              流水线，来执行处理）
  --no-rank-table-operator    Ascend Operator 只写入第一份 rank table：Pod 被替换后，作业的 rings-config
                              保持 initializing（相当于 Operator 停止工作），由控制台的流水线补全
  --no-backup-nics            Operator 写入的 A3 rank table 不含 backup_device_ip：链路彻底断开时，
                              算子重执行无法借用另一个 Die 的网卡
  --job-kind KIND             vcjob（默认）：训练作业为 Volcano Job；ascendjob：训练作业为 Ascend Operator
                              的 AscendJob（kubectl get acjob），包含一个 Master 和若干 Worker，通过删除其
                              Pod 来重启
  --job-settings S            作业启动脚本（ConfigMap train-scripts-&lt;job&gt;）开启的配置：default；
                              bare（关闭 watchdog，不使用缓存）；tuned（MindIO ACP、共享存储上的编译
                              缓存、Pod 级别重调度）。集群按作业恢复时间估算（job profile）的结果模拟恢复过程
  --platform P                mindcluster（默认）或 modelarts：运行中的作业带有 ModelArts 的标签、资源和
                              环境变量，其算子重执行由注解 fault-tolerance/hccl_op_retry 开启，集群按
                              ModelArts 的方式重启作业（job-retry-num 3、hang-retry）
  --fabric-out FILE           将集群的 RoCE 网络（叶交换机、脊交换机、每个 Die 的端口）写成拓扑文件
                              （docs/FABRIC.md），如同站点网络文档所给出的那样
  --scripts-dir DIR           将作业的启动脚本放在 DIR（各节点共享的 hostPath 卷）中，而不是 ConfigMap 中
                              （job profile 通过 SSH 读取），并把其共享卷（检查点，以及 Megatron 的
                              latest_checkpointed_iteration.txt）放在 DIR/shared 中
  --node-tools DIR            在 DIR/bin 中为所有节点提供 npu-smi 和 hccn_tool，按集群当前状态（包括
                              故障）输出 ASCEND_SIM_NODE 所指定节点的信息；该节点的 /etc/hccn.conf
                              为 DIR/nodes/&lt;node&gt;/hccn.conf。所有节点写入完成后输出
                              &quot;node tools ready in DIR&quot;
  --ssh-nodes N               通过回环地址上真实的 sshd 提供前 N 个节点（需要 --node-tools）；将
                              ssh_config、known_hosts 和密钥写入 --ssh-dir，这些节点可响应后输出
                              &quot;ssh config in FILE&quot;
</translation>
    </message>
</context>
</TS>
