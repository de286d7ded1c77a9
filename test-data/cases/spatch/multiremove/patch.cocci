@@
expression x;
expression list e1, e2;
@@
- if x { <+... \(foo(e1);\|bar(e2);\) ...+> }
