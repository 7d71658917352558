// A start script read as shell and as Python, with an environment to expand
// from: every fact and problem is read back.
#include "formats/startscript.h"

#include <QByteArrayView>
#include <QHash>
#include <QString>

#include <cstdint>

namespace {

void describe(const ascendops::StartScriptFacts &facts)
{
    for (const auto &exported : facts.exports)
        (void)facts.exportOf(exported.name);
    for (const auto &launch : facts.launches)
        (void)facts.place(launch.line);
    for (const auto &problem : facts.problems)
        (void)problem.toString();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const QByteArrayView text(reinterpret_cast<const char *>(data), qsizetype(size));
    const QHash<QString, QString> environment{{QStringLiteral("ROOT_PATH"), QStringLiteral("/job/code")},
                                              {QStringLiteral("EMPTY"), QString()}};
    describe(readShellScript(QStringLiteral("/job/code/train_start.sh"), text, environment));
    describe(readPythonScript(QStringLiteral("/job/code/train.py"), text));
    return 0;
}
