// The rank-table JSON reader, in place and copied, and the writer on what it read.
#include "formats/jsonreader.h"
#include "formats/jsonwriter.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const std::string text(reinterpret_cast<const char *>(data), size);
    const Parsed<JsonValue> copied = parseJson(text);
    const Parsed<JsonValue> inPlace = parseJsonInPlace(std::string(text));
    if (copied.ok() != inPlace.ok())
        __builtin_trap();   // the two ways must agree
    if (copied)
        (void)writeJson(copied.value());
    return 0;
}
