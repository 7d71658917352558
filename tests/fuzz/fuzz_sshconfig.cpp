// An ssh_config file, resolved for the hosts its first Host lines name. Include lines are left out: they may name any file (/dev/zero, a FIFO).
#include "ssh/configline.h"
#include "ssh/sshconfig.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <utility>

namespace {

void describe(const ascendops::ssh::SshHost &host)
{
    (void)host.label();
    (void)host.knownHostsName();
    (void)host.effectiveConnectTimeoutSec();
    (void)ascendops::ssh::hostKeyCheckingName(host.hostKeyChecking);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    using namespace ascendops::ssh;
    // The lines split as SshConfig splits them; an Include becomes a blank
    // line, so the other lines keep their numbers.
    QStringList lines = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)).split(QLatin1Char('\n'));
    QStringList aliases{QStringLiteral("node-1")};
    for (QString &line : lines) {
        const ConfigLine split = splitConfigLine(line);
        if (split.keyword == QLatin1String("include"))
            line.clear();
        else if (split.keyword == QLatin1String("host") && !split.args.isEmpty() && aliases.size() < 4)
            aliases.append(split.args.first());
    }
    Problems problems;
    const SshConfig config = SshConfig::parse(lines.join(QLatin1Char('\n')).toUtf8(), QStringLiteral("fuzz_config"),
                                              QStringLiteral("/nonexistent/.ssh"), &problems);
    for (const QString &alias : std::as_const(aliases)) {
        const SshTarget target = config.resolve(alias, {}, &problems);
        describe(target);
        (void)target.connectionKey();
        for (const SshHost &jump : target.jumps)
            describe(jump);
    }
    for (const Problem &problem : std::as_const(problems))
        (void)problem.toString();
    return 0;
}
