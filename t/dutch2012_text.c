/*
 * dutch2012_text.c - the 2012 Dutch text walked literally and slowly,
 * for t/dutch2012_brute.c: brackets from the top score down (A.3, C),
 * in each C.1, then C.2-C.14 with every requirement level of C.3/C.10,
 * every exchange of D.2 in the text's order (DELTA, then the S1 list,
 * then the S2 list), every transposition of S2 in D.1 order (only its
 * first P players matter, so the prefixes are walked in that order),
 * the sets of D.3, and the first candidate accepted.  C.12 and C.13
 * pair an earlier bracket again in its own order.  Nothing is pruned
 * except a pair that already breaks a current requirement (the later
 * players of a transposition cannot repair it).
 *
 * Where the text is silent it follows the readings trfpair(1) documents
 * (DUTCH SYSTEM, 2012 TEXT): C.12 asked after C.1 and after each stage
 * without a candidate (the text's flow: C.14 restarts at C.3), its test being the
 * bracket paired without backtracking with at least the same P1 and
 * M1 (M1 is not lowered below the stage that failed), at most 2000
 * candidates offered by the previous bracket; no
 * alternative: the bracket goes on; C.13's joined bracket heterogeneous
 * with the penultimate's players as its moved-down part; in the lowest
 * bracket moved-down players left out of S1 join the remainder and P1
 * is not lowered; no C.12 while C.13 runs.  D12T_TRACE=1 in the
 * environment prints the players and each bracket's pairing on stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch2012_text.h"

#define MX D12T_MAX
#define SETS 1024	/* C(12, 6) = 924 sets of one size at most */
#define C12_LEAVES 2000L	/* candidates C.12 takes from a bracket (reading) */

struct lvl { int a7d, x, z, b5, b6, b5u, b6u; };

struct grp {
	int first, end, nhigh;	/* residents first..end-1; of them the joined part */
	int in[MX], nin;	/* moved down into it */
	int pairs[MX][2], np;
	int down[MX], nd;
};

struct drv {
	struct d12t_round *r;
	struct grp g[MX];
	int ng, cur;
};

/* One walk of a bracket. */
struct bk {
	struct drv *D;
	int gi;
	int mem[MX], k, m0;
	int moved[MX], nmoved;	/* C.1 moved them down */
	int lowest, minpairs, minm1, joined, may_c12;
	int (*accept)(void *, const int *, int);
	void *arg;
	long leaves, maxleaves;
	int got_remainder;
	/* the candidate being built, and the one taken */
	int pairs[MX][2], np;
	int down[MX], nd;
};

static int cmp_int(const void *x, const void *y)
{
	return *(const int *)x - *(const int *)y;
}

static int spend(struct d12t_round *r)
{
	return --r->budget >= 0;
}

/* B.1a, B.2, and A.7.d while in force. */
static int ok_pair(const struct d12t_round *r, int a, int b, int a7d)
{
	const struct d12t_player *x = &r->p[a], *y = &r->p[b];
	if (r->met[a][b])
		return 0;
	if (x->absol && y->absol && x->pref == y->pref)
		return 0;
	return !(a7d && x->strong && y->strong && x->pref == y->pref);
}

static int conflict_x(const struct d12t_round *r, int a, int b)
{
	return r->p[a].pref && r->p[a].pref == r->p[b].pref;
}

static int conflict_z(const struct d12t_round *r, int a, int b)
{
	return r->p[a].strong && r->p[b].strong && r->p[a].pref == r->p[b].pref;
}

/* B.5/B.6 for a player who moves down (C.3.e, C.3.f). */
static int down_ok(const struct d12t_round *r, int p, struct lvl q)
{
	return !(q.b5 && r->p[p].down1) && !(q.b6 && r->p[p].down2);
}

/* A candidate: pairs b->pairs[0..np), the players left over in
 * left[0..nl).  1 taken, 0 not, -1 stop. */
static int offer(struct bk *b, const int *left, int nl, struct lvl q)
{
	struct d12t_round *r = b->D->r;
	if (!spend(r))
		return -1;
	for (int i = 0; i < nl; i++)
		if (!down_ok(r, left[i], q))
			return 0;
	b->nd = 0;
	for (int i = 0; i < nl; i++)
		b->down[b->nd++] = left[i];
	for (int i = 0; i < b->nmoved; i++)
		b->down[b->nd++] = b->moved[i];
	qsort(b->down, (size_t)b->nd, sizeof(int), cmp_int);
	if (b->lowest && (b->nd > 1 || (b->nd == 1 && !r->p[b->down[0]].byeok)))
		return 0;	/* C.13: nobody below; B.1b for the bye */
	if (!b->accept)
		return 1;
	if (b->maxleaves && ++b->leaves > b->maxleaves)
		return -2;	/* C.12 offers no more (reading) */
	int save[MX][2], np = b->np, sd[MX], nd = b->nd;
	memcpy(save, b->pairs, sizeof(save));
	memcpy(sd, b->down, sizeof(sd));
	int rc = b->accept(b->arg, sd, nd);
	memcpy(b->pairs, save, sizeof(save));
	memcpy(b->down, sd, sizeof(sd));
	b->np = np;
	b->nd = nd;
	return rc;
}

/* D.1: the first p players of each transposition of s2 against s1, in
 * lexicographic order of those prefixes. */
struct tr {
	const int *s1, *s2;
	int p, n2, used[MX];
	const int *extra;
	int nextra;
	int cx, cz;
	struct lvl q;
};

static int tr_dfs(struct bk *b, struct tr *t, int i)
{
	struct d12t_round *r = b->D->r;
	if (i == t->p) {
		int left[MX], nl = 0;
		for (int j = 0; j < t->n2; j++)
			if (!t->used[j])
				left[nl++] = t->s2[j];
		for (int j = 0; j < t->nextra; j++)
			left[nl++] = t->extra[j];
		return offer(b, left, nl, t->q);
	}
	for (int j = 0; j < t->n2; j++) {
		if (t->used[j])
			continue;
		int a = t->s1[i], c = t->s2[j];
		if (!spend(r))
			return -1;
		if (!ok_pair(r, a, c, t->q.a7d))
			continue;
		int dx = conflict_x(r, a, c), dz = conflict_z(r, a, c);
		if (t->cx + dx > t->q.x || (r->round % 2 == 0 && t->cz + dz > t->q.z))
			continue;
		t->used[j] = 1;
		t->cx += dx;
		t->cz += dz;
		b->pairs[b->np][0] = a;
		b->pairs[b->np++][1] = c;
		int rc = tr_dfs(b, t, i + 1);
		if (rc)
			return rc;	/* the candidate stays in b->pairs */
		b->np--;
		t->cx -= dx;
		t->cz -= dz;
		t->used[j] = 0;
		if (rc)
			return rc;
	}
	return 0;
}

/* Every k-subset of 0..m-1 (ascending members) in increasing
 * lexicographic order; returns the count. */
static int subsets(int m, int k, int (*out)[MX])
{
	int idx[MX], c = 0;
	for (int i = 0; i < k; i++)
		idx[i] = i;
	for (;;) {
		memcpy(out[c++], idx, sizeof(idx));
		int i = k - 1;
		while (i >= 0 && idx[i] == m - k + i)
			i--;
		if (i < 0)
			return c;
		idx[i]++;
		for (int j = i + 1; j < k; j++)
			idx[j] = idx[j - 1] + 1;
	}
}

static long binom(int n, int k)
{
	long c = 1;
	for (int i = 1; i <= k; i++)
		c = c * (n - k + i) / i;
	return c;
}

/* C.4-C.8.a on H[0..nh) (A.2 order) with p pairs: the exchanges of D.2
 * (sizes 0, 1, ...; each by DELTA, S1 list, S2 list), S1 and S2 sorted
 * by A.2 after each, and the transpositions of D.1. */
static int walk_hom(struct bk *b, const int *H, int nh, int p, struct lvl q, int cx0, int cz0,
		    const int *extra, int nextra)
{
	int n2 = nh - p, rc = 0;
	/* the lists of exchanges of one size, on the stack: a candidate
	 * may walk another bracket (C.12, C.13) before this one goes on */
	int l1[SETS][MX], l2[SETS][MX], o1[SETS];
	if (binom(p, p / 2) > SETS || binom(n2, n2 / 2) > SETS)
		abort();
	for (int k = 0; k <= p && k <= n2 && rc == 0; k++) {
		int c1 = subsets(p, k, l1), c2 = subsets(n2, k, l2);
		/* the S1 list: decreasing lexicographic order of the sets
		 * written from the highest number down */
		for (int i = 0; i < c1; i++)
			o1[i] = i;
		for (int a = 0; a < c1; a++)
			for (int c = a + 1; c < c1; c++) {
				int x = o1[a], y = o1[c], gt = 0;
				for (int i = k - 1; i >= 0; i--)
					if (l1[x][i] != l1[y][i]) {
						gt = l1[y][i] > l1[x][i];
						break;
					}
				if (gt)
					o1[a] = y, o1[c] = x;
			}
		int dmin = 1 << 30, dmax = -(1 << 30);
		for (int i = 0; i < c1; i++)
			for (int j = 0; j < c2; j++) {
				int d = 0;
				for (int e = 0; e < k; e++)
					d += (l2[j][e] + p) - l1[o1[i]][e];
				dmin = d < dmin ? d : dmin;
				dmax = d > dmax ? d : dmax;
			}
		for (int delta = dmin; delta <= dmax && rc == 0; delta++)
			for (int i = 0; i < c1 && rc == 0; i++)
				for (int j = 0; j < c2 && rc == 0; j++) {
					int d = 0;
					for (int e = 0; e < k; e++)
						d += (l2[j][e] + p) - l1[o1[i]][e];
					if (d != delta)
						continue;
					int s1[MX], s2[MX];
					memcpy(s1, H, sizeof(int) * (size_t)p);
					memcpy(s2, H + p, sizeof(int) * (size_t)n2);
					for (int e = 0; e < k; e++) {
						int tmp = s1[l1[o1[i]][e]];
						s1[l1[o1[i]][e]] = s2[l2[j][e]];
						s2[l2[j][e]] = tmp;
					}
					qsort(s1, (size_t)p, sizeof(int), cmp_int);	/* A.9.b */
					qsort(s2, (size_t)n2, sizeof(int), cmp_int);
					struct tr t = { s1, s2, p, n2, { 0 }, extra, nextra, cx0, cz0, q };
					rc = tr_dfs(b, &t, 0);
				}
	}
	return rc;
}

/* The heterogeneous part (C.4-C.9): each set of M1 moved-down players
 * (D.3), against the first M1 of each transposition of the residents
 * (D.1), B.5/B.6 for the upfloaters; then the remainder (P1 - M1
 * pairs), and when it has no candidate the next transposition (C.9). */
struct het {
	int s1[MX], m1, used[MX];
	const int *res;
	int nres;
	int left[MX], nleft;	/* moved-down players not in S1 */
	int p1, cx, cz;
	struct lvl q;
};

static int het_dfs(struct bk *b, struct het *h, int i)
{
	struct d12t_round *r = b->D->r;
	if (i == h->m1) {
		b->got_remainder = 1;	/* C.14.b.1 */
		int rem[MX], nr = 0;
		for (int j = 0; j < h->nres; j++)
			if (!h->used[j])
				rem[nr++] = h->res[j];
		const int *extra = h->left;
		int nextra = h->nleft;
		if (b->lowest) {	/* reading: they join the remainder */
			for (int j = 0; j < h->nleft; j++)
				rem[nr++] = h->left[j];
			qsort(rem, (size_t)nr, sizeof(int), cmp_int);
			nextra = 0;
		}
		int p = h->p1 - h->m1 < nr / 2 ? h->p1 - h->m1 : nr / 2;
		return walk_hom(b, rem, nr, p, h->q, h->cx, h->cz, extra, nextra);
	}
	for (int j = 0; j < h->nres; j++) {
		if (h->used[j])
			continue;
		int a = h->s1[i], c = h->res[j];
		if (!spend(r))
			return -1;
		if (!ok_pair(r, a, c, h->q.a7d) || (h->q.b5u && r->p[c].up1) ||
		    (h->q.b6u && r->p[c].up2))
			continue;
		int dx = conflict_x(r, a, c), dz = conflict_z(r, a, c);
		if (h->cx + dx > h->q.x || (r->round % 2 == 0 && h->cz + dz > h->q.z))
			continue;
		h->used[j] = 1;
		h->cx += dx;
		h->cz += dz;
		b->pairs[b->np][0] = a;
		b->pairs[b->np++][1] = c;
		int rc = het_dfs(b, h, i + 1);
		if (rc)
			return rc;
		b->np--;
		h->cx -= dx;
		h->cz -= dz;
		h->used[j] = 0;
		if (rc)
			return rc;
	}
	return 0;
}

static int het_walk(struct bk *b, int m1, int p1, struct lvl q)
{
	int sets[SETS][MX];
	if (binom(b->m0, m1) > SETS)
		abort();
	int ns = subsets(b->m0, m1, sets), rc = 0;
	for (int s = 0; s < ns && rc == 0; s++) {	/* D.3 */
		struct het h;
		memset(&h, 0, sizeof(h));
		h.m1 = m1;
		h.p1 = p1;
		h.q = q;
		h.res = b->mem + b->m0;
		h.nres = b->k - b->m0;
		for (int i = 0, e = 0; i < b->m0; i++) {
			if (e < m1 && sets[s][e] == i)
				h.s1[e++] = b->mem[i];
			else
				h.left[h.nleft++] = b->mem[i];
		}
		rc = het_dfs(b, &h, 0);
	}
	return rc;
}

/* C.3/C.10: A.7.d (odd rounds), X (and Z), B.5/B.6 for downfloaters,
 * B.5/B.6 for upfloaters (heterogeneous), the innermost dropped first. */
static int levels(struct bk *b, int het, int m1, int p1, int x1, int z1)
{
	int R = b->D->r->round;
	for (int a7d = R % 2; a7d >= 0; a7d--) {
		int x = x1, z = z1;
		for (;;) {
			for (int b5 = 1; b5 >= 0; b5--)
				for (int b6 = 1; b6 >= 0; b6--)
					for (int b5u = het; b5u >= 0; b5u--)
						for (int b6u = het; b6u >= 0; b6u--) {
							struct lvl q = { a7d, x, z, b5, b6, b5u, b6u };
							b->np = 0;
							int rc = het ? het_walk(b, m1, p1, q)
								     : walk_hom(b, b->mem, b->k, p1, q, 0, 0, NULL, 0);
							if (rc)
								return rc;
						}
			if (R % 2) {		/* C.10.e */
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
	return 0;
}

/* A.8 */
static void x1_z1(const struct bk *b, int p0, int *x1, int *z1)
{
	const struct d12t_round *r = b->D->r;
	int W = 0, B = 0, w = 0, bb = 0, a = 0;
	for (int i = 0; i < b->k; i++) {
		const struct d12t_player *p = &r->p[b->mem[i]];
		if (!p->pref)
			a++;
		else if (r->round % 2 == 0 && !p->strong)
			*(p->pref == 'w' ? &w : &bb) += 1;
		else
			*(p->pref == 'w' ? &W : &B) += 1;
	}
	*x1 = B + bb > W + w ? p0 - W - w - a : p0 - B - bb - a;
	*z1 = B > W ? p0 - W - bb - w - a : p0 - B - bb - w - a;
	*x1 = *x1 < 0 ? 0 : *x1;
	*z1 = r->round % 2 || *z1 < 0 ? 0 : *z1;
}

static int c12(struct drv *D, int gi, int p1, int m1);

/* C.12 at each failed stage (C.14 restarts at C.3; C.10 leads to
 * C.12): 3 the previous bracket was paired again, 0 go on, -1 stop. */
static int ask(struct bk *b, int p1, int m1)
{
	if (!b->may_c12)
		return 0;
	int rc = c12(b->D, b->gi, p1, m1);
	return rc < 0 ? -1 : rc ? 3 : 0;
}

static int compatible(const struct bk *b, int i)
{
	for (int j = 0; j < b->k; j++)
		if (j != i && ok_pair(b->D->r, b->mem[i], b->mem[j], 0))
			return 1;
	return 0;
}

/* C.1-C.14 for one bracket: 0 paired (b->pairs, b->down), 1 not,
 * 3 C.12 paired the previous bracket again, -1 stop. */
static int bracket(struct bk *b)
{
	int rc, m0_in = b->m0;
	/* C.1: a moved-down player without an opponent: C.12 */
	for (int i = 0; i < b->m0; i++)
		if (!compatible(b, i)) {
			rc = ask(b, b->k / 2, 2 * b->m0 < b->k ? b->m0 : 0);
			if (rc)
				return rc;
			break;
		}
	/* C.1: otherwise (and a resident) he moves down, except in the
	 * lowest bracket (C.13) */
	for (int changed = !b->lowest; changed;) {
		changed = 0;
		for (int i = 0; i < b->k; i++)
			if (!compatible(b, i)) {
				b->m0 -= i < b->m0;
				b->moved[b->nmoved++] = b->mem[i];
				memmove(b->mem + i, b->mem + i + 1, sizeof(int) * (size_t)(b->k - i - 1));
				b->k--;
				changed = 1;
				break;
			}
	}
	int p0 = b->k / 2, x1, z1;	/* C.2 */
	int het = b->m0 > 0 && (b->joined || 2 * b->m0 < b->k);	/* A.3, C.13 */
	int least = b->lowest ? p0 : b->minpairs;
	x1_z1(b, p0, &x1, &z1);
	rc = 0;
	if (het) {
		int m1 = b->m0, p1 = p0, px = x1, pz = z1;
		while (m1 > 0) {
			b->got_remainder = 0;
			rc = levels(b, 1, m1, p1, px, pz);
			if (rc)
				goto done;
			rc = ask(b, p1, m1);	/* C.12 before C.14 */
			if (rc)
				return rc;
			if (b->got_remainder && p1 > m1 && !b->lowest) {	/* C.14.b.1 */
				p1--;
				px -= px > 0;
				pz -= pz > 0;
			} else {	/* C.14.b.2 */
				if (m1 <= b->minm1)
					break;	/* C.12's test: not below the M1 that failed */
				m1--;
				p1 = p0;
				px = x1;
				pz = z1;
			}
		}
		if (b->minm1 > 0)
			return 1;
	}
	/* homogeneous (or M1 = 0): C.14.a */
	int p1 = p0;
	for (; p1 > 0 && p1 >= least; p1--) {
		rc = levels(b, 0, 0, p1, x1, z1);
		if (rc)
			goto done;
		if (m0_in > 0) {	/* C.12: there are moved-down players */
			rc = ask(b, p1, 0);
			if (rc)
				return rc;
		}
		x1 -= x1 > 0;
		z1 -= z1 > 0;
	}
	if (b->lowest && b->k <= 1) {
		b->np = 0;
		b->nd = 0;
		for (int i = 0; i < b->k; i++)
			b->down[b->nd++] = b->mem[i];
		return b->k == 0 || b->D->r->p[b->mem[0]].byeok ? 0 : 1;
	}
	if (p1 == 0 && least == 0) {	/* the whole bracket moves down */
		struct lvl q = { 0, 0, 0, 0, 0, 0, 0 };
		b->np = 0;
		rc = offer(b, b->mem, b->k, q);
		goto done;
	}
	return 1;
done:
	if (rc == -2)
		return 1;
	if (rc < 0)
		return -1;
	return rc == 1 && b->np >= b->minpairs ? 0 : 1;
}

/* Walk bracket gi with in[0..nin) moved down into it. */
static int run(struct drv *D, int gi, const int *in, int nin, struct bk *b)
{
	const struct grp *g = &D->g[gi];
	b->D = D;
	b->gi = gi;
	b->k = 0;
	for (int i = 0; i < nin; i++)
		b->mem[b->k++] = in[i];
	for (int i = g->first; i < g->end; i++)
		b->mem[b->k++] = i;
	b->m0 = nin + g->nhigh;
	b->joined = g->nhigh > 0;
	b->nmoved = 0;
	b->np = b->nd = 0;
	b->leaves = 0;
	return bracket(b);
}

static void keep(struct drv *D, int gi, const struct bk *b)
{
	struct grp *g = &D->g[gi];
	if (getenv("D12T_TRACE")) {
		fprintf(stderr, "bracket %d:", gi);
		for (int i = 0; i < b->np; i++)
			fprintf(stderr, " %d-%d", b->pairs[i][0], b->pairs[i][1]);
		fprintf(stderr, " down");
		for (int i = 0; i < b->nd; i++)
			fprintf(stderr, " %d", b->down[i]);
		fprintf(stderr, "\n");
	}
	memcpy(g->pairs, b->pairs, sizeof(g->pairs));
	g->np = b->np;
	memcpy(g->down, b->down, sizeof(g->down));
	g->nd = b->nd;
	if (gi + 1 < D->ng) {
		memcpy(D->g[gi + 1].in, b->down, sizeof(b->down));
		D->g[gi + 1].nin = b->nd;
	}
}

/* ---- C.12 ---- */

struct c12arg {
	struct drv *D;
	int gi, p1, m1;
};

/* "another set of players of the same size and with the same scores
 * will be moved down to the current one, and this now allows P1
 * pairings to be made" */
static int c12_accept(void *arg, const int *down, int nd)
{
	struct c12arg *c = arg;
	const struct grp *g = &c->D->g[c->gi];
	const struct d12t_round *r = c->D->r;
	int same = 1;
	if (nd != g->nin)
		return 0;
	for (int i = 0; i < nd; i++) {
		if (r->p[down[i]].score != r->p[g->in[i]].score)
			return 0;
		same &= down[i] == g->in[i];
	}
	if (same)
		return 0;
	struct bk *b = calloc(1, sizeof(*b));
	if (!b)
		abort();
	b->lowest = c->gi == c->D->ng - 1;
	b->minpairs = c->p1;
	b->minm1 = c->m1;
	int rc = run(c->D, c->gi, down, nd, b);
	free(b);
	return rc < 0 ? -1 : rc == 0;
}

static int c12(struct drv *D, int gi, int p1, int m1)
{
	int pi = gi - 1;
	if (pi < 0)
		return 0;
	struct c12arg c = { D, gi, p1, m1 };
	struct bk *b = calloc(1, sizeof(*b));
	if (!b)
		abort();
	b->accept = c12_accept;
	b->arg = &c;
	b->maxleaves = C12_LEAVES;
	int rc = run(D, pi, D->g[pi].in, D->g[pi].nin, b);
	if (rc == 0) {
		keep(D, pi, b);
		D->r->used_c12 = 1;
	}
	free(b);
	return rc < 0 ? -1 : rc == 0;
}

static int pair_bracket(struct drv *D, int gi, int may)
{
	struct bk *b = calloc(1, sizeof(*b));
	if (!b)
		abort();
	b->lowest = gi == D->ng - 1;
	b->may_c12 = gi > 0 && may;
	int rc = run(D, gi, D->g[gi].in, D->g[gi].nin, b);
	if (rc == 3) {		/* C.12 done: again, without backtracking */
		memset(b, 0, sizeof(*b));
		b->lowest = gi == D->ng - 1;
		rc = run(D, gi, D->g[gi].in, D->g[gi].nin, b);
	}
	if (rc == 0)
		keep(D, gi, b);
	free(b);
	return rc;
}

/* ---- C.13 ---- */

struct c13arg {
	struct drv *D;
	int lo;
};

/* "another pairing in the penultimate score bracket which will allow a
 * pairing in the lowest score bracket"; P = 0 is the join instead. */
static int c13_accept(void *arg, const int *down, int nd)
{
	struct c13arg *c = arg;
	const struct grp *P = &c->D->g[c->lo - 1];
	if (nd == P->nin + P->end - P->first)
		return 0;
	struct bk *b = calloc(1, sizeof(*b));
	if (!b)
		abort();
	b->lowest = 1;
	int rc = run(c->D, c->lo, down, nd, b);
	free(b);
	return rc < 0 ? -1 : rc == 0;
}

static int c13(struct drv *D)
{
	for (;;) {
		int lo = D->ng - 1, pi = lo - 1;
		if (pi < 0)
			return 1;
		D->r->used_c13 = 1;
		struct c13arg c = { D, lo };
		struct bk *b = calloc(1, sizeof(*b));
		if (!b)
			abort();
		b->accept = c13_accept;
		b->arg = &c;
		int rc = run(D, pi, D->g[pi].in, D->g[pi].nin, b);
		if (rc == 0)
			keep(D, pi, b);
		free(b);
		if (rc < 0)
			return -1;
		if (rc == 0)
			return pair_bracket(D, lo, 0);
		/* P became zero: the two lowest brackets joined, the
		 * penultimate's residents its moved-down part (S1) */
		struct grp *P = &D->g[pi], *L = &D->g[lo];
		P->nhigh = P->end - P->first;
		P->end = L->end;
		memset(L, 0, sizeof(*L));
		D->ng--;
		rc = pair_bracket(D, pi, 0);
		if (rc <= 0)
			return rc;
	}
}

/* Whether the players can all be paired (B.1a, B.2), one who may have
 * the bye left over when their number is odd. */
static int completes(const struct d12t_round *r, unsigned mask)
{
	int first = -1, n = 0;
	for (int i = 0; i < r->n; i++)
		if (mask >> i & 1) {
			n++;
			if (first < 0)
				first = i;
		}
	if (n == 0)
		return 1;
	if (n % 2) {
		for (int i = 0; i < r->n; i++)
			if ((mask >> i & 1) && r->p[i].byeok && completes(r, mask & ~(1u << i)))
				return 1;
		return 0;
	}
	for (int j = first + 1; j < r->n; j++)
		if ((mask >> j & 1) && ok_pair(r, first, j, 0) &&
		    completes(r, mask & ~(1u << first) & ~(1u << j)))
			return 1;
	return 0;
}

int d12t_pair(struct d12t_round *r, int *partner)
{
	struct drv *D = calloc(1, sizeof(*D));
	if (!D)
		abort();
	D->r = r;
	r->used_c12 = r->used_c13 = 0;
	int rc = 1;
	if (!completes(r, (1u << r->n) - 1)) {
		rc = 0;
		goto out;
	}
	for (int i = 0; getenv("D12T_TRACE") && i < r->n; i++)
		fprintf(stderr, "p%d s%d pref %c st%d ab%d d%d%d u%d%d bye%d\n", i, r->p[i].score,
			r->p[i].pref ? r->p[i].pref : '-', r->p[i].strong, r->p[i].absol, r->p[i].down1,
			r->p[i].down2, r->p[i].up1, r->p[i].up2, r->p[i].byeok);
	for (int first = 0; first < r->n;) {	/* A.3 */
		int end = first;
		while (end < r->n && r->p[end].score == r->p[first].score)
			end++;
		D->g[D->ng].first = first;
		D->g[D->ng++].end = end;
		first = end;
	}
	for (int gi = 0; gi < D->ng; gi++) {
		int brc = pair_bracket(D, gi, 1);
		if (brc == 1 && gi == D->ng - 1)
			brc = c13(D);
		if (brc < 0 || r->budget < 0) {
			rc = -1;
			goto out;
		}
		if (brc != 0) {
			rc = 0;
			goto out;
		}
	}
	for (int i = 0; i < r->n; i++)
		partner[i] = -1;
	for (int gi = 0; gi < D->ng; gi++)
		for (int i = 0; i < D->g[gi].np; i++) {
			partner[D->g[gi].pairs[i][0]] = D->g[gi].pairs[i][1];
			partner[D->g[gi].pairs[i][1]] = D->g[gi].pairs[i][0];
		}
out:
	free(D);
	return rc;
}
