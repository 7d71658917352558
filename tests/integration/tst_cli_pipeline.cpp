// ascend-ops-cli pipeline run against the embedded cluster, as a process:
// it recovers a fault on its own; killed with SIGKILL right after sending
// an action, its journal still holds every record it had written, and a
// restarted pipeline appends to the same journal; approve mode with no one
// at the terminal declines; bad arguments are usage errors.
#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"
#include "pipeline/clusterpipeline.h"
#include "pipeline/pipelinerequest.h"
#include "journal/journal.h"
#include "journal/journalrecord.h"

#include "../support/simserver.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QUrl>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cstring>
#include <memory>

using namespace ascendops;

class TestCliPipeline : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static bool injectNpuFault(const QString &kubeconfig, const QString &node)
    {
        QProcess inject;
        inject.start(QStringLiteral(CLI_PATH), {QStringLiteral("sim"), QStringLiteral("inject"), QStringLiteral("--kubeconfig"),
                                                kubeconfig, QStringLiteral("--kind"), QStringLiteral("npu-fault"),
                                                QStringLiteral("--node"), node, QStringLiteral("--device"), QStringLiteral("3"),
                                                QStringLiteral("--fault-code"), QStringLiteral("80E18402")});
        return inject.waitForFinished(20000) && inject.exitCode() == 0;
    }

    static QStringList pipelineArgs(const QString &kubeconfig, const QString &mode, const QString &journal)
    {
        return {QStringLiteral("pipeline"), QStringLiteral("run"), QStringLiteral("--kubeconfig"), kubeconfig,
                QStringLiteral("--context"), QStringLiteral("sim-admin"), QStringLiteral("--mode"), mode,
                QStringLiteral("--journal"), journal, QStringLiteral("--duration"), QStringLiteral("120"),
                QStringLiteral("--settle-ms"), QStringLiteral("300")};
    }

    // "http://HOST:PORT" from the pipeline's "metrics on URL/metrics" line.
    static QString metricsUrl(const QByteArray &out)
    {
        const qsizetype at = out.indexOf("metrics on http://");
        return at < 0 ? QString() : QString::fromUtf8(out.mid(at + 11, out.indexOf("/metrics", at) - at - 11));
    }

    // GET URL: the status code and the body (-1 when nothing answered).
    static std::pair<int, QByteArray> httpGet(const QString &url)
    {
        const QUrl parsed(url);
        QTcpSocket socket;
        socket.connectToHost(parsed.host(), quint16(parsed.port()));
        if (!socket.waitForConnected(5000))
            return {-1, {}};
        socket.write("GET " + parsed.path().toUtf8() + " HTTP/1.1\r\nHost: " + parsed.host().toUtf8() + "\r\n\r\n");
        QByteArray reply;
        while (socket.state() == QAbstractSocket::ConnectedState && socket.waitForReadyRead(5000))
            reply += socket.readAll();
        reply += socket.readAll();
        const QList<QByteArray> status = reply.left(reply.indexOf("\r\n")).split(' ');
        return {status.value(1).toInt(), reply.mid(reply.indexOf("\r\n\r\n") + 4)};
    }

    // The value of the sample LINE starts with ("name{labels}") in a scrape; -1 when absent.
    static double sampleOf(const QByteArray &scrape, const QByteArray &line)
    {
        for (const QByteArray &row : scrape.split('\n'))
            if (row.startsWith(line + ' '))
                return row.mid(line.size() + 1).toDouble();
        return -1;
    }

    // Reads the process's stdout until `needle` shows up.
    static bool waitForLine(QProcess &process, QByteArray &seen, const QByteArray &needle, int ms)
    {
        return QTest::qWaitFor([&] {
            seen += process.readAllStandardOutput();
            return seen.contains(needle) || process.state() == QProcess::NotRunning;
        }, ms) && seen.contains(needle);
    }

    // `kubectl get events` in the job's namespace: the pipeline's Events of
    // ACTION's incident, on its job.
    void pipelineEventsOnTheJob(const QString &kubeconfig, const journal::JournalRecord &action)
    {
        QProcess kubectl;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.insert(QStringLiteral("KUBECACHEDIR"), m_dir.filePath(QStringLiteral("kubecache")));
        kubectl.setProcessEnvironment(env);
        kubectl.start(QStringLiteral("/usr/bin/kubectl"), {QStringLiteral("--kubeconfig"), kubeconfig, QStringLiteral("get"),
                                                           QStringLiteral("events"), QStringLiteral("-n"), QStringLiteral("default"),
                                                           QStringLiteral("-o"), QStringLiteral("json")});
        QVERIFY(kubectl.waitForFinished(60000));
        QCOMPARE(kubectl.exitCode(), 0);
        QSet<QString> reasons;
        for (const QJsonValue &item : QJsonDocument::fromJson(kubectl.readAllStandardOutput()).object().value(QStringLiteral("items")).toArray()) {
            const QJsonObject event = item.toObject();
            if (event.value(QStringLiteral("reportingComponent")).toString() != QLatin1String("ascend-ops-pipeline"))
                continue;
            QCOMPARE(QStringLiteral("default/") + event.value(QStringLiteral("involvedObject")).toObject().value(QStringLiteral("name")).toString(),
                     action.job);
            QVERIFY(event.value(QStringLiteral("message")).toString().startsWith(QStringLiteral("incident ") + action.incidentId + QLatin1Char(':')));
            reasons.insert(event.value(QStringLiteral("reason")).toString());
        }
        for (const char *reason : {"FaultDetected", "RecoveryDecided", "RecoveryAction"})
            QVERIFY2(reasons.contains(QLatin1String(reason)), qPrintable(QStringList(reasons.begin(), reasons.end()).join(QLatin1Char(','))));
    }

private slots:
    void crashMidIncidentLosesNothing()
    {
        SimServer server(m_dir.filePath(QStringLiteral("crash.kubeconfig")), QStringLiteral("a3-demo"),
                         {QStringLiteral("--speed"), QStringLiteral("20"), QStringLiteral("--fault-scheduling"), QStringLiteral("external-force")});
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const QString journal = m_dir.filePath(QStringLiteral("crash-journal"));
        QProcess pipeline;
        pipeline.start(QStringLiteral(CLI_PATH), pipelineArgs(server.kubeconfig(), QStringLiteral("auto"), journal));
        QByteArray out;
        QVERIFY2(waitForLine(pipeline, out, "watching", 20000), out.constData());
        QVERIFY(injectNpuFault(server.kubeconfig(), QStringLiteral("node-2")));
        QVERIFY2(waitForLine(pipeline, out, " verifying ", 30000), (out + pipeline.readAllStandardError()).constData());
        pipeline.kill();   // SIGKILL: no chance to flush or close anything
        QVERIFY(pipeline.waitForFinished(5000));

        const journal::JournalReadResult read = journal::Journal::read(journal);
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.join(QLatin1Char('\n'))));
        QStringList kinds;
        for (const journal::JournalRecord &record : read.records)
            kinds << QLatin1String(journal::recordKindName(record.kind));
        for (const char *kind : {"detected", "classified", "decided", "action"})
            QVERIFY2(kinds.contains(QLatin1String(kind)), qPrintable(kinds.join(QLatin1Char(','))));
        const auto action = std::find_if(read.records.begin(), read.records.end(), [](const journal::JournalRecord &r) {
            return r.kind == journal::RecordKind::Action && !r.dryRun;
        });
        QVERIFY(action != read.records.end());
        QCOMPARE(action->action, QStringLiteral("pod-reschedule"));
        QCOMPARE(action->node, QStringLiteral("node-2"));
        QVERIFY(action->details.value(QStringLiteral("writes")).toArray().size() >= 2);   // isolate the chip, delete the pod

        // A pipeline started again, in auto mode too, writes on after what
        // was there, picks the incident up and sends nothing twice.
        QProcess again;
        QStringList args = pipelineArgs(server.kubeconfig(), QStringLiteral("auto"), journal);
        args[args.indexOf(QStringLiteral("120"))] = QStringLiteral("3");
        again.start(QStringLiteral(CLI_PATH), args);
        QVERIFY(again.waitForFinished(30000));
        QCOMPARE(again.exitCode(), 0);
        const journal::JournalReadResult after = journal::Journal::read(journal);
        QVERIFY(after.problems.isEmpty());
        QVERIFY(after.records.size() >= read.records.size());
        for (std::size_t i = 0; i < read.records.size(); ++i)
            QCOMPARE(after.records[i], read.records[i]);
        int sent = 0, pickedUp = 0;
        QSet<QString> incidents;
        for (const journal::JournalRecord &record : after.records) {
            incidents.insert(record.incidentId);
            sent += record.kind == journal::RecordKind::Action && !record.dryRun && record.action == QLatin1String("pod-reschedule")
                 && !record.details.contains(QStringLiteral("write"));
            pickedUp += record.incidentId == action->incidentId && record.reason.startsWith(QLatin1String("picked up"));
            // The killed run's Lease is taken over, not taken for another pipeline's.
            QVERIFY2(!record.reason.contains(QLatin1String("not acting twice")), qPrintable(record.reason));
        }
        QCOMPARE(sent, 1);
        QCOMPARE(pickedUp, 1);
        incidents.remove(QString());
        QCOMPARE(incidents.size(), 1);   // not opened again for the same fault

        // The real kubectl shows the pipeline's Events on the job: the
        // fault, the decision, the action, each naming the incident.
        if (QFile::exists(QStringLiteral("/usr/bin/kubectl")))
            pipelineEventsOnTheJob(server.kubeconfig(), *action);
        if (QTest::currentTestFailed())
            return;

        QProcess exported;
        exported.start(QStringLiteral(CLI_PATH), {QStringLiteral("journal"), QStringLiteral("export"), QStringLiteral("--journal"),
                                                  journal, QStringLiteral("--format"), QStringLiteral("jsonl")});
        QVERIFY(exported.waitForFinished(10000));
        QCOMPARE(exported.exitCode(), 0);
        QCOMPARE(exported.readAllStandardOutput().count('\n'), qsizetype(after.records.size()));

        // The job's goodput from that journal: the recovery's time counted against it.
        QProcess goodput;
        goodput.start(QStringLiteral(CLI_PATH), {QStringLiteral("job"), QStringLiteral("goodput"), action->job, QStringLiteral("--journal"),
                                                 journal, QStringLiteral("--since"), QStringLiteral("1h"), QStringLiteral("--json")});
        QVERIFY(goodput.waitForFinished(10000));
        QCOMPARE(goodput.exitCode(), 0);
        const QJsonObject report = QJsonDocument::fromJson(goodput.readAllStandardOutput()).object();
        QCOMPARE(report.value(QStringLiteral("incidents")).toInt(), 1);
        QVERIFY2(report.value(QStringLiteral("goodput")).toDouble() < 1.0 && report.value(QStringLiteral("goodput")).toDouble() > 0.9,
                 qPrintable(QString::fromUtf8(QJsonDocument(report).toJson())));
        QVERIFY(!report.value(QStringLiteral("lost")).toObject().isEmpty());
    }

    void approveModeWithoutAnAnswerDeclines()
    {
        SimServer server(m_dir.filePath(QStringLiteral("approve.kubeconfig")), QStringLiteral("a3-demo"),
                         {QStringLiteral("--speed"), QStringLiteral("20"), QStringLiteral("--fault-scheduling"), QStringLiteral("external-force")});
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const QString journal = m_dir.filePath(QStringLiteral("approve-journal"));
        QProcess pipeline;
        pipeline.start(QStringLiteral(CLI_PATH), pipelineArgs(server.kubeconfig(), QStringLiteral("approve"), journal));
        pipeline.closeWriteChannel();   // no one at the terminal
        QByteArray out;
        QVERIFY2(waitForLine(pipeline, out, "watching", 20000), out.constData());
        QVERIFY(injectNpuFault(server.kubeconfig(), QStringLiteral("node-3")));
        QVERIFY2(waitForLine(pipeline, out, "needs-person", 30000), out.constData());
        QVERIFY(out.contains("approve inc-"));
        pipeline.terminate();
        QVERIFY(pipeline.waitForFinished(5000));
        const journal::JournalReadResult read = journal::Journal::read(journal);
        QVERIFY(std::any_of(read.records.begin(), read.records.end(),
                            [](const auto &r) { return r.reason.startsWith(QLatin1String("declined by")); }));
        QVERIFY(std::none_of(read.records.begin(), read.records.end(),
                             [](const auto &r) { return r.kind == journal::RecordKind::Action && !r.dryRun; }));
    }

    // One pipeline per cluster: `pipeline serve` in approve mode asks no
    // terminal; its question is on its Lease (`pipeline status`), and a
    // person answers it from another process (`pipeline approve`) through a
    // request it takes once and answers.
    void serveTakesAnAnswerSentFromElsewhere()
    {
        SimServer server(m_dir.filePath(QStringLiteral("answer.kubeconfig")), QStringLiteral("a3-demo"),
                         {QStringLiteral("--speed"), QStringLiteral("20"), QStringLiteral("--fault-scheduling"), QStringLiteral("external-force")});
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const QStringList connection{QStringLiteral("--kubeconfig"), server.kubeconfig(), QStringLiteral("--context"), QStringLiteral("sim-admin")};
        QProcess serve;
        serve.start(QStringLiteral(CLI_PATH), QStringList{QStringLiteral("pipeline"), QStringLiteral("serve"), QStringLiteral("--mode"),
                                                          QStringLiteral("approve"), QStringLiteral("--journal"), m_dir.filePath(QStringLiteral("answer-journal")),
                                                          QStringLiteral("--settle-ms"), QStringLiteral("300"), QStringLiteral("--metrics-listen"),
                                                          QStringLiteral("off")} + connection);
        QByteArray out;
        QVERIFY2(waitForLine(serve, out, "watching", 20000), out.constData());
        QVERIFY(injectNpuFault(server.kubeconfig(), QStringLiteral("node-3")));
        const auto cli = [&](QStringList args) {
            QProcess process;
            process.start(QStringLiteral(CLI_PATH), QStringList{QStringLiteral("pipeline")} + args + connection);
            process.waitForFinished(40000);
            return std::tuple{process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                              QString::fromUtf8(process.readAllStandardError())};
        };
        // The question waits, first on the Lease.
        QString id, status;
        QVERIFY2(QTest::qWaitFor([&] {
            status = std::get<1>(cli({QStringLiteral("status"), QStringLiteral("--json")}));
            const QJsonArray listed = QJsonDocument::fromJson(status.toUtf8()).object().value(QStringLiteral("incidents")).toArray();
            if (!listed.isEmpty() && listed[0].toObject().value(QStringLiteral("state")).toString() == QLatin1String("awaiting-approval"))
                id = listed[0].toObject().value(QStringLiteral("id")).toString();
            return !id.isEmpty();
        }, 30000), qPrintable(status + QString::fromUtf8(out)));
        const auto [approved, approvedOut, approvedErr] = cli({QStringLiteral("approve"), id});
        QVERIFY2(approved == 0 && approvedOut == id + QStringLiteral(": approved\n"), qPrintable(approvedOut + approvedErr));
        QVERIFY2(waitForLine(serve, out, ": approved", 10000), out.constData());
        // Taken once: a second answer finds it no longer waiting.
        const auto [again, againOut, againErr] = cli({QStringLiteral("decline"), id});
        QVERIFY2(again == 1 && againOut.startsWith(id + QStringLiteral(": refused: incident %1 is ").arg(id)), qPrintable(againOut + againErr));
        // Each sender deleted its request once answered.
        kube::KubeClient client(*kube::Kubeconfig::load({server.kubeconfig()}).resolve(QStringLiteral("sim-admin")).connection);
        kube::ListOptions requests;
        requests.labelSelector = QLatin1String(pipeline::kPipelineRequestLabel);
        kube::KubeReply *left = client.list(kube::ResourceType::configMaps(), QStringLiteral("ascend-ops"), requests);
        QSignalSpy listed(left, &kube::KubeReply::finished);
        QVERIFY(listed.wait(10000));
        QVERIFY(left->isOk() && left->object()["items"].empty());
        serve.terminate();
        QVERIFY(serve.waitForFinished(5000));
    }

    // Prometheus scrapes the pipeline during a recovery on the embedded
    // cluster: the probes answer, counters grow, histograms fill.
    void metricsAndProbesDuringARecovery()
    {
        SimServer server(m_dir.filePath(QStringLiteral("metrics.kubeconfig")), QStringLiteral("a3-demo"),
                         {QStringLiteral("--speed"), QStringLiteral("20")});
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        QProcess pipeline;
        pipeline.start(QStringLiteral(CLI_PATH), pipelineArgs(server.kubeconfig(), QStringLiteral("observe"), m_dir.filePath(QStringLiteral("metrics-journal")))
                                                     + QStringList{QStringLiteral("--metrics-listen"), QStringLiteral("127.0.0.1:0")});
        QByteArray out;
        QVERIFY2(waitForLine(pipeline, out, "metrics on http://", 20000), out.constData());
        const QString url = metricsUrl(out);
        QCOMPARE(httpGet(url + QStringLiteral("/healthz")), (std::pair<int, QByteArray>{200, "ok\n"}));
        QVERIFY2(waitForLine(pipeline, out, "watching", 20000), out.constData());
        QCOMPARE(httpGet(url + QStringLiteral("/readyz")).first, 200);
        QCOMPARE(httpGet(url + QStringLiteral("/nothing")).first, 404);
        const QByteArray before = httpGet(url + QStringLiteral("/metrics")).second;
        QVERIFY2(before.contains("# TYPE ascendops_incidents_opened_total counter\n"), before.constData());
        QCOMPARE(sampleOf(before, "ascendops_recovery_seconds_count"), -1.0);   // no rung has recovered anything yet
        // Every cache synced, each heard from within the last minute or two (a list, a watch event, a bookmark).
        QCOMPARE(sampleOf(before, "ascendops_informer_synced{resource=\"pods\"}"), 1.0);
        QCOMPARE(sampleOf(before, "ascendops_informer_synced{resource=\"jobs.batch.volcano.sh\"}"), 1.0);
        const double heard = sampleOf(before, "ascendops_informer_last_heard_seconds{resource=\"configmaps\"}");
        QVERIFY2(heard >= 0 && heard < 120, qPrintable(QString::number(heard)));

        QVERIFY(injectNpuFault(server.kubeconfig(), QStringLiteral("node-2")));
        QVERIFY2(waitForLine(pipeline, out, " resolved ", 60000), out.constData());
        const QByteArray after = httpGet(url + QStringLiteral("/metrics")).second;
        QCOMPARE(sampleOf(after, "ascendops_incidents_opened_total{component=\"die\",plane=\"hccs\"}"), 1.0);
        QCOMPARE(sampleOf(after, "ascendops_decisions_total{rung=\"none\",owner=\"mindcluster\"}"), 1.0);
        QCOMPARE(sampleOf(after, "ascendops_incidents_resolved_total{rung=\"none\",owner=\"mindcluster\"}"), 1.0);
        QCOMPARE(sampleOf(after, "ascendops_recovery_seconds_count{rung=\"none\"}"), 1.0);
        QVERIFY(sampleOf(after, "ascendops_recovery_seconds_sum{rung=\"none\"}") > 0);
        QCOMPARE(sampleOf(after, "ascendops_detection_seconds_count"), 1.0);
        QCOMPARE(sampleOf(after, "ascendops_leader"), 1.0);
        // The fault's changes reached the pods' cache over the watch, late by
        // their write time on the server (to the second, the same computer's clock).
        const double lag = sampleOf(after, "ascendops_informer_lag_seconds{resource=\"pods\"}");
        QVERIFY2(lag >= 0 && lag < 5, qPrintable(QString::number(lag)));
        QVERIFY(sampleOf(after, "ascendops_journal_bytes") > sampleOf(before, "ascendops_journal_bytes"));
        // The faulted job's goodput over the day: below 1 by the recovery, one series for it alone.
        QVERIFY(!before.contains("ascendops_job_goodput_ratio{"));
        QList<QByteArray> goodput;
        for (const QByteArray &row : after.split('\n'))
            if (row.startsWith("ascendops_job_goodput_ratio{training_job=\"default/"))
                goodput << row;
        QCOMPARE(goodput.size(), 1);
        const double ratio = goodput[0].split(' ').last().toDouble();
        QVERIFY2(ratio > 0.9 && ratio < 1.0, goodput[0].constData());
        // The text format: every sample is of a family with a TYPE, named
        // ascendops_*, counters *_total, buckets cumulative.
        static const QRegularExpression sampleLine(QStringLiteral("^(ascendops_[a-z_]+)(\\{[^}]*\\})? -?[0-9.e+-]+$"));
        QSet<QString> typed;
        double lastBucket = -1;
        for (const QByteArray &row : after.split('\n')) {
            const QString line = QString::fromUtf8(row);
            if (line.isEmpty() || line.startsWith(QLatin1String("# HELP ")))
                continue;
            if (line.startsWith(QLatin1String("# TYPE "))) {
                const QStringList parts = line.split(QLatin1Char(' '));
                typed.insert(parts.value(2));
                QVERIFY2(parts.value(3) != QLatin1String("counter") || parts.value(2).endsWith(QLatin1String("_total")), qPrintable(line));
                continue;
            }
            const QRegularExpressionMatch match = sampleLine.match(line);
            QVERIFY2(match.hasMatch(), qPrintable(line));
            QString family = match.captured(1);
            for (const char *suffix : {"_bucket", "_sum", "_count"})
                if (!typed.contains(family) && family.endsWith(QLatin1String(suffix)))
                    family.chop(qsizetype(std::strlen(suffix)));
            QVERIFY2(typed.contains(family), qPrintable(line));
            if (match.captured(1).endsWith(QLatin1String("_bucket"))) {
                const double value = line.section(QLatin1Char(' '), -1).toDouble();
                QVERIFY2(line.contains(QLatin1String("le=\"1\"")) || value >= lastBucket, qPrintable(line));
                lastBucket = value;
            }
        }
        pipeline.terminate();
        QVERIFY(pipeline.waitForFinished(5000));
    }

    void serveElectsOneLeaderAndFailsOver()
    {
        SimServer server(m_dir.filePath(QStringLiteral("serve.kubeconfig")), QStringLiteral("a2-small"));
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const auto serve = [&](const QString &name) {
            auto process = std::make_unique<QProcess>();
            process->start(QStringLiteral(CLI_PATH),
                           {QStringLiteral("pipeline"), QStringLiteral("serve"), QStringLiteral("--kubeconfig"), server.kubeconfig(),
                            QStringLiteral("--context"), QStringLiteral("sim-admin"), QStringLiteral("--mode"), QStringLiteral("observe"),
                            QStringLiteral("--journal"), m_dir.filePath(QStringLiteral("serve-") + name),
                            QStringLiteral("--identity"), name, QStringLiteral("--metrics-listen"), QStringLiteral("127.0.0.1:0")});
            return process;
        };
        auto first = serve(QStringLiteral("replica-a"));
        QByteArray firstOut, secondOut;
        QVERIFY2(waitForLine(*first, firstOut, "leader as replica-a", 20000), firstOut.constData());
        QVERIFY2(waitForLine(*first, firstOut, "watching", 20000), firstOut.constData());
        // The leader says on its Lease what it does, where a console reads it.
        const auto leaseNow = [&] {
            kube::KubeClient client(*kube::Kubeconfig::load({server.kubeconfig()}).resolve(QStringLiteral("sim-admin")).connection);
            // Where a console looks: serve's Lease is there unless told otherwise.
            kube::KubeReply *reply = client.get(kube::ResourceType::leases(), QLatin1String(pipeline::kClusterPipelineNamespace),
                                                QLatin1String(pipeline::kClusterPipelineLease));
            QSignalSpy done(reply, &kube::KubeReply::finished);
            done.wait(10000);
            return reply->isOk() ? pipeline::readClusterPipeline(reply->object(), QDateTime::currentMSecsSinceEpoch())
                                 : std::nullopt;
        };
        const auto leader = leaseNow();
        QVERIFY(leader && leader->live);
        QCOMPARE(leader->holder, QStringLiteral("replica-a"));
        QCOMPARE(leader->mode, QStringLiteral("observe"));
        QCOMPARE(leader->open, 0);
        auto second = serve(QStringLiteral("replica-b"));
        QVERIFY2(waitForLine(*second, secondOut, "standing by: replica-a leads", 20000), secondOut.constData());
        QVERIFY(!secondOut.contains("watching"));
        // A standby is ready (it stands by, as it should) and says it does not lead.
        const QString standby = metricsUrl(secondOut);
        QCOMPARE(httpGet(standby + QStringLiteral("/readyz")).first, 200);
        QVERIFY(httpGet(standby + QStringLiteral("/metrics")).second.contains("\nascendops_leader 0\n"));
        QVERIFY(httpGet(metricsUrl(firstOut) + QStringLiteral("/metrics")).second.contains("\nascendops_leader 1\n"));
        // The leader dies without a word; its Lease runs out and the standby takes over.
        first->kill();
        QVERIFY(first->waitForFinished(5000));
        QVERIFY2(waitForLine(*second, secondOut, "leader as replica-b", 40000), secondOut.constData());
        QVERIFY2(waitForLine(*second, secondOut, "watching", 20000), secondOut.constData());
        second->terminate();
        QVERIFY(second->waitForFinished(5000));
    }

    // An operator's table file that does not read stops the start, naming
    // the file and the place in it.
    void badTableFilesNameTheFileAndThePlace()
    {
        const QString kubeconfig = m_dir.filePath(QStringLiteral("tables-kubeconfig"));
        QFile config(kubeconfig);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("apiVersion: v1\nkind: Config\ncurrent-context: c\n"
                     "clusters:\n- name: k\n  cluster:\n    server: https://127.0.0.1:1\n"
                     "users:\n- name: u\n  user:\n    token: t\n"
                     "contexts:\n- name: c\n  context:\n    cluster: k\n    user: u\n");
        config.close();
        const QString table = m_dir.filePath(QStringLiteral("SwitchFaultCode.json"));
        QFile file(table);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"SeparateFaultCodes":["[0x00f103b0,155907,na,na]","0x00f103b0"]})");
        file.close();
        QProcess cli;
        cli.start(QStringLiteral(CLI_PATH), {QStringLiteral("pipeline"), QStringLiteral("run"), QStringLiteral("--kubeconfig"), kubeconfig,
                                             QStringLiteral("--mode"), QStringLiteral("observe"), QStringLiteral("--journal"),
                                             m_dir.filePath(QStringLiteral("tables-journal")), QStringLiteral("--switch-fault-codes"), table});
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 2);
        const QString error = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(error.contains(table + QStringLiteral(":/SeparateFaultCodes/1: error: not a switch fault code")),
                 qPrintable(error));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("tables-journal"))));
    }

    void badArgumentsAreUsageErrors()
    {
        for (const QStringList &args : {QStringList{QStringLiteral("pipeline"), QStringLiteral("run"), QStringLiteral("--mode"), QStringLiteral("sometimes"),
                                                   QStringLiteral("--journal"), m_dir.filePath(QStringLiteral("j"))},
                                       QStringList{QStringLiteral("pipeline"), QStringLiteral("run"), QStringLiteral("--mode"), QStringLiteral("auto")},
                                       QStringList{QStringLiteral("pipeline"), QStringLiteral("run"), QStringLiteral("--mode"), QStringLiteral("auto"),
                                                   QStringLiteral("--journal"), m_dir.filePath(QStringLiteral("j")),
                                                   QStringLiteral("--restart-budget"), QStringLiteral("240,0,240")},
                                       QStringList{QStringLiteral("pipeline"), QStringLiteral("fly")}}) {
            QProcess cli;
            cli.start(QStringLiteral(CLI_PATH), args);
            QVERIFY(cli.waitForFinished(10000));
            QCOMPARE(cli.exitCode(), 2);
            const QByteArray said = cli.readAllStandardError();
            QVERIFY(!said.isEmpty());
            if (args.contains(QStringLiteral("--restart-budget")))
                QVERIFY2(said.contains("--restart-budget: expected three positive numbers"), said.constData());
        }
        // A webhook that is not http(s), a template with a placeholder that is not one.
        QFile tmpl(m_dir.filePath(QStringLiteral("notify.json")));
        QVERIFY(tmpl.open(QIODevice::WriteOnly));
        tmpl.write(R"({"text":"${text} ${password}"})");
        tmpl.close();
        SimServer server(m_dir.filePath(QStringLiteral("notify.kubeconfig")), QStringLiteral("a2-small"));
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        for (const auto &[extra, expected] : {std::pair{QStringList{QStringLiteral("--notify-webhook"), QStringLiteral("ftp://hooks.example.com/x")},
                                                        QByteArray("--notify-webhook: expected an http or https URL")},
                                              std::pair{QStringList{QStringLiteral("--notify-webhook"), QStringLiteral("https://hooks.example.com/x"),
                                                                    QStringLiteral("--notify-template"), tmpl.fileName()},
                                                        QByteArray("notify.json: ${password} is not a placeholder")}}) {
            QProcess cli;
            cli.start(QStringLiteral(CLI_PATH), pipelineArgs(server.kubeconfig(), QStringLiteral("observe"), m_dir.filePath(QStringLiteral("nj"))) + extra);
            QVERIFY(cli.waitForFinished(10000));
            QCOMPARE(cli.exitCode(), 2);
            const QByteArray said = cli.readAllStandardError();
            QVERIFY2(said.contains(expected), said.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliPipeline)
#include "tst_cli_pipeline.moc"
