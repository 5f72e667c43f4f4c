#include <algorithm>

#include "engine/hike/state.h"

namespace parks::hike {

State::Parts State::parts() const {
  Parts p;
  p.options = options_;
  p.phase = phase_;
  p.round = round_;
  p.site = site_;
  p.seat = seat_;
  p.actor = actor_;
  p.lead_player = lead_player_;
  p.free_landmark = free_landmark_;
  p.free_given = free_given_;
  p.night_done = night_done_;
  p.hiking_left = hiking_left_;
  p.lead_face = lead_face_;
  p.token_at = token_at_;
  p.pool = pool_;
  p.dice_taken = dice_taken_;
  p.leads_taken = leads_taken_;
  p.pending = pending_;
  p.books = books_;
  return p;
}

State State::from_parts(const Components& components, const Parts& p) {
  const auto byte = [](int v) { return static_cast<std::uint8_t>(v); };
  State s = initial(components, p.options);
  s.phase_ = p.phase;
  s.round_ = byte(p.round);
  s.site_ = byte(p.site);
  s.seat_ = byte(p.seat);
  s.actor_ = byte(p.actor);
  s.lead_player_ = byte(p.lead_player);
  s.free_landmark_ = byte(p.free_landmark);
  s.free_given_ = byte(p.free_given);
  s.night_done_ = byte(p.night_done);
  s.hiking_left_ = byte(p.hiking_left);
  s.lead_face_ = byte(p.lead_face);
  s.token_at_ = p.token_at;
  s.pool_ = p.pool;
  s.dice_taken_ = p.dice_taken;
  s.leads_taken_ = p.leads_taken;
  s.pending_ = p.pending;
  s.books_ = p.books;
  return s;
}

}  // namespace parks::hike
