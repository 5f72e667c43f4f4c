// parks-mpi (-DPARKS_MPI=ON): the processes of `mpirun -np K parks-mpi ...` share each run. Only the
// main thread calls MPI (the workers of each process are TBB's), once per wave of blocks.
#include <mpi.h>

#include <climits>
#include <cstdint>
#include <stdexcept>

#include "cli/cluster_join.h"

namespace parks::cli {

namespace {

class MpiCluster : public Cluster {
 public:
  MpiCluster(int& argc, char**& argv) {
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  ~MpiCluster() override { MPI_Finalize(); }

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  std::vector<std::string> all_gather(std::string bytes) override {
    const std::uint64_t mine = bytes.size();
    std::vector<std::uint64_t> sizes(static_cast<std::size_t>(size_));
    MPI_Allgather(&mine, 1, MPI_UINT64_T, sizes.data(), 1, MPI_UINT64_T, MPI_COMM_WORLD);
    std::vector<int> counts(sizes.size()), offsets(sizes.size());
    std::uint64_t total = 0;
    for (std::size_t r = 0; r < sizes.size(); ++r) {
      offsets[r] = static_cast<int>(total);
      counts[r] = static_cast<int>(sizes[r]);
      total += sizes[r];
      if (total > INT_MAX) throw std::runtime_error("an exchange between MPI processes exceeds 2 GB");
    }
    std::string all(total, '\0');
    MPI_Allgatherv(bytes.data(), static_cast<int>(mine), MPI_BYTE, all.data(), counts.data(), offsets.data(), MPI_BYTE,
                   MPI_COMM_WORLD);
    std::vector<std::string> parts;
    for (std::size_t r = 0; r < sizes.size(); ++r)
      parts.push_back(all.substr(static_cast<std::size_t>(offsets[r]), sizes[r]));
    return parts;
  }

 private:
  int rank_ = 0, size_ = 1;
};

}  // namespace

std::unique_ptr<Cluster> join_cluster(int& argc, char**& argv) { return std::make_unique<MpiCluster>(argc, argv); }

}  // namespace parks::cli
