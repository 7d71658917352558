#pragma once
// The pipeline's values in an operator's words, translated: recovery
// actions, incident states, severities and modes. The journal and the CLI
// keep the machine names (recoveryActionName() and friends); people read these.
#include "pipeline/incident.h"
#include "pipeline/recoveryaction.h"
#include "pipeline/recoverypipeline.h"

#include <QColor>
#include <QString>

namespace ascendops::words {

QString action(pipeline::RecoveryAction action);
// The journal's action name ("pod-reschedule") in words; unknown names as they are.
QString actionNamed(const QString &name);
QString state(pipeline::IncidentState state);
// The incident's state, naming MindCluster or ModelArts where they recover it.
QString stateOf(const pipeline::Incident &incident);
// The decision in force, naming who recovers when it is not the console.
QString decisionOf(const pipeline::Decision &decision);
// "critical", "major", "minor" (Incident::severity()) in words.
QString severity(const QString &severity);
QColor severityColour(const QString &severity);
QString mode(pipeline::PipelineMode mode);
// What the mode does, for tooltips.
QString modeExplained(pipeline::PipelineMode mode);
// Timeline phase names (Incident::phases()) and the other causes of lost
// time goodput counts (pipeline/jobgoodput.h) in words.
QString phase(const QString &name);
// A fault code with its handling level from the device plugin's table
// (formats/faultcodetable.h) and what that level does:
// "80E18402: SeparateNPU, the chip is isolated and its job rescheduled".
QString faultCode(const QString &code);

} // namespace ascendops::words
