# build-page.awk - make the web page (make wasm): copy the template,
# replacing each line "@include NAME" by the file src/web/NAME, or by
# the Emscripten engine (-v engine=PATH) for NAME = ENGINE, and
# @VERSION@ by -v version=.  The included text sits inside <script> and
# <style> elements, so it must not hold "</script" or "<!--" (the HTML
# parser would end the element there): refused, not patched.
/^@include / {
	f = $2 == "ENGINE" ? engine : "src/web/" $2
	n = 0
	while ((r = (getline line < f)) > 0) {
		n++
		if (line ~ /<\/[Ss][Cc][Rr][Ii][Pp][Tt]|<!--/) {
			print "build-page.awk: " f ":" n ": </script or <!-- inside a script" > "/dev/stderr"
			exit 1
		}
		if (f != engine)
			gsub(/@VERSION@/, version, line)
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
