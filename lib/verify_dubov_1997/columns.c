/*
 * columns.c - the verifier's 6.2 and 6.3 on one score group: the
 * subgroups (1, 7.3, 7.4, 2.6), the columns, and the rows by a
 * depth-first walk that looks one row ahead with a matching of the rows
 * below; the last clause of 6.3 when no assignment pairs every row.
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "verify_dubov_1997/internal.h"

static int can_meet(const struct v97round *x, int a, int b)
{
	return x->ok[a * x->k + b];
}

void v97_join(struct v97round *x, int a, int b, enum v97_why why)
{
	x->partner[a] = b;
	x->partner[b] = a;
	x->why[a] = x->why[b] = why;
}

/* Whether rows w[from..m-1] and the unused blacks can all be paired
 * White against Black (a matching on a bipartite copy). */
static int rows_below(const struct v97round *x, const int *w, const int *b, int m, int from,
		      const unsigned char *used)
{
	int n = 0, *who;
	unsigned char *adj;
	int size = 2 * m;

	adj = calloc((size_t)size * (size_t)size + 1, 1);
	who = malloc(sizeof(int) * ((size_t)size + 1));
	if (!adj || !who) {
		free(adj);
		free(who);
		return -1;
	}
	for (int i = from; i < m; i++)
		for (int j = 0; j < m; j++)
			if (!used[j] && can_meet(x, w[i], b[j]))
				adj[i * size + m + j] = adj[(m + j) * size + i] = 1;
	for (int i = from; i < m; i++)
		who[n++] = i;
	for (int j = 0; j < m; j++)
		if (!used[j])
			who[n++] = m + j;
	int rc = 1;
	if (n) {
		int *mate = malloc(sizeof(int) * (size_t)n);
		int got = mate ? match_cardinality(adj, (size_t)size, who, n, mate, 1) : -1;
		free(mate);
		rc = got < 0 ? -1 : 2 * got == n;
	}
	free(adj);
	free(who);
	return rc;
}

static int same_group_pairable(const struct v97round *x, const int *g, int n, int a, int b)
{
	int *rest = malloc(sizeof(int) * ((size_t)n + 1)), m = 0;

	if (!rest)
		return -1;
	for (int i = 0; i < n; i++)
		if (g[i] != a && g[i] != b && x->partner[g[i]] == -1)
			rest[m++] = g[i];
	int ok = v97_matchable(x, rest, m);
	free(rest);
	return ok;
}

/* 6.2/6.3 (after 7.3, 7.4, 2.6) on the players g[0..n-1]. */
int v97_pair_columns(struct v97round *x, const int *g, int n)
{
	int *w = malloc(sizeof(int) * ((size_t)n + 1)), *b = malloc(sizeof(int) * ((size_t)n + 1));
	unsigned char *used = calloc((size_t)n + 1, 1);
	int nw = 0, nb = 0, rc = 0;

	if (!w || !b || !used) {
		rc = -1;
		goto out;
	}
	for (int i = 0; i < n; i++) {
		if (x->pl[g[i]].due == 'w')
			w[nw++] = g[i];
		if (x->pl[g[i]].due == 'b')
			b[nb++] = g[i];
	}
	for (int i = 0; i < n; i++)
		if (!x->pl[g[i]].due) {
			if (nw < nb)
				w[nw++] = g[i];
			else
				b[nb++] = g[i];
		}
	if (nw > nb) {	/* 7.3 */
		int move = (nw - nb) / 2;
		v97_sort(x, w, nw, V97_W_TO_B, 0);
		for (int i = 0; i < nw && move;) {
			if (v97_colour_ok(&x->pl[w[i]], 'b')) {	/* 2.6 */
				b[nb++] = w[i];
				memmove(w + i, w + i + 1, sizeof(int) * (size_t)(nw - i - 1));
				nw--;
				move--;
			} else {
				i++;
			}
		}
	} else if (nb > nw) {	/* 7.4 */
		int move = (nb - nw) / 2;
		v97_sort(x, b, nb, V97_B_TO_W, 0);
		for (int i = 0; i < nb && move;) {
			if (v97_colour_ok(&x->pl[b[i]], 'w')) {
				w[nw++] = b[i];
				memmove(b + i, b + i + 1, sizeof(int) * (size_t)(nb - i - 1));
				nb--;
				move--;
			} else {
				i++;
			}
		}
	}
	v97_sort(x, w, nw, V97_WHITE_COL, 0);
	v97_sort(x, b, nb, V97_BLACK_COL, 0);
	if (x->explain && nw + nb) {
		int pts = x->pl[g[0]].pts;
		fprintf(x->explain, pts % 10 ? "round %d: group %d.%d: explain: 6.2: White" :
			"round %d: group %d: explain: 6.2: White", x->r, pts / 10, pts % 10);
		for (int i = 0; i < nw; i++)
			fprintf(x->explain, " %d", x->t->players[x->pl[w[i]].id].id);
		fputs(" / Black", x->explain);
		for (int i = 0; i < nb; i++)
			fprintf(x->explain, " %d", x->t->players[x->pl[b[i]].id].id);
		fputc('\n', x->explain);
	}
	int whole = nw == nb ? rows_below(x, w, b, nw, 0, used) : 0;
	if (whole < 0) {
		rc = -1;
		goto out;
	}
	if (whole) {
		for (int i = 0; i < nw; i++) {
			int done = 0;
			for (int j = 0; j < nb && !done; j++) {
				if (used[j] || !can_meet(x, w[i], b[j]))
					continue;
				used[j] = 1;
				int ok = rows_below(x, w, b, nw, i + 1, used);
				if (ok < 0) {
					rc = -1;
					goto out;
				}
				if (ok) {
					v97_join(x, w[i], b[j], i == j ? W_ROW : W_ROW_IMPROVED);
					done = 1;
				} else {
					used[j] = 0;
				}
			}
			if (!done) {
				rc = -3;
				goto out;
			}
		}
		goto out;
	}
	/* 6.3, the last clause: a White player for a White one */
	int all = nw + nb;
	int *seq = malloc(sizeof(int) * ((size_t)all + 1));
	if (!seq) {
		rc = -1;
		goto out;
	}
	memcpy(seq, w, sizeof(int) * (size_t)nw);
	memcpy(seq + nw, b, sizeof(int) * (size_t)nb);
	for (int i = 0; i < all; i++) {
		int a = seq[i];
		if (x->partner[a] != -1)
			continue;
		int white = i < nw, found = 0;
		/* the candidates in 6.3 order: Blacks (for a White), then
		 * below in his own column, then above */
		for (int pass = 0; pass < 3 && !found; pass++) {
			int from, to, step;
			if (pass == 0) {
				if (!white)
					continue;
				from = nw, to = all, step = 1;
			} else if (pass == 1) {
				from = i + 1, to = white ? nw : all, step = 1;
			} else {
				from = i - 1, to = white ? -1 : nw - 1, step = -1;
			}
			for (int j = from; j != to && !found; j += step) {
				int c = seq[j];
				if (x->partner[c] != -1 || !can_meet(x, a, c))
					continue;
				int ok = same_group_pairable(x, g, n, a, c);
				if (ok < 0) {
					free(seq);
					rc = -1;
					goto out;
				}
				if (ok) {
					v97_join(x, a, c, (i < nw) == (j < nw) ? W_SAME_COLOUR : W_ROW_IMPROVED);
					found = 1;
				}
			}
		}
	}
	free(seq);
out:
	free(w);
	free(b);
	free(used);
	return rc;
}

