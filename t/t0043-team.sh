#!/bin/sh
# Team tournaments (issue 31 item 3): --info and -c name the record that
# makes a file a team tournament on their first line; -c makes the
# team-level checks only (one match per team and round, C.04.1 b, c, d,
# the team records against the boards) and exits 7 when none fails;
# -p refuses.  The unit tests (t/team/) take each check one by one.
. "$(dirname "$0")/lib.sh"
: "${JSON_LINES:?JSON_LINES must name the json_lines program}"
T16=$FIXTURES/team/team16.trf
T26=$FIXTURES/team/team26.trf

# team16.trf (TRF16, 013 records, 092 "Team Swiss System"): five teams
# of two boards, Lions (1, 2, reserve 11), Tigers (3, 4), Bears (5, 6),
# Wolves (7, 8), Eagles (9, 10); XXS PAB=0.5, so a team PAB (U on both
# boards) scores a draw's game points.  Worked by hand:
#   round 1: Lions-Tigers 1.5-0.5, Bears-Wolves 1-1, Eagles PAB;
#   round 2: Tigers-Bears 0.5-1.5, Eagles-Lions 0-2, Wolves PAB;
#   round 3: Bears-Lions 0.5-1.5 (11 plays board 2, 2 is absent),
#            Wolves-Eagles 1.5-0.5, Tigers PAB.
# No two teams meet twice; each round one PAB, to a team that had none.
test_expect '-c on a 013 file: the team line first, each round, exit 7' '
	expect_status 7 "$TRFPAIR" --dutch "$T16" -c &&
	printf "%s\n" \
		"team tournament (013 records, line 17): the teams were paired, and each board follows from the team pairing: no individual system'"'"'s rule applies, and the team pairing system (C.04.6) is not checked" \
		"round 1: matches 1-2 1.5-0.5, 3-4 1.0-1.0; PAB 5" \
		"round 1: team checks pass" \
		"round 2: matches 2-3 0.5-1.5, 5-1 0.0-2.0; PAB 4" \
		"round 2: team checks pass" \
		"round 3: matches 3-1 0.5-1.5, 4-5 1.5-0.5; PAB 2" \
		"round 3: team checks pass" \
		"team checks: none failed; only team-level checks are made (trfpair(1), TEAM TOURNAMENTS)" \
		> want && cmp want "$TMP/stdout"'

test_expect '-c on a team file prints no individual-system finding' '
	expect_status 7 "$TRFPAIR" --dutch "$T16" -c &&
	! grep -q "^round [0-9]*: \(pairing\|C[0-9][0-9]*\|[A-E]\.[0-9]*\):\|^edition:" "$TMP/stdout" &&
	expect_status 7 "$TRFPAIR" --lim "$T16" -c && expect_status 7 "$TRFPAIR" --dubov "$T16" -c'

test_expect '--info: the team line first, then the teams with MP, GP and players' '
	expect_status 0 "$TRFPAIR" --dutch "$T16" --info &&
	head -n 1 "$TMP/stdout" | grep -q "^team tournament (013 records, line 17): the team pairing system (C.04.6) is not implemented" &&
	stdout_matches "^teams: +5, 2 boards$" &&
	stdout_matches "^match points: +win 2.0, draw 1.0, loss 0.0, PAB 1.0 \(a draw.s, C.04.6\)$" &&
	stdout_matches "^ +1 Lions +MP +6.0 GP +5.0  players 1 2 11$" &&
	stdout_matches "^ +4 Wolves +MP +4.0 GP +3.5  players 7 8$"'

# team26.trf (TRF-2026): 310 Rooks (1, 2, 3), Knights (4, 5), Bishops
# (6, 7), Queens (8, 9), Kings (10, 11); 352 WB, 362 2-1-0, 162 P 0.5;
# 320 PAB 1.0/1.0 to 5, 3, 4; 300: Rooks play 3 on board 1 and 1 on
# board 2 against Queens in round 2; 330: Knights-Kings forfeited +-
# in round 2, and the two meet again (over the board) in round 3: a
# forfeited match is no meeting (C.04.6 C1: "play against each other").
test_expect '-c on a 310 file with 300, 320, 330, 352, 362: exit 7' '
	expect_status 7 "$TRFPAIR" --dutch "$T26" -c &&
	head -n 1 "$TMP/stdout" | grep -q "^team tournament (310 records, line 19): " &&
	printf "%s\n" "round 1: matches 1-2 2.0-0.0, 3-4 0.5-1.5; PAB 5" \
		"round 2: matches 2-5 forfeit 2.0-0.0, 4-1 1.0-1.0; PAB 3" \
		"round 3: matches 1-3 0.5-1.5, 5-2 0.5-1.5; PAB 4" > want &&
	grep "matches" "$TMP/stdout" | cmp want - &&
	test "$(grep -c "team checks pass$" "$TMP/stdout")" -eq 3'

test_expect 'C.04.1b: the round-2 match Knights-Kings played, not forfeited: round 3 is a rematch' '
	sed -e "/^330/d" -e "s/  10 w +/  10 w 1/; s/   4 b -/   4 b 0/" \
	    -e "s/  11 b +/  11 b 1/; s/   5 w -/   5 w 0/" "$T26" > rematch.trf &&
	expect_status 6 "$TRFPAIR" --dutch rematch.trf -c &&
	printf "%s\n" "round 3: C.04.1b: team 2 (Knights) and team 5 (Kings) meet again: they played each other in round 2" \
		"round 3: 1 finding" > want &&
	grep "^round 3: [C1]" "$TMP/stdout" | cmp want - &&
	stdout_matches "^team checks: 1 finding$"'

# A sixth team, Owls (12, 13), with U on both boards in round 1 beside
# the Eagles, absent afterwards.
test_expect 'C.04.1c: two teams without an opponent in a round' '
	{ cat "$T16" &&
	  trf_named_player 12 "Owl, Lu" 1700 0.5 "" "0000 - U" "0000 - Z" "0000 - Z" &&
	  trf_named_player 13 "Owl, Mo" 1600 0.5 "" "0000 - U" "0000 - Z" "0000 - Z" &&
	  printf "013 %-32s%4d %4d\n" Owls 12 13; } > six.trf &&
	expect_status 6 "$TRFPAIR" --dutch six.trf -c &&
	stdout_matches "^round 1: matches 1-2 1.5-0.5, 3-4 1.0-1.0; PAB 5, 6$" &&
	stdout_matches "^round 1: C.04.1c: 2 teams have no opponent: team 5 \(Eagles\), team 6 \(Owls\); a round has at most one unpaired team, the PAB$" &&
	stdout_matches "^round 2: matches 2-3 0.5-1.5, 5-1 0.0-2.0; PAB 4; absent 6$" &&
	stdout_matches "^round 2: team checks pass$"'

# Round 3 with the board-2 opponents swapped between the two matches:
# 11 (Lions) plays 8 (Wolves), 6 (Bears) plays 10 (Eagles).
test_expect 'match: boards of a team against two teams name the teams and boards' '
	{ grep -v "^001 *\(6\|8\|10\|11\) " "$T16" &&
	  trf_named_player 6 "Bear, Flo" 1900 2.5 "" "   8 b 1" "   4 w 1" "  10 b =" &&
	  trf_named_player 8 "Wolf, Hal" 1880 0.5 "" "   6 w 0" "0000 - U" "  11 b 0" &&
	  trf_named_player 10 "Eagle, Jo" 1860 1.0 "" "0000 - U" "   2 b 0" "   6 w =" &&
	  trf_named_player 11 "Lion, Kim" 1800 1.0 "" "0000 - Z" "0000 - Z" "   8 w 1"; } > split.trf &&
	expect_status 6 "$TRFPAIR" --dutch split.trf -c &&
	stdout_matches "^round 3: match: team 1 \(Lions\) plays team 3 \(Bears\) on board 1 and team 4 \(Wolves\) on board 2: the boards of a team in a round form one match$" &&
	test "$(grep -c "^round 3: match: " "$TMP/stdout")" -eq 4 &&
	stdout_matches "^round 3: 4 findings$" && stdout_matches "^round 2: team checks pass$"'

# Without the 300 record the round-2 line-up of Rooks (3 on board 1,
# 1 on board 2) is not in the 310 order: the boards do not face.
test_expect '300: a line-up out of the 310 order without its 300 record' '
	sed "/^300/d" "$T26" > no300.trf &&
	expect_status 6 "$TRFPAIR" --dutch no300.trf -c &&
	stdout_matches "^round 2: 300: board 1 of team 1 \(Rooks\) \(player 1\) plays board 2 of team 4 \(Queens\) \(player 9\): the boards of a match face each other; a line-up out of the 310 order needs a 300 record$"'

test_expect '310: match and game points that the rounds do not give' '
	sed "s/^\(310   3 Bishops .\{38\}\)   3.0/\1   4.0/" "$T26" > mp.trf &&
	expect_status 6 "$TRFPAIR" --dutch mp.trf -c &&
	stdout_matches "^teams: 310: team 3 \(Bishops\): line 21 gives 4.0 match points, the rounds give 3.0$" &&
	stdout_matches "^team checks: 1 finding$"'

test_expect '-c --round 2: that round only' '
	expect_status 7 "$TRFPAIR" --dutch "$T16" -c 2 &&
	test "$(grep -c "^round" "$TMP/stdout")" -eq 2 && stdout_matches "^round 2: team checks pass$" &&
	expect_status 3 "$TRFPAIR" --dutch "$T16" -c --round 4 && stderr_matches "round 4 is not in the file"'

test_expect '-c --format=json: one object a round, then the verdict; strict JSON' '
	expect_status 7 "$TRFPAIR" --dutch "$T26" -c --format=json &&
	"$JSON_LINES" < "$TMP/stdout" > parsed &&
	printf "%s\n" "$T26	1	team checks pass	0" "$T26	2	team checks pass	0" \
		"$T26	3	team checks pass	0" "$T26	3	team checks pass	0" \
		"json_lines: 4 passed, 0 failed" > want && cmp want parsed &&
	stdout_matches "\"team\":\{\"source\":\"310\",\"line\":19,\"teams\":5\}" &&
	stdout_matches "\{\"teams\":\[2,5\],\"kind\":\"forfeit\",\"game_points\":\[2.0,0.0\],\"match_points\":\[2.0,0.0\]\}" &&
	stdout_matches "\"unpaired\":\[\{\"team\":3,\"kind\":\"pab\",\"game_points\":1.0,\"match_points\":1.0\}\]" &&
	stdout_matches "\"check\":\"team\""'

test_expect '-c --format=json: a finding with rule, teams, boards and text' '
	sed -e "/^330/d" -e "s/  10 w +/  10 w 1/; s/   4 b -/   4 b 0/" \
	    -e "s/  11 b +/  11 b 1/; s/   5 w -/   5 w 0/" "$T26" > rematch.trf &&
	expect_status 6 "$TRFPAIR" --dutch rematch.trf -c --format=json &&
	"$JSON_LINES" < "$TMP/stdout" > parsed && grep -q "0 failed$" parsed &&
	grep -q "	3	findings	1$" parsed &&
	stdout_matches "\{\"rule\":\"C.04.1b\",\"kind\":\"team\",\"teams\":\[2,5\],\"boards\":\[1,2\],\"players\":\[\],\"text\":\"team 2 \(Knights\) and team 5 \(Kings\) meet again: they played each other in round 2\"\}"'

test_expect '-c --format=csv: the columns of -c, teams in the bracket column' '
	sed -e "/^330/d" -e "s/  10 w +/  10 w 1/; s/   4 b -/   4 b 0/" \
	    -e "s/  11 b +/  11 b 1/; s/   5 w -/   5 w 0/" "$T26" > rematch.trf &&
	expect_status 6 "$TRFPAIR" --dutch rematch.trf -c --format=csv &&
	printf "%s\n" "file,system,edition,round,status,rule,kind,bracket,players,submitted,best,text" \
		"rematch.trf,team,0,1,team checks pass,,,,,,," "rematch.trf,team,0,2,team checks pass,,,,,,," \
		"rematch.trf,team,0,3,findings,C.04.1b,team,2-5,,,,team 2 (Knights) and team 5 (Kings) meet again: they played each other in round 2" \
		> want && cmp want "$TMP/stdout"'

test_expect 'several files: team and individual, the worst status (6 over 7 over 0)' '
	expect_status 7 "$TRFPAIR" --dutch -c "$T16" "$SAMPLES/example.trf" &&
	stdout_matches "team16.trf: team checks: none failed" &&
	stdout_matches "example.trf: round 2: complies$" &&
	sed "/^330/d; s/  10 w +/  10 w 1/; s/   4 b -/   4 b 0/; s/  11 b +/  11 b 1/; s/   5 w -/   5 w 0/" \
		"$T26" > rematch.trf &&
	expect_status 6 "$TRFPAIR" --dutch -c "$T16" rematch.trf'

# Without 013 or 310 the teams are not known: the 092 line still makes
# the file a team tournament, and only its consistency is checked.
test_expect 'a file whose 092 alone says team: no team-level check, exit 7' '
	sed "/^013/d" "$T16" > only092.trf &&
	expect_status 7 "$TRFPAIR" --dutch only092.trf -c &&
	printf "%s\n" \
		"team tournament (092 names a team system, line 3): the teams were paired, and each board follows from the team pairing: no individual system'"'"'s rule applies, and the team pairing system (C.04.6) is not checked" \
		"teams: no 013 or 310 record names them, so no team-level check can be made: only the file'"'"'s consistency is checked" \
		"team checks: none made (the teams are not known); the file is consistent" > want &&
	cmp want "$TMP/stdout" &&
	expect_status 0 "$TRFPAIR" --dutch only092.trf --info &&
	head -n 1 "$TMP/stdout" | grep -q "^team tournament (092 names a team system, line 3): " &&
	stdout_matches "^teams: +not known \(no 013 or 310 record\)$"'

test_expect '-p and --compat=bbp on a team file: refused, exit 3' '
	expect_status 3 "$TRFPAIR" --dutch "$T16" -p &&
	stderr_matches "team16.trf: team tournament \(013 records, line 17\): the team pairing system \(C.04.6\) is not implemented" &&
	test ! -s "$TMP/stdout" &&
	expect_status 3 "$TRFPAIR" --dutch "$T16" -c --compat=bbp &&
	stderr_matches "reference engines do not read team files"'

test_expect 'a team record that cannot be read: FILE:LINE:COL, exit 3' '
	sed "s/^\(013 Bears .\{26\}\)   5/\1  99/" "$T16" > bad.trf &&
	expect_status 3 "$TRFPAIR" --dutch bad.trf -c &&
	stderr_matches "^bad.trf:19:37: 013: player 99 of team Bears is not in the file" &&
	sed "s/^\(013 Eagles .\{25\}\)   9/\1   1/" "$T16" > two.trf &&
	expect_status 3 "$TRFPAIR" --dutch two.trf -c &&
	stderr_matches "^two.trf:21:37: 013: player 1 is on two teams: Eagles and Lions \(line 17\)$" &&
	sed "s/^330 +-/330 ++/" "$T26" > bad330.trf &&
	expect_status 3 "$TRFPAIR" --dutch bad330.trf -c &&
	stderr_matches "^bad330.trf:26:5: 330: forfeit type .\+\+. is not \+-, -\+ or --$"'

test_expect 'a 192 naming a team system is no other individual system, even with --strict' '
	sed "s/^142 3/142 3\n192 FIDE_TEAM_MP_GP/" "$T26" > t192.trf &&
	grep -q "^192 FIDE_TEAM_MP_GP" t192.trf &&
	expect_status 7 "$TRFPAIR" --dutch --strict t192.trf -c && test ! -s "$TMP/stderr"'

# Team standings (C.07 13).  BH:MP of team16.trf by hand (2026 rules:
# a PAB counts the dummy, the team's own MP, at most a draw a round, 3):
# Lions = Tigers 1 + Eagles 1 + Bears 3 = 5; Tigers = Lions 6 + Bears 3
# + PAB 1 = 10; Bears = Wolves 4 + Tigers 1 + Lions 6 = 11; Wolves =
# Bears 3 + PAB min(4, 3) + Eagles 1 = 7; Eagles = PAB 1 + Lions 6 +
# Wolves 4 = 11.  MPVGP is the game points.  (The TEC's reference
# checker gives the same values.)
test_expect '--standings on a 013 file: match points, game points, BH on match points' '
	expect_status 0 "$TRFPAIR" --dutch "$T16" --standings=PTS,MPVGP,BH:MP --format=csv &&
	printf "%s\n" "rank,id,name,PTS,MPVGP,BH:MP" "1,1,Lions,6.0,5.0,5.0" \
		"2,4,Wolves,4.0,3.5,7.0" "3,3,Bears,3.0,3.0,11.0" "4,2,Tigers,1.0,2.0,10.0" \
		"5,5,Eagles,1.0,1.5,11.0" > want && cmp want "$TMP/stdout"'

test_expect '--standings text: the team line, the default list said on stderr' '
	expect_status 0 "$TRFPAIR" --dutch "$T26" --standings &&
	head -n 1 "$TMP/stdout" | grep -q "^team tournament (310 records, line 19): team standings; PTS is match points (match points 2.0-1.0-0.0), MPVGP the game points$" &&
	stderr_matches "no 212 or 202 record.*PTS,MPVGP,BH/C1,BH,SB,DE,WIN" &&
	stdout_matches "^ +1 +4  Queens "'

test_expect '--standings on a team file: rating tie-breaks refused; :GP not for players' '
	expect_status 3 "$TRFPAIR" --dutch "$T16" --standings=PTS,ARO &&
	stderr_matches "ARO is not offered for teams" &&
	expect_status 3 "$TRFPAIR" --dutch "$SAMPLES/example.trf" --standings=PTS,BH:GP &&
	stderr_matches "BH:GP is for team tournaments" &&
	sed "/^013/d" "$T16" > only092.trf &&
	expect_status 3 "$TRFPAIR" --dutch only092.trf --standings &&
	stderr_matches "no 013 or 310 record names the teams"'

# team26.trf by PTS,MPVGP,BH/C1 (212): Queens and Knights 4 MP, 3.5 GP;
# BH/C1 Queens = Bishops 3 + Rooks 3 + PAB min(4, 3) less the lowest = 6,
# Knights = Rooks 3 + forfeit win min(4, Kings 1) + Kings 1 less 1 = 4:
# Queens first.  Rooks and Bishops 3 MP: GP 3.5 against 3.0.
test_expect '-c: the 310 rank column checked by the 212 list' '
	{ echo "212 PTS,MPVGP,BH/C1" && cat "$T26"; } |
	sed -e "s/^\(310   1 .\{60\}\)   /\1  3/" -e "s/^\(310   2 .\{60\}\)   /\1  2/" \
	    -e "s/^\(310   3 .\{60\}\)   /\1  4/" -e "s/^\(310   4 .\{60\}\)   /\1  1/" \
	    -e "s/^\(310   5 .\{60\}\)   /\1  5/" > ranked.trf &&
	expect_status 7 "$TRFPAIR" --dutch ranked.trf -c &&
	stdout_matches "^standings: ranks comply$" &&
	sed -e "s/^\(310   2 .\{60\}\)  2/\1  1/" -e "s/^\(310   4 .\{60\}\)  1/\1  2/" \
		ranked.trf > swapped.trf &&
	expect_status 6 "$TRFPAIR" --dutch swapped.trf -c &&
	stdout_matches "^standings: 2 ranked 1st, should be 2nd: BH/C1 4.0 against 6.0 for 4 \(tied on PTS 4.0, MPVGP 3.5\)$" &&
	stdout_matches "^standings: ranks differ$"'

# The file's point system: 362 TW 3.0 makes a won match 3 (the 320 PAB
# stays 1.0).  By hand: Rooks W 3 + D 1 + L 0 = 4, Knights L 0 + forfeit
# W 3 + W 3 = 6, Bishops L 0 + PAB 1 + W 3 = 4, Queens W 3 + D 1 + PAB 1
# = 5, Kings PAB 1 + L 0 + L 0 = 1; game points unchanged (Rooks 3.5
# against Bishops 3.0).
test_expect '--standings: match points by the 362 record' '
	sed "s/^362 TW 2.0/362 TW 3.0/" "$T26" > t362.trf &&
	expect_status 0 "$TRFPAIR" --dutch t362.trf --standings=PTS,MPVGP --format=csv &&
	printf "%s\n" "rank,id,name,PTS,MPVGP" "1,2,Knights,6.0,3.5" "2,4,Queens,5.0,3.5" \
		"3,1,Rooks,4.0,3.5" "4,3,Bishops,4.0,3.0" "5,5,Kings,1.0,1.5" > want &&
	cmp want "$TMP/stdout"'

# A 192 code naming game points first (FIDE_TEAM_GP_MP): PTS is game
# points, MPVGP match points.  Rooks, Knights and Queens have 3.5 game
# points; Knights and Queens 4 match points, Rooks 3: Knights and Queens
# share the first place (they never met), Rooks third.
test_expect '--standings: game points first when the 192 code says so' '
	sed "s/^142 3/142 3\n192 FIDE_TEAM_GP_MP/" "$T26" > tgp.trf &&
	expect_status 0 "$TRFPAIR" --dutch tgp.trf --standings=PTS,MPVGP --format=csv &&
	printf "%s\n" "rank,id,name,PTS,MPVGP" "1,2,Knights,3.5,4.0" "1,4,Queens,3.5,4.0" \
		"3,1,Rooks,3.5,3.0" "4,3,Bishops,3.0,3.0" "5,5,Kings,1.5,1.0" > want &&
	cmp want "$TMP/stdout" &&
	expect_status 0 "$TRFPAIR" --dutch tgp.trf --standings=PTS &&
	head -n 1 "$TMP/stdout" | grep -q "PTS is game points (match points 2.0-1.0-0.0), MPVGP the match points$"'

test_done
