/*
 * bracket.c - one score bracket by C.1-C.14 of the 2012 text.
 *
 * A candidate is S1 against the first |S1| players of a transposition
 * of S2 (C.6, D.1).  Transpositions are walked in D.1 order as a
 * depth-first search over S2 positions; a branch is cut only when no
 * candidate below it can meet the current requirements inside the
 * bracket (d12_completable_q, local), so the first candidate found is
 * the first of the text's order.  Exchanges follow D.2, the moved-down
 * sets D.3, the requirement levels C.3/C.10, and C.14 lowers P1, X1, Z1
 * and M1.  C.12 and C.13 are the driver's (dutch_2012.c), through
 * struct d12how: the lowest bracket must be paired completely, and a
 * bracket paired again for a lower one offers its candidates in order.
 */
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/exchange.h"
#include "dutch_2012/internal.h"
#include "match/match.h"

#define WALK_BUDGET 20000L	/* feasibility tests per requirement level */
#define LAST_BUDGET 200000L	/* at the loosest level */
#define EXCH_CAP 50000L		/* exchanges of one size listed at most */

struct bk {
	struct d12round *v;
	const struct d12how *how;
	int local;		/* the bracket alone (not the lowest, no rest) */
	int stop;		/* the candidates offered ran over how->leaves */
	int probe;		/* the first partner only, no matching (a probe) */
	long leaves;
	const int *rest;
	int nrest;
	const int *moved;	/* moved down by C.1 */
	int nmoved;
	struct d12req q;
	/* the candidate being built */
	int (*pairs)[2];
	int np;
	int cx, cz;		/* colour conflicts so far (X, Z) */
	const int *extra;	/* players moved down besides the leftovers */
	int nextra;
	int *down;
	int nd;
	int got_remainder;	/* C.14.b.1 */
	int *tmp;		/* scratch for completion sets */
};

/* The pair a-b under the current requirements; adds its conflicts. */
static int pair_ok(struct bk *b, int a, int c, int up)
{
	const struct d12round *v = b->v;

	if (!d12_legal(v, a, c, b->q.b2))
		return 0;	/* B.1a, B.2 */
	if (b->q.a7d && d12_same_strong(v, a, c))
		return 0;	/* A.7.d */
	if (b->cx + d12_conflict(v, a, c) > b->q.x)
		return 0;	/* X */
	if (!v->odd_round && b->cz + d12_same_strong(v, a, c) > b->q.z)
		return 0;	/* Z (A.7.e) */
	if (up >= 0) {		/* B.5, B.6 for the upfloater */
		if (b->q.b5u && v->p[up].fl1 == TMT_FLOAT_UP)
			return 0;
		if (b->q.b6u && v->p[up].fl2 == TMT_FLOAT_UP)
			return 0;
	}
	return 1;
}

static int down_ok(const struct bk *b, int x)
{
	const struct d12p *p = &b->v->p[x];

	if (b->how->lowest && !p->bye_ok)
		return 0;	/* B.1b: the one left over takes the bye */
	return !(b->q.b5d && p->fl1 == TMT_FLOAT_DOWN) && !(b->q.b6d && p->fl2 == TMT_FLOAT_DOWN);
}

/* rest of the round for the completion test: extra + below. */
static int completable(struct bk *b, const int *s1, int ns1, const int *s2, int ns2,
		       const struct d12req *q)
{
	int n = 0;

	for (int i = 0; i < b->nextra; i++)
		b->tmp[n++] = b->extra[i];
	for (int i = 0; i < b->nrest; i++)
		b->tmp[n++] = b->rest[i];
	return d12_completable_q(b->v, s1, ns1, s2, ns2, b->tmp, n, NULL, q, 1, 0, NULL, b->local);
}

/*
 * The same, with the S2 players who may not move down kept for S1
 * (stay, may be NULL), and the least X and Z the rest of S1 must still
 * add within the level: 1 when a candidate may follow.
 */
static int still_open(struct bk *b, const int *s1, int ns1, const int *s2, int ns2,
		      const unsigned char *stay, int up)
{
	int n = 0, least = 0, rc;

	for (int i = 0; i < b->nextra; i++)
		b->tmp[n++] = b->extra[i];
	for (int i = 0; i < b->nrest; i++)
		b->tmp[n++] = b->rest[i];
	rc = d12_completable_q(b->v, s1, ns1, s2, ns2, b->tmp, n, stay, &b->q, up, 0, NULL,
			       b->local);
	if (rc == 1 && b->cx + ns1 > b->q.x) {
		rc = d12_completable_q(b->v, s1, ns1, s2, ns2, b->tmp, n, stay, &b->q, up, 1,
				       &least, b->local);
		if (rc == 1 && b->cx + least > b->q.x)
			rc = 0;
	}
	if (rc == 1 && !b->v->odd_round && b->cz + ns1 > b->q.z) {
		rc = d12_completable_q(b->v, s1, ns1, s2, ns2, b->tmp, n, stay, &b->q, up, 2,
				       &least, b->local);
		if (rc == 1 && b->cz + least > b->q.z)
			rc = 0;
	}
	return rc;
}

/* ---- S1 against S2 in transposition order, shared by both walks ---- */

struct side {
	const int *s1;
	int ns1;
	const int *s2;		/* S2 in order; used[] marks the taken */
	int ns2;
	unsigned char *used;
	int *free2;
	int leaf_down;		/* the S2 players left over move down */
	unsigned char *stay;	/* per free2: may not move down */
};

/*
 * a-c taken as the next pair (its colour conflicts counted), then next()
 * from S1's player i + 1; the pair is undone when next() goes on (> 0).
 */
static int with_pair(struct bk *b, int a, int c, int i,
		     int (*next)(struct bk *, void *, int), void *ctx)
{
	int dx = d12_conflict(b->v, a, c), dz = d12_same_strong(b->v, a, c);

	b->cx += dx;
	b->cz += dz;
	b->pairs[b->np][0] = a;
	b->pairs[b->np][1] = c;
	b->np++;
	int rc = next(b, ctx, i + 1);
	if (rc <= 0)
		return rc;
	b->np--;
	b->cx -= dx;
	b->cz -= dz;
	return rc;
}

/*
 * C.6/D.1: S1's player i against each free S2 player in turn, keeping a
 * partner only when a candidate can still follow; next() goes on with
 * player i + 1.  up: the S2
 * player is an upfloater (heterogeneous bracket, B.5/B.6).
 */
static int try_partners(struct bk *b, struct side *h, int i, int up,
			int (*next)(struct bk *, void *, int), void *ctx)
{
	for (int j = 0; j < h->ns2; j++) {
		if (h->used[j])
			continue;
		int a = h->s1[i], c = h->s2[j];
		if (!pair_ok(b, a, c, up ? c : -1))
			continue;
		if (b->v->budget <= 0)
			return -2;
		if (b->probe) {
			/* the first partner the level allows: when the
			 * probe ends in a candidate, it is the walk's first */
			h->used[j] = 1;
			int rc = with_pair(b, a, c, i, next, ctx);
			if (rc <= 0)
				return rc;
			h->used[j] = 0;
			return 1;
		}
		h->used[j] = 1;
		int nf = 0;
		for (int k = 0; k < h->ns2; k++)
			if (!h->used[k]) {
				h->stay[nf] = h->leaf_down && !down_ok(b, h->s2[k]);
				h->free2[nf++] = h->s2[k];
			}
		int dx = d12_conflict(b->v, a, c), dz = d12_same_strong(b->v, a, c);
		b->cx += dx;
		b->cz += dz;
		int ok = still_open(b, h->s1 + i + 1, h->ns1 - i - 1, h->free2, nf, h->stay, up);
		b->cx -= dx;
		b->cz -= dz;
		if (ok < 0)
			return -1;
		if (ok) {
			int rc = with_pair(b, a, c, i, next, ctx);
			if (rc <= 0)
				return rc;
		}
		h->used[j] = 0;
	}
	return 1;
}

/* ---- the homogeneous (or remainder) walk: C.4-C.8a ---- */

struct hw {
	struct side side;
};

static int hw_dfs(struct bk *b, struct hw *h, int i);

static int hw_next(struct bk *b, void *ctx, int i)
{
	return hw_dfs(b, ctx, i);
}

static int cmp_int(const void *x, const void *y);

static int hw_dfs(struct bk *b, struct hw *h, int i)
{
	if (i == h->side.ns1) {
		/* C.6: complete; the rest moves down (B.5/B.6 downfloaters). */
		for (int j = 0; j < h->side.ns2; j++)
			if (!h->side.used[j] && !down_ok(b, h->side.s2[j]))
				return 1;
		for (int j = 0; j < b->nextra; j++)
			if (!down_ok(b, b->extra[j]))
				return 1;
		b->nd = 0;
		for (int j = 0; j < h->side.ns2; j++)
			if (!h->side.used[j])
				b->down[b->nd++] = h->side.s2[j];
		for (int j = 0; j < b->nextra; j++)
			b->down[b->nd++] = b->extra[j];
		for (int j = 0; j < b->nmoved; j++)
			b->down[b->nd++] = b->moved[j];
		if (b->how->lowest && b->nd > 1)
			return 1;	/* C.13: nobody below */
		if (!b->how->accept)
			return 0;
		/* a bracket paired again by C.12 or C.13: the driver judges */
		if (b->how->leaves && ++b->leaves > b->how->leaves) {
			b->stop = 1;
			return -2;
		}
		qsort(b->down, (size_t)b->nd, sizeof(int), cmp_int);
		long budget = b->v->budget;
		int rc = b->how->accept(b->how->arg, b->down, b->nd);
		b->v->budget = budget;
		return rc < 0 ? -1 : !rc;
	}
	return try_partners(b, &h->side, i, 0, hw_next, h);
}

static int cmp_int(const void *x, const void *y)
{
	int a = *(const int *)x, c = *(const int *)y;

	return (a > c) - (a < c);
}

/* One S1/S2 split: C.6 and C.7 over all transpositions. */
static int hw_split(struct bk *b, int *s1, int ns1, int *s2, int ns2)
{
	struct hw h = { { s1, ns1, s2, ns2, NULL, NULL, 1, NULL } };
	int rc = -1;

	qsort(s1, (size_t)ns1, sizeof(int), cmp_int);	/* A.9.b: A.2 order */
	qsort(s2, (size_t)ns2, sizeof(int), cmp_int);
	h.side.used = calloc((size_t)ns2 + 1, 1);
	h.side.free2 = malloc(sizeof(int) * ((size_t)ns2 + 1));
	h.side.stay = malloc((size_t)ns2 + 1);
	if (h.side.used && h.side.free2 && h.side.stay) {
		for (int j = 0; j < ns2; j++)
			h.side.stay[j] = !down_ok(b, s2[j]);
		/* a probe first: each S1 player's first allowed partner;
		 * a candidate so found is the depth-first walk's first */
		int saved = b->probe;
		b->probe = 1;
		rc = hw_dfs(b, &h, 0);
		b->probe = 0;
		if (rc == 1) {
			int ok = still_open(b, s1, ns1, s2, ns2, h.side.stay, 0);
			rc = ok < 0 ? -1 : ok ? hw_dfs(b, &h, 0) : 1;
		}
		b->probe = saved;
	}
	free(h.side.used);
	free(h.side.free2);
	free(h.side.stay);
	return rc;
}

/*
 * Whether H[0..nh-1] holds P pairs of this level with everyone else of
 * H free to move down (B.5/B.6 for downfloaters), and *least, the
 * fewest pairs of the given cost among them (0: none counted, 1: a
 * colour conflict, X; 2: the same strong preference, Z).  A matching
 * of H and nh - 2P down slots, each slot open to the players who may
 * move down, that must be perfect; an edge weighs 1, a pair of that
 * cost 0, so the heaviest has the fewest.  -1 out of memory.
 */
static int level_pairs(struct bk *b, const int *H, int nh, int P, int kind, int *least)
{
	int nd = nh - 2 * P, kk = nh + nd, rc = -1;
	struct match_graph *mg = match_graph_new(kk, 1);
	int *mate = malloc(sizeof(int) * ((size_t)kk + 1)), bad = !mg || !mate;
	const uint64_t one = 1, zero = 0;

	for (int i = 0; i < nh && !bad; i++) {
		for (int j = i + 1; j < nh && !bad; j++) {
			int a = H[i], c = H[j];
			if (!d12_legal(b->v, a, c, b->q.b2) ||
			    (b->q.a7d && d12_same_strong(b->v, a, c)))
				continue;
			int cost = kind == 1 ? d12_conflict(b->v, a, c)
				 : kind == 2 ? d12_same_strong(b->v, a, c) : 0;
			bad = match_set_edge(mg, i, j, cost ? &zero : &one) < 0;
		}
		for (int d = 0; d < nd && !bad && down_ok(b, H[i]); d++)
			bad = match_set_edge(mg, i, nh + d, &one) < 0;
	}
	if (!bad && match_solve_flags(mg, mate, MATCH_MAX_CARDINALITY) == 0) {
		int m = 0, c = 0;
		for (int i = 0; i < kk; i++)
			m += mate[i] >= 0;
		for (int i = 0; i < nh; i++)
			if (mate[i] > i && mate[i] < nh)
				c += kind == 1 ? d12_conflict(b->v, H[i], H[mate[i]])
				   : kind == 2 ? d12_same_strong(b->v, H[i], H[mate[i]]) : 0;
		rc = m == kk;
		*least = c;
	}
	match_graph_free(mg);
	free(mate);
	return rc;
}

/*
 * Whether some split of H could give a candidate at this level: every
 * split makes P pairs inside H and moves the others down, so H must
 * hold P pairs of the level whose leftovers may move down, with no
 * more conflicts than X (and Z) allow.  It holds for all the exchanges
 * at once, so the walk is unchanged; without it a level with no
 * candidate would walk every exchange (reading 5).
 */
static int any_split(struct bk *b, const int *H, int nh, int P)
{
	int least = 0, rc = level_pairs(b, H, nh, P, 0, &least);

	if (rc == 1 && b->cx + P > b->q.x) {
		rc = level_pairs(b, H, nh, P, 1, &least);
		if (rc == 1 && b->cx + least > b->q.x)
			rc = 0;
	}
	if (rc == 1 && !b->v->odd_round && b->cz + P > b->q.z) {
		rc = level_pairs(b, H, nh, P, 2, &least);
		if (rc == 1 && b->cz + least > b->q.z)
			rc = 0;
	}
	return rc;
}

/* C.4-C.8a on players H[0..nh-1] (A.2 order) with P pairs. */
static int walk_homog(struct bk *b, const int *H, int nh, int P)
{
	int *s1 = malloc(sizeof(int) * ((size_t)nh + 1));
	int *s2 = malloc(sizeof(int) * ((size_t)nh + 1));
	int np0 = b->np, cx0 = b->cx, cz0 = b->cz, rc = 1;

	if (!s1 || !s2) {
		free(s1);
		free(s2);
		return -1;
	}
	int n2 = nh - P;
	int any = any_split(b, H, nh, P);
	if (any <= 0) {
		free(s1);
		free(s2);
		return any < 0 ? -1 : 1;
	}
	for (int nn = 0; rc == 1 && nn <= P && nn <= n2; nn++) {
		struct d12_exchanges ex;
		if (nn == 0) {
			memcpy(s1, H, sizeof(int) * (size_t)P);
			memcpy(s2, H + P, sizeof(int) * (size_t)n2);
			rc = hw_split(b, s1, P, s2, n2);
			continue;
		}
		if (d12_exchanges(P, n2, nn, EXCH_CAP, &ex) < 0)
			break;	/* reading 5: exchanges beyond the cap are not tried */
		for (long e = 0; rc == 1 && e < ex.count; e++) {
			const int *x1 = ex.s1 + ex.list[e].i * nn, *x2 = ex.s2 + ex.list[e].j * nn;
			memcpy(s1, H, sizeof(int) * (size_t)P);
			memcpy(s2, H + P, sizeof(int) * (size_t)n2);
			for (int k = 0; k < nn; k++) {	/* D.2 */
				int t = s1[x1[k]];
				s1[x1[k]] = s2[x2[k]];
				s2[x2[k]] = t;
			}
			rc = hw_split(b, s1, P, s2, n2);
			if (b->v->budget <= 0 && rc == 1)
				rc = -2;
		}
		d12_exchanges_free(&ex);
	}
	if (rc != 0) {
		b->np = np0;
		b->cx = cx0;
		b->cz = cz0;
	}
	free(s1);
	free(s2);
	return rc;
}

/* ---- the heterogeneous walk: C.4-C.9 with the remainder ---- */

struct het {
	struct side side;	/* S1: the M1 moved-down players; S2: the residents */
	int prem;		/* pairs the remainder must make: P1 - M1 */
};

static int het_dfs(struct bk *b, struct het *h, int i);

static int het_next(struct bk *b, void *ctx, int i)
{
	return het_dfs(b, ctx, i);
}

static int het_dfs(struct bk *b, struct het *h, int i)
{
	if (i == h->side.ns1) {
		/* C.6: the moved-down players are paired; the remainder. */
		b->got_remainder = 1;
		int nr = 0;
		for (int j = 0; j < h->side.ns2; j++)
			if (!h->side.used[j])
				h->side.free2[nr++] = h->side.s2[j];
		const int *extra = b->extra;
		int nextra = b->nextra;
		int *rem = malloc(sizeof(int) * ((size_t)nr + (size_t)nextra + 1));
		if (!rem)
			return -1;
		memcpy(rem, h->side.free2, sizeof(int) * (size_t)nr);
		if (b->how->lowest) {
			/* C.13 (reading): in the lowest bracket the moved-down
			 * players left out of S1 join the remainder */
			memcpy(rem + nr, extra, sizeof(int) * (size_t)nextra);
			nr += nextra;
			qsort(rem, (size_t)nr, sizeof(int), cmp_int);
			b->extra = NULL;
			b->nextra = 0;
		}
		int p = h->prem < nr / 2 ? h->prem : nr / 2;
		int rc = walk_homog(b, rem, nr, p);
		b->extra = extra;
		b->nextra = nextra;
		free(rem);
		return rc;	/* 1: C.9, the next transposition */
	}
	return try_partners(b, &h->side, i, 1, het_next, h);
}

/* D.3: the next M1-set of 0..m0-1 in increasing lexicographic order. */
static int next_set(int *set, int m0, int m1)
{
	int i = m1 - 1;

	while (i >= 0 && set[i] == m0 - m1 + i)
		i--;
	if (i < 0)
		return 0;
	set[i]++;
	for (int j = i + 1; j < m1; j++)
		set[j] = set[j - 1] + 1;
	return 1;
}

/* S1 = the moved-down players of the set, extra = the others. */
static int split_set(const int *set, const int *mem, int m0, int m1, int *s1, int *extra)
{
	int ne = 0, in = 0;

	for (int i = 0; i < m0; i++) {
		if (in < m1 && set[in] == i)
			s1[in++] = mem[i];
		else
			extra[ne++] = mem[i];
	}
	return ne;
}

/* C.4-C.9 and C.8.b over the M1-sets of D.3. */
static int walk_het(struct bk *b, const int *mem, int k, int m0, int m1, int p1)
{
	int *set = malloc(sizeof(int) * ((size_t)m1 + 1));
	int *s1 = malloc(sizeof(int) * ((size_t)k + 1));
	int *extra = malloc(sizeof(int) * ((size_t)k + 1));
	struct het h = { { s1, m1, mem + m0, k - m0, NULL, NULL, 0, NULL }, p1 - m1 };
	int rc = 1;

	h.side.used = calloc((size_t)k + 1, 1);
	h.side.free2 = malloc(sizeof(int) * ((size_t)k + 1));
	h.side.stay = calloc((size_t)k + 1, 1);
	if (!set || !s1 || !extra || !h.side.used || !h.side.free2 || !h.side.stay)
		rc = -1;
	for (int i = 0; rc == 1 && i < m1; i++)
		set[i] = i;
	for (int more = 1; rc == 1 && more; more = next_set(set, m0, m1)) {
		int ne = split_set(set, mem, m0, m1, s1, extra);
		b->extra = extra;
		b->nextra = ne;
		memset(h.side.used, 0, (size_t)k);
		int np0 = b->np;
		/* the players not in the set move down (not in the lowest
		 * bracket): B.5/B.6 for them decide every candidate alike */
		int ok = 1;
		for (int i = 0; i < ne && !b->how->lowest; i++)
			ok &= down_ok(b, extra[i]);
		rc = 1;
		if (ok) {	/* a probe first, as in hw_split() */
			int saved = b->probe;
			b->probe = 1;
			rc = het_dfs(b, &h, 0);
			b->probe = saved;
		}
		if (ok && rc == 1)
			ok = completable(b, s1, m1, h.side.s2, h.side.ns2, &b->q);
		if (rc == 1)
			rc = ok < 0 ? -1 : ok ? het_dfs(b, &h, 0) : 1;
		if (rc == 1 && b->v->budget <= 0)
			rc = -2;
		if (rc != 0) {
			b->np = np0;
			b->cx = b->cz = 0;
		}
		b->extra = NULL;
		b->nextra = 0;
	}
	free(set);
	free(s1);
	free(extra);
	free(h.side.used);
	free(h.side.free2);
	free(h.side.stay);
	return rc;
}

/* ---- the requirement levels: C.3 and C.10 ---- */

/*
 * Whether the walk would reach the remainder (C.14.b.1) at some level:
 * it does at the loosest level if anywhere, where a set of M1 moved-down
 * players reaches it exactly when S1 can be paired into S2 (and, in the
 * lowest bracket or a bracket paired again by C.13, the rest below
 * completed).  -1 out of memory.
 */
static int reach_remainder(struct bk *b, const int *mem, int k, int m0, int m1)
{
	int *set = malloc(sizeof(int) * ((size_t)m1 + 1));
	int *s1 = malloc(sizeof(int) * ((size_t)k + 1));
	int *extra = malloc(sizeof(int) * ((size_t)k + 1));
	int rc = !set || !s1 || !extra ? -1 : 0;
	long tests = 0;

	for (int i = 0; rc == 0 && i < m1; i++)
		set[i] = i;
	for (int more = 1; rc == 0 && more && tests++ < LAST_BUDGET;
	     more = next_set(set, m0, m1)) {
		b->extra = extra;
		b->nextra = split_set(set, mem, m0, m1, s1, extra);
		rc = completable(b, s1, m1, mem + m0, k - m0, NULL);
	}
	b->extra = NULL;
	b->nextra = 0;
	free(set);
	free(s1);
	free(extra);
	return rc;
}

/* One walk under b->q. */
static int attempt(struct bk *b, const int *mem, int k, int m0, int het, int m1, int p1,
		   long budget)
{
	int rc;

	b->v->budget = budget;
	b->np = 0;
	b->cx = b->cz = 0;
	b->nd = 0;
	if (het)
		rc = walk_het(b, mem, k, m0, m1, p1);
	else {
		b->extra = NULL;
		b->nextra = 0;
		rc = walk_homog(b, mem, k, p1);
	}
	return rc;
}

static int levels(struct bk *b, const int *mem, int k, int m0, int het, int m1, int p1,
		  int x1, int z1)
{
	const struct d12round *v = b->v;
	int lowest = b->how->lowest;
	int tops = 0, downs = (k - 2 * p1) > 0 || (het && m1 < m0 && !lowest);

	for (int i = 0; i < k; i++)
		tops |= v->p[mem[i]].top;
	/* the moved-down players meet residents only (in the lowest
	 * bracket those left out of S1 join the remainder) */
	int nomeet = het && !lowest ? m0 : 0, most = 0;
	int fits = b->local ? d12_most_local(b->v, mem, k, nomeet, &most)
			    : d12_most_inside(b->v, mem, k, nomeet, b->rest, b->nrest, &most);
	if (fits < 0)
		return -1;
	int nrem = lowest ? k - 2 * m1 : k - m0 - m1;
	int want = het ? m1 + (p1 - m1 < nrem / 2 ? p1 - m1 : nrem / 2) : p1;
	if (!fits || most < want) {
		/* No level can give a candidate of want pairs (C.14); for
		 * C.14.b.1, whether one of them would reach the remainder. */
		int got = het ? reach_remainder(b, mem, k, m0, m1) : 0;
		b->got_remainder = got > 0;
		return got < 0 ? got : 1;
	}
	for (int b2 = 1; b2 >= (tops ? 0 : 1); b2--)		/* C.3.b, C.10.g */
		for (int a7d = v->odd_round; a7d >= 0; a7d--) {	/* C.3.c, C.10.f */
			int x = x1, z = z1;				/* C.3.d */
			for (;;) {
				for (int b5d = downs; b5d >= 0; b5d--)		/* C.10.d */
					for (int b6d = downs; b6d >= 0; b6d--)	/* C.10.c */
						for (int b5u = het; b5u >= 0; b5u--)	/* C.10.b */
							for (int b6u = het; b6u >= 0; b6u--) {	/* C.10.a */
								b->q = (struct d12req){ b2, a7d, x, z, b5d, b6d, b5u, b6u };
								int loosest = (b2 == 0 || !tops) && a7d == 0 &&
									      x >= p1 && (v->odd_round || z >= x) &&
									      !b5d && !b6d && !b5u && !b6u;
								int rc = attempt(b, mem, k, m0, het, m1, p1,
										 loosest ? LAST_BUDGET : WALK_BUDGET);
								/* the bound of a level: no candidate
								 * there (reading); the candidates a
								 * bracket paired again may offer: none */
								if (rc == -2 && b->stop)
									return 1;
								if (rc == 0 || rc == -1)
									return rc;
							}
				/* C.10.e */
				if (v->odd_round) {
					if (x >= p1)
						break;
					x++;
				} else if (z < x) {
					z++;
				} else if (x < p1) {
					x++;
					z = z1;
				} else {
					break;
				}
			}
		}
	return 1;
}

/* A.8: X1 and Z1 of the players mem[0..k-1] with P0 pairs. */
static void x1_z1(const struct d12round *v, const int *mem, int k, int p0, int *x1, int *z1)
{
	int W = 0, B = 0, w = 0, bb = 0, a = 0;

	for (int i = 0; i < k; i++) {
		const struct d12p *p = &v->p[mem[i]];
		/* even rounds: an even number of games means an odd number
		 * of unplayed rounds; their mild preference is w or b. */
		int flex = !v->odd_round && p->strength == TMT_PREF_MILD;
		if (!p->pref)
			a++;
		else if (flex)
			*(p->pref == 'w' ? &w : &bb) += 1;
		else
			*(p->pref == 'w' ? &W : &B) += 1;
	}
	*x1 = B + bb > W + w ? p0 - W - w - a : p0 - B - bb - a;
	if (*x1 < 0)
		*x1 = 0;
	*z1 = 0;
	if (!v->odd_round) {
		*z1 = B > W ? p0 - W - bb - w - a : p0 - B - bb - w - a;
		if (*z1 < 0)
			*z1 = 0;
	}
}

/* C.1: whether mem[i] has an opponent in the bracket. */
static int compatible(const struct d12round *v, const int *mem, int k, int i)
{
	for (int j = 0; j < k; j++)
		if (j != i && d12_legal(v, mem[i], mem[j], 0))
			return 1;
	return 0;
}

/* C.12, asked after C.1 and after each stage without a candidate (C.14
 * restarts at C.3, and C.10 leads to C.12 again): 1 restart, 0 go on. */
static int ask_backtrack(struct bk *b, int p1, int m1)
{
	if (!b->how->backtrack)
		return 0;
	long budget = b->v->budget;
	int rc = b->how->backtrack(b->how->arg, p1, m1);
	b->v->budget = budget;
	return rc < 0 ? -1 : rc ? 3 : 0;
}

int d12_bracket(struct d12round *v, const int *mem0, int k0, int m0, const struct d12how *how,
		int (*pairs)[2], int *np, int *down, int *nd)
{
	static const struct d12how plain;
	int *mem = malloc(sizeof(int) * ((size_t)k0 + 1));
	int *moved = malloc(sizeof(int) * ((size_t)k0 + 1));
	int *tmp = malloc(sizeof(int) * ((size_t)v->n + (size_t)k0 + 1));
	int *below = NULL;
	int k = 0, nmoved = 0, rc = 1;
	struct bk b;

	if (!how)
		how = &plain;
	memset(&b, 0, sizeof(b));
	b.how = how;
	b.v = v;
	b.pairs = pairs;
	b.down = down;
	b.tmp = tmp;
	if (!mem || !moved || !tmp) {
		rc = -1;
		goto out;
	}
	memcpy(mem, mem0, sizeof(int) * (size_t)k0);
	k = k0;
	int m0_in = m0;
	/* C.1: a player without an opponent in the bracket.  Moved down:
	 * C.12 (the previous bracket paired again); failing that, or a
	 * resident, he moves down (reading for the moved-down one).  In
	 * the lowest bracket he stays: C.13 when it cannot be paired. */
	for (int i = 0; i < k; i++)
		if (i < m0 && !compatible(v, mem, k, i)) {
			rc = ask_backtrack(&b, k / 2, 2 * m0 < k ? m0 : 0);
			if (rc != 0)
				goto out;
			rc = 1;
			break;
		}
	for (int changed = !how->lowest; changed;) {
		changed = 0;
		for (int i = 0; i < k; i++)
			if (!compatible(v, mem, k, i)) {
				if (i < m0)
					m0--;
				moved[nmoved++] = mem[i];
				memmove(mem + i, mem + i + 1, sizeof(int) * (size_t)(k - i - 1));
				k--;
				changed = 1;
				break;
			}
	}
	/* The players below for the look-ahead: none (the bracket alone),
	 * or in a penultimate bracket paired again by C.13 the lowest one's,
	 * with those C.1 moved down. */
	b.local = !how->lowest && !how->rest;
	if (!b.local) {
		below = malloc(sizeof(int) * ((size_t)(nmoved + how->nrest) + 1));
		if (!below) {
			rc = -1;
			goto out;
		}
		memcpy(below, moved, sizeof(int) * (size_t)nmoved);
		if (how->nrest)
			memcpy(below + nmoved, how->rest, sizeof(int) * (size_t)how->nrest);
		b.rest = below;
		b.nrest = nmoved + how->nrest;
	}
	b.moved = moved;
	b.nmoved = nmoved;

	int p0 = k / 2, x1, z1;				/* C.2 */
	/* A.3; C.13: "such a merged score bracket shall be treated as a
	 * heterogeneous score bracket", however many came from above */
	int het = m0 > 0 && (how->joined || 2 * m0 < k);
	int least = how->lowest ? p0 : how->minpairs;	/* C.13: all paired */
	x1_z1(v, mem, k, p0, &x1, &z1);
	if (het) {
		int m1 = m0, p1 = p0, px1 = x1, pz1 = z1;
		while (rc == 1 && m1 > 0) {
			b.got_remainder = 0;
			rc = levels(&b, mem, k, m0, 1, m1, p1, px1, pz1);
			if (rc != 1)
				break;
			/* C.12 before C.14 lowers anything */
			rc = ask_backtrack(&b, p1, m1);
			if (rc != 0)
				goto out;
			rc = 1;
			if (b.got_remainder && p1 > m1 && !how->lowest) {	/* C.14.b.1 */
				p1--;
				px1 -= px1 > 0;
				pz1 -= pz1 > 0;
			} else {		/* C.14.b.2; C.13 in the lowest bracket */
				/* C.12's test: "now allows P1 pairings" at the
				 * failed stage's M1, never below it
				 * (trfpair(1), C.12) */
				if (m1 <= how->minm1)
					break;
				m1--;
				p1 = p0;
				px1 = x1;
				pz1 = z1;
			}
		}
		/* M1 = 0: the bracket as homogeneous, P1 = P0 (C.2.b). */
	}
	if (rc == 1 && (!het || how->minm1 == 0)) {
		int p1 = p0;
		while (p1 > 0 && p1 >= least) {
			rc = levels(&b, mem, k, m0, 0, 0, p1, x1, z1);
			if (rc != 1)
				break;
			if (m0_in > 0) {	/* C.12: there are moved-down players */
				rc = ask_backtrack(&b, p1, 0);
				if (rc != 0)
					goto out;
				rc = 1;
			}
			p1--;				/* C.14.a */
			x1 -= x1 > 0;
			z1 -= z1 > 0;
		}
		if (rc == 1 && how->lowest && k <= 1) {
			/* the lowest bracket of one player: the bye (B.1b) */
			b.np = 0;
			b.nd = 0;
			for (int i = 0; i < k; i++)
				down[b.nd++] = mem[i];
			rc = k == 0 || v->p[mem[0]].bye_ok ? 0 : 1;
		} else if (rc == 1 && p1 == 0 && least == 0) {
			/* C.14.a: the whole bracket moves down */
			b.np = 0;
			b.nd = 0;
			for (int i = 0; i < k; i++)
				down[b.nd++] = mem[i];
			for (int i = 0; i < nmoved; i++)
				down[b.nd++] = moved[i];
			qsort(down, (size_t)b.nd, sizeof(int), cmp_int);
			if (how->accept) {
				int ok = how->accept(how->arg, down, b.nd);
				rc = ok < 0 ? -1 : !ok;
			} else {
				rc = 0;
			}
		}
	}
	if (rc == 0 && b.np < how->minpairs)
		rc = 1;		/* C.12: not P1 pairings */
	if (rc == 0) {
		*np = b.np;
		*nd = b.nd;
		qsort(down, (size_t)*nd, sizeof(int), cmp_int);
	}
out:
	free(below);
	free(mem);
	free(moved);
	free(tmp);
	return rc == -2 ? 1 : rc;
}
