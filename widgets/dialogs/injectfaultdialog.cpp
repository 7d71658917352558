#include "injectfaultdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace ascendops {
namespace {

bool takesCode(const QString &kind)
{
    return kind == QLatin1String("npu-fault") || kind == QLatin1String("switch-fault");
}

bool takesDevice(const QString &kind)
{
    return kind != QLatin1String("node-down") && kind != QLatin1String("hang") && kind != QLatin1String("process-crash");
}

// A code the cluster plays, as the CLI's help gives it.
QString exampleCode(const QString &kind)
{
    return kind == QLatin1String("switch-fault") ? QStringLiteral("[0x00f103b0,155907,na,na]") : QStringLiteral("80E18402");
}

QString shellQuoted(const QString &word)
{
    static const QString plain = QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=@");
    for (const QChar c : word) {
        if (!plain.contains(c))
            return QLatin1Char('\'') + QString(word).replace(QLatin1Char('\''), QLatin1String("'\\''")) + QLatin1Char('\'');
    }
    return word.isEmpty() ? QStringLiteral("''") : word;
}

} // namespace

InjectFaultDialog::InjectFaultDialog(const QStringList &kinds, const QStringList &nodes, const QString &kubeconfig,
                                     QWidget *parent)
    : QDialog(parent)
    , m_kind(new QComboBox(this))
    , m_node(new QComboBox(this))
    , m_device(new QSpinBox(this))
    , m_code(new QLineEdit(this))
    , m_duration(new QDoubleSpinBox(this))
    , m_shell(new QLabel(this))
    , m_error(new QLabel(this))
    , m_kubeconfig(kubeconfig)
{
    setObjectName(QStringLiteral("injectFaultDialog"));
    setWindowTitle(tr("Inject Fault"));
    m_kind->addItems(kinds);
    m_node->setEditable(true);
    m_node->addItems(nodes);
    m_device->setRange(0, 63);
    m_duration->setRange(0, 86400);
    m_duration->setDecimals(0);
    m_duration->setSuffix(tr(" s"));
    m_duration->setSpecialValueText(tr("the kind's own"));
    setMinimumWidth(600);
    m_shell->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_shell->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_shell->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b"));
    m_error->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Node:"), m_node);
    form->addRow(tr("Die:"), m_device);
    form->addRow(tr("Fault code:"), m_code);
    form->addRow(tr("Lasts:"), m_duration);
    auto *note = new QLabel(tr("The demo cluster plays it as the device plugin, NodeD and Volcano would. From a shell:"), this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(tr("Inject"), QDialogButtonBox::AcceptRole)->setObjectName(QStringLiteral("injectButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &InjectFaultDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &InjectFaultDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_shell);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_kind, &QComboBox::currentTextChanged, this, [this] {
        m_code->setText(takesCode(m_kind->currentText()) ? exampleCode(m_kind->currentText()) : QString());
        updateFields();
    });
    connect(m_node, &QComboBox::currentTextChanged, this, &InjectFaultDialog::updateFields);
    connect(m_device, &QSpinBox::valueChanged, this, &InjectFaultDialog::updateFields);
    connect(m_code, &QLineEdit::textChanged, this, &InjectFaultDialog::updateFields);
    connect(m_duration, &QDoubleSpinBox::valueChanged, this, &InjectFaultDialog::updateFields);
    m_kind->setCurrentText(QStringLiteral("npu-fault"));
    m_code->setText(exampleCode(m_kind->currentText()));
    updateFields();
}

InjectFaultChoice InjectFaultDialog::choice() const
{
    const QString kind = m_kind->currentText();
    return {kind, m_node->currentText().trimmed(), takesDevice(kind) ? m_device->value() : -1,
            takesCode(kind) ? m_code->text().trimmed() : QString(), m_duration->value()};
}

void InjectFaultDialog::setChoice(const InjectFaultChoice &choice)
{
    m_kind->setCurrentText(choice.kind);
    m_node->setCurrentText(choice.node);
    m_device->setValue(std::max(0, choice.device));
    m_code->setText(choice.faultCode);
    m_duration->setValue(choice.durationSeconds);
}

QString InjectFaultDialog::shellCommand() const
{
    const InjectFaultChoice chosen = choice();
    QStringList words{QStringLiteral("ascend-ops-cli"), QStringLiteral("sim"), QStringLiteral("inject"),
                      QStringLiteral("--kubeconfig"), shellQuoted(m_kubeconfig), QStringLiteral("--kind"), chosen.kind,
                      QStringLiteral("--node"), shellQuoted(chosen.node)};
    if (chosen.device >= 0)
        words << QStringLiteral("--device") << QString::number(chosen.device);
    if (!chosen.faultCode.isEmpty())
        words << QStringLiteral("--fault-code") << shellQuoted(chosen.faultCode);
    if (chosen.durationSeconds > 0)
        words << QStringLiteral("--duration") << QString::number(chosen.durationSeconds);
    return words.join(QLatin1Char(' '));
}

void InjectFaultDialog::accept()
{
    const QString problem = m_check ? m_check(choice()) : QString();
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
    if (problem.isEmpty())
        QDialog::accept();
}

void InjectFaultDialog::updateFields()
{
    const QString kind = m_kind->currentText();
    m_device->setEnabled(takesDevice(kind));
    m_code->setEnabled(takesCode(kind));
    m_shell->setText(shellCommand());
    m_error->hide();
}

} // namespace ascendops
