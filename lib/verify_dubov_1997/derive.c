/*
 * derive.c - the verifier's own pairing of a round by chapters 4 and
 * 6-8, to find where a recorded pairing departs from the text.  The
 * same readings as trfpair(1), DUBOV SYSTEM, 1997 TEXT, worked another
 * way: the rows of 6.2/6.3 by a depth-first walk that looks one row
 * ahead with a matching of the rows below, floater sets by increasing
 * size.
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "verify_dubov_1997/internal.h"

#define V97_STEPS 20000L	/* as the engine: both give up on the same round */

static int can_meet(const struct v97round *x, int a, int b)
{
	return x->ok[a * x->k + b];
}

static void join(struct v97round *x, int a, int b, enum v97_why why)
{
	x->partner[a] = b;
	x->partner[b] = a;
	x->why[a] = x->why[b] = why;
}

/* Everybody unpaired except the n players out[] can still be paired. */
static int rest_ok(const struct v97round *x, const int *out, int n)
{
	int *who = malloc(sizeof(int) * ((size_t)x->k + 1)), m = 0;

	if (!who)
		return -1;
	for (int i = 0; i < x->k; i++) {
		if (x->partner[i] != -1)
			continue;
		int skip = 0;
		for (int j = 0; j < n; j++)
			skip |= out[j] == i;
		if (!skip)
			who[m++] = i;
	}
	int ok = v97_matchable(x, who, m);
	free(who);
	return ok;
}

static char opposite(char c)
{
	return c == 'w' ? 'b' : c == 'b' ? 'w' : 0;
}

/* Orders, each a "before" predicate on positions. */
static const struct v97round *ox;
static char owant;

static int white_col(const void *pa, const void *pb)	/* 6.2 Whites */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	if (a->aro != b->aro)
		return a->aro < b->aro ? -1 : 1;
	if (a->elo != b->elo)
		return a->elo < b->elo ? -1 : 1;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->id < b->id ? -1 : 1);
}

static int black_col(const void *pa, const void *pb)	/* 6.2 Blacks */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	if (a->elo != b->elo)
		return a->elo > b->elo ? -1 : 1;
	if (a->aro != b->aro)
		return a->aro > b->aro ? -1 : 1;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->id < b->id ? -1 : 1);
}

static int pick_order(const void *pa, const void *pb)	/* 7.1, 7.2, 8.2 */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	int ia = owant && a->due == owant, ib = owant && b->due == owant;
	if (ia != ib)
		return ia ? -1 : 1;
	if (a->elo != b->elo)
		return a->elo > b->elo ? -1 : 1;
	if (a->aro != b->aro)
		return a->aro < b->aro ? -1 : 1;
	return a->id < b->id ? -1 : 1;
}

static int w_to_b(const void *pa, const void *pb)	/* 7.3 */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	if (a->aro != b->aro)
		return a->aro < b->aro ? -1 : 1;
	if (a->elo != b->elo)
		return a->elo > b->elo ? -1 : 1;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->id < b->id ? -1 : 1);
}

static int b_to_w(const void *pa, const void *pb)	/* 7.4 */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	if (a->aro != b->aro)
		return a->aro > b->aro ? -1 : 1;
	if (a->elo != b->elo)
		return a->elo < b->elo ? -1 : 1;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->id < b->id ? -1 : 1);
}

static void sort_by(const struct v97round *x, int *a, int n, int (*cmp)(const void *, const void *),
		    char want)
{
	ox = x;
	owant = want;
	qsort(a, (size_t)n, sizeof(int), cmp);
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
static int pair_columns(struct v97round *x, const int *g, int n)
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
		sort_by(x, w, nw, w_to_b, 0);
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
		sort_by(x, b, nb, b_to_w, 0);
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
	sort_by(x, w, nw, white_col, 0);
	sort_by(x, b, nb, black_col, 0);
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
					join(x, w[i], b[j], i == j ? W_ROW : W_ROW_IMPROVED);
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
					join(x, a, c, (i < nw) == (j < nw) ? W_SAME_COLOUR : W_ROW_IMPROVED);
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

/* The unpaired players of the score groups below pts, highest group
 * first, each group in the order cmp/want gives; sizes in sz[]. */
static int below(const struct v97round *x, int pts, int *list, int *sz, char want)
{
	int groups = 0, n = 0, cur = pts;

	for (;;) {
		int next = -1;
		for (int i = 0; i < x->k; i++)
			if (x->partner[i] == -1 && x->pl[i].pts < cur && x->pl[i].pts > next)
				next = x->pl[i].pts;
		if (next < 0)
			break;
		int start = n;
		for (int i = 0; i < x->k; i++)
			if (x->partner[i] == -1 && x->pl[i].pts == next)
				list[n++] = i;
		sort_by(x, list + start, n - start, pick_order, want);
		sz[groups++] = n - start;
		cur = next;
	}
	return groups;
}

/* 7.1 (x_player >= 0) or 7.2 (grp): the player transferred, -1 none. */
static int transfer_up(struct v97round *x, int pts, int x_player, const int *grp, int ng,
		       char want)
{
	int *list = malloc(sizeof(int) * ((size_t)x->k + 1));
	int *sz = malloc(sizeof(int) * ((size_t)x->k + 1));
	int *tmp = malloc(sizeof(int) * ((size_t)x->k + 2));
	int found = -1;

	if (!list || !sz || !tmp) {
		found = -2;
		goto out;
	}
	int groups = below(x, pts, list, sz, want);
	for (int gi = 0, at = 0; gi < groups && found == -1; at += sz[gi], gi++)
		for (int i = at; i < at + sz[gi] && found == -1; i++) {
			int c = list[i], ok;
			if (!v97_up_allowed(x, &x->pl[c]))
				continue;	/* 2.5 */
			if (x_player >= 0) {
				int out2[2] = { x_player, c };
				ok = can_meet(x, x_player, c) ? rest_ok(x, out2, 2) : 0;
			} else {
				int meets = 0;
				for (int j = 0; j < ng; j++)
					meets |= can_meet(x, grp[j], c);
				ok = 0;
				if (meets) {
					memcpy(tmp, grp, sizeof(int) * (size_t)ng);
					tmp[ng] = c;
					ok = v97_matchable(x, tmp, ng + 1);
					if (ok > 0)
						ok = rest_ok(x, tmp, ng + 1);
				}
			}
			if (ok < 0)
				found = -2;
			else if (ok)
				found = c;
		}
out:
	free(list);
	free(sz);
	free(tmp);
	return found;
}

/* 6.4 classes, fixed when the floaters are chosen. */
static int *fl_class;

static int float_order(const void *pa, const void *pb)
{
	int a = *(const int *)pa, b = *(const int *)pb;
	if (fl_class[a] != fl_class[b])
		return fl_class[a] < fl_class[b] ? -1 : 1;
	if (ox->pl[a].elo != ox->pl[b].elo)
		return ox->pl[a].elo < ox->pl[b].elo ? -1 : 1;
	return a > b ? -1 : 1;
}

/* The next subset of size f of 0..n-1 in lexicographic order. */
static int next_subset(int *idx, int f, int n)
{
	int i = f - 1;
	while (i >= 0 && idx[i] == n - f + i)
		i--;
	if (i < 0)
		return 0;
	idx[i]++;
	for (int j = i + 1; j < f; j++)
		idx[j] = idx[j - 1] + 1;
	return 1;
}

/* 6.4: the floaters of group g[0..n-1] (pulled excluded) into fl[];
 * returns their number, -1 memory, -2 bound, -3 none found. */
static int choose_floaters(struct v97round *x, const int *g, int n, int pulled, int pts, int *fl)
{
	int *cand = malloc(sizeof(int) * ((size_t)n + 1)), nc = 0;
	int *idx = malloc(sizeof(int) * ((size_t)n + 1));
	int *keep = malloc(sizeof(int) * ((size_t)n + 1));
	int *cls = calloc((size_t)x->k + 1, sizeof(int));
	int rc = -3;

	if (!cand || !idx || !keep || !cls) {
		rc = -1;
		goto out;
	}
	int next = -1;
	for (int i = 0; i < x->k; i++)
		if (x->partner[i] == -1 && i != pulled && x->pl[i].pts < pts && x->pl[i].pts > next)
			next = x->pl[i].pts;
	for (int i = 0; i < n; i++) {
		if (g[i] == pulled)
			continue;
		int there = 0;
		for (int j = 0; j < x->k && !there; j++)
			there = j != pulled && x->partner[j] == -1 && x->pl[j].pts == next &&
				can_meet(x, g[i], j);
		cls[g[i]] = (x->pl[g[i]].went_down ? 2 : 0) + (there ? 0 : 1);
		cand[nc++] = g[i];
	}
	fl_class = cls;
	ox = x;
	qsort(cand, (size_t)nc, sizeof(int), float_order);
	/* at least what a largest pairing of the group leaves over */
	int *mt = malloc(sizeof(int) * ((size_t)n + 1));
	int most = mt && n ? match_cardinality(x->ok, (size_t)x->k, g, n, mt, 0) : 0;
	free(mt);
	if (!mt || most < 0) {
		rc = -1;
		goto out;
	}
	for (int f = n - 2 * most; f <= nc && rc == -3; f += 2) {
		for (int i = 0; i < f; i++)
			idx[i] = i;
		do {
			if (++x->steps > V97_STEPS) {
				rc = -2;
				goto out;
			}
			int m = 0;
			for (int i = 0; i < n; i++) {
				int out = 0;
				for (int j = 0; j < f; j++)
					out |= cand[idx[j]] == g[i];
				if (!out)
					keep[m++] = g[i];
			}
			int ok = v97_matchable(x, keep, m);
			if (ok > 0)
				ok = rest_ok(x, keep, m);
			if (ok < 0) {
				rc = -1;
				goto out;
			}
			if (ok) {
				for (int j = 0; j < f; j++)
					fl[j] = cand[idx[j]];
				rc = f;
				break;
			}
		} while (f > 0 && next_subset(idx, f, nc));
	}
out:
	free(cand);
	free(idx);
	free(keep);
	free(cls);
	return rc;
}

static int choose_bye(struct v97round *x);

int v97_derive(struct v97round *x)
{
	int k = x->k, rc = 0, nfl = 0;
	int *grp = malloc(sizeof(int) * (2 * (size_t)k + 2));
	int *fl = malloc(sizeof(int) * ((size_t)k + 1));
	int *newfl = malloc(sizeof(int) * ((size_t)k + 1));
	int *all = malloc(sizeof(int) * ((size_t)k + 1));

	if (!grp || !fl || !newfl || !all) {
		rc = -1;
		goto out;
	}
	for (int i = 0; i < k; i++)
		all[i] = i;
	if (k % 2) {
		rc = choose_bye(x);
		if (rc)
			goto out;
	} else {
		int ok = v97_matchable(x, all, k);
		if (ok <= 0) {
			rc = ok < 0 ? -1 : 1;
			goto out;
		}
	}
	for (int pts = 1 << 30;;) {
		int next = -1;
		for (int i = 0; i < k; i++)
			if (x->partner[i] == -1 && x->pl[i].pts < pts && x->pl[i].pts > next)
				next = x->pl[i].pts;
		if (next < 0)
			break;
		pts = next;
		int n = 0;
		for (int i = 0; i < k; i++)
			if (x->partner[i] == -1 && x->pl[i].pts == pts)
				grp[n++] = i;
		/* 8.1: White floaters (and those without a due colour), Black
		 * floaters, alternately */
		int *fw = malloc(sizeof(int) * ((size_t)nfl + 1)), *fb = malloc(sizeof(int) * ((size_t)nfl + 1));
		int nw = 0, nb = 0, o = 0;
		if (!fw || !fb) {
			free(fw);
			free(fb);
			rc = -1;
			goto out;
		}
		for (int i = 0; i < nfl; i++) {
			if (x->pl[fl[i]].due == 'b')
				fb[nb++] = fl[i];
			else
				fw[nw++] = fl[i];
		}
		sort_by(x, fw, nw, white_col, 0);
		sort_by(x, fb, nb, black_col, 0);
		for (int i = 0; i < nw || i < nb; i++) {
			if (i < nw)
				fl[o++] = fw[i];
			if (i < nb)
				fl[o++] = fb[i];
		}
		free(fw);
		free(fb);
		int left = 0;
		for (int i = 0; i < nfl; i++) {	/* 8.2 */
			int f = fl[i], done = 0;
			sort_by(x, grp, n, pick_order, opposite(x->pl[f].due));
			for (int j = 0; j < n && !done; j++) {
				int c = grp[j], out2[2] = { f, c };
				if (x->partner[c] != -1 || !can_meet(x, f, c))
					continue;
				int ok = rest_ok(x, out2, 2);
				if (ok < 0) {
					rc = -1;
					goto out;
				}
				if (ok) {
					join(x, f, c, W_FLOATER);
					done = 1;
				}
			}
			if (!done)
				newfl[left++] = f;
		}
		/* the group in pairing-number order, then the floaters left */
		n = 0;
		for (int i = 0; i < k; i++)
			if (x->partner[i] == -1 && x->pl[i].pts == pts)
				grp[n++] = i;
		for (int i = 0; i < left; i++)
			grp[n++] = newfl[i];
		for (int i = 0; i < n; i++) {	/* 7.1 */
			int p = grp[i], other = 0;
			if (x->partner[p] != -1)
				continue;
			for (int j = 0; j < n && !other; j++)
				other = j != i && x->partner[grp[j]] == -1 && can_meet(x, p, grp[j]);
			if (other)
				continue;
			int c = transfer_up(x, pts, p, NULL, 0, opposite(x->pl[p].due));
			if (c == -2) {
				rc = -1;
				goto out;
			}
			if (c >= 0)
				join(x, p, c, W_T71);
		}
		int m = 0;
		for (int i = 0; i < n; i++)
			if (x->partner[grp[i]] == -1)
				grp[m++] = grp[i];
		n = m;
		int pulled = -1;
		if (n % 2) {	/* 7.2 */
			int cw = 0, cb = 0;
			for (int i = 0; i < n; i++) {
				cw += x->pl[grp[i]].due == 'w';
				cb += x->pl[grp[i]].due == 'b';
			}
			pulled = transfer_up(x, pts, -1, grp, n, cw > cb ? 'b' : cb > cw ? 'w' : 0);
			if (pulled == -2) {
				rc = -1;
				goto out;
			}
			if (pulled >= 0)
				grp[n++] = pulled;
		}
		int f = choose_floaters(x, grp, n, pulled, pts, fl);
		if (f < 0) {
			rc = f == -3 ? -3 : f;
			goto out;
		}
		nfl = f;
		m = 0;
		for (int i = 0; i < n; i++) {
			int out = 0;
			for (int j = 0; j < f; j++)
				out |= fl[j] == grp[i];
			if (!out)
				grp[m++] = grp[i];
		}
		rc = pair_columns(x, grp, m);
		if (rc)
			goto out;
		if (pulled >= 0 && x->partner[pulled] >= 0)
			x->why[pulled] = x->why[x->partner[pulled]] = W_T72;
	}
	if (nfl)
		rc = -3;
out:
	free(grp);
	free(fl);
	free(newfl);
	free(all);
	return rc;
}

/* 4 (and 2.2): the lowest group with an eligible player, the lowest R;
 * equal R: the dominating due colour of that group, the higher ARO. */
static int bye_key_before(const struct v97round *x, int a, int b)
{
	const struct v97 *p = &x->pl[a], *q = &x->pl[b];
	if (p->pts != q->pts)
		return p->pts < q->pts;
	if (p->elo != q->elo)
		return p->elo < q->elo;
	int cw = 0, cb = 0;
	for (int i = 0; i < x->k; i++)
		if (x->pl[i].pts == p->pts) {
			cw += x->pl[i].due == 'w';
			cb += x->pl[i].due == 'b';
		}
	char dom = cw > cb ? 'w' : cb > cw ? 'b' : 0;
	if (dom && (p->due == dom) != (q->due == dom))
		return p->due == dom;
	if (p->aro != q->aro)
		return p->aro > q->aro;
	return a > b;
}

static int choose_bye(struct v97round *x)
{
	int *c = malloc(sizeof(int) * ((size_t)x->k + 1)), n = 0, rc = 1;

	if (!c)
		return -1;
	for (int i = 0; i < x->k; i++)
		if (!x->pl[i].free_point)
			c[n++] = i;
	for (int i = 1; i < n; i++)	/* insertion sort by the key of 4 */
		for (int j = i; j > 0 && bye_key_before(x, c[j], c[j - 1]); j--) {
			int tmp = c[j];
			c[j] = c[j - 1];
			c[j - 1] = tmp;
		}
	for (int i = 0; i < n && rc == 1; i++) {
		int ok = rest_ok(x, &c[i], 1);
		if (ok < 0)
			rc = -1;
		else if (ok) {
			x->bye = c[i];
			x->partner[c[i]] = -2;
			rc = 0;
		}
	}
	free(c);
	return rc;
}
