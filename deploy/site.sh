#!/usr/bin/env bash
# `delft-it-site <command> …` on a server (install.sh puts this file in /usr/local/bin): cli.sh of
# the release online ($SITE_ROOT/current) with the service's settings (/etc/delft-it-site/env,
# DATA_DIR and BACKUP_DIR as in the units) and, when run as root, as the service's user, so files it
# writes belong to the service. Examples (README "Put it online"):
#   sudo delft-it-site user add --role cms-admin --email you@example.nl --password '…' --name 'You'
#   sudo delft-it-site backup /var/lib/delft-it-site/backups/before-move.tar.gz
set -euo pipefail
SITE_ROOT="${SITE_ROOT:-/opt/delft-it-site}"
ENV_FILE="${ENV_FILE:-/etc/delft-it-site/env}"
SERVICE_USER="${SERVICE_USER:-delft-it-site}"
export DATA_DIR=/var/lib/delft-it-site
export BACKUP_DIR=/var/lib/delft-it-site/backups
# the settings file as systemd reads it (load_env), from the release online
# shellcheck source=deploy/load-env.sh
source "$SITE_ROOT/current/deploy/load-env.sh"
load_env "$ENV_FILE"
cli="$SITE_ROOT/current/cli.sh"
[ -x "$cli" ] || {
  echo "delft-it-site: no release at $SITE_ROOT/current (run install.sh and update.sh)" >&2
  exit 1
}
cd "$DATA_DIR"
if [ "$(id -u)" = 0 ] && id -u "$SERVICE_USER" >/dev/null 2>&1; then
  exec runuser -u "$SERVICE_USER" -- "$cli" "$@"
fi
exec "$cli" "$@"
