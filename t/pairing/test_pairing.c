/*
 * test_pairing.c - the round result: publication order of the boards
 * (C.04.2 D.9, companion 2.6), the JaVaFo output format (engine-cli.md
 * §2) and reading a recorded round back.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pairing/pairing.h"

/*
 * Six players after one round (scores before round 2):
 *   1: 1.0   2: 0.5   3: 0.0   4: 1.0   5: 0.5   6: 0.0
 * Round 1: 1-3 1-0, 2-5 =, 4-6 1-0 (4 had white).
 */
static const char six[] =
	"XXR 3\n"
	"001    1      A                                 2000                             1.0    1     3 w 1\n"
	"001    2      B                                 1990                             0.5    2     5 w =\n"
	"001    3      C                                 1980                             0.0    3     1 b 0\n"
	"001    4      D                                 1970                             1.0    1     6 w 1\n"
	"001    5      E                                 1960                             0.5    2     2 b =\n"
	"001    6      F                                 1950                             0.0    3     4 b 0\n";

static struct trf_doc *doc;
static struct tmt *t;

static void setup(void)
{
	struct trf_diag d;

	doc = trf_read_mem(six, sizeof(six) - 1, "six", &d);
	ck_assert_ptr_nonnull(doc);
	ck_assert_int_eq(trf_validate(doc, &d), 0);
	t = tmt_build(doc, &d);
	ck_assert_ptr_nonnull(t);
}

static void teardown(void)
{
	tmt_free(t);
	trf_free(doc);
}

/*
 * Boards 6-2 (0.0 v 0.5), 5-4 (0.5 v 1.0), 3-1 (0.0 v 1.0): by the
 * higher-ranked player's score, 1.0 boards first: 5-4 and 3-1 tie on
 * it (1.0); the sums are 1.5 and 1.0, so 5-4 first; then 6-2.
 */
START_TEST(test_board_order)
{
	struct pairing p;

	pairing_init(&p);
	pairing_add(&p, 5, 1);	/* indices: 6-2 */
	pairing_add(&p, 2, 0);	/* 3-1 */
	pairing_add(&p, 4, 3);	/* 5-4 */
	pairing_sort_boards(&p, t, 2);
	ck_assert_int_eq(p.nboards, 3);
	ck_assert_int_eq(t->players[p.boards[0].white].id, 5);
	ck_assert_int_eq(t->players[p.boards[1].white].id, 3);
	ck_assert_int_eq(t->players[p.boards[2].white].id, 6);
	pairing_free(&p);
}
END_TEST

/* Equal scores and sums: the higher-ranked player's number decides. */
START_TEST(test_board_order_ties)
{
	struct pairing p;

	pairing_init(&p);
	pairing_add(&p, 3, 5);	/* 4-6: 1.0 + 0.0 */
	pairing_add(&p, 2, 0);	/* 3-1: 0.0 + 1.0 */
	pairing_sort_boards(&p, t, 2);
	ck_assert_int_eq(t->players[p.boards[0].black].id, 1);
	ck_assert_int_eq(t->players[p.boards[1].white].id, 4);
	pairing_free(&p);
}
END_TEST

/* engine-cli.md §2: count line, WHITE BLACK, the PAB as "ID 0" last. */
START_TEST(test_write_format)
{
	struct pairing p;
	char *buf = NULL;
	size_t len = 0;

	pairing_init(&p);
	pairing_add(&p, 0, 1);
	pairing_add(&p, 3, 2);
	p.bye = 4;
	FILE *f = open_memstream(&buf, &len);
	ck_assert_int_eq(pairing_write(&p, t, f), 0);
	fclose(f);
	ck_assert_str_eq(buf, "3\n1 2\n4 3\n5 0\n");
	free(buf);
	pairing_free(&p);
}
END_TEST

/* Round 1 read back: white first, as recorded. */
START_TEST(test_from_round)
{
	struct pairing p;

	ck_assert_int_eq(pairing_from_round(&p, t, 1), 0);
	ck_assert_int_eq(p.nboards, 3);
	ck_assert_int_eq(p.bye, -1);
	int seen = 0;
	for (int i = 0; i < p.nboards; i++) {
		int w = t->players[p.boards[i].white].id, b = t->players[p.boards[i].black].id;
		seen |= (w == 1 && b == 3) << 0 | (w == 2 && b == 5) << 1 | (w == 4 && b == 6) << 2;
	}
	ck_assert_int_eq(seen, 7);
	pairing_free(&p);
}
END_TEST

Suite *suite_pairing(void);

Suite *suite_pairing(void)
{
	Suite *s = suite_create("pairing");
	TCase *tc = tcase_create("boards");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_board_order);
	tcase_add_test(tc, test_board_order_ties);
	tcase_add_test(tc, test_write_format);
	tcase_add_test(tc, test_from_round);
	suite_add_tcase(s, tc);
	return s;
}
