# Build-time step: turns a text file into a header holding it as a raw string
# literal, so the backend reads data shipped with the product (faultCode.json)
# without a resource system or a path at run time.
#   cmake -DINPUT=file -DOUTPUT=header -DSYMBOL=name -DNAMESPACE=ns -P embedtext.cmake
file(READ "${INPUT}" content)
string(FIND "${content}" ")embedded\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw-string delimiter )embedded\"")
endif()
file(WRITE "${OUTPUT}.tmp"
  "// Generated from ${INPUT} by embedtext.cmake; do not edit.\n"
  "#pragma once\n#include <string_view>\n\n"
  "namespace ${NAMESPACE} {\n"
  "inline constexpr std::string_view ${SYMBOL} = R\"embedded(${content})embedded\";\n"
  "}\n")
# Only a changed header makes its includers rebuild.
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
