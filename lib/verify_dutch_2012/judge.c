/*
 * judge.c - a recorded round against the verifier's own walk of the
 * round by the text (backtrack.c), bracket by bracket from the top.
 * Where the file's pairs in a bracket differ from the text's: C.12 or
 * C.13 when the text paired the bracket again for a lower one and the
 * file kept its first candidate; else the first requirement of the
 * walk's order that the file's pairing does not meet (C.14 pairs, B.3
 * moved-down players, B.2, B.4 via A.7.d/X/Z, B.5/B.6), else the order
 * itself (D.3, D.2, D.1).  The brackets below are then walked again
 * from the file's pairing of those above.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "verify_dutch_2012/judge.h"
#include "verify_dutch_2012/backtrack.h"

struct jd {
	const struct tmt *t;
	struct vw_round *v;
	FILE *f;
	int r, findings, explain, unjudged;
	int *mate;		/* recorded partner (position), -1 none */
	char where[16];
};

static int id_of(const struct jd *j, int pos)
{
	return j->t->players[j->v->p[pos].idx].id;
}

static void say(struct jd *j, const char *rule, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verify_vfinding(j->f, j->r, "bracket", j->where, rule, fmt, ap);
	va_end(ap);
	j->findings++;
}

/* Before a finding: the players it is about, positions x[0..nx-1]
 * then y[0..ny-1] (pairs flattened), as start numbers. */
static void about(struct jd *j, const int *x, int nx, const int *y, int ny)
{
	int *ids = malloc(sizeof(int) * ((size_t)nx + (size_t)ny + 1)), k = 0;

	for (int i = 0; ids && i < nx; i++)
		ids[k++] = id_of(j, x[i]);
	for (int i = 0; ids && i < ny; i++)
		ids[k++] = id_of(j, y[i]);
	verify_finding_detail(j->f, ids, k, NULL, NULL);
	free(ids);
}

/* "a-b, c-d" or "a, b" into buf. */
static void list_pairs(const struct jd *j, char *buf, size_t n, int (*p)[2], int np)
{
	size_t at = 0;

	buf[0] = 0;
	for (int i = 0; i < np && at + 24 < n; i++)
		at += (size_t)snprintf(buf + at, n - at, "%s%d-%d", i ? ", " : "", id_of(j, p[i][0]),
				       id_of(j, p[i][1]));
	if (np == 0)
		snprintf(buf, n, "none");
}

static void list_players(const struct jd *j, char *buf, size_t n, const int *x, int nx)
{
	size_t at = 0;

	buf[0] = 0;
	for (int i = 0; i < nx && at + 14 < n; i++)
		at += (size_t)snprintf(buf + at, n - at, "%s%d", i ? ", " : "", id_of(j, x[i]));
	if (nx == 0)
		snprintf(buf, n, "none");
}

static int in(const int *x, int n, int a)
{
	for (int i = 0; i < n; i++)
		if (x[i] == a)
			return 1;
	return 0;
}

static void score_text(char *buf, size_t n, int tenths)
{
	if (tenths % 10)
		snprintf(buf, n, "%d.%d", tenths / 10, tenths % 10);
	else
		snprintf(buf, n, "%d", tenths / 10);
}

/* The file's pairs in the bracket: both players among mem[]. */
static int file_pairs(const struct jd *j, const int *mem, int k, int (*fp)[2])
{
	int n = 0;

	for (int i = 0; i < k; i++) {
		int a = mem[i], b = j->mate[a];
		if (b > a && in(mem, k, b)) {
			fp[n][0] = a;
			fp[n][1] = b;
			n++;
		}
	}
	return n;
}

/*
 * Name the first departure of the file's pairs fp[0..nf-1] from the
 * walk's decision d.  mem[0..k-1] the bracket, the first m0 moved down.
 */
static void depart(struct jd *j, const struct vw_decision *d, const int *mem, int k, int m0,
		   int (*fp)[2], int nf)
{
	const struct vw_round *v = j->v;
	char want[512], got[512], who[256];
	int fdown[512], nfd = 0, fm1 = 0, cx = 0, cz = 0, b2 = 0, a7d = 0;
	int (*hit)[2] = calloc((size_t)nf + 1, sizeof(*hit));
	int nh = 0;

	if (!hit)
		return;
	list_pairs(j, want, sizeof(want), d->pairs, d->np);
	for (int i = 0; i < k; i++) {
		int a = mem[i], paired = 0;
		for (int e = 0; e < nf; e++)
			paired |= fp[e][0] == a || fp[e][1] == a;
		if (!paired && !in(d->c1, d->nc1, a) && nfd < 512)
			fdown[nfd++] = a;
		if (paired && i < m0)
			fm1++;
	}
	for (int e = 0; e < nf; e++) {
		int a = fp[e][0], b = fp[e][1];
		cx += vw_colour_clash(v, a, b);
		cz += vw_strong_clash(v, a, b);
		b2 |= !vw_may_meet(v, a, b, 1);
		a7d |= vw_strong_clash(v, a, b);
	}
	if (d->het && fm1 < d->m1) {
		about(j, mem, m0, NULL, 0);	/* the moved-down players */
		say(j, "B.3", "C.14.b: %d moved-down player(s) can be paired here, the file pairs %d; the text pairs %s",
		    d->m1, fm1, want);
	} else if (nf < d->np) {
		list_players(j, who, sizeof(who), fdown, nfd);
		about(j, fdown, nfd, NULL, 0);
		say(j, "C.14", "C.14.a: P = %d pairs can be made here, the file makes %d (moving down %s); the text pairs %s",
		    d->np, nf, who, want);
	} else if (nf > d->np || (d->het && fm1 > d->m1)) {
		list_pairs(j, got, sizeof(got), fp, nf);
		/* the file's pairs the text does not make, whom it moves down */
		for (int e = 0; e < nf; e++) {
			int same = 0;
			for (int q = 0; q < d->np && !same; q++)
				same = (d->pairs[q][0] == fp[e][0] && d->pairs[q][1] == fp[e][1]) ||
				       (d->pairs[q][0] == fp[e][1] && d->pairs[q][1] == fp[e][0]);
			if (!same)
				memcpy(hit[nh++], fp[e], sizeof(fp[e]));
		}
		about(j, d->down, d->nd, &hit[0][0], 2 * nh);
		say(j, "C.12", "the file pairs %s here, more than the text, which moves players down (C.12, C.13, C.14); the text pairs %s",
		    got, want);
	} else if (d->lv.b2 && b2) {
		for (int e = 0; e < nf; e++)
			if (!vw_may_meet(v, fp[e][0], fp[e][1], 1))
				memcpy(hit[nh++], fp[e], sizeof(fp[e]));
		list_pairs(j, got, sizeof(got), hit, nh);
		about(j, NULL, 0, &hit[0][0], 2 * nh);
		say(j, "B.2", "C.10.g: B.2 need not be dropped for the top scorers (%s); the text pairs %s",
		    got, want);
	} else if (d->lv.a7d && a7d) {
		for (int e = 0; e < nf; e++)
			if (vw_strong_clash(v, fp[e][0], fp[e][1]))
				memcpy(hit[nh++], fp[e], sizeof(fp[e]));
		list_pairs(j, got, sizeof(got), hit, nh);
		about(j, NULL, 0, &hit[0][0], 2 * nh);
		say(j, "B.4", "A.7.d (C.10.f): %s share a strong colour preference; the text pairs %s",
		    got, want);
	} else if (cx > d->lv.x || (!v->odd && cz > d->lv.z)) {
		int strong = cx <= d->lv.x;
		for (int e = 0; e < nf; e++)
			if (strong ? vw_strong_clash(v, fp[e][0], fp[e][1])
				   : vw_colour_clash(v, fp[e][0], fp[e][1]))
				memcpy(hit[nh++], fp[e], sizeof(fp[e]));
		list_pairs(j, got, sizeof(got), hit, nh);
		about(j, NULL, 0, &hit[0][0], 2 * nh);
		say(j, "B.4", "C.10.e: %s = %d pair(s) without both colour preferences%s suffice, the file has %d (%s); the text pairs %s",
		    strong ? "Z" : "X", strong ? d->lv.z : d->lv.x, strong ? " (strong)" : "",
		    strong ? cz : cx, got, want);
	} else {
		/* the floats of C.10.a-d, then the order (D.3, D.2, D.1) */
		int bad5d = -1, bad6d = -1, bad5u = -1, bad6u = -1;
		for (int i = 0; i < nfd; i++) {
			if (bad5d < 0 && v->p[fdown[i]].down1)
				bad5d = fdown[i];
			if (bad6d < 0 && v->p[fdown[i]].down2)
				bad6d = fdown[i];
		}
		for (int e = 0; d->het && e < nf; e++) {
			int a = fp[e][0], b = fp[e][1];
			int lo = in(mem, m0, a) && !in(mem, m0, b) ? b : in(mem, m0, b) && !in(mem, m0, a) ? a : -1;
			if (lo >= 0 && bad5u < 0 && v->p[lo].up1)
				bad5u = lo;
			if (lo >= 0 && bad6u < 0 && v->p[lo].up2)
				bad6u = lo;
		}
		int bad = d->lv.b5d && bad5d >= 0 ? bad5d : d->lv.b6d && bad6d >= 0 ? bad6d :
			  d->lv.b5u && bad5u >= 0 ? bad5u : d->lv.b6u && bad6u >= 0 ? bad6u : -1;
		if (bad >= 0)
			about(j, &bad, 1, NULL, 0);
		if (d->lv.b5d && bad5d >= 0)
			say(j, "B.5", "C.10.d: %d floats down again after a downfloat in round %d; the text pairs %s",
			    id_of(j, bad5d), j->r - 1, want);
		else if (d->lv.b6d && bad6d >= 0)
			say(j, "B.6", "C.10.c: %d floats down as in round %d; the text pairs %s",
			    id_of(j, bad6d), j->r - 2, want);
		else if (d->lv.b5u && bad5u >= 0)
			say(j, "B.5", "C.10.b: %d floats up again after an upfloat in round %d; the text pairs %s",
			    id_of(j, bad5u), j->r - 1, want);
		else if (d->lv.b6u && bad6u >= 0)
			say(j, "B.6", "C.10.a: %d floats up as in round %d; the text pairs %s",
			    id_of(j, bad6u), j->r - 2, want);
		else {
			/* the first of the walk's pairs the file does not have */
			int a = -1, b = -1;
			for (int e = 0; e < d->np && a < 0; e++)
				if (j->mate[d->pairs[e][0]] != d->pairs[e][1]) {
					a = d->pairs[e][0];
					b = d->pairs[e][1];
				}
			int moved = d->het && a >= 0 && in(mem, m0, a);
			int fa = a >= 0 ? j->mate[a] : -1;
			char fb[32];
			if (fa >= 0)
				snprintf(fb, sizeof(fb), "%d-%d", id_of(j, a), id_of(j, fa));
			else
				snprintf(fb, sizeof(fb), "%d moved down", a >= 0 ? id_of(j, a) : 0);
			int abf[3] = { a, b, fa };
			about(j, abf, a < 0 ? 0 : fa < 0 ? 2 : 3, NULL, 0);
			if (d->het && moved && !in(mem, k, fa))
				say(j, "D.3", "C.8.b: the moved-down players are chosen in D.3 order: %d plays %d (the file has %s); the text pairs %s",
				    id_of(j, a), id_of(j, b), fb, want);
			else if (d->exch > 0 && !moved)
				say(j, "D.2", "C.8.a: exchange %d of D.2 gives %d-%d first (the file has %s); the text pairs %s",
				    d->exch, id_of(j, a), id_of(j, b), fb, want);
			else
				say(j, "D.1", "C.7: the transposition giving %d-%d comes first (the file has %s); the text pairs %s",
				    a >= 0 ? id_of(j, a) : 0, b >= 0 ? id_of(j, b) : 0, fb, want);
		}
	}
	free(hit);
}

/*
 * --explain: the walk's decision for bracket mem[0..k-1] in words, and
 * its facts beside it (the members, the m0 moved down into it, the
 * pairs, who moves down, the C.14 quantities).
 */
static void explain(struct jd *j, const struct vw_decision *d, const int *mem, int k)
{
	char pairs[512], down[256], num[8][16];
	int *ids = malloc(sizeof(int) * ((size_t)k + 2 * (size_t)d->np + (size_t)d->nd + 1));
	static const char *const name[8] = { "M0", "M1", "P0", "P", "X1", "Z1", "X", "Z" };
	const int q[8] = { d->m0, d->m1, d->p0, d->p1, d->x1, d->z1, d->lv.x, d->lv.z };
	struct verify_value val[8];
	struct verify_explain e = { "bracket", j->where, NULL, 0, NULL, 0, NULL, 0, NULL, 0,
				    val, 8 };

	for (int i = 0; i < 8; i++) {
		snprintf(num[i], sizeof(num[i]), "%d", q[i]);
		val[i] = (struct verify_value){ name[i], num[i] };
	}
	if (ids) {
		int *pp = ids + k, *dn = pp + 2 * d->np;
		for (int i = 0; i < k; i++)
			ids[i] = id_of(j, mem[i]);
		for (int i = 0; i < d->np; i++) {
			pp[2 * i] = id_of(j, d->pairs[i][0]);
			pp[2 * i + 1] = id_of(j, d->pairs[i][1]);
		}
		for (int i = 0; i < d->nd; i++)
			dn[i] = id_of(j, d->down[i]);
		e = (struct verify_explain){ "bracket", j->where, ids, k, ids, d->m0, pp, d->np,
					     dn, d->nd, val, 8 };
	}
	list_pairs(j, pairs, sizeof(pairs), d->pairs, d->np);
	list_players(j, down, sizeof(down), d->down, d->nd);
	verify_explain(j->f, j->r, &e,
		"explain: %s, M0 = %d, M1 = %d, P0 = %d, P = %d, X1 = %d, Z1 = %d; "
		"found with X = %d, Z = %d%s%s%s%s%s%s, exchange %d: %s; moved down %s",
		d->het ? "heterogeneous" : "homogeneous", d->m0, d->m1, d->p0, d->p1,
		d->x1, d->z1, d->lv.x, d->lv.z, d->lv.b2 ? "" : ", B.2 dropped",
		d->lv.a7d || j->v->odd == 0 ? "" : ", A.7.d dropped",
		d->lv.b5d || !d->downs ? "" : ", B.5 down dropped",
		d->lv.b6d || !d->downs ? "" : ", B.6 down dropped",
		d->lv.b5u || !d->het ? "" : ", B.5 up dropped", d->lv.b6u || !d->het ? "" : ", B.6 up dropped",
		d->exch, pairs, down);
	free(ids);
}

/* The file's pairs of bracket b are the text's, and the file pairs
 * nobody else inside it. */
static int same_pairs(const struct jd *j, const struct vw_decision *d, int nf)
{
	if (nf != d->np)
		return 0;
	for (int e = 0; e < d->np; e++)
		if (j->mate[d->pairs[e][0]] != d->pairs[e][1])
			return 0;
	return 1;
}

/* C.12 / C.13: the file kept the pairing the text gave up when it
 * backtracked (or, for a joined bracket, paired the brackets apart). */
static void backtracked(struct jd *j, const struct vw_tb *b, const struct vw_tb *nb)
{
	char want[512], got[512], who[256], was[256], now[256];
	char nw[16] = "?";
	int (*fp)[2] = malloc(sizeof(*fp) * ((size_t)b->k + 1));

	if (!fp)
		return;
	int nf = file_pairs(j, b->mem, b->k, fp);
	list_pairs(j, want, sizeof(want), b->d.pairs, b->d.np);
	list_pairs(j, got, sizeof(got), fp, nf);
	list_players(j, was, sizeof(was), b->first.down, b->first.nd);
	list_players(j, now, sizeof(now), b->d.down, b->d.nd);
	if (nb)
		score_text(nw, sizeof(nw), j->v->p[nb->mem[nb->m0 < nb->k ? nb->m0 : 0]].score);
	/* about the players moved down either way */
	about(j, b->first.down, b->first.nd, b->d.down, b->d.nd);
	if (b->how == VW_BY_C12_C1) {
		list_players(j, who, sizeof(who), b->c1, b->nc1);
		say(j, "C.12", "C.1: %s, moved down to bracket %s, %s no opponent there, so this bracket is paired again to move down %s instead of %s: the text pairs %s (the file has %s)",
		    who, nw, b->nc1 > 1 ? "have" : "has", now, was, want, got);
	} else if (b->how == VW_BY_C12) {
		say(j, "C.12", "bracket %s cannot make its pairs with %s moved down, so this bracket is paired again to move down %s: the text pairs %s (the file has %s)",
		    nw, was, now, want, got);
	} else {
		say(j, "C.13", "after this bracket's %s (moving down %s) the lowest bracket%s cannot be paired, so this bracket is paired again to move down %s: the text pairs %s",
		    got, b->first.nd ? was : "nobody", nb && nb->join ? " (the two lowest joined)" : "",
		    now, want);
	}
	free(fp);
}

static int file_same_as(const struct jd *j, const struct vw_decision *d, const int *mem, int k,
			int (*fp)[2])
{
	int nf = file_pairs(j, mem, k, fp);

	return same_pairs(j, d, nf);
}

int vw_judge_round(const struct tmt *t, int r, int total, int expl, const int *partner, FILE *f,
		   int *unjudged)
{
	struct vw_round v;
	struct jd j = { t, &v, f, r, 0, expl, 0, NULL, "" };
	int rc = 0;

	if (vw_round_init(&v, t, r, total) < 0) {
		vw_round_free(&v);
		return -1;
	}
	int n = v.n;
	int *pos = malloc(sizeof(int) * ((size_t)t->n + 1));
	int *carry = malloc(sizeof(int) * ((size_t)n + 1));
	int *start = malloc(sizeof(int) * ((size_t)n + 2));
	int (*fp)[2] = malloc(sizeof(*fp) * ((size_t)n + 1));
	j.mate = malloc(sizeof(int) * ((size_t)n + 1));
	if (!pos || !carry || !start || !fp || !j.mate) {
		rc = -1;
		goto out;
	}
	for (int i = 0; i < t->n; i++)
		pos[i] = -1;
	for (int a = 0; a < n; a++)
		pos[v.p[a].idx] = a;
	for (int a = 0; a < n; a++) {
		int b = partner[v.p[a].idx];
		j.mate[a] = b >= 0 ? pos[b] : -1;
	}
	int ng = vw_groups(&v, start), ncarry = 0, from = 0;
	/* The text's pairing from the top; at the first bracket where the
	 * file departs, a finding, and the rest is walked again from the
	 * file's pairing of the brackets above (not paired again). */
	while (from < ng) {
		struct vw_text tx;
		if (vw_text_round(&v, from, carry, ncarry, &tx) < 0) {
			rc = -1;
			goto out;
		}
		int next = ng;
		/* the bound hid what C.12/C.13 would have made of the
		 * brackets from b[known] on: no finding there, not judged */
		int nb = tx.overrun ? tx.known : tx.nb;
		for (int i = 0; i <= nb && next == ng; i++) {
			if (i == nb) {
				if (tx.overrun || tx.failed) {
					int g = tx.overrun ? tx.bound_g : i ? tx.b[i - 1].g1 : from;
					score_text(j.where, sizeof(j.where), v.p[start[g < ng ? g : ng - 1]].score);
					/* undecided: said so, never a silent pass (-c
					 * then reports the round as not judged, exit 4);
					 * after a finding the file's own upper brackets
					 * may leave the rest unpairable: nothing to add */
					if (tx.overrun || !j.findings) {
						verify_not_judged(f, r, "%s in the bracket of score %s",
								  tx.overrun ? "the verifier's search bound was reached"
									     : "the verifier's walk finds no pairing",
								  j.where);
						j.unjudged++;
					}
				}
				break;
			}
			const struct vw_tb *b = &tx.b[i];
			/* a joined bracket is the new lowest one (C.13): its score */
			score_text(j.where, sizeof(j.where),
				   v.p[start[b->join ? b->g1 - 1 : b->g0]].score);
			int nf = file_pairs(&j, b->mem, b->k, fp);
			if (same_pairs(&j, &b->d, nf)) {
				if (expl)
					explain(&j, &b->d, b->mem, b->k);
				continue;
			}
			int legal = 1;
			for (int e = 0; e < nf; e++)
				legal &= vw_may_meet(&v, fp[e][0], fp[e][1], 0);
			if (legal) {	/* B.1/B.2 breaks are named per board */
				if (b->how != VW_OWN &&
				    file_same_as(&j, &b->first, b->mem, b->k, fp))
					backtracked(&j, b, i + 1 < tx.nb ? &tx.b[i + 1] : NULL);
				else {
					nf = file_pairs(&j, b->mem, b->k, fp);
					depart(&j, &b->d, b->mem, b->k, b->m0, fp, nf);
				}
				if (expl)
					explain(&j, &b->d, b->mem, b->k);
			}
			/* go on from the file's bracket: its unpaired go down */
			ncarry = 0;
			for (int e = 0; e < b->k; e++) {
				int m = j.mate[b->mem[e]];
				int inside = 0;
				for (int q = 0; q < b->k && !inside; q++)
					inside = b->mem[q] == m;
				if (!inside)
					carry[ncarry++] = b->mem[e];
			}
			next = b->g1;
		}
		vw_text_free(&tx);
		from = next;
	}
	rc = j.findings;
	*unjudged = j.unjudged;
out:
	free(pos);
	free(carry);
	free(start);
	free(fp);
	free(j.mate);
	vw_round_free(&v);
	return rc;
}
