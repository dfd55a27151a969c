/*
 * match.h - maximum-weight matching on general graphs.
 *
 * lib/match/ owns the graph matcher the pairing systems are built on:
 * an exact implementation of Edmonds' weighted blossom algorithm
 * (primal-dual, O(n^3)) for graphs that need not be bipartite.  Edge
 * weights are unsigned integers of a fixed number of 64-bit words per
 * graph, so that many pairing criteria can be packed into one weight
 * and compared lexicographically; no floating point is involved.
 *
 * Weights are given MOST significant word first: with nwords = 2,
 * {1, 0} outweighs {0, UINT64_MAX}.  What is maximised is the SUM of the
 * weights of the chosen edges (as an integer of nwords words plus
 * carry), so a criterion packed into a lower field must leave enough
 * headroom for the sum over a whole matching not to carry into the
 * field above it.
 *
 * Usage:
 *	g = match_graph_new(n, 3);
 *	match_set_edge(g, u, v, w);	(for each edge, any order)
 *	match_solve(g, mate);		(mate[v] = partner or -1)
 *	match_graph_free(g);
 *
 * Vertices are 0..n-1.  The graph may be solved more than once, and
 * edges may be set between solves.  Memory is O(n + m) words: each edge
 * and its weight are kept once in the graph, and the solver adds two
 * ints per edge (one arc per end), not a copy of the weights.
 *
 * Functions returning int give 0 on success and -1 with errno set on
 * failure (EINVAL for bad arguments, ENOMEM).
 */
#ifndef TRFPAIR_MATCH_H
#define TRFPAIR_MATCH_H

#include <stddef.h>
#include <stdint.h>

/* Largest nwords accepted by match_graph_new(). */
#define MATCH_MAX_WORDS 255

struct match_graph;

/*
 * A graph with nvertices >= 0 vertices, no edges, and weights of
 * nwords words (1..MATCH_MAX_WORDS).  NULL with errno set on failure.
 */
struct match_graph *match_graph_new(int nvertices, int nwords);
void match_graph_free(struct match_graph *g);

/* Room for medges edges in all, so that setting them copies nothing. */
int match_graph_reserve(struct match_graph *g, int medges);

/*
 * Set the weight of edge {u, v} (u != v) to weight[0..nwords-1], most
 * significant word first.  Setting the same pair again replaces the
 * weight.  A zero weight is a real edge, but it never adds anything.
 */
int match_set_edge(struct match_graph *g, int u, int v,
		   const uint64_t *weight);

/*
 * Flags for match_solve_flags().  MATCH_MAX_CARDINALITY: among the
 * matchings with the most edges, return one of maximum weight (without
 * it, only the weight counts and zero-weight edges may stay unused).
 */
#define MATCH_MAX_CARDINALITY 1u

/*
 * Compute a maximum-weight matching; mate[v] (n entries, written) is
 * v's partner or -1.  match_solve() is match_solve_flags() with no
 * flags.  Ties between optimal matchings are broken arbitrarily but
 * deterministically.
 */
int match_solve(struct match_graph *g, int *mate);
int match_solve_flags(struct match_graph *g, int *mate, unsigned flags);

/*
 * match_solve(), and also tight[e] (one entry per match_set_edge() call,
 * in call order) = 1 if edge e has zero reduced cost under the optimal
 * dual solution found, else 0 (a replaced edge gets 0).  By
 * complementary slackness EVERY maximum-weight matching of g uses tight
 * edges only, so a secondary objective (lower fields of the weight)
 * can then be maximised on the tight edges alone, a much sparser graph.
 */
int match_solve_tight(struct match_graph *g, int *mate, unsigned char *tight);

/*
 * Re-optimisation.  A match_warm keeps the optimal duals of the last
 * solve it was given to; match_solve_warm() starts from them and from
 * the matching in mate[] (read on entry: mate[v] = w and mate[w] = v for
 * each pair, -1 otherwise) instead of from scratch.  Between two solves
 * the caller may change weights, drop edges or whole vertices (by not
 * setting their edges again in a new graph of the same size and word
 * count): duals that a new weight makes infeasible are raised, pairs
 * that are gone or no longer tight are dropped, so the result is
 * always an exact maximum-weight matching; a small change only makes
 * it quick.  The first solve with a new match_warm, or one whose graph
 * differs in vertex or word count, is a cold one.  tight may be NULL,
 * else as for match_solve_tight().
 *
 * The duals kept are flattened onto the vertices: y[v] is v's dual plus
 * the duals of the blossoms around it, in units of a quarter weight, so
 * that y[u] + y[v] >= 4 w(u, v) for every edge, with equality on the
 * matched edges that leave no blossom.  match_warm_dual() gives y[v] as
 * nwords + 1 words, most significant first.
 */
struct match_warm;

struct match_warm *match_warm_new(void);
void match_warm_free(struct match_warm *ws);
int match_solve_warm(struct match_graph *g, int *mate, unsigned char *tight,
		     struct match_warm *ws);
int match_warm_dual(const struct match_warm *ws, int v, uint64_t *out);

/*
 * From now on (on != 0) every solve given ws also keeps its final
 * duals with their blossom structure (a little time and O(n log n)
 * memory per solve), for match_snapshot_take(); 0: no longer.
 * match_solve_priced() and match_solve_classed() keep them while they
 * run and leave the setting as they found it.
 */
void match_warm_keep_duals(struct match_warm *ws, int on);

/*
 * A copy of the duals the last solve given ws kept (see above): after
 * that solve, pair {u, v} of weight w (in that solve's words, most
 * significant first) has reduced cost zero (tight: every maximum-weight
 * matching of that graph uses tight pairs only), positive, or negative
 * (not an edge that solve could have had at that weight):
 * match_snapshot_slack() gives 0, 1 or -1.  NULL with errno set when
 * no duals were kept.
 */
struct match_snapshot;
struct match_snapshot *match_snapshot_take(const struct match_warm *ws);
void match_snapshot_free(struct match_snapshot *s);
int match_snapshot_words(const struct match_snapshot *s);
int match_snapshot_slack(const struct match_snapshot *s, int u, int v,
			 const uint64_t *weight);

/*
 * Multiply the kept duals by 2^bits and widen them to a graph of
 * nwords words: the start for a graph whose weights are the old ones
 * shifted up by bits, with new low-order fields below them (a
 * tie-break stage under the criteria).
 */
int match_warm_scale(struct match_warm *ws, int nwords, int bits);

/*
 * Carry the kept duals to a graph of n vertices: new vertex v was
 * vertex old[v] of the graph of the last solve given ws, or is new
 * (old[v] = -1, dual 0).  The next solve given ws on a graph of n
 * vertices (and the same word count) then starts warm from them and
 * from the matching in mate[] on entry (map the old matching the same
 * way): a problem that keeps most of the vertices of the one before
 * (a bracket's players and those below it, then those below the next
 * bracket) starts near its optimum.  The duals kept with their
 * blossoms (match_warm_keep_duals()) are dropped.  With no duals kept,
 * nothing is done.  -1 with EINVAL when old[v] is out of range.
 */
int match_warm_restrict(struct match_warm *ws, int n, const int *old);

/*
 * The edges of an implicit graph on the vertices of g: edge() returns 1
 * and fills weight[0..nwords-1] (most significant word first) when {u, v}
 * (u < v) is an edge, 0 when it is not, -1 (errno set) on failure.
 */
typedef int match_edge_fn(void *ctx, int u, int v, uint64_t *weight);

/*
 * A new graph of nwords words on g's vertices holding those pairs of g
 * (each once, however often it was set) that edge() takes, with
 * edge()'s weights: the candidates one match_solve_priced() gathered,
 * carried to the next problem on the same vertices (a stage of finer
 * weights), where they start it closer to its optimum than a bare
 * matching does.  NULL with errno set (errors of edge() pass through).
 */
struct match_graph *match_graph_carry(const struct match_graph *g, int nwords,
				      match_edge_fn *edge, void *ctx);

/*
 * Maximum-weight matching of the implicit graph G given by edge(), solved
 * on the candidate edges already set in g plus those pricing adds:
 * after each solve every pair u < v of G is priced against the optimal
 * duals (vertex AND blossom duals: the reduced cost of {u,v} is
 * y_u + y_v + sum of z_B over the blossoms B holding both, minus the
 * weight), pairs with negative reduced cost are set in g, and g is
 * solved again warm, until none is left.  Then mate[] (n entries) is an
 * exact maximum-weight matching of G, the same optimum value as a solve
 * of the dense G.  Every edge set in g beforehand must be an edge of G
 * with the same weight.
 *
 * ws: as for match_solve_warm() (may start warm from mate[] on entry;
 * keeps the final duals for the next warm solve).  Required (not NULL).
 * tight: NULL, or n*n bytes indexed u*n+v for u < v (the rest untouched),
 * set to 1 when {u,v} is an edge of G with zero reduced cost under the
 * final duals, else 0 -- the same meaning as match_solve_tight()'s flags
 * but over all pairs of G (so by complementary slackness every maximum-
 * weight matching of G uses only pairs flagged 1).
 * Returns 0, or -1 with errno set (errors of edge() pass through).
 *
 * A full pricing pass calls edge() once per pair u < v (O(n^2) calls, no
 * O(n^2) memory besides tight); after a solve that changed few duals, a
 * pass prices only the pairs at those vertices, but only a full pass
 * ends the loop.  The solves run on the sparse g.  A pass
 * adds, for each vertex, ten of its violated pairs (the heaviest in the
 * first pass, then the most violated), so g stays sparse even when it
 * starts empty -- the best start measured: an empty g took two passes
 * where ten random pairs a vertex took four or five.  EINVAL also when
 * g holds a pair that edge() denies or weighs differently.
 */
int match_solve_priced(struct match_graph *g, int *mate,
		       unsigned char *tight, struct match_warm *ws,
		       match_edge_fn *edge, void *ctx);

/*
 * Vertex classes of the implicit graph of match_solve_classed(): of[v]
 * is v's class (0..n-1), and bound(ctx, a, b, weight) returns 1 with
 * weight (most significant word first) at least the weight of every
 * edge {u, v} of G with u of class a and v of class b, or 0 when no
 * such pair is an edge (-1 with errno set on failure); it must give
 * the same for (a, b) as for (b, a).  Pairs at a vertex with every[v]
 * set are priced one by one whatever the bounds (rows whose weights
 * the classes do not bound tightly); every may be NULL.
 */
typedef int match_bound_fn(void *ctx, int a, int b, uint64_t *weight);

struct match_classes {
	int n;
	const int *of;
	match_bound_fn *bound;
	const unsigned char *every;
};

/*
 * match_solve_priced() without tight, for a G whose vertices fall into
 * classes: a pair is priced only when its duals, those of the
 * blossoms holding both ends included, are low enough for its class
 * bound to be violated (found through the blossom forest, however
 * deep the blossoms nest), so a pass costs about n log n, plus the
 * classes at each vertex's light ancestors in the blossom forest
 * (at most log2 n of them), plus the pairs the bounds let through,
 * not n^2 / 2.  The same optimum as match_solve_priced().
 */
int match_solve_classed(struct match_graph *g, int *mate, struct match_warm *ws,
			match_edge_fn *edge, void *ctx, const struct match_classes *cl);

/*
 * Maximum-cardinality matching (Edmonds) of the graph induced by the k
 * vertices who[0..k-1] of a 0/1 adjacency matrix: u and v are adjacent
 * when adj[u * stride + v] is non-zero (the caller keeps it symmetric).
 * mate[i] (k entries, written) is the position in who[] of i's partner,
 * or -1.  With stop_early the search ends at the first vertex that
 * cannot be matched, which settles "is there a perfect matching?" sooner
 * (mate is then a matching, not a maximum one).  Returns the number of
 * edges matched, or -1 with errno set.
 */
int match_cardinality(const unsigned char *adj, size_t stride, const int *who,
		      int k, int *mate, int stop_early);

/*
 * match_cardinality() from the matching in mate[] on entry (mate[i] = j
 * and mate[j] = i for each pair, which must be an edge; -1 otherwise)
 * instead of from none: a question asked about a pairing that is
 * mostly known ("does the recorded round still complete?") is then
 * settled by the few searches the start leaves.  The result is the
 * same kind of matching as match_cardinality()'s.
 */
int match_cardinality_from(const unsigned char *adj, size_t stride, const int *who,
			   int k, int *mate, int stop_early);

/*
 * match_cardinality_from() on the k vertices of who[] and one more,
 * vertex k, joined to i exactly when joker[i] is non-zero (a PAB that
 * some may receive), without a matrix that holds it: mate has k + 1
 * entries, read on entry and written as for match_cardinality_from().
 * joker NULL: match_cardinality_from() itself.
 */
int match_cardinality_joker(const unsigned char *adj, size_t stride, const int *who,
			    int k, const unsigned char *joker, int *mate, int stop_early);

#endif
