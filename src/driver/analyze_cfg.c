/* gpuopt analyze --cfg: dominators, post-dominators and loops per block (gpuopt/cfg.h). */
#include <stdio.h>

#include "driver/analyze.h"

static const char *name_of(const gpuopt_cfg_info *ci, size_t b, char *buf, size_t n) {
  return drv_block_name(gpuopt_cfg_block(ci, b), b, buf, n);
}

int analyze_cfg_text(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, FILE *f) {
  (void)args;
  gpuopt_cfg_info *ci;
  gpuopt_status st = gpuopt_cfg_analyze(ctx, fn, &ci);
  if (st) return drv_fail(ctx, st);
  fprintf(f, "  loops: %zu, irreducible cycles: %zu\n", gpuopt_cfg_num_loops(ci), gpuopt_cfg_num_irreducible(ci));
  for (size_t b = 0; b < gpuopt_cfg_num_blocks(ci); b++) {
    char a[32], c[32], d[32], e[32];
    size_t idom = gpuopt_cfg_idom(ci, b), ipdom = gpuopt_cfg_ipdom(ci, b), h = gpuopt_cfg_loop_header(ci, b);
    fprintf(f, "  block %s: idom=%s ipdom=%s loop_depth=%u loop_header=%s%s%s\n", name_of(ci, b, a, sizeof a),
            idom == GPUOPT_NO_BLOCK ? "-" : name_of(ci, idom, c, sizeof c),
            ipdom == GPUOPT_NO_BLOCK ? "exit" : name_of(ci, ipdom, d, sizeof d), gpuopt_cfg_loop_depth(ci, b),
            h == GPUOPT_NO_BLOCK ? "-" : name_of(ci, h, e, sizeof e), gpuopt_cfg_irreducible(ci, b) ? " irreducible" : "",
            gpuopt_cfg_reachable(ci, b) ? "" : " unreachable");
  }
  gpuopt_cfg_free(ci);
  return 0;
}

int analyze_cfg_json(gpuopt_ctx *ctx, LLVMValueRef fn, const analyze_args *args, json *j) {
  (void)args;
  gpuopt_cfg_info *ci;
  gpuopt_status st = gpuopt_cfg_analyze(ctx, fn, &ci);
  if (st) return drv_fail(ctx, st);
  json_key(j, "num_loops"); /* not "loops": that key is --loops' array */
  json_int(j, (long long)gpuopt_cfg_num_loops(ci));
  json_key(j, "irreducible_cycles");
  json_int(j, (long long)gpuopt_cfg_num_irreducible(ci));
  json_key(j, "blocks");
  json_obj_begin(j);
  for (size_t b = 0; b < gpuopt_cfg_num_blocks(ci); b++) {
    char a[32];
    size_t idom = gpuopt_cfg_idom(ci, b), ipdom = gpuopt_cfg_ipdom(ci, b), h = gpuopt_cfg_loop_header(ci, b);
    json_key(j, name_of(ci, b, a, sizeof a));
    json_obj_begin(j);
    json_key(j, "idom");
    if (idom == GPUOPT_NO_BLOCK) json_null(j);
    else json_str(j, name_of(ci, idom, a, sizeof a));
    json_key(j, "ipdom");
    if (ipdom == GPUOPT_NO_BLOCK) json_null(j);
    else json_str(j, name_of(ci, ipdom, a, sizeof a));
    json_key(j, "loop_depth");
    json_int(j, gpuopt_cfg_loop_depth(ci, b));
    json_key(j, "loop_header");
    if (h == GPUOPT_NO_BLOCK) json_null(j);
    else json_str(j, name_of(ci, h, a, sizeof a));
    json_key(j, "irreducible");
    json_bool(j, gpuopt_cfg_irreducible(ci, b));
    json_key(j, "reachable");
    json_bool(j, gpuopt_cfg_reachable(ci, b));
    json_obj_end(j);
  }
  json_obj_end(j);
  gpuopt_cfg_free(ci);
  return 0;
}
