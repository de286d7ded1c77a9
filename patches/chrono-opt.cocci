// chrono-opt: chrono's panicking constructors (deprecated since 0.4.23) -> their `_opt` forms,
// unwrapped.
//   NaiveDate::from_ymd(y, m, d) -> NaiveDate::from_ymd_opt(y, m, d).unwrap()
//   NaiveTime::from_hms(h, m, s) -> NaiveTime::from_hms_opt(h, m, s).unwrap()   (and _milli)
//   date.and_hms(h, m, s) -> date.and_hms_opt(h, m, s).unwrap()                 (and _milli)
//   Utc.ymd(y, m, d).and_hms(h, mi, s) -> Utc.with_ymd_and_hms(y, m, d, h, mi, s).unwrap()
//   Utc.timestamp(s, n) -> Utc.timestamp_opt(s, n).unwrap()
//
// Safe: the old calls panicked on an invalid date exactly where `.unwrap()` now does (replace
// the `unwrap` with real handling where the input is not trusted). `and_hms` and the like are
// matched by name.

@ tz_ymd_hms @
expression tz, y, m, d, h, mi, s;
@@
- tz.ymd(y, m, d).and_hms(h, mi, s)
+ tz.with_ymd_and_hms(y, m, d, h, mi, s).unwrap()

@ constructors @
expression y, m, d, ms;
@@
(
- NaiveDate::from_ymd(y, m, d)
+ NaiveDate::from_ymd_opt(y, m, d).unwrap()
|
- NaiveTime::from_hms(y, m, d)
+ NaiveTime::from_hms_opt(y, m, d).unwrap()
|
- NaiveTime::from_hms_milli(y, m, d, ms)
+ NaiveTime::from_hms_milli_opt(y, m, d, ms).unwrap()
)

@ methods @
expression e, h, m, s, ms, n;
@@
(
- e.and_hms(h, m, s)
+ e.and_hms_opt(h, m, s).unwrap()
|
- e.and_hms_milli(h, m, s, ms)
+ e.and_hms_milli_opt(h, m, s, ms).unwrap()
|
- e.timestamp(s, n)
+ e.timestamp_opt(s, n).unwrap()
)
