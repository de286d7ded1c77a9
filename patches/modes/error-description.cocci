// error-description, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/error-description.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ description depends on patch @
expression e;
@@
- e.description()
+ e.to_string()

@ description_context depends on context @
expression e;
@@
* e.description()

@ description_place depends on org || report @
expression e;
position here;
@@
  e.description()@here

@ script:python depends on org @
p << description_place.here;
@@
coccilib.org.print_todo(p[0], "error-description: `e.description()` -> `e.to_string()` (`Error::description` is deprecated since Rust 1.42: use `Display`)")

@ script:python depends on report @
p << description_place.here;
@@
coccilib.report.print_report(p[0], "error-description: `e.description()` -> `e.to_string()` (`Error::description` is deprecated since Rust 1.42: use `Display`)")
