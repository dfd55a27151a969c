/*
 * players.c - the verifier's own reading of a player's history (1, 2.2,
 * 2.5, 6.4) and of who may meet whom (2.1-2.4; 2.5 binds the transfers).
 */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"
#include "verify_dubov_1997/internal.h"

/* V97_UP, V97_DOWN: what round k's game was for p, by past. */
static int past_move(const struct v97past *past, int p, int k)
{
	if (!past || k < 1 || k > past->upto)
		return 0;
	return past->mv[(size_t)p * (size_t)(past->upto + 1) + (size_t)k];
}

static void read_player(struct v97 *p, const struct tmt *t, int id, int r,
			const struct v97past *past)
{
	long sum = 0;
	int n = 0;

	memset(p, 0, sizeof(*p));
	p->id = id;
	p->pts = tmt_pairing_score(t, id, r);
	p->elo = t->players[id].rating;
	p->name = t->players[id].trf ? t->players[id].trf->name : "";
	for (int k = 1; k < r; k++) {
		const struct tmt_round *g = tmt_at(t, id, k);
		int played = g->kind == TMT_PLAYED && g->opponent >= 0;
		if (played) {
			sum += t->players[g->opponent].rating;
			n++;
			p->c2 = p->c1;
			p->c1 = g->colour;
			p->whites += g->colour == 'w';
			p->blacks += g->colour == 'b';
		} else if (g->kind == TMT_PAB || g->kind == TMT_FORFEIT_WIN || g->kind == TMT_FPB ||
			   (t->win_points > 0 && g->points >= t->win_points)) {
			p->free_point = 1;
		}
		/* 2.5, 6.4: as the round was derived again (history.c) */
		int s = past_move(past, id, k);
		p->ups += (s & V97_UP) != 0;
		p->went_down |= (s & V97_DOWN) != 0;
		if (k == r - 1)
			p->up_prev = (s & V97_UP) != 0;
	}
	if (n)	/* tenths, .05 up */
		p->aro = (sum * 20 + n) / (2L * n);
	if (p->whites > p->blacks)
		p->due = 'b';
	else if (p->blacks > p->whites)
		p->due = 'w';
	else if (p->c1)
		p->due = p->c1 == 'w' ? 'b' : 'w';
}

int v97_colour_ok(const struct v97 *p, char c)
{
	int w = p->whites + (c == 'w'), b = p->blacks + (c == 'b');

	if (w - b > 2 || b - w > 2)
		return 0;
	return !(p->c1 == c && p->c2 == c);
}

int v97_up_allowed(const struct v97round *x, const struct v97 *p)
{
	if (x->last)
		return 1;
	return !p->up_prev && p->ups < (x->total >= 10 ? 4 : 3);
}

const char *v97_broken(const struct v97round *x, int w, int b)
{
	const struct v97 *pw = &x->pl[w], *pb = &x->pl[b];

	if (tmt_played_each_other(x->t, pw->id, pb->id, x->r - 1) ||
	    tmt_forbidden(x->t, pw->id, pb->id, x->r))
		return "2.1";
	int dw = pw->whites + 1 - pw->blacks, db = pb->blacks + 1 - pb->whites;
	if (dw > 2 || db > 2)
		return "2.3";
	if ((pw->c1 == 'w' && pw->c2 == 'w') || (pb->c1 == 'b' && pb->c2 == 'b'))
		return "2.4";
	return NULL;	/* 2.5: the transfers only, derive.c */
}

/* 2.3, 2.4 for one side of a pair: p may take colour c. */
static int side_ok(const struct v97 *p, char c)
{
	int d = c == 'w' ? p->whites + 1 - p->blacks : p->blacks + 1 - p->whites;

	return d <= 2 && !(p->c1 == c && p->c2 == c);
}

/* Whether a's history (rounds before x->r) shows a game with b. */
static int played(const struct v97round *x, int a, int b)
{
	const struct tmt *t = x->t;

	for (int j = 1; j <= x->r - 1 && j <= t->rounds; j++) {
		const struct tmt_round *g = tmt_at(t, x->pl[a].id, j);
		if (g->kind == TMT_PLAYED && g->opponent == x->pl[b].id)
			return 1;
	}
	return 0;
}

/* The pair (a, b) one way round or the other: 2.1 by the White's own
 * history, then 2.3 and 2.4 (what v97_broken() says of both ways). */
static unsigned char pair_ok(const struct v97round *x, int a, int b, int met_ab, int met_ba)
{
	const struct v97 *pa = &x->pl[a], *pb = &x->pl[b];

	return (unsigned char)((!met_ab && side_ok(pa, 'w') && side_ok(pb, 'b')) ||
			       (!met_ba && side_ok(pa, 'b') && side_ok(pb, 'w')));
}

/*
 * ok[a][b]: the pair may be made one way round or the other, read from
 * each player's history once rather than per pair (ten thousand
 * players: a hundred million pairs): every pair by colours alone (2.3,
 * 2.4; a bit mask of the sides each may take), then the pairs some
 * history shows a game for again with it (2.1, each side by its own
 * history, as v97_broken() reads it), then the XXP pairs off.  0, or
 * -1 out of memory.
 */
static int fill_ok(struct v97round *x)
{
	const struct tmt *t = x->t;
	int k = x->k, *pos = malloc(sizeof(int) * ((size_t)t->n + 1));
	unsigned char *side = malloc((size_t)k + 1);
	int *forb = malloc(sizeof(int) * ((size_t)k + 1)), nforb = 0;

	if (!pos || !side || !forb) {
		free(pos);
		free(side);
		free(forb);
		return -1;
	}
	for (int i = 0; i < t->n; i++)
		pos[i] = -1;
	for (int a = 0; a < k; a++) {
		pos[x->pl[a].id] = a;
		side[a] = (unsigned char)(side_ok(&x->pl[a], 'w') | side_ok(&x->pl[a], 'b') << 1);
		x->partner[a] = -1;
	}
	/* a row depends on the player's sides alone: one per kind, copied */
	unsigned char *kind = malloc(4 * (size_t)k + 1);
	if (!kind) {
		free(pos);
		free(side);
		free(forb);
		return -1;
	}
	for (int sa = 0; sa < 4; sa++)
		for (int b = 0; b < k; b++)
			kind[(size_t)sa * (size_t)k + (size_t)b] =
				((sa & 1) && (side[b] & 2)) || ((sa & 2) && (side[b] & 1));
	for (int a = 0; a < k; a++) {
		unsigned char *row = x->ok + (size_t)a * (size_t)k;
		memcpy(row, kind + (size_t)side[a] * (size_t)k, (size_t)k);
		row[a] = 0;
	}
	free(kind);
	for (int a = 0; a < k; a++)
		for (int j = 1; j <= x->r - 1 && j <= t->rounds; j++) {
			const struct tmt_round *g = tmt_at(t, x->pl[a].id, j);
			int b = g->kind == TMT_PLAYED && g->opponent >= 0 && g->opponent < t->n
					? pos[g->opponent] : -1;
			if (b < 0 || b == a)
				continue;
			/* a's round j shows b: ab; b's round j showing a is the
			 * usual answer for ba, his whole history the rest */
			const struct tmt_round *h = tmt_at(t, x->pl[b].id, j);
			int ab = 1, ba = (h->kind == TMT_PLAYED && h->opponent == x->pl[a].id) ||
					 played(x, b, a);
			x->ok[(size_t)a * (size_t)k + (size_t)b] = pair_ok(x, a, b, ab, ba);
			x->ok[(size_t)b * (size_t)k + (size_t)a] = pair_ok(x, b, a, ba, ab);
		}
	/* only players an XXP line names need tmt_forbidden() */
	for (int a = 0; a < k; a++) {
		int id = t->players[x->pl[a].id].id, named = 0;
		for (size_t f = 0; f < t->doc->nforbidden && !named; f++)
			named = t->doc->forbidden[f].a == id || t->doc->forbidden[f].b == id;
		if (named)
			forb[nforb++] = a;
	}
	for (int i = 0; i < nforb; i++)
		for (int j = 0; j < nforb; j++) {
			int a = forb[i], b = forb[j];
			if (a != b && tmt_forbidden(t, x->pl[a].id, x->pl[b].id, x->r))
				x->ok[(size_t)a * (size_t)k + (size_t)b] = 0;
		}
	free(pos);
	free(side);
	free(forb);
	return 0;
}

int v97_setup(struct v97round *x, const struct tmt *t, int r, int total,
	      const struct v97past *past)
{
	memset(x, 0, sizeof(*x));
	x->t = t;
	x->r = r;
	x->total = total;
	x->last = r >= total;
	x->bye = -1;
	x->pl = calloc((size_t)t->n + 1, sizeof(*x->pl));
	x->partner = malloc(sizeof(int) * ((size_t)t->n + 1));
	x->why = calloc((size_t)t->n + 1, sizeof(*x->why));
	x->moved = calloc((size_t)t->n + 1, 1);
	if (!x->pl || !x->partner || !x->why || !x->moved)
		return -1;
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			read_player(&x->pl[x->k++], t, i, r, past);
	/* round 1 is decided by 5 alone (the halves, the lot): the k*k
	 * table of 2.1-2.4 would be the whole cost of the round */
	if (r == 1) {
		for (int a = 0; a < x->k; a++)
			x->partner[a] = -1;
		return 0;
	}
	/* every row is written by fill_ok(): no zeroing */
	x->ok = malloc((size_t)x->k * (size_t)x->k + 1);
	if (!x->ok)
		return -1;
	return fill_ok(x);
}

void v97_teardown(struct v97round *x)
{
	free(x->pl);
	free(x->ok);
	free(x->partner);
	free(x->why);
	free(x->moved);
	memset(x, 0, sizeof(*x));
}

int v97_matchable(const struct v97round *x, const int *who, int n)
{
	if (n % 2)
		return 0;
	if (n == 0)
		return 1;
	int *m = malloc(sizeof(int) * (size_t)n);
	if (!m)
		return -1;
	int got = match_cardinality(x->ok, (size_t)x->k, who, n, m, 1);
	free(m);
	return got < 0 ? -1 : 2 * got == n;
}

static int prev_colour(const struct tmt *t, int id, int r, int i)
{
	for (int k = r - 1; k > 0; k--) {
		const struct tmt_round *g = tmt_at(t, id, k);
		if (g->kind == TMT_PLAYED && g->opponent >= 0 && i-- == 0)
			return g->colour;
	}
	return 0;
}

int v97_white(const struct v97round *x, int a, int b, const char **why)
{
	const struct v97 *p = &x->pl[a], *q = &x->pl[b];
	int a_w = v97_colour_ok(p, 'w') && v97_colour_ok(q, 'b');
	int b_w = v97_colour_ok(p, 'b') && v97_colour_ok(q, 'w');

	if (a_w != b_w) {
		*why = "2.3/2.4";
		return a_w;
	}
	*why = "3 (due colours)";
	if (p->due != q->due) {
		if (p->due)
			return p->due == 'w';
		return q->due == 'b';
	}
	*why = "3 (equalise)";
	int ea = abs(p->whites - p->blacks), eb = abs(q->whites - q->blacks);
	if (ea > eb)
		return p->whites < p->blacks;
	if (eb > ea)
		return q->whites > q->blacks;
	*why = "3 (alternate)";
	for (int i = 0;; i++) {
		int ca = prev_colour(x->t, p->id, x->r, i), cb = prev_colour(x->t, q->id, x->r, i);
		if (!ca || !cb)
			break;
		if (ca != cb)
			return ca == 'b';
	}
	*why = "3 (higher ARO)";
	if (p->aro != q->aro)
		return p->aro > q->aro;
	*why = "3 (lower R)";
	if (p->elo != q->elo)
		return p->elo < q->elo;
	*why = "3 (pairing number)";
	return p->id < q->id;
}
