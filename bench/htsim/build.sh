#!/usr/bin/env bash
# Builds bench/htsim/dumbbell.cpp against an htsim source tree: HTSIM_DIR is htsim's sim/ directory
# with libhtsim.a built in it (`make libhtsim.a` there). Writes $HTSIM_DIR/mp-dumbbell.
set -euo pipefail
: "${HTSIM_DIR:?set HTSIM_DIR to the sim directory of htsim}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
[ -f "$HTSIM_DIR/libhtsim.a" ] || make -C "$HTSIM_DIR" libhtsim.a >/dev/null
g++ -std=c++11 -O3 -I"$HTSIM_DIR" "$here/dumbbell.cpp" "$HTSIM_DIR/libhtsim.a" -o "$HTSIM_DIR/mp-dumbbell"
echo "$HTSIM_DIR/mp-dumbbell"
