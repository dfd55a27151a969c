/*
 * messages.c - every message of an operation goes through o->message,
 * so that the command prints it on standard error and the JSON entry
 * point (lib/api/) keeps it as data; the words are the same.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "run/internal.h"

void run_message_print(FILE *f, const struct run_message *m)
{
	if (m->verbatim)
		fprintf(f, "%s\n", m->text);
	else if (m->severity == RUN_NOTE)
		fprintf(f, "note: %s\n", m->text);
	else if (!m->file)
		fprintf(f, "trfpair: %s\n", m->text);
	else if (m->located || (m->line > 0 && m->col > 0))
		fprintf(f, "%s:%d:%d: %s%s\n", m->file, m->line, m->col,
			m->severity == RUN_WARNING ? "warning: " : "", m->text);
	else if (m->line > 0)
		fprintf(f, "%s:%d: %s\n", m->file, m->line, m->text);
	else
		fprintf(f, "%s: %s\n", m->file, m->text);
}

static void give(const struct run_options *o, const struct run_message *m)
{
	if (o->message)
		o->message(o->ctx, m);
	else
		run_message_print(stderr, m);
}

void run_say(const struct run_options *o, enum run_severity s, const char *file,
	     int line, int col, const char *fmt, ...)
{
	char small[1024], *text = small;
	va_list ap;

	va_start(ap, fmt);
	int n = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	/* Paths may be long: the whole text, as fprintf would print it. */
	if (n >= (int)sizeof(small) && (text = malloc((size_t)n + 1))) {
		va_start(ap, fmt);
		vsnprintf(text, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	struct run_message m = { s, file, line, col, 0, text ? text : small, 0 };
	give(o, &m);
	if (text != small)
		free(text);
}

/* trf_diag_print()'s choice: the location when known, else the file,
 * else "trfpair". */
void run_diag(const struct run_options *o, const struct trf_diag *d)
{
	struct run_message m = { RUN_ERROR, d->line > 0 || d->file[0] ? d->file : NULL,
				 d->line, d->col, 0, d->msg, 0 };
	give(o, &m);
}

void run_forward_lines(const struct run_options *o, const char *file, const char *buf,
		       size_t len)
{
	const char *end = buf + len;
	size_t flen = file ? strlen(file) : 0;

	while (buf < end) {
		const char *nl = memchr(buf, '\n', (size_t)(end - buf));
		size_t n = nl ? (size_t)(nl - buf) : (size_t)(end - buf);
		char *line = malloc(n + 1);
		if (!line)
			return;
		memcpy(line, buf, n);
		line[n] = 0;
		struct run_message m = { RUN_ERROR, NULL, 0, 0, 0, line, 0 };
		if (!strncmp(line, "note: ", 6)) {
			m.severity = RUN_NOTE;
			m.text = line + 6;
		} else if (!strncmp(line, "trfpair: ", 9)) {
			m.text = line + 9;
		} else if (file && !strncmp(line, file, flen) && !strncmp(line + flen, ": ", 2)) {
			m.file = file;
			m.text = line + flen + 2;
		} else {
			m.verbatim = 1;
		}
		give(o, &m);
		free(line);
		buf += n + 1;
	}
}

FILE *run_out(const struct run_options *o)
{
	return o->out ? o->out : stdout;
}

int run_out_done(const struct run_options *o, int failed)
{
	FILE *f = run_out(o);

	errno = 0;
	if (fflush(f) == 0 && !ferror(f) && !failed)
		return TRF_OK;
	run_say(o, RUN_ERROR, NULL, 0, 0, "standard output: %s",
		errno ? strerror(errno) : "write error");
	return TRF_EIO;
}
