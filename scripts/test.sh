#!/usr/bin/env bash
# `npm test`: build, type check, lint, tap, Playwright – each phase timed, the times summed up at the end.
set -euo pipefail
times=()
phase() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  times+=("$(printf '%-10s %4d s' "$name" $((SECONDS - start)))")
}
phase node node scripts/check-node.mjs
phase build npx tsx build.mjs
phase typecheck npx tsc --noEmit -p .
phase lint npm run lint
phase tap npx tap
phase browser npx playwright test
echo "== phase times"
printf '%s\n' "${times[@]}"
