// entry-or-default: `map.entry(k).or_insert(Vec::new())` and the like -> `.or_default()`
// (clippy::unwrap_or_default).
//
// Safe for `HashMap` and `BTreeMap` entries: the default value is the one written (and it is no
// longer built when the key is there). Where the map's value type was only inferred from the
// value given (`let mut m = HashMap::new();` and nothing else says what it holds), the result
// needs a type annotation to compile. A type of your own with an `entry(..).or_insert(..)` but
// no `or_default` would not compile either.

@ entry_or_default @
expression m, k;
@@
(
- m.entry(k).or_insert(\( Vec::new() \| vec![] \| String::new() \| Default::default() \| HashMap::new() \| HashSet::new() \| BTreeMap::new() \| BTreeSet::new() \))
+ m.entry(k).or_default()
|
- m.entry(k).or_insert_with(\( Vec::new \| String::new \| Default::default \| HashMap::new \| HashSet::new \| BTreeMap::new \| BTreeSet::new \))
+ m.entry(k).or_default()
)
