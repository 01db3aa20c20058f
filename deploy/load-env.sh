# Sourced by deploy/update.sh and deploy/site.sh: one reading of the site's settings file.
# Reads a systemd EnvironmentFile (KEY=value lines, # comments, values optionally in quotes, spaces
# allowed) into the environment: not `source`, whose shell syntax would trip over e.g.
# MAIL_FROM=Delft IT Service <noreply@example.nl>, which systemd reads as written.
load_env() {
  local line key value
  while IFS= read -r line || [ -n "$line" ]; do
    line="${line#"${line%%[![:space:]]*}"}"
    case "$line" in '' | '#'* | ';'*) continue ;; esac
    key="${line%%=*}"
    value="${line#*=}"
    [[ "$key" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || continue
    if [[ "$value" =~ ^\"(.*)\"$ ]] || [[ "$value" =~ ^\'(.*)\'$ ]]; then value="${BASH_REMATCH[1]}"; fi
    export "$key=$value"
  done <"$1"
}
