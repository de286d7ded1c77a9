@@
expression c;
@@
(
  c.lock();
  ...
  c.unlock();
&
- c.lock();
+ c.lock_timed(TIMEOUT);
  ...
  c.flush();
)
