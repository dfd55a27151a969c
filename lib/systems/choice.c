/*
 * choice.c - which edition a run uses, and why (trfpair(1), EDITIONS):
 * as asked, by default, or for --edition=auto the file's 092 or 192
 * name, its 042 start date, else the text in force today.  The reason
 * is said on the edition line of -c and --info and in -c's JSON, so an
 * arbiter sees which text judged the file and what chose it.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "systems/internal.h"

int systems_today(void)
{
	time_t now = time(NULL);
	struct tm tm;

	if (now == (time_t)-1 || !localtime_r(&now, &tm))
		return 0;
	return (tm.tm_year + 1900) * 10000 + (tm.tm_mon + 1) * 100 + tm.tm_mday;
}

const struct system_edition *systems_auto_on(const char *system, const struct trf_doc *doc,
					     int today, struct systems_choice *why)
{
	struct systems_choice c = { .by = SYSTEMS_BY_TODAY, .ymd = today };
	int line = 0;

	enum systems_by by;
	c.edition = systems_named_at(system, doc, &by, &line);
	if (c.edition) {
		c.by = by;
		c.line = line;
		c.ymd = 0;
	} else if ((c.ymd = systems_start_date(doc)) != 0) {
		c.by = SYSTEMS_BY_START;
		c.line = systems_start_line(doc);
		c.edition = systems_in_force(system, c.ymd);
		if (!c.edition)
			c.by = SYSTEMS_BY_START_NONE;
	} else {
		c.ymd = today;
		c.line = systems_start_line(doc);	/* a 042 that cannot be read */
		c.edition = today ? systems_in_force(system, today) : NULL;
	}
	if (!c.edition)
		c.edition = systems_newest(system);
	if (why)
		*why = c;
	return c.edition;
}

const struct system_edition *systems_auto(const char *system, const struct trf_doc *doc)
{
	return systems_auto_on(system, doc, systems_today(), NULL);
}

void systems_why(struct systems_choice *c, const struct system_edition *e,
		 const char *asked, const struct trf_doc *doc, int today)
{
	if (asked && !strcmp(asked, "auto") && doc) {
		systems_auto_on(e->system, doc, today, c);
		return;
	}
	*c = (struct systems_choice){ .edition = e,
				      .by = asked ? SYSTEMS_BY_ASKED : SYSTEMS_BY_DEFAULT };
}

const char *systems_by_name(enum systems_by by)
{
	switch (by) {
	case SYSTEMS_BY_ASKED: return "asked";
	case SYSTEMS_BY_092: return "092";
	case SYSTEMS_BY_192: return "192";
	case SYSTEMS_BY_START:
	case SYSTEMS_BY_START_NONE: return "042";
	case SYSTEMS_BY_TODAY: return "today";
	default: return "default";
	}
}

static int date_text(char *buf, size_t size, int ymd)
{
	return snprintf(buf, size, "%04d-%02d-%02d", ymd / 10000, ymd / 100 % 100, ymd % 100);
}

void systems_why_text(const struct systems_choice *c, char *buf, size_t size)
{
	char date[16] = "";

	if (c->ymd)
		date_text(date, sizeof(date), c->ymd);
	switch (c->by) {
	case SYSTEMS_BY_ASKED:
		snprintf(buf, size, "as asked");
		break;
	case SYSTEMS_BY_092:
	case SYSTEMS_BY_192:
		snprintf(buf, size, "named by the file (%s, line %d)", systems_by_name(c->by),
			 c->line);
		break;
	case SYSTEMS_BY_START:
		snprintf(buf, size, "in force on the start date (042), %s", date);
		break;
	case SYSTEMS_BY_START_NONE:
		snprintf(buf, size, "the newest text: none that trfpair has was in force on "
			 "the start date (042), %s", date);
		break;
	case SYSTEMS_BY_TODAY:
		if (!c->ymd || !systems_in_force_on(c->edition, c->ymd))
			snprintf(buf, size, "%s: the newest text", c->line ?
				 "the start date (042) cannot be read" : "no start date");
		else
			snprintf(buf, size, "%s: the text in force today, %s", c->line ?
				 "the start date (042) cannot be read" : "no start date", date);
		break;
	default:
		snprintf(buf, size, "the newest text, by default");
		break;
	}
}
