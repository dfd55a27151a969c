#!/bin/sh
# The installed library (issue 16 item 4): `make check' installs a copy
# under STAGE (make stage, DESTDIR); the example of libtrfpair(3) is
# built against it with nothing but pkg-config's flags, statically and
# shared, and prints what `trfpair -p' prints; only the public API is
# exported.
. "$(dirname "$0")/lib.sh"
: "${STAGE:?STAGE must name the DESTDIR copy (make stage)}"
: "${STAGE_PREFIX:?}" "${STAGE_LIBDIR:?}"
CC=${EXAMPLE_CC:-cc}
MAN3=$T_DIR/../man/libtrfpair.3
LIBDIR=$STAGE$STAGE_LIBDIR
export PKG_CONFIG_PATH="$LIBDIR/pkgconfig"
PC="pkg-config --define-variable=prefix=$STAGE$STAGE_PREFIX"

# The program of the EXAMPLE section, its roff escapes undone.
example() {
	sed -n "/^\.SH EXAMPLE/,/^\.SH/p" "$MAN3" | sed -n "/^\.EX/,/^\.EE/p" |
		sed -e "/^\.E[XE]/d" -e "/^cc /,\$d" -e "s/\\\\-/-/g" -e "s/\\\\e/\\\\/g"
}

test_expect 'installed: archive, versioned shared library, trfpair.pc, headers, man page' '
	test -f "$LIBDIR/libtrfpair.a" && test -f "$LIBDIR/libtrfpair.so.0.1.0" &&
	test -L "$LIBDIR/libtrfpair.so.0" && test -L "$LIBDIR/libtrfpair.so" &&
	test -f "$LIBDIR/pkgconfig/trfpair.pc" &&
	$PC --cflags trfpair | grep -q -- "-I$STAGE.*/include/trfpair" &&
	find "$STAGE" -name trfpair.h | grep -q . &&
	find "$STAGE" -name libtrfpair.3 | grep -q .'

test_expect 'every public header compiles alone with pkg-config --cflags only' '
	inc=$(find "$STAGE" -type d -path "*/include/trfpair") && test -d "$inc" &&
	for h in $(cd "$inc" && find . -name "*.h" | sed "s|^\./||"); do
		printf "#include <%s>\nint x;\n" "$h" > h.c &&
		$CC -std=c11 -Wall -Werror -c $($PC --cflags trfpair) h.c -o h.o ||
			{ echo "$h does not compile alone"; return 1; }
		printf "#include <trfpair/%s>\nint x;\n" "$h" > h.c &&
		$CC -std=c11 -c -I"$inc/.." $($PC --cflags trfpair) h.c -o h.o ||
			{ echo "<trfpair/$h> does not compile"; return 1; }
	done'

test_expect 'the libtrfpair(3) example, static: prints what trfpair -p prints' '
	example > ex.c && grep -q "int main" ex.c &&
	$CC -std=c11 -Wall -Werror $EXAMPLE_CFLAGS $($PC --cflags trfpair) -o ex-static ex.c \
		"$LIBDIR/libtrfpair.a" $($PC --libs-only-other --static trfpair) -lm &&
	./ex-static "$SAMPLES/example.trf" > got &&
	"$TRFPAIR" --dutch "$SAMPLES/example.trf" -p > want && cmp want got'

test_expect 'the libtrfpair(3) example, shared (libtrfpair.so.0)' '
	example > ex.c &&
	$CC -std=c11 -Wall -Werror $EXAMPLE_CFLAGS $($PC --cflags trfpair) -o ex-shared ex.c \
		$($PC --libs trfpair) &&
	LD_LIBRARY_PATH="$LIBDIR" ./ex-shared "$SAMPLES/example.trf" > got &&
	"$TRFPAIR" --dutch "$SAMPLES/example.trf" -p > want && cmp want got &&
	LD_LIBRARY_PATH="$LIBDIR" ./ex-shared nosuch.trf; test $? -eq 5'

# bracket_pair (lib/dutch) and weight_add (lib/match) are internal.
test_expect 'internal symbols are not exported (shared) and local (archive)' '
	nm -D --defined-only "$LIBDIR/libtrfpair.so" > dyn &&
	grep -qw trf_read_file dyn && grep -qw dutch_pair dyn &&
	! grep -qw bracket_pair dyn && ! grep -qw weight_add dyn &&
	nm "$LIBDIR/libtrfpair.a" > st &&
	grep -q " T trf_read_file$" st && grep -q " t bracket_pair$" st &&
	! grep -q " [TDB] bracket_pair$" st'

test_expect 'a program defining an internal name of the library still links (archive)' '
	example > ex.c && printf "int bracket_pair(void);\nint bracket_pair(void) { return 0; }\n" >> ex.c &&
	$CC -std=c11 $EXAMPLE_CFLAGS $($PC --cflags trfpair) -o ex-clash ex.c \
		"$LIBDIR/libtrfpair.a" -lm && ./ex-clash "$SAMPLES/example.trf" > got &&
	"$TRFPAIR" --dutch "$SAMPLES/example.trf" -p > want && cmp want got'

test_done
