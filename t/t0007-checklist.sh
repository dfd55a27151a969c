#!/bin/sh
# The check-list (engine-cli.md §4, trfpair(1) -l) on the example of
# trf-format.md §9 before round 3.  Worked by hand (and as bbp's -l shows
# it): groups 1.5 (1, 2, 6), 1.0 (4, 5), 0.0 (3); preferences A.6: diff 0
# mild for the other colour of the last game, diff +-1 strong; floats of
# round 2: 2 and 4 and 5 down, 3 up; 4 had the PAB, so no second one.
. "$(dirname "$0")/lib.sh"

setup() {
	rm -rf in && mkdir in && cp "$SAMPLES/example.trf" in/t.trf
}

row() {
	grep -Eq "$1" in/t.list || { echo "no row /$1/:"; cat in/t.list; return 1; }
}

# in/t.trf: the example edited by sed script $1.
edited() {
	rm -rf in && mkdir in && sed "$1" "$SAMPLES/example.trf" > in/t.trf
}

# csv_row REGEX SYSTEM...: the CSV check-list of in/t.trf has the row.
# (Not $want: expect_status sets it.)
csv_row() {
	csv_re=$1
	shift
	expect_status 0 "$TRFPAIR" "$@" in/t.trf -l - --format=csv && stdout_matches "$csv_re"
}

test_expect '-l: the list beside the input, as INPUT.list' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l &&
	test -f in/t.list && test ! -s "$TMP/stdout" &&
	grep -q "^Check-list before round 3 of 5$" in/t.list &&
	sed -n 2p in/t.list | grep -q "^edition: FIDE (Dutch) System C.04.3, 2017 text$" &&
	grep -q "^PNo  ID   Rtg  Pts  Colours  CD  Pref  Strength  F-2  F-1  PAB   R1   R2$" in/t.list'
test_expect 'rows: score, colours, difference, preference, floats, PAB' '
	setup && "$TRFPAIR" --dutch --edition=2017 in/t.trf -l &&
	row "^  1   1  2215  1\.5  WB       \+0  W     mild                Y    4w1  6b=$" &&
	row "^  2   2  2140  1\.5  BW       \+0  B     mild           D    Y    5b=  3w1$" &&
	row "^  6   6     0  1\.5  BW       \+0  B     mild                Y    3b1  1w=$" &&
	row "^  4   4  1987  1\.0  B        -1  W     strong         D    N    1b0    U$" &&
	row "^  5   5  1902  1\.0  W        \+1  B     strong         D    Y    2w=    H$" &&
	row "^  3   3  2051  0\.0  WB       \+0  W     mild           U    Y    6w0  2b0$"'
test_expect 'grouped by score, blank line between groups, pairing order inside' '
	setup && "$TRFPAIR" --dutch --edition=2017 in/t.trf -l &&
	sed -n "5,12p" in/t.list | cut -c1-3 | tr "\n" "," > got &&
	test "$(cat got)" = "  1,  2,  6,,  4,  5,,  3,"'
test_expect '-l NAME without a directory goes beside the input' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l my.txt &&
	test -f in/my.txt && test ! -e my.txt'
test_expect '-l - writes to standard output' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l - &&
	stdout_matches "^Check-list before round 3 of 5$" && test ! -e in/t.list'
test_expect '--format=csv: the same cells, with Round and Group' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l - --format=csv &&
	stdout_matches "^Round,Group,PNo,ID,Rtg,Pts,Colours,CD,Pref,Strength,F-2,F-1,PAB,R1,R2$" &&
	stdout_matches "^3,1\.0,4,4,1987,1\.0,B,-1,W,strong,,D,N,1b0,U$" &&
	test "$(wc -l < "$TMP/stdout")" -eq 7'
# Dubov 2025: PAB by C2 (Basic Rule 4), games played (2.1.4), ARO (1.6),
# upfloats, an upfloat last round (C10), MaxT (1.7: 2 + [5/5] = 3); no
# downfloats (1.3.2 note), so no F-2/F-1.  3 (0) met 2 (0.5) in round 2:
# an upfloat, the one he has; ARO (0 + 2140) / 2 = 1070.  5 drew his one
# game with 2 (2140) and had a half-point bye: 1 game, PAB allowed.
test_expect '--dubov: the 2025 columns (PAB, games, ARO, upfloats, MaxT)' '
	setup && expect_status 0 "$TRFPAIR" --dubov in/t.trf -l - --format=csv &&
	stdout_matches "^Round,Group,PNo,ID,Rtg,Pts,Colours,CD,Pref,Strength,PAB,Games,ARO,Upf,Up-1,MaxT,R1,R2$" &&
	stdout_matches "^3,0\.0,3,3,2051,0\.0,WB,\+0,W,mild,Y,2,1070,1,Y,N,6w0,2b0$" &&
	stdout_matches "^3,1\.0,5,5,1902,1\.0,W,\+1,B,strong,Y,1,2140,0,,N,2w=,H$"'

# Dubov 1997 (XXR 5: 2.5 caps transfers up at 3).  1: due colour by the
# counts, then the other of the last game, no strength; 2.2: a point
# without playing bars the bye; ARO in tenths.  2: B then W, due Black;
# ARO (1902 + 2051) / 2 = 1976.5; never up, so 2.5 allows a transfer.
# Round 2 paired again by the procedure (2.5, 6.4 read that way): 6-1
# in the 1 group; 2 alone at 0.5 (4 had the bye, 5 was absent), so 7.1
# brings 3 up to him: 2-3, as the file has it.  So 3 was transferred
# (one transfer; twice running is barred by 2.5) and 2 was no floater
# (the former reading, every game against a lower score a float, made
# him one).  3: W then B, due White; ARO 1070.0.  4: one Black game,
# due White; the PAB of round 2 bars the bye.
test_expect '--dubov --edition=1997: the 1997 columns (due colour, 2.2, ARO, 2.5, 6.4)' '
	setup && expect_status 0 "$TRFPAIR" --dubov --edition=1997 in/t.trf -l - &&
	stdout_matches "^PNo  ID   Rtg  Pts  Colours  CD  Due  PAB     ARO  Up  Up-1  UpOK  Fl   R1   R2$" &&
	stdout_matches "^  2   2  2140  1\.5  BW       \+0  B    Y    1976\.5   0        Y         5b=  3w1$" &&
	stdout_matches "^  3   3  2051  0\.0  WB       \+0  W    Y    1070\.0   1  Y     N         6w0  2b0$" &&
	stdout_matches "^  4   4  1987  1\.0  B        -1  W    N    2215\.0   0        Y         1b0    U$"'
# XXR 3: round 3 is the last, any transfer allowed.  Without XXR the
# earlier rounds cannot be paired again (2.5 needs the rounds), so the
# transfers and floats are unknown too: ? in Up, Up-1, UpOK and Fl.
test_expect '--dubov --edition=1997: 2.5 lifted in the last round, unknown without XXR' '
	edited "s/^XXR 5/XXR 3/" &&
	csv_row "^3,0\.0,3,3,2051,0\.0,WB,\+0,W,Y,1070\.0,1,Y,Y,,6w0,2b0$" --dubov --edition=1997 &&
	edited "/^XXR/d" &&
	csv_row "^3,0\.0,3,3,2051,0\.0,WB,\+0,W,Y,1070\.0,\?,\?,\?,\?,6w0,2b0$" --dubov --edition=1997'

# Lim: the due colour (5.3, then equalising, then alternating), a float
# last round (3.1: 3 at 0 met 2 at 0.5, the median of one round played
# being 0.5, so 3 was moved up), the PAB by 1.1.
test_expect '--lim: the Lim columns (due colour, Fl-1, PAB)' '
	setup && expect_status 0 "$TRFPAIR" --lim in/t.trf -l - --format=csv &&
	stdout_matches "^Round,Group,PNo,ID,Rtg,Pts,Colours,CD,Due,Fl-1,PAB,R1,R2$" &&
	stdout_matches "^3,0\.0,3,3,2051,0\.0,WB,\+0,W,Y,Y,6w0,2b0$" &&
	stdout_matches "^3,1\.0,4,4,1987,1\.0,B,-1,W,,N,1b0,U$"'

# 5 absent in round 2 (Z, no points): a downfloat by 2017 A.4.b (no game
# for any reason), none by 2026 1.4.2-1.4.4 (it scored no more than a
# loss).  5 with a full-point bye in round 2: 2017 C2 (C.04.1.d) bars
# only a PAB or a forfeit win; 2026 C2 (Basic Rule 4) and Dubov 2025 C2
# bar any round scored as a win without playing.
test_expect 'Dutch 2026 and 2017 floats and PAB each by their text' '
	edited "s/0000 - H/0000 - Z/; s/1979\/09\/09  1\.0/1979\/09\/09  0.5/" &&
	csv_row "^3,0\.5,5,5,1902,0\.5,W,\+1,B,strong,,D,Y,2w=,Z$" --dutch --edition=2017 &&
	csv_row "^3,0\.5,5,5,1902,0\.5,W,\+1,B,strong,,,Y,2w=,Z$" --dutch --edition=2026 &&
	edited "s/0000 - H/0000 - F/; s/1979\/09\/09  1\.0/1979\/09\/09  1.5/" &&
	csv_row "^3,1\.5,5,5,1902,1\.5,W,\+1,B,strong,,D,Y,2w=,F$" --dutch --edition=2017 &&
	csv_row "^3,1\.5,5,5,1902,1\.5,W,\+1,B,strong,,D,N,2w=,F$" --dutch --edition=2026 &&
	csv_row "^3,1\.5,5,5,1902,1\.5,W,\+1,B,strong,N,1,2140,0,,N,2w=,F$" --dubov'

# four_texts PREFIX DUTCH DUBOV DUBOV1997 LIM: by each text (Dutch 2017,
# Dubov 2025, Dubov 1997, Lim) in/t.trf's check-list has the row PREFIX
# followed by that text's cells.
four_texts() {
	csv_row "$1$2" --dutch --edition=2017 &&
	csv_row "$1$3" --dubov &&
	csv_row "$1$4" --dubov --edition=1997 &&
	csv_row "$1$5" --lim
}

# Six players, a round robin of draws, before round 6: 1 had White,
# White, White, Black, Black.  Dutch A.6.a and Dubov 2025 1.5.2.1: the
# same colour in the last two games, an absolute preference for White;
# Dubov 1997, 1: more White games than Black ones, due Black; Lim 5.3:
# the same colour twice running, due White.  ARO (1997, in tenths):
# (2200 + 2150 + 2100 + 2050 + 2000) / 5 = 2100.0.
rr_setup() {
	rm -rf in && mkdir in && cat > in/t.trf <<'EOF'
012 Colours test
XXR 7
XXC white1
001    1 m    Player 1                          2250 ENG                         2.5    1     2 w =     3 w =     4 w =     5 b =     6 b =
001    2 m    Player 2                          2200 ENG                         2.5    2     1 b =     5 w =     6 b =     4 w =     3 b =
001    3 m    Player 3                          2150 ENG                         2.5    3     4 w =     1 b =     5 w =     6 b =     2 w =
001    4 m    Player 4                          2100 ENG                         2.5    4     3 b =     6 w =     1 b =     2 b =     5 w =
001    5 m    Player 5                          2050 ENG                         2.5    5     6 w =     2 b =     3 b =     1 w =     4 b =
001    6 m    Player 6                          2000 ENG                         2.5    6     5 b =     4 b =     2 w =     3 w =     1 w =
EOF
}
test_expect 'the colour each text reads: Dutch, Dubov 2025, Dubov 1997, Lim' '
	rr_setup &&
	four_texts "^6,2\.5,1,1,2250,2\.5,WWWBB,\+1," "W,absolute,,,Y," "W,absolute,Y,5,2100,0,,N," \
		"B,Y,2100\.0,0,,Y,," "W,,Y,"'
# Eight players, six rounds of a round robin, all drawn, before round 7:
# 1 had White four times, then Black twice (CD +2).  Dutch A.6.a, Dubov
# 2025 1.5.2.1: the colour difference decides first, absolute Black;
# Dubov 1997, 1: more White games, Black; Lim: 5.3 (the same colour in
# the previous two rounds must alternate) before equalising, White
# (which 5.1 b then forbids, as the Lim engine reads it).  ARO (1997):
# (1900 + 1950 + 2000 + 2050 + 2100 + 2150) / 6 = 2025.0.
rr8_setup() {
	rm -rf in && mkdir in && cat > in/t.trf <<'EOF'
012 Colours test 2
XXR 9
XXC white1
001    1 m    Player 1                          2250 ENG                         3.0    1     8 w =     7 w =     6 w =     5 w =     4 b =     3 b =
001    2 m    Player 2                          2200 ENG                         3.0    2     7 w =     5 b =     3 w =     8 b =     6 w =     4 b =
001    3 m    Player 3                          2150 ENG                         3.0    3     6 w =     4 b =     2 b =     7 b =     5 w =     1 w =
001    4 m    Player 4                          2100 ENG                         3.0    4     5 w =     3 w =     8 w =     6 b =     1 w =     2 w =
001    5 m    Player 5                          2050 ENG                         3.0    5     4 b =     2 w =     7 w =     1 b =     3 b =     8 b =
001    6 m    Player 6                          2000 ENG                         3.0    6     3 b =     8 b =     1 b =     4 w =     2 b =     7 b =
001    7 m    Player 7                          1950 ENG                         3.0    7     2 b =     1 b =     5 b =     3 w =     8 w =     6 w =
001    8 m    Player 8                          1900 ENG                         3.0    8     1 b =     6 w =     4 b =     2 w =     7 b =     5 w =
EOF
}
test_expect 'the colour each text reads, colour difference +2 after Black twice' '
	rr8_setup &&
	four_texts "^7,3\.0,1,1,2250,3\.0,WWWWBB,\+2," "B,absolute,,,Y," "B,absolute,Y,6,2025,0,,N," \
		"B,Y,2025\.0,0,,Y,," "W,,Y,"'
test_expect '-p -l: the pairing, and the list with each new opponent' '
	setup && expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -p -l &&
	printf "3\n1 2\n4 6\n3 5\n" > expect && cmp expect "$TMP/stdout" &&
	grep -Eq "^  1 .* Y    \(2W\)  4w1  6b=$" in/t.list &&
	grep -Eq "^  6 .* Y    \(4B\)  3b1  1w=$" in/t.list &&
	grep -Eq "^  3 .* Y    \(5W\)  6w0  2b0$" in/t.list'
test_expect 'a player absent in the round is listed apart' '
	setup && sed "s/^\(001    3 .*2 b 0\)\(\r*\)$/\1  0000 - Z\2/" "$SAMPLES/example.trf" > in/t.trf &&
	expect_status 0 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l &&
	grep -q "^Not paired in round 3:$" in/t.list &&
	test "$(sed -n "/^Not paired/{n;p;}" in/t.list | cut -c1-3)" = "  3"'
test_expect 'list file that cannot be written: exit 5' '
	setup && expect_status 5 "$TRFPAIR" --dutch --edition=2017 in/t.trf -l "$TMP/no/such/dir/x.list" &&
	stderr_matches "cannot create"'

test_done
