/*
 * bench.c - time a pairing engine on the sample tournaments of
 * trf-samples/ (the Dutch ones made by gen.c, the others by trfpair -g).  For every round k from FIRST on, pair
 * round k from the history of rounds 1..k-1 (what -c does), check the
 * result against the file's round k, and print the seconds it took;
 * last, the peak resident memory of the process (getrusage).
 *
 *	bench [--dubov|--lim|--edition=YEAR] FILE.trf [FIRST]
 *
 * Exit status 1 if some round differs from the file or fails to pair.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "dubov/dubov.h"
#include "dutch/dutch.h"
#include "lim/lim.h"
#include "pairing/pairing.h"
#include "tournament/tournament.h"
#include "trf/trf.h"

static double seconds_since(const struct timespec *t0)
{
	struct timespec t1;

	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

static int use_dubov, use_lim, edition = DUTCH_2017;

static int pair(const struct tmt *t, int k, int total, struct pairing *out,
		struct trf_diag *d)
{
	if (use_lim) {
		struct lim_options opt = { total, -1 };
		return lim_pair(t, k, &opt, out, d);
	}
	if (use_dubov) {
		struct dubov_options opt = { total };
		return dubov_pair(t, k, &opt, out, d);
	}
	struct dutch_options opt = { total, edition };
	return dutch_pair(t, k, &opt, out, d);
}

/* Pair round k, time it, compare with the file.  1 if the same. */
static int bench_round(const char *path, const struct tmt *t, int k, int total,
		       double *secs)
{
	struct pairing mine, want;
	struct trf_diag d = { 0 };
	struct timespec t0;
	int ok = 0;

	if (pairing_from_round(&want, t, k) < 0)
		return 0;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int rc = pair(t, k, total, &mine, &d);
	*secs = seconds_since(&t0);
	if (rc == TRF_OK) {
		ok = pairing_equal(&mine, &want);
		pairing_free(&mine);
	}
	printf("%s round %2d: %4d boards, %8.3f s%s%s\n", path, k, want.nboards, *secs,
	       ok ? "" : rc == TRF_OK ? "  DIFFERS from the file" : "  FAILED: ",
	       ok || rc == TRF_OK ? "" : d.msg);
	pairing_free(&want);
	return ok;
}

int main(int argc, char **argv)
{
	struct trf_diag d = { 0 };

	if (argc > 1 && (!strcmp(argv[1], "--dubov") || !strcmp(argv[1], "--lim"))) {
		use_dubov = !strcmp(argv[1], "--dubov");
		use_lim = !use_dubov;
		argc--;
		argv++;
	} else if (argc > 1 && !strncmp(argv[1], "--edition=", 10)) {
		edition = atoi(argv[1] + 10);
		argc--;
		argv++;
	}
	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: bench [--dubov|--lim] FILE.trf [FIRST_ROUND]\n");
		return 2;
	}
	struct trf_doc *doc = trf_read_file(argv[1], &d);
	struct tmt *t = doc && trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;
	if (!t) {
		trf_diag_print(&d);
		trf_free(doc);
		return 1;
	}
	int total = t->total_rounds ? t->total_rounds : t->rounds;
	int first = argc > 2 ? atoi(argv[2]) : 1, failed = 0, nr = 0;
	double sum = 0, max = 0;
	for (int k = first < 1 ? 1 : first; k <= t->rounds; k++) {
		double s = 0;
		if (!bench_round(argv[1], t, k, total, &s))
			failed++;
		sum += s;
		max = s > max ? s : max;
		nr++;
	}
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	printf("%s: %d players, %d rounds: mean %.3f s, max %.3f s per round; "
	       "peak RSS %.1f MB%s\n", argv[1], t->n, nr, nr ? sum / nr : 0.0, max,
	       (double)ru.ru_maxrss / 1024.0, failed ? "; SOME ROUNDS DIFFER" : "");
	tmt_free(t);
	trf_free(doc);
	return failed ? 1 : 0;
}
