#pragma once

#include <QSpinBox>

namespace ascendops {

// A spin box that keeps what is typed. QSpinBox drops a keystroke that would
// leave its range, so "12" typed into 1 to 10 reads "1" and is taken as 1:
// the value is silently cut. Here an out-of-range number stays on screen as
// typed; once editing ends (Enter, or focus leaving) it is refused,
// refused() says what was typed, and the value in force comes back, so
// nothing is taken that was not meant.
class BoundedSpinBox : public QSpinBox
{
    Q_OBJECT

public:
    explicit BoundedSpinBox(QWidget *parent = nullptr);

    QValidator::State validate(QString &input, int &pos) const override;

signals:
    // `typed` (without prefix or suffix) lay outside minimum() to maximum()
    // and was not taken.
    void refused(const QString &typed);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    // The number in TEXT when it is one and out of range; empty otherwise.
    QString outOfRange(const QString &text) const;
    // After editing ended on TYPED: the value in force back on screen.
    void refuse(const QString &typed);
};

} // namespace ascendops
