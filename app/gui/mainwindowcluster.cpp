// MainWindow's cluster connection: the demo, a kubeconfig context, the
// first start without a kubeconfig, and choosing or switching clusters.
#include "mainwindow.h"

#include "clustersession.h"
#include "overviewviews.h"
#include "prompter.h"

#include "dialogs/connectdialog.h"
#include "kube/kubeconfig.h"
#include "sim/seed/simpreset.h"

#include <QFile>
#include <QPoint>
#include <QStatusBar>

namespace ascendops {

// ---- the cluster -----------------------------------------------------------

void MainWindow::connectToDemo(const sim::SimPreset &preset, double speed)
{
    m_cluster->connectToDemo(preset, speed);
    showView(QStringLiteral("overview"));
}

bool MainWindow::connectToContext(const QString &context)
{
    const kube::Kubeconfig config = kube::Kubeconfig::loadDefault();
    const kube::Kubeconfig::Resolved resolved = config.resolve(context);
    // An entry that could not be read is named and left out, as kubectl
    // leaves it: the file's other contexts still connect.
    QStringList leftOut;
    for (const auto &error : config.errors())
        leftOut << error.toString();
    if (!resolved.connection || !resolved.errors.isEmpty()) {
        QStringList errors = leftOut;
        for (const auto &error : resolved.errors)
            errors << error.toString();
        m_overview->setConnectProblem(errors.join(QLatin1Char('\n')));
        showView(QStringLiteral("overview"));
        m_prompter->showError(tr("Cannot connect"), errors.join(QLatin1Char('\n')));
        return false;
    }
    m_overview->setConnectProblem({});
    m_cluster->disconnectFromCluster();  // the demo and its nodes too
    m_cluster->connectTo(*resolved.connection);
    showView(QStringLiteral("overview"));
    if (!leftOut.isEmpty())
        statusBar()->showMessage(tr("Left out of the kubeconfig: %1").arg(leftOut.join(QStringLiteral("; "))), kMessageMs);
    return true;
}

MainWindow *MainWindow::openNewWindow(std::unique_ptr<Prompter> prompter)
{
    auto *window = new MainWindow(std::move(prompter));
    window->setAttribute(Qt::WA_DeleteOnClose);
    // Beside this one, not on top of it.
    window->resize(size());
    window->move(pos() + QPoint(40, 40));
    window->show();
    return window;
}

void MainWindow::firstStart(const sim::SimPreset &preset, double speed)
{
    const QString env = qEnvironmentVariable("KUBECONFIG");
    const QString why = env.isEmpty() ? tr("KUBECONFIG is not set") : tr("from KUBECONFIG");
    QString kubeconfig;
    switch (m_prompter->askFirstStart(kube::Kubeconfig::defaultPaths(), why, &kubeconfig)) {
    case Prompter::FirstStartChoice::Demo:
        connectToDemo(preset, speed);
        break;
    case Prompter::FirstStartChoice::Kubeconfig:
        // As kubectl --kubeconfig: this file for the rest of the session,
        // Connect to Cluster's list included.
        qputenv("KUBECONFIG", QFile::encodeName(kubeconfig));
        connectToContext({});
        break;
    case Prompter::FirstStartChoice::Neither:
        statusBar()->showMessage(tr("Not connected: File > Connect to Cluster (Ctrl+Shift+K) when there is a kubeconfig."), kMessageMs);
        break;
    }
}

// File ▸ Open Kubeconfig: as kubectl --kubeconfig, this file for the rest of
// the session; its contexts are offered as Connect to Cluster offers them.
bool MainWindow::useKubeconfig(const QString &path)
{
    // As Connect to Cluster: an entry that cannot be read is named there and
    // left out; a file with no context at all is not used.
    const kube::Kubeconfig config = kube::Kubeconfig::load({path});
    if (config.contextNames().isEmpty()) {
        const QString why = config.isValid() ? tr("it names no context") : config.errors().first().toString();
        statusBar()->showMessage(tr("Kubeconfig not used: %1: %2").arg(path, why), kMessageMs);
        return false;
    }
    qputenv("KUBECONFIG", QFile::encodeName(path));
    chooseCluster();
    return true;
}

void MainWindow::chooseCluster()
{
    const kube::Kubeconfig config = kube::Kubeconfig::loadDefault();
    std::vector<ContextChoice> choices;
    for (const QString &name : config.contextNames()) {
        const kube::Kubeconfig::Resolved resolved = config.resolve(name);
        ContextChoice choice;
        choice.name = name;
        choice.current = name == config.currentContext();
        if (resolved.connection) {
            choice.server = resolved.connection->server.toString();
            choice.user = resolved.connection->userName;
            choice.nameSpace = resolved.connection->defaultNamespace;
            choice.warning = resolved.connection->warnings.join(QStringLiteral("; "));
        } else if (!resolved.errors.isEmpty()) {
            choice.warning = resolved.errors.first().toString();
        }
        choices.push_back(choice);
    }
    QStringList problems;
    for (const auto &error : config.errors())
        problems << error.toString();
    ConnectDialog dialog(this);
    dialog.setChoices(choices, problems.join(QLatin1Char('\n')));
    if (dialog.exec() != QDialog::Accepted || dialog.chosenRow() < 0)
        return;
    switchCluster(dialog.chosen().name);
}

bool MainWindow::switchCluster(const QString &context)
{
    const QString target = context.isEmpty() ? tr("the demo cluster") : context;
    if (m_cluster->pipeline() && !m_prompter->confirmSwitchCluster(m_cluster->clusterLabel(), target))
        return false;
    if (!context.isEmpty())
        return connectToContext(context);
    connectToDemo(*sim::findPreset("a3-demo"), 1.0);
    return true;
}

} // namespace ascendops
