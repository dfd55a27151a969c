/*
 * split.c - G1 and G2 of a bracket and their re-composition with the
 * shifters (C.04.4.1 2.2.3, 2.2.4, 4.3).
 *
 * A is the smaller subgroup (G1 if equal), B the other.  Every legal
 * pairing of the bracket has some A-A pairs; with x the fewest possible,
 * C7 is (|B|-|A|)/2 + 2x at best.  Step 1 moves a set X of x A players
 * across, step 2 a set Y of (|B|-|A|)/2 + x B players the other way; a
 * pairing of G1' against G2' then meets X with A\X and splits each B-B
 * pair between Y and B\Y.  So a set is possible exactly when it holds
 * one player of each A-A (B-B) pair of some legal pairing, and the
 * first such set in the 4.3 order is found by one matching in which an
 * A-A (B-B) pair weighs one bit at the 4.3 number of its better-numbered
 * player: the heaviest matching has the smallest numbers.
 */
#include <stdlib.h>
#include <string.h>

#include "dubov/internal.h"
#include "match/match.h"
#include "match/weight.h"

/* 4.3.3: the middle of what is left, the upper of two middles.  That
 * walks out from (k-1)/2: up first when k is odd (D C E B F A G), down
 * first when even (C D B E A F). */
void dv_middle_out(int k, int *order)
{
	int c = (k - 1) / 2, n = 0;

	if (k <= 0)
		return;
	order[n++] = c;
	for (int t = 1; n < k; t++) {
		int first = k % 2 ? c - t : c + t, second = k % 2 ? c + t : c - t;
		if (first >= 0 && first < k)
			order[n++] = first;
		if (n < k && second >= 0 && second < k)
			order[n++] = second;
	}
}

struct split {
	const struct dvround *v;
	const int *mem;
	int k;
	int *g1;		/* per position: 1 in G1, 0 in G2 (2.2.3) */
	int *in_a;		/* per position: in the smaller subgroup A */
	int *seq;		/* per position: 4.3 number in its pool, 0 = #1 */
	int na, nb;
};


/* 4.3.2: White seekers by ARO then ranking; Black seekers by ranking. */
struct shifter {
	int pos;
	const struct dvplayer *p;
	int white;
};

static int shifter_order(const void *a, const void *b)
{
	const struct shifter *x = a, *y = b;

	if (x->white && x->p->aro != y->p->aro)
		return x->p->aro < y->p->aro ? -1 : 1;
	return x->p->idx - y->p->idx;
}

/* 4.3.3 numbers of the players of one subgroup. */
static int number_pool(struct split *s, int in_g1, struct shifter *buf, int *order)
{
	int m = 0;

	for (int i = 0; i < s->k; i++)
		if (s->g1[i] == in_g1)
			buf[m++] = (struct shifter){ i, &s->v->p[s->mem[i]], in_g1 };
	qsort(buf, (size_t)m, sizeof(*buf), shifter_order);
	dv_middle_out(m, order);
	for (int r = 0; r < m; r++)
		s->seq[buf[order[r]].pos] = r;
	return m;
}

static int by_rank(const void *a, const void *b)
{
	return ((const struct shifter *)a)->p->idx - ((const struct shifter *)b)->p->idx;
}

enum { BITS_AA, BITS_BB };

/*
 * One matching of the bracket: a perfect legal pairing with the fewest
 * A-A pairs, then the most weight in the bits of `bits' (A-A or B-B
 * pairs at their better 4.3 number).  Edges for which skip() says so
 * are left out.  Returns 0, 1 if no perfect pairing, -1 out of memory.
 */
static int shift_match(struct split *s, int bits, const unsigned char *inx, int *mate)
{
	const struct dvround *v = s->v;
	struct weight_layout L;
	uint64_t w[MATCH_MAX_WORDS], msw[MATCH_MAX_WORDS];
	int k = s->k, rc = -1, npairs = 0;
	int width = bits == BITS_AA ? s->na : s->nb;

	memset(&L, 0, sizeof(L));
	int cnt = weight_bits((uint64_t)k + 1);
	int f_pairs = weight_field(&L, cnt);
	int f_mixed = weight_field(&L, cnt);
	int f_bits = weight_field(&L, width + 1);
	weight_layout_done(&L);
	if (L.nwords > MATCH_MAX_WORDS)
		return -1;
	struct match_graph *g = match_graph_new(k, L.nwords);
	if (!g)
		return -1;
	for (int a = 0; a < k; a++)
		for (int b = a + 1; b < k; b++) {
			int aa = s->in_a[a] && s->in_a[b], bb = !s->in_a[a] && !s->in_a[b];
			if (!dv_compat(v, s->mem[a], s->mem[b]))
				continue;
			if (inx) {
				/* Step 2 with X fixed: X meets A\X only. */
				if (inx[a] && inx[b])
					continue;
				if ((inx[a] || inx[b]) && !aa)
					continue;
				if (aa && !inx[a] && !inx[b])
					continue;
			}
			memset(w, 0, sizeof(uint64_t) * (size_t)L.nwords);
			weight_add(&L, w, f_pairs, 0, 1);
			weight_add(&L, w, f_mixed, 0, !aa);
			if ((bits == BITS_AA && aa) || (bits == BITS_BB && bb)) {
				int best = s->seq[a] < s->seq[b] ? s->seq[a] : s->seq[b];
				weight_add(&L, w, f_bits, width - 1 - best, 1);
			}
			weight_to_msw(&L, w, msw);
			if (match_set_edge(g, a, b, msw) < 0)
				goto out;
		}
	if (match_solve(g, mate) < 0)
		goto out;
	for (int a = 0; a < k; a++)
		npairs += mate[a] > a;
	rc = 2 * npairs == k ? 0 : 1;
out:
	match_graph_free(g);
	return rc;
}

/* The better-numbered player of each A-A (bits AA) or B-B pair. */
static void take_better(const struct split *s, const int *mate, int want_a,
			unsigned char *set)
{
	for (int a = 0; a < s->k; a++) {
		int b = mate[a];
		if (b <= a || s->in_a[a] != want_a || s->in_a[b] != want_a)
			continue;
		set[s->seq[a] < s->seq[b] ? a : b] = 1;
	}
}

/*
 * The common case, cheaply: the first y players of B in the 4.3 order
 * as Y, and no A-A pair.  If G1' and G2' so made can be paired against
 * each other, no set is earlier than this Y and x = 0.  1 if so, with
 * mate[] and iny[] set; 0 if not; -1 out of memory.
 */
static int first_y_works(const struct split *s, int y, int *mate, unsigned char *iny)
{
	int k = s->k, ok = -1;
	unsigned char *adj = calloc((size_t)k * (size_t)k + 1, 1);
	int *who = malloc(sizeof(int) * ((size_t)k + 1));

	if (!adj || !who)
		goto out;
	for (int i = 0; i < k; i++) {
		who[i] = i;
		iny[i] = !s->in_a[i] && s->seq[i] < y;
	}
	for (int a = 0; a < k; a++)
		for (int b = a + 1; b < k; b++) {
			int side_a = s->in_a[a] || iny[a], side_b = s->in_a[b] || iny[b];
			if (side_a != side_b && dv_compat(s->v, s->mem[a], s->mem[b]))
				adj[(size_t)a * (size_t)k + (size_t)b] =
					adj[(size_t)b * (size_t)k + (size_t)a] = 1;
		}
	int m = match_cardinality(adj, (size_t)k, who, k, mate, 1);
	ok = m < 0 ? -1 : 2 * m == k;
	if (ok != 1)
		memset(iny, 0, (size_t)k);
out:
	free(adj);
	free(who);
	return ok;
}

int dv_split(const struct dvround *v, const int *mem, int k, int *g1side, int *mate)
{
	struct split s = { v, mem, k, NULL, NULL, NULL, 0, 0 };
	struct shifter *buf = malloc(sizeof(*buf) * ((size_t)k + 1));
	int *order = malloc(sizeof(int) * ((size_t)k + 1));
	unsigned char *inx = calloc((size_t)k + 1, 1), *iny = calloc((size_t)k + 1, 1);
	int rc = -1, anyone = 0, ng1 = 0;

	s.g1 = malloc(sizeof(int) * ((size_t)k + 1));
	s.in_a = malloc(sizeof(int) * ((size_t)k + 1));
	s.seq = malloc(sizeof(int) * ((size_t)k + 1));
	if (!buf || !order || !inx || !iny || !s.g1 || !s.in_a || !s.seq)
		goto out;
	for (int i = 0; i < k; i++)
		anyone |= v->p[mem[i]].games > 0;
	if (anyone) {
		/* 2.2.3.a: G1 = the White seekers. */
		for (int i = 0; i < k; i++)
			ng1 += s.g1[i] = v->p[mem[i]].pref.colour == 'w';
	} else {
		/* 2.2.3.a: nobody has played: the first half by ranking. */
		for (int i = 0; i < k; i++)
			buf[i] = (struct shifter){ i, &v->p[mem[i]], 0 };
		qsort(buf, (size_t)k, sizeof(*buf), by_rank);
		for (int i = 0; i < k; i++)
			s.g1[buf[i].pos] = i < k / 2;
		ng1 = k / 2;
	}
	/* 2.2.4.a: A is the smaller subgroup, G1 when equal. */
	int a_is_g1 = ng1 <= k - ng1;
	for (int i = 0; i < k; i++)
		s.in_a[i] = s.g1[i] == a_is_g1;
	s.na = a_is_g1 ? ng1 : k - ng1;
	s.nb = k - s.na;
	number_pool(&s, 1, buf, order);
	number_pool(&s, 0, buf, order);

	rc = first_y_works(&s, (s.nb - s.na) / 2, mate, iny);
	if (rc < 0)
		goto out;
	if (rc == 1) {
		rc = 0;
		goto sides;
	}
	/* Usually no A-A pair is needed: then one matching gives Y. */
	rc = shift_match(&s, BITS_BB, NULL, mate);
	if (rc)
		goto out;
	int x = 0;
	for (int a = 0; a < k; a++)
		x += mate[a] > a && s.in_a[a] && s.in_a[mate[a]];
	if (x) {
		/* 2.2.4.a: the first X, then Y with X fixed (2.2.4.b). */
		rc = shift_match(&s, BITS_AA, NULL, mate);
		if (rc)
			goto out;
		take_better(&s, mate, 1, inx);
		rc = shift_match(&s, BITS_BB, inx, mate);
		if (rc)
			goto out;
	}
	take_better(&s, mate, 0, iny);
sides:
	/* G1' = (A\X) u Y if A is G1, else (B\Y) u X. */
	for (int i = 0; i < k; i++) {
		int a_side = s.in_a[i] ? !inx[i] : iny[i];
		g1side[i] = a_side == a_is_g1;
	}
out:
	free(buf);
	free(order);
	free(inx);
	free(iny);
	free(s.g1);
	free(s.in_a);
	free(s.seq);
	return rc;
}
