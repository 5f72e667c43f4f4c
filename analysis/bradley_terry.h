#pragma once
// Bradley-Terry ratings from pairwise results, fitted by Newton's method with Eigen. Ratings are
// on the Elo scale (400 points: ten to one odds), centred on zero, with 95% intervals from the
// inverse Fisher information.
#include <Eigen/Dense>
#include <vector>

#include "analysis/statistics.h"

namespace parks {

struct Rating {
  double elo = 0;
  Interval interval;
};

// `wins(a, b)`: how often a beat b (ties count a half each way). Every pair also gets
// `prior_games` games split evenly, so that an agent that always wins keeps a finite rating.
std::vector<Rating> bradley_terry(const Eigen::MatrixXd& wins, double prior_games = 1.0);

}  // namespace parks
