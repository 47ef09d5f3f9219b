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

# ---- policy: which configuration, baseline and lock judge this run ----
# The configuration, the baseline and `.afd-surface.lock` are files of the
# checked-out tree, so a pull request can edit them. With `policy-ref`, they
# are read from that commit (`git show`) instead; either way, a pull request
# that changes them is named loudly in the log and the job summary.
policy_notes=()
config_arg="${INPUT_CONFIG:-}"
baseline_arg="${INPUT_BASELINE:-}"
config_candidates=(afd-surface.toml .afd-surface.toml .github/afd-surface.toml)
[ -z "$config_arg" ] || config_candidates=("$config_arg")
baseline_name="${baseline_arg:-.afd-surface-baseline.json}"
lock_name=".afd-surface.lock"
lock_arg=""
policy_files=("${config_candidates[@]}" "$baseline_name" "$lock_name")

have_commit() { git cat-file -e "$1^{commit}" 2>/dev/null; }
ensure_commit() {
  have_commit "$1" || git fetch --quiet --no-tags --depth=1 origin "$1" >/dev/null 2>&1 || true
  have_commit "$1"
}
# the repository path of a path relative to the working directory
repo_path() { local prefix; prefix=$(git rev-parse --show-prefix 2>/dev/null); printf '%s%s' "$prefix" "$1"; }

policy_sha=""
case "${INPUT_POLICY_REF:-}" in
  "") ;;
  base)
    [ -n "${AFD_SURFACE_BASE_SHA:-}" ] \
      || fail "policy-ref is base, but this run is not for a pull request (no base commit); use a git ref, or leave policy-ref empty"
    policy_sha="$AFD_SURFACE_BASE_SHA" ;;
  *) policy_sha=$(git rev-parse --verify --quiet "${INPUT_POLICY_REF}^{commit}" 2>/dev/null || true)
     [ -n "$policy_sha" ] || policy_sha="$INPUT_POLICY_REF" ;;
esac
if [ -n "$policy_sha" ]; then
  ! is_true "${INPUT_WRITE_BASELINE:-false}" \
    || fail "policy-ref and write-baseline do not go together: the baseline is written to the checked-out tree"
  ensure_commit "$policy_sha" \
    || fail "policy-ref: commit \`$policy_sha\` is not in the checkout and could not be fetched (check out with fetch-depth: 0)"
  config_arg=""
  for c in "${config_candidates[@]}"; do
    if git show "$policy_sha:$(repo_path "$c")" > "$temp/afd-surface-policy.toml" 2>/dev/null; then
      config_arg="$temp/afd-surface-policy.toml"
      break
    fi
  done
  if [ -z "$config_arg" ] && [ -n "${INPUT_CONFIG:-}" ]; then
    fail "policy-ref: \`$INPUT_CONFIG\` does not exist at $policy_sha"
  fi
  rm -f "$temp/afd-surface-policy-baseline.json"
  git show "$policy_sha:$(repo_path "$baseline_name")" > "$temp/afd-surface-policy-baseline.json" 2>/dev/null \
    || rm -f "$temp/afd-surface-policy-baseline.json"
  baseline_arg="$temp/afd-surface-policy-baseline.json"
  if git show "$policy_sha:$(repo_path "$lock_name")" > "$temp/afd-surface-policy.lock" 2>/dev/null; then
    lock_arg="$temp/afd-surface-policy.lock"
  else
    lock_arg="none"
  fi
  policy_notes+=("judged by the configuration, baseline and lock of ${policy_sha:0:12} (policy-ref), not by the files of this checkout")
fi

# Does this change touch the policy? (pull requests, when the base commit is here)
if [ -n "${AFD_SURFACE_BASE_SHA:-}" ] && ensure_commit "$AFD_SURFACE_BASE_SHA"; then
  changed=()
  for f in ${policy_files[@]+"${policy_files[@]}"}; do
    [ -e "$f" ] || git cat-file -e "$AFD_SURFACE_BASE_SHA:$(repo_path "$f")" 2>/dev/null || continue
    if ! git diff --quiet "$AFD_SURFACE_BASE_SHA" -- "$f" 2>/dev/null \
       || { [ -e "$f" ] && ! git cat-file -e "$AFD_SURFACE_BASE_SHA:$(repo_path "$f")" 2>/dev/null; }; then
      changed+=("$f")
    fi
  done
  if [ "${#changed[@]}" -gt 0 ]; then
    if [ -n "$policy_sha" ]; then
      what="this pull request changes ${changed[*]}; those changes are not used: the run is judged by the base commit's configuration, baseline and lock"
    else
      what="this pull request changes ${changed[*]}, and the run is judged by those changed files: review them (set policy-ref: base to judge pull requests by the base branch's policy)"
    fi
    echo "::warning title=afd-surface policy::$(esc "$what")"
    policy_notes+=("$what")
  fi
fi

args=(check)
read -r -a paths <<< "$(printf '%s' "${INPUT_PATHS:-.}" | tr '\n' ' ')"
[ "${#paths[@]}" -gt 0 ] || paths=(.)
if [ -n "$config_arg" ]; then
  args+=(--config "$config_arg")
elif [ -n "$policy_sha" ]; then
  args+=(--no-config)
fi
[ -z "$baseline_arg" ] || args+=(--baseline "$baseline_arg")
case "$lock_arg" in
  "") ;;
  none) args+=(--no-lock) ;;
  *) args+=(--lock "$lock_arg") ;;
esac
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
  for n in ${policy_notes[@]+"${policy_notes[@]}"}; do
    # the note names files of the checkout: code spans, no Markdown
    printf '\n> **Policy:** `%s`\n' "${n//\`/\'}" >> "$GITHUB_STEP_SUMMARY"
  done
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
