#!/bin/sh
# Minimal X session for a dedicated kiosk user: no desktop, no screen blanking, only Stay.
# Use as the user's ~/.xsession (or the Exec of a display-manager session entry).
set -eu

# Screen power is the kiosk's business (screensaver and display power timers), not X's.
xset s off
xset s noblank
xset -dpms

[ -f "$HOME/.config/stay-kiosk.env" ] && . "$HOME/.config/stay-kiosk.env" && export STAY_HOTEL_URL

# Prefer the systemd user unit (restarts on crash); run directly where there is no user manager.
if command -v systemctl >/dev/null 2>&1 && systemctl --user cat stay-kiosk.service >/dev/null 2>&1; then
  systemctl --user import-environment DISPLAY XAUTHORITY
  systemctl --user start stay-kiosk.service
  exec sleep infinity
fi

while true; do
  /opt/Stay/stay-kiosk || true
  sleep 2
done
