/*
 * test_format.c - the one JSON writer and the one CSV writer
 * (lib/format/): commas between members and elements, nesting, strings
 * escaped once (quotes, backslashes, control bytes, bytes that are not
 * UTF-8), numbers as written or null, CSV cells quoted only when they
 * must be (RFC 4180).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "format/csv.h"
#include "format/json.h"

static char *buf;
static size_t len;
static FILE *f;

static void open_buf(void)
{
	f = open_memstream(&buf, &len);
	ck_assert_ptr_nonnull(f);
}

/* What was written, as a string (freed by the next test). */
static const char *written(void)
{
	fclose(f);
	f = NULL;
	return buf;
}

static void teardown(void)
{
	if (f)
		fclose(f);
	free(buf);
	buf = NULL;
}

START_TEST(json_nesting_and_commas)
{
	struct json j;

	open_buf();
	json_init(&j, f);
	json_open(&j, '{');
	json_key_int(&j, "round", 3);
	json_key(&j, "pab");
	json_null(&j);
	json_key(&j, "boards");
	json_open(&j, '[');
	for (int i = 0; i < 2; i++) {
		json_open(&j, '[');
		json_int(&j, 2 * i + 1);
		json_int(&j, 2 * i + 2);
		json_close(&j);
	}
	json_close(&j);
	json_key(&j, "empty");
	json_open(&j, '[');
	json_close(&j);
	json_key(&j, "o");
	json_open(&j, '{');
	json_close(&j);
	json_key(&j, "ok");
	json_bool(&j, 1);
	json_key(&j, "no");
	json_bool(&j, 0);
	json_close(&j);
	ck_assert_str_eq(written(), "{\"round\":3,\"pab\":null,\"boards\":[[1,2],[3,4]],"
			 "\"empty\":[],\"o\":{},\"ok\":true,\"no\":false}");
}
END_TEST

START_TEST(json_strings_escaped_once)
{
	struct json j;

	open_buf();
	json_init(&j, f);
	json_open(&j, '[');
	json_str(&j, "a \"quoted\" back\\slash");
	json_str(&j, "line\nend\r\ttab\x01");
	json_str(&j, NULL);
	json_str(&j, "Andr\xe9");		/* Latin-1: not UTF-8 */
	json_str(&j, "Andr\xc3\xa9");		/* UTF-8 as it is */
	json_str(&j, "\xc0\xaf");		/* overlong */
	json_str(&j, "\xed\xa0\x80");		/* a surrogate */
	json_str(&j, "\xe2\x82");		/* cut short */
	json_strn(&j, "abc", 2);
	json_close(&j);
	ck_assert_str_eq(written(),
			 "[\"a \\\"quoted\\\" back\\\\slash\",\"line\\nend\\r\\ttab\\u0001\",null,"
			 "\"Andr\\ufffd\",\"Andr\xc3\xa9\",\"\\ufffd\\ufffd\","
			 "\"\\ufffd\\ufffd\\ufffd\",\"\\ufffd\\ufffd\",\"ab\"]");
}
END_TEST

START_TEST(json_numbers)
{
	struct json j;

	open_buf();
	json_init(&j, f);
	json_open(&j, '[');
	json_number(&j, "1.5");
	json_number(&j, "-2");
	json_number(&j, "0.50");
	json_number(&j, "01");
	json_number(&j, "1.");
	json_number(&j, "");
	json_number(&j, NULL);
	json_int(&j, -7);
	json_close(&j);
	ck_assert_str_eq(written(), "[1.5,-2,0.50,null,null,null,null,-7]");
	ck_assert(json_is_number("0"));
	ck_assert(!json_is_number("-"));
	ck_assert(!json_is_number("1e5"));
}
END_TEST

/* Two top-level values in a row are separated as elements are: a
 * writer started inside an array another writes. */
START_TEST(json_top_level_values)
{
	struct json j;

	open_buf();
	json_init(&j, f);
	json_int(&j, 1);
	json_key_str(&j, "k", "v");	/* misuse: the writer does not check */
	ck_assert_str_eq(written(), "1,\"k\":\"v\"");
}
END_TEST

START_TEST(csv_cells)
{
	struct csv c;

	open_buf();
	csv_init(&c, f);
	csv_cell(&c, "plain");
	csv_cell(&c, NULL);
	csv_cell(&c, "a,b");
	csv_cell(&c, "say \"hi\"");
	csv_cell(&c, "two\nlines");
	csv_cell(&c, "cr\r");
	csv_int(&c, -12);
	csv_end_row(&c);
	csv_cell(&c, "next");
	csv_end_row(&c);
	ck_assert_str_eq(written(), "plain,,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\",-12\n"
			 "next\n");
}
END_TEST

Suite *suite_format(void);

Suite *suite_format(void)
{
	Suite *s = suite_create("format");
	TCase *tc = tcase_create("writers");

	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, json_nesting_and_commas);
	tcase_add_test(tc, json_strings_escaped_once);
	tcase_add_test(tc, json_numbers);
	tcase_add_test(tc, json_top_level_values);
	tcase_add_test(tc, csv_cells);
	suite_add_tcase(s, tc);
	return s;
}
