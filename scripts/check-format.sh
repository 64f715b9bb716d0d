#!/usr/bin/env bash
# Fails when a file is not formatted: Prettier (TypeScript, JavaScript, CSS; .prettierrc.json) and rustfmt
# (solver/rustfmt.toml). `npm run format` fixes both.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
rc=0
echo "[format] prettier --check"
prettier --check --log-level warn src workers tests server scripts ./*.ts || rc=1
if [[ -f solver/Cargo.toml ]]; then
  if ! command -v rustfmt >/dev/null 2>&1 && command -v rustup >/dev/null 2>&1; then
    rustup component add rustfmt
  fi
  echo "[format] cargo fmt --check"
  (cd solver && cargo fmt --check) || rc=1
fi
[[ $rc == 0 ]] && echo "[format] clean"
exit $rc
