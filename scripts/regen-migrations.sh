#!/usr/bin/env bash
# While nothing has shipped, the migration history is one initial migration regenerated from the
# schema files. Safe to run from several shells at once (flock).
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>.regen-migrations.lock
flock 9
rm -rf server/db/migrations
npx drizzle-kit generate --name initial >/dev/null
echo "migrations regenerated: $(ls server/db/migrations/*.sql)"
