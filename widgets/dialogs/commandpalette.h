#pragma once
// Go to anything by name, as k9s' ":" and "/" do: a line to type in and
// the matches under it, nodes, pods, jobs, incidents, contexts and views.
// "ctx lab" (or ":ctx lab") looks among contexts only, "node 12" among
// nodes; otherwise every word must appear, in order, in the name or its
// detail. Enter (or a click) goes to the first or the chosen match. The
// app fills the entries and does the going; no I/O here.
#include <QDialog>

#include <vector>

class QLineEdit;
class QListWidget;

namespace ascendops {

struct PaletteEntry
{
    QString kind;     // "node", "pod", "job", "incident", "ctx", "view"
    QString name;     // what is typed to find it and shown first
    QString detail;   // shown after it, searched too ("job default/llama, rank 3")
};

class CommandPalette : public QDialog
{
    Q_OBJECT

public:
    explicit CommandPalette(QWidget *parent = nullptr);

    void setEntries(std::vector<PaletteEntry> entries);
    // The entries QUERY matches, best first (a name that starts with it,
    // then one that contains it, then a match in the detail).
    std::vector<const PaletteEntry *> matches(const QString &query) const;
    QLineEdit *input() const { return m_input; }
    QListWidget *list() const { return m_list; }

protected:
    // Up and Down in the line move through the list, as in any quick-open.
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void entryChosen(const QString &kind, const QString &name);

private:
    void refilter();
    void choose();

    std::vector<PaletteEntry> m_entries;

    std::vector<QString> m_haystacks;   // name and detail of each entry, searched
    std::vector<const PaletteEntry *> m_shown;
    QLineEdit *m_input;
    QListWidget *m_list;
};

} // namespace ascendops
