/* tmt_fixture.c - see tmt_fixture.h. */
#include <check.h>
#include <stdio.h>

#include "support/tmt_fixture.h"

struct tmt *tmt_fixture_load(const char *name, struct trf_doc **doc)
{
	struct trf_diag d = { 0 };
	char path[256];
	struct tmt *t;

	snprintf(path, sizeof(path), "fixtures/tournament/%s", name);
	*doc = trf_read_file(path, &d);
	ck_assert_msg(*doc != NULL, "%s: %s", path, d.msg);
	ck_assert_msg(trf_validate(*doc, &d) == 0, "%s:%d: %s", path, d.line,
		      d.msg);
	t = tmt_build(*doc, &d);
	ck_assert_msg(t != NULL, "%s: %s", path, d.msg);
	return t;
}

void tmt_fixture_free(struct tmt **t, struct trf_doc **doc)
{
	tmt_free(*t);
	trf_free(*doc);
	*t = NULL;
	*doc = NULL;
}
