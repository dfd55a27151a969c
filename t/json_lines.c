/*
 * json_lines.c - a strict reader of the JSON lines `trfpair -c
 * --format=json' writes (RFC 8259 syntax, one object a line), for the
 * command tests; CI has no JSON tool.  For each line it prints
 *   FILE<TAB>ROUND<TAB>STATUS<TAB>NFINDINGS
 * from the object's top-level members, and at the end
 *   json_lines: N passed, N failed
 * counting the lines that parse as an object with those members.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct in {
	const char *p;
	int ok;
};

static void ws(struct in *s)
{
	while (*s->p == ' ' || *s->p == '\t' || *s->p == '\r' || *s->p == '\n')
		s->p++;
}

static void fail(struct in *s)
{
	s->ok = 0;
}

/* A string into out (size bytes, escapes kept as they are but checked). */
static void string(struct in *s, char *out, size_t size)
{
	size_t n = 0;

	if (*s->p != '"') {
		fail(s);
		return;
	}
	s->p++;
	while (s->ok && *s->p != '"') {
		unsigned char c = (unsigned char)*s->p;
		if (!c || c < 0x20) {
			fail(s);
			return;
		}
		if (c == '\\') {
			s->p++;
			if (*s->p == 'u') {
				for (int i = 1; i <= 4; i++)
					if (!isxdigit((unsigned char)s->p[i]))
						fail(s);
				s->p += 4;
			} else if (!strchr("\"\\/bfnrt", *s->p) || !*s->p) {
				fail(s);
				return;
			}
		}
		if (out && n + 1 < size)
			out[n++] = *s->p;
		s->p++;
	}
	if (out)
		out[n] = 0;
	if (s->ok)
		s->p++;
}

static void value(struct in *s, int depth, int *count);

static void number(struct in *s)
{
	const char *q = s->p;

	if (*q == '-')
		q++;
	if (!isdigit((unsigned char)*q)) {
		fail(s);
		return;
	}
	if (*q == '0')
		q++;
	else
		while (isdigit((unsigned char)*q))
			q++;
	if (*q == '.') {
		q++;
		if (!isdigit((unsigned char)*q))
			fail(s);
		while (isdigit((unsigned char)*q))
			q++;
	}
	s->p = q;
}

/* An object or array; *count gets its number of elements. */
static void container(struct in *s, int depth, int *count, char open, char close)
{
	int n = 0;

	s->p++;
	ws(s);
	if (*s->p == close) {
		s->p++;
		*count = 0;
		return;
	}
	for (;;) {
		if (open == '{') {
			string(s, NULL, 0);
			ws(s);
			if (*s->p != ':') {
				fail(s);
				return;
			}
			s->p++;
		}
		int dummy;
		value(s, depth + 1, &dummy);
		n++;
		ws(s);
		if (!s->ok)
			return;
		if (*s->p == close) {
			s->p++;
			*count = n;
			return;
		}
		if (*s->p != ',') {
			fail(s);
			return;
		}
		s->p++;
	}
}

static void value(struct in *s, int depth, int *count)
{
	ws(s);
	*count = 0;
	if (depth > 64) {
		fail(s);
		return;
	}
	if (*s->p == '{')
		container(s, depth, count, '{', '}');
	else if (*s->p == '[')
		container(s, depth, count, '[', ']');
	else if (*s->p == '"')
		string(s, NULL, 0);
	else if (!strncmp(s->p, "null", 4) || !strncmp(s->p, "true", 4))
		s->p += 4;
	else if (!strncmp(s->p, "false", 5))
		s->p += 5;
	else
		number(s);
	ws(s);
}

/* The top-level object of one line: its file, round, status, findings. */
static int line(const char *text)
{
	struct in s = { text, 1 };
	char key[64], file[4096] = "", status[64] = "";
	long round = -1;
	int nfind = -1;

	ws(&s);
	if (*s.p != '{')
		return 0;
	s.p++;
	for (;;) {
		ws(&s);
		string(&s, key, sizeof(key));
		ws(&s);
		if (!s.ok || *s.p != ':')
			return 0;
		s.p++;
		ws(&s);
		if (!strcmp(key, "file")) {
			string(&s, file, sizeof(file));
		} else if (!strcmp(key, "status")) {
			string(&s, status, sizeof(status));
		} else if (!strcmp(key, "round")) {
			char *end;
			round = strtol(s.p, &end, 10);
			number(&s);
		} else if (!strcmp(key, "findings")) {
			if (*s.p != '[')
				return 0;
			value(&s, 1, &nfind);
		} else {
			int dummy;
			value(&s, 1, &dummy);
		}
		ws(&s);
		if (!s.ok)
			return 0;
		if (*s.p == '}')
			break;
		if (*s.p != ',')
			return 0;
		s.p++;
	}
	s.p++;
	ws(&s);
	if (*s.p || !*file || !*status || round < 1 || nfind < 0)
		return 0;
	printf("%s\t%ld\t%s\t%d\n", file, round, status, nfind);
	return 1;
}

int main(void)
{
	char *buf = NULL;
	size_t size = 0;
	int passed = 0, failed = 0;

	while (getline(&buf, &size, stdin) > 0) {
		if (line(buf)) {
			passed++;
		} else {
			failed++;
			printf("FAIL: not a JSON object with file, round, status, findings: %s", buf);
		}
	}
	free(buf);
	printf("json_lines: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
