#include "ranktable/ranktableeditor.h"

#include "ranktable/fieldspanel.h"
#include "formats/jsonpointer.h"
#include "formats/routingplan.h"
#include "ranktable/problemspanel.h"
#include "ranktable/ranktabledocument.h"
#include "ranktable/ranktableedits.h"
#include "ranktable/ranktablefiltermodel.h"
#include "ranktable/ranktablemodel.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <charconv>

namespace ascendops {
namespace {

constexpr int kSearchPauseMs = 200;
// With at most this many top-level rows left by a search, everything is
// expanded so the matches show at once.
constexpr int kExpandMatchesLimit = 64;
// A table of at most this many servers (or ranks) opens fully expanded.
constexpr int kExpandSmallTable = 16;

std::optional<std::size_t> indexToken(const std::vector<std::string> &tokens, std::size_t at)
{
    if (at >= tokens.size())
        return std::nullopt;
    const std::string &token = tokens[at];
    std::size_t value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size() || token.empty())
        return std::nullopt;
    return value;
}

// The index after `list` in a pointer such as /server_list/3/device/1.
std::optional<std::size_t> indexAfter(const std::string &pointer, std::string_view list)
{
    std::vector<std::string> tokens;
    if (!JsonPointer::split(pointer, &tokens) || tokens.empty() || tokens[0] != list)
        return std::nullopt;
    return indexToken(tokens, 1);
}

// "/server_list/3" -> "/server_list/2": where to go when a removed last
// element leaves nothing at its place.
std::string previousSibling(const std::string &pointer)
{
    const std::size_t slash = pointer.rfind('/');
    std::vector<std::string> tokens;
    if (slash == std::string::npos || !JsonPointer::split(pointer, &tokens))
        return {};
    const std::optional<std::size_t> index = indexToken(tokens, tokens.size() - 1);
    if (!index || *index == 0)
        return {};
    return pointer.substr(0, slash + 1) + std::to_string(*index - 1);
}

} // namespace

RankTableEditor::RankTableEditor(QWidget *parent)
    : QWidget(parent), m_document(new RankTableDocument(this)), m_model(new RankTableModel(m_document, this)),
      m_filter(new RankTableFilterModel(this))
{
    setObjectName(QStringLiteral("rankTableEditor"));
    m_filter->setSourceModel(m_model);
    createActions();
    m_fields = new FieldsPanel(m_document, this);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(buildTreePane());
    m_splitter->addWidget(m_fields);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(m_fields, &FieldsPanel::tableRequested, this, [this] { m_tree->setCurrentIndex({}); });
    connect(m_document, &RankTableDocument::documentReplaced, this, &RankTableEditor::onDocumentReplaced);
    connect(m_filter, &QAbstractItemModel::modelAboutToBeReset, this, &RankTableEditor::rememberView);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &RankTableEditor::restoreView);
    updateActions();
}

void RankTableEditor::createActions()
{
    m_addServer = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add &Server"), this);
    m_addServer->setObjectName(QStringLiteral("addServerAction"));
    m_addServer->setToolTip(tr("Add a server modeled on the selected one (or the last), with fresh ids, ranks and addresses"));
    m_addDevice = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add &Device"), this);
    m_addDevice->setObjectName(QStringLiteral("addDeviceAction"));
    m_addDevice->setToolTip(tr("Add a device to the selected server, modeled on its last device"));
    m_remove = new QAction(QIcon::fromTheme(QStringLiteral("list-remove")), tr("&Remove"), this);
    m_remove->setObjectName(QStringLiteral("removeAction"));
    m_remove->setToolTip(tr("Remove the selected server, device or rank; later rank ids close the gap"));
    m_remove->setShortcut(QKeySequence::Delete);
    // Delete must not reach the tree while a field is being edited elsewhere.
    m_remove->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_renumber = new QAction(tr("Re&number Ranks"), this);
    m_renumber->setObjectName(QStringLiteral("renumberRanksAction"));
    m_renumber->setToolTip(tr("Number the ranks 0, 1, 2, … in list order and correct the server or rank count"));
    m_renumberByTopology = new QAction(tr("Renumber by &Topology…"), this);
    m_renumberByTopology->setObjectName(QStringLiteral("renumberByTopologyAction"));
    m_renumberByTopology->setToolTip(tr("Renumber the ranks so that servers under one leaf switch hold consecutive blocks "
                                        "(routing planning), from a fabric topology file"));
    connect(m_renumberByTopology, &QAction::triggered, this, &RankTableEditor::topologyRequested);
    m_convert = new QAction(tr("&Convert to Version 1.0"), this);
    m_convert->setObjectName(QStringLiteral("convertToVersion10Action"));
    m_convert->setToolTip(tr("Rewrite a legacy template-2 table (group_list) as version 1.0: a server per server_id, ranks in list order"));
    connect(m_convert, &QAction::triggered, this, &RankTableEditor::convertToVersion10);
    connect(m_addServer, &QAction::triggered, this, &RankTableEditor::addServer);
    connect(m_addDevice, &QAction::triggered, this, &RankTableEditor::addDevice);
    connect(m_remove, &QAction::triggered, this, &RankTableEditor::removeCurrent);
    connect(m_renumber, &QAction::triggered, this, &RankTableEditor::renumberRanks);
}

QWidget *RankTableEditor::buildTreePane()
{
    auto *pane = new QWidget(this);
    auto *toolBar = new QToolBar(pane);
    toolBar->setObjectName(QStringLiteral("rankTableToolBar"));
    toolBar->addActions({m_addServer, m_addDevice, m_remove, m_renumber, m_renumberByTopology, m_convert});
    m_search = new QLineEdit(pane);
    m_search->setObjectName(QStringLiteral("rankTableSearch"));
    m_search->setPlaceholderText(tr("Search server id, IP address or rank id"));
    m_search->setClearButtonEnabled(true);
    toolBar->addSeparator();
    toolBar->addWidget(m_search);
    m_searchDelay = new QTimer(this);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(kSearchPauseMs);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, &RankTableEditor::applySearch);

    m_tree = new QTreeView(pane);
    configureTree();
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(toolBar);
    layout->addWidget(m_tree, 1);
    return pane;
}

void RankTableEditor::configureTree()
{
    m_tree->setObjectName(QStringLiteral("rankTableTree"));
    m_tree->setModel(m_filter);
    // Required for 16k devices: the view then never measures rows one by one.
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_tree->addActions({m_addServer, m_addDevice, m_remove, m_renumber});
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    connect(m_tree, &QTreeView::expanded, this, [this](const QModelIndex &index) { onExpansion(index, true); });
    connect(m_tree, &QTreeView::collapsed, this, [this](const QModelIndex &index) { onExpansion(index, false); });
}

QModelIndex RankTableEditor::currentSourceIndex() const
{
    return m_filter->mapToSource(m_tree->currentIndex());
}

std::string RankTableEditor::currentPointer() const
{
    const QModelIndex source = currentSourceIndex();
    return source.isValid() ? m_model->pointerForIndex(source) : std::string();
}

// The server of the current server or device row; for a super-pod row, its last server.
std::optional<std::size_t> RankTableEditor::currentServer() const
{
    QModelIndex source = currentSourceIndex();
    const RankTableRowKind kind = m_model->kindOf(source);
    if (kind == RankTableRowKind::SuperPod || kind == RankTableRowKind::Unpodded) {
        const int servers = m_model->rowCount(source.siblingAtColumn(0));
        if (servers == 0)
            return std::nullopt;
        source = m_model->index(servers - 1, 0, source.siblingAtColumn(0));
    }
    return indexAfter(m_model->objectPointerForIndex(source), "server_list");
}

std::optional<std::size_t> RankTableEditor::currentRank() const
{
    return indexAfter(m_model->objectPointerForIndex(currentSourceIndex()), "rank_list");
}

void RankTableEditor::addServer()
{
    const bool ranks = m_document->version() == RankTableVersion::V2_0;
    const std::optional<std::size_t> model = ranks ? currentRank() : currentServer();
    const long at = model ? long(*model) : -1;
    if (!m_document->push(ranks ? RankTableEdits::addRank(m_document, at) : RankTableEdits::addServer(m_document, at)))
        return;
    const char *list = ranks ? "/rank_list" : "/server_list";
    const JsonValue *added = JsonPointer::resolve(m_document->json(), list);
    const std::size_t index = model ? *model + 1 : (added ? added->size() - 1 : 0);
    selectPointer(JsonPointer::append(list, index));
}

void RankTableEditor::addDevice()
{
    const std::optional<std::size_t> server = currentServer();
    if (!server || !m_document->push(RankTableEdits::addDevice(m_document, *server)))
        return;
    const std::string devices = JsonPointer::append(JsonPointer::append("/server_list", *server), "device");
    const JsonValue *list = JsonPointer::resolve(m_document->json(), devices);
    if (list && list->size() > 0)
        selectPointer(JsonPointer::append(devices, list->size() - 1));
}

void RankTableEditor::removeCurrent()
{
    const std::string object = m_model->objectPointerForIndex(currentSourceIndex());
    if (object.empty())
        return;
    m_document->push(RankTableEdits::remove(m_document, object));
}

void RankTableEditor::renumberRanks()
{
    m_document->push(RankTableEdits::renumberRanks(m_document));
}

QString RankTableEditor::renumberByTopology(const FabricTopology &topology)
{
    Parsed<RoutingPlan> plan = planRouting(m_document->json(), topology);
    if (!plan)
        return tr("Not renumbered: %1").arg(plan.error());
    if (plan->skipped)
        return tr("Not renumbered: %1").arg(plan->skipReason);
    const int before = plan->hopsBefore, after = plan->hopsAfter;
    QUndoCommand *command = RankTableEdits::renumberByTopology(m_document, std::move(plan.value().table), before, after);
    if (!command)
        return tr("Already route-affine: %1 leaf crossings in rank order over %2 leaf switches; nothing changed")
            .arg(before).arg(plan->leaves);
    m_document->push(command);
    return tr("Renumbered by topology: leaf crossings in rank order %1 → %2, over %3 leaf switches").arg(before).arg(after).arg(plan->leaves);
}

void RankTableEditor::convertToVersion10()
{
    m_document->push(RankTableEdits::convertToVersion10(m_document));
}

void RankTableEditor::selectPointer(const std::string &pointer)
{
    const QModelIndex source = m_model->indexForPointer(pointer);
    if (!source.isValid()) {
        // A member of the table itself (status, server_count, ...).
        m_tree->setCurrentIndex({});
        m_tree->clearSelection();
        m_fields->setObjectPointer(std::string());
        std::vector<std::string> tokens;
        if (JsonPointer::split(pointer, &tokens) && !tokens.empty())
            m_fields->selectMember(tokens.front());
        return;
    }
    if (!showSourceIndex(source))
        return;
    const std::string object = m_model->objectPointerForIndex(source);
    std::vector<std::string> tokens;
    if (pointer.size() > object.size() && pointer.starts_with(object + '/')
        && JsonPointer::split(std::string_view(pointer).substr(object.size()), &tokens) && !tokens.empty())
        m_fields->selectMember(tokens.front());
}

// Expands down to a source index, makes it current with its row selected
// and scrolls to it; false when even without a search it cannot be shown.
bool RankTableEditor::showSourceIndex(const QModelIndex &source)
{
    QModelIndex shown = m_filter->mapFromSource(source);
    if (!shown.isValid() && !m_filter->searchText().isEmpty()) {
        m_search->clear();
        setSearchText(QString());
        shown = m_filter->mapFromSource(source);
    }
    if (!shown.isValid())
        return false;
    for (QModelIndex up = shown.parent(); up.isValid(); up = up.parent())
        m_tree->expand(up);
    m_tree->selectionModel()->setCurrentIndex(shown, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_tree->scrollTo(shown, QAbstractItemView::PositionAtCenter);
    return true;
}

void RankTableEditor::setSearchText(const QString &text)
{
    m_searchDelay->stop();
    if (m_search->text() != text) {
        const QSignalBlocker quiet(m_search);
        m_search->setText(text);
    }
    m_filter->setSearchText(text);
    if (!m_filter->searchText().isEmpty() && m_filter->rowCount() <= kExpandMatchesLimit)
        m_tree->expandAll();
}

void RankTableEditor::applySearch()
{
    setSearchText(m_search->text());
}

void RankTableEditor::connectProblemsPanel(ProblemsPanel *panel)
{
    connect(m_document, &RankTableDocument::problemsChanged, panel,
            [this, panel] { panel->setProblems(m_document->problems()); });
    connect(panel, &ProblemsPanel::problemActivated, this, &RankTableEditor::selectPointer);
    panel->setProblems(m_document->problems());
}

void RankTableEditor::onCurrentChanged(const QModelIndex &current)
{
    if (!m_restoring)
        m_fields->setObjectPointer(m_model->objectPointerForIndex(m_filter->mapToSource(current)));
    updateActions();
}

void RankTableEditor::onExpansion(const QModelIndex &index, bool expanded)
{
    const std::string object = m_model->objectPointerForIndex(m_filter->mapToSource(index));
    // The "no super-pod" group has no pointer of its own; it is keyed by
    // its label so it stays open too.
    const std::string key = object.empty() ? std::string("#unpodded") : object;
    if (expanded)
        m_expanded.insert(key);
    else
        m_expanded.erase(key);
}

void RankTableEditor::rememberView()
{
    m_savedCurrent = currentPointer();
}

// After the rows were rebuilt: reopen what was open and return to the cell
// that was current (or, when it went away with a removal, its predecessor).
void RankTableEditor::restoreView()
{
    if (m_freshTable) {
        openFreshTable();
        updateActions();
        return;
    }
    m_restoring = true;
    const std::set<std::string> expanded = std::exchange(m_expanded, {});
    for (const std::string &object : expanded) {
        if (object == "#unpodded") {
            const int last = m_filter->rowCount() - 1;
            if (last >= 0 && m_model->kindOf(m_filter->mapToSource(m_filter->index(last, 0))) == RankTableRowKind::Unpodded)
                m_tree->expand(m_filter->index(last, 0));
            continue;
        }
        const QModelIndex source = m_model->indexForPointer(object);
        if (source.isValid() && m_model->objectPointerForIndex(source) == object)
            m_tree->expand(m_filter->mapFromSource(source));
    }
    m_restoring = false;
    std::string target = std::exchange(m_savedCurrent, {});
    while (!target.empty() && !m_model->indexForPointer(target).isValid())
        target = previousSibling(target);
    if (!target.empty())
        selectPointer(target);
    else
        m_fields->setObjectPointer(m_fields->objectPointer());
    updateActions();
}

void RankTableEditor::onDocumentReplaced()
{
    m_expanded.clear();
    m_savedCurrent.clear();
    m_search->clear();
    m_filter->setSearchText(QString());
    m_fields->setObjectPointer(std::string());
    m_freshTable = true;
}

// A newly loaded table opens its super-pods (and, when it is small, its
// servers too) and fits the columns to the rows on screen; after that the
// user's expansions and column widths stay.
void RankTableEditor::openFreshTable()
{
    m_freshTable = false;
    const int rows = m_filter->rowCount();
    const bool groups = rows > 0 && m_model->kindOf(m_filter->mapToSource(m_filter->index(0, 0))) == RankTableRowKind::SuperPod;
    if (groups || rows <= kExpandSmallTable) {
        for (int row = 0; row < rows; ++row)
            m_tree->expand(m_filter->index(row, 0));
    }
    // The first server opens too, so that a device row is in sight at once.
    if (groups)
        m_tree->expand(m_filter->index(0, 0, m_filter->index(0, 0)));
    for (int column = 0; column < m_filter->columnCount(); ++column)
        m_tree->resizeColumnToContents(column);
}

void RankTableEditor::updateActions()
{
    const JsonValue &json = m_document->json();
    const bool ranks = m_document->version() == RankTableVersion::V2_0;
    const JsonValue *list = json.isObject() ? json.find(ranks ? "rank_list" : "server_list") : nullptr;
    const bool hasRows = list && list->isArray() && list->size() > 0;
    m_addServer->setText(ranks ? tr("Add &Rank") : tr("Add &Server"));
    m_addServer->setEnabled(hasRows);
    m_renumber->setEnabled(hasRows);
    m_renumberByTopology->setEnabled(hasRows);
    // Shown only where it applies: a template-2 table, which the tree cannot show.
    const bool legacy = m_document->version() == RankTableVersion::Template2;
    m_convert->setVisible(legacy);
    m_convert->setEnabled(legacy);
    const std::optional<std::size_t> server = ranks ? std::nullopt : currentServer();
    const JsonValue *devices = server && hasRows && *server < list->size() && list->at(*server).isObject()
        ? list->at(*server).find("device") : nullptr;
    m_addDevice->setEnabled(devices && devices->isArray() && devices->size() > 0);
    const RankTableRowKind kind = m_model->kindOf(currentSourceIndex());
    m_remove->setEnabled(kind != RankTableRowKind::None && kind != RankTableRowKind::SuperPod
                         && kind != RankTableRowKind::Unpodded);
}

} // namespace ascendops
