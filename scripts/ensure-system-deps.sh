#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium for the browser journeys,
# PostgreSQL for the second run of the database tests. Needs root (CI machines are root).
set -euo pipefail
want=()
[ -x /usr/bin/chromium ] || want+=(chromium)
if [ "${1:-}" = "--with-postgres" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  want+=(postgresql)
fi
[ ${#want[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Missing ${want[*]}: install them (apt-get install ${want[*]}) or run as root" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
