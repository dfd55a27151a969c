/*
 * api.c - trfpair_json(): the options read into a struct run_options,
 * the operation run by lib/run/ as the command runs it (its report in
 * memory, its messages kept), and the document around what it wrote.
 */
#include <stdlib.h>
#include <string.h>

#include "api/api.h"
#include "api/internal.h"
#include "trf/trf.h"

#ifndef VERSION
#define VERSION "0.1.0"
#endif

static const struct {
	const char *name;
	enum run_op op;
} operations[] = {
	{ "pair", RUN_PAIR }, { "check", RUN_CHECK }, { "info", RUN_INFO },
	{ "checklist", RUN_LIST }, { "standings", RUN_STANDINGS },
	{ "generate", RUN_GENERATE },
};

/* Keep a message of the run. */
static void keep(void *ctx, const struct run_message *m)
{
	struct api_call *c = ctx;
	struct api_message *nv = realloc(c->msgs, (size_t)(c->nmsgs + 1) * sizeof(*nv));

	if (!nv) {
		c->oom = 1;
		return;
	}
	c->msgs = nv;
	struct api_message *k = &c->msgs[c->nmsgs];
	k->severity = m->severity;
	k->file = m->file ? strdup(m->file) : NULL;
	k->line = m->line;
	k->col = m->col;
	k->text = strdup(m->text);
	if ((m->file && !k->file) || !k->text) {
		free(k->file);
		free(k->text);
		c->oom = 1;
		return;
	}
	c->nmsgs++;
}

void api_call_free(struct api_call *c)
{
	for (int i = 0; i < c->nmsgs; i++) {
		free(c->msgs[i].file);
		free(c->msgs[i].text);
	}
	free(c->msgs);
	free(c->out);
	api_options_free(&c->opts);
}

/* A request refused before the run: the error the command would print
 * ("trfpair: TEXT"), and its exit status. */
static void refuse(struct api_call *c, const char *text, int status)
{
	struct run_message m = { RUN_ERROR, NULL, 0, 0, 0, text, 0 };

	keep(c, &m);
	c->status = status;
}

char *trfpair_json(const char *operation, const char *options, const void *trf, size_t len)
{
	struct api_call c = { 0 };
	struct run_options o = { 0 };
	const char *name = "-";
	char err[512];
	int rc;

	c.operation = operation ? operation : "";
	for (size_t i = 0; i < sizeof(operations) / sizeof(operations[0]); i++)
		if (!strcmp(c.operation, operations[i].name))
			o.op = operations[i].op;
	if (o.op == RUN_NONE) {
		snprintf(err, sizeof(err), "'%s' is not an operation: pair, check, info, "
			 "checklist, standings or generate", c.operation);
		refuse(&c, err, TRF_EINVALID);
	} else if (api_options_parse(options, &c.opts, err, sizeof(err)) < 0) {
		refuse(&c, err, !strcmp(err, "out of memory") ? TRF_ELIMIT : TRF_EINVALID);
	} else if ((rc = api_options_apply(&c.opts, &o, &name, err, sizeof(err))) != TRF_OK) {
		refuse(&c, err, rc);
	} else {
		api_run(&c, &o, name, trf, len);
	}
	char *doc = c.oom ? NULL : api_document(&c, VERSION);
	api_call_free(&c);
	return doc;
}

void trfpair_json_free(char *doc)
{
	free(doc);
}

/* The run itself: lib/run/ with the report in memory and the messages
 * kept, writing no file. */
void api_run(struct api_call *c, struct run_options *o, const char *name, const void *trf,
	     size_t len)
{
	const char *inputs[1] = { name };

	c->out_file = open_memstream(&c->out, &c->outlen);
	if (!c->out_file) {
		c->oom = 1;
		return;
	}
	o->out = c->out_file;
	o->message = keep;
	o->ctx = c;
	o->no_files = 1;
	o->format = "json";
	if (o->op == RUN_GENERATE) {
		o->output = "-";
		o->config = len ? name : NULL;
		o->config_data = trf ? trf : "";
		o->config_len = len;
	} else {
		o->inputs = inputs;
		o->ninputs = 1;
		o->input_data = trf ? trf : "";
		o->input_len = len;
		if (o->op == RUN_PAIR)
			o->output = "-";
		if (o->op == RUN_LIST) {
			o->want_list = 1;
			o->list = "-";
		}
	}
	c->status = run_prepare(o);
	if (c->status == 0)
		c->status = run_operation(o);
	fclose(c->out_file);
	c->out_file = NULL;
	c->generated = o->op == RUN_GENERATE;
	c->lines = o->op == RUN_CHECK;
}
