#!/bin/sh
# Writes deploy/nginx.conf with its values filled in, on standard output (deploy/README.md):
#   deploy/render-nginx.sh LISTEN SERVER_NAME SPA_DIR PORT [PORT...]
# LISTEN is nginx's listen value (80, or 127.0.0.1:7180 in the deployment test), SPA_DIR the built SPA
# (the repository's dist), each PORT a server process on 127.0.0.1 (jobtalk@PORT.service).
set -eu
if [ $# -lt 4 ]; then
  echo "usage: $0 LISTEN SERVER_NAME SPA_DIR PORT [PORT...]" >&2
  exit 2
fi
listen=$1 server_name=$2 spa_dir=$3
shift 3
[ -f "$spa_dir/index.html" ] || { echo "$spa_dir has no index.html: run npm run build first" >&2; exit 1; }
servers=''
for port in "$@"; do
  case $port in *[!0-9]*|'') echo "not a port: $port" >&2; exit 2 ;; esac
  # One failure takes a process out for 5 s: a killed one is skipped at once, a restarted one is back soon.
  servers="${servers}    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\\n"
done
template="$(dirname "$0")/nginx.conf"
# The paths go into sed's replacement: escape its special characters (| is the delimiter).
esc() { printf '%s' "$1" | sed 's/[|&\\]/\\&/g'; }
sed -e "s|@LISTEN@|$(esc "$listen")|" \
    -e "s|@SERVER_NAME@|$(esc "$server_name")|" \
    -e "s|@SPA_DIR@|$(esc "$spa_dir")|" \
    -e "s|^@UPSTREAM_SERVERS@\$|$(printf '%s' "$servers" | sed 's/\\n$//')|" \
    "$template"
