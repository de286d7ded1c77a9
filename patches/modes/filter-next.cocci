// filter-next, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/filter-next.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ filter_next depends on patch @
expression it, p;
@@
- it.filter(p).next()
+ it.find(p)

@ filter_next_context depends on context @
expression it, p;
@@
* it.filter(p).next()

@ filter_next_place depends on org || report @
expression it, p;
position here;
@@
  it.filter(p).next()@here

@ script:python depends on org @
p << filter_next_place.here;
@@
coccilib.org.print_todo(p[0], "filter-next: `it.filter(p).next()` -> `it.find(p)` (clippy::filter_next)")

@ script:python depends on report @
p << filter_next_place.here;
@@
coccilib.report.print_report(p[0], "filter-next: `it.filter(p).next()` -> `it.find(p)` (clippy::filter_next)")
