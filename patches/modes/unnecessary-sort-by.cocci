// unnecessary-sort-by, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/unnecessary-sort-by.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ sort_by depends on patch @
expression v;
identifier a, b;
@@
(
- v.sort_by(|a, b| a.cmp(b))
+ v.sort()
|
- v.sort_unstable_by(|a, b| a.cmp(b))
+ v.sort_unstable()
)

@ sort_by_context depends on context @
expression v;
identifier a, b;
@@
(
* v.sort_by(|a, b| a.cmp(b))
|
* v.sort_unstable_by(|a, b| a.cmp(b))
)

@ sort_by_place depends on org || report @
expression v;
identifier a, b;
position here;
@@
(
  v.sort_by(|a, b| a.cmp(b))@here
|
  v.sort_unstable_by(|a, b| a.cmp(b))@here
)

@ script:python depends on org @
p << sort_by_place.here;
@@
coccilib.org.print_todo(p[0], "unnecessary-sort-by: `v.sort_by(|a, b| a.cmp(b))` -> `v.sort()`, and the same for `sort_unstable_by` (clippy::unnecessary_sort_by)")

@ script:python depends on report @
p << sort_by_place.here;
@@
coccilib.report.print_report(p[0], "unnecessary-sort-by: `v.sort_by(|a, b| a.cmp(b))` -> `v.sort()`, and the same for `sort_unstable_by` (clippy::unnecessary_sort_by)")
