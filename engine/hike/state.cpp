#include "engine/hike/state.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <stdexcept>
#include <string>

namespace parks::hike {

namespace {

constexpr int kForest = landmark_of(Forest), kMountain = landmark_of(Mountain), kMeadow = landmark_of(Meadow),
              kArrowhead = landmark_of(Arrowhead);
constexpr int kRollOutcomes = 7776;  // 6^5: four hiking dice and the Lead Hiker die

template <class F>
void for_each_bit(unsigned mask, F&& f) {
  for (; mask; mask &= mask - 1) f(std::countr_zero(mask));
}

constexpr int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

// Yosemite's night bonus: two different of binoculars, pencil and water.
constexpr std::array<std::array<Icon, 2>, 3> kYosemitePairs = {
    {{Binoculars, Pencil}, {Binoculars, Water}, {Pencil, Water}}};

// Glacier's three night bonuses, each once a night.
enum GlacierBonus { GlacierCanteen, GlacierSketch, GlacierWater };

}  // namespace

State State::initial(const Components& components, const GameOptions& options) {
  if (options.players < 1 || options.players > kMaxPlayers)
    throw std::invalid_argument("Parks: Roll & Hike takes 1-4 players, got " + std::to_string(options.players));
  State s;
  s.c_ = &components;
  s.options_ = options;
  s.players_ = static_cast<std::uint8_t>(options.players);
  for (int p = 0; p < s.players_; ++p) {
    Logbook& book = s.books_[p];
    book.suns_gained = static_cast<std::uint8_t>(components.start_suns[p]);  // setup's turn-order compensation
    book.sketch(kArrowhead);                                                 // the park's landmark on the first spread
  }
  return s;
}

bool State::is_winner(int player) const {
  if (players_ == 1) return score(0) >= solo_target();  // H7: the solo target
  for (int p = 0; p < players_; ++p)
    if (score(p) > score(player)) return false;
  return true;
}

State::Action State::sample_chance(Rng& rng) const {
  if (phase_ == Phase::Shuffle) return shuffle(static_cast<int>(rng.below(factorial(hike::trail_length(players_)))));
  return roll(static_cast<int>(rng.below(kRollOutcomes)));
}

double State::chance_probability(Action outcome) const {
  return outcome.kind == ActionKind::Shuffle ? 1.0 / factorial(hike::trail_length(players_)) : 1.0 / kRollOutcomes;
}

// ---- pending tasks ----

template <class F>
void State::each_option(const Task& task, F&& f) const {
  const Logbook& b = book();
  switch (task.kind) {
    case TaskKind::Gain: {
      const auto icon = static_cast<Icon>(task.a);
      if (icon == Pencil) {
        for_each_bit(b.open_spreads(), f);
      } else if (icon == Binoculars) {
        for (int i = 0; i < c_->binoculars; ++i)
          if (b.binoculars_open(i)) f(i);
      } else if (is_landmark(icon)) {
        if (!b.journal_full(*c_)) f(0);                  // sketch it on the next spread
        if (b.night_open(*c_, landmark_of(icon))) f(1);  // or fill a night circle
      } else if (is_wildlife(icon)) {
        if (!b.wildlife_full(*c_, wildlife_row(icon))) f(0);
      }
      break;
    }
    case TaskKind::Choose:  // only a side that can be used: a usable die is never traded for a Sun
      if (usable(static_cast<Icon>(task.a), task.source)) f(0);
      if (usable(static_cast<Icon>(task.b), task.source)) f(1);
      break;
    case TaskKind::LineOn: for_each_bit(b.open_spreads() & b.spreads_of(task.a), f); break;
    case TaskKind::LinesOnPage: for_each_bit(b.open_spreads(), f); break;
    case TaskKind::CrossWildlife:
      for (int r = 0; r < kWildlifeRows; ++r)
        if (!b.wildlife_full(*c_, r)) f(r);
      break;
    case TaskKind::AdjacentBonus: {
      const int columns = c_->journal_columns, s = task.a, row = s / columns, column = s % columns;
      const auto offer = [&](int t) {
        if (t < b.sketched && b.landmark[t] != kArrowhead) f(t);  // an arch's own bonus is this one
      };
      if (row > 0) offer(s - columns);
      if (column > 0) offer(s - 1);
      if (column + 1 < columns) offer(s + 1);
      offer(s + columns);  // offer() skips spreads past the journal's end
      break;
    }
    case TaskKind::SketchOneOf:
      if (!b.journal_full(*c_)) {
        f(0);
        f(1);
      }
      break;
    case TaskKind::NameLandmark:
      for (int l = 0; l < kLandmarks; ++l) f(l);
      break;
  }
}

// Two equal tasks on a level offer the same choices: only the first is listed.
bool State::first_of_kind(int index) const {
  for (int j = index - 1; j >= 0 && pending_[j].level == pending_[index].level; --j)
    if (pending_[j].same_as(pending_[index])) return false;
  return true;
}

// Suns and water are marked at once: their order among the other gains never matters.
void State::push(Task task) {
  if (task.kind == TaskKind::Gain && (task.a == Sun || task.a == Water)) {
    Logbook& b = book();
    if (task.a == Sun || water_scarce(task.source)) b.gain_sun(*c_);
    else if (!b.gain_water(*c_) && task.source != Source::Bonus) b.gain_sun(*c_);
    return;
  }
  pending_.push_back(task);
}

void State::push_face(const Face& face, Source source, int level) {
  const auto lv = static_cast<std::uint8_t>(level);
  if (face.count == 0) return;
  if (face.choice) {
    push({TaskKind::Choose, face.icons[0], face.icons[1], source, lv});
    return;
  }
  for (int i = 0; i < face.count; ++i) push({TaskKind::Gain, face.icons[i], 0, source, lv});
}

// A completed spread's bonus: the common bonus of a shared landmark, or the park's own.
void State::push_spread_bonus(int landmark, int spread, int level) {
  const auto lv = static_cast<std::uint8_t>(level);
  const Park park = options_.park;
  if (landmark != kArrowhead) {
    if (park == Park::GreatSmokyMountains && landmark == kMeadow) {
      // Smoky: Water, plus one for each Cloud spread completed before.
      const int waters = 1 + book().count_complete(kArrowhead);
      for (int i = 0; i < waters; ++i) push({TaskKind::Gain, Water, 0, Source::Bonus, lv});
    } else {
      push_face(c_->journal_bonus[landmark], Source::Bonus, level);
    }
    return;
  }
  switch (park) {
    case Park::Yosemite: push({TaskKind::Gain, Sun, 0, Source::Bonus, lv}); break;
    case Park::DeathValley: push({TaskKind::CrossWildlife, 0, 0, Source::Bonus, lv}); break;
    case Park::Arches: push({TaskKind::AdjacentBonus, static_cast<std::uint8_t>(spread), 0, Source::Bonus, lv}); break;
    case Park::Acadia:
      push({TaskKind::SketchOneOf, static_cast<std::uint8_t>(kForest), static_cast<std::uint8_t>(kMeadow),
            Source::Bonus, lv});
      break;
    default: break;  // Great Smoky Mountains' clouds and Glacier's snowflakes have no spread bonus
  }
}

void State::erase(int index) {
  for (int i = index; i + 1 < static_cast<int>(pending_.size()); ++i) pending_[i] = pending_[i + 1];
  pending_.pop_back();
}

void State::add_lines(int spread, int lines, int level) {
  Logbook& b = book();
  const bool was_complete = b.complete(spread);
  b.lines[spread] = static_cast<std::uint8_t>(std::min(kLinesPerSpread, b.lines[spread] + lines));
  if (!was_complete && b.complete(spread)) push_spread_bonus(b.landmark[spread], spread, level);
}

void State::cross_wildlife(int row, bool with_bonus, int level) {
  const int box = book().wildlife[row]++;
  if (with_bonus) push_face(c_->wildlife_bonus[row][box], Source::Bonus, level);
}

void State::resolve_task(int index, int option) {
  const Task task = pending_[index];
  erase(index);
  const int deeper = task.level + 1;
  Logbook& b = book();
  switch (task.kind) {
    case TaskKind::Gain: {
      const auto icon = static_cast<Icon>(task.a);
      if (icon == Pencil) {
        add_lines(option, 1, deeper);
      } else if (icon == Binoculars) {
        // Both circles filled: gain the icon as if from a die.
        if (++b.binoculars[option] == kBinocularCircles) push_face(c_->binocular_gain[option], Source::Die, deeper);
      } else if (is_landmark(icon)) {
        if (option == 0) b.sketch(landmark_of(icon));
        else ++b.night[landmark_of(icon)];
      } else if (is_wildlife(icon)) {
        cross_wildlife(wildlife_row(icon), true, deeper);
      }
      break;
    }
    case TaskKind::Choose: push({TaskKind::Gain, option ? task.b : task.a, 0, task.source, task.level}); break;
    case TaskKind::LineOn: add_lines(option, 1, deeper); break;
    case TaskKind::LinesOnPage: add_lines(option, task.a, deeper); break;
    case TaskKind::CrossWildlife: cross_wildlife(option, task.a == 1, deeper); break;
    case TaskKind::AdjacentBonus: push_spread_bonus(b.landmark[option], option, deeper); break;
    case TaskKind::SketchOneOf: b.sketch(option ? task.b : task.a); break;
    case TaskKind::NameLandmark: free_landmark_ = static_cast<std::uint8_t>(option); break;
  }
}

// Whether the actor could mark the icon now.
bool State::usable(Icon icon) const {
  const Logbook& b = book();
  switch (icon) {
    case Sun: return !b.sun_track_full(*c_);
    case Water: return !b.canteen_full(*c_);
    case Pencil: return b.open_spreads() != 0;
    case Binoculars:
      for (int i = 0; i < c_->binoculars; ++i)
        if (b.binoculars_open(i)) return true;
      return false;
    default:
      if (is_landmark(icon)) return !b.journal_full(*c_) || b.night_open(*c_, landmark_of(icon));
      return !b.wildlife_full(*c_, wildlife_row(icon));
  }
}

bool State::usable(Icon icon, Source source) const {
  return icon == Water && water_scarce(source) ? usable(Sun) : usable(icon);
}

bool State::usable(const Face& face) const {
  for (int i = 0; i < face.count; ++i)
    if (usable(face.icons[i])) return true;
  return false;
}

// "If you ever take a die and cannot use it, gain a Sun instead."
void State::resolve_unusable(const Task& task) {
  if ((task.kind == TaskKind::Gain || task.kind == TaskKind::Choose) && task.source != Source::Bonus)
    book().gain_sun(*c_);
}

// Makes forced choices and drops unusable gains; true when the actor must choose.
bool State::settle_pending() {
  while (!pending_.empty()) {
    const int top = top_level();
    int first = static_cast<int>(pending_.size());
    while (first > 0 && pending_[first - 1].level == top) --first;
    int options = 0, only_task = -1, only_option = -1;
    for (int i = first; i < static_cast<int>(pending_.size()) && options < 2; ++i) {
      if (!first_of_kind(i)) continue;
      each_option(pending_[i], [&](int o) {
        if (++options == 1) only_task = i, only_option = o;
      });
    }
    if (options >= 2) return true;
    if (options == 1) {
      resolve_task(only_task, only_option);
      continue;
    }
    // Nothing on this level can be used any more.
    while (!pending_.empty() && pending_[pending_.size() - 1].level == top) {
      const Task task = pending_[pending_.size() - 1];
      pending_.pop_back();
      resolve_unusable(task);
    }
  }
  return false;
}

// ---- the day ----

void State::take_hiking_die(int die) {
  const Face& face = c_->hiking_dice[die][pool_[die]];
  pool_[die] = kTaken;
  --hiking_left_;
  ++dice_taken_[actor_];
  if (players_ == 1 && hiking_left_ > 0) {  // H7: the neutral hiker removes a die after each pick
    int d = c_->neutral_hiker == NeutralHiker::FirstDie ? 0 : kHikingDice - 1;
    const int step = c_->neutral_hiker == NeutralHiker::FirstDie ? 1 : -1;
    while (pool_[d] == kTaken) d += step;
    pool_[d] = kTaken;
    --hiking_left_;
  }
  push_face(face, Source::HikingDie, 0);
  phase_ = Phase::DieTaken;
}

void State::take_lead_die() {
  book().suns_spent += hiking_left_;  // one Sun per hiking die left in the pool
  pool_.fill(kTaken);
  hiking_left_ = 0;
  ++leads_taken_[actor_];
  lead_player_ = actor_;
  ++site_;
  // H4: the site's landmark is its token's. The binoculars token has none: after marking the
  // icons the Lead Hiker names the free line's landmark.
  const int token = token_at_[site_ - 1];
  free_landmark_ = c_->token_landmark[token];
  if (free_landmark_ == kNamedLandmark) push({TaskKind::NameLandmark, 0, 0, Source::Bonus, 0});
  push_face(c_->tokens[token], Source::Die, 1);  // marked like a die's icons
  push_face(c_->lead_die[lead_face_], Source::Die, 1);
  phase_ = Phase::LeadTaken;
}

// ---- the night ----

void State::night_actions(ActionList<State>& actions) const {
  const Logbook& b = book();
  unsigned sections = 0;  // landmarks with circles filled and not yet resolved tonight, as bits
  for (int l = 0; l < kLandmarks; ++l) sections |= static_cast<unsigned>(b.night[l] != 0) << l;
  sections &= ~static_cast<unsigned>(b.sections_done);
  for_each_bit(sections, [&](int l) { actions.push_back(night_section(l)); });
  const bool sections_left = sections != 0;
  const int suns = b.suns();
  // `useful` is asked last: only for a bonus the player can buy.
  const auto offer = [&](int variant, int cost, int used_bit, auto useful) {
    if (suns >= cost && !(b.bonuses_used >> used_bit & 1) && useful()) actions.push_back(night_bonus(variant));
  };
  const auto any_page = [&](bool shared_only) {
    for (int p = 0; p < b.sketched; ++p)
      if (b.available(p) && !(shared_only && b.landmark[p] == kArrowhead)) return true;
    return false;
  };
  const auto wildlife_open = [&] {
    for (int r = 0; r < kWildlifeRows; ++r)
      if (!b.wildlife_full(*c_, r)) return true;
    return false;
  };
  switch (options_.park) {
    case Park::Yosemite:
      for (int v = 0; v < 3; ++v)
        offer(v, kYosemiteNightCost, 0, [&] { return usable(kYosemitePairs[v][0]) || usable(kYosemitePairs[v][1]); });
      break;
    case Park::DeathValley: offer(0, kDeathValleyNightCost, 0, [&] { return any_page(false); }); break;
    case Park::GreatSmokyMountains: offer(0, kSmokyNightCost, 0, wildlife_open); break;
    case Park::Arches: offer(0, kArchesNightCost, 0, [&] { return any_page(true); }); break;
    case Park::Glacier:
      offer(GlacierCanteen, kGlacierCanteenCost, GlacierCanteen, [] { return true; });
      offer(GlacierSketch, kGlacierSketchCost, GlacierSketch, [&] { return !b.journal_full(*c_); });
      offer(GlacierWater, kGlacierWaterCost, GlacierWater, [&] { return !b.canteen_full(*c_); });
      break;
    case Park::Acadia:
      for (int s = 0; s < b.sketched; ++s)
        if (b.complete(s) && (b.landmark[s] == kForest || b.landmark[s] == kMeadow) && !(b.spreads_rebought >> s & 1) &&
            suns >= kAcadiaNightCost && usable(c_->journal_bonus[b.landmark[s]]))
          actions.push_back(night_bonus(s));
      break;
  }
  if (!sections_left) actions.push_back(end_night());
}

void State::buy_night_bonus(int variant) {
  Logbook& b = book();
  const auto task = [](TaskKind kind, int a, int bb = 0) {
    return Task{kind, static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(bb), Source::Bonus, 0};
  };
  switch (options_.park) {
    case Park::Yosemite:
      b.suns_spent += kYosemiteNightCost;
      b.bonuses_used |= 1;
      for (Icon icon : kYosemitePairs[variant]) push(task(TaskKind::Gain, icon));
      break;
    case Park::DeathValley:
      b.suns_spent += kDeathValleyNightCost;
      b.bonuses_used |= 1;
      push(task(TaskKind::LinesOnPage, kLinesPerSpread));
      break;
    case Park::GreatSmokyMountains:
      b.suns_spent += kSmokyNightCost;
      b.bonuses_used |= 1;
      push(task(TaskKind::CrossWildlife, 1));
      break;
    case Park::Arches:
      b.suns_spent += kArchesNightCost;
      b.bonuses_used |= 1;
      for (int l : {kForest, kMountain, kMeadow}) push(task(TaskKind::LineOn, l));
      break;
    case Park::Glacier:
      b.bonuses_used |= static_cast<std::uint8_t>(1 << variant);
      if (variant == GlacierCanteen) {
        b.suns_spent += kGlacierCanteenCost;
        b.extra_canteen += kGlacierCanteenPoints;
      } else if (variant == GlacierSketch) {
        b.suns_spent += kGlacierSketchCost;
        push(task(TaskKind::SketchOneOf, kMountain, kArrowhead));
      } else {
        b.suns_spent += kGlacierWaterCost;
        push(task(TaskKind::Gain, Water));
      }
      break;
    case Park::Acadia:
      b.suns_spent += kAcadiaNightCost;
      b.spreads_rebought |= static_cast<std::uint16_t>(1u << variant);
      push_spread_bonus(b.landmark[variant], variant, 0);
      break;
  }
}

// Scores the actor's canteen for the round and passes the night on.
void State::finish_night() {
  Logbook& b = book();
  int canteen = canteen_row_points(*c_, b.water) + b.extra_canteen;
  if (options_.park == Park::Glacier) canteen += b.count_complete(kArrowhead);  // +1 per completed snowflake spread
  b.canteen_score[round_] = static_cast<std::uint8_t>(canteen);
  b.sections_done = b.bonuses_used = b.extra_canteen = 0;
  b.spreads_rebought = 0;
  if (++night_done_ < players_) return;
  if (++round_ == kRounds) {
    phase_ = Phase::Over;
    return;
  }
  phase_ = Phase::Shuffle;  // the next day starts with the player after the last Lead Hiker
  site_ = 0;
}

// ---- moving on ----

void State::advance() {
  for (;;) {
    if (!pending_.empty() && settle_pending()) return;
    switch (phase_) {
      case Phase::DieTaken:
        seat_ = static_cast<std::uint8_t>(next(seat_));
        phase_ = Phase::Day;
        break;
      case Phase::LeadTaken:
        phase_ = Phase::FreeLines;
        free_given_ = 0;
        break;
      case Phase::FreeLines:
        if (free_given_ == players_) {
          seat_ = static_cast<std::uint8_t>(next(lead_player_));
          if (site_ < trail_length()) {
            phase_ = Phase::Roll;
            return;
          }
          phase_ = Phase::Night;
          night_done_ = 0;
          break;
        }
        // Every player, the Lead Hiker first, may scribble a free line on a page of the landmark.
        actor_ = static_cast<std::uint8_t>((lead_player_ + free_given_++) % players_);
        push({TaskKind::LineOn, free_landmark_, 0, Source::Bonus, 0});
        break;
      case Phase::Day:
        actor_ = seat_;
        if (hiking_left_ == 0) {
          take_lead_die();  // no hiking die left: the Lead Hiker die is free and the only choice
        } else if (hiking_left_ == 1 && book().suns() < 1) {
          take_hiking_die(static_cast<int>(std::find_if(pool_.begin(), pool_.end(),
                                                        [](std::uint8_t f) { return f != kTaken; }) -
                                           pool_.begin()));  // the last die, the Lead Hiker die unaffordable
        } else {
          return;
        }
        break;
      case Phase::Night: {
        actor_ = night_done_;
        ActionList<State> actions;
        night_actions(actions);
        if (actions.size() > 1) return;
        apply_night(actions[0]);  // a forced step: the only section left, or the end of the night
        break;
      }
      default: return;  // chance or the end
    }
  }
}

void State::legal_actions(ActionList<State>& actions) const {
  actions.clear();
  if (!pending_.empty()) {
    const int top = top_level();
    for (int i = static_cast<int>(pending_.size()) - 1; i >= 0 && pending_[i].level == top; --i) {
      if (!first_of_kind(i)) continue;
      each_option(pending_[i], [&](int o) { actions.push_back(resolve(i, o)); });
    }
    return;
  }
  switch (phase_) {
    case Phase::Day:
      for (int d = 0; d < kHikingDice; ++d)
        if (pool_[d] != kTaken) actions.push_back(take_die(d));
      if (book().suns() >= hiking_left_) actions.push_back(take_lead());
      break;
    case Phase::Night: night_actions(actions); break;
    default: break;
  }
}

void State::apply(Action action) {
  play(action);
#ifndef NDEBUG
  check_invariants();
#endif
}

void State::play(Action action) {
  switch (action.kind) {
    case ActionKind::Shuffle: {
      const int k = hike::trail_length(players_);  // one token per site; at 1-2 players the binoculars token stays out
      std::array<std::uint8_t, kTrailTokens> left{};
      int n = 0;
      for (int t = 0; t < kTrailTokens; ++t)
        if (k == kTrailTokens || t != c_->binoculars_token) left[n++] = static_cast<std::uint8_t>(t);
      int code = action.b;
      for (int i = 0; i < k; ++i, --n) {  // the permutation's factorial-base digits
        const int pick = code % n;
        code /= n;
        token_at_[i] = left[pick];
        std::copy(left.begin() + pick + 1, left.begin() + n, left.begin() + pick);
      }
      phase_ = Phase::Roll;
      return;
    }
    case ActionKind::Roll: {
      int code = action.b;
      for (int d = 0; d < kHikingDice; ++d, code /= kDieFaces) pool_[d] = static_cast<std::uint8_t>(code % kDieFaces);
      lead_face_ = static_cast<std::uint8_t>(code);
      hiking_left_ = kHikingDice;
      phase_ = Phase::Day;
      break;
    }
    case ActionKind::TakeDie: take_hiking_die(action.a); break;
    case ActionKind::TakeLead: take_lead_die(); break;
    case ActionKind::Resolve: resolve_task(action.a, action.b); break;
    case ActionKind::NightSection:
    case ActionKind::NightBonus:
    case ActionKind::EndNight: apply_night(action); break;
  }
  advance();
}

void State::apply_night(Action action) {
  Logbook& b = book();
  switch (action.kind) {
    case ActionKind::NightSection: {
      const int l = action.a;
      b.sections_done |= static_cast<std::uint8_t>(1 << l);
      for (int i = 0; i < b.night[l]; ++i) push({TaskKind::Gain, c_->night_icon[l][i], 0, Source::Bonus, 0});
      break;
    }
    case ActionKind::NightBonus: buy_night_bonus(action.a); break;
    default: finish_night(); break;
  }
}

// ---- equality and invariants ----

bool State::operator==(const State& o) const {
  // Every member, the cheapest and most often different first.
  return phase_ == o.phase_ && round_ == o.round_ && site_ == o.site_ && actor_ == o.actor_ && seat_ == o.seat_ &&
         hiking_left_ == o.hiking_left_ && lead_face_ == o.lead_face_ && pool_ == o.pool_ && c_ == o.c_ &&
         options_ == o.options_ && players_ == o.players_ && lead_player_ == o.lead_player_ &&
         free_landmark_ == o.free_landmark_ && free_given_ == o.free_given_ && night_done_ == o.night_done_ &&
         token_at_ == o.token_at_ && dice_taken_ == o.dice_taken_ && leads_taken_ == o.leads_taken_ &&
         std::equal(pending_.begin(), pending_.end(), o.pending_.begin(), o.pending_.end()) && books_ == o.books_;
}

#ifndef NDEBUG
namespace {

// One logbook within the sheet's printed sizes (H5).
void check_logbook(const Components& c, const Logbook& b, int round, bool over) {
  assert(b.suns_spent <= b.suns_gained && b.suns_gained <= c.sun_track);
  assert(b.water <= c.canteen_capacity());
  assert(b.sketched <= c.spreads() && b.sketched <= kMaxSpreads);
  for (int s = 0; s < kSpreadLanes; ++s) {
    assert(b.lines[s] <= kLinesPerSpread);
    assert(s < b.sketched ? b.landmark[s] < kLandmarks : b.landmark[s] == 0 && b.lines[s] == 0);
  }
  for (int r = 0; r < kWildlifeRows; ++r) assert(b.wildlife[r] <= c.wildlife_boxes[r]);
  for (int i = 0; i < kMaxBinoculars; ++i)
    assert(b.binoculars[i] <= kBinocularCircles && (i < c.binoculars || !b.binoculars[i]));
  for (int l = 0; l < kLandmarks; ++l) assert(b.night[l] <= c.night_circles[l]);
  for (int r = round + 1; r < kRounds && !over; ++r) assert(b.canteen_score[r] == 0);  // nights not yet scored
}

}  // namespace
#endif

void State::check_invariants() const {
#ifndef NDEBUG
  assert(c_ && players_ >= 1 && players_ <= kMaxPlayers && options_.players == players_);
  assert(phase_ == Phase::Over ? round_ == kRounds : round_ < kRounds);
  assert(site_ <= trail_length() && free_given_ <= players_ && night_done_ <= players_);
  assert(seat_ < players_ && actor_ < players_ && lead_player_ < players_);
  assert(lead_face_ < kDieFaces && (free_landmark_ < kLandmarks || free_landmark_ == kNamedLandmark));
  if (phase_ != Phase::Shuffle && phase_ != Phase::Roll) {  // the day's roll stands
    int left = 0;
    for (const std::uint8_t face : pool_) {
      assert(face == kTaken || face < kDieFaces);
      left += face != kTaken;
    }
    assert(left == hiking_left_);
  }
  if (phase_ != Phase::Shuffle) {  // the day's trail: each token on one site (H4)
    unsigned seen = 0;
    for (int s = 0; s < trail_length(); ++s) {
      assert(token_at_[s] < kTrailTokens && !(seen >> token_at_[s] & 1));
      seen |= 1u << token_at_[s];
    }
  }
  int leads = 0;  // each Lead Hiker die taken moves the group one site
  for (int p = 0; p < kMaxPlayers; ++p) {
    assert(p < players_ || (dice_taken_[p] == 0 && leads_taken_[p] == 0));
    leads += leads_taken_[p];
  }
  assert(leads == (phase_ == Phase::Over ? kRounds * trail_length() : round_ * trail_length() + site_));
  assert(pending_.empty() || (phase_ != Phase::Shuffle && phase_ != Phase::Roll && phase_ != Phase::Over));
  for (std::size_t i = 1; i < pending_.size(); ++i)
    assert(pending_[i - 1].level <= pending_[i].level);  // top level last
  for (int p = 0; p < players_; ++p) check_logbook(*c_, books_[p], round_, phase_ == Phase::Over);
#endif
}

}  // namespace parks::hike
