#!/usr/bin/env bash
# Runs `afd-surface check` once, writing SARIF, JUnit, Markdown and JSON,
# prints annotations and the text report, appends the Markdown to the job
# summary and sets the step outputs, `upload-sarif` among them: true when the
# SARIF exists and should be uploaded (`upload-sarif` set and not
# `write-baseline`: after --write-baseline every finding is baselined, so
# the SARIF has no results and uploading it would close the open alerts).
# It always exits 0 so that the SARIF is uploaded; the last step of the
# action applies the exit code.
set -uo pipefail

out() { printf '%s=%s\n' "$1" "$2" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"; }
is_true() { case "${1:-}" in true|True|TRUE|yes|1) return 0 ;; *) return 1 ;; esac; }

bin="${AFD_SURFACE_BIN:-}"
if [ -z "$bin" ]; then
  bin=$(command -v afd-surface || true)
fi
if [ -z "$bin" ]; then
  echo "::error title=afd-surface::the afd-surface binary was not installed"
  out exit-code 2
  exit 0
fi

# Workflow-command data: %, CR and LF escaped.
esc() { local s=${1//%/%25}; s=${s//$'\r'/%0D}; printf '%s' "${s//$'\n'/%0A}"; }
fail() { echo "::error title=afd-surface::$(esc "$1")"; out exit-code 2; exit 0; }

if [ -n "${INPUT_WORKING_DIRECTORY:-}" ]; then
  cd -- "$INPUT_WORKING_DIRECTORY" 2>/dev/null \
    || fail "working-directory \`$INPUT_WORKING_DIRECTORY\` is not a directory of the workspace"
fi

temp="${RUNNER_TEMP:-${TMPDIR:-/tmp}}"
sarif="${INPUT_SARIF_FILE:-}"; [ -n "$sarif" ] || sarif="$temp/afd-surface.sarif"
junit="${INPUT_JUNIT_FILE:-}"; [ -n "$junit" ] || junit="$temp/afd-surface-junit.xml"
markdown="$temp/afd-surface-summary.md"
json="$temp/afd-surface-report.json"
text="$temp/afd-surface-report.txt"
mkdir -p "$(dirname "$sarif")" "$(dirname "$junit")"
# absolute, so the later steps (which run in the workspace) find them
abs() { printf '%s/%s' "$(cd -- "$(dirname -- "$1")" && pwd)" "$(basename -- "$1")"; }
sarif=$(abs "$sarif"); junit=$(abs "$junit")
rm -f "$sarif" "$junit" "$markdown" "$json" "$text"

args=(check)
read -r -a paths <<< "$(printf '%s' "${INPUT_PATHS:-.}" | tr '\n' ' ')"
[ "${#paths[@]}" -gt 0 ] || paths=(.)
[ -z "${INPUT_CONFIG:-}" ] || args+=(--config "$INPUT_CONFIG")
[ -z "${INPUT_BASELINE:-}" ] || args+=(--baseline "$INPUT_BASELINE")
if is_true "${INPUT_STRICT:-false}"; then
  args+=(--strict)
else
  args+=(--fail-on "${INPUT_FAIL_ON:-error}")
fi
! is_true "${INPUT_WRITE_BASELINE:-false}" || args+=(--write-baseline)
[ -z "${INPUT_SARIF_CATEGORY:-}" ] || args+=(--sarif-category "$INPUT_SARIF_CATEGORY")
args+=(--output "sarif=$sarif" --output "junit=$junit" --output "markdown=$markdown"
       --output "json=$json" --output "text=$text")
if is_true "${INPUT_ANNOTATIONS:-true}"; then
  args+=(--format github)
else
  args+=(--format text)
fi
# `args` is split like a shell splits words: quotes and backslashes are
# honoured, nothing is expanded (xargs does the splitting; printf is the only
# program it starts).
args_text="${INPUT_ARGS:-}"
if [ -n "${args_text//[[:space:]]/}" ]; then
  words="$temp/afd-surface-args"
  printf '%s\n' "$args_text" | tr '\n' ' ' | xargs printf '%s\0' > "$words" 2>/dev/null \
    || fail "args has an unmatched quote: \`$INPUT_ARGS\`"
  while IFS= read -r -d '' word; do args+=("$word"); done < "$words"
  rm -f "$words"
fi

# Paths last, after `--`: a path named `--write-baseline` is a path, not an
# option (a list of changed files is attacker-controlled).
args+=(-- "${paths[@]}")

printf 'afd-surface'; printf ' %q' "${args[@]}"; printf '\n'
"$bin" "${args[@]}"
code=$?

if [ -f "$text" ]; then
  # The report quotes repository content: stop workflow commands while printing it.
  token="afd-surface-$RANDOM$RANDOM$RANDOM"
  echo "::group::afd-surface report"
  echo "::stop-commands::$token"
  cat "$text"
  echo "::$token::"
  echo "::endgroup::"
fi

if is_true "${INPUT_SUMMARY:-true}" && [ -f "$markdown" ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  cat "$markdown" >> "$GITHUB_STEP_SUMMARY"
fi

count() {
  [ -f "$json" ] || { echo 0; return; }
  sed -n "s/^ *\"$1\": \([0-9][0-9]*\),\{0,1\}$/\1/p" "$json" | head -n 1
}
errors=$(count errorCount); warnings=$(count warningCount); infos=$(count infoCount)
errors=${errors:-0}; warnings=${warnings:-0}; infos=${infos:-0}
baselined=$(count baselinedCount); suppressed=$(count suppressedCount)

if [ -f "$sarif" ]; then out sarif-file "$sarif"; else out sarif-file ""; fi
if [ -f "$junit" ]; then out junit-file "$junit"; else out junit-file ""; fi
if [ -f "$markdown" ]; then out markdown-file "$markdown"; else out markdown-file ""; fi
out errors "$errors"
out warnings "$warnings"
out infos "$infos"
out new-findings "$((errors + warnings + infos))"
out baselined "${baselined:-0}"
out suppressed "${suppressed:-0}"
out exit-code "$code"

upload=false
if [ -f "$sarif" ] && is_true "${INPUT_UPLOAD_SARIF:-true}"; then
  if is_true "${INPUT_WRITE_BASELINE:-false}"; then
    echo "afd-surface: write-baseline is set, so the SARIF is not uploaded (every finding in it is baselined; uploading it would close the open code-scanning alerts)."
  else
    upload=true
  fi
fi
out upload-sarif "$upload"
exit 0
