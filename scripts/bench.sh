#!/usr/bin/env bash
# npm run bench: builds the native CLI and the .wasm, then measures them side by side.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh >/dev/null
(cd solver && cargo build --release --bin mpsim --quiet)
node scripts/bench-solver.mjs "$@"
echo
# The packet workloads beside htsim (HTSIM_DIR: htsim's sim/ directory; skipped when unset).
node scripts/bench-packet.mjs
echo
node_modules/.bin/vite build --logLevel error
node scripts/bench-browser.mjs
