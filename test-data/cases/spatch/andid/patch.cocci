@ identifier @
identifier front =~ "^front";
identifier back =~ "back$";
@@
(
- front
+ test
&
  back
)
