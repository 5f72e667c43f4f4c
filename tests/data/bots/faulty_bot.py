#!/usr/bin/env python3
"""A bot for the protocol's failure tests: plays the first legal action (by id, or by text with
mode "text") until its decision number LIMIT of the process, then fails as MODE says:
crash, hang, garbage, illegal, not-an-id, no-action, mute (never answers the hello). LIMIT may
be the path of a file holding the number, read at start, so a test can mend the bot. A third
argument names a file to which the deal of every request is appended."""
import json
import os
import sys
import time

mode = sys.argv[1]
limit = sys.argv[2] if len(sys.argv) > 2 else "1"
limit = int(open(limit).read()) if os.path.exists(limit) else int(limit)
decisions = 0
deals = open(sys.argv[3], "a") if len(sys.argv) > 3 else None

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        if mode == "mute":
            time.sleep(60)
        print(json.dumps({"ready": True}), flush=True)
        continue
    if message["type"] != "decide":
        continue
    decisions += 1
    if deals:
        print(message["deal"], file=deals, flush=True)
    first = message["legal"][0]
    reply = {"text": first["text"]} if mode == "text" else {"action": first["id"]}
    if decisions >= limit:
        if mode == "crash":
            sys.exit(3)
        if mode == "hang":
            time.sleep(60)
        if mode == "garbage":
            print("this is not json", flush=True)
            continue
        if mode == "illegal":
            reply = {"action": 999999}
        if mode == "not-an-id":
            reply = {"action": "first"}
        if mode == "no-action":
            reply = {"pass": True}
    print(json.dumps(reply), flush=True)
