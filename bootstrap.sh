#!/usr/bin/env bash
# bootstrap.sh — set up a Debian 12 machine for Berthier, then run the app or the tests.
#   ./bootstrap.sh run    install what is missing, build, start the app
#   ./bootstrap.sh test   install what is missing, build, run every test (plain and ASan/UBSan),
#                         then each fuzz target of tests/fuzz/ for 20 s (clang, libFuzzer)
set -euo pipefail
cd "$(dirname "$0")"

packages=(
  build-essential meson ninja-build pkg-config gettext python3
  libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev libjson-glib-dev librsvg2-dev
  desktop-file-utils appstream
  xvfb xauth x11-utils imagemagick xdotool dbus
  clang libclang-rt-14-dev
)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

configure() {  # configure DIR [meson options…]
  local dir=$1; shift
  if [ -f "$dir/build.ninja" ]; then
    meson configure "$dir" "$@" >/dev/null
  else
    meson setup "$dir" "$@"
  fi
  meson compile -C "$dir"
}

# Prints each failed test with the end of its output, then "N passed, N failed" from
# meson's logs, the line CI reads: whoever sees only the tail of CI still sees what failed.
summarise() {
  python3 - "$@" <<'PY'
import json, os, sys
passed = failed = skipped = 0
failures = []
for log in sys.argv[1:]:
    if not os.path.exists(log):
        failures.append((log, "no test log: the build or the run stopped before it", ""))
        failed += 1
        continue
    for line in open(log):
        test = json.loads(line)
        result = test.get("result")
        if result in ("OK", "EXPECTEDFAIL"): passed += 1
        elif result == "SKIP": skipped += 1
        else:
            failed += 1
            tail = "\n".join((test.get("stdout") or "").splitlines()[-15:])
            failures.append((log, f"{test.get('name')}: {result} after {test.get('duration', 0):.0f} s", tail))
for log, what, tail in failures:
    print(f"FAILED in {log}: {what}")
    if tail:
        print("    " + tail.replace("\n", "\n    "))
print(f"{passed} passed, {failed} failed, {skipped} skipped")
PY
}

case "${1:-}" in
  run)
    install_missing
    configure build
    exec meson devenv -C build src/app/berthier
    ;;
  test)
    install_missing
    status=0
    # UI tests run side by side, each on its own virtual display (tests/ui/with-xvfb.sh);
    # one job more than there are cores keeps the CPUs busy while a test waits on its
    # display or on xdotool. MESON_TESTTHREADS set by the caller wins.
    MESON_TESTTHREADS=${MESON_TESTTHREADS:-$(( $(nproc 2>/dev/null || echo 1) + 1 ))}
    export MESON_TESTTHREADS
    configure build
    meson test -C build --print-errorlogs || status=1
    # The same suite under AddressSanitizer and UndefinedBehaviorSanitizer.
    configure build-sanitize -Db_sanitize=address,undefined -Db_lundef=false
    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      meson test -C build-sanitize --print-errorlogs --no-suite ui --logbase sanitize-core || status=1
    # GTK and fontconfig keep caches until exit; LeakSanitizer is off for the app run only.
    ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      meson test -C build-sanitize --print-errorlogs --suite ui --logbase sanitize-ui || status=1
    # A short fuzz run: every loader and CLI input under libFuzzer, ASan and UBSan (clang),
    # 20 s a target; the long run is tests/fuzz/run-fuzzers.sh build-fuzz 600.
    CC=clang configure build-fuzz -Dfuzzing=true
    meson test -C build-fuzz --print-errorlogs --suite fuzz --logbase fuzz || status=1
    summarise build/meson-logs/testlog.json build-sanitize/meson-logs/sanitize-core.json \
      build-sanitize/meson-logs/sanitize-ui.json build-fuzz/meson-logs/fuzz.json
    exit $status
    ;;
  *)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
