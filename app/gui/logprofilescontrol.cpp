#include "logprofilescontrol.h"

#include "clustersession.h"
#include "dialogs/logprofilesdialog.h"
#include "pipelinesession.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QStandardPaths>

namespace ascendops {
namespace {

constexpr int kMessageMs = 15000;

// The file's text; "" when there is none. *ERROR: why it could not be read.
QByteArray readSaved(QString *error)
{
    QFile file(savedLogProfilesPath());
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(file.fileName(), file.errorString());
        return {};
    }
    return file.readAll();
}

} // namespace

QString savedLogProfilesPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)).filePath(QStringLiteral("log-profiles.json"));
}

std::vector<TrainingLogProfile> loadSavedLogProfiles(QStringList *problems)
{
    QString error;
    const QByteArray text = readSaved(&error);
    if (!error.isEmpty()) {
        *problems << error;
        return {};
    }
    if (text.trimmed().isEmpty())
        return {};
    Parsed<std::vector<TrainingLogProfile>> read = readTrainingLogProfiles(std::string_view(text.constData(), text.size()));
    for (const Problem &problem : read.problems())
        *problems << QStringLiteral("%1 %2").arg(savedLogProfilesPath(), problem.toString());
    return read.ok() ? read.take() : std::vector<TrainingLogProfile>{};
}

LogProfilesControl::LogProfilesControl(ClusterSession *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_action(new QAction(tr("Training &Log Profiles…"), this))
{
    m_action->setObjectName(QStringLiteral("logProfilesAction"));
    m_action->setStatusTip(tr("How the console reads training progress from job logs: the built-in profiles and your own"));
    connect(m_action, &QAction::triggered, this, &LogProfilesControl::open);
}

void LogProfilesControl::reportSavedProblems()
{
    QStringList problems;
    loadSavedLogProfiles(&problems);
    if (!problems.isEmpty())
        emit message(tr("Training log profiles: %1 (Cluster ▸ Training Log Profiles… shows all %n problem(s))", nullptr,
                        int(problems.size())).arg(problems.first()),
                     kMessageMs);
}

LogProfilesDialog *LogProfilesControl::open()
{
    auto *dialog = new LogProfilesDialog(m_window);
    dialog->setObjectName(QStringLiteral("logProfilesDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QString error;
    const QByteArray text = readSaved(&error);
    dialog->setText(QString::fromUtf8(text), QDir::toNativeSeparators(savedLogProfilesPath()));
    if (!error.isEmpty())
        emit message(error, kMessageMs);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { save(*dialog); });
    dialog->open();
    return dialog;
}

// Written whole or not at all; the pipeline of the connected cluster reads
// its jobs' logs again with what was saved.
void LogProfilesControl::save(const LogProfilesDialog &dialog)
{
    const QString path = savedLogProfilesPath();
    QString unread;
    if (readSaved(&unread) == dialog.text().toUtf8() && unread.isEmpty())
        return;   // nothing changed: the logs are not read again
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(dialog.text().toUtf8()) < 0 || !file.commit()) {
        QMessageBox::warning(m_window, tr("Training Log Profiles"),
                             tr("%1 could not be written: %2. Nothing was changed.").arg(path, file.errorString()));
        return;
    }
    if (PipelineSession *pipeline = m_session->pipeline(); pipeline && pipeline->isStarted()) {
        pipeline->pipeline().progress().setAddedProfiles(dialog.profiles());
        emit message(tr("Saved %1; the jobs' logs are read again with %n added profile(s).", nullptr,
                        int(dialog.profiles().size())).arg(QDir::toNativeSeparators(path)),
                     kMessageMs);
        return;
    }
    emit message(tr("Saved %1; read when the console connects to a cluster.").arg(QDir::toNativeSeparators(path)), kMessageMs);
}

} // namespace ascendops
