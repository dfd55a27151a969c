/*
 * order.c - the generation order at every bracket size: the first
 * candidate, in the order the text generates them, whose values equal
 * the best (2017 B.8 with B.6/B.7 and D.1-D.3; 2026 Article 4).
 *
 * The order, outermost first (rules companion 3.3, 3.4 and 4.10):
 *   1. the MDPs paired: the most of them (B.1's M1), then in 2017 D.3
 *      (the highest scores, then the lowest BSNs), in 2026 the first
 *      set in BSN order;
 *   2. their opponents: each MDP in turn the lowest resident (D.1);
 *   3. the remainder, fresh BSNs 1..nr, n1 of its pairs: the S1 in D.2
 *      order (a fewest exchanged, b the smallest BSN sum, c the highest
 *      BSN leaving S1, d the lowest BSN leaving S2);
 *   4. its transposition: each S1 player in turn the lowest opponent.
 * A candidate's remainder pairs each join one S1 and one S2 player, so
 * of the S1s that generate it the first in D.2 order is the set of the
 * lower ends of its pairs (it has the fewest BSNs beyond n1 and the
 * smallest sum); the first S1 overall is therefore the least, in D.2
 * order, of the lower-end sets of the best candidates.
 *
 * Each step keeps a witness (a best candidate meeting every choice so
 * far, the recorded one to start with) and takes the earliest option
 * for which a best candidate still exists: free when the witness meets
 * it, else a matching solve (vbracket_best_under) with the option's
 * restrictions.  Counts (M1, D.3's scores, D.2 a and b) are order
 * fields ranked after every criterion; a sequence of choices (the MDP
 * set, D.2 c and d, a chunk of transpositions) is a field of digits,
 * an earlier choice in a more significant digit, so one solve takes
 * the whole sequence; where those digits would be too wide, the
 * choices are made one by one (at most about 3n solves).  Polynomial
 * either way.  sequence.c keeps the literal walk as the reference the
 * tests compare this with (t/verify/test_verify_brute.c).
 *
 * Where C4 keeps a bracket (a PPB, any 2026 bracket) from the most
 * pairs B.1 would count, S1 has as many players as the candidate makes
 * pairs, and the MDPs paired are the most a best candidate pairs.
 */
#include <stdlib.h>
#include <string.h>

#include "match/weight.h"
#include "verify/internal.h"

enum { STAGE_MDP = 1, STAGE_REST = 2 };

/*
 * Order fields.  The counts: F_K the MDPs paired (M1), F_D3 their
 * scores level by level (2017 D.3 a), F_A the remainder pairs whose
 * lower end is in the original S1 and F_B the lower ends' BSN sum
 * (D.2 a, b).  The sequences, as digits (an earlier choice in a more
 * significant one; one solve decides a whole step): F_SET the MDPs
 * paired in BSN order (2017 D.3 b, 2026 Article 4), F_T1 their
 * opponents (D.1), F_C and F_D the remainder's S1 (D.2 c, d), F_T2 its
 * transposition (D.1); F_TC the opponents of a chunk of S1 players,
 * where all of them would make the weights too wide.
 */
enum { F_K, F_D3, F_SET, F_T1, F_A, F_B, F_C, F_D, F_T2, F_TC };

struct ord {
	const struct vbracket *b;
	const struct vvalues *best;
	struct vorder o;
	int nm, nmdp;
	unsigned char *legal;	/* nm * nm: may meet at all (C1, C3, XXP) */
	struct vtight *tight;	/* may meet in a best candidate
				 * (vbracket_tight()), NULL until needed */
	struct vtight *own_tight;	/* tight when computed here */
	unsigned char *deny0, *must0;	/* saved restrictions */
	int *w;			/* the witness */
	int *w0;		/* a copy of it */
	int *c;			/* a solve's result */
	int stage;
	int *level;		/* MDP -> score level, 0 the lowest */
	int nlevels, digit;	/* D.3 score counts: bits per level */
	int *bsn;		/* member -> remainder BSN (1..nr), 0 outside */
	int *rest;		/* remainder BSN - 1 -> member */
	int nr, n1;
	int kind[VORDER_FIELDS];	/* what each order field counts */
	int db;			/* bits of one partner digit */
	int nf;			/* entries of a field vector */
	int *target, *tmp;	/* the order fields' optimum, scratch */
	int *digit_of;		/* F_TC: member -> its digit, -1 */
	int nchunk;
	int have_target;
	int solves;
	int steps_only;		/* tests: no one-solve steps */
};

static int lower_bsn(const struct ord *s, int u, int v)
{
	return s->bsn[u] < s->bsn[v] ? s->bsn[u] : s->bsn[v];
}

static int in_rest(const struct ord *s, int u)
{
	return s->bsn[u] > 0;
}

static void value(const struct vorder *o, int f, int u, int v,
		  const struct weight_layout *lay, uint64_t *w, int field)
{
	const struct ord *s = o->ctx;

	if (s->kind[f] == F_TC) {
		int d = s->digit_of[u] >= 0 ? u : s->digit_of[v] >= 0 ? v : -1;
		if (d >= 0)
			weight_add(lay, w, field, s->digit_of[d] * s->db,
				   (uint64_t)(s->nm - (d == u ? v : u)));
		return;
	}
	if (s->stage == STAGE_MDP) {
		int mdp = u < s->nmdp ? u : v < s->nmdp ? v : -1;
		int res = mdp == u ? v : u;
		if (mdp < 0)
			return;
		switch (s->kind[f]) {
		case F_K:
			weight_add(lay, w, field, 0, 1);
			break;
		case F_D3:
			weight_add(lay, w, field, s->level[mdp] * s->digit, 1);
			break;
		case F_SET:
			weight_add(lay, w, field, s->nmdp - 1 - mdp, 1);
			break;
		case F_T1:
			weight_add(lay, w, field, (s->nmdp - 1 - mdp) * s->db,
				   (uint64_t)(s->nm - res));
			break;
		}
		return;
	}
	if (!in_rest(s, u) || !in_rest(s, v))
		return;
	int low = lower_bsn(s, u, v), high = s->bsn[u] + s->bsn[v] - low;
	switch (s->kind[f]) {
	case F_A:
		weight_add(lay, w, field, 0, low <= s->n1);
		break;
	case F_B:
		weight_add(lay, w, field, 0, (uint64_t)(s->nr + 1 - low));
		break;
	case F_C:	/* 2^n1 - 2^(low-1): the higher BSNs of S1 stay out */
		if (low <= s->n1) {
			weight_add(lay, w, field, s->n1, 1);
			weight_sub(lay, w, field, low - 1, 1);
		}
		break;
	case F_D:	/* the lower BSNs of S2 come in */
		if (low > s->n1)
			weight_add(lay, w, field, s->nr - low, 1);
		break;
	case F_T2:
		weight_add(lay, w, field, (s->nr - low) * s->db, (uint64_t)(s->nr + 1 - high));
		break;
	}
}

/* struct vorder's weighs(): what value() reads of u alone. */
static int weighs(const struct vorder *o, int u)
{
	const struct ord *s = o->ctx;
	int any = 0;

	for (int f = 0; f < o->nfields; f++)
		any |= s->kind[f] == F_TC ? s->digit_of[u] >= 0 :
		       s->stage == STAGE_MDP ? u < s->nmdp : in_rest(s, u);
	return any;
}

/* The count fields of a candidate, as value() counts them (the
 * sequences are not compared: they decide the steps they belong to). */
static void fields_of(const struct ord *s, const int *m, int *out)
{
	memset(out, 0, sizeof(int) * (size_t)s->nf);
	for (int u = 0; u < s->nm; u++) {
		int v = m[u];
		if (v < u)
			continue;
		if (s->stage == STAGE_MDP) {
			int mdp = u < s->nmdp ? u : v < s->nmdp ? v : -1;
			if (mdp >= 0) {
				out[0]++;
				if (s->nf > 1)
					out[1 + (s->nlevels - 1 - s->level[mdp])]++;
			}
		} else if (in_rest(s, u) && in_rest(s, v)) {
			int low = lower_bsn(s, u, v);
			out[0] += low <= s->n1;
			out[1] += s->nr + 1 - low;
		}
	}
}

static void deny(struct ord *s, int u, int v)
{
	s->o.deny[u * s->nm + v] = 1;
	s->o.deny[v * s->nm + u] = 1;
}

static int allowed(const struct ord *s, int u, int v)
{
	return s->legal[u * s->nm + v] && !s->o.deny[u * s->nm + v];
}

/* vbracket_tight()'s pairs, for could_pair() and for the solves to
 * keep to.  0, or -1. */
static int need_tight(struct ord *s)
{
	if (!s->tight) {
		if (vbracket_tight(s->b, &s->own_tight) < 0)
			return -1;
		s->tight = s->own_tight;
	}
	s->o.tight = s->tight;
	return 0;
}

/* allowed(), and u-v may be a pair of a best candidate: only such a
 * pair can be an earlier choice for u than the witness's.  -1 error. */
static int could_pair(struct ord *s, int u, int v)
{
	if (!allowed(s, u, v))
		return 0;
	if (need_tight(s) < 0)
		return -1;
	return vtight_pair(s->tight, u, v);
}

/* could_pair() once need_tight() has succeeded (the walks' inner
 * loops). */
static int open_pair(const struct ord *s, int u, int v)
{
	return allowed(s, u, v) && vtight_pair(s->tight, u, v);
}

/* Whether candidate m meets the restrictions. */
static int meets(const struct ord *s, const int *m)
{
	for (int u = 0; u < s->nm; u++) {
		if (s->o.must[u] && m[u] < 0)
			return 0;
		if (m[u] >= 0 && s->o.deny[u * s->nm + m[u]])
			return 0;
	}
	return 1;
}

/* Whether m is a candidate the walk could generate: legal pairs,
 * complete in the last bracket (C2 for the one left over), C4 in the
 * PPB (completes: vbracket_completes(m) when known, else -1).  1 yes,
 * 0 no, -1 error. */
static int legal_candidate(const struct ord *s, const int *m, int completes)
{
	const struct vbracket *b = s->b;
	int unpaired = 0;

	for (int i = 0; i < s->nm; i++) {
		if (m[i] < 0) {
			unpaired++;
			if (b->last && !b->v->p[b->members[i]].pab_ok)
				return 0;
		} else if (m[i] == i || m[m[i]] != i || !s->legal[i * s->nm + m[i]]) {
			return 0;
		}
	}
	if (b->last && unpaired != s->nm % 2)
		return 0;
	if (!b->need_completion)
		return 1;
	return completes >= 0 ? completes : vbracket_completes(b, m);
}

/* legal_candidate(), and of the best values. */
static int good_start(const struct ord *s, const int *m)
{
	struct vvalues x;
	int ok = legal_candidate(s, m, -1);

	if (ok != 1)
		return ok;
	if (vbracket_values(s->b, m, &x) < 0)
		return -1;
	ok = vvalues_cmp(&x, s->best) == 0;
	vvalues_free(&x);
	return ok;
}

/* A best candidate under the restrictions (and the order fields at
 * their target): 1 and it is the witness, 0 none, -1 error. */
static int probe(struct ord *s)
{
	struct vvalues x;

	s->solves++;
	if (need_tight(s) < 0)
		return -1;
	int perfect;
	int rc = vbracket_best_under(s->b, &s->o, &x, s->c, &perfect);
	if (rc < 0)
		return rc;
	int ok = vvalues_cmp(&x, s->best) == 0 && meets(s, s->c);
	vvalues_free(&x);
	if (ok && (ok = legal_candidate(s, s->c, perfect)) < 0)
		return -1;
	if (ok && s->have_target) {
		fields_of(s, s->c, s->tmp);
		ok = !memcmp(s->tmp, s->target, sizeof(int) * (size_t)s->nf);
	}
	if (ok)
		memcpy(s->w, s->c, sizeof(int) * (size_t)s->nm);
	return ok;
}

static void save(struct ord *s)
{
	memcpy(s->deny0, s->o.deny, (size_t)s->nm * (size_t)s->nm);
	memcpy(s->must0, s->o.must, (size_t)s->nm);
}

/* Keep the restrictions added since save() if a best candidate meets
 * them, else undo them: 1 kept, 0 undone, -1 error. */
static int keep(struct ord *s)
{
	if (meets(s, s->w))
		return 1;
	int ok = probe(s);
	if (ok == 0) {
		memcpy(s->o.deny, s->deny0, (size_t)s->nm * (size_t)s->nm);
		memcpy(s->o.must, s->must0, (size_t)s->nm);
	}
	return ok;
}

/* The order fields' optimum among the best candidates under the
 * restrictions; the witness moves there.  0, -1 error, -2 when the
 * solve finds no best candidate though the witness is one. */
static int fix_target(struct ord *s)
{
	s->have_target = 0;
	fields_of(s, s->w, s->tmp);
	memcpy(s->w0, s->w, sizeof(int) * (size_t)s->nm);
	int ok = probe(s);
	if (ok <= 0)
		return ok < 0 ? -1 : -2;	/* (too wide cannot happen here) */
	fields_of(s, s->w, s->target);
	s->have_target = 1;
	/* the old witness stays if it is as good on the order fields */
	if (!memcmp(s->tmp, s->target, sizeof(int) * (size_t)s->nf))
		memcpy(s->w, s->w0, sizeof(int) * (size_t)s->nm);
	return 0;
}

/* Pair u with p for good: neither meets anyone else. */
static void fix_pair(struct ord *s, int u, int p)
{
	for (int v = 0; v < s->nm; v++) {
		if (v != p)
			deny(s, u, v);
		if (v != u)
			deny(s, p, v);
	}
	s->o.must[u] = s->o.must[p] = 1;
}

/* D.1: u's opponent among the members of set (flags), the lowest for
 * which a best candidate remains. */
static int transpose(struct ord *s, int u, const unsigned char *set)
{
	for (;;) {
		int p = s->w[u], any = 0;
		for (int v = 0; v < p && !any; v++)
			any = set[v] ? could_pair(s, u, v) : 0;
		if (any < 0)
			return -1;
		if (any) {
			save(s);
			for (int v = p; v < s->nm; v++)
				deny(s, u, v);
			int ok = keep(s);
			if (ok < 0)
				return -1;
			if (ok)
				continue;
		}
		fix_pair(s, u, p);
		return 0;
	}
}

/*
 * For settle(): whether the walk from w[u] the other way round, an S2
 * player's partner in c (an S1 player other than u, not fixed, over an
 * allowed tight pair), then that player's partner in w (an S2 player),
 * and so on, meets an S2 player whom vbracket_tight() allows to be
 * paired outside the members or left unpaired (tight[g][g]): the end
 * of that walk, where c does not pair an S2 player whom w pairs with an
 * S1 player.  1 yes, 0 no.  need_tight() has succeeded.
 *
 * dead[] flags S2 players from which the walk meets no such player:
 * all a search that answers 0 reached (what it reached is closed under
 * the walk's steps, whatever u: a step through u leads back to w[u],
 * where it started), kept while the steps only go (more players fixed,
 * more pairs denied, the same witness), so that the next search stops
 * there.
 */
static int may_leave_from(const struct ord *s, int u, const unsigned char *is_s1,
			  const unsigned char *fixed, unsigned char *seen, int *queue,
			  unsigned char *dead);

int vorder_check_leave;
long vorder_leave_checked;

static int may_leave(const struct ord *s, int u, const unsigned char *is_s1,
		     const unsigned char *fixed, unsigned char *seen, int *queue,
		     unsigned char *dead)
{
	int r = may_leave_from(s, u, is_s1, fixed, seen, queue, dead);
	unsigned char *none = vorder_check_leave > 0 ? calloc((size_t)s->nm + 1, 1) : NULL;

	if (none) {
		/* tests: the same search with nothing known dead */
		if (may_leave_from(s, u, is_s1, fixed, seen, queue, none) != r)
			vorder_check_leave = -1;
		vorder_leave_checked++;
		free(none);
	}
	return r;
}

static int may_leave_from(const struct ord *s, int u, const unsigned char *is_s1,
			  const unsigned char *fixed, unsigned char *seen, int *queue,
			  unsigned char *dead)
{
	int head = 0, tail = 0;

	if (dead[s->w[u]])
		return 0;
	memset(seen, 0, (size_t)s->nm);
	seen[s->w[u]] = 1;
	queue[tail++] = s->w[u];
	while (head < tail) {
		int x = queue[head++];
		if (vtight_pair(s->tight, x, x))
			return 1;
		for (int a = 0; a < s->nm; a++) {
			if (!is_s1[a] || a == u || fixed[a] || a == s->w[x] || !open_pair(s, a, x))
				continue;
			int g = s->w[a];
			if (g < 0 || seen[g] || dead[g])
				continue;
			seen[g] = 1;
			queue[tail++] = g;
		}
	}
	for (int i = 0; i < tail; i++)
		dead[queue[i]] = 1;
	return 0;
}

/*
 * D.1 over the remainder without a solve (STAGE_REST): which S2 players
 * no best candidate under the restrictions, the S1 players flagged in
 * fixed keeping their witness partners, pairs with S1 player u.  After
 * it, v is such a player when w pairs v with an S1 player a not fixed
 * and bad[a] is clear, or when w pairs v with no S1 player and the
 * result (leave) is 0.  0, or -1.
 *
 * The proof.  The remainder pairs S1 with S2 only (the restrictions
 * deny S1-S1 and S2-S2 pairs), every S1 player must be paired in the
 * bracket, and every pair of a best candidate is tight under the duals
 * of the criteria solve (vbracket_tight(): every best candidate is an
 * optimum of those weights) and allowed.  A best candidate c with u-v
 * differs from the witness w in alternating cycles and paths; the one
 * through u-v runs v, w[v] (an S1 player), that player's partner in c
 * (an S2 player other than its partner in w), that S2 player's partner
 * in w, and so on, until it closes at w[u] (then back to u) or meets
 * an S2 player b whom w does not pair with an S1 player (or v is one).
 * Then the cycle or path leaves the remainder pairs there, and the
 * other way round from u it runs w[u], its partner in c, and so on
 * (may_leave()) until c leaves some S2 player g unpaired or pairs it
 * outside the members, which vbracket_tight() allows only where
 * tight[g][g] is set.  So when the walk from w[v] over allowed tight
 * pairs reaches no S1 player with such a pair to w[u], nor, where
 * may_leave(), to such a b, no such c exists.  bad[] flags the S1
 * players from which the walk reaches one (a search backwards from
 * those); the walk is the same whatever v, so u takes one search.
 * is_s1 flags S1; seen and queue are scratch of nm entries; dead as
 * for may_leave().
 */
static int settle(struct ord *s, int u, const unsigned char *set, const unsigned char *is_s1,
		  const unsigned char *fixed, unsigned char *bad, unsigned char *seen,
		  int *queue, unsigned char *dead, int *leave)
{
	int p = s->w[u], tail = 0;

	if (need_tight(s) < 0)
		return -1;
	*leave = may_leave(s, u, is_s1, fixed, seen, queue, dead);
	memset(bad, 0, (size_t)s->nm);
	/* the S1 players with a pair that ends the walk: to p, or where
	 * may_leave(), to an S2 player whom w does not pair with an S1
	 * player -- few, so the pairs are read from their end (seen marks
	 * them) */
	int nend = 0;
	memset(seen, 0, (size_t)s->nm);
	for (int b = 0; b < s->nm; b++) {
		int x = s->w[b];
		if (set[b] && !is_s1[b] && (b == p || (*leave && (x < 0 || !is_s1[x])))) {
			seen[b] = 1;
			nend++;
		}
	}
	for (int b = 0; b < s->nm && nend; b++) {
		if (!seen[b])
			continue;
		for (int a = 0; a < s->nm; a++)
			if (is_s1[a] && a != u && !fixed[a] && !bad[a] && b != s->w[a] &&
			    open_pair(s, a, b))
				bad[a] = 1;
	}
	for (int a = 0; a < s->nm; a++)
		if (bad[a])
			queue[tail++] = a;
	/* and those whose walk reaches one: a pair of a to w[x] takes the
	 * walk from a to x */
	for (int head = 0; head < tail; head++) {
		int x = queue[head], b = s->w[x];
		for (int a = 0; a < s->nm && b >= 0; a++) {
			if (!is_s1[a] || a == u || a == x || fixed[a] || bad[a] || !open_pair(s, a, b))
				continue;
			bad[a] = 1;
			queue[tail++] = a;
		}
	}
	return 0;
}

int vorder_settle = 1;
long vorder_settled;

/* Digits wider than this are taken choice by choice: one solve on wide
 * weights costs more than the few the witness does not settle. */
#define ONE_SOLVE_BITS 512

/* Set the order fields. */
static void use_fields(struct ord *s, const int *kinds, int n)
{
	s->o.nfields = n;
	for (int f = 0; f < n && kinds; f++) {
		int k = kinds[f];
		s->kind[f] = k;
		s->o.bits[f] = k == F_K || k == F_A ? 1 :
			       k == F_D3 ? s->nlevels * s->digit :
			       k == F_SET ? s->nmdp :
			       k == F_T1 ? s->nmdp * s->db :
			       k == F_B ? weight_bits((uint64_t)s->nr + 1) :
			       k == F_C ? s->n1 + 1 :
			       k == F_D ? s->nr - s->n1 + 1 :
			       k == F_TC ? s->nchunk * s->db : s->nr * s->db;
	}
}

/* One solve with every field of a step, the sequences included: 1 the
 * witness is the step's first candidate, 0 the weights are too wide
 * (or the solve disagrees with the witness): take the step choice by
 * choice, -1 error. */
static int one_solve(struct ord *s, const int *kinds, int n)
{
	if (s->steps_only)
		return 0;
	use_fields(s, kinds, n);
	s->have_target = 0;
	memcpy(s->w0, s->w, sizeof(int) * (size_t)s->nm);
	int ok = probe(s);
	if (ok == -1)
		return -1;
	if (ok != 1)
		memcpy(s->w, s->w0, sizeof(int) * (size_t)s->nm);
	return ok == 1;
}

/*
 * D.1 for the S1 players s1[0..n1) in turn, their opponents among set:
 * in chunks whose digits fit ONE_SOLVE_BITS, one solve a chunk; a chunk
 * in which the witness gives each player the lowest opponent still
 * allowed (over the remainder: or settle() proves each lower one
 * impossible) needs none.  Player by player where a solve fails.
 */
static int transpose_all(struct ord *s, const int *s1, int n1, const unsigned char *set)
{
	int per = ONE_SOLVE_BITS / s->db, rc = -1;
	const int kinds[] = { F_TC };
	size_t n = (size_t)s->nm + 1;
	unsigned char *is_s1 = calloc(n, 1), *fixed = calloc(n, 1), *seen = malloc(n);
	unsigned char *bad = malloc(n), *dead = calloc(n, 1);
	int *queue = malloc(sizeof(int) * n);

	if (!is_s1 || !fixed || !seen || !bad || !queue || !dead)
		goto out;
	for (int j = 0; j < n1; j++)
		is_s1[s1[j]] = 1;
	if (per < 1)
		per = 1;
	for (int c = 0; c < n1; c += per) {
		int e = c + per < n1 ? c + per : n1, need = 0;
		for (int j = c; j < e && !need; j++) {
			int u = s1[j], p = s->w[u], settled = 0, leave = 0;
			if (j > c)
				fixed[s1[j - 1]] = 1;	/* D.1 settled it */
			for (int v = 0; v < p && !need; v++) {
				int could = set[v] ? could_pair(s, u, v) : 0;
				if (could < 0)
					goto out;
				if (!could)
					continue;
				/* the partner of a player settled before u
				 * (those of the chunks before are denied) */
				int taken = s->w[v] >= 0 && fixed[s->w[v]];
				if (!taken && s->stage == STAGE_REST && vorder_settle) {
					if (!settled && settle(s, u, set, is_s1, fixed, bad, seen,
							       queue, dead, &leave) < 0)
						goto out;
					settled = 1;
					int x = s->w[v];
					taken = x < 0 || !is_s1[x] ? !leave : !fixed[x] && !bad[x];
					vorder_settled += taken;
				}
				need = !taken;
			}
		}
		int ok = 1;
		if (need) {
			/* a solve may move the witness, and pairs denied
			 * for a try come back: may_leave() starts again */
			memset(dead, 0, n);
			for (int j = c; j < e; j++)
				s->digit_of[s1[j]] = e - 1 - j;
			s->nchunk = e - c;
			ok = one_solve(s, kinds, 1);
			for (int j = c; j < e; j++)
				s->digit_of[s1[j]] = -1;
			use_fields(s, NULL, 0);
			s->have_target = 0;
			if (ok < 0)
				goto out;
		}
		for (int j = c; j < e; j++) {
			if (ok)
				fix_pair(s, s1[j], s->w[s1[j]]);
			else if (transpose(s, s1[j], set) < 0)
				goto out;
			fixed[s1[j]] = 1;
		}
	}
	rc = 0;
out:
	free(is_s1);
	free(fixed);
	free(seen);
	free(bad);
	free(dead);
	free(queue);
	return rc;
}

static int stage_mdp(struct ord *s, int d3)
{
	unsigned char *res = calloc((size_t)s->nm, 1);
	int rc = -1;

	if (!res)
		return -1;
	for (int v = s->nmdp; v < s->nm; v++)
		res[v] = 1;
	s->stage = STAGE_MDP;
	s->nlevels = 0;
	for (int i = s->nmdp - 1; i >= 0; i--) {
		int sc = s->b->v->p[s->b->members[i]].score;
		if (i == s->nmdp - 1 || sc != s->b->v->p[s->b->members[i + 1]].score)
			s->nlevels++;
		s->level[i] = s->nlevels - 1;
	}
	s->digit = weight_bits((uint64_t)s->nm + 1) + 1;
	s->nf = d3 ? 1 + s->nlevels : 1;
	const int cnt17[] = { F_K, F_D3, F_SET }, cnt26[] = { F_K, F_SET };
	int all = 1, ok;
	for (int i = 0; i < s->nmdp; i++)
		all &= s->w[i] >= 0;
	if (all) {
		/* every MDP paired: the most, the highest scores and the
		 * first set, whatever else a candidate does */
		for (int i = 0; i < s->nmdp; i++)
			s->o.must[i] = 1;
	} else {
		/* the set in one solve (the counts, then the set's digits) */
		ok = s->nmdp > ONE_SOLVE_BITS ? 0 :
		     d3 ? one_solve(s, cnt17, 3) : one_solve(s, cnt26, 2);
		if (ok < 0)
			goto out;
		if (ok) {
			for (int i = 0; i < s->nmdp; i++)
				if (s->w[i] >= 0)
					s->o.must[i] = 1;
				else
					for (int v = 0; v < s->nm; v++)
						deny(s, i, v);
		} else {
			use_fields(s, cnt17, d3 ? 2 : 1);	/* the counts */
			if ((rc = fix_target(s)) < 0)
				goto out;
			rc = -1;
			/* each MDP in BSN order in the set if a best candidate
			 * remains (with the counts fixed: 2017 D.3 b, 2026
			 * Article 4's first set in BSN order) */
			for (int i = 0; i < s->nmdp; i++) {
				save(s);
				s->o.must[i] = 1;
				ok = keep(s);
				if (ok < 0)
					goto out;
				if (!ok)
					for (int v = 0; v < s->nm; v++)
						deny(s, i, v);
			}
		}
	}
	use_fields(s, NULL, 0);
	s->have_target = 0;
	int *mdps = malloc(sizeof(int) * ((size_t)s->nmdp + 1)), k = 0;
	if (!mdps)
		goto out;
	for (int i = 0; i < s->nmdp; i++)
		if (s->o.must[i])
			mdps[k++] = i;
	ok = transpose_all(s, mdps, k, res);
	free(mdps);
	if (ok < 0)
		goto out;
	rc = 0;
out:
	free(res);
	return rc;
}

static int stage_rest(struct ord *s)
{
	unsigned char *set = calloc((size_t)s->nm, 1), *ins = calloc((size_t)s->nm, 1);
	int rc = -1;

	if (!set || !ins)
		goto out;
	s->stage = STAGE_REST;
	s->nr = s->n1 = 0;
	for (int v = s->nmdp; v < s->nm; v++) {
		s->bsn[v] = 0;
		if (s->w[v] < 0 || s->w[v] >= s->nmdp) {
			s->rest[s->nr] = v;
			s->bsn[v] = ++s->nr;
			set[v] = 1;
		}
	}
	for (int v = s->nmdp; v < s->nm; v++)
		s->n1 += in_rest(s, v) && s->w[v] > v && in_rest(s, s->w[v]);
	s->nf = 2;
	const int cnt[] = { F_A, F_B }, seq[] = { F_A, F_B, F_C, F_D };
	/* the witness with the original S1 is first in D.2 already */
	fields_of(s, s->w, s->tmp);
	int exchanged = 0;
	if (s->tmp[0] != s->n1) {
		use_fields(s, cnt, 2);
		if ((rc = fix_target(s)) < 0)
			goto out;
		exchanged = s->n1 - s->target[0];
	}
	rc = -1;
	/* Whatever its width (solve_order() answers too wide past the
	 * matcher's words): choice by choice, every S1 player that cannot
	 * leave and every S2 player that cannot come in costs a solve, and
	 * the witness settles only the choices it makes itself. */
	int ok = exchanged ? one_solve(s, seq, 4) : 0;
	if (ok < 0)
		goto out;
	if (ok || !exchanged) {
		/* S1: the lower ends of the witness's remainder pairs (the
		 * original S1 when nothing is exchanged) */
		for (int x = 1; x <= s->nr; x++) {
			int u = s->rest[x - 1], m = s->w[u];
			int low = m >= 0 && in_rest(s, m) && s->bsn[m] > x;
			for (int y = 1; y <= s->nr; y++)
				if (low ? y < x : y > x)
					deny(s, u, s->rest[y - 1]);
			s->o.must[u] |= (unsigned char)low;
			ins[u] = (unsigned char)low;
		}
		use_fields(s, NULL, 0);
		s->have_target = 0;
		goto transpositions;
	}
	use_fields(s, cnt, 2);
	s->have_target = 1;
	/* D.2 c: from BSN n1 down, out of S1 (unpaired or the higher end);
	 * after as many as the witness exchanges, the rest stay in. */
	int out_left = exchanged;
	for (int x = s->n1; x >= 1; x--) {
		int u = s->rest[x - 1];
		save(s);
		if (out_left > 0)
			for (int y = x + 1; y <= s->nr; y++)
				deny(s, u, s->rest[y - 1]);
		int kept = out_left > 0 ? keep(s) : 0;
		if (kept < 0)
			goto out;
		if (kept) {
			out_left--;
		} else {
			s->o.must[u] = 1;
			for (int y = 1; y < x; y++)
				deny(s, u, s->rest[y - 1]);
			ins[u] = 1;
		}
	}
	/* D.2 d: from BSN n1 + 1 up, into S1 (the lower end of a pair). */
	int in_left = exchanged;
	for (int x = s->n1 + 1; x <= s->nr; x++) {
		int u = s->rest[x - 1];
		save(s);
		if (in_left > 0) {
			s->o.must[u] = 1;
			for (int y = 1; y < x; y++)
				deny(s, u, s->rest[y - 1]);
		}
		int kept = in_left > 0 ? keep(s) : 0;
		if (kept < 0)
			goto out;
		if (kept) {
			ins[u] = 1;
			in_left--;
		} else {
			for (int y = x + 1; y <= s->nr; y++)
				deny(s, u, s->rest[y - 1]);
		}
	}
transpositions:
	/* D.1 over the remainder, S1 in BSN order: in one solve where its
	 * digits are narrow enough, else player by player. */
	use_fields(s, NULL, 0);
	s->have_target = 0;
	int n1 = 0;
	for (int x = 1; x <= s->nr; x++)
		if (ins[s->rest[x - 1]])
			s->tmp[n1++] = s->rest[x - 1];
	if (transpose_all(s, s->tmp, n1, set) < 0)
		goto out;
	rc = 0;
out:
	free(set);
	free(ins);
	return rc;
}

static int first_best(const struct vbracket *b, const struct vvalues *best,
		      const int *hint, int hint_best, struct vtight *tight,
		      int *mate, int steps_only);

int vorder_first_best(const struct vbracket *b, const struct vvalues *best,
		      const int *hint, int hint_best, int *mate)
{
	return first_best(b, best, hint, hint_best, NULL, mate, 0);
}

int vorder_first_best_tight(const struct vbracket *b, const struct vvalues *best,
			    const int *hint, int hint_best, struct vtight *tight,
			    int *mate)
{
	return first_best(b, best, hint, hint_best, tight, mate, 0);
}

int vorder_first_best_steps(const struct vbracket *b, const struct vvalues *best,
			    const int *hint, int *mate)
{
	return first_best(b, best, hint, 0, NULL, mate, 1);
}

static int first_best(const struct vbracket *b, const struct vvalues *best,
		      const int *hint, int hint_best, struct vtight *tight,
		      int *mate, int steps_only)
{
	struct ord s;
	size_t n = (size_t)b->nm + 1;
	int rc = -1;

	memset(&s, 0, sizeof(s));
	s.b = b;
	s.tight = tight;
	s.steps_only = steps_only;
	s.best = best;
	s.nm = b->nm;
	s.nmdp = b->nmdp;
	s.db = weight_bits((uint64_t)b->nm + 1) + 1;
	s.o.nm = b->nm;
	s.o.value = value;
	s.o.weighs = weighs;
	s.o.ctx = &s;
	s.o.deny = calloc(n * n, 1);
	s.o.must = calloc(n, 1);
	s.deny0 = malloc(n * n);
	s.must0 = malloc(n);
	s.legal = calloc(n * n, 1);
	s.w = malloc(sizeof(int) * n);
	s.c = malloc(sizeof(int) * n);
	s.w0 = malloc(sizeof(int) * n);
	s.level = calloc(n, sizeof(int));
	s.bsn = calloc(n, sizeof(int));
	s.rest = calloc(n, sizeof(int));
	s.target = calloc(n + 2, sizeof(int));
	s.tmp = calloc(n + 2, sizeof(int));
	s.digit_of = malloc(sizeof(int) * n);
	if (!s.o.deny || !s.o.must || !s.deny0 || !s.must0 || !s.legal || !s.w || !s.c || !s.w0 ||
	    !s.level || !s.bsn || !s.rest || !s.target || !s.tmp || !s.digit_of)
		goto out;
	if (b->nm == 0) {
		rc = 0;
		goto out;
	}
	for (int i = 0; i < s.nm; i++)
		s.digit_of[i] = -1;
	for (int i = 0; i < s.nm; i++)
		for (int j = 0; j < s.nm; j++)
			s.legal[i * s.nm + j] = i != j && !(i < s.nmdp && j < s.nmdp) &&
				vround_may_meet(b->v, b->members[i], b->members[j]);
	int ok = !hint ? 0 : hint_best ? legal_candidate(&s, hint, -1) : good_start(&s, hint);
	if (ok < 0)
		goto out;
	if (ok) {
		memcpy(s.w, hint, sizeof(int) * (size_t)s.nm);
	} else {
		ok = probe(&s);
		if (ok < 0)
			goto out;
		if (!ok) {
			rc = 0;		/* no candidate of the best values */
			goto out;
		}
	}
	if (s.nmdp && (rc = stage_mdp(&s, b->v->ed->year < 2026)) < 0)
		goto out;
	if ((rc = stage_rest(&s)) < 0)
		goto out;
	memcpy(mate, s.w, sizeof(int) * (size_t)s.nm);
	rc = 1;

out:
	if (rc == -2)
		rc = 0;
	free(s.o.deny);
	free(s.o.must);
	free(s.deny0);
	free(s.must0);
	free(s.legal);
	vtight_free(s.own_tight);
	free(s.w);
	free(s.c);
	free(s.w0);
	free(s.level);
	free(s.bsn);
	free(s.rest);
	free(s.target);
	free(s.tmp);
	free(s.digit_of);
	return rc;
}
