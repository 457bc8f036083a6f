// Runs one command and prints its wall time in seconds and its peak RSS in KiB: "0.01234 45678".
//
// usage: measure OUT COMMAND [ARG...]    (its stdout goes to OUT, its stderr is discarded)
//
// The clock runs from just before the fork until `wait4` returns: the command's own time, as `perf stat` or
// hyperfine give it, without the shell's fork or the exec of `/usr/bin/time` (together 1.5–3 ms, a quarter
// of a warm lint run). The peak RSS is what `/usr/bin/time -f %M` reports, `ru_maxrss` from the same
// `wait4`; it counts the image before the exec too, so the parent is this small program rather than an
// interpreter, whose size would hide a small command's. Built by Benchmarks/lint-setup.sh with the
// toolchain's clang; the benchmarks measure every command with it, the tools scaffold is compared with too.
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: measure OUT COMMAND [ARG...]\n");
    return 2;
  }
  int out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (out < 0 || null < 0) {
    perror(argv[1]);
    return 2;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t pid = fork();
  if (pid < 0) {
    perror("fork");
    return 2;
  }
  if (pid == 0) {
    dup2(out, 1);
    dup2(null, 2);
    execvp(argv[2], argv + 2);
    _exit(127);
  }
  int status;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) < 0) {
    perror("wait4");
    return 2;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  if (WIFEXITED(status) && WEXITSTATUS(status) == 127) {
    fprintf(stderr, "measure: could not run %s\n", argv[2]);
    return 2;
  }
  double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
#ifdef __APPLE__
  long kib = usage.ru_maxrss / 1024;  // bytes on macOS, KiB on Linux
#else
  long kib = usage.ru_maxrss;
#endif
  printf("%.5f %ld\n", seconds, kib);
  return 0;
}
