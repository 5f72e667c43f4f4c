#pragma once
// The processes one job is shared by: this process alone, or the ranks of an MPI job
// (cli/cluster_mpi.cpp, in parks-mpi, built with -DPARKS_MPI=ON). Runs exchange their finished blocks
// through it; nothing here is on a hot path.
#include <memory>
#include <string>
#include <vector>

namespace parks {

class Cluster {
 public:
  virtual ~Cluster() = default;
  virtual int rank() const { return 0; }
  virtual int size() const { return 1; }
  // Every process's `bytes`, in rank order, on every process. Collective: all processes call it
  // the same number of times.
  virtual std::vector<std::string> all_gather(std::string bytes) { return {std::move(bytes)}; }

  // The process's cluster: alone until `join` installs another.
  static Cluster& current() { return *installed(); }
  static void join(std::unique_ptr<Cluster> cluster) { installed() = std::move(cluster); }

 private:
  static std::unique_ptr<Cluster>& installed() {
    static std::unique_ptr<Cluster> cluster = std::make_unique<Cluster>();
    return cluster;
  }
};

}  // namespace parks
