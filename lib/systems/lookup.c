/* lookup.c - finding a row of the systems x editions table. */
#include <string.h>

#include "systems/systems.h"

const char *systems_name(const char *system)
{
	if (!strcmp(system, "dutch"))
		return "the FIDE (Dutch) System";
	if (!strcmp(system, "dubov"))
		return "the Dubov System";
	if (!strcmp(system, "lim"))
		return "the Lim System";
	return NULL;
}

const struct system_edition *systems_newest(const char *system)
{
	for (int i = 0; systems_table[i]; i++)
		if (!strcmp(systems_table[i]->system, system))
			return systems_table[i];
	return NULL;
}

const struct system_edition *systems_edition(const char *system, int year)
{
	for (int i = 0; systems_table[i]; i++) {
		const struct system_edition *e = systems_table[i];
		if (!strcmp(e->system, system) && (e->year == year || e->also_year == year))
			return e;
	}
	return NULL;
}

int systems_implemented(const struct system_edition *e)
{
	return e->engine && e->check.round;
}

int systems_in_force_on(const struct system_edition *e, int ymd)
{
	return (!e->from || ymd >= e->from) && (!e->until || ymd <= e->until);
}

const struct system_edition *systems_in_force(const char *system, int ymd)
{
	for (int i = 0; systems_table[i]; i++) {
		const struct system_edition *e = systems_table[i];
		if (!strcmp(e->system, system) && systems_in_force_on(e, ymd))
			return e;
	}
	return NULL;
}
