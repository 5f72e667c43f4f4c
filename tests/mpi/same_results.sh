#!/usr/bin/env bash
# Every Monte Carlo command gives byte-identical output on 1 process and under `mpirun -np K`
# with any thread count, and checkpoints move between the two.
# Usage: same_results.sh PARKS MPIRUN
set -euo pipefail
parks=$1 mpirun=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Loopback only, and allowed as root (CI containers).
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl=self,tcp \
       OMPI_MCA_btl_tcp_if_include=lo OMPI_MCA_oob_tcp_if_include=lo OMPI_MCA_plm_rsh_agent=false
failures=0
# mpirun with a session directory of its own: Open MPI's jobs share /tmp/ompi.HOST.UID, and one
# job's cleanup of it can race the next job's start ("unable to create the desired directory").
mpi() { OMPI_MCA_orte_tmpdir_base="$(mktemp -d -p "$work")" "$mpirun" "$@"; }

# Wall-clock fields (JSON keys "seconds": the report's run time, a tournament's decision times)
# are the only ones allowed to differ; text outputs hold none.
without_seconds() {
  python3 -c 'import json, sys
def strip(x):
    if isinstance(x, dict): return {k: strip(v) for k, v in x.items() if k != "seconds"}
    if isinstance(x, list): return [strip(v) for v in x]
    return x
text = open(sys.argv[1]).read()
try: print(json.dumps(strip(json.loads(text)), indent=1))
except ValueError: print(text, end="")' "$1"
}

# same NAME ARGS...: one process with 2 threads, then 2 processes with 1 and 2 threads each, and 3.
same() {
  local name=$1
  shift
  "$parks" "$@" --threads 2 --quiet > "$work/$name.one"
  for layout in "2 1" "2 2" "3 1"; do
    read -r np threads <<< "$layout"
    mpi -np "$np" --oversubscribe --bind-to none "$parks" "$@" --threads "$threads" --quiet > "$work/$name.$np.$threads"
    if cmp -s <(without_seconds "$work/$name.one") <(without_seconds "$work/$name.$np.$threads"); then
      echo "ok: $name on $np processes of $threads threads"
    else
      echo "FAIL: $name on $np processes of $threads threads differs from one process:"
      diff <(without_seconds "$work/$name.one") <(without_seconds "$work/$name.$np.$threads") | head -20
      failures=$((failures + 1))
    fi
  done
}

same simulate-walk simulate walk --games 3000 --seed 3 --json
same simulate-minipark simulate minipark --players 3 --games 400 --seed 4
same tournament-hike tournament hike --agents random,greedy,heuristic --games 120 --seed 5 --json
same analyze-solo-walk analyze solo walk --games 30 --seed 6 --json
same analyze-bonuses-planner analyze bonuses planner --games 20 --seed 7 --json

# An MPI job's checkpoint, saved as its blocks finish, resumes in one process to the same output.
mpi -np 2 --oversubscribe --bind-to none "$parks" simulate planner --games 60 --seed 8 --threads 1 --quiet \
  --checkpoint "$work/job.ckpt" --checkpoint-every 0 > "$work/checkpointed"
"$parks" simulate planner --games 60 --seed 8 --quiet --resume "$work/job.ckpt" > "$work/resumed"
if cmp -s "$work/checkpointed" "$work/resumed"; then echo "ok: an MPI checkpoint resumes in one process"
else echo "FAIL: the MPI checkpoint resumed to another result"; failures=$((failures + 1)); fi

# And a job stopped in one process (Ctrl-C, whenever it lands) resumes under mpirun.
job=(simulate walk --agent mcts:iters=100 --games 200 --seed 9 --quiet --json)
"$parks" "${job[@]}" > "$work/whole"
"$parks" "${job[@]}" --checkpoint "$work/one.ckpt" --checkpoint-every 0 > /dev/null &
sleep 1
kill -INT $! 2> /dev/null || true
wait $! || true
mpi -np 2 --oversubscribe --bind-to none "$parks" "${job[@]}" --resume "$work/one.ckpt" > "$work/resumed-on-2"
if cmp -s "$work/whole" "$work/resumed-on-2"; then echo "ok: a one-process checkpoint resumes under mpirun"
else echo "FAIL: the one-process checkpoint resumed under mpirun to another result"; failures=$((failures + 1)); fi

exit $((failures > 0))
