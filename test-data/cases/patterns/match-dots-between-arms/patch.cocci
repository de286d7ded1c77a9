// `...` among a match's arms stands for any arms, none included: the `None` arm is found
// wherever it stands, and only it is rewritten.
@@
expression e, d;
@@
  match e {
    ...
-   None => d,
+   None => d.clone(),
    ...
  }
