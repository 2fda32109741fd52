#!/usr/bin/env bash
# Generates the TypeScript code of the EPG chunk schema (src/adapters/wire/epg/epg.fbs) once, into
# the wire-format family that both the HTTP decoder and the demo provider's encoder import:
#   src/adapters/wire/epg/generated/
# Usage: scripts/demo/gen-flatbuffers.sh [output root, default: the repository]
# The output root lets the regeneration test write elsewhere and compare with the committed code.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:-$repo}"
schema="$repo/src/adapters/wire/epg/epg.fbs"
flatc="${FLATC:-flatc}"

if ! command -v "$flatc" >/dev/null 2>&1; then
  echo "flatc is missing: install Debian's package \"flatbuffers-compiler\" (or run node scripts/ensure-debian-package.mjs FLATC /usr/bin/flatc flatbuffers-compiler, or set FLATC)." >&2
  exit 1
fi

target="$out/src/adapters/wire/epg/generated"
rm -rf "$target"
mkdir -p "$target"
"$flatc" --ts -o "$target" "$schema"
