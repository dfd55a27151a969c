# Makefile - trfpair (hand-written; `configure' writes config.mk).
#
# On a fresh clone `make' runs autoreconf and configure by itself.
#   make              build lib/libtrfpair.a and the trfpair command
#   make check        unit tests (Check), command tests, corpus round trip
#   make check-sanitize   the same with -fsanitize=address,undefined
#   make demo         build, then show a sample tournament
#   make fuzz         libFuzzer targets: the TRF reader, pairing and checking (clang)
#   make fuzz-coverage  line coverage per lib/ folder of the fuzz corpora
#   make mutate-run   MUTANTS mutated tournaments through -p/-c/-l, sanitized
#   make soak         N generated tournaments per system and edition, checked (N=, JOBS=)
#   make wasm         the web page: $(B)/web/trfpair.html, the command in
#                     WebAssembly (Emscripten) inside one static file
#   make check-web    the page in headless Chromium against the command
#   make install      the command, libtrfpair.a and .so, headers, trfpair.pc,
#                     man pages; honours prefix (configure) and DESTDIR
#
# Objects go to $(B)/ so that sanitizer and fuzz builds sit beside the
# normal one.

B ?= build
comma = ,

.DEFAULT_GOAL := all

# Cleaning must not need configure.
ifeq ($(filter clean distclean,$(MAKECMDGOALS)),)
include config.mk
endif

config.mk: config.mk.in config.status
	./config.status config.mk
config.status: configure
	if [ -f config.status ]; then ./config.status --recheck; else ./configure; fi
configure: configure.ac
	autoreconf -fi

WARN = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
       -Wformat=2 -Wvla $(WERROR)
ALL_CFLAGS = -std=c11 $(WARN) $(CFLAGS) $(EXTRA_CFLAGS)
ALL_CPPFLAGS = -D_POSIX_C_SOURCE=200809L -Ilib $(CPPFLAGS)
ALL_LDFLAGS = $(LDFLAGS) $(EXTRA_CFLAGS)

LIB_SRC = $(sort $(wildcard lib/*/*.c))
LIB_HDR = $(sort $(wildcard lib/*/*.h))
# The installed API; the other headers are internal to their folder.
PUB_HDR = lib/trf/trf.h lib/tournament/tournament.h lib/match/match.h \
	  lib/dutch/dutch.h lib/dutch_2012/dutch_2012.h lib/dubov/dubov.h lib/dubov_1997/dubov_1997.h \
	  lib/pairing/pairing.h lib/pairing/check.h lib/verify_dutch_2012/verify_dutch_2012.h \
	  lib/check/check.h lib/systems/systems.h lib/standings/standings.h \
	  lib/verify/verify.h lib/verify_dubov/verify_dubov.h lib/verify_dubov_1997/verify_dubov_1997.h \
	  lib/lim/lim.h \
	  lib/verify_lim/verify_lim.h lib/rtg/rtg.h lib/report/info.h \
	  lib/report/checklist.h lib/api/api.h
LIB_OBJ = $(LIB_SRC:%.c=$(B)/%.o)
# The in-tree archive, every symbol visible to the tests.
LIB = $(B)/libtrfpair.a
# What `make install' installs (libtrfpair(3)): an archive and a shared
# library that export the functions and objects the public headers
# declare, nothing else; an umbrella header; a pkg-config file.
SOMAJOR = 0
SONAME = libtrfpair.so.$(SOMAJOR)
SHLIB = $(B)/dist/libtrfpair.so.$(VERSION)
DIST_LIB = $(B)/dist/libtrfpair.a
EXPORTS = $(B)/dist/exports.txt
UMBRELLA = $(B)/dist/trfpair.h
PCFILE = $(B)/dist/trfpair.pc
STAGE = $(B)/stage
PROG = $(B)/trfpair

UNIT_SRC = t/unit.c $(sort $(wildcard t/*/test_*.c)) $(sort $(wildcard t/support/*.c))
UNIT_OBJ = $(UNIT_SRC:%.c=$(B)/%.o)
UNIT = $(B)/t/unit
ROUNDTRIP = $(B)/t/roundtrip
DUTCH_CORPUS = $(B)/t/dutch_corpus
VERIFY_MUTANTS = $(B)/t/verify_mutants
PROPS = $(B)/t/props
STANDINGS_PROPS = $(B)/t/standings_props
D12_PROPS = $(B)/t/dutch2012_props
D12_BRUTE = $(B)/t/dutch2012_brute
D12_MUTANTS = $(B)/t/dutch2012_mutants
D97_PROPS = $(B)/t/dubov1997_props
D97_BRUTE = $(B)/t/dubov1997_brute
MUTATE = $(B)/t/mutate
JSON_LINES = $(B)/t/json_lines
CHECKLIST_AGREE = $(B)/t/checklist_agree
API_DOC = $(B)/t/api_doc
BENCH = $(B)/t/bench/bench
BENCH_GEN = $(B)/t/bench/gen
# match_solve_priced() against a dense solve (not part of `make bench').
MATCH_BENCH = $(B)/t/bench/match_priced

.PHONY: all check check-unit check-shell check-sanitize demo bench bench-samples \
	fuzz fuzz-run fuzz-pair-run fuzz-gen-run fuzz-coverage soak mutate-run install uninstall clean distclean \
	dist-lib stage wasm check-web check-web-note npm check-npm check-python
.DELETE_ON_ERROR:

all: $(PROG)

$(B)/%.o: %.c $(LIB_HDR) config.mk
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

# Position-independent, for the shared library.
$(LIB_OBJ): ALL_CFLAGS += -fPIC

$(LIB): $(LIB_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rc $@ $(LIB_OBJ)
	$(RANLIB) $@

$(B)/src/trfpair.o: ALL_CPPFLAGS += -DVERSION='"$(VERSION)"'

$(PROG): $(B)/src/trfpair.o $(LIB)
	$(CC) $(ALL_LDFLAGS) -o $@ $(B)/src/trfpair.o $(LIB) $(LIBS)

# Every t/*/test_*.c defines `Suite *suite_NAME(void)'; the list is generated.
$(B)/t/suites.inc: $(UNIT_SRC)
	@mkdir -p $(@D)
	sed -n 's/^Suite \*\(suite_[a-z0-9_]*\)(void)$$/SUITE(\1)/p' $(UNIT_SRC) > $@

$(B)/t/unit.o: $(B)/t/suites.inc
$(B)/t/%.o: ALL_CPPFLAGS += -It -I$(B)/t $(CHECK_CFLAGS)

$(UNIT): $(UNIT_OBJ) $(LIB)
	$(CC) $(ALL_LDFLAGS) -o $@ $(UNIT_OBJ) $(LIB) $(CHECK_LIBS) $(LIBS)

# Stand-alone test programs: one source each, linked with the library.
$(ROUNDTRIP) $(DUTCH_CORPUS) $(VERIFY_MUTANTS) $(PROPS) $(STANDINGS_PROPS) $(D12_PROPS) $(D12_MUTANTS) $(D97_PROPS) $(BENCH) $(BENCH_GEN) $(MATCH_BENCH) $(JSON_LINES) $(CHECKLIST_AGREE) $(API_DOC): $(B)/t/%: $(B)/t/%.o $(LIB)
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(LIB) $(LIBS)

# The brute-force references and the mutator draw with t/support/rnd.c;
# the references walk permutations with t/support/perm.c.
$(D97_BRUTE) $(MUTATE): $(B)/t/%: $(B)/t/%.o $(B)/t/support/rnd.o $(B)/t/support/perm.o $(LIB)
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(B)/t/support/rnd.o $(B)/t/support/perm.o $(LIB) $(LIBS)

# The 2012 brute compares the engine with the literal text of t/dutch2012_text.c.
$(D12_BRUTE): $(B)/t/dutch2012_brute.o $(B)/t/dutch2012_text.o $(B)/t/support/rnd.o $(LIB)
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(B)/t/dutch2012_text.o $(B)/t/support/rnd.o $(LIB) $(LIBS)

# The public API: the global symbols of the library that a public
# header names.
$(EXPORTS): $(LIB_OBJ) $(PUB_HDR)
	@mkdir -p $(@D)
	nm -g --defined-only $(LIB_OBJ) | awk 'NF == 3 && $$2 ~ /^[TDRBC]$$/ { print $$3 }' | \
		sort -u | while read -r sym; do \
			if grep -qw -- "$$sym" $(PUB_HDR); then echo "$$sym"; fi; done > $@.tmp
	test -s $@.tmp && mv $@.tmp $@

$(B)/dist/trfpair.map: $(EXPORTS)
	{ echo "TRFPAIR_$(SOMAJOR) {"; echo "global:"; sed 's/.*/\t&;/' $(EXPORTS); \
	  echo "local:"; echo "\t*;"; echo "};"; } > $@

$(SHLIB): $(LIB_OBJ) $(B)/dist/trfpair.map
	$(CC) -shared $(ALL_LDFLAGS) -Wl,-soname,$(SONAME) \
		-Wl,--version-script=$(B)/dist/trfpair.map -o $@ $(LIB_OBJ) $(LIBS)

# One relocatable object with the internal symbols made local, so that
# a program linking the archive cannot clash with them.
$(DIST_LIB): $(LIB_OBJ) $(EXPORTS)
	$(LD) -r -o $(B)/dist/trfpair-all.o $(LIB_OBJ)
	$(OBJCOPY) --keep-global-symbols=$(EXPORTS) $(B)/dist/trfpair-all.o
	rm -f $@
	$(AR) rc $@ $(B)/dist/trfpair-all.o
	$(RANLIB) $@

$(UMBRELLA): $(PUB_HDR) Makefile
	@mkdir -p $(@D)
	{ echo "/* trfpair.h - every public header of libtrfpair; see libtrfpair(3). */"; \
	  echo "#ifndef TRFPAIR_H"; echo "#define TRFPAIR_H"; \
	  for h in $(PUB_HDR); do echo "#include \"$${h#lib/}\""; done; \
	  echo "#endif"; } > $@

# Relative to ${prefix}, so that pkg-config --define-variable=prefix=
# finds a DESTDIR copy.
$(PCFILE): config.mk Makefile
	@mkdir -p $(@D)
	{ echo 'prefix=$(prefix)'; \
	  echo 'libdir=$(patsubst $(prefix)%,$${prefix}%,$(libdir))'; \
	  echo 'includedir=$(patsubst $(prefix)%,$${prefix}%,$(includedir))'; \
	  echo; echo 'Name: trfpair'; \
	  echo 'Description: FIDE Swiss pairings (Dutch, Dubov, Lim), TRF reading and writing, pairing checks'; \
	  echo 'Version: $(VERSION)'; \
	  echo 'Cflags: -I$${includedir}/trfpair'; \
	  echo 'Libs: -L$${libdir} -ltrfpair'; \
	  echo 'Libs.private: $(LIBS)'; } > $@

dist-lib: $(SHLIB) $(DIST_LIB) $(UMBRELLA) $(PCFILE)

# A copy installed under $(STAGE) for t0028 (the library as a user
# links it).
stage: $(PROG) dist-lib
	rm -rf $(STAGE)
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(STAGE) >/dev/null

check: check-unit check-shell check-web-note

check-unit: $(UNIT)
	@if [ "$(HAVE_CHECK)" != yes ]; then \
		echo "Check (libcheck) is missing: apt-get install check pkg-config" >&2; exit 1; fi
	cd t && ../$(UNIT)

check-shell: $(PROG) $(ROUNDTRIP) $(DUTCH_CORPUS) $(VERIFY_MUTANTS) $(PROPS) $(STANDINGS_PROPS) $(D12_PROPS) $(D12_BRUTE) $(D12_MUTANTS) \
		$(D97_PROPS) $(D97_BRUTE) $(MUTATE) $(JSON_LINES) $(CHECKLIST_AGREE) $(API_DOC) stage
	STAGE=$(CURDIR)/$(STAGE) STAGE_PREFIX='$(prefix)' STAGE_LIBDIR='$(libdir)' \
		EXAMPLE_CC='$(CC)' EXAMPLE_CFLAGS='$(EXTRA_CFLAGS)' \
	TRFPAIR=$(CURDIR)/$(PROG) ROUNDTRIP=$(CURDIR)/$(ROUNDTRIP) \
		MUTATE=$(CURDIR)/$(MUTATE) JSON_LINES=$(CURDIR)/$(JSON_LINES) \
		CHECKLIST_AGREE=$(CURDIR)/$(CHECKLIST_AGREE) API_DOC=$(CURDIR)/$(API_DOC) \
		DUTCH_CORPUS=$(CURDIR)/$(DUTCH_CORPUS) \
		PROPS=$(CURDIR)/$(PROPS) STANDINGS_PROPS=$(CURDIR)/$(STANDINGS_PROPS) \
		D12_PROPS=$(CURDIR)/$(D12_PROPS) D12_BRUTE=$(CURDIR)/$(D12_BRUTE) \
		D12_MUTANTS=$(CURDIR)/$(D12_MUTANTS) \
		D97_PROPS=$(CURDIR)/$(D97_PROPS) D97_BRUTE=$(CURDIR)/$(D97_BRUTE) \
		VERIFY_MUTANTS=$(CURDIR)/$(VERIFY_MUTANTS) \
		sh t/run-tests.sh

# make check does not open a browser: it says so, and whether
# make check-web could run here.
check-web-note:
	@if ! command -v $(EMCC) >/dev/null 2>&1; then why="$(EMCC) not found (apt-get install emscripten)"; \
	elif ! command -v $(CHROMIUM) >/dev/null 2>&1; then why="$(CHROMIUM) not found (apt-get install chromium)"; \
	elif ! command -v python3 >/dev/null 2>&1; then why="python3 not found"; \
	else why="not part of make check; make check-web runs them here"; fi; \
	echo "web checks (headless Chromium) not run: $$why"

SANITIZE = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
check-sanitize:
	$(MAKE) B=build-san EXTRA_CFLAGS='$(SANITIZE)' check

# The web page (src/web/, issues 27, 33): the npm package's engine (the
# library and the command's own main, renamed by -Dmain=trfpair_main and
# called by src/web/entry.c, built with Emscripten into one ES module
# with the WebAssembly inside, and the package's glue, npm/src/glue.js),
# the package's worker (npm/src/worker.js) with the page's addition
# (src/web/worker.js), the page's script and its style, put together by
# src/web/build-page.awk into one file that works from file:// with no
# server.  Debian's emcc uses the system's prebuilt cache, or one under
# $(B)/wasm when that is not writable; the Debian acorn module is found
# through NODE_PATH when node is not Debian's.
EMCC = emcc
CHROMIUM = chromium
WASM_OBJ = $(LIB_SRC:%.c=$(B)/wasm/%.o) $(B)/wasm/src/trfpair.o $(B)/wasm/src/web/entry.o
WEB_PAGE = $(B)/web/trfpair.html
WEB_SRC = src/web/trfpair.html src/web/page.js src/web/worker.js src/web/style.css npm/src/worker.js
EMCC_RUN = cache=$$($(EMCC:emcc=em-config) CACHE 2>/dev/null); \
	if [ ! -w "$$cache" ]; then EM_CACHE=$(CURDIR)/$(B)/wasm/cache; export EM_CACHE; fi; \
	NODE_PATH=$${NODE_PATH:-/usr/share/nodejs}; export NODE_PATH; $(EMCC)
EMFLAGS = -O2

wasm: $(WEB_PAGE)

$(B)/wasm/%.o: %.c $(LIB_HDR) config.mk
	@mkdir -p $(@D)
	$(EMCC_RUN) $(ALL_CPPFLAGS) -std=c11 $(filter-out -Werror,$(WARN)) $(EMFLAGS) -c -o $@ $<

$(B)/wasm/src/trfpair.o: ALL_CPPFLAGS += -DVERSION='"$(VERSION)"' -Dmain=trfpair_main

# The npm package (npm/, issue 33): the library, its JSON entry point
# (lib/api/) and the command (for the page) built with Emscripten as
# one ES module with the WebAssembly inside (SINGLE_FILE), the glue
# (npm/src/glue.js) appended, a worker, the entry, the types, the
# README and the licence when the project has one; then `npm pack'.
# The objects are those of `make wasm'.
NPM = npm
NODE = node
NPM_DIR = $(B)/npm/trfpair
NPM_TGZ = $(B)/npm/trfpair-$(VERSION).tgz
NPM_CORE = $(B)/npm/engine-core.mjs
NPM_ENGINE = $(B)/npm/engine.mjs
NPM_SRC = npm/src/glue.js npm/src/worker.js npm/src/index.js npm/src/index.d.ts \
	npm/README.md npm/package.json.in
NPM_EMLDFLAGS = -sSINGLE_FILE=1 -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createTrfpair \
	-sENVIRONMENT=web,worker -sALLOW_MEMORY_GROWTH=1 -sTOTAL_STACK=8388608 \
	-sEXPORTED_FUNCTIONS=_trfpair_json,_trfpair_json_free,_trfpair_web_run,_trfpair_web_systems,_malloc,_free \
	-sEXPORTED_RUNTIME_METHODS=FS,UTF8ToString,stringToUTF8,lengthBytesUTF8
LICENCE_FILE = $(firstword $(wildcard LICENSE LICENCE COPYING))

npm: $(NPM_TGZ)

$(NPM_CORE): $(WASM_OBJ)
	@mkdir -p $(@D)
	$(EMCC_RUN) $(EMFLAGS) $(NPM_EMLDFLAGS) -o $@ $(WASM_OBJ)

# The module and its glue: the package's engine.mjs, and the page's.
$(NPM_ENGINE): $(NPM_CORE) npm/src/glue.js
	{ cat $(NPM_CORE); echo; cat npm/src/glue.js; \
	  echo 'export { trfpairCall, trfpairCommand };'; } > $@.tmp
	mv $@.tmp $@

$(NPM_TGZ): $(NPM_ENGINE) $(NPM_SRC) config.mk
	rm -rf $(NPM_DIR) $@
	mkdir -p $(NPM_DIR)
	cp $(NPM_ENGINE) $(NPM_DIR)/engine.mjs
	{ echo "import createTrfpair, { trfpairCall, trfpairCommand } from './engine.mjs';"; \
	  cat npm/src/worker.js; } > $(NPM_DIR)/worker.mjs
	cp npm/src/index.js $(NPM_DIR)/index.mjs
	cp npm/src/index.d.ts npm/README.md $(NPM_DIR)/
	if [ -n "$(LICENCE_FILE)" ]; then cp $(LICENCE_FILE) $(NPM_DIR)/; fi
	sed -e 's/@VERSION@/$(VERSION)/' \
	    -e 's/@LICENSE@/$(if $(LICENCE_FILE),$(comma) "$(LICENCE_FILE)")/' \
	    npm/package.json.in > $(NPM_DIR)/package.json
	cd $(B)/npm && $(NPM) pack --silent ./trfpair > /dev/null
	test -s $@

# The page (see wasm above), here where the package's names are set.
$(WEB_PAGE): $(NPM_ENGINE) $(WEB_SRC) src/web/build-page.awk config.mk
	@mkdir -p $(@D)
	awk -v version='$(VERSION)' -v engine=$(NPM_ENGINE) -v pkgworker=npm/src/worker.js \
		-f src/web/build-page.awk src/web/trfpair.html > $@.tmp
	mv $@.tmp $@

# Node's test runner on the package (npm/test/): every call on the
# samples and fixtures, an unreadable file, a 1000-player round, the
# packed tarball installed offline into an empty project, the package
# in headless Chromium ($(CHROMIUM)), and the same JSON from the
# command, the Python module and the package (agree.test.mjs).
check-npm: $(NPM_TGZ) $(PROG) $(SHLIB)
	TRFPAIR_NPM_DIR=$(CURDIR)/$(NPM_DIR) TRFPAIR_NPM_TGZ=$(CURDIR)/$(NPM_TGZ) \
		TRFPAIR=$(CURDIR)/$(PROG) TRFPAIR_LIB=$(CURDIR)/$(SHLIB) PYTHON=$(PYTHON) \
		$(NODE) --test --test-reporter=./npm/test/summary.mjs npm/test/*.test.mjs

# The Python module (python/, issue 33): its tests with the build
# tree's library, then installed with pip as a user would, beside a
# staged `make install' (python/tests/install-check.sh).
# Debian's Python by default: its setuptools and wheel build the module.
PYTHON = $(shell test -x /usr/bin/python3 && echo /usr/bin/python3 || echo python3)
check-python: $(SHLIB) stage
	cd python && TRFPAIR_LIB=$(CURDIR)/$(SHLIB) $(PYTHON) tests/run.py
	PYTHON=$(PYTHON) sh python/tests/install-check.sh $(CURDIR)/$(B)/python \
		$(CURDIR)/$(STAGE)$(libdir) $(CURDIR)/trf-samples/example.trf

# Not part of make check: the page in headless Chromium from file://
# (t/web/check-web.py, through the DevTools protocol), against the
# command on the same files; a screenshot in $(B)/web.
check-web: $(WEB_PAGE) $(PROG) $(MUTATE)
	TRFPAIR=$(CURDIR)/$(PROG) MUTATE=$(CURDIR)/$(MUTATE) CHROMIUM=$(CHROMIUM) \
		python3 t/web/check-web.py $(CURDIR)/$(WEB_PAGE) $(CURDIR)/$(B)/web

# Not part of `make check': seconds per round (each, mean, worst) and
# peak memory of every system and edition at 1000, 3000 and 9999
# players (a TRF pairing number has four digits), one line `bench:
# LABEL players=N round=K|mean|worst seconds=S maxrss_kb=M ...' per
# figure (t/bench/bench.c); a round recorded in the file is checked
# against it.  The LABEL-check lines time the verifier (what -c does)
# on the recorded rounds; on the Dutch 2017/2026 3000-player files,
# round 5 only.  The Dutch 2017/2026 1000-player samples and the
# 1000-player Dubov 2025 and Lim ones are committed (`make
# bench-samples' makes them again, and also trf-samples/bench-3000.trf
# and bench-2026-3000.trf, test files now, not timed: their rounds 1-4
# are folded by gen, which leaves half the field with an absolute
# colour preference where a Dutch history leaves 1%, a field no
# tournament has); the others are made here,
# seeded: by -g with 11 rounds (about 3 s at 3000 players), the
# Dutch 2012 ones by the 2012 engine, its 3000-player file with 2
# rounds only (about 2 and 4 minutes a round: 11 would take hours).
# The Dutch 2017 and 2026 9999-player files are made by -g (seed 9, 8
# rounds, about 15 s each), their total set to 11 rounds (XXR 11):
# rounds 2-8 paired and checked, round 9 paired unchecked, under a
# 1.5 GB address space; the dutch-YEAR-check lines time -c on rounds
# 2-8 there (15-120 CPU seconds a round, 5 to 60 times the engine:
# issue 34).  The Dubov 2025, Dubov 1997 and Lim 9999-player
# files are made by -g (seed 9999, 11 rounds, about 15, 5 and 6 s):
# every round paired and checked, and -c timed on every round (each
# within 5 s, issue 34).  The other 9999-player file has round 1 folded
# (gen) and round 2, which it does not have, is paired unchecked by the
# Dutch 2012 engine (-g by that engine would take too long there).
# BENCH_LIMIT ends a round
# after 10 minutes (status=timeout); a failed or timed-out round fails
# the target after the other lines.  About 31 minutes in all, 11 of them for the Dutch
# 2012 3000-player file, 12 for -c on the Dutch 9999-player files.
# Measured (CPU seconds a round, loaded machine), the Dutch 2017 / 2026
# engine: under 0.1 at 1000 players, under 0.5 at 3000, 1.3-3.6 /
# 1.3-3.4 at 9999 (round 4 the worst), in 140 MB.
BENCH_1000 = trf-samples/bench-1000.trf
BENCH_3000 = $(B)/dutch2017-3000.trf
BENCH_2026_1000 = trf-samples/bench-2026-1000.trf
BENCH_2026_3000 = $(B)/dutch2026-3000.trf
BENCH_9999 = $(B)/bench-9999.trf
BENCH_DUBOV = trf-samples/dubov-1000.trf
BENCH_LIM = trf-samples/lim-1000.trf
BENCH_DUBOV_3000 = $(B)/dubov-3000.trf
BENCH_LIM_3000 = $(B)/lim-3000.trf
BENCH_DUBOV_1997 = $(B)/dubov1997-1000.trf
BENCH_DUBOV_1997_3000 = $(B)/dubov1997-3000.trf
BENCH_DUTCH_2012 = $(B)/dutch2012-1000.trf
BENCH_DUTCH_2012_3000 = $(B)/dutch2012-3000.trf
BENCH_DUBOV_9999 = $(B)/dubov-9999.trf
BENCH_DUBOV_1997_9999 = $(B)/dubov1997-9999.trf
BENCH_LIM_9999 = $(B)/lim-9999.trf
BENCH_LIMIT = --limit=600
BENCH_BIG = ulimit -v 1572864; $(BENCH) $(BENCH_LIMIT)
bench: $(BENCH) $(BENCH_GEN) $(PROG)
	st=0; \
	printf 'PlayersNumber=3000\nRoundsNumber=11\n' > $(B)/bench-3000.cfg; \
	$(PROG) --dutch --edition=2017 -g $(B)/bench-3000.cfg -s 3000 -o $(CURDIR)/$(BENCH_3000) || st=1; \
	$(PROG) --dutch --edition=2026 -g $(B)/bench-3000.cfg -s 3000 -o $(CURDIR)/$(BENCH_2026_3000) || st=1; \
	$(BENCH) --label=dutch-2017 $(BENCH_1000) || st=1; \
	$(BENCH) --label=dutch-2017 $(BENCH_3000) || st=1; \
	$(BENCH) --label=dutch-2026 --edition=2026 $(BENCH_2026_1000) || st=1; \
	$(BENCH) --label=dutch-2026 --edition=2026 $(BENCH_2026_3000) || st=1; \
	printf 'PlayersNumber=9999\nRoundsNumber=8\n' > $(B)/bench-9999.cfg; \
	for ed in 2017 2026; do \
		f=$(B)/dutch$$ed-9999.trf; \
		$(PROG) --dutch --edition=$$ed -g $(B)/bench-9999.cfg -s 9 -o $(CURDIR)/$$f.tmp && \
		sed 's/^XXR 8$$/XXR 11/' $$f.tmp > $$f && rm -f $$f.tmp || st=1; \
		($(BENCH_BIG) --label=dutch-$$ed --edition=$$ed $$f 2 9) || st=1; \
		($(BENCH_BIG) --label=dutch-$$ed-check --check --edition=$$ed $$f 2 8) || st=1; \
	done; \
	$(BENCH_GEN) 9999 1 11 9999 $(BENCH_9999) 2 2>/dev/null || st=1; \
	($(BENCH_BIG) --label=dutch-2012 --edition=2012 $(BENCH_9999) 2 2) || st=1; \
	printf 'PlayersNumber=9999\nRoundsNumber=11\n' > $(B)/bench-9999-11.cfg; \
	$(PROG) --dubov -g $(B)/bench-9999-11.cfg -s 9999 -o $(CURDIR)/$(BENCH_DUBOV_9999) || st=1; \
	($(BENCH_BIG) --label=dubov-2025 --dubov $(BENCH_DUBOV_9999)) || st=1; \
	($(BENCH_BIG) --label=dubov-2025-check --check --dubov $(BENCH_DUBOV_9999)) || st=1; \
	$(PROG) --dubov --edition=1997 -g $(B)/bench-9999-11.cfg -s 9999 -o $(CURDIR)/$(BENCH_DUBOV_1997_9999) || st=1; \
	($(BENCH_BIG) --label=dubov-1997 --dubov --edition=1997 $(BENCH_DUBOV_1997_9999)) || st=1; \
	($(BENCH_BIG) --label=dubov-1997-check --check --dubov --edition=1997 $(BENCH_DUBOV_1997_9999)) || st=1; \
	$(PROG) --lim -g $(B)/bench-9999-11.cfg -s 9999 -o $(CURDIR)/$(BENCH_LIM_9999) || st=1; \
	($(BENCH_BIG) --label=lim --lim $(BENCH_LIM_9999)) || st=1; \
	($(BENCH_BIG) --label=lim-check --check --lim $(BENCH_LIM_9999)) || st=1; \
	$(BENCH) --label=dubov-2025 --dubov $(BENCH_DUBOV) || st=1; \
	$(BENCH) --label=lim --lim $(BENCH_LIM) || st=1; \
	$(PROG) --dubov -g $(B)/bench-3000.cfg -s 3001 -o $(CURDIR)/$(BENCH_DUBOV_3000) || st=1; \
	$(BENCH) --label=dubov-2025 --dubov $(BENCH_DUBOV_3000) || st=1; \
	$(PROG) --lim -g $(B)/bench-3000.cfg -s 3000 -o $(CURDIR)/$(BENCH_LIM_3000) || st=1; \
	$(BENCH) --label=lim --lim $(BENCH_LIM_3000) || st=1; \
	$(BENCH) --label=dutch-2017-check --check $(BENCH_1000) || st=1; \
	$(BENCH) --label=dutch-2026-check --check --edition=2026 $(BENCH_2026_1000) || st=1; \
	$(BENCH) --label=dutch-2017-check --check $(BENCH_3000) 5 5 || st=1; \
	$(BENCH) --label=dutch-2026-check --check --edition=2026 $(BENCH_2026_3000) 5 5 || st=1; \
	$(BENCH) --label=dubov-2025-check --check --dubov $(BENCH_DUBOV) || st=1; \
	$(BENCH) --label=dubov-2025-check --check --dubov $(BENCH_DUBOV_3000) || st=1; \
	$(BENCH) --label=lim-check --check --lim $(BENCH_LIM) || st=1; \
	$(BENCH) --label=lim-check --check --lim $(BENCH_LIM_3000) || st=1; \
	printf 'PlayersNumber=1000\nRoundsNumber=11\n' > $(B)/bench-1000.cfg; \
	$(PROG) --dubov --edition=1997 -g $(B)/bench-1000.cfg -s 1997 -o $(CURDIR)/$(BENCH_DUBOV_1997) || st=1; \
	$(BENCH) --label=dubov-1997 --dubov --edition=1997 $(BENCH_DUBOV_1997) || st=1; \
	$(BENCH) --label=dubov-1997-check --check --dubov --edition=1997 $(BENCH_DUBOV_1997) || st=1; \
	$(PROG) --dubov --edition=1997 -g $(B)/bench-3000.cfg -s 1997 -o $(CURDIR)/$(BENCH_DUBOV_1997_3000) || st=1; \
	$(BENCH) --label=dubov-1997 --dubov --edition=1997 $(BENCH_DUBOV_1997_3000) || st=1; \
	$(BENCH) --label=dubov-1997-check --check --dubov --edition=1997 $(BENCH_DUBOV_1997_3000) || st=1; \
	$(PROG) --dutch --edition=2012 -g $(B)/bench-1000.cfg -s 2012 -o $(CURDIR)/$(BENCH_DUTCH_2012) || st=1; \
	$(BENCH) --label=dutch-2012 $(BENCH_LIMIT) --edition=2012 $(BENCH_DUTCH_2012) || st=1; \
	$(BENCH) --label=dutch-2012-check $(BENCH_LIMIT) --check --edition=2012 $(BENCH_DUTCH_2012) || st=1; \
	$(BENCH_GEN) --edition=2012 3000 2 11 2012 $(BENCH_DUTCH_2012_3000) || st=1; \
	$(BENCH) --label=dutch-2012 $(BENCH_LIMIT) --edition=2012 $(BENCH_DUTCH_2012_3000) || st=1; \
	$(BENCH) --label=dutch-2012-check $(BENCH_LIMIT) --check --edition=2012 $(BENCH_DUTCH_2012_3000) || st=1; \
	exit $$st

bench-samples: $(BENCH_GEN) $(PROG)
	printf 'PlayersNumber=1000\nRoundsNumber=11\n' > $(B)/bench-1000.cfg
	$(PROG) --dubov -g $(B)/bench-1000.cfg -s 1000 -o $(CURDIR)/$(BENCH_DUBOV)
	$(PROG) --lim -g $(B)/bench-1000.cfg -s 1000 -o $(CURDIR)/$(BENCH_LIM)
	$(BENCH_GEN) 1000 11 11 1000 $(BENCH_1000)
	$(BENCH_GEN) 3000 5 11 3000 trf-samples/bench-3000.trf 5
	$(BENCH_GEN) --edition=2026 1000 11 11 1000 $(BENCH_2026_1000)
	$(BENCH_GEN) --edition=2026 3000 5 11 3000 trf-samples/bench-2026-3000.trf 5

demo: $(PROG)
	$(PROG) --dutch trf-samples/example.trf --info

# libFuzzer targets; FUZZTIME seconds each.  fuzz_trf: the TRF reader,
# seeded from the corpus.  fuzz_pair: a selector byte and a TRF, paired
# and checked by the engines and verifiers (t/fuzz/fuzz_pair.c), seeded
# from t/fuzz/seeds-pair (t/fuzz/make-seeds.sh makes them again).
# fuzz_gen: a selector byte, a seed and a -g config, generated, read
# back and checked (t/fuzz/fuzz_gen.c), seeded from t/fuzz/seeds-gen.
FUZZ = build-fuzz/t/fuzz/fuzz_trf
FUZZ_PAIR = build-fuzz/t/fuzz/fuzz_pair
FUZZ_GEN = build-fuzz/t/fuzz/fuzz_gen
FUZZTIME ?= 60
fuzz: $(FUZZ) $(FUZZ_PAIR) $(FUZZ_GEN)
$(FUZZ) $(FUZZ_PAIR) $(FUZZ_GEN): build-fuzz/t/fuzz/%: t/fuzz/%.c $(LIB_SRC) $(LIB_HDR)
	@mkdir -p $(@D)
	clang -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all $(ALL_CPPFLAGS) \
		-o $@ $< $(LIB_SRC) $(LIBS)
fuzz-run: $(FUZZ)
	mkdir -p build-fuzz/corpus
	cp ../shared/corpus/*/*.trf trf-samples/*.trf t/fixtures/*/*.trf build-fuzz/corpus/ 2>/dev/null || true
	$(FUZZ) -max_total_time=$(FUZZTIME) -max_len=65536 build-fuzz/corpus
fuzz-pair-run: $(FUZZ_PAIR)
	mkdir -p build-fuzz/corpus-pair
	$(FUZZ_PAIR) -max_total_time=$(FUZZTIME) -max_len=16384 -timeout=30 \
		-print_final_stats=1 build-fuzz/corpus-pair t/fuzz/seeds-pair

fuzz-gen-run: $(FUZZ_GEN)
	mkdir -p build-fuzz/corpus-gen
	$(FUZZ_GEN) -max_total_time=$(FUZZTIME) -max_len=4096 -timeout=30 \
		-print_final_stats=1 build-fuzz/corpus-gen t/fuzz/seeds-gen

# Line coverage per lib/ folder reached by the fuzz corpora
# (t/fuzz/coverage.sh): run the fuzz targets first for a fuller corpus.
fuzz-coverage:
	sh t/fuzz/coverage.sh

# Not part of `make check': MUTANTS structured mutants of the samples
# and the corpus through -p, -c and -l under the sanitizer build
# (t/mutate-run.sh); make check runs a few of them (t0024).
MUTANTS = 1000
mutate-run:
	$(MAKE) B=build-san EXTRA_CFLAGS='$(SANITIZE)' build-san/trfpair build-san/t/mutate
	TRFPAIR=$(CURDIR)/build-san/trfpair MUTATE=$(CURDIR)/build-san/t/mutate \
		N=$(MUTANTS) sh t/mutate-run.sh

# Not part of `make check': N generated tournaments per system and
# edition checked with -c, JOBS at a time (t/soak.sh).
N = 100
JOBS = 2
soak: $(PROG)
	TRFPAIR=$(CURDIR)/$(PROG) N=$(N) JOBS=$(JOBS) sh t/soak.sh

install: $(PROG) dist-lib
	mkdir -p $(DESTDIR)$(bindir) $(DESTDIR)$(libdir)/pkgconfig $(DESTDIR)$(mandir)/man1 \
		$(DESTDIR)$(mandir)/man3 $(DESTDIR)$(mandir)/man5 $(DESTDIR)$(includedir)/trfpair
	cp $(PROG) $(DESTDIR)$(bindir)/trfpair
	cp $(DIST_LIB) $(DESTDIR)$(libdir)/libtrfpair.a
	cp $(SHLIB) $(DESTDIR)$(libdir)/libtrfpair.so.$(VERSION)
	ln -sf libtrfpair.so.$(VERSION) $(DESTDIR)$(libdir)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(libdir)/libtrfpair.so
	cp $(PCFILE) $(DESTDIR)$(libdir)/pkgconfig/trfpair.pc
	cp $(UMBRELLA) $(DESTDIR)$(includedir)/trfpair/trfpair.h
	for h in $(PUB_HDR); do \
		mkdir -p $(DESTDIR)$(includedir)/trfpair/`dirname $${h#lib/}` && \
		cp $$h $(DESTDIR)$(includedir)/trfpair/$${h#lib/} || exit 1; done
	cp man/trfpair.1 $(DESTDIR)$(mandir)/man1/trfpair.1
	cp man/libtrfpair.3 $(DESTDIR)$(mandir)/man3/libtrfpair.3
	cp man/trf.5 $(DESTDIR)$(mandir)/man5/trf.5

uninstall:
	rm -f $(DESTDIR)$(bindir)/trfpair $(DESTDIR)$(libdir)/libtrfpair.a \
		$(DESTDIR)$(libdir)/libtrfpair.so $(DESTDIR)$(libdir)/$(SONAME) \
		$(DESTDIR)$(libdir)/libtrfpair.so.$(VERSION) $(DESTDIR)$(libdir)/pkgconfig/trfpair.pc \
		$(DESTDIR)$(mandir)/man1/trfpair.1 $(DESTDIR)$(mandir)/man3/libtrfpair.3 \
		$(DESTDIR)$(mandir)/man5/trf.5
	rm -rf $(DESTDIR)$(includedir)/trfpair

clean:
	rm -rf build build-san build-fuzz

distclean: clean
	rm -rf config.mk config.status config.log configure autom4te.cache aclocal.m4
