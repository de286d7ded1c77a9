// Candidates the model cannot tell about are skipped, each with its reason.
@@
expression Vec<_> v;
@@
- v.len() == 0
+ v.is_empty()
