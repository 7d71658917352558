#pragma once
// The window's Go To (Ctrl+K): the command palette filled with what the
// window knows by name (its views, the kubeconfig's contexts and the demo,
// the cluster's nodes, pods, jobs and incidents) and the going there.
#include <QObject>
#include <QPointer>

namespace ascendops {

class CommandPalette;
class MainWindow;

class GoToPalette : public QObject
{
    Q_OBJECT

public:
    explicit GoToPalette(MainWindow *window);

    // Opens the palette (or raises the one open) with fresh entries.
    CommandPalette *open();
    // Goes to NAME of KIND as a choice in the palette does; false when it is not there.
    bool go(const QString &kind, const QString &name);

private:
    MainWindow *m_window;
    QPointer<CommandPalette> m_palette;
};

} // namespace ascendops
