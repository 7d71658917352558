#pragma once

#include <QSize>
#include <QString>

class QWidget;

namespace ascendops {

// The size of screenshots: what the documentation and the tests expect.
inline constexpr QSize kScreenshotSize{1280, 800};

// Shows `window` at kScreenshotSize, lets layouts, deferred updates and
// first paints settle, grabs the window into the PNG at `pngPath` and ends
// the event loop: with 0, or with 2 (and a line on stderr naming the file)
// when the PNG cannot be written. Works on a display and offscreen.
void scheduleScreenshot(QWidget *window, const QString &pngPath);

} // namespace ascendops
