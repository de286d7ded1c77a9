@@
constant c;
@@
* std::thread::sleep(c)
