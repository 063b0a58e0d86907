/* The process's crash and interrupt handlers, kept across the OpenCL calls that start a platform or
 * compile a program: PoCL's LLVM installs its own for SIGABRT, SIGSEGV, ... there, so Python's
 * faulthandler (or the host program's handler) would no longer report a crash anywhere in the
 * process. SIGFPE and the user signals stay as the platform sets them: PoCL's CPU driver may rely on
 * them. One holder at a time (a lock from hold to release), so two threads never restore each
 * other's snapshot. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <signal.h>

#include "opencl_internal.h"

static const int kept[] = {SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGINT, SIGTERM, SIGHUP, SIGQUIT};
#define NKEPT ((int)(sizeof kept / sizeof kept[0]))

static pthread_mutex_t held = PTHREAD_MUTEX_INITIALIZER;
static struct sigaction saved[NKEPT];
static int saved_ok[NKEPT];

void ocl_signals_hold(void) {
    pthread_mutex_lock(&held);
    for (int i = 0; i < NKEPT; ++i) saved_ok[i] = sigaction(kept[i], NULL, &saved[i]) == 0;
}

void ocl_signals_release(void) {
    for (int i = 0; i < NKEPT; ++i)
        if (saved_ok[i]) (void)sigaction(kept[i], &saved[i], NULL);
    pthread_mutex_unlock(&held);
}
