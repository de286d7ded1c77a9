fn pump(h: Handle, rounds: u32) -> usize {
    let mut total = 0;
    for _ in 0..rounds {
        let n = read(h, 64);
        total += n;
        close(h);
    }
    total
}
