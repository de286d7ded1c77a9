// search-is-some, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/search-is-some.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ search_is_some depends on patch @
expression it, p;
@@
(
- it.position(p).is_some()
+ it.any(p)
|
- it.position(p).is_none()
+ !it.any(p)
)

@ search_is_some_context depends on context @
expression it, p;
@@
(
* it.position(p).is_some()
|
* it.position(p).is_none()
)

@ search_is_some_place depends on org || report @
expression it, p;
position here;
@@
(
  it.position(p).is_some()@here
|
  it.position(p).is_none()@here
)

@ script:python depends on org @
p << search_is_some_place.here;
@@
coccilib.org.print_todo(p[0], "search-is-some: `it.position(p).is_some()` -> `it.any(p)`, `.is_none()` -> `!it.any(p)` (clippy::search_is_some)")

@ script:python depends on report @
p << search_is_some_place.here;
@@
coccilib.report.print_report(p[0], "search-is-some: `it.position(p).is_some()` -> `it.any(p)`, `.is_none()` -> `!it.any(p)` (clippy::search_is_some)")
