/*
 * test_dubov_brute.c - dubov_pair() against a brute-force reference of
 * the whole round, on random small tournaments.
 *
 * The reference follows the Dubov text (C.04.4.1, 2025) and the readings
 * of dubov-reading.md literally and by exhaustive search:
 *  - 2.1: every player is tried for the PAB, C2 from the history (PAB,
 *    forfeit win, requested full-point bye bar it), C4 by searching for a
 *    complete pairing of the others, then 2.1.3-2.1.5;
 *  - 2.2.1/2.2.2: for each scoregroup from the top, EVERY subset of the
 *    lower players is a candidate upfloater set; it must leave both the
 *    bracket and the rest completely pairable (C1, C3; C4), and the best
 *    one by C5, C6 (sorted scores, the higher lowest first), C7 (the
 *    fewest same-colour-seeking pairs over all legal pairings of the
 *    bracket), C8-C10 (not in the last round), then the order of 4.2
 *    (the containers are fixed by C6; lexicographic sequence numbers);
 *  - 2.2.3/2.2.4/4.3: G1/G2 (first half by ranking when nobody in the
 *    bracket has played), then every legal pairing of the bracket is
 *    listed; x = the fewest pairs inside the smaller subgroup A; the sets
 *    X (from A) and Y (from the other subgroup's own seekers) are tried
 *    in 4.3 order (middle-out numbering) against that list;
 *  - 2.2.5/2.2.6/4.4: S1 by ARO, T2 the first permutation of G2 in
 *    initial-ranking order giving legal pairs;
 *  - 5.2.1-5.2.5 colours, histories compared from their ends over
 *    games played.
 * None of lib/dubov is used; the tournament model (scores, ARO,
 * preferences, floats) comes from lib/tournament, as the readings say.
 * The reference checks its own result (everyone once, legal boards).
 *
 * The tournaments: 4-12 players, 0-6 rounds of random history without
 * rematches (draws, wins, forfeits, absences, requested byes, PABs; some
 * players who prefer higher-scored opponents, so that upfloat counts
 * grow), a few players left out of the round to be paired, now and
 * then XXA virtual points or XXP forbidden pairs; XXR from the last
 * round to three more.  Four kinds, a quarter each: plain; mostly draws
 * with many forbidden pairs (big brackets); many floaters and virtual
 * points, not the last round (C8-C10); round 1 with many forbidden
 * pairs across the two halves (2.2.4 step 1 with one or more X).
 *
 * Environment: DUBOV_BRUTE_COUNT=n runs n cases instead of BRUTE_CASES,
 * DUBOV_BRUTE_SEED=s changes the seed, DUBOV_BRUTE_STATS=1 prints how
 * often each rule decided something.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dubov/dubov.h"
#include "support/dubov_fixture.h"
#include "support/rnd.h"
#include "support/perm.h"

Suite *suite_dubov_brute(void);

#define BMAX 16			/* players to be paired, at most */
#define BRUTE_CASES 10000
#define INF 1000000

/* How often each part of the procedure decided something (statistics
 * for DUBOV_BRUTE_STATS, to show what the random cases exercise). */
static struct {
	long pab, pab_c2, pab_c4, brackets, fresh, up1, up2, shift_x, shift_y,
	     late_t2, crit[7], colour[6], maxup, shift_x2, big;
} cov;
static int want_stats;

/* ------------------------------------------------------------------ */
/* The reference                                                        */

/* One player to be paired in the round. */
struct bp {
	int idx;		/* player index in struct tmt */
	int score;		/* pairing score, tenths */
	char pref;		/* 'w' or 'b' (1.5.2) */
	enum tmt_strength strength;
	int aro;		/* 1.6 */
	int upfloats;		/* 1.7 */
	int up_last;		/* upfloated in the previous round (C10) */
	int games;		/* over-the-board games (2.1.4) */
	int c2_ok;		/* may get the PAB (C2) */
	char hist[64];		/* played colours, oldest first */
	int hlen;
};

struct bround {
	const struct tmt *t;
	int r, last, maxt;
	int n;
	struct bp p[BMAX];
	unsigned char ok[BMAX][BMAX];	/* may meet (C1, C3, XXP) */
	int *c7;		/* [mask]: fewest same-seeker pairs, INF if
				 * no complete pairing, -1 unknown */
};

static int xxp_forbidden(const struct tmt *t, int a, int b, int r)
{
	const struct trf_doc *doc = t->doc;
	int ia = t->players[a].id, ib = t->players[b].id;

	for (size_t k = 0; k < doc->nforbidden; k++) {
		const struct trf_forbidden *f = &doc->forbidden[k];
		int same = (f->a == ia && f->b == ib) || (f->a == ib && f->b == ia);

		if (same && (!f->first_round || r >= f->first_round) &&
		    (!f->last_round || r <= f->last_round))
			return 1;
	}
	return 0;
}

/* C2 (Basic Rule 4, 2025): no PAB to a player who already scored a
 * win's points without playing: PAB, forfeit win, full-point bye. */
static int c2_ok(const struct tmt *t, int p, int r)
{
	for (int k = 1; k < r; k++) {
		enum tmt_kind kind = tmt_at(t, p, k)->kind;

		if (kind == TMT_PAB || kind == TMT_FORFEIT_WIN || kind == TMT_FPB)
			return 0;
	}
	return 1;
}

static int br_setup(struct bround *b, const struct tmt *t, int r, int total)
{
	memset(b, 0, sizeof(*b));
	b->t = t;
	b->r = r;
	b->last = r == total;
	b->maxt = 2 + total / 5;	/* 1.7.2 */
	for (int i = 0; i < t->n; i++) {
		struct bp *p;
		struct tmt_pref pf;

		if (!tmt_to_be_paired(t, i, r))
			continue;
		if (b->n == BMAX)
			return -1;
		p = &b->p[b->n++];
		p->idx = i;
		p->score = tmt_pairing_score(t, i, r);
		pf = tmt_colour_pref(t, i, r - 1, TMT_DUBOV);
		p->pref = pf.colour;
		p->strength = pf.strength;
		p->aro = tmt_aro(t, i, r - 1);
		p->upfloats = tmt_upfloats(t, i, r - 1);
		p->up_last = tmt_float(t, i, r - 1) == TMT_FLOAT_UP;
		p->games = tmt_games_played(t, i, r - 1);
		p->c2_ok = c2_ok(t, i, r);
		p->hlen = tmt_colour_history(t, i, r - 1, p->hist, sizeof(p->hist));
	}
	for (int i = 0; i < b->n; i++)
		for (int j = 0; j < b->n; j++) {
			const struct bp *x = &b->p[i], *y = &b->p[j];
			int ok = i != j;

			/* C1 */
			if (tmt_played_each_other(t, x->idx, y->idx, r - 1))
				ok = 0;
			/* C3: same absolute colour preference */
			if (x->strength == TMT_PREF_ABSOLUTE &&
			    y->strength == TMT_PREF_ABSOLUTE && x->pref == y->pref)
				ok = 0;
			if (xxp_forbidden(t, x->idx, y->idx, r))
				ok = 0;
			b->ok[i][j] = (unsigned char)ok;
		}
	b->c7 = malloc(sizeof(int) << b->n);
	if (!b->c7)
		return -1;
	for (int m = 0; m < (1 << b->n); m++)
		b->c7[m] = -1;
	return 0;
}

/* Fewest pairs of two players seeking the same colour over the legal
 * complete pairings of mask (C7); INF when there is none (C4). */
static int c7_of(struct bround *b, unsigned mask)
{
	int i, best = INF;

	if (!mask)
		return 0;
	if (b->c7[mask] >= 0)
		return b->c7[mask];
	for (i = 0; !(mask >> i & 1); i++)
		;
	for (int j = i + 1; j < b->n; j++) {
		int rest;

		if (!(mask >> j & 1) || !b->ok[i][j])
			continue;
		rest = c7_of(b, mask & ~(1u << i) & ~(1u << j));
		if (rest < INF) {
			rest += b->p[i].pref == b->p[j].pref;
			if (rest < best)
				best = rest;
		}
	}
	b->c7[mask] = best;
	return best;
}

static int pairable(struct bround *b, unsigned mask)
{
	return c7_of(b, mask) < INF;
}

/* 2.1: the PAB receiver (local index), -1 if none can take it.  With
 * no_c2/no_c4 set those articles are skipped (statistics only). */
static int choose_pab(struct bround *b, int no_c2, int no_c4)
{
	unsigned all = (1u << b->n) - 1;
	int best = -1;

	for (int i = 0; i < b->n; i++) {
		const struct bp *p = &b->p[i], *q;

		if (!no_c2 && !p->c2_ok)			/* 2.1.1 */
			continue;
		if (!no_c4 && !pairable(b, all & ~(1u << i)))	/* 2.1.2 */
			continue;
		if (best < 0) {
			best = i;
			continue;
		}
		q = &b->p[best];
		if (p->score != q->score) {		/* 2.1.3 */
			if (p->score < q->score)
				best = i;
		} else if (p->games != q->games) {	/* 2.1.4 */
			if (p->games > q->games)
				best = i;
		} else if (p->idx > q->idx) {		/* 2.1.5 */
			best = i;
		}
	}
	return best;
}

/* A candidate set of upfloaters with its criteria. */
struct uset {
	unsigned mask;
	int k;			/* C5 */
	int sc[BMAX];		/* C6: scores, ascending */
	int c7, c8, c9, c10;
	int seq[BMAX];		/* 4.2 sequence numbers, ascending */
};

/* <0 when a is the better set; criterion Ck is skipped when bit k of
 * skip is set (statistics only). */
static int uset_cmp(const struct uset *a, const struct uset *c, int last, int skip)
{
	if (a->k != c->k)
		return a->k - c->k;
	for (int i = 0; i < a->k && !(skip >> 6 & 1); i++)	/* C6 */
		if (a->sc[i] != c->sc[i])
			return c->sc[i] - a->sc[i];
	if (a->c7 != c->c7 && !(skip >> 7 & 1))
		return a->c7 - c->c7;
	if (!last) {
		if (a->c8 != c->c8 && !(skip >> 8 & 1))
			return a->c8 - c->c8;
		if (a->c9 != c->c9 && !(skip >> 9 & 1))
			return a->c9 - c->c9;
		if (a->c10 != c->c10 && !(skip >> 10 & 1))
			return a->c10 - c->c10;
	}
	for (int i = 0; i < a->k; i++)		/* 4.2.3 */
		if (a->seq[i] != c->seq[i])
			return a->seq[i] - c->seq[i];
	return 0;
}

static void sort_ints(int *v, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
			int x = v[j];
			v[j] = v[j - 1];
			v[j - 1] = x;
		}
}

/* 2.2.1, 2.2.2, 4.2: the upfloaters for residents res from pool. */
static unsigned choose_upfloaters(struct bround *b, unsigned res, unsigned pool, int skip)
{
	int seqno[BMAX] = { 0 }, order[BMAX], np = 0;
	struct uset best, cur;
	int have = 0;

	memset(&best, 0, sizeof(best));

	/* 4.2.2: pool numbered by score, then initial ranking */
	for (int i = 0; i < b->n; i++)
		if (pool >> i & 1)
			order[np++] = i;
	for (int i = 1; i < np; i++)
		for (int j = i; j > 0; j--) {
			const struct bp *x = &b->p[order[j - 1]], *y = &b->p[order[j]];
			if (x->score > y->score || (x->score == y->score && x->idx < y->idx))
				break;
			int tmp = order[j];
			order[j] = order[j - 1];
			order[j - 1] = tmp;
		}
	for (int i = 0; i < np; i++)
		seqno[order[i]] = i + 1;

	for (unsigned u = pool;; u = (u - 1) & pool) {
		if (pairable(b, res | u) && pairable(b, pool & ~u)) {
			memset(&cur, 0, sizeof(cur));
			cur.mask = u;
			for (int i = 0; i < b->n; i++) {
				const struct bp *p = &b->p[i];

				if (!(u >> i & 1))
					continue;
				cur.sc[cur.k] = p->score;
				cur.seq[cur.k] = seqno[i];
				cur.k++;
				if (p->upfloats >= b->maxt) {
					cur.c8++;
					cur.c9 += p->upfloats;
				}
				cur.c10 += p->up_last;
			}
			sort_ints(cur.sc, cur.k);
			sort_ints(cur.seq, cur.k);
			cur.c7 = c7_of(b, res | u);
			if (!have || uset_cmp(&cur, &best, b->last, skip) < 0) {
				best = cur;
				have = 1;
			}
		}
		if (!u)
			break;
	}
	return have ? best.mask : ~0u;
}

/* Every legal complete pairing of a bracket, as partner lists. */
struct plist {
	int m;			/* bracket size */
	int count, cap;
	unsigned char *v;	/* count * m: partner (bracket position) */
};

static int plist_fill(struct bround *b, const int *mem, int m, unsigned char *cur,
		      unsigned used, struct plist *pl)
{
	int i;

	for (i = 0; i < m && (used >> i & 1); i++)
		;
	if (i == m) {
		if (pl->count == pl->cap) {
			int cap = pl->cap ? 2 * pl->cap : 64;
			unsigned char *nv = realloc(pl->v, (size_t)cap * (size_t)m);
			if (!nv)
				return -1;
			pl->v = nv;
			pl->cap = cap;
		}
		memcpy(pl->v + (size_t)pl->count * (size_t)m, cur, (size_t)m);
		pl->count++;
		return 0;
	}
	for (int j = i + 1; j < m; j++) {
		if ((used >> j & 1) || !b->ok[mem[i]][mem[j]])
			continue;
		cur[i] = (unsigned char)j;
		cur[j] = (unsigned char)i;
		if (plist_fill(b, mem, m, cur, used | 1u << i | 1u << j, pl))
			return -1;
	}
	return 0;
}

/* 4.3.3: sequence numbers from the middle of a sorted list outwards. */
static void middle_out(const int *sorted, int k, int *out)
{
	int left[BMAX], nl = k;

	memcpy(left, sorted, sizeof(int) * (size_t)k);
	for (int s = 0; s < k; s++) {
		int mid = nl % 2 ? nl / 2 : nl / 2 - 1;

		out[s] = left[mid];
		memmove(left + mid, left + mid + 1, sizeof(int) * (size_t)(nl - mid - 1));
		nl--;
	}
}

/* 4.3.2: White shifters by ARO then ranking, Black shifters by ranking;
 * then 4.3.3.  pos are bracket positions, mem[pos] local indices. */
static void shifter_order(struct bround *b, const int *mem, const int *pos, int k,
			  int white, int *out)
{
	int s[BMAX];

	memcpy(s, pos, sizeof(int) * (size_t)k);
	for (int i = 1; i < k; i++)
		for (int j = i; j > 0; j--) {
			const struct bp *x = &b->p[mem[s[j - 1]]], *y = &b->p[mem[s[j]]];
			int before = white && x->aro != y->aro ? x->aro < y->aro : x->idx < y->idx;
			if (before)
				break;
			int tmp = s[j];
			s[j] = s[j - 1];
			s[j - 1] = tmp;
		}
	middle_out(s, k, out);
}

/* Next k-combination of 0..n-1 in lexicographic order; 0 at the end. */
static int next_comb(int *c, int k, int n)
{
	int i = k - 1;

	while (i >= 0 && c[i] == n - k + i)
		i--;
	if (i < 0)
		return 0;
	c[i]++;
	for (int j = i + 1; j < k; j++)
		c[j] = c[j - 1] + 1;
	return 1;
}


/* Pairs of A-A in pairing q (side[pos]: 1 = in A). */
static int count_same(const unsigned char *q, int m, const int *side)
{
	int n = 0;

	for (int i = 0; i < m; i++)
		if (q[i] > i && side[i] && side[q[i]])
			n++;
	return n;
}

static char other(char c)
{
	return c == 'w' ? 'b' : 'w';
}

/* Whether x ranks above y for 5.2.1 / 5.2.5: more points, then the
 * better initial ranking. */
static int ranks_above(const struct bp *x, const struct bp *y)
{
	return x->score != y->score ? x->score > y->score : x->idx < y->idx;
}

/* 5.2: colours of x and y; returns 1 if x gets White. */
static int x_is_white(struct bround *b, const struct bp *x, const struct bp *y)
{
	const struct bp *hi = ranks_above(x, y) ? x : y;
	char hc;

	if (!x->games && !y->games) {			/* 5.2.1 */
		cov.colour[1]++;
		char init = b->t->initial_colour ? b->t->initial_colour : 'w';
		hc = tmt_colour_rank(b->t, hi->idx, b->r) % 2 ? init : other(init);
		return (hi == x) == (hc == 'w');
	}
	if (x->pref != y->pref) {			/* 5.2.2 */
		cov.colour[2]++;
		return x->pref == 'w';
	}
	if (x->strength != y->strength) {		/* 5.2.3 */
		cov.colour[3]++;
		return (x->strength > y->strength) == (x->pref == 'w');
	}
	for (int k = 1; k <= x->hlen && k <= y->hlen; k++) {	/* 5.2.4 */
		char cx = x->hist[x->hlen - k], cy = y->hist[y->hlen - k];
		if (cx != cy) {
			cov.colour[4]++;
			return cx == 'b';
		}
	}
	cov.colour[5]++;
	return (hi == x) == (hi->pref == 'w');		/* 5.2.5 */
}

static int add_board(struct bround *b, struct pairing *out, int x, int y)
{
	const struct bp *px = &b->p[x], *py = &b->p[y];

	if (x_is_white(b, px, py))
		return pairing_add(out, px->idx, py->idx);
	return pairing_add(out, py->idx, px->idx);
}

/* 2.2.3-2.2.6 and 5.2 for one bracket; 0, or -1 if stuck. */
static int pair_bracket(struct bround *b, unsigned bracket, struct pairing *out)
{
	int mem[BMAX], m = 0, g1[BMAX] = { 0 }, fresh = 1, ng1 = 0;
	struct plist pl = { 0 };
	unsigned char cur[BMAX];
	int rc = -1;

	for (int i = 0; i < b->n; i++)
		if (bracket >> i & 1) {
			mem[m++] = i;	/* ascending index = initial ranking */
			if (b->p[i].games)
				fresh = 0;
		}
	cov.fresh += fresh;
	/* 2.2.3 */
	for (int i = 0; i < m; i++) {
		g1[i] = fresh ? i < m / 2 : b->p[mem[i]].pref == 'w';
		ng1 += g1[i];
	}
	if (plist_fill(b, mem, m, cur, 0, &pl) || !pl.count)
		goto out;

	/* 2.2.4: A is the smaller subgroup, G1 if equal. */
	int a_is_g1 = ng1 <= m - ng1, na = a_is_g1 ? ng1 : m - ng1;
	int inA[BMAX], apos[BMAX], bpos[BMAX], nbp = 0, x = INF;
	for (int i = 0, k = 0; i < m; i++) {
		inA[i] = g1[i] == a_is_g1;
		if (inA[i])
			apos[k++] = i;
		else
			bpos[nbp++] = i;
	}
	for (int q = 0; q < pl.count; q++) {
		int s = count_same(pl.v + (size_t)q * (size_t)m, m, inA);
		if (s < x)
			x = s;
	}
	int side1[BMAX];	/* 1 = in G1 after the shifts */
	for (int i = 0; i < m; i++)
		side1[i] = g1[i];
	cov.shift_x += x > 0;
	cov.shift_x2 += x > 1;
	cov.big += m >= 8;
	if (x > 0) {
		/* Step 1: first X of x players of A (4.3 order) such that a
		 * pairing with x A-A pairs, each with one X member, exists. */
		int seq[BMAX], c[BMAX], found = 0;
		shifter_order(b, mem, apos, na, a_is_g1, seq);
		for (int i = 0; i < x; i++)
			c[i] = i;
		do {
			int inX[BMAX] = { 0 };
			for (int i = 0; i < x; i++)
				inX[seq[c[i]]] = 1;
			for (int q = 0; q < pl.count && !found; q++) {
				const unsigned char *v = pl.v + (size_t)q * (size_t)m;
				int good = count_same(v, m, inA) == x;
				for (int i = 0; i < m && good; i++)
					if (inA[i] && inA[v[i]] && inX[i] == inX[v[i]])
						good = 0;
				found = good;
			}
			if (found)
				for (int i = 0; i < m; i++)
					if (inX[i])
						side1[i] = !side1[i];
		} while (!found && next_comb(c, x, na));
		if (!found)
			goto out;
	}
	int y = (m - 2 * na) / 2 + x;
	cov.shift_y += y > 0;
	if (y > 0) {
		/* Step 2: first Y of y players of the larger subgroup's own
		 * seekers (4.3 order) giving a pairing across G1'/G2'. */
		int seq[BMAX], c[BMAX], found = 0, base[BMAX];
		memcpy(base, side1, sizeof(base));
		shifter_order(b, mem, bpos, nbp, !a_is_g1, seq);
		for (int i = 0; i < y; i++)
			c[i] = i;
		do {
			memcpy(side1, base, sizeof(base));
			for (int i = 0; i < y; i++)
				side1[seq[c[i]]] = !side1[seq[c[i]]];
			for (int q = 0; q < pl.count && !found; q++) {
				const unsigned char *v = pl.v + (size_t)q * (size_t)m;
				int good = 1;
				for (int i = 0; i < m && good; i++)
					if (side1[i] == side1[v[i]])
						good = 0;
				found = good;
			}
		} while (!found && next_comb(c, y, nbp));
		if (!found)
			goto out;
	}
	/* 2.2.5: S1 by ARO, then ranking; 4.4: G2 by ranking. */
	int s1[BMAX], t2[BMAX], n1 = 0, n2 = 0;
	for (int i = 0; i < m; i++) {
		if (side1[i])
			s1[n1++] = i;
		else
			t2[n2++] = i;
	}
	if (n1 != n2)
		goto out;
	for (int i = 1; i < n1; i++)
		for (int j = i; j > 0; j--) {
			const struct bp *p = &b->p[mem[s1[j - 1]]], *q = &b->p[mem[s1[j]]];
			if (p->aro < q->aro || (p->aro == q->aro && p->idx < q->idx))
				break;
			int tmp = s1[j];
			s1[j] = s1[j - 1];
			s1[j - 1] = tmp;
		}
	/* 2.2.6: first transposition with legal pairs */
	for (int tries = 0;; tries++) {
		int good = 1;
		for (int i = 0; i < n1 && good; i++)
			good = b->ok[mem[s1[i]]][mem[t2[i]]];
		if (good) {
			cov.late_t2 += tries > 0;
			break;
		}
		if (!next_perm(t2, n2))
			goto out;
	}
	for (int i = 0; i < n1; i++)
		if (add_board(b, out, mem[s1[i]], mem[t2[i]]))
			goto out;
	rc = 0;
out:
	free(pl.v);
	return rc;
}

/* The reference's own result must be complete and legal: every player
 * to be paired once, on a board with a legal opponent or as the PAB. */
static int check_round(struct bround *b, const struct pairing *out)
{
	int seen[BMAX] = { 0 }, local[BMAX * 4];

	if (b->t->n > BMAX * 4)
		return -1;
	for (int i = 0; i < b->t->n; i++)
		local[i] = -1;
	for (int i = 0; i < b->n; i++)
		local[b->p[i].idx] = i;
	for (int i = 0; i < out->nboards; i++) {
		int w = local[out->boards[i].white], k = local[out->boards[i].black];

		if (w < 0 || k < 0 || !b->ok[w][k])
			return -1;
		seen[w]++;
		seen[k]++;
	}
	if (out->bye >= 0) {
		if (local[out->bye] < 0 || !b->p[local[out->bye]].c2_ok)
			return -1;
		seen[local[out->bye]]++;
	}
	for (int i = 0; i < b->n; i++)
		if (seen[i] != 1)
			return -1;
	return 0;
}

/* The whole round: TRF_OK, TRF_ENOPAIRING or TRF_ELIMIT. */
static int brute_pair(const struct tmt *t, int r, int total, struct pairing *out)
{
	struct bround b;
	unsigned rem;
	int rc = TRF_ENOPAIRING;

	pairing_init(out);
	if (br_setup(&b, t, r, total)) {
		free(b.c7);
		return TRF_ELIMIT;
	}
	rem = (1u << b.n) - 1;
	if (b.n % 2) {
		int pab = choose_pab(&b, 0, 0);
		if (pab < 0)
			goto out;
		cov.pab++;
		if (want_stats) {
			cov.pab_c2 += choose_pab(&b, 1, 0) != pab;
			cov.pab_c4 += choose_pab(&b, 0, 1) != pab;
		}
		out->bye = b.p[pab].idx;
		rem &= ~(1u << pab);
	} else if (!pairable(&b, rem)) {
		goto out;
	}
	while (rem) {
		int top = -INF;
		unsigned res = 0, pool, up;

		for (int i = 0; i < b.n; i++)
			if ((rem >> i & 1) && b.p[i].score > top)
				top = b.p[i].score;
		for (int i = 0; i < b.n; i++)
			if ((rem >> i & 1) && b.p[i].score == top)
				res |= 1u << i;
		pool = rem & ~res;
		up = choose_upfloaters(&b, res, pool, 0);
		cov.brackets++;
		for (int i = 0; i < b.n; i++)
			if ((pool >> i & 1) && !b.last && b.p[i].upfloats >= b.maxt) {
				cov.maxup++;
				break;
			}
		if (up && up != ~0u && want_stats) {
			cov.up1++;
			if (up & (up - 1))
				cov.up2++;
			for (int k = 6; k <= 10; k++)
				if (choose_upfloaters(&b, res, pool, 1 << k) != up)
					cov.crit[k - 4]++;
			/* C9 also separates a maximum upfloater from none */
			if (choose_upfloaters(&b, res, pool, 1 << 8 | 1 << 9) != up)
				cov.crit[0]++;
		}
		if (up == ~0u || pair_bracket(&b, res | up, out)) {
			rc = TRF_EINTERNAL;
			goto out;
		}
		rem = pool & ~up;
	}
	rc = check_round(&b, out) ? TRF_EINTERNAL : TRF_OK;
out:
	if (rc != TRF_OK)
		pairing_free(out);
	pairing_sort_boards(out, t, r);
	free(b.c7);
	return rc;
}

/* ------------------------------------------------------------------ */
/* Random tournaments                                                   */

static int chance(int percent)
{
	return rnd_below(100) < percent;
}

static char gen_round[12][400];
static char gen_next[200];
static char gen_extra[2048];
static int gen_ratings[BMAX + 1];

/* Append "A:X " or "A-B:X " (b = 0: no opponent) to buf. */
static void gen_put(char *buf, size_t size, int a, int b, char x)
{
	size_t n = strlen(buf);

	if (b)
		snprintf(buf + n, size - n, "%d-%d:%c ", a, b, x);
	else
		snprintf(buf + n, size - n, "%d:%c ", a, x);
}

/* Points of a result for White, tenths. */
static int white_points(char res)
{
	return res == '1' || res == '+' ? 10 : res == '=' ? 5 : 0;
}

/*
 * A random small tournament: n players, `played' rounds of random legal
 * history (no rematch over the board; absences, byes, forfeits now and
 * then; two "floaters" who meet higher scores when they can, so that
 * upfloat counts grow), then the round to be paired with a few players
 * left out.  Sometimes XXA virtual points (more floats, other
 * scoregroups) or a forbidden pair.  Returns the number of rounds written.
 */
static int gen_tournament(int n, int played, int mode, int *total)
{
	int met[BMAX][BMAX] = { { 0 } }, cd[BMAX] = { 0 }, had_u[BMAX] = { 0 };
	int sc[BMAX] = { 0 }, floater[BMAX] = { 0 }, acc[BMAX][8] = { { 0 } };
	int k, use_acc = mode == 2 || chance(20);

	/* mode 1: mostly draws and forbidden pairs (big brackets, forced
	 * pairs inside a subgroup); mode 2: many floaters and virtual
	 * points (upfloat counts, C8-C10) */
	for (int f = 0; f < (mode == 2 ? n / 2 : 2); f++)
		floater[rnd_below(n)] = 1;
	if (use_acc)
		for (int i = 0; i < n; i++)
			for (int r = 0; r <= played && r < 8; r++)
				acc[i][r] = chance(mode == 2 && !floater[i] && r < played ? 50 : 20)
					    ? 10 : 0;

	for (int i = 0; i < n; i++)
		gen_ratings[i] = 1200 + rnd_below(1400);
	gen_ratings[n] = 0;
	if (chance(70)) {	/* usually the initial ranking follows ratings */
		sort_ints(gen_ratings, n);
		for (int i = 0, j = n - 1; i < j; i++, j--) {
			int x = gen_ratings[i];
			gen_ratings[i] = gen_ratings[j];
			gen_ratings[j] = x;
		}
	}
	for (k = 0; k < played; k++) {
		int order[BMAX], state[BMAX] = { 0 }, games = 0;
		char *line = gen_round[k];

		line[0] = 0;
		for (int i = 0; i < n; i++)
			order[i] = i;
		for (int i = n - 1; i > 0; i--) {
			int j = rnd_below(i + 1), x = order[i];
			order[i] = order[j];
			order[j] = x;
		}
		for (int i = 1; i < n; i++)	/* floaters choose first */
			for (int j = i; j > 0 && floater[order[j]] && !floater[order[j - 1]]; j--) {
				int x = order[j];
				order[j] = order[j - 1];
				order[j - 1] = x;
			}
		for (int i = 0; i < n; i++)
			if (chance(7)) {
				char x = "ZHF"[rnd_below(3)];
				state[i] = 1;
				sc[i] += x == 'F' ? 10 : x == 'H' ? 5 : 0;
				gen_put(line, 400, i + 1, 0, x);
			}
		int waiting = -1;
		for (int oi = 0; oi < n; oi++) {
			int a = order[oi], bb = -1;

			if (state[a])
				continue;
			if (floater[a])
				for (int oj = oi + 1; oj < n && bb < 0; oj++) {
					int c = order[oj];
					if (!state[c] && !met[a][c] &&
					    sc[c] + acc[c][k] > sc[a] + acc[a][k])
						bb = c;
				}
			for (int oj = oi + 1; oj < n && bb < 0; oj++) {
				int c = order[oj];
				if (!state[c] && !met[a][c])
					bb = c;
			}
			if (bb < 0) {
				if (waiting < 0 && !had_u[a]) {
					waiting = a;
					state[a] = 1;
					had_u[a] = 1;
					sc[a] += 10;
					gen_put(line, 400, a + 1, 0, 'U');
				} else {
					state[a] = 1;
					gen_put(line, 400, a + 1, 0, 'Z');
				}
				continue;
			}
			state[a] = state[bb] = 1;
			int w = a, bl = bb;
			if (chance(75) ? cd[a] > cd[bb] : chance(50))
				w = bb, bl = a;
			int roll = rnd_below(100);
			char res = roll < 38 ? '1' : roll < 60 ? '=' : roll < 95 ? '0'
				   : roll < 98 ? '+' : '-';
			if (mode == 1 && chance(70))
				res = '=';
			gen_put(line, 400, w + 1, bl + 1, res);
			sc[w] += white_points(res);
			sc[bl] += 10 - white_points(res);
			if (res != '+' && res != '-') {
				met[w][bl] = met[bl][w] = 1;
				cd[w]++;
				cd[bl]--;
				games++;
			}
		}
		if (!games)
			break;
	}
	gen_next[0] = 0;
	for (int i = 0; i < n; i++)
		if (chance(8))
			gen_put(gen_next, sizeof(gen_next), i + 1, 0, "ZHF"[rnd_below(3)]);
	gen_extra[0] = 0;
	/* mode 3 (round 1): many forbidden pairs across the two halves, so
	 * that pairs inside G1 become unavoidable (2.2.4 step 1) */
	int cut = 40 + rnd_below(50);
	for (int a = 0; mode == 3 && a < n / 2; a++)
		for (int c = n / 2; c < n; c++)
			if (chance(cut)) {
				size_t len = strlen(gen_extra);
				snprintf(gen_extra + len, sizeof(gen_extra) - len,
					 "XXP %d %d\n", a + 1, c + 1);
			}
	for (int f = 0; f < (mode == 1 ? n : chance(10)); f++) {
		int a = rnd_below(n), c = rnd_below(n);
		size_t len = strlen(gen_extra);

		if (a != c)
			snprintf(gen_extra + len, sizeof(gen_extra) - len, "XXP %d %d\n",
				 a + 1, c + 1);
	}
	for (int i = 0; use_acc && i < n; i++) {
		size_t len = strlen(gen_extra);

		snprintf(gen_extra + len, sizeof(gen_extra) - len, "XXA %4d", i + 1);
		for (int r = 0; r <= k && r < 8; r++) {
			len = strlen(gen_extra);
			snprintf(gen_extra + len, sizeof(gen_extra) - len, " %4.1f",
				 acc[i][r] / 10.0);
		}
		len = strlen(gen_extra);
		snprintf(gen_extra + len, sizeof(gen_extra) - len, "\n");
	}
	*total = k + 1 + (mode == 2 ? 1 + rnd_below(2) : chance(40) ? 0 : rnd_below(4));
	return k;
}

/* ------------------------------------------------------------------ */
/* The comparison                                                       */

static int same_pairing(const struct pairing *a, const struct pairing *b)
{
	if (a->nboards != b->nboards || a->bye != b->bye)
		return 0;
	for (int i = 0; i < a->nboards; i++)
		if (!pairing_has_board(b, &a->boards[i]))
			return 0;
	return 1;
}

static int env_int(const char *name, int dflt)
{
	const char *s = getenv(name);

	return s && *s ? atoi(s) : dflt;
}

START_TEST(random_rounds)
{
	int cases = env_int("DUBOV_BRUTE_COUNT", BRUTE_CASES), bad = 0, ok = 0;
	int seed = env_int("DUBOV_BRUTE_SEED", 20250701);
	int stats[8] = { 0 };

	want_stats = getenv("DUBOV_BRUTE_STATS") != NULL;
	rng_state = (uint64_t)seed * 2654435761u + 1;
	for (int c = 0; c < cases && bad < 3; c++) {
		int n = 4 + rnd_below(9), played = rnd_below(7), total, rounds;
		int mode = rnd_below(4);
		const char *rl[13];
		char err[256];
		struct trf_diag d = { 0 };
		struct pairing want;
		struct dubov_options opt = { 0 };

		if (mode == 1) {
			n = 8 + rnd_below(5);
			played = 2 + rnd_below(5);
		}
		if (mode == 3) {
			n = 6 + rnd_below(7);
			played = 0;
		}
		if (mode == 2)
			played = 2 + rnd_below(4);
		rounds = gen_tournament(n, played, mode, &total);
		for (int k = 0; k < rounds; k++)
			rl[k] = gen_round[k];
		rl[rounds] = NULL;
		ck_assert_msg(dfx_write(total, chance(50) ? 'w' : 'b', gen_extra, gen_ratings,
					rl, gen_next, err, sizeof(err)) == 0,
			      "generator: %s", err);
		ck_assert_msg(dfx_load_text(&d) == 0, "load: %d %s\n%s", d.line, d.msg,
			      dfx_text());
		int r = dfx_tm->next_round;
		if (r > total || r != rounds + 1) {
			dfx_teardown();
			continue;
		}
		int brc = brute_pair(dfx_tm, r, total, &want);
		int erc = dfx_try_pair(&opt, &d);
		ck_assert_msg(brc == TRF_OK || brc == TRF_ENOPAIRING,
			      "reference stuck (%d) on case %d:\n%s", brc, c, dfx_text());
		stats[brc]++;
		if (brc != erc || (brc == TRF_OK && !same_pairing(&want, &dfx_pg))) {
			bad++;
			fprintf(stderr, "dubov brute case %d (seed %d), round %d of %d:\n%s"
				"reference (%d): %s\n", c, seed, r, total, dfx_text(), brc,
				brc == TRF_OK ? dfx_dump(&want) : "-");
			fprintf(stderr, "dubov_pair (%d): %s\n\n", erc,
				erc == TRF_OK ? dfx_dump(&dfx_pg) : d.msg);
		} else {
			ok++;
		}
		pairing_free(&want);
		dfx_teardown();
	}
	if (want_stats) {
		fprintf(stderr, "dubov brute: %d agree, %d paired, %d without pairing\n",
			ok, stats[TRF_OK], stats[TRF_ENOPAIRING]);
		fprintf(stderr, "  PAB %ld (C2 decided %ld, C4 %ld); brackets %ld, fresh %ld,"
			" with upfloaters %ld, two or more %ld, a maximum upfloater"
			" in the pool %ld\n", cov.pab, cov.pab_c2,
			cov.pab_c4, cov.brackets, cov.fresh, cov.up1, cov.up2, cov.maxup);
		fprintf(stderr, "  upfloaters decided by C6 %ld C7 %ld C8 %ld C9 %ld C8-C9"
			" %ld C10 %ld\n", cov.crit[2], cov.crit[3], cov.crit[4], cov.crit[5],
			cov.crit[0], cov.crit[6]);
		fprintf(stderr, "  brackets of 8 or more %ld; shift step 1 %ld (two or more"
			" %ld), step 2 %ld, T2 not the first %ld\n", cov.big, cov.shift_x,
			cov.shift_x2, cov.shift_y, cov.late_t2);
		fprintf(stderr, "  colours 5.2.1 %ld 5.2.2 %ld 5.2.3 %ld 5.2.4 %ld 5.2.5 %ld\n",
			cov.colour[1], cov.colour[2], cov.colour[3], cov.colour[4], cov.colour[5]);
	}
	ck_assert_msg(bad == 0, "%d mismatches (see stderr)", bad);
	ck_assert_int_gt(ok, cases / 2);
}
END_TEST

Suite *suite_dubov_brute(void)
{
	Suite *s = suite_create("dubov_brute");
	TCase *tc = tcase_create("random");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, random_rounds);
	suite_add_tcase(s, tc);
	return s;
}
