/*
 * tmt_fixture.h - the tournament-model tests' files: a TRF of
 * t/fixtures/tournament/ read, validated and built into a struct tmt.
 */
#ifndef TRFPAIR_T_TMT_FIXTURE_H
#define TRFPAIR_T_TMT_FIXTURE_H

#include "tournament/tournament.h"

/* fixtures/tournament/NAME as a model (its document in *doc); the test
 * fails if it cannot be read, is not valid or cannot be built. */
struct tmt *tmt_fixture_load(const char *name, struct trf_doc **doc);

/* Free both and set them to NULL. */
void tmt_fixture_free(struct tmt **t, struct trf_doc **doc);

#endif
