// iter-skip-next, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/iter-skip-next.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ iter_skip_next depends on patch @
expression it, n;
@@
- it.skip(n).next()
+ it.nth(n)

@ iter_skip_next_context depends on context @
expression it, n;
@@
* it.skip(n).next()

@ iter_skip_next_place depends on org || report @
expression it, n;
position here;
@@
  it.skip(n).next()@here

@ script:python depends on org @
p << iter_skip_next_place.here;
@@
coccilib.org.print_todo(p[0], "iter-skip-next: `it.skip(n).next()` -> `it.nth(n)` (clippy::iter_skip_next)")

@ script:python depends on report @
p << iter_skip_next_place.here;
@@
coccilib.report.print_report(p[0], "iter-skip-next: `it.skip(n).next()` -> `it.nth(n)` (clippy::iter_skip_next)")
