// The device plugin's alarm Event message.
#include "formats/devicefaultevent.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const QString message = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    if (isDeviceFaultAlarm(message))
        (void)parseDeviceFaultEvent(message);
    return 0;
}
