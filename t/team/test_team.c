/*
 * test_team.c - lib/team: the teams of a file, what each did in each
 * round, and every check of trfpair(1), TEAM TOURNAMENTS, each shown
 * to fire on a file that breaks it and not on one that keeps it.
 *
 * The tournaments are four teams of two boards, A (1, 2), B (3, 4),
 * C (5, 6), D (7, 8), unless a test says otherwise; points 1-0.5-0,
 * a U worth 1.0.  Player lines by spec_line(): OPP COLOUR RESULT a
 * round ("3w1"), -RESULT without opponent ("-U", "-Z").
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "standings/standings.h"
#include "support/trf_lines.h"
#include "team/team.h"

Suite *suite_team(void);

/* Up to 24 lines of a test file; players given by spec. */
struct file {
	char line[24][300];
	int n;
};

static void add(struct file *f, const char *s)
{
	ck_assert_int_lt(f->n, 24);
	snprintf(f->line[f->n++], sizeof(f->line[0]), "%s", s);
}

static void player(struct file *f, int id, const char *spec)
{
	ck_assert_int_lt(f->n, 24);
	spec_line(f->line[f->n++], sizeof(f->line[0]), id, 2200 - 10 * id, spec);
}

/* An 013 record of two players. */
static void t013(struct file *f, const char *name, int a, int b)
{
	char s[120];
	snprintf(s, sizeof(s), "013 %-32s%4d %4d", name, a, b);
	add(f, s);
}

/* A 310 record: number, name, MP and GP columns ("" blank), players. */
static void t310(struct file *f, int num, const char *name, const char *mp, const char *gp,
		 int a, int b)
{
	char s[160];
	snprintf(s, sizeof(s), "310 %3d %-32s %-5s %6s %6s %6s %3s  %4d %4d", num, name, "", "",
		 mp, gp, "", a, b);
	add(f, s);
}

/* The four teams by 013 records. */
static void teams013(struct file *f)
{
	t013(f, "A", 1, 2);
	t013(f, "B", 3, 4);
	t013(f, "C", 5, 6);
	t013(f, "D", 7, 8);
}

struct built {
	struct trf_doc *doc;
	struct tmt *t;
	struct team_tournament *tt;
	struct trf_diag d;
};

/* Read, validate, model; tt NULL (and d set) when team_build refuses. */
static void load(struct built *b, const struct file *f)
{
	const char *lines[24];

	memset(b, 0, sizeof(*b));
	for (int i = 0; i < f->n; i++)
		lines[i] = f->line[i];
	b->doc = build(&b->d, lines, (size_t)f->n);
	ck_assert_msg(b->doc != NULL, "%d:%d: %s", b->d.line, b->d.col, b->d.msg);
	ck_assert_msg(trf_validate(b->doc, &b->d) == 0, "%d:%d: %s", b->d.line, b->d.col, b->d.msg);
	b->t = tmt_build(b->doc, &b->d);
	ck_assert_ptr_nonnull(b->t);
	b->tt = team_build(b->t, &b->d);
}

static void unload(struct built *b)
{
	team_free(b->tt);
	tmt_free(b->t);
	trf_free(b->doc);
}

/* The findings of every round. */
static struct team_findings check(const struct built *b)
{
	struct team_findings fs = { 0 };

	ck_assert_ptr_nonnull(b->tt);
	ck_assert_int_eq(team_check(b->tt, 1, b->tt->rounds, &fs), 0);
	return fs;
}

/* The first finding of rule, or NULL. */
static const struct team_finding *rule(const struct team_findings *fs, const char *r)
{
	for (int i = 0; i < fs->n; i++)
		if (!strcmp(fs->v[i].rule, r))
			return &fs->v[i];
	return NULL;
}

static int count(const struct team_findings *fs, const char *r)
{
	int n = 0;
	for (int i = 0; i < fs->n; i++)
		n += !strcmp(fs->v[i].rule, r);
	return n;
}

static const struct team_round *at(const struct built *b, int number, int r)
{
	int k = team_index(b->tt, number);
	ck_assert_int_ge(k, 0);
	return &b->tt->teams[k].rounds[r - 1];
}

/*
 * Two rounds: 1: A-B 1.5-0.5, C-D 1.5-0.5; 2: A-C 0.5-1.5, B-D 1.5-0.5
 * (A: 1 and 2; the first-named team has white on board 1).
 */
static void two_rounds(struct file *f)
{
	add(f, "012 Team test");
	add(f, "092 Team Swiss System");
	player(f, 1, "3w1 5w=");
	player(f, 2, "4b= 6b0");
	player(f, 3, "1b0 7w1");
	player(f, 4, "2w= 8b=");
	player(f, 5, "7w= 1b=");
	player(f, 6, "8b1 2w1");
	player(f, 7, "5b= 3b0");
	player(f, 8, "6w0 4w=");
	teams013(f);
}

START_TEST(model)
{
	struct file f = { 0 };
	struct built b;

	two_rounds(&f);
	load(&b, &f);
	ck_assert_ptr_nonnull(b.tt);
	ck_assert_int_eq(b.tt->source, TRF_TEAM_013);
	ck_assert_int_eq(b.tt->nteams, 4);
	ck_assert_int_eq(b.tt->team_size, 2);
	ck_assert_str_eq(b.tt->teams[2].name, "C");
	ck_assert_int_eq(b.tt->teams[2].number, 3);
	/* Match points 2-1-0 by default (362, C.04.6). */
	ck_assert_int_eq(at(&b, 1, 1)->mp, 20);
	ck_assert_int_eq(at(&b, 1, 1)->gp, 15);
	ck_assert_int_eq(at(&b, 2, 1)->mp, 0);
	ck_assert_int_eq(at(&b, 1, 2)->opponent, team_index(b.tt, 3));
	ck_assert_int_eq(at(&b, 1, 2)->mp, 0);
	ck_assert_int_eq(at(&b, 3, 2)->mp, 20);
	ck_assert_int_eq(at(&b, 1, 1)->kind, TEAM_PLAYED);
	/* C.04.6 1.6.1: the team's colour is its board-1 player's. */
	ck_assert_int_eq(at(&b, 1, 1)->colour, 'w');
	ck_assert_int_eq(at(&b, 3, 2)->colour, 'b');
	ck_assert_int_eq(team_board(b.tt, tmt_index(b.t, 2), 1), 2);
	char s[64];
	team_label(b.tt, 2, s, sizeof(s));
	ck_assert_str_eq(s, "team 3 (C)");
	struct team_findings fs = check(&b);
	ck_assert_int_eq(fs.n, 0);
	team_findings_free(&fs);
	unload(&b);
}
END_TEST

/* A drawn match, 362 of 3-1-0, and a reserve (5 of A): boards are
 * numbered among the members who play, in the record's order. */
START_TEST(match_points_and_boards)
{
	struct file f = { 0 };
	struct built b;
	char s[120];

	add(&f, "362 TW 3.0   TD 1.0   TL 0.0");
	player(&f, 1, "3w1");
	player(&f, 2, "-Z");
	player(&f, 3, "1b0");
	player(&f, 4, "5w1");
	player(&f, 5, "4b0");
	snprintf(s, sizeof(s), "013 %-32s%4d %4d %4d", "A", 1, 2, 5);
	add(&f, s);
	t013(&f, "B", 3, 4);
	load(&b, &f);
	ck_assert_msg(b.tt != NULL, "%d:%d: %s", b.d.line, b.d.col, b.d.msg);
	ck_assert_int_eq(b.tt->win, 30);
	ck_assert_int_eq(at(&b, 1, 1)->mp, 10);
	ck_assert_int_eq(at(&b, 2, 1)->mp, 10);
	ck_assert_int_eq(at(&b, 1, 1)->boards, 2);
	ck_assert_int_eq(team_board(b.tt, tmt_index(b.t, 5), 1), 2);
	ck_assert_int_eq(team_board(b.tt, tmt_index(b.t, 2), 1), 0);
	unload(&b);
}
END_TEST

/* C.04.1 b: paired again after playing; a forfeited match is no game. */
START_TEST(rematch)
{
	struct file f = { 0 };
	struct built b;
	struct team_findings fs;

	/* Round 2 pairs A-B again. */
	player(&f, 1, "3w1 3b=");
	player(&f, 2, "4b= 4w1");
	player(&f, 3, "1b0 1w=");
	player(&f, 4, "2w= 2b0");
	teams013(&f);
	f.n -= 2;	/* teams A and B only */
	load(&b, &f);
	fs = check(&b);
	const struct team_finding *x = rule(&fs, "C.04.1b");
	ck_assert_ptr_nonnull(x);
	ck_assert_int_eq(x->round, 2);
	ck_assert_int_eq(x->teams[0], 1);
	ck_assert_int_eq(x->teams[1], 2);
	ck_assert_int_eq(x->boards[0], 1);
	ck_assert_int_eq(x->boards[1], 2);
	ck_assert_str_eq(x->text, "team 1 (A) and team 2 (B) meet again: they played each "
			 "other in round 1");
	team_findings_free(&fs);
	unload(&b);

	/* Round 1 forfeited on both boards: round 2 is their first game. */
	memset(&f, 0, sizeof(f));
	player(&f, 1, "3w+ 3b=");
	player(&f, 2, "4b+ 4w1");
	player(&f, 3, "1b- 1w=");
	player(&f, 4, "2w- 2b0");
	t013(&f, "A", 1, 2);
	t013(&f, "B", 3, 4);
	load(&b, &f);
	ck_assert_int_eq(at(&b, 1, 1)->kind, TEAM_FORFEIT);
	ck_assert_int_eq(at(&b, 1, 1)->forfeit_won, 1);
	fs = check(&b);
	ck_assert_int_eq(fs.n, 0);
	team_findings_free(&fs);
	unload(&b);

	/* Played in round 1, forfeited in round 2: still paired again. */
	memset(&f, 0, sizeof(f));
	player(&f, 1, "3w1 3b+");
	player(&f, 2, "4b= 4w+");
	player(&f, 3, "1b0 1w-");
	player(&f, 4, "2w= 2b-");
	t013(&f, "A", 1, 2);
	t013(&f, "B", 3, 4);
	load(&b, &f);
	fs = check(&b);
	ck_assert_int_eq(count(&fs, "C.04.1b"), 1);
	team_findings_free(&fs);
	unload(&b);
}
END_TEST

/* match: one team's boards against two teams; against no team; against
 * the own team. */
START_TEST(split_match)
{
	struct file f = { 0 };
	struct built b;
	struct team_findings fs;

	player(&f, 1, "3w1");
	player(&f, 2, "8b=");
	player(&f, 3, "1b0");
	player(&f, 4, "6w=");
	player(&f, 5, "7w=");
	player(&f, 6, "4b=");
	player(&f, 7, "5b=");
	player(&f, 8, "2w=");
	teams013(&f);
	load(&b, &f);
	fs = check(&b);
	/* A meets B (board 1) and D (board 2); B meets A and C; C meets D
	 * and B; D meets C and A. */
	ck_assert_int_eq(count(&fs, "match"), 4);
	const struct team_finding *x = rule(&fs, "match");
	ck_assert_int_eq(x->round, 1);
	ck_assert_int_eq(x->teams[0], 1);
	ck_assert_int_eq(x->boards[0], 1);
	ck_assert_int_eq(x->boards[1], 2);
	ck_assert_str_eq(x->text, "team 1 (A) plays team 2 (B) on board 1 and team 4 (D) on "
			 "board 2: the boards of a team in a round form one match");
	team_findings_free(&fs);
	unload(&b);

	/* Player 9 on no team plays 2; 5 and 6 of C play each other. */
	memset(&f, 0, sizeof(f));
	player(&f, 1, "3w1");
	player(&f, 2, "9b=");
	player(&f, 3, "1b0");
	player(&f, 4, "-Z");
	player(&f, 5, "6w=");
	player(&f, 6, "5b=");
	player(&f, 7, "-Z");
	player(&f, 8, "-Z");
	player(&f, 9, "2w=");
	teams013(&f);
	load(&b, &f);
	fs = check(&b);
	ck_assert_int_eq(count(&fs, "match"), 2);
	ck_assert_str_eq(fs.v[0].text, "team 1 (A) board 2: player 2 plays 9, who is on no team");
	ck_assert_str_eq(fs.v[1].text, "team 3 (C) plays itself: its players 5 (board 1) and 6 "
			 "(board 2) play each other");
	team_findings_free(&fs);
	unload(&b);
}
END_TEST

/* C.04.1 c: two teams with a U on their boards in one round; an absent
 * team (Z) is not unpaired. */
START_TEST(unpaired)
{
	struct file f = { 0 };
	struct built b;
	struct team_findings fs;

	player(&f, 1, "3w1");
	player(&f, 2, "4b=");
	player(&f, 3, "1b0");
	player(&f, 4, "2w=");
	player(&f, 5, "-U");
	player(&f, 6, "-U");
	player(&f, 7, "-U");
	player(&f, 8, "-U");
	teams013(&f);
	load(&b, &f);
	ck_assert_int_eq(at(&b, 3, 1)->kind, TEAM_PAB);
	/* C.04.6 1.4: a draw's match points; its boards' game points. */
	ck_assert_int_eq(at(&b, 3, 1)->mp, 10);
	ck_assert_int_eq(at(&b, 3, 1)->gp, 20);
	fs = check(&b);
	ck_assert_int_eq(fs.n, 1);
	ck_assert_str_eq(fs.v[0].rule, "C.04.1c");
	ck_assert_int_eq(fs.v[0].teams[0], 3);
	ck_assert_int_eq(fs.v[0].teams[1], 4);
	ck_assert_str_eq(fs.v[0].text, "2 teams have no opponent: team 3 (C), team 4 (D); a "
			 "round has at most one unpaired team, the PAB");
	team_findings_free(&fs);
	unload(&b);

	memcpy(f.line[6] + 91, "0000 - Z", 8);	/* 7 and 8: absent */
	memcpy(f.line[7] + 91, "0000 - Z", 8);
	for (int i = 6; i < 8; i++)
		memcpy(f.line[i] + 80, " 0.0", 4);
	load(&b, &f);
	ck_assert_int_eq(at(&b, 4, 1)->kind, TEAM_ABSENT);
	ck_assert_int_eq(at(&b, 4, 1)->mp, 0);
	fs = check(&b);
	ck_assert_int_eq(fs.n, 0);
	team_findings_free(&fs);
	unload(&b);
}
END_TEST

/* C.04.1 d: the PAB again, or after a match won by forfeit. */
START_TEST(pab_again)
{
	struct file f = { 0 };
	struct built b;
	struct team_findings fs;

	/* A: PAB in rounds 1 and 2; B-C in round 1, B absent in round 2. */
	player(&f, 1, "-U -U");
	player(&f, 2, "-U -U");
	player(&f, 3, "5w1 -Z");
	player(&f, 4, "6b1 -Z");
	player(&f, 5, "3b0 -Z");
	player(&f, 6, "4w0 -Z");
	t013(&f, "A", 1, 2);
	t013(&f, "B", 3, 4);
	t013(&f, "C", 5, 6);
	load(&b, &f);
	fs = check(&b);
	ck_assert_int_eq(fs.n, 1);
	ck_assert_str_eq(fs.v[0].rule, "C.04.1d");
	ck_assert_int_eq(fs.v[0].round, 2);
	ck_assert_str_eq(fs.v[0].text, "team 1 (A) gets the PAB, but it had the PAB in round 1");
	team_findings_free(&fs);
	unload(&b);

	/* B wins round 1 by forfeit (both boards), then gets the PAB. */
	memset(&f, 0, sizeof(f));
	player(&f, 1, "-Z 5w1");
	player(&f, 2, "-Z 6b=");
	player(&f, 3, "5w+ -U");
	player(&f, 4, "6b+ -U");
	player(&f, 5, "3b- 1b0");
	player(&f, 6, "4w- 2w=");
	t013(&f, "A", 1, 2);
	t013(&f, "B", 3, 4);
	t013(&f, "C", 5, 6);
	load(&b, &f);
	fs = check(&b);
	ck_assert_int_eq(count(&fs, "C.04.1d"), 1);
	ck_assert_str_eq(rule(&fs, "C.04.1d")->text, "team 2 (B) gets the PAB, but it won its "
			 "match by forfeit in round 1");
	team_findings_free(&fs);
	unload(&b);
}
END_TEST

/* TRF-2026: 310, 320, 330, 300, 352 against the boards. */
static void trf26(struct file *f, const char *r2_1, const char *r2_2, const char *r2_3,
		  const char *r2_4)
{
	add(f, "352 WB");
	player(f, 1, "3w1 -U");
	player(f, 2, "4b= -U");
	player(f, 3, "1b0");
	player(f, 4, "2w=");
	player(f, 5, "-U");
	player(f, 6, "-U");
	/* round 2: B-C, with the caller's blocks for 3, 4, 5, 6 */
	strcat(f->line[3], r2_1);
	strcat(f->line[4], r2_2);
	strcat(f->line[5], r2_3);
	strcat(f->line[6], r2_4);
	t310(f, 1, "A", "", "", 1, 2);
	t310(f, 2, "B", "", "", 3, 4);
	t310(f, 3, "C", "", "", 5, 6);
}

/* Fix the points column of the player lines after strcat. */
static void repoint(struct file *f)
{
	for (int i = 0; i < f->n; i++) {
		if (strncmp(f->line[i], "001", 3))
			continue;
		int pts = 0;
		for (const char *p = f->line[i] + 91; strlen(p) >= 8; p += 10) {
			char res = p[7];
			pts += strchr("1W+UF", res) ? 10 : strchr("=DH", res) ? 5 : 0;
			if (strlen(p) < 10)
				break;
		}
		char buf[32];
		snprintf(buf, sizeof(buf), "%2d.%d", pts / 10 % 100, pts % 10);
		memcpy(f->line[i] + 80, buf, 4);
	}
}

START_TEST(records_320_330)
{
	struct file f = { 0 };
	struct built b;
	struct team_findings fs;

	/* Round 2: B-C forfeited +- by 330 (B's boards win by forfeit),
	 * A the PAB by 320 at 1.0 match points and 1.0 game points. */
	trf26(&f, "     5 w +", "     6 b +", "     3 b -", "     4 w -");
	add(&f, "320  1.0  1.0 003 001");
	add(&f, "330 +- 002 002 003");
	repoint(&f);
	load(&b, &f);
	ck_assert_msg(b.tt != NULL, "%d:%d: %s", b.d.line, b.d.col, b.d.msg);
	ck_assert_int_eq(b.tt->source, TRF_TEAM_310);
	ck_assert_int_eq(at(&b, 1, 2)->kind, TEAM_PAB);
	ck_assert_int_eq(at(&b, 1, 2)->mp, 10);
	ck_assert_int_eq(at(&b, 1, 2)->gp, 10);
	ck_assert_int_eq(at(&b, 2, 2)->kind, TEAM_FORFEIT);
	ck_assert_int_eq(at(&b, 2, 2)->mp, 20);
	ck_assert_int_eq(at(&b, 3, 2)->mp, 0);
	fs = check(&b);
	ck_assert_msg(fs.n == 0, "%s", fs.n ? fs.v[0].text : "");
	team_findings_free(&fs);
	unload(&b);

	/* 330 says forfeited, the boards were played; 320 names B, which
	 * plays, and not A, which has the U. */
	memset(&f, 0, sizeof(f));
	trf26(&f, "     5 w 1", "     6 b =", "     3 b 0", "     4 w =");
	add(&f, "320  1.0  1.0 003 002");
	add(&f, "330 +- 002 002 003");
	repoint(&f);
	load(&b, &f);
	fs = check(&b);
	ck_assert_int_eq(count(&fs, "330"), 2);
	ck_assert_str_eq(rule(&fs, "330")->text, "line 12 says team 2 (B) - team 3 (C) was "
			 "forfeited (+-), but boards 1 and 2 of team 2 (B) were played");
	ck_assert_int_eq(count(&fs, "320"), 2);
	ck_assert_str_eq(rule(&fs, "320")->text, "team 1 (A) has a pairing-allocated bye (U) on "
			 "its boards, but line 11 names another team as the PAB of round 2");
	team_findings_free(&fs);
	unload(&b);
}
END_TEST

START_TEST(records_300_352_310)
{
	struct file f = { 0 };
	struct built b;
	struct team_findings fs;

	/* Round 2: B-C with B's boards out of order (4 on board 1, 3 on
	 * board 2) by a 300 record; 352 WB: B white on board 1. */
	trf26(&f, "     6 b 1", "     5 w =", "     4 b =", "     3 w 0");
	add(&f, "300 002 002 003    4    3");
	repoint(&f);
	load(&b, &f);
	ck_assert_msg(b.tt != NULL, "%d:%d: %s", b.d.line, b.d.col, b.d.msg);
	ck_assert_int_eq(team_board(b.tt, tmt_index(b.t, 4), 2), 1);
	fs = check(&b);
	ck_assert_msg(fs.n == 0, "%s", fs.n ? fs.v[0].text : "");
	team_findings_free(&fs);
	unload(&b);

	/* Without the 300 record the boards do not face each other. */
	f.n--;
	load(&b, &f);
	fs = check(&b);
	ck_assert_int_eq(count(&fs, "300"), 2);
	team_findings_free(&fs);
	unload(&b);

	/* A 300 naming the wrong opponent, and a player of another team. */
	add(&f, "300 002 002 001    4    5");
	load(&b, &f);
	fs = check(&b);
	ck_assert_str_eq(rule(&fs, "300")->text, "line 11 gives the line-up of team 2 (B) "
			 "against team 1 (A), but its boards meet team 3 (C)");
	ck_assert_int_ge(count(&fs, "300"), 3);
	team_findings_free(&fs);
	unload(&b);

	/* 352 WB, but both of B's boards have white in round 2. */
	memset(&f, 0, sizeof(f));
	trf26(&f, "     5 w 1", "     6 w =", "     3 b 0", "     4 b =");
	repoint(&f);
	load(&b, &f);
	fs = check(&b);
	ck_assert_int_eq(fs.n, 1);
	ck_assert_str_eq(fs.v[0].rule, "352");
	ck_assert_str_eq(fs.v[0].text, "the colours of team 2 (B) against team 3 (C) by board "
			 "(ww) follow neither the 352 sequence WB (line 1) nor its reverse");
	team_findings_free(&fs);
	unload(&b);

	/* 310 match and game points against the rounds: A has 2.0 + 1.0
	 * (PAB, a draw's) MP and 1.5 + 2.0 GP. */
	memset(&f, 0, sizeof(f));
	trf26(&f, "     5 w 1", "     6 b =", "     3 b 0", "     4 w =");
	repoint(&f);
	memcpy(f.line[7] + 54, "   3.0    3.5", 13);
	memcpy(f.line[8] + 54, "   4.0    1.0", 13);
	load(&b, &f);
	ck_assert_int_eq(b.tt->teams[0].file_mp, 30);
	fs = check(&b);
	ck_assert_int_eq(count(&fs, "310"), 2);
	ck_assert_int_eq(fs.v[0].round, 0);
	ck_assert_str_eq(fs.v[0].text, "team 2 (B): line 9 gives 4.0 match points, the rounds "
			 "give 2.0");
	ck_assert_str_eq(fs.v[1].text, "team 2 (B): line 9 gives 1.0 game points, the rounds "
			 "give 2.0");
	team_findings_free(&fs);
	unload(&b);
}
END_TEST

/* Records that cannot be read: team_build refuses with line and column. */
START_TEST(bad_records)
{
	static const struct {
		const char *extra;
		int line, col;
		const char *msg;
	} cases[] = {
		{ "330 ++ 001 001 002", 4, 5, "330: forfeit type '++' is not +-, -+ or --" },
		{ "330 +- 001 001 009", 4, 16, "330: black team 9: no team has that number (310 or 013)" },
		{ "330 +- 004 001 002", 4, 8, "330: round 4 is not among the 1 rounds of the file" },
		{ "362 TW 2.0 TX 1.0", 4, 12, "362: 'TX' is not TW, TD or TL" },
		{ "352 WBX", 4, 7, "352: 'X' is not W or B" },
		{ "320  1.0  x.0 001", 4, 10, "320: PAB game points 'x.0' are not points" },
		{ "300 001 001 002   99", 4, 17, "300: player 99 is not in the file" },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct file f = { 0 };
		struct built b;
		player(&f, 1, "3w1");
		player(&f, 3, "1b0");
		player(&f, 2, "-Z");
		/* start numbers 1-3: 2 is on no team */
		add(&f, cases[i].extra);
		t013(&f, "A", 1, 0);
		f.line[f.n - 1][40] = 0;
		t013(&f, "B", 3, 0);
		f.line[f.n - 1][40] = 0;
		load(&b, &f);
		ck_assert_msg(b.tt == NULL, "case %zu", i);
		ck_assert_int_eq(b.d.status, TRF_EINVALID);
		ck_assert_int_eq(b.d.line, cases[i].line);
		ck_assert_int_eq(b.d.col, cases[i].col);
		ck_assert_str_eq(b.d.msg, cases[i].msg);
		unload(&b);
	}
}
END_TEST

START_TEST(players_of_two_teams)
{
	struct file f = { 0 };
	struct built b;

	player(&f, 1, "2w1");
	player(&f, 2, "1b0");
	t310(&f, 1, "A", "", "", 1, 0);
	f.line[f.n - 1][77] = 0;
	t310(&f, 1, "B", "", "", 2, 0);
	f.line[f.n - 1][77] = 0;
	load(&b, &f);
	ck_assert_ptr_null(b.tt);
	ck_assert_int_eq(b.d.line, 4);
	ck_assert_str_eq(b.d.msg, "310: team number 1 is also on line 3");
	unload(&b);

	f.line[3][6] = '2';
	t310(&f, 3, "C", "", "", 1, 0);
	f.line[f.n - 1][77] = 0;
	load(&b, &f);
	ck_assert_ptr_null(b.tt);
	ck_assert_int_eq(b.d.line, 5);
	ck_assert_int_eq(b.d.col, 74);
	ck_assert_str_eq(b.d.msg, "310: player 1 is on two teams: C and A (line 3)");
	unload(&b);
}
END_TEST

/* A 092 line alone: a team tournament whose teams are not known. */
START_TEST(teams_not_known)
{
	struct file f = { 0 };
	struct built b;

	add(&f, "092 Team Swiss System");
	player(&f, 1, "2w1");
	player(&f, 2, "1b0");
	load(&b, &f);
	ck_assert_ptr_nonnull(b.tt);
	ck_assert_int_eq(b.tt->source, TRF_TEAM_092);
	ck_assert_int_eq(b.tt->nteams, 0);
	struct team_findings fs = check(&b);
	ck_assert_int_eq(fs.n, 0);
	team_findings_free(&fs);
	unload(&b);
}
END_TEST

/* Team standings (C.07 13) on two_rounds(): MP A 2, B 2, C 4, D 0;
 * GP A 2.0, B 2.0, C 3.0, D 1.0.  BH:MP: A = B 2 + C 4 = 6, B = A 2 +
 * D 0 = 2, C = 2, D = 6.  SB (MP x MP): A = 2 x 2 + 4 x 0 = 4, B = 0,
 * C = 0 x 2 + 2 x 2 = 4, D = 0.  EGGSB (GP x GP): A = 2.0 x 1.5 +
 * 3.0 x 0.5 = 4.5, B = 2.0 x 0.5 + 1.0 x 1.5 = 2.5, C = 1.0 x 1.5 +
 * 2.0 x 1.5 = 4.5, D = 3.0 x 0.5 + 2.0 x 0.5 = 2.5.  A and B tie on
 * PTS and MPVGP; BH:MP puts A first. */
START_TEST(standings)
{
	struct file f = { 0 };
	struct built b;
	char *out = NULL;
	size_t len = 0;

	two_rounds(&f);
	load(&b, &f);
	FILE *m = open_memstream(&out, &len);
	ck_assert_ptr_nonnull(m);
	struct stnd_request rq = { "PTS,MPVGP,BH:MP,SB,EGGSB", STND_CSV, "mem.trf", 20260601 };
	ck_assert_int_eq(team_standings(m, stderr, b.tt, &rq), TRF_OK);
	fclose(m);
	ck_assert_str_eq(out, "rank,id,name,PTS,MPVGP,BH:MP,SB,EGGSB\n"
			 "1,3,C,4.0,3.0,2.0,4.00,4.50\n"
			 "2,1,A,2.0,2.0,6.0,4.00,4.50\n"
			 "3,2,B,2.0,2.0,2.0,0.00,2.50\n"
			 "4,4,D,0.0,1.0,6.0,0.00,2.50\n");
	free(out);
	/* Ratings are a player's (C.07 10): refused for teams. */
	m = open_memstream(&out, &len);
	struct stnd_request aro = { "PTS,ARO", STND_CSV, "mem.trf", 0 };
	ck_assert_int_eq(team_standings(m, m, b.tt, &aro), TRF_EINVALID);
	fclose(m);
	ck_assert_ptr_nonnull(strstr(out, "ARO is not offered for teams"));
	free(out);
	unload(&b);
}
END_TEST

/* C.07 16.4: a team's own FB reads its final score (its last-round
 * match as a draw), not the draws its absences after a withdrawal give
 * its opponents (16.3).  Three rounds; D withdraws after round 1:
 *   1: A-B 1.5-0.5, C-D 0.5-1.5; 2: A-C 1.0-1.0, B PAB, D absent;
 *   3: C-B 1.5-0.5, A PAB, D absent.
 * MP: A 2 + 1 + 1 = 4, B 0 + 1 + 0 = 1, C 0 + 1 + 2 = 3, D 2.
 * FB of D (2026 rules): round 1 C's score with its last match drawn,
 * 3 - 2 + 1 = 2; rounds 2 and 3 the dummy, D's own 2 (at most a draw a
 * round, 3): FB 2 + 2 + 2 = 6 (not 2 + 3 + 3 with the withdrawal draws
 * in its own score). */
START_TEST(fore_buchholz_withdrawn)
{
	struct file f = { 0 };
	struct built b;
	char *out = NULL;
	size_t len = 0;

	add(&f, "042 2026/06/01");
	player(&f, 1, "3w1 5w= -U");
	player(&f, 2, "4b= 6b= -U");
	player(&f, 3, "1b0 -U 5b0");
	player(&f, 4, "2w= -U 6w=");
	player(&f, 5, "7w= 1b= 3w1");
	player(&f, 6, "8b0 2w= 4b=");
	player(&f, 7, "5b= -Z -Z");
	player(&f, 8, "6w1 -Z -Z");
	teams013(&f);
	load(&b, &f);
	ck_assert_int_eq(at(&b, 4, 2)->kind, TEAM_ABSENT);
	FILE *m = open_memstream(&out, &len);
	ck_assert_ptr_nonnull(m);
	struct stnd_request rq = { "PTS,FB", STND_CSV, "mem.trf", 20260601 };
	ck_assert_int_eq(team_standings(m, stderr, b.tt, &rq), TRF_OK);
	fclose(m);
	ck_assert_msg(strstr(out, "\n3,4,D,2.0,6.0\n") != NULL, "%s", out);
	free(out);
	unload(&b);
}
END_TEST

Suite *suite_team(void)
{
	Suite *s = suite_create("team");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, model);
	tcase_add_test(tc, match_points_and_boards);
	tcase_add_test(tc, rematch);
	tcase_add_test(tc, split_match);
	tcase_add_test(tc, unpaired);
	tcase_add_test(tc, pab_again);
	tcase_add_test(tc, records_320_330);
	tcase_add_test(tc, records_300_352_310);
	tcase_add_test(tc, bad_records);
	tcase_add_test(tc, players_of_two_teams);
	tcase_add_test(tc, teams_not_known);
	tcase_add_test(tc, standings);
	tcase_add_test(tc, fore_buchholz_withdrawn);
	suite_add_tcase(s, tc);
	return s;
}
