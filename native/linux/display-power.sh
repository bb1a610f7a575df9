#!/bin/sh
# Switches the screen on or off for the Stay kiosk: display-power.sh on|off [dpms|cec]
# dpms: a monitor on X (xset). cec: a TV over HDMI-CEC (cec-client from libcec, logical address 0 = the TV).
# main/power/display-commands.ts builds the call and documents the same commands.
set -eu
state="${1:-}"
method="${2:-dpms}"
case "$state" in on|off) ;; *) echo "usage: $0 on|off [dpms|cec]" >&2; exit 2 ;; esac
case "$method" in
  dpms)
    xset dpms force "$state"
    ;;
  cec)
    if [ "$state" = on ]; then echo 'on 0' | cec-client -s -d 1; else echo 'standby 0' | cec-client -s -d 1; fi
    ;;
  *) echo "unknown method: $method" >&2; exit 2 ;;
esac
