/*
 * test_verify_brute.c - the verifier's "best achievable" against brute
 * force (issue 4, proofs 3 and 1b), on tournaments the random tournament
 * generator makes in-process with the Dutch engine.
 *
 * best: every bracket of every round (as the recorded pairing implies
 * them: MDPs, PPB and CLB included) with up to VSEQ_MAX members.  A plain
 * exhaustive search over all its legal candidates (C1, C3, XXP; MDPs
 * never meet; complete with C2 in the last bracket; C4 in the PPB) finds
 * the best values on C5-C19 by vbracket_values(); they must equal
 * vbracket_best()'s.  Then the verifier's walk of the B.6/B.7 sequence
 * (sequence.c) must reach a candidate with those values: the sequence's
 * best is the same, so B.8 has a first candidate to name.  Candidates
 * pairing fewer than the most pairs a legal candidate makes are worse
 * on C5 (C4 in the PPB comes first, hence "legal"), so only those with
 * the most pairs are evaluated.
 *
 * C7 (2017): for each such candidate whose following bracket is small,
 * an exhaustive search over the pairings of that bracket (its PAB
 * included when it is the last one) must give vbracket_values()'s C7.
 *
 * clean: 200 tournaments of 5-60 players; verify_dutch_round() alone
 * must find nothing in any round.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/dutch.h"
#include "rtg/rtg.h"
#include "tournament/tournament.h"
#include "verify/internal.h"

Suite *suite_verify_brute(void);

/* Sanitizer builds run several times slower: a fifth of the work. */
#if defined(__SANITIZE_ADDRESS__)
#define SCALE 5
#else
#define SCALE 1
#endif

static int dutch(const struct tmt *t, int r, void *ctx, struct pairing *out,
		 struct trf_diag *d)
{
	return dutch_pair(t, r, ctx, out, d);
}

static void set(struct rtg_config *c, enum rtg_key k, int v)
{
	c->given[k] = 1;
	c->value[k] = v;
}

/* A generated tournament of n players and the given rounds; another
 * seed when the generator runs out of legal pairings. */
/* The edition the tournaments are made and checked by. */
static int year = 2017;

static struct tmt *generate(int n, int rounds, uint64_t seed, int more_absent,
			    int draws, struct trf_doc **docp)
{
	for (int k = 0; k < 8; k++) {
		struct dutch_options opt = { 0, year == 2026 ? DUTCH_2026 : DUTCH_2017 };
		struct rtg_request req = { .seed = seed + 7919u * (uint64_t)k, .engine = dutch,
					   .engine_ctx = &opt };
		struct rtg_result res;
		struct trf_diag d = { 0 };

		set(&req.config, RTG_PLAYERS, n);
		set(&req.config, RTG_ROUNDS, rounds);
		set(&req.config, RTG_DRAW, draws);
		if (more_absent) {
			set(&req.config, RTG_RETIRED, 10);
			set(&req.config, RTG_HPB, 8);
			set(&req.config, RTG_FORFEIT, 30);
		}
		int rc = rtg_generate(&req, &res, &d);
		if (rc == TRF_ENOPAIRING) {
			trf_free(res.doc);
			continue;
		}
		ck_assert_msg(rc == TRF_OK, "generation: %s", d.msg);
		ck_assert_int_eq(trf_validate(res.doc, &d), 0);
		struct tmt *t = tmt_build(res.doc, &d);
		ck_assert_ptr_nonnull(t);
		*docp = res.doc;
		return t;
	}
	ck_abort_msg("no tournament of %d players in 8 seeds from %llu", n,
		     (unsigned long long)seed);
	return NULL;
}

/* ------------------------------------------------------------------ */
/* C7 by exhaustive search (2017), for brackets whose following bracket
 * is small: every pairing of the floaters and the next scoregroup.
 * When that scoregroup is the last bracket and the players left are odd
 * (C.04.3 A.9 note: the PAB is part of the pairing of the last
 * bracket), one player C2 allows may take its PAB: he is not counted
 * unpaired, but stays in the PSD as a downfloater (score less one point
 * below the lowest score of that bracket, A.8).  A player C2 bars left
 * over counts as unpaired, so such a continuation ranks below a
 * complete one. */

#define C7_MAX 12

struct c7search {
	const struct vbracket *b;
	int who[C7_MAX];	/* positions in v->p */
	int nf, nv, pab;	/* floaters first; pab: a PAB to give */
	int low;		/* lowest score of the following bracket */
	int mate[C7_MAX];	/* -1 unpaired, -2 the PAB */
	int have;
	struct vlist bestp, bests;	/* VC7P, VC7S at their best */
	long leaves;
};

static int c7_better(struct vlist *p, struct vlist *sd, struct c7search *c)
{
	int k = vlist_cmp(p, &c->bestp);

	return k < 0 || (k == 0 && vlist_cmp(sd, &c->bests) < 0);
}

static void c7_leaf(struct c7search *c)
{
	struct vlist p = { 0 }, sd = { 0 };
	const struct vround *v = c->b->v;

	c->leaves++;
	for (int i = 0; i < c->nv; i++) {
		int x = c->who[i], sc = v->p[x].score;
		if (c->mate[i] == -1) {
			vlist_add(&p, 1);
			vlist_add(&sd, sc - (c->low - 10));
		} else if (c->mate[i] == -2) {
			vlist_add(&sd, sc - (c->low - 10));
		} else if (i < c->mate[i]) {
			int d = sc - v->p[c->who[c->mate[i]]].score;
			vlist_add(&sd, d < 0 ? -d : d);
		}
	}
	if (!c->have || c7_better(&p, &sd, c)) {
		free(c->bestp.v); free(c->bestp.who);
		free(c->bests.v); free(c->bests.who);
		c->bestp = p;
		c->bests = sd;
		c->have = 1;
	} else {
		free(p.v); free(p.who);
		free(sd.v); free(sd.who);
	}
}

static void c7_all(struct c7search *c, int i, int pab_left)
{
	while (i < c->nv && c->mate[i] != -3)
		i++;
	if (i == c->nv) {
		c7_leaf(c);
		return;
	}
	const struct vround *v = c->b->v;
	c->mate[i] = -1;
	c7_all(c, i + 1, pab_left);
	if (pab_left && v->p[c->who[i]].c2) {	/* C2 */
		c->mate[i] = -2;
		c7_all(c, i + 1, 0);
	}
	for (int j = i + 1; j < c->nv; j++) {
		if (c->mate[j] != -3 || (i < c->nf && j < c->nf) ||
		    vround_forbids(v, c->who[i], c->who[j]))
			continue;
		c->mate[i] = j;
		c->mate[j] = i;
		c7_all(c, i + 1, pab_left);
		c->mate[j] = -3;
	}
	c->mate[i] = -3;
}

/* C7 of candidate mate by exhaustive search must equal what
 * vbracket_values() found (x); 0 when too large to search, else 1, and
 * *pab set when the following bracket had a PAB. */
static int c7_check(const struct vbracket *b, const int *mate, const struct vvalues *x,
		    int *pab)
{
	struct c7search c;

	memset(&c, 0, sizeof(c));
	c.b = b;
	for (int i = 0; i < b->nm; i++)
		if (mate[i] < 0) {
			if (c.nv == C7_MAX)
				return 0;
			c.who[c.nv++] = b->members[i];
		}
	c.nf = c.nv;
	if (c.nf + b->nnext > C7_MAX)
		return 0;
	for (int i = 0; i < b->nnext; i++)
		c.who[c.nv++] = b->next[i];
	c.low = b->v->p[b->next[0]].score;
	/* the following scoregroup is everyone below: the last bracket */
	c.pab = b->nnext == b->nbelow && c.nv % 2;
	*pab = c.pab;
	for (int i = 0; i < c.nv; i++)
		c.mate[i] = -3;
	c7_all(&c, 0, c.pab);
	struct vvalues *y = (struct vvalues *)x;
	ck_assert_msg(c.have && vlist_cmp(&y->c[VC7P], &c.bestp) == 0 &&
		      vlist_cmp(&y->c[VC7S], &c.bests) == 0,
		      "round %d: C7 of a candidate (%d floaters, next group %d, PAB %d) "
		      "differs from the exhaustive search", b->v->r, c.nf, b->nnext, c.pab);
	free(c.bestp.v); free(c.bestp.who);
	free(c.bests.v); free(c.bests.who);
	return 1;
}

/* ------------------------------------------------------------------ */
/* The plain exhaustive search */

struct search {
	const struct vbracket *b;
	int ok[VSEQ_MAX][VSEQ_MAX];
	int mate[VSEQ_MAX];
	int maxpairs;			/* most pairs of a legal candidate */
	int evaluate;			/* second pass: evaluate them; third:
					 * hold the best against tight[] */
	int have;
	struct vtight *tight[2];	/* vbracket_tight() dense and priced */
	long tight_checked;		/* best candidates held against them */
	struct vvalues best;
	long candidates;
	long c7_checked, c7_pab;	/* candidates whose C7 was searched */
};

static int legal(struct search *s, int pairs)
{
	const struct vbracket *b = s->b;
	int unpaired = b->nm - 2 * pairs;

	if (b->last) {
		if (unpaired != b->nm % 2)
			return 0;
		for (int i = 0; i < b->nm; i++)
			if (s->mate[i] < 0 && !b->v->p[b->members[i]].pab_ok)
				return 0;
	}
	if (b->need_completion) {
		int c = vbracket_completes(b, s->mate);
		ck_assert_int_ge(c, 0);
		return c;
	}
	return 1;
}

static void leaf(struct search *s, int pairs)
{
	if (s->evaluate && pairs != s->maxpairs)
		return;
	if (!s->evaluate && pairs <= s->maxpairs)
		return;		/* cannot raise the maximum */
	if (!legal(s, pairs))
		return;
	if (!s->evaluate) {
		s->maxpairs = pairs;
		return;
	}
	struct vvalues x;
	ck_assert_int_eq(vbracket_values(s->b, s->mate, &x), 0);
	if (s->evaluate == 2) {
		/* a best candidate: each pair, and each member it leaves
		 * unpaired or pairs outside, among the tight pairs */
		if (vvalues_cmp(&x, &s->best) == 0) {
			for (int k = 0; k < 2; k++)
				for (int i = 0; i < s->b->nm; i++) {
					int m = s->mate[i] >= 0 ? s->mate[i] : i;
					ck_assert_msg(vtight_pair(s->tight[k], i, m) == 1,
						      "round %d: a best candidate's %s %d-%d is not "
						      "among vbracket_tight()'s pairs (%s)", s->b->v->r,
						      m == i ? "floater" : "pair", i, m,
						      k ? "priced" : "dense");
				}
			s->tight_checked++;
		}
		vvalues_free(&x);
		return;
	}
	s->candidates++;
	if (year == 2017 && s->b->c7 && s->b->nnext) {
		int pab = 0;
		if (c7_check(s->b, s->mate, &x, &pab)) {
			s->c7_checked++;
			s->c7_pab += pab;
		}
	}
	if (!s->have || vvalues_cmp(&x, &s->best) < 0) {
		vvalues_free(&s->best);
		s->best = x;
		s->have = 1;
	} else {
		vvalues_free(&x);
	}
}

/* Every matching of the members from i on (mate: -1 undecided, -2 left
 * unpaired while walking). */
static void all(struct search *s, int i, int pairs)
{
	while (i < s->b->nm && s->mate[i] != -1)
		i++;
	if (i == s->b->nm) {
		int saved[VSEQ_MAX];
		memcpy(saved, s->mate, sizeof(saved));
		for (int k = 0; k < s->b->nm; k++)
			if (s->mate[k] == -2)
				s->mate[k] = -1;
		leaf(s, pairs);
		memcpy(s->mate, saved, sizeof(saved));
		return;
	}
	s->mate[i] = -2;
	all(s, i + 1, pairs);
	for (int j = i + 1; j < s->b->nm; j++) {
		if (s->mate[j] != -1 || !s->ok[i][j])
			continue;
		s->mate[i] = j;
		s->mate[j] = i;
		all(s, i + 1, pairs + 1);
		s->mate[j] = -1;
	}
	s->mate[i] = -1;
}

/* ------------------------------------------------------------------ */

struct tally {
	long order_same, order_ppb, order_same_ppb, priced_same;
	long brackets, candidates, hetero, last, ppb, walk_missed, recorded_first, incomplete_first;
	long c7_checked, c7_pab;
	long tight_checked;
	int max_nm;
};

static int one_bracket(void *ctx, const struct vbracket *b, const char *label,
		       const int *recorded)
{
	struct tally *ty = ctx;
	struct search *s;
	struct vvalues best;
	int bmate[VSEQ_MAX + 1], fmate[VSEQ_MAX + 1];

	if (b->nm > VSEQ_MAX || b->nm == 0)
		return 0;
	s = calloc(1, sizeof(*s));
	ck_assert_ptr_nonnull(s);
	s->b = b;
	for (int i = 0; i < b->nm; i++) {
		s->mate[i] = -1;
		for (int j = 0; j < b->nm; j++)
			s->ok[i][j] = i != j && !(i < b->nmdp && j < b->nmdp) &&
				      !vround_forbids(b->v, b->members[i], b->members[j]);
	}
	s->maxpairs = -1;
	all(s, 0, 0);
	if (s->maxpairs < 0) {
		/* nothing legal: the recorded round is not what the generator
		 * makes (it never leaves a bracket without a candidate) */
		ck_abort_msg("round %d bracket %s: no legal candidate", b->v->r, label);
	}
	s->evaluate = 1;
	all(s, 0, 0);
	ck_assert_int_eq(vbracket_best(b, &best, bmate), 0);
	ck_assert_msg(vvalues_cmp(&best, &s->best) == 0,
		      "round %d bracket %s (%d players, %d MDPs): vbracket_best %s than the "
		      "exhaustive search", b->v->r, label, b->nm, b->nmdp,
		      vvalues_cmp(&best, &s->best) < 0 ? "better" : "worse");
	/* the sequence reaches the best (the PPB may need fewer pairs than
	 * B.6 generates, C4 first: counted, not required) */
	int found = vseq_first_best(b, &best, fmate);
	ck_assert_int_ge(found, 0);
	if (!found)
		ty->walk_missed++;
	ck_assert_msg(found || b->need_completion,
		      "round %d bracket %s: the B.6/B.7 sequence misses the best values",
		      b->v->r, label);
	/* order.c's derivation, from nothing and from the recorded
	 * candidate, names the walk's first */
	int omate[VSEQ_MAX + 1], hmate[VSEQ_MAX + 1];
	int ofound = vorder_first_best(b, &best, NULL, 0, omate);
	int hfound = vorder_first_best(b, &best, recorded, 0, hmate);
	int smate[VSEQ_MAX + 1];
	int sfound = vorder_first_best_steps(b, &best, recorded, smate);
	/* and by pricing from nothing (best.c's way for big brackets,
	 * whose tight pairs say who may float: the transpositions order.c
	 * settles without a solve, settle(), read them) */
	int pmate[VSEQ_MAX + 1], keep = vbest_priced_min;
	vbest_priced_min = 0;
	int pfound = vorder_first_best(b, &best, NULL, 0, pmate);
	vbest_priced_min = keep;
	ck_assert_int_ge(ofound, 0);
	ck_assert_int_eq(ofound, hfound);
	ck_assert_int_eq(ofound, sfound);
	ck_assert_int_eq(ofound, pfound);
	if (ofound) {
		ck_assert_int_eq(memcmp(omate, smate, sizeof(int) * (size_t)b->nm), 0);
		ck_assert_int_eq(memcmp(omate, pmate, sizeof(int) * (size_t)b->nm), 0);
		ty->priced_same++;
	}
	if (found && !b->need_completion) {
		if (ofound != 1 || memcmp(fmate, omate, sizeof(int) * (size_t)b->nm)) {
			for (int i = 0; i < b->nm; i++)
				printf("member %d (score %d, last %d): walk %d order %d recorded %d\n", i,
				       b->v->p[b->members[i]].score, b->last, fmate[i], ofound ? omate[i] : -9, recorded[i]);
			fflush(stdout);
		}
		ck_assert_msg(ofound == 1 && !memcmp(fmate, omate, sizeof(int) * (size_t)b->nm),
			      "round %d bracket %s (%d players, %d MDPs): order.c differs from the walk",
			      b->v->r, label, b->nm, b->nmdp);
		ty->order_same++;
	} else if (found && ofound) {
		/* C4 (the PPB; every 2026 bracket): the same where the walk,
		 * which makes B.1's most pairs, finds one */
		ck_assert_msg(!memcmp(fmate, omate, sizeof(int) * (size_t)b->nm),
			      "round %d bracket %s (%d players, %d MDPs): order.c differs from the walk",
			      b->v->r, label, b->nm, b->nmdp);
		ty->order_same_ppb++;
		ty->order_ppb++;
	}
	if (ofound)
		ck_assert_int_eq(memcmp(omate, hmate, sizeof(int) * (size_t)b->nm), 0);
	/* every best candidate keeps to vbracket_tight()'s pairs, the
	 * dense solve's and pricing's (whose member pairs are decided when
	 * asked): order.c looks for earlier candidates among them only */
	ck_assert_int_eq(vbracket_tight(b, &s->tight[0]), 0);
	vbest_priced_min = 0;
	ck_assert_int_eq(vbracket_tight(b, &s->tight[1]), 0);
	vbest_priced_min = keep;
	s->evaluate = 2;
	all(s, 0, 0);
	vtight_free(s->tight[0]);
	vtight_free(s->tight[1]);
	ty->tight_checked += s->tight_checked;
	if (found && !memcmp(fmate, recorded, sizeof(int) * (size_t)b->nm))
		ty->recorded_first++;
	else if (found && !b->need_completion) {
		/* the engine chose another candidate as good: only where the
		 * first would leave the round incomplete (judge_order() then
		 * leaves B.8 to the engine) */
		ck_assert_int_eq(vbracket_completes(b, fmate), 0);
		ty->incomplete_first++;
	}
	ty->brackets++;
	ty->candidates += s->candidates;
	ty->c7_checked += s->c7_checked;
	ty->c7_pab += s->c7_pab;
	ty->hetero += b->nmdp > 0;
	ty->last += b->last;
	ty->ppb += b->need_completion;
	if (b->nm > ty->max_nm)
		ty->max_nm = b->nm;
	vvalues_free(&best);
	vvalues_free(&s->best);
	free(s);
	return 0;
}

/* verify_dutch_round() alone on round r: 0 when it finds nothing,
 * else 1, the findings printed. */
static int round_findings(const struct tmt *t, int r, int rounds, int tournament,
			  int n)
{
	struct verify_options o = { rounds, 0, year == 2026 ? DUTCH_2026 : DUTCH_2017, 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(f);
	int nf = verify_dutch_round(t, r, &o, f);
	fclose(f);
	ck_assert_int_ge(nf, 0);
	if (nf)
		printf("verify: FAIL tournament %d (%d players) round %d:\n%s", tournament,
		       n, r, buf);
	free(buf);
	return nf != 0;
}

/*
 * vround_init()'s table of the pairs that may meet against
 * vround_forbids() pair by pair without it (the rules in their order,
 * from the tournament), and the rule named with the table.  The pairs
 * the table bars, added to *barred.
 */
static void meet_table(const struct tmt *t, int r, int rounds, long *barred)
{
	struct vround v;

	ck_assert_int_eq(vround_init(&v, t, r, rounds, vedition_of(year)), 0);
	unsigned char *table = v.meet;
	for (int a = 0; a < v.n; a++)
		for (int b = 0; b < v.n; b++) {
			v.meet = table;
			const char *fast = a == b ? NULL : vround_forbids(&v, a, b);
			int may = vround_may_meet(&v, a, b);
			v.meet = NULL;
			const char *slow = a == b ? NULL : vround_forbids(&v, a, b);
			if (may != (a != b && !slow) || table[a * v.n + b] != table[b * v.n + a] ||
			    !(fast == slow || (fast && slow && !strcmp(fast, slow))))
				ck_abort_msg("round %d, pair %d-%d: the table says %s (%d), the rules %s",
					     r, a, b, fast ? fast : "none", may, slow ? slow : "none");
			*barred += a < b && !may;
		}
	v.meet = table;
	vround_free(&v);
}

/* count tournaments of 6-16 players, 4-7 rounds: brackets of up to 10,
 * by the text of year y. */
static void brute(int y, int count)
{
	struct tally ty;
	int tournaments = 0, findings = 0;
	long barred = 0;

	year = y;
	memset(&ty, 0, sizeof(ty));
	/* every priced solve (vbest_priced_min = 0 below) first holds every
	 * pair against its classes' bound */
	vbest_check_classes = 1;
	for (int i = 0; i < count; i++) {
		uint64_t seed = 0xb7u * 1000 + (uint64_t)i + (y == 2026 ? 500000u : 0u);
		int n = 6 + i % 11, rounds = 4 + (i / 11) % 4;
		if (rounds > n - 2)
			rounds = n - 2;
		struct trf_doc *doc;
		struct tmt *t = generate(n, rounds, seed, i % 3 == 1, 100 + 150 * (i % 4), &doc);
		for (int r = 1; r <= t->rounds; r++) {
			ck_assert_int_eq(vround_brackets_edition(t, r, rounds, y, one_bracket, &ty), 0);
			findings += round_findings(t, r, rounds, i, n);
			meet_table(t, r, rounds, &barred);
		}
		tmt_free(t);
		trf_free(doc);
		tournaments++;
	}
	printf("verify brute %d: %d tournaments, %ld brackets of up to %d players (%ld with "
	       "MDPs, %ld last, %ld PPB), %ld candidates; best agrees in all; the sequence "
	       "missed %ld (C4), recorded first in %ld, first incomplete in %ld; order.c = walk "
	       "in %ld (C4: %ld of %ld), priced from nothing = the steps in %ld; %ld best "
	       "candidates within the tight pairs\n", y,
	       tournaments, ty.brackets,
	       ty.max_nm, ty.hetero, ty.last, ty.ppb, ty.candidates, ty.walk_missed,
	       ty.recorded_first, ty.incomplete_first, ty.order_same, ty.order_same_ppb,
	       ty.order_ppb, ty.priced_same, ty.tight_checked);
	printf("verify brute %d: C1, C3 and XXP of every pair of every round as the rules "
	       "say, %ld pairs barred\n", y, barred);
	if (y == 2017)
		printf("verify brute 2017: C7 of %ld candidates by exhaustive search, %ld of them "
		       "with the PAB of the last bracket\n", ty.c7_checked, ty.c7_pab);
	fflush(stdout);
	ck_assert_int_ge(ty.brackets, count * 8);
	ck_assert_int_gt(barred, 0);
	ck_assert_int_ge(ty.tight_checked, ty.brackets);
	vbest_check_classes = 0;
	if (y == 2017)
		ck_assert_int_ge(ty.c7_pab, 100 / SCALE);
	ck_assert_int_eq(findings, 0);
}

START_TEST(best_vs_exhaustive)
{
	brute(2017, 240 / SCALE);
}
END_TEST

/* The same by the 2026 text (C4 in every bracket, Article 4). */
START_TEST(best_vs_exhaustive_2026)
{
	brute(2026, 160 / SCALE);
}
END_TEST

/*
 * Brackets past the exhaustive search: order.c's first best candidate
 * (from the recorded one) with the transpositions over the remainder
 * settled by settle() and may_leave() where they can, and by solves
 * only (vorder_settle = 0), must be the same; by pricing (whose tight
 * pairs are decided when asked) and not.  And each may_leave() that
 * reads its dead[] must answer as the search without them
 * (vorder_check_leave).
 */
struct settle_tally {
	long brackets, found;
};

static int settle_bracket(void *ctx, const struct vbracket *b, const char *label,
			  const int *recorded)
{
	struct settle_tally *ty = ctx;
	struct vvalues best;
	size_t n = (size_t)b->nm + 1;
	int *bmate = malloc(sizeof(int) * n), *m1 = malloc(sizeof(int) * n);
	int *m0 = malloc(sizeof(int) * n);

	ck_assert(bmate && m1 && m0);
	if (b->nm >= 6) {
		ck_assert_int_eq(vbracket_best(b, &best, bmate), 0);
		vorder_settle = 1;
		int f1 = vorder_first_best(b, &best, recorded, 0, m1);
		vorder_settle = 0;
		int f0 = vorder_first_best(b, &best, recorded, 0, m0);
		vorder_settle = 1;
		ck_assert_int_ge(f1, 0);
		ck_assert_msg(vorder_check_leave == 1, "round %d bracket %s: a may_leave() "
			      "by dead[] differs from the search without", b->v->r, label);
		ck_assert_msg(f1 == f0 && (!f1 || !memcmp(m1, m0, sizeof(int) * (size_t)b->nm)),
			      "round %d bracket %s (%d players): settle() and the solves "
			      "differ", b->v->r, label, b->nm);
		ty->brackets++;
		ty->found += f1;
		vvalues_free(&best);
	}
	free(bmate);
	free(m1);
	free(m0);
	return 0;
}

START_TEST(settle_vs_solves)
{
	struct settle_tally ty = { 0, 0 };
	long settled = vorder_settled;
	int keep = vbest_priced_min;

	vorder_check_leave = 1;
	for (int i = 0; i < 24 / SCALE; i++) {
		year = i % 2 ? 2026 : 2017;
		vbest_priced_min = i % 4 < 2 ? 0 : keep;
		int n = 40 + (int)(((uint64_t)i * 2654435761u) % 200), rounds = 5 + i % 3;
		struct trf_doc *doc;
		struct tmt *t = generate(n, rounds, 0x5e771eu + (uint64_t)i, i % 3 == 1,
					 100 + 100 * (i % 4), &doc);
		for (int r = 1; r <= t->rounds; r++)
			ck_assert_int_eq(vround_brackets_edition(t, r, rounds, year,
								 settle_bracket, &ty), 0);
		tmt_free(t);
		trf_free(doc);
	}
	vbest_priced_min = keep;
	settled = vorder_settled - settled;
	printf("verify settle: %ld brackets of 6 or more players, %ld first candidates, "
	       "%ld choices settled without a solve, %ld may_leave() as without dead[]; "
	       "the same by solves only\n", ty.brackets, ty.found, settled, vorder_leave_checked);
	fflush(stdout);
	vorder_check_leave = 0;
	ck_assert_int_gt(ty.found, 0);
	ck_assert_int_gt(settled, 0);
	ck_assert_int_gt(vorder_leave_checked, 0);
}
END_TEST

/* 200 tournaments of 5-60 players: no finding by the verifier alone. */
START_TEST(clean_200)
{
	int rounds_ok = 0, failed = 0;

	year = 2017;
	for (int i = 0; i < 200 / SCALE; i++) {
		uint64_t seed = 0x5ca1eu + (uint64_t)i;
		int n = 5 + (int)(((uint64_t)i * 2654435761u) % 56);
		int rounds = 5 + i % 5, most = n / 2 > 3 ? n / 2 : 3;
		if (rounds > most)
			rounds = most;
		struct trf_doc *doc;
		struct tmt *t = generate(n, rounds, seed, i % 2, 100 + 100 * (i % 5), &doc);
		for (int r = 1; r <= t->rounds; r++) {
			int bad = round_findings(t, r, rounds, i, n);
			failed += bad;
			rounds_ok += !bad;
		}
		tmt_free(t);
		trf_free(doc);
	}
	printf("verify clean: %d rounds passed, %d failed\n", rounds_ok, failed);
	fflush(stdout);
	ck_assert_int_eq(failed, 0);
}
END_TEST

Suite *suite_verify_brute(void)
{
	Suite *s = suite_create("verify_brute");
	TCase *tc = tcase_create("brute");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, best_vs_exhaustive);
	tcase_add_test(tc, best_vs_exhaustive_2026);
	tcase_add_test(tc, clean_200);
	tcase_add_test(tc, settle_vs_solves);
	suite_add_tcase(s, tc);
	return s;
}
