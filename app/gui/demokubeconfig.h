#pragma once
// The demo cluster's kubeconfig, written where the README says so that
// kubectl and `ascend-ops-cli sim inject` reach the cluster the console
// shows: $XDG_RUNTIME_DIR/ascend-ops/demo.kubeconfig (the user's own
// runtime directory, mode 0700; the file 0600, as kubectl keeps its own).
// A second demo at once takes demo-2.kubeconfig, and so on; the file goes
// with the demo.
#include <QString>

#include <memory>

class QLockFile;

namespace ascendops {

class DemoKubeconfig
{
public:
    DemoKubeconfig();
    ~DemoKubeconfig();
    DemoKubeconfig(const DemoKubeconfig &) = delete;
    DemoKubeconfig &operator=(const DemoKubeconfig &) = delete;

    // Writes YAML to the first free place; false with the reason when no
    // place could be written.
    bool write(const QByteArray &yaml, QString *error);
    // Where it was written; empty before or after.
    QString path() const { return m_path; }
    // The directory the files go in.
    static QString directory();

private:
    void remove();

    std::unique_ptr<QLockFile> m_lock;
    QString m_path;
};

} // namespace ascendops
