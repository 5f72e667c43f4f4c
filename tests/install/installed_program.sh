#!/usr/bin/env bash
# `cmake --install` gives a program that reads the data installed beside it, from any folder, and
# a Python module that imports from the installed tree.
# Usage: installed_program.sh BUILD_DIR [PYTHON SITE_DIR]   (SITE_DIR relative to the prefix)
set -euo pipefail
build=$1 python=${2:-} site=${3:-}
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" > /dev/null
cd /
unset PARKS_DATA PARKS_PLOT_SCRIPT

# The setup each run prints names the component file it read.
for game in walk hike minipark; do
  out=$("$prefix/bin/parks" simulate "$game" --games 2 --quiet --json)
  components=$(python3 -c 'import json, sys; print(json.loads(sys.argv[1])["setup"]["components"])' "$out")
  case $components in
    "$prefix/share/parks/data/$game/"*) echo "ok: $game reads $components" ;;
    *) echo "FAIL: the installed parks read $game's components from $components"; exit 1 ;;
  esac
done
# Planner's sheets come from the installed data folder too: without it the program stops.
"$prefix/bin/parks" simulate planner --games 1 --quiet --json > /dev/null
mv "$prefix/share/parks/data/planner" "$prefix/share/parks/planner.away"
if "$prefix/bin/parks" simulate planner --games 1 --quiet --json > /dev/null 2>&1; then
  echo "FAIL: the installed parks played Planner without its installed sheets"
  exit 1
fi
mv "$prefix/share/parks/planner.away" "$prefix/share/parks/data/planner"
echo "ok: planner reads its installed sheets"
test -f "$prefix/share/parks/plot.py"

if [ -n "$python" ]; then
  PYTHONPATH="$prefix/$site" "$python" -c '
import parks, sys
state = parks.load_game("walk", seed=1).new_initial_state()
while not state.is_terminal():
    if state.is_chance_node():
        state.apply(state.sample_chance(7))
    else:
        state.apply_action(state.legal_actions()[0])
assert parks.__file__.startswith(sys.argv[1]), parks.__file__
print("ok: the installed module plays a game:", parks.__file__)' "$prefix"
fi
