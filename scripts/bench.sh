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
# The cell-site filter of a 100,000-site CSV (issue 26: under 1 s).
node scripts/bench-cells.mjs
echo
node_modules/.bin/vite build --logLevel error
node scripts/bench-browser.mjs
echo
# The class session server under load (docs/class.md, "Hosting"): 40 sessions x 60 students over 2 minutes
# by default; BENCH_CLASS_ARGS makes it smaller, e.g. "--sessions 4 --students 60 --seconds 20".
node_modules/.bin/vite build --config vite.server.config.ts --logLevel error
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
# shellcheck disable=SC2086
node scripts/bench-class.mjs ${BENCH_CLASS_ARGS:-}
