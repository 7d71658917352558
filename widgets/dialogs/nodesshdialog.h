#pragma once
// Node SSH settings of one cluster: user, jump hosts, identity file,
// known_hosts file, port, probe interval and which nodes to probe. Empty
// fields mean "as ssh_config says"; the dialog shows, for a sample node,
// what applies once ssh_config and the fields are put together, and the
// field placeholders show what ssh_config alone gives. Reading ssh_config
// is the caller's: the dialog only resolves the configuration it is given.
#include "ssh/nodesshsettings.h"
#include "ssh/sshconfig.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ascendops {

class NodeSshDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NodeSshDialog(QWidget *parent = nullptr);

    // CONFIG as read from SOURCE (shown, e.g. "~/.ssh/config").
    void setSshConfig(const ssh::SshConfig &config, const QString &source);
    // The cluster's nodes: the sample node is one of them.
    void setNodes(const QStringList &nodes);
    void setSettings(const ssh::NodeSshSettings &settings);
    ssh::NodeSshSettings settings() const;

    // What applies to the sample node (plain text, for tests).
    QString effectiveText() const;
    QComboBox *sampleNode() const { return m_sample; }

private:
    void refresh();
    void showSelectionField();

    ssh::SshConfig m_config;
    QStringList m_nodes;
    QLabel *m_source;
    QLineEdit *m_user;
    QLineEdit *m_jump;
    QLineEdit *m_identity;
    QLineEdit *m_knownHosts;
    QSpinBox *m_port;
    QSpinBox *m_interval;
    QComboBox *m_selection;
    QLineEdit *m_nodeList;
    QLineEdit *m_pattern;
    QLabel *m_selected;
    QComboBox *m_sample;
    QLabel *m_effective;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace ascendops
