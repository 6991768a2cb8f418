#!/bin/sh
# The store tests run the Redis backend against a real server (started and stopped by the
# tests on a free loopback port). Installs Debian's redis-server when it is missing.
set -e
if command -v redis-server >/dev/null 2>&1; then
    exit 0
fi
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends redis-server >/dev/null
