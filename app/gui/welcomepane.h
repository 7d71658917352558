#pragma once

#include <QWidget>

class QAction;

namespace ascendops {

// What the central area shows while no rank table is open: the way to open
// one, by menu, button or drag and drop.
class WelcomePane : public QWidget
{
    Q_OBJECT

public:
    // The buttons trigger these actions, so they stay in step with the menus
    // (shortcut, enabled state). `demoAction` may be null.
    WelcomePane(QAction *openAction, QAction *demoAction, QWidget *parent = nullptr);
};

} // namespace ascendops
