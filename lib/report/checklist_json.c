/*
 * checklist_json.c - the check-list as one JSON object per round
 * (trfpair(1), CHECK-LIST, JSON layout).  Every value is read from the
 * cells the text layout shows (checklist.c, columns.c) or from the same
 * struct checklist_game they are written from: one computation, two
 * layouts.
 */
#include <stdlib.h>
#include <string.h>

#include "report/table.h"

/* The length of the UTF-8 sequence at s, or 0 if it is not one. */
static int utf8_len(const unsigned char *s)
{
	int n = s[0] < 0x80 ? 1 : (s[0] & 0xE0) == 0xC0 ? 2 : (s[0] & 0xF0) == 0xE0 ? 3 :
		(s[0] & 0xF8) == 0xF0 ? 4 : 0;

	if (n == 2 && s[0] < 0xC2)
		return 0;	/* overlong */
	for (int i = 1; i < n; i++)
		if ((s[i] & 0xC0) != 0x80)
			return 0;
	return n;
}

/* A JSON string, or null; a byte that is not UTF-8 (a name from a
 * Latin-1 export) is U+FFFD. */
static void json_str(FILE *f, const char *s)
{
	if (!s) {
		fputs("null", f);
		return;
	}
	fputc('"', f);
	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		int n = utf8_len(p);
		if (!n) {
			fputs("\\ufffd", f);
			p++;
		} else if (*p == '"' || *p == '\\') {
			fprintf(f, "\\%c", *p++);
		} else if (*p < 0x20) {
			fprintf(f, "\\u%04x", *p++);
		} else {
			fwrite(p, 1, (size_t)n, f);
			p += n;
		}
	}
	fputc('"', f);
}

/* s is a JSON number as it stands: -?digits(.digits)?, no leading 0. */
static int is_number(const char *s)
{
	const char *p = s + (*s == '-');

	if (!(*p >= '1' && *p <= '9') && !(*p == '0' && (p[1] == '.' || !p[1])))
		return 0;
	p += strspn(p, "0123456789");
	if (*p == '.' && p[1])
		p += 1 + strspn(p + 1, "0123456789");
	return !*p;
}

/* A cell as its column's type says (columns.h, enum checklist_type). */
static void json_cell(FILE *f, const char *s, enum checklist_type type)
{
	char *end;
	long v;

	switch (type) {
	case CT_WORD:
		json_str(f, !*s || !strcmp(s, "-") ? NULL : s);
		break;
	case CT_COLOURS:
		json_str(f, strcmp(s, "-") ? s : "");
		break;
	case CT_INTEGER:
		v = strtol(s, &end, 10);
		if (*s && !*end)
			fprintf(f, "%ld", v);
		else
			fputs("null", f);
		break;
	case CT_NUMBER:
		fputs(is_number(s) ? s : "null", f);
		break;
	case CT_FLAG:
		fputs(!strcmp(s, "Y") ? "true" : !strcmp(s, "?") ? "null" : "false", f);
		break;
	default:
		json_str(f, s);
	}
}

/* {"opponent":13,"colour":"W","result":"1"} (Rn) or with "pab" (Cur). */
static void json_game(FILE *f, const struct checklist_game *g, int cur)
{
	char c[2] = { g->colour, 0 }, res[2] = { g->result, 0 };

	fputs("{\"opponent\":", f);
	if (g->opponent)
		fprintf(f, "%d", g->opponent);
	else
		fputs("null", f);
	fputs(",\"colour\":", f);
	json_str(f, g->colour ? c : NULL);
	fputs(cur ? ",\"bye\":" : ",\"result\":", f);
	json_str(f, g->result ? res : NULL);
	fputc('}', f);
}

static void json_columns(FILE *f, const struct checklist_table *tb)
{
	fputs("\"columns\":[", f);
	for (int c = 0; c < tb->nedition; c++) {
		fputs(c ? ",{\"name\":" : "{\"name\":", f);
		json_str(f, tb->names[c]);
		fputs(",\"key\":", f);
		json_str(f, checklist_json_key(tb->id[c]));
		fputs(",\"type\":", f);
		json_str(f, checklist_type_name(checklist_json_type(tb->id[c])));
		fputc('}', f);
	}
	fputc(']', f);
}

static void json_player(FILE *f, const struct checklist_table *tb, int row,
			const struct tmt *t, int r, const struct checklist_options *o)
{
	int p = tb->order[row];
	char g[CHECKLIST_CELL];
	struct checklist_game game;

	fprintf(f, "{\"id\":%d,\"name\":", t->players[p].id);
	json_str(f, t->players[p].trf ? t->players[p].trf->name : "");
	checklist_group(t, p, r, g);
	fprintf(f, ",\"paired\":%s,\"group\":", strcmp(g, "out") ? "true" : "false");
	json_cell(f, strcmp(g, "out") ? g : "", CT_NUMBER);
	fputs(",\"values\":{", f);
	for (int c = 0; c < tb->nedition; c++) {
		if (c)
			fputc(',', f);
		json_str(f, checklist_json_key(tb->id[c]));
		fputc(':', f);
		json_cell(f, checklist_cell(tb, row, c), checklist_json_type(tb->id[c]));
	}
	fputs("},\"current\":", f);
	if (tb->has_cur && checklist_current_game(t, o->pairing, p, r, &game))
		json_game(f, &game, 1);
	else
		fputs("null", f);
	fputs(",\"rounds\":[", f);
	for (int k = 1; k <= tb->rcols; k++) {
		if (k > 1)
			fputc(',', f);
		if (k < r) {
			checklist_round_game(t, p, k, &game);
			json_game(f, &game, 0);
		} else {
			fputs("null", f);
		}
	}
	fputs("]}", f);
}

int checklist_write_json(FILE *f, const struct checklist_table *tb, const struct tmt *t,
			 int r, const struct checklist_options *o)
{
	fprintf(f, "{\"round\":%d,\"total_rounds\":", r);
	if (t->total_rounds)
		fprintf(f, "%d", t->total_rounds);
	else
		fputs("null", f);
	fputs(",\"system\":", f);
	json_str(f, o->system);
	fputs(",\"edition\":", f);
	if (o->year)
		fprintf(f, "%d", o->year);
	else
		fputs("null", f);
	fputc(',', f);
	json_columns(f, tb);
	fputs(",\"players\":[", f);
	for (int i = 0; i < tb->n; i++) {
		if (i)
			fputc(',', f);
		json_player(f, tb, i, t, r, o);
	}
	fputs("]}\n", f);
	return ferror(f) ? -1 : 0;
}
