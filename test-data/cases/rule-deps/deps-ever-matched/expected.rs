fn counter() -> Rc<Mutex<u32>> {
    Arc::new(Mutex::new(0))
}

fn run() {
    let c = counter();
    let c2 = c.clone();
    std::thread::spawn(move || bump(&c2));
}
