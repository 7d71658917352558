#include "boundedspinbox.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QRegularExpression>

namespace ascendops {

BoundedSpinBox::BoundedSpinBox(QWidget *parent)
    : QSpinBox(parent)
{
    // Taken when editing ends, not per keystroke: on the way to "12" the
    // "1" is not a value anybody meant.
    setKeyboardTracking(false);
}

QString BoundedSpinBox::outOfRange(const QString &text) const
{
    QString number = text;
    if (number.startsWith(prefix()))
        number.remove(0, prefix().size());
    if (!suffix().isEmpty() && number.endsWith(suffix()))
        number.chop(suffix().size());
    number = number.trimmed();
    static const QRegularExpression digits(QStringLiteral("^[+-]?[0-9]+$"));
    if (!digits.match(number).hasMatch())
        return {};
    bool ok = false;
    const qlonglong value = number.toLongLong(&ok);
    // Digits too many for any integer are out of range too.
    return !ok || value < minimum() || value > maximum() ? number : QString();
}

QValidator::State BoundedSpinBox::validate(QString &input, int &pos) const
{
    if (!outOfRange(input).isEmpty())
        return QValidator::Intermediate;   // kept as typed, never taken
    return QSpinBox::validate(input, pos);
}

void BoundedSpinBox::keyPressEvent(QKeyEvent *event)
{
    const bool ends = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    const QString typed = ends ? outOfRange(text()) : QString();
    QSpinBox::keyPressEvent(event);
    if (!typed.isEmpty())
        refuse(typed);
}

void BoundedSpinBox::focusOutEvent(QFocusEvent *event)
{
    const QString typed = outOfRange(text());
    QSpinBox::focusOutEvent(event);
    if (!typed.isEmpty())
        refuse(typed);
}

void BoundedSpinBox::refuse(const QString &typed)
{
    lineEdit()->setText(prefix() + textFromValue(value()) + suffix());
    emit refused(typed);
}

} // namespace ascendops
