/*
 * notice.c - what the reader notes about a file: lines kept but not
 * read, and repairs of real exports (trf(5), REPAIRS OF REAL EXPORTS).
 * A repair that recurs on every line is one notice saying how often.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf/internal.h"

int trf_note(struct trf_doc *doc, enum trf_notice_kind kind, int line, int col,
	     const char *fmt, ...)
{
	va_list ap;

	if (kind != TRF_NOTE_LINE)
		for (size_t i = 0; i < doc->nnotices; i++)
			if (doc->notices[i].kind == kind) {
				doc->notices[i].repeats++;
				return 0;
			}
	struct trf_notice *n = realloc(doc->notices, (doc->nnotices + 1) * sizeof(*n));
	if (!n)
		return -1;
	doc->notices = n;
	n += doc->nnotices++;
	memset(n, 0, sizeof(*n));
	n->line = line;
	n->col = col;
	n->kind = kind;
	va_start(ap, fmt);
	vsnprintf(n->msg, sizeof(n->msg), fmt, ap);
	va_end(ap);
	return 0;
}

static int by_place(const void *a, const void *b)
{
	const struct trf_notice *x = a, *y = b;

	if (x->line != y->line)
		return (x->line > y->line) - (x->line < y->line);
	if (x->col != y->col)
		return (x->col > y->col) - (x->col < y->col);
	return (x->kind > y->kind) - (x->kind < y->kind);
}

void trf_notes_finish(struct trf_doc *doc)
{
	for (size_t i = 0; i < doc->nnotices; i++) {
		struct trf_notice *n = &doc->notices[i];
		size_t len = strlen(n->msg);
		if (n->repeats && len < sizeof(n->msg))
			snprintf(n->msg + len, sizeof(n->msg) - len, " (and %d more alike)",
				 n->repeats);
	}
	if (doc->nnotices > 1)
		qsort(doc->notices, doc->nnotices, sizeof(*doc->notices), by_place);
}
