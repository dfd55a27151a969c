/*
 * emit.c - one checked round in each of -c's formats (trfpair(1),
 * CHECK OUTPUT): text lines, a JSON object, CSV rows, and the
 * reference engines' table of differing pairs (engine-cli.md §3).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "check/round.h"
#include "format/csv.h"
#include "format/json.h"
#include "systems/systems.h"

static int id(const struct tmt *t, int idx)
{
	return t->players[idx].id;
}

/* The boards of p that q lacks as a new pairing, in publication order,
 * p's PAB kept when q's differs. */
static int boards_minus(struct pairing *out, const struct tmt *t, int r,
			const struct pairing *p, const struct pairing *q)
{
	pairing_init(out);
	for (int i = 0; i < p->nboards; i++)
		if (!pairing_has_board(q, &p->boards[i]) &&
		    pairing_add(out, p->boards[i].white, p->boards[i].black) < 0)
			return -1;
	out->bye = p->bye != q->bye ? p->bye : -1;
	pairing_sort_boards(out, t, r);
	return 0;
}

/* " W-B W-B ... PAB N" (" no PAB" when q has one and p not). */
static void boards_text(FILE *f, const struct tmt *t, int r, const struct pairing *p,
			const struct pairing *q)
{
	struct pairing m;

	if (boards_minus(&m, t, r, p, q) < 0) {
		pairing_free(&m);
		return;
	}
	for (int i = 0; i < m.nboards; i++)
		fprintf(f, " %d-%d", id(t, m.boards[i].white), id(t, m.boards[i].black));
	if (p->bye != q->bye)
		fprintf(f, p->bye >= 0 ? " PAB %d" : " no PAB", p->bye >= 0 ? id(t, p->bye) : 0);
	pairing_free(&m);
}

/* The pairing line of a round with findings, without "round R: ". */
static void pairing_text(FILE *f, const struct checked_round *c)
{
	if (!c->mine) {
		fprintf(f, "pairing: the engine finds no legal pairing: %s", c->no_pairing);
		return;
	}
	fputs("pairing: the rules give", f);
	boards_text(f, c->t, c->r, c->mine, c->rec);
	fputs(" where the file has", f);
	boards_text(f, c->t, c->r, c->rec, c->mine);
}

/* The internal disagreement, without "round R: ". */
static void disagreement_text(FILE *f, const struct checked_round *c)
{
	fputs("internal disagreement of trfpair: ", f);
	if (!c->cap->n && !c->mine) {
		fprintf(f, "the verifier finds no rule broken, the engine finds no legal "
			"pairing (%s)", c->no_pairing);
	} else if (!c->cap->n) {
		fputs("the verifier finds no rule broken, the engine pairs", f);
		boards_text(f, c->t, c->r, c->mine, c->rec);
		fputs(" where the file has", f);
		boards_text(f, c->t, c->r, c->rec, c->mine);
	} else {
		fputs("the engine makes the file's pairing, the verifier reports", f);
		for (int i = 0; i < c->cap->n; i++) {
			const struct captured *x = &c->cap->v[i];
			fprintf(f, "%s ", i ? ";" : "");
			if (x->where)
				fprintf(f, "%s %s: ", x->kind, x->where);
			fprintf(f, "%s: %s", x->rule, x->text);
		}
	}
	fputs("; please report it", f);
}

/* Text: each line of buf, with "FILE: " first when out->prefix. */
static void put_lines(const struct check_output *out, const char *buf, size_t len)
{
	const char *end = buf + len;

	while (buf < end) {
		const char *nl = memchr(buf, '\n', (size_t)(end - buf));
		size_t n = nl ? (size_t)(nl - buf) : (size_t)(end - buf);
		if (out->prefix)
			fprintf(out->f, "%s: ", out->file);
		fwrite(buf, 1, n, out->f);
		fputc('\n', out->f);
		buf += n + 1;
	}
}

__attribute__((format(printf, 3, 4)))
static void put_line(const struct check_output *out, int r, const char *fmt, ...)
{
	va_list ap;

	if (out->prefix)
		fprintf(out->f, "%s: ", out->file);
	fprintf(out->f, "round %d: ", r);
	va_start(ap, fmt);
	vfprintf(out->f, fmt, ap);
	va_end(ap);
	fputc('\n', out->f);
}

/* A piece of text made by fn into a malloc'ed string ("" when out of memory). */
static char *text_of(void (*fn)(FILE *, const struct checked_round *),
		     const struct checked_round *c)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&buf, &len);

	if (!m)
		return NULL;
	fn(m, c);
	fclose(m);
	return buf;
}

static void summary_plain(FILE *f, const struct checked_round *c)
{
	check_summary_text(f, c, 0);
}

static void summary_names(FILE *f, const struct checked_round *c)
{
	check_summary_text(f, c, 1);
}

void emit_text(const struct check_output *out, const struct checked_round *c)
{
	char *s;

	switch (c->status) {
	case ROUND_COMPLIES:
		put_lines(out, c->lines, c->nlines);
		put_line(out, c->r, "complies");
		break;
	case ROUND_FINDINGS:
		/* What differs, in words, before the findings. */
		s = text_of(out->names ? summary_names : summary_plain, c);
		put_line(out, c->r, "%s", s ? s : "the file's pairing differs from the rules'");
		free(s);
		put_lines(out, c->lines, c->nlines);
		s = text_of(pairing_text, c);
		put_line(out, c->r, "%s", s ? s : "pairing: (out of memory)");
		free(s);
		/* The summary counts the lines printed: the verifier's
		 * findings and the pairing line. */
		put_line(out, c->r, "%d findings", c->cap->n + 1);
		break;
	case ROUND_NOT_JUDGED:
		/* The verifier's explanations and its not-judged lines. */
		put_lines(out, c->lines, c->nlines);
		break;
	case ROUND_DISAGREEMENT:
		/* The verifier's explanations, not its findings. */
		if (!c->cap->n)
			put_lines(out, c->lines, c->nlines);
		s = text_of(disagreement_text, c);
		put_line(out, c->r, "%s", s ? s : "internal disagreement of trfpair");
		free(s);
		break;
	}
}

static const char *status_name(enum round_status s)
{
	return s == ROUND_COMPLIES ? "complies" : s == ROUND_FINDINGS ? "findings" :
	       s == ROUND_NOT_JUDGED ? "not judged" : "disagreement";
}

static void json_pairing(struct json *j, const struct tmt *t, const struct pairing *p)
{
	if (!p) {
		json_null(j);
		return;
	}
	json_open(j, '{');
	json_key(j, "boards");
	json_open(j, '[');
	for (int i = 0; i < p->nboards; i++) {
		json_open(j, '[');
		json_int(j, id(t, p->boards[i].white));
		json_int(j, id(t, p->boards[i].black));
		json_close(j);
	}
	json_close(j);
	json_key(j, "pab");
	if (p->bye >= 0)
		json_int(j, id(t, p->bye));
	else
		json_null(j);
	json_close(j);
}

static void json_finding(struct json *j, const char *rule, const char *kind, const char *where,
			 const int *players, int n, const char *submitted, const char *best,
			 const char *text)
{
	json_open(j, '{');
	json_key_str(j, "rule", rule);
	json_key_str(j, "kind", kind);
	json_key_str(j, "bracket", where);
	json_key(j, "players");
	json_open(j, '[');
	for (int i = 0; i < n; i++)
		json_int(j, players[i]);
	json_close(j);
	json_key_str(j, "submitted", submitted);
	json_key_str(j, "best", best);
	json_key_str(j, "text", text);
	json_close(j);
}

/*
 * The players the pairing finding is about: those of the boards and
 * PABs that differ between the two pairings, in the rules' board order
 * then the file's; malloc'ed into *ids (NULL and 0 when none).
 */
static int pairing_players(const struct checked_round *c, int **ids)
{
	const struct pairing *side[2] = { c->mine, c->rec };
	struct board_index x[2] = { { 0 }, { 0 } };
	int n = 0, cap = 2 * (c->rec->nboards + (c->mine ? c->mine->nboards : 0)) + 2;
	char *seen = calloc((size_t)c->t->n + 1, 1);

	*ids = malloc(sizeof(int) * (size_t)cap);
	if (!*ids || !seen || !c->mine || board_index_init(&x[0], c->t, c->mine) < 0 ||
	    board_index_init(&x[1], c->t, c->rec) < 0)
		goto out;
	for (int s = 0; s < 2; s++) {
		const struct pairing *p = side[s];
		const struct board_index *q = &x[!s];
		for (int i = 0; i <= p->nboards; i++) {
			int who[2], k = 0;
			if (i < p->nboards && board_state(q, &p->boards[i]) != BOARD_SAME) {
				who[k++] = p->boards[i].white;
				who[k++] = p->boards[i].black;
			} else if (i == p->nboards && p->bye >= 0 && p->bye != q->p->bye) {
				who[k++] = p->bye;
			}
			for (int m = 0; m < k; m++)
				if (!seen[who[m]] && n < cap) {
					seen[who[m]] = 1;
					(*ids)[n++] = c->t->players[who[m]].id;
				}
		}
	}
out:
	board_index_free(&x[0]);
	board_index_free(&x[1]);
	free(seen);
	return n;
}

/* The text of the pairing finding without its "pairing: " rule. */
static void pairing_text_bare(FILE *f, const struct checked_round *c)
{
	char *s = text_of(pairing_text, c);

	if (s)
		fputs(s + strlen("pairing: "), f);
	free(s);
}

void emit_json(const struct check_output *out, const struct checked_round *c)
{
	struct json j;

	json_init(&j, out->f);
	json_open(&j, '{');
	json_key_str(&j, "file", out->file);
	json_key_str(&j, "system", out->system);
	json_key_int(&j, "edition", c->edition);
	json_key_int(&j, "round", c->r);
	json_key_str(&j, "status", status_name(c->status));
	json_key(&j, "findings");
	json_open(&j, '[');
	if (c->status == ROUND_FINDINGS) {
		for (int i = 0; i < c->cap->n; i++) {
			const struct captured *x = &c->cap->v[i];
			json_finding(&j, x->rule, x->kind, x->where, x->players, x->nplayers,
				     x->submitted, x->best, x->text);
		}
		char *s = text_of(pairing_text_bare, c);
		int *ids, n = pairing_players(c, &ids);
		json_finding(&j, "pairing", NULL, NULL, ids, n, NULL, NULL, s ? s : "");
		free(ids);
		free(s);
	}
	json_close(&j);
	char *m = c->status == ROUND_DISAGREEMENT ? text_of(disagreement_text, c) : NULL;
	json_key_str(&j, "message", m ? m : c->cap->unjudged_text);
	free(m);
	json_key(&j, "pairing");
	json_pairing(&j, c->t, c->mine);
	json_key_str(&j, "no_pairing", c->mine ? NULL : c->no_pairing);
	/* The file's input warnings (repairs, lines not read; trf(5)),
	 * the same in every round's object. */
	json_key(&j, "warnings");
	json_open(&j, '[');
	const struct trf_doc *doc = c->t->doc;
	for (size_t i = 0; doc && i < doc->nnotices; i++) {
		json_open(&j, '{');
		json_key_int(&j, "line", doc->notices[i].line);
		json_key_int(&j, "col", doc->notices[i].col);
		json_key_str(&j, "message", doc->notices[i].msg);
		json_close(&j);
	}
	json_close(&j);
	/* Why the edition (trfpair(1), EDITIONS); null when not said.
	 * Added at the end: the schema only grows there. */
	char why[160];
	if (out->edition_why)
		systems_why_text(out->edition_why, why, sizeof(why));
	json_key_str(&j, "edition_by", out->edition_why ? systems_by_name(out->edition_why->by) : NULL);
	json_key_str(&j, "edition_reason", out->edition_why ? why : NULL);
	check_summary_json(&j, c);
	/* --explain: one record per bracket, its findings by index. */
	json_key(&j, "explain");
	if (c->explain)
		explain_json(&j, c->cap, c->status == ROUND_FINDINGS);
	else
		json_null(&j);
	json_close(&j);
	fputc('\n', out->f);
}

void check_csv_header(FILE *f)
{
	fputs("file,system,edition,round,status,rule,kind,bracket,players,submitted,best,text\n", f);
}

static void csv_row(const struct check_output *out, const struct checked_round *c,
		    const char *rule, const char *kind, const char *where,
		    const int *players, int n, const char *submitted, const char *best,
		    const char *text)
{
	struct csv row;
	char *ids = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&ids, &len);

	csv_init(&row, out->f);
	csv_cell(&row, out->file);
	csv_cell(&row, out->system);
	csv_int(&row, c->edition);
	csv_int(&row, c->r);
	csv_cell(&row, status_name(c->status));
	csv_cell(&row, rule);
	csv_cell(&row, kind);
	csv_cell(&row, where);
	for (int i = 0; i < n && m; i++)
		fprintf(m, "%s%d", i ? " " : "", players[i]);
	if (m)
		fclose(m);
	csv_cell(&row, ids ? ids : "");
	free(ids);
	csv_cell(&row, submitted);
	csv_cell(&row, best);
	csv_cell(&row, text);
	csv_end_row(&row);
}

void emit_csv(const struct check_output *out, const struct checked_round *c)
{
	char *s;

	switch (c->status) {
	case ROUND_COMPLIES:
		csv_row(out, c, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL);
		break;
	case ROUND_FINDINGS:
		for (int i = 0; i < c->cap->n; i++) {
			const struct captured *x = &c->cap->v[i];
			csv_row(out, c, x->rule, x->kind, x->where, x->players, x->nplayers,
				x->submitted, x->best, x->text);
		}
		s = text_of(pairing_text_bare, c);
		int *ids, n = pairing_players(c, &ids);
		csv_row(out, c, "pairing", NULL, NULL, ids, n, NULL, NULL, s ? s : "");
		free(ids);
		free(s);
		break;
	case ROUND_DISAGREEMENT:
		s = text_of(disagreement_text, c);
		csv_row(out, c, NULL, NULL, NULL, NULL, 0, NULL, NULL, s ? s : "");
		free(s);
		break;
	case ROUND_NOT_JUDGED:
		csv_row(out, c, NULL, NULL, NULL, NULL, 0, NULL, NULL, c->cap->unjudged_text);
		break;
	}
}

/* The file's name without directory and extension (engine-cli.md §3). */
static void bbp_name(FILE *f, const char *file)
{
	const char *base = strrchr(file, '/');
	base = base ? base + 1 : file;
	const char *dot = strrchr(base, '.');
	fprintf(f, "%.*s", (int)(dot && dot > base ? dot - base : (long)strlen(base)), base);
}

/* "  6 -   1", the bye as "  5 -   0"; blanks past the end of p. */
static void bbp_pair(FILE *f, const struct tmt *t, const struct pairing *p, int i)
{
	if (i < p->nboards)
		fprintf(f, "%3d - %3d", id(t, p->boards[i].white), id(t, p->boards[i].black));
	else if (i == p->nboards && p->bye >= 0)
		fprintf(f, "%3d - %3d", id(t, p->bye), 0);
	else
		fprintf(f, "%9s", "");
}

/*
 * engine-cli.md §3: "NAME: Round #R"; when the engine pairs otherwise,
 * a table of the engine's pairs the file lacks (left) beside the file's
 * pairs the engine does not make (right), then a blank line; when it
 * finds no pairing, "No valid pairing exists for round R." and a blank
 * line.
 */
void emit_bbp(const struct check_output *out, const struct checked_round *c)
{
	FILE *f = out->f;
	struct pairing left, right;

	bbp_name(f, out->file);
	fprintf(f, ": Round #%d\n", c->r);
	if (!c->mine) {
		fprintf(f, "No valid pairing exists for round %d.\n\n", c->r);
		return;
	}
	if (pairing_equal(c->mine, c->rec))
		return;
	if (boards_minus(&left, c->t, c->r, c->mine, c->rec) == 0 &&
	    boards_minus(&right, c->t, c->r, c->rec, c->mine) == 0) {
		int nl = left.nboards + (left.bye >= 0), nr = right.nboards + (right.bye >= 0);
		fprintf(f, "  Checker pairings%8sTournament pairings \n", "");
		for (int i = 0; i < (nl > nr ? nl : nr); i++) {
			fputs("    ", f);
			bbp_pair(f, c->t, &left, i);
			fprintf(f, "%16s", "");
			bbp_pair(f, c->t, &right, i);
			fputc('\n', f);
		}
		fputc('\n', f);
	}
	pairing_free(&left);
	pairing_free(&right);
}
