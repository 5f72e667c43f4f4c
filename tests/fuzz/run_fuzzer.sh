#!/bin/sh
# Runs one fuzz target for ctest: run_fuzzer.sh SCRATCH FUZZER [libFuzzer flags and seed folders...].
# libFuzzer writes the inputs it finds into its first corpus folder, so that is SCRATCH, emptied
# first: every run starts from the seed folders alone, and the seeds in the source tree never
# grow. With -seed the run is the same each time only if addresses are too: the comparisons
# libFuzzer learns from include pointers, so address randomisation is turned off where the system
# lets setarch do it.
set -eu
scratch=$1 fuzzer=$2
shift 2
rm -rf "$scratch"
mkdir -p "$scratch"
if setarch "$(uname -m)" -R true 2>/dev/null; then
  exec setarch "$(uname -m)" -R "$fuzzer" "$scratch" "$@"
fi
exec "$fuzzer" "$scratch" "$@"
