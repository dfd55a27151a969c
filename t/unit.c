/*
 * unit.c - runs every Check suite of t/.  Each t/<module>/test_*.c
 * defines `Suite *suite_NAME(void)'; the Makefile collects them into
 * suites.inc.  Run from t/ so fixtures are found as fixtures/...
 */
#include <check.h>
#include <stdlib.h>

#define SUITE(fn) Suite *fn(void);
#include "suites.inc"
#undef SUITE

int main(void)
{
	SRunner *sr = srunner_create(NULL);
#define SUITE(fn) srunner_add_suite(sr, fn());
#include "suites.inc"
#undef SUITE
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
