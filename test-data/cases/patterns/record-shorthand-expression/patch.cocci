// The same in struct literals: `Old { f }` is `Old { f: f }`, and a field the code wrote
// short stays short when it is written back; a field written long stays long.
@@
expression e;
@@
- Old { f: e }
+ New { f: e }
