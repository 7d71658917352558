#include "journal/journalsegment.h"

#include "journal/crc32c.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include <algorithm>

namespace ascendops::journal {

namespace {

constexpr qsizetype kChecksumDigits = 8;
constexpr qsizetype kMaxLengthDigits = 10;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isLowerHex(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'f');
}

struct Framed
{
    QByteArrayView payload;
    QString error;          // empty when length and checksum are right
};

Framed damaged(const QString &why)
{
    return {{}, why};
}

Framed malformedHeader()
{
    return damaged(QCoreApplication::translate("JournalSegment", "malformed record header"));
}

bool allOf(QByteArrayView bytes, bool (*test)(char))
{
    return std::all_of(bytes.begin(), bytes.end(), test);
}

// Checks a line (without its newline) against its own header.
Framed unframe(QByteArrayView line)
{
    const qsizetype lengthStart = kChecksumDigits + 1;
    if (line.size() <= lengthStart || line[kChecksumDigits] != ' ' || !allOf(line.first(kChecksumDigits), isLowerHex))
        return malformedHeader();
    const qsizetype lengthEnd = line.indexOf(' ', lengthStart);
    if (lengthEnd <= lengthStart || lengthEnd - lengthStart > kMaxLengthDigits)
        return malformedHeader();
    const QByteArrayView lengthDigits = line.sliced(lengthStart, lengthEnd - lengthStart);
    if (!allOf(lengthDigits, isDigit))
        return malformedHeader();
    const qint64 length = lengthDigits.toLongLong();
    const QByteArrayView payload = line.sliced(lengthEnd + 1);
    if (length != payload.size())
        return damaged(QCoreApplication::translate("JournalSegment", "length mismatch: the header says %1 bytes, the record has %2")
                           .arg(length).arg(payload.size()));
    if (crc32c(payload) != line.first(kChecksumDigits).toUInt(nullptr, 16))
        return damaged(QCoreApplication::translate("JournalSegment", "checksum mismatch"));
    return {payload, {}};
}

std::optional<JournalRecord> decode(QByteArrayView payload, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(payload.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *error = QCoreApplication::translate("JournalSegment", "not a JSON object: %1").arg(parseError.errorString());
        return std::nullopt;
    }
    return recordFromJson(document.object(), error);
}

} // namespace

QByteArray encodeRecordLine(const JournalRecord &record)
{
    // Compact JSON escapes every newline inside strings, so the payload never
    // contains the byte that ends a line.
    const QByteArray payload = QJsonDocument(toJson(record)).toJson(QJsonDocument::Compact);
    QByteArray line = QByteArray::number(crc32c(payload), 16).rightJustified(kChecksumDigits, '0');
    line += ' ';
    line += QByteArray::number(payload.size());
    line += ' ';
    line += payload;
    line += '\n';
    return line;
}

SegmentScan scanSegment(QByteArrayView bytes)
{
    SegmentScan scan;
    qsizetype start = 0;
    while (start < bytes.size()) {
        const qsizetype newline = bytes.indexOf('\n', start);
        if (newline < 0) {
            scan.damage.push_back({start, QCoreApplication::translate("JournalSegment", "incomplete record: no end of line")});
            break;
        }
        const Framed framed = unframe(bytes.sliced(start, newline - start));
        if (!framed.error.isEmpty()) {
            scan.damage.push_back({start, framed.error});
        } else {
            scan.intactEnd = newline + 1;
            QString error;
            if (std::optional<JournalRecord> record = decode(framed.payload, &error))
                scan.records.push_back(std::move(*record));
            else
                scan.damage.push_back({start, error});
        }
        start = newline + 1;
    }
    return scan;
}

QString segmentFileName(qint64 number)
{
    return QStringLiteral("journal-%1.log").arg(number, 6, 10, QLatin1Char('0'));
}

std::optional<qint64> segmentNumber(const QString &fileName)
{
    static const QRegularExpression pattern(QStringLiteral("^journal-([0-9]{6,18})\\.log$"));
    const QRegularExpressionMatch match = pattern.match(fileName);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toLongLong();
}

} // namespace ascendops::journal
