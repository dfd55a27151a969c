/*
 * pairs.c - each recorded pair on its own: compatibility (Lim 2.1, the
 * last-round exception 6) and colours (5.1-5.6, 7.2).
 */
#include <stdio.h>
#include <string.h>

#include "verify_lim/state.h"

/* 2.1 for the recorded pair a-b; 1 if compatible. */
int lv_check_compat(struct lstate *s, const char *label, int a, int b)
{
	struct lround *v = &s->v;
	size_t n = (size_t)v->n;

	if (lcompat(v, a, b))
		return 1;
	lv_about3(s, a, b, -1);
	if (!v->met[(size_t)a * n + (size_t)b])
		lv_finding(s, label, "2.1 compatibility", "%d and %d have met before",
			lv_id(s, a), lv_id(s, b));
	else if (tmt_forbidden(v->t, v->p[a].idx, v->p[b].idx, v->r))
		lv_finding(s, label, "2.1 compatibility", "%d and %d are a forbidden pair (XXP)",
			lv_id(s, a), lv_id(s, b));
	else if (v->last)
		lv_finding(s, label, "6 last round", "%d (colours %.*s) and %d (colours %.*s): one "
			"would have the same colour three times in a row or three more of one "
			"colour, which the last round allows only between equal scores",
			lv_id(s, a), v->p[a].nhist, v->p[a].hist, lv_id(s, b),
			v->p[b].nhist, v->p[b].hist);
	else
		lv_finding(s, label, "2.1 compatibility", "%d (colours %.*s) and %d (colours %.*s): "
			"either colour allocation gives one the same colour three times in a row "
			"or three more of one colour (5.1)",
			lv_id(s, a), v->p[a].nhist, v->p[a].hist, lv_id(s, b),
			v->p[b].nhist, v->p[b].hist);
	return 0;
}

/* Lim 5 (7.2 in round one) for the recorded pair white w, black b. */
void lv_check_colour(struct lstate *s, const char *label, int w, int b, int upper)
{
	struct lround *v = &s->v;
	const char *rule = NULL;
	int ww = lcolour_white(v, w, b, upper, &rule);

	if (ww != 0)
		return;
	const struct lplayer *x = &v->p[w], *y = &v->p[b];
	char why[160];
	int ids[2] = { lv_id(s, w), lv_id(s, b) };

	verify_finding_detail(s->f, ids, 2, NULL, NULL);
	if (!strcmp(rule, "7.2")) {
		snprintf(why, sizeof(why), "#1 drew %s; the higher ranked %d decides by his number",
			 (v->t->initial_colour ? v->t->initial_colour : tmt_infer_initial_colour(v->t)) ==
				 'b' ? "black" : "white", lv_id(s, lhigher(v, w, b)));
		lv_finding(s, label, v->r == 1 ? "7 round one" : "7.2 colour",
			"%d-%d: %d should have white (%s)", lv_id(s, w), lv_id(s, b), lv_id(s, b), why);
		return;
	}
	if (!strcmp(rule, "5.1"))
		snprintf(why, sizeof(why), "otherwise the same colour three times in a row or three "
			 "more of one colour");
	else if (!strcmp(rule, "5.4"))
		snprintf(why, sizeof(why), "both due %s; histories %.*s and %.*s",
			 x->due == 'w' ? "white" : "black", x->nhist, x->hist, y->nhist, y->hist);
	else
		snprintf(why, sizeof(why), "%d is due %s, %d %s", lv_id(s, w),
			 x->due == 'w' ? "white" : x->due ? "black" : "none",
			 lv_id(s, b), y->due == 'w' ? "white" : y->due ? "black" : "none");
	char name[32];
	snprintf(name, sizeof(name), "%s colour", rule);
	lv_finding(s, label, name, "%d-%d: %d should have white (%s)", lv_id(s, w), lv_id(s, b),
		lv_id(s, b), why);
}
