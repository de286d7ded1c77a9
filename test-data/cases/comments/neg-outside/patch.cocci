// Negative twin of `in-argument`: comments outside the matched call are not the binding's and
// are not moved; the call is rewritten around them.
@@
expression tcx, arg;
@@
- tcx.type_of(arg)
+ tcx.bound_type_of(arg).subst_identity()
