#!/bin/sh
# The Dubov System, 1997 text (issue 26): transfers up (7.1, 7.2) and
# floats down (6.4) read from the earlier rounds by pairing them again
# with the procedure (2.5, 6.4), the assumption for rounds it does not
# make (a note of -c), colour step 3 on each player's own games, and
# the check-list's 1997 columns.  Every expectation is worked by hand.
. "$(dirname "$0")/lib.sh"

D97="--dubov --edition=1997"
FIX="$FIXTURES/dubov1997/transfer-round4.trf"

# sorted_pairs FILE: the boards of a -p output, one "W-B" a line, sorted.
sorted_pairs() {
	tail -n +2 "$1" | awk '{ print $1 "-" $2 }' | sort
}

# fixtures/dubov1997/transfer-round4.trf: rounds 1-4 of the tournament
# `trfpair --dubov --edition=1997 -g -s 279' made (PlayersNumber=10,
# RoundsNumber=5), round 5 cut.  Worked by hand from rules/dubov-1997.txt:
#
# Round 2 (after round 1: 1, 2 won; 3, 5, 9 won by forfeit; the rest 0).
#   {1, 2, 3, 5, 9} is odd: 7.2 takes the highest R of the 0 group, 4
#   (2385; no dominating colour: 1 due Black, 2 due White, 3, 5, 9 none).
#   3-4 is a transfer of 4 up.
# Round 3 (2: 1, 2, 3; 1: 5, 9; 0.5: 6, 7, 8, 10; 0: 4).
#   {1, 2, 3} is odd, dominated by White: 7.2 takes 5 (due Black, 2382):
#   1-2, 3-5.  {9} alone: 7.1 takes 6 (due Black as 9 wants, 2260):
#   6-9.  {7, 8, 10} is odd; 7.2 may not take 4, transferred in round 2
#   (2.5: not two times running), so 6.4 floats one: nobody was a
#   floater, all can meet 4: the lowest R, 10, floats; 7-8, and 8.2
#   pairs 10 with 4.  So 4-10 is a float of 10, not a transfer of 4.
# Round 4 (3: 3; 2.5: 1, 2; 1.5: 6, 7; 1: 4, 5, 9; 0.5: 8, 10).
#   {3} alone: 7.1 takes 2 (due White as 3, due Black, wants): 2-3.
#   {1}: 7.1 wants a player due White of 1.5: 6 met 1, so 7: 7-1.
#   {6}: 7.1 wants a player due Black of 1: 4 (2385; White twice, so
#   Black by 2.4) has one transfer (round 2), none last round: 2.5
#   allows it: 6-4.  {5, 9}: 5-9 (5 due White).  {8, 10}: 10-8.
# Read as before (every game against a higher score a transfer), 4
# would have been transferred in rounds 2 and 3 and barred: 6-10 9-4
# 5-8.
test_expect '-p round 4: 2.5 allows the transfer of 4 (round 3 was a float of 10)' '
	expect_status 0 "$TRFPAIR" $D97 "$FIX" -p - --round 4 &&
	head -n 1 "$TMP/stdout" | grep -qx 5 &&
	sorted_pairs "$TMP/stdout" > got &&
	printf "10-8\n2-3\n5-9\n6-4\n7-1\n" > want && cmp want got'

test_expect '-c: the four rounds comply, no assumption needed' '
	expect_status 0 "$TRFPAIR" $D97 "$FIX" -c &&
	test "$(grep -c "complies$" "$TMP/stdout")" -eq 4 &&
	! stdout_matches "note:"'

# The same file with round 4 as the former reading paired it (results
# drawn): the verifier names 7.1, the transfer of 4 to 6.
test_expect '-c: the former reading of round 4 is flagged under 7.1' '
	awk '"'"'/^001/ {
		n = substr($0, 5, 4) + 0
		blk["4"] = "   9 b ="; blk["9"] = "   4 w ="; blk["6"] = "  10 w ="
		blk["10"] = "   6 b ="; blk["5"] = "   8 w ="; blk["8"] = "   5 b ="
		pt["4"] = "1.5"; pt["9"] = "1.5"; pt["6"] = "2.0"; pt["10"] = "1.0"
		pt["5"] = "1.5"; pt["8"] = "1.0"
		if ((n "") in blk)
			$0 = substr($0, 1, 80) sprintf("%4s", pt[n ""]) substr($0, 85, 37) blk[n ""]
	} { print }'"'"' "$FIX" > old.trf &&
	expect_status 6 "$TRFPAIR" $D97 old.trf -c --round 4 &&
	stdout_matches "^round 4: group 1\.5: 7\.1: the text pairs 6-4 where the file has 6 with 10 and 4 with 9$"'

# The check-list before round 4 (-p --round 4 -l, CSV): 6 was
# transferred in round 3 (Up 1, last round, so 2.5 bars him: N); 4 in
# round 2 only (Up 1, UpOK Y); 10 floated in round 3 (Fl Y).  ARO in
# tenths: 4 met 3 and 10 (2435 + 1925) / 2 = 2180.0; 6 met 1, 8, 9
# 6563 / 3 = 2187.7; 10 met 7 and 4, 4525 / 2 = 2262.5.  Forfeits are
# no games (Colours) and show "-" as colour in Rn.
test_expect '-l: the 1997 columns follow the procedure (Up, Up-1, UpOK, Fl)' '
	expect_status 0 "$TRFPAIR" $D97 "$FIX" -p ./pairs4.txt --round 4 -l - --format=csv &&
	stdout_matches "^4,1\.5,6,6,2260,1\.5,BWB,-1,W,Y,2187\.7,1,Y,N,,\(4W\),1b0,8w=,9b1$" &&
	stdout_matches "^4,1\.0,4,4,2385,1\.0,WW,\+2,B,Y,2180\.0,1,,Y,,\(6B\),9--,3w0,10w1$" &&
	stdout_matches "^4,0\.5,10,10,1925,0\.5,WB,\+0,W,Y,2262\.5,0,,Y,Y,\(8W\),5--,7w=,4b0$"'

# fixtures/dubov1997/floater-round4.trf: rounds 1-4 of the tournament `-g -s 107'
# made (8 players, RoundsNumber=5), round 5 cut.  By hand:
# Round 2 (1.0: 4; 0.5: 1, 2, 3, 5, 6, 7; 0: 8).  {4} alone: 7.1 takes
#   the highest R due White of 0.5, 1: 1-4 is a transfer of 1, not a
#   float of 4.  The 0.5 group left is odd: 7.2 brings 8 up (5-8).
# Round 3: every game between equal scores.
# Round 4 (2.5: 1; 2: 6; 1.5: 2, 3, 4, 7; 1: 5; 0.5: 8).  {1}: 7.1
#   takes 6 (due White): 6-1.  {2, 3, 4, 7}: 5 and 8 have met, so two
#   of them float (6.4).  Nobody was a floater (4 was not: round 2 moved
#   1 up), all can meet 5: the lowest R first, 7 and 4; 2-3 is left
#   (their round 2 game was a forfeit).  8.1: 4 (due White) before 7;
#   8.2: 4-5; 7 joins the 1 group, 7.1 brings 8 up (one transfer, in
#   round 2): 8-7.  Read the former way (4 met a lower score in round 2,
#   a floater before), 4 would be the last to float: 4-2, 3-5.
FIX2="$FIXTURES/dubov1997/floater-round4.trf"
test_expect '-p round 4: 6.4 classes by the procedure (4 was no floater)' '
	expect_status 0 "$TRFPAIR" $D97 "$FIX2" -p - --round 4 &&
	sorted_pairs "$TMP/stdout" > got &&
	printf "2-3\n4-5\n6-1\n8-7\n" > want && cmp want got &&
	expect_status 0 "$TRFPAIR" $D97 "$FIX2" -c &&
	test "$(grep -c "complies$" "$TMP/stdout")" -eq 4'
test_expect '-c: the former reading of round 4 is flagged in the 1.5 group' '
	awk '"'"'/^001/ {
		n = substr($0, 5, 4) + 0
		blk["2"] = "   4 b ="; blk["4"] = "   2 w ="; blk["3"] = "   5 w ="
		blk["5"] = "   3 b ="
		pt["2"] = "2.0"; pt["4"] = "2.0"; pt["3"] = "2.0"; pt["5"] = "1.5"
		if ((n "") in blk)
			$0 = substr($0, 1, 80) sprintf("%4s", pt[n ""]) substr($0, 85, 37) blk[n ""]
	} { print }'"'"' "$FIX2" > old2.trf &&
	expect_status 6 "$TRFPAIR" $D97 old2.trf -c --round 4 &&
	stdout_matches "^round 4: group 1\.5: [0-9.]*: the text pairs 2-3 where the file has 2 with 4 and 3 with 5$"'

# A round the procedure does not make.  XXR 4, round 1 by 5: 1-3 (1
# wins), 4-2 (drawn).  The procedure pairs round 2 1-2 (7.1: 1 alone,
# 2 due White) and 4-3 (7.1); the file has 4-1 (1 wins) and 3-2
# (drawn).  Neither game is the procedure's: each reads as a float of
# the higher player (1, 2), not a transfer (of 4, 3).  Check-list
# before round 3: ARO 1 (2200 + 2100) / 2, 2 (2100 + 2200) / 2, 3 and 4
# (2400 + 2300) / 2; nobody transferred, all may be (XXR 4, round 3 not
# the last); 1 and 2 were floaters.  (Read the former way, 3 and 4
# would show Up 1, Up-1 Y, UpOK N.)
note_file() {
	{ printf "012 not the procedure round 2\nXXR 4\nXXC white1\n"
	  trf_player 1 2400 "$1" "   3 w 1" "   4 b 1" ${5:+"$5"}
	  trf_player 2 2300 "$2" "   4 b =" "   3 b =" ${6:+"$6"}
	  trf_player 3 2200 "$3" "   1 b 0" "   2 w =" ${7:+"$7"}
	  trf_player 4 2100 "$4" "   2 w =" "   1 w 0" ${8:+"$8"}; } > note.trf
}
test_expect '-l: a game the procedure does not make reads as a float of the higher player' '
	note_file 2.0 1.0 0.5 0.5 &&
	expect_status 0 "$TRFPAIR" $D97 note.trf -l - --format=csv &&
	stdout_matches "^3,2\.0,1,1,2400,2\.0,WB,\+0,W,Y,2150\.0,0,,Y,Y,3w1,4b1$" &&
	stdout_matches "^3,1\.0,2,2,2300,1\.0,BB,-2,W,Y,2150\.0,0,,Y,Y,4b=,3b=$" &&
	stdout_matches "^3,0\.5,3,3,2200,0\.5,BW,\+0,B,Y,2350\.0,0,,Y,,1b0,2w=$" &&
	stdout_matches "^3,0\.5,4,4,2100,0\.5,WW,\+2,B,Y,2350\.0,0,,Y,,2w=,1w0$"'

# Round 3 by the text: {1} alone: 7.1 takes 2 (White by 2.4): 2-1;
# {3, 4}: 4 had White twice: 3-4.  -c says which assumption it used.
test_expect '-c: the note names the games read by the assumption' '
	note_file 2.5 1.5 1.0 1.0 "   2 b =" "   1 w =" "   4 w =" "   3 b =" &&
	expect_status 6 "$TRFPAIR" $D97 note.trf -c &&
	stdout_matches "^round 3: note: 2\.5, 6\.4: 2 earlier games between different scores the 1997 procedure does not make \(the first in round 2\) count as a float of the higher player, not a transfer$" &&
	stdout_matches "^round 3: complies$" &&
	! stdout_matches "^round 2: note:"'

# Colour step 3 compares each player's own games, latest first, rounds
# without a game dropped.  Round 5 of 6: 1 (2000) played Black, White
# and had two half-point byes; 2 (1990) played White, Black, Black,
# White; helpers are absent.  Both are due Black (as many Whites as
# Blacks, White last), both at difference 0.  Own games from the last:
# 1 W B, 2 W B B W: equal as far as 1's list goes, so step 3 decides
# nothing, and White goes to the higher ARO: 1 (2200 against 1800).
# Comparing the rounds both played (1 and 2: 1 B W, 2 W B) would give
# White to 2.
colour_file() {
	{ printf "012 colour step 3\nXXR 6\nXXC white1\n"
	  trf_player 1 2000 "$1" "   3 b =" "   4 w =" "0000 - H" "0000 - H" ${3:+"$3"}
	  trf_player 2 1990 "$2" "   5 w =" "   6 b =" "   7 b =" "   8 w =" ${4:+"$4"}
	  trf_player 3 2200 0.5 "   1 w =" "0000 - Z" "0000 - Z" "0000 - Z" "0000 - Z"
	  trf_player 4 2200 0.5 "0000 - Z" "   1 b =" "0000 - Z" "0000 - Z" "0000 - Z"
	  trf_player 5 1800 0.5 "   2 b =" "0000 - Z" "0000 - Z" "0000 - Z" "0000 - Z"
	  trf_player 6 1800 0.5 "0000 - Z" "   2 w =" "0000 - Z" "0000 - Z" "0000 - Z"
	  trf_player 7 1800 0.5 "0000 - Z" "0000 - Z" "   2 w =" "0000 - Z" "0000 - Z"
	  trf_player 8 1800 0.5 "0000 - Z" "0000 - Z" "0000 - Z" "   2 b =" "0000 - Z"
	} > colour.trf
}
test_expect '-p: colour step 3 on own games, unplayed rounds dropped: 1-2' '
	colour_file 2.0 2.0 &&
	expect_status 0 "$TRFPAIR" $D97 colour.trf -p - &&
	printf "1\n1 2\n" > want && cmp want "$TMP/stdout"'
test_expect '-c --round 5: White to 2 is a finding under 3 (the higher ARO)' '
	colour_file 2.5 2.5 "   2 b =" "   1 w =" &&
	expect_status 6 "$TRFPAIR" $D97 colour.trf -c --round 5 &&
	stdout_matches "^round 5: group 2: 3: 2-1: 1 should have White \(3 \(higher ARO\)\)$" &&
	colour_file 2.5 2.5 "   2 w =" "   1 b =" &&
	expect_status 0 "$TRFPAIR" $D97 colour.trf -c --round 5 &&
	stdout_matches "^round 5: complies$"'

test_done
