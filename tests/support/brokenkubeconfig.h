#pragma once
// A kubeconfig whose current context is an entry without its body; the
// other context is whole. kubectl leaves the broken entry out and uses the
// good one; so must the console.
#include <QByteArray>

namespace ascendops::testing {

inline QByteArray brokenContextKubeconfig()
{
    return "apiVersion: v1\nkind: Config\ncurrent-context: broken\n"
           "contexts:\n- name: broken\n- name: good\n  context: {cluster: c, user: u}\n"
           "clusters:\n- name: c\n  cluster: {server: \"https://127.0.0.1:9\"}\n"
           "users:\n- name: u\n  user: {token: not-a-secret}\n";
}

} // namespace ascendops::testing
