fn serve(path: &str) {
    let text = std::fs::read_to_string(path);
    let h = std::thread::spawn(move || handle(text));
    h.join().unwrap();
}
