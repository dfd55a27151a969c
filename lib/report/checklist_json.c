/*
 * checklist_json.c - the check-list as one JSON object per round
 * (trfpair(1), CHECK-LIST, JSON layout).  Every value is read from the
 * cells the text layout shows (checklist.c, columns.c) or from the same
 * struct checklist_game they are written from: one computation, two
 * layouts.
 */
#include <stdlib.h>
#include <string.h>

#include "format/json.h"
#include "report/table.h"

/* A cell as its column's type says (columns.h, enum checklist_type). */
static void json_cell(struct json *j, const char *s, enum checklist_type type)
{
	char *end;
	long v;

	switch (type) {
	case CT_WORD:
		json_str(j, !*s || !strcmp(s, "-") ? NULL : s);
		break;
	case CT_COLOURS:
		json_str(j, strcmp(s, "-") ? s : "");
		break;
	case CT_INTEGER:
		v = strtol(s, &end, 10);
		if (*s && !*end)
			json_int(j, v);
		else
			json_null(j);
		break;
	case CT_NUMBER:
		json_number(j, s);
		break;
	case CT_FLAG:
		if (!strcmp(s, "?"))
			json_null(j);
		else
			json_bool(j, !strcmp(s, "Y"));
		break;
	default:
		json_str(j, s);
	}
}

/* {"opponent":13,"colour":"W","result":"1"} (Rn) or with "bye" (Cur). */
static void json_game(struct json *j, const struct checklist_game *g, int cur)
{
	char c[2] = { g->colour, 0 }, res[2] = { g->result, 0 };

	json_open(j, '{');
	json_key(j, "opponent");
	if (g->opponent)
		json_int(j, g->opponent);
	else
		json_null(j);
	json_key_str(j, "colour", g->colour ? c : NULL);
	json_key_str(j, cur ? "bye" : "result", g->result ? res : NULL);
	json_close(j);
}

static void json_columns(struct json *j, const struct checklist_table *tb)
{
	json_key(j, "columns");
	json_open(j, '[');
	for (int c = 0; c < tb->nedition; c++) {
		json_open(j, '{');
		json_key_str(j, "name", tb->names[c]);
		json_key_str(j, "key", checklist_json_key(tb->id[c]));
		json_key_str(j, "type", checklist_type_name(checklist_json_type(tb->id[c])));
		json_close(j);
	}
	json_close(j);
}

static void json_player(struct json *j, const struct checklist_table *tb, int row,
			const struct tmt *t, int r, const struct checklist_options *o)
{
	int p = tb->order[row];
	char g[CHECKLIST_CELL];
	struct checklist_game game;

	json_open(j, '{');
	json_key_int(j, "id", t->players[p].id);
	json_key_str(j, "name", t->players[p].trf ? t->players[p].trf->name : "");
	checklist_group(t, p, r, g);
	json_key(j, "paired");
	json_bool(j, strcmp(g, "out") != 0);
	json_key(j, "group");
	json_cell(j, strcmp(g, "out") ? g : "", CT_NUMBER);
	json_key(j, "values");
	json_open(j, '{');
	for (int c = 0; c < tb->nedition; c++) {
		json_key(j, checklist_json_key(tb->id[c]));
		json_cell(j, checklist_cell(tb, row, c), checklist_json_type(tb->id[c]));
	}
	json_close(j);
	json_key(j, "current");
	if (tb->has_cur && checklist_current_game(t, o->pairing, p, r, &game))
		json_game(j, &game, 1);
	else
		json_null(j);
	json_key(j, "rounds");
	json_open(j, '[');
	for (int k = 1; k <= tb->rcols; k++) {
		if (k < r) {
			checklist_round_game(t, p, k, &game);
			json_game(j, &game, 0);
		} else {
			json_null(j);
		}
	}
	json_close(j);
	json_close(j);
}

int checklist_write_json(FILE *f, const struct checklist_table *tb, const struct tmt *t,
			 int r, const struct checklist_options *o)
{
	struct json j;

	json_init(&j, f);
	json_open(&j, '{');
	json_key_int(&j, "round", r);
	json_key(&j, "total_rounds");
	if (t->total_rounds)
		json_int(&j, t->total_rounds);
	else
		json_null(&j);
	json_key_str(&j, "system", o->system);
	json_key(&j, "edition");
	if (o->year)
		json_int(&j, o->year);
	else
		json_null(&j);
	json_columns(&j, tb);
	json_key(&j, "players");
	json_open(&j, '[');
	for (int i = 0; i < tb->n; i++)
		json_player(&j, tb, i, t, r, o);
	json_close(&j);
	json_close(&j);
	fputc('\n', f);
	return ferror(f) ? -1 : 0;
}
