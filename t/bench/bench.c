/*
 * bench.c - time a pairing engine on the sample tournaments of
 * `make bench' (made by gen.c or trfpair -g).  For every round k from
 * FIRST on, pair round k from the history of rounds 1..k-1 (what -c
 * does), check the result against the file's round k, and print the
 * seconds it took; last, the peak resident memory of the process
 * (getrusage).
 *
 *	bench [--label=NAME] [--limit=SECONDS] [--check] [--dubov|--lim] [--edition=YEAR] FILE.trf [FIRST [LAST]]
 *
 * The options may come in any order.
 *
 * --limit=SECONDS: a round still running after SECONDS (wall clock)
 * ends the run with status=timeout, so a too slow engine is reported,
 * not waited for.
 *
 * --edition=YEAR: the Dutch 2026, 2017 or 2012 text, the Dubov 2025 or
 * 1997 one (each edition's own engine and verifier).
 *
 * --check times the system's verifier on each recorded round instead
 * (what -c does for that round, output discarded); status=complies or
 * findings.
 *
 * LAST may be one past the rounds the file has: that round is paired
 * from the whole file and cannot be checked (status=unchecked).
 * With --label, one machine-readable line per figure as well:
 *	bench: NAME players=N round=K seconds=S cpu_seconds=C maxrss_kb=M status=ok
 *	bench: NAME players=N round=mean seconds=S cpu_seconds=C maxrss_kb=M rounds=R [failed=F]
 *	bench: NAME players=N round=worst seconds=S cpu_seconds=C maxrss_kb=M worst_round=K [failed=F]
 * status: ok, differs, unchecked, failed or timeout (--check: complies,
 * findings, failed or timeout).
 * seconds: wall clock; cpu_seconds: CPU time of the process (the worst
 * round's is the largest CPU time, which may be another round).
 * maxrss_kb is the peak resident memory of the process so far (a
 * round's line: up to the end of that round).
 *
 * Exit status 1 if some round differs from the file, fails to pair or
 * runs out of its --limit.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "check/check.h"
#include "dubov/dubov.h"
#include "dubov_1997/dubov_1997.h"
#include "dutch/dutch.h"
#include "dutch_2012/dutch_2012.h"
#include "lim/lim.h"
#include "pairing/pairing.h"
#include "tournament/tournament.h"
#include "trf/trf.h"
#include "verify/verify.h"
#include "verify_dubov/verify_dubov.h"
#include "verify_dubov_1997/verify_dubov_1997.h"
#include "verify_dutch_2012/verify_dutch_2012.h"
#include "verify_lim/verify_lim.h"

static double seconds_since(const struct timespec *t0)
{
	struct timespec t1;

	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

/* The editions whose engine and verifier are not the newest's. */
enum { DUTCH_2012 = 2012, DUBOV_1997 = 1997 };

static int use_dubov, use_lim, edition = DUTCH_2017;
static const char *label;
static int check_mode;		/* --check: time the verifier instead */

/* CPU seconds of this process (user + system): on a loaded machine
 * the wall clock says more about the other processes. */
/* CPU time of the process, user and system, in microseconds (also
 * from the --limit handler: getrusage() and arithmetic only). */
static long long cpu_us(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return (long long)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000LL +
	       (long long)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
}

static double cpu_seconds(void)
{
	return (double)cpu_us() / 1e6;
}

static long maxrss_kb(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_maxrss;
}

/*
 * --limit: the round's timeout lines are composed before it starts, up
 * to the figures that only the end knows; SIGALRM then adds those with
 * write() and integer digits alone (stdio is not safe in a handler)
 * and exits.
 */
static unsigned limit;
static char timeout_head[512];
static long round_cpu_ms;	/* the process's CPU time when the round began */

static long cpu_ms(void)
{
	return (long)(cpu_us() / 1000);
}

/* Append v (>= 0) in decimal, with at least `digits' digits. */
static size_t put_num(char *buf, size_t len, long v, int digits)
{
	char tmp[24];
	int n = 0;

	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v > 0 || n < digits);
	while (n > 0)
		buf[len++] = tmp[--n];
	return len;
}

static size_t put_str(char *buf, size_t len, const char *s)
{
	while (*s)
		buf[len++] = *s++;
	return len;
}

static void on_timeout(int sig)
{
	char buf[sizeof(timeout_head) + 128];
	size_t len = put_str(buf, 0, timeout_head);

	(void)sig;
	if (label) {
		long ms = cpu_ms() - round_cpu_ms;
		len = put_str(buf, len, " cpu_seconds=");
		len = put_num(buf, len, ms / 1000, 1);
		len = put_str(buf, len, ".");
		len = put_num(buf, len, ms % 1000, 3);
		len = put_str(buf, len, " maxrss_kb=");
		len = put_num(buf, len, maxrss_kb(), 1);
		len = put_str(buf, len, " status=timeout");
	}
	len = put_str(buf, len, "\n");
	ssize_t w = write(STDOUT_FILENO, buf, len);
	(void)w;		/* nothing left to tell if it fails */
	_exit(1);
}

/* Before round k: arm the alarm and write what the timeout line says
 * first (the human-readable line; the bench: line up to seconds=). */
static void arm_limit(const char *path, const struct tmt *t, int k)
{
	int n;

	if (!limit)
		return;
	n = snprintf(timeout_head, sizeof(timeout_head),
		     "%s round %2d: TIMED OUT after %u s (--limit)\n", path, k, limit);
	if (label && n >= 0 && (size_t)n < sizeof(timeout_head))
		snprintf(timeout_head + n, sizeof(timeout_head) - (size_t)n,
			 "bench: %s players=%d round=%d seconds=%u.000", label, t->n, k, limit);
	fflush(stdout);
	round_cpu_ms = cpu_ms();
	alarm(limit);
}

static int pair(const struct tmt *t, int k, int total, struct pairing *out,
		struct trf_diag *d)
{
	if (use_lim) {
		struct lim_options opt = { total, -1 };
		return lim_pair(t, k, &opt, out, d);
	}
	if (use_dubov && edition == DUBOV_1997) {
		struct dubov1997_options opt = { total };
		return dubov1997_pair(t, k, &opt, out, d);
	}
	if (use_dubov) {
		struct dubov_options opt = { total };
		return dubov_pair(t, k, &opt, out, d);
	}
	if (edition == DUTCH_2012) {
		struct dutch2012_options opt = { total };
		return dutch2012_pair(t, k, &opt, out, d);
	}
	struct dutch_options opt = { total, edition };
	return dutch_pair(t, k, &opt, out, d);
}

/* --check: verify round k as recorded (what -c does), time it.  1 if it
 * complies. */
static int check_round(const char *path, const struct tmt *t, int k, int total,
		       double *secs, double *cpu)
{
	struct verify_options o = { total, 0, use_dubov || use_lim ? 0 : edition, 0 };
	FILE *sink = fopen("/dev/null", "w");
	struct timespec t0;
	int found;

	if (!sink)
		return 0;
	arm_limit(path, t, k);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	double c0 = cpu_seconds();
	if (use_lim)
		found = verify_lim_round(t, k, &o, -1, sink);
	else if (use_dubov && edition == DUBOV_1997)
		found = verify_dubov1997_round(t, k, &o, sink);
	else if (use_dubov)
		found = verify_dubov_round(t, k, &o, sink);
	else if (edition == DUTCH_2012)
		found = verify_dutch2012_round(t, k, &o, sink);
	else
		found = verify_dutch_round(t, k, &o, sink);
	alarm(0);
	*secs = seconds_since(&t0);
	*cpu = cpu_seconds() - c0;
	fclose(sink);
	printf("%s round %2d: checked in %8.3f s, %d finding(s)\n", path, k, *secs, found);
	if (label)
		printf("bench: %s players=%d round=%d seconds=%.3f cpu_seconds=%.3f maxrss_kb=%ld status=%s\n",
		       label, t->n, k, *secs, *cpu, maxrss_kb(),
		       found == 0 ? "complies" : found < 0 ? "failed" : "findings");
	return found == 0;
}

/* Pair round k, time it, compare with the file (if it has round k).
 * 1 if the same or unchecked. */
static int bench_round(const char *path, const struct tmt *t, int k, int total,
		       double *secs, double *cpu)
{
	struct pairing mine, want;
	struct trf_diag d = { 0 };
	struct timespec t0;
	int ok = 0, have = k <= t->rounds;

	if (have && pairing_from_round(&want, t, k) < 0)
		return 0;
	arm_limit(path, t, k);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	double c0 = cpu_seconds();
	int rc = pair(t, k, total, &mine, &d);
	alarm(0);
	*secs = seconds_since(&t0);
	*cpu = cpu_seconds() - c0;
	if (rc == TRF_OK) {
		ok = have ? pairing_equal(&mine, &want) : 1;
		printf("%s round %2d: %4d boards, %8.3f s%s\n", path, k, mine.nboards, *secs,
		       !have ? "  (not in the file: unchecked)" : ok ? "" : "  DIFFERS from the file");
		pairing_free(&mine);
	} else {
		printf("%s round %2d: FAILED after %.3f s: %s\n", path, k, *secs, d.msg);
	}
	if (label)
		printf("bench: %s players=%d round=%d seconds=%.3f cpu_seconds=%.3f maxrss_kb=%ld status=%s\n",
		       label, t->n, k, *secs, *cpu, maxrss_kb(),
		       rc != TRF_OK ? "failed" : !have ? "unchecked" : ok ? "ok" : "differs");
	if (have)
		pairing_free(&want);
	return ok;
}

int main(int argc, char **argv)
{
	struct trf_diag d = { 0 };
	int edition_given = 0;

	/* The options, in any order, before the file. */
	for (; argc > 1 && !strncmp(argv[1], "--", 2); argc--, argv++) {
		const char *o = argv[1];
		if (!strncmp(o, "--label=", 8)) {
			label = o + 8;
		} else if (!strncmp(o, "--limit=", 8)) {
			limit = (unsigned)atoi(o + 8);
			signal(SIGALRM, on_timeout);
		} else if (!strcmp(o, "--check")) {
			check_mode = 1;
		} else if (!strcmp(o, "--dubov") || !strcmp(o, "--lim")) {
			use_dubov = !strcmp(o, "--dubov");
			use_lim = !use_dubov;
			if (!edition_given)
				edition = use_dubov ? 2025 : 0;
		} else if (!strncmp(o, "--edition=", 10)) {
			edition = atoi(o + 10);
			edition_given = 1;
		} else {
			argc = 0;	/* unknown: the usage below */
			break;
		}
	}
	int known = use_lim ? edition == 0 :
		    use_dubov ? edition == 2025 || edition == DUBOV_1997 :
		    edition == DUTCH_2026 || edition == DUTCH_2017 || edition == DUTCH_2012;
	if (argc < 2 || argc > 4 || !known) {
		fprintf(stderr, "usage: bench [--label=NAME] [--limit=SECONDS] [--check] [--dubov|--lim] [--edition=YEAR] FILE.trf [FIRST [LAST]]\n");
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
	int first = argc > 2 ? atoi(argv[2]) : 1, failed = 0, nr = 0, worst = 0;
	int last = argc > 3 ? atoi(argv[3]) : t->rounds;
	double sum = 0, max = 0, csum = 0, cmax = 0;
	if (last > t->rounds + 1)
		last = t->rounds + 1;
	if (last > total)
		total = last;
	for (int k = first < 1 ? 1 : first; k <= last; k++) {
		double s = 0, cs = 0;
		if (check_mode && k > t->rounds)
			break;
		if (!(check_mode ? check_round : bench_round)(argv[1], t, k, total, &s, &cs))
			failed++;
		sum += s;
		csum += cs;
		cmax = cs > cmax ? cs : cmax;
		if (s >= max) {
			max = s;
			worst = k;
		}
		nr++;
	}
	long rss = maxrss_kb();
	printf("%s: %d players, %d rounds: mean %.3f s, max %.3f s per round; "
	       "peak RSS %.1f MB%s\n", argv[1], t->n, nr, nr ? sum / nr : 0.0, max,
	       (double)rss / 1024.0, failed ? "; SOME ROUNDS DIFFER OR FAILED" : "");
	/* Also for one round, so that every sample has its mean and worst
	 * line; failed=F when some rounds of them did not pair or differ. */
	if (label && nr > 0) {
		char tail[32] = "";
		if (failed)
			snprintf(tail, sizeof(tail), " failed=%d", failed);
		printf("bench: %s players=%d round=mean seconds=%.3f cpu_seconds=%.3f maxrss_kb=%ld rounds=%d%s\n",
		       label, t->n, sum / nr, csum / nr, rss, nr, tail);
		printf("bench: %s players=%d round=worst seconds=%.3f cpu_seconds=%.3f maxrss_kb=%ld worst_round=%d%s\n",
		       label, t->n, max, cmax, rss, worst, tail);
	}
	tmt_free(t);
	trf_free(doc);
	return failed ? 1 : 0;
}
