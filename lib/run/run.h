/*
 * run.h - the command's operations, driven by one options struct:
 * read the input, choose the edition, report the reader's notices, then
 * pair (-p), check (-c), generate (-g), write a check-list (-l),
 * summarise (--info) or rank (--standings), writing what the command
 * writes.
 *
 * lib/run/ is what the command (src/trfpair.c, argument parsing only)
 * and the JSON entry point (lib/api/) share, so that the same request
 * gives the same bytes, messages and exit status through both.  The
 * report goes to o->out; every message goes through o->message, by
 * default printed on standard error as the command prints it
 * (run_message_print()).
 */
#ifndef TRFPAIR_RUN_H
#define TRFPAIR_RUN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum run_op {
	RUN_NONE,
	RUN_PAIR,	/* -p: the next round (or --round N again) */
	RUN_CHECK,	/* -c: every round (or one) of each input */
	RUN_GENERATE,	/* -g: a random tournament */
	RUN_LIST,	/* -l alone: the check-list of the next round */
	RUN_INFO,	/* --info: the summary */
	RUN_STANDINGS	/* --standings alone */
};

/* What a message is.  A warning of a strict run is an error. */
enum run_severity { RUN_ERROR, RUN_WARNING, RUN_NOTE };

/*
 * One message: "FILE:LINE:COL: [warning: ]TEXT" as trfpair(1) prints
 * it, the location left out where unknown; a note is "note: TEXT".
 */
struct run_message {
	enum run_severity severity;
	const char *file;	/* NULL: trfpair itself ("trfpair: TEXT") */
	int line, col;		/* 0: unknown */
	int located;		/* a reader's notice: FILE:LINE:COL always */
	const char *text;
	int verbatim;		/* text is the whole line, printed as is */
};

struct run_options {
	const char *system;	/* "dutch", "dubov", "lim" */
	enum run_op op;
	const char *const *inputs;	/* several only with -c; "-": o->in */
	int ninputs;
	const char *output;	/* -p OUTPUT or -g -o OUTPUT; "-": o->out */
	const char *config;	/* -g CONFIG */
	int want_list;		/* -l given */
	const char *list;	/* -l LIST; NULL: the input's name with .list */
	int seed_given;		/* -s: seed; else one from the clock */
	uint64_t seed;
	const char *format;	/* "text" (or NULL), "csv", "json" */
	int round;		/* -c ROUND / --round N; 0: all (-p: the next) */
	int explain;		/* -c --explain */
	int names;		/* -c --names */
	int compat_bbp;		/* -c --compat=bbp */
	int maxi;		/* Lim: -1 by the field's size, 0 off, 1 on */
	const char *edition;	/* a year, "auto", or NULL (the newest) */
	int strict;		/* input warnings are errors */
	const char *standings_list;	/* --standings=LIST; NULL: the file's
				 * 212/202 (-c: no rank check without) */
	int total_rounds;	/* --total-rounds: for a file without XXR/142; 0 */

	/* The input's bytes instead of reading inputs[0] (which names
	 * them in messages); likewise the -g configuration. */
	const void *input_data;
	size_t input_len;
	const char *config_data;
	size_t config_len;
	int no_files;		/* write no file: every output must be "-" */

	FILE *in;		/* the input "-"; NULL: stdin */
	FILE *out;		/* the report and "-" outputs; NULL: stdout */
	/* Every message; NULL: run_message_print() on stderr. */
	void (*message)(void *ctx, const struct run_message *m);
	/* -c: after each round checked of input file (1-based) of nfiles. */
	void (*round_done)(void *ctx, int file, int nfiles, int round);
	void *ctx;
};

/*
 * What is checked before any file is read: the --edition year, and that
 * no output (-p, -o, -l) would overwrite an input.  An enum trf_status,
 * the message given.
 */
int run_prepare(const struct run_options *o);

/* The operation o->op; an exit status (enum trf_status), the messages
 * given.  -c over several inputs: the worst (run_worse_status()). */
int run_operation(const struct run_options *o);

/* The worse of two exit statuses of a run over several files. */
int run_worse_status(int x, int y);

/* A message as the command prints it, on f. */
void run_message_print(FILE *f, const struct run_message *m);

#endif
