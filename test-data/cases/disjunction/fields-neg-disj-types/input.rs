struct Local {
    count: Cell<u8>,
    items: RefCell<Vec<u8>>,
}

fn f(x: Rc<u8>) -> Rc<u8> {
    x
}
