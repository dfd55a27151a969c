/*
 * json.h - a round's pairing as JSON, the one shape every report gives
 * it (-p --format=json; -c --format=json names it "pairing").
 */
#ifndef TRFPAIR_PAIRING_JSON_H
#define TRFPAIR_PAIRING_JSON_H

#include "format/json.h"
#include "pairing/pairing.h"

/* {"boards":[[W,B],...],"pab":ID} with start numbers, boards in p's
 * order; "pab" null when there is none. */
void pairing_json(struct json *j, const struct pairing *p, const struct tmt *t);

#endif
