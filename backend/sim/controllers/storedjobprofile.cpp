#include "sim/controllers/storedjobprofile.h"

#include "sim/store/jobobjects.h"

namespace ascendops::sim {

recoverytime::JobProfile storedJobProfile(const ObjectStore &store, const std::string &ns, const nlohmann::json &job,
                                          const RecoveryTimeModel &model)
{
    recoverytime::JobInputs inputs;
    inputs.job = job;
    inputs.live = true;
    for (const QString &name : recoverytime::configMapsNamedBy(job))
        if (const StoreResult map = store.get(objects::configMaps(), ns, name.toStdString()))
            inputs.configMaps[name] = map.object->value;
    return recoverytime::profileJob(inputs, model);
}

double phaseSeconds(const recoverytime::JobProfile &profile, const char *phase)
{
    for (const recoverytime::Phase &p : profile.phases)
        if (p.phase == QLatin1String(phase))
            return p.seconds;
    return 0;
}

} // namespace ascendops::sim
