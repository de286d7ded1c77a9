@@
expression e;
@@
(
- Iterator::nth(e, 0)
+ Iterator::next(e)
|
- Vec::len(e)
+ Vec::capacity(e)
)
