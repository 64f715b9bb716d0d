#!/usr/bin/env bash
# Idempotent setup for a fresh clone on a fresh machine (needs only node/npm, rustup/cargo).
#   scripts/setup.sh [--with-chromium] [--skip-wasm]
#     --with-chromium  also install Debian's chromium (apt-get) if no Chromium is found (for e2e tests)
#     --skip-wasm      do not build the wasm (scripts/test.sh builds it as its own stage)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

WITH_CHROMIUM=0
SKIP_WASM=0
for arg in "$@"; do
  case "$arg" in
    --with-chromium) WITH_CHROMIUM=1 ;;
    --skip-wasm) SKIP_WASM=1 ;;
    *) echo "setup.sh: unknown argument: $arg" >&2; exit 2 ;;
  esac
done

log() { echo "[setup] $*"; }

# --- Node version: the project supports Node 20 (20.19 or later), the LTS line every machine of
# the project has; package.json's "engines" and .nvmrc say the same, and every pinned package
# installs on it without an engine warning (docs/architecture.md, "Habits").
node -e '
  const [maj, min] = process.versions.node.split(".").map(Number);
  if (maj < 20 || (maj === 20 && min < 19)) {
    console.error(`[setup] Node ${process.versions.node} is too old: this project supports Node 20.19 or later 20.x`);
    process.exit(1);
  }
  if (maj !== 20)
    console.error(`[setup] warning: Node ${process.versions.node} is untested here: this project supports Node 20 (20.19 or later)`);'

# --- npm packages: npm ci when node_modules is missing or older than package-lock.json ---
STAMP=node_modules/.setup-stamp
if [[ ! -d node_modules || ! -f "$STAMP" || package-lock.json -nt "$STAMP" || package.json -nt "$STAMP" ]]; then
  log "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
  touch "$STAMP"
else
  log "node_modules up to date"
fi

# --- Chromium for Playwright (Playwright's own browser download does not work here) ---
if [[ "$WITH_CHROMIUM" == 1 ]]; then
  if [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]]; then
    log "using CHROMIUM_PATH=$CHROMIUM_PATH"
  elif [[ -x /usr/bin/chromium || -x /usr/lib/chromium/chromium ]]; then
    log "chromium present"
  else
    log "installing chromium with apt-get"
    SUDO=()
    if [[ "$(id -u)" != 0 ]]; then SUDO=(sudo); fi
    export DEBIAN_FRONTEND=noninteractive
    "${SUDO[@]}" apt-get update -q
    "${SUDO[@]}" apt-get install -y -q chromium
  fi
fi

# --- wasm (build-wasm.sh also adds the rustup wasm32 target if missing) ---
if [[ "$SKIP_WASM" == 0 ]]; then
  bash scripts/build-wasm.sh
fi
log "done"
