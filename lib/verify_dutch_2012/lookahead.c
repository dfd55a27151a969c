/*
 * lookahead.c - can a bracket's candidate still be completed?  The
 * test that cuts the verifier's walk (walk.c) without changing it, and
 * the exact bounds beside it: the fewest colour clashes S1 can still
 * take (X, Z), the pairs a bracket can hold at a level, the most pairs
 * a bracket can make at all.  Each cut only drops candidates no
 * complete candidate of the bracket has, so the walk finds the same
 * first candidate sooner.  Nothing below the bracket is asked: the text
 * backtracks instead (C.12, C.13; backtrack.c).
 *
 * The round's graph (v->base: B.1/B.2, the bye by B.1b, and n slots
 * for players who move down) is kept once; a question copies it
 * nowhere, it patches the rows of its S1 players (and of the S2 players
 * who may not move down) in v->adj and restores them after, so a
 * question costs its S1 rows and the matching.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "match/augment.h"
#include "match/match.h"
#include "verify_dutch_2012/lookahead.h"

#define VW_STRIDE(v) ((size_t)(v)->n + 1 + (size_t)(v)->nslot)

/* An S1 pair as the level makes it (B.2, A.7.d, B.5/B.6 upward). */
static unsigned char s1_edge(const struct vw_round *v, const struct vw_ask *q, int a, int b)
{
	const struct vw_level *lv = q->lv;

	if (!lv)
		return (unsigned char)vw_may_meet(v, a, b, 0);
	if (!vw_may_meet(v, a, b, lv->b2))
		return 0;
	if (lv->a7d && vw_strong_clash(v, a, b))
		return 0;	/* A.7.d */
	if (q->up && ((lv->b5u && v->p[b].up1) || (lv->b6u && v->p[b].up2)))
		return 0;	/* B.5, B.6 for upfloaters */
	return 1;
}

/* The question's vertices into v->who: S1, S2, low, then a slot for
 * each player who moves down (the bye in the lowest bracket); their
 * count, or -1 when the counts alone rule it out. */
static int gather(struct vw_round *v, const struct vw_ask *q)
{
	int k = 0, ns = q->n2 + q->nlow - q->n1 - 2 * q->pairs;

	if (ns < 0 || (q->lowest && ns > 1) || ns > v->nslot)
		return -1;
	for (int i = 0; i < q->n1; i++)
		v->who[k++] = q->s1[i];
	for (int i = 0; i < q->n2; i++)
		v->who[k++] = q->s2[i];
	for (int i = 0; i < q->nlow; i++)
		v->who[k++] = q->low[i];
	if (q->lowest && ns == 1)
		v->who[k++] = v->n;	/* the bye, B.1b */
	else
		for (int s = 1; s <= ns; s++)
			v->who[k++] = v->n + s;
	return k;
}

/* Row and column x of adj over the question's kk vertices from src
 * (base), or cleared (src NULL). */
static void set_row(struct vw_round *v, int x, int kk, const unsigned char *src)
{
	size_t m = VW_STRIDE(v);

	for (int i = 0; i < kk; i++) {
		size_t y = (size_t)v->who[i];
		unsigned char e = src ? src[(size_t)x * m + y] : 0;
		v->adj[(size_t)x * m + y] = v->adj[y * m + (size_t)x] = e;
	}
}

static void patch(struct vw_round *v, const struct vw_ask *q, int kk)
{
	size_t m = VW_STRIDE(v);

	for (int j = 0; q->only_s1 && j < q->n2; j++)
		if (q->only_s1[j])
			set_row(v, q->s2[j], kk, NULL);	/* S1 partners only */
	for (int i = 0; i < q->n1; i++) {
		int a = q->s1[i];
		set_row(v, a, kk, NULL);		/* S1 meets S2 only */
		for (int j = 0; j < q->n2; j++) {
			int b = q->s2[j];
			v->adj[(size_t)a * m + (size_t)b] = v->adj[(size_t)b * m + (size_t)a] =
				s1_edge(v, q, a, b);
		}
	}
}

static void restore(struct vw_round *v, const struct vw_ask *q, int kk)
{
	for (int j = 0; q->only_s1 && j < q->n2; j++)
		if (q->only_s1[j])
			set_row(v, q->s2[j], kk, v->base);
	for (int i = 0; i < q->n1; i++)
		set_row(v, q->s1[i], kk, v->base);
}

static int clash_of(const struct vw_round *v, int cost, int a, int b)
{
	return cost == 2 ? vw_strong_clash(v, a, b) : vw_colour_clash(v, a, b);
}

/*
 * The heaviest of the largest matchings on kk vertices whose pair
 * {i, j} (i < j) weighs rule(ctx, i, j), no edge when negative: its
 * mate (kk + 1 ints, the caller frees), NULL when memory runs out.
 */
static int *heaviest_largest(int kk, int (*rule)(const void *ctx, int i, int j),
			     const void *ctx)
{
	struct match_graph *g = match_graph_new(kk, 1);
	int *mate = malloc(sizeof(int) * ((size_t)kk + 1)), rc = 0;

	if (!g || !mate)
		rc = -1;
	for (int i = 0; i < kk && rc == 0; i++)
		for (int j = i + 1; j < kk && rc == 0; j++) {
			int w = rule(ctx, i, j);
			uint64_t w64 = (uint64_t)w;

			if (w >= 0)
				rc = match_set_edge(g, i, j, &w64);
		}
	if (rc == 0)
		rc = match_solve_flags(g, mate, MATCH_MAX_CARDINALITY);
	match_graph_free(g);
	if (rc != 0) {
		free(mate);
		return NULL;
	}
	return mate;
}

/* A question and the kind of clash its bounds count. */
struct ask_cost {
	const struct vw_round *v;
	const struct vw_ask *q;
	int cost;
};

/* S1 (vertices 0..n1-1) into S2 (n1..): 2, 1 with a clash. */
static int s1_s2_rule(const void *ctx, int i, int j)
{
	const struct ask_cost *c = ctx;
	const struct vw_round *v = c->v;
	const struct vw_ask *q = c->q;
	size_t m = VW_STRIDE(v);

	if (i >= q->n1 || j < q->n1)
		return -1;
	int a = q->s1[i], b = q->s2[j - q->n1];
	if (!v->adj[(size_t)a * m + (size_t)b])
		return -1;
	return 2 - clash_of(v, c->cost, a, b);
}

/* The fewest clashes of S1 placed into S2 alone, the rest ignored (a
 * lower bound, cheap); 1, 0 (S1 cannot all meet S2), -1 memory. */
static int s1_bound(struct vw_round *v, const struct vw_ask *q, int cost, int *least)
{
	const struct ask_cost c = { v, q, cost };
	int *mate = heaviest_largest(q->n1 + q->n2, s1_s2_rule, &c);
	int got = 0, n = 0;

	if (!mate)
		return -1;
	for (int i = 0; i < q->n1; i++)
		if (mate[i] >= 0) {
			got++;
			n += clash_of(v, cost, q->s1[i], q->s2[mate[i] - q->n1]);
		}
	free(mate);
	*least = n;
	return got == q->n1;
}

/* Every edge of the question's graph (v->adj over v->who): 1, an S1
 * pair with a clash 0. */
static int question_rule(const void *ctx, int i, int j)
{
	const struct ask_cost *c = ctx;
	const struct vw_round *v = c->v;
	size_t m = VW_STRIDE(v), x = (size_t)v->who[i], y = (size_t)v->who[j];

	if (!v->adj[x * m + y])
		return -1;
	return i < c->q->n1 && clash_of(v, c->cost, (int)x, (int)y) ? 0 : 1;
}

/* The fewest clashes among the complete pairings of the whole question:
 * every edge weighs 1, an S1 pair with a clash 0, and the heaviest of
 * the largest matchings is perfect when any is, with the fewest. */
static int exact_bound(struct vw_round *v, const struct vw_ask *q, int kk, int cost, int *least)
{
	const struct ask_cost c = { v, q, cost };
	int *mate = heaviest_largest(kk, question_rule, &c);
	int got = 0, n = 0;

	if (!mate)
		return -1;
	for (int i = 0; i < kk; i++)
		got += mate[i] >= 0;
	for (int i = 0; i < q->n1; i++)
		if (mate[i] >= 0)
			n += clash_of(v, cost, v->who[i], v->who[mate[i]]);
	if (got == kk)
		memcpy(v->best, mate, sizeof(int) * (size_t)kk);	/* the fewest */
	free(mate);
	*least = n;
	return got == kk;
}

/* The S1 pairs with a clash of the kind in the complete pairing
 * v->best (more than any allowance when it leaves an S1 player out). */
static int clashes_in(const struct vw_round *v, const struct vw_ask *q, int cost)
{
	int c = 0;

	for (int i = 0; i < q->n1; i++) {
		if (v->best[i] < 0)
			return q->n1 + 1;
		c += clash_of(v, cost, v->who[i], v->who[v->best[i]]);
	}
	return c;
}

/* With no clash allowed: whether the round completes without the S1
 * pairs that clash, a plain matching with those edges taken out (and
 * put back as the level has them, for the next test).  1, 0, -1. */
static int without_clashes(struct vw_round *v, const struct vw_ask *q, int kk, int cost)
{
	size_t m = VW_STRIDE(v);

	for (int i = 0; i < q->n1; i++)
		for (int j = 0; j < q->n2; j++) {
			int a = q->s1[i], b = q->s2[j];
			if (clash_of(v, cost, a, b))
				v->adj[(size_t)a * m + (size_t)b] = v->adj[(size_t)b * m + (size_t)a] = 0;
		}
	/* From the complete pairing at hand less its pairs with a clash:
	 * the players those leave alone are the only roots to search. */
	for (int i = 0; i < kk; i++)
		v->mate[i] = v->best[i];
	for (int i = 0; i < kk; i++) {
		int j = v->mate[i];
		if (j >= 0 && !v->adj[(size_t)v->who[i] * m + (size_t)v->who[j]])
			v->mate[i] = v->mate[j] = -1;
	}
	int got = match_grow(v->adj, m, v->who, kk, v->mate, 1);
	for (int i = 0; i < q->n1; i++)
		for (int j = 0; j < q->n2; j++) {
			int a = q->s1[i], b = q->s2[j];
			if (clash_of(v, cost, a, b))
				v->adj[(size_t)a * m + (size_t)b] = v->adj[(size_t)b * m + (size_t)a] =
					s1_edge(v, q, a, b);
		}
	if (got >= 0 && 2 * got == kk)
		memcpy(v->best, v->mate, sizeof(int) * (size_t)kk);	/* none */
	return got < 0 ? -1 : 2 * got == kk;
}

/*
 * Whether S1 into S2 alone decides the question's fewest clashes: no
 * other players, no pairs among S2, a slot for every S2 player S1 leaves
 * and any of them free to take it (nobody kept for S1, not the bye).
 * The complete pairings are then S1's placements into S2 and nothing
 * more, and s1_bound is exact (the question has a complete pairing).
 */
static int s1_alone(const struct vw_ask *q)
{
	if (q->nlow || q->pairs || q->lowest)
		return 0;
	for (int j = 0; q->only_s1 && j < q->n2; j++)
		if (q->only_s1[j])
			return 0;
	return 1;
}

/* Whether some complete pairing has at most allow S1 clashes of the
 * kind: the one at hand (v->best), or one with none; else none when S1
 * into S2 alone needs more, else the exact fewest.  1, 0, -1 memory. */
static int within(struct vw_round *v, const struct vw_ask *q, int kk, int cost, int allow)
{
	int least = 0, rc;

	if (allow >= q->n1 || clashes_in(v, q, cost) <= allow)
		return 1;
	if (allow < 0)
		return 0;
	rc = without_clashes(v, q, kk, cost);
	if (rc != 0 || allow == 0)
		return rc;
	rc = s1_bound(v, q, cost, &least);
	if (rc == 1 && least <= allow && !s1_alone(q))
		rc = exact_bound(v, q, kk, cost, &least);
	return rc < 0 ? -1 : rc == 1 && least <= allow;
}

/*
 * The question's matching starts from the last complete pairing found
 * (v->hint): its pairs that are edges here, and the players it sent
 * down on the question's slots (slots are alike).  Only a start: the
 * matching that follows is a largest one whatever the start; the start
 * makes it likely to have no more clashes than the last, so that a
 * question one pair away from the last is answered by the pairing at
 * hand, without a weighted matching.
 */
static void start_from_hint(struct vw_round *v, int kk)
{
	size_t m = VW_STRIDE(v);
	int slot = kk, used = 0;

	for (int i = 0; i < kk; i++) {
		v->mate[i] = -1;
		v->qpos[v->who[i]] = i;
		if (v->who[i] > v->n && slot == kk)
			slot = i;	/* the slots come last */
	}
	for (int i = 0; i < slot; i++) {
		int x = v->who[i], y = v->hint[x], j = -1;
		if (y < 0 || v->mate[i] >= 0)
			continue;
		if (y > v->n)
			j = slot + used < kk ? slot + used : -1;	/* any free slot */
		else
			j = v->qpos[y];
		if (j < 0 || j == i || v->mate[j] >= 0 || !v->adj[(size_t)x * m + (size_t)v->who[j]])
			continue;
		v->mate[i] = j;
		v->mate[j] = i;
		used += y > v->n;
	}
	for (int i = 0; i < kk; i++)
		v->qpos[v->who[i]] = -1;
}

int vw_complete(struct vw_round *v, const struct vw_ask *q)
{
	int kk = gather(v, q), rc;

	v->steps--;
	if (kk < 0)
		return 0;
	patch(v, q, kk);
	start_from_hint(v, kk);
	int got = match_grow(v->adj, VW_STRIDE(v), v->who, kk, v->mate, 1);
	rc = got < 0 ? -1 : 2 * got == kk;
	if (rc == 1)
		memcpy(v->best, v->mate, sizeof(int) * (size_t)kk);
	if (rc == 1)
		rc = within(v, q, kk, 1, q->allow_x);
	if (rc == 1 && !v->odd)
		rc = within(v, q, kk, 2, q->allow_z);
	if (rc == 1)	/* the next question starts from this pairing */
		for (int i = 0; i < kk; i++)
			v->hint[v->who[i]] = v->who[v->best[i]];
	restore(v, q, kk);
	return rc;
}

/* A level's bracket h[0..nh-1] and nh - 2P slots for the players who
 * move down (vw_level_pairs). */
struct level_ask {
	const struct vw_round *v;
	const int *h;
	int nh;
	const struct vw_level *lv;
	const unsigned char *down_ok;
	int cost;
};

/* A pair the level allows weighs 1, 0 with a clash; a player who may
 * move down meets every slot with weight 1. */
static int level_rule(const void *ctx, int i, int j)
{
	const struct level_ask *l = ctx;

	if (i >= l->nh)
		return -1;
	if (j >= l->nh)
		return l->down_ok[i] ? 1 : -1;
	int a = l->h[i], b = l->h[j];
	if (!vw_may_meet(l->v, a, b, l->lv->b2) || (l->lv->a7d && vw_strong_clash(l->v, a, b)))
		return -1;
	return l->cost && clash_of(l->v, l->cost, a, b) ? 0 : 1;
}

int vw_level_pairs(const struct vw_round *v, const int *h, int nh, int P,
		   const struct vw_level *lv, const unsigned char *down_ok, int cost, int *least)
{
	/* h and nh - 2P slots for the players who move down; the matching
	 * must be perfect; an edge weighs 1, a pair with a clash 0 */
	int nd = nh - 2 * P, kk = nh + nd, got = 0, c = 0;

	if (nd < 0)
		return 0;
	const struct level_ask l = { v, h, nh, lv, down_ok, cost };
	int *mate = heaviest_largest(kk, level_rule, &l);

	if (!mate)
		return -1;
	for (int i = 0; i < kk; i++)
		got += mate[i] >= 0;
	for (int i = 0; i < nh; i++)
		if (mate[i] > i && mate[i] < nh)
			c += cost && clash_of(v, cost, h[i], h[mate[i]]);
	free(mate);
	*least = c;
	return got == kk;
}

/* The bracket's pairs by B.1/B.2, none between two of its first
 * nomeet players (vw_most_inside). */
struct inside_ask {
	const struct vw_round *v;
	const int *mem;
	int nomeet;
};

static int inside_rule(const void *ctx, int i, int j)
{
	const struct inside_ask *in = ctx;
	const struct vw_round *v = in->v;
	size_t m = VW_STRIDE(v);

	if (j < in->nomeet || !v->base[(size_t)in->mem[i] * m + (size_t)in->mem[j]])
		return -1;
	return 1;
}

int vw_most_inside(struct vw_round *v, const int *mem, int k, int nomeet, int *most)
{
	const struct inside_ask in = { v, mem, nomeet };
	int *mate, c = 0;

	v->steps--;
	mate = heaviest_largest(k, inside_rule, &in);
	if (!mate)
		return -1;
	for (int i = 0; i < k; i++)
		c += mate[i] > i;
	free(mate);
	*most = c;
	return 0;
}

/*
 * vw_most_with_rest: each bracket player i is three vertices, in (a
 * pair of the bracket), out (a pair below) and a hub joined to both, so
 * that a perfect matching takes exactly one of in and out for someone
 * else; rest players are one vertex each, and a bye vertex is added
 * when the count is odd.  in-in pairs weigh 1 (none between two of the
 * first nomeet players), every other edge 0: the heaviest perfect
 * matching has the most pairs in the bracket.
 */
struct rest_ask {
	const struct vw_round *v;
	const int *mem, *rest;
	int k, nrest, nomeet, bye;	/* bye: the bye vertex, or -1 */
};

/* Vertex x's player: 0..k-1 in, k..2k-1 out, 2k..3k-1 hub, then the
 * rest; -1 for a hub or the bye. */
static int rest_player(const struct rest_ask *r, int x, int *kind)
{
	if (x < r->k) {
		*kind = 0;
		return r->mem[x];
	}
	if (x < 2 * r->k) {
		*kind = 1;
		return r->mem[x - r->k];
	}
	if (x < 3 * r->k) {
		*kind = 2;
		return -1;
	}
	if (x == r->bye) {
		*kind = 4;
		return -1;
	}
	*kind = 3;
	return r->rest[x - 3 * r->k];
}

static int rest_rule(const void *ctx, int i, int j)
{
	const struct rest_ask *r = ctx;
	const struct vw_round *v = r->v;
	size_t m = VW_STRIDE(v);
	int ki, kj, a = rest_player(r, i, &ki), b = rest_player(r, j, &kj);

	if (ki == 2 || kj == 2)		/* a hub meets its own in and out */
		return (ki == 2 && kj < 2 && j % r->k == i - 2 * r->k) ||
		       (kj == 2 && ki < 2 && i % r->k == j - 2 * r->k) ? 0 : -1;
	if (ki == 4 || kj == 4)		/* the bye: below, B.1b */
		return (ki == 4 ? kj : ki) != 0 && v->p[ki == 4 ? b : a].bye_ok ? 0 : -1;
	if ((ki == 0) != (kj == 0))
		return -1;		/* in the bracket meets in the bracket */
	if (!v->base[(size_t)a * m + (size_t)b])
		return -1;
	if (ki == 0)
		return i < r->nomeet && j < r->nomeet ? -1 : 1;
	return 0;
}

int vw_most_with_rest(struct vw_round *v, const int *mem, int k, int nomeet, const int *rest,
		      int nrest, int *most)
{
	int odd = (k + nrest) % 2, kk = 3 * k + nrest + odd;
	const struct rest_ask r = { v, mem, rest, k, nrest, nomeet, odd ? kk - 1 : -1 };
	int *mate, got = 0, c = 0;

	v->steps--;
	mate = heaviest_largest(kk, rest_rule, &r);
	if (!mate)
		return -1;
	for (int i = 0; i < kk; i++)
		got += mate[i] >= 0;
	for (int i = 0; i < k; i++)
		c += mate[i] > i && mate[i] < k;
	free(mate);
	*most = got == kk ? c : -1;
	return 0;
}
