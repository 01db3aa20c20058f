#!/usr/bin/env bash
# Starts the site from this release (made by `npm run release`) on the release's own Node binary,
# whatever `node` the machine has on its PATH; no npm needed. The settings are the README's
# environment variables (PORT, DATA_DIR, DATABASE_URL, PUBLIC_URL, TRUST_PROXY, ...). On an empty
# DATA_DIR the server creates and seeds the embedded database, as `npm start` does.
#
# Relative DATA_DIR and BACKUP_DIR are taken from the folder start.sh is called from (the default
# DATA_DIR is ./data there), never from the release's own folder: an update replaces the release
# and must not take the data with it. The server itself runs in the release's folder (build/).
set -euo pipefail
release="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
absolute() { case "$1" in /*) printf '%s' "$1" ;; *) printf '%s/%s' "$PWD" "$1" ;; esac; }
DATA_DIR="$(absolute "${DATA_DIR:-data}")"
export DATA_DIR
if [ -n "${BACKUP_DIR:-}" ]; then
  BACKUP_DIR="$(absolute "$BACKUP_DIR")"
  export BACKUP_DIR
fi
export NODE_ENV="${NODE_ENV:-production}"
# the release's Node first, also for anything the server starts (it uses its own binary for that)
export PATH="$release/node/bin:$PATH"
export NODE="$release/node/bin/node"
cd "$release"
# scripts/serve.sh holds the memory flags every production start uses (see there: why)
exec bash scripts/serve.sh "$@"
