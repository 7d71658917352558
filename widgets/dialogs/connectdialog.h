#pragma once
// Where to connect: the kubeconfig's contexts (current one first), and the
// embedded demo cluster, listed first when there is no kubeconfig at all.
// The dialog only shows and picks; reading kubeconfig files is the caller's.
#include <QDialog>

#include <vector>

class QLabel;
class QTreeWidget;

namespace ascendops {

struct ContextChoice
{
    QString name;        // context name; empty for the embedded demo cluster
    QString server;      // cluster URL
    QString user;
    QString nameSpace;
    QString warning;     // e.g. "TLS verification is off"; empty when none
    bool current = false;
};

class ConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectDialog(QWidget *parent = nullptr);

    // `contexts` as read; `problem` says why none could be read (shown above
    // the list), e.g. a kubeconfig error naming file and key.
    void setChoices(const std::vector<ContextChoice> &contexts, const QString &problem);
    // The picked choice; name empty means the demo cluster. Nothing picked: -1.
    int chosenRow() const;
    ContextChoice chosen() const;

    QTreeWidget *list() const { return m_list; }

private:
    QLabel *m_problem;
    QTreeWidget *m_list;
    std::vector<ContextChoice> m_choices;
};

} // namespace ascendops
