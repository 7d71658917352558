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

// What the header said the chip row's second id is.
enum class ChipColumn { None, PhyId, Device };

// The table's layout, from its header rows: the classic three columns, or
// the 950's "NPU ID | Name | ..." with its own columns for id and name.
struct TableLayout
{
    bool separateIdColumn = false;
    ChipColumn chipColumn = ChipColumn::None;
};

// A Bus-Id ("0000:9D:00.0"), "NA", or what a chip row has there; a health
// word has neither digits nor colons.
bool isHealthWord(const QString &cell)
{
    if (cell.isEmpty() || cell == QLatin1String("NA"))
        return false;
    for (const QChar c : cell) {
        if (c.isDigit() || c == QLatin1Char(':'))
            return false;
    }
    return true;
}

// The NPU row in layout-independent cells: id, name, health, values.
struct NpuRowCells
{
    QString id, name, health, values;
};

// The chip row: ids ("0 0", "1 15", or "" on 950), Bus-Id, values.
struct ChipRowCells
{
    QString ids, busId, values;
};

std::optional<NpuRowCells> npuRowOf(const QStringList &cells, const TableLayout &layout)
{
    if (layout.separateIdColumn) {
        if (cells.size() != 4 || cells[0].isEmpty() || !isHealthWord(cells[2]))
            return std::nullopt;
        return NpuRowCells{cells[0], cells[1], cells[2], cells[3]};
    }
    if (cells.size() != 3 || !isHealthWord(cells[1]))
        return std::nullopt;
    const QStringList id = words(cells[0]);
    return NpuRowCells{id.value(0), id.mid(1).join(QLatin1Char(' ')), cells[1], cells[2]};
}

std::optional<ChipRowCells> chipRowOf(const QStringList &cells, const TableLayout &layout)
{
    if (layout.separateIdColumn) {
        if (cells.size() != 4 || !cells[0].isEmpty() || !cells[1].isEmpty())
            return std::nullopt;
        return ChipRowCells{QString(), cells[2], cells[3]};
    }
    if (cells.size() != 3 || isHealthWord(cells[1]))
        return std::nullopt;
    return ChipRowCells{cells[0], cells[1], cells[2]};
}

// "| 0     910B1 | OK | 88.4  46  0 / 0 |"
bool readNpuRow(const NpuRowCells &row, NpuSmiDie &die)
{
    const QStringList values = words(row.values);
    const std::optional<int> npu = intOf(row.id);
    if (!npu || values.size() < 2)
        return false;
    die = {};
    die.npuId = *npu;
    die.name = row.name;
    die.health = row.health;
    die.powerW = realOf(values[0]);        // "-" on an A3 second die, "NA" on 310P
    die.temperatureC = realOf(values[1]);
    return true;
}

// "| 0     0 | 0000:9D:00.0 | 0   0 / 0   3412 / 65536 |": AICore, memory
// used / total, and HBM used / total where the card has HBM.
bool readChipRow(const ChipRowCells &row, const TableLayout &layout, NpuSmiDie &die)
{
    const QStringList id = words(row.ids);
    const QStringList values = words(row.values);
    const std::optional<int> chip = id.isEmpty() ? std::optional<int>(0) : intOf(id[0]);
    if (!chip || values.size() < 3)
        return false;
    die.chipId = *chip;
    if (id.size() > 1 && layout.chipColumn == ChipColumn::Device)
        die.logicId = intOf(id[1]);
    else if (id.size() > 1)
        die.phyId = intOf(id[1]);
    die.busId = row.busId;
    die.aiCorePercent = intOf(values[0]);
    die.memoryUsedMb = intOf(values[1]);
    die.memoryTotalMb = intOf(values[2]);
    if (values.size() >= 5) {
        die.hbmUsedMb = intOf(values[3]);
        die.hbmTotalMb = intOf(values[4]);
    }
    return true;
}

// "| 0  0 | 139667 | python | 30780 |", or on 950 "| 0 | 846718 | | 332 | NA |".
bool readProcess(const QStringList &cells, NpuSmiProcess &process)
{
    const QStringList id = words(cells[0]);
    bool pidOk = false;
    process.pid = cells[1].toLongLong(&pidOk);
    if (id.isEmpty() || !pidOk || !intOf(id[0]) || (id.size() > 1 && !intOf(id[1])))
        return false;
    process.npuId = *intOf(id[0]);
    process.chipId = id.size() > 1 ? *intOf(id[1]) : 0;
    process.name = cells[2];
    process.memoryMb = intOf(cells[3]);
    return true;
}

// A header row: it names columns ("NPU", "Chip", "Bus-Id", "Process id").
bool readHeader(const QStringList &cells, TableLayout &layout, bool *processes)
{
    const bool npuHeader = cells[0].startsWith(QLatin1String("NPU"));
    const bool chipHeader = cells[0].startsWith(QLatin1String("Chip"));
    const bool a5SecondHeader = cells.size() >= 3 && cells[0].isEmpty() && cells[2] == QLatin1String("Bus-Id");
    if (!npuHeader && !chipHeader && !a5SecondHeader)
        return false;
    if (cells.size() > 1 && cells[1].startsWith(QLatin1String("Process"))) {
        *processes = true;
        return true;
    }
    *processes = false;
    if (npuHeader)
        layout.separateIdColumn = cells[0] == QLatin1String("NPU ID") && cells.size() >= 4;
    if (chipHeader) {
        const QStringList names = words(cells[0]);
        layout.chipColumn = names.contains(QLatin1String("Device")) ? ChipColumn::Device
                          : names.contains(QLatin1String("Phy-ID")) ? ChipColumn::PhyId : ChipColumn::None;
    }
    return true;
}

} // namespace

Parsed<NpuSmiInfo> parseNpuSmiInfo(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    NpuSmiInfo info;
    TableLayout layout;
    bool inProcesses = false;
    std::optional<NpuSmiDie> pending;
    // A die whose NPU row was read is never lost: without its chip row it
    // is kept with what is known, and the gap is said.
    const auto keepPending = [&](const ToolLine &line) {
        if (!pending)
            return;
        reportUnread(problems, kTool, line, QStringLiteral("NPU %1's chip row is missing; its die is kept without Bus-Id and usage")
                                                 .arg(pending->npuId));
        info.dies.push_back(*pending);
        pending.reset();
    };
    ToolLine last;
    for (const ToolLine &line : toolLines(output)) {
        last = line;
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
        if (bool processes = false; readHeader(cells, layout, &processes)) {
            keepPending(line);
            inProcesses = processes;
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
        if (const std::optional<ChipRowCells> chip = pending ? chipRowOf(cells, layout) : std::nullopt) {
            if (!readChipRow(*chip, layout, *pending))
                reportUnread(problems, kTool, line, QStringLiteral("NPU %1's chip row cannot be read; its die is kept without Bus-Id and usage")
                                                        .arg(pending->npuId));
            info.dies.push_back(*pending);
            pending.reset();
            continue;
        }
        keepPending(line);
        NpuSmiDie die;
        if (const std::optional<NpuRowCells> npu = npuRowOf(cells, layout); npu && readNpuRow(*npu, die))
            pending = die;
        else if (chipRowOf(cells, layout))
            reportUnread(problems, kTool, line, QStringLiteral("a chip row without its NPU row"));
        else
            reportUnread(problems, kTool, line, QStringLiteral("not an NPU row"));
    }
    keepPending(last);
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
        if (key == QLatin1String("Health Status") || key == QLatin1String("Health")) {
            health.status = value;
            inInformation = false;
        } else if (key == QLatin1String("NPU ID") || key == QLatin1String("Chip ID")) {
            inInformation = false;
        } else if (key == QLatin1String("Error Code")) {
            inInformation = false;
            if (value != QLatin1String("NA"))
                health.errorCodes = value.toUpper().split(QLatin1Char(' '), Qt::SkipEmptyParts);
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
