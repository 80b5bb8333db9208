/* The intrinsic table of the SIMT interpreter: maps the name of a called declaration to the
 * interpreter's intrinsic id (intrinsics.def lists every supported one, exec.c implements them).
 * An exact name wins over a prefix; among prefixes the longest wins. Names not in the table are
 * unsupported, and executing a call to one stops with GPUOPT_EUNSUPPORTED naming it. */
#include <string.h>

#include "interp/interp.h"

typedef struct intrin_entry { const char *name; int match; } intrin_entry;

static const intrin_entry table[] = {
#define INTRIN(id, name, match) {name, match},
#include "interp/intrinsics.def"
#undef INTRIN
};

int gpuopt__ip_intrinsic(const char *name, size_t len) {
  int best = -1;
  size_t bestlen = 0;
  for (int i = 0; i < IK_COUNT; i++) {
    size_t n = strlen(table[i].name);
    if (!table[i].match) {
      if (n == len && !memcmp(name, table[i].name, n)) return i;
    } else if (n <= len && !memcmp(name, table[i].name, n) && n > bestlen) {
      best = i;
      bestlen = n;
    }
  }
  return best;
}

const char *gpuopt__ip_intrinsic_name(int id) {
  return id >= 0 && id < IK_COUNT ? table[id].name : "?";
}
