@@
type T;
@@
- Rc<RefCell<T>>
+ Shared<T>
