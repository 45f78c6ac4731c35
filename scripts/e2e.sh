#!/usr/bin/env bash
# Browser journeys in Debian's Chromium against the built app on its embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent build:if-changed
env -u DATABASE_URL npx playwright test "$@"
