#!/usr/bin/env bash
# Every test: unit, API integration on embedded PostgreSQL and on a real PostgreSQL, browser journeys.
# `npm test -- <name>` runs only the test files whose path contains <name> (one feature's unit,
# integration and browser tests), without the whole-tree checks, for local work.
# Real PostgreSQL: DATABASE_URL (or TEST_POSTGRES_URL) names a server where throw-away databases
# are created; default postgresql://postgres@127.0.0.1:5432/postgres.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step is timed; the times are printed at the end, also when a step fails.
STEP_NAME=""
STEP_START=$SECONDS
TIMINGS=""
step() {
  finish_step
  STEP_NAME="$1"
  STEP_START=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
finish_step() {
  if [ -n "$STEP_NAME" ]; then TIMINGS+="$(printf '%5ss  %s' "$((SECONDS - STEP_START))" "$STEP_NAME")"$'\n'; fi
}
summary() {
  finish_step
  STEP_NAME=""
  printf '\n\033[1m== Time by step\033[0m\n%s%5ss  in all\n' "$TIMINGS" "$SECONDS"
}
trap summary EXIT

PG_ADMIN_URL="${TEST_POSTGRES_URL:-${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}}"

if [ $# -gt 0 ]; then
  step "Unit tests matching: $*"
  npx vitest run --project unit --passWithNoTests "$@"
  step "API integration tests on embedded PostgreSQL (PGlite) matching: $*"
  ADIRE_TEST_DB=pglite npx vitest run --project integration --passWithNoTests "$@"
  step "API integration tests on PostgreSQL matching: $*"
  ADIRE_TEST_DB=postgres TEST_POSTGRES_URL="$PG_ADMIN_URL" npx vitest run --project integration --passWithNoTests "$@"
  step "Browser journeys (Chromium) matching: $*"
  bash scripts/e2e.sh --pass-with-no-tests "$@"
  exit 0
fi

step "Generated code is current"
npm run --silent db:generate >/dev/null
npm run --silent schema:print -- --check
npm run --silent relay >/dev/null
if git rev-parse --git-dir >/dev/null 2>&1 && ! git diff --quiet -- web/persisted-queries.json; then
  echo "web/persisted-queries.json changed when the Relay documents were compiled: commit it." >&2
  exit 1
fi

# Three single-threaded checks side by side: each prints its output when it ends.
step "Type check, formatting (Prettier) and import rules (.dependency-cruiser.cjs)"
run_check() {
  local out
  out="$(mktemp)"
  if "$@" >"$out" 2>&1; then rm -f "$out"; else cat "$out" >&2; rm -f "$out"; return 1; fi
}
run_check npm run --silent typecheck &
TYPECHECK=$!
run_check npm run --silent format:check &
FORMAT=$!
run_check npm run --silent lint:imports &
IMPORTS=$!
CHECKS_FAILED=""
wait "$TYPECHECK" || CHECKS_FAILED+=" type check"
wait "$FORMAT" || CHECKS_FAILED+=" formatting"
wait "$IMPORTS" || CHECKS_FAILED+=" import rules"
if [ -n "$CHECKS_FAILED" ]; then
  echo "Failed:$CHECKS_FAILED" >&2
  exit 1
fi

step "Unit tests"
npx vitest run --project unit

step "API integration tests on embedded PostgreSQL (PGlite)"
ADIRE_TEST_DB=pglite npx vitest run --project integration

step "API integration tests on PostgreSQL ($PG_ADMIN_URL)"
if ! node -e "const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(e=>{console.error(e.message);process.exit(1)})" "$PG_ADMIN_URL"; then
  echo "PostgreSQL is not reachable at $PG_ADMIN_URL. Start it, or point DATABASE_URL at a server where databases may be created." >&2
  exit 1
fi
ADIRE_TEST_DB=postgres TEST_POSTGRES_URL="$PG_ADMIN_URL" npx vitest run --project integration

step "Browser journeys (Chromium)"
bash scripts/e2e.sh

# After the journeys: scripts/e2e.sh has just built web/dist as `npm start` does.
step "First-load JavaScript of the public pages (web/dist)"
npm run --silent perf:budget
