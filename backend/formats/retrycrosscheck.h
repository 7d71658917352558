#pragma once

#include "model/jsonvalue.h"
#include "core/problem.h"
#include "model/retrysettings.h"
#include "formats/retryeligibility.h"

#include <string>
#include <vector>

namespace ascendops {

// What the retry cross-checks need from a rank table. Gathered once, so that
// an editor can re-check on every change without holding or walking the table.
struct RetryRankTableFacts
{
    struct Server
    {
        std::string pointer;    // "/server_list/N"
        std::string serverId;
    };

    bool superPodMode = false;                   // "version": "1.2" (Atlas A3 super-pod)
    std::vector<Server> serversWithoutHostIp;
    std::vector<RetryHostIp> hostIps;            // every server's host_ip, with its place
    std::string firstBackupDeviceIp;             // pointer to it; "" when no device has one
};

RetryRankTableFacts retryRankTableFacts(const JsonValue &rankTable);

// Findings about the retry settings as a whole and against a rank table
// (nullptr: settings only). Problems about the table carry a JSON pointer
// into it; problems about the environment alone have an empty pointer and
// name the variables in their message.
Problems crossCheckRetry(const RetrySettings &settings, const JsonValue *rankTable);
// The same, from facts gathered earlier with retryRankTableFacts().
Problems crossCheckRetryFacts(const RetrySettings &settings, const RetryRankTableFacts *facts);

} // namespace ascendops
