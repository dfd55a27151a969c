/*
 * wgraph.h - the random weighted test graph of the matcher's property
 * tests (warm and priced solves): an adjacency matrix with multi-word
 * weights, the random weights and changes a pairing engine makes
 * between solves, matching sums, an exhaustive search, and the graphs
 * of the classed solves (weights alike by classes, class bounds).
 */
#ifndef TRFPAIR_T_WGRAPH_H
#define TRFPAIR_T_WGRAPH_H

#include <check.h>
#include <stdint.h>

#include "match/match.h"

/* Sanitizer builds run several times slower: a fifth of the work. */
#if defined(__SANITIZE_ADDRESS__)
#define SCALE 5
#else
#define SCALE 1
#endif

/*
 * A passing ck_assert() writes its location down a pipe: in the loops
 * that is most of the run time, so they check with MUST().
 */
#define MUST(x) \
	do { \
		if (!(x)) \
			ck_abort_msg("%s:%d: %s", __FILE__, __LINE__, #x); \
	} while (0)

#define WG_VMAX 160		/* vertices */
#define WG_NWMAX 8		/* weight words; sums take WG_NWMAX + 1 */

struct wgraph {
	int n, nw;
	unsigned char has[WG_VMAX][WG_VMAX];
	uint64_t w[WG_VMAX][WG_VMAX][WG_NWMAX];	/* most significant first */
};

/*
 * A random weight word of a style: 0 few values (ties, as in pairing
 * brackets), 1 small, 2 near the top (the sum carries), 3 anything,
 * 4 one constant.
 */
uint64_t wg_word(int style);

/* w[k] = wg_word(style[k]) for k < nw, zero above (WG_NWMAX words). */
void wg_rnd_weight(const struct wgraph *g, const int *style, uint64_t *w);

/* Edge (i, j) = (j, i) of weight w (WG_NWMAX words). */
void wg_set_pair(struct wgraph *g, int i, int j, const uint64_t *w);

/* sum += w(i, j), least significant word first, nw + 1 words. */
void wg_add_weight(const struct wgraph *g, int i, int j, uint64_t *sum);

/* A matching's weight, least significant first (WG_NWMAX + 1 words). */
void wg_msum(const struct wgraph *g, const int *mate, uint64_t *sum);

/* 1 if mate (-1 unmatched) is a matching of g's edges. */
int wg_valid(const struct wgraph *g, const int *mate);

/* A match_graph of g's edges (only those flagged in the n * n tight, if
 * given); aborts the test if the matcher refuses one. */
struct match_graph *wg_dense(const struct wgraph *g,
			     const unsigned char *tight);

/*
 * One random change of the kinds a pairing engine makes between solves:
 * some weights anew, a tie-break digit on one vertex's edges, a vertex
 * leaves, some edges dropped, nadd edges added, one weight up.
 */
void wg_change(struct wgraph *g, const int *style, int nadd);

/*
 * Exhaustive search (n <= 32; call with i = used = depth = 0, cur zero):
 * the best weight in best (WG_NWMAX + 1 words, least significant
 * first), and with found != NULL (a second run, best known)
 * found[i][j] = 1 for every pair of every optimum; stack holds n / 2
 * pairs.
 */
void wg_brute(const struct wgraph *g, int i, unsigned used, uint64_t *cur,
	      uint64_t *best, int (*stack)[2], int depth,
	      unsigned char (*found)[WG_VMAX]);

/*
 * The bound of classes a and b (of[v] is v's class) for the classed
 * solves: in weight, the heaviest edge between a vertex of a and one of
 * b, neither flagged in skip (NULL: none); 1 if there is one, 0 if not
 * (weight zero).  With loose, the lowest word is raised a little, so
 * the bound lies above the heaviest edge.
 */
int wg_class_bound(const struct wgraph *g, const int *of,
		   const unsigned char *skip, int a, int b, int loose,
		   uint64_t *weight);

/* The optimum weight of the pairs wg_dense() takes (all of g's edges,
 * or those flagged in tight), by a cold solve. */
void wg_dense_opt(const struct wgraph *g, const unsigned char *tight,
		  uint64_t *sum);

/*
 * Check (d) of the priced and classed solves: the tight pairs (n * n
 * flags, u < v) hold an optimum of weight opt, and up to brute_max
 * vertices every pair of every optimum is tight (and opt is the brute
 * force's).  NULL if it holds, else what failed.
 */
const char *wg_tight_holds_optimum(const struct wgraph *g, const uint64_t *opt,
				   const unsigned char *tight, int brute_max);

#define WG_KMAX 8		/* classes of wg_fill_classed() */

/*
 * Random edges of density percent over g's n vertices, weighted alike
 * within a pair of classes (as a bracket's criteria are; k <= WG_KMAX
 * classes, of[v] is v's class), a third of them with a random weight
 * of their own: class bounds are tight for many pairs, loose for the
 * rest.
 */
void wg_fill_classed(struct wgraph *g, const int *of, int k, int density,
		     const int *style);

#endif
