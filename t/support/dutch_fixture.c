/* dutch_fixture.c - see dutch_fixture.h. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/dutch_fixture.h"
#include "support/trf_lines.h"

static char fx_text[32768];
static size_t fx_tlen;
struct trf_doc *fx_doc;
struct tmt *fx_tm;
struct pairing fx_pg;
int fx_have_pg;

static void fx_put(const char *s)
{
	size_t n = strlen(s);

	ck_assert(fx_tlen + n < sizeof(fx_text));
	memcpy(fx_text + fx_tlen, s, n + 1);
	fx_tlen += n;
}

/* One 001 line from "ID BLOCK BLOCK ...", rated 2600 - 10 * ID. */
static void fx_player(const char *spec)
{
	char line[1400], *end;
	long id = strtol(spec, &end, 10);

	spec_line(line, sizeof(line), id, 2600 - 10 * id, end);
	fx_put(line);
	fx_put("\n");
}

void fx_load(const char *header, const char *const *players)
{
	struct trf_diag d = { 0 };

	fx_tlen = 0;
	fx_text[0] = 0;
	fx_put("012 Dutch rule test\n");
	fx_put(header);
	for (int i = 0; players[i]; i++)
		fx_player(players[i]);
	fx_doc = trf_read_mem(fx_text, fx_tlen, "mem", &d);
	ck_assert_msg(fx_doc != NULL, "read: %s\n%s", d.msg, fx_text);
	ck_assert_msg(trf_validate(fx_doc, &d) == 0, "validate: line %d: %s\n%s",
		      d.line, d.msg, fx_text);
	fx_tm = tmt_build(fx_doc, &d);
	ck_assert_msg(fx_tm != NULL, "build: %s", d.msg);
}

void fx_pair_next(void)
{
	struct trf_diag d = { 0 };
	struct dutch_options o = { 0, DUTCH_2017 };
	int rc = dutch_pair(fx_tm, fx_tm->next_round, &o, &fx_pg, &d);

	ck_assert_msg(rc == TRF_OK, "dutch_pair: %d %s", rc, d.msg);
	fx_have_pg = 1;
}

void fx_teardown(void)
{
	if (fx_have_pg)
		pairing_free(&fx_pg);
	fx_have_pg = 0;
	tmt_free(fx_tm);
	trf_free(fx_doc);
	fx_tm = NULL;
	fx_doc = NULL;
}

int fx_id_of(int idx)
{
	return idx >= 0 ? fx_tm->players[idx].id : 0;
}

const char *fx_dump(void)
{
	static char buf[512];
	size_t n = 0;

	buf[0] = 0;
	for (int i = 0; i < fx_pg.nboards; i++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%d-%d ",
				      fx_id_of(fx_pg.boards[i].white),
				      fx_id_of(fx_pg.boards[i].black));
	snprintf(buf + n, sizeof(buf) - n, "bye %d", fx_id_of(fx_pg.bye));
	return buf;
}

/* Board white-black (start numbers) is in the pairing. */
void fx_board(int w, int b)
{
	for (int i = 0; i < fx_pg.nboards; i++)
		if (fx_id_of(fx_pg.boards[i].white) == w && fx_id_of(fx_pg.boards[i].black) == b)
			return;
	ck_abort_msg("no board %d-%d in: %s", w, b, fx_dump());
}
