#!/bin/sh
# Writes a compressed custom-format dump of DATABASE_URL's database to the folder $1 (created if
# missing) as parcel-<UTC time>.dump, keeps the newest ${KEEP:-14} dumps there and prints the
# new file's path. Schedule it (docs/deployment.md), e.g. from cron at 02:30 every night.
set -eu
: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
folder=${1:?usage: backup.sh <folder>}
keep=${KEEP:-14}
mkdir -p "$folder"
file="$folder/parcel-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Written under a temporary name first, so an interrupted dump never looks like a backup.
pg_dump --format=custom --no-owner --no-privileges --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
ls -1t "$folder"/parcel-*.dump | tail -n +"$((keep + 1))" | while read -r old; do rm -f "$old"; done
echo "$file"
