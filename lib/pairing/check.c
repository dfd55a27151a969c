/* check.c - re-pair recorded rounds and count those that differ; write pairings. */
#include <stdlib.h>
#include <string.h>

#include "pairing/check.h"

int check_rounds(const struct tmt *t, int first, int last, pairing_engine eng,
		 void *ctx, struct check_result *res)
{
	memset(res, 0, sizeof(*res));
	for (int r = first; r <= last; r++) {
		struct pairing mine, file;
		struct trf_diag d = { 0 };

		res->rounds_checked++;
		if (pairing_from_round(&file, t, r) < 0)
			return TRF_ELIMIT;
		int rc = eng(t, r, ctx, &mine, &d);
		if (rc == TRF_OK) {
			res->rounds_differing += !pairing_equal(&mine, &file);
			pairing_free(&mine);
		} else if (rc == TRF_ENOPAIRING) {
			res->rounds_differing++;
		}
		pairing_free(&file);
		if (rc != TRF_OK && rc != TRF_ENOPAIRING)
			return rc;
	}
	return TRF_OK;
}

struct pairing_out {
	const struct pairing *p;
	const struct tmt *t;
};

static int fill_pairing(void *f, const void *arg)
{
	const struct pairing_out *o = arg;

	return pairing_write(o->p, o->t, f);
}

int pairing_write_file(const struct pairing *p, const struct tmt *t,
		       const char *path, struct trf_diag *d)
{
	struct pairing_out o = { p, t };

	return trf_atomic_write(path, fill_pairing, &o, d);
}
