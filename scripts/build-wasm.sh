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

echo "[build-wasm] cargo build --profile wasm --target $TARGET"
# Run inside solver/ so that solver/.cargo/config.toml (wasm target features) applies.
(cd solver && cargo build --profile wasm --target "$TARGET" --lib)

if [[ ! -f "$OUT_SRC" ]]; then
  echo "[build-wasm] ERROR: expected $OUT_SRC after build, not found" >&2
  exit 1
fi
mkdir -p "$(dirname "$OUT_DST")"
cp "$OUT_SRC" "$OUT_DST"
echo "[build-wasm] wrote $OUT_DST ($(wc -c <"$OUT_DST") bytes)"
