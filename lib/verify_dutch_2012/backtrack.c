/*
 * backtrack.c - the verifier's walk of a round by the 2012 text, with
 * its backtracking (see backtrack.h):
 *
 *  C.1   a moved-down player with no opponent in his new bracket sends
 *        the walk back to C.12; when C.12 finds no other set he moves
 *        down again as a resident would (the text is silent there).
 *  C.12  after a stage of C.14 fails in a bracket with moved-down
 *        players, the previous bracket's walk goes on past its pairing
 *        to the next candidate (in its own order, its own levels and
 *        stages) that moves down another set of players of the same
 *        size and the same scores with which this bracket now makes P1
 *        pairs; that bracket then is as that test walked it.  Nothing
 *        backtracks while backtracking: the previous bracket is walked
 *        without C.12 of its own, this one without C.12 in the test.
 *  C.13  when the lowest bracket cannot be paired, the penultimate's
 *        walk goes on to the next candidate that lets the lowest be
 *        paired; when it would reach P = 0 the two are joined, the
 *        penultimate's players as S1 (heterogeneous), and C.13 repeats
 *        one bracket higher.  A joined bracket asks no C.12 (it is
 *        already C.13's backtracking).
 */
#include <stdlib.h>
#include <string.h>

#include "verify_dutch_2012/backtrack.h"
#include "verify_dutch_2012/lookahead.h"

int vw_groups(const struct vw_round *v, int *start)
{
	int ng = 0;

	for (int i = 0; i < v->n; i++)
		if (i == 0 || v->p[i].score != v->p[i - 1].score)
			start[ng++] = i;
	start[ng] = v->n;
	return ng;
}

struct rw {
	struct vw_round *v;
	int ng, *start;
	struct vw_text *out;
	int cap;
	/* the answer of a test walk taken by a backtrack */
	int *pmem, pk, pm0;
	struct vw_decision pd;
	int have_pending;
};

/* A bracket of groups [g, ng or g + 1) with carry moved down into it. */
static int build(const struct rw *w, int g, int join, const int *carry, int nc, int *mem,
		 int *m0)
{
	int k = 0, g1 = join ? w->ng : g + 1;

	for (int i = 0; i < nc; i++)
		mem[k++] = carry[i];
	for (int i = w->start[g]; i < w->start[g1]; i++)
		mem[k++] = i;
	*m0 = join ? nc + w->start[g + 1] - w->start[g] : nc;
	return k;
}

static int is_lowest(const struct rw *w, int g, int join)
{
	return join || g + 1 == w->ng;
}

static void drop_pending(struct rw *w)
{
	if (w->have_pending)
		vw_decision_free(&w->pd);
	free(w->pmem);
	w->pmem = NULL;
	w->have_pending = 0;
}

/* Test: bracket (g, join) with carry down[] walked without backtracking
 * (C.12: "backtracking is disallowed when already backtracking"); kept
 * as pending when it makes at least want pairs (-1: its P0).  1, 0, -1
 * memory, -2 bound. */
static int test_bracket(struct rw *w, int g, int join, const int *down, int nd, int want,
			int wantm1)
{
	int *mem = malloc(sizeof(int) * ((size_t)w->v->n + 1)), m0;
	struct vw_decision d;

	if (!mem)
		return -1;
	int k = build(w, g, join, down, nd, mem, &m0), most = 0;
	/* a bound, not a reading: no walk makes more pairs than B.1
	 * allows at all (one matching), so a candidate short of them is
	 * refused without walking the bracket */
	if (vw_most_inside(w->v, mem, k, 0, &most) < 0) {
		free(mem);
		return -1;
	}
	/* the lowest bracket is paired completely (C.13), whatever the
	 * test asks: an odd one leaves a player who may have the bye
	 * (B.1b), the others all paired */
	int full = want < 0 || is_lowest(w, g, join);
	if (most < (full ? k / 2 : want)) {
		free(mem);
		return 0;
	}
	if (full && k % 2 && is_lowest(w, g, join)) {
		int any = 0;
		for (int c = 0; c < k && !any; c++) {
			if (!w->v->p[mem[c]].bye_ok)
				continue;
			int t = mem[c];
			mem[c] = mem[k - 1];
			int rc = vw_most_inside(w->v, mem, k - 1, 0, &most);
			mem[k - 1] = mem[c];
			mem[c] = t;
			if (rc < 0) {
				free(mem);
				return -1;
			}
			any = 2 * most == k - 1;
		}
		if (!any) {
			free(mem);
			return 0;
		}
	}
	w->v->depth++;
	int rc = vw_bracket(w->v, mem, k, m0, is_lowest(w, g, join), join, NULL, &d);
	w->v->depth--;
	if (rc < 0 || d.overrun) {
		int over = d.overrun;	/* read before the free clears it */
		vw_decision_free(&d);
		free(mem);
		return rc < 0 && !over ? -1 : -2;
	}
	/* C.12 "allows P1 pairings": at the stage's M1 too, else the
	 * bracket is no further than with the set it had; M1 is asked of
	 * a bracket heterogeneous with the new set (A.3, after C.1), not
	 * of one its C.1 made homogeneous */
	if (rc != 0 || d.np < (want < 0 ? d.p0 : want) ||
	    (d.het0 && (d.het ? d.m1 : 0) < wantm1)) {
		vw_decision_free(&d);
		free(mem);
		return 0;
	}
	drop_pending(w);
	w->pmem = mem;
	w->pk = k;
	w->pm0 = m0;
	w->pd = d;
	w->have_pending = 1;
	return 1;
}

/* What a backtrack asks of the previous bracket's candidates. */
struct ask {
	struct rw *w;
	int g, join, want;
	int c13;		/* C.13 (any other set) or C.12 (same size, scores) */
	const int *was;		/* C.12: the set moved down now */
	int nwas;
	int wantm1;		/* C.12: the M1 of the stage that failed */
	int **tried;		/* moved-down sets the test refused ([0] = size) */
	int ntried, captried;
};

/* The test depends on the moved-down set only: one it refused is
 * refused again without walking (many candidates share a set). */
static int tried_before(const struct ask *a, const int *down, int nd)
{
	for (int i = 0; i < a->ntried; i++)
		if (a->tried[i][0] == nd && !memcmp(a->tried[i] + 1, down, sizeof(int) * (size_t)nd))
			return 1;
	return 0;
}

static int remember(struct ask *a, const int *down, int nd)
{
	if (a->ntried == a->captried) {
		int cap = a->captried ? 2 * a->captried : 16;
		int **t = realloc(a->tried, sizeof(*t) * (size_t)cap);
		if (!t)
			return -1;
		a->tried = t;
		a->captried = cap;
	}
	int *x = malloc(sizeof(int) * ((size_t)nd + 1));
	if (!x)
		return -1;
	x[0] = nd;
	memcpy(x + 1, down, sizeof(int) * (size_t)nd);
	a->tried[a->ntried++] = x;
	return 0;
}

static void forget(struct ask *a)
{
	for (int i = 0; i < a->ntried; i++)
		free(a->tried[i]);
	free(a->tried);
	a->tried = NULL;
	a->ntried = a->captried = 0;
}

static int same_scores(const struct vw_round *v, const int *a, const int *b, int n)
{
	int *x = malloc(sizeof(int) * ((size_t)n + 1)), *y = malloc(sizeof(int) * ((size_t)n + 1));
	int same = x && y;

	for (int i = 0; same && i < n; i++) {
		x[i] = v->p[a[i]].score;
		y[i] = v->p[b[i]].score;
	}
	if (same) {
		qsort(x, (size_t)n, sizeof(int), vw_ascending);
		qsort(y, (size_t)n, sizeof(int), vw_ascending);
		same = memcmp(x, y, sizeof(int) * (size_t)n) == 0;
	}
	free(x);
	free(y);
	return same;
}

static int accept(void *ctx, int (*pairs)[2], int np, const int *down, int nd)
{
	struct ask *a = ctx;

	(void)pairs;
	if (a->c13) {
		if (np == 0)
			return 0;	/* P is zero: the brackets are joined */
	} else {
		if (nd != a->nwas || !memcmp(down, a->was, sizeof(int) * (size_t)nd) ||
		    !same_scores(a->w->v, down, a->was, nd))
			return 0;	/* not another set of that size and scores */
	}
	if (tried_before(a, down, nd))
		return 0;
	int rc = test_bracket(a->w, a->g, a->join, down, nd, a->want, a->wantm1);
	if (rc == 0 && remember(a, down, nd) < 0)
		return -1;
	return rc;
}

/* C.12 asks for another set of the same size and scores: when they
 * are few, each is put to the test first (accept would test it anyway,
 * and tries a set once), so that the walk of the previous bracket goes
 * only where a candidate moves down one the test takes (vw_hooks.sets)
 * and not at all when none is taken.  The sets of mem[0..k-1]
 * (ascending: A.2 order) with a->was's scores, at most SETS of them.
 * *good gets the accepted ones (setsize a->nwas each), their count in
 * *ngood; 0, 1 too many sets to try, -1 memory, -2 bound. */
#define SETS 2000L

static int good_sets(struct ask *a, const int *mem, int k, int **good, int *ngood)
{
	const struct vw_round *v = a->w->v;
	int nd = a->nwas, *pos = malloc(sizeof(int) * ((size_t)nd + 1));
	int *lo = malloc(sizeof(int) * ((size_t)nd + 1)), *hi = malloc(sizeof(int) * ((size_t)nd + 1));
	int *set = malloc(sizeof(int) * ((size_t)nd + 1)), rc = 0, cap = 0;
	long count = 1;

	*good = NULL;
	*ngood = 0;
	if (!pos || !lo || !hi || !set)
		rc = -1;
	/* was[] is ascending, so its scores descend: member q chooses among
	 * the players of mem with its score, [lo[q], hi[q]), strictly after
	 * member q - 1 when the score is the same */
	for (int q = 0; rc == 0 && q < nd; q++) {
		int sc = v->p[a->was[q]].score, same = 1;
		lo[q] = hi[q] = 0;
		while (lo[q] < k && v->p[mem[lo[q]]].score != sc)
			lo[q]++;
		hi[q] = lo[q];
		while (hi[q] < k && v->p[mem[hi[q]]].score == sc)
			hi[q]++;
		while (q - same >= 0 && v->p[a->was[q - same]].score == sc)
			same++;
		/* the same-score run's size so far: C(n, r) built one factor
		 * at a time, which stays an integer */
		count = count * (hi[q] - lo[q] - (same - 1)) / same;
		if (hi[q] - lo[q] < same || count > SETS)
			rc = hi[q] - lo[q] < same ? 2 : 1;
	}
	if (rc == 2)
		rc = 0;		/* no set at all: nothing is taken */
	else if (rc == 0 && nd > 0) {
		/* odometer over the choices, in increasing lexicographic order */
		int q = 0;
		pos[0] = lo[0] - 1;
		while (rc == 0 && q >= 0) {
			pos[q]++;
			int start = q > 0 && v->p[a->was[q - 1]].score == v->p[a->was[q]].score
					    ? pos[q - 1] + 1 : lo[q];
			if (pos[q] < start)
				pos[q] = start;
			if (pos[q] >= hi[q]) {
				q--;
				continue;
			}
			if (q + 1 < nd) {
				q++;
				pos[q] = -1;
				continue;
			}
			for (int i = 0; i < nd; i++)
				set[i] = mem[pos[i]];
			if (!memcmp(set, a->was, sizeof(int) * (size_t)nd))
				continue;	/* not another set */
			int t = test_bracket(a->w, a->g, a->join, set, nd, a->want, a->wantm1);
			if (t < 0) {
				rc = t;
			} else if (t == 0) {
				rc = remember(a, set, nd);
			} else {
				if (*ngood == cap) {
					cap = cap ? 2 * cap : 4;
					int *x = realloc(*good, sizeof(int) * (size_t)cap * (size_t)nd);
					if (!x) {
						rc = -1;
						break;
					}
					*good = x;
				}
				memcpy(*good + (size_t)*ngood * (size_t)nd, set, sizeof(int) * (size_t)nd);
				(*ngood)++;
			}
		}
	}
	if (rc < 0 || rc == 1) {
		free(*good);
		*good = NULL;
		*ngood = 0;
	}
	free(pos);
	free(lo);
	free(hi);
	free(set);
	return rc;
}

/* The residents of the lowest bracket (g, join), who must be paired
 * completely with what is moved down into it (C.13; C.12 asked by the
 * lowest bracket): *rest (malloc), their count. */
static int lowest_residents(const struct rw *w, int g, int join, int **rest)
{
	int m0;

	*rest = malloc(sizeof(int) * ((size_t)w->v->n + 1));
	if (!*rest)
		return -1;
	return build(w, g, join, NULL, 0, *rest, &m0);
}

/* Pair the previous bracket (the last one walked) again as a asks;
 * 1 done (pending holds bracket g's pairing), 0 none, -1, -2. */
static int backtrack(struct rw *w, struct ask *a, enum vw_how how)
{
	struct vw_text *o = w->out;

	if (o->nb == 0)
		return 0;
	struct vw_tb *prev = &o->b[o->nb - 1];
	struct vw_hooks h = { NULL, accept, a, 1, NULL, 0, 0, NULL, 0 };
	struct vw_decision d;
	int *good = NULL, ngood = 0, *rest = NULL, rc = 1;

	a->w = w;
	w->v->depth++;
	if (!a->c13)
		rc = good_sets(a, prev->mem, prev->k, &good, &ngood);
	if (rc == 0 && ngood == 0) {
		w->v->depth--;		/* the test takes no set: C.12 finds nothing */
		forget(a);
		drop_pending(w);
		return 0;
	}
	if (rc < 0) {
		w->v->depth--;
		forget(a);
		drop_pending(w);
		return rc;
	}
	if (rc == 0) {
		h.sets = good;
		h.nsets = ngood;
		h.setsize = a->nwas;
	} else if (is_lowest(w, a->g, a->join)) {
		/* the lowest bracket is paired completely (C.13), so the
		 * players moved down into it must be pairable with its own */
		h.nrest = lowest_residents(w, a->g, a->join, &rest);
		if (h.nrest < 0) {
			w->v->depth--;
			forget(a);
			return -1;
		}
		h.rest = rest;
	}
	rc = vw_bracket(w->v, prev->mem, prev->k, prev->m0, 0, prev->join, &h, &d);
	w->v->depth--;
	forget(a);
	free(good);
	free(rest);
	if (rc < 0 || d.overrun || rc != 0) {
		int over = d.overrun;	/* read before the free clears it */
		vw_decision_free(&d);
		drop_pending(w);
		return rc < 0 && !over ? -1 : over ? -2 : 0;
	}
	if (prev->how == VW_OWN)
		prev->first = prev->d;
	else
		vw_decision_free(&prev->d);
	prev->d = d;
	prev->how = how;
	prev->next = a->g;
	return 1;
}

/* The hook of C.12 inside a bracket's walk. */
struct c12_ctx {
	struct rw *w;
	int g, join;
	const int *carry;
	int nc;
};

static int c12_hook(void *ctx, int p1, int m1)
{
	struct c12_ctx *c = ctx;
	struct ask a = { c->w, c->g, c->join, p1, 0, c->carry, c->nc, m1, NULL, 0, 0 };

	return backtrack(c->w, &a, VW_BY_C12);
}

static int push(struct rw *w, int g, int join, int *mem, int k, int m0,
		struct vw_decision *d)
{
	struct vw_text *o = w->out;

	if (o->nb == w->cap) {
		int cap = w->cap ? 2 * w->cap : 8;
		struct vw_tb *b = realloc(o->b, sizeof(*b) * (size_t)cap);
		if (!b)
			return -1;
		o->b = b;
		w->cap = cap;
	}
	struct vw_tb *b = &o->b[o->nb++];
	memset(b, 0, sizeof(*b));
	b->g0 = g;
	b->g1 = join ? w->ng : g + 1;
	b->mem = mem;
	b->k = k;
	b->m0 = m0;
	b->join = join;
	b->d = *d;
	b->how = VW_OWN;
	return 0;
}

static void tb_free(struct vw_tb *b)
{
	free(b->mem);
	free(b->c1);
	vw_decision_free(&b->d);
	if (b->how != VW_OWN)
		vw_decision_free(&b->first);
}

int vw_text_round(struct vw_round *v, int from, const int *carry0, int ncarry,
		  struct vw_text *out)
{
	struct rw w;
	int *carry = malloc(sizeof(int) * ((size_t)v->n + 1));
	int rc = 0;

	memset(out, 0, sizeof(*out));
	memset(&w, 0, sizeof(w));
	w.v = v;
	w.out = out;
	w.start = malloc(sizeof(int) * ((size_t)v->n + 2));
	if (!carry || !w.start) {
		free(carry);
		free(w.start);
		return -1;
	}
	w.ng = vw_groups(v, w.start);
	memcpy(carry, carry0, sizeof(int) * (size_t)ncarry);
	int g = from, join = 0, nc = ncarry;
	while (g < w.ng) {
		int *mem = malloc(sizeof(int) * ((size_t)v->n + 1)), m0;
		int *c1 = NULL, nc1 = 0, c1_down = 0;
		struct vw_decision d;
		if (!mem) {
			rc = -1;
			break;
		}
		int k = build(&w, g, join, carry, nc, mem, &m0), low = is_lowest(&w, g, join);
		struct c12_ctx cc = { &w, g, join, carry, nc };
		/* Dutch 2012 C.12: a joined bracket comes of C.13's
		 * backtracking, and backtracking is disallowed when already
		 * backtracking: it asks no C.12 */
		struct vw_hooks h = { out->nb && !join ? c12_hook : NULL, NULL, &cc, join, NULL, 0, 0, NULL, 0 };
		int brc = vw_bracket(v, mem, k, m0, low, join, &h, &d), dlive = 1;
		if (brc == VW_C1_MOVED_DOWN) {
			/* C.1 -> C.12: another set of the same size and scores
			 * with which this bracket makes its P0 pairs, every
			 * moved-down player of a heterogeneous one among them
			 * (M1 = M0: the set must pair what the first did not;
			 * one left for the bye does not "allow" it) */
			c1 = malloc(sizeof(int) * ((size_t)d.nc1 + 1));
			if (!c1) {
				vw_decision_free(&d);
				free(mem);
				rc = -1;
				break;
			}
			nc1 = d.nc1;
			memcpy(c1, d.c1, sizeof(int) * (size_t)nc1);
			vw_decision_free(&d);
			dlive = 0;
			int m1 = m0 > 0 && (join || 2 * m0 < k) ? m0 : 0;	/* A.3 */
			struct ask a = { &w, g, join, -1, 0, carry, nc, m1, NULL, 0, 0 };
			int b = backtrack(&w, &a, VW_BY_C12_C1);
			if (b == 1) {
				brc = VW_REPAIRED;
			} else if (b == 0) {
				h.c1_down = 1;	/* the text is silent: he moves on */
				c1_down = 1;
				brc = vw_bracket(v, mem, k, m0, low, join, &h, &d);
				dlive = 1;
			} else {
				brc = b;
				memset(&d, 0, sizeof(d));
				d.overrun = b == -2;
			}
		}
		if (brc == VW_REPAIRED) {
			/* C.12 paired the previous bracket again; this one is as
			 * the test walked it */
			if (dlive)
				vw_decision_free(&d);
			struct vw_tb *prev = &out->b[out->nb - 1];
			if (c1) {
				/* a C.1 of its own, if any, gives way to the
				 * one that paired it again */
				free(prev->c1);
				prev->c1 = c1;
				prev->nc1 = nc1;
				c1 = NULL;
			}
			free(mem);
			if (push(&w, g, join, w.pmem, w.pk, w.pm0, &w.pd) < 0) {
				drop_pending(&w);
				rc = -1;
				break;
			}
			w.pmem = NULL;
			w.have_pending = 0;
			struct vw_tb *b = &out->b[out->nb - 1];
			memcpy(carry, b->d.down, sizeof(int) * (size_t)b->d.nd);
			nc = b->d.nd;
			g = b->g1;
			join = 0;
			continue;
		}
		if (brc < 0 || d.overrun) {
			vw_decision_free(&d);
			free(mem);
			free(c1);
			if (brc < 0 && !d.overrun && brc != -2) {
				rc = -1;
			} else {
				/* C.12 (the walk's hook, or after C.1) may
				 * have paired the previous bracket again; in
				 * the lowest or a joined bracket C.13 may
				 * pair any bracket above again */
				out->overrun = 1;
				out->bound_g = g;
				out->known = low || join ? 0 :
					     m0 > 0 && out->nb > 0 ? out->nb - 1 : out->nb;
			}
			break;
		}
		if (brc == 0) {
			if (push(&w, g, join, mem, k, m0, &d) < 0) {
				vw_decision_free(&d);
				free(mem);
				free(c1);
				rc = -1;
				break;
			}
			struct vw_tb *b = &out->b[out->nb - 1];
			b->c1 = c1;
			b->nc1 = nc1;
			b->c1_down = c1_down;
			memcpy(carry, d.down, sizeof(int) * (size_t)d.nd);
			nc = d.nd;
			g = b->g1;
			join = 0;
			continue;
		}
		/* the lowest bracket cannot be paired: C.13 */
		vw_decision_free(&d);
		free(mem);
		free(c1);
		if (out->nb == 0) {
			out->failed = 1;
			break;
		}
		struct ask a = { &w, g, join, -1, 1, NULL, 0, 0, NULL, 0, 0 };
		int b = backtrack(&w, &a, VW_BY_C13);
		if (b < 0) {
			if (b == -1) {
				rc = -1;
			} else {
				/* C.13 ran out re-pairing the penultimate:
				 * had it found nothing, the joins would have
				 * gone on up, so no bracket above stands */
				out->overrun = 1;
				out->bound_g = g;
				out->known = 0;
			}
			break;
		}
		if (b == 1) {
			if (push(&w, g, join, w.pmem, w.pk, w.pm0, &w.pd) < 0) {
				drop_pending(&w);
				rc = -1;
				break;
			}
			w.pmem = NULL;
			w.have_pending = 0;
			break;	/* the lowest is paired */
		}
		/* P became zero: join the two lowest, the penultimate as S1 */
		struct vw_tb *prev = &out->b[out->nb - 1];
		nc = prev->join ? 0 : prev->m0;
		memcpy(carry, prev->mem, sizeof(int) * (size_t)nc);
		g = prev->g0;
		join = 1;
		tb_free(prev);
		out->nb--;
	}
	drop_pending(&w);
	free(carry);
	free(w.start);
	return rc;
}

void vw_text_free(struct vw_text *t)
{
	for (int i = 0; i < t->nb; i++)
		tb_free(&t->b[i]);
	free(t->b);
	memset(t, 0, sizeof(*t));
}
