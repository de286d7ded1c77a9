fn summary(pool: &Pool, v: &[u8], verbose: bool) {
    println!("{}", if verbose { v.len() } else { 0 });
    let v = take_buffer(pool);
    log("taken");
    give_back(pool, v);
}
