@@
@@
- std::vec::Vec::<u8>::new()
+ std::vec::Vec::with_capacity(8)
