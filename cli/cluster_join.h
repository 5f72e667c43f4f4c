#pragma once
// The cluster `parks` runs on: the MPI job that started it (parks-mpi, built with -DPARKS_MPI=ON), or
// this process alone.
#include <memory>

#include "analysis/cluster.h"

namespace parks::cli {

std::unique_ptr<Cluster> join_cluster(int& argc, char**& argv);

}  // namespace parks::cli
