@@
type T;
identifier f;
@@
(
- f: Rc<RefCell<T>>,
+ f: Arc<Mutex<T>>,
|
- f: Rc<T>,
+ f: Arc<T>,
)
