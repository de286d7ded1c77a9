// `+` on strings does not commute: `s + "!"` is not matched by `"!" + e`.
@@
expression e;
@@
- "!" + e
+ shout(e)
