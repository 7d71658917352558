#pragma once
// Cluster > Inject Fault on the demo cluster: which Fault to create (kind,
// node, die, code, how long), and the same as a command for a shell, so a
// person learns the CLI from the console. The caller checks the choice and
// creates it; this dialog does no I/O.
#include <QDialog>

#include <functional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ascendops {

struct InjectFaultChoice
{
    QString kind;
    QString node;
    int device = -1;                // -1: a kind that hits no die
    QString faultCode;              // npu-fault and switch-fault only
    double durationSeconds = 0;     // 0: the kind's own (until deleted, a flap a few seconds)
};

class InjectFaultDialog : public QDialog
{
    Q_OBJECT

public:
    // KINDS as the cluster plays them; NODES to choose from (any name may be
    // typed); KUBECONFIG is where the demo's kubeconfig is, for the shell line.
    InjectFaultDialog(const QStringList &kinds, const QStringList &nodes, const QString &kubeconfig,
                      QWidget *parent = nullptr);

    InjectFaultChoice choice() const;
    void setChoice(const InjectFaultChoice &choice);
    // The `ascend-ops-cli sim inject` line that creates the same Fault.
    QString shellCommand() const;
    // Called on Inject: an empty answer closes the dialog, else it is shown
    // and the dialog stays for a correction.
    void setCheck(std::function<QString(const InjectFaultChoice &)> check) { m_check = std::move(check); }
    void accept() override;

private:
    void updateFields();

    QComboBox *m_kind;
    QComboBox *m_node;
    QSpinBox *m_device;
    QLineEdit *m_code;
    QDoubleSpinBox *m_duration;
    QLabel *m_shell;
    QLabel *m_error;
    QString m_kubeconfig;
    std::function<QString(const InjectFaultChoice &)> m_check;
};

} // namespace ascendops
