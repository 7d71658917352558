#include "dialogs/nodesshdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ascendops {
namespace {

QStringList splitList(const QString &text)
{
    QStringList items;
    for (const QString &item : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!item.trimmed().isEmpty())
            items.append(item.trimmed());
    return items;
}

QString hopText(const ssh::SshHost &host)
{
    return QStringLiteral("%1@%2:%3").arg(host.user, host.hostName).arg(host.port);
}

QString jumpText(const ssh::SshTarget &target)
{
    QStringList hops;
    for (const ssh::SshHost &hop : target.jumps)
        hops.append(hopText(hop));
    return hops.join(QStringLiteral(", "));
}

QString identityText(const ssh::SshHost &host)
{
    QStringList files;
    for (const QString &file : host.identityFiles.isEmpty() ? ssh::defaultIdentityFiles() : host.identityFiles)
        files.append(ssh::displayPath(file));
    return files.join(QStringLiteral(", "));
}

} // namespace

NodeSshDialog::NodeSshDialog(QWidget *parent)
    : QDialog(parent)
    , m_source(new QLabel(this))
    , m_user(new QLineEdit(this))
    , m_jump(new QLineEdit(this))
    , m_identity(new QLineEdit(this))
    , m_knownHosts(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_interval(new QSpinBox(this))
    , m_selection(new QComboBox(this))
    , m_nodeList(new QLineEdit(this))
    , m_pattern(new QLineEdit(this))
    , m_selected(new QLabel(this))
    , m_sample(new QComboBox(this))
    , m_effective(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Node SSH Settings"));
    m_source->setWordWrap(true);
    m_user->setObjectName(QStringLiteral("user"));
    m_jump->setObjectName(QStringLiteral("jumpHosts"));
    m_jump->setToolTip(tr("[user@]host[:port]; several separated by commas are hops, each reached through the one before"));
    m_identity->setObjectName(QStringLiteral("identityFile"));
    m_knownHosts->setObjectName(QStringLiteral("knownHostsFile"));
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("from ssh_config"));
    m_interval->setObjectName(QStringLiteral("probeInterval"));
    m_interval->setRange(1, 3600);
    m_interval->setSuffix(tr(" s"));
    m_selection->setObjectName(QStringLiteral("selection"));
    m_selection->addItem(tr("All nodes of the cluster"), int(ssh::NodeSshSettings::Selection::All));
    m_selection->addItem(tr("These nodes"), int(ssh::NodeSshSettings::Selection::List));
    m_selection->addItem(tr("Nodes matching a pattern"), int(ssh::NodeSshSettings::Selection::Pattern));
    m_nodeList->setObjectName(QStringLiteral("nodeList"));
    m_nodeList->setPlaceholderText(tr("node-0, node-1, …"));
    m_pattern->setObjectName(QStringLiteral("pattern"));
    m_pattern->setPlaceholderText(tr("ssh_config Host patterns, e.g. node-1*, !node-13"));
    m_sample->setObjectName(QStringLiteral("sampleNode"));
    m_effective->setObjectName(QStringLiteral("effective"));
    m_effective->setTextFormat(Qt::RichText);
    m_effective->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setStyleSheet(QStringLiteral("color:#d62f2f"));
    m_problem->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("User:"), m_user);
    form->addRow(tr("Jump hosts:"), m_jump);
    form->addRow(tr("Identity file:"), m_identity);
    form->addRow(tr("known_hosts file:"), m_knownHosts);
    form->addRow(tr("Port:"), m_port);
    form->addRow(tr("Probe every:"), m_interval);
    form->addRow(tr("Probe:"), m_selection);
    form->addRow(QString(), m_nodeList);
    form->addRow(QString(), m_pattern);
    form->addRow(QString(), m_selected);
    form->addRow(tr("Sample node:"), m_sample);
    form->addRow(tr("In effect:"), m_effective);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_source);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(new QLabel(tr("Passwords and key passphrases are never saved. For a key with a passphrase, "
                                    "load it into ssh-agent: the console uses the agent's keys."),
                                 this));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    for (QLineEdit *edit : {m_user, m_jump, m_identity, m_knownHosts, m_nodeList, m_pattern})
        connect(edit, &QLineEdit::textChanged, this, &NodeSshDialog::refresh);
    connect(m_port, &QSpinBox::valueChanged, this, &NodeSshDialog::refresh);
    connect(m_interval, &QSpinBox::valueChanged, this, &NodeSshDialog::refresh);
    connect(m_selection, &QComboBox::currentIndexChanged, this, [this] {
        showSelectionField();
        refresh();
    });
    connect(m_sample, &QComboBox::currentTextChanged, this, &NodeSshDialog::refresh);
    setSettings({});
}

void NodeSshDialog::setSshConfig(const ssh::SshConfig &config, const QString &source)
{
    m_config = config;
    m_source->setText(source.isEmpty() ? tr("No ssh_config file: OpenSSH's defaults apply to empty fields.")
                                       : tr("Empty fields take what %1 says for each node.").arg(source));
    refresh();
}

void NodeSshDialog::setNodes(const QStringList &nodes)
{
    m_nodes = nodes;
    const QString sample = m_sample->currentText();
    m_sample->clear();
    m_sample->addItems(nodes);
    m_sample->setCurrentIndex(std::max(0, int(nodes.indexOf(sample))));
    refresh();
}

void NodeSshDialog::setSettings(const ssh::NodeSshSettings &settings)
{
    m_user->setText(settings.user);
    m_jump->setText(settings.jumpHosts);
    m_identity->setText(settings.identityFile);
    m_knownHosts->setText(settings.knownHostsFile);
    m_port->setValue(settings.port);
    m_interval->setValue(settings.probeIntervalSec);
    m_selection->setCurrentIndex(m_selection->findData(int(settings.selection)));
    m_nodeList->setText(settings.nodes.join(QStringLiteral(", ")));
    m_pattern->setText(settings.pattern);
    showSelectionField();
    refresh();
}

ssh::NodeSshSettings NodeSshDialog::settings() const
{
    ssh::NodeSshSettings settings;
    settings.user = m_user->text().trimmed();
    settings.jumpHosts = m_jump->text().trimmed();
    settings.identityFile = m_identity->text().trimmed();
    settings.knownHostsFile = m_knownHosts->text().trimmed();
    settings.port = m_port->value();
    settings.probeIntervalSec = m_interval->value();
    settings.selection = ssh::NodeSshSettings::Selection(m_selection->currentData().toInt());
    settings.nodes = splitList(m_nodeList->text());
    settings.pattern = m_pattern->text().trimmed();
    return settings;
}

void NodeSshDialog::showSelectionField()
{
    const auto selection = ssh::NodeSshSettings::Selection(m_selection->currentData().toInt());
    m_nodeList->setVisible(selection == ssh::NodeSshSettings::Selection::List);
    m_pattern->setVisible(selection == ssh::NodeSshSettings::Selection::Pattern);
}

// Placeholders: ssh_config alone; "In effect": ssh_config with the fields.
void NodeSshDialog::refresh()
{
    const ssh::NodeSshSettings current = settings();
    const QString problem = current.problem();
    m_problem->setText(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());

    int selected = 0;
    for (const QString &node : std::as_const(m_nodes))
        selected += current.selects(node);
    m_selected->setText(tr("%1 of %n node(s) probed", nullptr, int(m_nodes.size())).arg(selected));

    const QString sample = m_sample->currentText().isEmpty() ? QStringLiteral("node-0") : m_sample->currentText();
    const ssh::SshTarget fromConfig = m_config.resolve(sample);
    m_user->setPlaceholderText(fromConfig.user);
    m_jump->setPlaceholderText(fromConfig.jumps.isEmpty() ? tr("none") : jumpText(fromConfig));
    m_identity->setPlaceholderText(identityText(fromConfig));
    m_knownHosts->setPlaceholderText(ssh::displayPath(fromConfig.knownHostsFile));
    if (!problem.isEmpty())
        return;
    const ssh::SshTarget target = m_config.resolve(sample, current.overrides());
    QString html = QStringLiteral("<table>");
    const auto add = [&html](const QString &key, const QString &value) {
        html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(key, value.toHtmlEscaped());
    };
    add(tr("Login"), hopText(target));
    add(tr("Through"), target.jumps.isEmpty() ? tr("direct") : jumpText(target));
    add(tr("Keys"), identityText(target));
    add(tr("Host keys"), tr("%1 (StrictHostKeyChecking %2)")
                             .arg(ssh::displayPath(target.knownHostsFile), ssh::hostKeyCheckingName(target.hostKeyChecking)));
    m_effective->setText(html + QStringLiteral("</table>"));
}

QString NodeSshDialog::effectiveText() const
{
    QString text = m_effective->text();
    text.replace(QStringLiteral("</tr>"), QStringLiteral("\n"));
    text.replace(QStringLiteral("</td><td>"), QStringLiteral(": "));
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    return text.trimmed();
}

} // namespace ascendops
