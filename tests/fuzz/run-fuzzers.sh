#!/usr/bin/env bash
# run-fuzzers.sh BUILD_DIR SECONDS [TARGET…] — runs each fuzz target (default: every one
# built in BUILD_DIR/tests/fuzz/) for SECONDS and reports, per target, the executions, the
# coverage libFuzzer reached (cov: edges, ft: features), the corpus size and crashes.
#
#   CC=clang meson setup build-fuzz -Dfuzzing=true && meson compile -C build-fuzz
#   tests/fuzz/run-fuzzers.sh build-fuzz 600            the long run, ten minutes a target
#   tests/fuzz/run-fuzzers.sh build-fuzz 60 save card    two targets, a minute each
#
# The corpus grows in BUILD_DIR/tests/fuzz/corpus/TARGET (seeds: …/seeds/TARGET, made from
# data/ and tests/ by make-seeds.py); a crash, leak, timeout (10 s for one input) or memory
# blow-up (2 GB) is written to …/artifacts/TARGET-crash-…, its log to …/logs/TARGET.log.
# Exit status: 0 when no target found anything, 1 otherwise, 2 on bad usage.
set -uo pipefail

if [ $# -lt 2 ] || ! [[ $2 =~ ^[0-9]+$ ]]; then
  echo "usage: $0 BUILD_DIR SECONDS [TARGET…]" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd) || exit 2
seconds=$2
shift 2
dir=$build/tests/fuzz

if [ $# -gt 0 ]; then
  targets=("$@")
else
  targets=()
  for exe in "$dir"/fuzz-*; do
    [ -x "$exe" ] && [ -f "$exe" ] && targets+=("${exe##*/fuzz-}")
  done
fi
if [ ${#targets[@]} -eq 0 ]; then
  echo "$0: no fuzz target in $dir (configure with CC=clang meson setup $1 -Dfuzzing=true)" >&2
  exit 2
fi
[ -d "$dir/seeds" ] || python3 "$here/make-seeds.py" "$here/../.." "$dir/seeds" || exit 2
mkdir -p "$dir/artifacts" "$dir/logs"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

status=0
report=$(printf '%-22s %8s %12s %8s %6s %7s %6s  %s' target seconds executions exec/s cov ft corpus result)
for t in "${targets[@]}"; do
  exe=$dir/fuzz-$t
  if [ ! -x "$exe" ]; then
    echo "$0: no target $exe" >&2
    status=1
    continue
  fi
  mkdir -p "$dir/corpus/$t"
  log=$dir/logs/$t.log
  start=$(date +%s)
  "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
         -dict="$here/berthier.dict" -artifact_prefix="$dir/artifacts/$t-" \
         "$dir/corpus/$t" "$dir/seeds/$t" >"$log" 2>&1
  rc=$?
  elapsed=$(( $(date +%s) - start ))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  last=$(grep -E '^#[0-9]+.*cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)
  cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
  ft=$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$last")
  corp=$(sed -n 's/.*corp: \([0-9]*\).*/\1/p' <<<"$last")
  artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
  if [ $rc -eq 0 ] && ! grep -qE '^==[0-9]+==ERROR|^SUMMARY: ' "$log"; then
    result="ok, 0 crashes"
  else
    status=1
    kind=$(grep -oE 'ERROR: (AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer|libFuzzer): [a-z-]+|deadly signal|runtime error|timeout|out-of-memory' "$log" | head -n 1)
    result="1 crash (${kind:-exit $rc}): ${artifact:-see $log}"
  fi
  report+=$'\n'$(printf '%-22s %8s %12s %8s %6s %7s %6s  %s' "$t" "$elapsed" "${execs:-?}" "${speed:-?}" \
                 "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result")
  echo "$report" | tail -n 1
  if [ $status -ne 0 ] && [ "$result" != "ok, 0 crashes" ]; then
    grep -E -A 25 '^==[0-9]+==ERROR|runtime error|^\*\*|GLib|CRITICAL|WARNING' "$log" | head -n 60 >&2
  fi
done
echo
echo "$report"
exit $status
