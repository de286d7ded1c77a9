@ mono @
@@
  Instant::now()

@ wall @
@@
  SystemTime::now()

@ depends on mono || wall @
expression ms;
@@
- sleep_ms(ms)
+ std::thread::sleep(Duration::from_millis(ms))
