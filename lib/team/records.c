/*
 * records.c - the team records of a TRF (trf(5), TEAM RECORDS):
 * 013 (TRF16) and 310 (TRF-2026) name the teams and their players in
 * board order; 300 gives a line-up out of that order, 320 the team PAB
 * of each round and its points, 330 a forfeited match, 352 the colour
 * sequence of the boards, 362 the match points of a team win, draw and
 * loss.  When a file has 310 records its 013 records are not read (310
 * replaces 013 in TRF-2026).  lib/trf keeps these lines verbatim; they
 * are read here, columns counted in characters as trf(5) says.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "team/internal.h"

/* Bytes of the UTF-8 sequence at s (1 when it is none). */
static size_t utf8_len(const unsigned char *s)
{
	int n = s[0] < 0x80 ? 1 : (s[0] & 0xe0) == 0xc0 ? 2 : (s[0] & 0xf0) == 0xe0 ? 3 :
		(s[0] & 0xf8) == 0xf0 ? 4 : 0;

	if (!n)
		return 0;
	for (int i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	return (size_t)n;
}

static int valid_utf8(const char *s)
{
	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		size_t n = utf8_len(p);
		if (!n)
			return 0;
		p += n;
	}
	return 1;
}

/* Byte offset of col (1-based) in l, or strlen when past the end. */
static size_t offset_of(const struct team_line *l, int col)
{
	size_t off = 0, len = strlen(l->text);

	for (int c = 1; c < col && off < len; c++)
		off += l->utf8 ? utf8_len((const unsigned char *)l->text + off) : 1;
	return off < len ? off : len;
}

int team_has_col(const struct team_line *l, int col)
{
	return offset_of(l, col) < strlen(l->text);
}

void team_field(const struct team_line *l, int from, int to, char *buf, size_t size)
{
	size_t a = offset_of(l, from), b = offset_of(l, to + 1), n = 0;

	while (a < b && l->text[a] == ' ')
		a++;
	while (b > a && l->text[b - 1] == ' ')
		b--;
	/* Latin-1 text is written out as UTF-8. */
	for (size_t i = a; i < b && n + 1 < size; i++) {
		unsigned char ch = (unsigned char)l->text[i];
		if (!l->utf8 && ch >= 0x80) {
			if (n + 2 >= size)
				break;
			buf[n++] = (char)(0xc0 | (ch >> 6));
			buf[n++] = (char)(0x80 | (ch & 0x3f));
		} else {
			buf[n++] = (char)ch;
		}
	}
	buf[n] = 0;
}

int team_number(const char *s)
{
	long v = 0;

	if (!*s)
		return -1;
	for (const char *p = s; *p; p++) {
		if (!isdigit((unsigned char)*p) || v > 99999)
			return -2;
		v = v * 10 + (*p - '0');
	}
	return (int)v;
}

int team_tenths(const char *s)
{
	int v;

	if (!*s)
		return -1;
	return trf_parse_tenths(s, &v) == 0 && v >= 0 ? v : -2;
}

__attribute__((format(printf, 5, 6)))
static int bad(struct trf_diag *d, const struct team_tournament *tt, int line, int col,
	       const char *fmt, ...)
{
	char msg[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	trf_diag_set(d, tt->t->doc->path, line, col, TRF_EINVALID, "%s", msg);
	return -1;
}

static int oom(struct trf_diag *d, const struct team_tournament *tt)
{
	trf_diag_set(d, tt->t->doc->path, 0, 0, TRF_ELIMIT, "out of memory");
	return -1;
}

/* A number field at cols from..to: its value, or -1 (blank) after a
 * message for a malformed one (-2 returned). */
static int number_at(const struct team_tournament *tt, const struct team_line *l, int from,
		     int to, const char *what, struct trf_diag *d)
{
	char buf[32];

	team_field(l, from, to, buf, sizeof(buf));
	int v = team_number(buf);
	if (v == -2)
		bad(d, tt, l->line, from, "%.3s: %s '%s' is not a number", l->text, what, buf);
	return v;
}

/* A team number at cols from..to that names a team: its index; -1 for
 * blank or 0 when allowed (zero_ok), else -2 after a message. */
static int team_at(const struct team_tournament *tt, const struct team_line *l, int from,
		   int to, const char *what, int zero_ok, struct trf_diag *d)
{
	int v = number_at(tt, l, from, to, what, d);

	if (v == -2)
		return -2;
	if (v <= 0) {
		if (zero_ok)
			return -1;
		bad(d, tt, l->line, from, "%.3s: no %s", l->text, what);
		return -2;
	}
	int i = team_index(tt, v);
	if (i < 0)
		bad(d, tt, l->line, from, "%.3s: %s %d: no team has that number (310 or 013)",
		    l->text, what, v);
	return i < 0 ? -2 : i;
}

/* A round number at cols from..to, 1..rounds recorded. */
static int round_at(const struct team_tournament *tt, const struct team_line *l, int from,
		    int to, struct trf_diag *d)
{
	int v = number_at(tt, l, from, to, "round", d);

	if (v == -2)
		return -2;
	if (v < 1 || v > tt->rounds) {
		bad(d, tt, l->line, from, "%.3s: round %d is not among the %d rounds of the file",
		    l->text, v < 0 ? 0 : v, tt->rounds);
		return -2;
	}
	return v;
}

/* The players of a team record from col first on, every 5 columns. */
static int read_members(struct team_tournament *tt, struct team *tm, const struct team_line *l,
			int first, struct trf_diag *d)
{
	const struct tmt *t = tt->t;

	for (int col = first; team_has_col(l, col); col += 5) {
		int id = number_at(tt, l, col, col + 3, "player", d);
		if (id == -2)
			return -1;
		if (id <= 0)
			continue;
		int p = tmt_index(t, id);
		if (p < 0)
			return bad(d, tt, l->line, col, "%.3s: player %d of team %s is not in the "
				   "file (no 001 line)", l->text, id, tm->name);
		if (tt->team_of[p] >= 0) {
			const struct team *o = &tt->teams[tt->team_of[p]];
			return bad(d, tt, l->line, col, "%.3s: player %d is on two teams: %s "
				   "and %s (line %d)", l->text, id, tm->name, o->name, o->line);
		}
		int *m = realloc(tm->members, (size_t)(tm->nmembers + 1) * sizeof(*m));
		if (!m)
			return oom(d, tt);
		tm->members = m;
		tm->members[tm->nmembers++] = p;
		tt->team_of[p] = (int)(tm - tt->teams);
	}
	if (!tm->nmembers)
		return bad(d, tt, l->line, first, "%.3s: team %s lists no player", l->text, tm->name);
	return 0;
}

/* The lines of the file with code (a record: code, then a blank). */
static int is_record(const struct trf_line *ln, const char *code)
{
	const char *s = ln->text;

	return ln->kind == TRF_LINE_OTHER && s && !strncmp(s, code, 3) && (!s[3] || s[3] == ' ');
}

static struct team_line line_of(const struct trf_doc *doc, size_t i)
{
	struct team_line l = { doc->lines[i].text, (int)i + 1, valid_utf8(doc->lines[i].text) };
	return l;
}

static int cmp_number(const void *a, const void *b)
{
	const struct team *x = a, *y = b;

	if (x->number != y->number)
		return (x->number > y->number) - (x->number < y->number);
	return (x->line > y->line) - (x->line < y->line);
}

/* The teams: 310 records, else 013 records; numbers checked, then the
 * players (a player may be named before his team's number is known). */
static int read_teams(struct team_tournament *tt, struct trf_diag *d)
{
	const struct trf_doc *doc = tt->t->doc;
	const char *code = tt->source == TRF_TEAM_310 ? "310" : "013";
	int n = 0;

	for (size_t i = 0; i < doc->nlines; i++)
		n += is_record(&doc->lines[i], code);
	tt->teams = calloc((size_t)n + 1, sizeof(*tt->teams));
	if (!tt->teams)
		return oom(d, tt);
	for (size_t i = 0; i < doc->nlines; i++) {
		if (!is_record(&doc->lines[i], code))
			continue;
		struct team_line l = line_of(doc, i);
		struct team *tm = &tt->teams[tt->nteams++];
		tm->line = l.line;
		tm->file_mp = tm->file_gp = tm->file_rank = -1;
		if (tt->source == TRF_TEAM_013) {
			tm->number = tt->nteams;
			team_field(&l, 5, 36, tm->name, sizeof(tm->name));
			continue;
		}
		int num = number_at(tt, &l, 5, 7, "team number", d);
		if (num == -2)
			return -1;
		if (num < 1 || num > 999)
			return bad(d, tt, l.line, 5, "310: team number %d is not 1-999", num < 0 ? 0 : num);
		tm->number = num;
		team_field(&l, 9, 40, tm->name, sizeof(tm->name));
		char buf[32];
		static const struct { int from, to; const char *what; } cols[] = {
			{ 55, 60, "match points" }, { 62, 67, "game points" } };
		for (int k = 0; k < 2; k++) {
			team_field(&l, cols[k].from, cols[k].to, buf, sizeof(buf));
			int v = team_tenths(buf);
			if (v == -2)
				return bad(d, tt, l.line, cols[k].from, "310: %s '%s' of team %d "
					   "are not points", cols[k].what, buf, num);
			*(k ? &tm->file_gp : &tm->file_mp) = v;
		}
		int rank = number_at(tt, &l, 69, 71, "rank", d);
		if (rank == -2)
			return -1;
		tm->file_rank = rank > 0 ? rank : -1;
	}
	qsort(tt->teams, (size_t)tt->nteams, sizeof(*tt->teams), cmp_number);
	for (int k = 1; k < tt->nteams; k++)
		if (tt->teams[k].number == tt->teams[k - 1].number)
			return bad(d, tt, tt->teams[k].line, 5, "310: team number %d is also on "
				   "line %d", tt->teams[k].number, tt->teams[k - 1].line);
	for (int k = 0; k < tt->nteams; k++) {
		struct team *tm = &tt->teams[k];
		struct team_line l = line_of(doc, (size_t)tm->line - 1);
		if (read_members(tt, tm, &l, tt->source == TRF_TEAM_013 ? 37 : 74, d) < 0)
			return -1;
	}
	return 0;
}

/* 300: round 5-7, team 9-11, opponent 13-15, players 17-20, 22-25, ... */
static int read_300(struct team_tournament *tt, const struct team_line *l, struct trf_diag *d)
{
	struct team_lineup u = { .line = l->line };

	if ((u.round = round_at(tt, l, 5, 7, d)) < 0 ||
	    (u.team = team_at(tt, l, 9, 11, "team", 0, d)) == -2 ||
	    (u.opponent = team_at(tt, l, 13, 15, "opponent", 1, d)) == -2)
		return -1;
	for (int col = 17; team_has_col(l, col); col += 5) {
		int id = number_at(tt, l, col, col + 3, "player", d);
		if (id == -2) {
			free(u.ids);
			return -1;
		}
		if (id > 0 && tmt_index(tt->t, id) < 0) {
			free(u.ids);
			return bad(d, tt, l->line, col, "300: player %d is not in the file", id);
		}
		int *ids = realloc(u.ids, (size_t)(u.nids + 1) * sizeof(*ids));
		if (!ids) {
			free(u.ids);
			return oom(d, tt);
		}
		u.ids = ids;
		u.ids[u.nids++] = id < 0 ? 0 : id;
	}
	struct team_lineup *v = realloc(tt->lineups, (size_t)(tt->nlineups + 1) * sizeof(*v));
	if (!v) {
		free(u.ids);
		return oom(d, tt);
	}
	tt->lineups = v;
	tt->lineups[tt->nlineups++] = u;
	return 0;
}

/* 320: PAB match points 5-8, game points 10-13, then the team of round
 * r at cols 15 + 4(r-1) .. 17 + 4(r-1) (000: none). */
static int read_320(struct team_tournament *tt, const struct team_line *l, struct trf_diag *d)
{
	char buf[32];

	for (int k = 0; k < 2; k++) {
		team_field(l, k ? 10 : 5, k ? 13 : 8, buf, sizeof(buf));
		int v = team_tenths(buf);
		if (v == -2)
			return bad(d, tt, l->line, k ? 10 : 5, "320: PAB %s '%s' are not points",
				   k ? "game points" : "match points", buf);
		*(k ? &tt->pab_gp : &tt->pab_mp) = v;
	}
	if (!tt->pab) {
		tt->pab = malloc(((size_t)tt->rounds + 1) * sizeof(*tt->pab));
		if (!tt->pab)
			return oom(d, tt);
		for (int r = 0; r <= tt->rounds; r++)
			tt->pab[r] = -1;
	}
	tt->pab_line = l->line;
	for (int r = 1; team_has_col(l, 15 + 4 * (r - 1)); r++) {
		int col = 15 + 4 * (r - 1);
		int i = team_at(tt, l, col, col + 2, "PAB team", 1, d);
		if (i == -2)
			return -1;
		if (i >= 0 && r > tt->rounds)
			return bad(d, tt, l->line, col, "320: a PAB in round %d, after the %d rounds "
				   "of the file", r, tt->rounds);
		if (i >= 0)
			tt->pab[r - 1] = i;
	}
	return 0;
}

/* 330: type 5-6, round 8-10, white team 12-14, black team 16-18. */
static int read_330(struct team_tournament *tt, const struct team_line *l, struct trf_diag *d)
{
	struct team_forfeit f = { .line = l->line };

	team_field(l, 5, 6, f.type, sizeof(f.type));
	if (strcmp(f.type, "+-") && strcmp(f.type, "-+") && strcmp(f.type, "--"))
		return bad(d, tt, l->line, 5, "330: forfeit type '%s' is not +-, -+ or --", f.type);
	if ((f.round = round_at(tt, l, 8, 10, d)) < 0 ||
	    (f.white = team_at(tt, l, 12, 14, "white team", 0, d)) < 0 ||
	    (f.black = team_at(tt, l, 16, 18, "black team", 0, d)) < 0)
		return -1;
	if (f.white == f.black)
		return bad(d, tt, l->line, 16, "330: team %d against itself",
			   tt->teams[f.white].number);
	struct team_forfeit *v = realloc(tt->forfeits, (size_t)(tt->nforfeits + 1) * sizeof(*v));
	if (!v)
		return oom(d, tt);
	tt->forfeits = v;
	tt->forfeits[tt->nforfeits++] = f;
	return 0;
}

/* 352: the colours of boards 1, 2, ... of a team, W or B. */
static int read_352(struct team_tournament *tt, const struct team_line *l, struct trf_diag *d)
{
	char buf[64];

	team_field(l, 5, 60, buf, sizeof(buf));
	if (!*buf || strlen(buf) >= sizeof(tt->colours))
		return bad(d, tt, l->line, 5, "352: '%s' is no colour sequence of 1-%zu boards",
			   buf, sizeof(tt->colours) - 1);
	for (size_t i = 0; buf[i]; i++) {
		char c = (char)toupper((unsigned char)buf[i]);
		if (c != 'W' && c != 'B')
			return bad(d, tt, l->line, 5 + (int)i, "352: '%c' is not W or B", buf[i]);
		tt->colours[i] = c;
	}
	tt->colours[strlen(buf)] = 0;
	tt->colours_line = l->line;
	return 0;
}

/* 362: the match points of a team win, draw and loss, as pairs of a
 * code (TW, TD, TL; W, D, L as in 162) and points ("TW 2.0"). */
static int read_362(struct team_tournament *tt, const struct team_line *l, struct trf_diag *d)
{
	const char *s = l->text + 3;
	int got = 0;

	while (*s) {
		while (*s == ' ')
			s++;
		if (!*s)
			break;
		int col = (int)(s - l->text) + 1;
		char code[4] = "";
		size_t n = 0;
		while (isalpha((unsigned char)*s) && n < 3)
			code[n++] = (char)toupper((unsigned char)*s++);
		code[n] = 0;
		const char *c = n == 2 && code[0] == 'T' ? code + 1 : code;
		int *slot = !strcmp(c, "W") ? &tt->win : !strcmp(c, "D") ? &tt->draw :
			    !strcmp(c, "L") ? &tt->loss : NULL;
		if (!slot)
			return bad(d, tt, l->line, col, "362: '%s' is not TW, TD or TL", code);
		while (*s == ' ')
			s++;
		char val[16];
		n = 0;
		while (*s && *s != ' ' && n + 1 < sizeof(val))
			val[n++] = *s++;
		val[n] = 0;
		int v = team_tenths(val);
		if (v < 0)
			return bad(d, tt, l->line, col, "362: %s needs points, not '%s'", code, val);
		*slot = v;
		got++;
	}
	if (!got)
		return bad(d, tt, l->line, 5, "362: no match points (TW 2.0 TD 1.0 TL 0.0)");
	return 0;
}

int team_read_records(struct team_tournament *tt, struct trf_diag *d)
{
	const struct trf_doc *doc = tt->t->doc;

	/* C.04.6 and TRF-2026 362: 2-1-0 unless the file says otherwise. */
	tt->win = 20;
	tt->draw = 10;
	tt->loss = 0;
	tt->pab_mp = tt->pab_gp = -1;
	if ((tt->source == TRF_TEAM_310 || tt->source == TRF_TEAM_013) && read_teams(tt, d) < 0)
		return -1;
	for (size_t i = 0; i < doc->nlines; i++) {
		const struct trf_line *ln = &doc->lines[i];
		if (ln->kind != TRF_LINE_OTHER || !ln->text)
			continue;
		struct team_line l = line_of(doc, i);
		int rc = 0;
		if (is_record(ln, "362"))
			rc = read_362(tt, &l, d);
		else if (is_record(ln, "352"))
			rc = read_352(tt, &l, d);
		else if (!tt->nteams)
			continue;	/* the rest names teams */
		else if (is_record(ln, "300"))
			rc = read_300(tt, &l, d);
		else if (is_record(ln, "320"))
			rc = read_320(tt, &l, d);
		else if (is_record(ln, "330"))
			rc = read_330(tt, &l, d);
		if (rc < 0)
			return -1;
	}
	return 0;
}
