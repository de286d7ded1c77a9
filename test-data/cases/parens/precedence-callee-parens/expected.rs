fn fire(h: &Handlers, flag: bool, i: usize) {
    (h.on_start)();
    h.list[i]();
    callback();
    (if flag { h.on_start } else { h.on_stop })();
    make_handler(i)();
    (|| println!("inline"))();
    (*h.boxed)();
}
