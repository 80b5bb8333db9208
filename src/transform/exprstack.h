/* Dominating-expression stacks: the data structure of gpucc's Algorithm 2 (§3.4.3), shared by
 * global reassociation and straight-line strength reduction. A hash map from an expression key to a
 * stack of the instructions observed computing it. Instructions are visited in dominator-tree
 * pre-order, so when an instruction I in block b asks for the closest dominating match of E, every
 * dominator of I computing E is already on E's stack; entries that do not dominate b are popped for
 * good (they cannot dominate anything visited later either), which makes the whole walk linear.
 * Entries of b itself precede I (same block, earlier), so block dominance is the test. */
#ifndef GPUOPT_TRANSFORM_EXPRSTACK_H
#define GPUOPT_TRANSFORM_EXPRSTACK_H

#include "core/ir.h"

/* An expression: an opcode or form tag, flags that must match, up to three operands (values or
 * types, unordered operands sorted by the caller), and an integer. Zero unused fields. */
typedef struct gpuopt_expr {
  uint32_t op, flags;
  const void *p[3];
  int64_t k;
} gpuopt_expr;

typedef struct gpuopt_expr_entry {
  LLVMValueRef inst;
  uint32_t block;
  int64_t c;                        /* payload (SLSR: the candidate's constant index) */
  struct gpuopt_expr_entry *next;   /* the entry below on the stack */
} gpuopt_expr_entry;

typedef struct gpuopt_exprstack {
  gpuopt_arena arena;
  gpuopt_expr *keys;
  gpuopt_expr_entry **tops;
  uint8_t *used;
  size_t cap, len;
  const gpuopt_domtree *dom;
} gpuopt_exprstack;

/* 0 on out of memory. dom is the dominator tree the blocks numbers refer to. */
int gpuopt__exprstack_init(gpuopt_exprstack *s, const gpuopt_domtree *dom, size_t expected);
void gpuopt__exprstack_free(gpuopt_exprstack *s);
/* Push inst (in block) on E's stack; 0 on out of memory. */
int gpuopt__exprstack_push(gpuopt_exprstack *s, const gpuopt_expr *e, LLVMValueRef inst, uint32_t block,
                           int64_t c);
/* ClosestMatchingDom(E, I) for I in block: the top entry of E's stack that dominates block after
 * popping those that do not; NULL when none. */
gpuopt_expr_entry *gpuopt__exprstack_closest(gpuopt_exprstack *s, const gpuopt_expr *e, uint32_t block);

/* Helpers shared by the straight-line transforms (straightline.c). */
/* Integer constant value of v sign-extended to 64 bits, when v is a ConstantInt of <= 64 bits. */
int gpuopt__const_int(LLVMValueRef v, int64_t *out);
/* Opcode of v when it is an instruction, 0 otherwise. */
LLVMOpcode gpuopt__opcode(LLVMValueRef v);
/* Erase the instructions in dead (collected during a walk) that have no uses, and then operands
 * of theirs that became dead and are side-effect-free; returns the count erased. */
typedef VEC(LLVMValueRef) gpuopt_value_vec;
size_t gpuopt__erase_dead(gpuopt_value_vec *dead);
/* Whether an instruction is free of side effects and cannot trap (speculatable), by opcode table;
 * calls count only when the callee carries the speculatable attribute. */
int gpuopt__is_speculatable(LLVMValueRef inst);
/* Clear nsw/nuw (binary operators), exact/disjoint/nneg, and the no-wrap flags of a GEP. */
void gpuopt__drop_poison_flags(LLVMValueRef inst);
/* The poison-generating flags of an instruction as a bit set (nsw, nuw, exact, disjoint, nneg,
 * GEP no-wrap flags), and setting them back (only bits the opcode has). */
unsigned gpuopt__poison_flags(LLVMValueRef inst);
/* d is known not poison wherever i executes: d reaches, through poison-propagating instructions
 * (casts, integer arithmetic, GEP operands; no phi/select), the address of a load/store/atomic that
 * runs before i on every path to i (earlier in i's block, or in a block dominating i's, with no
 * call that may not return in between). A poison address is immediate UB. Bounded search. */
int gpuopt__defined_at(const gpuopt_cfg *cfg, const gpuopt_domtree *dom, LLVMValueRef d, LLVMValueRef i);
enum { PF_NSW = 1, PF_NUW = 2, PF_EXACT = 4, PF_DISJOINT = 8, PF_NNEG = 16, PF_GEP_SHIFT = 5 };
void gpuopt__set_poison_flags(LLVMValueRef inst, unsigned flags);
/* Reusing a dominating d in place of a value whose own flags are `allowed`: d must be no more
 * poisonous. Drops d's other flags and returns 1, unless d is in pinned (an earlier rewrite relied
 * on its flags: weakening them would falsify it), then returns 0. pinned may be NULL. */
int gpuopt__weaken_flags(const gpuopt_ptrmap *pinned, LLVMValueRef d, unsigned allowed);

#endif
