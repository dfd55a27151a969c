# lib.sh - helpers for the command tests (t/tNNNN-*.sh), in the manner of
# git's t/test-lib.sh: each test_expect runs a snippet and says ok/not ok.
# Environment: TRFPAIR (the command), ROUNDTRIP, SHARED (../shared).

: "${TRFPAIR:?TRFPAIR must name the trfpair binary}"
T_DIR=$(cd "$(dirname "$0")" && pwd)
FIXTURES=$T_DIR/fixtures
SAMPLES=$T_DIR/../trf-samples
SHARED=${SHARED:-$T_DIR/../../shared}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/trfpair-t.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
exec 3>&1
test_count=0
test_failed=0

# test_expect DESCRIPTION SNIPPET: the snippet must exit 0.
test_expect() {
	test_count=$((test_count + 1))
	if (cd "$TMP" && eval "$2") >"$TMP/.out" 2>&1; then
		echo "ok $test_count - $1"
	else
		test_failed=$((test_failed + 1))
		echo "not ok $test_count - $1"
		sed 's/^/#   /' "$TMP/.out"
	fi
}

# trf_player ID RATING POINTS BLOCKS...: one TRF player line, named PID.
trf_player() {
	id=$1 rt=$2 pts=$3
	shift 3
	printf "001 %4d m    %-33s %4d ENG %11s %10s %4s %4s  " "$id" "P$id" "$rt" "" "" "$pts" ""
	for b in "$@"; do printf "%s  " "$b"; done
	printf "\n"
}

# trf_named_player ID NAME RATING POINTS RANK BLOCKS...: one TRF player
# line with a name and a rank.
trf_named_player() {
	id=$1 name=$2 rtg=$3 pts=$4 rank=$5
	shift 5
	printf '001 %4d      %-33s %4s     %11s %10s %4s %4s' "$id" "$name" "$rtg" "" "" "$pts" "$rank"
	for b in "$@"; do printf '  %s' "$b"; done
	printf '\n'
}

# expect_status N CMD...: run CMD, require exit status N.
expect_status() {
	want=$1
	shift
	"$@" >"$TMP/stdout" 2>"$TMP/stderr"
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "exit status $got, expected $want: $*"
		cat "$TMP/stderr"
		return 1
	fi
}

# stderr_matches REGEX: the last expect_status printed REGEX on stderr.
stderr_matches() {
	grep -E -q -- "$1" "$TMP/stderr" || { echo "stderr lacks /$1/:"; cat "$TMP/stderr"; return 1; }
}

stdout_matches() {
	grep -E -q -- "$1" "$TMP/stdout" || { echo "stdout lacks /$1/:"; cat "$TMP/stdout"; return 1; }
}

test_done() {
	echo "# $(basename "$0"): $((test_count - test_failed)) passed, $test_failed failed"
	[ "$test_failed" -eq 0 ]
}
