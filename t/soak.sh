#!/bin/sh
# soak.sh - generate N tournaments per system and edition with -g and
# check each with -c, JOBS at a time (one process per file).  Sizes are
# drawn from the seed: 5-400 players, 3-13 rounds (never more rounds
# than half the players, floor 3), so every run can be repeated from
# its seed.  Prints one line per system and edition and a total:
#   soak: dutch-2026 N passed, N failed (first failing seeds: ...)
#   soak: N passed, N failed
# A run fails when -g or -c exits other than 0, or takes longer than
# LIMIT seconds.  Environment: TRFPAIR, N (default 100), JOBS (default
# 2), LIMIT (default 600), EDITIONS (default: every implemented one).
: "${TRFPAIR:?TRFPAIR must name the trfpair binary}"
N=${N:-100}
JOBS=${JOBS:-2}
LIMIT=${LIMIT:-600}
EDITIONS=${EDITIONS:-"dutch:2026 dutch:2017 dutch:2012 dubov:2025 dubov:1997 lim:1999"}
# one SYSTEM EDITION SEED: generate and check; prints "SEED ok" or
# "SEED failed: what".
one() {
	sys=$1 ed=$2 seed=$3
	h=$((seed * 2654435761 % 4294967296))	# spread the sizes over the seeds
	players=$((5 + h % 396))
	rounds=$((3 + h / 396 % 11))
	half=$((players / 2))
	[ "$half" -lt 3 ] && half=3
	[ "$rounds" -gt "$half" ] && rounds=$half
	dir=$TMP/$sys-$ed-$seed
	mkdir -p "$dir"
	printf 'PlayersNumber=%d\nRoundsNumber=%d\n' "$players" "$rounds" > "$dir/cfg"
	timeout "$LIMIT" "$TRFPAIR" --"$sys" --edition="$ed" -g "$dir/cfg" \
		-s "$seed" -o "$dir/t.trf" > "$dir/g.out" 2>&1
	g=$?
	if [ $g -ne 0 ]; then
		echo "$seed failed: -g exit $g ($players players, $rounds rounds):" \
			"$(head -n 1 "$dir/g.out")"
	else
		timeout "$LIMIT" "$TRFPAIR" --"$sys" --edition="$ed" "$dir/t.trf" -c \
			> "$dir/c.out" 2>&1
		c=$?
		if [ $c -ne 0 ]; then
			echo "$seed failed: -c exit $c ($players players, $rounds rounds):" \
				"$(grep -v 'complies$\|^edition:\|^note:' "$dir/c.out" | head -n 1)"
		else
			echo "$seed ok"
		fi
	fi
	rm -rf "$dir"
}

# xargs calls this script back for each seed.
if [ "$1" = --one ]; then
	shift
	TMP=$1
	shift
	one "$@"
	exit 0
fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/trfpair-soak.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

total_pass=0 total_fail=0
for pair in $EDITIONS; do
	sys=${pair%%:*} ed=${pair#*:}
	seq 1 "$N" | xargs -P "$JOBS" -n 1 sh "$0" --one "$TMP" "$sys" "$ed" \
		> "$TMP/$sys-$ed.log"
	pass=$(grep -c ' ok$' "$TMP/$sys-$ed.log")
	fail=$(grep -c ' failed' "$TMP/$sys-$ed.log")
	seeds=$(grep ' failed' "$TMP/$sys-$ed.log" | sort -n | head -n 5 | cut -d' ' -f1 | tr '\n' ' ')
	grep ' failed' "$TMP/$sys-$ed.log" | sort -n | head -n 5 | sed "s/^/soak: $sys-$ed seed /"
	echo "soak: $sys-$ed $pass passed, $fail failed${seeds:+ (first failing seeds: ${seeds% })}"
	total_pass=$((total_pass + pass)) total_fail=$((total_fail + fail))
done
echo "soak: $total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
