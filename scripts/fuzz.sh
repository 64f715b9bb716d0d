#!/usr/bin/env bash
# The long fuzz run (issue 10, item 9), not part of `npm test`:
#   - FUZZ_RUST_COUNT (default 1,000,000) generated and mutated scenarios through the Rust reader,
#     the cost estimate, the compiler and a short solve (solver/tests/fuzz.rs, release build;
#     FUZZ_SEED picks another seed);
#   - FUZZ_COUNT (default 100,000) share links, scenario files and autosaved values through the
#     TypeScript decoder, file reader and autosave loader, all three the page's one acceptance rule
#     (src/share/acceptance.ts), and the built .wasm; every value accepted must come back unchanged
#     through an autosave and a reload, a link and a file (tests/unit/keepCheck.ts), 0 differences
#     (tests/unit/linkFuzz, fileFuzz and autosaveFuzz, in proportion to their CI counts).
# `cargo test` and `npm test` run the same tests with the counts CI affords.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rust_count=${FUZZ_RUST_COUNT:-1000000}
ts_count=${FUZZ_COUNT:-100000}

bash scripts/build-wasm.sh >/dev/null
echo "[fuzz] Rust: $rust_count scenarios (release)"
(cd solver && FUZZ_COUNT="$rust_count" cargo test --release --test fuzz -- --nocapture)
echo "[fuzz] TypeScript: $ts_count links, files and autosaves"
FUZZ_COUNT="$ts_count" node_modules/.bin/vitest run tests/unit/linkFuzz.test.ts tests/unit/fileFuzz.test.ts \
  tests/unit/autosaveFuzz.test.ts
