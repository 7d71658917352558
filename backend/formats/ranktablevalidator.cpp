#include "formats/ranktablevalidator.h"

#include "formats/ranktablefindings.h"
#include "formats/ranktablevalidator1x.h"
#include "formats/ranktablevalidator20.h"
#include "formats/ranktabletemplate2.h"

#include <QCoreApplication>
#include <QStringList>

namespace ascendops {
namespace {

RankTableVersion versionFromText(std::string_view text)
{
    if (text == "1.0")
        return RankTableVersion::V1_0;
    if (text == "1.2")
        return RankTableVersion::V1_2;
    if (text == "2.0")
        return RankTableVersion::V2_0;
    return RankTableVersion::Unknown;
}

// Reports a missing, mistyped or unknown version and returns it.
RankTableVersion checkVersion(const JsonValue &document, RankTableFindings &findings)
{
    const JsonPlace place = JsonPlace::root().member("version");
    const JsonValue *version = document.find("version");
    if (!version) {
        findings.error(place, QCoreApplication::translate("RankTableValidator",
            "version is missing; expected \"1.0\", \"1.2\" (A3 super-pod) or \"2.0\" (Ascend 950)."));
        return RankTableVersion::Unknown;
    }
    if (!version->isString()) {
        findings.error(place, QCoreApplication::translate("RankTableValidator",
            "version must be a string, \"1.0\", \"1.2\" or \"2.0\"; found %1.").arg(describeJsonValue(*version)));
        return versionFromText(version->text());
    }
    const RankTableVersion known = versionFromText(version->text());
    if (known == RankTableVersion::Unknown) {
        findings.error(place, QCoreApplication::translate("RankTableValidator",
            "version \"%1\" is unknown; expected \"1.0\", \"1.2\" or \"2.0\".").arg(qStringFrom(version->text())));
    }
    return known;
}

// Reports a missing, mistyped or not yet "completed" status (optional in 2.0).
void checkStatus(const JsonValue &document, RankTableVersion version, RankTableFindings &findings)
{
    const JsonPlace place = JsonPlace::root().member("status");
    const JsonValue *status = document.find("status");
    if (!status) {
        if (version != RankTableVersion::V2_0) {
            findings.error(place, QCoreApplication::translate("RankTableValidator",
                "status is missing; HCCL uses a rank table only when its status is \"completed\"."));
        }
        return;
    }
    if (!findings.expectString(*status, place) || status->text() == "completed")
        return;
    if (status->text() == "initializing") {
        findings.error(place, QCoreApplication::translate("RankTableValidator",
            "status is \"initializing\": the table is not usable yet. The Ascend Operator writes this while some of the job's pods are missing and rewrites the table with \"completed\" once all are scheduled."));
        return;
    }
    findings.error(place, QCoreApplication::translate("RankTableValidator",
        "status is \"%1\"; expected \"completed\" (or \"initializing\" while the Ascend Operator is still building the table).")
        .arg(qStringFrom(status->text())));
}

bool hasNonEmptyArray(const JsonValue &document, std::string_view key)
{
    const JsonValue *list = document.find(key);
    return list && list->isArray() && list->size() > 0;
}

bool isPlaceholder(const JsonValue &document)
{
    const JsonValue *status = document.find("status");
    return status && status->isString() && status->text() == "initializing"
        && !hasNonEmptyArray(document, "server_list") && !hasNonEmptyArray(document, "rank_list");
}

// When "version" is missing or unknown, the shape tells which rules to apply,
// so that one run still reports the other problems.
RankTableVersion guessVersion(const JsonValue &document)
{
    if (document.find("rank_list"))
        return RankTableVersion::V2_0;
    if (document.find("super_pod_list"))
        return RankTableVersion::V1_2;
    return RankTableVersion::V1_0;
}

// Keys only a rank table has; a document with none of them is something else.
bool looksLikeRankTable(const JsonValue &document)
{
    for (const char *key : {"version", "status", "server_count", "server_list", "super_pod_list",
                            "rank_list", "rank_count", "group_list", "group_count"}) {
        if (document.find(key))
            return true;
    }
    return false;
}

QString firstKeys(const JsonValue &document)
{
    QStringList keys;
    for (std::size_t i = 0; i < document.size() && keys.size() < 5; ++i)
        keys << qStringFrom(document.keyAt(i));
    if (document.size() > 5)
        keys << QStringLiteral("...");
    return keys.join(QStringLiteral(", "));
}

} // namespace

const char *rankTableVersionName(RankTableVersion version)
{
    switch (version) {
    case RankTableVersion::V1_0: return "1.0";
    case RankTableVersion::V1_2: return "1.2";
    case RankTableVersion::V2_0: return "2.0";
    case RankTableVersion::Template2: return "template 2";
    case RankTableVersion::Unknown: break;
    }
    return "unknown";
}

RankTableVersion rankTableVersion(const JsonValue &document)
{
    const JsonValue *version = document.isObject() ? document.find("version") : nullptr;
    if (isTemplate2RankTable(document))
        return RankTableVersion::Template2;
    if (!version || !version->isString())
        return RankTableVersion::Unknown;
    return versionFromText(version->text());
}

Problems validateRankTable(const JsonValue &document)
{
    RankTableFindings findings;
    if (!document.isObject()) {
        findings.error(JsonPlace::root(), QCoreApplication::translate("RankTableValidator",
            "A rank table must be a JSON object with version, status and server_list (or rank_list); found %1.")
            .arg(describeJsonValue(document)));
        return findings.take();
    }
    // One line for a JSON file that is something else (a kubeconfig turned
    // JSON, a job spec): a dozen missing keys would say less.
    if (!looksLikeRankTable(document)) {
        findings.error(JsonPlace::root(), QCoreApplication::translate("RankTableValidator",
            "this JSON document is not a rank table: it has none of version, status, server_list, rank_list or group_list (its keys: %1).")
            .arg(document.size() ? firstKeys(document) : QCoreApplication::translate("RankTableValidator", "none")));
        return findings.take();
    }
    if (isTemplate2RankTable(document)) {
        checkStatus(document, RankTableVersion::Template2, findings);
        validateGroupList(document, findings);
        return findings.take();
    }
    // The operator's placeholder ({"status": "initializing"}) has no servers
    // yet; listing everything it lacks would bury the one fact that matters.
    if (isPlaceholder(document)) {
        checkStatus(document, RankTableVersion::Unknown, findings);
        return findings.take();
    }
    RankTableVersion version = checkVersion(document, findings);
    checkStatus(document, version, findings);
    if (version == RankTableVersion::Unknown)
        version = guessVersion(document);
    if (version == RankTableVersion::V2_0)
        validateRankList(document, findings);
    else
        validateServerList(document, version, findings);
    return findings.take();
}

} // namespace ascendops
