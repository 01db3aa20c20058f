#!/usr/bin/env bash
# deploy/install.sh <domain> (README "Put it online"): prepares a Debian server for the site, as root.
# Run it from an unpacked release (./deploy/install.sh www.example.nl); then deploy/update.sh puts
# the release online. It creates:
#   the user delft-it-site (no login, no home)
#   /opt/delft-it-site/releases      the releases; /opt/delft-it-site/current points at the one online
#   /var/lib/delft-it-site           DATA_DIR (database, uploads), the only folder the service may write
#   /var/lib/delft-it-site/backups   BACKUP_DIR, the nightly backups
#   /etc/delft-it-site/env           the settings: PUBLIC_URL, a new SESSION_SECRET, BACKUP_KEEP
#                                    (kept when it exists; add SMTP_URL, DATABASE_URL, ... there)
#   /etc/systemd/system/             the units of deploy/ (the site, its second port, the backup timer)
#   /etc/caddy/Caddyfile             deploy/Caddyfile for <domain> (a bare domain gets a redirect)
#   /usr/local/bin/delft-it-site     the commands (deploy/site.sh): `sudo delft-it-site user add …`
# and copies this release to /opt/delft-it-site/releases, as the current one when there is none yet
# (so the first owner can be made before the first start).
# Caddy itself comes from Debian (apt-get install caddy). Safe to run again.
#
# ROOT=<folder> installs into that folder instead of / and skips what needs a running system (the
# user, systemctl): scripts/deploy-check.ts runs it so, and checks the units it installed.
set -euo pipefail
domain="${1:-}"
[[ "$domain" =~ ^[A-Za-z0-9.-]+$ ]] || {
  echo "usage: install.sh <domain, e.g. www.example.nl>" >&2
  exit 2
}
bare="${domain#www.}"
release="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
ROOT="${ROOT:-}"
user=delft-it-site

if [ -z "$ROOT" ]; then
  [ "$(id -u)" = 0 ] || {
    echo "install.sh: run as root" >&2
    exit 1
  }
  id -u "$user" >/dev/null 2>&1 ||
    useradd --system --user-group --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin "$user"
fi

install -d -m 0755 "$ROOT/opt/delft-it-site/releases" "$ROOT/etc/delft-it-site" "$ROOT/etc/systemd/system" \
  "$ROOT/etc/caddy" "$ROOT/usr/local/bin"
install -d -m 0750 "$ROOT/var/lib/delft-it-site" "$ROOT/var/lib/delft-it-site/backups"
[ -z "$ROOT" ] && chown -R "$user:$user" /var/lib/delft-it-site

env_file="$ROOT/etc/delft-it-site/env"
if [ ! -f "$env_file" ]; then
  umask 027
  cat >"$env_file" <<EOF
# The site's settings (README "Configuration"); read by its units and by deploy/update.sh.
PUBLIC_URL=https://$domain
SESSION_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
BACKUP_KEEP=14
# COMPANY_EMAIL=info@$bare
# SMTP_URL=smtps://user:password@smtp.example.nl:465
# MAIL_FROM=Delft IT Service <noreply@$bare>
# DATABASE_URL=postgres://delft:password@127.0.0.1:5432/delft
EOF
  umask 022
  [ -z "$ROOT" ] && chgrp "$user" "$env_file"
fi

for unit in delft-it-site.service delft-it-site@.service delft-it-site-backup.service delft-it-site-backup.timer; do
  install -m 0644 "$release/deploy/$unit" "$ROOT/etc/systemd/system/$unit"
done
sed -e "s/{\$SITE_DOMAIN:www.example.nl}/{\$SITE_DOMAIN:$domain}/g" \
  -e "s/{\$BARE_DOMAIN:example.nl}/{\$BARE_DOMAIN:$bare}/" \
  -e "s/{\$ACME_EMAIL:webmaster@example.nl}/{\$ACME_EMAIL:webmaster@$bare}/" \
  "$release/deploy/Caddyfile" >"$ROOT/etc/caddy/Caddyfile"
if [ "$bare" = "$domain" ]; then
  # no www. in front: no second name to redirect from
  sed -i -e '/^# the bare domain/,$d' "$ROOT/etc/caddy/Caddyfile"
  sed -i -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$ROOT/etc/caddy/Caddyfile" # and the blank line before it
fi

install -m 0755 "$release/deploy/site.sh" "$ROOT/usr/local/bin/delft-it-site"

name="$(basename "$release")"
if [ ! -d "$ROOT/opt/delft-it-site/releases/$name" ]; then
  cp -a "$release" "$ROOT/opt/delft-it-site/releases/$name.partial"
  mv "$ROOT/opt/delft-it-site/releases/$name.partial" "$ROOT/opt/delft-it-site/releases/$name"
fi
[ -e "$ROOT/opt/delft-it-site/current" ] || ln -s "releases/$name" "$ROOT/opt/delft-it-site/current"

if [ -z "$ROOT" ]; then
  systemctl daemon-reload
  systemctl enable --now delft-it-site-backup.timer
  systemctl reload caddy 2>/dev/null || systemctl restart caddy
fi
echo "install.sh: prepared for $domain; next: deploy/update.sh <release.tar.gz> (README \"Put it online\")"
