// Journal segment lines ("<crc32c> <length> <JSON record>"): the bytes as they are, then each line framed with its right checksum and length so that the record reader sees it; each record read is encoded and read again.
#include "journal/crc32c.h"
#include "journal/journalsegment.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops::journal;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    (void)scanSegment(bytes);

    QByteArray framed;
    for (const QByteArray &line : bytes.split('\n')) {
        framed += QByteArray::number(crc32c(line), 16).rightJustified(8, '0');
        framed += ' ';
        framed += QByteArray::number(line.size());
        framed += ' ';
        framed += line;
        framed += '\n';
    }
    const SegmentScan scan = scanSegment(framed);
    for (const JournalRecord &record : scan.records) {
        (void)formatRecordTime(record.timeMs);
        (void)recordKindName(record.kind);
        (void)scanSegment(encodeRecordLine(record));
    }
    return 0;
}
