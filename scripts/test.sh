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
# tap runs its files with the test class it was built with and rebuilds it for the configured
# plugins (without @tapjs/typescript: scripts/test-hooks.ts loads the sources) only during a run:
# after `npm ci`, every file of that first run would still load tsx (140 s more here). Built first.
# Three files at a time (package.json's tap.jobs) on two cores: some spend seconds waiting on purpose
# (a calendar's deadline, a child process), and a third file uses that time (281 s → 242–257 s here).
phase tap sh -c 'npx tap build && npx tap'
phase browser npx playwright test
echo "== phase times"
printf '%s\n' "${times[@]}"
