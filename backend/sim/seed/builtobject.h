#pragma once
// The skeleton every object the cluster builder makes starts from, and the
// moments it dates them with: servers joined the cluster a month ago, the job
// started two hours ago, health was reported just now. Objects carry their
// own uid and creationTimestamp, which the store keeps when seeded.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace ascendops::sim {

struct BuildTimes
{
    std::string clusterCreated;   // RFC 3339, seconds
    std::string jobStarted;
    std::string now;
    std::string nowMicro;         // MicroTime, as Lease renewTime uses
    std::int64_t nowSeconds = 0;  // Unix seconds, as MindCluster's UpdateTime uses

    static BuildTimes current();
};

// {apiVersion, kind, metadata{name, namespace (when not empty), uid, creationTimestamp}}.
nlohmann::json builtObject(const char *apiVersion, const char *kind, const std::string &name, const std::string &ns,
                           const std::string &created);

} // namespace ascendops::sim
