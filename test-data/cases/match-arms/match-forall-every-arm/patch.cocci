@@
identifier t;
expression e;
@@
  let t = Timer::start(e);
  ...
- t.stop();
+ t.stop_and_record();
