/*
 * build.c - the tournament model from a validated document: pairing
 * order, one record per player and round, the round to be paired.
 */
#include <ctype.h>
#include <stdlib.h>

#include "tournament/tournament.h"

/* Returned for rounds outside the record: absent, not paired. */
static const struct tmt_round absent = {
	TMT_ZPB, -1, 0, 'Z', 0, 0
};

static void fail(struct trf_diag *d, const struct trf_doc *doc, int line,
		 int status, const char *msg)
{
	if (d)
		trf_diag_set(d, doc->path ? doc->path : "", line, 0, status,
			     "%s", msg);
}

/*
 * Pairing order: start numbers ascending, or the file order of the 001
 * lines under XXC rank (trf-format.md §5).  Fills t->by_id as well.
 */
static int order_players(struct tmt *t, const struct trf_doc *doc,
			 struct trf_diag *d)
{
	int id, k = 0;
	size_t i;

	t->max_id = 0;
	for (i = 0; i < doc->nplayers; i++) {
		if (doc->players[i].id < 1) {
			fail(d, doc, doc->players[i].line, TRF_EINVALID,
			     "invalid start number");
			return -1;
		}
		if (doc->players[i].id > t->max_id)
			t->max_id = doc->players[i].id;
	}
	t->by_id = malloc(((size_t)t->max_id + 1) * sizeof(*t->by_id));
	if (!t->by_id) {
		fail(d, doc, 0, TRF_ELIMIT, "out of memory");
		return -1;
	}
	for (id = 0; id <= t->max_id; id++)
		t->by_id[id] = -1;
	for (i = 0; i < doc->nplayers; i++) {
		id = doc->players[i].id;
		if (t->by_id[id] >= 0) {
			fail(d, doc, doc->players[i].line, TRF_EINVALID,
			     "duplicate start number");
			return -1;
		}
		t->by_id[id] = (int)i;	/* file index for now */
	}
	if (doc->rank_order) {
		for (i = 0; i < doc->nplayers; i++)
			t->players[i].trf_index = (int)i;
	} else {
		for (id = 1; id <= t->max_id; id++)
			if (t->by_id[id] >= 0)
				t->players[k++].trf_index = t->by_id[id];
	}
	for (k = 0; k < t->n; k++) {
		struct tmt_player *pl = &t->players[k];

		pl->trf = &doc->players[pl->trf_index];
		pl->id = pl->trf->id;
		pl->rating = pl->trf->rating;
		t->by_id[pl->id] = k;
	}
	return 0;
}

static enum tmt_kind kind_of(char code)
{
	switch (code) {
	case '+':
		return TMT_FORFEIT_WIN;
	case '-':
		return TMT_FORFEIT_LOSS;
	case 'U':
		return TMT_PAB;
	case 'H':
		return TMT_HPB;
	case 'F':
		return TMT_FPB;
	case 'Z':
		return TMT_ZPB;
	default:
		return trf_result_played(code) ? TMT_PLAYED : TMT_ZPB;
	}
}

/* One round of one player from its block (NULL: no block, absent). */
static void fill_round(struct tmt *t, struct tmt_round *rd,
		       const struct trf_block *b)
{
	char code = b ? trf_result_code(b) : 'Z';
	char colour = b ? (char)tolower((unsigned char)b->colour) : '-';

	if (!code)
		code = 'Z';
	rd->result = code;
	rd->kind = kind_of(code);
	rd->opponent = b && b->opponent ? tmt_index(t, b->opponent) : -1;
	/* Companion §2.5: only games played over the board have a colour;
	 * a forfeit carries none even if the file shows one. */
	rd->colour = rd->kind == TMT_PLAYED ? colour : 0;
	/* No block scores nothing, as trf_validate() sums only blocks. */
	rd->points = b ? trf_result_points(&t->points, code, colour) : 0;
	rd->paired = rd->kind == TMT_PLAYED || rd->kind == TMT_FORFEIT_WIN ||
		     rd->kind == TMT_FORFEIT_LOSS || rd->kind == TMT_PAB;
}

/* Absences announced outside the 001 lines: XXZ (round 0) and 240. */
static void apply_absences(struct tmt *t, const struct trf_doc *doc)
{
	size_t i;

	for (i = 0; i < doc->nabsences; i++) {
		const struct trf_absence *a = &doc->absences[i];
		int p = tmt_index(t, a->id);
		struct tmt_round *rd;

		if (p < 0 || (a->round != 0 && a->round != t->next_round))
			continue;
		rd = &t->players[p].rounds[t->next_round - 1];
		if (!rd->paired)
			continue;	/* the 001 line already says so */
		rd->result = a->type == 'H' || a->type == 'F' ? a->type : 'Z';
		rd->kind = kind_of(rd->result);
		rd->points = trf_result_points(&t->points, rd->result, '-');
		rd->paired = 0;
	}
}

static int fill_player(struct tmt *t, struct tmt_player *pl,
		       struct trf_diag *d)
{
	const struct trf_player *tp = pl->trf;
	int r;

	pl->rounds = calloc((size_t)t->next_round, sizeof(*pl->rounds));
	if (!pl->rounds) {
		fail(d, t->doc, tp->line, TRF_ELIMIT, "out of memory");
		return -1;
	}
	for (r = 1; r <= t->next_round; r++) {
		struct tmt_round *rd = &pl->rounds[r - 1];

		fill_round(t, rd, r <= tp->nblocks ? &tp->blocks[r - 1] : NULL);
		if (tp->nblocks >= r && tp->blocks[r - 1].opponent &&
		    rd->opponent < 0) {
			fail(d, t->doc, tp->line, TRF_EINVALID,
			     "opponent is not in the player list");
			return -1;
		}
	}
	/* Nothing in the column of the round to be paired: to be paired
	 * (trf-format.md §5.1 step 4). */
	if (tp->nblocks < t->next_round) {
		pl->rounds[t->next_round - 1].paired = 1;
		pl->rounds[t->next_round - 1].result = 0;
		pl->rounds[t->next_round - 1].points = 0;
	}
	return 0;
}

static int win_points(const struct trf_points *p)
{
	return p->win_white > p->win_black ? p->win_white : p->win_black;
}

struct tmt *tmt_build(const struct trf_doc *doc, struct trf_diag *d)
{
	struct tmt *t = calloc(1, sizeof(*t));
	int p;

	if (!t) {
		fail(d, doc, 0, TRF_ELIMIT, "out of memory");
		return NULL;
	}
	t->doc = doc;
	t->n = (int)doc->nplayers;
	t->total_rounds = doc->total_rounds;
	t->points = doc->points;
	t->win_points = win_points(&doc->points);
	/* trf-format.md §5.1 */
	t->next_round = trf_round_to_pair(doc);
	t->rounds = t->next_round - 1;
	t->players = calloc(doc->nplayers ? doc->nplayers : 1,
			    sizeof(*t->players));
	if (!t->players) {
		fail(d, doc, 0, TRF_ELIMIT, "out of memory");
		goto err;
	}
	if (order_players(t, doc, d) < 0)
		goto err;
	for (p = 0; p < t->n; p++)
		if (fill_player(t, &t->players[p], d) < 0)
			goto err;
	apply_absences(t, doc);
	if (doc->initial_colour)
		t->initial_colour = (char)tolower((unsigned char)doc->initial_colour);
	else
		t->initial_colour = tmt_infer_initial_colour(t);
	return t;
err:
	tmt_free(t);
	return NULL;
}

void tmt_free(struct tmt *t)
{
	int p;

	if (!t)
		return;
	if (t->players)
		for (p = 0; p < t->n; p++)
			free(t->players[p].rounds);
	free(t->players);
	free(t->by_id);
	free(t);
}

int tmt_set_total_rounds(struct tmt *t, int n, struct trf_diag *d)
{
	const char *file = t->doc && t->doc->path ? t->doc->path : "";
	int recorded = t->rounds;

	for (size_t i = 0; t->doc && i < t->doc->nplayers; i++)
		if (t->doc->players[i].nblocks > recorded)
			recorded = t->doc->players[i].nblocks;
	if (t->total_rounds && t->total_rounds != n) {
		trf_diag_set(d, file, 0, 0, TRF_EINVALID, "--total-rounds %d: the file gives "
			     "%d rounds (XXR or 142)", n, t->total_rounds);
		return -1;
	}
	if (n < recorded) {
		trf_diag_set(d, file, 0, 0, TRF_EINVALID, "--total-rounds %d: the file records "
			     "round %d already", n, recorded);
		return -1;
	}
	t->total_rounds = n;
	return 0;
}

int tmt_index(const struct tmt *t, int id)
{
	if (id < 1 || id > t->max_id || !t->by_id)
		return -1;
	return t->by_id[id];
}

const struct tmt_round *tmt_at(const struct tmt *t, int p, int r)
{
	if (p < 0 || p >= t->n || r < 1 || r > t->next_round ||
	    !t->players[p].rounds)
		return &absent;
	return &t->players[p].rounds[r - 1];
}
