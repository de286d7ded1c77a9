fn counter() -> Rc<RefCell<u32>> {
    Rc::new(RefCell::new(0))
}

fn run() {
    let c = counter();
    bump(&c);
}
