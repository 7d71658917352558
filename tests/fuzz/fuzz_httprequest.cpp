// HTTP/1.1 requests as the embedded API server reads them off a connection, fed in pieces (the first byte sets their size), and the label and field selectors of their query strings.
#include "sim/apiserver/fieldselector.h"
#include "sim/apiserver/httprequest.h"
#include "sim/apiserver/labelselector.h"

#include <nlohmann/json.hpp>

#include <QByteArray>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

namespace {

// What the API server asks of a request before it looks at the store.
void answer(const ascendops::sim::HttpRequest &request)
{
    using namespace ascendops::sim;
    static const nlohmann::json pod = nlohmann::json::parse(
        R"({"metadata": {"name": "p", "namespace": "default", "labels": {"app": "x", "tier": "web"}},
            "spec": {"nodeName": "node-1"}, "status": {"phase": "Running"}})");
    (void)request.header("content-type");
    (void)request.queryFlag("watch");
    (void)request.queryValue("resourceVersion");
    std::string why;
    if (const std::optional<LabelSelector> labels = LabelSelector::parse(request.queryValue("labelSelector").toStdString(), &why))
        (void)labels->matches(pod.at("metadata").at("labels"));
    if (const std::optional<FieldSelector> fields = FieldSelector::parse(request.queryValue("fieldSelector").toStdString(), &why)) {
        (void)fields->matches(pod);
        (void)fields->pinnedName();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops::sim;
    if (size == 0)
        return 0;
    const std::size_t piece = std::size_t(data[0]) * 8 + 1;
    const char *bytes = reinterpret_cast<const char *>(data + 1);
    const std::size_t length = size - 1;

    HttpRequestParser parser;
    for (std::size_t at = 0; at < length; at += piece) {
        HttpRequestParser::State state = parser.feed(QByteArray(bytes + at, qsizetype(std::min(piece, length - at))));
        while (state == HttpRequestParser::State::Done) {   // as ApiConnection::readRequests() takes them
            answer(parser.take());
            state = parser.next();
        }
        if (state == HttpRequestParser::State::Error) {
            (void)parser.errorStatus();
            (void)parser.errorText();
            break;
        }
    }
    return 0;
}
