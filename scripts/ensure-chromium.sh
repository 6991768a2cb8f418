#!/bin/sh
# Browser tests drive Debian's chromium (Playwright cannot download browsers here).
# Installs it, with CJK fonts so Chinese and Japanese render, when it is missing.
set -e
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi "noto.*cjk"; then
    exit 0
fi
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
