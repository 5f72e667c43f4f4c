#pragma once
// The job a Monte Carlo command (simulate, tournament, analyze) starts from its options: its
// identity, and its checkpoint (--checkpoint, --resume, --checkpoint-every).
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>

#include "analysis/format.h"
#include "analysis/job.h"
#include "cli/options.h"

namespace parks::cli {

// The options that change how a job runs or what it prints, never its result: they may differ
// between a job and its resumption.
inline const std::set<std::string> kRunOnlyOptions = {"threads", "quiet", "json", "csv", "out", "no-plots",
                                                      "checkpoint", "resume", "checkpoint-every"};

inline std::string option_text(const po::variable_value& option) {
  const boost::any& value = option.value();
  if (value.empty()) return "";  // a switch
  if (const auto* text = boost::any_cast<std::string>(&value)) return *text;
  if (const auto* number = boost::any_cast<int>(&value)) return std::to_string(*number);
  if (const auto* number = boost::any_cast<std::int64_t>(&value)) return std::to_string(*number);
  if (const auto* list = boost::any_cast<std::vector<std::string>>(&value)) {
    std::string joined;
    for (const auto& item : *list) joined += (joined.empty() ? "" : " ") + item;
    return joined;
  }
  throw std::logic_error("an option of a type the checkpoint identity does not know");
}

// What the job is: the command and every option that changes its result, as given or defaulted.
inline std::vector<Checkpoint::Field> job_identity(const std::string& command, const po::variables_map& vm) {
  std::vector<Checkpoint::Field> fields{{"command", command}};
  for (const auto& [name, value] : vm)
    if (!kRunOnlyOptions.contains(name)) fields.push_back({"--" + name, option_text(value)});
  return fields;
}

// The first process reads the files, so that every process gets the same checkpoint or the same
// error: "\1" and the checkpoint's bytes, or "\0" and the error.
inline std::string read_resumed_bytes(const po::variables_map& vm) {
  const auto error = [](const std::string& message) { return std::string(1, '\0') + message; };
  if (vm.count("resume")) {
    std::ifstream in(vm["resume"].as<std::string>(), std::ios::binary);
    if (!in) return error("checkpoint '" + vm["resume"].as<std::string>() + "' cannot be read: " + std::strerror(errno));
    return std::string(1, '\1') + std::string(std::istreambuf_iterator<char>(in), {});
  }
  if (vm.count("checkpoint") && std::filesystem::exists(vm["checkpoint"].as<std::string>())) {
    const auto file = vm["checkpoint"].as<std::string>();
    return error("checkpoint '" + file + "' already exists: continue it with --resume " + file + ", or remove it");
  }
  return std::string(1, '\1');
}

// Starts the command's job; a checkpoint that is damaged or another job's is refused before
// anything runs or is written.
inline void start_job(const std::string& command, const po::variables_map& vm) {
  JobOptions job;
  job.identity = job_identity(command, vm);
  job.save_seconds = vm["checkpoint-every"].as<double>();
  if (!(job.save_seconds >= 0))
    throw UsageError("--checkpoint-every must be 0 or more seconds, got " + format("%g", job.save_seconds));
  Cluster& cluster = Cluster::current();
  const std::string read = cluster.all_gather(cluster.rank() == 0 ? read_resumed_bytes(vm) : "").front();
  if (read.front() == '\0') throw UsageError(read.substr(1));
  if (vm.count("resume")) {
    const std::string file = vm["resume"].as<std::string>();
    try {
      job.resume = decode_checkpoint(std::string_view(read).substr(1));
    } catch (const CorruptData& e) {
      throw UsageError("checkpoint '" + file + "' " + e.what());
    }
    const std::string difference = identity_difference(job.resume->identity, job.identity);
    if (!difference.empty()) throw UsageError("checkpoint '" + file + "' is another job's: " + difference);
    job.checkpoint = file;
  }
  if (vm.count("checkpoint")) job.checkpoint = vm["checkpoint"].as<std::string>();
  Job::start(std::move(job));
  try {
    Job::current().save();
  } catch (const std::runtime_error& e) {
    throw UsageError(e.what());
  }
}

}  // namespace parks::cli
