@@
expression list es;
@@
- log_event(es)
+ log_event_at(Level::Info, es)
