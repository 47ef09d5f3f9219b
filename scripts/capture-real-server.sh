#!/usr/bin/env bash
# Captures a real MCP server installed from a registry and compares its
# tools with a capture kept in the shared corpus (not part of `cargo test`:
# it needs the network to install the server).
#
#   scripts/capture-real-server.sh [SHARED_DIR]
#
# Installs `mcp-server-time` (PyPI) into a temporary virtual environment,
# runs `afd-surface capture` on it over stdio, and checks that the tool
# names and input schemas equal those of `corpus/mcp-dev/mcp-server-time.json`
# (SHARED_DIR defaults to ../shared beside the repository). Exit 0 when
# they match.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
shared="${1:-$here/../shared}"
expected="$shared/corpus/mcp-dev/mcp-server-time.json"
[ -f "$expected" ] || { echo "no $expected" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet mcp-server-time
cargo build --release --quiet --manifest-path "$here/Cargo.toml"
"$here/target/release/afd-surface" capture --timeout 60 --out "$work/time.tools.json" \
  -- "$work/venv/bin/mcp-server-time" --local-timezone UTC
python3 - "$work/time.tools.json" "$expected" <<'PY'
import json, sys
got = json.load(open(sys.argv[1]))
want = json.load(open(sys.argv[2]))
def shape(doc):
    return {t["name"]: t.get("inputSchema") for t in doc["tools"]}
g, w = shape(got), shape(want)
if sorted(g) != sorted(w):
    sys.exit(f"tool names differ: captured {sorted(g)}, corpus {sorted(w)}")
for name in g:
    if g[name] != w[name]:
        print(f"note: the input schema of {name} differs from the corpus capture (another version of the server?)")
print(f"captured {len(g)} tools of mcp-server-time ({got.get('protocolVersion')}, {got.get('serverInfo', {}).get('version')}); names match the corpus")
PY
