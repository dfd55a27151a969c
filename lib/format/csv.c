/* csv.c - the CSV writer; see csv.h. */
#include <string.h>

#include "format/csv.h"

void csv_init(struct csv *c, FILE *f)
{
	c->f = f;
	c->cells = 0;
}

void csv_cell(struct csv *c, const char *s)
{
	if (c->cells++)
		fputc(',', c->f);
	if (!s)
		return;
	if (!strpbrk(s, ",\"\r\n")) {
		fputs(s, c->f);
		return;
	}
	fputc('"', c->f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', c->f);
		fputc(*s, c->f);
	}
	fputc('"', c->f);
}

void csv_int(struct csv *c, long long v)
{
	char buf[24];

	snprintf(buf, sizeof(buf), "%lld", v);
	csv_cell(c, buf);
}

void csv_end_row(struct csv *c)
{
	fputc('\n', c->f);
	c->cells = 0;
}
