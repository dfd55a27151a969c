/* pairing.c - boards of a round: building, ordering, output. */
#include <stdlib.h>

#include "pairing/pairing.h"

void pairing_init(struct pairing *p)
{
	p->nboards = 0;
	p->boards = NULL;
	p->bye = -1;
}

void pairing_free(struct pairing *p)
{
	free(p->boards);
	pairing_init(p);
}

int pairing_add(struct pairing *p, int white, int black)
{
	struct pairing_board *nb = realloc(p->boards,
					   sizeof(*nb) * (size_t)(p->nboards + 1));
	if (!nb)
		return -1;
	p->boards = nb;
	nb[p->nboards++] = (struct pairing_board){ white, black };
	return 0;
}

int pairing_has_board(const struct pairing *p, const struct pairing_board *b)
{
	for (int i = 0; i < p->nboards; i++)
		if (p->boards[i].white == b->white && p->boards[i].black == b->black)
			return 1;
	return 0;
}

int pairing_equal(const struct pairing *a, const struct pairing *b)
{
	if (a->nboards != b->nboards || a->bye != b->bye)
		return 0;
	for (int i = 0; i < a->nboards; i++)
		if (!pairing_has_board(b, &a->boards[i]))
			return 0;
	return 1;
}

struct board_key {
	int high, sum, rank;	/* negated where descending */
	struct pairing_board b;
};

static int cmp_key(const void *x, const void *y)
{
	const struct board_key *a = x, *b = y;

	if (a->high != b->high)
		return a->high < b->high ? -1 : 1;
	if (a->sum != b->sum)
		return a->sum < b->sum ? -1 : 1;
	return (a->rank > b->rank) - (a->rank < b->rank);
}

void pairing_sort_boards(struct pairing *p, const struct tmt *t, int r)
{
	struct board_key *k = malloc(sizeof(*k) * (size_t)(p->nboards ? p->nboards : 1));

	if (!k)
		return;
	for (int i = 0; i < p->nboards; i++) {
		int w = p->boards[i].white, bl = p->boards[i].black;
		int sw = tmt_score(t, w, r - 1), sb = tmt_score(t, bl, r - 1);
		/* Higher ranked: more points, then smaller pairing number. */
		int hi = sw > sb || (sw == sb && w < bl) ? w : bl;
		int shi = hi == w ? sw : sb;
		k[i] = (struct board_key){ -shi, -(sw + sb), hi, p->boards[i] };
	}
	qsort(k, (size_t)p->nboards, sizeof(*k), cmp_key);
	for (int i = 0; i < p->nboards; i++)
		p->boards[i] = k[i].b;
	free(k);
}

int pairing_write(const struct pairing *p, const struct tmt *t, FILE *f)
{
	fprintf(f, "%d\n", p->nboards + (p->bye >= 0));
	for (int i = 0; i < p->nboards; i++)
		fprintf(f, "%d %d\n", t->players[p->boards[i].white].id,
			t->players[p->boards[i].black].id);
	if (p->bye >= 0)
		fprintf(f, "%d 0\n", t->players[p->bye].id);
	return ferror(f) ? -1 : 0;
}

/* The colour the file schedules (forfeits keep theirs; 0 if none). */
static char scheduled_colour(const struct tmt *t, int p, int r)
{
	const struct trf_player *tp = t->players[p].trf;

	if (!tp || r > tp->nblocks)
		return 0;
	char c = tp->blocks[r - 1].colour;
	return c == 'w' || c == 'W' ? 'w' : c == 'b' || c == 'B' ? 'b' : 0;
}

int pairing_from_round(struct pairing *p, const struct tmt *t, int r)
{
	pairing_init(p);
	for (int i = 0; i < t->n; i++) {
		const struct tmt_round *rd = tmt_at(t, i, r);
		if (rd->kind == TMT_PAB) {
			p->bye = i;
			continue;
		}
		if (rd->opponent < 0 || !rd->paired)
			continue;
		if (rd->kind != TMT_PLAYED && rd->kind != TMT_FORFEIT_WIN &&
		    rd->kind != TMT_FORFEIT_LOSS)
			continue;
		/* Colour as scheduled; forfeits keep the file's colour. */
		char c = scheduled_colour(t, i, r);
		if (c == 'w' || (c == 0 && i < rd->opponent))
			if (pairing_add(p, i, rd->opponent) < 0)
				return -1;
	}
	return 0;
}
