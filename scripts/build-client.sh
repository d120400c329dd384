#!/usr/bin/env bash
# Builds the client into dist/client when its sources changed since its last build (scripts/build.mjs
# keeps a hash of them beside the build and lets one build run at a time).
set -euo pipefail
cd "$(dirname "$0")/.."
exec node scripts/build.mjs client
