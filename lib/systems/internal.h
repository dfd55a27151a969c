/* internal.h - what lib/systems/ shares inside itself. */
#ifndef TRFPAIR_SYSTEMS_INTERNAL_H
#define TRFPAIR_SYSTEMS_INTERNAL_H

#include "systems/systems.h"

/* systems_named(), with the line that names it (092 or 192). */
const struct system_edition *systems_named_at(const char *system,
					      const struct trf_doc *doc,
					      enum systems_by *by, int *line);

/* The line of the 042 record when its text is not blank; 0 if none. */
int systems_start_line(const struct trf_doc *doc);

#endif
