#pragma once

#include <QWidget>

#include <string>

class QLabel;
class QPushButton;
class QTableView;

namespace ascendops {

class ObjectFieldsModel;
class RankTableDocument;

// All members of the object selected in the tree, the ones the tree has no
// column for included, editable in place; Add field and Remove field change
// the object through the document's undo commands. "" (or the Table button)
// shows the table's own members: status, version, server_count, ...
class FieldsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FieldsPanel(RankTableDocument *document, QWidget *parent = nullptr);

    void setObjectPointer(const std::string &pointer);
    std::string objectPointer() const;
    // Makes the member `key` current, if the object has it.
    void selectMember(const std::string &key);

    // Adds member `key` with an empty value of the type the version expects
    // (a string; 0 for 2.0 ids and ports) and opens its value for editing.
    // False when the key is empty or taken.
    bool addField(const QString &key);
    // Removes the current member; false when there is none.
    bool removeCurrentField();

    QTableView *view() const { return m_view; }
    ObjectFieldsModel *model() const { return m_model; }

signals:
    // The user asked for the table's own members (the Table button).
    void tableRequested();

private:
    QWidget *buildButtons();
    void promptForField();
    void updateTitle();
    void updateButtons();

    RankTableDocument *m_document;
    ObjectFieldsModel *m_model = nullptr;
    QLabel *m_title = nullptr;
    QTableView *m_view = nullptr;
    QPushButton *m_tableButton = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_removeButton = nullptr;
};

} // namespace ascendops
