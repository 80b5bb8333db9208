#!/bin/sh
# nm-check.sh RESULTS OBJ...: the library never prints, never exits, never aborts. Fails when a
# library object references a symbol that prints to the standard streams or ends the process:
# stdout/stderr themselves, printf-family output to them, abort/exit, assert's __assert_fail.
# (fprintf/fputs to a FILE the caller passed are fine; reaching stdout/stderr needs the symbols
# below.) Objects listed in tests/hardening/nm-allow.txt ("path: symbol  # why") may use what they
# name there: debug-only code, with the reason.
results=$1; shift
allow=$(dirname "$0")/nm-allow.txt
forbidden='^(stdout|stderr|_IO_2_1_stdout_|_IO_2_1_stderr_|printf|vprintf|puts|putchar|putchar_unlocked|perror|abort|exit|_exit|_Exit|quick_exit|__assert_fail|__assert_perror_fail|__printf_chk|__vprintf_chk|psignal|psiginfo|err|errx|verr|verrx|warn|warnx|vwarn|vwarnx|error|error_at_line|raise|kill)$'
n=0; bad=0
for o in "$@"; do
  n=$((n + 1))
  for sym in $(nm -u "$o" | awk '{print $NF}' | sed 's/@.*//' | grep -E "$forbidden"); do
    rel=$(echo "$o" | sed 's|.*/obj/||')
    if [ -f "$allow" ] && grep -q "^$rel: $sym\b" "$allow"; then continue; fi
    echo "FAIL nm-check: $rel references '$sym' (the library must not print to stdout/stderr, exit or abort)"
    bad=$((bad + 1))
  done
done
if [ "$n" = 0 ]; then echo "FAIL nm-check: no library objects given"; echo "0 1 0" > "$results"; exit 1; fi
echo "nm-check: $n library objects, $bad forbidden references"
if [ "$bad" = 0 ]; then echo "1 0 0" > "$results"; else echo "0 1 0" > "$results"; exit 1; fi
