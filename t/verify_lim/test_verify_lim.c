/*
 * test_verify_lim.c - the Lim verifier (lib/verify_lim/) on rounds
 * built by hand: correct rounds, among them the worked examples of Lim
 * 4.2-4.4 and 7.2, must comply; mutated rounds must break exactly the
 * rule named.  Each test derives its verdict from the text (and, where
 * the text is unclear, from the readings in /work/helpers/lim-reading.md
 * that lib/verify_lim/ documents).
 *
 * Players are written "ID BLOCK BLOCK ...", a block being OPP COLOUR
 * RESULT ("3w1", "12b=") or -RESULT ("-U" PAB, "-F", "-Z" absent).
 * Player N has rating 2600 - 10 N (up to N = 100), so pairing numbers
 * follow the ratings.  Due colours (Lim 5): the other colour after two
 * alike, else the equalising one, else the alternate one.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "trf/trf.h"
#include "tournament/tournament.h"
#include "verify_lim/verify_lim.h"
#include "support/trf_lines.h"

Suite *suite_verify_lim(void);

/* ---- building tournaments ----------------------------------------------- */

struct buf {
	char *s;
	size_t n, cap;
};

static void put(struct buf *b, const char *s)
{
	size_t k = strlen(s);

	if (b->n + k + 1 > b->cap) {
		b->cap = 2 * (b->n + k + 1);
		b->s = realloc(b->s, b->cap);
		ck_assert_ptr_nonnull(b->s);
	}
	memcpy(b->s + b->n, s, k + 1);
	b->n += k;
}

/* One 001 line from "ID BLOCK BLOCK ...", rated 2600 - 10 * ID up to
 * 100, then 1500 (support/trf_lines.h). */
static void player_line(struct buf *b, const char *spec)
{
	char line[1400], *end;
	long id = strtol(spec, &end, 10);

	spec_line(line, sizeof(line), id, id <= 100 ? 2600 - 10 * id : 1500, end);
	put(b, line);
	put(b, "\n");
}

static struct trf_doc *doc;
static struct tmt *tm;

static void load_n(const char *header, const char *const *specs, int n)
{
	struct buf b = { 0 };
	struct trf_diag d = { 0 };

	put(&b, "012 Lim verifier test\n");
	put(&b, header);
	for (int i = 0; i < n; i++)
		player_line(&b, specs[i]);
	doc = trf_read_mem(b.s, b.n, "mem", &d);
	ck_assert_msg(doc != NULL, "read: %s\n%s", d.msg, b.s);
	ck_assert_msg(trf_validate(doc, &d) == 0, "validate: line %d: %s\n%s", d.line, d.msg, b.s);
	tm = tmt_build(doc, &d);
	ck_assert_msg(tm != NULL, "build: %s", d.msg);
	free(b.s);
}

static void load(const char *header, const char *const *specs)
{
	int n = 0;

	while (specs[n])
		n++;
	load_n(header, specs, n);
}

static void unload(void)
{
	tmt_free(tm);
	trf_free(doc);
	tm = NULL;
	doc = NULL;
}

static char out[16384];

/* Verify round r; the report goes to out[]; returns the findings. */
static int verify(int r, int maxi, int explain)
{
	struct verify_options o = { 0, explain, 0, 0 };
	FILE *f = tmpfile();

	ck_assert_ptr_nonnull(f);
	int rc = verify_lim_round(tm, r, &o, maxi, f);
	rewind(f);
	size_t k = fread(out, 1, sizeof(out) - 1, f);
	out[k] = 0;
	fclose(f);
	return rc;
}

/* Exactly the findings given, all naming rule (NULL: complies). */
static void expect(int r, int maxi, int n, const char *rule)
{
	int rc = verify(r, maxi, 0);
	char want[64];

	ck_assert_msg(rc == n, "%d findings, want %d:\n%s", rc, n, out);
	if (!n) {
		snprintf(want, sizeof(want), "round %d: complies\n", r);
		ck_assert_msg(strstr(out, want), "%s", out);
		return;
	}
	/* Every line but the summary names the rule. */
	int lines = 0;
	char *save = NULL, copy[sizeof(out)];
	memcpy(copy, out, sizeof(out));
	for (char *l = strtok_r(copy, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		if (strstr(l, " finding"))
			continue;
		ck_assert_msg(strstr(l, rule), "not %s: %s\n%s", rule, l, out);
		lines++;
	}
	ck_assert_msg(lines == n, "%d lines of %s:\n%s", lines, rule, out);
}

/* Like expect() but rule must be in the report and text too. */
static void expect_text(int r, int maxi, int n, const char *rule, const char *text)
{
	expect(r, maxi, n, rule);
	ck_assert_msg(strstr(out, text), "no \"%s\" in:\n%s", text, out);
}

/* The tournament of specs under header: round r complies. */
static void complies(const char *header, const char *const *specs, int r, int maxi)
{
	load(header, specs);
	expect(r, maxi, 0, NULL);
	unload();
}

/* The same, breaking rule n times, text in the report (NULL: any). */
static void breaks(const char *header, const char *const *specs, int r, int maxi, int n,
		   const char *rule, const char *text)
{
	load(header, specs);
	if (text)
		expect_text(r, maxi, n, rule, text);
	else
		expect(r, maxi, n, rule);
	unload();
}

#define HDR "XXR 5\nXXC white1\n"

/* ---- round one (7) ---------------------------------------------------- */

/* Lim 7.2, eight players, #1 drew White: 1v5, 2v6, 3v7, 4v8 (2.4), odd
 * numbers of the top half White like #1, even numbers Black. */
static const char *const r1_ok[] = {
	"1 5w1", "2 6b1", "3 7w1", "4 8b1", "5 1b0", "6 2w0", "7 3b0", "8 4w0", NULL
};

START_TEST(r1_seven_two_complies)
{
	complies(HDR, r1_ok, 1, 0);
}
END_TEST

START_TEST(r1_seven_two_forty_black)
{
	/* The example of 7.2 with the other lot: forty players, #1 Black:
	 * 21 v 1, 2 v 22, 23 v 3, 4 v 24, ... 20 v 40 (white first). */
	static char specs[40][32];
	const char *p[40];

	for (int k = 1; k <= 20; k++) {
		int top_white = k % 2 == 0;
		snprintf(specs[k - 1], sizeof(specs[0]), "%d %d%c=", k, k + 20, top_white ? 'w' : 'b');
		snprintf(specs[k + 19], sizeof(specs[0]), "%d %d%c=", k + 20, k, top_white ? 'b' : 'w');
	}
	for (int i = 0; i < 40; i++)
		p[i] = specs[i];
	load_n("XXR 5\nXXC black1\n", p, 40);
	expect(1, -1, 0, NULL);
	unload();
}
END_TEST

START_TEST(r1_colour_mutation)
{
	/* As r1_ok but 7-3 with 7 White: #3 is odd in the top half and
	 * must have #1's colour, White (7.2). */
	static const char *const p[] = {
		"1 5w1", "2 6b1", "3 7b1", "4 8b1", "5 1b0", "6 2w0", "7 3w0", "8 4w0", NULL
	};
	breaks(HDR, p, 1, 0, 1, "7 round one", "7-3: 3 should have white");
}
END_TEST

START_TEST(r1_pairing_mutation)
{
	/* 1-6 and 5-2 instead of 1-5, 6-2: #1 is scrutinised first and 5,
	 * his proposed opponent (2.4), is compatible and leaves 2-6, 3-7,
	 * 4-8: 4.1/4.2 give 1-5.  Colours follow 7.2 (5-2: #2 even, Black). */
	static const char *const p[] = {
		"1 6w1", "2 5b1", "3 7w1", "4 8b1", "5 2w0", "6 1b0", "7 3b0", "8 4w0", NULL
	};
	breaks(HDR, p, 1, 0, 1, "4.1 exchange order", "1 should meet 5");
}
END_TEST

START_TEST(r1_pab_lowest_rated)
{
	/* 7.1: seven players, the lowest rated (#7) gets the PAB; 1-4,
	 * 5-2, 3-6 by 2.4 and 7.2. */
	static const char *const p[] = {
		"1 4w1", "2 5b1", "3 6w1", "4 1b0", "5 2w0", "6 3b0", "7 -U", NULL
	};
	complies(HDR, p, 1, 0);
}
END_TEST

START_TEST(r1_pab_mutation)
{
	/* #6 gets the PAB instead of #7 (7.1); the others are paired as
	 * 2.4 gives for {1,2,3,4,5,7}: 1-4, 5-2, 3-7, so that is the one
	 * finding. */
	static const char *const p[] = {
		"1 4w1", "2 5b1", "3 7w1", "4 1b0", "5 2w0", "6 -U", "7 3b0", NULL
	};
	breaks(HDR, p, 1, 0, 1, "7 round one", "the PAB goes to 7");
}
END_TEST

START_TEST(r1_forbidden_pair)
{
	/* XXP 1 5: #1's proposed opponent 5 is not compatible (2.1), the
	 * next in 4.2's order is 6 (1-6; rest 2-5, 3-7, 4-8). */
	static const char *const ok[] = {
		"1 6w1", "2 5b1", "3 7w1", "4 8b1", "5 2w0", "6 1b0", "7 3b0", "8 4w0", NULL
	};
	static const char *const bad[] = {
		"1 5w1", "2 6b1", "3 7w1", "4 8b1", "5 1b0", "6 2w0", "7 3b0", "8 4w0", NULL
	};
	complies(HDR "XXP 1 5\n", ok, 1, 0);
	breaks(HDR "XXP 1 5\n", bad, 1, 0, 1, "2.1 compatibility", "forbidden");
}
END_TEST

/* ---- the PAB (1.1, Basic Rule 4) --------------------------------------- */

START_TEST(r2_pab_after_full_point_bye)
{
	/* R1: 1-3 1-0, 4-2 1-0, #5 a requested full-point bye (F).  In
	 * round 2 #5 gets the PAB: barred by Basic Rule 4 (2025).  The rest
	 * is right: 1-pt group {1,4}: both due Black, identical histories,
	 * the higher ranked #1 gets it (5.4): 4-1; 0-pt group {2,3}: both
	 * due White, below the median the lower ranked #3 gets it: 3-2. */
	static const char *const p[] = {
		"1 3w1 4b=", "2 4b0 3b=", "3 1b0 2w=", "4 2w1 1w=", "5 -F -U", NULL
	};
	breaks(HDR, p, 2, 0, 1, "1.1 bye", "Basic Rule 4");
}
END_TEST

/*
 * R1: 1-3 1-0, 4-2 0-1, #5 PAB.  Round 2: 1 point {1,2,5}, 0 {3,4}.
 * PAB (1.1): lowest group {3,4}, lowest ranked #4.  Then {1,2,5} sends
 * one down.  Types (3.9) against the next group beyond the empty median
 * ({3}): #1 met #3 (type c), #2 and #5 type d.  3.10 does not shield #5:
 * a PAB transfers nobody to another score-group (3.1).  Due colours: 1
 * Black, 2 White, 5 none: balanced (3.2), so the lowest numbered of the
 * type-d players floats (3.3): #5.  2-1 (both get their colour).  {3}
 * floats up; in the empty median 3-5 (3 due White, 5 has none).
 */
START_TEST(r2_pab_lowest_of_lowest)
{
	static const char *const p[] = {
		"1 3w1 2b=", "2 4b1 1w=", "3 1b0 5w=", "4 2w0 -U", "5 -U 3b=", NULL
	};
	complies(HDR, p, 2, 0);
}
END_TEST

START_TEST(r2_floater_choice_after_pab)
{
	/* As above, but #2 floats (5-1, 2-3), as if the PAB of round 1 had
	 * made #5 last round's floater: it did not (3.1, 3.10), so the
	 * lower numbered #5 should float (3.3). */
	static const char *const p[] = {
		"1 3w1 5b=", "2 4b1 3w=", "3 1b0 2b=", "4 2w0 -U", "5 -U 1w=", NULL
	};
	breaks(HDR, p, 2, 0, 1, "3.3 floater choice", "5 should");
}
END_TEST

/*
 * 3.10, with the history of t/lim/test_lim_more.c (last_floater_not_
 * refloated): round 3 of 5, 2 points {1, 3, 5}, all of type d and due
 * White; #5 was transferred in round 2 (from the odd 1-point group into
 * the empty median group, 3.1), so #3 floats, not the lowest numbered
 * #5.  Recorded here: #5 floats again (1-3, 5-2, 7-4, 10-8, 9-6).
 */
START_TEST(r3_floater_again)
{
	static const char *const p[] = {
		"1 6w1 4b1 3w=", "2 7b1 3w0 5b=", "3 8w1 2b1 1b=", "4 9b1 1w0 7b=",
		"5 10w1 6b1 2w=", "6 1b0 5w0 9b=", "7 2w0 10b0 4w=", "8 3b0 9w1 10b=",
		"9 4w0 8b0 6w=", "10 5b0 7w1 8w=", NULL
	};
	breaks(HDR, p, 3, 0, 1, "3.10 floater again", "5");
}
END_TEST

START_TEST(r2_pab_mutation)
{
	/* As above with the PAB to #3 (not the lowest ranked of {3,4}).
	 * The rest is what the procedure gives without #3: against {4},
	 * #1 and #5 are type d, #2 type c (met 4); colours balanced (1 due
	 * Black, 2 White, 5 none), so the lowest numbered, #5, floats; 2-1;
	 * median 5-4 (4 due Black, 5 has none). */
	static const char *const p[] = {
		"1 3w1 2b=", "2 4b1 1w=", "3 1b0 -U", "4 2w0 5b=", "5 -U 4w=", NULL
	};
	breaks(HDR, p, 2, 0, 1, "1.1 bye", "the PAB goes to 4");
}
END_TEST

/* ---- compatibility (2.1, 6) and colours (5) ---------------------------- */

/* R1: 1-3 1-0, 4-2 0-1.  Round 2: {1,2} and {3,4}. */
START_TEST(r2_simple_complies)
{
	/* 1 due b, 2 due w: 2-1; 3 due w, 4 due b: 3-4 (5.6). */
	static const char *const p[] = { "1 3w1 2b=", "2 4b1 1w=", "3 1b0 4w=", "4 2w0 3b=", NULL };
	complies(HDR, p, 2, 0);
}
END_TEST

START_TEST(r2_rematch)
{
	/* 1-3 and 2-4 again: both have met (2.1); nothing else is judged. */
	static const char *const p[] = { "1 3w1 3b=", "2 4b1 4w=", "3 1b0 1w=", "4 2w0 2b=", NULL };
	breaks(HDR, p, 2, 0, 2, "2.1 compatibility", "have met before");
}
END_TEST

START_TEST(r2_colour_even_round)
{
	/* As r2_simple_complies with 1-2 (1 White): #1 is due Black and #2
	 * White, both can have theirs (5.6, even round). */
	static const char *const p[] = { "1 3w1 2w=", "2 4b1 1b=", "3 1b0 4w=", "4 2w0 3b=", NULL };
	breaks(HDR, p, 2, 0, 1, "5.6 colour", "1-2: 2 should have white");
}
END_TEST

/* R1: 1-3 1-0, 4-2 1-0: {1,4} both due Black, {2,3} both due White,
 * identical histories.  5.4: at or above the median the higher ranked
 * gets the due colour (4-1), below it the lower ranked (3-2). */
START_TEST(r2_identical_histories)
{
	static const char *const ok[] = { "1 3w1 4b=", "2 4b0 3b=", "3 1b0 2w=", "4 2w1 1w=", NULL };
	static const char *const bad[] = { "1 3w1 4b=", "2 4b0 3w=", "3 1b0 2b=", "4 2w1 1w=", NULL };

	complies(HDR, ok, 2, 0);
	breaks(HDR, bad, 2, 0, 1, "5.4 colour", "2-3: 3 should have white");
}
END_TEST

/*
 * 5.6 against alternation (issue 17): round 4, only #1 and #2 present
 * (1.5 each).  #1: B B W, White levels him; #2: PAB, W B, level, due
 * White only by alternation, and three games cannot be levelled.  In an
 * even round the equalising colour comes "whenever possible": 1-2
 * complies, 2-1 breaks 5.6.
 */
START_TEST(r4_equalising_before_alternation)
{
	static const char *const rest[] = {
		"3 1w= 5w1 2w= -Z", "4 5w1 1w= 7w1 -Z", "5 4b0 3b0 1b= -Z",
		"6 7w1 2b1 -U -Z", "7 6b0 -U 4b0 -Z",
	};
	const char *ok[8] = { "1 3b= 4b= 5w= 2w=", "2 -U 6w0 3b= 1b=" };
	const char *bad[8] = { "1 3b= 4b= 5w= 2b=", "2 -U 6w0 3b= 1w=" };

	for (int i = 0; i < 5; i++)
		ok[i + 2] = bad[i + 2] = rest[i];
	complies(HDR, ok, 4, 0);
	breaks(HDR, bad, 4, 0, 1, "5.6 colour", "2-1: 1 should have white");
}
END_TEST

/*
 * 5.6 when 5.3 binds both (issue 17): round 6 of 6, only #1 and #2
 * present, 2.5 each (the median).  #1: W W B B (round 5 absent), level;
 * #2: B W W B B, one more Black.  Both had Black twice running and are
 * due White (5.3); in the last round one of them may have it a third
 * time (6), so 5.3 binds both alike.  5.6: in an even round "whenever
 * possible" each gets the colour that levels him -- White levels #2,
 * nothing can level #1 (five games): 2-1.  (Going back, the histories
 * are identical as far as #1's go, and 5.4 would give the higher ranked
 * #1 White; 5.6 comes first.)
 */
START_TEST(r6_equalising_when_both_twice)
{
	static const char *const rest[] = {
		"3 1b0 2b= -Z -Z -Z -Z", "4 2w0 1b0 -Z -Z -Z -Z",
		"5 -Z -Z 1w= 2w0 -Z -Z", "6 -Z -Z 2b1 1w1 -Z -Z",
		"7 -Z -Z -Z -Z 2w1 -Z",
	};
	const char *ok[8] = { "1 3w1 4w1 5b= 6b0 -Z 2b=", "2 4b1 3w= 6w0 5b1 7b0 1w=" };
	const char *bad[8] = { "1 3w1 4w1 5b= 6b0 -Z 2w=", "2 4b1 3w= 6w0 5b1 7b0 1b=" };

	for (int i = 0; i < 5; i++)
		ok[i + 2] = bad[i + 2] = rest[i];
	complies("XXR 6\nXXC white1\n", ok, 6, 0);
	breaks("XXR 6\nXXC white1\n", bad, 6, 0, 1, "5.6 colour", "1-2: 2 should have white");
}
END_TEST

/*
 * 3.4 with 3.8 across the median (issue 17): round 5 of 7, the case of
 * test_lim_floaters.c floater_claims_in_median_direction, worked there:
 * #6 must float up from {3, 4, 5, 6} and will meet #1 in the median
 * group, which is paired downward (2.2, 3.8); #3 keeps #2 next door and,
 * the highest numbered, floats: 1-6, 2-3, 5-4.  Floating #4 instead
 * (1-6, 2-4, 5-3) breaks 3.4.
 */
START_TEST(r5_upfloater_claims_downward)
{
	static const char *const rest[] = {
		"7 1b0 2w= 3w0 10b= -Z", "8 2b0 5b1 4w1 1w1 -Z",
		"9 4w1 10b0 1b1 2w1 -Z", "10 5w1 9w1 2b= 7w= -Z",
	};
	const char *ok[12] = { "1 7w1 3b1 9w0 8b0 6w1", "2 8w1 7b= 10w= 9b0 3w=",
			       "3 6b0 1w0 7b1 -Z 2b=", "4 9b0 6w1 8b0 -Z 5b0",
			       "5 10b0 8w0 6b1 -Z 4w1", "6 3w1 4b0 5w0 -Z 1b0" };
	const char *bad[12] = { "1 7w1 3b1 9w0 8b0 6w1", "2 8w1 7b= 10w= 9b0 4w=",
				"3 6b0 1w0 7b1 -Z 5b0", "4 9b0 6w1 8b0 -Z 2b=",
				"5 10b0 8w0 6b1 -Z 3w1", "6 3w1 4b0 5w0 -Z 1b0" };

	for (int i = 0; i < 4; i++)
		ok[i + 6] = bad[i + 6] = rest[i];
	complies("XXR 7\nXXC white1\n", ok, 5, 0);
	breaks("XXR 7\nXXC white1\n", bad, 5, 0, 1, "3.4 floater choice",
	       "4 floats, but the higher numbered 3 should");
}
END_TEST

/*
 * 3.3, whose opponents are excluded first (issue 17): round 3 of 5, the
 * case of test_lim_floaters.c floater_exclusion_by_score, worked there.
 * #5 (2.0) and #1 (1.5) must float on from {1, 2, 3, 4}; the higher
 * score claims first (3.3, as 3.6 pairs them): #5 takes #6, #1 has
 * nobody left, #4 keeps #7 and floats: 8-5, 3-2, 6-1, 7-4 complies.
 * Floating #3 instead (4-2, 6-1, 7-5, 8-3) breaks 3.3.
 */
START_TEST(r3_exclusion_by_score)
{
	static const char *const rest[] = {
		"9 1b0 -Z -Z", "10 2b0 -Z -Z", "11 3b0 -Z -Z", "12 4b0 -Z -Z",
		"13 5b0 -Z -Z", "14 6w= -Z -Z", "15 7w= -Z -Z", "16 8w= -Z -Z",
	};
	const char *ok[17] = { "1 9w1 -H 6b=", "2 10w1 -H 3b=", "3 11w1 -H 2w=",
			       "4 12w1 -H 7b=", "5 13w1 -F 8b=", "6 14b= -H 1w=",
			       "7 15b= -H 4w=", "8 16b= -H 5w=" };
	const char *bad[17] = { "1 9w1 -H 6b=", "2 10w1 -H 4b=", "3 11w1 -H 8b=",
				"4 12w1 -H 2w=", "5 13w1 -F 7b=", "6 14b= -H 1w=",
				"7 15b= -H 5w=", "8 16b= -H 3w=" };
	const char *hdr = "XXR 5\nXXC white1\nXXP 5 1\nXXP 5 2\nXXP 5 3\nXXP 5 4\n"
			  "XXP 1 2\nXXP 1 3\nXXP 1 4\nXXP 1 7\nXXP 1 8\nXXP 4 6\nXXP 4 8\n";

	for (int i = 0; i < 8; i++)
		ok[i + 8] = bad[i + 8] = rest[i];
	load_n(hdr, ok, 16);
	expect(3, 0, 0, NULL);
	unload();
	load_n(hdr, bad, 16);
	expect_text(3, 0, 1, "3.3 floater choice", "3 floats, but the lower numbered 4 should");
	unload();
}
END_TEST

/* Four players drew twice: 1 WW, 2 BB, 3 WB, 4 BW; 1-2, 3-4, 1-3, 4-2
 * have met, so round 3 is 1-4 and 2-3. */
START_TEST(r3_colour_limits)
{
	/* 5.1 a: #1 (WW) must have Black, #2 (BB) White: 4-1, 2-3. */
	static const char *const ok[] = {
		"1 2w= 3w= 4b=", "2 1b= 4b= 3w=", "3 4w= 1b= 2b=", "4 3b= 2w= 1w=", NULL
	};
	static const char *const bad[] = {
		"1 2w= 3w= 4w=", "2 1b= 4b= 3w=", "3 4w= 1b= 2b=", "4 3b= 2w= 1b=", NULL
	};

	complies(HDR, ok, 3, 0);
	breaks(HDR, bad, 3, 0, 1, "5.1 colour", "1-4: 4 should have white");
}
END_TEST

/* R1: 1-3, 2-4; R2: 1-4, 2-3 (1 and 2 White both times, winning).
 * Round 3: 1 and 2 (2 points) both must have Black (5.1 a), 3 and 4
 * (0) both White: 1-2 and 3-4 are not compatible (2.1) - unless it is
 * the last round (6), where equal scores may meet all the same. */
static const char *const ww[] = {
	"1 3w1 4w1 2b=", "2 4w1 3w1 1w=", "3 1b0 2b0 4b=", "4 2b0 1b0 3w=", NULL
};

START_TEST(r3_colour_incompatible)
{
	breaks(HDR, ww, 3, 0, 2, "2.1 compatibility", "three times in a row");
}
END_TEST

START_TEST(r3_last_round)
{
	/* XXR 3 (Lim 6): 1-2 and 3-4 may meet.  Colours: either way one
	 * breaks 5.1, so 5.4 decides; identical histories: above the
	 * median the higher ranked #1 gets his due Black (2-1), below it
	 * the lower ranked #4 his due White (4-3). */
	complies("XXR 3\nXXC white1\n", ww, 3, 0);
}
END_TEST

START_TEST(r3_last_round_colour)
{
	/* As r3_last_round with 1-2 (1 White): 5.4 gives #1 Black. */
	static const char *const p[] = {
		"1 3w1 4w1 2w=", "2 4w1 3w1 1b=", "3 1b0 2b0 4b=", "4 2b0 1b0 3w=", NULL
	};
	breaks("XXR 3\nXXC white1\n", p, 3, 0, 1, "5.4 colour", "1-2: 2 should have white");
}
END_TEST

START_TEST(r3_last_round_other_scores)
{
	/* XXR 3, round 3.  1 (WW, 2 points) and 2 (WW, 1.5) both must
	 * have Black (5.1 a); different scores, so the last-round exception
	 * (6) does not let them meet, and the round can be paired without
	 * it (1-3, 2-4, 5-6), so it is not dropped for everyone either.
	 * 4-3 and 5-6 are right (4 and 5 had BB). */
	static const char *const p[] = {
		"1 4w1 5w1 2b=", "2 6w1 3w= 1w=", "3 5w= 2b= 4b=",
		"4 1b0 6b= 3w=", "5 3b= 1b0 6w=", "6 2b0 4w= 5b=", NULL
	};
	breaks("XXR 3\nXXC white1\n", p, 3, 0, 1, "6 last round", "only between equal scores");
}
END_TEST

START_TEST(r2_no_games_yet)
{
	/* R1: 1 and 2 won by forfeit against 3 and 4: nobody has a colour
	 * yet, so 7.2 decides in round 2 as well: the better placed of a
	 * pair takes #1's colour (XXC white1) if his number is odd: 1-2
	 * with 1 White, 3-4 with 3 White.  Recorded 2-1: one finding. */
	static const char *const ok[] = { "1 3w+ 2w=", "2 4w+ 1b=", "3 1b- 4w=", "4 2b- 3b=", NULL };
	static const char *const bad[] = { "1 3w+ 2b=", "2 4w+ 1w=", "3 1b- 4w=", "4 2b- 3b=", NULL };

	complies(HDR, ok, 2, 0);
	breaks(HDR, bad, 2, 0, 1, "7.2 colour", "2-1: 1 should have white");
}
END_TEST

START_TEST(r2_no_games_different_scores)
{
	/* R1: #1 a half-point bye, #2 absent, #3 alone: the PAB.  Round 2:
	 * #3 had the PAB and may not have it again (1.1); the lowest group
	 * {2} gives it to #2.  #3 (1 point) floats down to the median 0.5
	 * and meets #1.  Neither has played: 7.2 as in round one, decided
	 * by the higher ranked, #3 (more points, as in 5.4), whose number
	 * among the players so far is 3: odd, so #1's lot, White: 3-1.
	 * (By the better number #1 would decide: 1-3.) */
	static const char *const ok[] = { "1 -H 3b=", "2 -Z -U", "3 -U 1w=", NULL };
	static const char *const bad[] = { "1 -H 3w=", "2 -Z -U", "3 -U 1b=", NULL };

	complies(HDR, ok, 2, 0);
	breaks(HDR, bad, 2, 0, 1, "7.2 colour", "1-3: 3 should have white");
}
END_TEST

/* ---- the exchanges (4.2-4.4) ------------------------------------------- */

/* Lim 4.2: six players, #1 has met #4.  All drew in R1 (1-4, 2-6,
 * 3-5), so all six form the median group of round 2, paired downward.
 * #1 tries 4 (met), then 5: compatible, and 2-4, 3-6 remain: 1-5,
 * 2-4, 3-6, the second column of 4.2.  Colours: 1, 2, 3 had White and
 * are due Black, 4, 5, 6 due White: no exchange for colours (5.2). */
START_TEST(lim_4_2_example)
{
	static const char *const p[] = {
		"1 4w= 5b=", "2 6w= 4b=", "3 5w= 6b=", "4 1b= 2w=", "5 3b= 1w=", "6 2b= 3w=", NULL
	};
	complies(HDR, p, 2, 0);
}
END_TEST

START_TEST(lim_4_2_mutation)
{
	/* 1-6, 2-5, 3-4 is recorded though 1-5 comes first in the order
	 * of 4.2 and leaves the rest pairable (2-4, 3-6). */
	static const char *const p[] = {
		"1 4w= 6b=", "2 6w= 5b=", "3 5w= 4b=", "4 1b= 3w=", "5 3b= 2w=", "6 2b= 1w=", NULL
	};
	breaks(HDR, p, 2, 0, 1, "4.1 exchange order", "1 should meet 5");
}
END_TEST

/* Lim 4.3: six players of 1 point after two rounds (median of round
 * 3): R1 1-4, 2-5, 3-6 drawn; R2 1-5, 4-2 drawn, 3 and 6 half-point
 * byes.  #1 has met 4 and 5: he takes 6 (2-3, 4-5 remain).  Then #2
 * (met 4 and 5) tries 4, 5, then 3: 1-6, 2-3, 4-5, the third column of
 * 4.3.  Due colours: 1 b (WW), 2 w, 3 b, 4 b, 5 w (BB), 6 w. */
START_TEST(lim_4_3_example)
{
	static const char *const p[] = {
		"1 4w= 5w= 6b=", "2 5w= 4b= 3w=", "3 6w= -H 2b=",
		"4 1b= 2w= 5b=", "5 2b= 1b= 4w=", "6 3b= -H 1w=", NULL
	};
	complies(HDR, p, 3, 0);
}
END_TEST

START_TEST(lim_4_3_mutation)
{
	/* The fourth column, 1-3, 2-6, 4-5: #1 takes 3 though 6 comes
	 * first for him.  Colours as 5 gives (3-1 by 5.1, 2-6 by 5.4). */
	static const char *const p[] = {
		"1 4w= 5w= 3b=", "2 5w= 4b= 6w=", "3 6w= -H 1w=",
		"4 1b= 2w= 5b=", "5 2b= 1b= 4w=", "6 3b= -H 2b=", NULL
	};
	breaks(HDR, p, 3, 0, 1, "4.1 exchange order", "1 should meet 6");
}
END_TEST

START_TEST(lim_4_3_colour_odd_round)
{
	/* As lim_4_3_example with 3-2 (3 White): #2 (WB) is due White and
	 * #3 (W) Black; both can have theirs (5.5, odd round). */
	static const char *const p[] = {
		"1 4w= 5w= 6b=", "2 5w= 4b= 3b=", "3 6w= -H 2w=",
		"4 1b= 2w= 5b=", "5 2b= 1b= 4w=", "6 3b= -H 1w=", NULL
	};
	breaks(HDR, p, 3, 0, 1, "5.5 colour", "3-2: 2 should have white");
}
END_TEST

/*
 * Lim 4.4 b: an even group of six in which #1 and #2 may meet only #6
 * (XXP makes them incompatible with 2..5).  R1: 1-9, 2-10, ..., 6-14
 * won by the top six (White 1, 3, 5), 7-8 drawn.  Round 2: {1..6} (1
 * point), median {7,8}, {9..14} (0).  At most two pairs in {1..6}
 * (1-6 and one of 3, 4, 5 pairs), so two float; all of type d, none
 * floated before, colours balanced (1, 3, 5 due Black): the lowest
 * numbered first, as long as two pairs stay possible: #6 no, #5 yes,
 * #4 and #3 no, #2 yes: #2 and #5 float, "in company" (4.4 b).  1-6,
 * 4-3.  Median: DF 2 (due White) meets the highest numbered resident
 * due Black, 7; DF 5 meets 8 (3.6, 3.8).  {9..14} upward: 14-11,
 * 13-10, 12-9 by 4.1 b, all with due colours.
 */
#define XXP44 "XXP 1 2\nXXP 1 3\nXXP 1 4\nXXP 1 5\nXXP 2 3\nXXP 2 4\nXXP 2 5\n"
static const char *const lim44b[] = {
	"1 9w1 6b=", "2 10b1 7w=", "3 11w1 4b=", "4 12b1 3w=", "5 13w1 8b=", "6 14b1 1w=",
	"7 8w= 2b=", "8 7b= 5w=", "9 1b0 12w=", "10 2w0 13b=", "11 3b0 14w=", "12 4w0 9b=",
	"13 5b0 10w=", "14 6w0 11b=", NULL
};

START_TEST(lim_4_4b_example)
{
	complies(HDR XXP44, lim44b, 2, 0);
}
END_TEST

START_TEST(lim_4_4b_floater_choice)
{
	/* #3 floats instead of #5 (4-5 paired, 8-3 in the median): both
	 * keep two pairs, but downward the lowest numbered floats (3.3). */
	static const char *const p[] = {
		"1 9w1 6b=", "2 10b1 7w=", "3 11w1 8b=", "4 12b1 5w=", "5 13w1 4b=", "6 14b1 1w=",
		"7 8w= 2b=", "8 7b= 3w=", "9 1b0 12w=", "10 2w0 13b=", "11 3b0 14w=", "12 4w0 9b=",
		"13 5b0 10w=", "14 6w0 11b=", NULL
	};
	breaks(HDR XXP44, p, 2, 0, 1, "3.3 floater choice", "3 floats, but the lower numbered 5");
}
END_TEST

START_TEST(lim_3_8_floater_opponent)
{
	/* As lim44b with 2-8 and 7-5 in the median: the first floater, #2
	 * (3.6), should meet the highest numbered resident due the other
	 * colour, #7 (3.8). */
	static const char *const p[] = {
		"1 9w1 6b=", "2 10b1 8w=", "3 11w1 4b=", "4 12b1 3w=", "5 13w1 7b=", "6 14b1 1w=",
		"7 8w= 5w=", "8 7b= 2b=", "9 1b0 12w=", "10 2w0 13b=", "11 3b0 14w=", "12 4w0 9b=",
		"13 5b0 10w=", "14 6w0 11b=", NULL
	};
	breaks(HDR XXP44, p, 2, 0, 1, "3.8 floater opponent", "floater 2 should meet 7");
}
END_TEST

/*
 * Lim 4.4 a: an odd group of seven, #1 and #2 compatible only with #6
 * (XXP with 2, 3, 4, 5, 7).  R1: 1-8, ..., 6-13 won by the top (White
 * 1, 3, 5), #7 won by forfeit against #14 (no colour).  {1..7}: at most
 * three pairs (1-6, 3-4, 5-7), one floats: the lowest numbered keeping
 * three pairs: not 7, 6, 5, 4, 3, but #2 - #2 floats and #7 stays
 * ("#2 is exchanged with the floater, originally #7").  1-6, then 3-5
 * by 4.1 (4-7 left); both due Black: 5.2 exchanges 5 and 7: 3-7, 4-5.
 * {8..14} upward floats #8 (the highest numbered; colours balanced,
 * #14 none), 14-11, 13-10, 12-9.  Median: DF 2 meets UF 8; both due
 * White, identical histories: #2 ranks higher and gets it (5.4).
 */
START_TEST(lim_4_4a_example)
{
	static const char *const p[] = {
		"1 8w1 6b=", "2 9b1 8w=", "3 10w1 7b=", "4 11b1 5w=", "5 12w1 4b=", "6 13b1 1w=",
		"7 14w+ 3w=", "8 1b0 2b=", "9 2w0 12b=", "10 3b0 13w=", "11 4w0 14b=", "12 5b0 9w=",
		"13 6w0 10b=", "14 7b- 11w=", NULL
	};
	complies(HDR "XXP 1 2\nXXP 1 3\nXXP 1 4\nXXP 1 5\nXXP 1 7\nXXP 2 3\nXXP 2 4\nXXP 2 5\n" "XXP 2 7\n", p, 2, 0);
}
END_TEST

/* ---- floaters (2.3, 3.2, 3.9) and the colour scrutiny (5.2) ------------ */

/*
 * Eight players, R1 1-5, 6-2, 3-7, 8-4 won by the top half.  {1,2,3,4}:
 * #1 (due b) takes 3 (4.2), 2-4 remain; both pairs are due the same
 * colour, so 5.2 exchanges 3 and 4: 1-4, 2-3.  {5..8} upward: #8 takes
 * 6, 7-5 remain; 5.2: 8-5, 7-6.
 */
START_TEST(r2_colour_scrutiny)
{
	static const char *const p[] = {
		"1 5w1 4b=", "2 6b1 3w=", "3 7w1 2b=", "4 8b1 1w=",
		"5 1b0 8w=", "6 2w0 7b=", "7 3b0 6w=", "8 4w0 5b=", NULL
	};
	load(HDR, p);
	expect(2, 0, 0, NULL);
	ck_assert_int_eq(verify(2, 0, 1), 0);
	ck_assert_msg(strstr(out, "group 1.0: paired downward, 4 players"), "%s", out);
	ck_assert_msg(strstr(out, "exchanges give: 1-3 2-4; after 5.2: 1-4 2-3"), "%s", out);
	ck_assert_msg(strstr(out, "group 0.0: paired upward"), "%s", out);
	unload();
}
END_TEST

START_TEST(r2_colour_scrutiny_missing)
{
	/* 1-3, 2-4 as the exchanges give them, without the exchange of 5.2
	 * (colours as 5.4 gives them: 3-1, 2-4). */
	static const char *const p[] = {
		"1 5w1 3b=", "2 6b1 4w=", "3 7w1 1w=", "4 8b1 2b=",
		"5 1b0 8w=", "6 2w0 7b=", "7 3b0 6w=", "8 4w0 5b=", NULL
	};
	breaks(HDR, p, 2, 0, 1, "5.2 colour exchange", "the colour scrutiny pairs 1-4");
}
END_TEST

START_TEST(r2_transfer)
{
	/* 1-2 paired, 3 and 4 sent down; 7-8 paired, 5 and 6 sent up; they
	 * meet in the median (3-5, 4-6; XXP 3 4).  Both groups can make two
	 * pairs, nobody needs to float (2.3): one finding in each. */
	static const char *const p[] = {
		"1 5w1 2b=", "2 6b1 1w=", "3 7w1 5b=", "4 8b1 6w=",
		"5 1b0 3w=", "6 2w0 4b=", "7 3b0 8w=", "8 4w0 7b=", NULL
	};
	breaks(HDR "XXP 3 4\n", p, 2, 0, 2, "2.3 transfer", "only 0 float");
}
END_TEST

/*
 * Ten players.  R1: 1-6, 2-7, 3-8 won by 1, 2, 3; 4-9 and 5-10 drawn.
 * Round 2: {1,2,3}, median {4,5,9,10}, {6,7,8}.
 */

/* 3.2: 1 and 2 had Black, 3 White: more due White, so a player due
 * White floats, the lowest numbered of them, #2; 1-3.  {6,7,8}: 6, 7
 * due Black, #6 (highest numbered, upward) floats; 8-7.  Median: DF 2
 * (due w) meets 4 (due b); UF 6 (due b) meets the highest numbered due
 * White that leaves the rest pairable, 10 (9 would leave 5-10, who
 * met); 9-5. */
START_TEST(r2_floater_colour)
{
	static const char *const ok[] = {
		"1 6b1 3w=", "2 7b1 4w=", "3 8w1 1b=", "4 9w= 2b=", "5 10w= 9b=",
		"6 1w0 10b=", "7 2w0 8b=", "8 3b0 7w=", "9 4b= 5w=", "10 5b= 6w=", NULL
	};
	/* #3 (due Black) floats instead: 1-2, 9-3, 10-6, 5-4. */
	static const char *const bad[] = {
		"1 6b1 2w=", "2 7b1 1b=", "3 8w1 9b=", "4 9w= 5b=", "5 10w= 4w=",
		"6 1w0 10b=", "7 2w0 8b=", "8 3b0 7w=", "9 4b= 3w=", "10 5b= 6w=", NULL
	};

	complies(HDR, ok, 2, 0);
	breaks(HDR, bad, 2, 0, 1, "3.2 floater colour", "3 floats, but 2");
}
END_TEST

/* 3.9: now 1 and 2 had White, 3 Black, and #3 may not meet anyone of
 * the median group (XXP): #3 would be a type c floater, #1 and #2 type
 * d; #2 floats (due Black like most), 1-3.  #6 floats up.  Median: DF
 * 2 meets 9 (the first due White), UF 6 meets 5 (4 would leave 5-10),
 * 4-10. */
#define XXP39 "XXP 3 4\nXXP 3 5\nXXP 3 9\nXXP 3 10\n"

START_TEST(r2_floater_type)
{
	static const char *const ok[] = {
		"1 6w1 3b=", "2 7w1 9b=", "3 8b1 1w=", "4 9w= 10b=", "5 10w= 6b=",
		"6 1b0 5w=", "7 2b0 8w=", "8 3w0 7b=", "9 4b= 2w=", "10 5b= 4w=", NULL
	};
	/* #3 floats instead: 2-1, 3-6 (the only one 3 may meet), 10-4, 9-5. */
	static const char *const bad[] = {
		"1 6w1 2b=", "2 7w1 1w=", "3 8b1 6w=", "4 9w= 10b=", "5 10w= 9b=",
		"6 1b0 3b=", "7 2b0 8w=", "8 3w0 7b=", "9 4b= 5w=", "10 5b= 4w=", NULL
	};

	complies(HDR XXP39, ok, 2, 0);
	breaks(HDR XXP39, bad, 2, 0, 1, "3.9 floater type", "3 (type c) floats, but 2 (type d)");
}
END_TEST

/* ---- the blocked median group (2.6) ------------------------------------ */

/*
 * Six players: R1 1-5, 6-2 won by 1, 2; 3-4 drawn.  Round 2: {1,2},
 * median {3,4} (met: cannot be paired), {5,6}.  2.6: as many
 * downfloaters as upfloaters (none), so the pairing of the higher group,
 * 1-2, is cracked; 1 (due b) meets 4 (due w, 3.8), 2 meets 3.  6-5.
 */
START_TEST(r2_median_blocked)
{
	static const char *const ok[] = {
		"1 5w1 4b=", "2 6b1 3w=", "3 4w= 2b=", "4 3b= 1w=", "5 1b0 6w=", "6 2w0 5b=", NULL
	};
	/* The lower pairing cracked instead: 2-1, 5-3, 4-6. */
	static const char *const bad[] = {
		"1 5w1 2b=", "2 6b1 1w=", "3 4w= 5b=", "4 3b= 6w=", "5 1b0 3w=", "6 2w0 4b=", NULL
	};

	complies(HDR, ok, 2, 0);
	breaks(HDR, bad, 2, 0, 1, "2.6 median", "needs the pairs of 2, 1 cracked");
}
END_TEST

/*
 * Six players, R1 1-4, 3-6, 5-2 won by 1, 3, 5 (all Black).  Round 2:
 * {1,3,5} all due White: #5 floats (3.3), 1-3; {2,4,6} all due Black:
 * #2 floats up (3.4), 4-6.  The empty median group gets 5 and 2, who
 * have met: 2.6, as many down- as upfloaters, so 1-3 is cracked; 1, 3,
 * 5 (down) and 2 (up) are paired there: 1-2 (2 due Black), 3-5.  So 3
 * meets 5, a player of his own group, yet the pairing is the
 * procedure's own: no finding, although group by group it would look
 * as though 1 had floated instead of 5.  Colours: 1-2 by 5.5; 3-5 both
 * due White, identical, in the median group the higher ranked #3 gets
 * it (5.4); 4-6 below the median the lower ranked #6 gets Black.
 */
START_TEST(r2_median_cracked_within_group)
{
	static const char *const p[] = {
		"1 4b1 2w=", "2 5w0 1b=", "3 6b1 5w=", "4 1w0 6w=", "5 2b1 3b=", "6 3w0 4b=", NULL
	};
	load(HDR, p);
	expect(2, 0, 0, NULL);
	ck_assert_int_eq(verify(2, 0, 1), 0);
	ck_assert_msg(strstr(out, "the recorded pairs are the procedure's own"), "%s", out);
	unload();
}
END_TEST

/* ---- Maxi-tournaments (3.8, 5.7) --------------------------------------- */

/*
 * Ten players numbered 1-8, 15, 16 (9-14 absent throughout; player N
 * rated 2600 - 10 N).  R1: 1-6, 2-7, 3-8 won by 1, 2, 3 (1, 2 White);
 * 4-15, 5-16 drawn.  #2 (due Black) floats into the median {4, 5, 15,
 * 16}; #6 (due White) floats up.  3.8: #2 meets the highest numbered
 * resident due White, 15 - but #4 (2560) is the first compatible and
 * 15 (2450) differs by 110 points, so in a Maxi-tournament #2 meets 4.
 */
static const char *const maxi_plain[] = {
	"1 6w1 3b=", "2 7w1 15b=", "3 8b1 1w=", "4 15w= 16b=", "5 16w= 6b=",
	"6 1b0 5w=", "7 2b0 8w=", "8 3w0 7b=", "9 -Z -Z", "10 -Z -Z", "11 -Z -Z",
	"12 -Z -Z", "13 -Z -Z", "14 -Z -Z", "15 4b= 2w=", "16 5b= 4w=", NULL
};
static const char *const maxi_limited[] = {
	"1 6w1 3b=", "2 7w1 4b=", "3 8b1 1w=", "4 15w= 2w=", "5 16w= 6b=",
	"6 1b0 5w=", "7 2b0 8w=", "8 3w0 7b=", "9 -Z -Z", "10 -Z -Z", "11 -Z -Z",
	"12 -Z -Z", "13 -Z -Z", "14 -Z -Z", "15 4b= 16w=", "16 5b= 15b=", NULL
};

START_TEST(maxi_off_complies)
{
	/* 16 players, 5 rounds: 16 <= 2^5, not a Maxi-tournament. */
	load(HDR, maxi_plain);
	expect(2, -1, 0, NULL);
	expect(2, 0, 0, NULL);
	unload();
}
END_TEST

START_TEST(maxi_on_finding)
{
	breaks(HDR, maxi_plain, 2, 1, 1, "3.8 floater opponent", "floater 2 should meet 4");
}
END_TEST

START_TEST(maxi_by_size)
{
	/* 16 players, 3 rounds: 16 > 2^3, a Maxi-tournament by default.
	 * 2-4 (4 White: both due Black, #2 ranks higher), 6-5, 15-16
	 * (both due White, identical; #15 ranks higher). */
	complies("XXR 3\nXXC white1\n", maxi_limited, 2, -1);
}
END_TEST

/* ---- the interface ------------------------------------------------------ */

START_TEST(round_not_recorded)
{
	load(HDR, r1_ok);
	ck_assert_int_eq(verify(2, 0, 0), -1);
	ck_assert_int_eq(verify(0, 0, 0), -1);
	unload();
}
END_TEST

/* A thousand players: round 1 by 7.2 complies; round 2 (the top half
 * won; each half paired first against last, far from the order of
 * 4.2, so that every exchange needs a matching) is judged in about a
 * second. */
START_TEST(thousand_players)
{
	enum { N = 1000 };
	static char specs[N][48];
	const char *p[N];

	for (int k = 1; k <= N; k++) {
		int top = k <= N / 2, mate1 = top ? k + N / 2 : k - N / 2;
		int hi = top ? k : mate1;
		char c1 = (hi % 2 == 1) == top ? 'w' : 'b';
		int base = top ? 0 : N / 2, i = k - base;	/* 1..500 within the half */
		int mate2 = base + N / 2 + 1 - i;	/* far from 4.2's order */
		char c2 = c1 == 'w' ? 'b' : 'w';
		snprintf(specs[k - 1], sizeof(specs[0]), "%d %d%c%c %d%c=", k, mate1, c1,
			 top ? '1' : '0', mate2, c2);
		p[k - 1] = specs[k - 1];
	}
	load_n(HDR, p, N);
	clock_t t0 = clock();
	expect(1, 0, 0, NULL);
	int rc = verify(2, 0, 0);
	double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
	ck_assert_msg(rc >= 0, "%s", out);
	ck_assert_msg(secs < 20, "%.1f s", secs);
	unload();
}
END_TEST

Suite *suite_verify_lim(void)
{
	Suite *s = suite_create("verify_lim");
	TCase *tc = tcase_create("verify_lim");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, r1_seven_two_complies);
	tcase_add_test(tc, r1_seven_two_forty_black);
	tcase_add_test(tc, r1_colour_mutation);
	tcase_add_test(tc, r1_pairing_mutation);
	tcase_add_test(tc, r1_pab_lowest_rated);
	tcase_add_test(tc, r1_pab_mutation);
	tcase_add_test(tc, r1_forbidden_pair);
	tcase_add_test(tc, r2_pab_after_full_point_bye);
	tcase_add_test(tc, r2_pab_lowest_of_lowest);
	tcase_add_test(tc, r2_floater_choice_after_pab);
	tcase_add_test(tc, r3_floater_again);
	tcase_add_test(tc, r2_pab_mutation);
	tcase_add_test(tc, r2_simple_complies);
	tcase_add_test(tc, r2_rematch);
	tcase_add_test(tc, r2_colour_even_round);
	tcase_add_test(tc, r2_identical_histories);
	tcase_add_test(tc, r4_equalising_before_alternation);
	tcase_add_test(tc, r6_equalising_when_both_twice);
	tcase_add_test(tc, r5_upfloater_claims_downward);
	tcase_add_test(tc, r3_exclusion_by_score);
	tcase_add_test(tc, r3_colour_limits);
	tcase_add_test(tc, r3_colour_incompatible);
	tcase_add_test(tc, r3_last_round);
	tcase_add_test(tc, r3_last_round_colour);
	tcase_add_test(tc, r3_last_round_other_scores);
	tcase_add_test(tc, r2_no_games_yet);
	tcase_add_test(tc, r2_no_games_different_scores);
	tcase_add_test(tc, lim_4_2_example);
	tcase_add_test(tc, lim_4_2_mutation);
	tcase_add_test(tc, lim_4_3_example);
	tcase_add_test(tc, lim_4_3_mutation);
	tcase_add_test(tc, lim_4_3_colour_odd_round);
	tcase_add_test(tc, lim_4_4b_example);
	tcase_add_test(tc, lim_4_4b_floater_choice);
	tcase_add_test(tc, lim_3_8_floater_opponent);
	tcase_add_test(tc, lim_4_4a_example);
	tcase_add_test(tc, r2_colour_scrutiny);
	tcase_add_test(tc, r2_colour_scrutiny_missing);
	tcase_add_test(tc, r2_transfer);
	tcase_add_test(tc, r2_floater_colour);
	tcase_add_test(tc, r2_floater_type);
	tcase_add_test(tc, r2_median_blocked);
	tcase_add_test(tc, r2_median_cracked_within_group);
	tcase_add_test(tc, maxi_off_complies);
	tcase_add_test(tc, maxi_on_finding);
	tcase_add_test(tc, maxi_by_size);
	tcase_add_test(tc, round_not_recorded);
	tcase_add_test(tc, thousand_players);
	suite_add_tcase(s, tc);
	return s;
}
