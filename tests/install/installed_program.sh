#!/usr/bin/env bash
# `cmake --install` gives a program that reads the data installed beside it, from any folder and
# however it is started, and a Python module that reads it too.
# Usage: installed_program.sh CMAKE BUILD_DIR [PYTHON SITE_DIR]   (SITE_DIR relative to the prefix)
set -euo pipefail
cmake=$1 build=$2 python=${3:-} site=${4:-}
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
"$cmake" --install "$build" --prefix "$prefix" > /dev/null
unset PARKS_DATA PARKS_PLOT_SCRIPT

# The setup each run prints names the component file it read. The program is started by its
# path, and by its bare name on the PATH from a folder holding something else called parks.
mkdir -p "$prefix/work/parks"
cd "$prefix/work"
for start in "$prefix/bin/parks" parks; do
  for game in walk hike minipark; do
    out=$(PATH="$prefix/bin:$PATH" "$start" simulate "$game" --games 2 --quiet --json)
    components=$(python3 -c 'import json, sys; print(json.loads(sys.argv[1])["setup"]["components"])' "$out")
    case $components in
      "$prefix/share/parks/data/$game/"*) echo "ok: $start reads $components" ;;
      *) echo "FAIL: $start read $game's components from $components"; exit 1 ;;
    esac
  done
done
test -f "$prefix/share/parks/plot.py"

# Planner's sheets and the module's data come from the installed folder too: without it, they stop.
"$prefix/bin/parks" simulate planner --games 1 --quiet --json > /dev/null
mv "$prefix/share/parks/data/planner" "$prefix/share/parks/planner.away"
if "$prefix/bin/parks" simulate planner --games 1 --quiet --json > /dev/null 2>&1; then
  echo "FAIL: the installed parks played Planner without its installed sheets"
  exit 1
fi
echo "ok: planner reads its installed sheets"
if [ -n "$python" ]; then
  PYTHONPATH="$prefix/$site" "$python" -c '
import parks, sys
assert parks.__file__.startswith(sys.argv[1]), parks.__file__
state = parks.load_game("walk", seed=1).new_initial_state()
while not state.is_terminal():
    if state.is_chance_node():
        state.apply(state.sample_chance(7))
    else:
        state.apply_action(state.legal_actions()[0])
try:
    parks.load_game("planner", seed=1).new_initial_state()
except Exception:
    print("ok: the installed module plays from", parks.__file__, "and reads its installed data")
else:
    sys.exit("FAIL: the installed module loaded Planner without its installed sheets")' "$prefix"
fi
mv "$prefix/share/parks/planner.away" "$prefix/share/parks/data/planner"
