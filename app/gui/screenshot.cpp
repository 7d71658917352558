#include "screenshot.h"

#include <QCoreApplication>
#include <QDir>
#include <QImageWriter>
#include <QPixmap>
#include <QTimer>
#include <QWidget>

#include <cstdio>

namespace ascendops {

namespace {

// Long enough for queued layout passes and the first paint of every view;
// the window has no animations that would need more.
constexpr int kSettleMs = 300;

void grabInto(QWidget *window, const QString &pngPath)
{
    QCoreApplication::processEvents();
    const QImage image = window->grab().toImage();
    QImageWriter writer(pngPath, "png");
    if (!writer.write(image)) {
        const QString message = QCoreApplication::translate("Screenshot", "cannot write the screenshot %1: %2")
                                    .arg(QDir::toNativeSeparators(pngPath), writer.errorString());
        std::fprintf(stderr, "ascend-ops: %s\n", message.toUtf8().constData());
        QCoreApplication::exit(2);
        return;
    }
    QCoreApplication::exit(0);
}

} // namespace

void scheduleScreenshot(QWidget *window, const QString &pngPath)
{
    // A remembered maximized or full-screen state would override the size.
    window->setWindowState(Qt::WindowNoState);
    window->resize(kScreenshotSize);
    window->show();
    QTimer::singleShot(kSettleMs, window, [window, pngPath] { grabInto(window, pngPath); });
}

} // namespace ascendops
