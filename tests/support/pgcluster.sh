#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A throwaway PostgreSQL cluster for the workspace tests (CTest fixture "postgresql").
#
#   pgcluster.sh start ENV_FILE   initdb + pg_ctl start in a new temporary folder, listening only on
#                                 a Unix socket in that folder; writes ENV_FILE (host, port, user)
#   pgcluster.sh stop ENV_FILE    pg_ctl stop, removes the folder and ENV_FILE
#
# Runs the server as an unprivileged user: as root (CI) that is `nobody` through runuser, otherwise
# the caller. Without server binaries it writes "PERFOPT_PG_UNAVAILABLE=…" and the tests skip their
# PostgreSQL half — unless PERFOPT_REQUIRE_POSTGRESQL=1 (.ci/run), then it fails.
set -euo pipefail
action=${1:?start|stop}
env_file=${2:?env file}

find_bindir() {
  if [ -n "${PERFOPT_PG_BINDIR:-}" ]; then echo "$PERFOPT_PG_BINDIR"; return; fi
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then echo "$d"; return; fi
  done
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"; return
  fi
}

as_server_user() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi
}

case "$action" in
start)
  # A cluster left by an interrupted ctest run (no cleanup) goes first.
  if [ -f "$env_file" ]; then "$0" stop "$env_file" >/dev/null 2>&1 || true; fi
  bindir=$(find_bindir || true)
  if [ -z "$bindir" ]; then
    if [ "${PERFOPT_REQUIRE_POSTGRESQL:-0}" = 1 ]; then
      echo "pgcluster: no PostgreSQL server binaries (initdb, pg_ctl); run scripts/install-deps.sh" >&2
      exit 1
    fi
    echo "PERFOPT_PG_UNAVAILABLE=no PostgreSQL server binaries (initdb, pg_ctl) found" > "$env_file"
    echo "pgcluster: no server binaries, PostgreSQL tests will skip" >&2
    exit 0
  fi
  dir=$(mktemp -d /tmp/perfopt-pg.XXXXXX)
  chmod 755 "$dir"
  if [ "$(id -u)" -eq 0 ]; then chown nobody "$dir"; fi
  # Written first so that "stop" can clean up a half-started cluster.
  printf 'PERFOPT_PG_DIR=%s\nPERFOPT_PG_BINDIR=%s\n' "$dir" "$bindir" > "$env_file"
  as_server_user "$bindir/initdb" -D "$dir/data" -U perfopt --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  # Disposable data: no fsync. Only the socket, never TCP.
  as_server_user "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-k $dir -c listen_addresses= -p 5432 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  printf 'PERFOPT_PG_HOST=%s\nPERFOPT_PG_PORT=5432\nPERFOPT_PG_USER=perfopt\n' "$dir" >> "$env_file"
  echo "pgcluster: started in $dir"
  ;;
stop)
  [ -f "$env_file" ] || exit 0
  dir=$(sed -n 's/^PERFOPT_PG_DIR=//p' "$env_file")
  bindir=$(sed -n 's/^PERFOPT_PG_BINDIR=//p' "$env_file")
  if [ -n "$dir" ] && [ -d "$dir" ]; then
    if [ -f "$dir/data/postmaster.pid" ]; then
      as_server_user "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    case "$dir" in /tmp/perfopt-pg.*) rm -rf "$dir" ;; esac
  fi
  rm -f "$env_file"
  echo "pgcluster: stopped"
  ;;
*) echo "usage: $0 start|stop ENV_FILE" >&2; exit 2 ;;
esac
