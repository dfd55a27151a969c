/*
 * options.h - internal to lib/api: the options object of a call, read
 * into name-value pairs.  Values are scalars: a string, a number (kept
 * as written), true, false or null.
 */
#ifndef TRFPAIR_API_OPTIONS_H
#define TRFPAIR_API_OPTIONS_H

#include <stddef.h>

enum api_value_type { API_STRING, API_NUMBER, API_TRUE, API_FALSE, API_NULL };

struct api_option {
	char *name;
	enum api_value_type type;
	char *text;		/* API_STRING: the string; API_NUMBER: as written */
};

struct api_options {
	struct api_option *v;
	int n;
};

/*
 * Parse a JSON object of scalars (NULL or blanks: no options).  Returns
 * 0, or -1 with a message in err (out of memory: "out of memory").
 */
int api_options_parse(const char *json, struct api_options *o, char *err, size_t errsize);
void api_options_free(struct api_options *o);

#endif
