#pragma once
// The Links tab: the nodes whose links the console probes over SSH, each
// device's RoCE port coloured by its link health, and the plots of the one
// selected. It holds no data of its own beyond what it shows: the app pushes
// health in and answers linkSelected() with showLink().
#include "model/clustertopology.h"

#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace ascendops {

namespace telemetry {
class LinkSeries;
struct LinkHealth;
}
class LinkHealthView;

class LinksPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LinksPanel(QWidget *parent = nullptr);

    // "Probing 10 nodes over SSH every 5 s", or why there is no telemetry.
    void setMessage(const QString &message);
    void setNodeError(const QString &node, const QString &error);
    void setDeviceHealth(const QString &node, int device, const telemetry::LinkHealth &health);
    // The plots of the selected link.
    void showLink(const QString &title, const telemetry::LinkSeries &series, const telemetry::LinkHealth &health);
    // The selected device (DEVICE may be null); false when none is.
    bool selected(QString *node, int *device) const;
    void selectFirst();
    // Selects the worst device of all (a fault, else a warning, else one
    // unread); false when no device is listed yet.
    bool selectWorst();
    // Selects NODE's DEVICE (its plots follow); false when it is not listed.
    bool select(const QString &node, int device);
    LinkHealthView *view() const { return m_view; }

signals:
    void linkSelected(const QString &node, int device);

private:
    QTreeWidgetItem *nodeItem(const QString &node);

    QLabel *m_message;
    QTreeWidget *m_tree;
    LinkHealthView *m_view;
};

} // namespace ascendops
