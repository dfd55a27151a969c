/*
 * atomic.c - output files that appear whole or not at all: write to a
 * temporary file beside the target, then rename it over the target.
 * A target that exists and is not a regular file (/dev/null, a FIFO, a
 * terminal) is written in place: renaming over it would replace the
 * device itself, and such a target cannot hold a partial file anyway.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "trf/trf.h"

/* Write a target that is not a regular file directly. */
static int write_in_place(const char *path, int (*fill)(void *f, const void *arg),
			  const void *arg, struct trf_diag *d)
{
	FILE *f = fopen(path, "wb");

	if (!f) {
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot create: %s", strerror(errno));
		return -1;
	}
	int rc = fill(f, arg);
	int saved = errno;
	if (fclose(f) != 0 && rc == 0) {
		rc = -1;
		saved = errno;
	}
	if (rc != 0)
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot write: %s", strerror(saved));
	return rc;
}

int trf_atomic_write(const char *path, int (*fill)(void *f, const void *arg),
		     const void *arg, struct trf_diag *d)
{
	struct stat st;

	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))
		return write_in_place(path, fill, arg, d);

	size_t n = strlen(path);
	char *tmp = malloc(n + 16);

	if (!tmp) {
		trf_diag_set(d, path, 0, 0, TRF_ELIMIT, "out of memory");
		return -1;
	}
	snprintf(tmp, n + 16, "%s.tmp.XXXXXX", path);
	int fd = mkstemp(tmp);
	/* mkstemp makes the file private; give it the usual permissions. */
	mode_t mask = umask(0);
	umask(mask);
	if (fd >= 0)
		fchmod(fd, 0666 & ~mask);
	FILE *f = fd < 0 ? NULL : fdopen(fd, "wb");
	if (!f) {
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot create: %s", strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(tmp);
		}
		free(tmp);
		return -1;
	}
	int rc = fill(f, arg);
	int saved = errno;
	if (fclose(f) != 0 && rc == 0) {
		rc = -1;
		saved = errno;
	}
	if (rc == 0 && rename(tmp, path) != 0) {
		rc = -1;
		saved = errno;
	}
	if (rc != 0) {
		unlink(tmp);
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot write: %s", strerror(saved));
	}
	free(tmp);
	return rc;
}
