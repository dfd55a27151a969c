/*
 * run.c - an operation of the command from its options: what is
 * checked before anything is read, then the operation on its input.
 */
#include <string.h>

#include "run/internal.h"

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
	default: {
		/* -l: the tournament as it stands before the round to be paired. */
		struct run_list_job job = { .t = t, .first = t->next_round,
					    .last = t->next_round };
		rc = run_write_list(o, e, o->inputs[0], &job);
		break;
	}
	}
	tmt_free(t);
	trf_free(doc);
	return rc;
}
