#pragma once
// A file or directory of a node as a read over SSH found it: its bytes (at
// most NodeFile::kMaxBytes), mode and owner, or why it could not be read.
#include <QByteArray>
#include <QString>

namespace ascendops {

struct NodeFile
{
    static constexpr qsizetype kMaxBytes = 1 << 20;

    bool exists = false;
    bool directory = false;
    QByteArray text;        // a file's first kMaxBytes
    bool cut = false;       // the file is longer than what was read
    QString mode;           // "777", octal as stat prints it
    QString owner;          // "9000:9000", numeric uid:gid
    QString error;          // why it could not be read ("" when it was)
};

} // namespace ascendops
