# build-page.awk - make the web page (make wasm): copy the template,
# replacing each line "@include NAME" by the file src/web/NAME, by the
# npm package's engine (-v engine=PATH: its module and glue) for NAME =
# ENGINE, or by the package's worker text (-v pkgworker=PATH) for NAME =
# PACKAGE_WORKER, and @VERSION@ by -v version=.  The included text sits
# inside <script> and <style> elements, so it must not hold "</script"
# or "<!--" (the HTML parser would end the element there): refused,
# not patched.
#
# The package's engine is an ES module, but a page opened from file://
# cannot start a module worker from a Blob (Chromium refuses its
# opaque origin), so the page's worker is a classic one: the engine's
# three module-only pieces (import.meta.url, which Emscripten reads for
# a folder a SINGLE_FILE build never uses, and the two export lines) are
# turned into classic script; anything else of a module is refused.
/^@include / {
	f = $2 == "ENGINE" ? engine : $2 == "PACKAGE_WORKER" ? pkgworker : "src/web/" $2
	n = 0
	while ((r = (getline line < f)) > 0) {
		n++
		if (line ~ /<\/[Ss][Cc][Rr][Ii][Pp][Tt]|<!--/) {
			print "build-page.awk: " f ":" n ": </script or <!-- inside a script" > "/dev/stderr"
			exit 1
		}
		if (f == engine) {
			if (line ~ /^export (default [A-Za-z_]+|\{ [A-Za-z_, ]+ \});$/)
				continue
			gsub(/import\.meta\.url/, "self.location.href", line)
			if (line ~ /^(import|export)[ {]|import\.meta/) {
				print "build-page.awk: " f ":" n ": module syntax the page's classic worker cannot run" > "/dev/stderr"
				exit 1
			}
		} else if (f != pkgworker) {
			gsub(/@VERSION@/, version, line)
		}
		print line
	}
	if (r < 0 || n == 0) {
		print "build-page.awk: cannot read " f > "/dev/stderr"
		exit 1
	}
	close(f)
	next
}
{ gsub(/@VERSION@/, version); print }
