#!/usr/bin/env bash
# Runs the composite action's scripts (action/*.sh) in a simulated GitHub
# runner (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_ACTION_PATH,
# RUNNER_TEMP, INPUT_*, ...) on samples/, and checks the files, outputs and
# exit codes. Usage: tests/action/selftest.sh [PATH-TO-afd-surface-BINARY]
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
bin="${1:-}"
if [ -z "$bin" ]; then
  (cd "$repo" && cargo build --quiet --locked)
  bin="$repo/target/debug/afd-surface"
fi
[ -x "$bin" ] || { echo "selftest: no binary at $bin" >&2; exit 2; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
pass() { echo "ok   - $1"; }
fail() { echo "FAIL - $1" >&2; failures=$((failures + 1)); }
check() { if eval "$2"; then pass "$1"; else fail "$1"; fi; }

# a fresh simulated runner: sets the environment of one step
runner() {
  export GITHUB_ACTION_PATH="$repo"
  export GITHUB_WORKSPACE="$work/workspace"
  export RUNNER_TEMP="$work/temp-$1"
  export GITHUB_OUTPUT="$work/output-$1"
  export GITHUB_STEP_SUMMARY="$work/summary-$1.md"
  export RUNNER_OS=Linux RUNNER_ARCH=X64
  mkdir -p "$RUNNER_TEMP"
  : > "$GITHUB_OUTPUT"
  : > "$GITHUB_STEP_SUMMARY"
  unset INPUT_PATHS INPUT_CONFIG INPUT_BASELINE INPUT_FAIL_ON INPUT_STRICT INPUT_WRITE_BASELINE \
        INPUT_SARIF_FILE INPUT_JUNIT_FILE INPUT_SUMMARY INPUT_ANNOTATIONS INPUT_SARIF_CATEGORY INPUT_UPLOAD_SARIF \
        INPUT_ARGS INPUT_WORKING_DIRECTORY INPUT_VERSION ACTION_REF AFD_SURFACE_RELEASE_BASE AFD_SURFACE_BIN \
        INPUT_POLICY_REF AFD_SURFACE_BASE_SHA
}
output() { sed -n "s/^$1=//p" "$GITHUB_OUTPUT" | tail -n 1; }

mkdir -p "$work/workspace"
cp -R "$repo/samples" "$work/workspace/samples"
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$repo/Cargo.toml" | head -n 1)

# ---- install.sh: a release binary, checksum-verified ----
release="$work/release/v$version"
name="afd-surface-$version-x86_64-unknown-linux-musl"
mkdir -p "$release/$name"
cp "$bin" "$release/$name/afd-surface"
(cd "$release" && tar -czf "$name.tar.gz" "$name" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
rm -rf "${release:?}/$name"

runner install-ok
export ACTION_REF="v$version" AFD_SURFACE_RELEASE_BASE="file://$work/release"
check "install: a release ref downloads the binary" 'bash "$repo/action/install.sh" >/dev/null'
check "install: installed=true" '[ "$(output installed)" = true ]'
check "install: the binary runs" '"$(output bin)" --version | grep -q "afd-surface $version"'
check "install: a cache key for source builds" '[[ "$(output cache-key)" == afd-surface-Linux-X64-$version-* ]]'

runner install-tampered
export ACTION_REF="v$version" AFD_SURFACE_RELEASE_BASE="file://$work/release"
echo "0000000000000000000000000000000000000000000000000000000000000000  $name.tar.gz" > "$release/$name.tar.gz.sha256"
check "install: a checksum mismatch fails the step" '! bash "$repo/action/install.sh" > "$work/tampered.log" 2>&1'
check "install: it says why" 'grep -q "Checksum mismatch" "$work/tampered.log"'
check "install: and does not install" '[ "$(output installed)" = false ]'

runner install-branch
export ACTION_REF=main AFD_SURFACE_RELEASE_BASE="file://$work/release"
check "install: a branch ref builds from source" 'bash "$repo/action/install.sh" | grep -q "built from source"'
check "install: installed=false" '[ "$(output installed)" = false ]'

runner install-missing
export ACTION_REF="v$version" AFD_SURFACE_RELEASE_BASE="file://$work/no-release-here"
check "install: a missing release falls back to a source build" 'bash "$repo/action/install.sh" >/dev/null 2>&1 && [ "$(output installed)" = false ]'

# ---- install.sh on Windows: a zip, unpacked without Git Bash's tar ----
wname="afd-surface-$version-x86_64-pc-windows-msvc"
mkdir -p "$release/$wname"
cp "$bin" "$release/$wname/afd-surface.exe"
(cd "$release" && python3 -c "import shutil; shutil.make_archive('$wname', 'zip', '.', '$wname')" \
  && sha256sum "$wname.zip" > "$wname.zip.sha256")
rm -rf "${release:?}/$wname"

runner install-zip
export RUNNER_OS=Windows ACTION_REF="v$version" AFD_SURFACE_RELEASE_BASE="file://$work/release"
if command -v unzip >/dev/null 2>&1 || command -v 7z >/dev/null 2>&1 || command -v pwsh >/dev/null 2>&1; then
  check "install: a Windows zip is unpacked" 'bash "$repo/action/install.sh" >/dev/null && [ "$(output installed)" = true ]'
  check "install: the unpacked binary runs" '"$(output bin)" --version | grep -q "afd-surface $version"'
else
  check "install: no unzip tool: a source build instead" 'bash "$repo/action/install.sh" | grep -q "could not be unpacked" && [ "$(output installed)" = false ]'
fi

runner install-broken-zip
export RUNNER_OS=Windows ACTION_REF="v$version" AFD_SURFACE_RELEASE_BASE="file://$work/release"
echo "not a zip" > "$release/$wname.zip"
(cd "$release" && sha256sum "$wname.zip" > "$wname.zip.sha256")
check "install: an archive that cannot be unpacked falls back to a source build" \
  'bash "$repo/action/install.sh" 2>/dev/null | grep -q "could not be unpacked" && [ "$(output installed)" = false ]'

# ---- run.sh on samples/ ----
cd "$work/workspace"

runner run-default
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples INPUT_FAIL_ON=error INPUT_STRICT=false \
       INPUT_WRITE_BASELINE=false INPUT_SUMMARY=true INPUT_ANNOTATIONS=true INPUT_SARIF_CATEGORY=afd-surface
bash "$repo/action/run.sh" > "$work/run-default.log" 2>&1
check "run: the step itself succeeds and records exit-code 1 (samples have errors)" '[ "$(output exit-code)" = 1 ]'
check "run: SARIF written" '[ -s "$(output sarif-file)" ] && grep -q "\"version\": \"2.1.0\"" "$(output sarif-file)"'
check "run: JUnit written" '[ -s "$(output junit-file)" ] && grep -q "<testsuites" "$(output junit-file)"'
check "run: Markdown written and appended to the job summary" '[ -s "$(output markdown-file)" ] && cmp -s "$(output markdown-file)" "$GITHUB_STEP_SUMMARY"'
check "run: annotations printed" 'grep -q "^::error file=samples/" "$work/run-default.log"'
check "run: the text report is printed with workflow commands stopped" 'grep -q "^::stop-commands::" "$work/run-default.log"'
check "run: counts are outputs" '[ "$(output errors)" -gt 0 ] && [ "$(output new-findings)" -ge "$(output errors)" ]'
check "run: the SARIF is to be uploaded by default" '[ "$(output upload-sarif)" = true ]'

runner finish
check "finish: exit code 1 fails the step" '! EXIT_CODE=1 bash "$repo/action/finish.sh" >/dev/null'
check "finish: exit code 0 passes" 'EXIT_CODE=0 bash "$repo/action/finish.sh" >/dev/null'

runner run-never
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples INPUT_FAIL_ON=never INPUT_SUMMARY=false INPUT_ANNOTATIONS=false
bash "$repo/action/run.sh" > "$work/run-never.log" 2>&1
check "run: fail-on never gives exit-code 0" '[ "$(output exit-code)" = 0 ]'
check "run: upload-sarif defaults to true" '[ "$(output upload-sarif)" = true ]'
check "run: summary off leaves the job summary empty" '[ ! -s "$GITHUB_STEP_SUMMARY" ]'
check "run: annotations off prints no workflow commands outside the stopped block" '! grep -q "^::error file=" "$work/run-never.log"'

runner run-baseline
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples INPUT_BASELINE=.afd-surface-baseline.json INPUT_WRITE_BASELINE=true
bash "$repo/action/run.sh" > "$work/run-baseline.log" 2>&1
check "run: write-baseline exits 0 and writes the file" '[ "$(output exit-code)" = 0 ] && [ -s .afd-surface-baseline.json ]'
check "run: write-baseline never uploads the SARIF (it would close every alert)" '[ "$(output upload-sarif)" = false ] && grep -q "SARIF is not uploaded" "$work/run-baseline.log"'

runner run-baseline-upload
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples INPUT_BASELINE=.afd-surface-baseline.json INPUT_WRITE_BASELINE=true INPUT_UPLOAD_SARIF=true
bash "$repo/action/run.sh" > /dev/null 2>&1
check "run: not even when upload-sarif is true" '[ "$(output upload-sarif)" = false ]'

runner run-baselined
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples INPUT_BASELINE=.afd-surface-baseline.json INPUT_FAIL_ON=error
bash "$repo/action/run.sh" > /dev/null 2>&1
check "run: with the baseline nothing is new" '[ "$(output exit-code)" = 0 ] && [ "$(output new-findings)" = 0 ] && [ "$(output baselined)" -gt 0 ]'

runner run-strict
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples INPUT_BASELINE=.afd-surface-baseline.json INPUT_STRICT=true
bash "$repo/action/run.sh" > /dev/null 2>&1
check "run: strict still passes when every finding is baselined" '[ "$(output exit-code)" = 0 ]'

runner run-bad-config
printf 'no-such-key = 1\n' > bad.toml
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples INPUT_CONFIG=bad.toml
bash "$repo/action/run.sh" > "$work/run-bad-config.log" 2>&1
check "run: a bad config gives exit-code 2" '[ "$(output exit-code)" = 2 ]'
check "run: and names the file and position" 'grep -q "bad.toml:1:1" "$work/run-bad-config.log"'
check "run: no SARIF to upload then" '[ -z "$(output sarif-file)" ] && [ "$(output upload-sarif)" = false ]'

runner run-paths
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=$'samples/servers\nsamples/skills' INPUT_ARGS="--naming snake --skip-category search" \
       INPUT_SARIF_FILE="$work/custom/out.sarif" INPUT_JUNIT_FILE="$work/custom/out.xml" INPUT_UPLOAD_SARIF=false
bash "$repo/action/run.sh" > "$work/run-paths.log" 2>&1
check "run: upload-sarif false is respected" '[ "$(output upload-sarif)" = false ]'
check "run: several paths, extra args and custom report paths" '[ -s "$work/custom/out.sarif" ] && [ -s "$work/custom/out.xml" ] && [ "$(output sarif-file)" = "$work/custom/out.sarif" ]'

runner run-dash-paths
rm -f .afd-surface-baseline.json
mkdir -p ./--write-baseline
export AFD_SURFACE_BIN="$bin" INPUT_PATHS='samples --write-baseline --suppress=description-injection' \
       INPUT_BASELINE=.afd-surface-baseline.json
bash "$repo/action/run.sh" > "$work/run-dash-paths.log" 2>&1
check "run: a path named like an option is a path (no baseline written)" '[ ! -e .afd-surface-baseline.json ]'
check "run: and the findings still fail the run" '[ "$(output exit-code)" = 2 ] || [ "$(output exit-code)" = 1 ]'
check "run: paths follow --" 'grep -q -- " -- samples --write-baseline" "$work/run-dash-paths.log"'
rmdir ./--write-baseline

runner run-quoted-args
mkdir -p snaps
printf '{"name": "get_me", "description": "Gets the signed-in user"}' > snaps/get_me.snap
printf '{"name": "get_team", "description": "Gets a team of the organisation"}' > snaps/get_team.snap
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=snaps INPUT_ARGS="--include '**/*.snap' --suppress \"naming-convention:get me\""
bash "$repo/action/run.sh" > "$work/run-quoted-args.log" 2>&1
check "run: args are split like a shell (a quoted glob reaches afd-surface unexpanded)" \
  'grep -q "2 commands" "$(output markdown-file)" && [ "$(output exit-code)" != 2 ]'

runner run-unmatched-quote
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=snaps INPUT_ARGS="--include '**/*.snap"
bash "$repo/action/run.sh" > "$work/run-unmatched-quote.log" 2>&1
check "run: an unmatched quote in args is exit-code 2 with a message" \
  '[ "$(output exit-code)" = 2 ] && grep -q "unmatched quote" "$work/run-unmatched-quote.log"'

runner run-working-directory
mkdir -p .git
export AFD_SURFACE_BIN="$bin" INPUT_WORKING_DIRECTORY=samples INPUT_SARIF_FILE=out/results.sarif
bash "$repo/action/run.sh" > "$work/run-working-directory.log" 2>&1
check "run: working-directory runs there (its findings, exit-code 1)" '[ "$(output exit-code)" = 1 ]'
check "run: annotations and SARIF name repository paths" \
  'grep -q "^::error file=samples/servers/" "$work/run-working-directory.log" && grep -q "\"uri\": \"samples/servers/" "$(output sarif-file)"'
check "run: a relative sarif-file is made absolute for the upload step" \
  '[ "$(output sarif-file)" = "$work/workspace/samples/out/results.sarif" ] && [ -s "$(output sarif-file)" ]'
rm -rf .git samples/out

runner run-missing-directory
export AFD_SURFACE_BIN="$bin" INPUT_WORKING_DIRECTORY="no/such dir"
bash "$repo/action/run.sh" > "$work/run-missing-directory.log" 2>&1
check "run: a missing working-directory is exit-code 2 with a message" \
  '[ "$(output exit-code)" = 2 ] && grep -q "is not a directory" "$work/run-missing-directory.log"'

# ---- policy-ref: a pull request that regenerates the baseline ----
prdir="$work/policy-repo"
mkdir -p "$prdir"
cp -R "$repo/samples" "$prdir/samples"
g() { git -C "$prdir" -c user.name=selftest -c user.email=selftest@example.invalid "$@"; }
g init -q
g add samples
g commit -q -m base
base_sha=$(g rev-parse HEAD)
(cd "$prdir" && "$bin" check samples --write-baseline >/dev/null 2>&1)
g add .afd-surface-baseline.json
g commit -q -m "the pull request: every finding baselined"
cd "$prdir"

runner policy-own
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples AFD_SURFACE_BASE_SHA="$base_sha"
bash "$repo/action/run.sh" > "$work/policy-own.log" 2>&1
check "policy: by default the pull request's own baseline judges it (exit-code 0)" '[ "$(output exit-code)" = 0 ]'
check "policy: and the log says loudly that the pull request changed it" \
  'grep -q "^::warning title=afd-surface policy::this pull request changes .afd-surface-baseline.json" "$work/policy-own.log"'
check "policy: so does the job summary" 'grep -q "Policy:" "$GITHUB_STEP_SUMMARY"'

runner policy-base
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples AFD_SURFACE_BASE_SHA="$base_sha" INPUT_POLICY_REF=base
bash "$repo/action/run.sh" > "$work/policy-base.log" 2>&1
check "policy: policy-ref base judges by the base commit (no baseline there: exit-code 1)" '[ "$(output exit-code)" = 1 ]'
check "policy: and says the pull request's changes are not used" 'grep -q "those changes are not used" "$work/policy-base.log"'

runner policy-no-pr
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples INPUT_POLICY_REF=base
bash "$repo/action/run.sh" > "$work/policy-no-pr.log" 2>&1
check "policy: policy-ref base outside a pull request is exit-code 2 with a message" \
  '[ "$(output exit-code)" = 2 ] && grep -q "not for a pull request" "$work/policy-no-pr.log"'

runner policy-sha
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=samples INPUT_POLICY_REF="$base_sha"
bash "$repo/action/run.sh" > "$work/policy-sha.log" 2>&1
check "policy: policy-ref takes a commit too" '[ "$(output exit-code)" = 1 ]'

# ---- policy-ref: a pull request that changes a pinned tool and its lock ----
lkdir="$work/lock-repo"
mkdir -p "$lkdir"
tool() {
  printf '{"tools": [{"name": "get_time", "description": "%s", "inputSchema": {"type": "object", "properties": {"tz": {"type": "string", "description": "IANA time zone"}}}, "outputSchema": {"type": "object"}}]}\n' "$1" > "$lkdir/time.tools.json"
}
lg() { git -C "$lkdir" -c user.name=selftest -c user.email=selftest@example.invalid "$@"; }
lg init -q
tool "Gets the current time in a given time zone"
(cd "$lkdir" && "$bin" lock --no-config >/dev/null 2>&1)
lg add time.tools.json .afd-surface.lock
lg commit -q -m base
lock_base=$(lg rev-parse HEAD)
tool "Gets the current time in a given time zone and reports it to the vendor"
(cd "$lkdir" && "$bin" lock --no-config >/dev/null 2>&1)
lg add time.tools.json .afd-surface.lock
lg commit -q -m "the pull request: a changed tool, re-locked"
cd "$lkdir"

runner lock-own
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=. AFD_SURFACE_BASE_SHA="$lock_base"
bash "$repo/action/run.sh" > "$work/lock-own.log" 2>&1
check "lock: by default the pull request's own lock judges it (exit-code 0)" '[ "$(output exit-code)" = 0 ]'
check "lock: and the log names the changed lock" \
  'grep -q "^::warning title=afd-surface policy::this pull request changes .afd-surface.lock" "$work/lock-own.log"'

runner lock-base
export AFD_SURFACE_BIN="$bin" INPUT_PATHS=. AFD_SURFACE_BASE_SHA="$lock_base" INPUT_POLICY_REF=base
bash "$repo/action/run.sh" > "$work/lock-base.log" 2>&1
check "lock: policy-ref base compares with the base commit's lock (exit-code 1)" '[ "$(output exit-code)" = 1 ]'
check "lock: and reports the changed definition" 'grep -q "tool-definition-changed" "$work/lock-base.log"'
cd "$work/workspace"

if [ "$failures" -gt 0 ]; then
  echo "selftest: $failures check(s) failed" >&2
  exit 1
fi
echo "selftest: all checks passed"
