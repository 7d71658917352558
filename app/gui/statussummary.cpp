#include "statussummary.h"

#include <QDir>
#include <QLabel>
#include <QStatusBar>

namespace ascendops {

namespace {

QLabel *addLabel(QStatusBar *bar, const char *objectName)
{
    auto *label = new QLabel(bar);
    label->setObjectName(QLatin1String(objectName));
    label->setContentsMargins(6, 0, 6, 0);
    bar->addPermanentWidget(label);
    return label;
}

} // namespace

StatusSummary::StatusSummary(QStatusBar *bar)
    : QObject(bar),
      m_file(addLabel(bar, "statusFile")),
      m_version(addLabel(bar, "statusVersion")),
      m_problems(addLabel(bar, "statusProblems")),
      m_modified(addLabel(bar, "statusModified"))
{
    // Long paths give way to transient messages rather than widen the window.
    m_file->setMaximumWidth(480);
    clear();
}

void StatusSummary::setFile(const QString &path, const QString &name)
{
    const QString shown = path.isEmpty() ? name : QDir::toNativeSeparators(path);
    const QString elided = m_file->fontMetrics().elidedText(shown, Qt::ElideMiddle, m_file->maximumWidth() - 12);
    m_file->setText(elided);
    m_file->setToolTip(shown);
}

void StatusSummary::setVersion(const QString &version)
{
    m_version->setText(version.isEmpty() ? QString() : tr("Rank table %1").arg(version));
    m_version->setVisible(!version.isEmpty());
}

void StatusSummary::setProblems(const Problems &problems)
{
    int errors = 0;
    int warnings = 0;
    for (const Problem &problem : problems) {
        errors += problem.severity == Problem::Severity::Error;
        warnings += problem.severity == Problem::Severity::Warning;
    }
    // Counts after a label rather than plural nouns: reads the same in every
    // language and needs no plural forms.
    m_problems->setText(errors + warnings == 0 ? tr("No problems")
                                               : tr("Errors: %1, warnings: %2").arg(errors).arg(warnings));
    m_problems->setStyleSheet(errors > 0 ? QStringLiteral("color: #c0392b; font-weight: bold;") : QString());
    m_problems->setVisible(true);
}

void StatusSummary::setModified(bool modified)
{
    m_modified->setText(modified ? tr("Modified") : QString());
}

void StatusSummary::clear()
{
    m_file->setText(tr("No rank table open"));
    m_file->setToolTip({});
    m_version->hide();
    m_problems->hide();
    m_modified->clear();
}

} // namespace ascendops
