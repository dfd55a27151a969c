/*
 * records.c - whether a line is a TRF record at all (issue 16: strict
 * input).  A record starts with a three-character code in cols 1-3 and
 * a blank in col 4 (trf-format.md §1).  Lines that cannot be records
 * (text, binary data, a configuration file) make the file invalid;
 * records with a code no dialect defines, and lines shifted right by
 * leading blanks, are kept for the round trip but noted, so that a
 * mistyped `xxz 3' does not silently leave an absent player paired.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf/internal.h"

/* The codes of TRF16 (§2-4), TRF(x) (§5), TRF(bx) (§5), TRF-2026 (§6)
 * and the Tornelo DAT lines seen in the wild (§5). */
static const char *const known[] = {
	/* TRF16 */
	"001", "012", "013", "022", "032", "042", "052", "062", "072", "082", "092",
	"102", "112", "122", "132",
	/* TRF(x) */
	"XXR", "XXC", "XXA", "XXP", "XXS", "XXZ",
	/* TRF(bx) */
	"BBW", "BBD", "BBL", "BBZ", "BBF", "BBU",
	/* TRF-2026 */
	"142", "152", "162", "172", "182", "192", "202", "212", "222", "240", "250",
	"260", "299", "300", "310", "320", "330", "352", "362", "801", "802",
	/* vendor */
	"DAT",
};

static int is_known(const char *code)
{
	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (!strcmp(code, known[i]))
			return 1;
	return 0;
}

static int upper(char c)
{
	return c >= 'A' && c <= 'Z';
}

static int code_char(char c)
{
	return upper(c) || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '#';
}

/* TRF-2026 NRS line: a federation code (three capitals, not an XX or BB
 * extension) with a start number right-aligned in cols 5-8, in the
 * layout of 001. */
static int is_nrs(const struct trf_rawline *l, const char *code)
{
	char f[8];

	if (!upper(code[0]) || !upper(code[1]) || !upper(code[2]) ||
	    !strncmp(code, "XX", 2) || !strncmp(code, "BB", 2))
		return 0;
	trf_field(l, 5, 8, f, sizeof(f));
	return strlen(f) == 4 && f[3] != ' ' && trf_parse_uint(f + strspn(f, " ")) > 0;
}

/*
 * A tens ruler: a number at every tenth column counting its tens, from
 * 1 (`         1 ...         9        10        11`: the number at
 * column 10k is k, or its last digit alone, `         9         0`) or
 * from 0 (`0         1`: at column 10k + 1).  Wider than 99 columns
 * Swiss-Manager writes the tens in full, 10 ending at column 100; a
 * number is placed by its last digit (at_start 0) or, as a ruler
 * counting from 0 may write it, by its first (at_start 1).  shift: 0
 * counting from 1, 1 counting from 0.
 */
static int is_tens(const struct trf_rawline *l, int shift, int at_start)
{
	int numbers = 0;

	for (size_t i = 0; i < l->trimmed; ) {
		if (l->text[i] == ' ') {
			i++;
			continue;
		}
		long v = 0;
		size_t start = i;
		while (i < l->trimmed && l->text[i] >= '0' && l->text[i] <= '9' && i - start < 6)
			v = v * 10 + (l->text[i++] - '0');
		if (i < l->trimmed && l->text[i] != ' ')
			return 0;
		/* the column (1-based) that places the number, less shift */
		int col = (at_start ? (int)start + 1 : (int)i) - shift;
		if (col % 10 || (v != col / 10 && (i - start > 1 || v != col / 10 % 10)))
			return 0;
		numbers++;
	}
	return numbers >= 2;
}

/*
 * A column ruler (Swiss-Manager writes them above the 001 lines): only
 * digits and blanks, each digit counting its column's units from 1
 * (`1234567890...`) or from 0 (`0123456789...`), or the tens at every
 * tenth column (is_tens()).  A line of a record (`012 2024`) never
 * counts its columns.
 */
static int is_ruler(const struct trf_rawline *l)
{
	int units1 = 1, units0 = 1, digits = 0;

	for (size_t i = 0; i < l->trimmed; i++) {
		int c = (int)i + 1, ch = (unsigned char)l->text[i];
		if (ch == ' ')
			continue;
		if (ch < '0' || ch > '9')
			return 0;
		int v = ch - '0';
		digits++;
		units1 &= v == c % 10;
		units0 &= v == (c - 1) % 10;
	}
	return (digits >= 10 && (units1 || units0)) || is_tens(l, 0, 0) || is_tens(l, 1, 0) ||
	       is_tens(l, 1, 1);
}

/* The legend of the 001 line as FIDE's description prints it and
 * exports copy it: `DDD SSSS sTTT NNNN... RRRR FFF III...`. */
static int is_legend(const struct trf_rawline *l)
{
	return l->trimmed >= 13 && !strncmp(l->text, "DDD SSSS sTTT", 13);
}

int trf_check_record(const struct trf_rawline *l, struct trf_doc *doc, const char *file,
		     int lineno, struct trf_diag *d)
{
	char code[4], msg[sizeof(((struct trf_notice *)0)->msg)];

	if (l->trimmed == 0)
		return 0;	/* blank lines may appear anywhere (§1) */
	for (size_t i = 0; i < l->trimmed; i++) {
		unsigned char c = (unsigned char)l->text[i];
		if ((c < 0x20 && c != '\t') || c == 0x7f) {
			trf_diag_set(d, file, lineno, 1, TRF_EINVALID,
				     "not a TRF record: control character 0x%02x (a binary file?)", c);
			return -1;
		}
	}
	if (is_ruler(l)) {
		if (trf_note(doc, TRF_NOTE_RULER, lineno, 1, "a column ruler (digits counting "
			     "columns), not a record: ignored") < 0)
			goto nomem;
		return 0;
	}
	if (is_legend(l)) {
		if (trf_note(doc, TRF_NOTE_LEGEND, lineno, 1, "a column legend (DDD SSSS "
			     "sTTT ...), not a record: ignored") < 0)
			goto nomem;
		return 0;
	}
	if (l->text[0] == ' ' || l->text[0] == '\t') {
		/* Columns are absolute (§8): a shifted record is not read. */
		if (trf_note(doc, TRF_NOTE_LINE, lineno, 1, "the line starts with a blank: no record code in "
			 "cols 1-3, the line is kept but not read") < 0)
			goto nomem;
		return 0;
	}
	if (l->trimmed < 3) {
		/* Ignored by the readers (§8), but not a record. */
		if (trf_note(doc, TRF_NOTE_LINE, lineno, 1, "the line is too short to hold a record code, "
			 "it is kept but not read") < 0)
			goto nomem;
		return 0;
	}
	if (!code_char(l->text[0]) || !code_char(l->text[1]) || !code_char(l->text[2]) ||
	    (l->trimmed > 3 && l->text[3] != ' ' && l->text[3] != '\t')) {
		if (l->trimmed >= 3 && !strncmp(l->text, "###", 3))
			return 0;	/* TRF-2026 comment */
		trf_diag_set(d, file, lineno, 1, TRF_EINVALID,
			     "not a TRF record: a record is a three-character code in cols "
			     "1-3 and a blank in col 4");
		return -1;
	}
	memcpy(code, l->text, 3);
	code[3] = 0;
	if (!strcmp(code, "###") || is_known(code) || is_nrs(l, code))
		return 0;
	char up[4];
	for (int i = 0; i < 4; i++)
		up[i] = (char)(code[i] >= 'a' && code[i] <= 'z' ? code[i] - 32 : code[i]);
	if (is_known(up))
		snprintf(msg, sizeof(msg), "unknown record code '%s' (codes are upper-case: "
			 "%s?), the line is kept but not read", code, up);
	else
		snprintf(msg, sizeof(msg), "unknown record code '%s', the line is kept but "
			 "not read", code);
	if (trf_note(doc, TRF_NOTE_LINE, lineno, 1, "%s", msg) < 0)
		goto nomem;
	return 0;
nomem:
	trf_diag_set(d, file, lineno, 0, TRF_ELIMIT, "out of memory");
	return -1;
}
