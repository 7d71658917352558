#pragma once
// The line format of journal segments (see journal.h for the whole layout):
// turning a record into its line, and a segment's bytes back into records,
// telling intact lines from damaged ones by where they start.
#include "journal/journalrecord.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>
#include <vector>

namespace ascendops::journal {

// "<crc32c, 8 hex digits> <payload length> <compact JSON payload>\n"
QByteArray encodeRecordLine(const JournalRecord &record);

struct SegmentDamage
{
    qint64 offset = 0;      // where the damaged line starts
    QString message;        // what is wrong with it
};

struct SegmentScan
{
    std::vector<JournalRecord> records;     // every intact record, in order
    std::vector<SegmentDamage> damage;      // every line that is not, in order
    // Just past the last line whose length and checksum are right, even if its
    // JSON is not a record this version understands: a writer may cut the file
    // back to here without losing anything it wrote completely.
    qint64 intactEnd = 0;
};

SegmentScan scanSegment(QByteArrayView bytes);

// "journal-000001.log"; numbers grow by one per segment, from 1.
QString segmentFileName(qint64 number);
// The number in a segment's file name; nothing for any other file.
std::optional<qint64> segmentNumber(const QString &fileName);

} // namespace ascendops::journal
