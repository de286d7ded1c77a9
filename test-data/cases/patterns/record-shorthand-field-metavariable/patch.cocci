// record-shorthand with the field's name a metavariable: `fld` binds the name a short field is
// spelt with, and the field is written short again where the `+` code names it `fld: p`.
@@
identifier fld;
pattern p;
@@
- Old { fld: p }
+ New { fld: p }
