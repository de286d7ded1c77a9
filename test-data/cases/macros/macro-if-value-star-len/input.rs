fn summary(pool: &Pool, verbose: bool) {
    let v = take_buffer(pool);
    log("taken");
    println!("{}", if verbose { v.len() } else { 0 });
    give_back(pool, v);
}
