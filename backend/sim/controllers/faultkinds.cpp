#include "sim/controllers/faultkinds.h"

#include <algorithm>

namespace ascendops::sim {

const std::vector<std::string> &faultKinds()
{
    static const std::vector<std::string> all{"link-flap", "link-down", "npu-fault", "node-down",
                                              "hang", "optical-degrade", "process-crash", "switch-fault"};
    return all;
}

bool isFaultKind(const std::string &kind)
{
    return std::find(faultKinds().begin(), faultKinds().end(), kind) != faultKinds().end();
}

std::string faultKindList()
{
    std::string list;
    for (const std::string &kind : faultKinds())
        list += (list.empty() ? "" : ", ") + kind;
    return list;
}

} // namespace ascendops::sim
