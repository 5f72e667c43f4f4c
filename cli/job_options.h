#pragma once
// The job a Monte Carlo command (simulate, tournament, analyze) starts from its options: its
// identity, its checkpoint (--checkpoint, --resume, --checkpoint-every), and the paths it will
// write (--out, --csv, --checkpoint), checked before any game is played.
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "analysis/format.h"
#include "analysis/job.h"
#include "cli/options.h"
#include "engine/core/files.h"

namespace parks::cli {

// The options that change how a job runs or what it prints, never its result: they may differ
// between a job and its resumption.
inline const std::set<std::string> kRunOnlyOptions = {"threads",   "quiet",  "json",       "csv",    "out",
                                                      "no-plots",  "timing", "checkpoint", "resume", "checkpoint-every",
                                                      "games-out", "record"};

inline std::string option_text(const po::variable_value& option) {
  const boost::any& value = option.value();
  if (value.empty()) return "";  // a switch
  if (const auto* text = boost::any_cast<std::string>(&value)) return *text;
  if (const auto* number = boost::any_cast<int>(&value)) return std::to_string(*number);
  if (const auto* number = boost::any_cast<std::int64_t>(&value)) return std::to_string(*number);
  if (const auto* number = boost::any_cast<double>(&value)) return format("%.12g", *number);
  if (const auto* list = boost::any_cast<std::vector<std::string>>(&value)) {
    std::string joined;
    for (const auto& item : *list) joined += (joined.empty() ? "" : " ") + item;
    return joined;
  }
  throw std::logic_error("an option of a type the checkpoint identity does not know");
}

// The data-file options: a job names the data it plays by its SHA-256 (the callers' design
// fields), so the shipped file given by its path and left out are the same job.
inline const std::set<std::string> kDataFileOptions = {"components", "tiles"};

// Options without a declared default whose absence means a value: given as that value, the job
// is the same.
inline const std::map<std::string, std::string> kImplicitDefaults = {{"level", "1"}};

// What the job is: the command and every option that changes its result, resolved: defaulted,
// and spelled out defaults left out as if not given.
inline std::vector<Checkpoint::Field> job_identity(const std::string& command, const po::variables_map& vm) {
  std::vector<Checkpoint::Field> fields{{"command", command}};
  for (const auto& [name, value] : vm) {
    if (kRunOnlyOptions.contains(name) || kDataFileOptions.contains(name)) continue;
    const std::string text = option_text(value);
    if (const auto implicit = kImplicitDefaults.find(name);
        implicit != kImplicitDefaults.end() && implicit->second == text)
      continue;
    fields.push_back({"--" + name, text});
  }
  return fields;
}

// The first process reads the files, so that every process gets the same checkpoint or the same
// error: "\1" and the checkpoint's bytes, or "\0" and the error.
inline std::string read_resumed_bytes(const po::variables_map& vm) {
  const auto error = [](const std::string& message) { return std::string(1, '\0') + message; };
  if (vm.count("checkpoint") && std::filesystem::exists(vm["checkpoint"].as<std::string>())) {
    const auto file = vm["checkpoint"].as<std::string>();
    std::error_code same_error;
    // Continuing a checkpoint into itself is what --resume is for; into another job's file would
    // overwrite that job's work.
    if (!vm.count("resume") || !std::filesystem::equivalent(file, vm["resume"].as<std::string>(), same_error))
      return error("checkpoint '" + file + "' already exists: continue it with --resume " + file + ", or remove it");
  }
  if (vm.count("resume")) {
    try {
      return std::string(1, '\1') + read_whole_file(vm["resume"].as<std::string>(), kMaxCheckpointBytes);
    } catch (const std::runtime_error& e) {
      return error(std::string("checkpoint ") + e.what());
    }
  }
  return std::string(1, '\1');
}

inline bool writable(const std::filesystem::path& path) { return access(path.c_str(), W_OK) == 0; }

// --out DIR: a writable directory, or one that can be made in the nearest existing folder above.
inline void check_out_directory(const std::filesystem::path& dir) {
  const std::string named = "--out '" + dir.string() + "'";
  std::error_code error;
  if (dir.empty()) throw UsageError("--out is empty: give a directory");
  if (std::filesystem::exists(dir, error)) {
    if (!std::filesystem::is_directory(dir, error)) throw UsageError(named + " is a file, not a directory");
    if (!writable(dir)) throw UsageError(named + " is not writable");
    return;
  }
  std::filesystem::path above = std::filesystem::absolute(dir, error).parent_path();
  while (!std::filesystem::exists(above, error) && above.has_relative_path()) above = above.parent_path();
  if (!std::filesystem::is_directory(above, error))
    throw UsageError(named + " cannot be made: '" + above.string() + "' is a file, not a directory");
  if (!writable(above)) throw UsageError(named + " cannot be made: '" + above.string() + "' is not writable");
}

// --csv and --checkpoint FILE: a file that can be written, in a directory that exists.
inline void check_out_file(const std::string& flag, const std::filesystem::path& file) {
  const std::string named = "--" + flag + " '" + file.string() + "'";
  std::error_code error;
  if (file.empty()) throw UsageError("--" + flag + " is empty: give a file");
  if (std::filesystem::is_directory(file, error)) throw UsageError(named + " is a directory, not a file");
  const std::filesystem::path folder = file.has_parent_path() ? file.parent_path() : ".";
  if (!std::filesystem::exists(folder, error))
    throw UsageError(named + " cannot be written: the directory '" + folder.string() + "' does not exist");
  if (!std::filesystem::is_directory(folder, error))
    throw UsageError(named + " cannot be written: '" + folder.string() + "' is a file, not a directory");
  if (std::filesystem::exists(file, error) ? !writable(file) : !writable(folder))
    throw UsageError(named + " cannot be written: permission denied");
  // A regular file is written as a temporary file renamed over it: one is made and removed now,
  // so a folder that refuses files (a read-only or virtual file system) stops the run before
  // anything is created.
  if (std::filesystem::exists(file, error) && !std::filesystem::is_regular_file(file, error)) return;
  std::string probe = (folder / ".parks-probe-XXXXXX").string();
  const int fd = ::mkstemp(probe.data());
  if (fd < 0) throw UsageError(named + " cannot be written: " + std::strerror(errno));
  ::close(fd);
  ::unlink(probe.c_str());
}

// The files and directories the command will write: a mistake found before the run, not after it.
inline void check_output_paths(const po::variables_map& vm) {
  if (vm.count("out")) check_out_directory(vm["out"].as<std::string>());
  for (const char* flag : {"csv", "checkpoint", "games-out", "record"})
    if (vm.count(flag)) check_out_file(flag, vm[flag].as<std::string>());
}

// Starts the command's job, whose identity is the command, its options and `design` (what else
// decides the result); a checkpoint that is damaged or another job's is refused before anything
// runs or is written.
inline void start_job(const std::string& command, const po::variables_map& vm,
                      const std::vector<Checkpoint::Field>& design = {}) {
  check_output_paths(vm);  // before anything runs or is written
  JobOptions job;
  job.identity = job_identity(command, vm);
  job.identity.insert(job.identity.end(), design.begin(), design.end());
  job.save_seconds = vm["checkpoint-every"].as<double>();
  if (!(job.save_seconds >= 0))
    throw UsageError("--checkpoint-every must be 0 or more seconds, got " + format("%g", job.save_seconds));
  Cluster& cluster = Cluster::current();
  // The first process locks the file it will write, then reads: every process gets its bytes or
  // the same error.
  std::string first;
  if (cluster.rank() == 0) {
    try {
      if (vm.count("checkpoint") || vm.count("resume"))
        job.lock =
            std::make_shared<const WriterLock>(vm[vm.count("checkpoint") ? "checkpoint" : "resume"].as<std::string>());
      first = read_resumed_bytes(vm);
    } catch (const std::runtime_error& e) {
      first = std::string(1, '\0') + "checkpoint " + e.what();
    }
  }
  const std::string read = cluster.all_gather(first).front();
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
