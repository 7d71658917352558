// Volcano's count of a job's unconditional retries left, read from the
// fixtures of tests/data/volcano (their sources in SOURCES.md) and from
// text in every wrong shape.
#include "formats/remainretrytimes.h"

#include <QFile>
#include <QTest>

using namespace ascendops;

namespace {

std::string fixture(const char *name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/volcano/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("no fixture %s", name);
    return file.readAll().toStdString();
}

} // namespace

class TestRemainRetryTimes : public QObject
{
    Q_OBJECT

private slots:
    void documentedEmptyValueIsNoJob()
    {
        const Parsed<std::map<QString, int>> left = readRemainRetryTimes(fixture("remain-retry-times-empty.txt"));
        QVERIFY(left);
        QVERIFY(left->empty());
    }

    void eachJobByItsKey()
    {
        const Parsed<std::map<QString, int>> left = readRemainRetryTimes(fixture("remain-retry-times-two-jobs.json"));
        QVERIFY(left);
        QCOMPARE(left->size(), std::size_t(2));
        QCOMPARE(remainRetriesOf(*left, QStringLiteral("default"), QStringLiteral("llama"),
                                 QStringLiteral("6b7c3a0e-1f2d-4c5b-9a8e-0d1c2b3a4f5e")), std::optional<int>(2));
        QCOMPARE(remainRetriesOf(*left, QStringLiteral("team-b"), QStringLiteral("gpt"), QString()), std::optional<int>(0));
        // Another uid of the same name (the PodGroup's): still the job's.
        QCOMPARE(remainRetriesOf(*left, QStringLiteral("default"), QStringLiteral("llama"), QStringLiteral("other")),
                 std::optional<int>(2));
        // Not a prefix of another job's name, nor another namespace.
        QCOMPARE(remainRetriesOf(*left, QStringLiteral("default"), QStringLiteral("lla"), QString()), std::nullopt);
        QCOMPARE(remainRetriesOf(*left, QStringLiteral("team-a"), QStringLiteral("gpt"), QString()), std::nullopt);
    }

    void twoUidsOfOneNameAreNotGuessed()
    {
        const Parsed<std::map<QString, int>> left = readRemainRetryTimes(
            R"({"d/j-11111111-1111-1111-1111-111111111111":{"Times":1},"d/j-22222222-2222-2222-2222-222222222222":{"Times":3}})");
        QVERIFY(left);
        QCOMPARE(remainRetriesOf(*left, QStringLiteral("d"), QStringLiteral("j"), QStringLiteral("x")), std::nullopt);
        QCOMPARE(remainRetriesOf(*left, QStringLiteral("d"), QStringLiteral("j"), QStringLiteral("22222222-2222-2222-2222-222222222222")),
                 std::optional<int>(3));
    }

    void badInputIsSaidWithItsPlace()
    {
        QVERIFY(!readRemainRetryTimes("3"));
        const Parsed<std::map<QString, int>> cut = readRemainRetryTimes("{\"a\":");
        QVERIFY(!cut);
        QVERIFY(cut.problems().front().isError());
        const Parsed<std::map<QString, int>> some = readRemainRetryTimes(
            R"({"d/a-x":{"Times":"2"},"d/b-x":{"Times":-1},"d/c-x":[],"d/e-x":{"Times":4}})");
        QVERIFY(some);
        QCOMPARE(some->size(), std::size_t(1));
        QCOMPARE(some->at(QStringLiteral("d/e-x")), 4);
        QCOMPARE(some.problems().size(), 3);
        QCOMPARE(some.problems().front().pointer, std::string("/d~1a-x"));
        QVERIFY(!some.problems().front().isError());
    }
};

QTEST_GUILESS_MAIN(TestRemainRetryTimes)
#include "tst_remainretrytimes.moc"
