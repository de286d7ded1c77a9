// option-as-ref-cloned, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/option-as-ref-cloned.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ as_ref_cloned depends on patch @
expression o;
@@
- o.as_ref().cloned()
+ o.clone()

@ as_ref_cloned_context depends on context @
expression o;
@@
* o.as_ref().cloned()

@ as_ref_cloned_place depends on org || report @
expression o;
position here;
@@
  o.as_ref().cloned()@here

@ script:python depends on org @
p << as_ref_cloned_place.here;
@@
coccilib.org.print_todo(p[0], "option-as-ref-cloned: `o.as_ref().cloned()` -> `o.clone()` (clippy::option_as_ref_cloned)")

@ script:python depends on report @
p << as_ref_cloned_place.here;
@@
coccilib.report.print_report(p[0], "option-as-ref-cloned: `o.as_ref().cloned()` -> `o.clone()` (clippy::option_as_ref_cloned)")
