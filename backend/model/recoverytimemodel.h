#pragma once
// How long each phase of a fault and its recovery takes, in seconds: the one
// model behind the job profile's estimate (recoverytime/) and what the
// embedded cluster plays (SimClock scales it by --speed), so that the demo
// and the estimate never disagree. The phases
// are the ones the recovery-time documents name (fault detection,
// rescheduling, collective-communication setup, checkpoint loading, operator
// or graph compilation); each figure says where it comes from. "seed" is the
// product documentation (shared/seeds), "domain" is reference/ascend-domain.md,
// "anchors" is reference/recovery-anchors.md.

namespace ascendops {

struct RecoveryTimeModel
{
    // Where a setting has no published figure (Parallel Store, the native
    // HCCL link-setup optimization), the model has none either: the profile
    // says the saving is not known rather than invent one.

    // --- Detection -------------------------------------------------------
    // The device plugin subscribes to driver fault events and rewrites the
    // device-info ConfigMap at once (domain 2.2: Occur events carry the
    // alarm's own time); a second covers the ConfigMap round trip.
    double deviceFaultReportSeconds = 1.0;
    // NodeD heartbeats every 5 s and Volcano declares the node failed after
    // three missed beats (anchors 5.1: 5 s x 3 = 15 s).
    double nodeLostSeconds = 15.0;
    // The node lifecycle controller sets Ready=Unknown after
    // --node-monitor-grace-period, 40 s by default (anchors 6.2).
    double nodeNotReadySeconds = 40.0;
    // A parameter-plane (RoCE) fault under the watchdog: the collective sees
    // an ERROR CQE once RDMA retransmission gives up, 4.096 us x 2^20
    // (HCCL_RDMA_TIMEOUT 20) x 7 retries (HCCL_RDMA_RETRY_CNT) = 30 s
    // (domain 4; anchors 5.1), and the watchdog then "quickly throws" and
    // ends the process (seed 000 Table 1, seed 001 表1).
    double watchdogDetectSeconds = 30.0;
    // The same fault with the watchdog off (HCCL_ASYNC_ERROR_HANDLING=0):
    // "After a default waiting period of 30 minutes" (seed 000, seed 001).
    double collectiveTimeoutSeconds = 1800.0;
    // A training process that exits is seen by the kubelet and Volcano's
    // PodFailed handling within a pod status sync (kubelet status update
    // every 10 s, anchors 6.2; half of it on average).
    double processExitSeconds = 5.0;

    // --- Rescheduling ----------------------------------------------------
    // Pod-level: "only the faulty Pods are stopped" (seed 001 表2), one pod
    // force-deleted and rebound to a standby node: a scheduling cycle.
    double podRescheduleSeconds = 5.0;
    // Job-level: "all Pods are destroyed ... recreated and rescheduled",
    // which "wastes a lot of time" (seed 001 重调度时间优化); the gang waits
    // out the pods' terminationGracePeriodSeconds, 30 s by default
    // (anchors 6.2), before Volcano schedules it again.
    double jobRescheduleSeconds = 30.0;
    // Process-level recovery (recover-in-place): "restarts only the faulty
    // processes" in their containers (reference 2.5), so nothing is deleted
    // or scheduled; the restart waits only for the processes to stop and
    // start again. No published figure; modeled as one kubelet status sync
    // (anchors 6.2: 10 s).
    double processRestartSeconds = 10.0;
    // ModelArts restarts a hung job in its containers (fault-tolerance/
    // hang-retry, reference 7.6) once it sees the hang. No published figure
    // for how soon it sees it: the embedded cluster takes one minute.
    double platformHangRestartSeconds = 60.0;

    // --- Restart of the training processes once every pod runs -----------
    // Link setup with the Ascend Operator's RankTable file (seed 000 Table 4):
    // no rendezvous to exchange addresses; MegaScale-class setup is < 5 s at
    // 2,048 accelerators (anchors 0).
    double linkSetupRankTableSeconds = 5.0;
    // Link setup through the TCP store rendezvous (seed 000 Table 2/3 say it
    // degrades with scale); bounded here by HCCL_CONNECT_TIMEOUT's default
    // 120 s (domain 4), well under the 1,047 s stock figure at 2,048 GPUs
    // (anchors 0).
    double linkSetupTcpStoreSeconds = 120.0;
    // Checkpoint read from MindIO's in-memory copy (seed 000 Table 6, seed 001
    // 表4: "read directly from memory"); up to 250x faster than storage
    // (anchors 0, Gemini).
    double checkpointLoadMemorySeconds = 2.0;
    // Checkpoint read from shared storage: 129.5 s for a 405B model at 8,960
    // GPUs (anchors 0, ByteCheckpoint).
    double checkpointLoadStorageSeconds = 130.0;
    // Graph/operator compilation with the compile cache on shared storage
    // (seed 000 Table 8 ASCEND_CACHE_PATH, seed 001 表5 MS_COMPILER_CACHE_ENABLE);
    // about 12.7 s to the next step in a published warm restart (anchors 8).
    double compileCachedSeconds = 12.0;
    // Compilation from scratch. No published figure (anchors 8: "not
    // separately published"); the seeds only say it "takes a long time" in
    // large models. Modeled as ten times the cached case.
    double compileColdSeconds = 120.0;
    // The operator binary loads prebuilt operators, so they run "without
    // building" (seed 000 Table 7). No published figure: modeled as the
    // cached case.
    double compileBinarySeconds = 12.0;

    // --- Fault durations ---------------------------------------------------
    // A link flap without a given duration: flaps self-heal within "several
    // seconds" (anchors 8, MegaScale).
    double linkFlapSeconds = 3.0;
    // 81078603 (parameter-plane network fault) escalates to PreSeparateNPU
    // once it lasts FaultTimeout = 20 s (faultCustomization.json
    // FaultDuration, domain 2.1).
    double networkFaultEscalateSeconds = 20.0;
};

} // namespace ascendops
