#!/usr/bin/env bash
# deploy/update.sh <release.tar.gz | unpacked release folder>   (README "Put it online")
# deploy/update.sh --rollback
#
# Puts a release online without a failed request, and is also the first start of a new server:
#  1. unpack it beside the current one: $SITE_ROOT/releases/delft-it-site-<version>
#  2. start it on the other port of SITE_PORTS (3000/3001: delft-it-site.service and
#     delft-it-site@3001.service); it runs its own migrations while starting
#  3. wait until /api/ready answers 200, then stop the old instance (SIGTERM: requests in flight
#     finish) and point $SITE_ROOT/current at the new release
#  4. not ready within READY_TIMEOUT seconds: stop the new one and keep (or start again) the old one
# Caddy (deploy/Caddyfile) sends requests to whichever instance is healthy and lets a request wait
# up to 60 s while none is, so no request fails during the switch.
#
# The embedded database (no DATABASE_URL) admits one process at a time, so there the old instance
# stops before the new one starts: visitors wait for the new one's start (a few seconds) instead of
# getting an error. Its database folder is copied first (DATA_DIR/db.before-update), and put back
# when the new release does not become ready. With PostgreSQL both run side by side for a moment
# (migrations must then suit the old release too, as ours do: they only add).
#
# --rollback: the same switch back to the release that was current before the last update (its
# code; the data stay as they are).
#
# Settings (environment): SITE_ROOT (/opt/delft-it-site), ENV_FILE (/etc/delft-it-site/env, read
# for DATABASE_URL and DATA_DIR), SITE_PORTS ("3000 3001"), READY_TIMEOUT (seconds; 40 for an update
# on the embedded database, where visitors wait meanwhile, else 120), KEEP_RELEASES (3),
# SERVICE_MANAGER: "systemd" (default) or "process" (start.sh in the background with a pid file in
# $SITE_ROOT/run and a log in $SITE_ROOT/log: machines without systemd, and scripts/deploy-check.ts).
set -euo pipefail

SITE_ROOT="${SITE_ROOT:-/opt/delft-it-site}"
ENV_FILE="${ENV_FILE:-/etc/delft-it-site/env}"
read -r -a ports <<<"${SITE_PORTS:-3000 3001}"
READY_TIMEOUT="${READY_TIMEOUT:-}"
KEEP_RELEASES="${KEEP_RELEASES:-3}"
SERVICE_MANAGER="${SERVICE_MANAGER:-systemd}"
SERVICE_USER="${SERVICE_USER:-delft-it-site}"

# the settings file as systemd reads it (load_env)
# shellcheck source=deploy/load-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/load-env.sh"

say() { printf 'update: %s\n' "$*" >&2; }
fail() {
  say "$*"
  exit 1
}

[ $# -eq 1 ] || fail "usage: update.sh <release.tar.gz | release folder> | --rollback"
[ ${#ports[@]} -eq 2 ] || fail "SITE_PORTS must name two ports"
started_at=$(date +%s.%N)

# the site's settings as the service sees them (the units set DATA_DIR themselves)
DATA_DIR=/var/lib/delft-it-site
DATABASE_URL=
if [ -r "$ENV_FILE" ]; then load_env "$ENV_FILE"; fi
embedded=yes
[ -n "${DATABASE_URL:-}" ] && embedded=no

unit_of() { if [ "$1" = "${ports[0]}" ]; then echo delft-it-site.service; else echo "delft-it-site@$1.service"; fi; }
pid_file() { echo "$SITE_ROOT/run/instance-$1.pid"; }

is_running() {
  if [ "$SERVICE_MANAGER" = systemd ]; then
    systemctl is-active --quiet "$(unit_of "$1")"
  else
    [ -f "$(pid_file "$1")" ] && kill -0 "$(cat "$(pid_file "$1")")" 2>/dev/null
  fi
}

# start_instance <port> <release folder>
start_instance() {
  if [ "$SERVICE_MANAGER" = systemd ]; then
    # the units run $SITE_ROOT/current, which points at the release to start by now
    systemctl enable --now "$(unit_of "$1")" 2>/dev/null
  else
    mkdir -p "$SITE_ROOT/run" "$SITE_ROOT/log"
    (
      cd "$SITE_ROOT"
      PORT="$1" setsid "$2/start.sh" >>"$SITE_ROOT/log/instance-$1.log" 2>&1 </dev/null &
      echo $! >"$(pid_file "$1")"
    )
  fi
}

# stop_instance <port>: SIGTERM, and wait until the process is gone (the server finishes its requests)
stop_instance() {
  if [ "$SERVICE_MANAGER" = systemd ]; then
    systemctl disable --now "$(unit_of "$1")" 2>/dev/null
  else
    local file pid
    file="$(pid_file "$1")"
    [ -f "$file" ] || return 0
    pid="$(cat "$file")"
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 300); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
    rm -f "$file"
  fi
}

# wait_ready <port> [seconds]: 0 once /api/ready answers 200, 1 after READY_TIMEOUT (or the given)
# seconds or when the instance died
wait_ready() {
  local deadline=$(($(date +%s) + ${2:-$READY_TIMEOUT}))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    if curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$1/api/ready" 2>/dev/null; then return 0; fi
    is_running "$1" || return 1
    sleep 0.2
  done
  return 1
}

# --- which release to put online -------------------------------------------------------------------
mkdir -p "$SITE_ROOT/releases"
if [ "$1" = --rollback ]; then
  [ -L "$SITE_ROOT/previous" ] || fail "no previous release to roll back to"
  new="$(readlink -f "$SITE_ROOT/previous")"
elif [ -d "$1" ]; then
  new="$(cd "$1" && pwd -P)"
else
  [ -f "$1" ] || fail "no such release: $1"
  # (tar ends early by SIGPIPE once head has its line: not a failure)
  name="$({ tar -tzf "$1" || true; } | head -n 1 | cut -d/ -f1)"
  case "$name" in delft-it-site-*) ;; *) fail "$1 is not a release of the site (found $name/)" ;; esac
  new="$SITE_ROOT/releases/$name"
  if [ "$(readlink -f "$SITE_ROOT/current" 2>/dev/null)" = "$new" ]; then
    fail "$name is the current release already"
  fi
  rm -rf "$new.partial" && mkdir "$new.partial"
  tar -xzf "$1" -C "$new.partial"
  rm -rf "$new" && mv "$new.partial/$name" "$new" && rmdir "$new.partial"
fi
# before anything stops: is it a whole release, and does its Node run here?
[ -x "$new/start.sh" ] && [ -f "$new/build/server-main/main.js" ] || fail "$new is not a release (no start.sh, no build)"
"$new/node/bin/node" --version >/dev/null || fail "the Node binary of $new does not run on this machine"
old="$(readlink -f "$SITE_ROOT/current" 2>/dev/null || true)"
say "putting $(basename "$new") online (was: $(basename "${old:-nothing}"))"

# --- the ports ------------------------------------------------------------------------------------
old_port=
for port in "${ports[@]}"; do
  if is_running "$port"; then
    [ -z "$old_port" ] || fail "both ports ${ports[*]} run an instance: stop one first"
    old_port=$port
  fi
done
new_port="${ports[0]}"
[ "$old_port" = "${ports[0]}" ] && new_port="${ports[1]}"

# relative inside SITE_ROOT (the tree stays valid when mounted elsewhere); renamed into place, so
# `current` always exists
point_current() {
  local target="$1"
  [ "$(dirname "$1")" = "$(cd "$SITE_ROOT/releases" && pwd -P)" ] && target="releases/$(basename "$1")"
  ln -sfn "$target" "$SITE_ROOT/current.new" && mv -T "$SITE_ROOT/current.new" "$SITE_ROOT/current"
}

# how long the new release may take to become ready: while visitors wait for it (an update on the
# embedded database) short enough that the wait plus a rollback stays near Caddy's minute; otherwise
# room for a first start, which creates the database
if [ -z "$READY_TIMEOUT" ]; then
  READY_TIMEOUT=120
  if [ -n "$old_port" ] && [ $embedded = yes ]; then READY_TIMEOUT=40; fi
fi

# --- the switch -----------------------------------------------------------------------------------
snapshot="$DATA_DIR/db.before-update"
if [ -n "$old_port" ] && [ $embedded = yes ]; then
  say "embedded database: stopping the instance on port $old_port first (requests wait in Caddy)"
  stop_instance "$old_port"
  if [ -d "$DATA_DIR/db" ]; then
    rm -rf "$snapshot" && cp -a "$DATA_DIR/db" "$snapshot"
  fi
fi
point_current "$new"
say "starting $(basename "$new") on port $new_port"
start_instance "$new_port" "$new"

if wait_ready "$new_port"; then
  if [ -n "$old_port" ] && [ $embedded = no ]; then stop_instance "$old_port"; fi
  if [ -n "$old" ] && [ "$old" != "$new" ]; then ln -sfn "$old" "$SITE_ROOT/previous"; fi
  # the oldest releases beyond KEEP_RELEASES go, never the current or the previous one
  keep_current="$(readlink -f "$SITE_ROOT/current")"
  keep_previous="$(readlink -f "$SITE_ROOT/previous" 2>/dev/null || true)"
  # shellcheck disable=SC2012
  ls -1dt "$SITE_ROOT"/releases/delft-it-site-* 2>/dev/null | tail -n +$((KEEP_RELEASES + 1)) | while read -r dir; do
    [ "$dir" = "$keep_current" ] || [ "$dir" = "$keep_previous" ] || rm -rf "$dir"
  done
  elapsed=$(awk -v s="$started_at" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
  say "done: $(basename "$new") answers on port $new_port (${elapsed} s)"
  exit 0
fi

# --- roll back ------------------------------------------------------------------------------------
say "$(basename "$new") was not ready within ${READY_TIMEOUT} s on port $new_port: rolling back"
if [ "$SERVICE_MANAGER" = systemd ]; then
  journalctl -u "$(unit_of "$new_port")" -n 20 --no-pager >&2 || true
else
  tail -n 20 "$SITE_ROOT/log/instance-$new_port.log" >&2 || true
fi
stop_instance "$new_port"
if [ -n "$old" ]; then point_current "$old"; else rm -f "$SITE_ROOT/current"; fi
if [ -n "$old_port" ] && [ $embedded = yes ]; then
  if [ -d "$snapshot" ]; then rm -rf "$DATA_DIR/db" && mv "$snapshot" "$DATA_DIR/db"; fi
  start_instance "$old_port" "$old"
  # the release that ran before starts as it always did: it gets the usual start-up time
  wait_ready "$old_port" 120 || fail "the old release did not start again either: see its log"
fi
fail "rolled back: $(basename "${old:-nothing}") serves on port ${old_port:-none}"
