#!/usr/bin/env bash
# Development: the API with reload on :5000 and Vite with hot reload on :5173 (open that one).
set -euo pipefail
cd "$(dirname "$0")/.."
trap 'kill 0' EXIT
npx tsx watch --clear-screen=false src/server/main.ts &
npx vite --host 127.0.0.1 &
wait
