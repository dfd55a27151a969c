/* lim_fixture.c - see lim_fixture.h. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/lim_fixture.h"
#include "support/trf_lines.h"

static char lfx_text[1 << 20];
static size_t lfx_tlen;
static struct trf_doc *lfx_doc;
struct tmt *lfx_tm;
struct pairing lfx_pg;
static int lfx_have;

static void put(const char *s)
{
	size_t n = strlen(s);

	ck_assert(lfx_tlen + n < sizeof(lfx_text));
	memcpy(lfx_text + lfx_tlen, s, n + 1);
	lfx_tlen += n;
}

/* One 001 line from "ID[@RATING] BLOCK BLOCK ..."; without a rating
 * 2600 - 10 * ID up to 150, then 1100 - ID / 2. */
static void player(const char *spec)
{
	char line[1400], *end;
	long id = strtol(spec, &end, 10);
	long rating = id <= 150 ? 2600 - 10 * id : 1100 - id / 2;

	if (*end == '@')
		rating = strtol(end + 1, &end, 10);
	spec_line(line, sizeof(line), id, rating, end);
	put(line);
	put("\n");
}

void lfx_load(const char *header, const char *const *players)
{
	struct trf_diag d = { 0 };

	lfx_tlen = 0;
	lfx_text[0] = 0;
	put("012 Lim rule test\n");
	put(header);
	for (int i = 0; players[i]; i++)
		player(players[i]);
	lfx_doc = trf_read_mem(lfx_text, lfx_tlen, "mem", &d);
	ck_assert_msg(lfx_doc != NULL, "read: %s\n%.300s", d.msg, lfx_text);
	ck_assert_msg(trf_validate(lfx_doc, &d) == 0, "validate: line %d: %s\n%.300s",
		      d.line, d.msg, lfx_text);
	lfx_tm = tmt_build(lfx_doc, &d);
	ck_assert_msg(lfx_tm != NULL, "build: %s", d.msg);
}

int lfx_try(const struct lim_options *opt)
{
	struct trf_diag d = { 0 };

	if (lfx_have)
		pairing_free(&lfx_pg);
	int rc = lim_pair(lfx_tm, lfx_tm->next_round, opt, &lfx_pg, &d);
	lfx_have = 1;
	return rc;
}

void lfx_pair(const struct lim_options *opt)
{
	struct trf_diag d = { 0 };

	if (lfx_have)
		pairing_free(&lfx_pg);
	int rc = lim_pair(lfx_tm, lfx_tm->next_round, opt, &lfx_pg, &d);
	lfx_have = 1;
	ck_assert_msg(rc == TRF_OK, "lim_pair: %d %s", rc, d.msg);
}

void lfx_teardown(void)
{
	if (lfx_have)
		pairing_free(&lfx_pg);
	lfx_have = 0;
	tmt_free(lfx_tm);
	trf_free(lfx_doc);
	lfx_tm = NULL;
	lfx_doc = NULL;
}

static int id_of(int idx)
{
	return idx >= 0 ? lfx_tm->players[idx].id : 0;
}

const char *lfx_dump(void)
{
	static char buf[4096];
	size_t n = 0;

	buf[0] = 0;
	for (int i = 0; i < lfx_pg.nboards && n < sizeof(buf) - 32; i++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%d-%d ",
				      id_of(lfx_pg.boards[i].white),
				      id_of(lfx_pg.boards[i].black));
	snprintf(buf + n, sizeof(buf) - n, "bye %d", id_of(lfx_pg.bye));
	return buf;
}

void lfx_board(int w, int b)
{
	for (int i = 0; i < lfx_pg.nboards; i++)
		if (id_of(lfx_pg.boards[i].white) == w && id_of(lfx_pg.boards[i].black) == b)
			return;
	ck_abort_msg("no board %d-%d in: %s", w, b, lfx_dump());
}

void lfx_expect(const char *boards, int bye)
{
	char want[4096];
	size_t n = 0;
	const char *s = boards;

	want[0] = 0;
	while (*s) {
		char *end;
		long w, b;
		while (*s == ' ')
			s++;
		if (!*s)
			break;
		w = strtol(s, &end, 10);
		ck_assert(*end == '-');
		b = strtol(end + 1, &end, 10);
		s = end;
		n += (size_t)snprintf(want + n, sizeof(want) - n, "%ld-%ld ", w, b);
		ck_assert(n < sizeof(want) - 32);
	}
	snprintf(want + n, sizeof(want) - n, "bye %d", bye);
	ck_assert_msg(strcmp(want, lfx_dump()) == 0, "want: %s\n got: %s",
		      want, lfx_dump());
}

void lfx_pairs_as(const char *header, const char *const *players,
		  const struct lim_options *opt, const char *boards, int bye)
{
	lfx_load(header, players);
	lfx_pair(opt);
	lfx_expect(boards, bye);
	lfx_teardown();
}
