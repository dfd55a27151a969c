/* check.c - the free pairings checker: re-pair, compare, report. */
#include <stdlib.h>
#include <string.h>

#include "pairing/check.h"

static void print_row(FILE *f, const struct tmt *t, const struct pairing_board *l,
		      int lbye, const struct pairing_board *r, int rbye)
{
	char left[32] = "", right[32] = "";

	if (l)
		snprintf(left, sizeof(left), "%3d - %3d", t->players[l->white].id,
			 t->players[l->black].id);
	else if (lbye >= 0)
		snprintf(left, sizeof(left), "%3d - %3d", t->players[lbye].id, 0);
	if (r)
		snprintf(right, sizeof(right), "%3d - %3d", t->players[r->white].id,
			 t->players[r->black].id);
	else if (rbye >= 0)
		snprintf(right, sizeof(right), "%3d - %3d", t->players[rbye].id, 0);
	fprintf(f, "    %-23s    %s\n", left, right);
}

/* Report the differences of one round; returns whether there were any. */
static int compare(FILE *f, const struct tmt *t, const struct pairing *eng,
		   const struct pairing *file)
{
	int ne = 0, nf = 0;
	const struct pairing_board **le = malloc(sizeof(*le) * (size_t)(eng->nboards + 1));
	const struct pairing_board **lf = malloc(sizeof(*lf) * (size_t)(file->nboards + 1));

	if (!le || !lf) {
		free(le);
		free(lf);
		return -1;
	}
	for (int i = 0; i < eng->nboards; i++)
		if (!pairing_has_board(file, &eng->boards[i]))
			le[ne++] = &eng->boards[i];
	for (int i = 0; i < file->nboards; i++)
		if (!pairing_has_board(eng, &file->boards[i]))
			lf[nf++] = &file->boards[i];
	int ebye = eng->bye != file->bye ? eng->bye : -1;
	int fbye = eng->bye != file->bye ? file->bye : -1;
	int differ = ne || nf || ebye >= 0 || fbye >= 0;
	if (differ) {
		fprintf(f, "  Checker pairings           Tournament pairings\n");
		int rows = ne + (ebye >= 0) > nf + (fbye >= 0) ? ne + (ebye >= 0) : nf + (fbye >= 0);
		for (int i = 0; i < rows; i++)
			print_row(f, t, i < ne ? le[i] : NULL, i == ne ? ebye : -1,
				  i < nf ? lf[i] : NULL, i == nf ? fbye : -1);
	}
	free(le);
	free(lf);
	return differ;
}

int check_rounds(const struct tmt *t, int first, int last, pairing_engine eng,
		 void *ctx, const char *name, FILE *f, struct check_result *res)
{
	memset(res, 0, sizeof(*res));
	for (int r = first; r <= last; r++) {
		struct pairing mine, file;
		struct trf_diag d = { 0 };
		int rc;

		fprintf(f, "%s: Round #%d\n", name, r);
		res->rounds_checked++;
		if (pairing_from_round(&file, t, r) < 0)
			return TRF_ELIMIT;
		rc = eng(t, r, ctx, &mine, &d);
		if (rc == TRF_ENOPAIRING) {
			fprintf(f, "No valid pairing exists for round %d.\n", r);
			res->rounds_differing++;
		} else if (rc != TRF_OK) {
			pairing_free(&file);
			return rc;
		} else {
			int differ = compare(f, t, &mine, &file);
			pairing_free(&mine);
			if (differ < 0) {
				pairing_free(&file);
				return TRF_ELIMIT;
			}
			res->rounds_differing += differ;
		}
		pairing_free(&file);
	}
	fputc('\n', f);
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
