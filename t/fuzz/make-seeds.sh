#!/bin/sh
# make-seeds.sh - the seed corpus of fuzz_pair (t/fuzz/seeds-pair): the
# small tournaments of the samples, the test fixtures and the shared
# corpus (at most 40 players), each behind a selector byte (fuzz_pair.c)
# that cycles through the systems, editions and options.
#	sh t/fuzz/make-seeds.sh   (from the top directory)
set -e
out=t/fuzz/seeds-pair
rm -rf "$out"
mkdir -p "$out"
k=0
for f in trf-samples/example.trf t/fixtures/tournament/*.trf t/fixtures/trf/good*.trf \
	 ../shared/corpus/*/*.trf; do
	n=$(tr '\r' '\n' < "$f" | grep -c '^001') || true
	[ "$n" -gt 0 ] && [ "$n" -le 40 ] || continue
	# Every 12th small corpus file, all of the others.
	case $f in ../shared/*) k=$((k + 1)); [ $((k % 12)) -eq 0 ] || continue ;; esac
	sel=$(( (k * 7 + n) % 64 ))
	name=$(printf '%02x-%s' "$sel" "$(basename "$f")")
	{ printf "\\$(printf '%03o' "$sel")"; cat "$f"; } > "$out/$name"
done
ls "$out" | wc -l
