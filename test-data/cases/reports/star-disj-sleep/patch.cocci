@@
expression d;
@@
(
* std::thread::sleep(d)
|
* thread::sleep(d)
)
