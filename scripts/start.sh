#!/usr/bin/env bash
# Set up (npm ci, wasm target, wasm build) and start the Vite dev server.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

HOST=127.0.0.1
PORT=5173
echo
echo "Multipath Playground dev server: http://$HOST:$PORT/"
echo
exec node_modules/.bin/vite --host "$HOST" --port "$PORT" --strictPort
