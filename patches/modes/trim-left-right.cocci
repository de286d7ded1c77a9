// trim-left-right, in the four modes of a coccicheck run (`cocci check --mode report`, `org`,
// `context`; `cocci apply --mode patch`): the rewrite of patches/trim-left-right.cocci, whose
// comment says where it is unsafe.

virtual patch
virtual context
virtual org
virtual report

@ trim depends on patch @
expression s, p;
@@
(
- s.trim_left()
+ s.trim_start()
|
- s.trim_right()
+ s.trim_end()
|
- s.trim_left_matches(p)
+ s.trim_start_matches(p)
|
- s.trim_right_matches(p)
+ s.trim_end_matches(p)
)

@ trim_context depends on context @
expression s, p;
@@
(
* s.trim_left()
|
* s.trim_right()
|
* s.trim_left_matches(p)
|
* s.trim_right_matches(p)
)

@ trim_place depends on org || report @
expression s, p;
position here;
@@
(
  s.trim_left()@here
|
  s.trim_right()@here
|
  s.trim_left_matches(p)@here
|
  s.trim_right_matches(p)@here
)

@ script:python depends on org @
p << trim_place.here;
@@
coccilib.org.print_todo(p[0], "trim-left-right: the deprecated `str` methods `trim_left`, `trim_right`, `trim_left_matches`, `trim_right_matches` -> `trim_start`, `trim_end`, `trim_start_matches`, `trim_end_matches` (deprecated since Rust 1.33)")

@ script:python depends on report @
p << trim_place.here;
@@
coccilib.report.print_report(p[0], "trim-left-right: the deprecated `str` methods `trim_left`, `trim_right`, `trim_left_matches`, `trim_right_matches` -> `trim_start`, `trim_end`, `trim_start_matches`, `trim_end_matches` (deprecated since Rust 1.33)")
