@@
@@
- lock();
- unlock();
