#!/bin/sh
# The restore drill: restores the dump $1 into the EMPTY scratch database of SCRATCH_URL and prints
# what it holds: the migrations applied and the row count of every table, one "name count" line
# each. Compare them with the live database (docs/deployment.md); the scratch database is left for
# a look and can then be dropped. A real restore is the same pg_restore into the new database.
set -eu
: "${SCRATCH_URL:?set SCRATCH_URL to an empty scratch database}"
dump=${1:?usage: restore-drill.sh <file.dump>}
tables=$(psql "$SCRATCH_URL" -XAtqc "select count(*) from information_schema.tables where table_schema = 'public'")
if [ "$tables" != "0" ]; then
  echo "restore-drill: the scratch database is not empty ($tables tables); use a new one" >&2
  exit 1
fi
pg_restore --exit-on-error --no-owner --no-privileges --single-transaction --dbname="$SCRATCH_URL" "$dump"
psql "$SCRATCH_URL" -XAtq -F ' ' <<'SQL'
select 'migrations', count(*) from mikro_orm_migrations;
select c.relname, (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', n.nspname, c.relname), false, true, '')))[1]::text::bigint
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
 order by c.relname;
SQL
