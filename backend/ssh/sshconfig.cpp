#include "ssh/sshconfig.h"

#include "ssh/configline.h"
#include "ssh/configvalues.h"
#include "ssh/hostpattern.h"
#include "ssh/sshspec.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QHostInfo>

#include <unistd.h>

namespace ascendops::ssh {
namespace {

constexpr int maxIncludeDepth = 16;  // as ssh's own limit
constexpr int maxJumpDepth = 8;

bool hasWildcard(const QString &text)
{
    return text.contains(QLatin1Char('*')) || text.contains(QLatin1Char('?')) || text.contains(QLatin1Char('['));
}

// Expands shell wildcards in any path component, sorted like glob(3). A path
// without wildcards comes back as is, whether or not it exists.
QStringList expandGlob(const QString &path)
{
    if (!hasWildcard(path))
        return {path};
    QStringList found{QStringLiteral("/")};
    const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        QStringList next;
        for (const QString &dir : std::as_const(found)) {
            const QString prefix = dir.endsWith(QLatin1Char('/')) ? dir : dir + QLatin1Char('/');
            if (!hasWildcard(part)) {
                next.append(prefix + part);
                continue;
            }
            const QStringList names = QDir(dir).entryList({part}, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System,
                                                          QDir::Name);
            for (const QString &name : names)
                next.append(prefix + name);
        }
        found = next;
    }
    return found;
}

std::optional<HostKeyChecking> parseHostKeyChecking(QStringView text)
{
    if (text.compare(QLatin1String("ask"), Qt::CaseInsensitive) == 0)
        return HostKeyChecking::Ask;
    if (text.compare(QLatin1String("accept-new"), Qt::CaseInsensitive) == 0)
        return HostKeyChecking::AcceptNew;
    if (text.compare(QLatin1String("off"), Qt::CaseInsensitive) == 0)
        return HostKeyChecking::No;
    if (const std::optional<bool> flag = parseConfigFlag(text))
        return *flag ? HostKeyChecking::Yes : HostKeyChecking::No;
    return std::nullopt;
}

std::optional<int> parsePortValue(QStringView text)
{
    bool ok = false;
    const int port = text.toInt(&ok);
    return ok && port >= 1 && port <= 65535 ? std::optional<int>(port) : std::nullopt;
}

std::optional<int> parseCount(QStringView text)
{
    bool ok = false;
    const int count = text.toInt(&ok);
    return ok && count >= 0 ? std::optional<int>(count) : std::nullopt;
}

// The keywords that take exactly one argument.
bool takesOneArgument(const QString &keyword)
{
    static const QStringList single{
        QStringLiteral("hostname"), QStringLiteral("user"), QStringLiteral("port"),
        QStringLiteral("identityfile"), QStringLiteral("identitiesonly"), QStringLiteral("proxyjump"),
        QStringLiteral("connecttimeout"), QStringLiteral("serveraliveinterval"),
        QStringLiteral("serveralivecountmax"), QStringLiteral("stricthostkeychecking")};
    return single.contains(keyword);
}

bool isSupported(const QString &keyword)
{
    return takesOneArgument(keyword) || keyword == QLatin1String("userknownhostsfile");
}

// What a value of KEYWORD must be, when ARGUMENT is not that; null otherwise.
const char *expectedValue(const QString &keyword, const QString &argument)
{
    if (keyword == QLatin1String("port"))
        return parsePortValue(argument) ? nullptr : "a number from 1 to 65535";
    if (keyword == QLatin1String("connecttimeout") || keyword == QLatin1String("serveraliveinterval"))
        return parseConfigTime(argument) ? nullptr : "a time (seconds, or like 1m30s)";
    if (keyword == QLatin1String("serveralivecountmax"))
        return parseCount(argument) ? nullptr : "a count";
    if (keyword == QLatin1String("identitiesonly"))
        return parseConfigFlag(argument) ? nullptr : "yes or no";
    if (keyword == QLatin1String("stricthostkeychecking"))
        return parseHostKeyChecking(argument) ? nullptr : "yes, no, ask or accept-new";
    return nullptr;
}

// Why ARGUMENT is not a valid value for KEYWORD (lower case; SPELLING as
// written); empty when it is.
QString checkValue(const QString &keyword, const QString &spelling, const QString &argument)
{
    if (const char *expected = expectedValue(keyword, argument))
        return QStringLiteral("%1 \"%2\" is not %3").arg(spelling, argument, QLatin1String(expected));
    QString error;
    bool valid = true;
    if (keyword == QLatin1String("proxyjump"))
        valid = parseJumpList(argument, &error).has_value();
    else if (keyword == QLatin1String("hostname"))
        valid = expandTokens(argument, {{QLatin1Char('h'), QString()}}, &error).has_value();
    else if (keyword == QLatin1String("identityfile") || keyword == QLatin1String("userknownhostsfile"))
        valid = expandTokens(argument, tokenPlaceholders(), &error).has_value();
    return valid ? QString() : spelling + QStringLiteral(": ") + error;
}

QHash<QChar, QString> tokenValues(const SshHost &host)
{
    const QString local = QHostInfo::localHostName();
    return {
        {QLatin1Char('d'), QDir::homePath()},
        {QLatin1Char('h'), host.hostName},
        {QLatin1Char('p'), QString::number(host.port)},
        {QLatin1Char('r'), host.user},
        {QLatin1Char('u'), localUserName()},
        {QLatin1Char('n'), host.alias},
        {QLatin1Char('l'), local},
        {QLatin1Char('L'), local.section(QLatin1Char('.'), 0, 0)},
        {QLatin1Char('i'), QString::number(getuid())},
    };
}

QString expandPath(const QString &value, const QHash<QChar, QString> &tokens)
{
    return expandTokens(expandTilde(value), tokens, nullptr).value_or(value);
}

} // namespace

// Reads files into SshConfig entries, following Include.
class SshConfigReader
{
public:
    SshConfigReader(SshConfig *config, Problems *problems) : m_config(config), m_problems(problems) {}

    bool readFile(const QString &path, const QString &includeDir, const QList<QStringList> &inherited, int depth)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        readText(file.readAll(), path, includeDir, inherited, depth);
        return true;
    }

    void readText(const QByteArray &text, const QString &fileName, const QString &includeDir,
                  const QList<QStringList> &inherited, int depth)
    {
        QList<QStringList> current = inherited;
        const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            const int lineNumber = i + 1;
            const ConfigLine line = splitConfigLine(lines[i]);
            if (!line.error.isEmpty()) {
                report(Problem::Severity::Error, fileName, lineNumber, line.column, line.error);
                continue;
            }
            if (line.keyword.isEmpty()) {
                if (!line.args.isEmpty())
                    report(Problem::Severity::Error, fileName, lineNumber, line.column, QStringLiteral("missing keyword"));
                continue;
            }
            if (line.keyword == QLatin1String("host")) {
                current = inherited;
                if (line.args.isEmpty()) {
                    report(Problem::Severity::Error, fileName, lineNumber, line.column,
                           QStringLiteral("Host needs at least one pattern"));
                    current.append(QStringList());  // match nothing rather than everything
                } else {
                    current.append(line.args);
                }
            } else if (line.keyword == QLatin1String("match")) {
                report(Problem::Severity::Note, fileName, lineNumber, line.column,
                       QStringLiteral("Match blocks are not evaluated; the lines up to the next Host or Match are skipped"));
                current = inherited;
                current.append(QStringList());
            } else if (line.keyword == QLatin1String("include")) {
                include(line, fileName, lineNumber, includeDir, current, depth);
            } else if (line.keyword == QLatin1String("proxycommand")) {
                report(Problem::Severity::Note, fileName, lineNumber, line.column,
                       QStringLiteral("ProxyCommand is not supported and is ignored; use ProxyJump"));
            } else if (isSupported(line.keyword)) {
                addEntry(line, fileName, lineNumber, current);
            }
        }
    }

private:
    void report(Problem::Severity severity, const QString &file, int line, int column, const QString &message)
    {
        if (m_problems)
            m_problems->append(Problem{severity, std::string(), displayPath(file) + QStringLiteral(": ") + message,
                                       line, column});
    }

    void addEntry(const ConfigLine &line, const QString &file, int lineNumber, const QList<QStringList> &conditions)
    {
        const QString &keyword = line.keyword;
        if (line.args.isEmpty()) {
            report(Problem::Severity::Error, file, lineNumber, line.column, QStringLiteral("%1 needs a value").arg(line.spelling));
            return;
        }
        if (takesOneArgument(keyword) && line.args.size() > 1) {
            report(Problem::Severity::Error, file, lineNumber, line.column,
                   QStringLiteral("%1 takes one value, found %2").arg(line.spelling).arg(line.args.size()));
            return;
        }
        for (const QString &argument : line.args) {
            const QString error = checkValue(keyword, line.spelling, argument);
            if (!error.isEmpty()) {
                report(Problem::Severity::Error, file, lineNumber, line.column, error);
                return;
            }
        }
        m_config->m_entries.append(SshConfig::Entry{conditions, keyword, line.args, file, lineNumber});
    }

    void include(const ConfigLine &line, const QString &file, int lineNumber, const QString &includeDir,
                 const QList<QStringList> &conditions, int depth)
    {
        if (depth + 1 > maxIncludeDepth) {
            report(Problem::Severity::Error, file, lineNumber, line.column,
                   QStringLiteral("Include nested deeper than %1 files").arg(maxIncludeDepth));
            return;
        }
        if (line.args.isEmpty())
            report(Problem::Severity::Error, file, lineNumber, line.column, QStringLiteral("Include needs a file"));
        for (const QString &argument : line.args) {
            QString pattern = expandTilde(argument);
            if (QFileInfo(pattern).isRelative())
                pattern = includeDir + QLatin1Char('/') + pattern;
            for (const QString &path : expandGlob(pattern)) {
                if (QFileInfo(path).isDir())
                    continue;
                if (!readFile(path, includeDir, conditions, depth + 1) && !hasWildcard(argument))
                    report(Problem::Severity::Warning, file, lineNumber, line.column,
                           QStringLiteral("cannot read included file %1").arg(displayPath(path)));
            }
        }
    }

    SshConfig *m_config;
    Problems *m_problems;
};

struct SshConfig::Settings
{
    std::optional<QString> hostName;
    std::optional<QString> user;
    std::optional<int> port;
    QStringList identityFiles;
    std::optional<bool> identitiesOnly;
    std::optional<QString> proxyJump;
    std::optional<int> connectTimeoutSec;
    std::optional<int> serverAliveIntervalSec;
    std::optional<int> serverAliveCountMax;
    std::optional<QStringList> knownHostsFiles;
    std::optional<HostKeyChecking> hostKeyChecking;
};

SshConfig SshConfig::load(const QString &path, Problems *problems)
{
    SshConfig config;
    SshConfigReader reader(&config, problems);
    const QString includeDir = path.startsWith(QLatin1String("/etc/ssh/")) ? QStringLiteral("/etc/ssh")
                                                                            : QDir::homePath() + QStringLiteral("/.ssh");
    if (!reader.readFile(path, includeDir, {}, 0) && problems) {
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        problems->append(Problem::error(std::string(),
                                        QStringLiteral("cannot read %1: %2").arg(displayPath(path), file.errorString())));
    }
    return config;
}

SshConfig SshConfig::loadDefault(Problems *problems)
{
    SshConfig config;
    SshConfigReader reader(&config, problems);
    const QString userDir = QDir::homePath() + QStringLiteral("/.ssh");
    reader.readFile(userDir + QStringLiteral("/config"), userDir, {}, 0);
    reader.readFile(QStringLiteral("/etc/ssh/ssh_config"), QStringLiteral("/etc/ssh"), {}, 0);
    return config;
}

SshConfig SshConfig::parse(const QByteArray &text, const QString &fileName, const QString &includeDir,
                           Problems *problems)
{
    SshConfig config;
    SshConfigReader reader(&config, problems);
    reader.readText(text, fileName, includeDir, {}, 0);
    return config;
}

SshConfig::Settings SshConfig::collect(const QString &alias) const
{
    Settings s;
    for (const Entry &entry : m_entries) {
        bool applies = true;
        for (const QStringList &patterns : entry.conditions)
            applies = applies && matchesHostPatterns(alias, patterns);
        if (!applies)
            continue;
        const QString &value = entry.args.first();
        const QString &k = entry.keyword;
        if (k == QLatin1String("hostname") && !s.hostName)
            s.hostName = value;
        else if (k == QLatin1String("user") && !s.user)
            s.user = value;
        else if (k == QLatin1String("port") && !s.port)
            s.port = parsePortValue(value);
        else if (k == QLatin1String("identityfile"))
            s.identityFiles.append(value);
        else if (k == QLatin1String("identitiesonly") && !s.identitiesOnly)
            s.identitiesOnly = parseConfigFlag(value);
        else if (k == QLatin1String("proxyjump") && !s.proxyJump)
            s.proxyJump = value;
        else if (k == QLatin1String("connecttimeout") && !s.connectTimeoutSec)
            s.connectTimeoutSec = parseConfigTime(value);
        else if (k == QLatin1String("serveraliveinterval") && !s.serverAliveIntervalSec)
            s.serverAliveIntervalSec = parseConfigTime(value);
        else if (k == QLatin1String("serveralivecountmax") && !s.serverAliveCountMax)
            s.serverAliveCountMax = parseCount(value);
        else if (k == QLatin1String("userknownhostsfile") && !s.knownHostsFiles)
            s.knownHostsFiles = entry.args;
        else if (k == QLatin1String("stricthostkeychecking") && !s.hostKeyChecking)
            s.hostKeyChecking = parseHostKeyChecking(value);
    }
    return s;
}

SshHost SshConfig::buildHost(const QString &alias, const Settings &s, const SshOverrides &cli) const
{
    SshHost host;
    host.alias = alias;
    host.hostName = s.hostName ? expandTokens(*s.hostName, {{QLatin1Char('h'), alias}}, nullptr).value_or(alias) : alias;
    host.user = !cli.user.isEmpty() ? cli.user : s.user.value_or(localUserName());
    host.port = cli.port > 0 ? cli.port : s.port.value_or(22);
    const QHash<QChar, QString> tokens = tokenValues(host);
    for (const QString &file : cli.identityFiles)
        host.identityFiles.append(expandTilde(file));
    for (const QString &file : s.identityFiles) {
        const QString path = expandPath(file, tokens);
        if (!host.identityFiles.contains(path))
            host.identityFiles.append(path);
    }
    host.identitiesOnly = s.identitiesOnly.value_or(false);
    host.connectTimeoutSec = cli.connectTimeoutSec ? *cli.connectTimeoutSec : s.connectTimeoutSec.value_or(0);
    host.serverAliveIntervalSec = s.serverAliveIntervalSec.value_or(0);
    host.serverAliveCountMax = s.serverAliveCountMax.value_or(3);
    if (!cli.knownHostsFile.isEmpty())
        host.knownHostsFile = expandTilde(cli.knownHostsFile);
    else if (s.knownHostsFiles && s.knownHostsFiles->first().compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        host.knownHostsFile = QStringLiteral("/dev/null");
    else if (s.knownHostsFiles)
        host.knownHostsFile = expandPath(s.knownHostsFiles->first(), tokens);
    else
        host.knownHostsFile = QDir::homePath() + QStringLiteral("/.ssh/known_hosts");
    host.hostKeyChecking = cli.hostKeyChecking ? *cli.hostKeyChecking : s.hostKeyChecking.value_or(HostKeyChecking::Ask);
    return host;
}

QList<SshHost> SshConfig::jumpChain(const QString &jumpList, const SshOverrides &hopOverrides, int depth,
                                    Problems *problems) const
{
    QString error;
    const std::optional<QList<SshSpec>> specs = parseJumpList(jumpList, &error);
    if (!specs) {
        if (problems)
            problems->append(Problem::error(std::string(), QStringLiteral("ProxyJump \"%1\": %2").arg(jumpList, error)));
        return {};
    }
    if (specs->isEmpty())
        return {};
    if (depth >= maxJumpDepth) {
        if (problems)
            problems->append(Problem::error(std::string(),
                                            QStringLiteral("ProxyJump chain deeper than %1 hosts at \"%2\"; is there a loop?")
                                                .arg(maxJumpDepth)
                                                .arg(jumpList)));
        return {};
    }
    QList<SshHost> chain;
    for (qsizetype i = 0; i < specs->size(); ++i) {
        const SshSpec &spec = specs->at(i);
        SshOverrides hop = hopOverrides;
        hop.user = spec.user;
        hop.port = spec.port;
        const Settings settings = collect(spec.host);
        // `ssh -J a,b` reaches b through a, so only the first hop's own
        // ProxyJump counts: it is how that hop is reached.
        if (i == 0 && settings.proxyJump)
            chain += jumpChain(*settings.proxyJump, hopOverrides, depth + 1, problems);
        chain.append(buildHost(spec.host, settings, hop));
    }
    return chain;
}

SshTarget SshConfig::resolve(const QString &hostAlias, const SshOverrides &cli, Problems *problems) const
{
    const Settings settings = collect(hostAlias);
    SshTarget target;
    static_cast<SshHost &>(target) = buildHost(hostAlias, settings, cli);
    SshOverrides hop;
    hop.identityFiles = cli.identityFiles;
    hop.connectTimeoutSec = cli.connectTimeoutSec;
    hop.knownHostsFile = cli.knownHostsFile;
    hop.hostKeyChecking = cli.hostKeyChecking;
    const QString jumps = cli.proxyJump ? *cli.proxyJump : settings.proxyJump.value_or(QString());
    if (!jumps.isEmpty())
        target.jumps = jumpChain(jumps, hop, 0, problems);
    return target;
}

} // namespace ascendops::ssh
