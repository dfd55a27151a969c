/*
 * test_order.c - how the start numbers run against the scores and the
 * ratings (lib/trf/order.c, trf(5) Start numbers, issue 31 item 4): the
 * counts, the signature of final ranks and its thresholds (20 players,
 * 5 rounds paired, the ratings rising somewhere), and the notice it
 * gives, never on a team file nor under XXC rank.
 *
 * The documents are read, not validated: each player has `rounds'
 * blocks `0000 - U' (rounds paired, whatever they score) and the points
 * and rating given, which is all the order looks at.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "trf/trf.h"

Suite *suite_trf_order(void);

enum { MAXP = 40 };

struct field {
	int n, rounds;
	int rating[MAXP + 1];	/* by start number */
	int tenths[MAXP + 1];
	const char *header;	/* lines before the players, or NULL */
};

/* Players 1..n, the points falling (one player in four a half point
 * below the one before), the ratings scattered (a final-rank export). */
static void final_ranks(struct field *f, int n, int rounds)
{
	memset(f, 0, sizeof(*f));
	f->n = n;
	f->rounds = rounds;
	for (int i = 1; i <= n; i++) {
		f->tenths[i] = 100 - 5 * (i / 4);
		f->rating[i] = 1500 + (i * 37) % 17 * 50;
	}
}

static struct trf_doc *read_field(const struct field *f)
{
	static char buf[MAXP * 200 + 512];
	size_t n = 0;
	struct trf_diag d = { 0 };

	if (f->header)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s", f->header);
	for (int i = 1; i <= f->n; i++) {
		char pts[32];
		snprintf(pts, sizeof(pts), "%d.%d", f->tenths[i] / 10, f->tenths[i] % 10);
		n += (size_t)snprintf(buf + n, sizeof(buf) - n,
				      "001 %4d m    %-33s %4d ENG %11s %10s %4s %4s ",
				      i, "Player", f->rating[i], "", "", pts, "");
		for (int r = 1; r <= f->rounds; r++)
			n += (size_t)snprintf(buf + n, sizeof(buf) - n, " 0000 - U ");
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "\n");
	}
	struct trf_doc *doc = trf_read_mem(buf, n, "mem.trf", &d);
	ck_assert_msg(doc != NULL, "%d:%d: %s", d.line, d.col, d.msg);
	return doc;
}

static int rank_notices(const struct trf_doc *doc)
{
	int k = 0;

	for (size_t i = 0; i < doc->nnotices; i++)
		k += doc->notices[i].kind == TRF_NOTE_RANK_ORDER;
	return k;
}

static struct trf_start_order order_of(const struct field *f, struct trf_doc **docp)
{
	struct trf_start_order o;
	struct trf_doc *doc = read_field(f);

	ck_assert_int_eq(trf_start_order(doc, &o), 0);
	if (docp)
		*docp = doc;
	else
		trf_free(doc);
	return o;
}

START_TEST(counts)
{
	struct field f;

	/* 2000 1800 0 1900 2100: rated neighbours 2000-1800, 1800-1900,
	 * 1900-2100 (the unrated one left out): two rise.  Points 1.0 0.5
	 * 1.0 1.0 0.0: one rise, two falls. */
	memset(&f, 0, sizeof(f));
	f.n = 5;
	f.rounds = 1;
	int rt[] = { 0, 2000, 1800, 0, 1900, 2100 }, pts[] = { 0, 10, 5, 10, 10, 0 };
	memcpy(f.rating, rt, sizeof(rt));
	memcpy(f.tenths, pts, sizeof(pts));
	struct trf_start_order o = order_of(&f, NULL);
	ck_assert_int_eq(o.players, 5);
	ck_assert_int_eq(o.rounds, 1);
	ck_assert_int_eq(o.rated_pairs, 3);
	ck_assert_int_eq(o.rating_rises, 2);
	ck_assert_int_eq(o.score_rises, 1);
	ck_assert_int_eq(o.score_falls, 2);
	ck_assert_int_eq(o.final_ranks, 0);
}
END_TEST

START_TEST(signature)
{
	struct field f;
	struct trf_doc *doc;

	/* 20 players after 5 rounds, the scores never rising: final ranks,
	 * noted at the first player's points (line 1, col 81). */
	final_ranks(&f, 20, 5);
	struct trf_start_order o = order_of(&f, &doc);
	ck_assert_int_eq(o.final_ranks, 1);
	ck_assert_int_eq(o.score_rises, 0);
	ck_assert_int_gt(o.rating_rises, 0);
	ck_assert_int_eq(rank_notices(doc), 1);
	ck_assert_int_eq(doc->notices[0].line, 1);
	ck_assert_int_eq(doc->notices[0].col, 81);
	ck_assert_ptr_nonnull(strstr(doc->notices[0].msg, "start numbers look like final ranks "
				     "(the scores never rise along the start numbers, 20 "
				     "players after 5 rounds, while the ratings do not follow "
				     "them)"));
	trf_free(doc);
	/* One score that rises: none. */
	final_ranks(&f, 20, 5);
	f.tenths[12] = f.tenths[11] + 5;
	o = order_of(&f, &doc);
	ck_assert_int_eq(o.score_rises, 1);
	ck_assert_int_eq(o.final_ranks, 0);
	ck_assert_int_eq(rank_notices(doc), 0);
	trf_free(doc);
	/* Every score equal (no round decided anything): none. */
	final_ranks(&f, 20, 5);
	for (int i = 1; i <= 20; i++)
		f.tenths[i] = 25;
	o = order_of(&f, NULL);
	ck_assert_int_eq(o.final_ranks, 0);
}
END_TEST

/* Below 20 players or 5 rounds the scores may fall by chance; and
 * ratings that fall all the way are a field seeded by rating whose
 * favourites won. */
START_TEST(thresholds)
{
	struct field f;
	struct trf_doc *doc;

	final_ranks(&f, 19, 5);
	ck_assert_int_eq(order_of(&f, NULL).final_ranks, 0);
	final_ranks(&f, 20, 4);
	ck_assert_int_eq(order_of(&f, NULL).final_ranks, 0);
	final_ranks(&f, 40, 9);
	ck_assert_int_eq(order_of(&f, NULL).final_ranks, 1);
	final_ranks(&f, 30, 7);
	for (int i = 1; i <= 30; i++)
		f.rating[i] = 2400 - 20 * i;
	struct trf_start_order o = order_of(&f, &doc);
	ck_assert_int_eq(o.rating_rises, 0);
	ck_assert_int_eq(o.final_ranks, 0);
	ck_assert_int_eq(rank_notices(doc), 0);
	trf_free(doc);
	/* All unrated: nothing says the ratings do not follow. */
	for (int i = 1; i <= 30; i++)
		f.rating[i] = 0;
	o = order_of(&f, NULL);
	ck_assert_int_eq(o.rated_pairs, 0);
	ck_assert_int_eq(o.final_ranks, 0);
}
END_TEST

/* A team file lists its players team by team; XXC rank makes the file
 * order the pairing order: no notice on either. */
START_TEST(not_on_team_files)
{
	static const char *const headers[] = {
		"013 Team A                               1    2    3    4\n",
		"092 Team Swiss System\n",
		"310   1 Team A\n",
		"XXC rank\n",
	};
	struct field f;

	for (size_t i = 0; i < sizeof(headers) / sizeof(headers[0]); i++) {
		final_ranks(&f, 20, 5);
		f.header = headers[i];
		struct trf_doc *doc;
		struct trf_start_order o = order_of(&f, &doc);
		ck_assert_int_eq(o.final_ranks, 1);
		ck_assert_msg(rank_notices(doc) == 0, "%s", headers[i]);
		trf_free(doc);
	}
}
END_TEST

Suite *suite_trf_order(void)
{
	Suite *s = suite_create("trf_order");
	TCase *tc = tcase_create("order");

	tcase_add_test(tc, counts);
	tcase_add_test(tc, signature);
	tcase_add_test(tc, thresholds);
	tcase_add_test(tc, not_on_team_files);
	suite_add_tcase(s, tc);
	return s;
}
