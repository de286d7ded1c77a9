@@
identifier id : script:python() { id };
@@
- g(id)
+ h(id)
