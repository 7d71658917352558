#pragma once
// Reads a training job's log as it comes (a file, or a pod's log streamed
// from the Kubernetes API in chunks that cut lines anywhere) and keeps what
// an operator would read from it: the last step and the total, how long a
// step takes, the checkpoints saved and the one loaded, the phase the
// processes are in, and the error the log ends in.
//
// The profile is given, or found: until a line matches one profile's step
// pattern the reader tries them all, then keeps the one that matched. A log
// no profile reads is unknown, with the reason; it never yields a step.
// Bytes are taken as they are: a line is cut at '\n' or '\r', a line longer
// than kMaxLineBytes is read by its start, invalid UTF-8 is replaced, and
// no input makes it throw or grow without bound.
#include "formats/linesplitter.h"
#include "formats/traininglogprofile.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <vector>

namespace ascendops {

struct TrainingLogSummary
{
    QString framework;              // the profile that read it; "" unknown
    QString unknownReason;          // why the framework is unknown, when it is
    // The last step printed; -1 none. Global, except where a framework
    // counts steps within an epoch without printing the epoch's length
    // (MindSpore's monitor): then the step within `epoch`.
    qint64 lastStep = -1;
    qint64 totalSteps = -1;         // the total it was printed with; -1 not printed
    qint64 epoch = -1;              // for frameworks that count steps per epoch; -1 others
    double stepSeconds = -1;        // the last step time printed (else measured between the last dated steps); -1 unknown
    QList<qint64> checkpointsSaved; // steps, in the order saved (at most kMaxCheckpoints, newest kept)
    qint64 checkpointLoaded = -1;   // the step of the checkpoint the run loads; -1 none
    QString phase;                  // link-setup, checkpoint-load, compile, training; "" not said
    QString error;                  // the error line the log ends in (none after it advanced); "" none
    qint64 errorLine = 0;           // its line number
    qint64 lines = 0;               // lines read
    qint64 stepLines = 0;           // step lines read (a repeated step counts: MindSpore prints one per epoch)
    qint64 checkpointsRead = 0;     // saves read in all (checkpointsSaved keeps the newest)
    qint64 lastStepAtMs = -1;       // its timestamp (timestamped logs); -1 unknown
    qint64 phaseSinceMs = -1;       // when the phase was entered (timestamped logs); -1 unknown
    qint64 longLines = 0;           // lines cut to kMaxLineBytes

    bool known() const { return !framework.isEmpty(); }
};

class TrainingLogReader
{
public:
    static constexpr qsizetype kMaxLineBytes = 16 * 1024;
    static constexpr qsizetype kMaxCheckpoints = 64;

    // Tries PROFILES in order until one reads a step (a given profile: one entry).
    explicit TrainingLogReader(std::vector<TrainingLogProfile> profiles = builtInTrainingLogProfiles());

    // Lines start with the RFC 3339 time the Kubernetes log API puts there
    // with timestamps=true: steps and phases are then dated.
    void setTimestamped(bool timestamped) { m_timestamped = timestamped; }
    // The next bytes of the log.
    void feed(const QByteArray &bytes);
    // The log ended: a last line without its newline is read too.
    void finish();
    const TrainingLogSummary &summary() const { return m_summary; }

private:
    void readLine(QByteArrayView bytes, bool cut);
    bool readStepTime(const TrainingLogProfile &profile, const QString &line);
    void match(const QString &line, qint64 atMs);
    bool matchStep(const TrainingLogProfile &profile, const QString &line, qint64 atMs);
    void enterPhase(const QString &phase, qint64 atMs);
    void sayWhyUnknown();

    std::vector<TrainingLogProfile> m_profiles;
    const TrainingLogProfile *m_profile = nullptr;   // chosen: the one that read a step
    TrainingLogSummary m_summary;
    LineSplitter m_lines{kMaxLineBytes, "\n\r"};   // '\r' ends a line too: progress bars redraw with it
    bool m_timestamped = false;
    qint64 m_previousStep = -1;
    bool m_stepTimePrinted = false;   // the log prints step times: they are not measured
    qint64 m_previousStepAtMs = -1;
};

// "2026-11-29T06:33:37.123456789Z": milliseconds since the epoch; -1 when not such a time.
qint64 parseRfc3339Ms(QByteArrayView text);

} // namespace ascendops
