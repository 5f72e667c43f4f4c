#!/bin/sh
# Runs one fuzz target for ctest: run_fuzzer.sh SCRATCH SEEDS FUZZER [libFuzzer flags...].
# libFuzzer writes the inputs it finds into its first corpus folder, so that is SCRATCH, emptied
# first: every run starts from the seed corpus SEEDS alone, and the seed corpus in the source
# tree never grows. With -seed the run is the same each time only if addresses are too: the
# comparisons libFuzzer learns from include pointers, so address randomisation is turned off
# where the system lets setarch do it.
set -eu
scratch=$1 seeds=$2 fuzzer=$3
shift 3
rm -rf "$scratch"
mkdir -p "$scratch"
if setarch "$(uname -m)" -R true 2>/dev/null; then
  exec setarch "$(uname -m)" -R "$fuzzer" "$@" "$scratch" "$seeds"
fi
exec "$fuzzer" "$@" "$scratch" "$seeds"
