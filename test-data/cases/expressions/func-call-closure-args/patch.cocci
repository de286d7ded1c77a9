@@
expression xs, f;
@@
- apply_all(xs, f)
+ xs.into_iter().map(f).collect::<Vec<_>>()
