#include "dialogs/connectdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ascendops {

namespace {

ContextChoice demoChoice()
{
    ContextChoice demo;
    demo.server = ConnectDialog::tr("embedded, on this computer");
    return demo;
}

} // namespace

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent)
    , m_problem(new QLabel(this))
    , m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Connect to a cluster"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->hide();
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Context"), tr("Server"), tr("User"), tr("Namespace"), tr("Note")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_problem);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(760, 360);
}

void ConnectDialog::setChoices(const std::vector<ContextChoice> &contexts, const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    // With no kubeconfig the demo cluster is what there is to try; otherwise
    // the operator's own contexts come first, the current one on top.
    m_choices.clear();
    if (contexts.empty())
        m_choices.push_back(demoChoice());
    for (const ContextChoice &context : contexts) {
        if (context.current)
            m_choices.insert(m_choices.begin(), context);
    }
    for (const ContextChoice &context : contexts) {
        if (!context.current)
            m_choices.push_back(context);
    }
    if (!contexts.empty())
        m_choices.push_back(demoChoice());

    m_list->clear();
    for (const ContextChoice &choice : m_choices) {
        const QString name = choice.name.isEmpty() ? tr("Demo cluster (simulated A3 super-pods)") : choice.name;
        auto *item = new QTreeWidgetItem(m_list, {name, choice.server, choice.user, choice.nameSpace, choice.warning});
        if (choice.current)
            item->setText(0, tr("%1 (current)").arg(name));
        if (!choice.warning.isEmpty())
            item->setToolTip(4, choice.warning);
    }
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
}

int ConnectDialog::chosenRow() const
{
    QTreeWidgetItem *item = m_list->currentItem();
    return item ? m_list->indexOfTopLevelItem(item) : -1;
}

ContextChoice ConnectDialog::chosen() const
{
    const int row = chosenRow();
    return row >= 0 && std::size_t(row) < m_choices.size() ? m_choices[std::size_t(row)] : ContextChoice{};
}

} // namespace ascendops
