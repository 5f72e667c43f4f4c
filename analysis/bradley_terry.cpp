#include "analysis/bradley_terry.h"

#include <cmath>

namespace parks {

namespace {

constexpr double kEloPerNatural = 400.0 / 2.302585092994046;  // 400 / ln 10

}  // namespace

std::vector<Rating> bradley_terry(const Eigen::MatrixXd& wins, double prior_games) {
  const Eigen::Index k = wins.rows();
  std::vector<Rating> ratings(static_cast<std::size_t>(k));
  if (k < 2) return ratings;
  Eigen::MatrixXd w = wins;
  for (Eigen::Index a = 0; a < k; ++a)
    for (Eigen::Index b = 0; b < k; ++b)
      if (a != b) w(a, b) += prior_games / 2;

  // Log-strengths beta with beta(0) = 0; Newton steps on the other k - 1.
  Eigen::VectorXd beta = Eigen::VectorXd::Zero(k);
  Eigen::MatrixXd hessian(k - 1, k - 1);
  for (int iteration = 0; iteration < 100; ++iteration) {
    Eigen::VectorXd gradient = Eigen::VectorXd::Zero(k);
    Eigen::MatrixXd information = Eigen::MatrixXd::Zero(k, k);
    for (Eigen::Index a = 0; a < k; ++a)
      for (Eigen::Index b = a + 1; b < k; ++b) {
        const double games = w(a, b) + w(b, a);
        const double p = 1.0 / (1.0 + std::exp(beta(b) - beta(a)));  // P(a beats b)
        gradient(a) += w(a, b) - games * p;
        gradient(b) -= w(a, b) - games * p;
        const double v = games * p * (1 - p);
        information(a, a) += v;
        information(b, b) += v;
        information(a, b) -= v;
        information(b, a) -= v;
      }
    hessian = information.bottomRightCorner(k - 1, k - 1);
    const Eigen::VectorXd step = hessian.ldlt().solve(gradient.tail(k - 1));
    beta.tail(k - 1) += step;
    if (step.cwiseAbs().maxCoeff() < 1e-10) break;
  }

  // Covariance of beta (zero for the reference), then of the centred ratings.
  Eigen::MatrixXd covariance = Eigen::MatrixXd::Zero(k, k);
  covariance.bottomRightCorner(k - 1, k - 1) = hessian.inverse();
  const Eigen::MatrixXd centring =
      Eigen::MatrixXd::Identity(k, k) - Eigen::MatrixXd::Constant(k, k, 1.0 / static_cast<double>(k));
  const Eigen::VectorXd centred = centring * beta;
  const Eigen::MatrixXd centred_covariance = centring * covariance * centring.transpose();
  for (Eigen::Index a = 0; a < k; ++a) {
    const double elo = kEloPerNatural * centred(a);
    const double half = kZ95 * kEloPerNatural * std::sqrt(std::max(0.0, centred_covariance(a, a)));
    ratings[static_cast<std::size_t>(a)] = {elo, {elo - half, elo + half}};
  }
  return ratings;
}

}  // namespace parks
