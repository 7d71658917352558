// The fabric: `hccn_tool -lldp` answers (the reference layout, missing TLVs,
// no answer), the topology file (read, written, hand edits kept) and routing
// planning over rank tables 1.0, 1.2 and 2.0 (interleaved leaves, one leaf,
// super-pods, a two-server job, servers the topology does not cover).
#include "formats/fabrictopology.h"
#include "formats/hccnlldp.h"
#include "formats/jsonpointer.h"
#include "formats/ranktablegenerator.h"
#include "formats/ranktablevalidator.h"
#include "formats/routingplan.h"

#include <QFile>
#include <QTest>

using namespace ascendops;

namespace {

QByteArray sample(const char *name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/telemetry/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines << problem.toString();
    return lines.join(QLatin1Char('\n'));
}

// A topology with server node_<i> (the generator's names) under the leaf
// leafOf[i], every device of it cabled there.
FabricTopology topologyOf(const std::vector<QString> &leafOf, int devicesPerServer)
{
    FabricTopology topology;
    for (std::size_t s = 0; s < leafOf.size(); ++s)
        for (int d = 0; d < devicesPerServer; ++d)
            topology.links.push_back({QStringLiteral("node_%1").arg(s), d, {}, leafOf[s],
                                      QStringLiteral("400GE1/0/%1").arg(s * 100 + std::size_t(d))});
    for (const QString &leaf : leafOf)
        if (topology.switchIndex(leaf) < 0)
            topology.switches.push_back({leaf});
    return topology;
}

long long rankAt(const JsonValue &table, const std::string &pointer)
{
    const JsonValue *value = JsonPointer::resolve(table, pointer);
    long long rank = -1;
    return value && value->toInteger(&rank) ? rank : -1;
}

std::vector<QString> switchesOf(const RoutingPlan &plan)
{
    std::vector<QString> switches;
    for (const RoutingServer &server : plan.servers)
        switches.push_back(server.switchName);
    return switches;
}

} // namespace

class TestFabric : public QObject
{
    Q_OBJECT

private slots:
    void lldpRealLayout()
    {
        const Parsed<HccnLldp> lldp = parseHccnLldp(sample("lldp.txt"));
        QVERIFY2(lldp, qPrintable(describe(lldp.problems())));
        QVERIFY2(lldp.problems().isEmpty(), qPrintable(describe(lldp.problems())));
        QVERIFY(lldp->answered);
        QCOMPARE(lldp->chassisId, QStringLiteral("4c:f9:5d:12:34:56"));
        QCOMPARE(lldp->portId, QStringLiteral("400GE1/1/20:2"));
        QCOMPARE(lldp->systemName, QStringLiteral("leaf-rack3"));
        QCOMPARE(lldp->switchName(), QStringLiteral("leaf-rack3"));
        QCOMPARE(lldp->managementAddress, QStringLiteral("26.10.3.1"));
        QCOMPARE(lldp->maxFrameSize, std::optional<int>(9216));
        // The description's lines, the unindented ones too.
        QVERIFY(lldp->systemDescription.startsWith(QLatin1String("Versatile Routing Platform Software\nVRP (R) software")));
        QVERIFY(lldp->systemDescription.endsWith(QLatin1String("HUAWEI DX511")));
        QCOMPARE(lldp->tlvs.size(), std::size_t(7));
        QCOMPARE(lldp->tlvs.back().first, QStringLiteral("End of LLDPDU"));

        QByteArray crlf = sample("lldp.txt");
        crlf.replace("\n", "\r\n");
        const Parsed<HccnLldp> again = parseHccnLldp(crlf);
        QVERIFY(again);
        QCOMPARE(again->portId, lldp->portId);
        QCOMPARE(again->systemDescription, lldp->systemDescription);
    }

    void lldpMissingTlvs()
    {
        const Parsed<HccnLldp> lldp = parseHccnLldp(sample("lldp-chassis-only.txt"));
        QVERIFY2(lldp, qPrintable(describe(lldp.problems())));
        QVERIFY(lldp->systemName.isEmpty());
        QCOMPARE(lldp->switchName(), QStringLiteral("4c:f9:5d:ab:cd:ef"));
        QCOMPARE(lldp->portId, QStringLiteral("200GE1/0/7"));
        QVERIFY(lldp->managementAddress.isEmpty());
        QVERIFY(!lldp->maxFrameSize);

        // Port ID alone names no switch: an error, not a nameless switch.
        const Parsed<HccnLldp> nameless = parseHccnLldp("Port ID TLV\n    Ifname: 400GE1/0/1\nEnd of LLDPDU TLV\n");
        QVERIFY(!nameless);
        QVERIFY(nameless.error().contains(QLatin1String("names no switch")));

        // A frame size that is no number is reported with its line, the rest kept.
        const Parsed<HccnLldp> odd = parseHccnLldp("System Name TLV\n    spine-2\nMaximum Frame Size TLV\n    jumbo\n");
        QVERIFY(odd);
        QCOMPARE(odd->systemName, QStringLiteral("spine-2"));
        QCOMPARE(odd.problems().size(), 1);
        QCOMPARE(odd.problems().first().line, 4);
    }

    void lldpNamesAndDescriptionsAreTakenAsWritten()
    {
        // A colon in a System Name is the name's; a description line that
        // happens to end in " TLV" stays in the description.
        const Parsed<HccnLldp> lldp = parseHccnLldp("Chassis ID TLV\n    MAC: 4c:f9:5d:00:00:01\n"
                                                    "System Name TLV\n    DC1: leaf-3\n"
                                                    "System Description TLV\n    Fabric switch\nSupports VLAN TLV\n"
                                                    "Management Address TLV\n    IPv4: 26.1.1.1\nEnd of LLDPDU TLV\n");
        QVERIFY(lldp);
        QCOMPARE(lldp->systemName, QStringLiteral("DC1: leaf-3"));
        QCOMPARE(lldp->systemDescription, QStringLiteral("Fabric switch\nSupports VLAN TLV"));
        QCOMPARE(lldp->managementAddress, QStringLiteral("26.1.1.1"));
        QCOMPARE(lldp->chassisId, QStringLiteral("4c:f9:5d:00:00:01"));
    }

    void lldpNoAnswer()
    {
        const Parsed<HccnLldp> empty = parseHccnLldp("");
        QVERIFY(empty);
        QVERIFY(!empty->answered);
        QVERIFY(empty->switchName().isEmpty());

        const Parsed<HccnLldp> said = parseHccnLldp("hccn_tool -i 3 -lldp -g\nlldp neighbor info is empty\n");
        QVERIFY(said);
        QVERIFY(!said->answered);
        QCOMPARE(said->silence, QStringLiteral("lldp neighbor info is empty"));

        // Text before the first TLV of an answer is reported, not taken as a value.
        const Parsed<HccnLldp> noisy = parseHccnLldp("warning: slow\nSystem Name TLV\n    leaf-1\n");
        QVERIFY(noisy);
        QCOMPARE(noisy->systemName, QStringLiteral("leaf-1"));
        QCOMPARE(noisy.problems().size(), 1);
        QCOMPARE(noisy.problems().first().line, 1);
    }

    void topologyFileRoundTrip()
    {
        const std::string text = R"({"switches": [{"name": "leaf-1", "tier": "leaf", "uplinks": ["spine-1"]},
            {"name": "spine-1", "tier": "spine"}],
            "links": [{"server": "node_0", "device": 0, "switch": "leaf-1", "port": "400GE1/0/1"},
                      {"server": "node_0", "device": "1", "device_ip": "192.168.1.7", "switch": "leaf-2"}]})";
        const Parsed<FabricTopology> topology = parseFabricTopology(text);
        QVERIFY2(topology, qPrintable(describe(topology.problems())));
        QCOMPARE(topology->switches.size(), std::size_t(3));   // leaf-2 added from its link
        QCOMPARE(topology->switches[2].name, QStringLiteral("leaf-2"));
        QVERIFY(topology->switches[2].isLeaf());
        QCOMPARE(topology.problems().size(), 1);
        QCOMPARE(topology.problems().first().pointer, std::string("/links/1/switch"));
        QCOMPARE(topology->switches[0].uplinks, QStringList{QStringLiteral("spine-1")});
        QCOMPARE(topology->links[1].device, 1);
        QCOMPARE(topology->links[1].deviceIp, QStringLiteral("192.168.1.7"));

        const Parsed<FabricTopology> again = parseFabricTopology(writeFabricTopology(topology.value()));
        QVERIFY2(again, qPrintable(describe(again.problems())));
        QVERIFY(again.problems().isEmpty());
        QCOMPARE(again->switches.size(), std::size_t(3));
        QCOMPARE(again->links.size(), std::size_t(2));
        QCOMPARE(again->links[0].port, QStringLiteral("400GE1/0/1"));
        QCOMPARE(again->switches[1].tier, QStringLiteral("spine"));
    }

    void topologyFileErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("words");
        QTest::newRow("not an object") << "[1]" << "" << "JSON object";
        QTest::newRow("no links") << R"({"switches": []})" << "" << "no \"links\"";
        QTest::newRow("device missing") << R"({"links": [{"server": "a", "switch": "s"}]})" << "/links/0" << "no \"device\"";
        QTest::newRow("device negative") << R"({"links": [{"server": "a", "device": -1, "switch": "s"}]})"
                                         << "/links/0/device" << "device id";
        QTest::newRow("server not text") << R"({"links": [{"server": 3, "device": 0, "switch": "s"}]})"
                                         << "/links/0/server" << "must be a string";
        QTest::newRow("unknown uplink") << R"({"switches": [{"name": "l", "uplinks": ["x"]}], "links": []})"
                                        << "/switches/0/uplinks/0" << "\"x\"";
        QTest::newRow("twice") << R"({"links": [{"server": "a", "device": 0, "switch": "s"}, {"server": "a", "device": 0, "switch": "t"}]})"
                               << "/links/1" << "has a link already";
        QTest::newRow("switch twice") << R"({"switches": [{"name": "l"}, {"name": "l"}], "links": []})"
                                      << "/switches/1/name" << "listed twice";
        QTest::newRow("syntax") << R"({"links": [)" << "" << "";
        QTest::newRow("empty name") << R"({"switches": [{"name": ""}], "links": []})" << "/switches/0/name" << "must not be empty";
        QTest::newRow("empty switch") << R"({"links": [{"server": "a", "device": 0, "switch": ""}]})" << "/links/0/switch"
                                      << "must not be empty";
    }

    void topologyFileErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, pointer);
        QFETCH(QString, words);
        const Parsed<FabricTopology> topology = parseFabricTopology(text.toStdString());
        QVERIFY(!topology);
        bool found = false;
        for (const Problem &problem : topology.problems())
            found = found || (problem.isError() && problem.pointer == pointer.toStdString() && problem.message.contains(words));
        QVERIFY2(found, qPrintable(describe(topology.problems())));
    }

    void handEditsKept()
    {
        FabricTopology previous;
        previous.switches = {{QStringLiteral("leaf-1"), QStringLiteral("leaf"), {QStringLiteral("spine-1")}},
                             {QStringLiteral("spine-1"), QStringLiteral("spine")}};
        previous.links = {{QStringLiteral("gone"), 0, {}, QStringLiteral("leaf-1"), {}},
                          {QStringLiteral("node_0"), 0, {}, QStringLiteral("leaf-9"), {}},
                          {QStringLiteral("node_0"), 1, {}, QStringLiteral("leaf-1"), QStringLiteral("by hand")}};
        FabricTopology discovered;
        discovered.switches = {{QStringLiteral("leaf-1")}};
        discovered.links = {{QStringLiteral("node_0"), 0, {}, QStringLiteral("leaf-1"), QStringLiteral("400GE1/0/1")}};
        const FabricTopology merged = mergeHandEdits(discovered, previous);
        QCOMPARE(merged.switches.size(), std::size_t(2));
        QCOMPARE(merged.switches[0].uplinks, QStringList{QStringLiteral("spine-1")});
        QCOMPARE(merged.switches[1].tier, QStringLiteral("spine"));
        // node_0 device 0 answered again: its new link wins; "gone" and
        // node_0's silent device 1 did not: their links are kept.
        QCOMPARE(merged.links.size(), std::size_t(3));
        QCOMPARE(merged.links[0].switchName, QStringLiteral("leaf-1"));
        QCOMPARE(merged.links[1].server, QStringLiteral("gone"));
        QCOMPARE(merged.links[2].port, QStringLiteral("by hand"));
    }

    void crossSwitchHopsCountsTheRing()
    {
        const QString a = QStringLiteral("a"), b = QStringLiteral("b");
        QCOMPARE(crossSwitchHops({}), 0);
        QCOMPARE(crossSwitchHops({a, a, a}), 0);
        QCOMPARE(crossSwitchHops({a, b}), 2);            // there and back
        QCOMPARE(crossSwitchHops({a, b, a, b, a, b}), 6);
        QCOMPARE(crossSwitchHops({a, a, a, b, b, b}), 2);
    }

    void planInterleavedLeaves()
    {
        const JsonValue table = generateRankTable({RankTableVersion::V1_0, 6, 8, 0});
        const QString a = QStringLiteral("leaf-a"), b = QStringLiteral("leaf-b");
        const Parsed<RoutingPlan> plan = planRouting(table, topologyOf({a, b, a, b, a, b}, 8));
        QVERIFY2(plan, qPrintable(describe(plan.problems())));
        QVERIFY(!plan->skipped);
        QVERIFY(plan->changed);
        QCOMPARE(plan->hopsBefore, 6);
        QCOMPARE(plan->hopsAfter, 2);       // once per leaf
        QCOMPARE(plan->leaves, 2);
        QCOMPARE(switchesOf(plan.value()), (std::vector<QString>{a, a, a, b, b, b}));
        const QStringList order{QStringLiteral("node_0"), QStringLiteral("node_2"), QStringLiteral("node_4"),
                                QStringLiteral("node_1"), QStringLiteral("node_3"), QStringLiteral("node_5")};
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(plan->servers[std::size_t(i)].serverId, order[i]);
            QCOMPARE(plan->servers[std::size_t(i)].rankAfterAcc, i);
        }
        // node_2 now holds ranks 8..15 in its device order; the list keeps its order.
        QCOMPARE(rankAt(plan->table, "/server_list/2/device/0/rank_id"), 8LL);
        QCOMPARE(rankAt(plan->table, "/server_list/2/device/7/rank_id"), 15LL);
        QCOMPARE(rankAt(plan->table, "/server_list/1/device/0/rank_id"), 24LL);
        QVERIFY(JsonPointer::resolve(plan->table, "/server_list/1/device/0/rank_id")->isString());
        QCOMPARE(JsonPointer::resolve(plan->table, "/server_list/1/server_id")->text(), std::string("node_1"));
        QVERIFY2(!hasErrors(validateRankTable(plan->table)), qPrintable(describe(validateRankTable(plan->table))));

        // Planned again, it is already the best: nothing changes.
        const Parsed<RoutingPlan> again = planRouting(plan->table, topologyOf({a, b, a, b, a, b}, 8));
        QVERIFY(again);
        QVERIFY(!again->changed);
        QCOMPARE(again->hopsBefore, 2);
        QVERIFY(again->table == plan->table);
    }

    void planOneLeaf()
    {
        const JsonValue table = generateRankTable({RankTableVersion::V1_0, 4, 8, 0});
        const QString a = QStringLiteral("leaf-a");
        const Parsed<RoutingPlan> plan = planRouting(table, topologyOf({a, a, a, a}, 8));
        QVERIFY(plan);
        QCOMPARE(plan->hopsBefore, 0);
        QCOMPARE(plan->hopsAfter, 0);
        QVERIFY(!plan->changed);
        QVERIFY(plan->table == table);
    }

    void planKeepsSuperPodsTogether()
    {
        // Two super-pods of four; leaves interleaved inside each, and leaf-b
        // spans both pods: the second pod starts on the leaf the first ends on.
        const JsonValue table = generateRankTable({RankTableVersion::V1_2, 8, 16, 4});
        const QString a = QStringLiteral("leaf-a"), b = QStringLiteral("leaf-b"), c = QStringLiteral("leaf-c");
        const Parsed<RoutingPlan> plan = planRouting(table, topologyOf({a, b, a, b, c, b, c, b}, 16));
        QVERIFY2(plan, qPrintable(describe(plan.problems())));
        QCOMPARE(plan->hopsBefore, 8);
        QCOMPARE(switchesOf(plan.value()), (std::vector<QString>{a, a, b, b, b, b, c, c}));
        QCOMPARE(plan->hopsAfter, 3);
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(plan->servers[i].superPod, plan->servers[0].superPod);
            QCOMPARE(plan->servers[i + 4].superPod, plan->servers[4].superPod);
        }
        QVERIFY(plan->servers[0].superPod != plan->servers[4].superPod);
        const Problems problems = validateRankTable(plan->table);
        QVERIFY2(!hasErrors(problems), qPrintable(describe(problems)));
    }

    void planVersion20ByDeviceAddress()
    {
        const JsonValue table = generateRankTable({RankTableVersion::V2_0, 4, 2, 0});
        // 2.0 servers are the instances of net_layer 0; the links name no
        // server the table knows, so devices are matched by address.
        FabricTopology topology;
        const QString leaves[] = {QStringLiteral("leaf-a"), QStringLiteral("leaf-b"), QStringLiteral("leaf-a"), QStringLiteral("leaf-b")};
        const JsonValue *ranks = table.find("rank_list");
        for (std::size_t r = 0; r < ranks->size(); ++r) {
            const JsonValue *addr = JsonPointer::resolve(ranks->at(r), "/level_list/1/rank_addr_list/0/addr");
            QVERIFY(addr);
            topology.links.push_back({QStringLiteral("host-%1").arg(r / 2), int(r % 2), QString::fromStdString(addr->text()),
                                      leaves[r / 2], {}});
        }
        const Parsed<RoutingPlan> plan = planRouting(table, topology);
        QVERIFY2(plan, qPrintable(describe(plan.problems())));
        QCOMPARE(plan->hopsBefore, 4);
        QCOMPARE(plan->hopsAfter, 2);
        QCOMPARE(plan->servers[1].serverId, QStringLiteral("az0-server2"));
        QVERIFY(JsonPointer::resolve(plan->table, "/rank_list/4/rank_id")->isNumber());
        QCOMPARE(rankAt(plan->table, "/rank_list/4/rank_id"), 2LL);
        QVERIFY(!hasErrors(validateRankTable(plan->table)));
    }

    void planSkipsSmallJobs()
    {
        const JsonValue table = generateRankTable({RankTableVersion::V1_0, 2, 8, 0});
        const Parsed<RoutingPlan> plan = planRouting(table, topologyOf({QStringLiteral("a"), QStringLiteral("b")}, 8));
        QVERIFY(plan);
        QVERIFY(plan->skipped);
        QVERIFY(plan->skipReason.contains(QLatin1String("3 or more")));
        QVERIFY(!plan->changed);
        QVERIFY(plan->table == table);
        QCOMPARE(plan->servers.size(), std::size_t(2));
    }

    void planNamesUncoveredServers()
    {
        const JsonValue table = generateRankTable({RankTableVersion::V1_0, 5, 8, 0});
        FabricTopology topology = topologyOf({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("a")}, 8);
        const Parsed<RoutingPlan> plan = planRouting(table, topology);
        QVERIFY(!plan);
        QVERIFY(plan.error().contains(QLatin1String("2 server(s): node_3, node_4")));

        // A server with some devices missing is planned, with a note.
        topology = topologyOf({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("a")}, 8);
        topology.links.pop_back();
        const Parsed<RoutingPlan> partial = planRouting(table, topology);
        QVERIFY(partial);
        QVERIFY(describe(partial.problems()).contains(QLatin1String("server node_4: 1 of its 8 devices")));
    }

    void planLeavesAnUnplannedTableAsItIs()
    {
        // A valid 2.0 table whose two servers' ranks alternate: a two-server
        // job is skipped, and its ranks stay exactly as written.
        JsonValue table = generateRankTable({RankTableVersion::V2_0, 2, 2, 0});
        JsonValue *ranks = table.find("rank_list");
        std::swap(ranks->at(1), ranks->at(2));
        const Parsed<RoutingPlan> plan = planRouting(table, topologyOf({QStringLiteral("a"), QStringLiteral("b")}, 2));
        QVERIFY(!plan);   // the generator's 2.0 servers are az0-server<N>, not node_<N>
        FabricTopology byAddress;
        for (std::size_t r = 0; r < ranks->size(); ++r)
            byAddress.links.push_back({QStringLiteral("x"), int(r), QString::fromStdString(
                JsonPointer::resolve(ranks->at(r), "/level_list/1/rank_addr_list/0/addr")->text()), QStringLiteral("a"), {}});
        const Parsed<RoutingPlan> skipped = planRouting(table, byAddress);
        QVERIFY2(skipped, qPrintable(describe(skipped.problems())));
        QVERIFY(skipped->skipped);
        QVERIFY(!skipped->changed);
        QVERIFY(skipped->table == table);
    }

    void planRefusesTemplate2()
    {
        const Parsed<RoutingPlan> plan = planRouting(JsonValue::object(), {});
        QVERIFY(!plan);
        QCOMPARE(plan.problems().first().pointer, std::string("/version"));
    }
};

QTEST_GUILESS_MAIN(TestFabric)
#include "tst_fabric.moc"
