@@
expression e;
@@
- wrap(e)
+ Box::new(e)
