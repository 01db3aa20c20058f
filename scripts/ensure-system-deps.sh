#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium's headless shell for the
# browser journeys (docs/decisions/0018) and the full Chromium (Lighthouse, E2E_CHROMIUM=/usr/bin/chromium),
# and on request PostgreSQL (--with-postgres: the second run of the database tests) and Caddy
# (--with-caddy: the deploy check, scripts/deploy-check.ts). Needs root (CI machines are root).
set -euo pipefail
want=()
[ -x /usr/bin/chromium ] || want+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || want+=(chromium-headless-shell)
for flag in "$@"; do
  case "$flag" in
    --with-postgres) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || want+=(postgresql) ;;
    --with-caddy) command -v caddy >/dev/null 2>&1 || want+=(caddy) ;;
    *)
      echo "ensure-system-deps.sh: unknown option $flag (--with-postgres, --with-caddy)" >&2
      exit 2
      ;;
  esac
done
[ ${#want[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Missing ${want[*]}: install them (apt-get install ${want[*]}) or run as root" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# a package's service is not started by the install where the machine says so (policy-rc.d, containers);
# the deploy check runs its own Caddy on its own ports either way
apt-get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
