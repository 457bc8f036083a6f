#ifndef SCAFFOLD_THREAD_START_H
#define SCAFFOLD_THREAD_START_H

/// Starts a detached thread that runs `body(context)`, on another core than the caller's where the system
/// lets a program say so (Linux): the thread is created allowed only on the other cores the caller may use,
/// and its first step allows it the caller's cores again. Linux puts a new thread of a process that has
/// just started on its creator's core, where the two share one core for milliseconds while another is
/// idle. Returns 0 when the thread was started, else an `errno` value (`body` was not called).
int scaffold_start_thread_elsewhere(void (*body)(void *), void *context);

#endif
