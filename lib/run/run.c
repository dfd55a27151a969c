/*
 * run.c - an operation of the command from its options: what is
 * checked before anything is read, then the operation on its input.
 */
#include <string.h>

#include "run/internal.h"

/*
 * -l alone: the tournament as it stands before the round to be paired;
 * with --round R, before round R, with the pairing the file records for
 * it in Cur (-c R -l gives the same table with an R column more).
 */
static int list_round(const struct run_options *o, const struct system_edition *e,
		      const struct tmt *t)
{
	int r = o->round ? o->round : t->next_round;
	struct run_list_job job = { .t = t, .first = r, .last = r };

	if (r > t->next_round) {
		run_say(o, RUN_ERROR, o->inputs[0], 0, 0, "--round %d: the file has %d rounds; "
			"the next one to pair is %d", r, t->rounds, t->next_round);
		return TRF_EINVALID;
	}
	job.with_pairing = r <= t->rounds;
	return run_write_list(o, e, o->inputs[0], &job);
}

int run_operation(const struct run_options *o)
{
	if (o->op == RUN_GENERATE)
		return run_generate(o);
	if (o->op == RUN_CHECK)
		return run_check(o);

	struct trf_doc *doc;
	struct tmt *t;
	const struct system_edition *e;
	int rc = run_load(o, o->inputs[0], &doc, &t, &e);
	if (rc != TRF_OK)
		return rc;
	switch (o->op) {
	case RUN_INFO:
		rc = run_info(o, e, t);
		break;
	case RUN_PAIR:
		rc = run_pair(o, e, t);
		break;
	case RUN_STANDINGS:
		rc = run_standings(o, doc, t);
		break;
	default:
		rc = list_round(o, e, t);
		break;
	}
	tmt_free(t);
	trf_free(doc);
	return rc;
}
