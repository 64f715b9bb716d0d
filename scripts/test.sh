#!/usr/bin/env bash
# The one command that runs every test on a fresh clone of a fresh machine.
# Stages run in order and each runs even if an earlier one failed; the script exits
# non-zero if any stage failed and its LAST line is `N passed, N failed`
# (tests of cargo + vitest + playwright; a failed stage without test counts, e.g.
# tsc or vite build, counts as 1 failed). Logs and reports go to .test-output/.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
OUT=$ROOT/.test-output
rm -rf "$OUT"
mkdir -p "$OUT"
export PATH="$ROOT/node_modules/.bin:$PATH"
STAGES=$OUT/stages.tsv   # name <TAB> kind <TAB> exit code <TAB> seconds
: >"$STAGES"

# run_stage NAME KIND LOGFILE CMD...   (KIND: cargo|vitest|playwright|plain)
run_stage() {
  local name=$1 kind=$2 logfile=$3
  shift 3
  echo
  echo "===== [$name] $* ====="
  local start=$SECONDS rc
  "$@" 2>&1 | tee "$logfile"
  rc=${PIPESTATUS[0]}
  local dur=$((SECONDS - start))
  printf '%s\t%s\t%s\t%s\n' "$name" "$kind" "$rc" "$dur" >>"$STAGES"
  echo "===== [$name] exit $rc in ${dur}s ====="
}
skip_stage() {
  echo
  echo "===== [$1] skipped: $2 ====="
  printf '%s\t%s\t%s\t%s\n' "$1" skipped 0 0 >>"$STAGES"
}

run_stage setup plain "$OUT/setup.log" bash scripts/setup.sh --with-chromium --skip-wasm

# Habits that keep the code as docs/architecture.md describes it: formatting and the layering rules.
run_stage format plain "$OUT/format.log" bash scripts/check-format.sh
run_stage lint plain "$OUT/lint.log" oxlint --deny-warnings src workers tests server

if [[ -f solver/Cargo.toml ]]; then
  run_stage clippy plain "$OUT/clippy.log" cargo clippy --manifest-path solver/Cargo.toml --all-targets -- -D warnings
  run_stage cargo-test cargo "$OUT/cargo.log" cargo test --manifest-path solver/Cargo.toml
else
  skip_stage cargo-test "solver/Cargo.toml not found"
fi

# The release CLI the Vitest tests compare against (built here, so no test has to build it).
if [[ -f solver/Cargo.toml ]]; then
  run_stage build-cli plain "$OUT/build-cli.log" cargo build --release --bin mpsim --manifest-path solver/Cargo.toml
fi
run_stage build-wasm plain "$OUT/build-wasm.log" bash scripts/build-wasm.sh
run_stage tsc plain "$OUT/tsc.log" tsc --noEmit -p .
run_stage vite-build plain "$OUT/vite-build.log" vite build
# The session server (dist-server/main.js) the server tests (restart, two instances) and the class
# e2e specs spawn as processes.
run_stage build-server plain "$OUT/build-server.log" vite build --config vite.server.config.ts
# PostgreSQL for the class store's contract and the two-instance tests (MP_TEST_DATABASE_URL): installed
# from Debian's packages when missing and started on loopback by scripts/postgres.sh, stopped on exit.
# When it cannot be installed or started the stage is skipped (with the reason) and those tests skip.
start_postgres() {
  local start=$SECONDS url
  # Its own cluster directory, apart from one a developer started by hand for this checkout.
  export MP_PG_DIR=${MP_PG_DIR:-/tmp/mp-postgres-npm-test-$(id -u)-$(printf '%s' "$ROOT" | cksum | cut -d' ' -f1)}
  echo
  echo "===== [postgres] bash scripts/postgres.sh start ====="
  if url=$(timeout 1200 bash scripts/postgres.sh start 2> >(tee "$OUT/postgres.log" >&2)) && [[ $url == postgres://* ]]; then
    export MP_TEST_DATABASE_URL=$url
    trap 'bash scripts/postgres.sh stop >>"$OUT/postgres.log" 2>&1' EXIT
    printf '%s\t%s\t%s\t%s\n' postgres plain 0 $((SECONDS - start)) >>"$STAGES"
    echo "===== [postgres] running: the PostgreSQL tests run ====="
  else
    skip_stage postgres "PostgreSQL could not be installed or started (see .test-output/postgres.log): its tests skip"
  fi
}
start_postgres
run_stage vitest vitest "$OUT/vitest.log" \
  vitest run --reporter=default --reporter=json --outputFile.json="$OUT/vitest.json"
export PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright.json"
run_stage playwright playwright "$OUT/playwright.log" playwright test

echo
summary=$(node scripts/count-results.mjs "$OUT" 2>&1)
rc=$?
printf '%s\n' "$summary" | sed '$d'
last=$(printf '%s\n' "$summary" | tail -n 1)
if [[ ! "$last" =~ ^[0-9]+\ passed,\ [0-9]+\ failed$ ]]; then
  # count-results itself broke: still end with a summary line.
  printf '%s\n' "$last"
  echo "0 passed, 1 failed"
  exit 1
fi
echo "$last"
exit $rc
