/*
 * sequence.c - the candidates of a bracket in the order C.04.3 B.6/B.7
 * generates them, for B.8: of the candidates equally good on C5-C19
 * the one generated first is chosen.
 *
 * Walked literally over the bracket as struct vbracket describes it
 * (members in A.2 order, MDPs first), readings as in the rules
 * companion 3.1-3.4:
 *  - MaxPairs and M1 (B.1) are outcomes of a maximum matching over the
 *    legal candidates (C1, C3, XXP; MDPs never meet; in the last
 *    bracket only complete pairings, C2 for the one left over);
 *  - heterogeneous (B.7): the S1 choices of M1 MDPs in D.3 order, for
 *    each the transpositions of S2 (D.1), for each the remainder with
 *    fresh BSNs paired as a homogeneous bracket;
 *  - homogeneous (B.6): the S1/S2 exchanges in D.2 order, for each the
 *    transpositions of S2 by their first N1 BSNs (D.1);
 *  - when no candidate with M1 MDPs reaches the best values (a CLB whose
 *    residents differ in score, where B.1's M1 and C6's PSD disagree),
 *    the walk goes on with smaller S1s, M1 - 1 down to 0, the reading the
 *    engine and bbpPairings take (minimise the PSD over all candidates).
 * In the 2026 text (Article 4) the MDP sets come in BSN order alone.
 * Exhaustive, so limited to brackets of VSEQ_MAX members: the tests'
 * reference for order.c, which the verifier uses.
 */
#include <stdlib.h>
#include <string.h>

#include "verify/internal.h"

struct walk {
	const struct vbracket *b;
	int nm, nmdp;
	int ok[VSEQ_MAX][VSEQ_MAX];	/* may meet inside the bracket */
	int mate[VSEQ_MAX];
	vseq_fn fn;
	void *ctx;
	int stop;			/* the callback's nonzero answer */
	long index;			/* candidates generated so far */
};

static int popcount(unsigned x)
{
	int n = 0;

	for (; x; x &= x - 1)
		n++;
	return n;
}

/* Absolute criteria of a whole candidate; completion in the last
 * bracket (A.9) with C2 for the player left over. */
static int legal(const struct walk *w, const int *mate)
{
	int unpaired = 0, who = -1;

	for (int i = 0; i < w->nm; i++)
		if (mate[i] < 0) {
			unpaired++;
			who = i;
		}
	if (!w->b->last)
		return 1;
	if (unpaired != w->nm % 2)
		return 0;
	return !unpaired || w->b->v->p[w->b->members[who]].pab_ok;
}

static void candidate(struct walk *w)
{
	w->index++;
	if (w->stop || !legal(w, w->mate))
		return;
	w->stop = w->fn(w->ctx, w->mate);
}

/* Maximum matching among the members of set (a bitmask). */
static int max_matching(const struct walk *w, unsigned set)
{
	if (!set)
		return 0;
	int i = __builtin_ctz(set);
	unsigned rest = set & ~(1u << i);
	int best = max_matching(w, rest);
	for (unsigned r = rest; r && best < popcount(set) / 2; r &= r - 1) {
		int j = __builtin_ctz(r);
		if (!w->ok[i][j])
			continue;
		int m = 1 + max_matching(w, rest & ~(1u << j));
		if (m > best)
			best = m;
	}
	return best;
}

/* B.1: M1, the most MDPs paired by a legal candidate of the most pairs
 * (C5 before C6), found over all matchings; -1 if none is legal. */
static void all_matchings(struct walk *w, int i, int pairs, int mdps, int *maxpairs,
			  int *m1)
{
	while (i < w->nm && w->mate[i] != -1)
		i++;
	if (i == w->nm) {
		int m[VSEQ_MAX];
		for (int k = 0; k < w->nm; k++)
			m[k] = w->mate[k] < 0 ? -1 : w->mate[k];
		if (legal(w, m) && (pairs > *maxpairs || (pairs == *maxpairs && mdps > *m1))) {
			*maxpairs = pairs;
			*m1 = mdps;
		}
		return;
	}
	w->mate[i] = -2;	/* left unpaired */
	all_matchings(w, i + 1, pairs, mdps, maxpairs, m1);
	for (int j = i + 1; j < w->nm; j++) {
		if (w->mate[j] != -1 || !w->ok[i][j])
			continue;
		w->mate[i] = j;
		w->mate[j] = i;
		all_matchings(w, i + 1, pairs + 1, mdps + (i < w->nmdp) + (j < w->nmdp),
			      maxpairs, m1);
		w->mate[j] = -1;
	}
	w->mate[i] = -1;
}

/* D.2 order of two S1 sets (bitmasks over BSNs 1..; the original S1 is
 * the first n1): a fewest exchanged, b smallest difference of the BSN
 * sums, c the highest different BSN leaving S1, d the lowest different
 * BSN leaving S2. */
static int d2_cmp(unsigned a, unsigned b, int n1)
{
	unsigned orig = (1u << n1) - 1;
	unsigned aout = orig & ~a, bout = orig & ~b, ain = a & ~orig, bin = b & ~orig;
	int ka = popcount(aout), kb = popcount(bout), da = 0, db = 0;

	if (ka != kb)
		return ka - kb;
	for (int i = 0; i < VSEQ_MAX; i++) {
		int bsn = i + 1;
		da += (ain >> i & 1) * bsn - (aout >> i & 1) * bsn;
		db += (bin >> i & 1) * bsn - (bout >> i & 1) * bsn;
	}
	if (da != db)
		return da - db;
	for (int i = n1 - 1; i >= 0; i--)
		if ((aout >> i & 1) != (bout >> i & 1))
			return aout >> i & 1 ? -1 : 1;
	for (int i = n1; i < VSEQ_MAX; i++)
		if ((ain >> i & 1) != (bin >> i & 1))
			return ain >> i & 1 ? -1 : 1;
	return 0;
}

static int score(const struct walk *w, int i)
{
	return w->b->v->p[w->b->members[i]].score;
}

/* D.3 order of two S1 choices of MDPs (bitmasks over the MDPs, which are
 * in A.2 order): a the highest different score, b the lowest
 * lexicographic BSNs. */
static int d3_cmp(const struct walk *w, unsigned a, unsigned b)
{
	int sa[VSEQ_MAX], sb[VSEQ_MAX], na = 0, nb = 0;

	for (int i = 0; i < w->nmdp; i++) {
		if (a >> i & 1)
			sa[na++] = i;
		if (b >> i & 1)
			sb[nb++] = i;
	}
	/* 2026 Article 4: the sets in BSN order only (companion 4.10) */
	for (int i = 0; i < na && i < nb && w->b->v->ed->year < 2026; i++)
		if (score(w, sa[i]) != score(w, sb[i]))
			return score(w, sa[i]) > score(w, sb[i]) ? -1 : 1;
	for (int i = 0; i < na && i < nb; i++)
		if (sa[i] != sb[i])
			return sa[i] - sb[i];
	return 0;
}

/* Insertion sort: the orders above need context, and there are at most
 * C(10, 5) = 252 sets. */
static void sort_sets(const struct walk *w, unsigned *m, int n, int n1, int d3)
{
	for (int i = 1; i < n; i++) {
		unsigned x = m[i];
		int j = i;
		for (; j > 0 && (d3 ? d3_cmp(w, m[j - 1], x) : d2_cmp(m[j - 1], x, n1)) > 0; j--)
			m[j] = m[j - 1];
		m[j] = x;
	}
}

/* D.1: S1[i] meets the i-th of a transposition of S2, in lexicographic
 * order; a transposition giving an illegal pair yields no candidate. */
static void transpose(struct walk *w, const int *s1, int n1, const int *s2, int n2,
		      int i, unsigned used, void (*then)(struct walk *, unsigned),
		      unsigned arg)
{
	if (w->stop)
		return;
	if (i == n1) {
		then(w, arg | used);
		return;
	}
	for (int t = 0; t < n2 && !w->stop; t++) {
		if (used & (1u << s2[t]) || !w->ok[s1[i]][s2[t]])
			continue;
		w->mate[s1[i]] = s2[t];
		w->mate[s2[t]] = s1[i];
		transpose(w, s1, n1, s2, n2, i + 1, used | (1u << s2[t]), then, arg);
		w->mate[s1[i]] = -1;
		w->mate[s2[t]] = -1;
	}
}

static void emit(struct walk *w, unsigned unused)
{
	(void)unused;
	candidate(w);
}

/* B.6: a homogeneous bracket, or a remainder: members set, in A.2 order,
 * their BSNs 1..nr. */
static void homogeneous(struct walk *w, unsigned set)
{
	int r[VSEQ_MAX], nr = 0;

	for (int i = 0; i < w->nm; i++)
		if (set >> i & 1)
			r[nr++] = i;
	int n1 = max_matching(w, set);
	if (n1 == 0) {
		candidate(w);
		return;
	}
	unsigned masks[1 << VSEQ_MAX];
	int nmasks = 0;
	for (unsigned m = 0; m < (1u << nr); m++)
		if (popcount(m) == n1)
			masks[nmasks++] = m;
	sort_sets(w, masks, nmasks, n1, 0);
	for (int e = 0; e < nmasks && !w->stop; e++) {
		int s1[VSEQ_MAX], s2[VSEQ_MAX], k1 = 0, k2 = 0;
		for (int i = 0; i < nr; i++) {
			if (masks[e] >> i & 1)
				s1[k1++] = r[i];
			else
				s2[k2++] = r[i];
		}
		transpose(w, s1, n1, s2, k2, 0, 0, emit, 0);
	}
}

/* After an MDP-Pairing: the residents it left are the remainder (B.7). */
static void pair_remainder(struct walk *w, unsigned used)
{
	unsigned set = 0;

	for (int i = w->nmdp; i < w->nm; i++)
		if (!(used >> i & 1))
			set |= 1u << i;
	homogeneous(w, set);
}

int vseq_walk(const struct vbracket *b, vseq_fn fn, void *ctx)
{
	struct walk *w = calloc(1, sizeof(*w));
	int rc;

	if (!w)
		return -1;
	if (b->nm > VSEQ_MAX) {
		free(w);
		return -1;
	}
	w->b = b;
	w->nm = b->nm;
	w->nmdp = b->nmdp;
	w->fn = fn;
	w->ctx = ctx;
	for (int i = 0; i < w->nm; i++) {
		w->mate[i] = -1;
		for (int j = 0; j < w->nm; j++)
			w->ok[i][j] = i != j && !(i < w->nmdp && j < w->nmdp) &&
				      vround_may_meet(b->v, b->members[i], b->members[j]);
	}
	if (w->nmdp == 0) {
		homogeneous(w, (1u << w->nm) - 1);
	} else {
		int maxpairs = -1, m1 = -1;
		all_matchings(w, 0, 0, 0, &maxpairs, &m1);
		for (int i = 0; i < w->nm; i++)
			w->mate[i] = -1;
		int residents[VSEQ_MAX], nres = 0;
		for (int i = w->nmdp; i < w->nm; i++)
			residents[nres++] = i;
		/* M1 first (the literal B.1-B.2), then the smaller S1s. */
		for (int k = m1; k >= 0 && !w->stop; k--) {
			unsigned masks[1 << VSEQ_MAX];
			int nmasks = 0;
			for (unsigned m = 0; m < (1u << w->nmdp); m++)
				if (popcount(m) == k)
					masks[nmasks++] = m;
			sort_sets(w, masks, nmasks, k, 1);
			for (int e = 0; e < nmasks && !w->stop; e++) {
				int s1[VSEQ_MAX], n1 = 0;
				for (int i = 0; i < w->nmdp; i++)
					if (masks[e] >> i & 1)
						s1[n1++] = i;
				transpose(w, s1, n1, residents, nres, 0, 0, pair_remainder, 0);
			}
		}
	}
	rc = w->stop;
	free(w);
	return rc;
}

/* C4 in the PPB: its downfloaters and everyone below complete the round. */
int vbracket_completes(const struct vbracket *b, const int *mate)
{
	int *who = malloc(sizeof(int) * ((size_t)b->nm + (size_t)b->nbelow + 1));
	int n = 0, ok;

	if (!who)
		return -1;
	for (int i = 0; i < b->nm; i++)
		if (mate[i] < 0)
			who[n++] = b->members[i];
	for (int i = 0; i < b->nbelow; i++)
		who[n++] = b->below[i];
	ok = vround_completable(b->v, who, n, b->rec);
	free(who);
	return ok;
}

int vvalues_cmp(const struct vvalues *a, const struct vvalues *b)
{
	for (int k = 0; k < VCRIT; k++) {
		int c = vlist_cmp(&a->c[k], &b->c[k]);
		if (c)
			return c;
	}
	return 0;
}

struct first_best {
	const struct vbracket *b;
	const struct vvalues *best;
	int *mate;
	int err;
};

static int try_best(void *ctx, const int *mate)
{
	struct first_best *f = ctx;
	struct vvalues x;
	int c;

	if (vbracket_values(f->b, mate, &x) < 0) {
		f->err = 1;
		return -1;
	}
	c = vvalues_cmp(&x, f->best);
	vvalues_free(&x);
	if (c || (f->b->need_completion && vbracket_completes(f->b, mate) != 1))
		return 0;
	memcpy(f->mate, mate, sizeof(int) * (size_t)f->b->nm);
	return 1;
}

int vseq_first_best(const struct vbracket *b, const struct vvalues *best, int *mate)
{
	struct first_best f = { b, best, mate, 0 };

	if (b->nm > VSEQ_MAX)
		return -1;
	int rc = vseq_walk(b, try_best, &f);
	return f.err || rc < 0 ? -1 : rc;
}
