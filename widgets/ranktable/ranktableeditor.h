#pragma once

#include <QWidget>

#include <optional>
#include <set>
#include <string>

class QAction;
class QLineEdit;
class QModelIndex;
class QSplitter;
class QTimer;
class QTreeView;

namespace ascendops {

struct FabricTopology;

class FieldsPanel;
class ProblemsPanel;
class RankTableDocument;
class RankTableFilterModel;
class RankTableModel;

// The rank table editor: the tree of servers and devices (or 2.0 ranks)
// with a search box, the selected object's fields beside it, and the
// structural edits as actions the main window can also put in its menus.
// It owns the document it edits. The problems list lives outside (in a
// dock); connect ProblemsPanel::problemActivated to selectPointer(), or
// call connectProblemsPanel().
class RankTableEditor : public QWidget
{
    Q_OBJECT

public:
    explicit RankTableEditor(QWidget *parent = nullptr);

    RankTableDocument *document() const { return m_document; }
    RankTableModel *model() const { return m_model; }
    QTreeView *treeView() const { return m_tree; }
    FieldsPanel *fieldsPanel() const { return m_fields; }

    QAction *addServerAction() const { return m_addServer; }
    QAction *addDeviceAction() const { return m_addDevice; }
    QAction *removeAction() const { return m_remove; }
    QAction *renumberRanksAction() const { return m_renumber; }
    // Asks for a topology file: topologyRequested() is emitted, and whoever
    // reads the file calls renumberByTopology() with it.
    QAction *renumberByTopologyAction() const { return m_renumberByTopology; }
    QAction *convertToVersion10Action() const { return m_convert; }

    // Shows the place a pointer names: expands to it, selects its row,
    // makes its cell current and scrolls it into view; a pointer to the
    // table's own members shows them in the fields panel. Clears a search
    // that hides the place.
    void selectPointer(const std::string &pointer);
    // The pointer of the current cell, "" when nothing is current.
    std::string currentPointer() const;
    // Filters the tree at once (typing in the search box waits for a pause).
    void setSearchText(const QString &text);
    // Keeps `panel` listing this document's problems and showing their places here.
    void connectProblemsPanel(ProblemsPanel *panel);

public slots:
    void addServer();
    void addDevice();
    void removeCurrent();
    void renumberRanks();
    void convertToVersion10();
    // Routing planning over the document with this fabric: one undoable
    // step when it changes the ranks. Returns what it did in words (the leaf
    // crossings before and after, why it was skipped, or the error).
    QString renumberByTopology(const FabricTopology &topology);

signals:
    void topologyRequested();

private:
    void createActions();
    QWidget *buildTreePane();
    void configureTree();
    QModelIndex currentSourceIndex() const;
    std::optional<std::size_t> currentServer() const;
    std::optional<std::size_t> currentRank() const;
    void onCurrentChanged(const QModelIndex &current);
    void onExpansion(const QModelIndex &index, bool expanded);
    void rememberView();
    void restoreView();
    void onDocumentReplaced();
    void openFreshTable();
    void applySearch();
    void updateActions();
    bool showSourceIndex(const QModelIndex &source);

    RankTableDocument *m_document;
    RankTableModel *m_model;
    RankTableFilterModel *m_filter;
    QTreeView *m_tree = nullptr;
    FieldsPanel *m_fields = nullptr;
    QLineEdit *m_search = nullptr;
    QTimer *m_searchDelay = nullptr;
    QSplitter *m_splitter = nullptr;

    QAction *m_addServer = nullptr;
    QAction *m_addDevice = nullptr;
    QAction *m_remove = nullptr;
    QAction *m_renumber = nullptr;
    QAction *m_renumberByTopology = nullptr;
    QAction *m_convert = nullptr;

    // What the view showed, kept across model resets by object pointer.
    std::set<std::string> m_expanded;
    std::string m_savedCurrent;
    bool m_restoring = false;
    bool m_freshTable = false;   // the next reset shows a newly loaded table
};

} // namespace ascendops
