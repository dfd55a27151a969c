/*
 * columns.c - the verifier's 6.2 and 6.3 on one score group: the
 * subgroups (1, 7.3, 7.4, 2.6), the columns, and the rows by a
 * depth-first walk that looks one row ahead: a matching of the rows
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

/*
 * The rows of 6.2 as a bipartite matching kept from row to row: mrow[i]
 * the column (Black) of row i, mcol[j] the row of column j, -1 none.
 * After rows 0..i-1 are fixed, the matching pairs rows i..m-1 with the
 * unused columns; whether row i can take column j and leave the rows
 * below pairable is then one alternating path (Berge), not a new
 * matching of the rows below.
 */
struct rows {
	const struct v97round *x;
	const int *w, *b;
	int m;
	int *mrow, *mcol;
	int *prev, *queue;	/* the search: column -> row it was reached from */
};

/* A path from row r to column goal over rows > top and unused columns
 * other than skip, alternating along the matching; flips it on success
 * (r then holds a column, goal a row).  1 found, 0 none. */
static int augment(struct rows *R, int r, int goal, int top, int skip, const unsigned char *used)
{
	int head = 0, tail = 0, m = R->m;

	for (int j = 0; j < m; j++)
		R->prev[j] = -1;
	R->queue[tail++] = r;
	while (head < tail) {
		int row = R->queue[head++];
		for (int j = 0; j < m; j++) {
			if (used[j] || j == skip || R->prev[j] >= 0 ||
			    !can_meet(R->x, R->w[row], R->b[j]))
				continue;
			R->prev[j] = row;
			if (j == goal) {
				/* flip: each row on the path takes the column
				 * it reached, the previous column moves up */
				for (int c = j; c >= 0;) {
					int rr = R->prev[c], next = R->mrow[rr];
					R->mrow[rr] = c;
					R->mcol[c] = rr;
					c = rr == r ? -1 : next;
				}
				return 1;
			}
			int nr = R->mcol[j];
			if (nr > top)
				R->queue[tail++] = nr;
		}
	}
	return 0;
}

/* Whether all rows can be paired White against Black (the matching is
 * built in mrow/mcol, column by column along paths).  1, 0. */
static int rows_all(struct rows *R, const unsigned char *used)
{
	int lo = 0;	/* the columns before lo are matched */

	for (int i = 0; i < R->m; i++)
		R->mrow[i] = R->mcol[i] = -1;
	for (int i = 0; i < R->m; i++) {
		/* a free column row i may take directly: the search below
		 * finds one too, but after every matched column before it
		 * (any perfect matching will do: row_takes() asks only
		 * whether the rows below stay pairable) */
		while (lo < R->m && R->mcol[lo] >= 0)
			lo++;
		int direct = -1;
		for (int j = lo; j < R->m && direct < 0; j++)
			if (R->mcol[j] < 0 && !used[j] && can_meet(R->x, R->w[i], R->b[j]))
				direct = j;
		if (direct >= 0) {
			R->mrow[i] = direct;
			R->mcol[direct] = i;
			continue;
		}
		/* a free column reached from row i along the matching */
		int head = 0, tail = 0, found = -1;
		for (int j = 0; j < R->m; j++)
			R->prev[j] = -1;
		R->queue[tail++] = i;
		while (head < tail && found < 0) {
			int row = R->queue[head++];
			for (int j = 0; j < R->m && found < 0; j++) {
				if (used[j] || R->prev[j] >= 0 || !can_meet(R->x, R->w[row], R->b[j]))
					continue;
				R->prev[j] = row;
				if (R->mcol[j] < 0)
					found = j;
				else
					R->queue[tail++] = R->mcol[j];
			}
		}
		if (found < 0)
			return 0;
		for (int c = found; c >= 0;) {
			int rr = R->prev[c], next = R->mrow[rr];
			R->mrow[rr] = c;
			R->mcol[c] = rr;
			c = rr == i ? -1 : next;
		}
	}
	return 1;
}

/* Row i takes column j (unused, legal) and the rows below stay
 * pairable: then the matching is changed to hold i-j.  1, 0. */
static int row_takes(struct rows *R, int i, int j, const unsigned char *used)
{
	int had = R->mrow[i], r = R->mcol[j];

	if (had == j)
		return 1;
	/* r (below i) loses j; it needs a path to the column i gives up */
	if (!augment(R, r, had, i, j, used))
		return 0;
	R->mrow[i] = j;
	R->mcol[j] = i;
	return 1;
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

/* --explain: the columns of 6.2 of the group at position g0's score,
 * "6.2: White 2 3 / Black 1 4", with the players beside the line. */
static void explain_columns(const struct v97round *x, int g0, const int *w, int nw,
			    const int *b, int nb)
{
	int pts = x->pl[g0].pts;
	char where[16], ws[2048] = "", bs[2048] = "";
	int *ids = malloc(sizeof(int) * ((size_t)nw + (size_t)nb + 1));
	size_t kw = 0, kb = 0;

	snprintf(where, sizeof(where), pts % 10 ? "%d.%d" : "%d", pts / 10, pts % 10);
	for (int i = 0; i < nw && kw + 16 < sizeof(ws); i++)
		kw += (size_t)snprintf(ws + kw, sizeof(ws) - kw, " %d",
				       x->t->players[x->pl[w[i]].id].id);
	for (int i = 0; i < nb && kb + 16 < sizeof(bs); i++)
		kb += (size_t)snprintf(bs + kb, sizeof(bs) - kb, " %d",
				       x->t->players[x->pl[b[i]].id].id);
	for (int i = 0; ids && i < nw + nb; i++)
		ids[i] = x->t->players[x->pl[i < nw ? w[i] : b[i - nw]].id].id;
	struct verify_value val[2] = { { "White", ws + (kw > 0) }, { "Black", bs + (kb > 0) } };
	struct verify_explain e = { "group", where, ids, ids ? nw + nb : 0, NULL, 0, NULL, 0,
				    NULL, 0, val, 2 };
	verify_explain(x->explain, x->r, &e, "explain: 6.2: White%s / Black%s", ws, bs);
	free(ids);
}
/* 6.2/6.3 (after 7.3, 7.4, 2.6) on the players g[0..n-1]. */
int v97_pair_columns(struct v97round *x, const int *g, int n)
{
	int *w = malloc(sizeof(int) * ((size_t)n + 1)), *b = malloc(sizeof(int) * ((size_t)n + 1));
	unsigned char *used = calloc((size_t)n + 1, 1);
	int nw = 0, nb = 0, rc = 0;
	struct rows R = { x, w, b, 0, malloc(sizeof(int) * ((size_t)n + 1)),
			  malloc(sizeof(int) * ((size_t)n + 1)), malloc(sizeof(int) * ((size_t)n + 1)),
			  malloc(sizeof(int) * ((size_t)n + 1)) };

	if (!w || !b || !used || !R.mrow || !R.mcol || !R.prev || !R.queue) {
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
	if (x->explain && nw + nb)
		explain_columns(x, g[0], w, nw, b, nb);
	R.m = nw;
	if (nw == nb && rows_all(&R, used)) {
		for (int i = 0, lo = 0; i < nw; i++) {
			int done = 0;
			while (lo < nb && used[lo])
				lo++;	/* skipped below anyway */
			for (int j = lo; j < nb && !done; j++) {
				if (used[j] || !can_meet(x, w[i], b[j]))
					continue;
				if (row_takes(&R, i, j, used)) {
					used[j] = 1;
					v97_join(x, w[i], b[j], i == j ? W_ROW : W_ROW_IMPROVED);
					done = 1;
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
	free(R.mrow);
	free(R.mcol);
	free(R.prev);
	free(R.queue);
	return rc;
}

