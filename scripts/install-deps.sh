#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what PerfOpt Workbench needs to build, run and test. Idempotent and non-interactive.
#
# Debian 12 ships no Qt >= 6.5 nor KF6, so there we take Qt/KF6 *and every other library the project
# links* from Debian 13 (trixie), pinned at priority 100 so nothing else is upgraded by accident.
# Mixing Debian 12 -dev packages with Debian 13's Qt fails ("held broken packages"), hence all or
# nothing. Only the compiler and cmake stay from Debian 12.
set -euo pipefail

PACKAGES=(
  qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6sql6-sqlite libqt6sql6-psql qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-translations-l10n libkf6syntaxhighlighting-dev libmd4c-dev libmd4c-html0-dev
  libgit2-dev libjemalloc-dev xvfb xauth appstream desktop-file-utils fonts-noto-cjk fonts-dejavu-core
  poppler-utils
)
# `install-deps.sh --clang` (make asan, make fuzz, CI): clang with its sanitizers and libFuzzer, from
# the same Debian release as Qt (on Debian 12 through the trixie pin, like the libraries).
if [ "${1:-}" = "--clang" ] || [ "${1:-}" = "--fuzz" ]; then
  PACKAGES+=(clang-19 libclang-rt-19-dev)
fi
# Tools from the base system (Debian 12 versions are fine). The PostgreSQL server and client are
# for the team-workspace tests (tests/support/pgcluster.sh); the running release's are fine. lld links
# the ~110 test executables several times faster than GNU ld (CMakeLists.txt uses it when present).
# Ninja builds the ~140 targets with one graph: the sanitizer build took 7.5 minutes instead of 10
# with Makefiles on CI's two cores.
BASE_TOOLS=(g++ cmake make ninja-build pkg-config git dpkg-dev file lld postgresql postgresql-client)
# llvm: the release's llvm-symbolizer, which clang's sanitizers need to name functions in a report
# (and the LeakSanitizer suppressions to match them).
if [ "${1:-}" = "--clang" ] || [ "${1:-}" = "--fuzz" ]; then
  BASE_TOOLS+=(llvm)
fi

need_list() {
  cat >&2 <<'MSG'
PerfOpt Workbench needs:
  - a C++20 compiler (g++ >= 12 or clang >= 15) and CMake >= 3.25
  - Qt >= 6.5: Core, Gui, Widgets, Charts, Sql (with the SQLite and PostgreSQL drivers), Svg, Concurrent, Test, LinguistTools
  - KF6 SyntaxHighlighting
  - md4c (with md4c-html)
  - libgit2
  - jemalloc (the programs' allocator; PERFOPT_JEMALLOC=OFF builds without it)
  - for tests: Xvfb + xauth, appstreamcli, desktop-file-validate, pdftotext/pdftoppm (poppler-utils), a
    PostgreSQL server (initdb, pg_ctl)
MSG
}

missing_packages() {
  local missing=()
  for p in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  if [ "${#missing[@]}" -gt 0 ]; then printf '%s\n' "${missing[@]}"; fi
}

if [ ! -r /etc/os-release ]; then
  echo "install-deps: cannot identify this system (no /etc/os-release)." >&2
  need_list; exit 1
fi
# shellcheck disable=SC1091
. /etc/os-release
ID_LIKE=${ID_LIKE:-}
VERSION_ID=${VERSION_ID:-}

mode=""
case "$ID" in
  debian)
    case "$VERSION_ID" in
      12) mode=bookworm-with-trixie ;;
      "" ) mode=plain ;;            # testing/sid have no VERSION_ID
      *) if [ "${VERSION_ID%%.*}" -ge 13 ] 2>/dev/null; then mode=plain; fi ;;
    esac ;;
  ubuntu)
    major=${VERSION_ID%%.*}; minor=${VERSION_ID#*.}
    if [ "$major" -gt 25 ] || { [ "$major" -eq 25 ] && [ "${minor:-0}" -ge 4 ]; }; then mode=plain; fi ;;
esac

# Debian 13's libraries may bring Debian 13's base-files into a Debian 12 system, and then
# /etc/os-release says 13 while apt still prefers Debian 12: the pin this script left says which.
if [ "$ID" = debian ] && [ -f /etc/apt/preferences.d/perfopt-trixie.pref ]; then
  mode=bookworm-with-trixie
fi

if [ -z "$mode" ]; then
  echo "install-deps: unsupported system: ${PRETTY_NAME:-$ID $VERSION_ID}." >&2
  echo "Supported: Debian 12 (Qt/KF6 pulled from Debian 13), Debian >= 13, Ubuntu >= 25.04." >&2
  need_list; exit 1
fi

mapfile -t missing < <(missing_packages "${PACKAGES[@]}")
mapfile -t missing_base < <(missing_packages "${BASE_TOOLS[@]}")
if [ "${#missing[@]}" -eq 0 ] && [ "${#missing_base[@]}" -eq 0 ]; then
  echo "install-deps: everything is installed."
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing packages: ${missing[*]} ${missing_base[*]}" >&2
  echo "Run as root, e.g.:" >&2
  echo "  sudo $(readlink -f "$0")" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
APT_OPTS=(-y -q -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold --no-install-recommends)

if [ "$mode" = bookworm-with-trixie ]; then
  src=/etc/apt/sources.list.d/perfopt-trixie.sources
  pref=/etc/apt/preferences.d/perfopt-trixie.pref
  if [ ! -f "$src" ]; then
    cat > "$src" <<'SRC'
Types: deb
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  fi
  if [ ! -f "$pref" ]; then
    cat > "$pref" <<'PREF'
# PerfOpt Workbench: Debian 13 packages only when asked for with -t trixie.
Package: *
Pin: release n=trixie
Pin-Priority: 100
PREF
  fi
  apt-get update -q
  if [ "${#missing_base[@]}" -gt 0 ]; then
    apt-get install "${APT_OPTS[@]}" "${missing_base[@]}"
  fi
  if [ "${#missing[@]}" -gt 0 ]; then
    apt-get install "${APT_OPTS[@]}" -t trixie "${missing[@]}"
  fi
else
  apt-get update -q
  apt-get install "${APT_OPTS[@]}" "${missing_base[@]}" "${missing[@]}"
fi
echo "install-deps: done."
