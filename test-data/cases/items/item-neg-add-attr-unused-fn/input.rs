fn worker() {
    loop {
        step();
    }
}

fn step() {
    tick();
}

fn main() {
    let h = std::thread::spawn(|| step());
    worker();
    h.join().unwrap();
}
