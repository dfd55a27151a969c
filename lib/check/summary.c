/*
 * summary.c - what differs between the file's pairing of a round and
 * the one the rules give, said first (trfpair(1), CHECK OUTPUT): in
 * plain words for the text, and board by board for JSON, so that a
 * page can show either pairing whole with the differing boards marked.
 */
#include <stdlib.h>
#include <string.h>

#include "check/round.h"
#include "format/json.h"

int board_index_init(struct board_index *x, const struct tmt *t, const struct pairing *p)
{
	x->p = p;
	x->opp = malloc(sizeof(int) * ((size_t)t->n + 1));
	x->white = calloc((size_t)t->n + 1, 1);
	if (!x->opp || !x->white) {
		board_index_free(x);
		return -1;
	}
	for (int i = 0; i < t->n; i++)
		x->opp[i] = -1;
	for (int i = 0; i < p->nboards; i++) {
		int w = p->boards[i].white, b = p->boards[i].black;
		if (w < 0 || b < 0 || w >= t->n || b >= t->n)
			continue;
		x->opp[w] = b;
		x->opp[b] = w;
		x->white[w] = 1;
	}
	return 0;
}

void board_index_free(struct board_index *x)
{
	free(x->opp);
	free(x->white);
	x->opp = NULL;
	x->white = NULL;
}

/* How board b of one pairing stands in the other, q. */
enum board_state board_state(const struct board_index *q, const struct pairing_board *b)
{
	if (q->opp[b->white] != b->black)
		return BOARD_PAIR;
	return q->white[b->white] ? BOARD_SAME : BOARD_COLOURS;
}

/* A copy of p with its boards in publication order (0, or -1). */
static int sorted_copy(struct pairing *s, const struct pairing *p, const struct tmt *t, int r)
{
	pairing_init(s);
	for (int i = 0; i < p->nboards; i++)
		if (pairing_add(s, p->boards[i].white, p->boards[i].black) < 0)
			return -1;
	s->bye = p->bye;
	pairing_sort_boards(s, t, r);
	return 0;
}

/* "17" or, with names, "17 (Smith, John)". */
static void player(FILE *f, const struct tmt *t, int idx, int names)
{
	const char *name = names && t->players[idx].trf ? t->players[idx].trf->name : NULL;
	size_t n = name ? strlen(name) : 0;

	while (n && name[n - 1] == ' ')
		n--;
	fprintf(f, "%d", t->players[idx].id);
	if (n)
		fprintf(f, " (%.*s)", (int)n, name);
}

/* The boards of p that q lacks, White first, in p's order: "2-9",
 * "2-9 and 4-3", "2-9, 4-3 and 5-1"; a board q has with the colours
 * reversed is followed by " (colours reversed)" when mark is set. */
static void boards(FILE *f, const struct tmt *t, const struct pairing *p,
		   const struct board_index *q, int names, int mark)
{
	int n = 0, k = 0;

	for (int i = 0; i < p->nboards; i++)
		n += board_state(q, &p->boards[i]) != BOARD_SAME;
	for (int i = 0; i < p->nboards; i++) {
		const struct pairing_board *b = &p->boards[i];
		enum board_state s = board_state(q, b);
		if (s == BOARD_SAME)
			continue;
		fputs(!k ? "" : k == n - 1 ? " and " : ", ", f);
		player(f, t, b->white, names);
		fputs(names ? " - " : "-", f);
		player(f, t, b->black, names);
		if (mark && s == BOARD_COLOURS)
			fputs(" (colours reversed)", f);
		k++;
	}
}

static int differing(const struct pairing *p, const struct board_index *q)
{
	int n = 0;

	for (int i = 0; i < p->nboards; i++)
		n += board_state(q, &p->boards[i]) != BOARD_SAME;
	return n;
}

/*
 * "the file gives the pairing-allocated bye to 3 and pairs 2-9; the
 * rules give it to 9 and pair 2-3", without "round R: ".  The PAB part
 * only when the two PABs differ; a side with no differing board (a
 * PAB alone cannot differ without one) says nothing of boards.
 */
static void summary(FILE *f, const struct tmt *t, const struct pairing *rec,
		    const struct pairing *mine, const struct board_index *ir,
		    const struct board_index *im, int names);

void check_summary_text(FILE *f, const struct checked_round *c, int names)
{
	const struct tmt *t = c->t;
	struct pairing sr, sm;
	struct board_index ir = { 0 }, im = { 0 };

	if (!c->mine) {
		fprintf(f, "the rules give no legal pairing of this round (%s); the file pairs it",
			c->no_pairing);
		return;
	}
	pairing_init(&sm);
	if (sorted_copy(&sr, c->rec, t, c->r) == 0 && sorted_copy(&sm, c->mine, t, c->r) == 0 &&
	    board_index_init(&ir, t, &sr) == 0 && board_index_init(&im, t, &sm) == 0)
		summary(f, t, &sr, &sm, &ir, &im, names);
	board_index_free(&ir);
	board_index_free(&im);
	pairing_free(&sr);
	pairing_free(&sm);
}

static void summary(FILE *f, const struct tmt *t, const struct pairing *rec,
		    const struct pairing *mine, const struct board_index *ir,
		    const struct board_index *im, int names)
{
	int pab = rec->bye != mine->bye;
	int nf = differing(rec, im), nr = differing(mine, ir);

	fputs("the file ", f);
	if (pab && rec->bye >= 0) {
		fputs("gives the pairing-allocated bye to ", f);
		player(f, t, rec->bye, names);
	} else if (pab) {
		fputs("gives no pairing-allocated bye", f);
	}
	if (nf) {
		fputs(pab ? " and pairs " : "pairs ", f);
		boards(f, t, rec, im, names, 0);
	}
	fputs("; the rules ", f);
	if (pab && mine->bye >= 0) {
		fputs(rec->bye >= 0 ? "give it to " : "give the pairing-allocated bye to ", f);
		player(f, t, mine->bye, names);
	} else if (pab) {
		fputs("give none", f);
	}
	if (nr) {
		fputs(pab ? " and pair " : "pair ", f);
		boards(f, t, mine, ir, names, 1);
	}
}

/* A player's name without the blanks a TRF pads it with; "" if none. */
static void json_name(struct json *j, const struct tmt *t, int idx)
{
	const char *name = t->players[idx].trf ? t->players[idx].trf->name : NULL;
	size_t n = name ? strlen(name) : 0;

	while (n && name[n - 1] == ' ')
		n--;
	json_strn(j, name ? name : "", n);
}

/* {"boards":[{"board":1,"white":2,"white_name":...,"black":9,...,
 * "differs":"pair"},...],"pab":3,"pab_name":...,"pab_differs":true};
 * p's boards in publication order; differs is false, "pair" or
 * "colours" as the board stands in q (false throughout when q is
 * NULL: nothing to compare with). */
static void json_side(struct json *j, const struct checked_round *c, const struct pairing *p,
		      const struct board_index *q)
{
	struct pairing s;

	if (sorted_copy(&s, p, c->t, c->r) < 0) {
		pairing_free(&s);
		json_null(j);
		return;
	}
	json_open(j, '{');
	json_key(j, "boards");
	json_open(j, '[');
	for (int i = 0; i < s.nboards; i++) {
		const struct pairing_board *b = &s.boards[i];
		enum board_state st = q ? board_state(q, b) : BOARD_SAME;
		json_open(j, '{');
		json_key_int(j, "board", i + 1);
		json_key_int(j, "white", c->t->players[b->white].id);
		json_key(j, "white_name");
		json_name(j, c->t, b->white);
		json_key_int(j, "black", c->t->players[b->black].id);
		json_key(j, "black_name");
		json_name(j, c->t, b->black);
		json_key(j, "differs");
		if (st == BOARD_SAME)
			json_bool(j, 0);
		else
			json_str(j, st == BOARD_COLOURS ? "colours" : "pair");
		json_close(j);
	}
	json_close(j);
	json_key(j, "pab");
	if (p->bye >= 0)
		json_int(j, c->t->players[p->bye].id);
	else
		json_null(j);
	json_key(j, "pab_name");
	if (p->bye >= 0)
		json_name(j, c->t, p->bye);
	else
		json_null(j);
	json_key(j, "pab_differs");
	json_bool(j, q && p->bye != q->p->bye);
	json_close(j);
	pairing_free(&s);
}

void check_summary_json(struct json *j, const struct checked_round *c)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *m = NULL;

	json_key(j, "summary");
	if (c->status == ROUND_FINDINGS && (m = open_memstream(&buf, &len))) {
		check_summary_text(m, c, 0);
		fclose(m);
		json_str(j, buf);
		free(buf);
	} else {
		json_null(j);
	}
	/* Both pairings whole, for a page that shows them with the
	 * differing boards marked; the rules' is null when the engine
	 * finds no legal pairing. */
	struct board_index ir = { 0 }, im = { 0 };
	int ok = board_index_init(&ir, c->t, c->rec) == 0 &&
		 (!c->mine || board_index_init(&im, c->t, c->mine) == 0);
	json_key(j, "boards");
	json_open(j, '{');
	json_key(j, "file");
	json_side(j, c, c->rec, ok && c->mine ? &im : NULL);
	json_key(j, "rules");
	if (c->mine)
		json_side(j, c, c->mine, ok ? &ir : NULL);
	else
		json_null(j);
	json_close(j);
	board_index_free(&ir);
	board_index_free(&im);
}
