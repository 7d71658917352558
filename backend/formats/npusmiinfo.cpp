#include "npusmiinfo.h"

#include "toollines.h"

#include <QRegularExpression>

namespace ascendops {
namespace {

const QString kTool = QStringLiteral("npu-smi info");

QStringList cellsOf(const QString &line)
{
    QStringList cells = line.split(QLatin1Char('|'));
    if (!cells.isEmpty() && cells.first().trimmed().isEmpty())
        cells.removeFirst();
    if (!cells.isEmpty() && cells.last().trimmed().isEmpty())
        cells.removeLast();
    for (QString &cell : cells)
        cell = cell.trimmed();
    return cells;
}

QStringList words(const QString &cell)
{
    static const QRegularExpression space(QStringLiteral("[\\s/]+"));
    return cell.split(space, Qt::SkipEmptyParts);
}

std::optional<double> realOf(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

std::optional<int> intOf(const QString &text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

// "| 0     910B1 | OK | 88.4  46  0 / 0 |"
bool readFirstRow(const QStringList &cells, NpuSmiDie &die)
{
    const QStringList id = words(cells[0]);
    const QStringList values = words(cells[2]);
    const std::optional<int> npu = id.isEmpty() ? std::nullopt : intOf(id[0]);
    if (!npu || values.size() < 2)
        return false;
    die = {};
    die.npuId = *npu;
    die.name = id.mid(1).join(QLatin1Char(' '));
    die.health = cells[1];
    die.powerW = realOf(values[0]);        // "-" on an A3 second die
    die.temperatureC = realOf(values[1]);
    return true;
}

// "| 0     0 | 0000:9D:00.0 | 0   0 / 0   3412 / 65536 |"
bool readSecondRow(const QStringList &cells, NpuSmiDie &die)
{
    const QStringList id = words(cells[0]);
    const QStringList values = words(cells[2]);
    const std::optional<int> chip = id.isEmpty() ? std::nullopt : intOf(id[0]);
    if (!chip || values.size() < 5)
        return false;
    die.chipId = *chip;
    if (id.size() > 1)
        die.phyId = intOf(id[1]);
    die.busId = cells[1];
    die.aiCorePercent = intOf(values[0]);
    die.memoryUsedMb = intOf(values[1]);
    die.memoryTotalMb = intOf(values[2]);
    die.hbmUsedMb = intOf(values[3]);
    die.hbmTotalMb = intOf(values[4]);
    return true;
}

bool readProcess(const QStringList &cells, NpuSmiProcess &process)
{
    const QStringList id = words(cells[0]);
    bool pidOk = false;
    process.pid = cells[1].toLongLong(&pidOk);
    if (id.size() < 2 || !pidOk || !intOf(id[0]) || !intOf(id[1]))
        return false;
    process.npuId = *intOf(id[0]);
    process.chipId = *intOf(id[1]);
    process.name = cells[2];
    process.memoryMb = intOf(cells[3]);
    return true;
}

} // namespace

Parsed<NpuSmiInfo> parseNpuSmiInfo(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    NpuSmiInfo info;
    bool inProcesses = false;
    std::optional<NpuSmiDie> pending;
    for (const ToolLine &line : toolLines(output)) {
        if (line.text.startsWith(QLatin1Char('+')) || isEchoedCommand(line.text, "npu-smi"))
            continue;
        if (!line.text.startsWith(QLatin1Char('|'))) {
            reportUnread(problems, kTool, line);
            continue;
        }
        const QStringList cells = cellsOf(line.text);
        if (cells.isEmpty())
            continue;
        if (cells.size() == 1) {
            if (cells[0].startsWith(QLatin1String("npu-smi")))
                info.version = cells[0].section(QLatin1String("Version:"), 1).trimmed();
            else if (!cells[0].startsWith(QLatin1String("No running processes")))
                reportUnread(problems, kTool, line);
            continue;
        }
        if (cells[0].startsWith(QLatin1String("NPU")) || cells[0].startsWith(QLatin1String("Chip"))) {
            inProcesses = cells.size() > 1 && cells[1].startsWith(QLatin1String("Process"));
            continue;
        }
        if (inProcesses && cells.size() >= 4) {
            NpuSmiProcess process;
            if (readProcess(cells, process))
                info.processes.push_back(process);
            else
                reportUnread(problems, kTool, line, QStringLiteral("not a process row"));
            continue;
        }
        if (cells.size() != 3) {
            reportUnread(problems, kTool, line);
            continue;
        }
        const bool busRow = cells[1].contains(QLatin1Char(':'));
        if (busRow && pending) {
            if (readSecondRow(cells, *pending))
                info.dies.push_back(*pending);
            else
                reportUnread(problems, kTool, line, QStringLiteral("not a chip row"));
            pending.reset();
        } else if (!busRow) {
            NpuSmiDie die;
            if (readFirstRow(cells, die))
                pending = die;
            else
                reportUnread(problems, kTool, line, QStringLiteral("not an NPU row"));
        } else {
            reportUnread(problems, kTool, line, QStringLiteral("a chip row without its NPU row"));
        }
    }
    return Parsed<NpuSmiInfo>(info, std::move(found));
}

Parsed<NpuSmiHealth> parseNpuSmiHealth(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    static const QString tool = QStringLiteral("npu-smi info -t health");
    NpuSmiHealth health;
    bool inInformation = false;
    for (const ToolLine &line : toolLines(output)) {
        if (isEchoedCommand(line.text, "npu-smi"))
            continue;
        const qsizetype colon = line.text.indexOf(QLatin1Char(':'));
        const QString key = colon < 0 ? line.text : line.text.left(colon).trimmed();
        const QString value = colon < 0 ? QString() : line.text.mid(colon + 1).trimmed();
        if (key == QLatin1String("Health Status")) {
            health.status = value;
        } else if (key == QLatin1String("Error Code")) {
            if (value != QLatin1String("NA"))
                health.errorCodes = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        } else if (key == QLatin1String("Error Information")) {
            inInformation = true;
            if (value != QLatin1String("NA"))
                health.information << value;
        } else if (key.isEmpty() && inInformation) {
            health.information << value;       // "                : node type=..."
        } else if (line.text.startsWith(QLatin1String("Invalid")) || line.text.startsWith(QLatin1String("Error parameter"))) {
            reportUnread(problems, tool, line, QStringLiteral("the tool refused the query"));
        } else if (!line.text.startsWith(QLatin1String("Usage:"))) {
            reportUnread(problems, tool, line);
        }
    }
    return Parsed<NpuSmiHealth>(health, std::move(found));
}

} // namespace ascendops
