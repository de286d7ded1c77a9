struct Graph {
    root: Arc<RefCell<Node>>,
    cell: Rc<Cell<u8>>,
    flipped: RefCell<Rc<Node>>,
    plain: Rc<Node>,
    two: Rc<RefCell<Node>, Global>,
}

fn link(a: Arc<Mutex<Node>>, b: Box<RefCell<Node>>) -> Weak<RefCell<Node>> {
    let x: Rc<Vec<RefCell<u8>>> = Rc::new(Vec::new());
    let y = Rc::new(RefCell::new(0u8));
    todo!()
}
