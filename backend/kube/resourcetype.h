#pragma once
// Which kind of object a request is about, and where it lives in the API:
// core resources under /api/v1, group resources under /apis/GROUP/VERSION.
#include <QString>

namespace ascendops::kube {

struct ResourceType
{
    QString group;       // "" for the core group
    QString version;
    QString plural;      // "pods"
    QString kind;        // "Pod"
    bool namespaced = true;

    QString apiVersion() const;    // "v1" or "batch.volcano.sh/v1alpha1"
    // "/api/v1/namespaces/NS/pods/NAME"; ns is ignored for cluster-scoped
    // resources; an empty ns lists across namespaces; an empty name is the collection.
    QString path(const QString &ns = {}, const QString &name = {}, const QString &subresource = {}) const;

    static ResourceType pods();
    static ResourceType nodes();
    static ResourceType configMaps();
    static ResourceType events();
    static ResourceType namespaces();
    static ResourceType leases();
    static ResourceType volcanoJobs();
    static ResourceType ascendJobs();   // mindxdl.gitee.com/v1 AscendJob (the Ascend Operator's CRD)
    static ResourceType podGroups();
    static ResourceType volcanoCommands();
    static ResourceType faults();
    // Create-only: the API server answers what the caller may do (accessreview.h).
    static ResourceType selfSubjectAccessReviews();
};

} // namespace ascendops::kube
