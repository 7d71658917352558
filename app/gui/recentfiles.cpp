#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace ascendops {

namespace {

const char kSettingsKey[] = "recentFiles";

} // namespace

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
{
    m_files = QSettings().value(QLatin1String(kSettingsKey)).toStringList();
    while (m_files.size() > kMaxFiles)
        m_files.removeLast();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > kMaxFiles)
        m_files.removeLast();
    store();
}

void RecentFiles::remove(const QString &path)
{
    if (m_files.removeAll(QFileInfo(path).absoluteFilePath()) > 0)
        store();
}

void RecentFiles::clear()
{
    m_files.clear();
    store();
}

void RecentFiles::fillMenu(QMenu *menu)
{
    menu->clear();
    for (int i = 0; i < m_files.size(); ++i) {
        const QString path = m_files[i];
        // Numbers 1-9 and 0 give keyboard accelerators to all ten entries.
        QString name = QFileInfo(path).fileName();
        name.replace(QLatin1Char('&'), QLatin1String("&&"));   // a literal '&', not an accelerator
        const QString label = QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(name);
        QAction *action = menu->addAction(label, this, [this, path] { emit fileChosen(path); });
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (m_files.isEmpty())
        menu->addAction(tr("No recent files"))->setEnabled(false);
    menu->addSeparator();
    QAction *clearAction = menu->addAction(tr("Clear list"), this, &RecentFiles::clear);
    clearAction->setEnabled(!m_files.isEmpty());
}

void RecentFiles::store()
{
    QSettings().setValue(QLatin1String(kSettingsKey), m_files);
}

} // namespace ascendops
