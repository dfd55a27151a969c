/*
 * edition.c - the texts of the Dutch System the verifier checks, as
 * data: criteria names, colour rule names, and the few switches where
 * the 2026 text changed the procedure (rules companion 4).
 */
#include <stddef.h>

#include "verify/internal.h"

static const struct vedition dutch_2017 = {
	2017,
	{ [VC5] = "C5", [VC6] = "C6", [VC7P] = "C7", [VC7S] = "C7",
	  [VCBYE] = "C7", [VC8] = "C8", [VC9] = "C9", [VC10] = "C10",
	  [VC11] = "C11", [VC12] = "C12", [VC13] = "C13", [VC14] = "C14",
	  [VC15] = "C15", [VC16] = "C16", [VC17] = "C17", [VC18] = "C18",
	  [VC19] = "C19" },
	{ "E.1", "E.2", "E.3", "E.4", "E.5" },
	"B.8", 0, 0, 0
};

/* 2026: C4 after every bracket; C5 the PAB score; C6 pairs, C7 the
 * downfloaters' scores, C8 the next bracket, C9 the PAB receiver's
 * unplayed rounds; C10-C13 the colours of 2017's C8-C11; C14-C21 the
 * floats, re-scoped; colours 5.2.1-5.2.5 as E.1-E.5. */
static const struct vedition dutch_2026 = {
	2026,
	{ [VC5] = "C6", [VC6] = "C7", [VC7P] = "C8", [VC7S] = "C8",
	  [VCBYE] = "C9", [VC8] = "C10", [VC9] = "C11", [VC10] = "C12",
	  [VC11] = "C13", [VC12] = "C14", [VC13] = "C15", [VC14] = "C16",
	  [VC15] = "C17", [VC16] = "C18", [VC17] = "C19", [VC18] = "C20",
	  [VC19] = "C21" },
	{ "5.2.1", "5.2.2", "5.2.3", "5.2.4", "5.2.5" },
	"4", 1, 1, 1
};

const struct vedition *vedition_of(int year)
{
	switch (year) {
	case 0:
	case 2026:
		return &dutch_2026;
	case 2017:
		return &dutch_2017;
	default:
		return NULL;
	}
}

const char *vcrit_name(const struct vround *v, int k)
{
	return v->ed->crit_name[k];
}
