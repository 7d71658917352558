#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace ascendops {

// Every question the main window asks the user, behind one seam: the real
// console asks with dialogs, the screenshot mode never blocks on a dialog,
// and tests answer the questions themselves.
class Prompter
{
public:
    enum class UnsavedChoice { Save, Discard, Cancel };
    enum class ConflictChoice { Overwrite, Reload, Cancel };
    enum class FirstStartChoice { Demo, Kubeconfig, Neither };

    virtual ~Prompter() = default;

    // `name` has changes that are not saved; the window is about to drop them.
    virtual UnsavedChoice askUnsaved(const QString &name) = 0;
    // Saving `path` was refused because the file changed on disk.
    virtual ConflictChoice askSaveConflict(const QString &path) = 0;
    // Reload `path` from disk and drop the local changes? `changedOnDisk`:
    // asked because another program rewrote it, not by the user's Reload.
    virtual bool confirmReload(const QString &path, bool changedOnDisk) = 0;
    // A file to open; empty when the user cancels.
    virtual QString askOpenPath(const QString &startDir) = 0;
    // Where to save; empty when the user cancels. A path that exists has
    // been confirmed for overwriting.
    virtual QString askSavePath(const QString &suggested) = 0;
    virtual void showError(const QString &title, const QString &text) = 0;
    // `name` is about to be saved with `errors` errors (the first one is
    // `first`): the tools that read it would refuse it. Save anyway?
    virtual bool confirmSaveWithErrors(const QString &name, int errors, const QString &first) = 0;
    // A fabric topology file to read (or, forSaving, to write); empty when
    // the user cancels. Prompters that cannot ask cancel.
    virtual QString askFabricPath(bool forSaving) { Q_UNUSED(forSaving); return {}; }
    // A kubeconfig file to use, as kubectl's --kubeconfig; "" none chosen.
    virtual QString askKubeconfigPath() { return {}; }
    // No kubeconfig was found where the console LOOKED (WHY: KUBECONFIG set
    // or not): open a kubeconfig file (its path in *KUBECONFIG), go on with
    // the demo cluster, or neither.
    virtual FirstStartChoice askFirstStart(const QStringList &looked, const QString &why, QString *kubeconfig) = 0;
    // Connecting to TO drops the connection to FROM and stops its recovery
    // pipeline. Go on?
    virtual bool confirmSwitchCluster(const QString &from, const QString &to) = 0;
    // The console is about to quit while its pipeline recovers in auto mode
    // (`what`: the incidents and the cluster); recovery stops with it. Quit?
    virtual bool confirmQuitWhileRecovering(const QString &what) = 0;
};

// Asks with modal dialogs parented to `parent`.
class DialogPrompter : public Prompter
{
    Q_DECLARE_TR_FUNCTIONS(DialogPrompter)

public:
    explicit DialogPrompter(QWidget *parent) : m_parent(parent) {}

    UnsavedChoice askUnsaved(const QString &name) override;
    ConflictChoice askSaveConflict(const QString &path) override;
    bool confirmReload(const QString &path, bool changedOnDisk) override;
    QString askOpenPath(const QString &startDir) override;
    QString askSavePath(const QString &suggested) override;
    void showError(const QString &title, const QString &text) override;
    bool confirmSaveWithErrors(const QString &name, int errors, const QString &first) override;
    QString askFabricPath(bool forSaving) override;
    QString askKubeconfigPath() override;
    bool confirmQuitWhileRecovering(const QString &what) override;
    bool confirmSwitchCluster(const QString &from, const QString &to) override;
    FirstStartChoice askFirstStart(const QStringList &looked, const QString &why, QString *kubeconfig) override;

private:
    QWidget *m_parent;
};

// Never asks: keeps what is on screen, cancels what would need an answer and
// writes errors to stderr. For runs without anybody at the screen
// (--screenshot).
class UnattendedPrompter : public Prompter
{
    Q_DECLARE_TR_FUNCTIONS(UnattendedPrompter)

public:
    UnsavedChoice askUnsaved(const QString &) override { return UnsavedChoice::Cancel; }
    ConflictChoice askSaveConflict(const QString &) override { return ConflictChoice::Cancel; }
    bool confirmReload(const QString &, bool) override { return false; }
    QString askOpenPath(const QString &) override { return {}; }
    QString askSavePath(const QString &) override { return {}; }
    void showError(const QString &title, const QString &text) override;
    bool confirmSaveWithErrors(const QString &, int, const QString &) override { return false; }
    bool confirmQuitWhileRecovering(const QString &) override { return true; }   // a screenshot run ends by itself
    bool confirmSwitchCluster(const QString &, const QString &) override { return false; }
    // A screenshot of a first start shows the demo cluster, as before the question existed.
    FirstStartChoice askFirstStart(const QStringList &, const QString &, QString *) override { return FirstStartChoice::Demo; }
};

} // namespace ascendops
