#pragma once
// Test support: one `ascend-ops-cli sim serve` process on loopback, the
// embedded cluster behind a real HTTPS API, for integration tests.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>

#include <memory>

// One `ascend-ops-cli sim serve` process on loopback.
class SimServer
{
public:
    explicit SimServer(QString kubeconfigPath, QString preset = QStringLiteral("a3-demo"), QStringList extraArgs = {})
        : m_kubeconfig(std::move(kubeconfigPath)), m_preset(std::move(preset)), m_extraArgs(std::move(extraArgs))
    {
    }
    ~SimServer() { stop(); }

    // Starts on `port` (0: any free port) and waits until the kubeconfig is written.
    bool start(quint16 port, QString *error)
    {
        QFile::remove(m_kubeconfig);
        m_process = std::make_unique<QProcess>();
        m_process->setProcessChannelMode(QProcess::SeparateChannels);
        m_process->start(QStringLiteral(CLI_PATH),
                         QStringList{QStringLiteral("sim"), QStringLiteral("serve"), QStringLiteral("--listen"),
                          QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--preset"), m_preset,
                          QStringLiteral("--kubeconfig-out"), m_kubeconfig} + m_extraArgs);
        if (!m_process->waitForStarted(5000)) {
            *error = QStringLiteral("cannot start %1: %2").arg(QStringLiteral(CLI_PATH), m_process->errorString());
            return false;
        }
        QByteArray output;
        const QRegularExpression serving(QStringLiteral("serving https://127\\.0\\.0\\.1:(\\d+)"));
        const bool up = QTest::qWaitFor([&] {
            output += m_process->readAllStandardOutput();
            const auto match = serving.match(QString::fromUtf8(output));
            if (match.hasMatch())
                m_port = quint16(match.captured(1).toUInt());
            return (match.hasMatch() && QFile::exists(m_kubeconfig)) || m_process->state() == QProcess::NotRunning;
        }, 20000);
        if (!up || m_process->state() == QProcess::NotRunning) {
            *error = QStringLiteral("sim serve did not come up: %1 %2")
                         .arg(QString::fromUtf8(output), QString::fromUtf8(m_process->readAllStandardError().right(500)));
            return false;
        }
        return true;
    }

    void stop()
    {
        if (!m_process || m_process->state() == QProcess::NotRunning)
            return;
        m_process->terminate();
        if (!m_process->waitForFinished(5000)) {
            m_process->kill();
            m_process->waitForFinished(2000);
        }
    }

    quint16 port() const { return m_port; }
    const QString &kubeconfig() const { return m_kubeconfig; }

private:
    QString m_kubeconfig;
    QString m_preset;
    QStringList m_extraArgs;
    std::unique_ptr<QProcess> m_process;
    quint16 m_port = 0;
};

