/*
 * wgraph.c - the random weighted test graph of the matcher's property
 * tests (wgraph.h).
 */
#include <check.h>
#include <string.h>

#include "support/rnd.h"
#include "support/wgraph.h"

uint64_t wg_word(int style)
{
	switch (style) {
	case 0:
		return (uint64_t)rnd_below(3);
	case 1:
		return (uint64_t)rnd_below(50);
	case 2:
		return UINT64_MAX - (uint64_t)rnd_below(3);
	case 3:
		return rnd();
	default:
		return 7;
	}
}

void wg_rnd_weight(const struct wgraph *g, const int *style, uint64_t *w)
{
	memset(w, 0, sizeof(uint64_t) * WG_NWMAX);
	for (int k = 0; k < g->nw; k++)
		w[k] = wg_word(style[k]);
}

void wg_set_pair(struct wgraph *g, int i, int j, const uint64_t *w)
{
	g->has[i][j] = g->has[j][i] = 1;
	memcpy(g->w[i][j], w, sizeof(g->w[i][j]));
	memcpy(g->w[j][i], w, sizeof(g->w[j][i]));
}

void wg_add_weight(const struct wgraph *g, int i, int j, uint64_t *sum)
{
	uint64_t c = 0;

	for (int k = 0; k <= g->nw; k++) {
		uint64_t x = k < g->nw ? g->w[i][j][g->nw - 1 - k] : 0;
		uint64_t t = sum[k] + c;

		c = t < c;
		sum[k] = t + x;
		c |= sum[k] < t;
	}
}

void wg_msum(const struct wgraph *g, const int *mate, uint64_t *sum)
{
	memset(sum, 0, sizeof(uint64_t) * (WG_NWMAX + 1));
	for (int v = 0; v < g->n; v++)
		if (mate[v] > v)
			wg_add_weight(g, v, mate[v], sum);
}

int wg_valid(const struct wgraph *g, const int *mate)
{
	for (int v = 0; v < g->n; v++) {
		int u = mate[v];

		if (u == -1)
			continue;
		if (u < 0 || u >= g->n || u == v || mate[u] != v || !g->has[v][u])
			return 0;
	}
	return 1;
}

struct match_graph *wg_dense(const struct wgraph *g,
			     const unsigned char *tight)
{
	struct match_graph *mg = match_graph_new(g->n, g->nw);

	if (!mg)
		ck_abort_msg("wg_dense: match_graph_new(%d, %d) failed",
			     g->n, g->nw);
	for (int i = 0; i < g->n; i++)
		for (int j = i + 1; j < g->n; j++)
			if (g->has[i][j] && (!tight || tight[i * g->n + j])
			    && match_set_edge(mg, i, j, g->w[i][j]) != 0)
				ck_abort_msg("wg_dense: match_set_edge(%d, %d) failed",
					     i, j);
	return mg;
}

void wg_change(struct wgraph *g, const int *style, int nadd)
{
	int n = g->n, kind = rnd_below(6);
	uint64_t w[WG_NWMAX] = { 0 };

	if (kind == 0) {		/* some weights anew */
		for (int k = 1 + rnd_below(4); k > 0; k--) {
			int i = rnd_below(n), j = rnd_below(n);

			if (i != j && g->has[i][j]) {
				wg_rnd_weight(g, style, w);
				wg_set_pair(g, i, j, w);
			}
		}
	} else if (kind == 1) {		/* a tie-break digit on one vertex's edges */
		int v = rnd_below(n);

		for (int j = 0; j < n; j++)
			if (g->has[v][j]) {
				memcpy(w, g->w[v][j], sizeof(w));
				w[g->nw - 1] = (uint64_t)rnd_below(20);
				wg_set_pair(g, v, j, w);
			}
	} else if (kind == 2) {		/* a vertex leaves (a pair settled) */
		int v = rnd_below(n);

		for (int j = 0; j < n; j++)
			g->has[v][j] = g->has[j][v] = 0;
	} else if (kind == 3) {		/* some edges dropped */
		for (int k = 0; k < 3; k++) {
			int i = rnd_below(n), j = rnd_below(n);

			g->has[i][j] = g->has[j][i] = 0;
		}
	} else if (kind == 4) {		/* edges added */
		for (int k = 0; k < nadd; k++) {
			int i = rnd_below(n), j = rnd_below(n);

			if (i != j) {
				wg_rnd_weight(g, style, w);
				wg_set_pair(g, i, j, w);
			}
		}
	} else {			/* one weight up in its top word */
		int i = rnd_below(n), j = rnd_below(n);

		if (i != j && g->has[i][j]) {
			memcpy(w, g->w[i][j], sizeof(w));
			if (w[0] < UINT64_MAX)
				w[0]++;
			wg_set_pair(g, i, j, w);
		}
	}
}

void wg_brute(const struct wgraph *g, int i, unsigned used, uint64_t *cur,
	      uint64_t *best, int (*stack)[2], int depth,
	      unsigned char (*found)[WG_VMAX])
{
	while (i < g->n && (used >> i & 1))
		i++;
	if (i >= g->n) {
		if (found) {
			if (!memcmp(cur, best, sizeof(uint64_t) * (WG_NWMAX + 1)))
				for (int k = 0; k < depth; k++)
					found[stack[k][0]][stack[k][1]] = 1;
			return;
		}
		for (int k = g->nw; k >= 0; k--)
			if (cur[k] != best[k]) {
				if (cur[k] > best[k])
					memcpy(best, cur, sizeof(uint64_t) * (WG_NWMAX + 1));
				break;
			}
		return;
	}
	wg_brute(g, i + 1, used | 1u << i, cur, best, stack, depth, found);
	for (int j = i + 1; j < g->n; j++) {
		uint64_t save[WG_NWMAX + 1];

		if ((used >> j & 1) || !g->has[i][j])
			continue;
		memcpy(save, cur, sizeof(save));
		wg_add_weight(g, i, j, cur);
		stack[depth][0] = i;
		stack[depth][1] = j;
		wg_brute(g, i + 1, used | 1u << i | 1u << j, cur, best, stack,
			 depth + 1, found);
		memcpy(cur, save, sizeof(save));
	}
}

/* a > b on nw words, most significant first. */
static int wg_heavier(const uint64_t *a, const uint64_t *b, int nw)
{
	for (int i = 0; i < nw; i++)
		if (a[i] != b[i])
			return a[i] > b[i];
	return 0;
}

int wg_class_bound(const struct wgraph *g, const int *of,
		   const unsigned char *skip, int a, int b, int loose,
		   uint64_t *weight)
{
	int found = 0;

	memset(weight, 0, sizeof(uint64_t) * (size_t)g->nw);
	for (int u = 0; u < g->n; u++)
		for (int v = u + 1; v < g->n; v++) {
			if (!g->has[u][v] || (skip && (skip[u] || skip[v])))
				continue;
			if (!((of[u] == a && of[v] == b) || (of[u] == b && of[v] == a)))
				continue;
			if (!found || wg_heavier(g->w[u][v], weight, g->nw))
				memcpy(weight, g->w[u][v], sizeof(uint64_t) * (size_t)g->nw);
			found = 1;
		}
	if (found && loose) {
		int low = g->nw - 1;
		uint64_t up = (uint64_t)(1 + (a + b) % 3);
		if (weight[low] <= UINT64_MAX - up)
			weight[low] += up;
	}
	return found;
}

void wg_fill_classed(struct wgraph *g, const int *of, int k, int density,
		     const int *style)
{
	uint64_t base[WG_KMAX][WG_KMAX][WG_NWMAX], w[WG_NWMAX] = { 0 };

	for (int a = 0; a < k; a++)
		for (int b = a; b < k; b++) {
			wg_rnd_weight(g, style, w);
			memcpy(base[a][b], w, sizeof(w));
			memcpy(base[b][a], w, sizeof(w));
		}
	memset(g->has, 0, sizeof(g->has));
	for (int i = 0; i < g->n; i++)
		for (int j = i + 1; j < g->n; j++) {
			if (rnd_below(100) >= density)
				continue;
			if (rnd_below(3) == 0)
				wg_rnd_weight(g, style, w);
			else
				memcpy(w, base[of[i]][of[j]], sizeof(w));
			wg_set_pair(g, i, j, w);
		}
}

void wg_dense_opt(const struct wgraph *g, const unsigned char *tight,
		  uint64_t *sum)
{
	struct match_graph *mg = wg_dense(g, tight);
	int mate[WG_VMAX];

	MUST(match_solve(mg, mate) == 0);
	match_graph_free(mg);
	MUST(wg_valid(g, mate));
	wg_msum(g, mate, sum);
}

const char *wg_tight_holds_optimum(const struct wgraph *g, const uint64_t *opt,
				   const unsigned char *tight, int brute_max)
{
	int n = g->n;
	uint64_t sub[WG_NWMAX + 1];

	wg_dense_opt(g, tight, sub);
	if (memcmp(sub, opt, sizeof(sub)))
		return "(d) the tight pairs miss the optimum";
	if (n <= brute_max) {
		uint64_t cur[WG_NWMAX + 1] = { 0 }, best[WG_NWMAX + 1] = { 0 };
		unsigned char found[WG_VMAX][WG_VMAX] = { { 0 } };
		int stack[WG_VMAX][2];

		wg_brute(g, 0, 0, cur, best, stack, 0, NULL);
		if (memcmp(best, opt, sizeof(best)))
			return "(a) weight differs from brute force";
		wg_brute(g, 0, 0, cur, best, stack, 0, found);
		for (int u = 0; u < n; u++)
			for (int v = u + 1; v < n; v++)
				if (found[u][v] && !tight[u * n + v])
					return "(d) a pair of an optimum not tight";
	}
	return NULL;
}
