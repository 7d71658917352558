#pragma once
// CRC-32C (Castagnoli), the checksum of every journal record.
//
// Why this one: qChecksum is CRC-16, which lets one damaged record in 65,536
// through; a cryptographic hash buys nothing here, since the checksum guards
// against torn writes and bit rot, not against someone who can rewrite the
// file (they could recompute any checksum). CRC-32C is what ext4, iSCSI and
// many write-ahead logs use for the same job, and a table of 256 entries is
// all it takes, so the backend needs no zlib headers for it.
#include <QByteArrayView>

#include <cstdint>

namespace ascendops::journal {

std::uint32_t crc32c(QByteArrayView bytes);

} // namespace ascendops::journal
