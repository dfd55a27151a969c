/*
 * gen.c - make a sample tournament for `make bench': N players with
 * descending ratings, every round paired by the Dutch engine and given
 * random results (draws about 30%, the better-rated and white player
 * favoured, a few forfeits and half-point byes).  A fixed seed makes
 * the output the same on every run.
 *
 *	gen [--edition=YEAR] PLAYERS ROUNDS TOTAL_ROUNDS SEED OUT.trf [ENGINE_FROM]
 *
 * YEAR: the Dutch edition that pairs (2017, the default, 2026 or 2012;
 * 2012 has its own engine).
 * ROUNDS rounds are paired and played; XXR says TOTAL_ROUNDS.  Rounds
 * before ENGINE_FROM (default 1: none) are paired by a quick fold
 * within score groups instead of the engine: a plausible history for
 * a field too large to pair every early round exactly in good time.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dutch/dutch.h"
#include "dutch_2012/dutch_2012.h"
#include "pairing/pairing.h"
#include "tournament/tournament.h"
#include "trf/trf.h"

static uint64_t rng_state;
static int edition = DUTCH_2017;

/* xorshift64*: small, portable and the same everywhere. */
static double rnd(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (double)((rng_state * UINT64_C(2685821657736338717)) >> 11) / 9007199254740992.0;
}

static int rating_of(int i, int n)
{
	return 2700 - (int)((long)i * 1600 / n);
}

/* The players, no rounds yet. */
static struct trf_doc *initial_doc(int n, int total)
{
	size_t cap = (size_t)n * 100 + 1024, len = 0;
	char *buf = malloc(cap);
	struct trf_diag d;

	if (!buf)
		return NULL;
	len += (size_t)snprintf(buf + len, cap - len,
				"012 trfpair benchmark, %d players\n"
				"062 %d\n092 Individual: Swiss-System\nXXR %d\nXXC white1\n",
				n, n, total);
	for (int i = 0; i < n; i++) {
		char name[40];
		snprintf(name, sizeof(name), "Player %d", i + 1);
		len += (size_t)snprintf(buf + len, cap - len,
					"001 %4d m    %-33s %4d XXX %11d %-10s %4s %4d\n",
					i + 1, name, rating_of(i, n), 100000 + i,
					"2000/01/01", "0.0", i + 1);
	}
	struct trf_doc *doc = trf_read_mem(buf, len, "bench", &d);
	free(buf);
	if (!doc)
		trf_diag_print(&d);
	return doc;
}

/* Result of a game, from white's side: '1', '=', '0', or a forfeit '+'/'-'. */
static char game_result(int rw, int rb)
{
	double u = rnd();

	if (u < 0.003)
		return rnd() < 0.5 ? '+' : '-';
	if (rnd() < 0.30)
		return '=';
	double e = 1.0 / (1.0 + pow(10.0, -(rw - rb + 35) / 400.0));
	return rnd() < e ? '1' : '0';
}

static char opposite(char res)
{
	switch (res) {
	case '1': return '0';
	case '0': return '1';
	case '+': return '-';
	case '-': return '+';
	default: return '=';
	}
}

static int played(const struct tmt *t, int a, int b, int k)
{
	for (int r = 1; r < k; r++)
		if (tmt_at(t, a, r)->opponent == b)
			return 1;
	return 0;
}

/* Sort key of the quick fold: score before round k, then index. */
static const struct tmt *fold_t;
static int fold_k;

static int cmp_fold(const void *x, const void *y)
{
	int a = *(const int *)x, b = *(const int *)y;
	int sa = tmt_score(fold_t, a, fold_k - 1), sb = tmt_score(fold_t, b, fold_k - 1);

	return sa != sb ? (sa < sb) - (sa > sb) : (a > b) - (a < b);
}

/*
 * The quick fold: in score order, each player meets the unpaired
 * player about half a score group below (the first one not met
 * before); white to the one with fewer whites.  The last one left gets
 * the PAB.
 */
static int fold_pair(const struct tmt *t, int k, struct pairing *p)
{
	int *who = malloc(sizeof(int) * (size_t)(t->n + 1)), n = 0;
	char *done = calloc((size_t)t->n + 1, 1);

	pairing_init(p);
	if (!who || !done)
		goto fail;
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, k))
			who[n++] = i;
	fold_t = t;
	fold_k = k;
	qsort(who, (size_t)n, sizeof(int), cmp_fold);
	for (int i = 0; i < n; i++) {
		int a = who[i], group = 0, j, b = -1;
		if (done[a])
			continue;
		done[a] = 1;
		for (j = i + 1; j < n && tmt_score(t, who[j], k - 1) == tmt_score(t, a, k - 1); j++)
			group += !done[who[j]];
		int skip = group / 2;
		for (j = i + 1; j < n && b < 0; j++)
			if (!done[who[j]] && !played(t, a, who[j], k) && skip-- <= 0)
				b = who[j];
		for (j = i + 1; j < n && b < 0; j++)
			if (!done[who[j]] && !played(t, a, who[j], k))
				b = who[j];
		if (b < 0) {
			p->bye = a;
			continue;
		}
		done[b] = 1;
		int aw = tmt_colour_diff(t, a, k - 1) <= tmt_colour_diff(t, b, k - 1);
		if (pairing_add(p, aw ? a : b, aw ? b : a) < 0)
			goto fail;
	}
	free(who);
	free(done);
	return TRF_OK;
fail:
	free(who);
	free(done);
	pairing_free(p);
	return TRF_ELIMIT;
}

/* Round k by the engine of the edition. */
static int engine_pair(const struct tmt *t, int k, int total, struct pairing *p,
		       struct trf_diag *d)
{
	if (edition == 2012) {
		struct dutch2012_options opt = { total };
		return dutch2012_pair(t, k, &opt, p, d);
	}
	struct dutch_options opt = { total, edition };
	return dutch_pair(t, k, &opt, p, d);
}

static int play_round(struct trf_doc *doc, int k, int total, int engine_from)
{
	struct trf_diag d = { 0 };
	struct pairing p;
	struct timespec t0, t1;

	/* A few half-point byes, announced before the pairing. */
	if (k > 1 && k < total)
		for (size_t i = 0; i < doc->nplayers; i++)
			if (rnd() < 0.005 && trf_set_block(doc, i, k, 0, '-', 'H') < 0)
				return -1;
	struct tmt *t = trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;
	if (!t) {
		trf_diag_print(&d);
		return -1;
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int rc = k >= engine_from ? engine_pair(t, k, total, &p, &d) : fold_pair(t, k, &p);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (rc != TRF_OK) {
		trf_diag_print(&d);
		tmt_free(t);
		return -1;
	}
	fprintf(stderr, "round %d paired in %.3f s\n", k,
		(double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
	for (int b = 0; b < p.nboards; b++) {
		const struct tmt_player *w = &t->players[p.boards[b].white];
		const struct tmt_player *bl = &t->players[p.boards[b].black];
		char res = game_result(w->rating, bl->rating);
		if (trf_set_block(doc, (size_t)w->trf_index, k, bl->id, 'w', res) < 0 ||
		    trf_set_block(doc, (size_t)bl->trf_index, k, w->id, 'b', opposite(res)) < 0)
			rc = -1;
	}
	if (p.bye >= 0 &&
	    trf_set_block(doc, (size_t)t->players[p.bye].trf_index, k, 0, '-', 'U') < 0)
		rc = -1;
	pairing_free(&p);
	tmt_free(t);
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	return rc;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strncmp(argv[1], "--edition=", 10)) {
		edition = atoi(argv[1] + 10);
		argc--;
		argv++;
	}
	if (argc != 6 && argc != 7) {
		fprintf(stderr, "usage: gen [--edition=YEAR] PLAYERS ROUNDS TOTAL_ROUNDS SEED OUT.trf [ENGINE_FROM]\n");
		return 2;
	}
	int n = atoi(argv[1]), rounds = atoi(argv[2]), total = atoi(argv[3]);
	int engine_from = argc > 6 ? atoi(argv[6]) : 1;
	rng_state = strtoull(argv[4], NULL, 10) | 1;
	if (n < 2 || rounds < 1 || total < rounds)
		return 2;
	struct trf_doc *doc = initial_doc(n, total);
	if (!doc)
		return 1;
	for (int k = 1; k <= rounds; k++)
		if (play_round(doc, k, total, engine_from) < 0) {
			trf_free(doc);
			return 1;
		}
	struct trf_diag d = { 0 };
	int rc = trf_write_file(doc, argv[5], &d);
	if (rc != 0)
		trf_diag_print(&d);
	trf_free(doc);
	return rc ? 1 : 0;
}
