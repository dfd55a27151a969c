/*
 * internal.h - shared by the files of lib/run/: messages, the input,
 * the edition, the output files and the check-list.
 */
#ifndef TRFPAIR_RUN_INTERNAL_H
#define TRFPAIR_RUN_INTERNAL_H

#include "run/run.h"
#include "systems/systems.h"
#include "tournament/tournament.h"
#include "trf/trf.h"

/* messages.c: a message of o, as the command words it. */
__attribute__((format(printf, 6, 7)))
void run_say(const struct run_options *o, enum run_severity s, const char *file,
	     int line, int col, const char *fmt, ...);
/* A diagnostic of lib/trf (trf_diag_print()'s line). */
void run_diag(const struct run_options *o, const struct trf_diag *d);
/* Lines a library function wrote on its error stream: "note: ..." a
 * note, "trfpair: ..." and "FILE: ..." errors, others as they are. */
void run_forward_lines(const struct run_options *o, const char *file, const char *buf,
		       size_t len);
/* After writing to o->out: TRF_OK, or TRF_EIO with a message saying
 * what failed (a full disk, a closed pipe). */
int run_out_done(const struct run_options *o, int failed);
FILE *run_out(const struct run_options *o);

/* input.c: read, validate and model path, and pick the edition it is
 * taken by; an enum trf_status, the message given. */
int run_load(const struct run_options *o, const char *path, struct trf_doc **docp,
	     struct tmt **tp, const struct system_edition **e);
/* The reader's notices and a 192 line naming another system: warnings,
 * or with --strict errors (TRF_EINVALID). */
int run_input_notices(const struct run_options *o, const struct trf_doc *doc);

/* edition.c: the edition o->edition asks for (doc NULL: before any
 * file is read); an enum trf_status, the message given. */
int run_pick_edition(const struct run_options *o, const struct trf_doc *doc,
		     const struct system_edition **out);
/* A 192 line naming another edition than e: a warning, or an error. */
int run_edition_192(const struct run_options *o, const struct trf_doc *doc,
		    const struct system_edition *e);
/* --maxi/--no-maxi as the table's engines and verifiers take it. */
int run_maxi(const struct run_options *o);

/* outputs.c: an output name without a directory goes beside the input
 * (engine-cli.md §1); NAME with its extension replaced (§4: .list). */
char *run_output_path(const char *input, const char *name);
char *run_with_extension(const char *name, const char *ext);

/* list.c: what a check-list file holds: rounds first..last of t, each
 * with the pairing the file records for it when with_pairing, or
 * `next'. */
struct run_list_job {
	const struct tmt *t;
	int first, last;
	const struct pairing *next;
	int with_pairing;
	struct checklist_options opt;
};
/* Write job's check-list to the -l file beside base; "-": o->out. */
int run_write_list(const struct run_options *o, const struct system_edition *e,
		   const char *base, struct run_list_job *job);

/* The operations: pair.c, check.c, generate.c, report.c. */
int run_pair(const struct run_options *o, const struct system_edition *e,
	     const struct tmt *t);
int run_check(const struct run_options *o);
int run_generate(const struct run_options *o);
int run_info(const struct run_options *o, const struct system_edition *e,
	     const struct tmt *t);
int run_standings(const struct run_options *o, const struct trf_doc *doc,
		  const struct tmt *t);

/* team.c: a team tournament (trf_team_evidence()): -c by lib/team (exit
 * TRF_ETEAM when no team check fails), the teams before --info's
 * summary, -p and --compat=bbp refused (TRF_EINVALID). */
int run_team_check(const struct run_options *o, const char *in,
		   const struct system_edition *e, const struct tmt *t);
int run_team_info(const struct run_options *o, const struct tmt *t);
int run_team_standings(const struct run_options *o, const struct tmt *t);
int run_team_refuse(const struct run_options *o, const char *in, const struct trf_doc *doc);

#endif
