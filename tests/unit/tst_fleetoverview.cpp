// The fleet overview's counts: servers and dies by health with isolation
// apart, both link planes, telemetry's flapping and dim ports, jobs by what
// their training does (not just their phase), incidents open and waiting
// for a person, faults per local day and the time each recovery took.
#include "pipeline/fleetoverview.h"

#include <QDateTime>
#include <QTest>

using namespace ascendops;
using namespace ascendops::pipeline;

namespace {

TopologyDie die(int id, Health health, Health roce = Health::Ok, Health hccs = Health::Ok, bool isolated = false)
{
    TopologyDie d;
    d.deviceId = id;
    d.health = health;
    d.roceLink = roce;
    d.hccsLink = hccs;
    d.isolated = isolated;
    return d;
}

TopologyServer server(const QString &name, int superPod, std::vector<TopologyDie> dies)
{
    TopologyServer s;
    s.nodeName = name;
    s.superPodId = superPod;
    TopologyNpu npu;
    npu.dies = std::move(dies);
    s.npus.push_back(std::move(npu));
    s.updateHealth();
    return s;
}

JobSummary job(const QString &name, const QString &phase, const QStringList &podPhases)
{
    JobSummary j;
    j.nameSpace = QStringLiteral("default");
    j.name = name;
    j.phase = phase;
    for (int i = 0; i < podPhases.size(); ++i) {
        j.pods.push_back({QStringLiteral("%1-%2").arg(name).arg(i), podPhases[i], QStringLiteral("n%1").arg(i), i, 0});
        j.runningPods += podPhases[i] == QLatin1String("Running");
    }
    return j;
}

Incident incident(const QString &id, IncidentState state, const QString &jobKey, qint64 detectedMs)
{
    Incident i;
    i.id = id;
    i.state = state;
    i.job = jobKey;
    i.timeline.detectedMs = detectedMs;
    i.timeline.occurredMs = detectedMs;
    i.decision.action = RecoveryAction::PodReschedule;
    return i;
}

qint64 at(int daysAgo, int hour, qint64 now)
{
    const QDate day = QDateTime::fromMSecsSinceEpoch(now).date().addDays(-daysAgo);
    return QDateTime(day, QTime(hour, 0)).toMSecsSinceEpoch();
}

} // namespace

class TestFleetOverview : public QObject
{
    Q_OBJECT

private slots:
    void countsServersDiesAndLinks()
    {
        ClusterTopology topology;
        topology.servers.push_back(server(QStringLiteral("a"), 0, {die(0, Health::Ok), die(1, Health::Fault, Health::Fault)}));
        topology.servers.push_back(server(QStringLiteral("b"), 0, {die(0, Health::Unknown, Health::Unknown, Health::Unknown),
                                                                   die(1, Health::Warning, Health::Ok, Health::Ok, true)}));
        TopologyServer cordoned = server(QStringLiteral("c"), -1, {die(0, Health::Ok)});
        cordoned.cordoned = true;
        cordoned.ready = false;
        topology.servers.push_back(cordoned);

        const FleetOverview o = summarizeFleet(topology, {}, {}, {}, {}, QDateTime::currentMSecsSinceEpoch());
        QCOMPARE(o.servers.fault, 1);
        QCOMPARE(o.servers.warning, 1);
        QCOMPARE(o.servers.isolated, 1);   // cordoned, whatever its health
        QCOMPARE(o.servers.total(), 3);
        QCOMPARE(o.serversNotReady, 1);
        QCOMPARE(o.dies.ok, 2);
        QCOMPARE(o.dies.fault, 1);
        QCOMPARE(o.dies.unknown, 1);
        QCOMPARE(o.dies.isolated, 1);      // isolated dies are not counted by their health
        QCOMPARE(o.dies.warning, 0);
        QCOMPARE(o.roceLinks.fault, 1);
        QCOMPARE(o.roceLinks.unknown, 1);
        QCOMPARE(o.roceLinks.ok, 2);
        // HCCS only where there are super-pods: c (A2-like) has none.
        QCOMPARE(o.hccsLinks.total(), 4);
        QCOMPARE(o.hccsLinks.unknown, 1);
        QCOMPARE(o.hccsLinks.isolated, 1);
        QCOMPARE(o.hccsLinks.ok, 2);
    }

    void countsFlappingAndDimPorts()
    {
        PortVerdict flapping{QStringLiteral("a"), 0, {}};
        flapping.health.health = Health::Warning;
        flapping.health.flapping = true;
        PortVerdict dim{QStringLiteral("a"), 1, {}};
        dim.health.health = Health::Warning;
        dim.health.weakOptics = true;
        PortVerdict unread{QStringLiteral("b"), 0, {}};
        PortVerdict fine{QStringLiteral("b"), 1, {}};
        fine.health.health = Health::Ok;
        const FleetOverview o = summarizeFleet({}, {}, {}, {}, {flapping, dim, unread, fine}, 0);
        QCOMPARE(o.portsProbed, 4);
        QCOMPARE(o.portsFlapping, 1);
        QCOMPARE(o.portsWeakOptics, 1);
        QCOMPARE(o.portsUnread, 1);
    }

    void aRunningJobWithAFailedPodIsNotRunning()
    {
        const JobSummary fine = job(QStringLiteral("fine"), QStringLiteral("Running"), {QStringLiteral("Running"), QStringLiteral("Running")});
        const JobSummary failedPod = job(QStringLiteral("failed-pod"), QStringLiteral("Running"), {QStringLiteral("Running"), QStringLiteral("Failed")});
        const JobSummary pending = job(QStringLiteral("pending"), QStringLiteral("Running"), {QStringLiteral("Running"), QStringLiteral("Pending")});
        const JobSummary stopped = job(QStringLiteral("stopped"), QStringLiteral("Running"), {QStringLiteral("Running"), QStringLiteral("Running")});
        const JobSummary moving = job(QStringLiteral("moving"), QStringLiteral("Running"), {QStringLiteral("Running")});
        const JobSummary queued = job(QStringLiteral("queued"), QStringLiteral("Pending"), {});

        QCOMPARE(jobStateOf(fine).state, QStringLiteral("Running"));
        QVERIFY(jobStateOf(fine).why.isEmpty());
        QCOMPARE(jobStateOf(failedPod).state, QStringLiteral("Degraded"));
        QVERIFY(jobStateOf(failedPod).why.contains(QLatin1String("failed-pod-1")));
        QCOMPARE(jobStateOf(pending).state, QStringLiteral("Degraded"));
        QVERIFY(jobStateOf(pending).why.contains(QLatin1String("1 of 2")));
        QCOMPARE(jobStateOf(queued).state, QStringLiteral("Pending"));

        std::map<QString, Incident> live;
        live[QStringLiteral("i1")] = incident(QStringLiteral("i1"), IncidentState::AwaitingApproval, QStringLiteral("default/stopped"), 1000);
        live[QStringLiteral("i2")] = incident(QStringLiteral("i2"), IncidentState::Verifying, QStringLiteral("default/moving"), 1000);
        live[QStringLiteral("i3")] = incident(QStringLiteral("i3"), IncidentState::Resolved, QStringLiteral("default/fine"), 1000);
        const FleetOverview o = summarizeFleet({}, {fine, failedPod, pending, stopped, moving, queued}, live, {}, {}, 2000);
        QCOMPARE(o.jobs.size(), std::size_t(6));
        QCOMPARE(o.jobs[0].state.state, QStringLiteral("Running"));     // its incident is resolved
        QCOMPARE(o.jobs[3].state.state, QStringLiteral("Stopped"));
        QCOMPARE(o.jobs[4].state.state, QStringLiteral("Recovering"));
        QCOMPARE(o.jobsByState.at(QStringLiteral("Degraded")), 2);
        QCOMPARE(o.jobsByState.at(QStringLiteral("Running")), 1);
        QCOMPARE(o.incidentsOpen, 2);
        QCOMPARE(o.incidentsAwaitingApproval, 1);
        QCOMPARE(o.incidentsRecovering, 1);
        QCOMPARE(o.incidentsNeedingPerson, 0);
    }

    // History: the journal's incidents and this session's, one per id (the
    // live one wins), by the local day they were first seen; recoveries
    // with their time from the fault to training again.
    void historyByDayAndRecoveryTimes()
    {
        const qint64 now = QDateTime(QDate(2026, 11, 26), QTime(15, 0)).toMSecsSinceEpoch();
        std::vector<JournalIncident> history;
        JournalIncident old;
        old.id = QStringLiteral("old");
        old.firstMs = at(20, 10, now);   // before the window
        old.lastMs = at(20, 11, now);
        old.resolved = true;
        history.push_back(old);
        JournalIncident twoDaysAgo;
        twoDaysAgo.id = QStringLiteral("two");
        twoDaysAgo.firstMs = at(2, 9, now);
        twoDaysAgo.lastMs = twoDaysAgo.firstMs + 95000;
        twoDaysAgo.resolved = true;
        history.push_back(twoDaysAgo);
        JournalIncident phased;      // the phases written at resolution: the fault to training again
        phased.id = QStringLiteral("phased");
        phased.firstMs = at(1, 9, now);
        phased.lastMs = phased.firstMs + 600000;   // records went on long after training resumed
        phased.resolved = true;
        phased.phases = {{QStringLiteral("detect"), 0, 30000}, {QStringLiteral("reschedule"), 30000, 72000}};
        history.push_back(phased);
        JournalIncident stale;       // the journal read at start still has it open
        stale.id = QStringLiteral("live");
        stale.firstMs = at(0, 8, now);
        stale.lastMs = stale.firstMs + 1000;
        history.push_back(stale);

        std::map<QString, Incident> live;
        Incident resolved = incident(QStringLiteral("live"), IncidentState::Resolved, QStringLiteral("default/j"), at(0, 8, now));
        resolved.timeline.occurredMs = resolved.timeline.detectedMs - 5000;
        resolved.timeline.resumedMs = resolved.timeline.detectedMs + 40000;
        resolved.timeline.resolvedMs = resolved.timeline.detectedMs + 60000;
        live[resolved.id] = resolved;
        live[QStringLiteral("open")] = incident(QStringLiteral("open"), IncidentState::NeedsPerson, {}, at(0, 12, now));

        const FleetOverview o = summarizeFleet({}, {}, live, history, {}, now, 7);
        QCOMPARE(o.faultsPerDay.size(), std::size_t(7));
        QCOMPARE(o.faultsPerDay.back().first, QDate(2026, 11, 26));
        QCOMPARE(o.faultsPerDay.front().first, QDate(2026, 11, 20));
        QCOMPARE(o.faultsPerDay.back().second, 2);      // "live" once, and "open"
        QCOMPARE(o.faultsPerDay[4].second, 1);          // two days ago
        QCOMPARE(o.faultsPerDay[5].second, 1);          // yesterday
        int total = 0;
        for (const auto &[day, count] : o.faultsPerDay)
            total += count;
        QCOMPARE(total, 4);                             // "old" is outside the window
        QCOMPARE(o.recoveries.size(), std::size_t(3));
        QCOMPARE(o.recoveries[0].id, QStringLiteral("two"));
        QCOMPARE(o.recoveries[0].seconds, 95.0);        // no phases: the incident's span
        QCOMPARE(o.recoveries[1].id, QStringLiteral("phased"));
        QCOMPARE(o.recoveries[1].seconds, 72.0);        // its phases, not its last record
        QCOMPARE(o.recoveries[2].id, QStringLiteral("live"));
        QCOMPARE(o.recoveries[2].seconds, 45.0);        // from the fault to training again
        QCOMPARE(o.incidentsNeedingPerson, 1);
    }
};

QTEST_MAIN(TestFleetOverview)
#include "tst_fleetoverview.moc"
