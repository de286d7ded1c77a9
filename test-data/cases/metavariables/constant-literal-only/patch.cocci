@@
constant c;
@@
- Duration::from_millis(c * 1000)
+ Duration::from_secs(c)
