#include "writetime.h"

#include "model/objectfields.h"

#include <QDateTime>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

namespace ascendops::kube {

qint64 newestWriteMs(const nlohmann::json &object)
{
    const nlohmann::json *managed = fields::find(object, {"metadata", "managedFields"});
    qint64 newestMs = 0;
    if (managed && managed->is_array())
        for (const nlohmann::json &entry : *managed) {
            const QDateTime time = QDateTime::fromString(fields::text(entry, {"time"}), Qt::ISODate);
            if (time.isValid())
                newestMs = std::max(newestMs, time.toMSecsSinceEpoch());
        }
    return newestMs;
}

void keepNewestWrite(nlohmann::json &metadata)
{
    if (!metadata.is_object())
        return;
    const auto managed = metadata.find("managedFields");
    if (managed == metadata.end())
        return;
    std::string newest;
    if (managed->is_array())
        for (const nlohmann::json &entry : *managed)
            if (const auto time = entry.find("time"); time != entry.end() && time->is_string())
                newest = std::max(newest, time->get<std::string>());
    if (newest.empty())
        metadata.erase(managed);
    else
        *managed = nlohmann::json::array({nlohmann::json{{"time", newest}}});
}

} // namespace ascendops::kube
