/* gpuopt: the reference driver. Dispatches to one subcommand per file (commands.def). */
#include <stdio.h>
#include <string.h>

#include "driver/driver.h"

typedef struct command { const char *name; int (*fn)(int, char **); const char *help; } command;

static const command commands[] = {
#define COMMAND(name, fn, help) {name, fn, help},
#include "driver/commands.def"
#undef COMMAND
};

static void usage(FILE *f) {
  fprintf(f, "usage: gpuopt <command> [options] FILE\n\ncommands:\n");
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].help);
  fprintf(f, "\n'gpuopt <command> --help' describes a command's options.\n"
             "exit status: 0 success, 1 bad input, 2 usage error\n");
}

int main(int argc, char **argv) {
  if (argc < 2) {
    usage(stderr);
    return EXIT_USAGE;
  }
  if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
    usage(stdout);
    return EXIT_OK;
  }
  if (!strcmp(argv[1], "--version")) return cmd_version(1, argv + 1);
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (!strcmp(argv[1], commands[i].name)) return commands[i].fn(argc - 1, argv + 1);
  fprintf(stderr, "gpuopt: error: unknown command '%s'\n", argv[1]);
  usage(stderr);
  return EXIT_USAGE;
}
