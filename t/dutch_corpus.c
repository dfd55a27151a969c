/*
 * dutch_corpus.c - the Dutch engine against tournaments paired by a
 * FIDE-endorsed engine (../shared/corpus/dutch-2017).  For every file
 * and every round k, two ways:
 *   check: re-pair round k from the full file's history (what -c does);
 *   cut:   write the file as it stood before round k (rounds 1..k-1,
 *          round-k byes and absences kept, points recomputed, XXR
 *          added), read it back and pair its next round (what -p does).
 * Both must give round k's pairs, colours and PAB exactly.
 * Prints one line per failing round and "dutch: N passed, N failed";
 * with a first argument --edition=2026 the files are paired by that
 * text and the line says "dutch-2026:".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/dutch.h"
#include "tournament/tournament.h"
#include "trf/trf.h"

/* The document as it stood before round k (see the corpus README). */
static struct trf_doc *cut(const char *path, int k, int total, char colour)
{
	struct trf_diag d;
	struct trf_doc *doc = trf_read_file(path, &d);
	char *buf = NULL;
	size_t len = 0;

	if (!doc)
		return NULL;
	for (size_t i = 0; i < doc->nplayers; i++) {
		struct trf_player *p = &doc->players[i];
		int keep = k - 1;
		/* A round-k entry without an opponent that is not a PAB says
		 * the player is not to be paired: keep it. */
		if (p->nblocks >= k && p->blocks[k - 1].opponent == 0 &&
		    trf_result_code(&p->blocks[k - 1]) != 'U')
			keep = k;
		if (p->nblocks > keep)
			p->nblocks = keep;
		if (p->tail)
			p->tail[0] = 0;
	}
	trf_recompute_points(doc);
	FILE *f = open_memstream(&buf, &len);
	/* The corpus has no XXC: the initial colour is the full file's. */
	if (!f || trf_write(doc, f) < 0 || fprintf(f, "XXR %d\nXXC %s\n", total,
						    colour == 'b' ? "black1" : "white1") < 0) {
		if (f)
			fclose(f);
		free(buf);
		trf_free(doc);
		return NULL;
	}
	fclose(f);
	trf_free(doc);
	doc = trf_read_mem(buf, len, path, &d);
	free(buf);
	if (doc && trf_validate(doc, &d) < 0) {
		trf_diag_print(&d);
		trf_free(doc);
		return NULL;
	}
	return doc;
}

static int edition = DUTCH_2017;

/* Pair round k of t and compare with round k of the full tournament. */
static int round_ok(const char *path, const char *how, const struct tmt *t,
		    int k, const struct tmt *full, int total)
{
	struct dutch_options opt = { total, edition };
	struct pairing mine, want;
	struct trf_diag d = { 0 };
	int ok = 0;

	if (pairing_from_round(&want, full, k) < 0)
		return 0;
	int rc = dutch_pair(t, k, &opt, &mine, &d);
	if (rc == TRF_OK) {
		ok = pairing_equal(&mine, &want);
		pairing_free(&mine);
	}
	if (!ok)
		printf("FAIL %s round %d (%s)%s%s\n", path, k, how,
		       rc == TRF_OK ? "" : ": ", rc == TRF_OK ? "" : d.msg);
	pairing_free(&want);
	return ok;
}

int main(int argc, char **argv)
{
	int passed = 0, failed = 0, first = 1;

	if (argc > 1 && !strncmp(argv[1], "--edition=", 10)) {
		edition = atoi(argv[1] + 10);
		first = 2;
	}
	for (int i = first; i < argc; i++) {
		struct trf_diag d;
		struct trf_doc *doc = trf_read_file(argv[i], &d);
		struct tmt *full = doc && trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;
		if (!full) {
			printf("FAIL %s: cannot read\n", argv[i]);
			failed++;
			trf_free(doc);
			continue;
		}
		int total = full->total_rounds ? full->total_rounds : full->rounds;
		for (int k = 1; k <= full->rounds; k++) {
			round_ok(argv[i], "check", full, k, full, total) ? passed++ : failed++;
			struct trf_doc *c = cut(argv[i], k, total, full->initial_colour);
			struct tmt *t = c ? tmt_build(c, &d) : NULL;
			if (!t || t->next_round != k) {
				printf("FAIL %s round %d (cut): next round %d\n", argv[i], k,
				       t ? t->next_round : -1);
				failed++;
			} else {
				round_ok(argv[i], "cut", t, k, full, total) ? passed++ : failed++;
			}
			tmt_free(t);
			trf_free(c);
		}
		tmt_free(full);
		trf_free(doc);
	}
	printf("%s: %d passed, %d failed\n", edition == DUTCH_2017 ? "dutch" : "dutch-2026",
	       passed, failed);
	return failed ? 1 : 0;
}
