/*
 * generate.c - -g: simulate a tournament (engine-cli.md §5) from a
 * configuration, a model tournament, or the defaults, and write it
 * (with its check-list under -l); when a round cannot be paired, the
 * rounds so far go to OUTPUT.partial.
 */
#include <stdlib.h>
#include <string.h>

#include "rtg/rtg.h"
#include "run/internal.h"

/* The check-list of every generated round (engine-cli.md §4, -g -l). */
static int list_generated(const struct run_options *o, const struct system_edition *e,
			  const struct trf_doc *doc, const char *path)
{
	struct trf_diag d = { 0 };
	struct tmt *t = tmt_build(doc, &d);

	if (!t) {
		run_diag(o, &d);
		return d.status;
	}
	struct run_list_job job = { .t = t, .first = 1, .last = t->rounds, .with_pairing = 1,
				    .opt = { .round_columns = t->rounds } };
	int rc = run_write_list(o, e, path, &job);
	tmt_free(t);
	return rc;
}

/* Write what the generator made: the tournament, or the rounds so far. */
static int write_generated(const struct run_options *o, const struct system_edition *e,
			   int rc, const struct rtg_result *res, const char *path,
			   const struct trf_diag *why)
{
	struct trf_diag d = { 0 };

	if (rc == TRF_OK && !strcmp(o->output, "-"))
		return run_out_done(o, trf_write(res->doc, run_out(o)) < 0);
	if (rc == TRF_OK) {
		if (trf_write_file(res->doc, path, &d) < 0) {
			run_diag(o, &d);
			return d.status;
		}
		return o->want_list ? list_generated(o, e, res->doc, path) : TRF_OK;
	}
	/* The engine's message may name the round already. */
	char pre[32];
	int n = snprintf(pre, sizeof(pre), "round %d: ", res->failed_round);
	const char *msg = strncmp(why->msg, pre, (size_t)n) ? why->msg : why->msg + n;
	run_say(o, RUN_ERROR, NULL, 0, 0, "round %d cannot be paired: %s", res->failed_round,
		msg);
	if (o->no_files)
		return rc;
	char *partial = malloc(strlen(path) + sizeof(".partial"));
	if (!partial)
		return TRF_ELIMIT;
	strcat(strcpy(partial, path), ".partial");
	if (trf_write_file(res->doc, partial, &d) < 0)
		run_diag(o, &d);
	else if (res->failed_round > 1)
		run_say(o, RUN_ERROR, NULL, 0, 0, "rounds 1-%d and the byes of round %d are in %s",
			res->failed_round - 1, res->failed_round, partial);
	else
		run_say(o, RUN_ERROR, NULL, 0, 0, "the players and the byes of round 1 are in %s",
			partial);
	free(partial);
	return rc;
}

/* The configuration: o->config's file or bytes; 0, or -1 with *d. */
static int read_config(const struct run_options *o, struct rtg_config *c, struct trf_diag *d)
{
	if (o->config_data)
		return rtg_config_parse(o->config_data, o->config_len, o->config, c, d);
	return rtg_config_read_file(o->config, c, d);
}

/* The model tournament, read and checked, when an input is given;
 * *model NULL without one.  An enum trf_status, the message given. */
static int read_model(const struct run_options *o, struct rtg_config *c,
		      struct trf_doc **model)
{
	struct trf_diag d = { 0 };
	const char *in = o->inputs[0];
	struct trf_doc *m = o->input_data ? trf_read_mem(o->input_data, o->input_len, in, &d) :
			    trf_read_file(in, &d);
	int rc;

	if (m && (rc = run_input_notices(o, m)) != TRF_OK) {
		trf_free(m);
		return rc;
	}
	if (!m || trf_validate(m, &d) < 0 || rtg_config_from_model(m, c, &d) < 0) {
		run_diag(o, &d);
		trf_free(m);
		return d.status;
	}
	*model = m;
	return TRF_OK;
}

int run_generate(const struct run_options *o)
{
	const struct system_edition *e = NULL;
	struct rtg_request req = { 0 };
	struct rtg_result res;
	struct systems_engine_options opt = { 0, run_maxi(o), 0 };	/* rounds: XXR */
	struct trf_diag d = { 0 };
	struct trf_doc *model = NULL;
	const char *input = o->ninputs ? o->inputs[0] : NULL;
	int rc;

	req.seed = o->seed_given ? o->seed : rtg_seed_from_clock();
	if (o->config && read_config(o, &req.config, &d) < 0) {
		run_diag(o, &d);
		return d.status;
	}
	if (input && (rc = read_model(o, &req.config, &model)) != TRF_OK)
		return rc;
	/* auto: by the model's 092 or 042 lines, else the newest. */
	if ((rc = run_pick_edition(o, model, &e)) != TRF_OK) {
		trf_free(model);
		return rc;
	}
	opt.edition = e->year;
	/* -o beside the config or model (engine-cli.md §1). */
	const char *base = o->config ? o->config : input ? input : "";
	char *path = run_output_path(base, o->output);
	if (!path) {
		trf_free(model);
		return TRF_ELIMIT;
	}
	req.model = model;
	req.engine = e->engine;
	req.engine_ctx = &opt;
	req.system = e->system;
	req.edition = e->year;
	req.name = o->config ? o->config : input;
	rc = rtg_generate(&req, &res, &d);
	if (rc == TRF_OK || rc == TRF_ENOPAIRING)
		rc = write_generated(o, e, rc, &res, path, &d);
	else
		run_diag(o, &d);
	trf_free(res.doc);
	trf_free(model);
	free(path);
	return rc;
}
