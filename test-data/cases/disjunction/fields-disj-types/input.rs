struct Shared {
    count: Rc<u8>,
    items: Rc<RefCell<Vec<u8>>>,
    name: Box<str>,
}
