fn fire(h: &Handlers, flag: bool, i: usize) {
    invoke(h.on_start);
    invoke(h.list[i]);
    invoke(callback);
    invoke(if flag { h.on_start } else { h.on_stop });
    invoke(make_handler(i));
    invoke(|| println!("inline"));
    invoke(*h.boxed);
}
