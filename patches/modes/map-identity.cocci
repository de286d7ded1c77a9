// map-identity, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/map-identity.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ map_identity depends on patch @
expression e;
identifier x;
@@
(
- e.map(|x| x)
+ e
|
- e.filter_map(|x| x)
+ e.flatten()
|
- e.flat_map(|x| x)
+ e.flatten()
)

@ map_identity_context depends on context @
expression e;
identifier x;
@@
(
* e.map(|x| x)
|
* e.filter_map(|x| x)
|
* e.flat_map(|x| x)
)

@ map_identity_place depends on org || report @
expression e;
identifier x;
position here;
@@
(
  e.map(|x| x)@here
|
  e.filter_map(|x| x)@here
|
  e.flat_map(|x| x)@here
)

@ script:python depends on org @
p << map_identity_place.here;
@@
coccilib.org.print_todo(p[0], "map-identity: `.map(|x| x)` is removed, `.filter_map(|x| x)` and `.flat_map(|x| x)` -> `.flatten()` (clippy::map_identity, filter_map_identity, flat_map_identity)")

@ script:python depends on report @
p << map_identity_place.here;
@@
coccilib.report.print_report(p[0], "map-identity: `.map(|x| x)` is removed, `.filter_map(|x| x)` and `.flat_map(|x| x)` -> `.flatten()` (clippy::map_identity, filter_map_identity, flat_map_identity)")
