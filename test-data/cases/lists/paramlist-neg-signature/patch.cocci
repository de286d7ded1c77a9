@@
identifier f =~ "^handle_";
parameter list ps;
@@
- fn f(ps) -> Response {
+ fn f(ctx: &mut Context, ps) -> Response {
  ...
  }
