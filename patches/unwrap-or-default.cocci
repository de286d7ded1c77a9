// unwrap-or-default: `.unwrap_or(Vec::new())` and the like -> `.unwrap_or_default()`
// (clippy::unwrap_or_default).
//   unwrap_or(Vec::new() | vec![] | String::new() | Default::default() | HashMap::new() ...)
//   unwrap_or_else(Vec::new | String::new | Default::default | ...)
//
// Safe for `Option` and `Result`: the default value is the one written (and the new call no
// longer builds it when there is a value). Where the value's type was only inferred from the
// default (`serde_json::from_str(s).unwrap_or(Vec::new())`), the result needs a type
// annotation to compile. A type of your own with an `unwrap_or` but no `unwrap_or_default`
// would not compile either.

@ unwrap_or_default @
expression e;
@@
(
- e.unwrap_or(\( Vec::new() \| vec![] \| String::new() \| Default::default() \| HashMap::new() \| HashSet::new() \| BTreeMap::new() \| BTreeSet::new() \))
+ e.unwrap_or_default()
|
- e.unwrap_or_else(\( Vec::new \| String::new \| Default::default \| HashMap::new \| HashSet::new \| BTreeMap::new \| BTreeSet::new \))
+ e.unwrap_or_default()
)
