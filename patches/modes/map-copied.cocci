// map-copied, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/map-copied.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ map_copied depends on patch @
expression e;
identifier x;
@@
- e.map(|&x| x)
+ e.copied()

@ map_copied_context depends on context @
expression e;
identifier x;
@@
* e.map(|&x| x)

@ map_copied_place depends on org || report @
expression e;
identifier x;
position here;
@@
  e.map(|&x| x)@here

@ script:python depends on org @
p << map_copied_place.here;
@@
coccilib.org.print_todo(p[0], "map-copied: `.map(|&x| x)` -> `.copied()` (clippy::map_clone)")

@ script:python depends on report @
p << map_copied_place.here;
@@
coccilib.report.print_report(p[0], "map-copied: `.map(|&x| x)` -> `.copied()` (clippy::map_clone)")
