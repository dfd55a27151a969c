/*
 * match_priced.c - time match_solve_priced() on a sparse candidate set
 * against a dense solve of the same implicit graph (issue 13).
 *
 *	match_priced [--dense|--priced|--both] [--tight] [--ties]
 *	             [N [WORDS [PER_VERTEX [SEED]]]]
 *
 * The graph is complete on N vertices (default 3000) with weights of
 * WORDS words (default 5), made from a hash of the pair: all random,
 * or with --ties few values in the upper words as in pairing brackets
 * (score-difference-like top word, small middle words, random low
 * word).  The candidate set holds PER_VERTEX (default 10) pseudo-random
 * pairs per vertex.  --tight asks the priced solve for the n*n flags.
 * Prints seconds (wall clock and CPU), the pricing passes and the pairs in g, the optimum
 * (hex, most significant first) and the peak resident memory; with
 * --both the priced solve runs first (its peak is printed before the
 * dense solve raises it) and the two optima are compared (exit 1 if
 * they differ).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "match/graph.h"
#include "match/match.h"

struct gen {
	int n, nw, ties;
	uint64_t seed;
	long calls;
};

static uint64_t mix(uint64_t x)
{
	x ^= x >> 31;
	x *= 0x7fb5d329728ea185ULL;
	x ^= x >> 27;
	x *= 0x81dadef4bc2dd44dULL;
	x ^= x >> 33;
	return x;
}

static int edge(void *ctx, int u, int v, uint64_t *w)
{
	struct gen *g = ctx;
	uint64_t h = mix(g->seed ^ ((uint64_t)u << 32 | (uint64_t)v));

	g->calls++;
	for (int k = 0; k < g->nw; k++) {
		h = mix(h + (uint64_t)k);
		if (!g->ties)
			w[k] = h >> 24;	/* room for the sum */
		else if (k == 0)	/* score groups of 100: 3 - |difference| */
			w[k] = 3 - (uint64_t)(abs(u / 100 - v / 100) < 3 ? abs(u / 100 - v / 100) : 3);
		else if (k < g->nw - 1)
			w[k] = h % 4;
		else
			w[k] = h >> 40;
	}
	return 1;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double cpu(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
	       (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

static long maxrss_kb(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_maxrss;
}

/* sum of the matched weights, least significant word first, nw + 1 words */
static void value(struct gen *g, const int *mate, uint64_t *sum)
{
	uint64_t w[MATCH_MAX_WORDS];

	memset(sum, 0, sizeof(uint64_t) * (g->nw + 1));
	for (int u = 0; u < g->n; u++) {
		if (mate[u] <= u)
			continue;
		edge(g, u, mate[u], w);
		uint64_t c = 0;
		for (int k = 0; k <= g->nw; k++) {
			uint64_t x = k < g->nw ? w[g->nw - 1 - k] : 0;
			uint64_t t = sum[k] + c;
			c = t < c;
			sum[k] = t + x;
			c |= sum[k] < t;
		}
	}
}

static void print_value(const char *what, const struct gen *g, const uint64_t *sum)
{
	printf("%s optimum", what);
	for (int k = g->nw; k >= 0; k--)
		printf(" %llx", (unsigned long long)sum[k]);
	printf("\n");
}

int main(int argc, char **argv)
{
	struct gen g = { 3000, 5, 0, 1, 0 };
	int per = 10, dense = 0, priced = 1, want_tight = 0, a = 1;
	uint64_t s1[MATCH_MAX_WORDS + 1], s2[MATCH_MAX_WORDS + 1];

	for (; a < argc && argv[a][0] == '-'; a++) {
		if (!strcmp(argv[a], "--dense"))
			dense = 1, priced = 0;
		else if (!strcmp(argv[a], "--priced"))
			dense = 0, priced = 1;
		else if (!strcmp(argv[a], "--both"))
			dense = priced = 1;
		else if (!strcmp(argv[a], "--tight"))
			want_tight = 1;
		else if (!strcmp(argv[a], "--ties"))
			g.ties = 1;
		else
			return fprintf(stderr, "usage: see match_priced.c\n"), 2;
	}
	if (a < argc)
		g.n = atoi(argv[a++]);
	if (a < argc)
		g.nw = atoi(argv[a++]);
	if (a < argc)
		per = atoi(argv[a++]);
	if (a < argc)
		g.seed = strtoull(argv[a++], NULL, 10);
	if (g.n < 2 || g.nw < 1 || g.nw > 64 || per < 0)
		return fprintf(stderr, "bad arguments\n"), 2;

	int *mate = malloc(sizeof(int) * (size_t)g.n);
	uint64_t w[MATCH_MAX_WORDS];

	if (!mate)
		return 2;
	if (priced) {
		struct match_graph *mg = match_graph_new(g.n, g.nw);
		struct match_warm *ws = match_warm_new();
		unsigned char *tight = want_tight ? malloc((size_t)g.n * g.n) : NULL;
		double t0 = now(), c0 = cpu();

		if (!mg || !ws || (want_tight && !tight))
			return 2;
		/* per pseudo-random partners per vertex, each pair once */
		for (int u = 0; u < g.n; u++)
			for (int k = 0; k < per; k++) {
				int v = (int)(mix(g.seed * 31 + (uint64_t)u * 977 + (uint64_t)k) % (uint64_t)g.n);

				if (v <= u)	/* the pair belongs to its lower end */
					continue;
				edge(&g, u, v, w);
				if (match_set_edge(mg, u, v, w) < 0)
					return 2;
			}
		int m0 = mg->m;
		g.calls = 0;
		if (match_solve_priced(mg, mate, tight, ws, edge, &g) < 0)
			return perror("match_solve_priced"), 2;
		double t1 = now(), c1 = cpu();
		long pairs = (long)g.n * (g.n - 1) / 2;

		printf("priced: n=%d words=%d per_vertex=%d ties=%d tight=%d seconds=%.2f "
		       "cpu_seconds=%.2f passes=%ld pairs_start=%d pairs_end=%d maxrss_kb=%ld\n",
		       g.n, g.nw, per, g.ties, want_tight, t1 - t0, c1 - c0, g.calls / pairs,
		       m0, mg->m, maxrss_kb());
		value(&g, mate, s1);
		print_value("priced", &g, s1);
		match_graph_free(mg);
		match_warm_free(ws);
		free(tight);
	}
	if (dense) {
		struct match_graph *mg = match_graph_new(g.n, g.nw);
		double t0 = now(), c0 = cpu();

		if (!mg || match_graph_reserve(mg, g.n * (g.n - 1) / 2) < 0)
			return 2;
		for (int u = 0; u < g.n; u++)
			for (int v = u + 1; v < g.n; v++) {
				edge(&g, u, v, w);
				match_set_edge(mg, u, v, w);
			}
		if (match_solve(mg, mate) < 0)
			return perror("match_solve"), 2;
		double t1 = now(), c1 = cpu();

		printf("dense: n=%d words=%d ties=%d seconds=%.2f cpu_seconds=%.2f maxrss_kb=%ld\n",
		       g.n, g.nw, g.ties, t1 - t0, c1 - c0, maxrss_kb());
		value(&g, mate, s2);
		print_value("dense", &g, s2);
		match_graph_free(mg);
		if (priced && memcmp(s1, s2, sizeof(uint64_t) * (g.nw + 1))) {
			printf("DIFFER\n");
			return 1;
		}
	}
	free(mate);
	return 0;
}
