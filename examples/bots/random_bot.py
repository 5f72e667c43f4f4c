#!/usr/bin/env python3
"""A parks bot over the exec protocol (docs/protocol.md), standard library only.

Plays uniformly at random among the legal actions, drawing from the seed each request carries,
so that a run gives the same games at any thread count. Run it as
    parks simulate walk --agent 'exec:python3 examples/bots/random_bot.py'
"""
import json
import random
import sys


def main():
    for line in sys.stdin:
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            reply = {"ready": True, "name": "random_bot.py"}
        elif kind == "decide":
            choice = random.Random(message["seed"]).choice(message["legal"])
            reply = {"action": choice["id"]}
        else:  # game_over and any message of a later protocol: no answer expected
            continue
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
