@@
expression HashMap<_, _> m;
expression k;
@@
- m.get(&k).is_some()
+ m.contains_key(&k)
