/*
 * props.c - property test of the Dubov, Lim and Dutch (2017) engines on
 * tournaments they generate themselves (issues 6, 7, 12).  For every round of every
 * tournament: every player to be paired is paired once; the PAB goes to
 * a player Basic Rule 4 (2025) allows; no pair has met before; the
 * system's own absolute rules hold (Dubov C3: no two players with the
 * same absolute colour preference meet; Lim 2.1 and 5.1: nobody gets a
 * colour three times running or a colour difference beyond 2, except in
 * the last round, rule 6); and the system's verifier, written apart
 * from its engine, finds nothing.  A tournament the engine cannot
 * finish must really have no legal round left.
 *
 * usage: props --dubov|--lim|--lim-maxi|--dutch|--dutch-absolute [COUNT [FIRST]]
 * (--lim-maxi: with the Maxi-tournament limits of Lim 3.2, 3.8, 5.7 on
 * whatever the field's size; --dutch: the 2017 text on small fields
 * with many forfeits, byes and withdrawals, so that the last brackets
 * are collapsed ones of several scores, the PAB has few takers and
 * often an MDP must take it (issue 12); it also prints how many rounds
 * had such a last bracket; t/t0005-dutch.sh runs it.  --dutch-absolute:
 * the same tournaments with the absolute rules only, not the verifier)
 * Prints "SYSTEM props: N passed, N failed" (rounds) and exits non-zero
 * on any failure.  With PROPS_KEEP=DIR in the environment, each
 * tournament with a failing round is written to DIR/SYSTEM-I.trf.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dubov/dubov.h"
#include "dutch/dutch.h"
#include "match/match.h"
#include "rtg/rtg.h"
#include "lim/lim.h"
#include "verify_dubov/verify_dubov.h"
#include "verify_lim/verify_lim.h"
#include "verify/verify.h"

static int lim;		/* the system under test: Lim, else Dubov */
static int dutch;	/* ... or the Dutch System, 2017 text */
static int no_verifier;	/* --dutch-absolute: the absolute rules only */
static int maxi = -1;	/* Lim: the Maxi-tournament rule, as lim_options */

static int engine(const struct tmt *t, int r, void *ctx, struct pairing *out,
		  struct trf_diag *d)
{
	(void)ctx;
	if (dutch) {
		struct dutch_options o = { 0, DUTCH_2017 };
		return dutch_pair(t, r, &o, out, d);
	}
	if (lim) {
		struct lim_options o = { 0, maxi };
		return lim_pair(t, r, &o, out, d);
	}
	return dubov_pair(t, r, NULL, out, d);
}

static void set(struct rtg_config *c, enum rtg_key k, int v)
{
	c->given[k] = 1;
	c->value[k] = v;
}

/* C2 with Basic Rule 4 (2025): no PAB after a PAB, forfeit win or F;
 * the Dutch 2017 C2 (C.04.1 d) names the PAB and the forfeit win only. */
static int may_get_pab(const struct tmt *t, int p, int r)
{
	for (int k = 1; k < r; k++) {
		enum tmt_kind kind = tmt_at(t, p, k)->kind;
		if (kind == TMT_PAB || kind == TMT_FORFEIT_WIN || (kind == TMT_FPB && !dutch))
			return 0;
	}
	return 1;
}

/* Lim 5.1 (Basic Rules f, g): after round r, with the colours played,
 * no colour three times in a row and a difference of at most 2. */
static int colour_limits_ok(const struct tmt *t, int p, int r)
{
	char h[256];
	int n = tmt_colour_history(t, p, r, h, sizeof(h)), d = tmt_colour_diff(t, p, r);

	if (n >= (int)sizeof(h))
		n = (int)sizeof(h) - 1;
	if (n >= 3 && h[n - 1] == h[n - 2] && h[n - 2] == h[n - 3])
		return 0;
	return d >= -2 && d <= 2;
}

/* C3 on a pair about to meet in round r (Dubov; Dutch: unless one of
 * them is a topscorer, A.7 and companion 3.3). */
static int same_absolute(const struct tmt *t, int a, int b, int r)
{
	enum tmt_system sys = dutch ? TMT_DUTCH : TMT_DUBOV;
	struct tmt_pref pa = tmt_colour_pref(t, a, r - 1, sys);
	struct tmt_pref pb = tmt_colour_pref(t, b, r - 1, sys);

	if (dutch && (tmt_topscorer(t, a, r) || tmt_topscorer(t, b, r)))
		return 0;
	return pa.strength == TMT_PREF_ABSOLUTE && pb.strength == TMT_PREF_ABSOLUTE &&
	       pa.colour == pb.colour;
}

/* The absolute rules on round r as recorded; prints what breaks. */
static int absolute_ok(const struct tmt *t, int r, int rounds, int id)
{
	struct pairing p;
	int ok = 1;
	int *seen = calloc((size_t)t->n + 1, sizeof(int));

	if (!seen || pairing_from_round(&p, t, r) < 0) {
		free(seen);
		return 0;
	}
	for (int i = 0; i < p.nboards; i++) {
		int a = p.boards[i].white, b = p.boards[i].black;
		seen[a]++;
		seen[b]++;
		if (tmt_played_each_other(t, a, b, r - 1)) {
			printf("tournament %d round %d: C1: %d-%d met before\n", id, r,
			       t->players[a].id, t->players[b].id);
			ok = 0;
		}
		if (!lim && same_absolute(t, a, b, r)) {
			printf("tournament %d round %d: C3: %d-%d\n", id, r,
			       t->players[a].id, t->players[b].id);
			ok = 0;
		}
		for (int k = 0; lim && r < rounds && k < 2; k++) {
			int x = k ? b : a;
			if (tmt_at(t, x, r)->kind == TMT_PLAYED && !colour_limits_ok(t, x, r)) {
				printf("tournament %d round %d: 5.1: %d's colours\n", id, r,
				       t->players[x].id);
				ok = 0;
			}
		}
	}
	if (p.bye >= 0) {
		seen[p.bye]++;
		if (!may_get_pab(t, p.bye, r)) {
			printf("tournament %d round %d: C2: PAB to %d\n", id, r,
			       t->players[p.bye].id);
			ok = 0;
		}
	}
	for (int i = 0; i < t->n; i++)
		if (seen[i] != (tmt_to_be_paired(t, i, r) ? 1 : 0)) {
			printf("tournament %d round %d: player %d paired %d times\n", id, r,
			       t->players[i].id, seen[i]);
			ok = 0;
		}
	pairing_free(&p);
	free(seen);
	return ok;
}

/* Whether a and b may meet in round r: for Lim, with some colours
 * that keep both within 5.1 (the last round excepted, rule 6). */
static int legal(const struct tmt *t, int a, int b, int r, int rounds)
{
	if (tmt_played_each_other(t, a, b, r - 1) || tmt_forbidden(t, a, b, r))
		return 0;
	if (!lim)
		return !same_absolute(t, a, b, r);
	if (r >= rounds)
		return 1;
	for (int w = 0; w < 2; w++) {
		int ok = 1;
		for (int k = 0; k < 2; k++) {
			char h[256];
			int x = k ? b : a, white = (k == 0) == (w == 0);
			int n = tmt_colour_history(t, x, r - 1, h, sizeof(h) - 1);
			int d = tmt_colour_diff(t, x, r - 1) + (white ? 1 : -1);
			char c = white ? 'w' : 'b';
			if (n >= (int)sizeof(h) - 1)
				n = (int)sizeof(h) - 2;
			if ((n >= 2 && h[n - 1] == c && h[n - 2] == c) || d > 2 || d < -2)
				ok = 0;
		}
		if (ok)
			return 1;
	}
	return 0;
}

/* Whether players who[0..k-1] less `skip' can all be paired in round r. */
static int all_pairable(const struct tmt *t, int r, int rounds, const int *who, int k,
			int skip)
{
	struct match_graph *g = match_graph_new(k, 1);
	int *mate = malloc(sizeof(int) * ((size_t)k + 1)), pairs = 0;
	const uint64_t one = 1;

	if (!g || !mate)
		abort();
	for (int a = 0; a < k; a++)
		for (int b = a + 1; b < k; b++)
			if (a != skip && b != skip && legal(t, who[a], who[b], r, rounds))
				match_set_edge(g, a, b, &one);
	match_solve_flags(g, mate, MATCH_MAX_CARDINALITY);
	for (int a = 0; a < k; a++)
		pairs += mate[a] > a;
	match_graph_free(g);
	free(mate);
	return 2 * pairs == k - (skip >= 0);
}

/* The engine gave up on round r: no legal round-pairing may exist. */
static int really_stuck(const struct tmt *t, int r, int rounds)
{
	int *who = malloc(sizeof(int) * ((size_t)t->n + 1)), k = 0, any = 0;

	if (!who)
		abort();
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			who[k++] = i;
	if (k % 2 == 0)
		any = all_pairable(t, r, rounds, who, k, -1);
	for (int c = 0; k % 2 && c < k && !any; c++)
		any = may_get_pab(t, who[c], r) && all_pairable(t, r, rounds, who, k, c);
	free(who);
	return !any;
}

/*
 * Whether round r gave the PAB to a player above the lowest score of
 * the players paired: the shape of issue 12, where an MDP or a resident
 * of a higher score in the (collapsed) last bracket takes the PAB.
 */
static int pab_above_bottom(const struct tmt *t, int r)
{
	struct pairing p;
	int low = -1, above = 0;

	if (pairing_from_round(&p, t, r) < 0)
		return 0;
	if (p.bye >= 0) {
		for (int i = 0; i < t->n; i++)
			if (tmt_to_be_paired(t, i, r) &&
			    (low < 0 || tmt_score(t, i, r - 1) < low))
				low = tmt_score(t, i, r - 1);
		above = tmt_score(t, p.bye, r - 1) > low;
	}
	pairing_free(&p);
	return above;
}

static int verifier_ok(const struct tmt *t, int r, int rounds, int id)
{
	struct verify_options vo = { rounds, 0, 0, VERIFY_MAXI_AUTO };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return 0;
	int nf;
	if (dutch) {
		vo.edition = DUTCH_2017;
		nf = verify_dutch_round(t, r, &vo, f);
	} else {
		nf = lim ? verify_lim_round(t, r, &vo, maxi, f) : verify_dubov_round(t, r, &vo, f);
	}
	fclose(f);
	if (nf != 0)
		printf("tournament %d round %d: verifier:\n%s", id, r, buf ? buf : "");
	free(buf);
	return nf == 0;
}

/* PROPS_KEEP: the tournament as generated, to reproduce a failure. */
static void keep(const struct trf_doc *doc, const char *name, int i)
{
	const char *dir = getenv("PROPS_KEEP");
	char path[4096];

	if (!dir)
		return;
	snprintf(path, sizeof(path), "%s/%s-%d.trf", dir, name, i);
	FILE *f = fopen(path, "w");
	if (!f || trf_write(doc, f) < 0)
		printf("tournament %d: cannot write %s\n", i, path);
	if (f)
		fclose(f);
}

int main(int argc, char **argv)
{
	if (argc < 2 || (strcmp(argv[1], "--dubov") && strcmp(argv[1], "--lim") &&
			  strcmp(argv[1], "--lim-maxi") && strcmp(argv[1], "--dutch") &&
			  strcmp(argv[1], "--dutch-absolute"))) {
		fprintf(stderr, "usage: props --dubov|--lim|--lim-maxi|--dutch|--dutch-absolute "
			"[COUNT [FIRST]]\n");
		return 2;
	}
	no_verifier = !strcmp(argv[1], "--dutch-absolute");
	dutch = no_verifier || !strcmp(argv[1], "--dutch");
	lim = !dutch && strcmp(argv[1], "--dubov") != 0;
	maxi = !strcmp(argv[1], "--lim-maxi") ? 1 : -1;
	const char *name = argv[1] + 2;
	int count = argc > 2 ? atoi(argv[2]) : 1000, first = argc > 3 ? atoi(argv[3]) : 0;
	int passed = 0, failed = 0, truncated = 0, shape = 0;

	for (int i = first; i < first + count; i++) {
		uint64_t h = (uint64_t)i * 2654435761u;
		int n = 5 + (int)(h % 196), rounds = 5 + i % 7;
		struct rtg_request req = { .seed = (dutch ? 0xd17cu : lim ? 0x11aau : 0xd0b0u) +
						   (uint64_t)i,
					   .engine = engine };
		struct rtg_result res;
		struct trf_diag d = { 0 };

		if (dutch) {
			/* Small fields, long events, many forfeit wins (no
			 * PAB after one, C2) and absences: the last brackets
			 * collapse over several scores and the PAB is scarce. */
			n = 5 + (int)(h % 20);
			rounds = 4 + i % 8;
		}
		set(&req.config, RTG_PLAYERS, n);
		set(&req.config, RTG_ROUNDS, rounds);
		set(&req.config, RTG_DRAW, 100 + 100 * (i % 4));
		if (dutch) {
			set(&req.config, RTG_FORFEIT, 5 + i % 6);
			set(&req.config, RTG_RETIRED, 8 + i % 10);
			set(&req.config, RTG_HPB, 6 + i % 7);
		} else if (i % 3 == 1) {
			set(&req.config, RTG_RETIRED, 12);
			set(&req.config, RTG_HPB, 9);
			set(&req.config, RTG_FORFEIT, 25);
		}
		int rc = rtg_generate(&req, &res, &d);
		if (rc != TRF_OK && rc != TRF_ENOPAIRING) {
			printf("tournament %d: generation failed: %s\n", i, d.msg);
			failed++;
			continue;
		}
		/* A small field can run out of legal pairings: the rounds
		 * before are still checked. */
		truncated += rc == TRF_ENOPAIRING;
		struct tmt *t = tmt_build(res.doc, &d);
		if (t && rc == TRF_ENOPAIRING && !really_stuck(t, res.failed_round, rounds)) {
			printf("tournament %d: round %d could be paired\n", i, res.failed_round);
			failed++;
		}
		if (!t) {
			printf("tournament %d: %s\n", i, d.msg);
			failed++;
			trf_free(res.doc);
			continue;
		}
		int bad = 0;
		for (int r = 1; r <= t->rounds; r++) {
			shape += pab_above_bottom(t, r);
			int ok = absolute_ok(t, r, rounds, i);
			if (!no_verifier)
				ok = verifier_ok(t, r, rounds, i) && ok;
			passed += ok;
			failed += !ok;
			bad += !ok;
		}
		if (bad)
			keep(res.doc, name, i);
		tmt_free(t);
		trf_free(res.doc);
	}
	printf("%s props: %d tournaments (%d stopped early: no legal pairing left)\n",
	       name, count, truncated);
	if (dutch)
		printf("%s props: %d rounds with the PAB above the lowest score\n", name, shape);
	printf("%s props: %d passed, %d failed\n", name, passed, failed);
	return failed != 0;
}
