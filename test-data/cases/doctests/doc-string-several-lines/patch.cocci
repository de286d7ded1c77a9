// Renames `parse_num` to `parse_number`, in code and in doctests alike.
@@
expression e;
@@
- parse_num(e)
+ parse_number(e)
