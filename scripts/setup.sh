#!/usr/bin/env bash
# Installs what Joey Fit needs on a Debian machine, then the npm dependencies from the lockfile.
#   npm run setup        the app's own needs
#   npm run setup:test   plus what the tests need (Chromium first)
# Debian packages are installed only when missing; each one is named before it is installed.
set -euo pipefail
cd "$(dirname "$0")/.."

# Packages the app uses at run time: the offline speech recogniser (pocketsphinx with its US
# English model; sphinxbase-utils for sphinx_lm_convert, which `npm run voice:model` uses) and
# ffmpeg, which decodes webm/ogg/mp4 recordings. The app starts without them: recognition then
# answers that its engine is not installed.
APP_PACKAGES=(pocketsphinx pocketsphinx-en-us sphinxbase-utils ffmpeg)
# Packages only the tests need: a real browser for Playwright, and synthetic speech for the
# speech recognition tests: flite, espeak-ng, festival with three voices (two diphone voices and
# an HTS one), and sox, which converts their output and makes the noisy and telephone versions.
TEST_PACKAGES=(chromium fonts-liberation flite espeak-ng sox festival festvox-kallpc16k
  festvox-kdlpc16k festvox-us-slt-hts)

want=("${APP_PACKAGES[@]}")
if [[ "${1:-}" == "--test" ]]; then want+=("${TEST_PACKAGES[@]}"); fi

missing=()
for pkg in "${want[@]}"; do
  if dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    echo "setup: $pkg is installed"
  else
    missing+=("$pkg")
  fi
done

if ((${#missing[@]})); then
  if ! command -v apt-get >/dev/null; then
    echo "setup: missing ${missing[*]} and apt-get is not available; install them by hand." >&2
    exit 1
  fi
  sudo=()
  if [[ $(id -u) -ne 0 ]]; then sudo=(sudo); fi
  echo "setup: installing ${missing[*]}"
  "${sudo[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# `npm ci` can fail on this registry when the lockfile lists platform packages it does not serve
# (ENVIRONMENT.md); `npm install` with the same lockfile then installs the same versions.
if [[ ! -d node_modules ]]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund || {
    echo "setup: npm ci failed, retrying with npm install on the same lockfile"
    npm install --no-audit --no-fund
  }
else
  echo "setup: npm install (node_modules present)"
  npm install --no-audit --no-fund
fi
echo "setup: done"
