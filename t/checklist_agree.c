/*
 * checklist_agree.c - do the text and the JSON check-lists of one run
 * say the same thing?  For the command tests (t0041); CI has no JSON
 * tool.
 *
 *   checklist_agree TEXT JSON
 *
 * TEXT is what `trfpair ... -l' writes, JSON what the same command with
 * --format=json writes: one table, and one JSON line, per round, in the
 * same order.  Each JSON line is parsed strictly (RFC 8259); each text
 * table is cut into cells by its layout (columns are separated by
 * blanks in every line, cells never hold a blank).  Then, row by row,
 * every member of the JSON player is read back as the text shows it, by
 * the column types of trfpair(1), CHECK-LIST, and compared with the
 * cell: values (integer, number, word, colours, flag), current (Cur),
 * rounds (R1..Rk), paired and group (the "Not paired" part, Pts).
 * Prints one line per disagreement and at the end
 *   checklist_agree: N passed, N failed
 * counting the rounds.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A parsed JSON value: strings unescaped, numbers kept as written. */
enum jtype { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };

struct jval {
	enum jtype type;
	int b;
	char *s;		/* J_NUM, J_STR */
	int n;			/* J_ARR, J_OBJ: members */
	char **keys;		/* J_OBJ */
	struct jval *items;
};

struct in {
	const char *p;
	int ok;
};

static void ws(struct in *s)
{
	while (*s->p == ' ' || *s->p == '\t' || *s->p == '\r' || *s->p == '\n')
		s->p++;
}

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p) {
		fputs("checklist_agree: out of memory\n", stderr);
		exit(2);
	}
	return p;
}

static void put_utf8(char *out, size_t *n, unsigned long c)
{
	if (c < 0x80) {
		out[(*n)++] = (char)c;
	} else if (c < 0x800) {
		out[(*n)++] = (char)(0xC0 | c >> 6);
		out[(*n)++] = (char)(0x80 | (c & 0x3F));
	} else {
		out[(*n)++] = (char)(0xE0 | c >> 12);
		out[(*n)++] = (char)(0x80 | (c >> 6 & 0x3F));
		out[(*n)++] = (char)(0x80 | (c & 0x3F));
	}
}

static char *jstring(struct in *s)
{
	size_t cap = strlen(s->p) + 1, n = 0;
	char *out = xrealloc(NULL, cap);

	if (*s->p != '"') {
		s->ok = 0;
		out[0] = 0;
		return out;
	}
	s->p++;
	while (s->ok && *s->p != '"') {
		unsigned char c = (unsigned char)*s->p++;
		if (!c || c < 0x20) {
			s->ok = 0;
			break;
		}
		if (c != '\\') {
			out[n++] = (char)c;
			continue;
		}
		c = (unsigned char)*s->p++;
		if (c == 'u') {
			char hex[5] = { 0 };
			for (int i = 0; i < 4; i++) {
				if (!isxdigit((unsigned char)s->p[i]))
					s->ok = 0;
				hex[i] = s->p[i];
			}
			if (s->ok) {
				put_utf8(out, &n, strtoul(hex, NULL, 16));
				s->p += 4;
			}
		} else if (strchr("\"\\/", c) && c) {
			out[n++] = (char)c;
		} else if (c == 'n' || c == 't' || c == 'r' || c == 'b' || c == 'f') {
			out[n++] = c == 'n' ? '\n' : c == 't' ? '\t' : c == 'r' ? '\r' : c == 'b' ? '\b' : '\f';
		} else {
			s->ok = 0;
		}
	}
	if (s->ok)
		s->p++;
	out[n] = 0;
	return out;
}

static void jvalue(struct in *s, struct jval *v, int depth);

static void jcontainer(struct in *s, struct jval *v, int depth, char close)
{
	s->p++;
	ws(s);
	if (*s->p == close) {
		s->p++;
		return;
	}
	while (s->ok) {
		v->items = xrealloc(v->items, sizeof(*v->items) * (size_t)(v->n + 1));
		memset(&v->items[v->n], 0, sizeof(v->items[0]));
		if (close == '}') {
			v->keys = xrealloc(v->keys, sizeof(*v->keys) * (size_t)(v->n + 1));
			ws(s);
			v->keys[v->n] = jstring(s);
			ws(s);
			if (*s->p != ':') {
				s->ok = 0;
				v->n++;
				return;
			}
			s->p++;
		}
		jvalue(s, &v->items[v->n++], depth + 1);
		ws(s);
		if (*s->p == ',') {
			s->p++;
			continue;
		}
		if (*s->p == close) {
			s->p++;
			return;
		}
		s->ok = 0;
	}
}

static void jvalue(struct in *s, struct jval *v, int depth)
{
	ws(s);
	memset(v, 0, sizeof(*v));
	if (depth > 32) {
		s->ok = 0;
	} else if (*s->p == '{') {
		v->type = J_OBJ;
		jcontainer(s, v, depth, '}');
	} else if (*s->p == '[') {
		v->type = J_ARR;
		jcontainer(s, v, depth, ']');
	} else if (*s->p == '"') {
		v->type = J_STR;
		v->s = jstring(s);
	} else if (!strncmp(s->p, "true", 4) || !strncmp(s->p, "false", 5)) {
		v->type = J_BOOL;
		v->b = *s->p == 't';
		s->p += v->b ? 4 : 5;
	} else if (!strncmp(s->p, "null", 4)) {
		s->p += 4;
	} else {
		/* -?(0|[1-9][0-9]*)(.[0-9]+)? (the check-list writes no exponent) */
		const char *b = s->p;
		if (*s->p == '-')
			s->p++;
		if (*s->p == '0')
			s->p++;
		else if (*s->p >= '1' && *s->p <= '9')
			s->p += strspn(s->p, "0123456789");
		else
			s->ok = 0;
		if (*s->p == '.') {
			size_t k = strspn(s->p + 1, "0123456789");
			if (!k)
				s->ok = 0;
			s->p += 1 + k;
		}
		v->type = J_NUM;
		v->s = xrealloc(NULL, (size_t)(s->p - b) + 1);
		memcpy(v->s, b, (size_t)(s->p - b));
		v->s[s->p - b] = 0;
	}
}

static void jfree(struct jval *v)
{
	for (int i = 0; i < v->n; i++) {
		jfree(&v->items[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->items);
	free(v->keys);
	free(v->s);
}

static const struct jval *member(const struct jval *o, const char *key)
{
	if (!o || o->type != J_OBJ)
		return NULL;
	for (int i = 0; i < o->n; i++)
		if (!strcmp(o->keys[i], key))
			return &o->items[i];
	return NULL;
}

static const char *str_of(const struct jval *v)
{
	return v && v->type == J_STR ? v->s : NULL;
}

/* ---- the text layout ---- */

#define MAXLINE 8192
#define MAXCOLS 160

struct text_table {
	int ncols;
	char names[MAXCOLS][32];
	int nrows;
	char **rows;		/* nrows * ncols cells */
	int *out;		/* the row is under "Not paired in round R:" */
};

static char *cellp(struct text_table *tt, int row, int col)
{
	return tt->rows[(size_t)row * (size_t)tt->ncols + (size_t)col];
}

static char *dup_range(const char *line, int from, int to)
{
	int len = (int)strlen(line);
	if (from > len)
		from = len;
	if (to > len)
		to = len;
	while (from < to && line[from] == ' ')
		from++;
	while (to > from && line[to - 1] == ' ')
		to--;
	char *s = xrealloc(NULL, (size_t)(to - from) + 1);
	memcpy(s, line + from, (size_t)(to - from));
	s[to - from] = 0;
	return s;
}

static int read_line(FILE *f, char *buf)
{
	if (!fgets(buf, MAXLINE, f))
		return 0;
	buf[strcspn(buf, "\r\n")] = 0;
	return 1;
}

/*
 * The next table of f with nrows rows: its heading, the header line and
 * the rows (blank lines and "Not paired" lines between them), cut into
 * cells at the runs of positions that are blank in every line.  The
 * legend after it is skipped by the next call.  0 at the end of f.
 */
static int read_table(FILE *f, int nrows, struct text_table *tt, char *err, size_t errsz)
{
	char buf[MAXLINE];
	char **lines = xrealloc(NULL, sizeof(char *) * (size_t)(nrows + 1));
	int n = 0, width = 0, out = 0;

	memset(tt, 0, sizeof(*tt));
	while (read_line(f, buf) && strncmp(buf, "Check-list ", 11))
		;
	if (strncmp(buf, "Check-list ", 11)) {
		free(lines);
		snprintf(err, errsz, "no more tables in the text");
		return 0;
	}
	/* The edition line, a blank line, the header. */
	while (read_line(f, buf) && (strncmp(buf, "edition: ", 9) == 0 || !buf[0]))
		;
	tt->out = xrealloc(NULL, sizeof(int) * (size_t)(nrows + 1));
	lines[n++] = strdup(buf);
	while (n <= nrows && read_line(f, buf)) {
		if (!buf[0])
			continue;
		if (!strncmp(buf, "Not paired in round ", 20)) {
			out = 1;
			continue;
		}
		tt->out[n - 1] = out;
		lines[n++] = strdup(buf);
	}
	if (n <= nrows) {
		snprintf(err, errsz, "the text table has %d rows, the JSON %d", n - 1, nrows);
		for (int i = 0; i < n; i++)
			free(lines[i]);
		free(lines);
		return -1;
	}
	for (int i = 0; i < n; i++)
		if ((int)strlen(lines[i]) > width)
			width = (int)strlen(lines[i]);
	char *used = xrealloc(NULL, (size_t)width + 1);
	memset(used, 0, (size_t)width + 1);
	for (int i = 0; i < n; i++)
		for (int k = 0; lines[i][k]; k++)
			if (lines[i][k] != ' ')
				used[k] = 1;
	int starts[MAXCOLS], ends[MAXCOLS];
	for (int k = 0; k < width && tt->ncols < MAXCOLS; k++)
		if (used[k] && (k == 0 || !used[k - 1])) {
			starts[tt->ncols] = k;
			while (k < width && used[k])
				k++;
			ends[tt->ncols++] = k;
		}
	free(used);
	tt->nrows = nrows;
	tt->rows = xrealloc(NULL, sizeof(char *) * (size_t)(nrows * tt->ncols + 1));
	for (int c = 0; c < tt->ncols; c++) {
		char *h = dup_range(lines[0], starts[c], ends[c]);
		snprintf(tt->names[c], sizeof(tt->names[c]), "%s", h);
		free(h);
		for (int r = 0; r < nrows; r++)
			tt->rows[(size_t)r * (size_t)tt->ncols + (size_t)c] =
				dup_range(lines[r + 1], starts[c], ends[c]);
	}
	for (int i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
	return 1;
}

static void free_table(struct text_table *tt)
{
	for (int i = 0; i < tt->nrows * tt->ncols; i++)
		free(tt->rows[i]);
	free(tt->rows);
	free(tt->out);
}

/* ---- the comparison ---- */

static int bad;
static int table_no;

static void disagree(int row, const char *col, const char *text, const char *json)
{
	printf("table %d, row %d, %s: text \"%s\", JSON %s\n", table_no, row + 1, col, text, json);
	bad++;
}

static const char *shown(const struct jval *v, char *buf, size_t size)
{
	if (!v)
		return "(missing)";
	switch (v->type) {
	case J_NULL: return "null";
	case J_BOOL: return v->b ? "true" : "false";
	case J_NUM: snprintf(buf, size, "%s", v->s); return buf;
	case J_STR: snprintf(buf, size, "\"%s\"", v->s); return buf;
	default: return "(object or array)";
	}
}

/* Does the JSON value v of a column of type `type' read as cell? */
static int value_agrees(const char *type, const char *cell, const struct jval *v)
{
	if (!v)
		return 0;
	/* "?": not known (the Dubov 1997 replay without XXR), null. */
	if ((!strcmp(type, "integer") || !strcmp(type, "number")) && !strcmp(cell, "?"))
		return v->type == J_NULL;
	if (!strcmp(type, "integer"))
		return v->type == J_NUM && *cell && strtol(cell, NULL, 10) == strtol(v->s, NULL, 10) &&
		       strspn(cell + (*cell == '+' || *cell == '-'), "0123456789") ==
			       strlen(cell + (*cell == '+' || *cell == '-'));
	if (!strcmp(type, "number"))
		return v->type == J_NUM && !strcmp(cell, v->s);
	if (!strcmp(type, "word"))
		return (!*cell || !strcmp(cell, "-")) ? v->type == J_NULL :
		       v->type == J_STR && !strcmp(cell, v->s);
	if (!strcmp(type, "colours"))
		return v->type == J_STR && !strcmp(!strcmp(cell, "-") ? "" : cell, v->s);
	if (!strcmp(type, "flag"))
		return !strcmp(cell, "Y") ? v->type == J_BOOL && v->b :
		       !strcmp(cell, "?") ? v->type == J_NULL :
		       (!strcmp(cell, "N") || !*cell) && v->type == J_BOOL && !v->b;
	return v->type == J_STR && !strcmp(cell, v->s);	/* text */
}

/* A game object as its cell: Rn "13w1" / "U", Cur "(13W)" / "(PAB)" / "(H)". */
static void game_cell(const struct jval *g, int cur, char *buf, size_t size)
{
	const struct jval *opp = member(g, "opponent");
	const char *colour = str_of(member(g, "colour"));
	const char *res = str_of(member(g, cur ? "bye" : "result"));

	if (!g || g->type == J_NULL) {
		buf[0] = 0;
	} else if (opp && opp->type == J_NUM && cur) {
		snprintf(buf, size, "(%s%s)", opp->s, colour ? colour : "?");
	} else if (opp && opp->type == J_NUM) {
		snprintf(buf, size, "%s%c%s", opp->s,
			 colour ? (char)tolower((unsigned char)colour[0]) : '-', res ? res : "?");
	} else if (cur) {
		snprintf(buf, size, "(%s)", res && !strcmp(res, "U") ? "PAB" : res ? res : "?");
	} else {
		snprintf(buf, size, "%s", res ? res : "?");
	}
}

static void compare_round(const struct jval *round, struct text_table *tt)
{
	const struct jval *cols = member(round, "columns"), *players = member(round, "players");
	int nedition = cols ? cols->n : 0;
	char buf[160], sbuf[160];

	for (int c = 0; c < nedition && c < tt->ncols; c++)
		if (strcmp(str_of(member(&cols->items[c], "name")) ?
			   str_of(member(&cols->items[c], "name")) : "", tt->names[c]))
			disagree(-1, tt->names[c], tt->names[c], "another column name");
	int has_cur = nedition < tt->ncols && !strcmp(tt->names[nedition], "Cur");
	int first_r = nedition + has_cur;
	for (int i = 0; i < players->n; i++) {
		const struct jval *p = &players->items[i];
		const struct jval *values = member(p, "values"), *rounds = member(p, "rounds");
		for (int c = 0; c < nedition && c < tt->ncols; c++) {
			const char *key = str_of(member(&cols->items[c], "key"));
			const char *type = str_of(member(&cols->items[c], "type"));
			const struct jval *v = member(values, key ? key : "");
			if (!type || !value_agrees(type, cellp(tt, i, c), v))
				disagree(i, tt->names[c], cellp(tt, i, c), shown(v, sbuf, sizeof(sbuf)));
		}
		const struct jval *cur = member(p, "current");
		game_cell(cur, 1, buf, sizeof(buf));
		if (strcmp(buf, has_cur ? cellp(tt, i, nedition) : ""))
			disagree(i, "Cur", has_cur ? cellp(tt, i, nedition) : "", buf);
		int nr = tt->ncols - first_r;
		if (!rounds || rounds->type != J_ARR || rounds->n != nr) {
			disagree(i, "rounds", "R columns", "another number of rounds");
			continue;
		}
		for (int k = 0; k < nr; k++) {
			game_cell(&rounds->items[k], 0, buf, sizeof(buf));
			if (strcmp(buf, cellp(tt, i, first_r + k)))
				disagree(i, tt->names[first_r + k], cellp(tt, i, first_r + k), buf);
		}
		/* paired: above the "Not paired" line; group: the Pts cell. */
		const struct jval *paired = member(p, "paired"), *group = member(p, "group");
		const struct jval *pts = member(values, "points");
		if (!paired || paired->type != J_BOOL || paired->b == tt->out[i])
			disagree(i, "paired", tt->out[i] ? "not paired" : "paired",
				 shown(paired, sbuf, sizeof(sbuf)));
		else if (paired->b ? !group || group->type != J_NUM || !pts ||
				     pts->type != J_NUM || strcmp(group->s, pts->s) :
				     !group || group->type != J_NULL)
			disagree(i, "group", pts && pts->s ? pts->s : "", shown(group, sbuf, sizeof(sbuf)));
	}
}

int main(int argc, char **argv)
{
	FILE *text, *json;
	static char line[1 << 22];
	int passed = 0, failed = 0;

	if (argc != 3) {
		fputs("usage: checklist_agree TEXT JSON\n", stderr);
		return 2;
	}
	text = fopen(argv[1], "r");
	json = fopen(argv[2], "r");
	if (!text || !json) {
		perror("checklist_agree");
		return 2;
	}
	while (fgets(line, sizeof(line), json)) {
		struct in s = { line, 1 };
		struct jval round;
		struct text_table tt;
		char err[128];
		table_no++;
		bad = 0;
		jvalue(&s, &round, 0);
		ws(&s);
		const struct jval *players = member(&round, "players");
		if (!s.ok || *s.p || round.type != J_OBJ || !players || players->type != J_ARR) {
			printf("table %d: the JSON line is not a check-list object\n", table_no);
			failed++;
			jfree(&round);
			continue;
		}
		int rc = read_table(text, players->n, &tt, err, sizeof(err));
		if (rc <= 0) {
			printf("table %d: %s\n", table_no, err);
			failed++;
			jfree(&round);
			if (rc == 0)
				break;
			continue;
		}
		compare_round(&round, &tt);
		if (bad)
			failed++;
		else
			passed++;
		free_table(&tt);
		jfree(&round);
	}
	/* A table the JSON lacks. */
	while (fgets(line, sizeof(line), text))
		if (!strncmp(line, "Check-list ", 11)) {
			printf("a text table after the last JSON line\n");
			failed++;
		}
	printf("checklist_agree: %d passed, %d failed\n", passed, failed);
	fclose(text);
	fclose(json);
	return failed ? 1 : 0;
}
