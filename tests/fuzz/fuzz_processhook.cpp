// ClusterD's process-recovery hook as a PodGroup's annotations carry it.
#include "formats/processrecoverhook.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    (void)parseFaultRanks(QString::fromUtf8(text.data(), qsizetype(text.size())));
    const nlohmann::json annotations = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (const Parsed<ProcessHook> hook = readProcessHook(annotations))
        (void)hook->waiting();
    return 0;
}
