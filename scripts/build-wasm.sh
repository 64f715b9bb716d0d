#!/usr/bin/env bash
# Build the Rust solver to wasm32-unknown-unknown and copy it to src/wasm/mpsolver.wasm.
# Exits 0 with a note if the solver crate does not exist yet; fails loudly if the build fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

TARGET=wasm32-unknown-unknown
MANIFEST=solver/Cargo.toml
OUT_SRC=solver/target/$TARGET/wasm/mpsolver.wasm
OUT_DST=src/wasm/mpsolver.wasm

if [[ ! -f "$MANIFEST" ]]; then
  echo "[build-wasm] $MANIFEST not found: solver crate not present yet, skipping wasm build"
  exit 0
fi

if command -v rustup >/dev/null 2>&1; then
  if ! rustup target list --installed | grep -qx "$TARGET"; then
    echo "[build-wasm] adding rust target $TARGET"
    rustup target add "$TARGET"
  fi
else
  echo "[build-wasm] warning: rustup not found; assuming the $TARGET target is available" >&2
fi

echo "[build-wasm] cargo build --profile wasm --target $TARGET --lib --no-default-features"
# Run inside solver/ so that solver/.cargo/config.toml (wasm target features) applies.
# No default features: `cli` (clap) is only for the mpsim binary.
(cd solver && cargo build --profile wasm --target "$TARGET" --lib --no-default-features)

if [[ ! -f "$OUT_SRC" ]]; then
  echo "[build-wasm] ERROR: expected $OUT_SRC after build, not found" >&2
  exit 1
fi
# The module's memory must have its maximum (solver/.cargo/config.toml, --max-memory): without it a
# run could grow the tab without bound, and the page could not name running out of memory.
MAX_MEMORY=$(node -e '
const b = require("fs").readFileSync(process.argv[1]);
const leb = (p) => { let v = 0, s = 1; for (;;) { const x = b[p++]; v += (x & 127) * s; if (!(x & 128)) return [v, p]; s *= 128; } };
for (let p = 8; p < b.length; ) {
  const id = b[p]; const [size, body] = leb(p + 1);
  if (id === 5) { const [, f] = leb(body); if (b[f] & 1) { const [, m] = leb(f + 1); console.log(leb(m)[0] * 65536); } process.exit(0); }
  p = body + size;
}' "$OUT_SRC")
if [[ -z "$MAX_MEMORY" ]]; then
  echo "[build-wasm] ERROR: $OUT_SRC has no maximum memory (is solver/.cargo/config.toml applied?)" >&2
  exit 1
fi
mkdir -p "$(dirname "$OUT_DST")"
cp "$OUT_SRC" "$OUT_DST"
echo "[build-wasm] wrote $OUT_DST ($(wc -c <"$OUT_DST") bytes, memory at most $MAX_MEMORY bytes)"
