#include "objectinspector.h"

#include "clustermodel/objectdescription.h"
#include "look/colors.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ascendops {
namespace {

QPlainTextEdit *textPage(QWidget *parent)
{
    auto *text = new QPlainTextEdit(parent);
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return text;
}

} // namespace

ObjectInspector::ObjectInspector(const QString &title, bool logs, QWidget *parent)
    : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("objectInspector"));
    setWindowTitle(title);
    setAttribute(Qt::WA_DeleteOnClose);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, look::failed());
    m_problem->setPalette(warning);
    m_problem->hide();
    auto *refresh = new QPushButton(tr("&Refresh"), this);
    connect(refresh, &QPushButton::clicked, this, &ObjectInspector::refreshRequested);
    auto *copy = new QPushButton(tr("&Copy YAML"), this);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(yamlText()); });
    m_tabs = new QTabWidget(this);
    m_description = textPage(this);
    m_description->setPlainText(tr("Reading…"));
    m_yaml = textPage(this);
    m_events = new QTreeWidget(this);
    m_events->setRootIsDecorated(false);
    m_events->setHeaderLabels({tr("Age"), tr("Type"), tr("Reason"), tr("From"), tr("Message")});
    m_events->header()->setStretchLastSection(true);
    m_tabs->addTab(m_description, tr("Describe"));
    m_tabs->addTab(m_yaml, tr("YAML"));
    m_tabs->addTab(m_events, tr("Events"));
    if (logs) {
        m_tabs->addTab(logPage(), tr("Log"));
        connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
            if (m_tabs->widget(index) == m_log->parentWidget())
                emit logWanted();
        });
    }
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_problem, 1);
    buttons->addStretch();
    buttons->addWidget(copy);
    buttons->addWidget(refresh);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(buttons);
    resize(900, 640);
}

QWidget *ObjectInspector::logPage()
{
    auto *page = new QWidget(this);
    m_containers = new QComboBox(page);
    m_containers->setObjectName(QStringLiteral("logContainer"));
    connect(m_containers, &QComboBox::textActivated, this, &ObjectInspector::containerChosen);
    m_logStatus = new QLabel(page);
    m_logStatus->setWordWrap(true);
    m_log = textPage(page);
    m_log->setMaximumBlockCount(kLogLinesKept);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Container:"), page));
    top->addWidget(m_containers);
    top->addWidget(m_logStatus, 1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_log, 1);
    return page;
}

void ObjectInspector::showObject(const QString &description, const QByteArray &yaml)
{
    // Keep the reader's place across a refresh.
    const int descriptionAt = m_description->verticalScrollBar()->value(), yamlAt = m_yaml->verticalScrollBar()->value();
    m_description->setPlainText(description);
    m_yaml->setPlainText(QString::fromUtf8(yaml));
    m_description->verticalScrollBar()->setValue(descriptionAt);
    m_yaml->verticalScrollBar()->setValue(yamlAt);
}

void ObjectInspector::showEvents(const std::vector<clustermodel::JobEvent> *read, qint64 nowMs, const QString &notRead)
{
    m_events->clear();
    if (!read) {
        new QTreeWidgetItem(m_events, {QString(), QString(), tr("Not read: %1").arg(notRead)});
        m_tabs->setTabText(2, tr("Events"));
        return;
    }
    const std::vector<clustermodel::JobEvent> &events = *read;
    for (auto it = events.rbegin(); it != events.rend(); ++it) {   // newest first, as a list to scan
        QString age = it->timeMs ? clustermodel::ageText(nowMs - it->timeMs) : QStringLiteral("?");
        if (it->count > 1)
            age += QStringLiteral(" (x%1)").arg(it->count);
        auto *row = new QTreeWidgetItem(m_events, {age, it->type, it->reason, it->reporter, it->message});
        row->setToolTip(4, it->message);
        if (it->type == QLatin1String("Warning"))
            for (int column = 0; column < row->columnCount(); ++column)
                row->setForeground(column, look::attention());
    }
    if (events.empty())
        new QTreeWidgetItem(m_events, {QString(), QString(), tr("No Events about it (the API server keeps them an hour by default)")});
    for (int column = 0; column < 4; ++column)
        m_events->resizeColumnToContents(column);
    m_tabs->setTabText(2, events.empty() ? tr("Events") : tr("Events (%1)").arg(events.size()));
}

void ObjectInspector::showProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

void ObjectInspector::setContainers(const QStringList &containers, const QString &chosen)
{
    if (!m_containers)
        return;
    m_containers->clear();
    m_containers->addItems(containers);
    m_containers->setCurrentText(chosen);
}

void ObjectInspector::appendLog(const QString &lines)
{
    if (!m_log)
        return;
    // Follow the end only while the reader is at it.
    QScrollBar *bar = m_log->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum() - 2;
    QString text = lines;
    if (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    m_log->appendPlainText(text);
    if (atEnd)
        bar->setValue(bar->maximum());
}

void ObjectInspector::clearLog()
{
    if (m_log)
        m_log->clear();
}

void ObjectInspector::setLogStatus(const QString &status)
{
    if (m_logStatus)
        m_logStatus->setText(status);
}

QString ObjectInspector::descriptionText() const { return m_description->toPlainText(); }
QString ObjectInspector::yamlText() const { return m_yaml->toPlainText(); }
QString ObjectInspector::logText() const { return m_log ? m_log->toPlainText() : QString(); }
QString ObjectInspector::logStatus() const { return m_logStatus ? m_logStatus->text() : QString(); }
QString ObjectInspector::problemText() const { return m_problem->isVisible() ? m_problem->text() : QString(); }
QString ObjectInspector::chosenContainer() const { return m_containers ? m_containers->currentText() : QString(); }
int ObjectInspector::eventRows() const { return m_events->topLevelItemCount(); }

QString ObjectInspector::eventRowText(int row) const
{
    const QTreeWidgetItem *item = m_events->topLevelItem(row);
    if (!item)
        return {};
    QStringList cells;
    for (int column = 0; column < item->columnCount(); ++column)
        cells << item->text(column);
    return cells.join(QLatin1Char(' '));
}

} // namespace ascendops
