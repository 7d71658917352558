#include "journal/journal.h"

#include "journal/journalsegment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QLoggingCategory>

#include <algorithm>
#include <cerrno>
#include <iterator>

// Plain POSIX descriptors rather than QFile or QSaveFile: QSaveFile replaces
// a whole file through a temporary and a rename, which is wrong for a log that
// only ever grows, and QFile offers no fdatasync and buffers on its own. Here
// each record is one write() on an O_APPEND descriptor, followed by
// fdatasync() when the caller needs it durable.
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace ascendops::journal {

namespace {

Q_LOGGING_CATEGORY(lcJournal, "ascendops.pipeline.journal", QtInfoMsg)

const QString kLockFileName = QStringLiteral("journal.lock");


bool fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

QString errnoText()
{
    return qt_error_string(errno);
}

QByteArray nativePath(const QString &path)
{
    return QFile::encodeName(path);
}

bool writeAll(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t written = ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0) {
            if (written == 0)
                errno = EIO;
            return false;
        }
        done += written;
    }
    return true;
}

// A new file is only durable once the directory entry naming it is.
bool syncDirectory(const QString &dir)
{
    const int fd = ::open(nativePath(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool synced = ::fsync(fd) == 0;
    const int savedErrno = errno;
    ::close(fd);
    errno = savedErrno;
    return synced;
}

// Segment numbers present in a directory, lowest first.
std::vector<qint64> segmentNumbers(const QDir &dir)
{
    std::vector<qint64> numbers;
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden | QDir::System))
        if (const std::optional<qint64> number = segmentNumber(name))
            numbers.push_back(*number);
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

bool readWholeFile(const QString &path, QByteArray *bytes, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(error, QCoreApplication::translate("Journal", "%1: cannot read: %2").arg(path, file.errorString()));
    *bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return fail(error, QCoreApplication::translate("Journal", "%1: cannot read: %2").arg(path, file.errorString()));
    return true;
}

// Retention may drop the oldest segments, but never one between two others.
QString missingSegments(const QString &nextPath, qint64 first, qint64 last)
{
    if (first == last)
        return QCoreApplication::translate("Journal", "%1: segment %2 before it is missing: records may be lost")
            .arg(nextPath, segmentFileName(first));
    return QCoreApplication::translate("Journal", "%1: segments %2 to %3 before it are missing: records may be lost")
        .arg(nextPath, segmentFileName(first), segmentFileName(last));
}

// Sorts one segment's damage into problems and, for the newest segment, the
// torn tail: whatever follows its last intact line.
void collectDamage(const QString &path, const SegmentScan &scan, qint64 size, bool newest, JournalReadResult *result)
{
    for (const SegmentDamage &damage : scan.damage) {
        if (newest && damage.offset >= scan.intactEnd)
            break;
        result->problems << QStringLiteral("%1:%2: %3").arg(path, QString::number(damage.offset), damage.message);
    }
    if (newest && size > scan.intactEnd) {
        result->tornTail = true;
        result->tornTailLocation = QStringLiteral("%1:%2").arg(path, QString::number(scan.intactEnd));
        result->tornTailBytes = size - scan.intactEnd;
    }
}

} // namespace

Journal::~Journal()
{
    close();
}

QString Journal::segmentPath(qint64 number) const
{
    return QDir(m_dir).filePath(segmentFileName(number));
}

bool Journal::open(const QString &dir, QString *error)
{
    close();
    if (dir.isEmpty() || !QDir().mkpath(dir))
        return fail(error, QCoreApplication::translate("Journal", "%1: cannot create the journal directory").arg(dir));
    m_dir = dir;
    if (!lockDirectory(error) || !openNewestSegment(error)) {
        close();
        return false;
    }
    return true;
}

void Journal::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    if (m_lockFd >= 0)
        ::close(m_lockFd);   // releases the flock
    m_fd = -1;
    m_lockFd = -1;
    m_segment = 0;
    m_size = 0;
    m_closedBytes = 0;
    m_dir.clear();
}

bool Journal::lockDirectory(QString *error)
{
    const QString path = QDir(m_dir).filePath(kLockFileName);
    m_lockFd = ::open(nativePath(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0640);
    if (m_lockFd < 0)
        return fail(error, QCoreApplication::translate("Journal", "%1: cannot open: %2").arg(path, errnoText()));
    if (::flock(m_lockFd, LOCK_EX | LOCK_NB) == 0)
        return true;
    if (errno == EWOULDBLOCK)
        return fail(error, QCoreApplication::translate("Journal", "%1: another writer has this journal open").arg(m_dir));
    return fail(error, QCoreApplication::translate("Journal", "%1: cannot lock: %2").arg(path, errnoText()));
}

bool Journal::openNewestSegment(QString *error)
{
    const std::vector<qint64> numbers = segmentNumbers(QDir(m_dir));
    if (numbers.empty())
        return startSegment(1, error);
    const qint64 number = numbers.back();
    const QString path = segmentPath(number);
    m_closedBytes = 0;
    for (const qint64 closed : numbers)
        if (closed != number)
            m_closedBytes += QFileInfo(segmentPath(closed)).size();
    QByteArray bytes;
    if (!readWholeFile(path, &bytes, error))
        return false;
    const qint64 intactEnd = scanSegment(bytes).intactEnd;
    m_fd = ::open(nativePath(path).constData(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (m_fd < 0)
        return fail(error, QCoreApplication::translate("Journal", "%1: cannot open for writing: %2").arg(path, errnoText()));
    m_segment = number;
    m_size = intactEnd;
    if (bytes.size() == intactEnd)
        return true;
    // A torn tail: no append ever returned for these bytes, and a record
    // written after them would be read as part of the damage.
    if (::ftruncate(m_fd, intactEnd) != 0 || ::fdatasync(m_fd) != 0)
        return fail(error, QCoreApplication::translate("Journal", "%1: cannot cut off the torn tail at byte %2: %3")
                               .arg(path, QString::number(intactEnd), errnoText()));
    qCWarning(lcJournal, "%s:%lld: cut off a torn tail of %lld bytes left by an interrupted write",
              qPrintable(path), static_cast<long long>(intactEnd), static_cast<long long>(bytes.size() - intactEnd));
    return true;
}

bool Journal::startSegment(qint64 number, QString *error)
{
    const QString path = segmentPath(number);
    const int fd = ::open(nativePath(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0640);
    if (fd < 0)
        return fail(error, QCoreApplication::translate("Journal", "%1: cannot create: %2").arg(path, errnoText()));
    if (!syncDirectory(m_dir)) {
        const QString why = QCoreApplication::translate("Journal", "%1: cannot sync the directory: %2").arg(m_dir, errnoText());
        ::close(fd);
        return fail(error, why);
    }
    m_fd = fd;
    m_segment = number;
    m_size = 0;
    return true;
}

bool Journal::rotate(QString *error)
{
    // The closed segment is synced first, so that a later synced record in the
    // next one never outlives unsynced records before it.
    if (::fdatasync(m_fd) != 0) {
        const QString why = QCoreApplication::translate("Journal", "%1: cannot sync: %2").arg(segmentPath(m_segment), errnoText());
        close();
        return fail(error, why);
    }
    ::close(m_fd);
    m_fd = -1;
    m_closedBytes += m_size;
    if (!startSegment(m_segment + 1, error)) {
        close();
        return false;
    }
    return true;
}

bool Journal::undoPartialAppend(const QString &why, QString *error)
{
    if (::ftruncate(m_fd, m_size) == 0)
        return fail(error, why);
    const QString also = errnoText();
    close();
    return fail(error, QCoreApplication::translate("Journal", "%1; cutting the partial record off failed too (%2), so the journal was closed: "
                          "opening it again cuts it off").arg(why, also));
}

bool Journal::append(const JournalRecord &record, bool sync, QString *error)
{
    if (!isOpen())
        return fail(error, QCoreApplication::translate("Journal", "the journal is not open"));
    const QByteArray line = encodeRecordLine(record);
    if (m_size > 0 && m_size + line.size() > m_segmentLimit && !rotate(error))
        return false;
    if (!writeAll(m_fd, line))
        return undoPartialAppend(QCoreApplication::translate("Journal", "%1: cannot write: %2")
                                     .arg(segmentPath(m_segment), errnoText()), error);
    if (sync && ::fdatasync(m_fd) != 0) {
        // After a failed fdatasync the kernel may have dropped the dirty pages
        // and would report the next sync as good: nothing since the last good
        // sync can be trusted, so the journal stops until it is opened again.
        const QString why = QCoreApplication::translate("Journal", "%1: cannot sync: %2").arg(segmentPath(m_segment), errnoText());
        if (::ftruncate(m_fd, m_size) != 0)
            qCWarning(lcJournal, "%s: cannot remove the record whose sync failed", qPrintable(segmentPath(m_segment)));
        close();
        return fail(error, QCoreApplication::translate("Journal", "%1 (the journal was closed; open it again)").arg(why));
    }
    m_size += line.size();
    return true;
}

JournalReadResult Journal::read(const QString &dir)
{
    JournalReadResult result;
    const QDir directory(dir);
    if (dir.isEmpty() || !directory.exists()) {
        result.ioErrors << QCoreApplication::translate("Journal", "%1: no such directory").arg(dir);
        return result;
    }
    const std::vector<qint64> numbers = segmentNumbers(directory);
    result.segments = int(numbers.size());
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const QString path = directory.filePath(segmentFileName(numbers[i]));
        if (i > 0 && numbers[i] != numbers[i - 1] + 1)
            result.problems << missingSegments(path, numbers[i - 1] + 1, numbers[i] - 1);
        QByteArray bytes;
        QString error;
        if (!readWholeFile(path, &bytes, &error)) {
            result.ioErrors << error;
            continue;
        }
        SegmentScan scan = scanSegment(bytes);
        collectDamage(path, scan, bytes.size(), i + 1 == numbers.size(), &result);
        std::move(scan.records.begin(), scan.records.end(), std::back_inserter(result.records));
    }
    return result;
}

} // namespace ascendops::journal
