// Negative twin of match-dots-between-arms: `...` among arms passes over arms, it does not
// stand for the one the pattern names. A match without a `None => d` arm is left alone (a
// wildcard arm, a guarded `None` arm are other arms), and so is code that is not a match.
@@
expression e, d;
@@
  match e {
    ...
-   None => d,
+   None => d.clone(),
    ...
  }
