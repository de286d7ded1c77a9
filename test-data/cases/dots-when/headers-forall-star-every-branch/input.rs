fn persist(path: &Path, fast: bool) {
    let f = File::open(path).unwrap();
    if fast {
        f.sync_all().unwrap();
    } else {
        write_slow(&f);
        f.sync_all().unwrap();
    }
}
