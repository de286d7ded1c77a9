@ connects @
@@
  connect(...)

@ retries @
@@
  retry(...)

@ timeouts @
@@
  set_timeout(...)

@ depends on connects && (retries || !timeouts) @
expression m;
@@
- send(m)
+ send_with_backoff(m)
