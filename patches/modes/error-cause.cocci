// error-cause, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/error-cause.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ cause depends on patch @
expression e;
@@
- e.cause()
+ e.source()

@ cause_context depends on context @
expression e;
@@
* e.cause()

@ cause_place depends on org || report @
expression e;
position here;
@@
  e.cause()@here

@ script:python depends on org @
p << cause_place.here;
@@
coccilib.org.print_todo(p[0], "error-cause: `e.cause()` -> `e.source()` (`Error::cause` is deprecated since Rust 1.33)")

@ script:python depends on report @
p << cause_place.here;
@@
coccilib.report.print_report(p[0], "error-cause: `e.cause()` -> `e.source()` (`Error::cause` is deprecated since Rust 1.33)")
