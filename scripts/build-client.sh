#!/usr/bin/env bash
# Builds the client into dist/client; serialized with flock so parallel shells never interleave builds.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/portal-vite-build.lock
flock 9
npx vite build --logLevel warn
