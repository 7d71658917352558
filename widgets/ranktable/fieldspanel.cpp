#include "ranktable/fieldspanel.h"

#include "formats/jsonpointer.h"
#include "ranktable/objectfieldsmodel.h"
#include "ranktable/ranktabledocument.h"
#include "ranktable/ranktableschema.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace ascendops {
namespace {

QString memberText(const JsonValue *object, std::string_view key)
{
    const JsonValue *value = object ? object->find(key) : nullptr;
    return value && value->isScalar() ? QString::fromStdString(value->text()) : QString();
}

// "Server node_0", "Device 3 (rank 11)", ... from the pointer's last list.
QString describe(const std::vector<std::string> &tokens, const JsonValue *object)
{
    if (tokens.empty())
        return FieldsPanel::tr("Table");
    const std::string list = tokens.size() >= 2 ? tokens[tokens.size() - 2] : std::string();
    if (list == "server_list" && tokens.size() == 2)
        return FieldsPanel::tr("Server %1").arg(memberText(object, "server_id"));
    if (list == "device")
        return FieldsPanel::tr("Device %1 (rank %2)").arg(memberText(object, "device_id"), memberText(object, "rank_id"));
    if (list == "super_pod_list")
        return FieldsPanel::tr("Super-pod %1").arg(memberText(object, "super_pod_id"));
    if (list == "rank_list")
        return FieldsPanel::tr("Rank %1").arg(memberText(object, "rank_id"));
    if (list == "level_list")
        return FieldsPanel::tr("Network layer %1").arg(memberText(object, "net_layer"));
    if (list == "rank_addr_list")
        return FieldsPanel::tr("Address %1").arg(memberText(object, "addr"));
    return QString::fromStdString(JsonPointer::append("", tokens.back()));
}

} // namespace

FieldsPanel::FieldsPanel(RankTableDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new ObjectFieldsModel(document, this)),
      m_title(new QLabel(this)), m_view(new QTableView(this))
{
    m_title->setObjectName(QStringLiteral("fieldsTitle"));
    m_view->setObjectName(QStringLiteral("fieldsView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_view->setWordWrap(false);
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(ObjectFieldsModel::KeyColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ObjectFieldsModel::ValueColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ObjectFieldsModel::TypeColumn, QHeaderView::ResizeToContents);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);
    layout->addWidget(buildButtons());
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        updateTitle();
        updateButtons();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &FieldsPanel::updateTitle);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &FieldsPanel::updateButtons);
    updateTitle();
    updateButtons();
}

QWidget *FieldsPanel::buildButtons()
{
    auto *bar = new QWidget(this);
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tableButton = new QPushButton(tr("Table"), bar);
    m_tableButton->setObjectName(QStringLiteral("showTableFields"));
    m_tableButton->setToolTip(tr("Show the members of the table itself: status, version, counts"));
    m_addButton = new QPushButton(tr("Add field…"), bar);
    m_addButton->setObjectName(QStringLiteral("addField"));
    m_removeButton = new QPushButton(tr("Remove field"), bar);
    m_removeButton->setObjectName(QStringLiteral("removeField"));
    layout->addWidget(m_tableButton);
    layout->addStretch(1);
    layout->addWidget(m_addButton);
    layout->addWidget(m_removeButton);
    connect(m_tableButton, &QPushButton::clicked, this, [this] {
        setObjectPointer(std::string());
        emit tableRequested();
    });
    connect(m_addButton, &QPushButton::clicked, this, &FieldsPanel::promptForField);
    connect(m_removeButton, &QPushButton::clicked, this, &FieldsPanel::removeCurrentField);
    return bar;
}

void FieldsPanel::setObjectPointer(const std::string &pointer)
{
    m_model->setObjectPointer(pointer);
    updateTitle();
    updateButtons();
}

std::string FieldsPanel::objectPointer() const
{
    return m_model->objectPointer();
}

void FieldsPanel::selectMember(const std::string &key)
{
    const int row = m_model->rowOfKey(key);
    if (row < 0)
        return;
    const QModelIndex value = m_model->index(row, ObjectFieldsModel::ValueColumn);
    m_view->setCurrentIndex(value);
    m_view->scrollTo(value);
}

bool FieldsPanel::addField(const QString &key)
{
    const std::string name = key.trimmed().toStdString();
    const JsonValue::Type type = RankTableSchema::fieldType(m_document->version(), name);
    JsonValue value = type == JsonValue::Type::Number ? JsonValue::number(0) : JsonValue::string(std::string());
    if (name.empty() || !m_document->addField(m_model->objectPointer(), name, std::move(value)))
        return false;
    selectMember(name);
    m_view->edit(m_view->currentIndex());
    return true;
}

bool FieldsPanel::removeCurrentField()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return false;
    return m_document->removeField(m_model->objectPointer(), m_model->keyAt(current.row()));
}

void FieldsPanel::promptForField()
{
    bool ok = false;
    const QString key = QInputDialog::getText(this, tr("Add field"), tr("Name of the new field:"),
                                              QLineEdit::Normal, QString(), &ok);
    if (ok && !key.trimmed().isEmpty() && !addField(key))
        m_title->setText(tr("%1 already has a field \"%2\".").arg(m_title->text(), key.trimmed()));
}

void FieldsPanel::updateTitle()
{
    std::vector<std::string> tokens;
    JsonPointer::split(m_model->objectPointer(), &tokens);
    m_title->setText(m_model->object() ? describe(tokens, m_model->object()) : tr("Nothing selected"));
}

void FieldsPanel::updateButtons()
{
    const bool hasObject = m_model->object() != nullptr;
    m_addButton->setEnabled(hasObject);
    m_removeButton->setEnabled(hasObject && m_view->currentIndex().isValid());
}

} // namespace ascendops
