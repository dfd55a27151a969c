/* result.c - result codes of round blocks and the points they earn. */
#include <ctype.h>
#include <string.h>

#include "trf/trf.h"

/* trf-format.md §3.1, including the legacy spellings bbp accepts. */
char trf_result_code(const struct trf_block *b)
{
	int c = toupper((unsigned char)b->result);

	if (b->opponent == 0) {
		switch (c) {
		case ' ': case 'Z': case '-': return 'Z';
		case '+': case 'U': return 'U';
		case '=': case 'H': return 'H';
		case 'F': return 'F';
		default: return 0;
		}
	}
	if (c && strchr("1=0WDL+-", c))
		return (char)c;
	return 0;
}

int trf_result_played(char code)
{
	return code && strchr("1=0WDL", code) != NULL;
}

int trf_result_points(const struct trf_points *p, char code, char colour)
{
	int white = colour == 'w' || colour == 'W';

	switch (code) {
	case '1': case 'W': return white ? p->win_white : p->win_black;
	case '=': case 'D': return white ? p->draw_white : p->draw_black;
	case '0': case 'L': return white ? p->loss_white : p->loss_black;
	case '+': return p->forfeit_win;
	case '-': return p->forfeit_loss;
	case 'U': return p->pab;
	case 'H': return p->hpb;
	case 'F': return p->fpb;
	default: return p->zpb;
	}
}

int trf_block_pairs(const struct trf_block *b)
{
	return b->opponent != 0 || trf_result_code(b) == 'U';
}

int trf_block_blank(const struct trf_block *b)
{
	/* "0000" with blanks is a written absence, not padding. */
	return b->opponent == 0 && strspn(b->opp_text, " ") == strlen(b->opp_text) &&
	       (b->colour == ' ' || b->colour == 0) &&
	       (b->result == ' ' || b->result == 0);
}

void trf_format_points(int tenths, char *buf)
{
	int neg = tenths < 0;
	int v = neg ? -tenths : tenths;

	buf[0] = 0;
	/* Right-aligned in four columns, one decimal: " 1.5", "10.0". */
	char tmp[16];
	int n = 0;
	tmp[n++] = (char)('0' + v % 10);
	tmp[n++] = '.';
	v /= 10;
	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v && n < 14);
	if (neg)
		tmp[n++] = '-';
	int pad = n < 4 ? 4 - n : 0, k = 0;
	while (pad--)
		buf[k++] = ' ';
	while (n)
		buf[k++] = tmp[--n];
	buf[k] = 0;
}
