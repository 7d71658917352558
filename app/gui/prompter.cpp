#include "prompter.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

#include <cstdio>

namespace ascendops {

namespace {

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

QString jsonFilter()
{
    return QCoreApplication::translate("DialogPrompter", "Rank tables (*.json);;All files (*)");
}

} // namespace

Prompter::UnsavedChoice DialogPrompter::askUnsaved(const QString &name)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("%1 has changes that are not saved.").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_parent);
    box.setInformativeText(tr("Save them before going on?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return UnsavedChoice::Save;
    case QMessageBox::Discard: return UnsavedChoice::Discard;
    default: return UnsavedChoice::Cancel;
    }
}

Prompter::ConflictChoice DialogPrompter::askSaveConflict(const QString &path)
{
    QMessageBox box(QMessageBox::Warning, tr("File changed on disk"),
                    tr("%1 was changed by another program since it was opened.").arg(shown(path)),
                    QMessageBox::NoButton, m_parent);
    box.setInformativeText(tr("Overwrite keeps your version (theirs goes to the .bak file); "
                              "Reload drops your changes and shows theirs."));
    QPushButton *overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
    QPushButton *reload = box.addButton(tr("Reload"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == overwrite)
        return ConflictChoice::Overwrite;
    if (box.clickedButton() == reload)
        return ConflictChoice::Reload;
    return ConflictChoice::Cancel;
}

bool DialogPrompter::confirmReload(const QString &path, bool changedOnDisk)
{
    const QString text = changedOnDisk
        ? tr("%1 was changed by another program, and you have changes that are not saved.").arg(shown(path))
        : tr("Reloading %1 drops the changes you have not saved.").arg(shown(path));
    QMessageBox box(QMessageBox::Question, tr("Reload rank table"), text, QMessageBox::NoButton, m_parent);
    box.setInformativeText(tr("Reload the file from disk, or keep your version on screen?"));
    QPushButton *reload = box.addButton(tr("Reload"), QMessageBox::DestructiveRole);
    QPushButton *keep = box.addButton(tr("Keep mine"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.exec();
    return box.clickedButton() == reload;
}

bool DialogPrompter::confirmQuitWhileRecovering(const QString &what)
{
    QMessageBox box(QMessageBox::Warning, tr("Quit while recovering"), what, QMessageBox::NoButton, m_parent);
    box.setInformativeText(tr("The console's pipeline acts in auto mode: recovery stops when the console quits, "
                              "and nothing acts on these incidents until a pipeline runs again. Quit anyway?"));
    QPushButton *quit = box.addButton(tr("Quit"), QMessageBox::DestructiveRole);
    QPushButton *stay = box.addButton(tr("Keep running"), QMessageBox::RejectRole);
    box.setDefaultButton(stay);
    box.exec();
    return box.clickedButton() == quit;
}

bool DialogPrompter::confirmSaveWithErrors(const QString &name, int errors, const QString &first)
{
    QMessageBox box(QMessageBox::Warning, tr("Save with errors"),
                    tr("Errors in %1: %2. HCCL and the tools that read rank tables may refuse it.").arg(name).arg(errors),
                    QMessageBox::NoButton, m_parent);
    box.setInformativeText(tr("The first: %1\n\nThe Problems panel lists them all. Save anyway?").arg(first));
    QPushButton *save = box.addButton(tr("Save Anyway"), QMessageBox::DestructiveRole);
    QPushButton *back = box.addButton(tr("Go Back"), QMessageBox::RejectRole);
    box.setDefaultButton(back);
    box.exec();
    return box.clickedButton() == save;
}

bool DialogPrompter::confirmSwitchCluster(const QString &from, const QString &to)
{
    QMessageBox box(QMessageBox::Question, tr("Switch cluster"),
                    tr("Connecting to %1 disconnects from %2.").arg(to, from), QMessageBox::NoButton, m_parent);
    box.setInformativeText(tr("Its recovery pipeline stops with the connection: nothing watches %1 for faults from this "
                              "console until you connect to it again. Switch anyway?").arg(from));
    QPushButton *go = box.addButton(tr("Switch"), QMessageBox::AcceptRole);
    QPushButton *stay = box.addButton(tr("Stay on %1").arg(from), QMessageBox::RejectRole);
    box.setDefaultButton(stay);
    box.exec();
    return box.clickedButton() == go;
}

Prompter::FirstStartChoice DialogPrompter::askFirstStart(const QStringList &looked, const QString &why, QString *kubeconfig)
{
    QStringList places;
    for (const QString &path : looked)
        places << shown(path);
    QMessageBox box(QMessageBox::Information, tr("No kubeconfig"),
                    tr("No kubeconfig was found, so there is no cluster to connect to."), QMessageBox::NoButton, m_parent);
    box.setInformativeText(tr("Looked in: %1 (%2).\n\nOpen a kubeconfig file, as kubectl's --kubeconfig would, or go on "
                              "with the demo cluster: a simulated Ascend cluster on this computer.")
                               .arg(places.join(QStringLiteral(", ")), why));
    QPushButton *open = box.addButton(tr("Open Kubeconfig…"), QMessageBox::AcceptRole);
    QPushButton *demo = box.addButton(tr("Use the Demo Cluster"), QMessageBox::AcceptRole);
    box.addButton(tr("Neither"), QMessageBox::RejectRole);
    box.setDefaultButton(demo);
    box.exec();
    if (box.clickedButton() == demo)
        return FirstStartChoice::Demo;
    if (box.clickedButton() != open)
        return FirstStartChoice::Neither;
    *kubeconfig = askKubeconfigPath();
    return kubeconfig->isEmpty() ? FirstStartChoice::Neither : FirstStartChoice::Kubeconfig;
}

QString DialogPrompter::askKubeconfigPath()
{
    return QFileDialog::getOpenFileName(m_parent, tr("Open kubeconfig"), QDir::homePath(),
                                        tr("Kubeconfig (config *.yaml *.yml *.conf);;All files (*)"));
}

QString DialogPrompter::askOpenPath(const QString &startDir)
{
    return QFileDialog::getOpenFileName(m_parent, tr("Open rank table"), startDir, jsonFilter());
}

QString DialogPrompter::askSavePath(const QString &suggested)
{
    // The dialog itself asks before replacing an existing file.
    return QFileDialog::getSaveFileName(m_parent, tr("Save rank table"), suggested, jsonFilter());
}

QString DialogPrompter::askFabricPath(bool forSaving)
{
    const QString filter = tr("Fabric topology (*.json);;All files (*)");
    return forSaving ? QFileDialog::getSaveFileName(m_parent, tr("Export fabric topology"), QStringLiteral("fabric.json"), filter)
                     : QFileDialog::getOpenFileName(m_parent, tr("Open fabric topology"), QString(), filter);
}

void DialogPrompter::showError(const QString &title, const QString &text)
{
    QMessageBox::critical(m_parent, title, text);
}

void UnattendedPrompter::showError(const QString &title, const QString &text)
{
    std::fprintf(stderr, "%s\n", tr("%1: %2").arg(title, text).toUtf8().constData());
}

} // namespace ascendops
