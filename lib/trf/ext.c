/*
 * ext.c - tournament records and program extensions (trf-format.md §2,
 * §5, §6): rounds, initial colour, point systems, acceleration,
 * forbidden pairs and announced absences.  Every other line is kept
 * verbatim by the reader and ignored here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf/internal.h"

static int invalid(struct trf_diag *d, const char *file, int line, int col,
		   const char *msg)
{
	trf_diag_set(d, file, line, col, TRF_EINVALID, "%s", msg);
	return -1;
}

/* Next blank-separated word of s starting at *pos; 0 at the end. */
static int next_word(const char *s, size_t *pos, char *buf, size_t size)
{
	size_t i = *pos, n = 0;

	while (s[i] == ' ' || s[i] == '\t')
		i++;
	if (!s[i])
		return 0;
	*pos = i + 1;		/* 1-based column of the word */
	while (s[i] && s[i] != ' ' && s[i] != '\t') {
		if (n + 1 < size)
			buf[n++] = s[i];
		i++;
	}
	buf[n] = 0;
	*pos = i;
	return 1;
}

static int add_forbidden(struct trf_doc *doc, int a, int b, int first, int last, int line,
			 int col_a, int col_b)
{
	struct trf_forbidden *nf = realloc(doc->forbidden,
					   (doc->nforbidden + 1) * sizeof(*nf));
	if (!nf)
		return -1;
	doc->forbidden = nf;
	nf[doc->nforbidden++] = (struct trf_forbidden){ a, b, first, last, line, col_a, col_b };
	return 0;
}

static int add_absence(struct trf_doc *doc, int id, int round, char type, int line, int col)
{
	struct trf_absence *na = realloc(doc->absences,
					 (doc->nabsences + 1) * sizeof(*na));
	if (!na)
		return -1;
	doc->absences = na;
	na[doc->nabsences++] = (struct trf_absence){ id, round, type, line, col };
	return 0;
}

/* The list of ids of an XXP / XXZ line: all words after the code, and
 * the column of each. */
static int id_list(const char *text, int *ids, int *cols, int max, int *n, int *badcol)
{
	size_t pos = 3;
	char w[32];

	*n = 0;
	while (next_word(text, &pos, w, sizeof(w))) {
		long v = trf_parse_uint(w);
		if (v <= 0 || v > 9999 || *n >= max) {
			*badcol = (int)(pos - strlen(w)) + 1;
			return -1;
		}
		cols[*n] = (int)(pos - strlen(w)) + 1;
		ids[(*n)++] = (int)v;
	}
	return 0;
}

/* XXS CODE=val ... (JaVaFo 2.2), applied left to right. */
static int parse_xxs(struct trf_doc *doc, const char *text, const char *file,
		     int lineno, struct trf_diag *d)
{
	struct trf_points *p = &doc->points;
	size_t pos = 3;
	char w[64];

	while (next_word(text, &pos, w, sizeof(w))) {
		int col = (int)(pos - strlen(w)) + 1, v;
		char *eq = strchr(w, '=');
		if (!eq || trf_parse_tenths(eq + 1, &v) < 0 || v < 0)
			return invalid(d, file, lineno, col,
				       "XXS: expected CODE=POINTS, e.g. W=3");
		*eq = 0;
		if (!strcmp(w, "WW")) p->win_white = v;
		else if (!strcmp(w, "BW")) p->win_black = v;
		else if (!strcmp(w, "WD")) p->draw_white = v;
		else if (!strcmp(w, "BD")) p->draw_black = v;
		else if (!strcmp(w, "WL")) p->loss_white = v;
		else if (!strcmp(w, "BL")) p->loss_black = v;
		else if (!strcmp(w, "ZPB")) p->zpb = v;
		else if (!strcmp(w, "HPB")) p->hpb = v;
		else if (!strcmp(w, "FPB")) p->fpb = v;
		else if (!strcmp(w, "PAB")) { p->pab = v; p->explicit_pab = 1; }
		else if (!strcmp(w, "FW")) p->forfeit_win = v;
		else if (!strcmp(w, "FL")) p->forfeit_loss = v;
		else if (!strcmp(w, "W"))
			p->win_white = p->win_black = p->forfeit_win = p->fpb = v;
		else if (!strcmp(w, "D"))
			p->draw_white = p->draw_black = p->hpb = v;
		else if (trf_note(doc, TRF_NOTE_XXS_CODE, lineno, col, "XXS: '%s' is not a scoring "
				  "code JaVaFo defines (WW BW WD BD WL BL W D FW FL PAB FPB HPB "
				  "ZPB): ignored", w) < 0)
			return invalid(d, file, lineno, 0, "out of memory");
	}
	return 0;
}

/* BBW BBD BBL BBZ BBF BBU: value in cols 5-8 (bbp v5). */
static int parse_bb(struct trf_doc *doc, struct trf_ext *ext,
		    const struct trf_rawline *l, const char *file, int lineno,
		    struct trf_diag *d)
{
	struct trf_points *p = &doc->points;
	char buf[16];
	int v;

	trf_field_trim(l, 5, l->trimmed > 8 ? (int)l->trimmed : 8, buf, sizeof(buf));
	if (trf_parse_tenths(buf, &v) < 0 || v < 0)
		return invalid(d, file, lineno, 5, "malformed points value");
	switch (l->text[2]) {
	case 'W': p->win_white = p->win_black = p->forfeit_win = p->fpb = v; break;
	case 'D': p->draw_white = p->draw_black = p->hpb = v; break;
	case 'L': p->loss_white = p->loss_black = v; break;
	case 'Z': p->zpb = v; break;
	case 'F': p->forfeit_loss = v; break;
	case 'U': p->pab = v; p->explicit_pab = 1; ext->bb_pab = 1; break;
	}
	ext->have_bb = 1;
	return 0;
}

/* 162: code at col 6+9k, value at cols 7+9k..10+9k (TRF-2026). */
static int parse_162(struct trf_doc *doc, const struct trf_rawline *l,
		     const char *file, int lineno, struct trf_diag *d)
{
	struct trf_points *p = &doc->points;

	for (int col = 6; (size_t)col <= l->trimmed; col += 9) {
		char code[4], val[8];
		int v;
		trf_field_trim(l, col, col, code, sizeof(code));
		if (!code[0])
			continue;
		trf_field_trim(l, col + 1, col + 4, val, sizeof(val));
		if (trf_parse_tenths(val, &v) < 0 || v < 0)
			return invalid(d, file, lineno, col + 1, "162: malformed points value");
		switch (code[0]) {
		case 'W': p->win_white = p->win_black = p->forfeit_win = p->fpb = v; break;
		case 'D': p->draw_white = p->draw_black = p->hpb = v; break;
		case 'L': p->loss_white = p->loss_black = v; break;
		case 'A': case 'Z': p->zpb = p->forfeit_loss = v; break;
		case 'P': p->pab = v; p->explicit_pab = 1; break;
		case 'X': break;	/* unknown results: never in a pairing */
		default:
			return invalid(d, file, lineno, col, "162: unknown point code");
		}
	}
	return 0;
}

static int parse_rounds(struct trf_doc *doc, struct trf_ext *ext,
			const struct trf_rawline *l, const char *file,
			int lineno, struct trf_diag *d)
{
	char buf[32];

	trf_field_trim(l, 4, (int)l->trimmed + 1, buf, sizeof(buf));
	long v = trf_parse_uint(buf);
	if (v <= 0 || v > 999)
		return invalid(d, file, lineno, 5,
			       "number of rounds must be a positive integer");
	if (doc->total_rounds && doc->total_rounds != v)
		return invalid(d, file, lineno, 5,
			       "number of rounds differs from an earlier XXR/142 line");
	doc->total_rounds = (int)v;
	ext->line_xxr = lineno;
	return 0;
}

/* XXA NNNN pp.p pp.p ...: virtual points per round, cols 10+5(r-1). */
static int parse_xxa(struct trf_ext *ext, const struct trf_rawline *l,
		     const char *file, int lineno, struct trf_diag *d)
{
	struct trf_accel_row row = { 0 };
	char buf[16];
	long id;

	trf_field_trim(l, 5, 8, buf, sizeof(buf));
	if ((id = trf_parse_uint(buf)) <= 0)
		return invalid(d, file, lineno, 5, "XXA: malformed start number");
	row.id = (int)id;
	row.line = lineno;
	for (int r = 1; (size_t)trf_col_offset(l, 10 + 5 * (r - 1)) < l->trimmed; r++) {
		if (r > 64)
			return invalid(d, file, lineno, 10 + 5 * (r - 1), "XXA: too many rounds");
		trf_field_trim(l, 10 + 5 * (r - 1), 13 + 5 * (r - 1), buf, sizeof(buf));
		int v = 0;
		if (buf[0] && (trf_parse_tenths(buf, &v) < 0 || v < 0))
			return invalid(d, file, lineno, 10 + 5 * (r - 1),
				       "XXA: malformed points value");
		row.values[r - 1] = v;
		row.nvalues = r;
	}
	struct trf_accel_row *na = realloc(ext->accel, (ext->naccel + 1) * sizeof(*na));
	if (!na)
		return invalid(d, file, lineno, 0, "out of memory");
	ext->accel = na;
	na[ext->naccel++] = row;
	return 0;
}

/* 250: points (10-13) for rounds 15-17..19-21 and players 23-26..28-31. */
static int parse_250(struct trf_ext *ext, const struct trf_rawline *l,
		     const char *file, int lineno, struct trf_diag *d)
{
	static const int cols[][2] = { {15, 17}, {19, 21}, {23, 26}, {28, 31} };
	struct trf_accel_range r = { .line = lineno };
	long v[4];
	char buf[16];

	trf_field_trim(l, 10, 13, buf, sizeof(buf));
	if (trf_parse_tenths(buf, &r.points) < 0 || r.points <= 0)
		return invalid(d, file, lineno, 10, "250: malformed game points");
	for (int k = 0; k < 4; k++) {
		trf_field_trim(l, cols[k][0], cols[k][1], buf, sizeof(buf));
		if ((v[k] = trf_parse_uint(buf)) <= 0)
			return invalid(d, file, lineno, cols[k][0], "250: malformed number");
	}
	r.first_round = (int)v[0];
	r.last_round = (int)v[1];
	r.first_id = (int)v[2];
	r.last_id = (int)v[3];
	if (r.last_round < r.first_round || r.last_round > 64 || r.last_id < r.first_id)
		return invalid(d, file, lineno, 15, "250: empty or reversed range");
	struct trf_accel_range *nr = realloc(ext->ranges, (ext->nranges + 1) * sizeof(*nr));
	if (!nr)
		return invalid(d, file, lineno, 0, "out of memory");
	ext->ranges = nr;
	nr[ext->nranges++] = r;
	return 0;
}

/* 240 T RRR NNNN NNNN ...  and  260 FFF LLL NNNN NNNN ... */
static int parse_numbered_list(struct trf_doc *doc, const struct trf_rawline *l,
			       const char *file, int lineno, struct trf_diag *d)
{
	int is240 = l->text[1] == '4';
	int first = is240 ? 11 : 13;
	char buf[16], type[4] = "Z";
	long a, b = 0;
	int ids[256], cols[256], n = 0;

	if (is240) {
		trf_field_trim(l, 5, 5, type, sizeof(type));
		/* pychess-variants writes `240   004    2    7`: bbp leaves
		 * those players out of the round, an absence (Z). */
		if (!type[0]) {
			type[0] = 'Z';
			type[1] = 0;
			if (trf_note(doc, TRF_NOTE_240_TYPE, lineno, 5, "240: blank bye type, "
				     "read as Z (a zero-point bye)") < 0)
				return invalid(d, file, lineno, 0, "out of memory");
		}
		if (!strchr("FHZfhz", type[0]))
			return invalid(d, file, lineno, 5, "240: bye type must be F, H or Z");
		trf_field_trim(l, 7, 9, buf, sizeof(buf));
		if ((a = trf_parse_uint(buf)) <= 0)
			return invalid(d, file, lineno, 7, "240: malformed round");
	} else {
		trf_field_trim(l, 5, 7, buf, sizeof(buf));
		if ((a = trf_parse_uint(buf)) < 0)
			return invalid(d, file, lineno, 5, "260: malformed first round");
		trf_field_trim(l, 9, 11, buf, sizeof(buf));
		if ((b = trf_parse_uint(buf)) < 0)
			return invalid(d, file, lineno, 9, "260: malformed last round");
	}
	for (int col = first; trf_col_offset(l, col) < l->trimmed; col += 5) {
		trf_field_trim(l, col, col + 3, buf, sizeof(buf));
		long id = trf_parse_uint(buf);
		if (id <= 0 || n == 256)
			return invalid(d, file, lineno, col, "malformed start number");
		cols[n] = col;
		ids[n++] = (int)id;
	}
	for (int i = 0; i < n; i++) {
		if (is240) {
			char t = (char)(type[0] & ~0x20);
			if (add_absence(doc, ids[i], (int)a, t, lineno, cols[i]) < 0)
				return invalid(d, file, lineno, 0, "out of memory");
		} else {
			for (int j = i + 1; j < n; j++)
				if (add_forbidden(doc, ids[i], ids[j], (int)a, (int)b, lineno,
						  cols[i], cols[j]) < 0)
					return invalid(d, file, lineno, 0, "out of memory");
		}
	}
	return 0;
}

int trf_parse_ext(const struct trf_rawline *l, struct trf_doc *doc,
		  struct trf_ext *ext, const char *file, int lineno,
		  struct trf_diag *d)
{
	char code[4] = { 0 }, text[1024];
	int ids[256], cols[256], n, badcol;

	if (l->trimmed < 3)
		return 0;
	memcpy(code, l->text, 3);
	/* The text after the code, for the word-based records. */
	size_t tl = l->trimmed < sizeof(text) - 1 ? l->trimmed : sizeof(text) - 1;
	memcpy(text, l->text, tl);
	text[tl] = 0;

	if (!strcmp(code, "XXR") || !strcmp(code, "142"))
		return parse_rounds(doc, ext, l, file, lineno, d);
	if (!strcmp(code, "XXC")) {
		size_t pos = 3;
		char w[64];
		while (next_word(text, &pos, w, sizeof(w))) {
			if (!strcmp(w, "rank"))
				doc->rank_order = 1;
			else if (!strcmp(w, "white1"))
				doc->initial_colour = 'w';
			else if (!strcmp(w, "black1"))
				doc->initial_colour = 'b';
			/* other words: kept verbatim, meaning nothing to us */
		}
		return 0;
	}
	if (!strcmp(code, "152")) {
		char c[8];
		trf_field_trim(l, 5, (int)l->trimmed + 1, c, sizeof(c));
		if (strcmp(c, "W") && strcmp(c, "B") && strcmp(c, "w") && strcmp(c, "b"))
			return invalid(d, file, lineno, 5, "152: initial colour must be W or B");
		doc->initial_colour = (char)(c[0] | 0x20);
		return 0;
	}
	if (!strcmp(code, "XXS")) {
		ext->have_xxs = 1;
		doc->points_declared = 1;
		return parse_xxs(doc, text, file, lineno, d);
	}
	if (code[0] == 'B' && code[1] == 'B' && strchr("WDLZFU", code[2])) {
		doc->points_declared = 1;
		return parse_bb(doc, ext, l, file, lineno, d);
	}
	if (!strcmp(code, "162")) {
		ext->have_162 = 1;
		doc->points_declared = 1;
		return parse_162(doc, l, file, lineno, d);
	}
	if (!strcmp(code, "XXA"))
		return parse_xxa(ext, l, file, lineno, d);
	if (!strcmp(code, "250"))
		return parse_250(ext, l, file, lineno, d);
	if (!strcmp(code, "XXP") || !strcmp(code, "XXZ")) {
		if (id_list(text, ids, cols, 256, &n, &badcol) < 0)
			return invalid(d, file, lineno, badcol, "malformed start number");
		for (int i = 0; i < n; i++) {
			if (code[2] == 'Z') {
				if (add_absence(doc, ids[i], 0, 'Z', lineno, cols[i]) < 0)
					return invalid(d, file, lineno, 0, "out of memory");
				continue;
			}
			for (int j = i + 1; j < n; j++)
				if (add_forbidden(doc, ids[i], ids[j], 0, 0, lineno, cols[i],
						  cols[j]) < 0)
					return invalid(d, file, lineno, 0, "out of memory");
		}
		return 0;
	}
	if (!strcmp(code, "240") || !strcmp(code, "260"))
		return parse_numbered_list(doc, l, file, lineno, d);
	if (!strcmp(code, "192")) {
		trf_field_trim(l, 5, (int)l->trimmed + 1, doc->system, sizeof(doc->system));
		doc->system_line = lineno;
		return 0;
	}
	return 0;
}

static int accel_cell(struct trf_doc *doc, int player, int round, int points)
{
	if (!doc->acceleration) {
		doc->acceleration = calloc(doc->nplayers ? doc->nplayers : 1,
					   sizeof(*doc->acceleration));
		if (!doc->acceleration)
			return -1;
		doc->accel_rounds = 64;
	}
	if (!doc->acceleration[player]) {
		doc->acceleration[player] = calloc(64, sizeof(int));
		if (!doc->acceleration[player])
			return -1;
	}
	doc->acceleration[player][round - 1] += points;
	return 0;
}

int trf_ext_finish(struct trf_doc *doc, struct trf_ext *ext, const char *file,
		   struct trf_diag *d)
{
	/* bbp v5 and TRF-2026: the PAB is worth a win unless given. */
	if ((ext->have_bb || ext->have_162) && !doc->points.explicit_pab)
		doc->points.pab = doc->points.win_white;

	for (size_t i = 0; i < ext->naccel; i++) {
		const struct trf_accel_row *row = &ext->accel[i];
		int p = trf_find_player(doc, row->id);
		if (p < 0)
			return invalid(d, file, row->line, 5,
				       "XXA: no player with this start number");
		for (int r = 1; r <= row->nvalues; r++)
			if (row->values[r - 1] && accel_cell(doc, p, r, row->values[r - 1]) < 0)
				return invalid(d, file, row->line, 0, "out of memory");
	}
	/* Explicit per-player XXA lines win over 250 ranges. */
	for (size_t i = 0; !ext->naccel && i < ext->nranges; i++) {
		const struct trf_accel_range *rg = &ext->ranges[i];
		for (size_t p = 0; p < doc->nplayers; p++) {
			int id = doc->players[p].id;
			if (id < rg->first_id || id > rg->last_id)
				continue;
			for (int r = rg->first_round; r <= rg->last_round; r++)
				if (accel_cell(doc, (int)p, r, rg->points) < 0)
					return invalid(d, file, rg->line, 0, "out of memory");
		}
	}
	return 0;
}

void trf_ext_release(struct trf_ext *ext)
{
	free(ext->accel);
	free(ext->ranges);
	ext->accel = NULL;
	ext->ranges = NULL;
}
