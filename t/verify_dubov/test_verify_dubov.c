/*
 * test_verify_dubov.c - the Dubov verifier (lib/verify_dubov/) on small
 * recorded tournaments written in memory.  Each test derives the right
 * pairing of the recorded round by hand from C.04.4.1 (the derivation is
 * in the comment), records it or a mutation of it, and checks that the
 * verifier says "complies" or names exactly the rule that is broken.
 *
 * Player specs are "ID RATING BLOCK BLOCK ...", a block being OPP COLOUR
 * RESULT ("3w1", "12b=", "4w+") or -RESULT ("-U", "-Z", "--").  The last
 * block of each player is the round that is verified.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "verify_dubov/internal.h"
#include "verify_dubov/verify_dubov.h"
#include "support/trf_lines.h"

Suite *suite_verify_dubov(void);

static char vt_text[65536];
static size_t vt_len;
static struct trf_doc *vt_doc;
static struct tmt *vt_tm;
static char vt_out[1 << 20];

static void vt_put(const char *s)
{
	size_t n = strlen(s);

	ck_assert(vt_len + n < sizeof(vt_text));
	memcpy(vt_text + vt_len, s, n + 1);
	vt_len += n;
}

/* One 001 line from "ID RATING BLOCK BLOCK ..." (support/trf_lines.h). */
static void vt_player(const char *spec)
{
	char line[1400], *end;
	long id = strtol(spec, &end, 10);
	long rating = strtol(end, &end, 10);

	spec_line(line, sizeof(line), id, rating, end);
	vt_put(line);
	vt_put("\n");
}

static void vt_free(void)
{
	tmt_free(vt_tm);
	trf_free(vt_doc);
	vt_tm = NULL;
	vt_doc = NULL;
}

static void vt_load(const char *header, const char *const *players)
{
	struct trf_diag d = { 0 };

	vt_free();
	vt_len = 0;
	vt_text[0] = 0;
	vt_put("012 Dubov verifier test\n");
	vt_put(header);
	for (int i = 0; players[i]; i++)
		vt_player(players[i]);
	vt_doc = trf_read_mem(vt_text, vt_len, "mem", &d);
	ck_assert_msg(vt_doc != NULL, "read: %s\n%s", d.msg, vt_text);
	ck_assert_msg(trf_validate(vt_doc, &d) == 0, "validate: line %d: %s\n%s",
		      d.line, d.msg, vt_text);
	vt_tm = tmt_build(vt_doc, &d);
	ck_assert_msg(vt_tm != NULL, "build: %s", d.msg);
}

/* Verify round r (total rounds 0: the file's XXR); the output is kept. */
static int vt_verify(int r, int total, int explain)
{
	struct verify_options o = { total, explain, 0, 0 };
	FILE *f = tmpfile();

	ck_assert(f != NULL);
	int rc = verify_dubov_round(vt_tm, r, &o, f);
	rewind(f);
	size_t n = fread(vt_out, 1, sizeof(vt_out) - 1, f);
	vt_out[n] = 0;
	fclose(f);
	return rc;
}

/* The last recorded round complies. */
static void vt_complies(void)
{
	int r = vt_tm->rounds;
	int rc = vt_verify(r, 0, 0);
	char want[64];

	snprintf(want, sizeof(want), "round %d: complies\n", r);
	ck_assert_msg(rc == 0 && !strcmp(vt_out, want), "expected compliance, got %d:\n%s\n%s",
		      rc, vt_out, vt_text);
}

/*
 * The last recorded round has exactly n findings, one of which is the
 * given rule (and the text, if not NULL, occurs in that line).
 */
static void vt_finds(int n, const char *rule, const char *text)
{
	int r = vt_tm->rounds;
	int rc = vt_verify(r, 0, 0);
	char want[64];
	const char *line = vt_out;
	int found = 0;

	snprintf(want, sizeof(want), "%s: ", rule);
	while (*line) {
		const char *eol = strchr(line, '\n');
		size_t len = eol ? (size_t)(eol - line) : strlen(line);
		char buf[4096];
		snprintf(buf, sizeof(buf), "%.*s", (int)len, line);
		/* "round R: [bracket S: ]RULE: text" */
		const char *p = strchr(buf, ':');
		if (p && !strncmp(p + 2, "bracket ", 8))
			p = strchr(p + 2, ':');
		if (p && !strncmp(p + 2, want, strlen(want)) &&
		    (!text || strstr(buf, text)))
			found = 1;
		line += len + (eol != NULL);
	}
	ck_assert_msg(rc == n && found, "expected %d finding(s) with %s%s%s, got %d:\n%s\n%s",
		      n, rule, text ? " and " : "", text ? text : "", rc, vt_out, vt_text);
}

static void vt_teardown(void)
{
	vt_free();
}

#define PL(...) ((const char *const[]){ __VA_ARGS__, NULL })

/* Load players 1..n (n <= 8) rated 2400, 2350, ...: "ID RATING
 * hist[i] last[i]", last[] being the round verified. */
static void vt_load_ladder(const char *header, int n, const char *const *hist,
			   const char *const *last)
{
	char s[8][64];
	const char *pl[9];

	ck_assert(n <= 8);
	for (int i = 0; i < n; i++) {
		snprintf(s[i], sizeof(s[i]), "%d %d %s %s", i + 1, 2400 - 50 * i, hist[i], last[i]);
		pl[i] = s[i];
	}
	pl[n] = NULL;
	vt_load(header, pl);
}

/* ---- Round 1: four players, nobody has played ------------------------
 * One scoregroup (0).  2.2.3: nobody has played, so G1 = the first half
 * by initial ranking {1, 2}, G2 = {3, 4}.  No G1-G1 pair is needed, the
 * sizes are equal: no shifters.  S1 = [1, 2] (AROs all 0), T2 = the first
 * transposition [3, 4]: 1-3, 2-4.  5.2.1 (XXC white1): 1 has the odd
 * pairing number 1 and gets white, 2 (even) gets black: 1w-3b, 4w-2b. */
#define R1_HEADER "XXR 5\nXXC white1\n"

START_TEST(r1_complies)
{
	vt_load(R1_HEADER, PL("1 2400 3w1", "2 2350 4b=", "3 2300 1b0", "4 2250 2w="));
	vt_complies();
}
END_TEST

/* 1-4, 2-3 (colours right by 5.2.1): T2 = [4, 3] is not the first. */
START_TEST(r1_transposition)
{
	vt_load(R1_HEADER, PL("1 2400 4w1", "2 2350 3b=", "3 2300 2w=", "4 2250 1b0"));
	vt_finds(1, "4.4", "S1 player 1 (#1) can meet 3");
}
END_TEST

/* 1-2, 3-4: pairs inside the halves that no legal pairing needs (2.2.4;
 * 5.2.1 gives 1w-2b and 3w-4b). */
START_TEST(r1_halves)
{
	vt_load(R1_HEADER, PL("1 2400 2w1", "2 2350 1b0", "3 2300 4w=", "4 2250 3b="));
	vt_finds(1, "4.3", NULL);
}
END_TEST

/* 3w-1b: 5.2.1 gives 1 (odd pairing number) the initial colour. */
START_TEST(r1_colour)
{
	vt_load(R1_HEADER, PL("1 2400 3b1", "2 2350 4b=", "3 2300 1w0", "4 2250 2w="));
	vt_finds(1, "5.2.1", "3-1: 1 should have white");
}
END_TEST

/* XXC black1: the initial colour is black, so 1 gets black. */
START_TEST(r1_initial_black)
{
	vt_load("XXR 5\nXXC black1\n", PL("1 2400 3b1", "2 2350 4w=", "3 2300 1w0", "4 2250 2b="));
	vt_complies();
}
END_TEST

/* ---- Round 2: eight players -------------------------------------------
 * Ratings 2400, 2350, ... 2050 for 1..8.  Round 1: 1w-5b 1-0, 6w-2b 1-0,
 * 3w-7b 1-0, 8w-4b draw.  Before round 2:
 *   score 1.0: 1 (pref black, ARO 2200), 3 (black, 2100), 6 (black, 2350)
 *   score 0.5: 4 (white, 2050), 8 (black, 2250)
 *   score 0.0: 2 (white, 2150), 5 (white, 2400), 7 (white, 2300)
 * Bracket 1.0: three residents, one upfloater (C5).  C6: from the 0.5
 * group (4 or 8).  C7: all residents seek black; with 4 (white) one
 * pair seeks the same colour, with 8 two: U = {4}.  G1 = {4}, G2 =
 * {1, 3, 6}; no G1-G1 pair; Y = one Black shifter: G2 by ranking 1, 3,
 * 6, numbered middle first: #1 = 3.  G1' = {4, 3}, S1 by ARO = [4, 3],
 * T2 = [1, 6]: 4-1, 3-6.  Colours: 4w-1b (5.2.2); 3-6 both mild black,
 * the same history, 5.2.5: 3 is ranked higher and gets black: 6w-3b.
 * Bracket 0.5: 8 alone; an upfloater from {2, 5, 7} (all white seekers,
 * nothing else differs): 4.2, the first is 2: 2w-8b (5.2.2).
 * Bracket 0.0: 5, 7 both seek white: G1 = {5, 7}, G2 empty; Y = one
 * White shifter, sorted by ARO [7 (2300), 5 (2400)], #1 = 7: S1 = [5],
 * T2 = [7]; 5.2.5: 5 ranked higher gets white: 5w-7b. */
#define R2_HEADER "XXR 5\nXXC white1\n"

static void r2_load(const char *header, const char *p1, const char *p2, const char *p3,
		    const char *p4, const char *p5, const char *p6, const char *p7,
		    const char *p8)
{
	const char *r1[8] = { "5w1", "6b0", "7w1", "8b=", "1b0", "2w1", "3b0", "4w=" };
	const char *r2[8] = { p1, p2, p3, p4, p5, p6, p7, p8 };

	vt_load_ladder(header, 8, r1, r2);
}

START_TEST(r2_complies)
{
	/* 4w-1b, 6w-3b, 2w-8b, 5w-7b */
	r2_load(R2_HEADER, "4b=", "8w=", "6b=", "1w=", "7w=", "3w=", "5b=", "2b=");
	vt_complies();
}
END_TEST

/* Y = {1} instead of {3}: 4w-3b, 6w-1b; 4 and 3 are both in G1'. */
START_TEST(r2_shifters)
{
	r2_load(R2_HEADER, "6b=", "8w=", "4b=", "3w=", "7w=", "1w=", "5b=", "2b=");
	vt_finds(1, "4.3", "after the first shifters {} from G1 and {3} from G2");
}
END_TEST

/* S1 = [4, 3] against T2 = [6, 1]: 4w-6b, 3w-1b (5.2.2, 5.2.5). */
START_TEST(r2_transposition)
{
	r2_load(R2_HEADER, "3b=", "8w=", "1w=", "6w=", "7w=", "4b=", "5b=", "2b=");
	vt_finds(1, "4.4", "S1 player 4 (#1) can meet 1, ranked before the recorded 6");
}
END_TEST

/*
 * U = {8}: the bracket 1.0 is all Black seekers, 2 players miss their
 * colour where 1 was possible with {4}.  The rest is right for the
 * recorded composition: {1, 3, 6, 8}: Y = the first two Black shifters
 * (1, 3, 6, 8 numbered 3, 6, 1, 8): G1' = {3, 6}, S1 by ARO [3, 6],
 * T2 [1, 8]: 3w-1b, 8w-6b (5.2.5: 6 has more points); bracket 0.5:
 * {4} + 2 (4.2), G1 = {4, 2}, Y = 4 (lower ARO): 2-4, 5.2.5: 4 has
 * more points and gets white; 5w-7b.
 */
START_TEST(r2_c7)
{
	r2_load(R2_HEADER, "3b=", "4b=", "1w=", "2w=", "7w=", "8b=", "5b=", "6w=");
	vt_finds(1, "C7", "2 players do not get their colour preference, 1 was possible with upfloaters {4}");
}
END_TEST

/*
 * The right upfloater, the wrong pairs: C7 is the upfloaters' criterion
 * (3.3.3 counts the whole bracket), so it is reported with them, not
 * with the shifters.  Round 1: 5w-1b 0-1, 6w-2b 1-0, 3w-7b 1-0, 8w-4b
 * draw; 8 may not meet 1, 3, 6 (XXP).  Bracket 1.0: 1 (seeks white),
 * 3, 6 (black); C6: from 0.5, and 8 cannot: U = {4} (white), and 1-3,
 * 4-6 give everyone his colour.  Recorded: 1-4 (both white), 3-6 (both
 * black), 2 players without their colour.  Then 2-8 and 5-7.
 */
START_TEST(r2_c7_same_set)
{
	const char *r1[8] = { "5b1", "6b0", "7w1", "8b=", "1w0", "2w1", "3b0", "4w=" };
	const char *r2[8] = { "4w=", "8w=", "6b=", "1b=", "7b=", "3w=", "5w=", "2b=" };

	vt_load_ladder("XXR 5\nXXC white1\nXXP 8 1\nXXP 8 3\nXXP 8 6\n", 8, r1, r2);
	vt_finds(1, "C7", "2 players do not get their colour preference, 0 was possible with upfloaters {4}");
}
END_TEST

/*
 * U = {2} (score 0) where a 0.5 player could float: C6.  For the
 * recorded composition {1, 3, 6, 2}: G1 = {2}, Y = {3}, S1 by ARO
 * [3, 2], T2: 2-6 met (C1) so [6, 1]: 6w-3b, 2w-1b.  Bracket 0.5:
 * 4 and 8 met, so both need an upfloater: {5, 7}; G1 = {4, 5, 7},
 * G2 = {8}; one White shifter, by ARO [4, 7, 5]: #1 = 7, and 4-7,
 * 5-8 is legal: S1 [4, 5], T2 [7, 8]; 4w-7b (5.2.5), 5w-8b.
 */
START_TEST(r2_c6)
{
	r2_load(R2_HEADER, "2b=", "1w=", "6b=", "7w=", "8w=", "3w=", "4b=", "5b=");
	vt_finds(1, "C6", "upfloaters {2} have scores [0.0], [0.5] possible with upfloaters {4}");
}
END_TEST

/*
 * Three upfloaters {4, 2, 5}, all White seekers, against three Black
 * seekers: C5 (one was enough).  Inside: G1 = {4, 2, 5}, S1 by ARO
 * [4, 2, 5], T2 [1, 3, 6] all legal: 4w-1b, 2w-3b, 5w-6b; then 8 and
 * 7: 7w-8b.
 */
START_TEST(r2_c5)
{
	r2_load(R2_HEADER, "4b=", "3w=", "2b=", "1w=", "6w=", "5b=", "8w=", "7b=");
	vt_finds(1, "C5", "3 upfloaters {4, 2, 5}, 1 possible");
}
END_TEST

/* 8 floats up with 5 instead of 2 (C5-C10 equal): 4.2.  The rest: 2
 * and 7, Y = 2 (ARO 2150 before 2300): 2w-7b (5.2.5); 5w-8b. */
START_TEST(r2_first_set)
{
	r2_load(R2_HEADER, "4b=", "7w=", "6b=", "1w=", "8w=", "3w=", "2b=", "5b=");
	vt_finds(1, "4.2", "upfloaters {5} are not the first of the best: {2} comes before them");
}
END_TEST

/*
 * 2 and 8 forbidden (XXP): the upfloater for 8 comes from {2, 5, 7}, one
 * kind of player (score 0.0, White seekers, no float before), and 2,
 * the first of them, may not meet 8, so 4.2 gives 5: 5w-8b (5.2.2).
 * The rest as in r2_first_set: 2w-7b, and bracket 1.0 as in r2_complies.
 * (The verifier keeps only the first players of each kind that each
 * resident may meet: here that must be 5, not 2.)
 */
START_TEST(r2_first_set_xxp_complies)
{
	r2_load("XXR 5\nXXC white1\nXXP 2 8\n", "4b=", "7w=", "6b=", "1w=", "8w=", "3w=", "2b=", "5b=");
	vt_complies();
}
END_TEST

/*
 * The same with 7 floating up to 8: 5 comes before 7 (4.2).  Bracket
 * 0.0 is then 2 and 5, both White seekers: Y by ARO [2 (2150), 5
 * (2400)], #1 = 2, S1 [5], T2 [2]; the same history, 2 ranked higher
 * gets white (5.2.5): 2w-5b; 7w-8b (5.2.2).
 */
START_TEST(r2_first_set_xxp)
{
	r2_load("XXR 5\nXXC white1\nXXP 2 8\n", "4b=", "5w=", "6b=", "1w=", "2b=", "3w=", "8w=", "7b=");
	vt_finds(1, "4.2", "upfloaters {7} are not the first of the best: {5} comes before them");
}
END_TEST

/*
 * 6 may not meet 1, 3 (XXP), 4, 8 (XXP) nor 2 (round 1): in bracket
 * 1.0, 1-3 is the only resident pair and 6 takes the one upfloater
 * (C5), from the 0.0 group: 5 or 7 (C6-C10 equal: both seek white, 6
 * black), and 4.2 gives 5, though 2 comes first in the pool (2 can meet
 * 1 or 3, just not 6).  Inside {1, 3, 6, 5}: G1 = {5}, Y = #1 of 1, 3, 6
 * = 3; 5-1 met, so 5-6 and 3-1: S1 by ARO [3 (2100), 5 (2400)], T2 [1,
 * 6]; 5.2.5: 1 ranked higher gets black: 3w-1b; 5w-6b (5.2.2).  Bracket
 * 0.5: 4-8 met, two upfloaters {2, 7}; G1 = {4, 2, 7}, G2 = {8}, one
 * White shifter (4 or 2, which give the same pairs): 4-2, 7-8.  4-2 the
 * same history, 4 has more points: 4w-2b (5.2.5); 7w-8b (5.2.2).
 * (The verifier keeps only the first players of each kind that each
 * resident may meet: for 6 that must be 5, not 2.)
 */
#define R2_SIX "XXR 5\nXXC white1\nXXP 6 1\nXXP 6 3\nXXP 6 4\nXXP 6 8\n"
START_TEST(r2_first_set_per_resident_complies)
{
	r2_load(R2_SIX, "3b=", "4b=", "1w=", "2w=", "6w=", "5b=", "8w=", "7b=");
	vt_complies();
}
END_TEST

/* The same with 7 floating up to 6: 5 comes before it (4.2).  Bracket
 * 1.0: 3w-1b, 7w-6b.  Bracket 0.5 with {2, 5}: 4-2, 5-8; 4w-2b, 5w-8b. */
START_TEST(r2_first_set_per_resident)
{
	r2_load(R2_SIX, "3b=", "4b=", "1w=", "2w=", "8w=", "7b=", "6w=", "5b=");
	vt_finds(1, "4.2", "upfloaters {7} are not the first of the best: {5} comes before them");
}
END_TEST

/* 2-6 met in round 1: C1.  (The bracket with the pair is not judged;
 * colours 4w-1b, 2w-6b, 8w-3b (5.2.5), 5w-7b are right.) */
START_TEST(r2_c1)
{
	r2_load(R2_HEADER, "4b=", "6w=", "8b=", "1w=", "7w=", "2b=", "5b=", "3w=");
	vt_finds(1, "C1", "2 and 6 have played each other before");
}
END_TEST

/* The right pairing, but 1 and 4 are a forbidden pair (XXP). */
START_TEST(r2_xxp)
{
	r2_load("XXR 5\nXXC white1\nXXP 1 4\n", "4b=", "8w=", "6b=", "1w=", "7w=", "3w=", "5b=", "2b=");
	vt_finds(1, "XXP", "1 and 4 are a forbidden pair");
}
END_TEST

/*
 * With 1 and 4 forbidden, the right bracket 1.0 changes: U from the 0.5
 * group, 4 (white seeker) can still float and meet 3 or 6: G1 = {4},
 * Y = #1 of 1, 3, 6 = 3, but then 4 must meet 1 or 6 in G2' = {1, 6}:
 * 4-6; 3-1: S1 [4, 3], T2 [6, 1] (4-1 barred).  4w-6b, 3w-1b (5.2.5).
 */
START_TEST(r2_xxp_complies)
{
	r2_load("XXR 5\nXXC white1\nXXP 1 4\n", "3b=", "8w=", "1w=", "6w=", "7w=", "4b=", "5b=", "2b=");
	vt_complies();
}
END_TEST

/* 1w-4b: 4 seeks white, 1 black (5.2.2). */
START_TEST(r2_colour_522)
{
	r2_load(R2_HEADER, "4w=", "8w=", "6b=", "1b=", "7w=", "3w=", "5b=", "2b=");
	vt_finds(1, "5.2.2", "1-4: 4 should have white");
}
END_TEST

/* 3w-6b: same preference, same history, 3 ranks higher (5.2.5). */
START_TEST(r2_colour_525)
{
	r2_load(R2_HEADER, "4b=", "8w=", "6w=", "1w=", "7w=", "3b=", "5b=", "2b=");
	vt_finds(1, "5.2.5", "3-6: 6 should have white");
}
END_TEST

/* ---- The PAB (2.1) ------------------------------------------------------
 * Round 1 of five players: all may take the PAB (2.1.1), every removal
 * leaves a pairable rest (2.1.2), all have 0 points (2.1.3) and no game
 * (2.1.4): the lowest in the initial ranking, 5, gets it (2.1.5).  The
 * others are paired as in round 1 of four: 1w-3b, 4w-2b. */
START_TEST(r1_pab_complies)
{
	vt_load(R1_HEADER, PL("1 2400 3w1", "2 2350 4b=", "3 2300 1b0", "4 2250 2w=", "5 2200 -U"));
	vt_complies();
}
END_TEST

/* The PAB to 4: 5 is lower in the initial ranking (2.1.5).  The rest
 * {1, 2, 3, 5} right: 1w-3b, 5w-2b. */
START_TEST(r1_pab_ranking)
{
	vt_load(R1_HEADER, PL("1 2400 3w1", "2 2350 5b=", "3 2300 1b0", "4 2250 -U", "5 2200 2w="));
	vt_finds(1, "2.1.5", "4 gets the PAB, 5 is lower in the initial ranking");
}
END_TEST

/*
 * Round 2 of five: round 1 was 1w-3b 1-0, 4w-2b draw, 5 PAB.  Before
 * round 2: 1 (1.0, black, ARO 2300), 5 (1.0, no game: mild black),
 * 2 (0.5, white, 2250), 4 (0.5, black, 2350), 3 (0.0, white).
 * 2.1: 5 had the PAB (C2); the lowest score is 3's, and {1, 2, 4, 5}
 * can be paired (1-2, 4-5): the PAB goes to 3.
 * Bracket 1.0 {1, 5}: they could meet, but then 2 and 4 (who met) are
 * left (C4); so both need an upfloater: U = {2, 4} (C5 = 2).  Pairings
 * 1-2/4-5 and 1-4/2-5 each give one pair seeking the same colour (C7).
 * G1 = {2}, G2 = {1, 4, 5}; one Black shifter: 1, 4, 5 numbered 4, 1, 5;
 * Y = {4}: G1' = {2, 4}, S1 by ARO [2 (2250), 4 (2350)], T2 [1, 5]:
 * 2w-1b (5.2.2); 4-5: both seek black, 4 strongly (one white, colour
 * difference +1, 1.5.2.2), 5 mildly (no game, 1.5.2.4): 5.2.3, 4 gets
 * black: 5w-4b.
 */
#define P5_R1 "1 2400 3w1", "2 2350 4b=", "3 2300 1b0", "4 2250 2w=", "5 2200 -U"

START_TEST(r2_pab_complies)
{
	vt_load(R1_HEADER, PL("1 2400 3w1 2b=", "2 2350 4b= 1w=", "3 2300 1b0 -U",
			      "4 2250 2w= 5b=", "5 2200 -U 4w="));
	vt_complies();
}
END_TEST

/* The PAB to 5 again (C2).  The rest right: bracket 1.0 {1}, upfloater
 * 2 (C7: 1 seeks black, 2 white; and 4-3 can still meet): 2w-1b,
 * 3w-4b. */
START_TEST(r2_pab_c2)
{
	vt_load(R1_HEADER, PL("1 2400 3w1 2b=", "2 2350 4b= 1w=", "3 2300 1b0 4w=",
			      "4 2250 2w= 3b=", "5 2200 -U -U"));
	vt_finds(1, "C2", "5 gets the PAB against 2.1.1: they already had a PAB");
}
END_TEST

/* The PAB to 2 (0.5 points) where 3 (0) can take it: 2.1.3.  The rest
 * right: {1, 5} meet (the rest 4-3 can still be paired): 5w-1b (5.2.3,
 * 1's strong black beats 5's mild black); 3w-4b. */
START_TEST(r2_pab_score)
{
	vt_load(R1_HEADER, PL("1 2400 3w1 5b=", "2 2350 4b= -U", "3 2300 1b0 4w=",
			      "4 2250 2w= 3b=", "5 2200 -U 1w="));
	vt_finds(1, "2.1.3", "2 gets the PAB with 0.5 points, 3 has 0.0");
}
END_TEST

/* 1-5 with no upfloaters leaves 2-4, who met: C4 (and C1 for 2-4). */
START_TEST(r2_pab_c4)
{
	vt_load(R1_HEADER, PL("1 2400 3w1 5b=", "2 2350 4b= 4w=", "3 2300 1b0 -U",
			      "4 2250 2w= 2b=", "5 2200 -U 1w="));
	vt_finds(2, "C4", "with upfloaters {} the rest of the round cannot be paired");
}
END_TEST

/*
 * 2.1.4: round 1 was 1w-3b 1-0, 4-2 a forfeit won by 4, 5 PAB.  Before
 * round 2: 1 (1.0), 4 (1.0, forfeit win: no PAB, C2), 5 (1.0, PAB), 2
 * (0.0, no game), 3 (0.0, one game).  2 and 3 have the lowest score; 3
 * has played more games: the PAB goes to 3 (2-4 may meet: a forfeit is
 * no game, 3.1.1).  Recorded: the PAB to 2.  The rest right: bracket 1.0
 * {1, 4, 5} + 3 (the only lower player); 3 met 1.  G1 = {3}, G2 = {1, 4,
 * 5} (black: 1 had white, 4 and 5 no game); Y = #1 of 1, 4, 5 = 4;
 * G1' = {3, 4}, S1 by ARO [4 (0), 3 (2400)], T2 [1, 5]; 4w-1b (5.2.3:
 * 1's strong black beats 4's mild one), 3w-5b (5.2.2).
 */
START_TEST(r2_pab_games)
{
	vt_load(R1_HEADER, PL("1 2400 3w1 4b=", "2 2350 4b- -U", "3 2300 1b0 5w=",
			      "4 2250 2w+ 1w=", "5 2200 -U 3b="));
	vt_finds(1, "2.1.4", "2 gets the PAB with 0 games played, 3 has played 1");
}
END_TEST

/*
 * The right round 2 of that tournament: PAB 3; bracket 1.0 {1, 4, 5}
 * + 2 (all seek black; 1 played): G1 empty, Y = two Black shifters of
 * 1, 2, 4, 5 (numbered 2, 4, 1, 5): {2, 4}; S1 [2, 4] (AROs 0, then
 * ranking), T2 [1, 5]: 2w-1b (5.2.3, 1's black is strong); 4-5 both
 * without a game: 5.2.1, 4 ranks higher with the even number 4: black,
 * 5w-4b.
 */
START_TEST(r2_pab_games_complies)
{
	vt_load(R1_HEADER, PL("1 2400 3w1 2b=", "2 2350 4b- 1w=", "3 2300 1b0 -U",
			      "4 2250 2w+ 5b=", "5 2200 -U 4w="));
	vt_complies();
}
END_TEST

/* The PAB to 4, who won by forfeit (C2, Basic Rule 4).  The rest: {1, 5}
 * meet (2-3 can): 5w-1b; 3w-2b (5.2.2). */
START_TEST(r2_pab_forfeit_win)
{
	vt_load(R1_HEADER, PL("1 2400 3w1 5b=", "2 2350 4b- 3b=", "3 2300 1b0 2w=",
			      "4 2250 2w+ -U", "5 2200 -U 1w="));
	vt_finds(1, "C2", "the PAB goes to 3");
}
END_TEST

/*
 * 2.1.2: five players, 5 absent in rounds 1-2; 1-2, 3-4, then 3-1,
 * 4-2; 1 and 4 a forbidden pair.  Before round 3: 1, 3 (1.5), 2, 4
 * (0.5), 5 (0).  5 has the lowest score, but without 5 nobody can be
 * paired (all of 1-2, 3-4, 1-3, 2-4 met, 1-4 forbidden): the PAB goes to
 * 4 (0.5, two games, below 2).  Recorded: the PAB to 5, 1w-4b (XXP),
 * 2w-3b.
 */
#define P212_HEADER "XXR 5\nXXC white1\nXXP 1 4\n"

START_TEST(r3_pab_pairable)
{
	vt_load(P212_HEADER, PL("1 2400 2w1 3b= 4w=", "2 2350 1b0 4b= 3w=", "3 2300 4w1 1w= 2b=",
				"4 2250 3b0 2w= 1b=", "5 2200 -Z -Z -U"));
	vt_finds(2, "2.1.2", "the PAB goes to 4");
}
END_TEST

/*
 * The right round 3: PAB 4.  Bracket 1.5 {1, 3} met: each needs an
 * upfloater, 1 met 2: 1-5, 3-2.  Colours: 1 (w, b: mild white), 5
 * (no game: mild black): 1w-5b; 2 (b, b: absolute white), 3 (w, w:
 * absolute black): 2w-3b.  Inside the bracket G1 = {1, 2}, S1 [1, 2]
 * (AROs 2325 both, then ranking), T2: 1-3 met, so [5, 3].
 */
START_TEST(r3_pab_pairable_complies)
{
	vt_load(P212_HEADER, PL("1 2400 2w1 3b= 5w=", "2 2350 1b0 4b= 3w=", "3 2300 4w1 1w= 2b=",
				"4 2250 3b0 2w= -U", "5 2200 -Z -Z 1b="));
	vt_complies();
}
END_TEST

/* ---- C3 -----------------------------------------------------------------
 * Round 1 1w-2b 3w-4b, round 2 1w-4b 3w-2b (1, 3 win both): 1 and 3
 * have had white twice (absolute black), 2 and 4 black twice (absolute
 * white).  Round 3: 1-3 and 2-4 both break C3 (and every other pairing
 * breaks C1).  Colours: 5.2.5 (same absolute preferences, the same
 * histories): 1 has more points... 1 and 3 have 2.0 each, 1 ranks higher
 * and gets black: 3w-1b; 2w-4b. */
START_TEST(r3_c3)
{
	vt_load(R1_HEADER, PL("1 2400 2w1 4w1 3b=", "2 2350 1b0 3b0 4w=", "3 2300 4w1 2w1 1w=",
			      "4 2250 3b0 1b0 2b="));
	vt_finds(2, "C3", "1 and 3 both have an absolute preference for black");
}
END_TEST

/* ---- 2.2: players left out ---------------------------------------------- */

/* A valid TRF cannot leave a paired player without an opponent, so the
 * model is edited: player p took part in round r but met nobody. */
static void vt_left_out(int p, int r)
{
	struct tmt_round *rd = &vt_tm->players[p].rounds[r - 1];

	rd->kind = TMT_FORFEIT_LOSS;
	rd->opponent = -1;
	rd->paired = 1;
}

/* 5 is to be paired but has neither an opponent nor the PAB. */
START_TEST(r1_unpaired)
{
	vt_load(R1_HEADER, PL("1 2400 3w1", "2 2350 4b=", "3 2300 1b0", "4 2250 2w=", "5 2200 -Z"));
	vt_left_out(4, 1);
	vt_finds(1, "2.2", "5 is to be paired but has neither an opponent nor the PAB");
}
END_TEST

/* A PAB with four players to pair, and 4 left without an opponent. */
START_TEST(r1_pab_even)
{
	vt_load(R1_HEADER, PL("1 2400 3w1", "2 2350 -U", "3 2300 1b0", "4 2250 -Z"));
	vt_left_out(3, 1);
	vt_finds(2, "2.2", "2 gets the PAB though 4 players");
}
END_TEST

/* ---- C10 ----------------------------------------------------------------
 * Eight players (2400, 2350, ... 2050), XXR 9 (MaxT 3).  Round 1:
 * 1w-5b 1-0, 2w-6b 0-1, 3w-7b 1-0, 4w-8b 1-0.  Round 2: 3w-1b 0-1,
 * 2w-4b 1-0 (2 upfloats: 0 against 1), 6w-7b 0-1 (7 upfloats), 8w-5b
 * draw.  Round 3: 3 and 5 absent.  Before round 3:
 *   2.0: 1 (w b: mild white)
 *   1.0: 2 (w w: absolute black, upfloated in round 2), 4 (w b: white),
 *        6 (b w: black), 7 (b b: absolute white, upfloated)
 *   0.5: 8 (b w: black)
 * Bracket 2.0: one upfloater from the 1.0 group (C6); C7: 2 or 6 (they
 * seek black); C8, C9: no maximum upfloater; C10: 2 upfloated in round
 * 2: U = {6}; 1w-6b (5.2.2).  The rest {2, 4, 7} + 8 can only be paired
 * 2-8, 4-7.
 */
#define C10_HEADER "XXR 9\nXXC white1\n"

static void c10_load(const char *header, const char *r3[8])
{
	const char *hist[8] = { "5w1 3b1", "6w0 4w1", "7w1 1w0", "8w1 2b0",
				"1b0 8b=", "2b1 7w0", "3b0 6b1", "4b0 5w=" };

	vt_load_ladder(header, 8, hist, r3);
}

/*
 * The right round 3: 1w-6b; bracket 1.0 {2, 4, 7, 8}: G1 = {4, 7}, G2 =
 * {2, 8}; the only legal pairing 2-8, 4-7 has one G1-G1 pair (x = 1): X
 * = the first White shifter by ARO, 4 (2200) before 7 (2225); Y = the
 * first Black shifter of 2, 8: 2.  G1' = {7, 2}, S1 by ARO [2 (2200),
 * 7], T2: 2-4 met, so [8, 4].  5.2.3: 2's absolute black beats 8's mild
 * black (8w-2b), 7's absolute white beats 4's mild white (7w-4b).
 */
START_TEST(r3_c10_complies)
{
	const char *r3[8] = { "6w=", "8b=", "-Z", "7b=", "-Z", "1b=", "4w=", "2w=" };

	c10_load(C10_HEADER, r3);
	vt_complies();
}
END_TEST

/* U = {2}: 1w-2b; the rest {4, 6, 7} + 8: 4w-6b, 7w-8b (C7 0). */
START_TEST(r3_c10)
{
	const char *r3[8] = { "2w=", "1b=", "-Z", "6w=", "-Z", "4b=", "8w=", "7b=" };

	c10_load(C10_HEADER, r3);
	vt_finds(1, "C10", "1 of the upfloaters {2} upfloated in the previous round, 0 possible with upfloaters {6}");
}
END_TEST

/* In the last round (Rnds 3) C8-C10 are off: 2 and 6 tie, and 4.2 takes
 * 2 (first in the 1.0 group): now U = {2} is right and {6} is not. */
START_TEST(r3_c10_last_round)
{
	const char *bad[8] = { "6w=", "8b=", "-Z", "7b=", "-Z", "1b=", "4w=", "2w=" };
	const char *good[8] = { "2w=", "1b=", "-Z", "6w=", "-Z", "4b=", "8w=", "7b=" };

	c10_load("XXR 3\nXXC white1\n", good);
	vt_complies();
	c10_load("XXR 3\nXXC white1\n", bad);
	vt_finds(1, "4.2", "upfloaters {6} are not the first of the best: {2} comes before them");
}
END_TEST

/* The options' total overrides the file's: Rnds 3 makes round 3 the
 * last, so the C10 mutation complies. */
START_TEST(r3_c10_total_option)
{
	const char *r3[8] = { "2w=", "1b=", "-Z", "6w=", "-Z", "4b=", "8w=", "7b=" };

	c10_load(C10_HEADER, r3);
	ck_assert_int_eq(vt_verify(3, 3, 0), 0);
	ck_assert_int_eq(vt_verify(3, 9, 0), 1);
}
END_TEST

/* ---- C8 -----------------------------------------------------------------
 * Six players (2400 ... 2150), XXR 4: MaxT = 2 + [4/5] = 2.  Virtual
 * points (XXA) make 2 float up twice: round 1 5 has +1.0, round 2 6 has
 * +1.0.  Round 1: 1w-4b 1-0, 2w-5b 0-1 (2 up), 3w-6b 1-0.  Round 2:
 * 5w-1b 0-1, 6w-2b 0-1 (2 up: 0 against 0+1), 4w-3b 1-0 (4 up).
 * Before round 3 (all preferences mild: 1, 2, 3 white, 4, 5, 6 black):
 *   2.0: 1;  1.0: 2 (2 upfloats: a maximum upfloater), 3, 4, 5;  0.0: 6.
 * Bracket 2.0: 1 met 4 and 5; 2 and 3 tie on C5-C7; C8: U = {3}.
 * 1-3: same histories, 5.2.5: 1w-3b.  Bracket 1.0 {2, 4, 5} + 6: only
 * 2-4, 5-6 is legal; G1 = {2}, Y = the Black shifter of the 5-6 pair
 * (4, 5, 6 numbered 5, 4, 6): 5; S1 [2 (2175), 5 (2375)], T2 [4, 6]:
 * 2w-4b, 6w-5b (5.2.5: 5 has more points).
 */
#define C8_HEADER "XXR 4\nXXC white1\nXXA    5  1.0  0.0  0.0\nXXA    6  0.0  1.0  0.0\n"
#define C8_HIST "1 2400 4w1 5b1", "2 2350 5w0 6b1", "3 2300 6w1 4b0", \
		"4 2250 1b0 3w1", "5 2200 2b1 1w0", "6 2150 3b0 2w0"

static void c8_load(const char *header, const char *r3[6])
{
	const char *hist[6] = { C8_HIST };
	char s[6][64];

	for (int i = 0; i < 6; i++)
		snprintf(s[i], sizeof(s[i]), "%s %s", hist[i], r3[i]);
	vt_load(header, PL(s[0], s[1], s[2], s[3], s[4], s[5]));
}

START_TEST(r3_c8_complies)
{
	const char *r3[6] = { "3w=", "4w=", "1b=", "2b=", "6b=", "5w=" };

	c8_load(C8_HEADER, r3);
	vt_complies();
}
END_TEST

/*
 * U = {2}, a maximum upfloater: C8.  1w-2b (5.2.5).  The rest {3, 4, 5}
 * + 6: only 3-5, 4-6; G1 = {3}, Y = 4 (of the 4-6 pair), S1 [3 (2200),
 * 4 (2350)], T2 [5, 6]: 3w-5b, 6w-4b (5.2.5).
 */
START_TEST(r3_c8)
{
	const char *r3[6] = { "2w=", "1b=", "5w=", "6b=", "3b=", "4w=" };

	c8_load(C8_HEADER, r3);
	vt_finds(1, "C8", "1 maximum upfloaters among the upfloaters {2}, 0 possible with upfloaters {3}");
}
END_TEST

/* Last round (Rnds 3): C8 is off and 4.2 takes 2. */
START_TEST(r3_c8_last_round)
{
	const char *r3[6] = { "2w=", "1b=", "5w=", "6b=", "3b=", "4w=" };

	c8_load(C8_HEADER, r3);
	ck_assert_int_eq(vt_verify(3, 3, 0), 0);
}
END_TEST

/* 4w-5b: 4's strong black beats 5's mild black (5.2.3). */
START_TEST(r2_colour_523)
{
	vt_load(R1_HEADER, PL("1 2400 3w1 2b=", "2 2350 4b= 1w=", "3 2300 1b0 -U",
			      "4 2250 2w= 5w=", "5 2200 -U 4b="));
	vt_finds(1, "5.2.3", "4-5: 5 should have white");
}
END_TEST

/*
 * 5.2.4: six players, all games drawn; round 4 only 1 and 2 play.
 * Rounds 1-3: 3w-1b 4w-2b 5w-6b; 1w-4b 5w-2b 3w-6b; 6w-1b 2w-3b 4w-5b.
 * 1 had b w b, 2 b b w: both a strong preference for white (colour
 * difference -1).  Walking back, the latest round already differs: 1 had
 * black, 2 white, so 1 gets white.
 */
static void c524_load(const char *p1, const char *p2)
{
	char a[64], b[64];

	snprintf(a, sizeof(a), "1 2400 3b= 4w= 6b= %s", p1);
	snprintf(b, sizeof(b), "2 2350 4b= 5b= 3w= %s", p2);
	vt_load(R1_HEADER, PL(a, b, "3 2300 1w= 6w= 2b= -Z", "4 2250 2w= 1b= 5w= -Z",
			      "5 2200 6w= 2w= 4b= -Z", "6 2150 5b= 3b= 1w= -Z"));
}

START_TEST(r4_colour_524)
{
	c524_load("2w=", "1b=");
	vt_complies();
	c524_load("2b=", "1w=");
	vt_finds(1, "5.2.4", "2-1: 1 should have white");
}
END_TEST

/*
 * C7 inside a bracket of residents only.  Round 1 1w-3b and 4w-2b, both
 * drawn: all four have 0.5; 1 and 4 seek black, 2 and 3 white; 1-3 and
 * 2-4 met.  1-2, 3-4 gives everyone his colour; 1-4, 2-3 leaves two
 * players without it.  The right one: G1 = {2, 3}, S1 by ARO [2 (2250),
 * 3 (2400)], T2 [1, 4]: 2w-1b, 3w-4b.
 */
START_TEST(r2_c7_bracket)
{
	vt_load(R1_HEADER, PL("1 2400 3w= 2b=", "2 2350 4b= 1w=", "3 2300 1b= 4w=", "4 2250 2w= 3b="));
	vt_complies();
	/* 1-4 and 2-3; 5.2.5 gives 4w-1b and 2w-3b. */
	vt_load(R1_HEADER, PL("1 2400 3w= 4b=", "2 2350 4b= 3w=", "3 2300 1b= 2b=", "4 2250 2w= 1w="));
	vt_finds(1, "C7", "2 players do not get their colour preference, 0 was possible");
}
END_TEST

/* --explain describes a complying bracket's decision too. */
START_TEST(r2_explain)
{
	r2_load(R2_HEADER, "4b=", "8w=", "6b=", "1w=", "7w=", "3w=", "5b=", "2b=");
	ck_assert_int_eq(vt_verify(2, 0, 1), 0);
	ck_assert_msg(strstr(vt_out, "round 2: bracket 1.0: explain: residents {1, 3, 6}, upfloaters {4}; "
			     "G1 {4}, G2 {1, 3, 6}; shifters {} from G1, {3} from G2; S1 [4 3], T2 [1 6]\n") != NULL,
		      "%s", vt_out);
	ck_assert_msg(strstr(vt_out, "round 2: bracket 0.0: explain: residents {5, 7}, upfloaters {}; "
			     "G1 {5, 7}, G2 {}; shifters {} from G2, {7} from G1; S1 [5], T2 [7]\n") != NULL,
		      "%s", vt_out);
	ck_assert_msg(strstr(vt_out, "round 2: complies\n") != NULL, "%s", vt_out);
}
END_TEST

/* ---- C9 -----------------------------------------------------------------
 * Eight players, Rnds 6: MaxT = 3.  Virtual points (XXA, +10 for the
 * opponent) make 2 float up in rounds 1-4 and 3 in rounds 2-4; 5-8
 * are absent in round 5.  1 wins everything (4.0, colours b w b w: mild
 * black); 2 and 3 have 2.0 and w b w b (mild white); 4 has 0.5.  Bracket
 * 4.0: {1} and one upfloater from the 2.0 group (C6): 2 and 3 tie on C7
 * (both seek white) and C8 (both are maximum upfloaters); C9: 3 has
 * upfloated 3 times, 2 four times: U = {3}; 3w-1b (5.2.2); then 2w-4b.
 */
#define C9_HEADER "XXR 6\nXXC white1\n" \
	"XXA    5 10.0 10.0  0.0  0.0  0.0\nXXA    6  0.0 10.0  0.0  0.0  0.0\n" \
	"XXA    7  0.0  0.0 10.0 10.0  0.0\nXXA    8  0.0  0.0 10.0 10.0  0.0\n"

static void c9_load(const char *p1, const char *p2, const char *p3, const char *p4)
{
	char s[4][64];
	const char *h[4] = { "1 2400 7b1 8w1 5b1 6w1", "2 2350 5w1 6b1 7w0 8b0",
			     "3 2300 6w1 5b0 8w1 7b0", "4 2250 8b0 7w0 6b0 5w=" };
	const char *r5[4] = { p1, p2, p3, p4 };

	for (int i = 0; i < 4; i++)
		snprintf(s[i], sizeof(s[i]), "%s %s", h[i], r5[i]);
	vt_load(C9_HEADER, PL(s[0], s[1], s[2], s[3], "5 2200 2b0 3w1 1w0 4b= -Z",
			      "6 2150 3b0 2w0 4w1 1b0 -Z", "7 2100 1w0 4b1 2b1 3w1 -Z",
			      "8 2050 4w1 1b0 3b0 2w1 -Z"));
}

START_TEST(r5_c9)
{
	c9_load("3b=", "4w=", "1w=", "2b=");
	vt_complies();
	/* U = {2}: 2w-1b, 3w-4b. */
	c9_load("2b=", "1w=", "4w=", "3b=");
	vt_finds(1, "C9", "the maximum upfloaters among {2} have upfloated 4 times, 3 possible with upfloaters {3}");
}
END_TEST

/* ---- 2.2.4 step 1 (X) ----------------------------------------------------
 * Six players (2400 ... 2150), round 1 1w-4b 2w-5b 3w-6b all drawn; 4
 * may not meet 2 or 3 (XXP).  All have 0.5: 1, 2, 3 seek black, 4, 5, 6
 * white (G1, equal sizes: A = G1).  4 can only meet 5 or 6: x = 1.  The
 * White shifters by ARO: 6 (2300), 5 (2350), 4 (2400), numbered middle
 * first 5, 6, 4: X = {5} (pair 4-5).  Step 2, one Black shifter of 1, 2,
 * 3 (numbered 2, 1, 3): with 4-5, 6 meets 1 or 2 and the other two of
 * 1, 2, 3 meet: Y = {2} (pairs 6-1, 2-3).  G1' = {2, 4, 6}, S1 by ARO
 * [2 (2200), 6, 4], T2: 2-1 leaves 4 only 3 (barred), so [3, 1, 5].
 * Colours: 2-3 (5.2.5) 3w-2b, 6w-1b, 4-5 (5.2.5) 4w-5b.
 */
#define X_HEADER "XXR 5\nXXC white1\nXXP 4 2\nXXP 4 3\n"

static void x_load(const char *p1, const char *p2, const char *p3, const char *p4,
		   const char *p5, const char *p6)
{
	const char *r1[6] = { "4w=", "5w=", "6w=", "1b=", "2b=", "3b=" };
	const char *r2[6] = { p1, p2, p3, p4, p5, p6 };

	vt_load_ladder(X_HEADER, 6, r1, r2);
}

START_TEST(r2_x_complies)
{
	x_load("6b=", "3b=", "2w=", "5w=", "4b=", "1w=");
	vt_complies();
}
END_TEST

/*
 * Y when the recorded pairing breaks the rules Y is chosen by.  Round
 * 1: 1w-7b, 3w-5b, 4w-2b, all drawn; 6 and 8 half-point byes.  Round
 * 2: one bracket, everyone 0.5.  G1 = the White seekers {2, 5, 7} (A,
 * the smaller), G2 = {1, 3, 4, 6, 8} (6, 8 have not played: mild
 * black, 1.5.2.4).  XXP: 2 may meet no G2 player (4 met in round 1),
 * 7 only 4 (1 met), 5 not 7.  So 2 pairs inside G1 and x = 1.
 * X (4.3.2, 4.3.3): G1 by ARO [2 (2250), 5 (2300), 7 (2400)], #1 = 5,
 * possible with 5-2, 7-4: X = {5}.  Y, two players (2.2.4.2): G2 by
 * ranking [1, 3, 4, 6, 8], numbered 4, 3, 6, 1, 8.  With 5-2 the only
 * A-A pair holding X, 7 must take 4, so 4 cannot move: Y = {3, 6}
 * (3-1 or 3-8, 6-8 or 6-1).  G1' = {2, 7, 3, 6}, G2' = {5, 1, 4, 8}.
 * Recorded: 5w-1b (5.2.2), 2w-7b (5.2.5, 2 ranked higher), 6w-4b and
 * 8w-3b (5.2.3: 4 and 3 strong black, 6 and 8 mild): 1-5 both in G2',
 * the first pair (by ranking) that breaks 4.3.  (In this record 4
 * meets 6 inside G2, but the record is no pairing Y may be chosen by:
 * 2-7 holds no X.)
 */
#define Y_REC_HEADER "XXR 5\nXXC white1\nXXP 2 1\nXXP 2 3\nXXP 2 6\nXXP 2 8\n" \
	"XXP 7 3\nXXP 7 6\nXXP 7 8\nXXP 5 7\n"
START_TEST(r2_y_record_breaks_rules)
{
	vt_load(Y_REC_HEADER, PL("1 2400 7w= 5b=", "2 2350 4b= 7w=", "3 2300 5w= 8b=",
				 "4 2250 2w= 6b=", "5 2200 3b= 1w=", "6 2150 -H 4w=",
				 "7 2100 1b= 2b=", "8 2050 -H 3w="));
	vt_finds(1, "4.3", "1-5 are both in G2 after the first shifters {5} from G1 and {3, 6} from G2");
}
END_TEST

/* X = {6} (pair 4-6): 4-6 are both in G1' = {2, 4, 6}.  4w-6b, 5w-1b,
 * 3w-2b. */
START_TEST(r2_x_wrong)
{
	x_load("5b=", "3b=", "2w=", "6w=", "1w=", "4b=");
	vt_finds(1, "4.3", "after the first shifters {5} from G1 and {2} from G2");
}
END_TEST

/* Y = {1} (pairs 6-2, 1-3): 6-2 are both in G1'.  6w-2b, 3w-1b, 4w-5b. */
START_TEST(r2_y_wrong)
{
	x_load("3b=", "6b=", "1w=", "5w=", "4b=", "2w=");
	vt_finds(1, "4.3", "after the first shifters {5} from G1 and {2} from G2");
}
END_TEST

/* ---- Brute force: exactly one pairing complies ---------------------------
 * Random small tournaments (5-8 players, 1-4 rounds of random history
 * with absences, forfeits and PABs, sometimes a forbidden pair).  Every possible pairing of the next
 * round (every PAB, every perfect pairing of the rest) is recorded in
 * turn.  The Dubov procedure is deterministic and always completes when
 * a legal pairing exists, so exactly one of them must be free of
 * findings other than colour ones (5.2.x); of the colourings of that
 * one, exactly one must comply.  This catches both a verifier that
 * accepts a wrong pairing and one that rejects the right one. */
#define BT_MAXP 8
#define BT_MAXR 4

struct bt {
	int n, rounds;			/* history rounds; round rounds+1 is verified */
	int rating[BT_MAXP];
	int opp[BT_MAXP][BT_MAXR];	/* 1-based, 0 none */
	char col[BT_MAXP][BT_MAXR];
	char res[BT_MAXP][BT_MAXR];	/* result, or U / Z without opponent */
	int absent[BT_MAXP];		/* in the verified round */
	int xxp[2];			/* a forbidden pair (start numbers), 0 none */
};

static unsigned long bt_seed;

static int bt_rand(int k)
{
	bt_seed = bt_seed * 6364136223846793005UL + 1442695040888963407UL;
	return (int)((bt_seed >> 33) % (unsigned long)k);
}

static int bt_met(const struct bt *b, int x, int y, int upto)
{
	for (int r = 0; r < upto; r++)
		if (b->opp[x][r] == y + 1)
			return 1;
	return 0;
}

/* One history round: the present players paired at random (no repeats
 * when the shuffle allows), the odd one out gets the PAB. */
static void bt_history_round(struct bt *b, int r)
{
	int who[BT_MAXP], k = 0;

	for (int p = 0; p < b->n; p++) {
		b->opp[p][r] = 0;
		if (bt_rand(8) == 0) {
			b->res[p][r] = 'Z';
			continue;
		}
		who[k++] = p;
	}
	for (int tries = 0; tries < 20; tries++) {
		for (int i = k - 1; i > 0; i--) {
			int j = bt_rand(i + 1), t = who[i];
			who[i] = who[j];
			who[j] = t;
		}
		int bad = 0;
		for (int i = 0; i + 1 < k; i += 2)
			bad |= bt_met(b, who[i], who[i + 1], r);
		if (!bad)
			break;
	}
	for (int i = 0; i + 1 < k; i += 2) {
		int w = who[i], x = who[i + 1], f = bt_rand(12) == 0;
		static const char wr[] = "10=", br[] = "01=";
		int o = bt_rand(3);
		b->opp[w][r] = x + 1;
		b->opp[x][r] = w + 1;
		b->col[w][r] = 'w';
		b->col[x][r] = 'b';
		b->res[w][r] = f ? '+' : wr[o];
		b->res[x][r] = f ? '-' : br[o];
	}
	if (k % 2)
		b->res[who[k - 1]][r] = 'U';
}

static void bt_make(struct bt *b)
{
	memset(b, 0, sizeof(*b));
	b->n = 5 + bt_rand(4);
	b->rounds = 1 + bt_rand(4);
	if (bt_rand(3) == 0) {
		b->xxp[0] = 1 + bt_rand(b->n);
		b->xxp[1] = 1 + (b->xxp[0] + bt_rand(b->n - 1)) % b->n;
	}
	for (int p = 0; p < b->n; p++) {
		b->rating[p] = 1500 + bt_rand(1000);
		b->absent[p] = bt_rand(10) == 0;
	}
	for (int r = 0; r < b->rounds; r++)
		bt_history_round(b, r);
}

/* Load the tournament with the verified round as mate[] (-1 PAB, -2
 * absent); white[p]: p has white. */
static void bt_load(const struct bt *b, const int *mate, const int *white)
{
	char spec[BT_MAXP][256];
	const char *specs[BT_MAXP + 1];

	for (int p = 0; p < b->n; p++) {
		size_t k = (size_t)snprintf(spec[p], sizeof(spec[p]), "%d %d", p + 1, b->rating[p]);
		for (int r = 0; r < b->rounds; r++) {
			if (b->opp[p][r])
				k += (size_t)snprintf(spec[p] + k, sizeof(spec[p]) - k, " %d%c%c",
						      b->opp[p][r], b->col[p][r], b->res[p][r]);
			else
				k += (size_t)snprintf(spec[p] + k, sizeof(spec[p]) - k, " -%c", b->res[p][r]);
		}
		if (mate[p] >= 0)
			snprintf(spec[p] + k, sizeof(spec[p]) - k, " %d%c=", mate[p] + 1,
				 white[p] ? 'w' : 'b');
		else
			snprintf(spec[p] + k, sizeof(spec[p]) - k, " -%c", mate[p] == -1 ? 'U' : 'Z');
		specs[p] = spec[p];
	}
	specs[b->n] = NULL;
	char header[128] = "XXR 5\nXXC white1\n";
	if (b->xxp[0])
		snprintf(header + strlen(header), sizeof(header) - strlen(header), "XXP %d %d\n",
			 b->xxp[0], b->xxp[1]);
	vt_load(header, specs);
}

/* Findings other than colours; and whether any is C1/C2/C3. */
static void bt_classify(int *other, int *illegal)
{
	const char *line = vt_out;

	*other = *illegal = 0;
	while (*line) {
		const char *eol = strchr(line, '\n');
		size_t len = eol ? (size_t)(eol - line) : strlen(line);
		char buf[1024];
		snprintf(buf, sizeof(buf), "%.*s", (int)len, line);
		line += len + (eol != NULL);
		/* "round R: [bracket S: ]RULE: text" */
		char *p = strchr(buf, ':');
		if (!p)
			continue;
		p += 2;
		if (!strncmp(p, "bracket ", 8) && strchr(p, ':'))
			p = strchr(p, ':') + 2;
		if (!strncmp(p, "complies", 8) || strstr(p, "finding") || !strncmp(p, "5.2.", 4))
			continue;
		(*other)++;
		*illegal |= !strncmp(p, "C1:", 3) || !strncmp(p, "C2:", 3) || !strncmp(p, "C3:", 3) ||
			    !strncmp(p, "XXP:", 4);
	}
}

struct bt_enum {
	const struct bt *b;
	int mate[BT_MAXP], white[BT_MAXP];
	int clean, legal, runs;
	int best[BT_MAXP];
};

static void bt_try(struct bt_enum *e)
{
	int other, illegal;

	bt_load(e->b, e->mate, e->white);
	int rc = vt_verify(e->b->rounds + 1, 0, 0);
	ck_assert_msg(rc >= 0, "verify failed:\n%s", vt_text);
	bt_classify(&other, &illegal);
	e->runs++;
	if (!illegal)
		e->legal++;
	if (!other) {
		e->clean++;
		memcpy(e->best, e->mate, sizeof(e->best));
	}
}

/* Every perfect pairing of the players with mate[] == -3. */
static void bt_pairings(struct bt_enum *e)
{
	int a = -1;

	for (int p = 0; p < e->b->n && a < 0; p++)
		if (e->mate[p] == -3)
			a = p;
	if (a < 0) {
		bt_try(e);
		return;
	}
	for (int q = a + 1; q < e->b->n; q++) {
		if (e->mate[q] != -3)
			continue;
		e->mate[a] = q;
		e->mate[q] = a;
		e->white[a] = 1;
		e->white[q] = 0;
		bt_pairings(e);
		e->mate[a] = e->mate[q] = -3;
	}
}

START_TEST(brute_one_complies)
{
	int judged = 0;

	bt_seed = 12345u + (unsigned long)_i * 7919u;
	for (int round = 0; round < 6; round++) {
		struct bt b;
		struct bt_enum e;
		int k = 0;

		bt_make(&b);
		memset(&e, 0, sizeof(e));
		e.b = &b;
		for (int p = 0; p < b.n; p++) {
			e.mate[p] = b.absent[p] ? -2 : -3;
			k += !b.absent[p];
		}
		if (k < 2)
			continue;
		if (k % 2) {
			for (int p = 0; p < b.n; p++)
				if (e.mate[p] == -3) {
					e.mate[p] = -1;
					bt_pairings(&e);
					e.mate[p] = -3;
				}
		} else {
			bt_pairings(&e);
		}
		if (!e.legal)
			continue;	/* no legal pairing: the arbiter decides (1.8.3) */
		judged++;
		ck_assert_msg(e.clean == 1, "%d of %d pairings are free of findings (seed %lu)\n%s",
			      e.clean, e.runs, bt_seed, vt_text);
		/* The colours of that pairing: exactly one colouring complies. */
		int boards[BT_MAXP], nb = 0, ok = 0;
		for (int p = 0; p < b.n; p++)
			if (e.best[p] > p)
				boards[nb++] = p;
		memcpy(e.mate, e.best, sizeof(e.mate));
		for (int m = 0; m < (1 << nb); m++) {
			for (int i = 0; i < nb; i++) {
				e.white[boards[i]] = (m >> i) & 1;
				e.white[e.mate[boards[i]]] = !((m >> i) & 1);
			}
			bt_load(&b, e.mate, e.white);
			ok += vt_verify(b.rounds + 1, 0, 0) == 0;
		}
		ck_assert_msg(ok == 1, "%d colourings comply\n%s", ok, vt_text);
	}
	ck_assert_int_ge(judged, 1);
}
END_TEST

/* 4.3.3: the example of the text, A..G numbered D C E B F A G, and the
 * reading's six players A..F: C D B E A F. */
START_TEST(middle_out)
{
	int seq[8];
	const int seven[7] = { 6, 4, 2, 1, 3, 5, 7 };	/* A..G */
	const int six[6] = { 5, 3, 1, 2, 4, 6 };	/* A..F */

	ck_assert_int_eq(vd_middle_out(7, seq), 0);
	for (int i = 0; i < 7; i++)
		ck_assert_int_eq(seq[i], seven[i]);
	ck_assert_int_eq(vd_middle_out(6, seq), 0);
	for (int i = 0; i < 6; i++)
		ck_assert_int_eq(seq[i], six[i]);
	ck_assert_int_eq(vd_middle_out(1, seq), 0);
	ck_assert_int_eq(seq[0], 1);
}
END_TEST

/* The fewest same-class pairs of a pairing of cls[0..k-1], by trying
 * every pairing. */
static int c7_brute(int *cls, int k)
{
	if (k == 0)
		return 0;
	int best = k;
	for (int j = 1; j < k; j++) {
		int t = cls[1];
		cls[1] = cls[j];
		cls[j] = t;
		int got = (cls[0] == cls[1]) + c7_brute(cls + 2, k - 2);
		if (got < best)
			best = got;
		cls[j] = cls[1];
		cls[1] = t;
	}
	return best;
}

/* vd_c7_floor() is the true minimum on a complete graph: every split
 * of up to ten players into up to four colour classes. */
START_TEST(c7_floor)
{
	int tried = 0;

	for (int code = 0; code < 11 * 11 * 11 * 11; code++) {
		int count[4] = { code % 11, code / 11 % 11, code / 121 % 11, code / 1331 };
		int t = count[0] + count[1] + count[2] + count[3], cls[10], k = 0;
		if (t > 10)
			continue;
		for (int c = 0; c < 4; c++)
			for (int i = 0; i < count[c]; i++)
				cls[k++] = c;
		int want = t % 2 ? 0 : c7_brute(cls, t);
		ck_assert_msg(vd_c7_floor(count, 4) == want, "classes %d %d %d %d: %d, brute %d",
			      count[0], count[1], count[2], count[3], vd_c7_floor(count, 4), want);
		tried++;
	}
	ck_assert_int_ge(tried, 1000);
}
END_TEST

/*
 * Robustness: 300 players, five rounds of random history (random
 * pairings without repeats where the shuffle allows, absences, PABs,
 * forfeits, draws), each round verified: the verifier must finish, give
 * a count and end with its summary line.  Random pairings break many
 * rules, which drives every check through its finding paths.
 */
START_TEST(stress_random)
{
	enum { N = 300, R = 5 };
	static int opp[N][R];
	static char col[N][R], res[N][R];
	static char spec[N][200];
	static const char *specs[N + 1];

	bt_seed = 99;
	for (int r = 0; r < R; r++) {
		int who[N], k = 0;
		for (int p = 0; p < N; p++) {
			opp[p][r] = 0;
			if (bt_rand(20) == 0)
				res[p][r] = 'Z';
			else
				who[k++] = p;
		}
		for (int i = k - 1; i > 0; i--) {
			int j = bt_rand(i + 1), t = who[i];
			who[i] = who[j];
			who[j] = t;
		}
		for (int i = 0; i + 1 < k; i += 2) {
			int w = who[i], x = who[i + 1], o = bt_rand(3), f = bt_rand(30) == 0;
			opp[w][r] = x + 1;
			opp[x][r] = w + 1;
			col[w][r] = 'w';
			col[x][r] = 'b';
			res[w][r] = f ? '+' : "10="[o];
			res[x][r] = f ? '-' : "01="[o];
		}
		if (k % 2)
			res[who[k - 1]][r] = 'U';
	}
	for (int p = 0; p < N; p++) {
		size_t n = (size_t)snprintf(spec[p], sizeof(spec[p]), "%d %d", p + 1, 2700 - p * 3);
		for (int r = 0; r < R; r++)
			n += (size_t)(opp[p][r] ? snprintf(spec[p] + n, sizeof(spec[p]) - n, " %d%c%c",
							   opp[p][r], col[p][r], res[p][r])
						: snprintf(spec[p] + n, sizeof(spec[p]) - n, " -%c", res[p][r]));
		specs[p] = spec[p];
	}
	specs[N] = NULL;
	vt_load("XXR 9\nXXC white1\n", specs);
	for (int r = 1; r <= R; r++) {
		int rc = vt_verify(r, 0, 1);
		char tail[64];
		ck_assert_msg(rc >= 0, "round %d: %d", r, rc);
		if (rc)
			snprintf(tail, sizeof(tail), "round %d: %d finding%s\n", r, rc, rc == 1 ? "" : "s");
		else
			snprintf(tail, sizeof(tail), "round %d: complies\n", r);
		size_t lo = strlen(vt_out), lt = strlen(tail);
		ck_assert_msg(lo >= lt && !strcmp(vt_out + lo - lt, tail), "round %d ends:\n%s", r,
			      vt_out + (lo > 200 ? lo - 200 : 0));
	}
}
END_TEST

Suite *suite_verify_dubov(void)
{
	Suite *s = suite_create("verify_dubov");
	TCase *tc = tcase_create("rules");

	tcase_add_checked_fixture(tc, NULL, vt_teardown);
	tcase_add_test(tc, r1_complies);
	tcase_add_test(tc, r1_transposition);
	tcase_add_test(tc, r1_halves);
	tcase_add_test(tc, r1_colour);
	tcase_add_test(tc, r1_initial_black);
	tcase_add_test(tc, r2_complies);
	tcase_add_test(tc, r2_shifters);
	tcase_add_test(tc, r2_transposition);
	tcase_add_test(tc, r2_c7);
	tcase_add_test(tc, r2_c7_same_set);
	tcase_add_test(tc, r2_c6);
	tcase_add_test(tc, r2_c5);
	tcase_add_test(tc, r2_first_set);
	tcase_add_test(tc, r2_first_set_xxp_complies);
	tcase_add_test(tc, r2_first_set_xxp);
	tcase_add_test(tc, r2_first_set_per_resident_complies);
	tcase_add_test(tc, r2_first_set_per_resident);
	tcase_add_test(tc, r2_c1);
	tcase_add_test(tc, r2_xxp);
	tcase_add_test(tc, r2_xxp_complies);
	tcase_add_test(tc, r2_colour_522);
	tcase_add_test(tc, r2_colour_525);
	tcase_add_test(tc, r1_pab_complies);
	tcase_add_test(tc, r1_pab_ranking);
	tcase_add_test(tc, r2_pab_complies);
	tcase_add_test(tc, r2_pab_c2);
	tcase_add_test(tc, r2_pab_score);
	tcase_add_test(tc, r2_pab_c4);
	tcase_add_test(tc, r2_pab_games);
	tcase_add_test(tc, r2_pab_games_complies);
	tcase_add_test(tc, r2_pab_forfeit_win);
	tcase_add_test(tc, r3_pab_pairable);
	tcase_add_test(tc, r3_pab_pairable_complies);
	tcase_add_test(tc, r3_c3);
	tcase_add_test(tc, r1_unpaired);
	tcase_add_test(tc, r1_pab_even);
	tcase_add_test(tc, r3_c10_complies);
	tcase_add_test(tc, r3_c10);
	tcase_add_test(tc, r3_c10_last_round);
	tcase_add_test(tc, r3_c10_total_option);
	tcase_add_test(tc, r3_c8_complies);
	tcase_add_test(tc, r3_c8);
	tcase_add_test(tc, r3_c8_last_round);
	tcase_add_test(tc, r2_colour_523);
	tcase_add_test(tc, r4_colour_524);
	tcase_add_test(tc, r2_c7_bracket);
	tcase_add_test(tc, r2_explain);
	tcase_add_test(tc, r5_c9);
	tcase_add_test(tc, r2_x_complies);
	tcase_add_test(tc, r2_x_wrong);
	tcase_add_test(tc, r2_y_wrong);
	tcase_add_test(tc, r2_y_record_breaks_rules);
	tcase_add_test(tc, middle_out);
	tcase_add_test(tc, c7_floor);
	suite_add_tcase(s, tc);
	tc = tcase_create("brute");
	tcase_add_checked_fixture(tc, NULL, vt_teardown);
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, brute_one_complies, 0, 40);
	tcase_add_test(tc, stress_random);
	suite_add_tcase(s, tc);
	return s;
}
