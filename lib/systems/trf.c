/*
 * trf.c - what a TRF file says about its edition: the start date (042)
 * and a system name with a year (092, 192).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "systems/internal.h"

/* The text of the first header line with this code, after "CCC ", and
 * its line number (the reader keeps every line, so index + 1). */
static const char *header_at(const struct trf_doc *doc, const char *code, int *line)
{
	for (size_t i = 0; i < doc->nlines; i++) {
		const char *s = doc->lines[i].text;
		if (doc->lines[i].kind == TRF_LINE_OTHER && s && !strncmp(s, code, 3) &&
		    (s[3] == ' ' || s[3] == 0)) {
			if (line)
				*line = (int)i + 1;
			return s[3] ? s + 4 : s + 3;
		}
	}
	if (line)
		*line = 0;
	return NULL;
}

static const char *header(const struct trf_doc *doc, const char *code)
{
	return header_at(doc, code, NULL);
}

int systems_start_line(const struct trf_doc *doc)
{
	int line;
	const char *s = header_at(doc, "042", &line);

	return s && s[strspn(s, " ")] ? line : 0;
}

const char *systems_start_text(const struct trf_doc *doc)
{
	const char *s = header(doc, "042");

	return s ? s + strspn(s, " ") : NULL;
}

/* The date as real programs write it (trf_parse_date); a year alone
 * does not say which text was in force. */
int systems_start_date(const struct trf_doc *doc)
{
	const char *s = header(doc, "042");
	int ymd;

	return s && trf_parse_date(s, &ymd) == 2 ? ymd : 0;
}

/* Whether the word at s (up to a blank or the end) is name, with an
 * optional _BAKU (Baku acceleration, trf-format.md 6.1). */
static int names(const char *s, const char *name)
{
	size_t n = strlen(name), w = 0;

	while (isalnum((unsigned char)s[w]) || s[w] == '_')
		w++;

	if (w < n || strncasecmp(s, name, n))
		return 0;
	return w == n || (w == n + 5 && !strncasecmp(s + n, "_BAKU", 5));
}

static const struct system_edition *named_in(const char *system, const char *text)
{
	if (!text)
		return NULL;
	for (const char *s = text; *s; s++) {
		if (s > text && (isalnum((unsigned char)s[-1]) || s[-1] == '_'))
			continue;
		for (int i = 0; systems_table[i]; i++) {
			const struct system_edition *e = systems_table[i];
			if (strcmp(e->system, system))
				continue;
			for (const char *const *nm = e->trf_names; *nm; nm++)
				if (names(s, *nm))
					return e;
		}
	}
	return NULL;
}

const struct system_edition *systems_named_at(const char *system,
					      const struct trf_doc *doc,
					      enum systems_by *by, int *line)
{
	const struct system_edition *e = named_in(system, header_at(doc, "092", line));

	*by = SYSTEMS_BY_092;
	if (e)
		return e;
	*by = SYSTEMS_BY_192;
	*line = doc->system_line;
	return named_in(system, doc->system[0] ? doc->system : NULL);
}

const struct system_edition *systems_named(const char *system,
					   const struct trf_doc *doc)
{
	enum systems_by by;
	int line;

	return systems_named_at(system, doc, &by, &line);
}
