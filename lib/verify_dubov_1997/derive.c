/*
 * derive.c - the verifier's own pairing of a round by chapters 4 and
 * 6-8, to find where a recorded pairing departs from the text.  The
 * same readings as trfpair(1), DUBOV SYSTEM, 1997 TEXT, worked another
 * way: the bye and the floaters from above (4, 8), the transfers (7.1,
 * 7.2), floater sets by increasing size (6.4); the rows in columns.c.
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

/* Everybody unpaired except the n players out[] can still be paired. */
static int rest_ok(const struct v97round *x, const int *out, int n)
{
	int *who = malloc(sizeof(int) * ((size_t)x->k + 1)), m = 0;
	unsigned char *skip = calloc((size_t)x->k + 1, 1);

	if (!who || !skip) {
		free(who);
		free(skip);
		return -1;
	}
	for (int j = 0; j < n; j++)
		skip[out[j]] = 1;
	for (int i = 0; i < x->k; i++)
		if (x->partner[i] == -1 && !skip[i])
			who[m++] = i;
	int ok = v97_matchable(x, who, m);
	free(who);
	free(skip);
	return ok;
}

static char opposite(char c)
{
	return c == 'w' ? 'b' : c == 'b' ? 'w' : 0;
}

/* The unpaired players of the highest score group below pts, in the
 * order 7.1/7.2 take them (want: a due colour first) into list[];
 * their score in *at; their number, 0 when no group is left. */
static int next_below(const struct v97round *x, int pts, int *list, int *at, char want)
{
	int next = -1, n = 0;

	for (int i = 0; i < x->k; i++)
		if (x->partner[i] == -1 && x->pl[i].pts < pts && x->pl[i].pts > next)
			next = x->pl[i].pts;
	if (next < 0)
		return 0;
	for (int i = 0; i < x->k; i++)
		if (x->partner[i] == -1 && x->pl[i].pts == next)
			list[n++] = i;
	v97_sort(x, list, n, V97_PICK, want);
	*at = next;
	return n;
}

/* 7.1 (x_player >= 0) or 7.2 (grp): the player transferred, -1 none.
 * The groups below are taken highest first, each sorted only when the
 * groups above it have none to give. */
static int transfer_up(struct v97round *x, int pts, int x_player, const int *grp, int ng,
		       char want)
{
	int *list = malloc(sizeof(int) * ((size_t)x->k + 1));
	int *tmp = malloc(sizeof(int) * ((size_t)x->k + 2));
	int found = -1;

	if (!list || !tmp) {
		found = -2;
		goto out;
	}
	for (int cur = pts, sz; found == -1 && (sz = next_below(x, cur, list, &cur, want)) > 0;)
		for (int i = 0; i < sz && found == -1; i++) {
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
	free(tmp);
	return found;
}

/* 6.4 classes, fixed when the floaters are chosen. */
static int *fl_class;
static const struct v97round *fl_x;

static int float_order(const void *pa, const void *pb)
{
	int a = *(const int *)pa, b = *(const int *)pb;
	if (fl_class[a] != fl_class[b])
		return fl_class[a] < fl_class[b] ? -1 : 1;
	if (fl_x->pl[a].elo != fl_x->pl[b].elo)
		return fl_x->pl[a].elo < fl_x->pl[b].elo ? -1 : 1;
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
	int next = -1, nnext = 0;
	for (int i = 0; i < x->k; i++)
		if (x->partner[i] == -1 && i != pulled && x->pl[i].pts < pts && x->pl[i].pts > next)
			next = x->pl[i].pts;
	/* the next group's unpaired players, listed once */
	int *nx = malloc(sizeof(int) * ((size_t)x->k + 1));
	if (!nx) {
		rc = -1;
		goto out;
	}
	for (int j = 0; j < x->k; j++)
		if (j != pulled && x->partner[j] == -1 && x->pl[j].pts == next)
			nx[nnext++] = j;
	for (int i = 0; i < n; i++) {
		if (g[i] == pulled)
			continue;
		int there = 0;
		for (int j = 0; j < nnext && !there; j++)
			there = can_meet(x, g[i], nx[j]);
		cls[g[i]] = (x->pl[g[i]].went_down ? 2 : 0) + (there ? 0 : 1);
		cand[nc++] = g[i];
	}
	free(nx);
	fl_class = cls;
	fl_x = x;
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
		v97_sort(x, fw, nw, V97_WHITE_COL, 0);
		v97_sort(x, fb, nb, V97_BLACK_COL, 0);
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
			v97_sort(x, grp, n, V97_PICK, opposite(x->pl[f].due));
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
					v97_join(x, f, c, W_FLOATER);
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
			if (c >= 0) {
				v97_join(x, p, c, W_T71);
				x->moved[c] |= V97_UP;	/* 7.1 */
			}
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
			if (pulled >= 0) {
				grp[n++] = pulled;
				x->moved[pulled] |= V97_UP;	/* 7.2 */
			}
		}
		int f = choose_floaters(x, grp, n, pulled, pts, fl);
		if (f < 0) {
			rc = f == -3 ? -3 : f;
			goto out;
		}
		nfl = f;
		for (int j = 0; j < f; j++)
			x->moved[fl[j]] |= V97_DOWN;	/* 6.4 */
		m = 0;
		for (int i = 0; i < n; i++) {
			int out = 0;
			for (int j = 0; j < f; j++)
				out |= fl[j] == grp[i];
			if (!out)
				grp[m++] = grp[i];
		}
		rc = v97_pair_columns(x, grp, m);
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
 * equal R: the dominating due colour of that group (dom[], per player),
 * the higher ARO. */
static int bye_key_before(const struct v97round *x, const char *dom, int a, int b)
{
	const struct v97 *p = &x->pl[a], *q = &x->pl[b];
	if (p->pts != q->pts)
		return p->pts < q->pts;
	if (p->elo != q->elo)
		return p->elo < q->elo;
	char d = dom[a];
	if (d && (p->due == d) != (q->due == d))
		return p->due == d;
	if (p->aro != q->aro)
		return p->aro > q->aro;
	return a > b;
}

static const struct v97round *bye_x;
static const char *bye_dom;

static int bye_order(const void *pa, const void *pb)
{
	int a = *(const int *)pa, b = *(const int *)pb;

	return bye_key_before(bye_x, bye_dom, a, b) ? -1 : bye_key_before(bye_x, bye_dom, b, a);
}

static int by_pts(const void *pa, const void *pb)
{
	int a = *(const int *)pa, b = *(const int *)pb;

	return bye_x->pl[a].pts != bye_x->pl[b].pts ? (bye_x->pl[a].pts < bye_x->pl[b].pts ? -1 : 1)
						    : a - b;
}

/* dom[i]: the due colour most of player i's score group are due, 0
 * when as many are due White as Black. */
static int dominating(const struct v97round *x, char *dom)
{
	int *o = malloc(sizeof(int) * ((size_t)x->k + 1));

	if (!o)
		return -1;
	for (int i = 0; i < x->k; i++)
		o[i] = i;
	bye_x = x;
	qsort(o, (size_t)x->k, sizeof(int), by_pts);
	for (int s = 0; s < x->k;) {
		int e = s, cw = 0, cb = 0;
		for (; e < x->k && x->pl[o[e]].pts == x->pl[o[s]].pts; e++) {
			cw += x->pl[o[e]].due == 'w';
			cb += x->pl[o[e]].due == 'b';
		}
		for (int i = s; i < e; i++)
			dom[o[i]] = cw > cb ? 'w' : cb > cw ? 'b' : 0;
		s = e;
	}
	free(o);
	return 0;
}

static int choose_bye(struct v97round *x)
{
	int *c = malloc(sizeof(int) * ((size_t)x->k + 1)), n = 0, rc = 1;
	char *dom = malloc((size_t)x->k + 1);

	if (!c || !dom || dominating(x, dom) < 0) {
		free(c);
		free(dom);
		return -1;
	}
	for (int i = 0; i < x->k; i++)
		if (!x->pl[i].free_point)
			c[n++] = i;
	/* by the key of 4, a total order (the last key is the player) */
	bye_x = x;
	bye_dom = dom;
	qsort(c, (size_t)n, sizeof(int), bye_order);
	free(dom);
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
