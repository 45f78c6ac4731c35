#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own browser download cannot run here): the
# journeys its headless build (chromium-headless-shell), the page-speed benchmark the full browser.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Installing Debian's chromium and chromium-headless-shell for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
/usr/bin/chromium --version
