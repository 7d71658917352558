#pragma once
// The Help menu's pages: a short getting-started page, and the keyboard
// shortcuts of every action that has one (read from the actions, so the
// list cannot drift from what the keys do). Non-modal; deleted on close.
#include <QList>

class QAction;
class QDialog;
class QWidget;

namespace ascendops {

QDialog *makeGettingStartedDialog(QWidget *parent);
QDialog *makeShortcutsDialog(const QList<QAction *> &actions, QWidget *parent);

} // namespace ascendops
