#pragma once
// What the cluster said it did beside the selected incident: the Events of
// its job and the job's pods in the job's namespace, read when the incident
// is selected and again as it changes (at most every few seconds), shown in
// the incident's details. From the session's EventStore once it is listed,
// where it still holds every Event since the fault; else (before it is
// listed, where Events may not be listed in every namespace, where it
// dropped some of that time) from the API server, page by page.
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>

#include "clustermodel/jobevents.h"

#include <vector>

namespace ascendops {

class ClusterSession;
class IncidentDetails;

namespace kube {
class KubeReply;
}

class IncidentEvents : public QObject
{
    Q_OBJECT

public:
    IncidentEvents(ClusterSession *session, IncidentDetails *details, QObject *parent = nullptr);

    // The incident now shown (empty: none).
    void show(const QString &incidentId);
    // An incident changed: its Events are read again if it is the one shown.
    void changed(const QString &incidentId);

private:
    void read();
    void readPage(const QString &incidentId, const QString &ns, const QString &job, qint64 sinceMs,
                  const QString &continueToken);

    ClusterSession *m_session;
    IncidentDetails *m_details;
    QString m_shown;
    QElapsedTimer m_lastRead;
    QPointer<kube::KubeReply> m_reading;
    std::vector<clustermodel::JobEvent> m_found;   // of the pages read so far
    int m_pages = 0;
};

} // namespace ascendops
