/* findings.c - the lines every verifier prints; see check.h. */
#include "check/check.h"

void verify_vfinding(FILE *f, int r, const char *kind, const char *where,
		     const char *rule, const char *fmt, va_list ap)
{
	fprintf(f, "round %d: ", r);
	if (where)
		fprintf(f, "%s %s: ", kind, where);
	fprintf(f, "%s: ", rule);
	vfprintf(f, fmt, ap);
	fputc('\n', f);
}

void verify_summary(FILE *f, int r, int findings)
{
	if (findings)
		fprintf(f, "round %d: %d finding%s\n", r, findings, findings == 1 ? "" : "s");
	else
		fprintf(f, "round %d: complies\n", r);
}
