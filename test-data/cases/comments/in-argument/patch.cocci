// A comment between a metavariable's code and the delimiter closing its place is about that
// code: it is re-emitted with it, not moved before the rewritten call. A comment before the
// code (after the opening parenthesis that the patch removes) belongs to no metavariable and
// is kept before the added code, as any comment of removed code.
@@
expression tcx, arg;
@@
- tcx.type_of(arg)
+ tcx.bound_type_of(arg).subst_identity()
