/* Strongly connected components: Tarjan (1972), iterative. Components are numbered in the order
 * Tarjan completes them, which is a reverse topological order of the condensation: component 0 is a
 * sink (no edge leaves it). Only nodes with in[x] set (or all nodes if in is NULL) take part. */
#include "core/ir.h"

uint32_t gpuopt__scc(gpuopt_arena *a, const gpuopt_graph *g, const uint8_t *in, uint32_t *comp) {
  uint32_t n = g->n;
  uint32_t *index = ANEW(a, uint32_t, n), *low = ANEW(a, uint32_t, n), *next = ANEW(a, uint32_t, n);
  uint32_t *stack = ANEW(a, uint32_t, n + 1), *call = ANEW(a, uint32_t, n + 1);
  uint8_t *on = ANEW(a, uint8_t, n);
  if (a->oom) return 0;
  for (uint32_t i = 0; i < n; i++) index[i] = GPUOPT_NONE, comp[i] = GPUOPT_NONE;
  uint32_t clock = 0, sp = 0, ncomp = 0;
  for (uint32_t root = 0; root < n; root++) {
    if ((in && !in[root]) || index[root] != GPUOPT_NONE) continue;
    uint32_t csp = 0;
    call[csp++] = root;
    index[root] = low[root] = clock++;
    next[root] = g->succ_off[root];
    stack[sp++] = root;
    on[root] = 1;
    while (csp) {
      uint32_t v = call[csp - 1];
      if (next[v] < g->succ_off[v + 1]) {
        uint32_t w = g->succ[next[v]++];
        if (in && !in[w]) continue;
        if (index[w] == GPUOPT_NONE) {
          index[w] = low[w] = clock++;
          next[w] = g->succ_off[w];
          stack[sp++] = w;
          on[w] = 1;
          call[csp++] = w;
        } else if (on[w] && index[w] < low[v]) {
          low[v] = index[w];
        }
        continue;
      }
      csp--;
      if (csp && low[v] < low[call[csp - 1]]) low[call[csp - 1]] = low[v];
      if (low[v] == index[v]) {
        uint32_t w;
        do {
          w = stack[--sp];
          on[w] = 0;
          comp[w] = ncomp;
        } while (w != v);
        ncomp++;
      }
    }
  }
  return ncomp;
}
