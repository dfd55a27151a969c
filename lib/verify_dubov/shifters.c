/*
 * shifters.c - the pairing inside a bracket (2.2.3-2.2.6): G1 (White
 * seekers) and G2, the shifters that make the two equal (2.2.4, first in
 * the order of 4.3), S1 sorted by ARO, and T2 the first transposition of
 * G2 (4.4) whose pairs S1[i]-T2[i] are all legal.  The right shifters
 * and the right G1/G2 are recomputed from the bracket the recorded
 * pairing implies; the recorded pairs must then each join one player of
 * G1 with one of G2 (4.3) and follow the first legal transposition (4.4).
 *
 * Writing A for the smaller of G1/G2 (G1 if equal) and B for the other,
 * x is the least number of A-A pairs a legal pairing of the bracket can
 * have (C7 is then (|B|-|A|)/2 + 2x).  Step 1 moves X, x players of A,
 * each the better of an A-A pair; step 2 moves Y, one player of each B-B
 * pair, (|B|-|A|)/2 + x of them.  Both sets are chosen greedily in 4.3
 * order, each player tested with the current pairing, one swap of
 * partners, or else one cardinality matching (choose()).
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "verify_dubov/internal.h"

struct sctx {
	struct vdround *v;
	const struct vdbracket *b;
	int *mem, m;		/* members (positions), initial-ranking order */
	char *in;		/* position: 1 member */
	char *inA, *inX, *inY;
	char *g1;		/* 2.2.3: the original G1 */
	char *g1n;		/* after 2.2.4: G1' */
	int played;		/* somebody in the bracket has played */
	int *seq;		/* position: 4.3 sequence number in its pool */
	int a_is_g1, na, nb;
	/* while choosing X (mode 0) or Y (mode 1) */
	int mode;
	char *F, *O;		/* position: chosen / kept out so far */
	int *mate;		/* position: partner in the current pairing */
	int aa;			/* A-A pairs of the last pairing found */
	struct vdlayout l;
};

struct skey {
	int aro, idx, pos;
};

static int by_aro(const void *x, const void *y)
{
	const struct skey *a = x, *b = y;

	if (a->aro != b->aro)
		return a->aro < b->aro ? -1 : 1;
	return (a->idx > b->idx) - (a->idx < b->idx);
}

/* 4.3.2, 4.3.3: sequence numbers of the White (by ARO, then ranking) or
 * Black (by ranking) shifters in the pool of the given side. */
static int number_pool(struct sctx *c, int white_side, const char *side)
{
	struct skey *k = malloc(sizeof(*k) * ((size_t)c->m + 1));
	int *seq = malloc(sizeof(int) * ((size_t)c->m + 1)), n = 0;

	if (!k || !seq) {
		free(k);
		free(seq);
		return -1;
	}
	for (int i = 0; i < c->m; i++) {
		int p = c->mem[i];
		if (!side[p])
			continue;
		k[n].aro = white_side ? c->v->p[p].aro : 0;
		k[n].idx = c->v->p[p].idx;
		k[n++].pos = p;
	}
	qsort(k, (size_t)n, sizeof(*k), by_aro);
	int rc = vd_middle_out(n, seq);
	for (int i = 0; i < n && rc == 0; i++)
		c->seq[k[i].pos] = seq[i];
	free(k);
	free(seq);
	return rc;
}

/*
 * The pairings 2.2.4 allows, as edges.  Step 1 (mode 0): any legal pair;
 * a player of X (forced in, F) meets another player of A who is not in
 * F, a player kept out (O) meets no other O player of A.  Step 2 (mode
 * 1): A\X meets X or B, B meets B; a B player forced into Y (F) meets
 * another B player not in F, two O players of B do not meet.  (An X-B
 * pair could only come from a pairing with fewer than x A-A pairs.)
 */
static int sh_allowed(const struct sctx *c, int a, int b)
{
	if (vd_bar(c->v, a, b) != VD_OK)
		return 0;
	int aa = c->inA[a] && c->inA[b], bb = !c->inA[a] && !c->inA[b];
	if (c->mode == 0) {
		if (aa)
			return !(c->F[a] && c->F[b]) && !(c->O[a] && c->O[b]);
		if (!bb)
			return !(c->inA[a] ? c->F[a] : c->F[b]);
		return 1;
	}
	if (aa)
		return c->inX[a] + c->inX[b] == 1;
	if (bb)
		return !(c->F[a] && c->F[b]) && !(c->O[a] && c->O[b]);
	int p = c->inA[a] ? a : b, q = c->inA[a] ? b : a;
	return !c->inX[p] && !c->F[q];
}

/* Weights: 1 per pair, 2 for a pair that is not A-A in step 1 (fewest
 * A-A pairs first; with all pairs made, that is the least C7). */
static int sh_edge(void *ctx, int u, int w_, uint64_t *w)
{
	struct sctx *c = ctx;
	int a = c->mem[u], b = c->mem[w_];

	if (!sh_allowed(c, a, b))
		return 0;
	vdlayout_put(&c->l, w, 0, 1 + (c->mode == 0 && !(c->inA[a] && c->inA[b])));
	return 1;
}

/* A pairing of the whole bracket under the mode's rules and the current
 * F/O, into c->mate (positions).  1 found (in step 1 with exactly x A-A
 * pairs, or any number when x < 0), 0 none, -1 out of memory. */
static int oracle(struct sctx *c, int x)
{
	int *mate = malloc(sizeof(int) * ((size_t)c->m + 1));
	int rc = -1;

	if (!mate)
		return -1;
	vdlayout_init(&c->l);
	vdlayout_field(&c->l, 2);
	vdlayout_done(&c->l);
	if (vd_solve(c->m, &c->l, sh_edge, c, MATCH_MAX_CARDINALITY, mate) < 0)
		goto out;
	int aa = 0;
	rc = 1;
	for (int i = 0; i < c->m; i++) {
		if (mate[i] < 0) {
			rc = 0;
			break;
		}
		aa += mate[i] > i && c->inA[c->mem[i]] && c->inA[c->mem[mate[i]]];
	}
	if (rc == 1 && x >= 0 && aa != x)
		rc = 0;
	if (rc == 1) {
		for (int i = 0; i < c->m; i++)
			c->mate[c->mem[i]] = c->mem[mate[i]];
		c->aa = aa;
	}
out:
	free(mate);
	return rc;
}

/* The players of the pool being chosen from: step 1 A, step 2 B. */
static int in_pool(const struct sctx *c, int p)
{
	return c->mode == 0 ? c->inA[p] : !c->inA[p];
}

/* Swap two pairs of the current pairing: p1-q1, p2-q2 become p1-p2,
 * q1-q2 if both are allowed. */
static int try_swap(struct sctx *c, int p1, int p2)
{
	int q1 = c->mate[p1], q2 = c->mate[p2];

	if (p1 == p2 || p1 == q2 || !sh_allowed(c, p1, p2) || !sh_allowed(c, q1, q2))
		return 0;
	c->mate[p1] = p2;
	c->mate[p2] = p1;
	c->mate[q1] = q2;
	c->mate[q2] = q1;
	return 1;
}

/*
 * Can cand join the chosen set (F) in the current pairing, directly or
 * after swapping partners with one pair of two pool players outside F?
 * cand must end up paired with another pool player who is not in F.
 * (Every player not yet decided comes later in 4.3 order than cand.)
 */
static int local_fit(struct sctx *c, int cand)
{
	int p = c->mate[cand];

	if (in_pool(c, p) && !c->F[p])
		return 1;
	for (int i = 0; i < c->m; i++) {
		int u = c->mem[i], w = c->mate[u];
		if (u == cand || u == p || !in_pool(c, u) || !in_pool(c, w) ||
		    c->F[u] || c->F[w])
			continue;
		/* cand-u and p-w instead of cand-p and u-w */
		c->F[cand] = 1;
		int ok = try_swap(c, cand, u);
		c->F[cand] = 0;
		if (ok)
			return 1;
	}
	return 0;
}

/* Whether the recorded pairing of the bracket is a pairing under the
 * mode's rules (F and O empty): then it can start choose() instead of a
 * matching.  Only in step 2: step 1 needs the fewest A-A pairs. */
static int recorded_fits(struct sctx *c)
{
	for (int i = 0; i < c->m; i++) {
		int p = c->mem[i], q = c->v->mate[p];
		if (q < 0 || !c->in[q] || !sh_allowed(c, p, q))
			return 0;
	}
	for (int i = 0; i < c->m; i++)
		c->mate[c->mem[i]] = c->v->mate[c->mem[i]];
	return 1;
}

/*
 * 2.2.4 with 4.3: the first set of k players of the pool (in sequence
 * order) that a pairing allows, each paired inside the pool with a
 * player not chosen.  Greedy in 4.3 order: a player joins if some
 * pairing keeps every earlier choice; the current pairing (or one swap
 * of partners) usually shows it, else one matching decides.  Which
 * pairing it starts from changes nothing (each player joins on a
 * pairing that shows it, or stays out on a matching that finds none):
 * have says c->mate already holds one (with x A-A pairs in step 1).
 * The set ends in c->F.  1 done, 0 no pairing at all, -1 out of memory.
 */
static int choose(struct sctx *c, int k, int x, int have)
{
	int *order = malloc(sizeof(int) * ((size_t)c->m + 1)), np = 0, rc = -1;

	if (!order)
		return -1;
	for (int i = 0; i < c->m; i++)
		if (in_pool(c, c->mem[i]))
			order[np++] = c->mem[i];
	for (int i = 1; i < np; i++)
		for (int j = i; j > 0 && c->seq[order[j]] < c->seq[order[j - 1]]; j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	rc = have ? 1 : oracle(c, x);
	for (int i = 0, got = 0; i < np && got < k && rc == 1; i++) {
		int cand = order[i];
		if (!local_fit(c, cand)) {
			c->F[cand] = 1;
			rc = oracle(c, x);
			c->F[cand] = 0;
			if (rc == 0) {
				c->O[cand] = 1;
				rc = 1;
				continue;
			}
		}
		c->F[cand] = 1;
		got++;
	}
	free(order);
	return rc;
}

/* The members with flag set, as text. */
static char *flag_text(const struct sctx *c, const char *flag, int want, char *buf, size_t size)
{
	int *who = malloc(sizeof(int) * ((size_t)c->m + 1)), k = 0;

	if (!who) {
		snprintf(buf, size, "{?}");
		return buf;
	}
	for (int i = 0; i < c->m; i++)
		if ((flag[c->mem[i]] != 0) == want)
			who[k++] = c->mem[i];
	vd_set_text(c->v, who, k, buf, size);
	free(who);
	return buf;
}

/*
 * 4.4: T2 must be the first transposition of G2 (by initial ranking)
 * with all pairs legal.  Walking S1 in order with the recorded pairing
 * as the current one, a player of G2 ranked before the recorded partner
 * could be taken instead iff it can reach the recorded partner by an
 * alternating path among the players not yet fixed.  s1[], t2[] are
 * positions; g2[] the G2 players in ranking order.  Returns 0 or -1.
 */
static int check_t2(struct sctx *c, const int *s1, const int *t2, int h, const int *g2)
{
	struct vdround *v = c->v;
	int *gi = malloc(sizeof(int) * ((size_t)v->n + 1));	/* position -> g2 index */
	int *owner = malloc(sizeof(int) * ((size_t)h + 1));	/* g2 index -> s1 index */
	char *reach = malloc((size_t)h + 1);
	int *queue = malloc(sizeof(int) * ((size_t)h + 1));
	int rc = -1;

	if (!gi || !owner || !reach || !queue)
		goto out;
	for (int j = 0; j < h; j++)
		gi[g2[j]] = j;
	for (int i = 0; i < h; i++)
		owner[gi[t2[i]]] = i;
	rc = 0;
	for (int i = 0; i < h; i++) {
		int j0 = gi[t2[i]], first = -1, any = 0;
		for (int j = 0; j < j0 && !any; j++)
			any = owner[j] > i && vd_bar(v, s1[i], g2[j]) == VD_OK;
		if (!any)
			continue;
		/* Who can hand their partner on until j0 is freed? */
		memset(reach, 0, (size_t)h);
		int qh = 0, qt = 0;
		reach[j0] = 1;
		queue[qt++] = j0;
		while (qh < qt) {
			int y = queue[qh++];
			for (int z = 0; z < h; z++)
				if (!reach[z] && owner[z] > i &&
				    vd_bar(v, s1[owner[z]], g2[y]) == VD_OK) {
					reach[z] = 1;
					queue[qt++] = z;
				}
		}
		for (int j = 0; j < j0 && first < 0; j++)
			if (reach[j] && owner[j] > i && vd_bar(v, s1[i], g2[j]) == VD_OK)
				first = j;
		if (first < 0)
			continue;
		verify_finding_ids(v->f, 3, v->p[s1[i]].id, v->p[g2[first]].id, v->p[t2[i]].id);
		vd_finding(v, c->b->label, "4.4", "T2 is not the first legal transposition: S1 player %d (#%d) can meet %d, ranked before the recorded %d",
			   v->p[s1[i]].id, i + 1, v->p[g2[first]].id, v->p[t2[i]].id);
		break;
	}
out:
	free(gi);
	free(owner);
	free(reach);
	free(queue);
	return rc;
}

/* Before a finding on the colour groups: the players of the recorded
 * pairs inside one group (A-A or B-B), who cannot all get their colour. */
static void same_group_pairs(const struct sctx *c)
{
	const struct vdround *v = c->v;
	int *ids = malloc(sizeof(int) * ((size_t)c->m + 1)), k = 0;

	for (int i = 0; ids && i < c->m; i++) {
		int p = c->mem[i], q = v->mate[p];
		if (q >= 0 && c->in[q] && c->inA[p] == c->inA[q])
			ids[k++] = v->p[p].id;
	}
	verify_finding_detail(v->f, ids, k, NULL, NULL);
	free(ids);
}

static void explain(struct sctx *c, const int *s1, const int *t2, int h, const char *note)
{
	struct vdround *v = c->v;
	char r[4096], u[4096], g1[4096], g2[4096], x[1024], y[1024], s[4096], t[4096];
	size_t ks = 0, kt = 0;

	s[0] = t[0] = 0;
	for (int i = 0; i < h && ks + 16 < sizeof(s) && kt + 16 < sizeof(t); i++) {
		ks += (size_t)snprintf(s + ks, sizeof(s) - ks, "%s%d", i ? " " : "", v->p[s1[i]].id);
		kt += (size_t)snprintf(t + kt, sizeof(t) - kt, "%s%d", i ? " " : "", v->p[t2[i]].id);
	}
	vd_set_text(v, c->b->res, c->b->nres, r, sizeof(r));
	vd_set_text(v, c->b->up, c->b->nup, u, sizeof(u));
	flag_text(c, c->g1, 1, g1, sizeof(g1));
	flag_text(c, c->g1, 0, g2, sizeof(g2));
	flag_text(c, c->inX, 1, x, sizeof(x));
	flag_text(c, c->inY, 1, y, sizeof(y));
	/* The facts beside the line: members, upfloaters, the pairs S1[i]-T2[i]. */
	char sx[1100], sy[1100];
	snprintf(sx, sizeof(sx), "%s from %s", x, c->a_is_g1 ? "G1" : "G2");
	snprintf(sy, sizeof(sy), "%s from %s", y, c->a_is_g1 ? "G2" : "G1");
	struct verify_value val[6] = { { "G1", g1 }, { "G2", g2 }, { "shifters", sx },
				       { "shifters", sy }, { "S1", s }, { "T2", t } };
	vd_explain(v, c->b, s1, t2, h, val, 6, "explain: residents %s, upfloaters %s; G1 %s, G2 %s; "
		   "shifters %s, %s; S1 [%s], T2 [%s]%s", r, u, g1, g2, sx, sy, s, t, note);
}

static int judge(struct sctx *c, int c7_reported)
{
	struct vdround *v = c->v;
	int m = c->m, rc = -1, arec = 0, x = 0;
	struct skey *k = malloc(sizeof(*k) * ((size_t)m + 1));
	int *s1 = malloc(sizeof(int) * ((size_t)m + 1)), *t2 = malloc(sizeof(int) * ((size_t)m + 1));
	int *g2 = malloc(sizeof(int) * ((size_t)m + 1)), h = 0, h2 = 0;
	const char *note = "";

	if (!k || !s1 || !t2 || !g2)
		goto out;
	for (int i = 0; i < m; i++) {
		int p = c->mem[i], q = v->mate[p];
		arec += p < q && c->inA[p] && c->inA[q];
	}
	rc = 0;
	if (arec > 0) {
		/* x: the fewest A-A pairs a legal pairing needs. */
		c->mode = 0;
		int found = oracle(c, -1);
		if (found <= 0) {
			rc = found;
			note = "; not judged";
			goto done;
		}
		x = c->aa;
		if (arec > x && !c->played) {
			/* Nobody has played: G1/G2 are halves, not colours. */
			same_group_pairs(c);
			vd_finding(v, c->b->label, "4.3", "%d pairs inside %s, %d were unavoidable (2.2.4)",
				   arec, c->a_is_g1 ? "G1" : "G2", x);
			note = "; shifters not judged";
			goto done;
		}
		if (arec > x) {
			if (!c7_reported)
				same_group_pairs(c);
			if (!c7_reported)
				vd_finding(v, c->b->label, "C7", "%d players do not get their colour preference, %d was possible with these players",
					   (c->nb - c->na) / 2 + 2 * arec, (c->nb - c->na) / 2 + 2 * x);
			note = "; shifters not judged (C7)";
			goto done;
		}
		/* Step 1: X, one of each A-A pair, first in 4.3 order. */
		if (x > 0) {
			found = choose(c, x, x, 1);	/* the pairing that gave x */
			if (found <= 0) {
				rc = found;
				note = "; not judged";
				goto done;
			}
			for (int i = 0; i < m; i++)
				c->inX[c->mem[i]] = c->F[c->mem[i]];
		}
	}
	/* Step 2: Y, one of each B-B pair, first in 4.3 order. */
	int ny = (c->nb - c->na) / 2 + x;
	if (ny > 0) {
		for (int i = 0; i < m; i++)
			c->F[c->mem[i]] = c->O[c->mem[i]] = 0;
		c->mode = 1;
		int found = choose(c, ny, -1, recorded_fits(c));
		if (found <= 0) {
			rc = found;
			note = "; not judged";
			goto done;
		}
		for (int i = 0; i < m; i++)
			c->inY[c->mem[i]] = c->F[c->mem[i]];
	}
	/* G1' and G2' (2.2.4); every recorded pair must join the two. */
	for (int i = 0; i < m; i++) {
		int p = c->mem[i];
		int side_a = c->inA[p] ? !c->inX[p] : c->inY[p];	/* ends on A's side */
		c->g1n[p] = c->a_is_g1 ? side_a : !side_a;
	}
	for (int i = 0; i < m; i++) {
		int p = c->mem[i], q = v->mate[p];
		if (p < q && c->g1n[p] == c->g1n[q]) {
			char xs[1024], ys[1024];
			verify_finding_ids(v->f, 2, v->p[p].id, v->p[q].id);
			vd_finding(v, c->b->label, "4.3", "%d-%d are both in %s after the first shifters %s from %s and %s from %s",
				   v->p[p].id, v->p[q].id, c->g1n[p] ? "G1" : "G2",
				   flag_text(c, c->inX, 1, xs, sizeof(xs)), c->a_is_g1 ? "G1" : "G2",
				   flag_text(c, c->inY, 1, ys, sizeof(ys)), c->a_is_g1 ? "G2" : "G1");
			note = "; T2 not judged (4.3)";
			goto done;
		}
	}
	/* 2.2.5: S1 by ARO, then ranking; 4.4.2: G2 by ranking. */
	for (int i = 0; i < m; i++) {
		int p = c->mem[i];
		if (c->g1n[p]) {
			k[h].aro = v->p[p].aro;
			k[h].idx = v->p[p].idx;
			k[h++].pos = p;
		} else {
			g2[h2++] = p;
		}
	}
	qsort(k, (size_t)h, sizeof(*k), by_aro);
	for (int i = 0; i < h; i++) {
		s1[i] = k[i].pos;
		t2[i] = v->mate[s1[i]];
	}
	if (h == h2)
		rc = check_t2(c, s1, t2, h, g2);
done:
	if (v->explain && rc >= 0)
		explain(c, s1, t2, h == h2 ? h : 0, note);
out:
	free(k);
	free(s1);
	free(t2);
	free(g2);
	return rc;
}

int vd_check_shifters(struct vdround *v, const struct vdbracket *b, int c7_reported)
{
	struct sctx c;
	int n = v->n, rc = -1;

	memset(&c, 0, sizeof(c));
	c.v = v;
	c.b = b;
	c.m = b->nres + b->nup;
	c.mem = malloc(sizeof(int) * ((size_t)c.m + 1));
	c.in = calloc((size_t)n + 1, 1);
	c.inA = calloc((size_t)n + 1, 1);
	c.inX = calloc((size_t)n + 1, 1);
	c.inY = calloc((size_t)n + 1, 1);
	c.g1 = calloc((size_t)n + 1, 1);
	c.g1n = calloc((size_t)n + 1, 1);
	c.seq = calloc((size_t)n + 1, sizeof(int));
	c.F = calloc((size_t)n + 1, 1);
	c.O = calloc((size_t)n + 1, 1);
	c.mate = malloc(sizeof(int) * ((size_t)n + 1));
	if (!c.mem || !c.in || !c.inA || !c.inX || !c.inY || !c.g1 || !c.g1n || !c.seq ||
	    !c.F || !c.O || !c.mate)
		goto out;
	for (int i = 0; i < b->nres; i++)
		c.in[b->res[i]] = 1;
	for (int i = 0; i < b->nup; i++)
		c.in[b->up[i]] = 1;
	int m = 0, played = 0;
	for (int p = 0; p < n; p++)
		if (c.in[p]) {
			c.mem[m++] = p;
			played |= v->p[p].games > 0;
		}
	/* 2.2.3: G1 the White seekers; if nobody has played, the first half
	 * by initial ranking. */
	int ng1 = 0;
	c.played = played;
	for (int i = 0; i < m; i++) {
		int p = c.mem[i];
		c.g1[p] = played ? v->p[p].pref.colour == 'w' : i < m / 2;
		ng1 += c.g1[p];
	}
	c.a_is_g1 = ng1 <= m - ng1;
	c.na = c.a_is_g1 ? ng1 : m - ng1;
	c.nb = m - c.na;
	for (int i = 0; i < m; i++)
		c.inA[c.mem[i]] = c.g1[c.mem[i]] == c.a_is_g1;
	/* 4.3.2: each side numbered as White or Black shifters. */
	char *other = calloc((size_t)n + 1, 1);
	if (!other)
		goto out;
	for (int i = 0; i < m; i++)
		other[c.mem[i]] = !c.inA[c.mem[i]];
	if (number_pool(&c, c.a_is_g1, c.inA) < 0 || number_pool(&c, !c.a_is_g1, other) < 0) {
		free(other);
		goto out;
	}
	free(other);
	rc = judge(&c, c7_reported);
out:
	free(c.mem);
	free(c.in);
	free(c.inA);
	free(c.inX);
	free(c.inY);
	free(c.g1);
	free(c.g1n);
	free(c.seq);
	free(c.F);
	free(c.O);
	free(c.mate);
	return rc;
}
