/* json.c - a round's pairing as JSON; see json.h. */
#include "pairing/json.h"

void pairing_json(struct json *j, const struct pairing *p, const struct tmt *t)
{
	json_open(j, '{');
	json_key(j, "boards");
	json_open(j, '[');
	for (int i = 0; i < p->nboards; i++) {
		json_open(j, '[');
		json_int(j, t->players[p->boards[i].white].id);
		json_int(j, t->players[p->boards[i].black].id);
		json_close(j);
	}
	json_close(j);
	json_key(j, "pab");
	if (p->bye >= 0)
		json_int(j, t->players[p->bye].id);
	else
		json_null(j);
	json_close(j);
}
