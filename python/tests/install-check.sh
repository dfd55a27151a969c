#!/bin/sh
# install-check.sh - the module as a user installs it (make
# check-python): `pip install --no-build-isolation' from a copy of
# python/ into a folder of its own, then the README's example run from
# an empty folder with the library of a staged `make install'.
# Usage: install-check.sh WORKDIR LIBDIR SAMPLE.trf
# Prints "python-install: N passed, N failed".
work=$1 libdir=$2 sample=$3
: "${PYTHON:=python3}"
rm -rf "$work" && mkdir -p "$work/empty" || exit 1
cp -r "$(dirname "$0")/.." "$work/src" && rm -rf "$work/src/build" "$work/src"/*.egg-info
passed=0 failed=0
ok() { echo "ok - $1"; passed=$((passed + 1)); }
notok() { echo "not ok - $1"; failed=$((failed + 1)); }
if "$PYTHON" -m pip install --quiet --no-build-isolation --no-index --no-deps \
	--target "$work/site" "$work/src" > "$work/pip.log" 2>&1 &&
   test -f "$work/site/trfpair/__init__.py" && test ! -e "$work/site/tests"; then
	ok "pip install --no-build-isolation: the package trfpair, nothing else"
else
	notok "pip install --no-build-isolation"; cat "$work/pip.log"
fi
out=$(cd "$work/empty" && env -u TRFPAIR_LIB LD_LIBRARY_PATH="$libdir" PYTHONPATH="$work/site" \
	"$PYTHON" -c '
import sys, trfpair
report = trfpair.check(open(sys.argv[1], "rb").read(), system="dutch", edition=2017)
for r in report["result"]:
    print(r["round"], r["status"])
print(trfpair.__file__.startswith(sys.argv[2]))' "$sample" "$work/site" 2>&1)
if [ "$out" = "$(printf '1 complies\n2 complies\nTrue')" ]; then
	ok "the installed module checks a tournament with the installed library"
else
	notok "the installed module checks a tournament with the installed library"; echo "$out"
fi
echo "python-install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
