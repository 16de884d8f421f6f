#!/bin/sh
# Regenerate the screenshots of every screen: light and dark, narrow (360 px) and wide.
#
# usage: tests/ui/take-screenshots.sh [BUILD_DIR] [OUT_DIR]
#        (defaults: build, screenshots)
#
# Each UI test program fills its screens with a worked example from the rulebook and calls
# bth_ui_snap(); here they run once per colour scheme and window size with
# BTH_UI_SCREENSHOT_DIR set, so the pictures show exactly what the tests check.
set -eu
build_dir=${1:-build}
out_dir=${2:-screenshots}
mkdir -p "$out_dir"
build_dir=$(cd "$build_dir" && pwd)
out_dir=$(cd "$out_dir" && pwd)
here=$(cd "$(dirname "$0")" && pwd)

# The test programs themselves, not meson's object directories (test-ui-x.p).
# What meson's test environment gives the UI tests (tests/meson.build): some read the
# source tree (the campaign card, the rulebook) to set up their games.
export BERTHIER_SOURCE_ROOT="${BERTHIER_SOURCE_ROOT:-$(cd "$here/../.." && pwd)}"
export G_TEST_SRCDIR="${G_TEST_SRCDIR:-$BERTHIER_SOURCE_ROOT/tests}"
if [ -z "${BERTHIER_RULEBOOK:-}" ] && [ -d "$BERTHIER_SOURCE_ROOT/../shared/seeds" ]; then
  for book in "$BERTHIER_SOURCE_ROOT"/../shared/seeds/000_*.txt; do
    [ -f "$book" ] && export BERTHIER_RULEBOOK="$book"
  done
fi

programs=
for program in "$build_dir"/tests/ui/test-ui-*; do
  if [ -f "$program" ] && [ -x "$program" ]; then
    programs="$programs $program"
  fi
done
[ -n "$programs" ] || { echo "$0: no UI test programs in $build_dir/tests/ui; build first" >&2; exit 1; }

for scheme in light dark; do
  for size in 360x760 1280x860; do
    for program in $programs; do
      echo "== $(basename "$program") $scheme $size"
      BTH_UI_SCREENSHOT_DIR=$out_dir BTH_UI_SIZE=$size \
        ADW_DEBUG_COLOR_SCHEME=prefer-$scheme \
        sh "$here/run-under-xvfb.sh" "$build_dir/data" "$program" >/dev/null
    done
  done
done
# The quick lookups (Battle, Attrition, Forced March before and after a roll, typed with
# real keys) also at the laptop size of issue 15.
if [ -x "$build_dir/tests/ui/test-ui-quick-keys" ]; then
  for scheme in light dark; do
    echo "== test-ui-quick-keys $scheme 1280x800"
    BTH_UI_SCREENSHOT_DIR=$out_dir BTH_UI_SIZE=1280x800 \
      ADW_DEBUG_COLOR_SCHEME=prefer-$scheme \
      sh "$here/run-under-xvfb.sh" "$build_dir/data" "$build_dir/tests/ui/test-ui-quick-keys" >/dev/null
  done
fi
ls "$out_dir"
