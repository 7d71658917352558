#pragma once
// Widget tests of the console on the embedded demo cluster: what the
// Incidents tab's suites share (tst_incidentsconsole, tst_incidentsoverview):
// faults created through the API, the demo or a `sim serve` connected, the
// access questions answered, and the test's own data and settings folders.
#include "clustersession.h"
#include "clusterviews.h"
#include "incidents/incidentdetails.h"
#include "incidents/incidentsmodel.h"
#include "incidents/incidentspanel.h"
#include "incidents/incidenttimelineview.h"
#include "mainwindow.h"
#include "overviewviews.h"
#include "cluster/jobsmodel.h"
#include "cluster/jobspanel.h"
#include "cluster/topologypanel.h"
#include "cluster/topologyview.h"
#include "overview/overviewpanel.h"
#include "dialogs/commandpalette.h"
#include "gotopalette.h"
#include "manualactions.h"
#include "pipelinesession.h"
#include "incidents/recoveryactiondialog.h"
#include "recoveryviews.h"

#include "clustermodel/clusterwatch.h"
#include "ssh/nodesshsettingsstore.h"
#include "telemetry/nodecollector.h"
#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"
#include "journal/journal.h"
#include "sim/seed/simpreset.h"

#include "quietprompter.h"
#include "simserver.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <memory>

namespace ascendops::testing {

using pipeline::RecoveryAction;

inline kube::KubeReply *createNpuFault(kube::KubeClient *client, const QString &node, int device, const QString &name)
{
    const nlohmann::json fault = {{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"},
                                  {"metadata", {{"name", name.toStdString()}}},
                                  {"spec", {{"kind", "npu-fault"}, {"node", node.toStdString()}, {"device", device},
                                            {"faultCode", "80E18402"}}}};
    return client->create(kube::ResourceType::faults(), QStringLiteral("default"), fault);
}

inline bool injectNpuFault(kube::KubeClient *client, const QString &node, int device,
                    const QString &name = QStringLiteral("console-npu-fault"))
{
    kube::KubeReply *reply = createNpuFault(client, node, device, name);
    QSignalSpy finished(reply, &kube::KubeReply::finished);
    return finished.wait(10000) && reply->isOk();
}

// Faults on several servers at once: every request is sent before any
// answer is awaited, so on a busy machine they still land within the
// pipeline's settle window rather than one round trip apart each.
inline bool injectNpuFaultsAtOnce(kube::KubeClient *client, const QStringList &nodes, int device)
{
    // A reply deletes itself once it has said it finished: its answer is taken then.
    // The connections end with `scope`, so a late answer after a timeout touches nothing gone.
    int answered = 0;
    int ok = 0;
    QObject scope;
    for (const QString &node : nodes) {
        kube::KubeReply *reply = createNpuFault(client, node, device, QStringLiteral("at-once-%1").arg(node));
        QObject::connect(reply, &kube::KubeReply::finished, &scope, [reply, &answered, &ok] {
            ++answered;
            ok += reply->isOk();
        });
    }
    return QTest::qWaitFor([&] { return answered == nodes.size(); }, 10000) && ok == nodes.size();
}

inline QString cell(const IncidentsModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

// Connected to the demo and its pipeline running.
// FAULT_SCHEDULING is the job's label: "force" (the demo's) leaves its
// recovery to the embedded cluster, as MindCluster does; "external-force"
// leaves it to the console's pipeline.
inline bool connectDemo(MainWindow &window, double speed, const char *faultScheduling = "force")
{
    sim::SimPreset preset = *sim::findPreset("a2-small");
    preset.faultScheduling = faultScheduling;
    window.connectToDemo(preset, speed);
    return QTest::qWaitFor([&] { return window.cluster()->pipeline() != nullptr; }, 30000);
}

// Connected to CONTEXT ("": the current one) of SERVER's kubeconfig, as
// kubectl would be with KUBECONFIG set to it.
inline bool connectThrough(MainWindow &window, const SimServer &server, const QString &context = {})
{
    qputenv("KUBECONFIG", server.kubeconfig().toUtf8());
    const bool connected = window.connectToContext(context);
    qunsetenv("KUBECONFIG");
    return connected;
}

// Every access question answered, so the buttons show what they will stay.
inline bool permissionsKnown(const ManualActions *actions, const QString &job)
{
    return QTest::qWaitFor([&] {
        for (RecoveryAction action : IncidentsPanel::oneClickActions())
            if (actions->refusal(action, job).startsWith(QStringLiteral("Asking")))
                return false;
        return true;
    }, 15000);
}

// Journals go to a directory of the test's, not the user's data; settings
// (node SSH settings and their consent) too. Before the first QSettings,
// which fixes its paths for the process.
inline bool useDataDirsOf(const QTemporaryDir &dir)
{
    if (!dir.isValid())
        return false;
    qputenv("XDG_DATA_HOME", dir.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toUtf8());
    return true;
}

} // namespace ascendops::testing
