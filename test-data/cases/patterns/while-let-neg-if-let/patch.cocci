@@
pattern p;
expression it;
@@
- while let Some(p) = it.next() {
+ for p in it {
  ...
  }
