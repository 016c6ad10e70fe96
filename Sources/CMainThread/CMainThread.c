/* Whether the calling thread is the process's main thread: Linux asks the kernel for the
   thread's id (the main thread's is the process's), macOS asks pthreads. */
#define _GNU_SOURCE /* glibc's syscall() */
#include "CMainThread.h"

#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>

int main_thread_is_current(void) {
    return getpid() == (pid_t)syscall(SYS_gettid);
}
#else
#include <pthread.h>

int main_thread_is_current(void) {
    return pthread_main_np();
}
#endif
