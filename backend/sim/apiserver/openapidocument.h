#pragma once
// An empty OpenAPI v2 document. kubectl downloads /openapi/v2 to validate
// manifests on `create -f`; with a document that describes no types it skips
// validation (as for any kind its schema does not know) instead of failing.
// kubectl asks for the protobuf form, so that is what it gets; other clients
// get the same document as JSON.
#include <QByteArray>

namespace ascendops::sim {

struct OpenApiDocument
{
    QByteArray contentType;
    QByteArray body;
};

OpenApiDocument openApiV2(const QByteArray &accept);

} // namespace ascendops::sim
