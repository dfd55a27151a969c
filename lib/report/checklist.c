/*
 * checklist.c - the check-list: one row of cells a player, laid out as
 * aligned text or as CSV (JSON: checklist_json.c, from the same cells).
 */
#include <stdlib.h>
#include <string.h>

#include "format/csv.h"
#include "report/table.h"

#define CELL CHECKLIST_CELL

static char *cell(struct checklist_table *tb, int row, int col)
{
	return tb->cells[(size_t)row * (size_t)tb->ncols + (size_t)col];
}

const char *checklist_cell(const struct checklist_table *tb, int row, int col)
{
	return tb->cells[(size_t)row * (size_t)tb->ncols + (size_t)col];
}

static void pts(int tenths, char *buf)
{
	char b[16];

	trf_format_points(tenths, b);
	snprintf(buf, CELL, "%s", b + strspn(b, " "));
}

void checklist_round_game(const struct tmt *t, int p, int k, struct checklist_game *g)
{
	const struct tmt_round *rd = tmt_at(t, p, k);

	*g = (struct checklist_game){ 0 };
	if (rd->opponent >= 0) {
		g->opponent = t->players[rd->opponent].id;
		g->colour = rd->colour == 'w' ? 'W' : rd->colour == 'b' ? 'B' : 0;
		g->result = rd->result;
	} else {
		g->result = rd->result ? rd->result : 'Z';
	}
}

/* "13w1": opponent, colour, result; a bye or absence by its letter. */
static void history(const struct tmt *t, int p, int r, char *buf)
{
	struct checklist_game g;

	checklist_round_game(t, p, r, &g);
	if (g.opponent)
		snprintf(buf, CELL, "%d%c%c", g.opponent,
			 g.colour == 'W' ? 'w' : g.colour == 'B' ? 'b' : '-', g.result);
	else
		snprintf(buf, CELL, "%c", g.result);
}

int checklist_current_game(const struct tmt *t, const struct pairing *pr, int p, int r,
			   struct checklist_game *g)
{
	*g = (struct checklist_game){ 0 };
	if (!tmt_to_be_paired(t, p, r)) {
		const struct tmt_round *rd = tmt_at(t, p, r);
		g->result = rd->result ? rd->result : 'Z';
		return 1;
	}
	if (pr->bye == p) {
		g->pab = 1;
		g->result = 'U';
		return 1;
	}
	for (int i = 0; i < pr->nboards; i++) {
		const struct pairing_board *b = &pr->boards[i];
		if (b->white == p || b->black == p) {
			g->opponent = t->players[b->white == p ? b->black : b->white].id;
			g->colour = b->white == p ? 'W' : 'B';
			return 1;
		}
	}
	return 0;
}

/* Opponent and colour in round r from its pairing: "(13W)", "(PAB)". */
static void current(const struct tmt *t, const struct pairing *pr, int p, int r,
		    char *buf)
{
	struct checklist_game g;

	buf[0] = 0;
	if (!checklist_current_game(t, pr, p, r, &g))
		return;
	if (g.pab)
		snprintf(buf, CELL, "(PAB)");
	else if (g.opponent)
		snprintf(buf, CELL, "(%d%c)", g.opponent, g.colour);
	else
		snprintf(buf, CELL, "(%c)", g.result);
}
/* Without the edition's columns, those every text reads. */
static const enum checklist_column basic[] = {
	CL_PNO, CL_ID, CL_RTG, CL_PTS, CL_COLOURS, CL_CD, CL_END
};

static const enum checklist_column *edition_columns(const struct checklist_options *o)
{
	return o->columns ? o->columns : basic;
}

static void columns(struct checklist_table *tb, const struct checklist_options *o, int rcols)
{
	const enum checklist_column *ec = edition_columns(o);
	int k = 0;

	for (int i = 0; ec[i] != CL_END && k < 32; i++) {
		const struct checklist_col *c = checklist_col(ec[i]);
		if (!c)
			continue;
		tb->right[k] = (char)c->right;
		tb->id[k] = ec[i];
		tb->names[k++] = c->name;
	}
	tb->nedition = k;
	tb->has_cur = o->pairing != NULL;
	if (o->pairing)
		tb->names[k++] = "Cur";
	tb->rcols = rcols < 99 ? rcols : 99;
	for (int i = 0; i < tb->rcols && i < 99; i++) {
		snprintf(tb->rnames[i], sizeof(tb->rnames[i]), "R%d", i + 1);
		tb->right[k] = 1;
		tb->names[k++] = tb->rnames[i];
	}
	tb->ncols = k;
}

static void fill_row(struct checklist_table *tb, int row, const struct tmt *t, int p, int r,
		     const struct checklist_options *o, int rcols)
{
	const enum checklist_column *ec = edition_columns(o);
	int k = 0;

	for (int i = 0; ec[i] != CL_END && k < tb->nedition; i++) {
		const struct checklist_col *c = checklist_col(ec[i]);
		if (c)
			c->fill(t, p, r, cell(tb, row, k++));
	}
	if (o->pairing)
		current(t, o->pairing, p, r, cell(tb, row, k++));
	for (int i = 1; i <= rcols && i <= 99; i++, k++)
		if (i < r)
			history(t, p, i, cell(tb, row, k));
		else
			cell(tb, row, k)[0] = 0;
}

/* Sort key of a row: players to be paired first, by pairing score
 * (highest first), then pairing order; those not paired after them. */
struct rowkey {
	int paired, score, p;
};

static int row_cmp(const void *a, const void *b)
{
	const struct rowkey *x = a, *y = b;

	if (x->paired != y->paired)
		return y->paired - x->paired;
	if (x->score != y->score)
		return y->score - x->score;
	return x->p - y->p;
}

static int *row_order(const struct tmt *t, int r)
{
	struct rowkey *k = malloc(sizeof(*k) * (size_t)(t->n ? t->n : 1));
	int *order = malloc(sizeof(int) * (size_t)(t->n ? t->n : 1));

	if (!k || !order) {
		free(k);
		free(order);
		return NULL;
	}
	for (int p = 0; p < t->n; p++) {
		int paired = tmt_to_be_paired(t, p, r);
		k[p] = (struct rowkey){ paired, paired ? tmt_pairing_score(t, p, r) : 0, p };
	}
	qsort(k, (size_t)t->n, sizeof(*k), row_cmp);
	for (int i = 0; i < t->n; i++)
		order[i] = k[i].p;
	free(k);
	return order;
}

void checklist_group(const struct tmt *t, int p, int r, char *buf)
{
	if (tmt_to_be_paired(t, p, r))
		pts(tmt_pairing_score(t, p, r), buf);
	else
		snprintf(buf, CELL, "out");
}

static void write_csv(FILE *f, const struct checklist_table *tb, const int *order,
		      const struct tmt *t, int r, const struct checklist_options *o)
{
	struct csv row;

	csv_init(&row, f);
	if (!o->no_header) {
		csv_cell(&row, "Round");
		csv_cell(&row, "Group");
		for (int c = 0; c < tb->ncols; c++)
			csv_cell(&row, tb->names[c]);
		csv_end_row(&row);
	}
	for (int i = 0; i < tb->n; i++) {
		char g[CELL];
		checklist_group(t, order[i], r, g);
		csv_int(&row, r);
		csv_cell(&row, g);
		for (int c = 0; c < tb->ncols; c++)
			csv_cell(&row, checklist_cell(tb, i, c));
		csv_end_row(&row);
	}
}

static void text_row(FILE *f, const struct checklist_table *tb, const int *w, int row)
{
	char line[128 * (CELL + 2) + 1];
	size_t n = 0;

	for (int c = 0; c < tb->ncols; c++) {
		const char *s = row < 0 ? tb->names[c] : cell((struct checklist_table *)tb, row, c);
		n += (size_t)sprintf(line + n, "%s%*s", c ? "  " : "",
				     tb->right[c] ? w[c] : -w[c], s);
	}
	while (n && line[n - 1] == ' ')
		n--;
	line[n] = 0;
	fprintf(f, "%s\n", line);
}

/* Write s folded at blanks into lines of at most 78 characters. */
static void fold(FILE *f, const char *s)
{
	while (*s) {
		size_t n = strlen(s);
		if (n > 78) {
			n = 78;
			while (n && s[n] != ' ')
				n--;
			if (!n)
				n = strcspn(s, " ");
		}
		fprintf(f, "%.*s\n", (int)n, s);
		s += n;
		s += strspn(s, " ");
	}
}

/* The legend: a line of each column that has one, then Cur and Rn. */
static void legend(FILE *f, const struct tmt *t, const struct checklist_options *o)
{
	const enum checklist_column *ec = edition_columns(o);
	char text[2048];
	size_t n = 0;

	text[0] = 0;
	for (int i = 0; ec[i] != CL_END; i++) {
		const struct checklist_col *c = checklist_col(ec[i]);
		if (!c || !c->legend || n + 200 > sizeof(text))
			continue;
		/* A legend's "%d" is its legend_arg. */
		const char *d = c->legend_arg ? strstr(c->legend, "%d") : NULL;
		int len = d ? (int)(d - c->legend) : (int)strlen(c->legend);
		n += (size_t)snprintf(text + n, sizeof(text) - n, "%s%.*s", n ? "; " : "",
				      len, c->legend);
		if (d)
			n += (size_t)snprintf(text + n, sizeof(text) - n, "%d%s",
					      c->legend_arg(t), d + 2);
	}
	if (o->pairing)
		n += (size_t)snprintf(text + n, sizeof(text) - n, "%sCur: opponent and colour in this round",
				      n ? "; " : "");
	snprintf(text + n, sizeof(text) - n, "%sRn: opponent, colour, result in round n.",
		 n ? "; " : "");
	fputc('\n', f);
	fold(f, text);
}

static void write_text(FILE *f, const struct checklist_table *tb, const int *order,
		       const struct tmt *t, int r, const struct checklist_options *o)
{
	int w[128];

	for (int c = 0; c < tb->ncols; c++) {
		w[c] = (int)strlen(tb->names[c]);
		for (int i = 0; i < tb->n; i++) {
			int l = (int)strlen(cell((struct checklist_table *)tb, i, c));
			w[c] = l > w[c] ? l : w[c];
		}
	}
	if (t->total_rounds && r > t->total_rounds)
		fprintf(f, "Check-list after the last round, %d\n", r - 1);
	else if (t->total_rounds)
		fprintf(f, "Check-list before round %d of %d\n", r, t->total_rounds);
	else
		fprintf(f, "Check-list before round %d\n", r);
	if (o->edition)
		fprintf(f, "edition: %s\n", o->edition);
	fputc('\n', f);
	text_row(f, tb, w, -1);
	char prev[CELL] = "";
	for (int i = 0; i < tb->n; i++) {
		char g[CELL];
		checklist_group(t, order[i], r, g);
		if (i && strcmp(g, prev))
			fputc('\n', f);
		if (strcmp(g, prev) && !strcmp(g, "out"))
			fprintf(f, "Not paired in round %d:\n", r);
		memcpy(prev, g, CELL);
		text_row(f, tb, w, i);
	}
	legend(f, t, o);
}

int report_checklist(FILE *f, const struct tmt *t, int r,
		     const struct checklist_options *o)
{
	struct checklist_table tb = { 0 };
	int rcols = o->round_columns ? o->round_columns : r - 1;
	int *order = row_order(t, r);

	columns(&tb, o, rcols);
	tb.n = t->n;
	tb.cells = calloc((size_t)(t->n ? t->n : 1) * (size_t)tb.ncols, CELL);
	if (!order || !tb.cells) {
		free(order);
		free(tb.cells);
		return -1;
	}
	for (int i = 0; i < t->n; i++)
		fill_row(&tb, i, t, order[i], r, o, rcols);
	checklist_cols_done();
	tb.order = order;
	if (o->format == CHECKLIST_JSON)
		checklist_write_json(f, &tb, t, r, o);
	else if (o->format == CHECKLIST_CSV)
		write_csv(f, &tb, order, t, r, o);
	else
		write_text(f, &tb, order, t, r, o);
	free(order);
	free(tb.cells);
	return ferror(f) ? -1 : 0;
}
