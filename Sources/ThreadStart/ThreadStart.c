#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#endif
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>

#include "ThreadStart.h"

struct start {
  void (*body)(void *);
  void *context;
#if defined(__linux__)
  /// The caller's cores, given back to the thread as it starts when `restores`.
  cpu_set_t cores;
  int restores;
#endif
};

static void *run(void *argument) {
  struct start start = *(struct start *)argument;
  free(argument);
#if defined(__linux__)
  if (start.restores) sched_setaffinity(0, sizeof start.cores, &start.cores);
#endif
  start.body(start.context);
  return NULL;
}

int scaffold_start_thread_elsewhere(void (*body)(void *), void *context) {
  struct start *start = malloc(sizeof *start);
  if (start == NULL) return ENOMEM;
  start->body = body;
  start->context = context;
  pthread_attr_t attributes;
  int result = pthread_attr_init(&attributes);
  if (result != 0) {
    free(start);
    return result;
  }
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
#if defined(__linux__)
  start->restores = 0;
  int current = sched_getcpu();
  if (current >= 0 && sched_getaffinity(0, sizeof start->cores, &start->cores) == 0) {
    cpu_set_t others = start->cores;
    CPU_CLR(current, &others);
    if (CPU_COUNT(&others) > 0 && pthread_attr_setaffinity_np(&attributes, sizeof others, &others) == 0) {
      start->restores = 1;
    }
  }
#endif
  pthread_t thread;
  result = pthread_create(&thread, &attributes, run, start);
  pthread_attr_destroy(&attributes);
  if (result != 0) free(start);
  return result;
}
