fn worker() {
    loop {
        step();
    }
}

fn step() {
    tick();
}

fn main() {
    let h = std::thread::spawn(worker);
    step();
    h.join().unwrap();
}
