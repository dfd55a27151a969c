/*
 * orders.c - the verifier's orders of players: the 6.2 columns, the
 * candidates of 7.1, 7.2 and 8.2, and the moves of 7.3 and 7.4.
 */
#include <stdlib.h>
#include <string.h>

#include "verify_dubov_1997/internal.h"

/* qsort comparators on positions; ox and owant set by v97_sort(). */
static const struct v97round *ox;
static char owant;

static int white_col(const void *pa, const void *pb)	/* 6.2 Whites */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	if (a->aro != b->aro)
		return a->aro < b->aro ? -1 : 1;
	if (a->elo != b->elo)
		return a->elo < b->elo ? -1 : 1;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->id < b->id ? -1 : 1);
}

static int black_col(const void *pa, const void *pb)	/* 6.2 Blacks */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	if (a->elo != b->elo)
		return a->elo > b->elo ? -1 : 1;
	if (a->aro != b->aro)
		return a->aro > b->aro ? -1 : 1;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->id < b->id ? -1 : 1);
}

static int pick_order(const void *pa, const void *pb)	/* 7.1, 7.2, 8.2 */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	int ia = owant && a->due == owant, ib = owant && b->due == owant;
	if (ia != ib)
		return ia ? -1 : 1;
	if (a->elo != b->elo)
		return a->elo > b->elo ? -1 : 1;
	if (a->aro != b->aro)
		return a->aro < b->aro ? -1 : 1;
	return a->id < b->id ? -1 : 1;
}

static int w_to_b(const void *pa, const void *pb)	/* 7.3 */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	if (a->aro != b->aro)
		return a->aro < b->aro ? -1 : 1;
	if (a->elo != b->elo)
		return a->elo > b->elo ? -1 : 1;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->id < b->id ? -1 : 1);
}

static int b_to_w(const void *pa, const void *pb)	/* 7.4 */
{
	const struct v97 *a = &ox->pl[*(const int *)pa], *b = &ox->pl[*(const int *)pb];
	if (a->aro != b->aro)
		return a->aro > b->aro ? -1 : 1;
	if (a->elo != b->elo)
		return a->elo < b->elo ? -1 : 1;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->id < b->id ? -1 : 1);
}

static void sort_by(const struct v97round *x, int *a, int n, int (*cmp)(const void *, const void *),
		    char want)
{
	ox = x;
	owant = want;
	qsort(a, (size_t)n, sizeof(int), cmp);
}

void v97_sort(const struct v97round *x, int *a, int n, enum v97_order by, char want)
{
	static int (*const cmp[])(const void *, const void *) = {
		white_col, black_col, pick_order, w_to_b, b_to_w
	};

	sort_by(x, a, n, cmp[by], want);
}
