// iter-nth-zero, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/iter-nth-zero.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ iter_nth_zero depends on patch @
expression it;
@@
- it.nth(0)
+ it.next()

@ iter_nth_zero_context depends on context @
expression it;
@@
* it.nth(0)

@ iter_nth_zero_place depends on org || report @
expression it;
position here;
@@
  it.nth(0)@here

@ script:python depends on org @
p << iter_nth_zero_place.here;
@@
coccilib.org.print_todo(p[0], "iter-nth-zero: `it.nth(0)` -> `it.next()` (clippy::iter_nth_zero)")

@ script:python depends on report @
p << iter_nth_zero_place.here;
@@
coccilib.report.print_report(p[0], "iter-nth-zero: `it.nth(0)` -> `it.next()` (clippy::iter_nth_zero)")
