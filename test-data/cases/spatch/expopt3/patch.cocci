@@
identifier v, fld;
@@
- let mut v: VideoTuner;
+ let v: &mut VideoTuner;
  <...
(
-   v.fld
+   (*v).fld
|
-   v
+   *v
)
  ...>
