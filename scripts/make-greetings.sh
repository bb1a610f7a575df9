#!/usr/bin/env bash
# Makes the demo attendant's recorded greetings (resources/telephony/greeting-*.ul): espeak-ng speaks, sox turns the
# speech into G.711 µ-law at 8 kHz, mono, headerless: the bytes the attendant sends as PCMU RTP payload.
set -euo pipefail
cd "$(dirname "$0")/../resources/telephony"
make() {
  local name=$1 text=$2 wav
  wav=$(mktemp --suffix=.wav)
  espeak-ng -v en-us -s 160 -w "$wav" "$text"
  sox "$wav" -r 8000 -c 1 -t ul "greeting-$name.ul" norm -3
  rm -f "$wav"
}
make hotel "Thank you for calling Stay Demo Hotel. This is the demo attendant. In a real hotel, a member of our team would answer you now."
make emergency "Stay Demo Hotel emergency line. This is the demo attendant. In a real hotel, your call would reach the emergency services and the front desk at once."
