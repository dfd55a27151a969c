/*
 * columns_json.c - each check-list column's member name and type in the
 * JSON layout (trfpair(1), CHECK-LIST).  Names are stable: a column
 * whose quantity is the same in two editions has the same name.
 */
#include "report/columns.h"

static const struct {
	const char *key;
	enum checklist_type type;
} json[CL_NCOLUMNS] = {
	[CL_PNO] = { "pno", CT_INTEGER },
	[CL_ID] = { "id", CT_INTEGER },
	[CL_RTG] = { "rating", CT_INTEGER },
	[CL_PTS] = { "points", CT_NUMBER },
	[CL_COLOURS] = { "colours", CT_COLOURS },
	[CL_CD] = { "colour_diff", CT_INTEGER },
	[CL_PREF_DUTCH] = { "pref", CT_WORD },
	[CL_STRENGTH_DUTCH] = { "strength", CT_WORD },
	[CL_PREF_DUBOV] = { "pref", CT_WORD },
	[CL_STRENGTH_DUBOV] = { "strength", CT_WORD },
	[CL_DUE_DUBOV1997] = { "due", CT_WORD },
	[CL_DUE_LIM] = { "due", CT_WORD },
	[CL_FLOAT2] = { "float_2", CT_WORD },
	[CL_FLOAT1] = { "float_1", CT_WORD },
	[CL_FLOAT2_2026] = { "float_2", CT_WORD },
	[CL_FLOAT1_2026] = { "float_1", CT_WORD },
	[CL_LIM_FLOAT1] = { "floater_1", CT_FLAG },
	[CL_PAB] = { "pab", CT_FLAG },
	[CL_PAB_2025] = { "pab", CT_FLAG },
	[CL_BYE_DUBOV1997] = { "pab", CT_FLAG },	/* the same quantity as PAB */
	[CL_GAMES] = { "games", CT_INTEGER },
	[CL_ARO] = { "aro", CT_INTEGER },
	[CL_UPF] = { "upfloats", CT_INTEGER },
	[CL_UPF1] = { "upfloat_1", CT_FLAG },
	[CL_MAXT] = { "max_upfloats", CT_FLAG },
	[CL_ARO_TENTHS] = { "aro", CT_NUMBER },
	[CL_UP_DUBOV1997] = { "upfloats", CT_INTEGER },
	[CL_UP1_DUBOV1997] = { "upfloat_1", CT_FLAG },
	[CL_UP_OK_DUBOV1997] = { "up_ok", CT_FLAG },
	[CL_FLOATER_DUBOV1997] = { "floater", CT_FLAG },
};

const char *checklist_json_key(enum checklist_column c)
{
	const struct checklist_col *col = checklist_col(c);

	if (!col)
		return NULL;
	return json[c].key ? json[c].key : col->name;
}

enum checklist_type checklist_json_type(enum checklist_column c)
{
	return checklist_col(c) && json[c].key ? json[c].type : CT_TEXT;
}

const char *checklist_type_name(enum checklist_type type)
{
	static const char *const names[] = {
		[CT_TEXT] = "text", [CT_WORD] = "word", [CT_COLOURS] = "colours",
		[CT_INTEGER] = "integer", [CT_NUMBER] = "number", [CT_FLAG] = "flag",
	};

	return names[type];
}
