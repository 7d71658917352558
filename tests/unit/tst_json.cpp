// The JSON layer every format stands on: what it keeps, where it places
// syntax errors, and that hostile input is an error rather than a crash.
#include "core/inputlimits.h"
#include "formats/jsondocument.h"
#include "formats/jsonpointer.h"
#include "formats/jsonreader.h"
#include "formats/jsonwriter.h"
#include "model/jsonvalue.h"

#include <QTest>

using namespace ascendops;

class TestJson : public QObject
{
    Q_OBJECT

private slots:
    void keepsOrderLiteralsAndTyping()
    {
        const Parsed<JsonValue> r = parseJson(R"({"z": "1", "a": 1.50, "m": -0, "e": 1E+3, "t": true, "n": null})");
        QVERIFY(r.ok());
        const JsonValue &v = r.value();
        QCOMPARE(v.keys(), (std::vector<std::string>{"z", "a", "m", "e", "t", "n"}));
        QVERIFY(v.find("z")->isString());
        QCOMPARE(v.find("a")->text(), std::string("1.50"));
        QCOMPARE(v.find("m")->text(), std::string("-0"));
        QCOMPARE(v.find("e")->text(), std::string("1E+3"));
        QVERIFY(v.find("t")->toBool());
        QVERIFY(v.find("n")->isNull());
        const std::string written = writeJson(v);
        QVERIFY(written.find("\"a\": 1.50") != std::string::npos);
        QVERIFY(written.find("\"z\": \"1\"") != std::string::npos);
    }

    void keepsDuplicateKeys()
    {
        const Parsed<JsonValue> r = parseJson(R"({"k": 1, "k": 2})");
        QVERIFY(r.ok());
        QCOMPARE(r.value().size(), std::size_t(2));
        QCOMPARE(r.value().find("k")->text(), std::string("1"));
    }

    void canonicalLayoutIsAFixedPoint()
    {
        const char *text = "{\"a\":[1,{\"b\":\"x\\\"y\\n\"},[],{}],\"c\":\"\\u00e9\\u0001\"}";
        const Parsed<JsonValue> first = parseJson(text);
        QVERIFY(first.ok());
        const std::string once = writeJson(first.value());
        QCOMPARE(once, std::string("{\n    \"a\": [\n        1,\n        {\n            \"b\": \"x\\\"y\\n\"\n        },\n"
                                   "        [],\n        {}\n    ],\n    \"c\": \"\xC3\xA9\\u0001\"\n}\n"));
        const Parsed<JsonValue> second = parseJson(once);
        QVERIFY(second.ok());
        QVERIFY(second.value() == first.value());
        QCOMPARE(writeJson(second.value()), once);
    }

    void syntaxErrorsHaveLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("missing colon") << QByteArray("{\n  \"a\" 1\n}") << 2 << 7;
        QTest::newRow("trailing comma") << QByteArray("[1,\n2,\n]") << 3 << 1;
        QTest::newRow("unterminated string") << QByteArray("{\"a\": \"abc") << 1 << 11;
        QTest::newRow("empty") << QByteArray("") << 1 << 1;
        QTest::newRow("text after value") << QByteArray("{} {}") << 1 << 4;
        QTest::newRow("bad escape") << QByteArray("[\"\\q\"]") << 1 << 3;
        QTest::newRow("column counts characters") << QByteArray("[\"\xC3\xA9\xC3\xA9\", x]") << 1 << 8;
        QTest::newRow("NUL byte") << QByteArray("{\"a\":\n 1,\0}", 11) << 2 << 4;
        QTest::newRow("invalid UTF-8") << QByteArray("[\"\xC3\x28\"]") << 1 << 3;
    }

    void syntaxErrorsHaveLineAndColumn()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        const Parsed<JsonValue> r = parseJson(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(!r.ok());
        QVERIFY(!r.problems().first().message.isEmpty());
        QCOMPARE(r.problems().first().line, line);
        QCOMPARE(r.problems().first().column, column);
    }

    void inPlaceParsingMatchesCopyingParse()
    {
        const std::string text = "{\"a\": \"x\\ny\", \"b\": [1, 2]}";
        const Parsed<JsonValue> copied = parseJson(text);
        const Parsed<JsonValue> inPlace = parseJsonInPlace(std::string(text));
        QVERIFY(copied.ok() && inPlace.ok());
        QVERIFY(copied.value() == inPlace.value());
        QCOMPARE(inPlace.value().find("a")->text(), std::string("x\ny"));
    }

    void inPlaceErrorsAreWhereTheTextSaysThey_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        // Without escapes the buffer itself is read for the place; with
        // them a decoded "\n" must not count as a line break.
        QTest::newRow("no escapes") << QByteArray("{\"a\": \"b\",\n \"c\" 1}") << 2 << 6;
        QTest::newRow("escaped newline before the error") << QByteArray("{\"a\": \"x\\ny\\nz\",\n \"c\" 1}") << 2 << 6;
    }

    void inPlaceErrorsAreWhereTheTextSaysThey()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        const Parsed<JsonValue> r = parseJsonInPlace(text.toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(r.problems().first().line, line);
        QCOMPARE(r.problems().first().column, column);
    }

    void byteOrderMarkIsSkipped()
    {
        const Parsed<JsonValue> r = parseJson("\xEF\xBB\xBF{\"a\": 1}");
        QVERIFY(r.ok());
        QCOMPARE(r.value().find("a")->text(), std::string("1"));
        const Parsed<JsonValue> bad = parseJson("\xEF\xBB\xBF{\"a\" 1}");
        QCOMPARE(bad.problems().first().column, 6);
    }

    void deepNestingIsAnErrorNotACrash()
    {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        const Parsed<JsonValue> r = parseJson(deep);
        QVERIFY(!r.ok());
        QVERIFY(r.problems().first().message.contains(QLatin1String("nested")));
        const std::string fine = std::string(200, '[') + std::string(200, ']');
        QVERIFY(parseJson(fine).ok());
    }

    // The nlohmann-based readers (ConfigMap values, tables, API replies)
    // and yaml-cpp are bounded before they read: 200,000 brackets are an
    // error with their place, in strings they are text.
    void limitsOfOtherReaders()
    {
        const std::string deep = std::string(200000, '[') + std::string(200000, ']');
        const Parsed<nlohmann::json> document = parseJsonDocument(deep);
        QVERIFY(!document.ok());
        QVERIFY(document.error().contains(QLatin1String("nested more than 512")));
        QCOMPARE(document.problems().first().column, 513);
        QVERIFY(parseJsonOrDiscarded(deep).is_discarded());
        QVERIFY(!parseJsonOrDiscarded("{\"a\": [1, 2]}").is_discarded());
        // Brackets inside strings, escaped quotes, YAML's single quotes.
        const std::string quoted = "{\"a\": \"" + std::string(1000, '[') + "\\\" [\", \"b\": 1}";
        QVERIFY(!nestingProblem(quoted));
        QVERIFY(parseJsonDocument(quoted).ok());
        QVERIFY(!nestingProblem("a: '" + std::string(1000, '{') + "'' ['", kMaxNesting, true));
        QVERIFY(nestingProblem("a: '" + std::string(1000, '{') + "'' ['", kMaxNesting, false));
        // The place is the bracket one too deep: "{" on line 1, 512 more on line 2.
        const std::optional<Problem> second = nestingProblem("{\n" + std::string(600, '['));
        QVERIFY(second);
        QCOMPARE(second->line, 2);
        QCOMPARE(second->column, 512);
        // Sizes: a 2 GB document is named, not read; a 2 MB string is quoted short.
        QVERIFY(documentSizeProblem(2LL * 1024 * 1024 * 1024));
        QVERIFY(documentSizeProblem(2LL * 1024 * 1024 * 1024)->contains(QLatin1String("at most 268435456")));
        QVERIFY(!documentSizeProblem(5 * 1024 * 1024));
        QCOMPARE(quotedForMessage(QString(2 * 1024 * 1024, QLatin1Char('x'))), QString(kMaxQuotedChars, QLatin1Char('x')) + QStringLiteral("..."));
    }

    void integers()
    {
        long long v = 0;
        QVERIFY(JsonValue::string("16666").toInteger(&v));
        QCOMPARE(v, 16666LL);
        QVERIFY(JsonValue::number("-3").toInteger(&v));
        QCOMPARE(v, -3LL);
        QVERIFY(!JsonValue::string("16a").toInteger(&v));
        QVERIFY(!JsonValue::string("").toInteger(&v));
        QVERIFY(!JsonValue::number("1.5").toInteger(&v));
        QVERIFY(!JsonValue::boolean(true).toInteger(&v));
    }

    void pointers()
    {
        QCOMPARE(JsonPointer::append("/a", "b/c~d"), std::string("/a/b~1c~0d"));
        QCOMPARE(JsonPointer::append("/list", std::size_t(12)), std::string("/list/12"));
        std::vector<std::string> tokens;
        QVERIFY(JsonPointer::split("/a/b~1c~0d/0", &tokens));
        QCOMPARE(tokens, (std::vector<std::string>{"a", "b/c~d", "0"}));
        QVERIFY(!JsonPointer::split("a/b", &tokens));
        QVERIFY(!JsonPointer::split("/a~2", &tokens));

        const Parsed<JsonValue> r = parseJson(R"({"server_list": [{"device": [{"rank_id": "0"}, {"rank_id": "1"}]}], "a/b": 5})");
        QVERIFY(r.ok());
        const JsonValue *rank = JsonPointer::resolve(r.value(), "/server_list/0/device/1/rank_id");
        QVERIFY(rank);
        QCOMPARE(rank->text(), std::string("1"));
        QCOMPARE(JsonPointer::resolve(r.value(), "/a~1b")->text(), std::string("5"));
        QVERIFY(JsonPointer::resolve(r.value(), "") == &r.value());
        QVERIFY(!JsonPointer::resolve(r.value(), "/server_list/1"));
        QVERIFY(!JsonPointer::resolve(r.value(), "/server_list/01x"));
        QVERIFY(!JsonPointer::resolve(r.value(), "/server_list/0/device/0/rank_id/x"));
    }

    void editing()
    {
        JsonValue object = JsonValue::object();
        object.appendMember("b", JsonValue::number(2));
        object.insertMember(0, "a", JsonValue::string("1"));
        object.setMember("b", JsonValue::number(3));
        object.setMember("c", JsonValue::null());
        QCOMPARE(object.keys(), (std::vector<std::string>{"a", "b", "c"}));
        QCOMPARE(object.find("b")->text(), std::string("3"));
        const std::string key = object.takeKeyAt(0);
        const JsonValue taken = object.takeAt(0);
        QCOMPARE(key, std::string("a"));
        QVERIFY(taken == JsonValue::string("1"));
        QCOMPARE(object.indexOf("b"), 0L);
        QCOMPARE(object.indexOf("zz"), -1L);
    }
};

QTEST_APPLESS_MAIN(TestJson)
#include "tst_json.moc"
