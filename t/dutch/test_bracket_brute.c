/*
 * test_bracket_brute.c - bracket_pair() against an exhaustive reference.
 *
 * The reference walks the candidate sequence of C.04.3 B.6/B.7 literally
 * (S1/S2/Limbo of B.1-B.2, D.1 transpositions, D.2 resident exchanges,
 * D.3 MDP exchanges, the remainder with fresh BSNs), evaluates every
 * legal candidate on C5-C19 straight from the definitions (A.4, A.8,
 * C5-C19; none of lib/dutch/weight.c), and keeps the best by B.8: better
 * on the highest criterion where two differ, on a full tie the one
 * generated first.  Random small brackets (up to 10 members, and in
 * NORMAL mode a next scoregroup of up to 4 for C7) are built directly
 * as a struct dround, and the engine's pairs must be the same set.
 *
 * Readings taken (rules companion 3.1-3.4, 3.6.2):
 *  - MaxPairs and M1 are outcomes of a maximum matching over the legal
 *    candidates (MDPs never meet each other; in the last bracket only
 *    complete pairings, with C2 for the one left over, are legal).
 *  - D.1 orders S2 transpositions by their first N1 BSNs only.
 *  - D.3 orders the S1 choices by (a) scores, highest first, then
 *    (b) lowest lexicographic BSNs.
 *  - C7: the following bracket is the downfloaters (as MDPs) plus the
 *    next scoregroup; most pairs there, then lowest PSD, its floaters
 *    measured against the next scoregroup's score minus one point.
 *    When that bracket is the last one and the players left are odd,
 *    it is paired with its PAB (A.9 note), so C2 binds: a pairing that
 *    leaves a player allowed the PAB unpaired counts one more (the
 *    complete ones rank first); the PAB receiver counts in the PSD as a
 *    floater (issue 12).
 *  - A player receives a downfloat when unpaired or paired with a lower
 *    score, an upfloat when paired with a higher score (A.4.b); his
 *    "score difference" for C16-C19 is his A.8 SD.
 * PPB completion is out of scope; NORMAL and LAST modes are tested.
 * One class of brackets is judged on a wider sequence: the collapsed
 * last bracket whose residents have different scores, where the M1 of
 * B.1 and the PSD of C6 can disagree (see check_world()).
 *
 * BRUTE_COUNT=n (brackets per loop, default PER_LOOP) and BRUTE_STATS=1
 * in the environment give a longer soak and some statistics.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/internal.h"
#include "support/rnd.h"

Suite *suite_dutch_bracket_brute(void);

#define MMAX 10			/* bracket members */
#define LMAX 4			/* next scoregroup (C7) */
#define NMAX (MMAX + LMAX)
#define KEYMAX 192

/* ------------------------------------------------------------------ */
/* Random numbers (xorshift64*, fixed seed: the test is deterministic) */

static int chance(int percent)
{
	return rnd_below(100) < percent;
}

/* ------------------------------------------------------------------ */
/* Comparison keys: int lists compared lexicographically, lower better */

struct key {
	int n;
	int v[KEYMAX];
};

static void key_push(struct key *k, int x)
{
	if (k->n >= KEYMAX)
		ck_abort_msg("key overflow");
	k->v[k->n++] = x;
}

static int key_cmp(const struct key *a, const struct key *b)
{
	int n = a->n < b->n ? a->n : b->n;

	for (int i = 0; i < n; i++)
		if (a->v[i] != b->v[i])
			return a->v[i] < b->v[i] ? -1 : 1;
	return (a->n > b->n) - (a->n < b->n);
}

static void sort_desc(int *v, int n)
{
	for (int i = 1; i < n; i++) {
		int x = v[i], j = i;
		while (j > 0 && v[j - 1] < x) {
			v[j] = v[j - 1];
			j--;
		}
		v[j] = x;
	}
}

/* A PSD-like list (A.8): sorted from the highest, compared one by one. */
static void key_push_list(struct key *k, int *v, int n)
{
	sort_desc(v, n);
	for (int i = 0; i < n; i++)
		key_push(k, v[i]);
}

static int abs_int(int x)
{
	return x < 0 ? -x : x;
}

static int popcount(unsigned x)
{
	int c = 0;

	for (; x; x &= x - 1)
		c++;
	return c;
}

/* ------------------------------------------------------------------ */
/* The reference enumerator */

struct brute {
	const struct dround *dr;
	const struct bracket *b;
	int nm, nmdp, nlow;
	int low, low_next;
	int c7;				/* C7 applies (NORMAL mode) */
	int c7_bye;			/* ... on a last bracket with a PAB */
	int last;			/* LAST mode: only complete pairings */
	int ok[MMAX][MMAX];		/* may meet inside the bracket */
	int col[MMAX][MMAX][4];		/* C8-C11 counts of the pair */
	/* C7 memo by floater set */
	unsigned char *c7_done;
	int *c7_val;			/* per mask: pairs, then the PSD */
	/* the walk */
	int mate[MMAX];
	long index;			/* candidates generated so far */
	int have_best;
	struct key best;
	int best_mate[MMAX];
	long best_index;
	long ncand;			/* legal candidates evaluated */
	long nties;			/* later candidates tying the best */
	int any_m1;			/* S1 may hold fewer MDPs than M1 */
	int m1;
	const int *target;		/* diagnostics: a mate to look for */
	long target_index;
};

static int mscore(const struct brute *B, int i)
{
	return B->dr->p[B->b->members[i]].score;
}

static const struct dplayer *mpl(const struct brute *B, int i)
{
	return &B->dr->p[B->b->members[i]];
}

/* A.8: a downfloater's SD against one point below the bracket's lowest. */
static int float_sd(const struct brute *B, int i)
{
	return mscore(B, i) - (B->low - 10);
}

/* C8-C11 of a pair, from the colours E.1-E.5 give it (dcolour_white). */
static void pair_colours(const struct dround *dr, int a, int b, int *out)
{
	int aw = dcolour_white(dr, a, b);
	int top = dr->p[a].topscorer || dr->p[b].topscorer;
	const int who[2] = { a, b };

	memset(out, 0, sizeof(int) * 4);
	for (int k = 0; k < 2; k++) {
		const struct dplayer *p = &dr->p[who[k]];
		char got = (k == 0) == (aw != 0) ? 'w' : 'b';
		int cd = p->cd + (got == 'w' ? 1 : -1);

		if (top && (cd > 2 || cd < -2))
			out[0]++;		/* C8 */
		if (top && p->last1 == got && p->last2 == got)
			out[1]++;		/* C9 */
		if (p->pref.colour && p->pref.colour != got) {
			out[2]++;		/* C10 */
			if (p->pref.strength == TMT_PREF_STRONG)
				out[3]++;	/* C11 */
		}
	}
}

/*
 * C7: the following bracket is this candidate's downfloaters (as MDPs,
 * who never meet each other) plus the next scoregroup.  Best = most
 * pairs, then lowest PSD.  Every pair holds a next-scoregroup player,
 * so the walk goes over those.
 */
struct nextb {
	int nf, nl;
	int sc[NMAX];			/* floaters first, then the group */
	int pl[NMAX];			/* dr indices */
	int used[NMAX];
	int pairsd[NMAX];
	int npairs;
	int low_next;
	int bye;			/* the bracket gives the PAB (C2) */
	int byecand[NMAX];
	int have;
	struct key best;
	const struct dround *dr;
};

static void next_walk(struct nextb *x, int l)
{
	if (l == x->nl) {
		struct key k;
		int v[NMAX], n = 0;

		int pab = 0;
		for (int i = 0; x->bye && i < x->nf + x->nl; i++)
			pab |= !x->used[i] && x->byecand[i];
		k.n = 0;
		key_push(&k, -(x->npairs + pab));
		for (int i = 0; i < x->npairs; i++)
			v[n++] = x->pairsd[i];
		for (int i = 0; i < x->nf + x->nl; i++)
			if (!x->used[i])
				v[n++] = x->sc[i] - (x->low_next - 10);
		key_push_list(&k, v, n);
		if (!x->have || key_cmp(&k, &x->best) < 0) {
			x->best = k;
			x->have = 1;
		}
		return;
	}
	int u = x->nf + l;
	if (x->used[u]) {
		next_walk(x, l + 1);
		return;
	}
	next_walk(x, l + 1);	/* u unpaired */
	x->used[u] = 1;
	for (int w = 0; w < x->nf + x->nl; w++) {
		if (w == u || x->used[w] || (w >= x->nf && w < u))
			continue;
		if (!dr_compat(x->dr, x->pl[u], x->pl[w]))
			continue;
		x->used[w] = 1;
		x->pairsd[x->npairs++] = abs_int(x->sc[u] - x->sc[w]);
		next_walk(x, l + 1);
		x->npairs--;
		x->used[w] = 0;
	}
	x->used[u] = 0;
}

static const int *next_best(struct brute *B, unsigned mask)
{
	int *val = B->c7_val + (size_t)mask * (NMAX + 2);

	if (B->c7_done[mask])
		return val;
	struct nextb x;
	memset(&x, 0, sizeof(x));
	x.dr = B->dr;
	x.low_next = B->low_next;
	x.bye = B->c7_bye;
	for (int i = 0; i < B->nm; i++)
		if (mask & (1u << i)) {
			x.pl[x.nf] = B->b->members[i];
			x.byecand[x.nf] = B->dr->p[x.pl[x.nf]].byecand;
			x.sc[x.nf++] = mscore(B, i);
		}
	for (int i = 0; i < B->nlow; i++) {
		x.pl[x.nf + i] = B->b->lower[i];
		x.byecand[x.nf + i] = B->dr->p[B->b->lower[i]].byecand;
		x.sc[x.nf + i] = B->dr->p[B->b->lower[i]].score;
	}
	x.nl = B->nlow;
	next_walk(&x, 0);
	ck_assert(x.have && x.best.n <= NMAX + 1);
	val[0] = x.best.n;
	for (int i = 0; i < x.best.n; i++)
		val[i + 1] = x.best.v[i];
	B->c7_done[mask] = 1;
	return val;
}

/* The criteria C5-C19 of a candidate (mate[] over members, -1 unpaired). */
static void evaluate(struct brute *B, const int *mate, struct key *k)
{
	int psd[MMAX], np = 0, npairs = 0, cnt[4] = { 0 };
	int fl[4][MMAX], nfl[4] = { 0 };
	unsigned mask = 0;

	for (int i = 0; i < B->nm; i++) {
		const struct dplayer *p = mpl(B, i);
		int j = mate[i];
		if (j < 0) {
			/* a downfloater (or the PAB): receives a downfloat */
			int sd = float_sd(B, i);
			psd[np++] = sd;
			mask |= 1u << i;
			if (p->df1)
				fl[0][nfl[0]++] = sd;
			if (p->df2)
				fl[2][nfl[2]++] = sd;
			continue;
		}
		if (j < i)
			continue;
		const struct dplayer *q = mpl(B, j);
		int sd = abs_int(p->score - q->score);
		npairs++;
		psd[np++] = sd;
		for (int c = 0; c < 4; c++)
			cnt[c] += B->col[i][j][c];
		if (sd) {
			const struct dplayer *hi = p->score > q->score ? p : q;
			const struct dplayer *lo = hi == p ? q : p;
			if (hi->df1)
				fl[0][nfl[0]++] = sd;
			if (lo->uf1)
				fl[1][nfl[1]++] = sd;
			if (hi->df2)
				fl[2][nfl[2]++] = sd;
			if (lo->uf2)
				fl[3][nfl[3]++] = sd;
		}
	}
	k->n = 0;
	key_push(k, -npairs);			/* C5 */
	key_push_list(k, psd, np);		/* C6 */
	if (B->c7) {				/* C7 */
		const int *v = next_best(B, mask);
		for (int i = 0; i < v[0]; i++)
			key_push(k, v[i + 1]);
	}
	for (int c = 0; c < 4; c++)		/* C8-C11 */
		key_push(k, cnt[c]);
	for (int f = 0; f < 4; f++)		/* C12-C15 */
		key_push(k, nfl[f]);
	for (int f = 0; f < 4; f++)		/* C16-C19 */
		key_push_list(k, fl[f], nfl[f]);
}

/* Absolute criteria of a whole candidate; completion in LAST mode. */
static int legal(const struct brute *B, const int *mate)
{
	int unpaired = 0, who = -1;

	for (int i = 0; i < B->nm; i++) {
		if (mate[i] < 0) {
			unpaired++;
			who = i;
		} else if (!B->ok[i][mate[i]] || mate[mate[i]] != i) {
			return 0;
		}
	}
	if (!B->last)
		return 1;
	if (unpaired != B->nm % 2)
		return 0;
	return unpaired == 0 || mpl(B, who)->pab_ok;
}

static void candidate(struct brute *B)
{
	long idx = B->index++;

	if (B->target && B->target_index < 0 &&
	    memcmp(B->target, B->mate, sizeof(int) * (size_t)B->nm) == 0)
		B->target_index = idx;
	if (!legal(B, B->mate))
		return;
	struct key k;
	evaluate(B, B->mate, &k);
	B->ncand++;
	int c = B->have_best ? key_cmp(&k, &B->best) : -1;
	if (c == 0)
		B->nties++;
	if (c < 0) {
		B->nties = 0;
		B->best = k;
		B->have_best = 1;
		memcpy(B->best_mate, B->mate, sizeof(B->mate));
		B->best_index = idx;
	}
}

/* Maximum matching among the players of set (bitmask over members). */
static int max_matching(const struct brute *B, unsigned set)
{
	if (!set)
		return 0;
	int i = __builtin_ctz(set);
	unsigned rest = set & ~(1u << i);
	int best = max_matching(B, rest);
	for (unsigned r = rest; r; r &= r - 1) {
		int j = __builtin_ctz(r);
		if (!B->ok[i][j])
			continue;
		int m = 1 + max_matching(B, rest & ~(1u << j));
		if (m > best)
			best = m;
	}
	return best;
}

/* B.1: MaxPairs and M1 over all legal pairings of the bracket. */
struct mm {
	int maxpairs, m1;
};

static void all_matchings(struct brute *B, int i, int *mate, int pairs,
			  int mdps, struct mm *r)
{
	/* mate: -1 undecided, -2 left unpaired */
	while (i < B->nm && mate[i] != -1)
		i++;
	if (i == B->nm) {
		int m[MMAX];
		for (int k = 0; k < B->nm; k++)
			m[k] = mate[k] == -2 ? -1 : mate[k];
		if (legal(B, m) &&
		    (pairs > r->maxpairs || (pairs == r->maxpairs && mdps > r->m1))) {
			r->maxpairs = pairs;
			r->m1 = mdps;
		}
		return;
	}
	mate[i] = -2;
	all_matchings(B, i + 1, mate, pairs, mdps, r);
	for (int j = i + 1; j < B->nm; j++) {
		if (mate[j] != -1 || !B->ok[i][j])
			continue;
		mate[i] = j;
		mate[j] = i;
		all_matchings(B, i + 1, mate, pairs + 1,
			      mdps + (i < B->nmdp) + (j < B->nmdp), r);
		mate[j] = -1;
	}
	mate[i] = -1;
}

static void compute_b1(struct brute *B, struct mm *r)
{
	int mate[MMAX];

	r->maxpairs = -1;
	r->m1 = -1;
	for (int i = 0; i < B->nm; i++)
		mate[i] = -1;
	all_matchings(B, 0, mate, 0, 0, r);
}

/* D.2 order of the S1 sets (bitmasks over positions 0..nr-1). */
static int g_n1;

static int d2_cmp(const void *x, const void *y)
{
	unsigned a = *(const unsigned *)x, b = *(const unsigned *)y;
	unsigned orig = (1u << g_n1) - 1;
	unsigned aout = orig & ~a, bout = orig & ~b;	/* S1 -> S2 */
	unsigned ain = a & ~orig, bin = b & ~orig;	/* S2 -> S1 */
	int ka = popcount(aout), kb = popcount(bout);

	if (ka != kb)			/* a: fewest exchanged */
		return ka - kb;
	int da = 0, db = 0;		/* b: smallest sum difference (BSNs) */
	for (int i = 0; i < 32; i++) {
		if (ain & (1u << i))
			da += i + 1;
		if (aout & (1u << i))
			da -= i + 1;
		if (bin & (1u << i))
			db += i + 1;
		if (bout & (1u << i))
			db -= i + 1;
	}
	if (da != db)
		return da - db;
	/* c: the highest different BSN moved S1 -> S2 (compare from the top) */
	for (int i = g_n1 - 1; i >= 0; i--) {
		int ia = !!(aout & (1u << i)), ib = !!(bout & (1u << i));
		if (ia != ib)
			return ia ? -1 : 1;
	}
	/* d: the lowest different BSN moved S2 -> S1 */
	for (int i = g_n1; i < 32; i++) {
		int ia = !!(ain & (1u << i)), ib = !!(bin & (1u << i));
		if (ia != ib)
			return ia ? -1 : 1;
	}
	return 0;
}

/*
 * Note on c: "the highest different BSN among those moved": with equal
 * counts, the sorted-descending lists first differ where one set holds
 * a BSN the other lacks, the highest such BSN deciding; the set holding
 * it is the better.  Same for d from the bottom.
 */

/* D.1: S1[i] meets the i-th of a transposition of S2; lexicographic. */
static void transpose(struct brute *B, const int *s1, int n1, const int *s2,
		      int n2, int i, unsigned used)
{
	if (i == n1) {
		candidate(B);
		return;
	}
	for (int t = 0; t < n2; t++) {
		if (used & (1u << t) || !B->ok[s1[i]][s2[t]])
			continue;	/* an illegal candidate: never chosen */
		B->mate[s1[i]] = s2[t];
		B->mate[s2[t]] = s1[i];
		transpose(B, s1, n1, s2, n2, i + 1, used | (1u << t));
		B->mate[s1[i]] = -1;
		B->mate[s2[t]] = -1;
	}
}

/* B.6: a homogeneous bracket or a remainder, r[] members in A.2 order
 * (their BSNs are 1..nr). */
static void homogeneous(struct brute *B, const int *r, int nr)
{
	unsigned set = 0;

	for (int i = 0; i < nr; i++)
		set |= 1u << r[i];
	int n1 = max_matching(B, set);
	if (n1 == 0) {
		candidate(B);
		return;
	}
	unsigned masks[1 << MMAX];
	int nmasks = 0;
	for (unsigned m = 0; m < (1u << nr); m++)
		if (popcount(m) == n1)
			masks[nmasks++] = m;
	g_n1 = n1;
	qsort(masks, (size_t)nmasks, sizeof(unsigned), d2_cmp);
	for (int e = 0; e < nmasks; e++) {
		int s1[MMAX], s2[MMAX], k1 = 0, k2 = 0;
		for (int i = 0; i < nr; i++) {
			if (masks[e] & (1u << i))
				s1[k1++] = r[i];
			else
				s2[k2++] = r[i];
		}
		transpose(B, s1, n1, s2, k2, 0, 0);
	}
}

/* D.3 order of the S1 choices (bitmasks over the MDPs). */
static const struct brute *g_b;

static int d3_cmp(const void *x, const void *y)
{
	unsigned a = *(const unsigned *)x, b = *(const unsigned *)y;
	int sa[MMAX], sb[MMAX], na = 0, nb = 0;

	for (int i = 0; i < g_b->nmdp; i++) {
		if (a & (1u << i))
			sa[na++] = i;
		if (b & (1u << i))
			sb[nb++] = i;
	}
	/* a: the highest different score (members are in A.2 order) */
	for (int i = 0; i < na; i++) {
		int x1 = mscore(g_b, sa[i]), x2 = mscore(g_b, sb[i]);
		if (x1 != x2)
			return x1 > x2 ? -1 : 1;
	}
	/* b: the lowest lexicographic BSNs */
	for (int i = 0; i < na; i++)
		if (sa[i] != sb[i])
			return sa[i] - sb[i];
	return 0;
}

/* MDP-Pairing (B.3) for S1 = s1[], then its remainder (B.7). */
static void mdp_pairing(struct brute *B, const int *s1, int n1, int i,
			unsigned used)
{
	if (i == n1) {
		int r[MMAX], nr = 0;
		for (int u = B->nmdp; u < B->nm; u++)
			if (!(used & (1u << u)))
				r[nr++] = u;
		homogeneous(B, r, nr);
		return;
	}
	for (int t = B->nmdp; t < B->nm; t++) {
		if (used & (1u << t) || !B->ok[s1[i]][t])
			continue;
		B->mate[s1[i]] = t;
		B->mate[t] = s1[i];
		mdp_pairing(B, s1, n1, i + 1, used | (1u << t));
		B->mate[s1[i]] = -1;
		B->mate[t] = -1;
	}
}

static void brute_init(struct brute *B, const struct dround *dr,
		       const struct bracket *b)
{
	memset(B, 0, sizeof(*B));
	B->dr = dr;
	B->b = b;
	B->nm = b->nmembers;
	B->nmdp = b->nmdp;
	B->nlow = b->mode == BRACKET_NORMAL ? b->nlower : 0;
	B->low = mscore(B, B->nm - 1);
	B->low_next = B->nlow ? dr->p[b->lower[0]].score : B->low;
	B->c7 = b->mode == BRACKET_NORMAL && B->nlow > 0;
	B->c7_bye = B->c7 && b->next_last && b->bye_needed;
	B->last = b->mode == BRACKET_LAST;
	for (int i = 0; i < B->nm; i++)
		for (int j = 0; j < B->nm; j++) {
			int a = b->members[i], c = b->members[j];
			B->ok[i][j] = i != j && dr_compat(dr, a, c) &&
				      !(i < B->nmdp && j < B->nmdp);
			if (B->ok[i][j] && i < j) {
				pair_colours(dr, a, c, B->col[i][j]);
				memcpy(B->col[j][i], B->col[i][j], sizeof(B->col[i][j]));
			}
		}
	for (int i = 0; i < B->nm; i++)
		B->mate[i] = -1;
	B->best_index = -1;
	B->target_index = -1;
	if (B->c7) {
		B->c7_done = calloc((size_t)1 << B->nm, 1);
		B->c7_val = calloc(((size_t)1 << B->nm) * (NMAX + 2), sizeof(int));
		ck_assert(B->c7_done && B->c7_val);
	}
}

static void brute_free(struct brute *B)
{
	free(B->c7_done);
	free(B->c7_val);
}

/* The whole B.6/B.7 sequence. */
static void brute_run(struct brute *B)
{
	if (B->nmdp == 0) {
		int r[MMAX];
		for (int i = 0; i < B->nm; i++)
			r[i] = i;
		homogeneous(B, r, B->nm);
		return;
	}
	struct mm mm;
	compute_b1(B, &mm);
	if (mm.maxpairs < 0)
		return;		/* no legal candidate at all */
	B->m1 = mm.m1;
	/* B.1-B.2: S1 holds M1 MDPs.  any_m1 also walks the smaller S1s
	 * (M1 - 1 down to 0) afterwards: see check_world(). */
	for (int m1 = mm.m1; m1 >= (B->any_m1 ? 0 : mm.m1); m1--) {
		unsigned masks[1 << MMAX];
		int nmasks = 0;
		for (unsigned m = 0; m < (1u << B->nmdp); m++)
			if (popcount(m) == m1)
				masks[nmasks++] = m;
		g_b = B;
		qsort(masks, (size_t)nmasks, sizeof(unsigned), d3_cmp);
		for (int e = 0; e < nmasks; e++) {
			int s1[MMAX], n1 = 0;
			for (int i = 0; i < B->nmdp; i++)
				if (masks[e] & (1u << i))
					s1[n1++] = i;
			mdp_pairing(B, s1, n1, 0, 0);
		}
	}
}

/* ------------------------------------------------------------------ */
/* Random brackets */

struct world {
	struct dround dr;
	struct dplayer p[NMAX];
	unsigned char compat[NMAX * NMAX];
	int members[MMAX], lower[LMAX];
	struct bracket b;
	int incompat;			/* percent */
	int bland;
	const char *kind;
};

static int cmp_a2(const void *x, const void *y)
{
	const struct dplayer *a = x, *b = y;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	return (a->idx > b->idx) - (a->idx < b->idx);
}

/* A plausible played-colour history and what A.6 makes of it. */
static void random_history(struct dplayer *p, int topscorer)
{
	int n = chance(8) ? 0 : 1 + rnd_below(6), cd = 0;

	p->nhist = 0;
	for (int i = 0; i < n; i++) {
		char c = chance(50) ? 'w' : 'b';
		int k = p->nhist;
		if (!topscorer || chance(70)) {
			/* non-topscorers never exceed |cd| 2 nor three in a row */
			if ((c == 'w' && cd >= 2) || (c == 'b' && cd <= -2))
				c = c == 'w' ? 'b' : 'w';
			if (k >= 2 && p->hist[k - 1] == c && p->hist[k - 2] == c)
				c = c == 'w' ? 'b' : 'w';
			if ((c == 'w' && cd >= 2) || (c == 'b' && cd <= -2))
				c = c == 'w' ? 'b' : 'w';
		}
		p->hist[p->nhist++] = c;
		cd += c == 'w' ? 1 : -1;
	}
	p->hist[p->nhist] = 0;
	p->cd = cd;
	p->last1 = p->nhist >= 1 ? p->hist[p->nhist - 1] : 0;
	p->last2 = p->nhist >= 2 ? p->hist[p->nhist - 2] : 0;
	p->pref.colour = 0;
	p->pref.strength = TMT_PREF_NONE;
	if (p->nhist == 0)
		return;				/* A.6.d */
	if (cd > 1 || cd < -1) {
		p->pref.colour = cd > 1 ? 'b' : 'w';
		p->pref.strength = TMT_PREF_ABSOLUTE;
	} else if (p->nhist >= 2 && p->last1 == p->last2) {
		p->pref.colour = p->last1 == 'w' ? 'b' : 'w';
		p->pref.strength = TMT_PREF_ABSOLUTE;
	} else if (cd != 0) {
		p->pref.colour = cd > 0 ? 'b' : 'w';
		p->pref.strength = TMT_PREF_STRONG;
	} else {
		p->pref.colour = p->last1 == 'w' ? 'b' : 'w';
		p->pref.strength = TMT_PREF_MILD;
	}
}

static void random_floats(struct dplayer *p)
{
	int f1 = rnd_below(100), f2 = rnd_below(100);

	p->df1 = f1 < 22;
	p->uf1 = f1 >= 22 && f1 < 38;
	p->df2 = f2 < 20;
	p->uf2 = f2 >= 20 && f2 < 35;
}

/* Brackets the reference can decide: in LAST mode, one that admits a
 * complete pairing with MDPs kept apart (as the driver guarantees). */
static void make_world(struct world *w, enum bracket_mode mode)
{
	int nmdp, nres, nlow = 0, clb = 0;

	memset(w, 0, sizeof(*w));
	if (chance(40)) {
		nmdp = 0;
		nres = 2 + rnd_below(MMAX - 1);		/* 2..10 */
	} else {
		nmdp = 1 + rnd_below(3);
		nres = 1 + rnd_below(MMAX - nmdp);	/* up to 10 members */
	}
	if (mode == BRACKET_NORMAL)
		nlow = 1 + rnd_below(LMAX);
	else if (chance(15))
		clb = 1;		/* collapsed last bracket: mixed residents */
	int nm = nmdp + nres, n = nm + nlow;
	int base = 20 + 5 * rnd_below(5);
	int top = chance(8);
	int pab_pct = chance(30) ? 50 : 90;
	/* bland: no history, no floats, so that only C5-C7 and the
	 * generation order (D.1-D.3) tell candidates apart */
	int bland = chance(25);
	int idx[NMAX];

	for (int i = 0; i < n; i++)
		idx[i] = i;
	for (int i = n - 1; i > 0; i--) {
		int j = rnd_below(i + 1), t = idx[i];
		idx[i] = idx[j];
		idx[j] = t;
	}
	for (int i = 0; i < n; i++) {
		struct dplayer *p = &w->p[i];
		if (i < nmdp)
			p->score = base + 5 * (1 + rnd_below(4));
		else if (i < nm)
			p->score = base - (clb ? 5 * rnd_below(3) : 0);
		else
			p->score = base - 5 * (clb ? 3 : 1 + rnd_below(2));
		p->idx = idx[i];
		p->colour_rank = idx[i] + 1;
		p->topscorer = top && p->score >= base + (chance(50) ? 0 : 5);
		random_history(p, p->topscorer);
		random_floats(p);
		if (bland) {
			p->nhist = p->cd = 0;
			p->hist[0] = p->last1 = p->last2 = 0;
			p->pref.colour = 0;
			p->pref.strength = TMT_PREF_NONE;
			p->df1 = p->uf1 = p->df2 = p->uf2 = 0;
		}
		p->byecand = p->pab_ok = chance(pab_pct);
	}
	/* Lower scoregroup: one score. */
	if (nlow) {
		int ls = w->p[nm].score;
		for (int i = nm; i < n; i++)
			w->p[i].score = ls;
	}
	qsort(w->p, (size_t)nm, sizeof(w->p[0]), cmp_a2);
	qsort(w->p + nm, (size_t)nlow, sizeof(w->p[0]), cmp_a2);
	/* colour_rank = idx + 1 keeps E.5 tied to the pairing number */
	w->dr.t = NULL;
	w->dr.r = 7;
	w->dr.n = n;
	w->dr.p = w->p;
	w->dr.compat = w->compat;
	w->dr.win = 10;
	w->dr.initial_colour = chance(50) ? 'w' : 'b';
	static const int levels[] = { 0, 10, 20, 30, 45, 60 };
	w->incompat = levels[rnd_below(bland ? 6 : 4)];
	for (int a = 0; a < n; a++)
		for (int b = a + 1; b < n; b++) {
			const struct dplayer *pa = &w->p[a], *pb = &w->p[b];
			int ok = !chance(w->incompat);
			/* C3 */
			if (!pa->topscorer && !pb->topscorer &&
			    pa->pref.strength == TMT_PREF_ABSOLUTE &&
			    pb->pref.strength == TMT_PREF_ABSOLUTE &&
			    pa->pref.colour == pb->pref.colour)
				ok = 0;
			w->compat[a * n + b] = w->compat[b * n + a] = (unsigned char)ok;
		}
	for (int i = 0; i < nm; i++)
		w->members[i] = i;
	for (int i = 0; i < nlow; i++)
		w->lower[i] = nm + i;
	w->b.members = w->members;
	w->b.nmembers = nm;
	w->b.nmdp = nmdp;
	w->b.lower = nlow ? w->lower : NULL;
	w->b.nlower = nlow;
	w->b.nnext = nlow;
	w->b.mode = mode;
	/* NORMAL: half the time the next scoregroup is the last bracket */
	w->b.next_last = mode == BRACKET_NORMAL && chance(50);
	w->b.bye_needed = mode == BRACKET_LAST ? nm % 2 : w->b.next_last ? n % 2 : 0;
	w->kind = clb ? "clb" : nmdp ? "heterogeneous" : "homogeneous";
	w->bland = bland;
}

/* ------------------------------------------------------------------ */
/* Reporting */

static void dump_world(const struct world *w, FILE *f)
{
	const struct dround *dr = &w->dr;
	const struct bracket *b = &w->b;

	fprintf(f, "bracket (%s%s, %s): %d members, %d MDPs, %d in the next group%s, "
		"initial colour %c\n", w->kind, w->bland ? ", bland" : "",
		b->mode == BRACKET_NORMAL ? "NORMAL" : "LAST",
		b->nmembers, b->nmdp, b->nlower,
		b->next_last && b->bye_needed ? " (the last, with a PAB)" : "",
		dr->initial_colour);
	for (int i = 0; i < dr->n; i++) {
		const struct dplayer *p = &dr->p[i];
		fprintf(f, "  %c%-2d idx %-2d score %2d.%d cd %+d hist %-7s pref %c%c "
			"df1 %d uf1 %d df2 %d uf2 %d pab_ok %d top %d rank %d\n",
			i < b->nmdp ? 'M' : i < b->nmembers ? 'R' : 'L', i, p->idx,
			p->score / 10, p->score % 10, p->cd,
			p->nhist ? p->hist : "-",
			p->pref.colour ? p->pref.colour : '-',
			"-msa"[p->pref.strength], p->df1, p->uf1, p->df2, p->uf2,
			p->pab_ok, p->topscorer, p->colour_rank);
	}
	fprintf(f, "  incompatible:");
	for (int a = 0; a < dr->n; a++)
		for (int c = a + 1; c < dr->n; c++)
			if (!dr_compat(dr, a, c))
				fprintf(f, " %d-%d", a, c);
	fprintf(f, "\n");
}

static void dump_mate(const char *what, const int *mate, int nm, FILE *f)
{
	fprintf(f, "  %s:", what);
	for (int i = 0; i < nm; i++)
		if (mate[i] > i)
			fprintf(f, " %d-%d", i, mate[i]);
	fprintf(f, " | unpaired:");
	for (int i = 0; i < nm; i++)
		if (mate[i] < 0)
			fprintf(f, " %d", i);
	fprintf(f, "\n");
}

static void dump_key(const char *what, const struct key *k, FILE *f)
{
	fprintf(f, "  %s key:", what);
	for (int i = 0; i < k->n; i++)
		fprintf(f, " %d", k->v[i]);
	fprintf(f, "\n");
}

/* ------------------------------------------------------------------ */
/* One bracket: 0 = agree, 1 = disagree (reported on f) */

struct stats {
	long brackets, candidates, skipped;
	long tied;			/* the generation order decided */
	long not_first;			/* best is not the first legal one */
	long floaters;			/* brackets with downfloaters */
	long m1_class;			/* the M1 reading, see check_world() */
};

static int mdps_paired(const int *mate, int nmdp)
{
	int k = 0;

	for (int i = 0; i < nmdp; i++)
		k += mate[i] >= 0;
	return k;
}

static int mixed_residents(const struct world *w)
{
	const struct bracket *b = &w->b;

	for (int i = b->nmdp + 1; i < b->nmembers; i++)
		if (w->p[b->members[i]].score != w->p[b->members[b->nmdp]].score)
			return 1;
	return 0;
}

static int check_world(const struct world *w, struct stats *st, FILE *f)
{
	const struct bracket *b = &w->b;
	struct brute B;
	int pairs[MMAX][2], floaters[MMAX], nfl = -1;
	int emate[MMAX];

	brute_init(&B, &w->dr, b);
	brute_run(&B);
	int n = bracket_pair(&w->dr, b, pairs, floaters, &nfl);
	ck_assert_int_ge(n, 0);
	for (int i = 0; i < B.nm; i++)
		emate[i] = -1;
	/* the engine writes dr indices; here members are dr indices 0..nm-1 */
	for (int i = 0; i < n; i++) {
		int x = pairs[i][0], y = pairs[i][1];
		ck_assert(x >= 0 && x < B.nm && y >= 0 && y < B.nm && x != y);
		ck_assert(emate[x] == -1 && emate[y] == -1);
		emate[x] = y;
		emate[y] = x;
	}
	ck_assert_int_eq(nfl, B.nm - 2 * n);
	for (int i = 0; i < nfl; i++) {
		ck_assert(floaters[i] >= 0 && floaters[i] < B.nm);
		ck_assert_int_eq(emate[floaters[i]], -1);
	}
	st->candidates += B.ncand;
	if (!B.have_best) {
		/* nothing legal (cannot happen for the brackets built here) */
		st->skipped++;
		brute_free(&B);
		return 0;
	}
	st->brackets++;
	st->tied += B.nties > 0;
	st->not_first += B.best_index > 0;
	st->floaters += B.nm - 2 * n > 0;
	int same = memcmp(emate, B.best_mate, sizeof(int) * (size_t)B.nm) == 0;
	/*
	 * The one known class of disagreement: a collapsed last bracket
	 * whose residents have different scores.  There the literal B.1-B.2
	 * sequence (S1 = M1 MDPs, M1 the most MDPs that can be paired) can
	 * miss the candidate of lowest PSD, which pairs fewer MDPs: e.g.
	 * MDPs 4.5 and 3.0, residents 2.5 2.5 2.0, the PAB allowed to the
	 * 3.0 MDP and one 2.5.  The engine (like bbpPairings) minimises the
	 * PSD over all candidates, reading M1 through C.6.  Such a bracket
	 * passes if the engine's choice is the best of the sequence extended
	 * to smaller S1s (M1, M1 - 1, ..., 0 MDPs), and is counted.
	 */
	if (!same && mixed_residents(w) && legal(&B, emate) &&
	    mdps_paired(emate, B.nmdp) < B.m1) {
		struct brute X;
		brute_init(&X, &w->dr, b);
		X.any_m1 = 1;
		brute_run(&X);
		same = memcmp(emate, X.best_mate, sizeof(int) * (size_t)B.nm) == 0;
		brute_free(&X);
		if (same)
			st->m1_class++;
	}
	if (!same && f) {
		struct key ek;
		struct brute T;
		dump_world(w, f);
		dump_mate("engine    ", emate, B.nm, f);
		dump_mate("enumerator", B.best_mate, B.nm, f);
		fprintf(f, "  engine's choice legal: %d; MDPs paired: engine %d, "
			"enumerator %d, M1 %d\n", legal(&B, emate),
			mdps_paired(emate, B.nmdp), mdps_paired(B.best_mate, B.nmdp), B.m1);
		evaluate(&B, emate, &ek);
		dump_key("engine    ", &ek, f);
		dump_key("enumerator", &B.best, f);
		brute_init(&T, &w->dr, b);
		T.target = emate;
		brute_run(&T);
		fprintf(f, "  generated at: engine %ld, enumerator %ld (of %ld)\n",
			T.target_index, B.best_index, T.index);
		brute_free(&T);
	}
	brute_free(&B);
	return !same;
}

static int run_batch(uint64_t seed, int count, enum bracket_mode mode,
		     struct stats *st, FILE *f)
{
	int bad = 0;

	rng_state = seed;
	for (int i = 0; i < count; i++) {
		struct world w;
		struct brute B;
		int tries = 0;
		for (;;) {
			make_world(&w, mode);
			if (mode != BRACKET_LAST)
				break;
			/* the driver only hands over completable last brackets */
			struct mm mm;
			brute_init(&B, &w.dr, &w.b);
			compute_b1(&B, &mm);
			brute_free(&B);
			if (mm.maxpairs >= 0)
				break;
			ck_assert_int_lt(++tries, 1000);
		}
		if (check_world(&w, st, f)) {
			if (f)
				fprintf(f, "  (batch seed %llu, bracket %d)\n\n",
					(unsigned long long)seed, i);
			bad++;
		}
	}
	return bad;
}

/* ------------------------------------------------------------------ */
/* Hand-made brackets: bland players, given scores and compatible pairs */

static void bland_world(struct world *w, enum bracket_mode mode, int nmdp,
			int nm, const int *scores, int nlow, const char *edges)
{
	int n = nm + nlow;

	memset(w, 0, sizeof(*w));
	for (int i = 0; i < n; i++) {
		w->p[i].idx = i;
		w->p[i].colour_rank = i + 1;
		w->p[i].score = scores[i];
		w->p[i].byecand = w->p[i].pab_ok = 1;
	}
	w->dr.r = 7;
	w->dr.n = n;
	w->dr.p = w->p;
	w->dr.compat = w->compat;
	w->dr.win = 10;
	w->dr.initial_colour = 'w';
	/* edges: "a-b a-b ..." with 1-based numbers, or NULL for all */
	for (int a = 0; a < n; a++)
		for (int b = 0; b < n; b++)
			w->compat[a * n + b] = !edges && a != b;
	for (const char *e = edges; e && *e;) {
		char *end;
		long a = strtol(e, &end, 10), b = strtol(end + 1, &end, 10);
		w->compat[(a - 1) * n + (b - 1)] = w->compat[(b - 1) * n + (a - 1)] = 1;
		e = end;
		while (*e == ' ')
			e++;
	}
	for (int i = 0; i < nm; i++)
		w->members[i] = i;
	for (int i = 0; i < nlow; i++)
		w->lower[i] = nm + i;
	w->b.members = w->members;
	w->b.nmembers = nm;
	w->b.nmdp = nmdp;
	w->b.lower = nlow ? w->lower : NULL;
	w->b.nlower = nlow;
	w->b.nnext = nlow;
	w->b.mode = mode;
	w->b.bye_needed = mode == BRACKET_LAST ? nm % 2 : 0;
	w->kind = "fixed";
	w->bland = 1;
}

/* The enumerator's choice as "a-b a-b ..." (1-based). */
static void brute_choice(const struct world *w, char *buf, size_t size)
{
	struct brute B;
	size_t len = 0;

	brute_init(&B, &w->dr, &w->b);
	brute_run(&B);
	buf[0] = 0;
	for (int i = 0; i < B.nm; i++)
		if (B.best_mate[i] > i)
			len += (size_t)snprintf(buf + len, size - len, "%s%d-%d",
						len ? " " : "", i + 1, B.best_mate[i] + 1);
	brute_free(&B);
}

START_TEST(fixed_exchanges)
{
	struct world w;
	struct stats st;
	char got[128];
	static const int flat[] = { 30, 30, 30, 30, 30, 30, 30, 30, 30, 30 };

	memset(&st, 0, sizeof(st));
	/* D.2 c: 3<->5 and 2<->4 both differ by 2; moving 3 comes first. */
	bland_world(&w, BRACKET_LAST, 0, 6, flat, 0, "1-3 2-4 5-6 1-2 3-5 4-6");
	brute_choice(&w, got, sizeof(got));
	ck_assert_str_eq(got, "1-3 2-4 5-6");
	ck_assert_int_eq(check_world(&w, &st, stderr), 0);
	/* D.2 d: 10 players, {4,5}<->{6,9} and {4,5}<->{7,8} tie on a-c;
	 * 6 is the lower BSN leaving S2, so its candidate comes first. */
	bland_world(&w, BRACKET_LAST, 0, 10, flat, 0,
		    "1-4 2-5 3-7 6-8 9-10 3-6 7-9 8-10");
	brute_choice(&w, got, sizeof(got));
	ck_assert_str_eq(got, "1-4 2-5 3-7 6-8 9-10");
	ck_assert_int_eq(check_world(&w, &st, stderr), 0);
}
END_TEST

/* The M1 class of check_world(), smallest case found: a CLB with MDPs
 * 4.5 and 3.0 over residents 2.5 2.5 2.0, player 5 not allowed the PAB.
 * Literal B.2 (S1 = both MDPs): 1-5 2-4, PAB 3, PSD 2.5 1.5 0.5.
 * Lowest PSD (engine): 1-3 4-5, PAB 2, PSD 2.0 2.0 0.5. */
START_TEST(fixed_m1_reading)
{
	struct world w;
	struct stats st;
	char got[128];
	static const int sc[] = { 45, 30, 25, 25, 20 };

	memset(&st, 0, sizeof(st));
	bland_world(&w, BRACKET_LAST, 2, 5, sc, 0, "1-2 1-3 1-4 1-5 2-4 3-4 4-5");
	w.p[4].byecand = w.p[4].pab_ok = 0;
	w.kind = "clb";
	brute_choice(&w, got, sizeof(got));
	ck_assert_str_eq(got, "1-5 2-4");
	ck_assert_int_eq(check_world(&w, &st, stderr), 0);
	ck_assert_int_eq(st.m1_class, 1);
}
END_TEST

/* ------------------------------------------------------------------ */

#define PER_LOOP 1000

/* BRUTE_COUNT=n runs n brackets per loop instead (a longer soak). */
static int per_loop(void)
{
	const char *e = getenv("BRUTE_COUNT");

	return e && atoi(e) > 0 ? atoi(e) : PER_LOOP;
}

/* One loop of random brackets in a mode, seeded by mode and loop. */
static void brute(uint64_t seed, enum bracket_mode mode, const char *name, int loop)
{
	struct stats st;

	memset(&st, 0, sizeof(st));
	int bad = run_batch(seed + (uint64_t)loop, per_loop(), mode, &st, stderr);
	if (getenv("BRUTE_STATS"))
		fprintf(stderr, "%s %d: %ld brackets, %ld candidates, %ld tied, %ld not first, %ld with floaters, %ld M1 class\n",
			name, loop, st.brackets, st.candidates, st.tied, st.not_first, st.floaters, st.m1_class);
	ck_assert_msg(bad == 0, "%s: %d of %ld brackets disagree", name, bad, st.brackets);
}

START_TEST(brute_normal)
{
	brute(0x5eed0000u, BRACKET_NORMAL, "NORMAL", _i);
}
END_TEST

START_TEST(brute_last)
{
	brute(0x1a570000u, BRACKET_LAST, "LAST", _i);
}
END_TEST

Suite *suite_dutch_bracket_brute(void)
{
	Suite *s = suite_create("dutch_bracket_brute");
	TCase *tc = tcase_create("random");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, brute_normal, 0, 3);
	tcase_add_loop_test(tc, brute_last, 0, 3);
	tcase_add_test(tc, fixed_exchanges);
	tcase_add_test(tc, fixed_m1_reading);
	suite_add_tcase(s, tc);
	return s;
}
