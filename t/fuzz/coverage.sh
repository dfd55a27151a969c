#!/bin/sh
# coverage.sh - line coverage per lib/ folder reached by the fuzz
# targets' corpora (issue 17): each target is built with clang's source
# coverage, run once over its seeds and whatever corpus the fuzz runs
# left in build-fuzz/, and llvm-cov totals the lines per folder.
#	sh t/fuzz/coverage.sh		(from the top; make fuzz-coverage)
# Prints one line per folder and target group:
#	coverage: lib/dutch lines=NNN covered=NNN percent=NN.N
# Environment: CLANG (clang), LLVM_PROFDATA, LLVM_COV, OUT (build-fuzz/cov).
set -e
CLANG=${CLANG:-clang}
LLVM_PROFDATA=${LLVM_PROFDATA:-llvm-profdata}
LLVM_COV=${LLVM_COV:-llvm-cov}
OUT=${OUT:-build-fuzz/cov}
mkdir -p "$OUT"
rm -f "$OUT"/*.profraw
bins=
for t in fuzz_trf fuzz_pair fuzz_gen; do
	# -fsanitize=fuzzer supplies main(); the runs below only replay.
	$CLANG -std=c11 -O1 -g -fsanitize=fuzzer -fprofile-instr-generate \
		-fcoverage-mapping -D_POSIX_C_SOURCE=200809L -Ilib \
		-o "$OUT/$t" "t/fuzz/$t.c" lib/*/*.c -lm
	bins="$bins $t"
done
# Replay: -runs=0 executes every input of the given directories once.
replay() {
	t=$1
	shift
	dirs=
	for d in "$@"; do
		[ -d "$d" ] && dirs="$dirs $d"
	done
	[ -n "$dirs" ] || return 0
	LLVM_PROFILE_FILE="$OUT/$t-%p.profraw" "$OUT/$t" -runs=0 \
		-timeout=60 -max_len=65536 $dirs > "$OUT/$t.log" 2>&1
}
tmpseed=$OUT/seeds-trf
mkdir -p "$tmpseed"
cp trf-samples/*.trf t/fixtures/*/*.trf "$tmpseed"/ 2>/dev/null || true
replay fuzz_trf "$tmpseed" build-fuzz/corpus
replay fuzz_pair t/fuzz/seeds-pair build-fuzz/corpus-pair
replay fuzz_gen t/fuzz/seeds-gen build-fuzz/corpus-gen
"$LLVM_PROFDATA" merge -sparse -o "$OUT/all.profdata" "$OUT"/*.profraw
objs=
for t in $bins; do
	objs="$objs -object $OUT/$t"
done
# Per-file line counts (columns 8 and 9 of llvm-cov report: Lines,
# Missed Lines), summed per lib/ folder.
"$LLVM_COV" report -instr-profile="$OUT/all.profdata" $objs 2>/dev/null |
awk '
	$1 ~ /^lib\/.*\.c$/ && NF >= 10 {
		dir = $1; sub(/\/[^\/]*$/, "", dir)
		lines[dir] += $8; missed[dir] += $9
	}
	END {
		for (d in lines) {
			tl += lines[d]; tm += missed[d]
			printf "coverage: %s lines=%d covered=%d percent=%.1f\n", d,
				lines[d], lines[d] - missed[d],
				lines[d] ? 100 * (lines[d] - missed[d]) / lines[d] : 0
		}
		printf "coverage: lib lines=%d covered=%d percent=%.1f\n", tl, tl - tm,
			tl ? 100 * (tl - tm) / tl : 0
	}' | sort
