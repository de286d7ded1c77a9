// iter-count, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/iter-count.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ iter_count depends on patch @
expression x;
@@
(
- x.iter().count()
+ x.len()
|
- x.iter_mut().count()
+ x.len()
|
- x.into_iter().count()
+ x.len()
)

@ iter_count_context depends on context @
expression x;
@@
(
* x.iter().count()
|
* x.iter_mut().count()
|
* x.into_iter().count()
)

@ iter_count_place depends on org || report @
expression x;
position here;
@@
(
  x.iter().count()@here
|
  x.iter_mut().count()@here
|
  x.into_iter().count()@here
)

@ script:python depends on org @
p << iter_count_place.here;
@@
coccilib.org.print_todo(p[0], "iter-count: `x.iter().count()` -> `x.len()` (clippy::iter_count)")

@ script:python depends on report @
p << iter_count_place.here;
@@
coccilib.report.print_report(p[0], "iter-count: `x.iter().count()` -> `x.len()` (clippy::iter_count)")
