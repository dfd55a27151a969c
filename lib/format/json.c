/* json.c - the JSON writer; see json.h. */
#include <string.h>

#include "format/json.h"

void json_init(struct json *j, FILE *f)
{
	memset(j, 0, sizeof(*j));
	j->f = f;
}

static int level(const struct json *j)
{
	return j->depth < JSON_MAX_DEPTH ? j->depth : JSON_MAX_DEPTH;
}

/* Before a value or a key: the comma after the previous one (none
 * between a key and its value). */
static void before(struct json *j)
{
	if (j->keyed) {
		j->keyed = 0;
		return;
	}
	if (j->some[level(j)])
		fputc(',', j->f);
	j->some[level(j)] = 1;
}

void json_open(struct json *j, char bracket)
{
	before(j);
	fputc(bracket, j->f);
	j->depth++;
	j->some[level(j)] = 0;
	j->closer[level(j)] = bracket == '[' ? ']' : '}';
}

void json_close(struct json *j)
{
	if (j->depth <= 0)
		return;
	fputc(j->closer[level(j)], j->f);
	j->depth--;
}

void json_key(struct json *j, const char *name)
{
	before(j);
	json_write_string(j->f, name, name ? strlen(name) : 0);
	fputc(':', j->f);
	j->keyed = 1;
}

void json_str(struct json *j, const char *s)
{
	before(j);
	json_write_string(j->f, s, s ? strlen(s) : 0);
}

void json_strn(struct json *j, const char *s, size_t n)
{
	before(j);
	json_write_string(j->f, s, n);
}

void json_int(struct json *j, long long v)
{
	before(j);
	fprintf(j->f, "%lld", v);
}

void json_number(struct json *j, const char *text)
{
	before(j);
	fputs(text && json_is_number(text) ? text : "null", j->f);
}

void json_bool(struct json *j, int v)
{
	before(j);
	fputs(v ? "true" : "false", j->f);
}

void json_null(struct json *j)
{
	before(j);
	fputs("null", j->f);
}

void json_key_str(struct json *j, const char *name, const char *s)
{
	json_key(j, name);
	json_str(j, s);
}

void json_key_int(struct json *j, const char *name, long long v)
{
	json_key(j, name);
	json_int(j, v);
}

/* The length of the UTF-8 sequence at s (n bytes left), or 0 if it is
 * not one: no overlong forms, no surrogates, nothing past U+10FFFF. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
	size_t len = s[0] < 0x80 ? 1 : (s[0] & 0xE0) == 0xC0 ? 2 :
		     (s[0] & 0xF0) == 0xE0 ? 3 : (s[0] & 0xF8) == 0xF0 ? 4 : 0;

	if (!len || len > n)
		return 0;
	for (size_t i = 1; i < len; i++)
		if ((s[i] & 0xC0) != 0x80)
			return 0;
	if ((len == 2 && s[0] < 0xC2) ||
	    (len == 3 && s[0] == 0xE0 && s[1] < 0xA0) ||
	    (len == 3 && s[0] == 0xED && s[1] >= 0xA0) ||
	    (len == 4 && s[0] == 0xF0 && s[1] < 0x90) ||
	    (len == 4 && (s[0] > 0xF4 || (s[0] == 0xF4 && s[1] >= 0x90))))
		return 0;
	return len;
}

void json_write_string(FILE *f, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;

	if (!s) {
		fputs("null", f);
		return;
	}
	fputc('"', f);
	while (p < end) {
		size_t len = utf8_len(p, (size_t)(end - p));
		if (!len) {
			fputs("\\ufffd", f);
			p++;
		} else if (*p == '"' || *p == '\\') {
			fputc('\\', f);
			fputc(*p++, f);
		} else if (*p == '\n' || *p == '\r' || *p == '\t') {
			fputc('\\', f);
			fputc(*p == '\n' ? 'n' : *p == '\r' ? 'r' : 't', f);
			p++;
		} else if (*p < 0x20) {
			fprintf(f, "\\u%04x", *p++);
		} else {
			fwrite(p, 1, len, f);
			p += len;
		}
	}
	fputc('"', f);
}

int json_is_number(const char *text)
{
	const char *p = text + (*text == '-');

	if (!(*p >= '1' && *p <= '9') && !(*p == '0' && (p[1] == '.' || !p[1])))
		return 0;
	p += strspn(p, "0123456789");
	if (*p == '.' && p[1])
		p += 1 + strspn(p + 1, "0123456789");
	return !*p;
}
