#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace ascendops {

// The rank tables opened last, newest first, kept in QSettings so that they
// survive restarts, and shown as a File > Open Recent menu.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxFiles = 10;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const { return m_files; }
    // Moves `path` to the top (adding it if new) and drops the oldest beyond kMaxFiles.
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

    // Fills `menu` with one action per file and a Clear action; call again
    // after changes (the window does it when the menu is about to show).
    void fillMenu(QMenu *menu);

signals:
    void fileChosen(const QString &path);

private:
    void store();

    QStringList m_files;
};

} // namespace ascendops
