#!/usr/bin/env bash
# While nothing has shipped, the migration history is one initial migration regenerated from the
# schema files. Safe to run from several shells at once (flock); the folder is swapped in whole so
# a server starting meanwhile never sees it half-written.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>.regen-migrations.lock
flock 9
tmp=$(mktemp -d .migrations-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
npx drizzle-kit generate --name initial --dialect postgresql --schema ./server/db/schema/index.ts --out "$tmp" >/dev/null
old=$(mktemp -d .migrations-old-XXXXXX)
rmdir "$old"
[ -d server/db/migrations ] && mv server/db/migrations "$old"
mv "$tmp" server/db/migrations
rm -rf "$old"
echo "migrations regenerated: $(ls server/db/migrations/*.sql)"
