@@
expression cmd;
@@
- run(&[cmd, ...])
+ run_first(&cmd)
