/*
 * outputs.c - where -p, -o and -l write (beside the input unless the
 * name has a directory, engine-cli.md §1), and the check made before
 * anything is read: no output may name an input (trfpair(1): the input
 * is never modified).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "run/internal.h"

char *run_output_path(const char *input, const char *name)
{
	const char *slash = strrchr(input, '/');
	size_t dir = slash && !strchr(name, '/') ? (size_t)(slash - input) + 1 : 0;
	char *p = malloc(dir + strlen(name) + 1);

	if (p) {
		memcpy(p, input, dir);
		strcpy(p + dir, name);
	}
	return p;
}

char *run_with_extension(const char *name, const char *ext)
{
	const char *slash = strrchr(name, '/'), *dot = strrchr(name, '.');
	size_t keep = dot && dot > (slash ? slash + 1 : name) ? (size_t)(dot - name) : strlen(name);
	char *p = malloc(keep + strlen(ext) + 1);

	if (p) {
		memcpy(p, name, keep);
		strcpy(p + keep, ext);
	}
	return p;
}

/* Paths a and b name the same file (device and inode). */
static int same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return a && b && stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

static const char *first_input(const struct run_options *o)
{
	return o->ninputs ? o->inputs[0] : NULL;
}

/* Exit 3 when the output path (what opt writes) names the input or the
 * -g configuration. */
static int refuse_input(const struct run_options *o, const char *opt, const char *path)
{
	const char *in[2] = { first_input(o), o->config };

	if (!path)
		return TRF_ELIMIT;
	for (int i = 0; i < 2; i++)
		if (same_file(path, in[i])) {
			run_say(o, RUN_ERROR, NULL, 0, 0, "%s %s: this is the input file %s, which "
				"is never overwritten", opt, path, in[i]);
			return TRF_EINVALID;
		}
	return TRF_OK;
}

/* The files -p, -o and -l would write, resolved as where they are
 * written, against the input files, before anything is done. */
static int check_outputs(const struct run_options *o)
{
	int gen = o->op == RUN_GENERATE, rc = TRF_OK;
	const char *input = first_input(o);
	const char *base = gen ? o->config ? o->config : input ? input : "" : input;
	char *out = NULL;

	/* lib/api: every output is o->out, and the names only name. */
	if (!base || o->no_files)
		return TRF_OK;
	if (o->output && (gen || o->op == RUN_PAIR)) {
		out = run_output_path(base, o->output);
		rc = refuse_input(o, gen ? "-o" : "-p", out);
	}
	if (rc == TRF_OK && o->want_list && !(o->list && !strcmp(o->list, "-")) &&
	    (!gen || out)) {
		const char *lbase = gen ? out : base;
		char *list = o->list ? run_output_path(lbase, o->list) :
			     run_with_extension(lbase, ".list");
		rc = refuse_input(o, "-l", list);
		free(list);
	}
	free(out);
	return rc;
}

/* o->no_files (lib/api/): every output must be o->out. */
static int refuse_files(const struct run_options *o)
{
	if (!o->no_files || !((o->output && strcmp(o->output, "-")) ||
			      (o->want_list && (!o->list || strcmp(o->list, "-")))))
		return TRF_OK;
	run_say(o, RUN_ERROR, NULL, 0, 0, "no file is written here: the outputs must be -");
	return TRF_EINVALID;
}

int run_prepare(const struct run_options *o)
{
	const struct system_edition *e;
	/* A year is checked before any file is read. */
	int rc = run_pick_edition(o, NULL, &e);

	if (rc == TRF_OK)
		rc = refuse_files(o);
	return rc != TRF_OK ? rc : check_outputs(o);
}
