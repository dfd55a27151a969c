/*
 * field.c - the generated tournament before its first round: the
 * header (seed and resolved config in a `###' comment, XXR, XXC, the
 * point system when it is not 1-½-0) and the players, either invented
 * (ratings uniform in [LowestRating, HighestRating], start numbers by
 * rating) or copied from a model.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rtg/internal.h"

static void pts(int tenths, char *buf)
{
	trf_format_points(tenths, buf);
	memmove(buf, buf + strspn(buf, " "), strlen(buf + strspn(buf, " ")) + 1);
}

static void header(FILE *f, const struct rtg_config *c, const struct rtg_request *req,
		   int rank, char colour)
{
	unsigned long long seed = req->seed;
	char b[16];

	fprintf(f, "### trfpair RTG seed=%llu", seed);
	for (int k = 0; k < RTG_NKEYS; k++) {
		if (k == RTG_DRAW || k >= RTG_WIN) {
			/* DrawPercentage and points are kept in tenths. */
			snprintf(b, sizeof(b), "%d.%d", c->value[k] / 10, c->value[k] % 10);
			fprintf(f, " %s=%s", rtg_key_name(k), b);
		} else {
			fprintf(f, " %s=%d", rtg_key_name(k), c->value[k]);
		}
	}
	/* The rules the rounds were paired by. */
	if (req->system)
		fprintf(f, " System=%s Edition=%d", req->system, req->edition);
	fprintf(f, "\n012 trfpair RTG tournament, seed %llu\n", seed);
	fprintf(f, "XXR %d\nXXC %s%s\n", c->value[RTG_ROUNDS], rank ? "rank " : "",
		colour == 'w' ? "white1" : "black1");

	struct trf_points p;
	rtg_points(c, &p);
	if (p.win_white == 10 && p.draw_white == 5 && !p.loss_white && !p.zpb &&
	    !p.forfeit_loss && p.pab == 10)
		return;
	/* bbp v5 reads BBx, JaVaFo XXS; both say the same. */
	static const char codes[] = "WDLZFU";
	int vals[] = { p.win_white, p.draw_white, p.loss_white, p.zpb,
		       p.forfeit_loss, p.pab };
	for (int i = 0; i < 6; i++) {
		trf_format_points(vals[i], b);
		fprintf(f, "BB%c %s\n", codes[i], b);
	}
	fputs("XXS", f);
	static const char *const xxs[] = { "WW", "BW", "WD", "BD", "WL", "BL", "ZPB",
					   "HPB", "FPB", "PAB", "FW", "FL" };
	int xv[] = { p.win_white, p.win_black, p.draw_white, p.draw_black,
		     p.loss_white, p.loss_black, p.zpb, p.hpb, p.fpb, p.pab,
		     p.forfeit_win, p.forfeit_loss };
	for (int i = 0; i < 12; i++) {
		pts(xv[i], b);
		fprintf(f, " %s=%s", xxs[i], b);
	}
	fputc('\n', f);
}

struct entrant {
	int rating, order;
};

static int by_rating(const void *a, const void *b)
{
	const struct entrant *x = a, *y = b;

	if (x->rating != y->rating)
		return y->rating - x->rating;
	return x->order - y->order;
}

static int invented(FILE *f, const struct rtg_config *c, struct rtg_rng *g)
{
	int n = c->value[RTG_PLAYERS];
	struct entrant *e = malloc(sizeof(*e) * (size_t)n);

	if (!e)
		return -1;
	for (int i = 0; i < n; i++)
		e[i] = (struct entrant){ rtg_rng_range(g, c->value[RTG_LOW], c->value[RTG_HIGH]), i };
	qsort(e, (size_t)n, sizeof(*e), by_rating);
	for (int i = 0; i < n; i++) {
		char name[40];
		snprintf(name, sizeof(name), "Test%04d, Player%04d", i + 1, i + 1);
		fprintf(f, "001 %4d      %-33s %4d %3s %11s %10s %4s %4d\n", i + 1, name,
			e[i].rating, "", "", "", "0.0", i + 1);
	}
	free(e);
	return 0;
}

static int utf8(const unsigned char *s)
{
	while (*s) {
		int len = *s < 0x80 ? 1 : (*s & 0xe0) == 0xc0 ? 2 :
			  (*s & 0xf0) == 0xe0 ? 3 : (*s & 0xf8) == 0xf0 ? 4 : 0;
		if (!len)
			return 0;
		for (int k = 1; k < len; k++)
			if ((s[k] & 0xc0) != 0x80)
				return 0;
		s += len;
	}
	return 1;
}

/* Characters in s: code points when it is UTF-8, else bytes (Latin-1),
 * as the reader counts columns. */
static size_t nchars(const char *s)
{
	size_t n = 0;

	if (!utf8((const unsigned char *)s))
		return strlen(s);
	for (; *s; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

/* The model's players, columns 1-80 as they were, without rounds. */
static void copied(FILE *f, const struct trf_doc *model)
{
	for (size_t i = 0; i < model->nlines; i++) {
		const struct trf_line *l = &model->lines[i];
		if (l->kind != TRF_LINE_PLAYER)
			continue;
		const char *head = model->players[l->player].head;
		fputs(head, f);
		for (size_t k = nchars(head); k < 80; k++)
			fputc(' ', f);
		fprintf(f, "%4s %4d\n", "0.0", 1);
	}
}

struct trf_doc *rtg_field(const struct rtg_config *c, const struct rtg_request *req,
			  struct rtg_rng *g, struct trf_diag *d)
{
	const struct trf_doc *model = req->model;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f) {
		trf_diag_set(d, "", 0, 0, TRF_ELIMIT, "out of memory");
		return NULL;
	}
	char colour = rtg_rng_range(g, 0, 1) ? 'w' : 'b';
	header(f, c, req, model && model->rank_order, colour);
	int rc = model ? (copied(f, model), 0) : invented(f, c, g);
	if (fclose(f) != 0 || rc < 0) {
		free(buf);
		trf_diag_set(d, "", 0, 0, TRF_ELIMIT, "out of memory");
		return NULL;
	}
	struct trf_doc *doc = trf_read_mem(buf, len, "generated", d);
	free(buf);
	return doc;
}
