/*
 * dutch2012_fixture.c - the engine and the verifier of the 2012 text on
 * the fixture tournament, for the hand-worked tests.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "dutch_2012/dutch_2012.h"
#include "support/dutch2012_fixture.h"
#include "support/dutch_fixture.h"
#include "verify_dutch_2012/verify_dutch_2012.h"

char d12_out[8192];

int d12_verify(int r)
{
	struct verify_options o = { 0, 1, 0, 0 };
	FILE *f = fmemopen(d12_out, sizeof(d12_out) - 1, "w");

	ck_assert_ptr_nonnull(f);
	int n = verify_dutch2012_round(fx_tm, r, &o, f);
	fclose(f);
	return n;
}

void d12_has(const char *line)
{
	ck_assert_msg(strstr(d12_out, line) != NULL, "want '%s' in:\n%s", line, d12_out);
}

void d12_engine_gives(int n, const int (*want)[2], int bye)
{
	struct trf_diag d = { 0 };
	struct dutch2012_options o = { 0 };

	ck_assert_int_eq(dutch2012_pair(fx_tm, fx_tm->next_round, &o, &fx_pg, &d), TRF_OK);
	fx_have_pg = 1;
	ck_assert_msg(fx_pg.nboards == n, "want %d boards: %s", n, fx_dump());
	for (int i = 0; i < n; i++)
		fx_board(want[i][0], want[i][1]);
	ck_assert_msg(fx_id_of(fx_pg.bye) == bye, "want bye %d: %s", bye, fx_dump());
}
