#!/usr/bin/env python3
"""One parks game as a PettingZoo-style AEC environment, in plain Python (no PettingZoo needed).

The environment takes turns among the seats ("player_0", ...): `last()` gives the acting agent's
observation (the game's observation dict plus an action mask over the game's action ids),
`step(action_id)` plays its move; chance events (dice, shuffles, tiles) are resolved inside from
the environment's seed. At the end every agent gets its final score as its reward.

    PYTHONPATH=build/python python3 examples/python/aec_loop.py hike --players 3
"""
import argparse
import random

import parks


class ParksAEC:
    metadata = {"name": "parks_aec_v0"}

    def __init__(self, game, seed=1, **options):
        self.game = parks.load_game(game, seed=seed, **options)
        self.num_actions = self.game.num_distinct_actions()
        self.possible_agents = [f"player_{p}" for p in range(self.game.num_players())]

    def reset(self, seed=None, deal=0):
        self.rng = random.Random(seed)
        self.state = self.game.new_initial_state(deal)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._settle()

    def _settle(self):
        """Plays chance events until a seat acts or the game ends."""
        while self.state.is_chance_node():
            self.state.apply(self.state.sample_chance(self.rng.getrandbits(63)))
        if self.state.is_terminal():
            for agent, score in zip(self.possible_agents, self.state.scores()):
                self.rewards[agent] = score
                self.terminations[agent] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        mask = [0] * self.num_actions
        if not self.state.is_terminal() and self.state.current_player() == seat:
            for action in self.state.legal_actions():
                mask[action] = 1
        return {"observation": self.state.observation(seat), "action_mask": mask}

    def last(self):
        agent = self.agent_selection
        return (self.observe(agent), self.rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def agent_iter(self):
        while not self.state.is_terminal():
            yield self.agent_selection
        for agent in self.agents:  # each sees its final reward once
            self.agent_selection = agent
            yield agent

    def step(self, action):
        if action is None:  # a finished agent's turn, as PettingZoo steps them out
            return
        self.state.apply_action(action)
        self._settle()


def play(game, games=3, seed=1, **options):
    """Random play through the AEC loop; returns each game's rewards."""
    env = ParksAEC(game, seed=seed, **options)
    results = []
    for deal in range(games):
        env.reset(seed=seed * 1000 + deal, deal=deal)
        chooser = random.Random(deal)
        for agent in env.agent_iter():
            observation, reward, termination, truncation, info = env.last()
            if termination or truncation:
                env.step(None)
                continue
            legal = [a for a, ok in enumerate(observation["action_mask"]) if ok]
            env.step(chooser.choice(legal))
        results.append(dict(env.rewards))
    return results


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=parks.games())
    parser.add_argument("--players", type=int)
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    options = {"players": args.players} if args.players else {}
    for deal, rewards in enumerate(play(args.game, games=args.games, **options)):
        print(f"deal {deal}: " + ", ".join(f"{a} {r:g}" for a, r in rewards.items()))
