#include "ranktablesession.h"

#include <QFileInfo>

namespace ascendops {

RankTableSession::RankTableSession(QObject *parent)
    : QObject(parent)
{
    connect(&m_watch, &FileWatch::touched, this, &RankTableSession::diskTouched);
}

QString RankTableSession::displayName() const
{
    return isUntitled() ? tr("untitled") : QFileInfo(m_path).fileName();
}

RankTableLoad RankTableSession::open(const QString &path)
{
    RankTableLoad load = RankTableFile::load(path);
    if (load.ok) {
        m_open = true;
        attach(path, load.fingerprint);
    }
    return load;
}

void RankTableSession::openUntitled()
{
    m_open = true;
    attach({}, {});
}

void RankTableSession::close()
{
    m_open = false;
    attach({}, {});
}

RankTableSave RankTableSession::save(const QString &path, const JsonValue &document,
                                     RankTableFile::Overwrite overwrite)
{
    const FileFingerprint expected = isCurrentPath(path) ? m_base : FileFingerprint{};
    RankTableSave result = RankTableFile::save(path, document, expected, overwrite);
    if (result.ok())
        attach(path, result.fingerprint);
    return result;
}

RankTableSession::DiskState RankTableSession::diskState() const
{
    if (!m_open || isUntitled())
        return DiskState::Same;
    if (!QFileInfo::exists(m_path))
        return DiskState::Gone;
    return RankTableFile::changedOnDisk(m_path, m_lastSeen) ? DiskState::Changed : DiskState::Same;
}

void RankTableSession::acknowledgeDisk()
{
    if (!isUntitled())
        m_lastSeen = RankTableFile::fingerprintOnDisk(m_path);
}

void RankTableSession::attach(const QString &path, const FileFingerprint &fingerprint)
{
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_base = fingerprint;
    m_lastSeen = fingerprint;
    m_watch.watch(m_path);
}

bool RankTableSession::isCurrentPath(const QString &path) const
{
    return !m_path.isEmpty() && QFileInfo(path).absoluteFilePath() == m_path;
}

} // namespace ascendops
