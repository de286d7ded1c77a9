fn tick(m: &Mutex<Clock>) {
    trace("tick");
    trace("tock");
    advance(m);
}
