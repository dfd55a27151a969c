/*
 * state.h - the verifier's view of one round while it walks the score
 * groups (verify_lim.c), shared with the files that report on it
 * (report.c, bye.c, pairs.c, judge.c); lib/verify_lim/ only.
 */
#ifndef TRFPAIR_VERIFY_LIM_STATE_H
#define TRFPAIR_VERIFY_LIM_STATE_H

#include <stddef.h>

#include "verify_lim/internal.h"

/* A floater on his way to the next group. */
struct lcarry {
	int *pos;
	char *kind;		/* 'D', 'U' */
	int n;
};

struct lstate {
	struct lround v;
	const struct verify_options *o;
	FILE *f;
	int findings;
	unsigned char *member;	/* position is in the group at hand */
	int *rec;		/* recorded partner inside the group, -1 */
	int *stack[2];		/* pairs made, upper side [0] and lower [1] */
	int nstack[2];
	int *cracked;		/* positions the recorded pairing cracked (2.6) */
	int ncracked;
	unsigned char *is_cracked;	/* the same as flags: they pass through */
	unsigned char *white;	/* recorded: has white */
	int incompatible;	/* some recorded pair breaks 2.1: judge no group */
	int as_procedure;	/* the recorded pairs are the procedure's own */
	unsigned char *upper;	/* then: pair made in the median group or above */
};

/* One score group being judged. */
struct gctx {
	const char *label;
	struct lgroup g;
	int *mem;
	int nmem;
	int crack_side;		/* 0 upper, 1 lower: may show cracked pairs; -1 */
};

/* The score groups of the round (groups.c). */
struct lgroups {
	int ng;
	int *score;		/* descending */
	int *start;		/* into list, ng + 1 entries */
	int *list;		/* positions by score desc, then position */
	int median;		/* index of the median group, or -1 */
};

/* Build the groups of the players with a recorded opponent.  0, -1. */
int lv_groups_build(struct lstate *s, struct lgroups *gr);
void lv_groups_free(struct lgroups *gr);
/* The residents of group g, and their number. */
const int *lv_residents(const struct lgroups *gr, int g, int *k);
/* c->g.next and next_dir: the adjacent group of g (3.3, 3.9). */
void lv_set_next(const struct lgroups *gr, int g, struct gctx *c);
/* 3.6, 3.7: the order the floaters cin are paired in, into in[], kind[]. */
void lv_order_in(const struct lround *v, int dir, const struct lcarry *cin, int *in,
		 char *kind, int *nin);

/* The pairs the procedure itself makes of the whole round (2.2-2.6),
 * position -> position in mate[] (n entries), and whether each was made
 * in the median group or above (upper[], for 5.4).  0, -1. */
int lv_procedure(struct lstate *s, const struct lgroups *gr, int *mate, unsigned char *upper);

/* Start number of a position (0 for -1). */
int lv_id(const struct lstate *s, int pos);
/* Points without leading blanks ("1.5"). */
void lv_points(int tenths, char *buf);
/* One finding line "round R: [group S: ]RULE: text". */
__attribute__((format(printf, 4, 5)))
void lv_finding(struct lstate *s, const char *group, const char *rule, const char *fmt, ...);
/* "12, 15, 20" (or "nobody") for a list of positions. */
void lv_ids_text(const struct lstate *s, const int *pos, int k, char *buf, size_t size);
/* Before a finding: the players it is about, positions a[0..na-1] then
 * those of b[0..nb-1] not in a (-c's JSON, --names). */
void lv_about(struct lstate *s, const int *a, int na, const int *b, int nb);
/* The same for up to three positions (-1: none). */
void lv_about3(struct lstate *s, int x, int y, int z);

/* 1.1, 7.1 and Basic Rule 4: the PAB and anyone left unpaired.  0, -1. */
int lv_check_bye(struct lstate *s);
/* 2.1 (6 in the last round) for the recorded pair a-b; 1 if compatible. */
int lv_check_compat(struct lstate *s, const char *label, int a, int b);
/* Lim 5 (7.2) for the recorded pair white w, black b. */
void lv_check_colour(struct lstate *s, const char *label, int w, int b, int upper);

/* The procedure's decisions o against the recorded ones in group c
 * (s->rec); 2.6 cracks are noted in s.  0, -1 out of memory. */
int lv_judge(struct lstate *s, struct gctx *c, const struct lresult *o);
/* A line describing the group's decisions (verify_options.explain). */
void lv_explain(struct lstate *s, const struct gctx *c, const struct lresult *o);

#endif
