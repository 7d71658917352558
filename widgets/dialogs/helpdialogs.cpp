#include "dialogs/helpdialogs.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ascendops {

namespace {

QDialog *dialogWith(QWidget *content, const QString &title, const char *objectName, QWidget *parent)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QLatin1String(objectName));
    dialog->setWindowTitle(title);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    content->setParent(dialog);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(content, 1);
    layout->addWidget(buttons);
    return dialog;
}

QString gettingStartedHtml()
{
    return QStringLiteral("<h2>%1</h2>").arg(QCoreApplication::translate("GettingStarted", "Getting started"))
        + QStringLiteral("<h3>%1</h3><p>%2</p>").arg(QCoreApplication::translate("GettingStarted", "1. Connect"), QCoreApplication::translate("GettingStarted", "File &gt; Connect to Cluster (Ctrl+Shift+K) lists the contexts of your kubeconfig (KUBECONFIG, else "
              "~/.kube/config) and the embedded demo cluster. The window's title names the cluster it shows. "
              "Without a kubeconfig the console offers to open one or to start on the demo cluster."))
        + QStringLiteral("<h3>%1</h3><p>%2</p>").arg(QCoreApplication::translate("GettingStarted", "2. Look at the overview"), QCoreApplication::translate("GettingStarted", "The Overview tab (Ctrl+1) counts servers, dies and links by health, the ports that flap or whose "
              "optics are dim, the jobs by what their training does with their estimated time to recover, and the "
              "incidents open and waiting for you. Every count but a zero is a link to the view that explains it."))
        + QStringLiteral("<h3>%1</h3><p>%2</p>").arg(QCoreApplication::translate("GettingStarted", "3. Find the faults"), QCoreApplication::translate("GettingStarted", "F8 and Shift+F8 walk the faults in the Topology tab: servers not Ready, cordoned or flagged by NodeD, "
              "dies that are isolated or faulty on themselves or a link. The Links tab (Ctrl+5) plots each port over time once the "
              "nodes answer over SSH (Cluster &gt; Node SSH Settings)."))
        + QStringLiteral("<h3>%1</h3><p>%2</p>").arg(QCoreApplication::translate("GettingStarted", "4. Recover"), QCoreApplication::translate("GettingStarted", "The recovery pipeline watches the cluster in observe mode at first: it decides and shows, and writes "
              "nothing. In approve mode it asks you first (the Incidents tab counts what waits for you, and a "
              "notification says so when the window is in the background); in auto mode it acts. Every write is "
              "dry-run by the server first and journaled. Right-click a job or pod in the Jobs tab for rollback, "
              "pod or job rescheduling and isolation."))
        + QStringLiteral("<h3>%1</h3><p>%2</p>").arg(QCoreApplication::translate("GettingStarted", "5. Shorten recovery"), QCoreApplication::translate("GettingStarted", "In the Jobs tab, a job's Recovery tab says what its settings cost when a fault comes and which "
              "changes would shorten it; a change is previewed with a server-side dry run before you apply it."))
        + QStringLiteral("<h3>%1</h3><p>%2</p>").arg(QCoreApplication::translate("GettingStarted", "6. Rank tables and operator retry"), QCoreApplication::translate("GettingStarted", "File &gt; Open reads an HCCL rank table (1.0, 1.2, 2.0): the Problems panel lists what HCCL would "
              "refuse, with its place, and a table with errors is saved only once you say so. The Retry parameters "
              "panel edits HCCL_OP_RETRY_ENABLE and HCCL_OP_RETRY_PARAMS and refuses values out of range."));
}

} // namespace

QDialog *makeGettingStartedDialog(QWidget *parent)
{
    auto *text = new QTextBrowser;
    text->setObjectName(QStringLiteral("gettingStartedText"));
    text->setHtml(gettingStartedHtml());
    QDialog *dialog = dialogWith(text, QCoreApplication::translate("GettingStarted", "Getting Started"), "gettingStarted", parent);
    dialog->resize(620, 560);
    return dialog;
}

QDialog *makeShortcutsDialog(const QList<QAction *> &actions, QWidget *parent)
{
    auto *table = new QTableWidget(int(actions.size()), 2);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({QCoreApplication::translate("Shortcuts", "Action"),
                                      QCoreApplication::translate("Shortcuts", "Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (int row = 0; row < int(actions.size()); ++row) {
        const QAction *action = actions[row];
        QString name = action->text();
        name.remove(QLatin1Char('&'));
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        table->setItem(row, 0, new QTableWidgetItem(name));
        table->setItem(row, 1, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
    }
    QDialog *dialog = dialogWith(table, QCoreApplication::translate("Shortcuts", "Keyboard Shortcuts"), "shortcutsDialog", parent);
    dialog->resize(480, 520);
    return dialog;
}

} // namespace ascendops
