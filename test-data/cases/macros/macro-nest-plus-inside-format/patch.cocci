@@
identifier k;
expression p;
@@
  let k = load_key(p);
  ...
- debug(<+... k ...+>);
