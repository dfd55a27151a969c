/*
 * report.c - standings as text, CSV and JSON, and the check of a
 * file's rank column against them.
 */
#include <stdlib.h>
#include <string.h>

#include "format/csv.h"
#include "format/json.h"
#include "standings/standings.h"

/* Decimals each code is written with. */
static int decimals(enum stnd_code c)
{
	switch (c) {
	case STND_SB: case STND_AOB:
		return 2;
	case STND_PTS: case STND_BH: case STND_FB: case STND_KS: case STND_PS: case STND_DE:
	case STND_ABH:
		return 1;
	default:
		return 0;
	}
}

void stnd_format(const struct stnd_spec *s, int k, long v, char *buf, size_t size)
{
	int d = decimals(s->tb[k].code);
	const char *sign = v < 0 ? "-" : "";
	long a = v < 0 ? -v : v;

	if (d == 2)
		snprintf(buf, size, "%s%ld.%02ld", sign, a / 100, a % 100);
	else if (d == 1)
		snprintf(buf, size, "%s%ld.%ld", sign, a / 100, a % 100 / 10);
	else
		snprintf(buf, size, "%s%ld", sign, a / 100);
}

static const char *name_of(const struct tmt *t, int p)
{
	const char *nm = t->players[p].trf ? t->players[p].trf->name : "";
	return nm ? nm : "";
}

/* A name without its trailing blanks. */
static void trimmed(const char *s, char *buf, size_t size)
{
	snprintf(buf, size, "%s", s);
	size_t n = strlen(buf);
	while (n && buf[n - 1] == ' ')
		buf[--n] = 0;
}

static void print_text(FILE *f, const struct tmt *t, const struct stnd_spec *s,
		       const struct stnd_table *tab)
{
	char v[32], nm[160];

	fprintf(f, "tie-breaks: ");
	for (int k = 0; k < s->n; k++)
		fprintf(f, "%s%s", k ? "," : "", s->tb[k].text);
	fprintf(f, " (FIDE C.07, unplayed rounds by the %d text)\n", s->edition);
	fprintf(f, "%4s %5s  %-32s", "rank", "id", "name");
	for (int k = 0; k < s->n; k++)
		fprintf(f, " %8s", s->tb[k].text);
	fputc('\n', f);
	for (int i = 0; i < tab->n; i++) {
		int p = tab->order[i];
		trimmed(name_of(t, p), nm, sizeof(nm));
		fprintf(f, "%4d %5d  %-32s", tab->rank[i], t->players[p].id, nm);
		for (int k = 0; k < s->n; k++) {
			stnd_format(s, k, tab->value[(size_t)p * tab->ntb + k], v, sizeof(v));
			fprintf(f, " %8s", v);
		}
		fputc('\n', f);
	}
}

static void print_csv(FILE *f, const struct tmt *t, const struct stnd_spec *s,
		      const struct stnd_table *tab)
{
	struct csv row;
	char v[32], nm[160];

	csv_init(&row, f);
	csv_cell(&row, "rank");
	csv_cell(&row, "id");
	csv_cell(&row, "name");
	for (int k = 0; k < s->n; k++)
		csv_cell(&row, s->tb[k].text);
	csv_end_row(&row);
	for (int i = 0; i < tab->n; i++) {
		int p = tab->order[i];
		trimmed(name_of(t, p), nm, sizeof(nm));
		csv_int(&row, tab->rank[i]);
		csv_int(&row, t->players[p].id);
		csv_cell(&row, nm);
		for (int k = 0; k < s->n; k++) {
			stnd_format(s, k, tab->value[(size_t)p * tab->ntb + k], v, sizeof(v));
			csv_cell(&row, v);
		}
		csv_end_row(&row);
	}
}

static void print_json(FILE *f, const struct tmt *t, const struct stnd_spec *s,
		       const struct stnd_table *tab, const char *file)
{
	struct json j;
	char v[32], nm[160];

	json_init(&j, f);
	json_open(&j, '{');
	json_key_str(&j, "file", file ? file : "");
	json_key_int(&j, "edition", s->edition);
	json_key(&j, "tiebreaks");
	json_open(&j, '[');
	for (int k = 0; k < s->n; k++)
		json_str(&j, s->tb[k].text);
	json_close(&j);
	json_key(&j, "standings");
	json_open(&j, '[');
	for (int i = 0; i < tab->n; i++) {
		int p = tab->order[i];
		trimmed(name_of(t, p), nm, sizeof(nm));
		json_open(&j, '{');
		json_key_int(&j, "rank", tab->rank[i]);
		json_key_int(&j, "id", t->players[p].id);
		json_key_str(&j, "name", nm);
		json_key(&j, "values");
		json_open(&j, '[');
		for (int k = 0; k < s->n; k++) {
			stnd_format(s, k, tab->value[(size_t)p * tab->ntb + k], v, sizeof(v));
			json_number(&j, v);
		}
		json_close(&j);
		json_close(&j);
	}
	json_close(&j);
	json_close(&j);
	fputc('\n', f);
}

int stnd_print(FILE *f, const struct tmt *t, const struct stnd_spec *s,
	       const struct stnd_table *tab, enum stnd_format fmt, const char *file)
{
	if (fmt == STND_CSV)
		print_csv(f, t, s, tab);
	else if (fmt == STND_JSON)
		print_json(f, t, s, tab, file);
	else
		print_text(f, t, s, tab);
	return ferror(f) ? -1 : 0;
}

static const char *ordinal_suffix(int n)
{
	if (n % 100 >= 11 && n % 100 <= 13)
		return "th";
	return n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
}

int stnd_has_ranks(const struct tmt *t)
{
	for (int p = 0; p < t->n; p++)
		if (!t->players[p].trf || t->players[p].trf->rank <= 0)
			return 0;
	return t->n > 0;
}

/* One finding: player order[i] ranked fr in the file. */
static void finding(FILE *f, const struct tmt *t, const struct stnd_spec *s,
		    const struct stnd_table *tab, int i, int fr, enum stnd_format fmt,
		    const char *file)
{
	int p = tab->order[i];
	/* Compared with the player the file's rank belongs to. */
	int at = fr <= tab->n ? fr - 1 : tab->n - 1;
	int q = tab->order[at];
	int k = 0;
	while (k < s->n && tab->value[(size_t)p * tab->ntb + k] ==
			   tab->value[(size_t)q * tab->ntb + k])
		k++;
	char should[48], text[512], a[32], b[32];
	if (tab->rank[i] == tab->last[i])
		snprintf(should, sizeof(should), "%d%s", tab->rank[i],
			 ordinal_suffix(tab->rank[i]));
	else
		snprintf(should, sizeof(should), "%d%s to %d%s (tied)", tab->rank[i],
			 ordinal_suffix(tab->rank[i]), tab->last[i], ordinal_suffix(tab->last[i]));
	int len = snprintf(text, sizeof(text), "standings: %d ranked %d%s, should be %s",
			   t->players[p].id, fr, ordinal_suffix(fr), should);
	if (k < s->n) {
		stnd_format(s, k, tab->value[(size_t)p * tab->ntb + k], a, sizeof(a));
		stnd_format(s, k, tab->value[(size_t)q * tab->ntb + k], b, sizeof(b));
		len += snprintf(text + len, sizeof(text) - (size_t)len, ": %s %s against %s for %d",
				s->tb[k].text, a, b, t->players[q].id);
		for (int j = 0; j < k && len < (int)sizeof(text); j++) {
			stnd_format(s, j, tab->value[(size_t)p * tab->ntb + j], a, sizeof(a));
			len += snprintf(text + len, sizeof(text) - (size_t)len, "%s%s %s",
					j ? ", " : " (tied on ", s->tb[j].text, a);
		}
		if (k > 0 && len < (int)sizeof(text))
			snprintf(text + len, sizeof(text) - (size_t)len, ")");
	}
	if (fmt != STND_JSON) {
		fprintf(f, "%s\n", text);
		return;
	}
	/* An element of the "findings" array of stnd_check()'s object. */
	(void)file;
	struct json j;
	json_init(&j, f);
	json_open(&j, '{');
	json_key_str(&j, "rule", k < s->n ? s->tb[k].text : NULL);
	json_key_str(&j, "kind", "standings");
	json_key(&j, "players");
	json_open(&j, '[');
	json_int(&j, t->players[p].id);
	json_int(&j, t->players[q].id);
	json_close(&j);
	json_key_int(&j, "ranked", fr);
	json_key_int(&j, "should_be", tab->rank[i]);
	json_key_int(&j, "should_be_last", tab->last[i]);
	if (k < s->n) {
		stnd_format(s, k, tab->value[(size_t)p * tab->ntb + k], a, sizeof(a));
		stnd_format(s, k, tab->value[(size_t)q * tab->ntb + k], b, sizeof(b));
	}
	json_key_str(&j, "submitted", k < s->n ? a : NULL);
	json_key_str(&j, "best", k < s->n ? b : NULL);
	json_key_str(&j, "text", text + strlen("standings: "));
	json_close(&j);
}

int stnd_check_ranks(FILE *f, const struct tmt *t, const struct stnd_spec *s,
		     const struct stnd_table *tab, enum stnd_format fmt, const char *file)
{
	int found = 0;

	for (int i = 0; i < tab->n; i++) {
		int p = tab->order[i];
		int fr = t->players[p].trf ? t->players[p].trf->rank : -1;
		if (fr <= 0 || (fr >= tab->rank[i] && fr <= tab->last[i]))
			continue;
		if (fmt == STND_JSON && found)
			fputc(',', f);
		finding(f, t, s, tab, i, fr, fmt, file);
		found++;
	}
	return found;
}

/* The first line with this record number, after "CCC ". */
static const char *record(const struct trf_doc *doc, const char *code)
{
	for (size_t i = 0; i < doc->nlines; i++) {
		const char *s = doc->lines[i].text;
		if (doc->lines[i].kind == TRF_LINE_OTHER && s && !strncmp(s, code, 3) &&
		    (s[3] == ' ' || s[3] == 0))
			return s + 3;
	}
	return NULL;
}

int stnd_file_list(const struct trf_doc *doc, char *buf, size_t size)
{
	const char *s = record(doc, "212");

	if (!s)
		s = record(doc, "202");
	if (!s)
		return 0;
	s += strspn(s, " ");
	snprintf(buf, size, "%s", s);
	size_t n = strlen(buf);
	while (n && (buf[n - 1] == ' ' || buf[n - 1] == '\r'))
		buf[--n] = 0;
	return n > 0;
}

int stnd_is_team_file(const struct trf_doc *doc)
{
	return record(doc, "310") || record(doc, "013");
}
