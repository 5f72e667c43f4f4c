// `parks`: every job runs in this process alone. Started as one of several processes of mpirun,
// each would play the whole run and write the same files: that is refused, naming parks-mpi.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "cli/cluster_join.h"
#include "cli/commands.h"

namespace parks::cli {

namespace {

// The size of the MPI job around this process, from the variables Open MPI and PMI set.
long mpi_job_size() {
  for (const char* variable : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"})
    if (const char* value = std::getenv(variable)) return std::strtol(value, nullptr, 10);
  return 1;
}

}  // namespace

std::unique_ptr<Cluster> join_cluster(int&, char**&) {
  if (const long size = mpi_job_size(); size > 1) {
    std::fprintf(stderr,
                 "parks: started as one of %ld processes of an MPI job, each would play the whole run: "
                 "run parks-mpi (built with -DPARKS_MPI=ON) under mpirun\n",
                 size);
    std::exit(kBadInput);
  }
  return std::make_unique<Cluster>();
}

}  // namespace parks::cli
