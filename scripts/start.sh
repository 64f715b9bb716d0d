#!/usr/bin/env bash
# Set up (npm ci, wasm target, wasm build), build the page and the session server, and start the
# server: the page, the class API and its WebSocket on one origin (docs/class.md). Settings are
# environment variables (MP_PORT, MP_HOST, MP_CLASSROOM=1, MP_DATA_DIR, MP_DATABASE_URL, …).
# `npm run dev` is the Vite dev server without class sessions.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

node_modules/.bin/vite build --logLevel warn
node_modules/.bin/vite build --config vite.server.config.ts --logLevel warn
exec node dist-server/main.js
