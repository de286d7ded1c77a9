@@
expression e;
binary operator op = { ==, != };
@@
- e.len() op 0
+ e.is_empty() op true
