#!/usr/bin/env bash
# Builds afd-surface from the action's own source with `cargo install
# --locked`, unless the build cache restored a binary.
# Outputs: bin.
set -euo pipefail

root="${BUILD_ROOT:?BUILD_ROOT is not set}"
exe=afd-surface
case "${RUNNER_OS:-}" in Windows) exe=afd-surface.exe ;; esac
bin="$root/bin/$exe"

if [ -x "$bin" ]; then
  echo "Using afd-surface from the build cache."
else
  if ! command -v cargo >/dev/null 2>&1; then
    echo "::error title=afd-surface::No release binary was available and cargo is not installed; install Rust (e.g. rustup) before this action, or use a released version."
    exit 1
  fi
  cargo install --locked --path "${GITHUB_ACTION_PATH:?}" --root "$root" --target-dir "$root/target"
  rm -rf "$root/target"
fi
"$bin" --version
printf 'bin=%s\n' "$bin" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
