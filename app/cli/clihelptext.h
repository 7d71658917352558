#pragma once
// Each subcommand's help: usage, what it does, its options and exit codes,
// translated. clihelp.h puts them in one table.
#include <QString>

namespace ascendops::cli {

QString rankTableValidateHelp();
QString rankTableFmtHelp();
QString rankTableGenerateHelp();
QString rankTablePlanHelp();
QString retryCheckHelp();
QString journalExportHelp();
QString completionHelp();
QString manpageHelp();
QString jobProfileHelp();
QString jobProgressHelp();
QString jobGoodputHelp();
QString clusterCapacityHelp();
QString nodeHelp();
QString isolationHelp();
QString kubeSyncHelp();
QString nodesProbeHelp();
QString fabricDiscoverHelp();
QString simServeHelp();
QString simInjectHelp();
QString pipelineHelp();
QString pipelineAnswerHelp();

} // namespace ascendops::cli
