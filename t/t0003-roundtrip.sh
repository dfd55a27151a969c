#!/bin/sh
# Read then write reproduces every corpus file byte for byte (issue 2).
. "$(dirname "$0")/lib.sh"
: "${ROUNDTRIP:?}"

test_expect 'round trip of every corpus file and sample, none with an unknown line' '
	"$ROUNDTRIP" --no-notes "$SHARED"/corpus/*/*.trf "$SAMPLES"/*.trf "$FIXTURES"/trf/good*.trf > "$TMP/rt.out";
	status=$?; cat "$TMP/rt.out" >&3; test $status -eq 0'

test_done
