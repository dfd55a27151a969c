/*
 * dutch2012_props.c - property test of the Dutch System, 2012 text
 * (lib/dutch_2012) on tournaments it generates itself with lib/rtg.
 * For every round: every player to be paired is paired once (A.5: one
 * bye at most, only when the number is odd); no pair has met before
 * (B.1a); the PAB goes to a player who never had a point or half point
 * without playing, a half-point bye included (B.1b);
 * no two players with the same absolute colour preference meet (B.2;
 * pairs with a top scorer in the last round excepted, B.2 note).  A
 * verifier (lib/verify_dutch_2012) finds nothing, colours included.  A
 * tournament the engine cannot finish must have no legal round left.
 *
 * usage: dutch2012_props [COUNT [FIRST]]
 * Prints "dutch-2012 props: N passed, N failed" (rounds).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/dutch_2012.h"
#include "match/match.h"
#include "rtg/rtg.h"
#include "verify_dutch_2012/verify_dutch_2012.h"

static int total_rounds;

/* B.1b: no bye for a player who had a point or half point without
 * playing (a bye of any kind, a forfeit win). */
static int bye_ok(const struct tmt *t, int p, int r)
{
	for (int k = 1; k < r; k++) {
		const struct tmt_round *rd = tmt_at(t, p, k);
		if ((rd->kind != TMT_PLAYED || rd->opponent < 0) &&
		    tmt_float_2026(t, p, k) == TMT_FLOAT_DOWN)
			return 0;
	}
	return tmt_pab_eligible(t, p, r);
}

static int engine(const struct tmt *t, int r, void *ctx, struct pairing *out,
		  struct trf_diag *d)
{
	struct dutch2012_options o = { total_rounds };

	(void)ctx;
	return dutch2012_pair(t, r, &o, out, d);
}

static void set(struct rtg_config *c, enum rtg_key k, int v)
{
	c->given[k] = 1;
	c->value[k] = v;
}

/* A.7.a, written here from the text: 'w'/'b' absolute, else 0. */
static char absolute(const struct tmt *t, int p, int r)
{
	char h[512];
	int n = tmt_colour_history(t, p, r - 1, h, sizeof(h)), cd = tmt_colour_diff(t, p, r - 1);

	if (n >= (int)sizeof(h))
		n = (int)sizeof(h) - 1;
	if (cd < -1)
		return 'w';
	if (cd > 1)
		return 'b';
	if (n >= 2 && h[n - 1] == h[n - 2])
		return h[n - 1] == 'w' ? 'b' : 'w';
	return 0;
}

static int top(const struct tmt *t, int p, int r)
{
	return r == total_rounds && 2 * tmt_pairing_score(t, p, r) > (r - 1) * t->win_points;
}

static int legal(const struct tmt *t, int a, int b, int r)
{
	if (tmt_played_each_other(t, a, b, r - 1) || tmt_forbidden(t, a, b, r))
		return 0;
	char x = absolute(t, a, r), y = absolute(t, b, r);
	return !(x && x == y) || top(t, a, r) || top(t, b, r);
}

/* The verifier, written apart from the engine, finds nothing. */
static int verifier_ok(const struct tmt *t, int r, int id)
{
	struct verify_options vo = { total_rounds, 0, 0, 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		abort();
	int nf = verify_dutch2012_round(t, r, &vo, f);
	fclose(f);
	if (nf != 0)
		printf("tournament %d round %d: verifier:\n%s", id, r, buf ? buf : "");
	free(buf);
	return nf == 0;
}

static int check_round(const struct tmt *t, int r, int id)
{
	struct pairing p;
	int ok = 1, k = 0;
	int *seen = calloc((size_t)t->n + 1, sizeof(int));

	if (!seen || pairing_from_round(&p, t, r) < 0)
		abort();
	for (int i = 0; i < p.nboards; i++) {
		int a = p.boards[i].white, b = p.boards[i].black;
		seen[a]++;
		seen[b]++;
		if (tmt_played_each_other(t, a, b, r - 1)) {
			printf("tournament %d round %d: B.1a: %d-%d met before\n", id, r,
			       t->players[a].id, t->players[b].id);
			ok = 0;
		}
		if (!legal(t, a, b, r) && !tmt_played_each_other(t, a, b, r - 1)) {
			printf("tournament %d round %d: B.2: %d-%d\n", id, r, t->players[a].id,
			       t->players[b].id);
			ok = 0;
		}
	}
	if (p.bye >= 0) {
		seen[p.bye]++;
		if (!bye_ok(t, p.bye, r)) {
			printf("tournament %d round %d: B.1b: bye to %d\n", id, r,
			       t->players[p.bye].id);
			ok = 0;
		}
	}
	for (int i = 0; i < t->n; i++) {
		k += tmt_to_be_paired(t, i, r) != 0;
		if (seen[i] != (tmt_to_be_paired(t, i, r) ? 1 : 0)) {
			printf("tournament %d round %d: player %d paired %d times\n", id, r,
			       t->players[i].id, seen[i]);
			ok = 0;
		}
	}
	if ((p.bye >= 0) != (k % 2)) {
		printf("tournament %d round %d: A.5: a bye with %d players\n", id, r, k);
		ok = 0;
	}
	pairing_free(&p);
	free(seen);
	return ok;
}

/* Whether who[] less skip can all be paired by B.1a/B.2. */
static int all_pairable(const struct tmt *t, int r, const int *who, int k, int skip)
{
	struct match_graph *g = match_graph_new(k, 1);
	int *mate = malloc(sizeof(int) * ((size_t)k + 1)), pairs = 0;
	const uint64_t one = 1;

	if (!g || !mate)
		abort();
	for (int a = 0; a < k; a++)
		for (int b = a + 1; b < k; b++)
			if (a != skip && b != skip && legal(t, who[a], who[b], r))
				match_set_edge(g, a, b, &one);
	match_solve_flags(g, mate, MATCH_MAX_CARDINALITY);
	for (int a = 0; a < k; a++)
		pairs += mate[a] > a;
	match_graph_free(g);
	free(mate);
	return 2 * pairs == k - (skip >= 0);
}

static int really_stuck(const struct tmt *t, int r)
{
	int *who = malloc(sizeof(int) * ((size_t)t->n + 1)), k = 0, any = 0;

	if (!who)
		abort();
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			who[k++] = i;
	if (k % 2 == 0)
		any = all_pairable(t, r, who, k, -1);
	for (int c = 0; k % 2 && c < k && !any; c++)
		any = bye_ok(t, who[c], r) && all_pairable(t, r, who, k, c);
	free(who);
	return !any;
}

int main(int argc, char **argv)
{
	int count = argc > 1 ? atoi(argv[1]) : 300, first = argc > 2 ? atoi(argv[2]) : 0;
	int passed = 0, failed = 0, truncated = 0;

	for (int i = first; i < first + count; i++) {
		uint64_t h = (uint64_t)i * 2654435761u;
		int n = 5 + (int)(h % 96), rounds = 5 + i % 7;
		struct rtg_request req = { .seed = 0x2012u + (uint64_t)i, .engine = engine };
		struct rtg_result res;
		struct trf_diag d = { 0 };

		total_rounds = rounds;
		set(&req.config, RTG_PLAYERS, n);
		set(&req.config, RTG_ROUNDS, rounds);
		set(&req.config, RTG_DRAW, 100 + 100 * (i % 4));
		if (i % 3 == 1) {
			set(&req.config, RTG_RETIRED, 12);
			set(&req.config, RTG_HPB, 9);
			set(&req.config, RTG_FORFEIT, 25);
		}
		int rc = rtg_generate(&req, &res, &d);
		if (rc != TRF_OK && rc != TRF_ENOPAIRING) {
			printf("tournament %d: generation failed (%d): %s\n", i, rc, d.msg);
			failed++;
			trf_free(res.doc);
			continue;
		}
		truncated += rc == TRF_ENOPAIRING;
		struct tmt *t = tmt_build(res.doc, &d);
		if (!t) {
			printf("tournament %d: %s\n", i, d.msg);
			failed++;
			trf_free(res.doc);
			continue;
		}
		if (rc == TRF_ENOPAIRING && !really_stuck(t, res.failed_round)) {
			printf("tournament %d: round %d could be paired (%s)\n", i, res.failed_round,
			       d.msg);
			failed++;
		}
		int bad = 0;
		for (int r = 1; r <= t->rounds; r++) {
			int ok = check_round(t, r, i);
			ok = verifier_ok(t, r, i) && ok;
			passed += ok;
			failed += !ok;
			bad |= !ok;
		}
		/* D12_PROPS_KEEP=DIR keeps the tournaments that fail */
		const char *keep = getenv("D12_PROPS_KEEP");
		if (bad && keep) {
			char path[4096];
			snprintf(path, sizeof(path), "%s/t%d.trf", keep, i);
			trf_write_file(res.doc, path, &d);
		}
		tmt_free(t);
		trf_free(res.doc);
	}
	printf("dutch-2012 props: %d tournaments (%d stopped early: no legal pairing left)\n",
	       count, truncated);
	printf("dutch-2012 props: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
