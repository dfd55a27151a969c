/*
 * test_write.c - writing a document back (trf-format.md §7, trf.5
 * WRITING): unchanged files byte for byte, `001' lines regenerated after
 * trf_set_block / trf_recompute_points / trf_recompute_ranks, and the
 * atomic replacement of files by trf_write_file.
 *
 * Column ruler used in the comments below:
 *          1         2         3         4         5         6         7         8         9        10        11
 * 12345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789
 */
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "trf/trf.h"

Suite *suite_trf_write(void);

static struct trf_doc *rd_ok(const char *s)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = trf_read_mem(s, strlen(s), "mem.trf", &d);

	ck_assert_msg(doc != NULL, "%d:%d: %s", d.line, d.col, d.msg);
	return doc;
}

static char *wr(const struct trf_doc *doc)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(trf_write(doc, f), 0);
	fclose(f);
	return buf;
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t n = 0, cap = 0;
	int c;

	ck_assert_msg(f != NULL, "%s: %s", path, strerror(errno));
	while ((c = getc(f)) != EOF) {
		if (n + 1 >= cap) {
			cap = cap ? 2 * cap : 4096;
			buf = realloc(buf, cap);
			ck_assert_ptr_nonnull(buf);
		}
		buf[n++] = (char)c;
	}
	fclose(f);
	if (!buf)
		buf = calloc(1, 1);
	buf[n] = 0;
	*len = n;
	return buf;
}

/* Names in a directory (without . and ..), sorted, joined by '/'. */
static void listing(const char *dir, char *out, size_t size)
{
	DIR *d = opendir(dir);
	char names[16][256];
	int n = 0;
	struct dirent *e;

	ck_assert_ptr_nonnull(d);
	while ((e = readdir(d)) != NULL) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		ck_assert_int_lt(n, 16);
		snprintf(names[n++], sizeof(names[0]), "%s", e->d_name);
	}
	closedir(d);
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
			char t[256];
			memcpy(t, names[j], sizeof(t));
			memcpy(names[j], names[j - 1], sizeof(t));
			memcpy(names[j - 1], t, sizeof(t));
		}
	out[0] = 0;
	for (int i = 0; i < n; i++)
		snprintf(out + strlen(out), size - strlen(out), "%s%s",
			 i ? "/" : "", names[i]);
}

/*
 * Four players after two rounds, rank blank (cols 86-89):
 *   round 1: 1 (w) - 3 (b) 1-0,  2 (w) - 4 (b) ½-½
 *   round 2: 4 (w) - 1 (b) 0-1,  3 (w) - 2 (b) 0-1
 */
#define BASE \
	"012 Test\n" \
	"XXR 3\n" \
	"001    1 m    Player 1                          1800 ENG     1000001 2000/01/01  2.0          3 w 1     4 b 1\n" \
	"001    2 m    Player 2                          1800 ENG     1000002 2000/01/01  1.5          4 w =     3 b 1\n" \
	"001    3 m    Player 3                          1800 ENG     1000003 2000/01/01  0.0          1 b 0     2 w 0\n" \
	"001    4 m    Player 4                          1800 ENG     1000004 2000/01/01  0.5          2 b =     1 w 0\n"

START_TEST(unchanged_files)
{
	/* Every fixture of the §9 example is written back byte for byte. */
	static const char *const files[] = {
		"fixtures/trf/good.trf", "fixtures/trf/good-cr.trf",
		"fixtures/trf/good-310.trf", "fixtures/trf/latin1-crlf.trf",
	};
	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		struct trf_diag d = { 0 };
		size_t n;
		char *in = slurp(files[i], &n);
		struct trf_doc *doc = trf_read_file(files[i], &d);
		ck_assert_msg(doc != NULL, "%s: %s", files[i], d.msg);
		char *out = wr(doc);
		ck_assert_msg(strlen(out) == n && memcmp(in, out, n) == 0,
			      "%s changed", files[i]);
		free(out);
		free(in);
		trf_free(doc);
	}
}
END_TEST

START_TEST(unchanged_after_recompute)
{
	/*
	 * Round 1: 1 (w) - 2 (b) ½-½, 3 PAB.  Round 2: 3 (w) - 2 (b) 0-1,
	 * 1 full-point bye.  Points 1.5, 1.5, 1.0; ranks 1, 1, 3.
	 * Points and ranks that are still right after recomputing keep
	 * their text as read, even the odd spellings "1.50", "1   " and
	 * "  3 ".
	 */
	static const char in[] =
		"001    1 m    Player 1                          1800 ENG     1000001 2000/01/01 1.50 1        2 w =  0000 - F\n"
		"001    2 m    Player 2                          1800 ENG     1000002 2000/01/01  1.5    1     1 b =     3 b 1\n"
		"001    3 m    Player 3                          1800 ENG     1000003 2000/01/01  1.0   3   0000 - U     2 w 0\n";
	/*
	 * Player 1's full-point bye becomes a half-point bye: points
	 * 1.0, 1.5, 1.0, ranks 2, 1, 2; the changed fields are written
	 * right-aligned, player 2's line does not change.
	 */
	static const char want[] =
		"001    1 m    Player 1                          1800 ENG     1000001 2000/01/01  1.0    2     2 w =  0000 - H\n"
		"001    2 m    Player 2                          1800 ENG     1000002 2000/01/01  1.5    1     1 b =     3 b 1\n"
		"001    3 m    Player 3                          1800 ENG     1000003 2000/01/01  1.0    2  0000 - U     2 w 0\n";
	struct trf_doc *doc = rd_ok(in);
	struct trf_diag d = { 0 };

	ck_assert_int_eq(doc->players[0].points, 15);
	ck_assert_int_eq(doc->players[0].rank, 1);
	ck_assert_int_eq(doc->players[2].rank, 3);
	ck_assert_msg(trf_validate(doc, &d) == 0, "%d:%d: %s", d.line, d.col,
		      d.msg);
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	char *out = wr(doc);
	ck_assert_str_eq(out, in);
	free(out);

	ck_assert_int_eq(trf_set_block(doc, 0, 2, 0, '-', 'H'), 0);
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	out = wr(doc);
	ck_assert_str_eq(out, want);
	free(out);
	trf_free(doc);
}
END_TEST

START_TEST(append_round)
{
	/*
	 * Round 3: 1 (w) - 2 (b) 1-0, 3 (w) - 4 (b) ½-½.
	 * Points: 1: 2.0 + 1 = 3.0, 2: 1.5 + 0 = 1.5, 3: 0 + ½ = 0.5,
	 *         4: ½ + ½ = 1.0.
	 * Ranks (1 + players with more points): 1, 2, 4, 3.
	 * Points right-aligned in 81-84, rank right-aligned in 86-89,
	 * round 3 at cols 112-119.
	 */
	static const char want[] =
		"012 Test\n"
		"XXR 3\n"
		"001    1 m    Player 1                          1800 ENG     1000001 2000/01/01  3.0    1     3 w 1     4 b 1     2 w 1\n"
		"001    2 m    Player 2                          1800 ENG     1000002 2000/01/01  1.5    2     4 w =     3 b 1     1 b 0\n"
		"001    3 m    Player 3                          1800 ENG     1000003 2000/01/01  0.5    4     1 b 0     2 w 0     4 w =\n"
		"001    4 m    Player 4                          1800 ENG     1000004 2000/01/01  1.0    3     2 b =     1 w 0     3 b =\n";
	struct trf_doc *doc = rd_ok(BASE);
	struct trf_diag d = { 0 };

	ck_assert_int_eq(trf_set_block(doc, 0, 3, 2, 'w', '1'), 0);
	ck_assert_int_eq(trf_set_block(doc, 1, 3, 1, 'b', '0'), 0);
	ck_assert_int_eq(trf_set_block(doc, 2, 3, 4, 'w', '='), 0);
	ck_assert_int_eq(trf_set_block(doc, 3, 3, 3, 'b', '='), 0);
	for (size_t i = 0; i < 4; i++)
		ck_assert_int_eq(doc->players[i].nblocks, 3);
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	ck_assert_int_eq(doc->players[0].points, 30);
	ck_assert_int_eq(doc->players[1].points, 15);
	ck_assert_int_eq(doc->players[2].points, 5);
	ck_assert_int_eq(doc->players[3].points, 10);
	ck_assert_int_eq(doc->players[0].rank, 1);
	ck_assert_int_eq(doc->players[1].rank, 2);
	ck_assert_int_eq(doc->players[2].rank, 4);
	ck_assert_int_eq(doc->players[3].rank, 3);

	char *out = wr(doc);
	ck_assert_str_eq(out, want);
	free(out);
	/* The result is a consistent tournament. */
	ck_assert_msg(trf_validate(doc, &d) == 0, "%d:%d: %s", d.line, d.col,
		      d.msg);
	/* Read back, it is written the same again. */
	struct trf_doc *again = rd_ok(want);
	out = wr(again);
	ck_assert_str_eq(out, want);
	free(out);
	trf_free(again);
	trf_free(doc);
}
END_TEST

START_TEST(append_under_310)
{
	/* The same round under XXS W=3 D=1: 1: 6 + 3 = 9.0,
	 * 2: 4 + 0 = 4.0, 3: 0 + 1 = 1.0, 4: 1 + 1 = 2.0; ranks 1, 2, 4, 3. */
	static const char want[] =
		"XXS W=3 D=1\n"
		"001    1 m    Player 1                          1800 ENG     1000001 2000/01/01  9.0    1     3 w 1     4 b 1     2 w 1\n"
		"001    2 m    Player 2                          1800 ENG     1000002 2000/01/01  4.0    2     4 w =     3 b 1     1 b 0\n"
		"001    3 m    Player 3                          1800 ENG     1000003 2000/01/01  1.0    4     1 b 0     2 w 0     4 w =\n"
		"001    4 m    Player 4                          1800 ENG     1000004 2000/01/01  2.0    3     2 b =     1 w 0     3 b =\n";
	struct trf_doc *doc = rd_ok(
		"XXS W=3 D=1\n"
		"001    1 m    Player 1                          1800 ENG     1000001 2000/01/01  6.0    1     3 w 1     4 b 1\n"
		"001    2 m    Player 2                          1800 ENG     1000002 2000/01/01  4.0    2     4 w =     3 b 1\n"
		"001    3 m    Player 3                          1800 ENG     1000003 2000/01/01  0.0    4     1 b 0     2 w 0\n"
		"001    4 m    Player 4                          1800 ENG     1000004 2000/01/01  1.0    3     2 b =     1 w 0\n");

	trf_set_block(doc, 0, 3, 2, 'w', '1');
	trf_set_block(doc, 1, 3, 1, 'b', '0');
	trf_set_block(doc, 2, 3, 4, 'w', '=');
	trf_set_block(doc, 3, 3, 3, 'b', '=');
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	char *out = wr(doc);
	ck_assert_str_eq(out, want);
	free(out);
	trf_free(doc);
}
END_TEST

START_TEST(ranks_with_ties)
{
	/* 1.0, 1.0, 0.5, 1.5: ranks 2, 2, 4, 1 (1 + players with more). */
	struct trf_doc *doc = rd_ok(
		"001    1 m    A\n001    2 m    B\n001    3 m    C\n001    4 m    D\n");

	trf_set_block(doc, 0, 1, 2, 'w', '=');
	trf_set_block(doc, 1, 1, 1, 'b', '=');
	trf_set_block(doc, 2, 1, 4, 'w', '0');
	trf_set_block(doc, 3, 1, 3, 'b', '1');
	trf_set_block(doc, 0, 2, 0, '-', 'H');
	trf_set_block(doc, 1, 2, 0, '-', 'H');
	trf_set_block(doc, 2, 2, 0, '-', 'H');
	trf_set_block(doc, 3, 2, 0, '-', 'H');
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	ck_assert_int_eq(doc->players[0].points, 10);
	ck_assert_int_eq(doc->players[1].points, 10);
	ck_assert_int_eq(doc->players[2].points, 5);
	ck_assert_int_eq(doc->players[3].points, 15);
	ck_assert_int_eq(doc->players[0].rank, 2);
	ck_assert_int_eq(doc->players[1].rank, 2);
	ck_assert_int_eq(doc->players[2].rank, 4);
	ck_assert_int_eq(doc->players[3].rank, 1);
	trf_free(doc);
}
END_TEST

START_TEST(grow_short_line)
{
	/*
	 * A line that stopped after the name (col 25) and had 3 trailing
	 * blanks gets a half-point bye in round 2: the identity fields are
	 * padded to col 80, points " 0.5" in 81-84, rank "   1" in 86-89,
	 * round 1 stays blank (cols 92-99) and round 2 is at 102-109; the
	 * old trailing blanks are dropped.
	 */
	static const char want[] =
		"001    1 m    Late, Entry"
		"                                                       " /* 26-80 */
		" 0.5    1"						  /* 81-89 */
		"            "						  /* 90-101 */
		"0000 - H\n";						  /* 102-109 */
	struct trf_doc *doc = rd_ok("001    1 m    Late, Entry   \n");

	ck_assert_int_eq(trf_set_block(doc, 0, 2, 0, '-', 'H'), 0);
	ck_assert_int_eq(doc->players[0].nblocks, 2);
	ck_assert(trf_block_blank(&doc->players[0].blocks[0]));
	ck_assert_int_eq(trf_result_code(&doc->players[0].blocks[0]), 'Z');
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	ck_assert_int_eq(doc->players[0].points, 5);
	char *out = wr(doc);
	ck_assert_uint_eq(strlen(want), 110);
	ck_assert_str_eq(out, want);
	free(out);
	trf_free(doc);
}
END_TEST

START_TEST(grow_drops_trailing_blanks)
{
	static const char want[] =
		"001    1 m    Player 1                          1800 ENG     1000001 2000/01/01  2.0    1     2 w 1  0000 - U\r\n"
		"001    2 m    Player 2                          1800 ENG     1000002 2000/01/01  0.0    2     1 b 0  0000 - Z\r\n";
	/* Padded to col 120 with blanks; CRLF kept. */
	struct trf_doc *doc = rd_ok(
		"001    1 m    Player 1                          1800 ENG     1000001 2000/01/01  1.0    1     2 w 1           \r\n"
		"001    2 m    Player 2                          1800 ENG     1000002 2000/01/01  0.0    2     1 b 0           \r\n");

	trf_set_block(doc, 0, 2, 0, '-', 'U');
	trf_set_block(doc, 1, 2, 0, '-', 'Z');
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	char *out = wr(doc);
	ck_assert_str_eq(out, want);
	free(out);
	trf_free(doc);
}
END_TEST

START_TEST(utf8_line_rewritten)
{
	/* Šimek gets a half-point bye in round 3; in code points the
	 * fields stay at their columns: points " 0.5", rank 1 of 1. */
	static const char want[] =
		"001    3 m    \xc5\xa0imek, Tom\xc3\xa1\xc5\xa1                      2051 CZE      361234 1985/07/30  0.5    1     6 w 0     2 b 0  0000 - H\n";
	struct trf_doc *doc = rd_ok(
		"001    3 m    \xc5\xa0imek, Tom\xc3\xa1\xc5\xa1                      2051 CZE      361234 1985/07/30  0.0    6     6 w 0     2 b 0\n");

	trf_set_block(doc, 0, 3, 0, '-', 'H');
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	char *out = wr(doc);
	ck_assert_str_eq(out, want);
	free(out);
	trf_free(doc);
}
END_TEST

START_TEST(latin1_line_rewritten)
{
	/* The same in CP1252 (Š 0x8a, á 0xe1, š 0x9a): one byte, one
	 * column, so the output has the same layout as in UTF-8. */
	static const char want[] =
		"001    3 m    \x8aimek, Tom\xe1\x9a                      2051 CZE      361234 1985/07/30  0.5    1     6 w 0     2 b 0  0000 - H\n";
	struct trf_doc *doc = rd_ok(
		"001    3 m    \x8aimek, Tom\xe1\x9a                      2051 CZE      361234 1985/07/30  0.0    6     6 w 0     2 b 0\n");

	trf_set_block(doc, 0, 3, 0, '-', 'H');
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	char *out = wr(doc);
	ck_assert_str_eq(out, want);
	free(out);
	trf_free(doc);

	/* A short Latin-1 line (ends after the name) is padded by bytes. */
	doc = rd_ok("001    1 m    \x8aimek\n");
	trf_set_block(doc, 0, 1, 0, '-', 'F');
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	out = wr(doc);
	ck_assert_str_eq(out, "001    1 m    \x8aimek"
			 "                                                             " /* 20-80 */
			 " 1.0    1  0000 - F\n");
	free(out);
	trf_free(doc);
}
END_TEST

START_TEST(set_block_changes)
{
	struct trf_doc *doc = rd_ok(BASE);

	/* Round 0 is refused. */
	ck_assert_int_eq(trf_set_block(doc, 0, 0, 2, 'w', '1'), -1);
	/* Changing an existing round: 1's round 2 becomes a draw. */
	ck_assert_int_eq(trf_set_block(doc, 0, 2, 4, 'b', '='), 0);
	ck_assert_int_eq(doc->players[0].nblocks, 2);
	ck_assert_int_eq(doc->players[0].blocks[1].opponent, 4);
	ck_assert_int_eq(doc->players[0].blocks[1].result, '=');
	ck_assert_str_eq(doc->players[0].blocks[1].opp_text, "   4");
	/* A bye has the opponent text 0000. */
	ck_assert_int_eq(trf_set_block(doc, 1, 4, 0, '-', 'H'), 0);
	ck_assert_int_eq(doc->players[1].nblocks, 4);
	ck_assert_str_eq(doc->players[1].blocks[3].opp_text, "0000");
	ck_assert(trf_block_blank(&doc->players[1].blocks[2]));
	ck_assert_int_eq(trf_find_player(doc, 3), 2);
	ck_assert_int_eq(trf_find_player(doc, 5), -1);
	trf_free(doc);
}
END_TEST

START_TEST(write_file_replaces)
{
	char dir[] = "/tmp/trf-test.XXXXXX", path[64], names[512];
	struct trf_diag d = { 0 };
	size_t n, m;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/out.trf", dir);
	FILE *f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("old contents, longer than nothing\n", f);
	fclose(f);

	struct stat before, st;
	ck_assert_int_eq(stat(path, &before), 0);

	struct trf_doc *doc = trf_read_file("fixtures/trf/good.trf", &d);
	ck_assert_ptr_nonnull(doc);
	umask(022);
	ck_assert_int_eq(trf_write_file(doc, path, &d), 0);
	/* Replaced by another file (renamed over it), not rewritten in
	 * place. */
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert(st.st_ino != before.st_ino);
	char *want = slurp("fixtures/trf/good.trf", &n);
	char *got = slurp(path, &m);
	ck_assert_uint_eq(m, n);
	ck_assert(memcmp(want, got, n) == 0);
	/* No temporary file left beside it. */
	listing(dir, names, sizeof(names));
	ck_assert_str_eq(names, "out.trf");
	/* The usual permissions, not mkstemp's 0600. */
	ck_assert_int_eq(st.st_mode & 0777, 0644);

	/* Writing a new file. */
	snprintf(path, sizeof(path), "%s/new.trf", dir);
	ck_assert_int_eq(trf_write_file(doc, path, &d), 0);
	listing(dir, names, sizeof(names));
	ck_assert_str_eq(names, "new.trf/out.trf");
	free(got);
	got = slurp(path, &m);
	ck_assert_uint_eq(m, n);
	ck_assert(memcmp(want, got, n) == 0);

	free(want);
	free(got);
	trf_free(doc);
	unlink(path);
	snprintf(path, sizeof(path), "%s/out.trf", dir);
	unlink(path);
	rmdir(dir);
}
END_TEST

START_TEST(write_file_fails)
{
	char dir[] = "/tmp/trf-test.XXXXXX", path[160], names[512];
	struct trf_diag d = { 0 };

	ck_assert_ptr_nonnull(mkdtemp(dir));
	struct trf_doc *doc = trf_read_file("fixtures/trf/good.trf", &d);
	ck_assert_ptr_nonnull(doc);

	/* A directory that does not exist. */
	snprintf(path, sizeof(path), "%s/missing/out.trf", dir);
	memset(&d, 0, sizeof(d));
	ck_assert_int_eq(trf_write_file(doc, path, &d), -1);
	ck_assert_int_eq(d.status, TRF_EIO);
	ck_assert_str_eq(d.file, path);
	listing(dir, names, sizeof(names));
	ck_assert_str_eq(names, "");

	/* A directory without write permission.  Root may write there
	 * anyway, so as root the attempt is made in a child process that
	 * has become "nobody". */
	char ro[64];
	snprintf(ro, sizeof(ro), "%s/ro", dir);
	ck_assert_int_eq(mkdir(ro, 0555), 0);
	ck_assert_int_eq(chmod(ro, 0555), 0);
	ck_assert_int_eq(chmod(dir, 0755), 0);
	snprintf(path, sizeof(path), "%s/out.trf", ro);
	int root = geteuid() == 0;
	pid_t pid = root ? fork() : 0;
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		int ok = 1;
		if (root)
			ok = setgid(65534) == 0 && setuid(65534) == 0;
		ok = ok && access(ro, W_OK) != 0;
		memset(&d, 0, sizeof(d));
		ok = ok && trf_write_file(doc, path, &d) == -1 &&
			d.status == TRF_EIO;
		if (root)
			_exit(ok ? 0 : 1);
		ck_assert_msg(ok, "%s", d.msg);
	} else {
		int status;
		ck_assert_int_eq(waitpid(pid, &status, 0), pid);
		ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	}
	listing(ro, names, sizeof(names));
	ck_assert_str_eq(names, "");
	rmdir(ro);

	/* A "directory" that is a regular file. */
	char file[64];
	snprintf(file, sizeof(file), "%s/plain", dir);
	FILE *f = fopen(file, "w");
	ck_assert_ptr_nonnull(f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/out.trf", file);
	memset(&d, 0, sizeof(d));
	ck_assert_int_eq(trf_write_file(doc, path, &d), -1);
	ck_assert_int_eq(d.status, TRF_EIO);
	listing(dir, names, sizeof(names));
	ck_assert_str_eq(names, "plain");
	unlink(file);

	/* The target is a directory: rename fails, the temporary file is
	 * removed and the directory is untouched. */
	snprintf(path, sizeof(path), "%s/target", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	memset(&d, 0, sizeof(d));
	ck_assert_int_eq(trf_write_file(doc, path, &d), -1);
	ck_assert_int_eq(d.status, TRF_EIO);
	listing(dir, names, sizeof(names));
	ck_assert_str_eq(names, "target");
	rmdir(path);

	trf_free(doc);
	rmdir(dir);
}
END_TEST

Suite *suite_trf_write(void)
{
	Suite *s = suite_create("trf_write");
	TCase *tc = tcase_create("write");

	tcase_add_test(tc, unchanged_files);
	tcase_add_test(tc, unchanged_after_recompute);
	tcase_add_test(tc, append_round);
	tcase_add_test(tc, append_under_310);
	tcase_add_test(tc, ranks_with_ties);
	tcase_add_test(tc, grow_short_line);
	tcase_add_test(tc, grow_drops_trailing_blanks);
	tcase_add_test(tc, utf8_line_rewritten);
	tcase_add_test(tc, latin1_line_rewritten);
	tcase_add_test(tc, set_block_changes);
	tcase_add_test(tc, write_file_replaces);
	tcase_add_test(tc, write_file_fails);
	suite_add_tcase(s, tc);
	return s;
}
