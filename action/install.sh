#!/usr/bin/env bash
# Obtains a prebuilt, checksum-verified afd-surface release binary for this
# runner when the action runs from a release tag (or `version` is given).
# Otherwise it leaves `installed=false` and the next steps build the binary
# from the action's own source with `cargo install --locked` (cached).
#
# Outputs: installed (true|false), bin, build-root, cache-key.
set -euo pipefail

out() { printf '%s=%s\n' "$1" "$2" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"; }

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum | awk '{print $1}'
  else shasum -a 256 | awk '{print $1}'; fi
}

action_path="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}"
temp="${RUNNER_TEMP:-${TMPDIR:-/tmp}}"
build_root="$temp/afd-surface-build"

source_version=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$action_path/Cargo.toml" | head -n 1)
version="${INPUT_VERSION:-}"
version="${version#v}"
[ -n "$version" ] || version="$source_version"

# A source build is cached under a key that changes with the source.
source_hash=$( { cat "$action_path/Cargo.toml" "$action_path/Cargo.lock"
                 find "$action_path/src" -type f -name '*.rs' | LC_ALL=C sort | while read -r f; do cat "$f"; done
               } | sha256 )
out build-root "$build_root"
out cache-key "afd-surface-${RUNNER_OS:-unknown}-${RUNNER_ARCH:-unknown}-$source_version-$source_hash"
out installed false

case "${RUNNER_OS:-}-${RUNNER_ARCH:-}" in
  Linux-X64)   target=x86_64-unknown-linux-musl; ext=tar.gz; exe=afd-surface ;;
  Linux-ARM64) target=aarch64-unknown-linux-musl; ext=tar.gz; exe=afd-surface ;;
  macOS-X64)   target=x86_64-apple-darwin; ext=tar.gz; exe=afd-surface ;;
  macOS-ARM64) target=aarch64-apple-darwin; ext=tar.gz; exe=afd-surface ;;
  Windows-X64) target=x86_64-pc-windows-msvc; ext=zip; exe=afd-surface.exe ;;
  *)
    echo "No prebuilt afd-surface for ${RUNNER_OS:-?}/${RUNNER_ARCH:-?}; it will be built from source."
    exit 0 ;;
esac

# Release binaries exist only for released refs: a version tag (v1, v1.2.3)
# or an explicit `version` input.
if [ -z "${INPUT_VERSION:-}" ] && ! [[ "${ACTION_REF:-}" =~ ^v[0-9] ]]; then
  echo "The action runs from '${ACTION_REF:-a local path}', not a release tag; afd-surface will be built from source."
  exit 0
fi

base="${AFD_SURFACE_RELEASE_BASE:-https://github.com/${ACTION_REPOSITORY:-org/afd-surface-action}/releases/download}"
name="afd-surface-$version-$target"
dir="$temp/afd-surface-release"
rm -rf "$dir"
mkdir -p "$dir"
if ! curl -fsSL --retry 3 -o "$dir/$name.$ext" "$base/v$version/$name.$ext" \
   || ! curl -fsSL --retry 3 -o "$dir/$name.$ext.sha256" "$base/v$version/$name.$ext.sha256"; then
  echo "::notice title=afd-surface::No release binary v$version for $target could be downloaded; building from source."
  exit 0
fi

expected=$(awk '{print $1; exit}' "$dir/$name.$ext.sha256")
actual=$(sha256 < "$dir/$name.$ext")
if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
  echo "::error title=afd-surface::Checksum mismatch for $name.$ext: expected '$expected', got '$actual'. Refusing to run it."
  exit 1
fi

# Git Bash's tar on Windows reads no zip (and takes `D:` for a remote host):
# unzip, 7-Zip (on GitHub's Windows images) or PowerShell instead.
extract() {
  case "$ext" in
    tar.gz) tar -xzf "$dir/$name.$ext" -C "$dir" ;;
    zip)
      if command -v unzip >/dev/null 2>&1; then unzip -q -o "$dir/$name.$ext" -d "$dir"
      elif command -v 7z >/dev/null 2>&1; then 7z x -y -o"$dir" "$dir/$name.$ext" >/dev/null
      else pwsh -NoProfile -Command "Expand-Archive -Force -LiteralPath '$dir/$name.$ext' -DestinationPath '$dir'"
      fi ;;
  esac
}
if ! extract; then
  echo "::notice title=afd-surface::The release archive $name.$ext could not be unpacked; building from source."
  exit 0
fi
bin="$dir/$name/$exe"
if [ ! -f "$bin" ]; then
  echo "::error title=afd-surface::The release archive $name.$ext does not contain $name/$exe."
  exit 1
fi
chmod +x "$bin" 2>/dev/null || true
"$bin" --version
out bin "$bin"
out installed true
