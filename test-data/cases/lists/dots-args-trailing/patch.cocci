@@
expression op;
@@
- retry(op, ...)
+ retry_with_backoff(op)
