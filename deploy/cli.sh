#!/usr/bin/env bash
# The one-shot commands of `npm run <command>` in a release, on its own Node binary without npm or
# tsx (build/server-main/cli-*.js, compiled by scripts/build-server.ts):
#   cli.sh user add --role cms-admin --email … --password … [--name …]   (and list, set-password, …)
#   cli.sh seed [--reset]          the demo content (`npm run db:seed`)
#   cli.sh backup <file.tar.gz>    one archive (`npm run backup`)
#   cli.sh backup-nightly          today's backup in BACKUP_DIR, keeping BACKUP_KEEP (the backup timer)
#   cli.sh restore <file.tar.gz>   into an empty site (`npm run restore`)
#   cli.sh storage-migrate         local uploads to the S3 bucket (`npm run storage:migrate`)
# Same settings as start.sh; relative paths (DATA_DIR, files) are taken from the current folder.
# On the embedded database stop the server first, except for backup-nightly (see its source).
set -euo pipefail
release="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
command="${1:-}"
case "$command" in
  user | seed | backup | backup-nightly | restore | storage-migrate) shift ;;
  *)
    sed -n '2,10p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
export NODE_ENV="${NODE_ENV:-production}"
export PATH="$release/node/bin:$PATH"
exec "$release/node/bin/node" --enable-source-maps --liftoff-only --max-old-space-size=384 \
  "$release/build/server-main/cli-$command.js" "$@"
