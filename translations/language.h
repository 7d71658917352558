#pragma once

#include <QString>

namespace ascendops {

// Installs the translation for `language` ("en", "zh_CN", ...; empty: the
// system locale) into the running QCoreApplication, together with Qt's own
// translations where the system has them. Returns the language in use.
QString installTranslations(const QString &language);

} // namespace ascendops
