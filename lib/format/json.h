/*
 * json.h - the one JSON writer of every report (-c, the check-list,
 * standings, --explain): strings are escaped here and nowhere else, and
 * the commas between members and elements are the writer's business.
 *
 *	struct json j;
 *	json_init(&j, f);
 *	json_open(&j, '{');
 *	json_key(&j, "round");  json_int(&j, 3);
 *	json_key(&j, "pab");    json_null(&j);
 *	json_key(&j, "boards"); json_open(&j, '[');
 *	...
 *	json_close(&j);		// ']'
 *	json_close(&j);		// '}'
 *
 * writes {"round":3,"pab":null,"boards":[...]} with no blanks.  A value
 * written where an object expects a key, or a key in an array, is the
 * caller's mistake; the writer does not check it.
 */
#ifndef TRFPAIR_FORMAT_JSON_H
#define TRFPAIR_FORMAT_JSON_H

#include <stddef.h>
#include <stdio.h>

#define JSON_MAX_DEPTH 32

struct json {
	FILE *f;
	int depth;			/* open objects and arrays */
	unsigned char some[JSON_MAX_DEPTH + 1];	/* a value written at this depth */
	char closer[JSON_MAX_DEPTH + 1];	/* '}' or ']' of the open level */
	int keyed;			/* a key was written; its value follows */
};

/* A writer on f, at the top level: the next value is the first. */
void json_init(struct json *j, FILE *f);

/* '{' or '[', and its end; nesting deeper than JSON_MAX_DEPTH is
 * written but its commas are those of the deepest level. */
void json_open(struct json *j, char bracket);
void json_close(struct json *j);

/* A member's name; its value is the next thing written. */
void json_key(struct json *j, const char *name);

/* A string, or null when s is NULL (json_write_string() says how bytes are
 * written). */
void json_str(struct json *j, const char *s);
void json_strn(struct json *j, const char *s, size_t n);
void json_int(struct json *j, long long v);
/* A number written as the text stands ("1.5", "-2"); null when text is
 * not a JSON number. */
void json_number(struct json *j, const char *text);
void json_bool(struct json *j, int v);
void json_null(struct json *j);

/* Shorthands: a key and its value. */
void json_key_str(struct json *j, const char *name, const char *s);
void json_key_int(struct json *j, const char *name, long long v);

/*
 * The bare string writer, for a stream no struct json drives: s between
 * quotes with '"' and '\\' escaped, \n \r \t as such, other control
 * bytes as \u00XX, and every byte that does not begin a UTF-8 sequence
 * (a name from a Latin-1 export) as \ufffd, so the output is always
 * valid JSON in UTF-8.  NULL is null.
 */
void json_write_string(FILE *f, const char *s, size_t n);

/* Whether text is a JSON number as it stands: -?digits(.digits)?, no
 * leading zero. */
int json_is_number(const char *text);

#endif
