/* diag.c - diagnostics: "FILE:LINE:COL: message" and an exit status. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "trf/trf.h"

void trf_diag_set(struct trf_diag *d, const char *file, int line, int col,
		  int status, const char *fmt, ...)
{
	va_list ap;

	if (!d)
		return;
	snprintf(d->file, sizeof(d->file), "%s", file ? file : "");
	d->line = line;
	d->col = col;
	d->status = status;
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof(d->msg), fmt, ap);
	va_end(ap);
}

void trf_diag_print(const struct trf_diag *d)
{
	if (d->line > 0 && d->col > 0)
		fprintf(stderr, "%s:%d:%d: %s\n", d->file, d->line, d->col, d->msg);
	else if (d->line > 0)
		fprintf(stderr, "%s:%d: %s\n", d->file, d->line, d->msg);
	else if (d->file[0])
		fprintf(stderr, "%s: %s\n", d->file, d->msg);
	else
		fprintf(stderr, "trfpair: %s\n", d->msg);
}
