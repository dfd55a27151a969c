/*
 * pair.c - -p: the next round (or --round N again from rounds 1..N-1),
 * written to the -p file or o->out, with its check-list under -l.
 */
#include <stdlib.h>
#include <string.h>

#include "pairing/json.h"
#include "run/internal.h"

/*
 * Phrases that programs calling an engine look for on standard error
 * (trfpair(1), EXIT STATUS): lichess ends a Swiss when -p fails with
 * either, as bbpPairings words them.  trfpair's own reason follows.
 */
#define RUN_MSG_NO_PAIRING "No valid pairing exists"
#define RUN_MSG_ROUNDS "The number of rounds is larger than the reported number of rounds."

/* Whether round r can be paired from what t holds; the message given. */
static int pairable(const struct run_options *o, const struct tmt *t, int r)
{
	const char *in = o->inputs[0];

	if (t->total_rounds && r > t->total_rounds) {
		if (r == t->next_round)
			run_say(o, RUN_ERROR, in, 0, 0, RUN_MSG_ROUNDS " (all %d rounds are "
				"paired already: XXR or 142)", t->total_rounds);
		else
			run_say(o, RUN_ERROR, in, 0, 0, RUN_MSG_ROUNDS " (--round %d: the "
				"tournament has %d rounds, XXR or 142)", r, t->total_rounds);
		return TRF_EINVALID;
	}
	if (r > t->next_round) {
		run_say(o, RUN_ERROR, in, 0, 0, "--round %d: the file has %d rounds; the next "
			"one to pair is %d", r, t->rounds, t->next_round);
		return TRF_EINVALID;
	}
	if (!t->total_rounds) {
		run_say(o, RUN_ERROR, in, 0, 0, "the total number of rounds must be given "
			"(XXR or 142 in the file, or --total-rounds N)");
		return TRF_EINVALID;
	}
	if (r == 1 && !t->initial_colour) {
		run_say(o, RUN_ERROR, in, 0, 0, "round 1 needs the initial colour (XXC white1 "
			"or black1, or 152)");
		return TRF_EINVALID;
	}
	return TRF_OK;
}

/* What -p writes: the JaVaFo format, or with --format=json one object
 * naming the input, the edition and the round. */
struct pair_output {
	const struct run_options *o;
	const struct system_edition *e;
	const struct tmt *t;
	const struct pairing *p;
	int r;
};

static int write_pairing(void *f, const void *arg)
{
	const struct pair_output *x = arg;
	struct json j;

	if (!x->o->format || strcmp(x->o->format, "json"))
		return pairing_write(x->p, x->t, f);
	json_init(&j, f);
	json_open(&j, '{');
	json_key_str(&j, "file", x->o->inputs[0]);
	json_key_str(&j, "system", x->e->system);
	json_key_int(&j, "edition", x->e->year);
	json_key_int(&j, "round", x->r);
	json_key(&j, "pairing");
	pairing_json(&j, x->p, x->t);
	json_close(&j);
	fputc('\n', f);
	return ferror((FILE *)f) ? -1 : 0;
}

int run_pair(const struct run_options *o, const struct system_edition *e,
	     const struct tmt *t)
{
	struct systems_engine_options opt = { 0, run_maxi(o), e->year };
	struct trf_diag d = { 0 };
	struct pairing p;
	const char *in = o->inputs[0];
	/* --round K: round K again, from rounds 1..K-1 and the byes and
	 * absences the file records for it. */
	int r = o->round ? o->round : t->next_round;
	int rc = trf_team_evidence(t->doc, NULL) ? run_team_refuse(o, in, t->doc) :
		 pairable(o, t, r);

	if (rc != TRF_OK)
		return rc;
	rc = e->engine(t, r, &opt, &p, &d);
	if (rc != TRF_OK) {
		run_say(o, RUN_ERROR, in, 0, 0, "%s%s",
			rc == TRF_ENOPAIRING ? RUN_MSG_NO_PAIRING ": " : "", d.msg);
		return rc;
	}
	struct pair_output po = { o, e, t, &p, r };
	if (o->output && strcmp(o->output, "-")) {
		char *path = run_output_path(in, o->output);
		rc = !path ? TRF_ELIMIT :
		     trf_atomic_write(path, write_pairing, &po, &d) < 0 ? d.status : TRF_OK;
		if (path && rc != TRF_OK)
			run_diag(o, &d);
		free(path);
	} else {
		rc = run_out_done(o, write_pairing(run_out(o), &po) < 0);
	}
	if (rc == TRF_OK && o->want_list) {
		struct run_list_job job = { .t = t, .first = r, .last = r, .next = &p };
		rc = run_write_list(o, e, in, &job);
	}
	pairing_free(&p);
	return rc;
}
