#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace ascendops {

QString installTranslations(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);

    // A language the console does not speak (or the C locale) gets English,
    // whose translation holds the plural forms ("1 pod", "2 pods").
    auto *own = new QTranslator(QCoreApplication::instance());
    if (own->load(locale, QStringLiteral("ascendops"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || own->load(QStringLiteral("ascendops_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    else
        delete own;

    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return locale.name();
}

} // namespace ascendops
