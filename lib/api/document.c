/*
 * document.c - the document trfpair_json() returns (api.h): the status,
 * the run's messages as data, and the command's JSON output as result.
 */
#include <stdlib.h>
#include <string.h>

#include "api/internal.h"
#include "format/json.h"

static void location(struct json *j, const struct api_message *m)
{
	json_key_str(j, "file", m->file);
	json_key_int(j, "line", m->line);
	json_key_int(j, "col", m->col);
	json_key_str(j, "message", m->text);
}

/* The command's output: its lines as an array, its one value, or the
 * TRF text as a string. */
static void result(FILE *f, const struct api_call *c)
{
	const char *s = c->out ? c->out : "", *end = s + c->outlen;

	if (c->generated) {
		json_write_string(f, s, c->outlen);
		return;
	}
	if (c->lines)
		fputc('[', f);
	int n = 0;
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t len = nl ? (size_t)(nl - s) : (size_t)(end - s);
		if (len) {
			if (n++)
				fputc(',', f);
			fwrite(s, 1, len, f);
		}
		s += len + 1;
	}
	if (c->lines)
		fputc(']', f);
	else if (!n)
		fputs("null", f);
}

char *api_document(const struct api_call *c, const char *version)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	struct json j;
	const struct api_message *error = NULL;

	if (!f)
		return NULL;
	for (int i = 0; i < c->nmsgs && !error; i++)
		if (c->msgs[i].severity == RUN_ERROR)
			error = &c->msgs[i];
	json_init(&j, f);
	json_open(&j, '{');
	json_key_str(&j, "trfpair", version);
	json_key_str(&j, "operation", c->operation);
	json_key_int(&j, "status", c->status);
	json_key(&j, "warnings");
	json_open(&j, '[');
	for (int i = 0; i < c->nmsgs; i++)
		if (c->msgs[i].severity == RUN_WARNING) {
			json_open(&j, '{');
			location(&j, &c->msgs[i]);
			json_close(&j);
		}
	json_close(&j);
	json_key(&j, "notes");
	json_open(&j, '[');
	for (int i = 0; i < c->nmsgs; i++)
		if (c->msgs[i].severity == RUN_NOTE)
			json_str(&j, c->msgs[i].text);
	json_close(&j);
	json_key(&j, "error");
	if (error) {
		json_open(&j, '{');
		location(&j, error);
		json_key_int(&j, "status", c->status);
		json_close(&j);
	} else {
		json_null(&j);
	}
	/* Last: written as the run wrote it, not through the writer. */
	json_key(&j, "result");
	if (error)
		fputs("null", f);
	else
		result(f, c);
	json_close(&j);
	if (fclose(f) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}
