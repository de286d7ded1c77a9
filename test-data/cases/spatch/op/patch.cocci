@@
expression e1, e2;
assignment operator op;
@@
  {
- ... when != e1 op e2
  }
