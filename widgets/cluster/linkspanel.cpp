#include "cluster/linkspanel.h"

#include "cluster/linkhealthview.h"
#include "core/naturalorder.h"
#include "telemetry/linkhealth.h"
#include "cluster/topologyview.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ascendops {
namespace {

constexpr int kDeviceRole = Qt::UserRole;
constexpr int kRankRole = Qt::UserRole + 1;   // 0: fault, 1: warning, 2: unknown or unreachable, 3: ok

int rankOf(Health health)
{
    switch (health) {
    case Health::Fault: return 0;
    case Health::Warning: return 1;
    case Health::Unknown: return 2;
    case Health::Ok: break;
    }
    return 3;
}

// Worst first: nodes by their worst link, then by name; a node's devices
// by number (their health is in their colour).
class LinkItem : public QTreeWidgetItem
{
public:
    using QTreeWidgetItem::QTreeWidgetItem;
    bool operator<(const QTreeWidgetItem &other) const override
    {
        if (parent()) {
            return data(0, kDeviceRole).toInt() < other.data(0, kDeviceRole).toInt();
        }
        const int a = data(0, kRankRole).toInt();
        const int b = other.data(0, kRankRole).toInt();
        return a != b ? a < b : naturalLess(text(0), other.text(0));
    }
};

QString healthText(Health health)
{
    switch (health) {
    case Health::Ok: return LinksPanel::tr("OK");
    case Health::Warning: return LinksPanel::tr("Warning");
    case Health::Fault: return LinksPanel::tr("Fault");
    case Health::Unknown: break;
    }
    return LinksPanel::tr("Unknown");
}

} // namespace

LinksPanel::LinksPanel(QWidget *parent)
    : QWidget(parent)
    , m_message(new QLabel(this))
    , m_tree(new QTreeWidget(this))
    , m_view(new LinkHealthView(this))
{
    m_message->setWordWrap(true);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Node / device"), tr("Link health")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(0, Qt::AscendingOrder);
    m_tree->header()->setSortIndicatorShown(false);
    m_tree->header()->setSectionsClickable(false);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(splitter, 1);
    m_view->clear(tr("Select a device to see its link over time."));
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && item->parent())
            emit linkSelected(item->parent()->text(0), item->data(0, kDeviceRole).toInt());
    });
}

void LinksPanel::setMessage(const QString &message)
{
    m_message->setText(message);
}

QTreeWidgetItem *LinksPanel::nodeItem(const QString &node)
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        if (m_tree->topLevelItem(i)->text(0) == node)
            return m_tree->topLevelItem(i);
    auto *item = new LinkItem(QStringList{node});
    item->setData(0, kRankRole, rankOf(Health::Unknown));
    m_tree->addTopLevelItem(item);
    item->setExpanded(m_tree->topLevelItemCount() <= 2);
    return item;
}

void LinksPanel::setNodeError(const QString &node, const QString &error)
{
    QTreeWidgetItem *item = nodeItem(node);
    // Why, in the row itself (its first line); the whole of it in the tooltip.
    const QString why = error.section(QLatin1Char('\n'), 0, 0);
    item->setText(1, tr("unreachable: %1").arg(why.size() > 80 ? why.left(79) + QChar(0x2026) : why));
    item->setToolTip(1, error);
    item->setForeground(1, healthColor(Health::Fault));
    item->setData(0, kRankRole, rankOf(Health::Unknown));
}

void LinksPanel::setDeviceHealth(const QString &node, int device, const telemetry::LinkHealth &health)
{
    QTreeWidgetItem *parent = nodeItem(node);
    QTreeWidgetItem *item = nullptr;
    for (int i = 0; i < parent->childCount() && !item; ++i)
        if (parent->child(i)->data(0, kDeviceRole).toInt() == device)
            item = parent->child(i);
    if (!item) {
        item = new LinkItem(QStringList{tr("device %1").arg(device)});
        item->setData(0, kDeviceRole, device);
        parent->addChild(item);
    }
    item->setText(1, healthText(health.health));
    item->setToolTip(1, (health.reasons + health.notes).join(QLatin1Char('\n')));
    item->setForeground(1, healthColor(health.health));
    item->setData(1, Qt::UserRole, int(health.health));
    // The node shows its worst link; a link that could not be read makes an
    // otherwise healthy node unknown, never ok.
    Health worst = Health::Ok;
    bool unknown = false;
    for (int i = 0; i < parent->childCount(); ++i) {
        const Health child = Health(parent->child(i)->data(1, Qt::UserRole).toInt());
        unknown = unknown || child == Health::Unknown;
        worst = worse(worst, child);
    }
    if (unknown && worst == Health::Ok)
        worst = Health::Unknown;
    parent->setText(1, healthText(worst));
    parent->setToolTip(1, QString());
    parent->setForeground(1, healthColor(worst));
    parent->setData(0, kRankRole, rankOf(worst));   // re-sorts the node among the others
}

bool LinksPanel::selectWorst()
{
    QTreeWidgetItem *worst = nullptr;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *node = m_tree->topLevelItem(i);
        for (int c = 0; c < node->childCount(); ++c) {
            QTreeWidgetItem *device = node->child(c);
            const int rank = rankOf(Health(device->data(1, Qt::UserRole).toInt()));
            if (!worst || rank < rankOf(Health(worst->data(1, Qt::UserRole).toInt())))
                worst = device;
        }
    }
    if (!worst)
        return false;
    worst->parent()->setExpanded(true);
    m_tree->setCurrentItem(worst);
    m_tree->scrollToItem(worst);
    return true;
}

void LinksPanel::showLink(const QString &title, const telemetry::LinkSeries &series, const telemetry::LinkHealth &health)
{
    m_view->setLink(title, series, health);
}

bool LinksPanel::selected(QString *node, int *device) const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    if (!item || !item->parent())
        return false;
    *node = item->parent()->text(0);
    if (device)
        *device = item->data(0, kDeviceRole).toInt();
    return true;
}

} // namespace ascendops

namespace ascendops {

bool LinksPanel::select(const QString &node, int device)
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        if (item->text(0) != node)
            continue;
        for (int c = 0; c < item->childCount(); ++c) {
            if (item->child(c)->data(0, kDeviceRole).toInt() == device) {
                item->setExpanded(true);
                m_tree->setCurrentItem(item->child(c));
                m_tree->scrollToItem(item->child(c));
                return true;
            }
        }
    }
    return false;
}

void LinksPanel::selectFirst()
{
    QTreeWidgetItem *node = m_tree->topLevelItem(0);
    if (node && node->childCount() > 0) {
        node->setExpanded(true);
        m_tree->setCurrentItem(node->child(0));
    }
}

} // namespace ascendops
