#define _GNU_SOURCE
#include "CMainThread.h"

#include <sys/syscall.h>
#include <unistd.h>

int main_thread_is_current(void) {
#ifdef SYS_gettid
    return getpid() == (pid_t)syscall(SYS_gettid);
#else
    return pthread_main_np();
#endif
}
