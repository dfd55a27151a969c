/*
 * test_read.c - the TRF reader: line terminators, trailing blanks, short
 * lines, encodings, unknown records, blank lines and the fields of `001'
 * records (trf-format.md §1, §3, §8).
 *
 * Column ruler used in the comments below:
 *          1         2         3         4         5         6         7         8         9        10        11
 * 12345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf/trf.h"

Suite *suite_trf_read(void);

/* Player lines of trf-format.md §9 (t/fixtures/trf/good.trf). */
#define L1 "001    1 wWIM Lindqvist, Maja                   2215 SWE     1700123 1998/04/12  1.5    1     4 w 1     6 b ="
#define L2 "001    2 m FM Okafor, Daniel                    2140 NGR     8500321 2001/11/03  1.5    3     5 b =     3 w 1"
/* Šimek, Tomáš: 12 characters, 16 bytes in UTF-8. */
#define SIMEK_UTF8 "\xc5\xa0imek, Tom\xc3\xa1\xc5\xa1"
/* The same name in CP1252: Š = 0x8a, á = 0xe1, š = 0x9a (12 bytes). */
#define SIMEK_1252 "\x8aimek, Tom\xe1\x9a"
/* Name (12 columns) + 21 blanks of padding to col 47 + blank col 48. */
#define L3_AFTER_NAME "                      2051 CZE      361234 1985/07/30  0.0    6     6 w 0     2 b 0"
#define L3 "001    3 m    " SIMEK_UTF8 L3_AFTER_NAME

static struct trf_doc *rd(const char *s, struct trf_diag *d)
{
	return trf_read_mem(s, strlen(s), "mem.trf", d);
}

static struct trf_doc *rd_ok(const char *s)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = rd(s, &d);

	ck_assert_msg(doc != NULL, "%d:%d: %s", d.line, d.col, d.msg);
	return doc;
}

/* The document written to memory (NUL-terminated). */
static char *wr(const struct trf_doc *doc, size_t *len)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(trf_write(doc, f), 0);
	fclose(f);
	if (len)
		*len = n;
	return buf;
}

/* Written back byte for byte. */
static void same_back(const struct trf_doc *doc, const char *in, size_t inlen)
{
	size_t n;
	char *out = wr(doc, &n);

	ck_assert_uint_eq(n, inlen);
	ck_assert_msg(memcmp(out, in, n) == 0, "written back as [%s]", out);
	free(out);
}

static void expect_error(const char *s, int line, int col)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = rd(s, &d);

	ck_assert_ptr_null(doc);
	ck_assert_int_eq(d.status, TRF_EINVALID);
	ck_assert_int_eq(d.line, line);
	ck_assert_int_eq(d.col, col);
	ck_assert_str_eq(d.file, "mem.trf");
}

START_TEST(eol_lf)
{
	const char *s = "012 A\nXXR 3\n" L1 "\n";
	struct trf_doc *doc = rd_ok(s);

	ck_assert_uint_eq(doc->nlines, 3);
	for (size_t i = 0; i < 3; i++)
		ck_assert_int_eq(doc->lines[i].eol, TRF_EOL_LF);
	ck_assert_int_eq(doc->eol, TRF_EOL_LF);
	ck_assert_str_eq(doc->lines[0].text, "012 A");
	ck_assert_int_eq(doc->total_rounds, 3);
	ck_assert_int_eq(doc->lines[2].kind, TRF_LINE_PLAYER);
	ck_assert_int_eq(doc->lines[2].player, 0);
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(eol_crlf)
{
	const char *s = "012 A\r\nXXR 3\r\n" L1 "\r\n";
	struct trf_doc *doc = rd_ok(s);

	ck_assert_uint_eq(doc->nlines, 3);
	for (size_t i = 0; i < 3; i++)
		ck_assert_int_eq(doc->lines[i].eol, TRF_EOL_CRLF);
	ck_assert_int_eq(doc->eol, TRF_EOL_CRLF);
	/* No CR left inside the text: "XXR 3" still means 3 rounds. */
	ck_assert_str_eq(doc->lines[1].text, "XXR 3");
	ck_assert_int_eq(doc->total_rounds, 3);
	/* Last field of the 001 line is the round-2 result '=' (col 109). */
	ck_assert_int_eq(doc->players[0].nblocks, 2);
	ck_assert_int_eq(doc->players[0].blocks[1].result, '=');
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(eol_cr)
{
	const char *s = "012 A\rXXR 3\r" L1 "\r";
	struct trf_doc *doc = rd_ok(s);

	ck_assert_uint_eq(doc->nlines, 3);
	for (size_t i = 0; i < 3; i++)
		ck_assert_int_eq(doc->lines[i].eol, TRF_EOL_CR);
	ck_assert_int_eq(doc->eol, TRF_EOL_CR);
	ck_assert_int_eq(doc->total_rounds, 3);
	ck_assert_int_eq(doc->players[0].points, 15);
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(eol_mixed)
{
	/* CRLF, LF, CR, then CR followed by CRLF (an empty line), then LF
	 * and a last line without terminator. */
	const char *s = "012 A\r\n022 B\n032 C\r042 D\r\r\n" L1 "\n052 E";
	struct trf_doc *doc = rd_ok(s);

	ck_assert_uint_eq(doc->nlines, 7);
	ck_assert_int_eq(doc->lines[0].eol, TRF_EOL_CRLF);
	ck_assert_int_eq(doc->lines[1].eol, TRF_EOL_LF);
	ck_assert_int_eq(doc->lines[2].eol, TRF_EOL_CR);
	ck_assert_int_eq(doc->lines[3].eol, TRF_EOL_CR);
	ck_assert_str_eq(doc->lines[4].text, "");
	ck_assert_int_eq(doc->lines[4].eol, TRF_EOL_CRLF);
	ck_assert_int_eq(doc->lines[5].kind, TRF_LINE_PLAYER);
	ck_assert_int_eq(doc->lines[5].eol, TRF_EOL_LF);
	ck_assert_str_eq(doc->lines[6].text, "052 E");
	ck_assert_int_eq(doc->lines[6].eol, TRF_EOL_NONE);
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(eol_dominant)
{
	/* Two CR, one LF: new lines would get CR. */
	struct trf_doc *doc = rd_ok("012 A\r022 B\r032 C\n");

	ck_assert_int_eq(doc->eol, TRF_EOL_CR);
	trf_free(doc);
	/* Two CRLF, one CR, one LF. */
	doc = rd_ok("012 A\r\n022 B\r\n032 C\r042 D\n");
	ck_assert_int_eq(doc->eol, TRF_EOL_CRLF);
	trf_free(doc);
}
END_TEST

START_TEST(no_final_terminator)
{
	const char *s = "012 A\n" L1;
	struct trf_doc *doc = rd_ok(s);

	ck_assert_uint_eq(doc->nlines, 2);
	ck_assert_int_eq(doc->lines[1].eol, TRF_EOL_NONE);
	ck_assert_int_eq(doc->players[0].nblocks, 2);
	same_back(doc, s, strlen(s));
	trf_free(doc);

	/* A bare "XXR 4" with nothing after it. */
	doc = rd_ok("XXR 4");
	ck_assert_int_eq(doc->total_rounds, 4);
	same_back(doc, "XXR 4", 5);
	trf_free(doc);
}
END_TEST

START_TEST(trailing_blanks)
{
	/* 12 trailing blanks after col 109 and a tab; 3 after "XXR 5". */
	const char *s = "XXR 5   \n" L1 "            \t\n012 Name  \n";
	struct trf_doc *doc = rd_ok(s);
	const struct trf_player *p = &doc->players[0];

	ck_assert_int_eq(doc->total_rounds, 5);
	ck_assert_int_eq(p->nblocks, 2);	/* no block from the blanks */
	ck_assert_int_eq(p->blocks[1].opponent, 6);
	ck_assert_int_eq(p->blocks[1].colour, 'b');
	ck_assert_int_eq(p->blocks[1].result, '=');
	ck_assert_str_eq(p->tail, "            \t");
	ck_assert_str_eq(doc->lines[2].text, "012 Name  ");
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(short_lines)
{
	/* Line 1 ends after the name (col 25), line 2 after the points
	 * (col 84, " 0.5"), line 3 after the rank (col 89),
	 * line 4 after the start number. */
	const char *s =
		"001    1 m    Short, Line\n"
		"001    2 m    Other, Guy                        1800 ENG     1000002 2000/01/01  0.5\n"
		"001    3 f    Third, One                        1700 FRA     1000003 2000/01/01  0.0   12\n"
		"001    4\n";
	struct trf_doc *doc = rd_ok(s);

	ck_assert_uint_eq(doc->nplayers, 4);
	const struct trf_player *p = &doc->players[0];
	ck_assert_int_eq(p->id, 1);
	ck_assert_str_eq(p->name, "Short, Line");
	ck_assert_int_eq(p->rating, 0);
	ck_assert_str_eq(p->federation, "");
	ck_assert_int_eq(p->points, -1);
	ck_assert_int_eq(p->rank, -1);
	ck_assert_int_eq(p->nblocks, 0);

	p = &doc->players[1];
	ck_assert_str_eq(p->name, "Other, Guy");
	ck_assert_int_eq(p->rating, 1800);
	ck_assert_str_eq(p->federation, "ENG");
	ck_assert_str_eq(p->fide_id, "1000002");
	ck_assert_str_eq(p->birth, "2000/01/01");
	ck_assert_int_eq(p->points, 5);
	ck_assert_int_eq(p->rank, -1);
	ck_assert_int_eq(p->nblocks, 0);

	p = &doc->players[2];
	ck_assert_int_eq(p->sex, 'f');
	ck_assert_int_eq(p->points, 0);
	ck_assert_int_eq(p->rank, 12);
	ck_assert_int_eq(p->nblocks, 0);

	p = &doc->players[3];
	ck_assert_int_eq(p->id, 4);
	ck_assert_str_eq(p->name, "");
	ck_assert_int_eq(p->points, -1);

	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(short_block)
{
	/* Round 2 cut after the opponent ("0000", cols 102-105), and a
	 * line cut after the colour of round 1 (col 97): both read as
	 * blank colour/result (trf-format.md §8). */
	const char *s =
		"001    1 m    A                                 1800 ENG     1000001 2000/01/01  1.0    1     2 w 1  0000\n"
		"001    2 m    B                                 1800 ENG     1000002 2000/01/01  0.0    2  0000 -\n";
	struct trf_doc *doc = rd_ok(s);
	const struct trf_block *b = &doc->players[0].blocks[1];

	ck_assert_int_eq(doc->players[0].nblocks, 2);
	ck_assert_int_eq(b->opponent, 0);
	ck_assert_int_eq(b->colour, ' ');
	ck_assert_int_eq(b->result, ' ');
	ck_assert_int_eq(trf_result_code(b), 'Z');
	ck_assert(!trf_block_blank(b));		/* "0000" is written */
	b = &doc->players[1].blocks[0];
	ck_assert_int_eq(doc->players[1].nblocks, 1);
	ck_assert_int_eq(b->colour, '-');
	ck_assert_int_eq(b->result, ' ');
	ck_assert_int_eq(trf_result_code(b), 'Z');
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(utf8_name)
{
	const char *s = L1 "\n" L3 "\n";
	struct trf_doc *doc = rd_ok(s);
	const struct trf_player *p = &doc->players[1];

	/* With columns counted in code points, the name is cols 15-26 and
	 * every later field is where it belongs. */
	ck_assert_str_eq(p->name, SIMEK_UTF8);
	ck_assert_int_eq(p->id, 3);
	ck_assert_int_eq(p->sex, 'm');
	ck_assert_str_eq(p->title, "");
	ck_assert_int_eq(p->rating, 2051);
	ck_assert_str_eq(p->federation, "CZE");
	ck_assert_str_eq(p->fide_id, "361234");
	ck_assert_str_eq(p->birth, "1985/07/30");
	ck_assert_int_eq(p->points, 0);
	ck_assert_int_eq(p->rank, 6);
	ck_assert_int_eq(p->nblocks, 2);
	ck_assert_int_eq(p->blocks[0].opponent, 6);
	ck_assert_int_eq(p->blocks[0].colour, 'w');
	ck_assert_int_eq(p->blocks[0].result, '0');
	ck_assert_int_eq(p->blocks[1].opponent, 2);
	ck_assert_int_eq(p->blocks[1].colour, 'b');
	ck_assert_int_eq(p->blocks[1].result, '0');
	/* The first player: title WIM in cols 11-13, sex w in col 10. */
	p = &doc->players[0];
	ck_assert_int_eq(p->sex, 'w');
	ck_assert_str_eq(p->title, "WIM");
	ck_assert_str_eq(p->name, "Lindqvist, Maja");
	ck_assert_int_eq(p->rating, 2215);
	ck_assert_int_eq(p->points, 15);
	ck_assert_int_eq(p->rank, 1);
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(utf8_name_short_line)
{
	/* A UTF-8 name and a line that stops after the points: the line
	 * is written back as it was (no padding of our own). */
	const char *s = "001    3 m    " SIMEK_UTF8
		"                      2051 CZE      361234 1985/07/30  0.0\n";
	struct trf_doc *doc = rd_ok(s);

	ck_assert_int_eq(doc->players[0].rating, 2051);
	ck_assert_int_eq(doc->players[0].points, 0);
	ck_assert_int_eq(doc->players[0].rank, -1);
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(latin1_bytes_are_columns)
{
	/* CP1252 bytes are invalid UTF-8: one byte is one column.  With the
	 * 12-byte name the fields are at the standard columns. */
	const char *s = L1 "\n001    3 m    " SIMEK_1252 L3_AFTER_NAME "\n";
	struct trf_doc *doc = rd_ok(s);
	const struct trf_player *p = &doc->players[1];

	ck_assert_str_eq(p->name, SIMEK_1252);
	ck_assert_int_eq(p->rating, 2051);
	ck_assert_str_eq(p->federation, "CZE");
	ck_assert_str_eq(p->fide_id, "361234");
	ck_assert_int_eq(p->points, 0);
	ck_assert_int_eq(p->rank, 6);
	ck_assert_int_eq(p->nblocks, 2);
	ck_assert_int_eq(p->blocks[0].opponent, 6);
	ck_assert_int_eq(p->blocks[1].opponent, 2);
	ck_assert_int_eq(p->blocks[1].colour, 'b');
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(latin1_iso_name)
{
	/* ISO-8859-1 "Müller, Jürgen" (ü = 0xfc), 14 bytes = 14 columns. */
	const char *s =
		"001    1 m    M\xfcller, J\xfcrgen                    2100 GER     4600001 1970/01/01  0.0    1\n";
	struct trf_doc *doc = rd_ok(s);

	ck_assert_str_eq(doc->players[0].name, "M\xfcller, J\xfcrgen");
	ck_assert_int_eq(doc->players[0].rating, 2100);
	ck_assert_str_eq(doc->players[0].federation, "GER");
	ck_assert_int_eq(doc->players[0].rank, 1);
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(bom)
{
	/* The BOM is removed; the 001 on the first line is still a player,
	 * and the BOM is not written back (trf.5, WRITING). */
	const char *s = "\xef\xbb\xbf" L3 "\nXXR 5\n";
	struct trf_doc *doc = rd_ok(s);

	ck_assert_uint_eq(doc->nplayers, 1);
	ck_assert_int_eq(doc->lines[0].kind, TRF_LINE_PLAYER);
	ck_assert_int_eq(doc->players[0].id, 3);
	ck_assert_int_eq(doc->players[0].line, 1);
	ck_assert_int_eq(doc->players[0].rating, 2051);
	ck_assert_int_eq(doc->total_rounds, 5);
	same_back(doc, s + 3, strlen(s) - 3);
	trf_free(doc);

	/* A BOM before an extension line. */
	doc = rd_ok("\xef\xbb\xbfXXR 7\n");
	ck_assert_int_eq(doc->total_rounds, 7);
	ck_assert_str_eq(doc->lines[0].text, "XXR 7");
	trf_free(doc);
}
END_TEST

START_TEST(unknown_lines_kept)
{
	const char *s =
		"### made by hand\n"
		"DAT    1 EMAIL someone@example.org\n"
		L1 "\n"
		"GER    1 m    Lindqvist, Maja                   1999\n"
		"801 informative\n"
		"ZZZ\n"
		"XXC white1 frobnicate\n"
		L2 "\n"
		"092 Individual: Swiss-System\n";
	struct trf_doc *doc = rd_ok(s);
	static const char *const want[] = {
		"### made by hand", "DAT    1 EMAIL someone@example.org", NULL,
		"GER    1 m    Lindqvist, Maja                   1999",
		"801 informative", "ZZZ", "XXC white1 frobnicate", NULL,
		"092 Individual: Swiss-System",
	};

	ck_assert_uint_eq(doc->nlines, 9);
	ck_assert_uint_eq(doc->nplayers, 2);
	for (size_t i = 0; i < 9; i++) {
		if (!want[i]) {
			ck_assert_int_eq(doc->lines[i].kind, TRF_LINE_PLAYER);
			continue;
		}
		ck_assert_int_eq(doc->lines[i].kind, TRF_LINE_OTHER);
		ck_assert_str_eq(doc->lines[i].text, want[i]);
	}
	ck_assert_int_eq(doc->lines[2].player, 0);
	ck_assert_int_eq(doc->lines[7].player, 1);
	ck_assert_int_eq(doc->initial_colour, 'w');	/* unknown word ignored */
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(blank_lines)
{
	/* Blank lines (empty, blanks only, shorter than 3 chars) anywhere;
	 * they still count for line numbers. */
	const char *s = "\n   \n012 A\n\nx\n" L1 "\n\n";
	struct trf_doc *doc = rd_ok(s);

	ck_assert_uint_eq(doc->nlines, 7);
	ck_assert_uint_eq(doc->nplayers, 1);
	ck_assert_str_eq(doc->lines[0].text, "");
	ck_assert_str_eq(doc->lines[1].text, "   ");
	ck_assert_str_eq(doc->lines[4].text, "x");
	ck_assert_int_eq(doc->players[0].line, 6);
	same_back(doc, s, strlen(s));
	trf_free(doc);

	/* A malformed line after two blank lines is reported on line 3. */
	expect_error("\n\n001   3x m    A\n", 3, 5);
}
END_TEST

START_TEST(result_codes)
{
	/* One block for every code: 20 rounds, base col 92 + 10(r-1). */
	const char *s =
		"001    1 m    Codes, All                        1800 ENG     1000001 2000/01/01  0.0    1  "
		"   2 w 1     2 b =     2 w 0     2 b W     2 w D  "	/* 1-5 */
		"   2 b L     2 w +     2 b -  0000 - U  0000 - H  "	/* 6-10 */
		"0000 - F  0000 - Z  0000      0000 - +  0000 - =  "	/* 11-15 */
		"0000 - -     2 W w  0000 - h            0000 - z\n";	/* 16-20 */
	/* Normalised codes (trf_result_code): legacy 0000 - + is U,
	 * 0000 - = is H, 0000 - - and a blank result are Z; round 19 is an
	 * all-blank block followed by a non-blank one: an absence, Z. */
	static const char want[] = "1=0WDL+-UHFZZUHZWHZZ";
	struct trf_doc *doc = rd_ok(s);
	const struct trf_player *p = &doc->players[0];

	ck_assert_int_eq(p->nblocks, 20);
	for (int r = 0; r < 20; r++)
		ck_assert_msg(trf_result_code(&p->blocks[r]) == want[r],
			      "round %d: %c", r + 1, trf_result_code(&p->blocks[r]));
	/* As read: lower-case letters and upper-case colours are kept. */
	ck_assert_int_eq(p->blocks[16].colour, 'W');
	ck_assert_int_eq(p->blocks[16].result, 'w');
	ck_assert_int_eq(p->blocks[17].result, 'h');
	ck_assert_int_eq(p->blocks[12].colour, ' ');
	ck_assert_int_eq(p->blocks[12].result, ' ');
	ck_assert_str_eq(p->blocks[0].opp_text, "   2");
	ck_assert_str_eq(p->blocks[8].opp_text, "0000");
	ck_assert_str_eq(p->blocks[18].opp_text, "    ");
	/* Blank only where all 8 columns are blank. */
	for (int r = 0; r < 20; r++)
		ck_assert_int_eq(trf_block_blank(&p->blocks[r]), r == 18);
	/* Played: 1 = 0 W D L only (§3.1). */
	for (int r = 0; r < 20; r++)
		ck_assert_int_eq(trf_result_played(trf_result_code(&p->blocks[r])),
				 r < 6 || r == 16);
	/* Pairing blocks: a real opponent, U, or legacy 0000 - +. */
	for (int r = 0; r < 20; r++)
		ck_assert_int_eq(trf_block_pairs(&p->blocks[r]),
				 r < 8 || r == 8 || r == 13 || r == 16);
	same_back(doc, s, strlen(s));
	trf_free(doc);
}
END_TEST

START_TEST(result_code_invalid)
{
	struct trf_block b = { 0, '-', 'W', "0000" };

	/* W, D, L, 1, =, 0 need an opponent: invalid with 0000. */
	ck_assert_int_eq(trf_result_code(&b), 0);
	b.result = '1';
	ck_assert_int_eq(trf_result_code(&b), 0);
	b.result = 'L';
	ck_assert_int_eq(trf_result_code(&b), 0);
	/* U, H, F, Z need 0000. */
	b = (struct trf_block){ 5, 'w', 'U', "   5" };
	ck_assert_int_eq(trf_result_code(&b), 0);
	b.result = 'h';
	ck_assert_int_eq(trf_result_code(&b), 0);
	b.result = 'Z';
	ck_assert_int_eq(trf_result_code(&b), 0);
	b.result = ' ';
	ck_assert_int_eq(trf_result_code(&b), 0);
	b.result = 'l';
	ck_assert_int_eq(trf_result_code(&b), 'L');
	ck_assert(!trf_result_played(0));
}
END_TEST

START_TEST(read_errors)
{
	/* Start number "  3x" (cols 5-8). */
	expect_error("012 A\n001   3x m    A\n", 2, 5);
	/* Start number 0. */
	expect_error("001    0 m    A\n", 1, 5);
	/* No blank in col 4. */
	expect_error("0011   1 m    A\n", 1, 4);
	/* Rating "18x0" (cols 49-52). */
	expect_error("001    1 m    A                                 18x0\n", 1, 49);
	/* Points "1,5" (cols 81-84). */
	expect_error("001    1 m    A                                 1800 ENG     1000001 2000/01/01  1,5\n", 1, 81);
	/* Round-1 colour 'q' at col 97, result 'x' at col 99. */
	expect_error("001    1 m    A                                 1800 ENG     1000001 2000/01/01  1.0    1     2 q 1\n", 1, 97);
	expect_error("001    1 m    A                                 1800 ENG     1000001 2000/01/01  1.0    1     2 w x\n", 1, 99);
	/* Round 2 shifted one column right: the opponent field (102-105)
	 * is blank and the blank expected at b+4 = col 106 holds the '5'. */
	expect_error("001    1 m    A                                 1800 ENG     1000001 2000/01/01  1.0    1     2 w 1      5 b 0\n", 1, 106);
	/* Something in col 101, the separator after round 1. */
	expect_error("001    1 m    A                                 1800 ENG     1000001 2000/01/01  1.0    1     2 w 1 x\n", 1, 101);
	/* Opponent "  x2" in round 2 (cols 102-105). */
	expect_error("001    1 m    A                                 1800 ENG     1000001 2000/01/01  1.0    1     2 w 1    x2 b 0\n", 1, 102);
	/* UTF-8 name: the error column is still a character column. */
	expect_error("001    3 m    " SIMEK_UTF8
		     "                      2051 CZE      361234 1985/07/30  0.0    6     6 w 0     2 b ?\n",
		     1, 109);
	/* Rounds: 142 0 and XXR with a word. */
	expect_error("142 0\n", 1, 5);
	expect_error("XXR five\n", 1, 5);
	/* A NUL byte. */
	struct trf_diag d = { 0 };
	ck_assert_ptr_null(trf_read_mem("012 A\n0\0002 B\n", 12, "mem.trf", &d));
	ck_assert_int_eq(d.status, TRF_EINVALID);
	ck_assert_int_eq(d.line, 2);
}
END_TEST

START_TEST(fixture_errors)
{
	/* The fixtures of trf-format.md §9 with one defect each; header
	 * lines 1-13, players on lines 14-19. */
	static const struct { const char *file; int line, col; } cases[] = {
		{ "fixtures/trf/bad-startno.trf", 16, 5 },	/* "  3x" */
		{ "fixtures/trf/bad-colour-code.trf", 14, 97 },	/* round 1 'q' */
		{ "fixtures/trf/bad-result-code.trf", 14, 99 },	/* round 1 'x' */
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct trf_diag d = { 0 };
		ck_assert_ptr_null(trf_read_file(cases[i].file, &d));
		ck_assert_int_eq(d.status, TRF_EINVALID);
		ck_assert_str_eq(d.file, cases[i].file);
		ck_assert_int_eq(d.line, cases[i].line);
		ck_assert_int_eq(d.col, cases[i].col);
	}
}
END_TEST

START_TEST(read_file_ok)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = trf_read_file("fixtures/trf/good.trf", &d);

	ck_assert_ptr_nonnull(doc);
	ck_assert_str_eq(doc->path, "fixtures/trf/good.trf");
	ck_assert_uint_eq(doc->nlines, 19);
	ck_assert_uint_eq(doc->nplayers, 6);
	ck_assert_int_eq(doc->total_rounds, 5);
	ck_assert_int_eq(doc->initial_colour, 'w');
	ck_assert_int_eq(doc->players[5].id, 6);
	ck_assert_int_eq(doc->players[5].line, 19);
	ck_assert_int_eq(doc->players[5].rating, 0);	/* blank = unrated */
	ck_assert_str_eq(doc->players[5].fide_id, "");
	ck_assert_int_eq(doc->players[3].blocks[1].result, 'U');
	trf_free(doc);

	/* The same file with CR terminators. */
	doc = trf_read_file("fixtures/trf/good-cr.trf", &d);
	ck_assert_ptr_nonnull(doc);
	ck_assert_uint_eq(doc->nlines, 19);
	ck_assert_int_eq(doc->eol, TRF_EOL_CR);
	ck_assert_int_eq(doc->players[2].rating, 2051);
	trf_free(doc);
}
END_TEST

START_TEST(read_file_missing)
{
	struct trf_diag d = { 0 };

	ck_assert_ptr_null(trf_read_file("fixtures/trf/no-such-file.trf", &d));
	ck_assert_int_eq(d.status, TRF_EIO);
	ck_assert_str_eq(d.file, "fixtures/trf/no-such-file.trf");
	ck_assert_int_eq(d.line, 0);
}
END_TEST

START_TEST(read_file_encodings)
{
	/* New fixtures: Latin-1 with CRLF, and UTF-8 with BOM and mixed
	 * terminators, no final terminator. */
	struct trf_diag d = { 0 };
	struct trf_doc *doc = trf_read_file("fixtures/trf/latin1-crlf.trf", &d);

	ck_assert_msg(doc != NULL, "%s", d.msg);
	ck_assert_uint_eq(doc->nplayers, 2);
	ck_assert_str_eq(doc->players[1].name, "M\xfcller, J\xfcrgen");
	ck_assert_int_eq(doc->players[1].rating, 1950);
	ck_assert_int_eq(doc->players[1].points, 0);
	ck_assert_int_eq(doc->players[1].blocks[0].opponent, 1);
	ck_assert_int_eq(doc->eol, TRF_EOL_CRLF);
	ck_assert_int_eq(trf_validate(doc, &d), 0);
	trf_free(doc);

	doc = trf_read_file("fixtures/trf/bom-mixed.trf", &d);
	ck_assert_msg(doc != NULL, "%s", d.msg);
	ck_assert_uint_eq(doc->nlines, 4);
	ck_assert_str_eq(doc->lines[0].text, "012 Bom");
	ck_assert_int_eq(doc->lines[0].eol, TRF_EOL_CRLF);
	ck_assert_int_eq(doc->lines[1].eol, TRF_EOL_CR);
	ck_assert_int_eq(doc->lines[2].eol, TRF_EOL_LF);
	ck_assert_int_eq(doc->lines[3].eol, TRF_EOL_NONE);
	ck_assert_str_eq(doc->players[0].name, SIMEK_UTF8);
	ck_assert_int_eq(doc->players[1].points, 10);
	ck_assert_int_eq(trf_validate(doc, &d), 0);
	trf_free(doc);
}
END_TEST

Suite *suite_trf_read(void)
{
	Suite *s = suite_create("trf_read");
	TCase *tc = tcase_create("read");

	tcase_add_test(tc, eol_lf);
	tcase_add_test(tc, eol_crlf);
	tcase_add_test(tc, eol_cr);
	tcase_add_test(tc, eol_mixed);
	tcase_add_test(tc, eol_dominant);
	tcase_add_test(tc, no_final_terminator);
	tcase_add_test(tc, trailing_blanks);
	tcase_add_test(tc, short_lines);
	tcase_add_test(tc, short_block);
	tcase_add_test(tc, utf8_name);
	tcase_add_test(tc, utf8_name_short_line);
	tcase_add_test(tc, latin1_bytes_are_columns);
	tcase_add_test(tc, latin1_iso_name);
	tcase_add_test(tc, bom);
	tcase_add_test(tc, unknown_lines_kept);
	tcase_add_test(tc, blank_lines);
	tcase_add_test(tc, result_codes);
	tcase_add_test(tc, result_code_invalid);
	tcase_add_test(tc, read_errors);
	tcase_add_test(tc, fixture_errors);
	tcase_add_test(tc, read_file_ok);
	tcase_add_test(tc, read_file_missing);
	tcase_add_test(tc, read_file_encodings);
	suite_add_tcase(s, tc);
	return s;
}
