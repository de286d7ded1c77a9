@@
expression e1;
@@
(
- log::warn(e1)
+ tracing::warn(e1)
|
- log::info(e1)
+ tracing::info(e1)
)
