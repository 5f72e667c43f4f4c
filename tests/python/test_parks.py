"""The Python module: every game plays to its end through the state API, by id and by text;
states round-trip through JSON; built-in agents and Python callables meet in tournaments; a
failing callable is a ValueError naming it; the AEC example runs."""
import json
import os
import random
import subprocess
import sys
import unittest

import parks

SOURCE = os.environ.get("PARKS_SOURCE", os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(SOURCE, "examples", "python"))

GAMES = {"walk": {"players": 2}, "planner": {}, "minipark": {"players": 3}, "hike": {"players": 2}}


def play_random(game, deal, seed):
    """A random game to its end, alternating ids and texts; every position checked."""
    rng = random.Random(seed)
    state = game.new_initial_state(deal)
    size = game.num_distinct_actions()
    positions = 0
    while not state.is_terminal():
        positions += 1
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            if outcomes is None:
                state.apply(state.sample_chance(rng.getrandbits(63)))
            else:
                assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
                state.apply(rng.choices([t for t, _ in outcomes], [p for _, p in outcomes])[0])
            continue
        legal = state.legal_actions_text()
        ids = [i for i, _ in legal]
        assert len(set(ids)) == len(ids) and all(0 <= i < size for i in ids)
        mask = state.legal_actions_mask()
        assert len(mask) == size and sum(mask) == len(ids) and all(mask[i] for i in ids)
        assert state.observation(state.current_player())["player"] == state.current_player()
        action, text = rng.choice(legal)
        assert state.action_to_string(action) == text
        if positions % 2:
            state.apply_action(action)
        else:
            state.apply(text)
    return state


class GamesTest(unittest.TestCase):
    def test_the_registry_holds_the_four_games(self):
        self.assertEqual(sorted(parks.games()), ["hike", "minipark", "planner", "walk"])

    def test_every_game_plays_to_its_end(self):
        for name, options in GAMES.items():
            with self.subTest(game=name):
                game = parks.load_game(name, seed=3, **options)
                for deal in range(3):
                    end = play_random(game, deal, deal)
                    self.assertEqual(len(end.scores()), game.num_players())
                    self.assertEqual(end.current_player(), parks.TERMINAL)
                    self.assertEqual(len(end.winners()), game.num_players())
                    if game.num_players() > 1:
                        self.assertTrue(any(end.winners()))

    def test_a_state_round_trips_through_json_exactly(self):
        for name, options in GAMES.items():
            with self.subTest(game=name):
                game = parks.load_game(name, seed=5, **options)
                rng = random.Random(1)
                state = game.new_initial_state(2)
                for _ in range(60):
                    if state.is_terminal():
                        break
                    copy = game.state_from_json(state.to_json())
                    self.assertEqual(copy.history(), state.history())
                    self.assertEqual(copy.legal_actions_text(), state.legal_actions_text())
                    self.assertEqual(str(copy), str(state))
                    if state.is_chance_node():
                        state.apply(state.sample_chance(rng.getrandbits(63)))
                    else:
                        state.apply_action(rng.choice(state.legal_actions()))
                record = json.loads(state.to_json())
                self.assertEqual(record["game"], name)
                self.assertEqual(record["moves"], state.history())

    def test_clone_is_independent(self):
        game = parks.load_game("walk")
        state = game.new_initial_state()
        state.apply(state.chance_outcomes()[0][0])
        copy = state.clone()
        copy.apply_action(copy.legal_actions()[0])
        self.assertNotEqual(copy.history(), state.history())

    def test_bad_input_is_a_value_error(self):
        with self.assertRaisesRegex(ValueError, "unknown game 'chess'"):
            parks.load_game("chess")
        with self.assertRaisesRegex(ValueError, "players"):
            parks.load_game("walk", players=9)
        state = parks.load_game("walk").new_initial_state()
        with self.assertRaisesRegex(ValueError, "not a legal action"):
            state.apply("curve NE at 9,9")
        with self.assertRaisesRegex(ValueError, "unknown agent"):
            parks.load_game("walk").agent("wizard")
        record = parks.load_game("walk", seed=2).new_initial_state().to_json()
        with self.assertRaisesRegex(ValueError, "another seed"):
            parks.load_game("walk", seed=3).state_from_json(record)


class AgentsTest(unittest.TestCase):
    def test_built_in_agents_choose_legal_moves(self):
        for name, options in GAMES.items():
            with self.subTest(game=name):
                game = parks.load_game(name, **options)
                state = game.new_initial_state()
                while state.is_chance_node():
                    state.apply(state.sample_chance(7))
                for spec in ("random", "greedy", "heuristic", "mcts:iters=30"):
                    text = game.agent(spec).step(state, seed=1)
                    self.assertIn(text, [t for _, t in state.legal_actions_text()])

    def test_python_callables_meet_built_in_agents(self):
        def first(request):
            return request["legal"][0]["id"]

        def by_text(request):
            return random.Random(request["seed"]).choice(request["legal"])["text"]

        for name, options in GAMES.items():
            with self.subTest(game=name):
                game = parks.load_game(name, **options)
                result = game.tournament(["heuristic", first, ("py_random", by_text)], games=2, seed=4, threads=2)
                self.assertEqual(result["deals"], 2)
                self.assertEqual([a["agent"] for a in result["agents"]], ["heuristic", "first", "py_random"])
                self.assertIn("setup", result)

    def test_a_tournament_from_python_equals_the_command_line(self):
        game = parks.load_game("hike", players=3)
        result = game.tournament(["random", "greedy"], games=6, seed=9, threads=2)
        printed = subprocess.run([os.environ["PARKS_BINARY"], "tournament", "hike", "--players", "3", "--agents",
                                  "random,greedy", "--games", "6", "--seed", "9", "--json", "--quiet"],
                                 capture_output=True, text=True, check=True).stdout
        self.assertEqual(result, json.loads(printed))
        timed = game.tournament(["random", "greedy"], games=2, timing=True)
        self.assertGreater(timed["agents"][0]["seconds"]["decisions"], 0)

    def test_a_failing_callable_names_itself(self):
        def broken(request):
            raise RuntimeError("out of ideas")

        def illegal(request):
            return 10**6

        def yes(request):
            return True

        game = parks.load_game("walk")
        with self.assertRaisesRegex(ValueError, r"agent 'broken' \(walk, game 0, decision 1\).*out of ideas"):
            game.tournament(["random", broken], games=2)
        with self.assertRaisesRegex(ValueError, "is not a legal action's id"):
            game.simulate(("bad", illegal), games=1)
        with self.assertRaisesRegex(ValueError, "names no action"):
            game.simulate(yes, games=1)


class ExamplesTest(unittest.TestCase):
    def test_the_aec_loop_plays_every_game(self):
        import aec_loop

        for name, options in GAMES.items():
            with self.subTest(game=name):
                results = aec_loop.play(name, games=2, **options)
                self.assertEqual(len(results), 2)
                self.assertEqual(len(results[0]), parks.load_game(name, **options).num_players())


if __name__ == "__main__":
    unittest.main()
