@@
expression e;
@@
- invoke(e);
+ e();
