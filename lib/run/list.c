/*
 * list.c - the check-list file of -l (engine-cli.md §4): its rounds,
 * written atomically beside the input or the -g output, or on o->out.
 */
#include <stdlib.h>
#include <string.h>

#include "run/internal.h"

static int fill_list(void *f, const void *arg)
{
	const struct run_list_job *j = arg;

	for (int r = j->first; r <= j->last; r++) {
		struct checklist_options o = j->opt;
		struct pairing p;
		int rc;
		if (j->with_pairing && pairing_from_round(&p, j->t, r) < 0)
			return -1;
		o.pairing = j->with_pairing ? &p : j->next;
		o.no_header = r > j->first;
		if (r > j->first && o.format == CHECKLIST_TEXT)
			fputc('\n', f);
		rc = report_checklist(f, j->t, r, &o);
		if (j->with_pairing)
			pairing_free(&p);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/*
 * The -l file: its name beside `base' (the input, or the -g output)
 * unless it has a directory, by default base with extension .list;
 * "-" is o->out.
 */
int run_write_list(const struct run_options *o, const struct system_edition *e,
		   const char *base, struct run_list_job *job)
{
	struct trf_diag d = { 0 };
	int rc = TRF_OK;

	job->opt.columns = e->checklist;
	job->opt.edition = e->label;
	job->opt.system = e->system;
	job->opt.year = e->year;
	job->opt.format = !o->format || !strcmp(o->format, "text") ? CHECKLIST_TEXT :
			  !strcmp(o->format, "csv") ? CHECKLIST_CSV : CHECKLIST_JSON;
	if (o->list && !strcmp(o->list, "-"))
		return run_out_done(o, fill_list(run_out(o), job) < 0);
	char *path = o->list ? run_output_path(base, o->list) : run_with_extension(base, ".list");
	if (!path)
		return TRF_ELIMIT;
	if (trf_atomic_write(path, fill_list, job, &d) < 0) {
		run_diag(o, &d);
		rc = d.status;
	}
	free(path);
	return rc;
}
