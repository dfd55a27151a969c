/*
 * internal.h - shared by the files of lib/verify_dubov/ only.
 */
#ifndef TRFPAIR_VERIFY_DUBOV_INTERNAL_H
#define TRFPAIR_VERIFY_DUBOV_INTERNAL_H

#include <stdint.h>

#include "verify_dubov/verify_dubov.h"

/* Why two players may not meet (the legality matrix). */
enum vd_bar { VD_OK, VD_C1, VD_C3, VD_XXP };

/* One player to be paired, as the round sees him. */
struct vdplayer {
	int idx;		/* struct tmt index = initial ranking - 1 */
	int id;			/* start number, for the text */
	int score;		/* pairing score, tenths */
	int rating;
	struct tmt_pref pref;	/* 1.5.2 (no game: mild black) */
	int aro;		/* 1.6 */
	int upfloats;		/* 1.7 */
	int uf_prev;		/* upfloated in round r-1 (C10) */
	int games;		/* over-the-board games before round r (2.1.4) */
	int pab_ok;		/* C2 */
};

/* The round being verified.  Positions 0..n-1 follow initial ranking. */
struct vdround {
	const struct tmt *t;
	int r;
	int total;		/* Rnds, 0 unknown */
	int last;		/* r == Rnds: C8-C10 off */
	int maxt;		/* 1.7.2, 0 unknown: C8, C9 not judged */
	int n;
	struct vdplayer *p;
	int *of;		/* tmt index -> position, -1 */
	unsigned char *bar;	/* n * n, enum vd_bar */
	int *mate;		/* recorded: position -> position, -1 */
	int bye;		/* recorded PAB position, -1 */
	int *bad_pair;		/* position: its recorded pair breaks C1/C3/XXP */
	int rec_legal;		/* every recorded pair is legal and everyone
				 * but the PAB is paired: the rest of any
				 * bracket is then pairable as recorded */
	FILE *f;
	int explain;
	int findings;
};

int vdround_init(struct vdround *v, const struct tmt *t, int r, int total);
void vdround_free(struct vdround *v);

static inline enum vd_bar vd_bar(const struct vdround *v, int a, int b)
{
	return (enum vd_bar)v->bar[(size_t)a * (size_t)v->n + (size_t)b];
}

/* A finding line; bracket may be NULL. */
__attribute__((format(printf, 4, 5)))
void vd_finding(struct vdround *v, const char *bracket, const char *rule,
		const char *fmt, ...);

/* "1.5" for tenths. */
void vd_points(int tenths, char *buf, size_t size);

/* "{3, 12, 15}" of the start numbers of positions; returns buf. */
char *vd_set_text(const struct vdround *v, const int *pos, int n, char *buf,
		  size_t size);

/* Number of bits to hold x (at least 1). */
int vd_bits(uint64_t x);

/*
 * Lexicographic criteria packed into one multi-word weight (wide.c).
 * Fields are declared most significant first; a field holds a number
 * that is summed over the chosen edges (its width must leave room for
 * the sum).
 */
#define VD_MAXF 1024
struct vdlayout {
	int nf;
	int width[VD_MAXF];
	int pos[VD_MAXF];	/* lowest bit */
	int nwords;
};

void vdlayout_init(struct vdlayout *l);
/* A field of the given width; its number, or -1 when there are too many
 * or the weight would exceed the matcher's words. */
int vdlayout_field(struct vdlayout *l, int width);
void vdlayout_done(struct vdlayout *l);
/* OR value v into field f of w (nwords words, most significant first). */
void vdlayout_put(const struct vdlayout *l, uint64_t *w, int f, uint64_t v);

/*
 * The weight of edge {u, v} of a graph on nv vertices: fill w (zeroed,
 * l->nwords words) and return 1, or return 0 for no edge.
 */
typedef int (*vd_edge_fn)(void *ctx, int u, int v, uint64_t *w);

/* Maximum-weight matching of the graph fn describes (flags as for
 * match_solve_flags()); mate[] (nv) out.  0, or -1 when out of memory.
 * The matcher is fast when the weights take few distinct values; a
 * field with many (a priority per player) makes dense graphs of a
 * thousand vertices take seconds, so orders of 4.2/4.3 are not packed
 * into weights but walked with cheap tests. */
int vd_solve(int nv, const struct vdlayout *l, vd_edge_fn fn, void *ctx,
	     unsigned flags, int *mate);

/* The same when vertices ntop..nv-1 have no edge between them: fn is
 * asked only of the pairs with a vertex below ntop. */
int vd_solve_top(int nv, int ntop, const struct vdlayout *l, vd_edge_fn fn, void *ctx,
		 unsigned flags, int *mate);

/* Whether the positions in who[0..k-1] (k even) admit a pairing
 * complying with C1, C3 and XXP.  1 yes, 0 no, -1 out of memory. */
int vd_pairable(const struct vdround *v, const int *who, int k);

/* The fewest same-colour pairs (C7) in a pairing of every player of
 * classes of count[0..n-1] players (a class: one colour sought); 0 when
 * the total is odd (bound.c). */
int vd_c7_floor(const int *count, int n);

/* 2.1: C2 and 2.1.2-2.1.5 for the recorded PAB.  0 or -1. */
int vd_check_pab(struct vdround *v);

/* 5.2: the colours of every recorded board.  0 or -1. */
int vd_check_colours(struct vdround *v);

/* 4.3 sequence numbers: seq[i] (1-based) for a list of k sorted
 * players, middle first.  0 or -1. */
int vd_middle_out(int k, int *seq);

/* A bracket as the recorded pairing implies it. */
struct vdbracket {
	char label[32];		/* the score, "1.5" */
	int score;
	const int *res;		/* residents, positions */
	int nres;
	const int *pool;	/* remaining lower players, 4.2 order */
	int npool;
	const int *up;		/* recorded upfloaters, positions */
	int nup;
};

/* 2.2.1, 2.2.2, C4-C10, 4.2: the upfloater set.  Returns the number of
 * the criterion that was broken (5..10 for C5..C10, 42 for 4.2, 4 for
 * C4), 0 when it complies, -1 out of memory. */
int vd_check_upfloaters(struct vdround *v, const struct vdbracket *b);

/* 2.2.3-2.2.6, 4.3, 4.4 on the recorded bracket (residents and recorded
 * upfloaters); c7_reported: C7 was already reported for the bracket.
 * 0, or -1 out of memory. */
int vd_check_shifters(struct vdround *v, const struct vdbracket *b,
		      int c7_reported);

/*
 * An --explain line of bracket b, "round R: bracket S: " then fmt, with
 * its facts (residents and upfloaters, the pairs S1[i]-T2[i] for i < h,
 * the values val) beside it for -c --format=json.
 */
__attribute__((format(printf, 8, 9)))
void vd_explain(const struct vdround *v, const struct vdbracket *b, const int *s1,
		const int *t2, int h, const struct verify_value *val, int nval,
		const char *fmt, ...);

#endif
