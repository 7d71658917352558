#include "sim/apiserver/openapidocument.h"

namespace ascendops::sim {
namespace {

// The media type the real server answers with (the request asks for "...spec.v2@v1.0+protobuf").
constexpr char kProtobufType[] = "application/com.github.proto-openapi.spec.v2.v1.0+protobuf";

// A length-delimited protobuf field (wire type 2).
QByteArray field(int number, const QByteArray &payload)
{
    QByteArray out;
    out += char((number << 3) | 2);
    out += char(payload.size());   // every payload here is under 128 bytes: a one-byte varint
    out += payload;
    return out;
}

} // namespace

OpenApiDocument openApiV2(const QByteArray &accept)
{
    if (accept.contains("protobuf")) {
        // openapi_v2.Document{swagger: "2.0", info: Info{title, version}}
        const QByteArray info = field(1, "ascendops-sim") + field(2, "v1.32.0");
        return {kProtobufType, field(1, "2.0") + field(2, info)};
    }
    return {"application/json",
            R"({"swagger":"2.0","info":{"title":"ascendops-sim","version":"v1.32.0"},"paths":{},"definitions":{}})"};
}

} // namespace ascendops::sim
