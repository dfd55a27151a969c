/*
 * options.c - the options object of trfpair_json() (libtrfpair(3)):
 * RFC 8259 JSON, an object whose members are scalars.  Strings are
 * unescaped to UTF-8 (\uXXXX with surrogate pairs); numbers are kept as
 * written, for the caller to read as it needs (a seed is 64 bits).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/options.h"

struct parser {
	const char *s;
	char *err;
	size_t errsize;
	int failed;
};

__attribute__((format(printf, 2, 3)))
static int fail(struct parser *p, const char *fmt, ...)
{
	va_list ap;

	if (!p->failed) {
		va_start(ap, fmt);
		vsnprintf(p->err, p->errsize, fmt, ap);
		va_end(ap);
	}
	p->failed = 1;
	return -1;
}

static void blanks(struct parser *p)
{
	while (*p->s == ' ' || *p->s == '\t' || *p->s == '\n' || *p->s == '\r')
		p->s++;
}

static int hex4(const char *s, unsigned *out)
{
	unsigned v = 0;

	for (int i = 0; i < 4; i++) {
		char c = s[i];
		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= (unsigned)(c - '0');
		else if (c >= 'a' && c <= 'f')
			v |= (unsigned)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			v |= (unsigned)(c - 'A' + 10);
		else
			return -1;
	}
	*out = v;
	return 0;
}

static size_t put_utf8(char *d, unsigned c)
{
	if (c < 0x80) {
		d[0] = (char)c;
		return 1;
	}
	if (c < 0x800) {
		d[0] = (char)(0xC0 | c >> 6);
		d[1] = (char)(0x80 | (c & 0x3F));
		return 2;
	}
	if (c < 0x10000) {
		d[0] = (char)(0xE0 | c >> 12);
		d[1] = (char)(0x80 | (c >> 6 & 0x3F));
		d[2] = (char)(0x80 | (c & 0x3F));
		return 3;
	}
	d[0] = (char)(0xF0 | c >> 18);
	d[1] = (char)(0x80 | (c >> 12 & 0x3F));
	d[2] = (char)(0x80 | (c >> 6 & 0x3F));
	d[3] = (char)(0x80 | (c & 0x3F));
	return 4;
}

/* A string at p->s (the opening quote), malloc'ed; NULL on error. */
static char *string(struct parser *p)
{
	const char *s = p->s + 1;
	/* Unescaped, a string is never longer than written. */
	char *out = malloc(strlen(s) + 1), *d = out;

	if (!out) {
		fail(p, "out of memory");
		return NULL;
	}
	for (;;) {
		unsigned char c = (unsigned char)*s;
		if (c == '"')
			break;
		if (!c || c < 0x20) {
			fail(p, "options: %s in a string", c ? "a control character" :
			     "the text ends");
			free(out);
			return NULL;
		}
		if (c != '\\') {
			*d++ = (char)c;
			s++;
			continue;
		}
		s++;
		unsigned u, lo;
		switch (*s) {
		case '"': case '\\': case '/': *d++ = *s; break;
		case 'b': *d++ = '\b'; break;
		case 'f': *d++ = '\f'; break;
		case 'n': *d++ = '\n'; break;
		case 'r': *d++ = '\r'; break;
		case 't': *d++ = '\t'; break;
		case 'u':
			if (hex4(s + 1, &u) < 0)
				goto bad;
			s += 4;
			if (u >= 0xD800 && u < 0xDC00) {
				if (s[1] != '\\' || s[2] != 'u' || hex4(s + 3, &lo) < 0 ||
				    lo < 0xDC00 || lo >= 0xE000)
					goto bad;
				u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
				s += 6;
			} else if (u >= 0xDC00 && u < 0xE000) {
				goto bad;
			}
			if (!u)
				goto bad;
			d += put_utf8(d, u);
			break;
		default:
			goto bad;
		}
		s++;
	}
	*d = 0;
	p->s = s + 1;
	return out;
bad:
	fail(p, "options: a bad escape in a string");
	free(out);
	return NULL;
}

/* A number as RFC 8259 writes it, copied; NULL on error. */
static char *number(struct parser *p)
{
	const char *s = p->s, *b = s;

	if (*s == '-')
		s++;
	if (*s == '0')
		s++;
	else if (*s >= '1' && *s <= '9')
		while (*s >= '0' && *s <= '9')
			s++;
	else
		goto bad;
	if (*s == '.') {
		if (*++s < '0' || *s > '9')
			goto bad;
		while (*s >= '0' && *s <= '9')
			s++;
	}
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '+' || *s == '-')
			s++;
		if (*s < '0' || *s > '9')
			goto bad;
		while (*s >= '0' && *s <= '9')
			s++;
	}
	char *out = malloc((size_t)(s - b) + 1);
	if (!out) {
		fail(p, "out of memory");
		return NULL;
	}
	memcpy(out, b, (size_t)(s - b));
	out[s - b] = 0;
	p->s = s;
	return out;
bad:
	fail(p, "options: a bad number");
	return NULL;
}

static int word(struct parser *p, const char *w)
{
	size_t n = strlen(w);

	if (strncmp(p->s, w, n))
		return 0;
	p->s += n;
	return 1;
}

static int value(struct parser *p, struct api_option *v)
{
	blanks(p);
	if (*p->s == '"') {
		v->type = API_STRING;
		return (v->text = string(p)) ? 0 : -1;
	}
	if (*p->s == '-' || (*p->s >= '0' && *p->s <= '9')) {
		v->type = API_NUMBER;
		return (v->text = number(p)) ? 0 : -1;
	}
	if (word(p, "true"))
		v->type = API_TRUE;
	else if (word(p, "false"))
		v->type = API_FALSE;
	else if (word(p, "null"))
		v->type = API_NULL;
	else if (*p->s == '[' || *p->s == '{')
		return fail(p, "options: %s: a string, a number, true, false or null, "
			    "not an %s", v->name, *p->s == '[' ? "array" : "object");
	else
		return fail(p, "options: %s: no value", v->name);
	return 0;
}

static int member(struct parser *p, struct api_options *o)
{
	struct api_option *nv = realloc(o->v, (size_t)(o->n + 1) * sizeof(*nv));

	if (!nv)
		return fail(p, "out of memory");
	o->v = nv;
	struct api_option *v = &o->v[o->n];
	memset(v, 0, sizeof(*v));
	if (*p->s != '"')
		return fail(p, "options: a member name must be a string");
	if (!(v->name = string(p)))
		return -1;
	o->n++;
	for (int i = 0; i < o->n - 1; i++)
		if (!strcmp(o->v[i].name, v->name))
			return fail(p, "options: %s is given twice", v->name);
	blanks(p);
	if (*p->s++ != ':')
		return fail(p, "options: ':' expected after \"%s\"", v->name);
	return value(p, v);
}

int api_options_parse(const char *json, struct api_options *o, char *err, size_t errsize)
{
	struct parser p = { json ? json : "", err, errsize, 0 };

	o->v = NULL;
	o->n = 0;
	blanks(&p);
	if (!*p.s)
		return 0;
	if (*p.s++ != '{')
		return fail(&p, "options: a JSON object expected");
	blanks(&p);
	if (*p.s == '}') {
		p.s++;
	} else {
		for (;;) {
			if (member(&p, o) < 0)
				goto error;
			blanks(&p);
			if (*p.s == '}') {
				p.s++;
				break;
			}
			if (*p.s++ != ',') {
				fail(&p, "options: ',' or '}' expected");
				goto error;
			}
			blanks(&p);
		}
	}
	blanks(&p);
	if (*p.s) {
		fail(&p, "options: text after the object");
		goto error;
	}
	return 0;
error:
	api_options_free(o);
	return -1;
}

void api_options_free(struct api_options *o)
{
	for (int i = 0; i < o->n; i++) {
		free(o->v[i].name);
		free(o->v[i].text);
	}
	free(o->v);
	o->v = NULL;
	o->n = 0;
}
