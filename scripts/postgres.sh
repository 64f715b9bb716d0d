#!/usr/bin/env bash
# A throw-away PostgreSQL server for the class-session tests (docs/class.md, "Hosting").
#   scripts/postgres.sh start   install PostgreSQL from Debian's packages when missing (apt-get), create
#                               a cluster under MP_PG_DIR (default /tmp/mp-postgres-<uid>-<checkout>), start it
#                               on 127.0.0.1 on a free port (TCP only, no unix socket), create a user with a
#                               password and a database, print its URL postgres://user:pass@127.0.0.1:PORT/db
#                               (idempotent: a running cluster just prints its URL)
#   scripts/postgres.sh url     print the URL of the running cluster (exit 1 when it is not running)
#   scripts/postgres.sh status  say whether it runs
#   scripts/postgres.sh stop    stop it (fast shutdown) and delete the cluster directory (MP_PG_KEEP=1 keeps it)
# Every wait is bounded; messages go to stderr, the URL alone to stdout. Run as root, the server runs
# as the `postgres` user (runuser); as another user, as that user.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
CHECKOUT_ID=$(printf '%s' "$ROOT" | cksum | cut -d' ' -f1)
DIR=${MP_PG_DIR:-/tmp/mp-postgres-$(id -u)-$CHECKOUT_ID}
DATA=$DIR/data
LOG=$DIR/server.log
URL_FILE=$DIR/url
DB_USER=mp
DB_NAME=mp
START_TIMEOUT_S=${MP_PG_START_TIMEOUT_S:-60}
INSTALL_TIMEOUT_S=${MP_PG_INSTALL_TIMEOUT_S:-900}

say() { echo "[postgres] $*" >&2; }
die() {
  say "$*"
  exit 1
}

# The directory of PostgreSQL's programs (initdb, pg_ctl, postgres, psql), the newest version first.
find_bindir() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x $d/initdb && -x $d/pg_ctl && -x $d/postgres ]]; then
      echo "$d"
      return 0
    fi
  done
  if command -v pg_ctl >/dev/null && command -v initdb >/dev/null; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return 0
  fi
  return 1
}

# Installs Debian's postgresql package (PostgreSQL 15 on bookworm) when no server is found.
install_postgres() {
  find_bindir >/dev/null && return 0
  command -v apt-get >/dev/null || die "PostgreSQL is not installed and apt-get is missing: install PostgreSQL 15 by hand"
  local sudo=()
  if [[ $(id -u) != 0 ]]; then
    sudo -n true 2>/dev/null || die "PostgreSQL is not installed and apt-get needs root (sudo -n failed)"
    sudo=(sudo -n)
  fi
  say "installing PostgreSQL from Debian's packages (apt-get install -y postgresql)"
  export DEBIAN_FRONTEND=noninteractive
  timeout "$INSTALL_TIMEOUT_S" "${sudo[@]}" apt-get update -q >&2 || die "apt-get update failed"
  timeout "$INSTALL_TIMEOUT_S" "${sudo[@]}" apt-get install -y -q postgresql >&2 || die "apt-get install postgresql failed"
  find_bindir >/dev/null || die "apt-get installed postgresql but no initdb/pg_ctl was found under /usr/lib/postgresql"
}

# Runs a command as the cluster's owner: `postgres` when we are root, ourselves otherwise.
as_owner() {
  if [[ $(id -u) == 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# A TCP port nobody listens on now, on 127.0.0.1 (the kernel's choice).
free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();})"
}

is_running() {
  local bin
  bin=$(find_bindir) || return 1
  [[ -f $DATA/PG_VERSION ]] || return 1
  as_owner "$bin/pg_ctl" status -D "$DATA" >/dev/null 2>&1
}

# Creates the cluster: superuser password in a file only the owner reads, password auth on TCP.
init_cluster() {
  local bin=$1
  rm -rf "$DIR"
  mkdir -p "$DIR"
  chmod 700 "$DIR"
  [[ $(id -u) == 0 ]] && chown postgres: "$DIR"
  local superpw
  superpw=$(head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n')
  printf '%s\n' "$superpw" >"$DIR/superpw"
  chmod 600 "$DIR/superpw"
  [[ $(id -u) == 0 ]] && chown postgres: "$DIR/superpw"
  say "initdb $DATA"
  as_owner "$bin/initdb" -D "$DATA" -U postgres --pwfile="$DIR/superpw" --auth=scram-sha-256 \
    -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1 || {
    tail -n 20 "$DIR/initdb.log" >&2
    die "initdb failed (log: $DIR/initdb.log)"
  }
  local port
  port=$(free_port)
  cat >>"$DATA/postgresql.conf" <<EOF
# scripts/postgres.sh: loopback TCP only, no unix socket
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = ''
max_connections = 200
EOF
  echo "$port" >"$DIR/port"
}

# psql as the superuser over TCP.
admin_psql() {
  local bin=$1 port=$2
  shift 2
  PGPASSWORD=$(cat "$DIR/superpw") "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres \
    -v ON_ERROR_STOP=1 -qAt "$@"
}

# Creates the user (with a password, allowed to create databases: tests make their own) and the database.
create_user_and_db() {
  local bin=$1 port=$2
  local pass
  pass=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
  admin_psql "$bin" "$port" -c "CREATE ROLE $DB_USER LOGIN CREATEDB PASSWORD '$pass'" >/dev/null
  admin_psql "$bin" "$port" -c "CREATE DATABASE $DB_NAME OWNER $DB_USER" >/dev/null
  printf 'postgres://%s:%s@127.0.0.1:%s/%s\n' "$DB_USER" "$pass" "$port" "$DB_NAME" >"$URL_FILE"
}

start() {
  install_postgres
  local bin
  bin=$(find_bindir)
  if is_running && [[ -f $URL_FILE ]]; then
    say "already running (data: $DATA)"
    cat "$URL_FILE"
    return 0
  fi
  local fresh=0
  if [[ ! -f $DATA/PG_VERSION || ! -f $URL_FILE ]]; then
    init_cluster "$bin"
    fresh=1
  fi
  local port
  port=$(cat "$DIR/port")
  say "starting PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (log: $LOG)"
  if ! as_owner "$bin/pg_ctl" start -D "$DATA" -l "$LOG" -w -t "$START_TIMEOUT_S" >/dev/null 2>&1; then
    tail -n 20 "$LOG" >&2 || true
    die "pg_ctl start did not succeed within ${START_TIMEOUT_S}s (log: $LOG)"
  fi
  local waited=0
  until admin_psql "$bin" "$port" -c 'SELECT 1' >/dev/null 2>&1; do
    ((waited += 1))
    ((waited > START_TIMEOUT_S)) && die "PostgreSQL does not answer on 127.0.0.1:$port after ${START_TIMEOUT_S}s"
    sleep 1
  done
  [[ $fresh == 1 ]] && create_user_and_db "$bin" "$port"
  cat "$URL_FILE"
}

stop() {
  local bin
  if bin=$(find_bindir) && [[ -f $DATA/PG_VERSION ]]; then
    if as_owner "$bin/pg_ctl" status -D "$DATA" >/dev/null 2>&1; then
      say "stopping the cluster in $DATA"
      as_owner "$bin/pg_ctl" stop -D "$DATA" -m fast -w -t 30 >/dev/null 2>&1 ||
        as_owner "$bin/pg_ctl" stop -D "$DATA" -m immediate -w -t 30 >/dev/null 2>&1 ||
        say "pg_ctl stop failed (log: $LOG)"
    fi
  fi
  if [[ ${MP_PG_KEEP:-0} != 1 && -d $DIR ]]; then
    rm -rf "$DIR"
  fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  url)
    is_running && [[ -f $URL_FILE ]] || die "not running (scripts/postgres.sh start)"
    cat "$URL_FILE"
    ;;
  status)
    if is_running; then say "running: $(cat "$URL_FILE" 2>/dev/null)"; else
      say "not running"
      exit 1
    fi
    ;;
  *)
    echo "usage: scripts/postgres.sh start|stop|url|status" >&2
    exit 2
    ;;
esac
