/*
 * internal.h - shared by the files of lib/verify/ only (not installed).
 */
#ifndef TRFPAIR_VERIFY_INTERNAL_H
#define TRFPAIR_VERIFY_INTERNAL_H

#include <stdint.h>

#include "verify/verify.h"

/*
 * The quality criteria, as the verifier counts them, in the slots of
 * the 2017 text (C5-C19); the 2026 text fills the same slots with
 * C6-C21, its C9 (the PAB receiver's unplayed rounds) in VCBYE, which
 * the 2017 text leaves empty.  Names: struct vedition.
 */
enum vcrit {
	VC5, VC6, VC7P, VC7S, VCBYE, VC8, VC9, VC10, VC11,
	VC12, VC13, VC14, VC15, VC16, VC17, VC18, VC19, VCRIT
};

/* One player as the round sees him. */
struct vplayer {
	int idx;		/* struct tmt index */
	int score;		/* pairing score (A.2) */
	int rank;		/* position in A.2 order */
	struct tmt_pref pref;
	int cd;
	int df1, uf1, df2, uf2;	/* A.4 floats one and two rounds back */
	int topscorer;		/* A.7 */
	int c2;			/* C2: may receive the PAB at all */
	int pab_ok;		/* may receive it in this round: C2, and in the
				 * 2026 text the lowest PAB score (C5) */
	int unplayed;		/* rounds before r without a game (2026 C9) */
	int colour_rank;	/* tmt_colour_rank() in round r (E.5) */
};

/*
 * What differs between the texts the verifier knows, as data: the
 * 2017 text (C1-C19, E.1-E.5) and the 2026 text (C1-C21, 5.2.1-5.2.5).
 */
struct vedition {
	int year;
	const char *crit_name[VCRIT];	/* names of the criteria slots */
	const char *colour_rule[5];	/* E.1-E.5 or 5.2.1-5.2.5 */
	const char *order_rule;		/* the generation order: B.8 or 4 */
	int completion_everywhere;	/* C4 after every bracket, no PPB/CLB */
	int floats_2026;		/* float definitions 1.4.2-1.4.4 */
	int pab_lowest_score;		/* C5: the lowest PAB score */
};

/* The edition of a year (0: the newest); NULL if the verifier has none. */
const struct vedition *vedition_of(int year);

struct vround {
	const struct tmt *t;
	const struct vedition *ed;
	int r;
	int bye_score;		/* 2026 C5: the lowest score the PAB may go
				 * to; -1 with an even number of players */
	int n;
	struct vplayer *p;	/* A.2 order */
	int *of;		/* struct tmt index -> position in p, or -1 */
	unsigned char *meet;	/* n * n: 1 where two positions may meet
				 * (vround_forbids() names no rule), else 0;
				 * 0 on the diagonal.  A matrix the
				 * cardinality matcher reads in place. */
};

int vround_init(struct vround *v, const struct tmt *t, int r, int total,
		const struct vedition *ed);
void vround_free(struct vround *v);

/* C1, C3 and XXP for two positions in p; 0 if they may meet. */
const char *vround_forbids(const struct vround *v, int a, int b);
/* !vround_forbids(), from the table (a != b). */
int vround_may_meet(const struct vround *v, int a, int b);

/*
 * E.1-E.5 for a pair of positions: which rule decides and whether a
 * gets white.  rule is "E.1" ... "E.5".
 */
int vcolour(const struct vround *v, int a, int b, const char **rule);

/* A multiset of values a candidate has for one criterion. */
struct vlist {
	int n, cap;
	int *v;
	int *who;		/* start number behind each value, 0 if a pair's */
};

/* The values of a candidate for every criterion. */
struct vvalues {
	struct vlist c[VCRIT];
};

void vvalues_free(struct vvalues *x);
int vlist_add(struct vlist *l, int value);
int vlist_add_who(struct vlist *l, int value, int who);

/* -1, 0, 1: a better than, equal to, worse than b (sorted descending,
 * compared lexicographically; a shorter list of counts is better). */
int vlist_cmp(const struct vlist *a, const struct vlist *b);

/*
 * A bracket: members (MDPs first), the next scoregroup (for C7), and a
 * candidate: mate[i] for each of the nm members (member index or -1).
 */
struct vbracket {
	const struct vround *v;
	const int *members;	/* positions in v->p, A.2 order */
	int nm, nmdp;
	const int *next;	/* next scoregroup, for C7; may be empty */
	int nnext;
	int c7;			/* C7 applies (neither PPB nor CLB) */
	int last;		/* the last bracket: the floater gets the PAB */
	int need_completion;	/* PPB: C4, completion with everyone below */
	const int *below;	/* everyone below, for C4 */
	int nbelow;
	int c9;			/* 2026 C9: the PAB receiver comes from here */
	int next_bye;		/* 2017 C7: the next scoregroup is the last
				 * bracket and the players left are odd, so
				 * the look-ahead pairs it with its PAB */
	struct vbracket_cache *cache;	/* what the bracket's solves keep
					 * (speed only); NULL: none.  Cleared
					 * whenever the fields above change. */
	const int *rec;		/* the recorded pairing, position -> partner
				 * position, VREC_PAB, or -1; NULL: none.
				 * Only where the solves start (speed). */
};

/* vbracket.rec of the player who gets the PAB. */
#define VREC_PAB (-2)

/*
 * Matching problems of this many vertices or more are solved by
 * pricing, from the recorded pairs (best.c); the tests lower it to
 * take that path on small brackets too.  Either way gives an optimum,
 * so the verdicts are the same.
 */
#ifndef VBEST_PRICED_MIN
#define VBEST_PRICED_MIN 100
#endif
extern int vbest_priced_min;

/*
 * Tests: nonzero makes every priced solve first weigh every pair of
 * its problem against the bound of its two vertices' classes (vkey()
 * in best.c), and fail (-1, errno EDOM) where a pair outweighs it: the
 * classes may join only players whose pairs the bound covers.
 */
extern int vbest_check_classes;

/* What the solves of one bracket keep: vbracket_values() past it, by
 * floaters, and its criteria solve's candidates (best.c). */
struct vbracket_cache *vbracket_cache_new(void);
void vbracket_cache_clear(struct vbracket_cache *c);
void vbracket_cache_free(struct vbracket_cache *c);

/* What one pair / one downfloater adds to each criterion (positions
 * in v->p); the next-bracket versions are for C7. */
void ventries_pair(const struct vbracket *b, int x, int y, struct vvalues *acc);
/* ventries_pair() with x given white (xw 1) or black (0), whatever
 * E.1-E.5 say: what a class of alike pairs costs either way (best.c). */
void ventries_pair_as(const struct vbracket *b, int x, int y, int xw, struct vvalues *acc);
/* The colour player x got last (c1) and before that (c2), 0 if none. */
void vlast_two(const struct vround *v, int x, char *c1, char *c2);
void ventries_floater(const struct vbracket *b, int x, struct vvalues *acc);
void ventries_next_pair(const struct vbracket *b, int x, int y, struct vvalues *acc);
void ventries_next_single(const struct vbracket *b, int x, struct vvalues *acc);
/* 2017 C7: x takes the PAB of the following (last) bracket. */
void ventries_next_pab(const struct vbracket *b, int x, struct vvalues *acc);

/* 2026: what the PAB costs its receiver x (C9), and whether x is an
 * MDP of b. */
void ventries_bye(const struct vbracket *b, int x, struct vvalues *acc);
int vbracket_is_mdp(const struct vbracket *b, int x);

/* Values of a candidate (C7 evaluated at its best). */
int vbracket_values(const struct vbracket *b, const int *mate,
		    struct vvalues *out);

/* The best values any candidate reaches, and one such candidate. */
int vbracket_best(const struct vbracket *b, struct vvalues *out, int *mate);

/*
 * Restrictions order.c puts on vbracket_best_under(): member pairs it
 * denies, members that must be paired inside the bracket (ranked right
 * after the criteria, so a result of the best values that leaves one
 * unpaired shows that no candidate of the best values can), and order
 * fields ranked after those: value() adds what the member pair u-v is
 * worth in field f (maximised) to w.
 */
#define VORDER_FIELDS 6
struct weight_layout;
struct vorder {
	int nm;
	unsigned char *deny;		/* nm * nm */
	unsigned char *must;		/* nm */
	int nfields;
	int bits[VORDER_FIELDS];	/* width of one pair's value */
	void (*value)(const struct vorder *o, int f, int u, int v,
		      const struct weight_layout *lay, uint64_t *w, int field);
	void *ctx;
	/* 0 when value() weighs every pair at member u as 0 in every
	 * field, whoever the other end (best.c's pricing bounds the rest
	 * by class); NULL: it may weigh any pair. */
	int (*weighs)(const struct vorder *o, int u);
	struct vtight *tight;	/* vbracket_tight()'s pairs, or NULL */
};

/* vbracket_best() restricted by o; -2 when its fields make the weights
 * too wide for the matcher.  *perfect: whether the solve paired every
 * vertex of the problem (where it must complete the round, the solve
 * has the most pairs, so for a PPB or any 2026 bracket this is
 * vbracket_completes() of the result). */
int vbracket_best_under(const struct vbracket *b, const struct vorder *o,
			struct vvalues *out, int *mate, int *perfect);

/*
 * The pairs a candidate of the best values may contain: over the nv =
 * vbracket_nv() vertices of the bracket's matching problem (the
 * members first, then the following scoregroup for C7 or everyone below
 * for C4, then the PAB), vtight_pair(t, u, v) is 1 when u-v is tight
 * under optimal duals of the criteria (every candidate of the best
 * values, with the following bracket or the rest at their best, is an
 * optimum of those weights and uses tight pairs only), else 0.
 * Problems solved by pricing answer 1 for every pair of two vertices
 * outside the members, and for all or none of a member's pairs with
 * them (a superset; finding which are tight there cost more than the
 * solve), and decide a pair of two members when it is first asked.
 * vtight_pair(t, x, x) for a member x: it may be paired outside the
 * members or left unpaired in a candidate of the best values (always 1
 * where not known).  vbracket_tight() gives *tight (vtight_free() it);
 * 0, or -1.
 */
struct vtight;
int vtight_pair(struct vtight *t, int u, int v);
int vtight_nv(const struct vtight *t);
void vtight_free(struct vtight *t);
int vbracket_nv(const struct vbracket *b);
int vbracket_tight(const struct vbracket *b, struct vtight **tight);
/* vbracket_best() and vbracket_tight() from one solve. */
int vbracket_best_tight(const struct vbracket *b, struct vvalues *out, int *mate,
			struct vtight **tight);

/*
 * The generation order (2017 B.6-B.8 with D.1-D.3; 2026 Article 4) at
 * any bracket size, in polynomial time (order.c): the first candidate
 * whose values equal best (C4 kept in the PPB, complete in the last
 * bracket), in mate.  hint, if not NULL, is a candidate to start from
 * (the recorded one); hint_best says its values are known to equal
 * best.  1 found, 0 none, -1 error.
 */
int vorder_first_best(const struct vbracket *b, const struct vvalues *best,
		      const int *hint, int hint_best, int *mate);
/* The same with vbracket_tight()'s pairs known. */
int vorder_first_best_tight(const struct vbracket *b, const struct vvalues *best,
			    const int *hint, int hint_best, struct vtight *tight,
			    int *mate);
/* Tests: 0 makes order.c decide every transposition over the remainder
 * by a solve, not by settle() and may_leave() (the reference for them);
 * vorder_settled counts the choices they decided. */
extern int vorder_settle;
extern long vorder_settled;
/* Tests: 1 makes each may_leave() search again with nothing known
 * dead; a different answer sets it to -1.  vorder_leave_checked counts
 * them. */
extern int vorder_check_leave;
extern long vorder_leave_checked;
/* The same, choice by choice only (the path taken when the weights of a
 * whole step are too wide), for the tests. */
int vorder_first_best_steps(const struct vbracket *b, const struct vvalues *best,
			    const int *hint, int *mate);

/* Whether the players at the given positions admit a complete pairing.
 * start, if not NULL, is a pairing to search from (position -> partner
 * position, VREC_PAB, or -1: vbracket.rec): only speed depends on it. */
int vround_completable(const struct vround *v, const int *who, int n,
		       const int *start);

/* -1, 0, 1: a better than, equal to, worse than b on C5-C19 in turn. */
int vvalues_cmp(const struct vvalues *a, const struct vvalues *b);

/* Brackets (MDPs included) this large or smaller can have their
 * B.6/B.7 sequence walked exhaustively (sequence.c): the tests' reference
 * for order.c, which the verifier uses at every size. */
#ifndef VSEQ_MAX
#define VSEQ_MAX 10
#endif

/* Called with each legal candidate of the sequence, in order (mate[]
 * over members, -1 unpaired); nonzero stops the walk. */
typedef int (*vseq_fn)(void *ctx, const int *mate);

/* Walk the B.6/B.7 sequence of b (nm <= VSEQ_MAX); returns what stopped
 * it, 0 when it ran out, -1 for a bracket too large. */
int vseq_walk(const struct vbracket *b, vseq_fn fn, void *ctx);

/* B.8: the first candidate of the sequence whose values equal best (and
 * that keeps C4 in a PPB), in mate.  1 found, 0 none, -1 error. */
int vseq_first_best(const struct vbracket *b, const struct vvalues *best, int *mate);

/* Whether a candidate's downfloaters and everyone below complete the
 * round (A.9; C4 in the PPB).  1 yes, 0 no, -1 error. */
int vbracket_completes(const struct vbracket *b, const int *mate);

/* Every bracket of round r as the recorded pairing implies them (A.9,
 * PPB and CLB included), from the top; fn is called with the bracket,
 * its label and the recorded candidate.  A nonzero return stops the
 * walk and is returned; -1 on error. */
typedef int (*vbracket_fn)(void *ctx, const struct vbracket *b, const char *label,
			   const int *recorded);
int vround_brackets(const struct tmt *t, int r, int total, vbracket_fn fn, void *ctx);
/* The same by the text of the given year (2017, 2026). */
int vround_brackets_edition(const struct tmt *t, int r, int total, int year,
			    vbracket_fn fn, void *ctx);

/* The name of criterion slot k in the round's edition. */
const char *vcrit_name(const struct vround *v, int k);

#endif
