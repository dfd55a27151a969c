#!/bin/sh
# --total-rounds N (issue 32 §2): the total number of rounds for a file
# that gives none (no XXR or 142), which -p needs; the same pairing as
# the file with XXR N, and no silent guess when the two disagree.
. "$(dirname "$0")/lib.sh"

# example.trf without its XXR 5 line
noxxr() {
	grep -v "^XXR" "$SAMPLES/example.trf" > noxxr.trf
}

test_expect '-p without XXR or 142: exit 3, the message names --total-rounds' '
	noxxr && for s in --dutch "--dutch --edition=2017" "--dutch --edition=2012" --dubov \
			  "--dubov --edition=1997" --lim; do
		expect_status 3 "$TRFPAIR" $s noxxr.trf -p || return 1
		stderr_matches "^noxxr.trf: the total number of rounds must be given \(XXR or 142 in the file, or --total-rounds N\)$" ||
			return 1
	done'

test_expect '-p --total-rounds 5: the pairing of the file with XXR 5, every system' '
	noxxr && for s in --dutch "--dutch --edition=2017" "--dutch --edition=2012" --dubov \
			  "--dubov --edition=1997" --lim; do
		expect_status 0 "$TRFPAIR" $s "$SAMPLES/example.trf" -p && mv "$TMP/stdout" want &&
		expect_status 0 "$TRFPAIR" $s noxxr.trf -p --total-rounds 5 &&
		cmp want "$TMP/stdout" || { echo "($s)"; return 1; }
	done'

# The last round decides otherwise (top scorers, Dubov MaxT, Lim 6):
# the total given is the one used.
test_expect '-p --total-rounds 3 pairs round 3 as the last one, as XXR 3 does' '
	noxxr && sed "s/^XXR 5/XXR 3/" "$SAMPLES/example.trf" > xxr3.trf &&
	for s in --dutch --dubov --lim; do
		expect_status 0 "$TRFPAIR" $s xxr3.trf -p -l - && mv "$TMP/stdout" want &&
		expect_status 0 "$TRFPAIR" $s noxxr.trf -p -l - --total-rounds 3 &&
		cmp want "$TMP/stdout" || { echo "($s)"; return 1; }
	done &&
	grep -q "^Check-list before round 3 of 3$" want'

test_expect 'a file that gives another total, or fewer rounds than recorded: exit 3' '
	noxxr &&
	expect_status 3 "$TRFPAIR" --dutch "$SAMPLES/example.trf" -p --total-rounds 4 &&
	stderr_matches "example.trf: --total-rounds 4: the file gives 5 rounds \(XXR or 142\)$" &&
	expect_status 0 "$TRFPAIR" --dutch "$SAMPLES/example.trf" -p --total-rounds 5 &&
	expect_status 3 "$TRFPAIR" --dutch noxxr.trf -p --total-rounds 1 &&
	stderr_matches "^noxxr.trf: --total-rounds 1: the file records round 2 already$" &&
	expect_status 3 "$TRFPAIR" --dutch noxxr.trf -p --total-rounds 0 &&
	stderr_matches "total-rounds: .0. is not a number of rounds" &&
	expect_status 3 "$TRFPAIR" --dutch -g -o g.trf --total-rounds 5 &&
	stderr_matches "total-rounds goes with an input file"'

test_expect '-c and --info read it too' '
	noxxr &&
	expect_status 0 "$TRFPAIR" --dutch noxxr.trf --info --total-rounds 5 &&
	stdout_matches "^total rounds: +5$" &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 noxxr.trf -c --total-rounds 5 &&
	stdout_matches "^round 2: complies$"'

# The JSON entry point (lib/api: the page's packages) takes it as the
# option total_rounds.
test_expect 'trfpair_json(): total_rounds as --total-rounds; refused with generate' '
	: "${API_DOC:?}" && noxxr &&
	"$API_DOC" pair "{\"system\":\"dutch\",\"total_rounds\":5,\"file\":\"noxxr.trf\"}" noxxr.trf > doc &&
	expect_status 0 "$TRFPAIR" --dutch noxxr.trf -p - --format=json --total-rounds 5 &&
	grep -qF "\"status\":0," doc && grep -qF "\"error\":null,\"result\":$(cat "$TMP/stdout")}" doc &&
	"$API_DOC" pair "{\"system\":\"dutch\",\"file\":\"noxxr.trf\"}" noxxr.trf > doc &&
	grep -qF "\"status\":3," doc && grep -qF "the total number of rounds must be given" doc &&
	"$API_DOC" pair "{\"system\":\"dutch\",\"total_rounds\":0}" noxxr.trf > doc &&
	grep -qF "options: total_rounds: a number of rounds (1-999)" doc &&
	"$API_DOC" generate "{\"system\":\"dutch\",\"total_rounds\":5}" > doc &&
	grep -qF "options: total_rounds does not go with this operation" doc'

test_done
