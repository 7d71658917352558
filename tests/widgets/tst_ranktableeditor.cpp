// The rank table editor, offscreen: edits through the model keep JSON types
// and undo exactly, broken rules light up the right cell, structural edits
// keep a valid table valid, and problems lead to their place in the tree.
#include "ranktable/fieldspanel.h"
#include "ranktable/objectfieldsmodel.h"
#include "ranktable/problemspanel.h"
#include "ranktable/ranktabledocument.h"
#include "ranktable/ranktableeditor.h"
#include "ranktable/ranktablemodel.h"

#include "formats/jsonpointer.h"
#include "formats/jsonreader.h"
#include "formats/ranktablegenerator.h"

#include <QAction>
#include <QApplication>
#include <QBrush>
#include <QElapsedTimer>
#include <QIcon>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include "formats/fabrictopology.h"
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace ascendops;

namespace {

// The HCCL 1.0 reference example: two servers of two devices.
const char kTable10[] = R"({
    "status": "completed",
    "version": "1.0",
    "server_count": "2",
    "server_list": [
        {"server_id": "node_0", "device": [
            {"device_id": "0", "device_ip": "192.168.1.8", "device_port": "16667", "rank_id": "0"},
            {"device_id": "1", "device_ip": "192.168.1.9", "device_port": "16667", "rank_id": "1"}]},
        {"server_id": "node_1", "device": [
            {"device_id": "0", "device_ip": "192.168.2.8", "device_port": "16667", "rank_id": "2"},
            {"device_id": "1", "device_ip": "192.168.2.9", "rank_id": "3"}]}
    ]
})";

// A3 super-pod mode: two super-pods, three servers, one NPU (two dies) each.
const char kTable12[] = R"({
    "status": "completed",
    "version": "1.2",
    "server_count": "3",
    "server_list": [
        {"server_id": "node_0", "host_ip": "172.16.0.100", "device": [
            {"device_id": "0", "super_device_id": "0", "device_ip": "192.168.1.6", "device_port": "16666",
             "backup_device_ip": "192.168.1.7", "backup_device_port": "16667", "host_port": "16665", "rank_id": "0"},
            {"device_id": "1", "super_device_id": "1", "device_ip": "192.168.1.7", "device_port": "16666",
             "backup_device_ip": "192.168.1.6", "backup_device_port": "16667", "host_port": "16666", "rank_id": "1"}]},
        {"server_id": "node_1", "host_ip": "172.16.0.101", "device": [
            {"device_id": "0", "super_device_id": "2", "device_ip": "192.168.2.6", "device_port": "16666",
             "backup_device_ip": "192.168.2.7", "backup_device_port": "16667", "host_port": "16665", "rank_id": "2"},
            {"device_id": "1", "super_device_id": "3", "device_ip": "192.168.2.7", "device_port": "16666",
             "backup_device_ip": "192.168.2.6", "backup_device_port": "16667", "host_port": "16666", "rank_id": "3"}]},
        {"server_id": "node_2", "host_ip": "172.16.0.102", "device": [
            {"device_id": "0", "super_device_id": "0", "device_ip": "192.168.3.6", "device_port": "16666",
             "backup_device_ip": "192.168.3.7", "backup_device_port": "16667", "host_port": "16665", "rank_id": "4"},
            {"device_id": "1", "super_device_id": "1", "device_ip": "192.168.3.7", "device_port": "16666",
             "backup_device_ip": "192.168.3.6", "backup_device_port": "16667", "host_port": "16666", "rank_id": "5"}]}
    ],
    "super_pod_list": [
        {"super_pod_id": "0", "server_list": [{"server_id": "node_0"}, {"server_id": "node_1"}]},
        {"super_pod_id": "1", "server_list": [{"server_id": "node_2"}]}
    ]
})";

// Ascend 950: integers, levels and addresses.
const char kTable20[] = R"({
    "status": "completed",
    "version": "2.0",
    "rank_count": 2,
    "rank_list": [
        {"rank_id": 0, "local_id": 0, "device_id": 0, "device_port": 16666, "level_list": [
            {"net_layer": 0, "net_instance_id": "az0-rack0-pod0", "net_type": "TOPO_FILE_DESC", "net_attr": "",
             "rank_addr_list": [{"addr_type": "IPV4", "addr": "172.16.0.10", "ports": ["0/0"]}]}]},
        {"rank_id": 1, "local_id": 1, "device_id": 1, "device_port": 16666, "level_list": [
            {"net_layer": 0, "net_instance_id": "az0-rack0-pod0", "net_type": "TOPO_FILE_DESC", "net_attr": "",
             "rank_addr_list": [{"addr_type": "IPV4", "addr": "172.16.0.11", "ports": ["1/0"]}]}]}
    ]
})";

// An Ascend Operator A2 table: members the tree has no column for.
const char kOperatorTable[] = R"({
    "status": "completed",
    "server_list": [{
        "device": [{"device_id": "0", "device_ip": "192.168.101.11", "rank_id": "0"}],
        "server_id": "10.80.1.11",
        "host_ip": "10.80.1.11",
        "container_ip": "192.168.149.20",
        "hardware_type": "800I-A2-32G"
    }],
    "server_count": "1",
    "version": "1.0"
})";

JsonValue parsed(const char *text)
{
    Parsed<JsonValue> result = parseJson(text);
    if (!result.ok())
        qFatal("test table does not parse: %s", qPrintable(result.error()));
    return result.take();
}

const JsonValue &at(const RankTableDocument &document, const std::string &pointer)
{
    static const JsonValue missing;
    const JsonValue *value = JsonPointer::resolve(document.json(), pointer);
    return value ? *value : missing;
}

QString errorsOf(const RankTableDocument &document)
{
    QStringList errors;
    for (const Problem &problem : document.problems()) {
        if (problem.isError())
            errors.append(problem.toString());
    }
    return errors.join(QLatin1Char('\n'));
}

bool hasProblemAt(const RankTableDocument &document, const std::string &pointer, Problem::Severity severity)
{
    const Problems &problems = document.problems();
    return std::any_of(problems.begin(), problems.end(), [&](const Problem &problem) {
        return problem.pointer == pointer && problem.severity == severity;
    });
}

int deviceRows(const RankTableModel &model, const QModelIndex &parent = {})
{
    int devices = 0;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex child = model.index(row, 0, parent);
        if (model.kindOf(child) == RankTableRowKind::Device)
            ++devices;
        else
            devices += deviceRows(model, child);
    }
    return devices;
}

} // namespace

class TestRankTableEditor : public QObject
{
    Q_OBJECT

private:
    // The editor owns the document and the model.
    std::unique_ptr<RankTableEditor> m_editor;
    RankTableDocument *document() const { return m_editor->document(); }
    RankTableModel *model() const { return m_editor->model(); }

    void load(const char *text)
    {
        document()->setDocument(parsed(text));
    }

    QModelIndex cell(const std::string &pointer) const
    {
        const QModelIndex index = model()->indexForPointer(pointer);
        if (model()->pointerForIndex(index) != pointer)
            qWarning("no cell for %s", pointer.c_str());
        return index;
    }

private slots:
    void init()
    {
        m_editor = std::make_unique<RankTableEditor>();
        m_editor->resize(1000, 600);
    }

    void cleanup()
    {
        m_editor.reset();
    }

    void treeFollowsTheVersion()
    {
        load(kTable10);
        QCOMPARE(model()->rowCount(), 2);
        QCOMPARE(model()->kindOf(model()->index(0, 0)), RankTableRowKind::Server);
        QCOMPARE(model()->index(0, 0).data().toString(), QStringLiteral("node_0"));
        QCOMPARE(model()->rowCount(model()->index(1, 0)), 2);
        QCOMPARE(model()->columnCount(), 5);

        load(kTable12);
        QCOMPARE(model()->rowCount(), 2);   // two super-pods
        QCOMPARE(model()->kindOf(model()->index(0, 0)), RankTableRowKind::SuperPod);
        const QModelIndex pod1 = model()->index(1, 0);
        QCOMPARE(model()->rowCount(pod1), 1);
        QCOMPARE(model()->index(0, 0, pod1).data().toString(), QStringLiteral("node_2"));
        QCOMPARE(model()->columnCount(), 8);
        QCOMPARE(deviceRows(*model()), 6);

        load(kTable20);
        QCOMPARE(model()->rowCount(), 2);
        QCOMPARE(model()->kindOf(model()->index(0, 0)), RankTableRowKind::Rank);
        const QModelIndex level = model()->index(0, 0, model()->index(1, 0));
        QCOMPARE(model()->kindOf(level), RankTableRowKind::Level);
        // An address row sits under rank columns, so it names its key; the
        // value edited stays the bare address.
        const QModelIndex addr = model()->index(0, 1, level);
        QCOMPARE(addr.data().toString(), QStringLiteral("addr: 172.16.0.11"));
        QCOMPARE(addr.data(Qt::EditRole).toString(), QStringLiteral("172.16.0.11"));
    }

    // A legacy template-2 table: the tree cannot show it, the editor offers
    // its conversion, and the conversion is one undoable step.
    void template2IsConvertedToVersion10AndBack()
    {
        load(R"({"status": "completed", "group_count": "1", "group_list": [{"group_name": "hccl_world_group",
                 "instance_count": "2", "device_count": "3", "instance_list": [
                   {"pod_name": "p0", "server_id": "10.0.0.10", "devices": [{"device_id": "0", "device_ip": "192.168.1.8"},
                                                                             {"device_id": "1", "device_ip": "192.168.1.9"}]},
                   {"pod_name": "p1", "server_id": "10.0.0.11", "devices": [{"device_id": "0", "device_ip": "192.168.2.8"}]}]}]})");
        QAction *convert = m_editor->convertToVersion10Action();
        QVERIFY(convert->isVisible() && convert->isEnabled());
        QCOMPARE(model()->rowCount(), 0);
        convert->trigger();
        QCOMPARE(document()->version(), RankTableVersion::V1_0);
        QVERIFY(!convert->isVisible());
        QCOMPARE(model()->rowCount(), 2);
        QCOMPARE(model()->rowCount(model()->index(0, 0)), 2);
        QVERIFY(validateRankTable(document()->json()).isEmpty());
        QVERIFY(document()->isModified());
        document()->undoStack()->undo();
        QCOMPARE(document()->version(), RankTableVersion::Template2);
        QVERIFY(convert->isVisible());
        // A version 1.0 table has nothing to convert.
        load(kTable10);
        QVERIFY(!convert->isVisible());
    }

    void editThroughModelKeepsStringAndUndoes()
    {
        load(kTable10);
        const JsonValue original = document()->json();
        const std::string pointer = "/server_list/1/device/0/device_ip";
        const QModelIndex index = cell(pointer);
        QVERIFY(index.flags() & Qt::ItemIsEditable);
        QCOMPARE(index.data(Qt::EditRole).toString(), QStringLiteral("192.168.2.8"));

        QSignalSpy changed(model(), &QAbstractItemModel::dataChanged);
        QVERIFY(model()->setData(index, QStringLiteral("192.168.2.18")));
        QVERIFY(at(*document(), pointer).isString());
        QCOMPARE(at(*document(), pointer).text(), std::string("192.168.2.18"));
        QVERIFY(!changed.isEmpty());   // a cell repaint, not a reset
        QVERIFY(document()->isModified());

        document()->undoStack()->undo();
        QVERIFY(document()->json() == original);
        QVERIFY(!document()->isModified());
        document()->undoStack()->redo();
        QCOMPARE(at(*document(), pointer).text(), std::string("192.168.2.18"));
        QVERIFY(at(*document(), pointer).isString());

        // A number typed into a string field stays a string.
        QVERIFY(model()->setData(cell("/server_list/0/device/0/device_port"), QStringLiteral("16670")));
        QVERIFY(at(*document(), "/server_list/0/device/0/device_port").isString());
    }

    void numberFieldRefusesText()
    {
        load(kTable20);
        const JsonValue original = document()->json();
        const QModelIndex port = cell("/rank_list/1/device_port");
        QVERIFY(!model()->setData(port, QStringLiteral("sixteen")));
        QVERIFY(!model()->setData(port, QStringLiteral("16 666")));
        QVERIFY(document()->json() == original);
        QCOMPARE(document()->undoStack()->count(), 0);
        QVERIFY(model()->setData(port, QStringLiteral("16670")));
        QVERIFY(at(*document(), "/rank_list/1/device_port").isNumber());
        QCOMPARE(at(*document(), "/rank_list/1/device_port").text(), std::string("16670"));
    }

    void missingOptionalFieldIsAdded()
    {
        load(kTable10);
        const JsonValue original = document()->json();
        const QModelIndex port = model()->indexForPointer("/server_list/1/device/1/device_port");
        QCOMPARE(model()->pointerForIndex(port), std::string("/server_list/1/device/1/device_port"));
        QVERIFY(port.flags() & Qt::ItemIsEditable);
        QVERIFY(!model()->setData(port, QString()));   // nothing typed, nothing added
        QVERIFY(model()->setData(port, QStringLiteral("16667")));
        const JsonValue &device = at(*document(), "/server_list/1/device/1");
        QCOMPARE(device.keys(), (std::vector<std::string>{"device_id", "device_ip", "device_port", "rank_id"}));
        QVERIFY(device.find("device_port")->isString());
        document()->undoStack()->undo();
        QVERIFY(document()->json() == original);

        load(kTable20);
        QVERIFY(model()->setData(model()->indexForPointer("/rank_list/0/host_port"), QStringLiteral("60001")));
        QVERIFY(at(*document(), "/rank_list/0/host_port").isNumber());
        QVERIFY(!model()->setData(model()->indexForPointer("/rank_list/1/host_port"), QStringLiteral("port")));
    }

    void brokenRuleDecoratesTheCell()
    {
        load(kTable10);
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        QSignalSpy announced(document(), &RankTableDocument::problemsChanged);
        const std::string second = "/server_list/0/device/1/rank_id";
        QVERIFY(model()->setData(cell(second), QStringLiteral("0")));   // rank 0 twice
        QVERIFY(!document()->problems().isEmpty());
        QVERIFY(hasProblemAt(*document(), second, Problem::Severity::Error));

        const QModelIndex index = cell(second);
        const QVariant background = index.data(Qt::BackgroundRole);
        QVERIFY(background.isValid());
        QCOMPARE(background.value<QBrush>().color().red() > background.value<QBrush>().color().green(), true);
        QVERIFY(!index.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(index.data(Qt::ToolTipRole).toString().contains(QStringLiteral("rank_id 0")));
        // The first holder of the id is fine.
        QVERIFY(!cell("/server_list/0/device/0/rank_id").data(Qt::BackgroundRole).isValid());

        // Problems are announced once per burst of edits, after it.
        QVERIFY(model()->setData(cell("/server_list/0/device/0/device_ip"), QStringLiteral("192.168.1.18")));
        QCOMPARE(announced.count(), 0);
        QTRY_COMPARE(announced.count(), 1);

        document()->undoStack()->undo();
        document()->undoStack()->undo();
        QVERIFY(!cell(second).data(Qt::BackgroundRole).isValid());
        QVERIFY(errorsOf(*document()).isEmpty());
    }

    void rowLevelProblemShowsInColumnZero()
    {
        load(kTable10);
        // Interleaved blocks: the problem names the server, not a member.
        QVERIFY(model()->setData(cell("/server_list/0/device/1/rank_id"), QStringLiteral("2")));
        QVERIFY(model()->setData(cell("/server_list/1/device/0/rank_id"), QStringLiteral("1")));
        const Problems &problems = document()->problems();
        const auto serverLevel = std::find_if(problems.begin(), problems.end(), [](const Problem &p) {
            return p.pointer == "/server_list/0" || p.pointer == "/server_list/1";
        });
        QVERIFY2(serverLevel != problems.end(), qPrintable(errorsOf(*document())));
        const QModelIndex row = model()->indexForPointer(serverLevel->pointer);
        QCOMPARE(row.column(), 0);
        QVERIFY(row.data(Qt::BackgroundRole).isValid());
        QVERIFY(row.data(Qt::ToolTipRole).toString().contains(serverLevel->message));
    }

    void structuralEditsKeepTableValid10()
    {
        load(kTable10);
        const JsonValue original = document()->json();
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));

        m_editor->addServerAction()->trigger();   // nothing selected: modeled on the last server
        QCOMPARE(at(*document(), "/server_list").size(), std::size_t(3));
        QCOMPARE(at(*document(), "/server_list/2/server_id").text(), std::string("node_2"));
        QCOMPARE(at(*document(), "/server_list/2/device/1/rank_id").text(), std::string("5"));
        QCOMPARE(at(*document(), "/server_count").text(), std::string("3"));
        QVERIFY(at(*document(), "/server_count").isString());
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        QCOMPARE(m_editor->currentPointer(), std::string("/server_list/2/server_id"));

        // A copy of the first server goes after it; later blocks move up.
        m_editor->selectPointer("/server_list/0");
        m_editor->addServerAction()->trigger();
        QCOMPARE(at(*document(), "/server_list/1/device/0/rank_id").text(), std::string("2"));
        QCOMPARE(at(*document(), "/server_list/2/server_id").text(), std::string("node_1"));
        QCOMPARE(at(*document(), "/server_list/2/device/0/rank_id").text(), std::string("4"));
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));

        m_editor->selectPointer("/server_list/0/device/1");
        QVERIFY(m_editor->addDeviceAction()->isEnabled());
        m_editor->addDeviceAction()->trigger();
        QCOMPARE(at(*document(), "/server_list/0/device").size(), std::size_t(3));
        QCOMPARE(at(*document(), "/server_list/0/device/2/device_id").text(), std::string("2"));
        QCOMPARE(at(*document(), "/server_list/0/device/2/rank_id").text(), std::string("2"));
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));

        m_editor->selectPointer("/server_list/1/device/0");
        m_editor->removeAction()->trigger();
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        m_editor->selectPointer("/server_list/2");
        m_editor->removeAction()->trigger();
        QCOMPARE(at(*document(), "/server_count").text(), std::string("3"));
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));

        // Scrambled ranks come back in order.
        QVERIFY(model()->setData(cell("/server_list/0/device/0/rank_id"), QStringLiteral("40")));
        QVERIFY(!errorsOf(*document()).isEmpty());
        m_editor->renumberRanksAction()->trigger();
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        QCOMPARE(at(*document(), "/server_list/0/device/0/rank_id").text(), std::string("0"));

        document()->undoStack()->setIndex(0);
        QVERIFY(document()->json() == original);
        document()->undoStack()->setIndex(document()->undoStack()->count());
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
    }

    void structuralEditsKeepTableValid12()
    {
        load(kTable12);
        const JsonValue original = document()->json();
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));

        m_editor->addServerAction()->trigger();
        QCOMPARE(at(*document(), "/server_list/3/server_id").text(), std::string("node_3"));
        QCOMPARE(at(*document(), "/server_list/3/host_ip").text(), std::string("172.16.0.103"));
        QCOMPARE(at(*document(), "/server_list/3/device/0/device_ip").text(), std::string("192.168.4.6"));
        QCOMPARE(at(*document(), "/server_list/3/device/0/backup_device_ip").text(), std::string("192.168.4.7"));
        QCOMPARE(at(*document(), "/super_pod_list/1/server_list/1/server_id").text(), std::string("node_3"));
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        // The new server shows under its super-pod.
        const QModelIndex added = model()->indexForPointer("/server_list/3");
        QCOMPARE(added.parent(), model()->index(1, 0));

        m_editor->selectPointer("/server_list/0");
        m_editor->addDeviceAction()->trigger();
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        QCOMPARE(at(*document(), "/server_list/0/device/2/rank_id").text(), std::string("2"));
        QCOMPARE(at(*document(), "/server_list/1/device/0/rank_id").text(), std::string("3"));

        m_editor->selectPointer("/server_list/1");
        m_editor->removeAction()->trigger();
        QCOMPARE(at(*document(), "/super_pod_list/0/server_list").size(), std::size_t(1));
        QCOMPARE(at(*document(), "/server_count").text(), std::string("3"));
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));

        document()->undoStack()->setIndex(0);
        QVERIFY(document()->json() == original);
    }

    void renamedServerKeepsItsSuperPod()
    {
        load(kTable12);
        const JsonValue original = document()->json();
        QVERIFY(model()->setData(cell("/server_list/2/server_id"), QStringLiteral("node_9")));
        QCOMPARE(at(*document(), "/super_pod_list/1/server_list/0/server_id").text(), std::string("node_9"));
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        QCOMPARE(model()->indexForPointer("/server_list/2").parent(), model()->index(1, 0));
        document()->undoStack()->undo();
        QVERIFY(document()->json() == original);
    }

    void inlineEditorSurvivesARebuild()
    {
        // Renaming a 1.2 server regroups the tree while the editor commits.
        load(kTable12);
        m_editor->show();
        QTreeView *tree = m_editor->treeView();
        m_editor->selectPointer("/server_list/1/server_id");
        tree->edit(tree->currentIndex());
        auto *line = tree->findChild<QLineEdit *>();
        QVERIFY(line);
        line->setText(QStringLiteral("node_7"));
        QTest::keyClick(line, Qt::Key_Return);   // the delegate commits on the next turn of the event loop
        QTRY_COMPARE(at(*document(), "/server_list/1/server_id").text(), std::string("node_7"));
        QCOMPARE(at(*document(), "/super_pod_list/0/server_list/1/server_id").text(), std::string("node_7"));
        QCOMPARE(m_editor->currentPointer(), std::string("/server_list/1/server_id"));
        QVERIFY(tree->isExpanded(tree->currentIndex().parent()));
        QCoreApplication::processEvents();
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
    }

    void structuralEditsKeepTableValid20()
    {
        load(kTable20);
        const JsonValue original = document()->json();
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        QVERIFY(!m_editor->addDeviceAction()->isEnabled());
        m_editor->selectPointer("/rank_list/0");
        m_editor->addServerAction()->trigger();   // "Add Rank" in 2.0
        QCOMPARE(at(*document(), "/rank_count").text(), std::string("3"));
        QCOMPARE(at(*document(), "/rank_list/1/rank_id").text(), std::string("1"));
        QVERIFY(at(*document(), "/rank_list/1/rank_id").isNumber());
        QCOMPARE(at(*document(), "/rank_list/2/rank_id").text(), std::string("2"));
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        m_editor->selectPointer("/rank_list/0");
        m_editor->removeAction()->trigger();
        QCOMPARE(at(*document(), "/rank_list/0/rank_id").text(), std::string("0"));
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document())));
        document()->undoStack()->setIndex(0);
        QVERIFY(document()->json() == original);
    }

    void pointersRoundTrip()
    {
        load(kTable12);
        for (const std::string pointer : {"/server_list/2/device/1/rank_id", "/server_list/0/host_ip",
                                          "/server_list/1/server_id", "/server_list/0/device/0/backup_device_port",
                                          "/super_pod_list/1/super_pod_id"}) {
            const QModelIndex index = model()->indexForPointer(pointer);
            QVERIFY2(index.isValid(), pointer.c_str());
            QCOMPARE(model()->pointerForIndex(index), pointer);
        }
        // The device under pod 1 > node_2.
        const QModelIndex rank = model()->indexForPointer("/server_list/2/device/1/rank_id");
        QCOMPARE(rank.parent().parent(), model()->index(1, 0));
        QCOMPARE(rank.data().toString(), QStringLiteral("5"));
        // A row's pointer: its row, column 0.
        const QModelIndex device = model()->indexForPointer("/server_list/2/device/1");
        QCOMPARE(device, rank.siblingAtColumn(0));
        QCOMPARE(model()->objectPointerForIndex(rank), std::string("/server_list/2/device/1"));
        // Not shown: the nearest shown ancestor.
        QCOMPARE(model()->indexForPointer("/server_list/2/device/1/unknown_key"), device);
        QCOMPARE(model()->indexForPointer("/server_list/2/device/7/rank_id"), model()->indexForPointer("/server_list/2"));
        QVERIFY(!model()->indexForPointer("/server_list/9").isValid());
        QVERIFY(!model()->indexForPointer("/server_count").isValid());
        // A super-pod entry leads to the server it names.
        QCOMPARE(model()->indexForPointer("/super_pod_list/0/server_list/1"), model()->indexForPointer("/server_list/1"));

        load(kTable20);
        const std::string addr = "/rank_list/1/level_list/0/rank_addr_list/0/addr";
        QCOMPARE(model()->pointerForIndex(model()->indexForPointer(addr)), addr);
    }

    void problemActivationSelectsThePlace()
    {
        ProblemsPanel panel;
        m_editor->connectProblemsPanel(&panel);
        load(kTable12);
        m_editor->show();
        QVERIFY(model()->setData(cell("/server_list/2/device/1/device_ip"), QStringLiteral("192.168.1.6")));
        QTRY_VERIFY(!panel.problems().isEmpty());
        QVERIFY(panel.summaryText().contains(QLatin1Char('1')));
        int row = -1;
        for (int i = 0; i < panel.problems().size(); ++i) {
            if (panel.problems().at(i).pointer == "/server_list/2/device/1/device_ip")
                row = i;
        }
        QVERIFY2(row >= 0, qPrintable(errorsOf(*document())));
        QSignalSpy activated(&panel, &ProblemsPanel::problemActivated);
        emit panel.view()->activated(panel.view()->model()->index(row, 0));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(m_editor->currentPointer(), std::string("/server_list/2/device/1/device_ip"));
        const QModelIndex current = m_editor->treeView()->currentIndex();
        QVERIFY(m_editor->treeView()->selectionModel()->isRowSelected(current.row(), current.parent()));
        QVERIFY(m_editor->treeView()->isExpanded(current.parent()));
        QCOMPARE(m_editor->fieldsPanel()->objectPointer(), std::string("/server_list/2/device/1"));

        // A table-level problem shows the table's own members.
        m_editor->selectPointer("/server_count");
        QCOMPARE(m_editor->fieldsPanel()->objectPointer(), std::string());
        QVERIFY(!m_editor->treeView()->currentIndex().isValid());
    }

    void fieldsPanelShowsEveryMember()
    {
        load(kOperatorTable);
        m_editor->selectPointer("/server_list/0");
        ObjectFieldsModel *fields = m_editor->fieldsPanel()->model();
        QCOMPARE(fields->rowCount(), 5);
        QVERIFY(fields->rowOfKey("container_ip") >= 0);
        QVERIFY(fields->rowOfKey("hardware_type") >= 0);
        const QModelIndex type = fields->index(fields->rowOfKey("hardware_type"), ObjectFieldsModel::ValueColumn);
        QCOMPARE(type.data().toString(), QStringLiteral("800I-A2-32G"));
        QVERIFY(fields->setData(type, QStringLiteral("800T-A2-64G")));
        QCOMPARE(at(*document(), "/server_list/0/hardware_type").text(), std::string("800T-A2-64G"));

        QVERIFY(m_editor->fieldsPanel()->addField(QStringLiteral("rack")));
        QCOMPARE(fields->rowCount(), 6);
        QVERIFY(at(*document(), "/server_list/0/rack").isString());
        QVERIFY(!m_editor->fieldsPanel()->addField(QStringLiteral("rack")));   // taken
        m_editor->fieldsPanel()->selectMember("container_ip");
        QVERIFY(m_editor->fieldsPanel()->removeCurrentField());
        QVERIFY(!at(*document(), "/server_list/0").find("container_ip"));
        QCOMPARE(fields->rowCount(), 5);

        // Nothing selected: the table's members.
        m_editor->treeView()->setCurrentIndex({});
        QCOMPARE(fields->objectPointer(), std::string());
        QVERIFY(fields->rowOfKey("server_count") >= 0);
        QVERIFY(fields->setData(fields->index(fields->rowOfKey("status"), ObjectFieldsModel::ValueColumn),
                                QStringLiteral("initializing")));
        QVERIFY(hasProblemAt(*document(), "/status", Problem::Severity::Error));
        QVERIFY(fields->index(fields->rowOfKey("status"), ObjectFieldsModel::ValueColumn).data(Qt::BackgroundRole).isValid());
    }

    void searchFiltersRows()
    {
        load(kTable10);
        QTreeView *tree = m_editor->treeView();
        m_editor->setSearchText(QStringLiteral("192.168.2.9"));
        QCOMPARE(tree->model()->rowCount(), 1);
        QCOMPARE(tree->model()->rowCount(tree->model()->index(0, 0)), 1);
        m_editor->setSearchText(QStringLiteral("node_0"));
        QCOMPARE(tree->model()->rowCount(tree->model()->index(0, 0)), 2);   // a matching server keeps its devices
        m_editor->setSearchText(QStringLiteral("3"));   // rank ids match whole
        QCOMPARE(tree->model()->rowCount(), 1);
        // Selecting a hidden place clears the search.
        m_editor->selectPointer("/server_list/0/device/0");
        QCOMPARE(tree->model()->rowCount(), 2);
        QCOMPARE(m_editor->currentPointer(), std::string("/server_list/0/device/0/device_id"));
    }

    void largeTableLoads()
    {
        RankTableSpec spec;
        spec.version = RankTableVersion::V1_2;
        spec.servers = 1024;
        spec.devicesPerServer = 16;
        spec.superPodSize = 64;
        JsonValue table = generateRankTable(spec);
        m_editor->show();
        QElapsedTimer timer;
        timer.start();
        document()->setDocument(std::move(table));
        QCoreApplication::processEvents();
        const qint64 loaded = timer.elapsed();
        QCOMPARE(model()->rowCount(), 16);
        QCOMPARE(deviceRows(*model()), 16384);
        m_editor->selectPointer("/server_list/1000/device/15/rank_id");
        QCOMPARE(m_editor->currentPointer(), std::string("/server_list/1000/device/15/rank_id"));
        timer.restart();
        m_editor->addServerAction()->trigger();
        QCoreApplication::processEvents();
        const qint64 added = timer.elapsed();
        QCOMPARE(deviceRows(*model()), 16384 + 16);
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document()).left(500)));
        // Removing the first server moves every other rank id down.
        m_editor->selectPointer("/server_list/0");
        timer.restart();
        m_editor->removeAction()->trigger();
        QCoreApplication::processEvents();
        const qint64 removed = timer.elapsed();
        QCOMPARE(at(*document(), "/server_list/0/device/0/rank_id").text(), std::string("0"));
        QVERIFY2(errorsOf(*document()).isEmpty(), qPrintable(errorsOf(*document()).left(500)));
        timer.restart();
        document()->undoStack()->undo();
        QCoreApplication::processEvents();
        const qint64 undone = timer.elapsed();
        QCOMPARE(at(*document(), "/server_list/0/device/0/rank_id").text(), std::string("0"));
        QCOMPARE(at(*document(), "/server_list/1/device/0/rank_id").text(), std::string("16"));
        qInfo("16,384 devices: load and show %lld ms, add a server %lld ms, remove the first %lld ms, undo %lld ms",
              loaded, added, removed, undone);
    }

    // Renumber by Topology: one undoable step naming the leaf crossings
    // before and after; a job it skips or a fabric that misses servers
    // changes nothing and says why.
    void renumberByTopologyIsOneUndoableStep()
    {
        document()->setDocument(generateRankTable({RankTableVersion::V1_0, 6, 2, 0}));
        const JsonValue before = document()->json();
        FabricTopology fabric;
        for (int s = 0; s < 6; ++s)
            for (int d = 0; d < 2; ++d)
                fabric.links.push_back({QStringLiteral("node_%1").arg(s), d, {}, QStringLiteral("leaf-%1").arg(s % 2), {}});
        for (const char *leaf : {"leaf-0", "leaf-1"})
            fabric.switches.push_back({QString::fromLatin1(leaf)});
        QVERIFY(m_editor->renumberByTopologyAction()->isEnabled());
        QSignalSpy asked(m_editor.get(), &RankTableEditor::topologyRequested);
        m_editor->renumberByTopologyAction()->trigger();
        QCOMPARE(asked.count(), 1);

        const QString said = m_editor->renumberByTopology(fabric);
        QVERIFY2(said.contains(QStringLiteral("6 → 2")), qPrintable(said));
        QCOMPARE(document()->undoStack()->count(), 1);
        QVERIFY(document()->undoStack()->undoText().contains(QStringLiteral("6 → 2")));
        QCOMPARE(JsonPointer::resolve(document()->json(), "/server_list/2/device/0/rank_id")->text(), std::string("2"));
        QVERIFY(validateRankTable(document()->json()).isEmpty());
        // Planned again: nothing to do, no step.
        QVERIFY(m_editor->renumberByTopology(fabric).contains(QLatin1String("nothing changed")));
        QCOMPARE(document()->undoStack()->count(), 1);
        document()->undoStack()->undo();
        QVERIFY(document()->json() == before);

        fabric.links.resize(8);   // node_4 and node_5 not covered
        QVERIFY(m_editor->renumberByTopology(fabric).contains(QLatin1String("node_4, node_5")));
        document()->setDocument(generateRankTable({RankTableVersion::V1_0, 2, 2, 0}));
        QVERIFY(m_editor->renumberByTopology(fabric).contains(QLatin1String("3 or more")));
        QCOMPARE(document()->undoStack()->count(), 0);
    }
};

QTEST_MAIN(TestRankTableEditor)
#include "tst_ranktableeditor.moc"
