/*
 * input.c - the input of an operation: a file, "-" (read whole, then
 * parsed), or bytes the caller holds (lib/api/); its notices, its
 * checks, its model, and the edition it is taken by.
 */
#include <stdlib.h>
#include <string.h>

#include "run/internal.h"

static struct trf_doc *read_stream(FILE *in, struct trf_diag *d)
{
	char *buf = NULL;
	size_t len = 0, cap = 0, n;

	do {
		if (len == cap) {
			char *nb = realloc(buf, cap = cap ? 2 * cap : 65536);
			if (!nb) {
				free(buf);
				trf_diag_set(d, "-", 0, 0, TRF_ELIMIT, "out of memory");
				return NULL;
			}
			buf = nb;
		}
		n = fread(buf + len, 1, cap - len, in);
		len += n;
	} while (n > 0);
	if (ferror(in)) {
		free(buf);
		trf_diag_set(d, "-", 0, 0, TRF_EIO, "cannot read standard input");
		return NULL;
	}
	struct trf_doc *doc = trf_read_mem(buf ? buf : "", len, "-", d);
	free(buf);
	return doc;
}

static struct trf_doc *read_input(const struct run_options *o, const char *path,
				  struct trf_diag *d)
{
	if (o->input_data)
		return trf_read_mem(o->input_data, o->input_len, path, d);
	if (strcmp(path, "-"))
		return trf_read_file(path, d);
	return read_stream(o->in ? o->in : stdin, d);
}

int run_load(const struct run_options *o, const char *path, struct trf_doc **docp,
	     struct tmt **tp, const struct system_edition **e)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = read_input(o, path, &d);
	int rc = doc ? run_input_notices(o, doc) : TRF_OK;

	if (rc != TRF_OK) {
		trf_free(doc);
		return rc;
	}
	if (!doc || trf_validate(doc, &d) < 0) {
		run_diag(o, &d);
		trf_free(doc);
		return d.status;
	}
	struct tmt *t = tmt_build(doc, &d);
	if (!t || (o->total_rounds && tmt_set_total_rounds(t, o->total_rounds, &d) < 0)) {
		run_diag(o, &d);
		tmt_free(t);
		trf_free(doc);
		return d.status;
	}
	rc = run_pick_edition(o, doc, e);
	if (rc == TRF_OK)
		rc = run_edition_192(o, doc, *e);
	if (rc != TRF_OK) {
		tmt_free(t);
		trf_free(doc);
		return rc;
	}
	*docp = doc;
	*tp = t;
	return TRF_OK;
}
