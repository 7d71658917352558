#include "dialogs/commandpalette.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ascendops {

namespace {

// How many matches are listed: enough to choose among, few enough to read.
constexpr int kShown = 50;

const QStringList &kinds()
{
    static const QStringList names{QStringLiteral("node"), QStringLiteral("pod"), QStringLiteral("job"),
                                   QStringLiteral("incident"), QStringLiteral("ctx"), QStringLiteral("view")};
    return names;
}

// Every word of WORDS in TEXT, in order; case does not matter.
bool containsInOrder(const QString &text, const QStringList &words)
{
    qsizetype from = 0;
    for (const QString &word : words) {
        const qsizetype at = text.indexOf(word, from, Qt::CaseInsensitive);
        if (at < 0)
            return false;
        from = at + word.size();
    }
    return true;
}

QString kindText(const QString &kind)
{
    if (kind == QLatin1String("node"))
        return CommandPalette::tr("node");
    if (kind == QLatin1String("pod"))
        return CommandPalette::tr("pod");
    if (kind == QLatin1String("job"))
        return CommandPalette::tr("job");
    if (kind == QLatin1String("incident"))
        return CommandPalette::tr("incident");
    if (kind == QLatin1String("ctx"))
        return CommandPalette::tr("context");
    return CommandPalette::tr("view");
}

} // namespace

CommandPalette::CommandPalette(QWidget *parent)
    : QDialog(parent)
    , m_input(new QLineEdit(this))
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("commandPalette"));
    setWindowTitle(tr("Go To"));
    m_input->setObjectName(QStringLiteral("paletteInput"));
    m_input->setPlaceholderText(tr("Name of a node, pod, job, incident, context or view; \"ctx\", \"node\"... to narrow"));
    m_input->installEventFilter(this);
    m_list->setObjectName(QStringLiteral("paletteList"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_input);
    layout->addWidget(m_list, 1);
    resize(560, 360);
    connect(m_input, &QLineEdit::textChanged, this, &CommandPalette::refilter);
    connect(m_input, &QLineEdit::returnPressed, this, &CommandPalette::choose);
    connect(m_list, &QListWidget::itemActivated, this, &CommandPalette::choose);
}

void CommandPalette::setEntries(std::vector<PaletteEntry> entries)
{
    m_entries = std::move(entries);
    // Made once, not at each key: a fleet's Go To holds 40,000 names.
    m_haystacks.clear();
    m_haystacks.reserve(m_entries.size());
    for (const PaletteEntry &entry : m_entries)
        m_haystacks.push_back(entry.name + QLatin1Char(' ') + entry.detail);
    refilter();
}

std::vector<const PaletteEntry *> CommandPalette::matches(const QString &query) const
{
    QStringList words = query.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString kind;
    if (!words.isEmpty()) {
        QString first = words.first();
        if (first.startsWith(QLatin1Char(':')))
            first.remove(0, 1);
        if (kinds().contains(first, Qt::CaseInsensitive)) {
            kind = first.toLower();
            words.removeFirst();
        }
    }
    // Best first: the name starts with the query, then contains it in
    // order, then only the detail does.
    std::vector<std::pair<int, const PaletteEntry *>> ranked;
    const QString typed = words.join(QLatin1Char(' '));
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const PaletteEntry &entry = m_entries[i];
        if (!kind.isEmpty() && entry.kind != kind)
            continue;
        int rank = 3;
        if (words.isEmpty() || entry.name.startsWith(typed, Qt::CaseInsensitive))
            rank = 0;
        else if (containsInOrder(entry.name, words))
            rank = 1;
        else if (containsInOrder(m_haystacks[i], words))
            rank = 2;
        if (rank < 3)
            ranked.emplace_back(rank, &entry);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<const PaletteEntry *> found;
    for (const auto &[rank, entry] : ranked)
        found.push_back(entry);
    return found;
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp || key == Qt::Key_PageDown) {
            QCoreApplication::sendEvent(m_list, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void CommandPalette::refilter()
{
    m_shown = matches(m_input->text());
    m_list->clear();
    for (std::size_t i = 0; i < m_shown.size() && i < std::size_t(kShown); ++i) {
        const PaletteEntry &entry = *m_shown[i];
        m_list->addItem(entry.detail.isEmpty() ? tr("%1  (%2)").arg(entry.name, kindText(entry.kind))
                                               : tr("%1  (%2: %3)").arg(entry.name, kindText(entry.kind), entry.detail));
    }
    if (m_shown.size() > std::size_t(kShown))
        m_list->addItem(tr("… and %1 more: type more of the name").arg(m_shown.size() - std::size_t(kShown)));
    m_list->setCurrentRow(m_list->count() > 0 ? 0 : -1);
}

void CommandPalette::choose()
{
    const int row = m_list->currentRow();
    if (row < 0 || std::size_t(row) >= m_shown.size() || row >= kShown)
        return;
    const PaletteEntry entry = *m_shown[std::size_t(row)];
    accept();
    emit entryChosen(entry.kind, entry.name);
}

} // namespace ascendops
