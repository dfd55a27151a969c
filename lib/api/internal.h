/*
 * internal.h - shared by the files of lib/api/: one call of
 * trfpair_json(), its options, its run and its document.
 */
#ifndef TRFPAIR_API_INTERNAL_H
#define TRFPAIR_API_INTERNAL_H

#include <stdio.h>

#include "api/options.h"
#include "run/run.h"

/* A message of the run, kept. */
struct api_message {
	enum run_severity severity;
	char *file;		/* NULL: trfpair itself */
	int line, col;
	char *text;
};

struct api_call {
	const char *operation;
	struct api_options opts;
	int status;		/* the command's exit status */
	struct api_message *msgs;
	int nmsgs;
	char *out;		/* what the run wrote on its standard output */
	size_t outlen;
	FILE *out_file;
	int lines;		/* out is one JSON value a line: an array */
	int generated;		/* out is TRF text: a string */
	int oom;
};

/* options.c's object into o: the system, the edition, ... and the
 * input's name; TRF_OK, or the exit status of the command for such
 * flags (TRF_EINVALID, TRF_ELIMIT) with a message in err. */
int api_options_apply(const struct api_options *opts, struct run_options *o,
		      const char **name, char *err, size_t errsize);

void api_run(struct api_call *c, struct run_options *o, const char *name, const void *trf,
	     size_t len);

/* The document of c (api.h), malloc'ed; NULL when out of memory. */
char *api_document(const struct api_call *c, const char *version);

void api_call_free(struct api_call *c);

#endif
