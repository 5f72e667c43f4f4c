#!/usr/bin/python3
"""Every command's --json, in every game, against docs/json.schema.json (docs/json.md).

Usage: tests/json/validate_outputs.py PARKS_BINARY SOURCE_DIR

Runs simulate and tournament (solo and with several players where the game has both), every
study of `analyze` at a tiny budget, and score and advise where a game has them; each output
must validate, and must say what it is (command, game). Samples of one game are included on
purpose: a figure that is not defined there must be null, never infinity or NaN. The schema
itself is checked to refuse what it is meant to refuse, so that a lax schema cannot pass.
"""
import json
import pathlib
import subprocess
import sys

import jsonschema

PARKS, SOURCE = sys.argv[1], pathlib.Path(sys.argv[2])
SCHEMA = json.loads((SOURCE / "docs" / "json.schema.json").read_text())
# JSON Schema lets 500.0 pass as an integer; parks writes counts as integers (500), so this
# validator holds it to that: an integer is a number written without a fraction.
STRICT = jsonschema.validators.extend(
    jsonschema.Draft202012Validator,
    type_checker=jsonschema.Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _, x: isinstance(x, int) and not isinstance(x, bool)))
VALIDATOR = STRICT(SCHEMA)
DATA = SOURCE / "tests" / "data"

GAMES = {
    "walk": {"players": ["--level 1", "--players 3"], "score": DATA / "walk/sheets/midgame_sheet.txt"},
    "planner": {"players": ["--players 1", "--players 2"], "score": DATA / "planner/win_park.txt"},
    "hike": {"players": ["--players 1", "--players 3"]},
    "minipark": {"players": ["--players 2", "--players 4"]},
}
RUN = "--threads 2 --quiet --json --seed 3"


def parks(args):
    result = subprocess.run(f"'{PARKS}' {args}", shell=True, capture_output=True, text=True, cwd=SOURCE)
    if result.returncode != 0:
        raise SystemExit(f"FAIL parks {args}: exit {result.returncode}: {result.stderr.strip()}")
    # Python's parser accepts NaN and Infinity; a JSON reader elsewhere would not.
    for token in ("NaN", "Infinity"):
        if token in result.stdout:
            raise SystemExit(f"FAIL parks {args}: the output holds {token}")
    return json.loads(result.stdout)


def studies(game):
    """The experiments `parks analyze` lists for a game."""
    listed = subprocess.run([PARKS, "analyze", "--help"], capture_output=True, text=True).stdout
    names = []
    for line in listed.splitlines():
        words = line.split()
        if len(words) >= 2 and words[1].rstrip(":") == game:
            names.append(words[0])
    return names


def commands():
    for game, spec in GAMES.items():
        for players in spec["players"]:
            for games in (1, 12):
                yield f"simulate {game} {players} --games {games} --agent random {RUN}", game
            yield f"tournament {game} {players} --games 2 --agents random,greedy {RUN}", game
        for study in studies(game):
            yield f"analyze {study} {game} --games 2 --no-plots {RUN}", game
        if "score" in spec:
            yield f"score {game} '{spec['score']}' --json", game
    for position in ("position-solo-draw.txt", "position-2p-pick.txt"):
        yield f"advise walk '{SOURCE / 'examples/walk' / position}' --time 0 --playouts 20 --top 3 --json", "walk"


def check_schema_refuses():
    """Objects the schema must refuse: a float count, a missing key, an infinite bound."""
    good = {"n": 2, "mean": 1.0, "sd": 0.5, "ci95": [0.1, 1.9]}
    moments = {"$ref": "#/$defs/moments", "$defs": SCHEMA["$defs"]}
    STRICT(moments).validate(good)
    for bad in ({**good, "n": 2.0}, {k: v for k, v in good.items() if k != "sd"}, {**good, "ci95": [0.1]},
                {**good, "mean": "1"}, {**good, "extra": 1}):
        if STRICT(moments).is_valid(bad):
            raise SystemExit(f"FAIL the schema accepts a malformed moments object: {bad}")


def main():
    check_schema_refuses()
    checked = 0
    for args, game in commands():
        output = parks(args)
        errors = sorted(VALIDATOR.iter_errors(output), key=lambda e: list(e.path))
        if errors:
            first = errors[0]
            where = "/".join(str(p) for p in first.path)
            raise SystemExit(f"FAIL parks {args}: {len(errors)} schema errors, first at /{where}: {first.message}")
        if output["command"] == "simulate":
            # A tied win is shared: the seats' wins never add up to more than the games.
            wins = sum(seat["wins"]["count"] for seat in output["seats"])
            if wins > output["games"] + 1e-9:
                raise SystemExit(f"FAIL parks {args}: the seats won {wins} of {output['games']} games")
            # One game has no spread: the figures that need two are null, not 0 or infinite.
            if output["games"] == 1 and any(seat["score"]["sd"] is not None or seat["score"]["ci95"] is not None
                                            for seat in output["seats"]):
                raise SystemExit(f"FAIL parks {args}: one game, yet a score has an sd or an interval")
        reports = output.get("reports", [output])
        for report in reports:
            if report.get("game", game) != game:
                raise SystemExit(f"FAIL parks {args}: game {report.get('game')} instead of {game}")
        checked += 1
        print(f"ok  parks {args}")
    print(f"{checked} outputs valid against docs/json.schema.json")


if __name__ == "__main__":
    main()
