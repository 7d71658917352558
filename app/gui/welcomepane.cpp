#include "welcomepane.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ascendops {

namespace {

QPushButton *buttonFor(QAction *action, QWidget *parent)
{
    auto *button = new QPushButton(action->icon(), action->text().remove(QLatin1Char('&')), parent);
    QObject::connect(button, &QPushButton::clicked, action, &QAction::trigger);
    return button;
}

QLabel *centeredLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    return label;
}

} // namespace

WelcomePane::WelcomePane(QAction *openAction, QAction *demoAction, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("welcomePane"));
    auto *icon = new QLabel(this);
    icon->setPixmap(QApplication::windowIcon().pixmap(96, 96));
    icon->setAlignment(Qt::AlignCenter);

    QLabel *title = centeredLabel(tr("Open a rank table"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    title->setFont(titleFont);

    const QString shortcut = openAction->shortcut().toString(QKeySequence::NativeText);
    QLabel *hint = centeredLabel(
        tr("Choose File > Open (%1), or drop a hccl.json here.").arg(shortcut), this);
    QPalette muted = hint->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    hint->setPalette(muted);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(buttonFor(openAction, this));
    if (demoAction)
        buttons->addWidget(buttonFor(demoAction, this));
    buttons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addWidget(icon);
    layout->addSpacing(12);
    layout->addWidget(title);
    layout->addWidget(hint);
    layout->addSpacing(12);
    layout->addLayout(buttons);
    layout->addStretch();
}

} // namespace ascendops
