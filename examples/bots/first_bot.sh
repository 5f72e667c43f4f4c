#!/bin/sh
# A parks bot over the exec protocol (docs/protocol.md) in plain POSIX shell: it answers the
# hello, and takes the first legal action of every decision. A request lists its legal actions
# before the observation, so the first '{"id":' after '"legal":' is the first action's id.
#     parks tournament hike --agents 'random,exec:sh examples/bots/first_bot.sh'
while IFS= read -r line; do
  case "$line" in
    *'"type":"hello"'*) echo '{"ready":true,"name":"first_bot.sh"}' ;;
    *'"type":"decide"'*)
      rest=${line#*\"legal\":[\{\"id\":}
      echo "{\"action\":${rest%%,*}}" ;;
  esac
done
