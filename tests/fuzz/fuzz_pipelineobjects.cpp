// What pipelines and people write for each other on the cluster, in any
// shape: the leading pipeline's Lease (its status annotations) as a console
// reads it, and a person's request as the leading pipeline reads it. The
// input is the object itself, and again the Lease's incidents annotation.
#include "pipeline/clusterpipeline.h"
#include "pipeline/pipelinerequest.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops::pipeline;
    using Json = nlohmann::json;
    const std::string text(reinterpret_cast<const char *>(data), size);
    const Json object = Json::parse(text, nullptr, false);
    if (!object.is_discarded()) {
        if (const auto read = readClusterPipeline(object, 1'800'000'000'000)) {
            (void)clusterPipelineWords(*read);
            (void)clusterPipelineKey(*read);
        }
        (void)readPipelineRequest(object);
    }
    const Json lease{{"metadata", {{"name", "ascendops-pipeline"}, {"namespace", "ascend-ops"},
                                   {"annotations", {{kPipelineIncidentsAnnotation, text}}}}},
                     {"spec", {{"holderIdentity", "fuzz"}, {"renewTime", "2027-01-15T08:00:00.000000Z"}, {"leaseDurationSeconds", 15}}}};
    if (const auto read = readClusterPipeline(lease, 1'800'000'000'000))
        (void)clusterPipelineKey(*read);
    return 0;
}
