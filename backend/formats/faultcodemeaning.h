#pragma once
// What a fault code means, in words, with what to do about it, for the codes
// MindCluster's public material describes (its scheduling and fault-
// diagnosis documents, and the names ClusterD gives codes it treats
// specially; faultcodemeaning.cpp names the source of each). The full
// definitions are Huawei's per-product "Health Management Fault Definition"
// documents, which are not public text: a code not here has its handling
// level only (faultcodetable.h), and the views say where to look.
#include <QString>

#include <optional>
#include <string_view>

namespace ascendops {

struct FaultCodeMeaning
{
    QString what;     // "on-chip memory (HBM) multi-bit ECC error"
    QString advice;   // "stress-test the chip's HBM"; "" when the source gives none
};

// Translated (context "ascendops::words"); nothing for a code not described.
std::optional<FaultCodeMeaning> faultCodeMeaning(std::string_view code);

// Where the full definitions are, for a code without a meaning here.
QString faultCodeReference();

} // namespace ascendops
