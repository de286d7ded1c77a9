// Move from `type_of` to the binder-aware `bound_type_of`.
@@
expression tcx, arg;
@@
- tcx.type_of(arg)
+ tcx.bound_type_of(arg).subst_identity()
