#include "fabricfile.h"

#include "core/inputlimits.h"

#include <QCoreApplication>
#include <QFile>

namespace ascendops {

Parsed<FabricTopology> readFabricFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Parsed<FabricTopology>::failure(Problem::error(
            {}, QCoreApplication::translate("ascendops", "cannot be read: %1").arg(file.errorString())));
    if (const std::optional<QString> tooLarge = documentSizeProblem(file.size()))
        return Parsed<FabricTopology>::failure(Problem::error({}, *tooLarge));
    return parseFabricTopology(file.readAll().toStdString());
}

} // namespace ascendops
