/*
 * bracket.c - the best candidate of one bracket (C.04.3 B, C, D).
 *
 * Every criterion the rules compare candidates on is a sum over the
 * pairs and the downfloaters of a candidate, so the best candidate is a
 * maximum-weight matching whose edge weights hold the criteria as
 * lexicographic fields (weight.h): completion (C4, A.9) first where it
 * applies, then C5, C6 (PSD), the C7 look-ahead, C8-C19, and last the
 * generation order of B.6/B.7 (D.1-D.3), which breaks ties as B.8 says.
 *
 * A downfloater's contribution is folded into the edges: a member that
 * is paired in the bracket earns what it would have cost as a floater.
 *
 * Generation order.  A pair set first appears under the exchange that
 * puts the better-ranked player of each pair in S1 (any other choice
 * moves more players, or moves them with a larger BSN difference, D.2
 * a-b), so the order is: that exchange by D.2 a-d, then the sequence of
 * partners of S1 in BSN order (D.1).  In a heterogeneous bracket the
 * MDP-Pairing is chosen first (D.3, then D.1 on S2) and its remainder
 * second, with fresh BSNs (B.7).
 *
 * One digit field per member for D.1 would make weights hundreds of
 * bits wide, and the matcher's cost grows with the width, so the order
 * is settled in steps that each keep weights narrow: the exchange
 * (D.2) first, then S1' is enforced by the edges allowed and the
 * partners of S1' are settled member by member (D.1); the MDP-Pairing
 * likewise, D.3 b first, then D.1 on the MDPs it pairs.  Most steps
 * need no solve: a candidate in hand (an optimal matching) is changed
 * along short alternating paths of tight pairs, and a change that
 * weighs the same on the criteria is a candidate too (keep_s1() for
 * D.2 a, swap_in() for D.1: a member's lowest tight partner, once some
 * candidate gives it to him, is his D.1 choice).  Only where no such
 * change is found does a solve weigh the digits of a chunk of members.
 * Criteria fields that weigh the same on every pair are left out.  All
 * stages after the criteria run on the pairs tight in a solve before,
 * which every matching still in the running uses (tight_pair(), from a
 * snapshot of that solve's duals), and start from its duals and
 * matching (match_solve_warm), so that a stage only re-settles what
 * its new low-order fields change.
 *
 * Big brackets are solved by pricing (match_solve_classed()): players
 * alike in everything the criteria read fall into one class, a pair's
 * criteria weight is kept per pair of classes, and only pairs whose
 * duals are low enough for their classes' weight are looked at.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/internal.h"
#include "match/weight.h"
#include "match/match.h"

enum field_id {
	F_COMP, F_PAIRS, F_PSD, F_MDPSCORE, F_NEXTPAIRS, F_NEXTPSD, F_NEXTSCORE,
	F_BYEGAMES, F_CD2, F_3ROW, F_PREF, F_STRONG,
	F_DF1, F_UF1, F_DF2, F_UF2, F_DF1S, F_UF1S, F_DF2S, F_UF2S,
	F_O1, F_O2, F_O3, F_O4, F_O5, F_COUNT
};

/* Distinct score differences, ascending: the digits of a PSD field. */
struct sdtab {
	int *v;
	int n;
	int m;			/* bits per digit */
};

/*
 * ORDER_EXCH: the exchange only (D.2 a-d, or just a while probing
 * whether S1 can stay whole); ORDER_D1: the partners of the next few
 * members of S1' (D.1), S1' being fixed by the restriction in s1p.
 */
enum order_kind { ORDER_NONE, ORDER_MDP, ORDER_EXCH, ORDER_D1 };

/* Members' roles once the exchange is known (ORDER_D1). */
enum s1_role { S1P_FREE, S1P_LOW, S1P_HIGH };

struct bctx {
	const struct dround *dr;
	const struct bracket *b;
	int nmem, nlow, nv, bye;	/* bye: vertex index or -1 */
	int *pl;			/* dr index of each vertex, -1 for the bye */
	int low, low_next;		/* lowest scores, this and next bracket */
	struct sdtab sd, sdn;		/* 2017: C6/C16-19 and C7 digits */
	struct sdtab sc, scn;		/* 2026: score levels, bracket and
					 * bracket with the next scoregroup */
	int nnext;			/* lower vertices of the next scoregroup */
	unsigned char *active;		/* member may be paired in the bracket */
	unsigned char *present;		/* vertex takes part at all */
	/* ordering of the current stage */
	enum order_kind order;
	int *bsn;			/* per member: 1-based BSN, 0 = none */
	int nb, n1, nmdp, kbits;
	struct weight_layout lay;
	int fid[F_COUNT];		/* layout field of each criterion, -1 */
	unsigned drop;			/* criteria fields left out, 1 << F_* */
	int exch_full;			/* ORDER_EXCH: all of D.2 a-d, not just a */
	int mdp_full;			/* ORDER_MDP: D.1 digits too, not just D.3 b */
	/* ORDER_D1: per vertex, S1P_LOW for S1', S1P_HIGH for the other
	 * members with a BSN; digit[] is the member's position in the
	 * current chunk of S1' (most significant first) or -1. */
	unsigned char *s1p;
	int *digit;
	int ndigits;
	/*
	 * The duals of the last solve whose candidates include every one
	 * still in the running (snapshot()): the pairs tight under them
	 * (tight_pair()) are the only ones those candidates use, so each
	 * stage after may drop the other pairs.  Its weights were the
	 * criteria, snap_shift bits up, on every pair still asked about.
	 */
	struct match_snapshot *snap;
	int snap_shift;
	/* When set, solve() starts from the duals and matching of the
	 * solve before (mate[] holds that matching on entry). */
	struct match_warm *warm;
	/*
	 * Bits below the criteria: in the duals c->warm keeps (-1: none)
	 * and in the current layout.  The criteria fields are the same in
	 * every stage of a bracket, so duals carry over to a stage with
	 * at least as many bits below them, multiplied up.
	 */
	int warm_shift, shift;
	/*
	 * Vertex classes: vertices of one class weigh the same on every
	 * criterion against any other vertex (assign_classes()), so the
	 * criteria part of a pair's weight is kept per pair of classes for
	 * the current layout (crit_cached()).  ncls 0: no classes.
	 */
	int ncls;
	int *cls;			/* per vertex */
	uint64_t *wc;			/* ncls * ncls * nwords, LSW first */
	unsigned char *wc_known;	/* ncls * ncls */
	int wc_words;			/* nwords the cache was laid out for */
	int cls_check;			/* classes_env() == 2 */
	int *rep, *rep2;		/* per class: a vertex, a second one or -1 */
};

/*
 * How solve() uses c->snap.  An ordering stage only breaks ties
 * between matchings that are optimal for the criteria, and those use
 * tight edges only, so it solves the much sparser graph of those.
 */
enum solve_mode {
	SOLVE_PLAIN,		/* every allowed edge, from scratch */
	SOLVE_RECORD,		/* every allowed edge; warm, snapshot() */
	SOLVE_NARROW		/* only tight_pair() edges; warm, snapshot() */
};

static int abs_int(int x)
{
	return x < 0 ? -x : x;
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

static void sd_add(int *v, int *n, int x)
{
	v[(*n)++] = x;
}

static void sd_finish(struct sdtab *t, int entries)
{
	qsort(t->v, (size_t)t->n, sizeof(int), cmp_int);
	int k = 0;
	for (int i = 0; i < t->n; i++)
		if (k == 0 || t->v[k - 1] != t->v[i])
			t->v[k++] = t->v[i];
	t->n = k;
	t->m = weight_bits((uint64_t)entries + 2);
}

static int sd_rank(const struct sdtab *t, int x)
{
	int lo = 0, hi = t->n - 1;

	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if (t->v[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static int score(const struct bctx *c, int v)
{
	return c->dr->p[c->pl[v]].score;
}

static int is_member(const struct bctx *c, int v)
{
	return v < c->nmem;
}

static int is_mdp(const struct bctx *c, int v)
{
	return v < c->b->nmdp;
}

/* A.8: a downfloater's SD, against one point below the bracket's lowest. */
static int float_sd(const struct bctx *c, int v)
{
	return score(c, v) - (c->low - 10);
}

static int float_sd_next(const struct bctx *c, int v)
{
	return score(c, v) - (c->low_next - 10);
}

/*
 * With S1' fixed, a matching must pair every S1' member with a
 * higher-BSN member outside S1': that keeps exactly the candidates of
 * this exchange, so D.2 needs no weight fields any more.
 */
static int s1_allows(const struct bctx *c, int u, int v)
{
	if (c->order != ORDER_D1)
		return 1;
	int ru = c->s1p[u], rv = c->s1p[v];
	if (ru != S1P_LOW && rv != S1P_LOW)
		return 1;
	if (ru == S1P_LOW && rv == S1P_HIGH)
		return c->bsn[u] < c->bsn[v];
	if (rv == S1P_LOW && ru == S1P_HIGH)
		return c->bsn[v] < c->bsn[u];
	return 0;
}

/* May u and v be matched in this graph at all, and as what. */
static int edge_allowed(const struct bctx *c, int u, int v)
{
	if (!c->present[u] || !c->present[v])
		return 0;
	if (u == c->bye || v == c->bye) {
		int x = u == c->bye ? v : u;
		if (c->order == ORDER_D1 && c->s1p[x] == S1P_LOW)
			return 0;
		return c->dr->p[c->pl[x]].byecand;	/* C2; 2026 C5 */
	}
	if (!dr_compat(c->dr, c->pl[u], c->pl[v]))
		return 0;
	if (is_member(c, u) && is_member(c, v)) {
		/* MDPs never meet each other inside a bracket (B.3). */
		if (is_mdp(c, u) && is_mdp(c, v))
			return 0;
		return c->active[u] && c->active[v] && s1_allows(c, u, v);
	}
	return s1_allows(c, u, v);
}

/*
 * The distinct scores of vertices first..last-1 into v (room for
 * last - first); returns how many.  Score differences are taken between
 * these, not between every pair: a table of n^2 entries for a bracket
 * of thousands is large, and holds the same values.
 */
static int distinct_scores(const struct bctx *c, int first, int last, int *v)
{
	int n = 0, k = 0;

	for (int i = first; i < last; i++)
		v[n++] = score(c, i);
	qsort(v, (size_t)n, sizeof(int), cmp_int);
	for (int i = 0; i < n; i++)
		if (k == 0 || v[k - 1] != v[i])
			v[k++] = v[i];
	return k;
}

static int build_sd_tables(struct bctx *c)
{
	int n = c->nmem, nn = c->nmem + c->nlow;
	int *s = malloc(sizeof(int) * (size_t)(nn + 1));
	int *l = s ? s + n : NULL;
	int ns, nl, rc = -1;

	if (!s)
		return -1;
	ns = distinct_scores(c, 0, n, s);
	c->sd.v = malloc(sizeof(int) * (size_t)(ns * ns + 2 * ns + 4));
	if (!c->sd.v)
		goto out;
	/* A.8 the floaters' SDs, and the SD of every pair of members */
	for (int i = 0; i < ns; i++) {
		sd_add(c->sd.v, &c->sd.n, s[i] - (c->low - 10));
		for (int j = i + 1; j < ns; j++)
			sd_add(c->sd.v, &c->sd.n, abs_int(s[i] - s[j]));
	}
	sd_add(c->sd.v, &c->sd.n, 0);
	sd_finish(&c->sd, n);
	rc = 0;
	if (c->b->mode != BRACKET_NORMAL || c->nlow == 0)
		goto out;
	/* Next bracket: current floaters and the next scoregroup. */
	rc = -1;
	nl = distinct_scores(c, c->nmem, nn, l);
	c->sdn.v = malloc(sizeof(int) * (size_t)(ns * nl + 2 * (ns + nl) + 4));
	if (!c->sdn.v)
		goto out;
	for (int i = 0; i < ns + nl; i++) {
		int si = i < ns ? s[i] : l[i - ns];
		sd_add(c->sdn.v, &c->sdn.n, si - (c->low_next - 10));
		if (i < ns)
			for (int j = 0; j < nl; j++)
				sd_add(c->sdn.v, &c->sdn.n, abs_int(si - l[j]));
	}
	sd_add(c->sdn.v, &c->sdn.n, 0);
	sd_finish(&c->sdn, nn);
	rc = 0;
out:
	free(s);
	return rc;
}

/* 2026: the score levels the C7, C8 and C18-C21 digits count at. */
static int build_score_tables(struct bctx *c)
{
	int nn = c->nmem + c->nnext;

	c->sc.v = malloc(sizeof(int) * (size_t)(c->nmem + 1));
	c->scn.v = malloc(sizeof(int) * (size_t)(nn + 1));
	if (!c->sc.v || !c->scn.v)
		return -1;
	for (int i = 0; i < nn; i++) {
		if (i < c->nmem)
			sd_add(c->sc.v, &c->sc.n, score(c, i));
		sd_add(c->scn.v, &c->scn.n, score(c, i));
	}
	sd_finish(&c->sc, c->nmem);
	sd_finish(&c->scn, nn);
	return 0;
}

/* Add M^rank(x) to a PSD-like field (or subtract it). */
static void psd_add(struct bctx *c, uint64_t *w, int f, const struct sdtab *t,
		    int x, int sign)
{
	if (c->fid[f] < 0)
		return;
	int shift = sd_rank(t, x) * t->m;

	if (sign > 0)
		weight_add(&c->lay, w, c->fid[f], shift, 1);
	else
		weight_sub(&c->lay, w, c->fid[f], shift, 1);
}

static void add(struct bctx *c, uint64_t *w, int f, int shift, uint64_t v)
{
	if (c->fid[f] >= 0)
		weight_add(&c->lay, w, c->fid[f], shift, v);
}

/*
 * Declare criteria field f, unless the bracket leaves it out: a field
 * that weighs the same on every pair of members and nothing on other
 * edges adds the same to every matching with as many pairs, which
 * C5 (2017) / C6 (2026) ranks first, so it never decides anything
 * (constant_fields()).  Narrower weights make every solve cheaper.
 */
static void crit_field(struct bctx *c, int f, int bits)
{
	if (!(c->drop & (1u << f)))
		c->fid[f] = weight_field(&c->lay, bits);
}

/* The criteria fields of the 2026 text, C4 and C6-C21 (C5 is who may
 * take the PAB at all), highest first. */
static void layout_2026(struct bctx *c, int pairs_bits, int small_bits)
{
	int sc_bits = c->sc.n * c->sc.m + 2;

	if (c->b->mode != BRACKET_NORMAL && !c->b->relaxed)
		crit_field(c, F_COMP, pairs_bits);			/* C4 */
	crit_field(c, F_PAIRS, pairs_bits);				/* C6 */
	crit_field(c, F_MDPSCORE, sc_bits);				/* C7 */
	if (c->nnext > 0) {						/* C8 */
		crit_field(c, F_NEXTPAIRS, pairs_bits);
		crit_field(c, F_NEXTSCORE, c->scn.n * c->scn.m + 2);
	}
	if (c->b->c9)							/* C9 */
		crit_field(c, F_BYEGAMES,
			   weight_bits((uint64_t)c->nmem * (uint64_t)c->nmem + 2) + 1);
	for (int f = F_CD2; f <= F_UF2; f++)				/* C10-C17 */
		crit_field(c, f, small_bits);
	for (int f = F_DF1S; f <= F_UF2S; f++)				/* C18-C21 */
		crit_field(c, f, sc_bits);
}

/* The criteria fields of the 2017 text, C4-C19, highest first. */
static void layout_2017(struct bctx *c, enum bracket_mode mode, int pairs_bits,
			int small_bits, int psd_bits)
{
	if (mode != BRACKET_NORMAL)
		crit_field(c, F_COMP, pairs_bits);
	crit_field(c, F_PAIRS, pairs_bits);
	crit_field(c, F_PSD, psd_bits);
	if (mode == BRACKET_NORMAL && c->nlow > 0) {
		crit_field(c, F_NEXTPAIRS, pairs_bits);
		crit_field(c, F_NEXTPSD, c->sdn.n * c->sdn.m + 2);
	}
	for (int f = F_CD2; f <= F_UF2; f++)
		crit_field(c, f, small_bits);
	for (int f = F_DF1S; f <= F_UF2S; f++)
		crit_field(c, f, psd_bits);
}

/* Most padding a stage takes to start from the duals of the one before. */
#define PAD_MAX_BITS 128

/* The generation-order fields of the current stage, below the criteria. */
static void layout_order(struct bctx *c, int pairs_bits)
{
	if (c->order == ORDER_EXCH) {
		c->fid[F_O1] = weight_field(&c->lay, pairs_bits);	/* D.2 a */
		if (c->exch_full) {
			c->fid[F_O2] = weight_field(&c->lay, weight_bits((uint64_t)(c->nb + 1) *
									 (c->nv / 2 + 2)) + 1);	/* D.2 b */
			c->fid[F_O3] = weight_field(&c->lay, c->n1 + 3 + pairs_bits);	/* D.2 c */
			c->fid[F_O4] = weight_field(&c->lay, c->nb + 3);	/* D.2 d */
		}
	} else if (c->order == ORDER_D1) {
		/* one digit per S1' member of the chunk */
		c->fid[F_O5] = weight_field(&c->lay, c->ndigits * c->kbits + 2);
	} else if (c->order == ORDER_MDP) {
		/* D.3 b; D.1 follows in chunks (settle_mdp_pairing) */
		c->fid[F_O1] = weight_field(&c->lay, c->nmdp + 3);
		if (c->mdp_full)
			c->fid[F_O2] = weight_field(&c->lay, c->nmdp * c->kbits + 2);
	}
}

static void layout(struct bctx *c)
{
	int pairs_bits = weight_bits((uint64_t)c->nv / 2 + 2) + 1;
	int small_bits = weight_bits(2 * ((uint64_t)c->nv / 2 + 2)) + 1;
	int psd_bits = c->sd.n * c->sd.m + 2;
	enum bracket_mode mode = c->b->mode;

	memset(&c->lay, 0, sizeof(c->lay));
	for (int f = 0; f < F_COUNT; f++)
		c->fid[f] = -1;
	if (c->dr->edition == DUTCH_2026)
		layout_2026(c, pairs_bits, small_bits);
	else
		layout_2017(c, mode, pairs_bits, small_bits, psd_bits);
	int before = c->lay.nfields;
	layout_order(c, pairs_bits);
	int used = 0;
	for (int f = before; f < c->lay.nfields; f++)
		used += c->lay.width[f];
	/* Pad a stage with fewer bits below the criteria than the duals
	 * kept, if that costs little, so that they still apply. */
	if (c->warm_shift > used && c->warm_shift - used <= PAD_MAX_BITS) {
		weight_field(&c->lay, c->warm_shift - used);
		used = c->warm_shift;
	}
	c->shift = used;
	weight_layout_done(&c->lay);
	c->wc_words = 0;	/* crit_cached(): the cache is stale */
}

/* The generation-order fields of an in-bracket pair (u < v in rank). */
static void order_weight(struct bctx *c, uint64_t *w, int u, int v)
{
	if (c->order == ORDER_MDP) {
		if (!is_mdp(c, u))
			return;	/* remainder pairs: ordered in the next stage */
		int bm = c->bsn[u], br = c->bsn[v];
		add(c, w, F_O1, c->nmdp - bm, 1);
		add(c, w, F_O2, (c->nmdp - bm) * c->kbits, (uint64_t)(c->nb + 1 - br));
		return;
	}
	if (c->order == ORDER_D1) {
		int lo = c->bsn[u] < c->bsn[v] ? u : v, hi = lo == u ? v : u;
		if (c->digit[lo] >= 0)
			add(c, w, F_O5, (c->ndigits - 1 - c->digit[lo]) * c->kbits,
			    (uint64_t)(c->nb + 1 - c->bsn[hi]));
		return;
	}
	if (c->order != ORDER_EXCH)
		return;
	/* D.2 only looks at who is in S1': the lower BSN of the pair */
	int l = c->bsn[u] < c->bsn[v] ? c->bsn[u] : c->bsn[v];
	add(c, w, F_O1, 0, l > c->n1 ? 0 : 1);
	add(c, w, F_O2, 0, (uint64_t)(c->nb + 1 - l));
	add(c, w, F_O3, c->n1 + 1, 1);
	if (l <= c->n1 && c->fid[F_O3] >= 0)
		weight_sub(&c->lay, w, c->fid[F_O3], l, 1);
	if (l > c->n1)
		add(c, w, F_O4, c->nb - l, 1);
}

/* Criteria C5-C19 of a pair of members u, v (u ranked higher). */
static void bracket_edge(struct bctx *c, uint64_t *w, int u, int v)
{
	const struct dround *dr = c->dr;
	const struct dplayer *pu = &dr->p[c->pl[u]], *pv = &dr->p[c->pl[v]];
	int sd = abs_int(pu->score - pv->score), differ = sd != 0;
	const struct dplayer *hi = pu->score >= pv->score ? pu : pv;
	const struct dplayer *lo = hi == pu ? pv : pu;
	struct dcolour_eval e;

	add(c, w, F_PAIRS, 0, 1);
	/* C6: the PSD, each floater avoided minus the pair's SD. */
	psd_add(c, w, F_PSD, &c->sd, float_sd(c, u), 1);
	psd_add(c, w, F_PSD, &c->sd, float_sd(c, v), 1);
	psd_add(c, w, F_PSD, &c->sd, sd, -1);
	if (c->fid[F_NEXTPSD] >= 0) {
		psd_add(c, w, F_NEXTPSD, &c->sdn, float_sd_next(c, u), 1);
		psd_add(c, w, F_NEXTPSD, &c->sdn, float_sd_next(c, v), 1);
	}
	dcolour_eval(dr, c->pl[u], c->pl[v], &e);
	add(c, w, F_CD2, 0, (uint64_t)(2 - e.cd_over2));
	add(c, w, F_3ROW, 0, (uint64_t)(2 - e.three_row));
	add(c, w, F_PREF, 0, (uint64_t)(2 - e.no_pref));
	add(c, w, F_STRONG, 0, (uint64_t)(2 - e.no_strong));
	/* C12-C15: repeated floats; a floater would have a downfloat. */
	add(c, w, F_DF1, 0, (uint64_t)(pu->df1 + pv->df1 - (differ && hi->df1)));
	add(c, w, F_UF1, 0, (uint64_t)(1 - (differ && lo->uf1)));
	add(c, w, F_DF2, 0, (uint64_t)(pu->df2 + pv->df2 - (differ && hi->df2)));
	add(c, w, F_UF2, 0, (uint64_t)(1 - (differ && lo->uf2)));
	/* C16-C19: the score differences of those repeated floats. */
	static const int fields[4] = { F_DF1S, F_UF1S, F_DF2S, F_UF2S };
	for (int k = 0; k < 4; k++) {
		int f = fields[k], down = k % 2 == 0;
		int fu = k == 0 ? pu->df1 : k == 2 ? pu->df2 : 0;
		int fv = k == 0 ? pv->df1 : k == 2 ? pv->df2 : 0;
		int fp = k == 0 ? hi->df1 : k == 1 ? lo->uf1 : k == 2 ? hi->df2 : lo->uf2;
		if (down) {
			if (fu)
				psd_add(c, w, f, &c->sd, float_sd(c, u), 1);
			if (fv)
				psd_add(c, w, f, &c->sd, float_sd(c, v), 1);
		} else {
			/* a constant per pair keeps the field non-negative */
			add(c, w, f, (c->sd.n - 1) * c->sd.m, 1);
		}
		if (differ && fp)
			psd_add(c, w, f, &c->sd, sd, -1);
	}
}

/*
 * The 2026 criteria of a pair of members u, v (u ranked higher).  Every
 * field counts what pairing them gains, so that a downfloater costs
 * what its pairs would have earned.
 */
static void bracket_edge_2026(struct bctx *c, uint64_t *w, int u, int v)
{
	const struct dround *dr = c->dr;
	const struct dplayer *pu = &dr->p[c->pl[u]], *pv = &dr->p[c->pl[v]];
	int differ = pu->score != pv->score;
	const struct dplayer *hi = pu->score >= pv->score ? pu : pv;
	const struct dplayer *lo = hi == pu ? pv : pu;
	int ru = !is_mdp(c, u), rv = !is_mdp(c, v);
	struct dcolour_eval e;

	add(c, w, F_PAIRS, 0, 1);					/* C6 */
	psd_add(c, w, F_MDPSCORE, &c->sc, hi->score, 1);		/* C7 */
	add(c, w, F_BYEGAMES, 0, (uint64_t)(pu->c9w + pv->c9w));	/* C9 */
	dcolour_eval(dr, c->pl[u], c->pl[v], &e);			/* C10-C13 */
	add(c, w, F_CD2, 0, (uint64_t)(2 - e.cd_over2));
	add(c, w, F_3ROW, 0, (uint64_t)(2 - e.three_row));
	add(c, w, F_PREF, 0, (uint64_t)(2 - e.no_pref));
	add(c, w, F_STRONG, 0, (uint64_t)(2 - e.no_strong));
	/* C14/C16: residents kept from a repeated downfloat; C15/C17: no
	 * repeated upfloat of a resident against an MDP. */
	add(c, w, F_DF1, 0, (uint64_t)(ru * pu->df1 + rv * pv->df1));
	add(c, w, F_UF1, 0, (uint64_t)(1 - (differ && lo->uf1)));
	add(c, w, F_DF2, 0, (uint64_t)(ru * pu->df2 + rv * pv->df2));
	add(c, w, F_UF2, 0, (uint64_t)(1 - (differ && lo->uf2)));
	/* C18/C20: the scores of repeated downfloaters, MDPs included;
	 * C19/C21: the scores of MDPs met by repeated upfloaters. */
	if (pu->df1)
		psd_add(c, w, F_DF1S, &c->sc, pu->score, 1);
	if (pv->df1)
		psd_add(c, w, F_DF1S, &c->sc, pv->score, 1);
	if (!(differ && lo->uf1))
		psd_add(c, w, F_UF1S, &c->sc, hi->score, 1);
	if (pu->df2)
		psd_add(c, w, F_DF2S, &c->sc, pu->score, 1);
	if (pv->df2)
		psd_add(c, w, F_DF2S, &c->sc, pv->score, 1);
	if (!(differ && lo->uf2))
		psd_add(c, w, F_UF2S, &c->sc, hi->score, 1);
}

/* 2026 C8: a pair of the next bracket, counted at its higher score. */
static void next_edge_2026(struct bctx *c, uint64_t *w, int u, int v)
{
	int hs = score(c, u) > score(c, v) ? score(c, u) : score(c, v);

	add(c, w, F_NEXTPAIRS, 0, 1);
	psd_add(c, w, F_NEXTSCORE, &c->scn, hs, 1);
}

/* Edges of the next bracket (C7): a floater or next resident paired. */
static void next_edge(struct bctx *c, uint64_t *w, int u, int v)
{
	if (c->fid[F_NEXTPAIRS] < 0)
		return;
	add(c, w, F_NEXTPAIRS, 0, 1);
	psd_add(c, w, F_NEXTPSD, &c->sdn, float_sd_next(c, u), 1);
	psd_add(c, w, F_NEXTPSD, &c->sdn, float_sd_next(c, v), 1);
	psd_add(c, w, F_NEXTPSD, &c->sdn, abs_int(score(c, u) - score(c, v)), -1);
}

/* The criteria part of the weight of u-v (u < v): all but the order. */
static void crit_weight(struct bctx *c, uint64_t *w, int u, int v)
{
	memset(w, 0, sizeof(uint64_t) * (size_t)c->lay.nwords);
	add(c, w, F_COMP, 0, 1);
	if (c->dr->edition == DUTCH_2026) {
		int lim = c->nmem + c->nnext;
		if (is_member(c, u) && is_member(c, v))
			bracket_edge_2026(c, w, u, v);
		else if (u != c->bye && v != c->bye && u < lim && v < lim &&
			 c->fid[F_NEXTPAIRS] >= 0)
			next_edge_2026(c, w, u, v);
		return;
	}
	if (is_member(c, u) && is_member(c, v))
		bracket_edge(c, w, u, v);
	else if (u != c->bye && v != c->bye)
		next_edge(c, w, u, v);
	else if (c->b->mode == BRACKET_NORMAL)
		/* C7 (2017) on a last bracket: its PAB to a player C2
		 * allows counts with its pairs, so complete pairings of it
		 * rank first; the receiver stays in its PSD as a floater. */
		add(c, w, F_NEXTPAIRS, 0, 1);
}

/* Environment TRFPAIR_DUTCH_CLASSES=check: every cached weight is
 * compared with crit_weight() (the tests); =off: no cache. */
static int classes_env(void)
{
	const char *e = getenv("TRFPAIR_DUTCH_CLASSES");

	return !e ? 1 : !strcmp(e, "off") ? 0 : !strcmp(e, "check") ? 2 : 1;
}

/* crit_weight() from the cache of the current layout. */
static void crit_cached(struct bctx *c, uint64_t *w, int u, int v)
{
	int nw = c->lay.nwords;

	if (!c->ncls) {
		crit_weight(c, w, u, v);
		return;
	}
	if (c->wc_words != nw) {
		/* first use since layout(): a new cache */
		free(c->wc);
		c->wc = malloc(sizeof(uint64_t) * (size_t)c->ncls * (size_t)c->ncls *
			       (size_t)nw + 1);
		if (!c->wc) {
			c->ncls = 0;	/* only slower without */
			crit_weight(c, w, u, v);
			return;
		}
		memset(c->wc_known, 0, (size_t)c->ncls * (size_t)c->ncls);
		c->wc_words = nw;
	}
	size_t k = (size_t)c->cls[u] * (size_t)c->ncls + (size_t)c->cls[v];
	uint64_t *e = c->wc + k * (size_t)nw;
	if (!c->wc_known[k]) {
		crit_weight(c, e, u, v);
		size_t k2 = (size_t)c->cls[v] * (size_t)c->ncls + (size_t)c->cls[u];
		memcpy(c->wc + k2 * (size_t)nw, e, sizeof(uint64_t) * (size_t)nw);
		c->wc_known[k] = c->wc_known[k2] = 1;
	}
	memcpy(w, e, sizeof(uint64_t) * (size_t)nw);
	if (c->cls_check) {
		uint64_t x[MATCH_MAX_WORDS];
		crit_weight(c, x, u, v);
		if (memcmp(x, w, sizeof(uint64_t) * (size_t)nw))
			abort();	/* assign_classes() misses something */
	}
}

static void edge_weight(struct bctx *c, uint64_t *w, int u, int v)
{
	crit_cached(c, w, u, v);
	if (is_member(c, u) && is_member(c, v))
		order_weight(c, w, u, v);
}

/*
 * Was u-v tight in the solve of c->snap?  Its weight there was the
 * criteria alone, snap_shift bits up (the order fields of that stage
 * weighed only pairs that are settled since), which is the criteria
 * part of the current layout moved by the difference of the shifts.
 */
static int tight_pair(struct bctx *c, int u, int v)
{
	uint64_t w[MATCH_MAX_WORDS + 1], x[MATCH_MAX_WORDS + 1], msw[MATCH_MAX_WORDS];
	int nw = c->lay.nwords, sw;

	if (!c->snap)
		return 1;
	sw = match_snapshot_words(c->snap);
	if (u > v) {
		int t = u;
		u = v;
		v = t;
	}
	crit_cached(c, w, u, v);
	/* x = w >> shift << snap_shift, sw words */
	int d = c->snap_shift - c->shift, q = (d < 0 ? -d : d) / 64, r = (d < 0 ? -d : d) % 64;
	for (int i = 0; i < sw; i++) {
		uint64_t lo, hi;
		if (d >= 0) {
			long j = (long)i - q;
			lo = j >= 0 && j < nw ? w[j] : 0;
			hi = j - 1 >= 0 && j - 1 < nw ? w[j - 1] : 0;
			x[i] = r ? lo << r | hi >> (64 - r) : lo;
		} else {
			long j = (long)i + q;
			lo = j >= 0 && j < nw ? w[j] : 0;
			hi = j + 1 >= 0 && j + 1 < nw ? w[j + 1] : 0;
			x[i] = r ? lo >> r | hi << (64 - r) : lo;
		}
	}
	for (int i = 0; i < sw; i++)
		msw[i] = x[sw - 1 - i];
	return match_snapshot_slack(c->snap, u, v, msw) == 0;
}

static int in_graph(struct bctx *c, int u, int v, enum solve_mode mode)
{
	if (!edge_allowed(c, u, v))
		return 0;
	return mode != SOLVE_NARROW || tight_pair(c, u, v);
}

/*
 * Keep the duals of the solve just made (in c->warm) for tight_pair(),
 * when its order fields weigh only pairs that no later stage asks
 * about: none, or the D.1 digits of members settled right after.
 */
static int snapshot(struct bctx *c)
{
	if (c->order != ORDER_NONE && c->order != ORDER_D1)
		return 0;
	struct match_snapshot *s = match_snapshot_take(c->warm);
	if (!s)
		return -1;
	match_snapshot_free(c->snap);
	c->snap = s;
	c->snap_shift = c->shift;
	return 0;
}

/* Are bits pos..pos+width-1 of v all zero? */
static int bits_zero(const uint64_t *v, int pos, int width)
{
	for (int b = pos; b < pos + width; b++)
		if (v[b / 64] >> (b % 64) & 1)
			return 0;
	return 1;
}

/*
 * The criteria fields crit_field() may leave out in this bracket: the
 * same on every allowed pair of members, zero on every other allowed
 * edge.  Every later stage uses a subset of these edges, so what holds
 * here holds there.  C4/A.9 completion and the pair count itself stay.
 */
static int constant_fields(struct bctx *c)
{
	int nw, seen = 0;
	uint64_t *w, *ref, *diff, *nz;

	c->drop = 0;
	c->order = ORDER_NONE;
	layout(c);
	nw = c->lay.nwords;
	w = calloc((size_t)nw * 4, sizeof(uint64_t));
	if (!w)
		return -1;
	ref = w + nw;
	diff = ref + nw;
	nz = diff + nw;
	for (int u = 0; u < c->nv; u++)
		for (int v = u + 1; v < c->nv; v++) {
			if (!edge_allowed(c, u, v))
				continue;
			edge_weight(c, w, u, v);
			if (!is_member(c, u) || !is_member(c, v)) {
				for (int k = 0; k < nw; k++)
					nz[k] |= w[k];
			} else if (!seen++) {
				memcpy(ref, w, sizeof(uint64_t) * (size_t)nw);
			} else {
				for (int k = 0; k < nw; k++)
					diff[k] |= w[k] ^ ref[k];
			}
		}
	for (int f = 0; f < F_O1; f++) {
		int id = c->fid[f];
		if (f == F_COMP || f == F_PAIRS || id < 0)
			continue;
		if (bits_zero(diff, c->lay.pos[id], c->lay.width[id]) &&
		    bits_zero(nz, c->lay.pos[id], c->lay.width[id]))
			c->drop |= 1u << f;
	}
	free(w);
	return 0;
}

/*
 * The duals of the stage before, scaled to this layout (a stage with
 * fewer bits below the criteria starts afresh).
 */
static int warm_prepare(struct bctx *c)
{
	if (c->warm_shift >= 0 && c->shift >= c->warm_shift)
		return match_warm_scale(c->warm, c->lay.nwords, c->shift - c->warm_shift);
	if (c->warm_shift >= 0) {
		match_warm_free(c->warm);
		c->warm_shift = -1;
		c->warm = match_warm_new();
		if (!c->warm)
			return -1;
		match_warm_keep_duals(c->warm, 1);
	}
	return 0;
}

static int solve_priced(struct bctx *c, int *mate, enum solve_mode mode);
static int use_priced(const struct bctx *c);

/* Build the graph of the current stage and solve it. */
static int solve(struct bctx *c, int *mate, enum solve_mode mode)
{
	struct match_graph *g;
	uint64_t *w, *msw;
	size_t nedges = 0;
	int rc = -1;

	layout(c);
	if (c->lay.nwords > MATCH_MAX_WORDS)
		return -2;
	if (use_priced(c))
		return solve_priced(c, mate, mode);
	g = match_graph_new(c->nv, c->lay.nwords);
	w = calloc((size_t)c->lay.nwords, sizeof(uint64_t));
	msw = calloc((size_t)c->lay.nwords, sizeof(uint64_t));
	if (!g || !w || !msw)
		goto out;
	for (int u = 0; u < c->nv; u++)
		for (int v = u + 1; v < c->nv; v++)
			nedges += in_graph(c, u, v, mode);
	if (nedges > INT_MAX / 4 - 1 || match_graph_reserve(g, (int)nedges) < 0)
		goto out;
	nedges = 0;
	for (int u = 0; u < c->nv; u++) {
		for (int v = u + 1; v < c->nv; v++) {
			if (!in_graph(c, u, v, mode))
				continue;
			edge_weight(c, w, u, v);
			weight_to_msw(&c->lay, w, msw);
			if (match_set_edge(g, u, v, msw) < 0)
				goto out;
			nedges++;
		}
	}
	if (mode == SOLVE_RECORD || mode == SOLVE_NARROW) {
		if (warm_prepare(c) < 0 || match_solve_warm(g, mate, NULL, c->warm) < 0)
			goto out;
		c->warm_shift = c->shift;
		if (snapshot(c) < 0)
			goto out;
	} else if (match_solve(g, mate) < 0) {
		goto out;
	}
	rc = 0;
out:
	match_graph_free(g);
	free(w);
	free(msw);
	return rc;
}

/*
 * Priced solves.  A big bracket's graph has a wide edge for nearly
 * every pair of its vertices, too many to build for every solve (at
 * 10000 vertices, more memory than the machine may use).  The matcher
 * then solves a sparse set of candidate pairs and prices every other
 * pair of the stage's graph against its duals, adding those that could
 * improve the matching (match_solve_priced()): the result is the same
 * exact optimum, and the candidates only decide how many rounds of
 * pricing that takes.
 *
 * Graphs of PRICED_MIN_VERTICES vertices or more are priced: below
 * that the dense graph is cheap anyway, and on the 1000-player samples
 * 40 was as quick as any (20 and 100 about the same, pricing nothing
 * a third slower).  TRFPAIR_DUTCH_PRICED=N in the environment prices
 * every graph of at least N vertices instead (0: all of them), so that
 * the tests run this path on the small brackets of the corpora too.
 */
#define PRICED_MIN_VERTICES 40

static int use_priced(const struct bctx *c)
{
	const char *e = getenv("TRFPAIR_DUTCH_PRICED");
	long min = PRICED_MIN_VERTICES;

	if (e && *e) {
		char *end;
		long v = strtol(e, &end, 10);
		if (*end == 0 && v >= 0)
			min = v;
	}
	return c->nv >= min;
}

/* Candidate pairs, as keys u * nv + v (u < v). */
struct cands {
	uint64_t *k;
	size_t n, cap;
};

static int cand_add(struct cands *cs, struct bctx *c, enum solve_mode mode,
		    int u, int v)
{
	if (u == v || u < 0 || v < 0 || u >= c->nv || v >= c->nv)
		return 0;
	if (u > v) {
		int t = u;
		u = v;
		v = t;
	}
	if (!in_graph(c, u, v, mode))
		return 0;
	if (cs->n == cs->cap) {
		size_t cap = cs->cap ? 2 * cs->cap : 1024;
		uint64_t *k = realloc(cs->k, sizeof(uint64_t) * cap);
		if (!k)
			return -1;
		cs->k = k;
		cs->cap = cap;
	}
	cs->k[cs->n++] = (uint64_t)u * (uint64_t)c->nv + (uint64_t)v;
	return 0;
}

/* Neighbours in rank order each side of a vertex and of its S2 (or S1)
 * counterpart: where the pairs of an optimal pairing mostly are.  On
 * the 2026 1000-player sample 8 saved a fifth of the time of 3 (fewer
 * pricing passes); 12 was no better, 16 worse. */
#define CAND_REACH 8
/* Lowest-BSN partners given to a member whose digit a stage weighs. */
#define CAND_BEST 6

/* The candidates within vertices first..first+n-1, in rank order. */
static int cand_block(struct cands *cs, struct bctx *c, enum solve_mode mode,
		      int first, int n)
{
	int half = n / 2;

	for (int i = first; i < first + n; i++) {
		for (int d = 1; d <= CAND_REACH; d++)
			if (i + d < first + n && cand_add(cs, c, mode, i, i + d) < 0)
				return -1;
		for (int d = -CAND_REACH; d <= CAND_REACH && half > 0; d++) {
			int j = i + half + d;
			if (j > i && j < first + n && cand_add(cs, c, mode, i, j) < 0)
				return -1;
		}
	}
	return 0;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/*
 * The starting candidates: the pairs of the matching in hand (the warm
 * start begins from it), the rank neighbours and S1/S2 counterparts in
 * the bracket, in the players below it and across the two, and every
 * edge to the bye.
 */
static int candidates(struct cands *cs, struct bctx *c, const int *mate,
		      int warm, enum solve_mode mode)
{
	int below = c->nv - c->nmem - (c->bye >= 0);

	if (warm)
		for (int u = 0; u < c->nv; u++)
			if (mate[u] > u && cand_add(cs, c, mode, u, mate[u]) < 0)
				return -1;
	if (cand_block(cs, c, mode, 0, c->nmem) < 0 ||
	    cand_block(cs, c, mode, c->nmem, below) < 0 ||
	    cand_block(cs, c, mode, 0, c->nmem + below) < 0)
		return -1;
	if (c->nnext > 0 && c->nnext < below &&
	    (cand_block(cs, c, mode, c->nmem, c->nnext) < 0 ||
	     cand_block(cs, c, mode, c->nmem + c->nnext, below - c->nnext) < 0))
		return -1;
	if (c->bye >= 0)
		for (int u = 0; u < c->nv; u++)
			if (cand_add(cs, c, mode, u, c->bye) < 0)
				return -1;
	/* D.1 and D.3 digits favour the lowest BSNs a member may meet. */
	for (int u = 0; u < c->nmem; u++) {
		int digits = (c->order == ORDER_D1 && c->digit[u] >= 0) ||
			     (c->order == ORDER_MDP && is_mdp(c, u));
		for (int v = 0, k = 0; digits && v < c->nmem && k < CAND_BEST; v++) {
			size_t before = cs->n;
			if (cand_add(cs, c, mode, u, v) < 0)
				return -1;
			k += cs->n > before;
		}
	}
	if (cs->n == 0)
		return 0;	/* qsort() may not be given no array */
	qsort(cs->k, cs->n, sizeof(uint64_t), cmp_u64);
	size_t k = 0;
	for (size_t i = 0; i < cs->n; i++)
		if (k == 0 || cs->k[k - 1] != cs->k[i])
			cs->k[k++] = cs->k[i];
	cs->n = k;
	return 0;
}

struct priced_ctx {
	struct bctx *c;
	enum solve_mode mode;
	uint64_t *w;
	uint64_t *comp;		/* weight of a completion-only edge, MSW first */
};

/*
 * Does edge_weight() give {u, v} the completion field only?  Most
 * pairs of a big C4 or PPB graph are such (players far below the
 * bracket), and pricing asks for every pair: they get a copy.
 */
static int completion_only(const struct bctx *c, int u, int v)
{
	if (is_member(c, u) && is_member(c, v))
		return 0;
	if (c->dr->edition == DUTCH_2026) {
		int lim = c->nmem + c->nnext;
		return u == c->bye || v == c->bye || u >= lim || v >= lim ||
		       c->fid[F_NEXTPAIRS] < 0;
	}
	return c->fid[F_NEXTPAIRS] < 0;
}

/* The stage's graph for the matcher: an allowed pair and its weight. */
static int priced_edge(void *ctx, int u, int v, uint64_t *weight)
{
	struct priced_ctx *p = ctx;

	if (!in_graph(p->c, u, v, p->mode))
		return 0;
	if (completion_only(p->c, u, v)) {
		memcpy(weight, p->comp, sizeof(uint64_t) * (size_t)p->c->lay.nwords);
		return 1;
	}
	edge_weight(p->c, p->w, u, v);
	weight_to_msw(&p->c->lay, p->w, weight);
	return 1;
}

/* solve() by pricing; c->lay is the stage's layout. */
/*
 * match_bound_fn for the classes: the criteria weight of a pair of the
 * two classes (every pair of them weighs that), 0 when no pair of them
 * may meet whoever they are (two MDPs, B.3; C3).  The order fields weigh
 * only the rows of every[] (class_rows()).
 */
static int class_bound(void *ctx, int a, int b, uint64_t *weight)
{
	struct priced_ctx *p = ctx;
	struct bctx *c = p->c;
	if (a == c->ncls || b == c->ncls)
		return 0;	/* out of this stage's graph */
	int u = c->rep[a], v = a == b ? c->rep2[a] : c->rep[b];
	uint64_t w[MATCH_MAX_WORDS];

	if (u < 0 || v < 0)
		return 0;
	if (is_mdp(c, u) && is_mdp(c, v))
		return 0;
	if (u != c->bye && v != c->bye) {
		const struct dplayer *pu = &c->dr->p[c->pl[u]], *pv = &c->dr->p[c->pl[v]];
		if (!pu->topscorer && !pv->topscorer && pu->pref.strength == TMT_PREF_ABSOLUTE &&
		    pv->pref.strength == TMT_PREF_ABSOLUTE && pu->pref.colour == pv->pref.colour)
			return 0;	/* C3 */
	}
	crit_cached(c, w, u < v ? u : v, u < v ? v : u);
	weight_to_msw(&c->lay, w, weight);
	return 1;
}

/*
 * The classes of this stage (one more for the vertices out of it), and
 * the rows the stage's order fields weigh (order_weight()).
 */
static void class_rows(const struct bctx *c, int *of, unsigned char *every)
{
	for (int v = 0; v < c->nv; v++)
		of[v] = c->present[v] ? c->cls[v] : c->ncls;
	for (int v = 0; v < c->nv; v++)
		every[v] = c->present[v] && is_member(c, v) &&
			   (c->order == ORDER_EXCH ||
			    (c->order == ORDER_D1 && c->digit[v] >= 0) ||
			    (c->order == ORDER_MDP && is_mdp(c, v)));
}

static int solve_priced(struct bctx *c, int *mate, enum solve_mode mode)
{
	int record = mode == SOLVE_RECORD || mode == SOLVE_NARROW;
	struct priced_ctx p = { c, mode, NULL, NULL };
	struct cands cs = { NULL, 0, 0 };
	struct match_warm *ws = NULL;
	struct match_graph *g = NULL;
	uint64_t *msw = NULL;
	unsigned char *every = NULL;
	int *of = NULL, rc = -1;

	if (record) {
		if (warm_prepare(c) < 0)
			return -1;
		ws = c->warm;
	} else {
		ws = match_warm_new();	/* from scratch, as match_solve() */
		if (!ws)
			return -1;
	}
	if (!record || c->warm_shift < 0)
		for (int v = 0; v < c->nv; v++)
			mate[v] = -1;
	p.w = calloc((size_t)c->lay.nwords, sizeof(uint64_t));
	msw = calloc((size_t)c->lay.nwords, sizeof(uint64_t));
	p.comp = calloc((size_t)c->lay.nwords, sizeof(uint64_t));
	g = match_graph_new(c->nv, c->lay.nwords);
	if (!p.w || !msw || !p.comp || !g)
		goto out;
	add(c, p.w, F_COMP, 0, 1);
	weight_to_msw(&c->lay, p.w, p.comp);
	if ( candidates(&cs, c, mate, record && c->warm_shift >= 0, mode) < 0)
		goto out;
	if (cs.n > INT_MAX / 4 - 1 || match_graph_reserve(g, (int)cs.n) < 0)
		goto out;
	for (size_t i = 0; i < cs.n; i++) {
		int u = (int)(cs.k[i] / (uint64_t)c->nv), v = (int)(cs.k[i] % (uint64_t)c->nv);
		/* cand_add() keeps pairs in_graph() takes only */
		if (priced_edge(&p, u, v, msw) != 1) {
			errno = EINVAL;
			goto out;
		}
		if (match_set_edge(g, u, v, msw) < 0)
			goto out;
	}
	if (c->ncls) {
		struct match_classes cl = { c->ncls + 1, NULL, class_bound, NULL };
		if (!(every = malloc((size_t)c->nv + 1)) ||
		    !(of = malloc(sizeof(int) * (size_t)(c->nv + 1))))
			goto out;
		class_rows(c, of, every);
		cl.of = of;
		cl.every = every;
		if (match_solve_classed(g, mate, ws, priced_edge, &p, &cl) < 0)
			goto out;
	} else if (match_solve_priced(g, mate, NULL, ws, priced_edge, &p) < 0) {
		goto out;
	}
	if (record) {
		c->warm_shift = c->shift;
		if (snapshot(c) < 0)
			goto out;
	}
	rc = 0;
out:
	if (!record)
		match_warm_free(ws);
	match_graph_free(g);
	free(cs.k);
	free(p.w);
	free(p.comp);
	free(msw);
	free(every);
	free(of);
	return rc;
}

static int in_bracket_pair(const struct bctx *c, const int *mate, int u)
{
	return is_member(c, u) && mate[u] >= 0 && is_member(c, mate[u]);
}

/* Members of S1 that are the lower BSN of a pair in mate (D.2 a). */
static int s1_kept(const struct bctx *c, const int *mate)
{
	int kept = 0;

	for (int u = 0; u < c->nmem; u++)
		if (c->bsn[u] && in_bracket_pair(c, mate, u) && c->bsn[u] < c->bsn[mate[u]] &&
		    c->bsn[u] <= c->n1)
			kept++;
	return kept;
}

/*
 * D.2: the exchange of the first optimal candidate, from the tight
 * edges of the criteria.  Most brackets keep S1 whole, which the one
 * narrow field of D.2 a shows; only otherwise are b-d weighed too.
 * When mate, optimal for the criteria, keeps S1 whole, or keep_s1()
 * makes it, that is the exchange (D.2 a can do no better) and nothing
 * is solved.  mate becomes a candidate of the exchange; S1' (the lower
 * BSN of each pair) is marked in c->s1p.
 */
static int keep_s1(struct bctx *c, int *mate);

static int settle_exchange(struct bctx *c, int *mate)
{
	int kept = s1_kept(c, mate) == c->n1 ? 1 : keep_s1(c, mate);
	if (kept < 0)
		return -1;
	if (!kept) {
		c->order = ORDER_EXCH;
		c->exch_full = 0;
		if (solve(c, mate, SOLVE_NARROW) < 0)
			return -1;
		if (s1_kept(c, mate) < c->n1) {
			c->exch_full = 1;
			if (solve(c, mate, SOLVE_NARROW) < 0)
				return -1;
		}
	}
	memset(c->s1p, S1P_FREE, (size_t)c->nv);
	for (int u = 0; u < c->nmem; u++) {
		if (!c->bsn[u])
			continue;
		int low = in_bracket_pair(c, mate, u) && c->bsn[u] < c->bsn[mate[u]];
		c->s1p[u] = low ? S1P_LOW : S1P_HIGH;
	}
	return 0;
}

/*
 * Bits of D.1 digits weighed per solve: fairly narrow weights.  Each
 * solve starts from the duals of the one before, but a priced solve
 * also prices every pair at least once, so chunks of about four words
 * (measured on the 3000-player sample: 120 bits took a third longer)
 * beat many small ones.  Which chunk settles a member does not change
 * what it is paired with.
 */
#define D1_CHUNK_BITS 250

/* Members of S1' whose partners one solve settles. */
static int d1_chunk(const struct bctx *c)
{
	return D1_CHUNK_BITS / c->kbits > 0 ? D1_CHUNK_BITS / c->kbits : 1;
}

/*
 * May u-v still be a pair of a candidate: both in the graph, an allowed
 * pair, and tight in the last recorded solve (every candidate left is
 * optimal there, so uses tight pairs only).
 */
static int open_pair(struct bctx *c, int u, int v)
{
	if (u == v || !c->present[u] || !c->present[v])
		return 0;
	return edge_allowed(c, u, v) && tight_pair(c, u, v);
}

/*
 * The partner of S1' member l with the lowest BSN among those still in
 * the graph that some candidate could give it (open_pair()), or -1.
 * No candidate gives l a better one.
 */
static int best_partner(struct bctx *c, int l)
{
	/* s1_allows(): l meets a member outside S1' of a higher BSN, and
	 * BSNs rise with the vertex index, so the first open one is it. */
	for (int v = l + 1; v < c->nmem; v++)
		if (c->s1p[v] == S1P_HIGH && open_pair(c, l, v))
			return v;
	return -1;
}

/*
 * A change of a matching: pairs taken out and pairs put in (an
 * alternating path through l-h, swap_in()).
 */
struct change {
	int nout, nin;
	int out[3][2], in[3][2];
};

/* Sum of the weights of pairs p[0..n) in the current layout. */
static void pairs_weight(struct bctx *c, const int (*p)[2], int n, uint64_t *sum,
			 uint64_t *w)
{
	memset(sum, 0, sizeof(uint64_t) * (size_t)c->lay.nwords);
	for (int i = 0; i < n; i++) {
		int u = p[i][0] < p[i][1] ? p[i][0] : p[i][1];
		edge_weight(c, w, u, u == p[i][0] ? p[i][1] : p[i][0]);
		uint64_t carry = 0;
		for (int k = 0; k < c->lay.nwords; k++) {
			uint64_t x = sum[k] + w[k];
			uint64_t c1 = x < sum[k];
			sum[k] = x + carry;
			carry = c1 + (sum[k] < x);
		}
	}
}

/*
 * Apply ch to mate if the result is still a candidate: it weighs the
 * same as mate on the criteria (so it is optimal too; its pairs are
 * open), and no S1' member loses his partner (the exchange stays).
 * 1 applied, 0 not.  The layout's order fields weigh nothing here:
 * every digit is off while swap_in() runs.
 */
static int try_change(struct bctx *c, int *mate, const struct change *ch,
		      uint64_t *scratch)
{
	int nw = c->lay.nwords;
	uint64_t *a = scratch, *b = a + nw, *w = b + nw;
	int ends[6], ne = 0;

	for (int i = 0; i < ch->nout; i++)
		for (int k = 0; k < 2; k++)
			ends[ne++] = ch->out[i][k];
	for (int i = 0; i < ne; i++) {
		int paired = 0;
		for (int j = 0; j < ch->nin; j++)
			paired |= ch->in[j][0] == ends[i] || ch->in[j][1] == ends[i];
		if (!paired && c->s1p[ends[i]] == S1P_LOW)
			return 0;
	}
	pairs_weight(c, ch->out, ch->nout, a, w);
	pairs_weight(c, ch->in, ch->nin, b, w);
	if (memcmp(a, b, sizeof(uint64_t) * (size_t)nw))
		return 0;
	for (int i = 0; i < ne; i++)
		mate[ends[i]] = -1;
	for (int j = 0; j < ch->nin; j++) {
		mate[ch->in[j][0]] = ch->in[j][1];
		mate[ch->in[j][1]] = ch->in[j][0];
	}
	return 1;
}

static void ch_out(struct change *ch, int u, int v)
{
	if (u >= 0 && v >= 0) {
		ch->out[ch->nout][0] = u;
		ch->out[ch->nout++][1] = v;
	}
}

static void ch_in(struct change *ch, int u, int v)
{
	ch->in[ch->nin][0] = u;
	ch->in[ch->nin++][1] = v;
}

/* Most three-pair paths swap_in() weighs for one member. */
#define SWAP_TRIES 24

/*
 * D.1 without a solve: give S1' member l its best_partner() h in mate
 * (a candidate) by an alternating path of open pairs that the old
 * partners a = mate[l] and b = mate[h] close: a-b, or a-x and y-b where
 * x-y was a pair, or with a or b left over.  When try_change() keeps
 * one, some candidate pairs l with h, so h is l's D.1 choice.  1 if
 * done, 0 if no path was found (a solve decides then), -1 on failure.
 */
static int swap_in(struct bctx *c, int *mate, int l, int h)
{
	uint64_t *scratch = malloc(sizeof(uint64_t) * 3 * (size_t)c->lay.nwords);
	int a = mate[l], b = mate[h], done = 0, tries = 0;
	struct change ch;

	if (!scratch)
		return -1;
	/* l-h and a-b; l-h alone, leaving a or b (or both) over */
	for (int k = 0; k < 2 && !done; k++) {
		memset(&ch, 0, sizeof(ch));
		ch_out(&ch, l, a);
		ch_out(&ch, h, b);
		ch_in(&ch, l, h);
		if (k == 0 && a >= 0 && b >= 0) {
			if (!open_pair(c, a, b))
				continue;
			ch_in(&ch, a, b);
		}
		done = try_change(c, mate, &ch, scratch);
	}
	/* l-h, a-x, y-b (or y left over) for a pair x-y */
	for (int x = 0; x < c->nv && a >= 0 && !done && tries < SWAP_TRIES; x++) {
		int y = mate[x];
		if (x == l || x == h || x == b || y == l || y == h || !open_pair(c, a, x))
			continue;
		if (y >= 0 && b >= 0 && y != b && !open_pair(c, y, b))
			continue;
		memset(&ch, 0, sizeof(ch));
		ch_out(&ch, l, a);
		ch_out(&ch, h, b);
		if (y != b)
			ch_out(&ch, x, y);
		ch_in(&ch, l, h);
		ch_in(&ch, a, x);
		if (y >= 0 && b >= 0 && y != b)
			ch_in(&ch, y, b);
		tries++;
		done = try_change(c, mate, &ch, scratch);
	}
	free(scratch);
	return done;
}

/*
 * D.2 a without a solve: mate (a candidate) made one that keeps S1
 * whole by exchanges of open pairs that try_change() accepts: an S2
 * pair p-q and an S1 member u that is not the lower end of a pair (the
 * higher one of an S1 pair x-u, or floating) become u-p and x-q (or
 * u-q and x-p), or u-p with q taking u's place outside.  Every such
 * step keeps one more of S1.  1 when S1 is whole (then no exchange
 * can be better, D.2 a), 0 when these steps do not get there, -1 on
 * failure.
 */
static int keep_s1(struct bctx *c, int *mate)
{
	uint64_t *scratch = malloc(sizeof(uint64_t) * 3 * (size_t)c->lay.nwords);
	int rc = 0;

	if (!scratch)
		return -1;
	memset(c->s1p, S1P_FREE, (size_t)c->nv);	/* no exchange yet */
	for (int progress = 1; progress && s1_kept(c, mate) < c->n1; ) {
		progress = 0;
		for (int p = 0; p < c->nmem && !progress; p++) {
			int q = mate[p];
			/* an S2 pair p-q, p the lower end */
			if (!c->bsn[p] || c->bsn[p] <= c->n1 || !in_bracket_pair(c, mate, p) ||
			    !c->bsn[q] || c->bsn[q] < c->bsn[p])
				continue;
			for (int u = 0; u < c->nmem && !progress; u++) {
				int x = mate[u];
				if (!c->bsn[u] || c->bsn[u] > c->n1 || u == p || u == q ||
				    (in_bracket_pair(c, mate, u) && c->bsn[x] > c->bsn[u]))
					continue;	/* u is kept already */
				for (int k = 0; k < 4 && !progress; k++) {
					int a = k % 2 ? q : p, b = a == p ? q : p;
					struct change ch;
					memset(&ch, 0, sizeof(ch));
					ch_out(&ch, u, x);
					ch_out(&ch, p, q);
					if (!open_pair(c, u, a))
						continue;
					ch_in(&ch, u, a);
					if (k >= 2 || x < 0) {
						if (k >= 2)
							continue;
						/* b is left over where u floated */
					} else {
						if (!open_pair(c, x, b))
							continue;
						ch_in(&ch, x, b);
					}
					progress = try_change(c, mate, &ch, scratch);
				}
			}
		}
	}
	rc = s1_kept(c, mate) == c->n1;
	free(scratch);
	return rc;
}

/*
 * D.1 with S1' fixed: the partners of S1' in BSN order.  Each member in
 * turn gets its best_partner() when swap_in() shows a candidate with
 * that pair; otherwise a solve settles a chunk of members from it by
 * their D.1 digits, on the tight edges of the solve before (every
 * matching still in the running is optimal there, so uses only those).
 * Settled pairs are the same in every candidate left, so they leave the
 * graph.  mate holds a candidate on entry; it gets the settled pairs,
 * -1 for everyone else.  Returns 1 if a member of S1' was left
 * unpaired.
 */
static int settle_partners(struct bctx *c, int *mate)
{
	int *lows = malloc(sizeof(int) * (size_t)(c->nb + 1));
	int *fixed = malloc(sizeof(int) * (size_t)(c->nv + 1));
	unsigned char *saved = malloc((size_t)c->nv + 1);
	int n = 0, rc = -1;

	if (!lows || !fixed || !saved)
		goto out;
	memcpy(saved, c->present, (size_t)c->nv);
	for (int v = 0; v < c->nv; v++) {
		fixed[v] = -1;
		c->digit[v] = -1;
	}
	for (int i = 0; i < c->nb; i++)
		lows[i] = -1;
	for (int u = 0; u < c->nmem; u++)
		if (c->s1p[u] == S1P_LOW)
			lows[c->bsn[u] - 1] = u;
	for (int i = 0; i < c->nb; i++)
		if (lows[i] >= 0)
			lows[n++] = lows[i];
	int chunk = d1_chunk(c);
	c->order = ORDER_D1;
	/*
	 * One layout for every chunk, so that each solve starts from the
	 * duals and matching of the one before: the edges left differ
	 * from the last graph only by the new chunk's digits (the last
	 * chunk's members are gone), which moves few pairs.
	 */
	c->ndigits = chunk < n ? chunk : n;
	layout(c);
	for (int first = 0; first < n; ) {
		int l = lows[first], h = best_partner(c, l);
		int ok = h >= 0 && mate[l] == h;
		if (h >= 0 && !ok && (ok = swap_in(c, mate, l, h)) < 0)
			goto out;
		if (ok) {
			fixed[l] = h;
			fixed[h] = l;
			c->present[l] = c->present[h] = 0;
			first++;
			continue;
		}
		int last = first + chunk < n ? first + chunk : n;
		for (int i = first; i < last; i++)
			c->digit[lows[i]] = i - first;
		if (solve(c, mate, SOLVE_NARROW) < 0)
			goto out;
		for (int i = first; i < last; i++) {
			l = lows[i];
			h = mate[l];
			if (h < 0) {
				rc = 1;	/* see settle_mdp_pairing() */
				goto out;
			}
			fixed[l] = h;
			fixed[h] = l;
			c->present[l] = c->present[h] = 0;
			c->digit[l] = -1;
		}
		first = last;
	}
	memcpy(mate, fixed, sizeof(int) * (size_t)c->nv);
	rc = 0;
out:
	if (saved)
		memcpy(c->present, saved, (size_t)c->nv);
	free(lows);
	free(fixed);
	free(saved);
	return rc;
}

/*
 * D.3 and D.1 for the MDP-Pairing of a heterogeneous bracket (B.7),
 * from a matching optimal for the criteria in mate (SOLVE_RECORD).
 * D.3 b first: the set of MDPs paired, the higher-ranked first; when
 * that matching pairs every MDP, no set can be better.  Then, that set
 * being S1 and the residents S2, the partners of S1 in BSN order a
 * chunk at a time, as for the remainder (settle_partners): one digit
 * per MDP in a single solve would make weights thousands of bits wide
 * in a large bracket.  mate gets the MDP-Pairing, -1 for everyone
 * else.
 */
static int settle_mdp_pairing(struct bctx *c, int *mate)
{
	unsigned char *saved = malloc((size_t)c->nv + 1);
	int all = 1, rc = -1;

	if (!saved)
		goto out;
	for (int u = 0; u < c->nmdp; u++)
		if (!in_bracket_pair(c, mate, u))
			all = 0;
	if (!all) {
		c->order = ORDER_MDP;
		if (solve(c, mate, SOLVE_NARROW) < 0)
			goto out;
	}
	/*
	 * Every candidate left pairs exactly this set (D.3 b ranks each
	 * set apart): the others may not be paired in the bracket, and a
	 * member of the set only with a resident.
	 */
	memcpy(saved, c->active, (size_t)c->nv);
	memset(c->s1p, S1P_FREE, (size_t)c->nv);
	for (int u = 0; u < c->nmem; u++) {
		if (!is_mdp(c, u))
			c->s1p[u] = S1P_HIGH;
		else if (in_bracket_pair(c, mate, u))
			c->s1p[u] = S1P_LOW;
		else
			c->active[u] = 0;
	}
	rc = settle_partners(c, mate);
	memcpy(c->active, saved, (size_t)c->nv);
	if (rc == 1) {
		/*
		 * A chunk's best left a member of the set unpaired, which
		 * ties on the criteria with pairing it: weigh D.3 b and
		 * every D.1 digit at once instead, on the whole graph.
		 */
		c->order = ORDER_MDP;
		c->mdp_full = 1;
		rc = solve(c, mate, SOLVE_RECORD);
		c->mdp_full = 0;
	}
	c->order = ORDER_NONE;
out:
	free(saved);
	return rc;
}

/*
 * The remainder (or a homogeneous bracket): the members with a BSN, of
 * whom n1 pairs are formed.  mate holds an optimal matching without
 * ordering, from a SOLVE_RECORD of the same graph; it is replaced by
 * the first optimal one in D.2/D.1 order.
 */
static int order_remainder(struct bctx *c, int *mate)
{
	int rc = -1;

	c->order = ORDER_NONE;
	layout(c);
	if (settle_exchange(c, mate) == 0) {
		/* S1' is all paired: D.2 a-d weighed only such candidates */
		rc = settle_partners(c, mate) == 0 ? 0 : -1;
	}
	c->order = ORDER_NONE;
	return rc;
}

/*
 * What crit_weight() reads of a vertex, as numbers: its part in the
 * graph and the player's score, floats, PAB weight (2026 C9) and
 * colour state.  E.3 compares colour histories, which changes the
 * counts only where C8/C9 weigh a topscorer's pair, so the history is
 * part of the key in a round with topscorers.
 */
#define KEY_INTS 13

struct ckey {
	int v;
	int k[KEY_INTS];
	const char *hist;	/* NULL: not compared */
	int nhist;
};

static int ckey_cmp(const void *x, const void *y)
{
	const struct ckey *a = x, *b = y;
	int d = memcmp(a->k, b->k, sizeof(a->k));

	if (d)
		return d;
	if (a->hist && b->hist) {
		if (a->nhist != b->nhist)
			return a->nhist < b->nhist ? -1 : 1;
		d = memcmp(a->hist, b->hist, (size_t)a->nhist);
	}
	return d;
}

/* Most classes kept: ncls * ncls cache entries. */
#define MAX_CLASSES 1024

static int assign_classes(struct bctx *c)
{
	struct ckey *key = calloc((size_t)c->nv + 1, sizeof(*key));
	int top = 0;

	c->ncls = 0;
	if (!key)
		return -1;
	for (int v = 0; v < c->nv; v++)
		top |= v != c->bye && c->dr->p[c->pl[v]].topscorer;
	for (int v = 0; v < c->nv; v++) {
		int *k = key[v].k;
		key[v].v = v;
		if (v == c->bye) {
			k[0] = 4;
			continue;
		}
		const struct dplayer *p = &c->dr->p[c->pl[v]];
		k[0] = is_mdp(c, v) ? 0 : is_member(c, v) ? 1 : v < c->nmem + c->nnext ? 2 : 3;
		k[1] = p->score;
		k[2] = p->df1;
		k[3] = p->uf1;
		k[4] = p->df2;
		k[5] = p->uf2;
		k[6] = p->c9w;
		k[7] = p->pref.colour;
		k[8] = (int)p->pref.strength;
		k[9] = p->cd;
		k[10] = p->last1;
		k[11] = p->last2;
		k[12] = p->topscorer;
		if (top) {
			key[v].hist = p->hist;
			key[v].nhist = p->nhist;
		}
	}
	qsort(key, (size_t)c->nv, sizeof(*key), ckey_cmp);
	int n = 0;
	for (int i = 0; i < c->nv; i++) {
		if (i == 0 || ckey_cmp(&key[i - 1], &key[i]))
			n++;
		c->cls[key[i].v] = n - 1;
	}
	free(key);
	if (n > MAX_CLASSES)
		return 0;
	c->wc_known = malloc((size_t)n * (size_t)n + 1);
	c->rep = malloc(sizeof(int) * (size_t)(n + 1));
	c->rep2 = malloc(sizeof(int) * (size_t)(n + 1));
	if (!c->wc_known || !c->rep || !c->rep2)
		return -1;
	for (int k = 0; k < n; k++)
		c->rep[k] = c->rep2[k] = -1;
	for (int v = 0; v < c->nv; v++) {
		int k = c->cls[v];
		if (c->rep[k] < 0)
			c->rep[k] = v;
		else if (c->rep2[k] < 0)
			c->rep2[k] = v;
	}
	c->ncls = n;
	return 0;
}

/*
 * A relaxed bracket's candidate (bracket_pair()) with its floaters and
 * the next scoregroup at their best (C8): the vertices that this leaves
 * unpaired go to left[] (dr indices).  0, or -1.
 */
static int relaxed_left(struct bctx *c, const int *cand, int *left, int *nleft)
{
	int *m = malloc(sizeof(int) * (size_t)(c->nv + 1));

	if (!m)
		return -1;
	for (int u = 0; u < c->nmem; u++) {
		c->present[u] = !in_bracket_pair(c, cand, u);
		c->active[u] = 0;	/* a floater pairs below only */
	}
	c->order = ORDER_NONE;
	int rc = solve(c, m, SOLVE_PLAIN);
	*nleft = 0;
	for (int v = 0; rc == 0 && v < c->nv; v++)
		if (c->present[v] && m[v] < 0)
			left[(*nleft)++] = c->pl[v];
	free(m);
	return rc;
}

/*
 * The start of the remainder's solve (B.7): the criteria's optimal
 * matching crit of stage 1 less the MDP-Pairing's vertices and any pair
 * the remainder's graph no longer has.  settle_mdp_pairing() leaves
 * only the MDP-Pairing in mate, and a start with no pairs cost the
 * remainder's solve one augmentation per pair; this one needs only
 * those around the MDP-Pairing.  Only the start: the solve is exact
 * whatever it starts from.
 */
static void start_remainder(struct bctx *c, const int *crit, int *mate)
{
	for (int u = 0; u < c->nv; u++) {
		int v = crit[u];
		mate[u] = v >= 0 && in_graph(c, u, v, SOLVE_NARROW) ? v : -1;
	}
}

static int solve_bracket(const struct dround *dr, const struct bracket *b,
			 int (*pairs)[2], int *floaters, int *nfloaters,
			 int *left, int *nleft)
{
	struct bctx c;
	int npairs = -1;
	int *mate = NULL, *keep = NULL, *crit = NULL;

	memset(&c, 0, sizeof(c));
	c.dr = dr;
	c.b = b;
	c.nmem = b->nmembers;
	c.nlow = b->nlower;
	/* In NORMAL mode the bye vertex is the PAB of the next bracket when
	 * that is the last one: C7 (2017) looks at the following bracket as
	 * it will be paired, and the PAB is part of the pairing of the last
	 * bracket (A.9 note), so C2 binds in the look-ahead too (issue 12). */
	c.bye = b->bye_needed && (b->mode != BRACKET_NORMAL || b->next_last) ?
		c.nmem + c.nlow : -1;
	c.nv = c.nmem + c.nlow + (c.bye >= 0);
	c.pl = malloc(sizeof(int) * (size_t)(c.nv + 1));
	c.active = malloc((size_t)c.nv + 1);
	c.present = malloc((size_t)c.nv + 1);
	c.bsn = calloc((size_t)c.nv + 1, sizeof(int));
	c.s1p = malloc((size_t)c.nv + 1);
	c.digit = malloc(sizeof(int) * (size_t)(c.nv + 1));
	mate = malloc(sizeof(int) * (size_t)(c.nv + 1));
	keep = malloc(sizeof(int) * (size_t)(c.nv + 1));
	crit = malloc(sizeof(int) * (size_t)(c.nv + 1));
	c.warm = match_warm_new();
	if (c.warm)
		match_warm_keep_duals(c.warm, 1);	/* for snapshot() */
	c.warm_shift = -1;
	if (!c.pl || !c.active || !c.present || !c.bsn || !c.s1p || !c.digit || !mate || !keep ||
	    !crit || !c.warm)
		goto out;
	for (int i = 0; i < c.nmem; i++)
		c.pl[i] = b->members[i];
	for (int i = 0; i < c.nlow; i++)
		c.pl[c.nmem + i] = b->lower[i];
	if (c.bye >= 0)
		c.pl[c.bye] = -1;
	memset(c.active, 1, (size_t)c.nv);
	memset(c.present, 1, (size_t)c.nv);
	c.low = score(&c, c.nmem - 1);
	c.low_next = c.nlow ? score(&c, c.nmem) : c.low;	/* next scoregroup */
	c.nnext = b->nnext < c.nlow ? b->nnext : c.nlow;
	if (dr->edition == DUTCH_2026 ? build_score_tables(&c) < 0 : build_sd_tables(&c) < 0)
		goto out;
	int ce = classes_env();
	c.cls = malloc(sizeof(int) * (size_t)(c.nv + 1));
	if (!c.cls || (ce && assign_classes(&c) < 0))
		goto out;
	c.cls_check = ce == 2;

	if (constant_fields(&c) < 0)
		goto out;
	/* Stage 1: the criteria, and in a heterogeneous bracket the
	 * MDP-Pairing in D.3 then D.1 order (B.7). */
	c.nb = c.nmem;
	c.nmdp = b->nmdp;
	c.kbits = weight_bits((uint64_t)c.nb + 2);
	for (int i = 0; i < c.nmem; i++)
		c.bsn[i] = i + 1;
	c.order = ORDER_NONE;
	if (solve(&c, mate, SOLVE_RECORD) < 0)
		goto out;
	if (b->nmdp)
		memcpy(crit, mate, sizeof(int) * (size_t)c.nv);
	if (b->nmdp && settle_mdp_pairing(&c, mate) != 0)
		goto out;

	/* Stage 2: the remainder with fresh BSNs; the MDP-Pairing stays
	 * and the MDPs in the Limbo float. */
	int nb = 0, n1 = 0;
	for (int u = 0; u < c.nmem; u++) {
		int mdp_pair = in_bracket_pair(&c, mate, u) &&
			       (is_mdp(&c, u) || is_mdp(&c, mate[u]));
		c.bsn[u] = 0;
		if (mdp_pair)
			c.present[u] = 0;
		else if (is_mdp(&c, u))
			c.active[u] = 0;
		else
			c.bsn[u] = ++nb;
	}
	memcpy(keep, mate, sizeof(int) * (size_t)c.nv);
	if (b->nmdp) {
		/*
		 * The remainder's best without the ordering of stage 1;
		 * every candidate left is optimal in stage 1, so the tight
		 * edges of stage 1 hold them all.
		 */
		c.order = ORDER_NONE;
		start_remainder(&c, crit, mate);
		if (solve(&c, mate, SOLVE_NARROW) < 0)
			goto out;
	}
	for (int u = b->nmdp; u < c.nmem; u++)
		if (c.bsn[u] && in_bracket_pair(&c, mate, u) && u < mate[u])
			n1++;
	c.nb = nb;
	c.n1 = n1;
	c.kbits = weight_bits((uint64_t)nb + 2);
	if (n1 > 0 && order_remainder(&c, mate) < 0)
		goto out;
	for (int u = 0; u < c.nmem; u++)
		if (!c.present[u])
			mate[u] = keep[u];

	npairs = 0;
	*nfloaters = 0;
	for (int u = 0; u < c.nmem; u++) {
		if (in_bracket_pair(&c, mate, u)) {
			if (u < mate[u]) {
				pairs[npairs][0] = c.pl[u];
				pairs[npairs][1] = c.pl[mate[u]];
				npairs++;
			}
		} else {
			floaters[(*nfloaters)++] = c.pl[u];
		}
	}
	if (b->relaxed && relaxed_left(&c, mate, left, nleft) < 0)
		npairs = -1;
out:
	match_warm_free(c.warm);
	free(c.cls);
	free(c.wc);
	free(c.wc_known);
	free(c.pl);
	free(c.active);
	free(c.present);
	free(c.bsn);
	match_snapshot_free(c.snap);
	free(c.rep);
	free(c.rep2);
	free(c.s1p);
	free(c.digit);
	free(c.sd.v);
	free(c.sdn.v);
	free(c.sc.v);
	free(c.scn.v);
	free(mate);
	free(keep);
	free(crit);
	return npairs;
}

/*
 * 2026 C4 with the players below the next scoregroup left out of the
 * graph: they only take part to show that the round can be completed,
 * and their pairs weigh the same (the completion field alone).  Without
 * them, and without the completion field, the bracket is a relaxation:
 * every pairing of the whole graph that completes the round is, on the
 * bracket and the next scoregroup, a pairing of the relaxation that
 * weighs the same less a constant.  So when the relaxation's choice
 * (its best candidate first in generation order), with the next
 * scoregroup at its best (C8), leaves players that complete the round
 * with everyone below, it is the choice of the whole problem too; else
 * the whole graph decides.  A big field's brackets then cost what their
 * members and the next scoregroup cost, not the whole field.
 */
int bracket_pair(const struct dround *dr, const struct bracket *b,
		 int (*pairs)[2], int *floaters, int *nfloaters)
{
	if (dr->edition != DUTCH_2026 || b->mode != BRACKET_C4 || b->nlower <= b->nnext)
		return solve_bracket(dr, b, pairs, floaters, nfloaters, NULL, NULL);
	struct bracket rb = *b;
	rb.nlower = b->nnext;
	rb.bye_needed = 0;
	rb.relaxed = 1;
	int *rest = malloc(sizeof(int) * (size_t)(b->nmembers + b->nlower + 1)), nleft = 0;
	if (!rest)
		return -1;
	int np = solve_bracket(dr, &rb, pairs, floaters, nfloaters, rest, &nleft);
	int ok = -1;
	if (np >= 0) {
		/* those it leaves, and everyone below the next scoregroup */
		memcpy(rest + nleft, b->lower + b->nnext,
		       sizeof(int) * (size_t)(b->nlower - b->nnext));
		ok = dround_completable(dr, rest, nleft + b->nlower - b->nnext);
	}
	free(rest);
	if (ok < 0)
		return -1;
	return ok ? np : solve_bracket(dr, b, pairs, floaters, nfloaters, NULL, NULL);
}
